// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

#include "kafka_metadata_record.h"
const std::set<kafka_metadata_record_t::metadata_record_type_t> kafka_metadata_record_t::_values_metadata_record_type_t{
    kafka_metadata_record_t::METADATA_RECORD_TYPE_REGISTER_BROKER_RECORD,
    kafka_metadata_record_t::METADATA_RECORD_TYPE_UNREGISTER_BROKER_RECORD,
    kafka_metadata_record_t::METADATA_RECORD_TYPE_TOPIC_RECORD,
    kafka_metadata_record_t::METADATA_RECORD_TYPE_PARTITION_RECORD,
    kafka_metadata_record_t::METADATA_RECORD_TYPE_CONFIG_RECORD,
    kafka_metadata_record_t::METADATA_RECORD_TYPE_PARTITION_CHANGE_RECORD,
    kafka_metadata_record_t::METADATA_RECORD_TYPE_FENCE_BROKER_RECORD,
    kafka_metadata_record_t::METADATA_RECORD_TYPE_UNFENCE_BROKER_RECORD,
    kafka_metadata_record_t::METADATA_RECORD_TYPE_REMOVE_TOPIC_RECORD,
    kafka_metadata_record_t::METADATA_RECORD_TYPE_DELEGATION_TOKEN_RECORD,
    kafka_metadata_record_t::METADATA_RECORD_TYPE_USER_SCRAM_CREDENTIAL_RECORD,
    kafka_metadata_record_t::METADATA_RECORD_TYPE_FEATURE_LEVEL_RECORD,
    kafka_metadata_record_t::METADATA_RECORD_TYPE_CLIENT_QUOTA_RECORD,
    kafka_metadata_record_t::METADATA_RECORD_TYPE_PRODUCER_IDS_RECORD,
    kafka_metadata_record_t::METADATA_RECORD_TYPE_BROKER_REGISTRATION_CHANGE_RECORD,
    kafka_metadata_record_t::METADATA_RECORD_TYPE_ACCESS_CONTROL_ENTRY_RECORD,
    kafka_metadata_record_t::METADATA_RECORD_TYPE_REMOVE_ACCESS_CONTROL_ENTRY_RECORD,
    kafka_metadata_record_t::METADATA_RECORD_TYPE_NO_OP_RECORD,
    kafka_metadata_record_t::METADATA_RECORD_TYPE_ZK_MIGRATION_STATE_RECORD,
    kafka_metadata_record_t::METADATA_RECORD_TYPE_REMOVE_USER_SCRAM_CREDENTIAL_RECORD,
    kafka_metadata_record_t::METADATA_RECORD_TYPE_BEGIN_TRANSACTION_RECORD,
    kafka_metadata_record_t::METADATA_RECORD_TYPE_END_TRANSACTION_RECORD,
    kafka_metadata_record_t::METADATA_RECORD_TYPE_ABORT_TRANSACTION_RECORD,
    kafka_metadata_record_t::METADATA_RECORD_TYPE_REMOVE_DELEGATION_TOKEN_RECORD,
    kafka_metadata_record_t::METADATA_RECORD_TYPE_REGISTER_CONTROLLER_RECORD,
    kafka_metadata_record_t::METADATA_RECORD_TYPE_CLEAR_ELR_RECORD,
    kafka_metadata_record_t::METADATA_RECORD_TYPE_UNREGISTER_CONTROLLER_RECORD,
};
bool kafka_metadata_record_t::_is_defined_metadata_record_type_t(kafka_metadata_record_t::metadata_record_type_t v) {
    return kafka_metadata_record_t::_values_metadata_record_type_t.find(v) != kafka_metadata_record_t::_values_metadata_record_type_t.end();
}
const std::set<kafka_metadata_record_t::metadata_version_t> kafka_metadata_record_t::_values_metadata_version_t{
    kafka_metadata_record_t::METADATA_VERSION_IBP_3_3_IV3,
    kafka_metadata_record_t::METADATA_VERSION_IBP_3_4_IV0,
    kafka_metadata_record_t::METADATA_VERSION_IBP_3_5_IV0,
    kafka_metadata_record_t::METADATA_VERSION_IBP_3_5_IV1,
    kafka_metadata_record_t::METADATA_VERSION_IBP_3_5_IV2,
    kafka_metadata_record_t::METADATA_VERSION_IBP_3_6_IV0,
    kafka_metadata_record_t::METADATA_VERSION_IBP_3_6_IV1,
    kafka_metadata_record_t::METADATA_VERSION_IBP_3_6_IV2,
    kafka_metadata_record_t::METADATA_VERSION_IBP_3_7_IV0,
    kafka_metadata_record_t::METADATA_VERSION_IBP_3_7_IV1,
    kafka_metadata_record_t::METADATA_VERSION_IBP_3_7_IV2,
    kafka_metadata_record_t::METADATA_VERSION_IBP_3_7_IV3,
    kafka_metadata_record_t::METADATA_VERSION_IBP_3_7_IV4,
    kafka_metadata_record_t::METADATA_VERSION_IBP_3_8_IV0,
    kafka_metadata_record_t::METADATA_VERSION_IBP_3_9_IV0,
    kafka_metadata_record_t::METADATA_VERSION_IBP_4_0_IV0,
    kafka_metadata_record_t::METADATA_VERSION_IBP_4_0_IV1,
    kafka_metadata_record_t::METADATA_VERSION_IBP_4_0_IV2,
    kafka_metadata_record_t::METADATA_VERSION_IBP_4_0_IV3,
    kafka_metadata_record_t::METADATA_VERSION_IBP_4_1_IV0,
    kafka_metadata_record_t::METADATA_VERSION_IBP_4_1_IV1,
    kafka_metadata_record_t::METADATA_VERSION_IBP_4_2_IV0,
    kafka_metadata_record_t::METADATA_VERSION_IBP_4_2_IV1,
    kafka_metadata_record_t::METADATA_VERSION_IBP_4_3_IV0,
    kafka_metadata_record_t::METADATA_VERSION_IBP_4_4_IV0,
    kafka_metadata_record_t::METADATA_VERSION_IBP_4_4_IV1,
    kafka_metadata_record_t::METADATA_VERSION_IBP_4_4_IV2,
};
bool kafka_metadata_record_t::_is_defined_metadata_version_t(kafka_metadata_record_t::metadata_version_t v) {
    return kafka_metadata_record_t::_values_metadata_version_t.find(v) != kafka_metadata_record_t::_values_metadata_version_t.end();
}

kafka_metadata_record_t::kafka_metadata_record_t(kaitai::kstream* p__io, kaitai::kstruct* p__parent, kafka_metadata_record_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root ? p__root : this;
    m_frame_version = nullptr;
    m_api_key = nullptr;
    m_version = nullptr;
    m__io__raw_body = nullptr;
    f_is_readable = false;
    f_max_version = false;
    f_record_type = false;
    _read();
}

void kafka_metadata_record_t::_read() {
    m_frame_version.emplace(m__io);
    m_api_key.emplace(m__io);
    m_version = std::unique_ptr<kafka_uvarint_t>(new kafka_uvarint_t(m__io));
    n_body = true;
    switch (((is_readable()) ? (api_key()->value()) : (-1))) {
    case 0: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<register_broker_record_t>(new register_broker_record_t(version()->value(), m__io__raw_body.get(), this, m__root));
        break;
    }
    case 1: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<unregister_broker_record_t>(new unregister_broker_record_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case 10: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<delegation_token_record_t>(new delegation_token_record_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case 11: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<user_scram_credential_record_t>(new user_scram_credential_record_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case 12: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<feature_level_record_t>(new feature_level_record_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case 14: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<client_quota_record_t>(new client_quota_record_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case 15: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<producer_ids_record_t>(new producer_ids_record_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case 17: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<broker_registration_change_record_t>(new broker_registration_change_record_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case 18: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<access_control_entry_record_t>(new access_control_entry_record_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case 19: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<remove_access_control_entry_record_t>(new remove_access_control_entry_record_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case 2: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<topic_record_t>(new topic_record_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case 20: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<no_op_record_t>(new no_op_record_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case 21: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<zk_migration_state_record_t>(new zk_migration_state_record_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case 22: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<remove_user_scram_credential_record_t>(new remove_user_scram_credential_record_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case 23: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<begin_transaction_record_t>(new begin_transaction_record_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case 24: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<end_transaction_record_t>(new end_transaction_record_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case 25: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<abort_transaction_record_t>(new abort_transaction_record_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case 26: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<remove_delegation_token_record_t>(new remove_delegation_token_record_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case 27: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<register_controller_record_t>(new register_controller_record_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case 28: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<clear_elr_record_t>(new clear_elr_record_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case 29: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<unregister_controller_record_t>(new unregister_controller_record_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case 3: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<partition_record_t>(new partition_record_t(version()->value(), m__io__raw_body.get(), this, m__root));
        break;
    }
    case 4: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<config_record_t>(new config_record_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case 5: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<partition_change_record_t>(new partition_change_record_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case 7: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<fence_broker_record_t>(new fence_broker_record_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case 8: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<unfence_broker_record_t>(new unfence_broker_record_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case 9: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<remove_topic_record_t>(new remove_topic_record_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    default: {
        m__raw_body = m__io->read_bytes_full();
        break;
    }
    }
}

kafka_metadata_record_t::~kafka_metadata_record_t() {
    _clean_up();
}

void kafka_metadata_record_t::_clean_up() {
    if (!n_body) {
    }
}

kafka_metadata_record_t::abort_transaction_record_t::abort_transaction_record_t(kaitai::kstream* p__io, kafka_metadata_record_t* p__parent, kafka_metadata_record_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_num_tagged_fields = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_metadata_record_t::abort_transaction_record_t::_read() {
    m_num_tagged_fields.emplace(m__io);
    m_tagged_fields.emplace();
    const int l_tagged_fields = num_tagged_fields()->value();
    for (int i = 0; i < l_tagged_fields; i++) {
        m_tagged_fields->push_back(std::move(std::unique_ptr<abort_transaction_record_tagged_field_t>(new abort_transaction_record_tagged_field_t(m__io, this, m__root))));
    }
}

kafka_metadata_record_t::abort_transaction_record_t::~abort_transaction_record_t() {
    _clean_up();
}

void kafka_metadata_record_t::abort_transaction_record_t::_clean_up() {
}

kafka_metadata_record_t::abort_transaction_record_reason_t::abort_transaction_record_reason_t(kaitai::kstream* p__io, kafka_metadata_record_t::abort_transaction_record_tagged_field_t* p__parent, kafka_metadata_record_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_reason = nullptr;
    _read();
}

void kafka_metadata_record_t::abort_transaction_record_reason_t::_read() {
    m_reason.emplace(m__io);
}

kafka_metadata_record_t::abort_transaction_record_reason_t::~abort_transaction_record_reason_t() {
    _clean_up();
}

void kafka_metadata_record_t::abort_transaction_record_reason_t::_clean_up() {
}

kafka_metadata_record_t::abort_transaction_record_tagged_field_t::abort_transaction_record_tagged_field_t(kaitai::kstream* p__io, kafka_metadata_record_t::abort_transaction_record_t* p__parent, kafka_metadata_record_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_tag = nullptr;
    m_len_data = nullptr;
    m__io__raw_data = nullptr;
    _read();
}

void kafka_metadata_record_t::abort_transaction_record_tagged_field_t::_read() {
    m_tag.emplace(m__io);
    m_len_data.emplace(m__io);
    n_data = true;
    switch (tag()->value()) {
    case 0: {
        n_data = false;
        m__raw_data = m__io->read_bytes(len_data()->value());
        m__io__raw_data = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_data));
        m_data = std::unique_ptr<abort_transaction_record_reason_t>(new abort_transaction_record_reason_t(m__io__raw_data.get(), this, m__root));
        break;
    }
    default: {
        m__raw_data = m__io->read_bytes(len_data()->value());
        break;
    }
    }
}

kafka_metadata_record_t::abort_transaction_record_tagged_field_t::~abort_transaction_record_tagged_field_t() {
    _clean_up();
}

void kafka_metadata_record_t::abort_transaction_record_tagged_field_t::_clean_up() {
    if (!n_data) {
    }
}

kafka_metadata_record_t::access_control_entry_record_t::access_control_entry_record_t(kaitai::kstream* p__io, kafka_metadata_record_t* p__parent, kafka_metadata_record_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_id = nullptr;
    m_resource_name = nullptr;
    m_principal = nullptr;
    m_host = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_metadata_record_t::access_control_entry_record_t::_read() {
    m_id = std::unique_ptr<kafka_uuid_t>(new kafka_uuid_t(m__io));
    m_resource_type = m__io->read_s1();
    m_resource_name.emplace(m__io);
    m_pattern_type = m__io->read_s1();
    m_principal.emplace(m__io);
    m_host.emplace(m__io);
    m_operation = m__io->read_s1();
    m_permission_type = m__io->read_s1();
    m_tagged_fields.emplace(m__io);
}

kafka_metadata_record_t::access_control_entry_record_t::~access_control_entry_record_t() {
    _clean_up();
}

void kafka_metadata_record_t::access_control_entry_record_t::_clean_up() {
}

kafka_metadata_record_t::begin_transaction_record_t::begin_transaction_record_t(kaitai::kstream* p__io, kafka_metadata_record_t* p__parent, kafka_metadata_record_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_num_tagged_fields = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_metadata_record_t::begin_transaction_record_t::_read() {
    m_num_tagged_fields.emplace(m__io);
    m_tagged_fields.emplace();
    const int l_tagged_fields = num_tagged_fields()->value();
    for (int i = 0; i < l_tagged_fields; i++) {
        m_tagged_fields->push_back(std::move(std::unique_ptr<begin_transaction_record_tagged_field_t>(new begin_transaction_record_tagged_field_t(m__io, this, m__root))));
    }
}

kafka_metadata_record_t::begin_transaction_record_t::~begin_transaction_record_t() {
    _clean_up();
}

void kafka_metadata_record_t::begin_transaction_record_t::_clean_up() {
}

kafka_metadata_record_t::begin_transaction_record_name_t::begin_transaction_record_name_t(kaitai::kstream* p__io, kafka_metadata_record_t::begin_transaction_record_tagged_field_t* p__parent, kafka_metadata_record_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_name = nullptr;
    _read();
}

void kafka_metadata_record_t::begin_transaction_record_name_t::_read() {
    m_name.emplace(m__io);
}

kafka_metadata_record_t::begin_transaction_record_name_t::~begin_transaction_record_name_t() {
    _clean_up();
}

void kafka_metadata_record_t::begin_transaction_record_name_t::_clean_up() {
}

kafka_metadata_record_t::begin_transaction_record_tagged_field_t::begin_transaction_record_tagged_field_t(kaitai::kstream* p__io, kafka_metadata_record_t::begin_transaction_record_t* p__parent, kafka_metadata_record_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_tag = nullptr;
    m_len_data = nullptr;
    m__io__raw_data = nullptr;
    _read();
}

void kafka_metadata_record_t::begin_transaction_record_tagged_field_t::_read() {
    m_tag.emplace(m__io);
    m_len_data.emplace(m__io);
    n_data = true;
    switch (tag()->value()) {
    case 0: {
        n_data = false;
        m__raw_data = m__io->read_bytes(len_data()->value());
        m__io__raw_data = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_data));
        m_data = std::unique_ptr<begin_transaction_record_name_t>(new begin_transaction_record_name_t(m__io__raw_data.get(), this, m__root));
        break;
    }
    default: {
        m__raw_data = m__io->read_bytes(len_data()->value());
        break;
    }
    }
}

kafka_metadata_record_t::begin_transaction_record_tagged_field_t::~begin_transaction_record_tagged_field_t() {
    _clean_up();
}

void kafka_metadata_record_t::begin_transaction_record_tagged_field_t::_clean_up() {
    if (!n_data) {
    }
}

kafka_metadata_record_t::broker_endpoint_t::broker_endpoint_t(kaitai::kstream* p__io, kafka_metadata_record_t::register_broker_record_t* p__parent, kafka_metadata_record_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_name = nullptr;
    m_host = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_metadata_record_t::broker_endpoint_t::_read() {
    m_name.emplace(m__io);
    m_host.emplace(m__io);
    m_port = m__io->read_u2be();
    m_security_protocol = m__io->read_s2be();
    m_tagged_fields.emplace(m__io);
}

kafka_metadata_record_t::broker_endpoint_t::~broker_endpoint_t() {
    _clean_up();
}

void kafka_metadata_record_t::broker_endpoint_t::_clean_up() {
}

kafka_metadata_record_t::broker_feature_t::broker_feature_t(kaitai::kstream* p__io, kafka_metadata_record_t::register_broker_record_t* p__parent, kafka_metadata_record_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_name = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_metadata_record_t::broker_feature_t::_read() {
    m_name.emplace(m__io);
    m_min_supported_version = m__io->read_s2be();
    m_max_supported_version = m__io->read_s2be();
    m_tagged_fields.emplace(m__io);
}

kafka_metadata_record_t::broker_feature_t::~broker_feature_t() {
    _clean_up();
}

void kafka_metadata_record_t::broker_feature_t::_clean_up() {
}

kafka_metadata_record_t::broker_registration_change_record_t::broker_registration_change_record_t(kaitai::kstream* p__io, kafka_metadata_record_t* p__parent, kafka_metadata_record_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_num_tagged_fields = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_metadata_record_t::broker_registration_change_record_t::_read() {
    m_broker_id = m__io->read_s4be();
    m_broker_epoch = m__io->read_s8be();
    m_num_tagged_fields.emplace(m__io);
    m_tagged_fields.emplace();
    const int l_tagged_fields = num_tagged_fields()->value();
    for (int i = 0; i < l_tagged_fields; i++) {
        m_tagged_fields->push_back(std::move(std::unique_ptr<broker_registration_change_record_tagged_field_t>(new broker_registration_change_record_tagged_field_t(m__io, this, m__root))));
    }
}

kafka_metadata_record_t::broker_registration_change_record_t::~broker_registration_change_record_t() {
    _clean_up();
}

void kafka_metadata_record_t::broker_registration_change_record_t::_clean_up() {
}

kafka_metadata_record_t::broker_registration_change_record_cordoned_log_dirs_t::broker_registration_change_record_cordoned_log_dirs_t(kaitai::kstream* p__io, kafka_metadata_record_t::broker_registration_change_record_tagged_field_t* p__parent, kafka_metadata_record_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_num_cordoned_log_dirs = nullptr;
    m_cordoned_log_dirs = nullptr;
    _read();
}

void kafka_metadata_record_t::broker_registration_change_record_cordoned_log_dirs_t::_read() {
    m_num_cordoned_log_dirs.emplace(m__io);
    n_cordoned_log_dirs = true;
    if (num_cordoned_log_dirs()->value() > 0) {
        n_cordoned_log_dirs = false;
        m_cordoned_log_dirs.emplace();
        const int l_cordoned_log_dirs = num_cordoned_log_dirs()->value() - 1;
        for (int i = 0; i < l_cordoned_log_dirs; i++) {
            m_cordoned_log_dirs->push_back(std::move(std::unique_ptr<kafka_uuid_t>(new kafka_uuid_t(m__io))));
        }
    }
}

kafka_metadata_record_t::broker_registration_change_record_cordoned_log_dirs_t::~broker_registration_change_record_cordoned_log_dirs_t() {
    _clean_up();
}

void kafka_metadata_record_t::broker_registration_change_record_cordoned_log_dirs_t::_clean_up() {
    if (!n_cordoned_log_dirs) {
    }
}

kafka_metadata_record_t::broker_registration_change_record_fenced_t::broker_registration_change_record_fenced_t(kaitai::kstream* p__io, kafka_metadata_record_t::broker_registration_change_record_tagged_field_t* p__parent, kafka_metadata_record_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    _read();
}

void kafka_metadata_record_t::broker_registration_change_record_fenced_t::_read() {
    m_fenced = m__io->read_s1();
}

kafka_metadata_record_t::broker_registration_change_record_fenced_t::~broker_registration_change_record_fenced_t() {
    _clean_up();
}

void kafka_metadata_record_t::broker_registration_change_record_fenced_t::_clean_up() {
}

kafka_metadata_record_t::broker_registration_change_record_in_controlled_shutdown_t::broker_registration_change_record_in_controlled_shutdown_t(kaitai::kstream* p__io, kafka_metadata_record_t::broker_registration_change_record_tagged_field_t* p__parent, kafka_metadata_record_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    _read();
}

void kafka_metadata_record_t::broker_registration_change_record_in_controlled_shutdown_t::_read() {
    m_in_controlled_shutdown = m__io->read_s1();
}

kafka_metadata_record_t::broker_registration_change_record_in_controlled_shutdown_t::~broker_registration_change_record_in_controlled_shutdown_t() {
    _clean_up();
}

void kafka_metadata_record_t::broker_registration_change_record_in_controlled_shutdown_t::_clean_up() {
}

kafka_metadata_record_t::broker_registration_change_record_log_dirs_t::broker_registration_change_record_log_dirs_t(kaitai::kstream* p__io, kafka_metadata_record_t::broker_registration_change_record_tagged_field_t* p__parent, kafka_metadata_record_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_num_log_dirs = nullptr;
    m_log_dirs = nullptr;
    _read();
}

void kafka_metadata_record_t::broker_registration_change_record_log_dirs_t::_read() {
    m_num_log_dirs.emplace(m__io);
    n_log_dirs = true;
    if (num_log_dirs()->value() > 0) {
        n_log_dirs = false;
        m_log_dirs.emplace();
        const int l_log_dirs = num_log_dirs()->value() - 1;
        for (int i = 0; i < l_log_dirs; i++) {
            m_log_dirs->push_back(std::move(std::unique_ptr<kafka_uuid_t>(new kafka_uuid_t(m__io))));
        }
    }
}

kafka_metadata_record_t::broker_registration_change_record_log_dirs_t::~broker_registration_change_record_log_dirs_t() {
    _clean_up();
}

void kafka_metadata_record_t::broker_registration_change_record_log_dirs_t::_clean_up() {
    if (!n_log_dirs) {
    }
}

kafka_metadata_record_t::broker_registration_change_record_tagged_field_t::broker_registration_change_record_tagged_field_t(kaitai::kstream* p__io, kafka_metadata_record_t::broker_registration_change_record_t* p__parent, kafka_metadata_record_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_tag = nullptr;
    m_len_data = nullptr;
    m__io__raw_data = nullptr;
    _read();
}

void kafka_metadata_record_t::broker_registration_change_record_tagged_field_t::_read() {
    m_tag.emplace(m__io);
    m_len_data.emplace(m__io);
    n_data = true;
    switch (tag()->value()) {
    case 0: {
        n_data = false;
        m__raw_data = m__io->read_bytes(len_data()->value());
        m__io__raw_data = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_data));
        m_data = std::unique_ptr<broker_registration_change_record_fenced_t>(new broker_registration_change_record_fenced_t(m__io__raw_data.get(), this, m__root));
        break;
    }
    case 1: {
        n_data = false;
        m__raw_data = m__io->read_bytes(len_data()->value());
        m__io__raw_data = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_data));
        m_data = std::unique_ptr<broker_registration_change_record_in_controlled_shutdown_t>(new broker_registration_change_record_in_controlled_shutdown_t(m__io__raw_data.get(), this, m__root));
        break;
    }
    case 2: {
        n_data = false;
        m__raw_data = m__io->read_bytes(len_data()->value());
        m__io__raw_data = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_data));
        m_data = std::unique_ptr<broker_registration_change_record_log_dirs_t>(new broker_registration_change_record_log_dirs_t(m__io__raw_data.get(), this, m__root));
        break;
    }
    case 3: {
        n_data = false;
        m__raw_data = m__io->read_bytes(len_data()->value());
        m__io__raw_data = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_data));
        m_data = std::unique_ptr<broker_registration_change_record_cordoned_log_dirs_t>(new broker_registration_change_record_cordoned_log_dirs_t(m__io__raw_data.get(), this, m__root));
        break;
    }
    default: {
        m__raw_data = m__io->read_bytes(len_data()->value());
        break;
    }
    }
}

kafka_metadata_record_t::broker_registration_change_record_tagged_field_t::~broker_registration_change_record_tagged_field_t() {
    _clean_up();
}

void kafka_metadata_record_t::broker_registration_change_record_tagged_field_t::_clean_up() {
    if (!n_data) {
    }
}

kafka_metadata_record_t::clear_elr_record_t::clear_elr_record_t(kaitai::kstream* p__io, kafka_metadata_record_t* p__parent, kafka_metadata_record_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_topic_name = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_metadata_record_t::clear_elr_record_t::_read() {
    m_topic_name.emplace(m__io);
    m_tagged_fields.emplace(m__io);
}

kafka_metadata_record_t::clear_elr_record_t::~clear_elr_record_t() {
    _clean_up();
}

void kafka_metadata_record_t::clear_elr_record_t::_clean_up() {
}

kafka_metadata_record_t::client_quota_record_t::client_quota_record_t(kaitai::kstream* p__io, kafka_metadata_record_t* p__parent, kafka_metadata_record_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_num_entity = nullptr;
    m_entity = nullptr;
    m_key = nullptr;
    m_value = nullptr;
    m_remove = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_metadata_record_t::client_quota_record_t::_read() {
    m_num_entity.emplace(m__io);
    n_entity = true;
    if (num_entity()->value() > 0) {
        n_entity = false;
        m_entity.emplace();
        const int l_entity = num_entity()->value() - 1;
        for (int i = 0; i < l_entity; i++) {
            m_entity->push_back(std::move(std::unique_ptr<entity_data_t>(new entity_data_t(m__io, this, m__root))));
        }
    }
    m_key.emplace(m__io);
    m_value.emplace(m__io);
    m_remove.emplace(m__io);
    m_tagged_fields.emplace(m__io);
}

kafka_metadata_record_t::client_quota_record_t::~client_quota_record_t() {
    _clean_up();
}

void kafka_metadata_record_t::client_quota_record_t::_clean_up() {
    if (!n_entity) {
    }
}

kafka_metadata_record_t::config_record_t::config_record_t(kaitai::kstream* p__io, kafka_metadata_record_t* p__parent, kafka_metadata_record_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_resource_name = nullptr;
    m_name = nullptr;
    m_value = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_metadata_record_t::config_record_t::_read() {
    m_resource_type = m__io->read_s1();
    m_resource_name.emplace(m__io);
    m_name.emplace(m__io);
    m_value.emplace(m__io);
    m_tagged_fields.emplace(m__io);
}

kafka_metadata_record_t::config_record_t::~config_record_t() {
    _clean_up();
}

void kafka_metadata_record_t::config_record_t::_clean_up() {
}

kafka_metadata_record_t::controller_endpoint_t::controller_endpoint_t(kaitai::kstream* p__io, kafka_metadata_record_t::register_controller_record_t* p__parent, kafka_metadata_record_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_name = nullptr;
    m_host = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_metadata_record_t::controller_endpoint_t::_read() {
    m_name.emplace(m__io);
    m_host.emplace(m__io);
    m_port = m__io->read_u2be();
    m_security_protocol = m__io->read_s2be();
    m_tagged_fields.emplace(m__io);
}

kafka_metadata_record_t::controller_endpoint_t::~controller_endpoint_t() {
    _clean_up();
}

void kafka_metadata_record_t::controller_endpoint_t::_clean_up() {
}

kafka_metadata_record_t::controller_feature_t::controller_feature_t(kaitai::kstream* p__io, kafka_metadata_record_t::register_controller_record_t* p__parent, kafka_metadata_record_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_name = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_metadata_record_t::controller_feature_t::_read() {
    m_name.emplace(m__io);
    m_min_supported_version = m__io->read_s2be();
    m_max_supported_version = m__io->read_s2be();
    m_tagged_fields.emplace(m__io);
}

kafka_metadata_record_t::controller_feature_t::~controller_feature_t() {
    _clean_up();
}

void kafka_metadata_record_t::controller_feature_t::_clean_up() {
}

kafka_metadata_record_t::delegation_token_record_t::delegation_token_record_t(kaitai::kstream* p__io, kafka_metadata_record_t* p__parent, kafka_metadata_record_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_owner = nullptr;
    m_requester = nullptr;
    m_num_renewers = nullptr;
    m_renewers = nullptr;
    m_token_id = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_metadata_record_t::delegation_token_record_t::_read() {
    m_owner.emplace(m__io);
    m_requester.emplace(m__io);
    m_num_renewers.emplace(m__io);
    n_renewers = true;
    if (num_renewers()->value() > 0) {
        n_renewers = false;
        m_renewers.emplace();
        const int l_renewers = num_renewers()->value() - 1;
        for (int i = 0; i < l_renewers; i++) {
            m_renewers->push_back(std::move(std::unique_ptr<kafka_compact_string_t>(new kafka_compact_string_t(m__io))));
        }
    }
    m_issue_timestamp = m__io->read_s8be();
    m_max_timestamp = m__io->read_s8be();
    m_expiration_timestamp = m__io->read_s8be();
    m_token_id.emplace(m__io);
    m_tagged_fields.emplace(m__io);
}

kafka_metadata_record_t::delegation_token_record_t::~delegation_token_record_t() {
    _clean_up();
}

void kafka_metadata_record_t::delegation_token_record_t::_clean_up() {
    if (!n_renewers) {
    }
}

kafka_metadata_record_t::end_transaction_record_t::end_transaction_record_t(kaitai::kstream* p__io, kafka_metadata_record_t* p__parent, kafka_metadata_record_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_metadata_record_t::end_transaction_record_t::_read() {
    m_tagged_fields.emplace(m__io);
}

kafka_metadata_record_t::end_transaction_record_t::~end_transaction_record_t() {
    _clean_up();
}

void kafka_metadata_record_t::end_transaction_record_t::_clean_up() {
}

kafka_metadata_record_t::entity_data_t::entity_data_t(kaitai::kstream* p__io, kafka_metadata_record_t::client_quota_record_t* p__parent, kafka_metadata_record_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_entity_type = nullptr;
    m_entity_name = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_metadata_record_t::entity_data_t::_read() {
    m_entity_type.emplace(m__io);
    m_entity_name.emplace(m__io);
    m_tagged_fields.emplace(m__io);
}

kafka_metadata_record_t::entity_data_t::~entity_data_t() {
    _clean_up();
}

void kafka_metadata_record_t::entity_data_t::_clean_up() {
}

kafka_metadata_record_t::feature_level_record_t::feature_level_record_t(kaitai::kstream* p__io, kafka_metadata_record_t* p__parent, kafka_metadata_record_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_name = nullptr;
    m_tagged_fields = nullptr;
    f_metadata_version = false;
    _read();
}

void kafka_metadata_record_t::feature_level_record_t::_read() {
    m_name.emplace(m__io);
    m_feature_level = m__io->read_s2be();
    m_tagged_fields.emplace(m__io);
}

kafka_metadata_record_t::feature_level_record_t::~feature_level_record_t() {
    _clean_up();
}

void kafka_metadata_record_t::feature_level_record_t::_clean_up() {
}

kafka_metadata_record_t::metadata_version_t kafka_metadata_record_t::feature_level_record_t::metadata_version() {
    if (f_metadata_version)
        return m_metadata_version;
    f_metadata_version = true;
    n_metadata_version = true;
    if (name()->value() == std::string("metadata.version")) {
        n_metadata_version = false;
        m_metadata_version = static_cast<kafka_metadata_record_t::metadata_version_t>(feature_level());
    }
    return m_metadata_version;
}

kafka_metadata_record_t::fence_broker_record_t::fence_broker_record_t(kaitai::kstream* p__io, kafka_metadata_record_t* p__parent, kafka_metadata_record_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_metadata_record_t::fence_broker_record_t::_read() {
    m_id = m__io->read_s4be();
    m_epoch = m__io->read_s8be();
    m_tagged_fields.emplace(m__io);
}

kafka_metadata_record_t::fence_broker_record_t::~fence_broker_record_t() {
    _clean_up();
}

void kafka_metadata_record_t::fence_broker_record_t::_clean_up() {
}

kafka_metadata_record_t::no_op_record_t::no_op_record_t(kaitai::kstream* p__io, kafka_metadata_record_t* p__parent, kafka_metadata_record_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_metadata_record_t::no_op_record_t::_read() {
    m_tagged_fields.emplace(m__io);
}

kafka_metadata_record_t::no_op_record_t::~no_op_record_t() {
    _clean_up();
}

void kafka_metadata_record_t::no_op_record_t::_clean_up() {
}

kafka_metadata_record_t::partition_change_record_t::partition_change_record_t(kaitai::kstream* p__io, kafka_metadata_record_t* p__parent, kafka_metadata_record_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_topic_id = nullptr;
    m_num_tagged_fields = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_metadata_record_t::partition_change_record_t::_read() {
    m_partition_id = m__io->read_s4be();
    m_topic_id.emplace(m__io);
    m_num_tagged_fields.emplace(m__io);
    m_tagged_fields.emplace();
    const int l_tagged_fields = num_tagged_fields()->value();
    for (int i = 0; i < l_tagged_fields; i++) {
        m_tagged_fields->push_back(std::move(std::unique_ptr<partition_change_record_tagged_field_t>(new partition_change_record_tagged_field_t(m__io, this, m__root))));
    }
}

kafka_metadata_record_t::partition_change_record_t::~partition_change_record_t() {
    _clean_up();
}

void kafka_metadata_record_t::partition_change_record_t::_clean_up() {
}

kafka_metadata_record_t::partition_change_record_adding_replicas_t::partition_change_record_adding_replicas_t(kaitai::kstream* p__io, kafka_metadata_record_t::partition_change_record_tagged_field_t* p__parent, kafka_metadata_record_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_num_adding_replicas = nullptr;
    m_adding_replicas = nullptr;
    _read();
}

void kafka_metadata_record_t::partition_change_record_adding_replicas_t::_read() {
    m_num_adding_replicas.emplace(m__io);
    n_adding_replicas = true;
    if (num_adding_replicas()->value() > 0) {
        n_adding_replicas = false;
        m_adding_replicas.emplace();
        const int l_adding_replicas = num_adding_replicas()->value() - 1;
        for (int i = 0; i < l_adding_replicas; i++) {
            m_adding_replicas->push_back(std::move(m__io->read_s4be()));
        }
    }
}

kafka_metadata_record_t::partition_change_record_adding_replicas_t::~partition_change_record_adding_replicas_t() {
    _clean_up();
}

void kafka_metadata_record_t::partition_change_record_adding_replicas_t::_clean_up() {
    if (!n_adding_replicas) {
    }
}

kafka_metadata_record_t::partition_change_record_directories_t::partition_change_record_directories_t(kaitai::kstream* p__io, kafka_metadata_record_t::partition_change_record_tagged_field_t* p__parent, kafka_metadata_record_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_num_directories = nullptr;
    m_directories = nullptr;
    _read();
}

void kafka_metadata_record_t::partition_change_record_directories_t::_read() {
    m_num_directories.emplace(m__io);
    n_directories = true;
    if (num_directories()->value() > 0) {
        n_directories = false;
        m_directories.emplace();
        const int l_directories = num_directories()->value() - 1;
        for (int i = 0; i < l_directories; i++) {
            m_directories->push_back(std::move(std::unique_ptr<kafka_uuid_t>(new kafka_uuid_t(m__io))));
        }
    }
}

kafka_metadata_record_t::partition_change_record_directories_t::~partition_change_record_directories_t() {
    _clean_up();
}

void kafka_metadata_record_t::partition_change_record_directories_t::_clean_up() {
    if (!n_directories) {
    }
}

kafka_metadata_record_t::partition_change_record_eligible_leader_replicas_t::partition_change_record_eligible_leader_replicas_t(kaitai::kstream* p__io, kafka_metadata_record_t::partition_change_record_tagged_field_t* p__parent, kafka_metadata_record_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_num_eligible_leader_replicas = nullptr;
    m_eligible_leader_replicas = nullptr;
    _read();
}

void kafka_metadata_record_t::partition_change_record_eligible_leader_replicas_t::_read() {
    m_num_eligible_leader_replicas.emplace(m__io);
    n_eligible_leader_replicas = true;
    if (num_eligible_leader_replicas()->value() > 0) {
        n_eligible_leader_replicas = false;
        m_eligible_leader_replicas.emplace();
        const int l_eligible_leader_replicas = num_eligible_leader_replicas()->value() - 1;
        for (int i = 0; i < l_eligible_leader_replicas; i++) {
            m_eligible_leader_replicas->push_back(std::move(m__io->read_s4be()));
        }
    }
}

kafka_metadata_record_t::partition_change_record_eligible_leader_replicas_t::~partition_change_record_eligible_leader_replicas_t() {
    _clean_up();
}

void kafka_metadata_record_t::partition_change_record_eligible_leader_replicas_t::_clean_up() {
    if (!n_eligible_leader_replicas) {
    }
}

kafka_metadata_record_t::partition_change_record_isr_t::partition_change_record_isr_t(kaitai::kstream* p__io, kafka_metadata_record_t::partition_change_record_tagged_field_t* p__parent, kafka_metadata_record_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_num_isr = nullptr;
    m_isr = nullptr;
    _read();
}

void kafka_metadata_record_t::partition_change_record_isr_t::_read() {
    m_num_isr.emplace(m__io);
    n_isr = true;
    if (num_isr()->value() > 0) {
        n_isr = false;
        m_isr.emplace();
        const int l_isr = num_isr()->value() - 1;
        for (int i = 0; i < l_isr; i++) {
            m_isr->push_back(std::move(m__io->read_s4be()));
        }
    }
}

kafka_metadata_record_t::partition_change_record_isr_t::~partition_change_record_isr_t() {
    _clean_up();
}

void kafka_metadata_record_t::partition_change_record_isr_t::_clean_up() {
    if (!n_isr) {
    }
}

kafka_metadata_record_t::partition_change_record_last_known_elr_t::partition_change_record_last_known_elr_t(kaitai::kstream* p__io, kafka_metadata_record_t::partition_change_record_tagged_field_t* p__parent, kafka_metadata_record_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_num_last_known_elr = nullptr;
    m_last_known_elr = nullptr;
    _read();
}

void kafka_metadata_record_t::partition_change_record_last_known_elr_t::_read() {
    m_num_last_known_elr.emplace(m__io);
    n_last_known_elr = true;
    if (num_last_known_elr()->value() > 0) {
        n_last_known_elr = false;
        m_last_known_elr.emplace();
        const int l_last_known_elr = num_last_known_elr()->value() - 1;
        for (int i = 0; i < l_last_known_elr; i++) {
            m_last_known_elr->push_back(std::move(m__io->read_s4be()));
        }
    }
}

kafka_metadata_record_t::partition_change_record_last_known_elr_t::~partition_change_record_last_known_elr_t() {
    _clean_up();
}

void kafka_metadata_record_t::partition_change_record_last_known_elr_t::_clean_up() {
    if (!n_last_known_elr) {
    }
}

kafka_metadata_record_t::partition_change_record_leader_t::partition_change_record_leader_t(kaitai::kstream* p__io, kafka_metadata_record_t::partition_change_record_tagged_field_t* p__parent, kafka_metadata_record_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    _read();
}

void kafka_metadata_record_t::partition_change_record_leader_t::_read() {
    m_leader = m__io->read_s4be();
}

kafka_metadata_record_t::partition_change_record_leader_t::~partition_change_record_leader_t() {
    _clean_up();
}

void kafka_metadata_record_t::partition_change_record_leader_t::_clean_up() {
}

kafka_metadata_record_t::partition_change_record_leader_recovery_state_t::partition_change_record_leader_recovery_state_t(kaitai::kstream* p__io, kafka_metadata_record_t::partition_change_record_tagged_field_t* p__parent, kafka_metadata_record_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    _read();
}

void kafka_metadata_record_t::partition_change_record_leader_recovery_state_t::_read() {
    m_leader_recovery_state = m__io->read_s1();
}

kafka_metadata_record_t::partition_change_record_leader_recovery_state_t::~partition_change_record_leader_recovery_state_t() {
    _clean_up();
}

void kafka_metadata_record_t::partition_change_record_leader_recovery_state_t::_clean_up() {
}

kafka_metadata_record_t::partition_change_record_removing_replicas_t::partition_change_record_removing_replicas_t(kaitai::kstream* p__io, kafka_metadata_record_t::partition_change_record_tagged_field_t* p__parent, kafka_metadata_record_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_num_removing_replicas = nullptr;
    m_removing_replicas = nullptr;
    _read();
}

void kafka_metadata_record_t::partition_change_record_removing_replicas_t::_read() {
    m_num_removing_replicas.emplace(m__io);
    n_removing_replicas = true;
    if (num_removing_replicas()->value() > 0) {
        n_removing_replicas = false;
        m_removing_replicas.emplace();
        const int l_removing_replicas = num_removing_replicas()->value() - 1;
        for (int i = 0; i < l_removing_replicas; i++) {
            m_removing_replicas->push_back(std::move(m__io->read_s4be()));
        }
    }
}

kafka_metadata_record_t::partition_change_record_removing_replicas_t::~partition_change_record_removing_replicas_t() {
    _clean_up();
}

void kafka_metadata_record_t::partition_change_record_removing_replicas_t::_clean_up() {
    if (!n_removing_replicas) {
    }
}

kafka_metadata_record_t::partition_change_record_replicas_t::partition_change_record_replicas_t(kaitai::kstream* p__io, kafka_metadata_record_t::partition_change_record_tagged_field_t* p__parent, kafka_metadata_record_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_num_replicas = nullptr;
    m_replicas = nullptr;
    _read();
}

void kafka_metadata_record_t::partition_change_record_replicas_t::_read() {
    m_num_replicas.emplace(m__io);
    n_replicas = true;
    if (num_replicas()->value() > 0) {
        n_replicas = false;
        m_replicas.emplace();
        const int l_replicas = num_replicas()->value() - 1;
        for (int i = 0; i < l_replicas; i++) {
            m_replicas->push_back(std::move(m__io->read_s4be()));
        }
    }
}

kafka_metadata_record_t::partition_change_record_replicas_t::~partition_change_record_replicas_t() {
    _clean_up();
}

void kafka_metadata_record_t::partition_change_record_replicas_t::_clean_up() {
    if (!n_replicas) {
    }
}

kafka_metadata_record_t::partition_change_record_tagged_field_t::partition_change_record_tagged_field_t(kaitai::kstream* p__io, kafka_metadata_record_t::partition_change_record_t* p__parent, kafka_metadata_record_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_tag = nullptr;
    m_len_data = nullptr;
    m__io__raw_data = nullptr;
    _read();
}

void kafka_metadata_record_t::partition_change_record_tagged_field_t::_read() {
    m_tag.emplace(m__io);
    m_len_data.emplace(m__io);
    n_data = true;
    switch (tag()->value()) {
    case 0: {
        n_data = false;
        m__raw_data = m__io->read_bytes(len_data()->value());
        m__io__raw_data = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_data));
        m_data = std::unique_ptr<partition_change_record_isr_t>(new partition_change_record_isr_t(m__io__raw_data.get(), this, m__root));
        break;
    }
    case 1: {
        n_data = false;
        m__raw_data = m__io->read_bytes(len_data()->value());
        m__io__raw_data = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_data));
        m_data = std::unique_ptr<partition_change_record_leader_t>(new partition_change_record_leader_t(m__io__raw_data.get(), this, m__root));
        break;
    }
    case 2: {
        n_data = false;
        m__raw_data = m__io->read_bytes(len_data()->value());
        m__io__raw_data = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_data));
        m_data = std::unique_ptr<partition_change_record_replicas_t>(new partition_change_record_replicas_t(m__io__raw_data.get(), this, m__root));
        break;
    }
    case 3: {
        n_data = false;
        m__raw_data = m__io->read_bytes(len_data()->value());
        m__io__raw_data = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_data));
        m_data = std::unique_ptr<partition_change_record_removing_replicas_t>(new partition_change_record_removing_replicas_t(m__io__raw_data.get(), this, m__root));
        break;
    }
    case 4: {
        n_data = false;
        m__raw_data = m__io->read_bytes(len_data()->value());
        m__io__raw_data = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_data));
        m_data = std::unique_ptr<partition_change_record_adding_replicas_t>(new partition_change_record_adding_replicas_t(m__io__raw_data.get(), this, m__root));
        break;
    }
    case 5: {
        n_data = false;
        m__raw_data = m__io->read_bytes(len_data()->value());
        m__io__raw_data = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_data));
        m_data = std::unique_ptr<partition_change_record_leader_recovery_state_t>(new partition_change_record_leader_recovery_state_t(m__io__raw_data.get(), this, m__root));
        break;
    }
    case 6: {
        n_data = false;
        m__raw_data = m__io->read_bytes(len_data()->value());
        m__io__raw_data = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_data));
        m_data = std::unique_ptr<partition_change_record_eligible_leader_replicas_t>(new partition_change_record_eligible_leader_replicas_t(m__io__raw_data.get(), this, m__root));
        break;
    }
    case 7: {
        n_data = false;
        m__raw_data = m__io->read_bytes(len_data()->value());
        m__io__raw_data = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_data));
        m_data = std::unique_ptr<partition_change_record_last_known_elr_t>(new partition_change_record_last_known_elr_t(m__io__raw_data.get(), this, m__root));
        break;
    }
    case 8: {
        n_data = false;
        m__raw_data = m__io->read_bytes(len_data()->value());
        m__io__raw_data = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_data));
        m_data = std::unique_ptr<partition_change_record_directories_t>(new partition_change_record_directories_t(m__io__raw_data.get(), this, m__root));
        break;
    }
    default: {
        m__raw_data = m__io->read_bytes(len_data()->value());
        break;
    }
    }
}

kafka_metadata_record_t::partition_change_record_tagged_field_t::~partition_change_record_tagged_field_t() {
    _clean_up();
}

void kafka_metadata_record_t::partition_change_record_tagged_field_t::_clean_up() {
    if (!n_data) {
    }
}

kafka_metadata_record_t::partition_record_t::partition_record_t(uint64_t p_version, kaitai::kstream* p__io, kafka_metadata_record_t* p__parent, kafka_metadata_record_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_version = p_version;
    m_topic_id = nullptr;
    m_num_replicas = nullptr;
    m_replicas = nullptr;
    m_num_isr = nullptr;
    m_isr = nullptr;
    m_num_removing_replicas = nullptr;
    m_removing_replicas = nullptr;
    m_num_adding_replicas = nullptr;
    m_adding_replicas = nullptr;
    m_num_directories = nullptr;
    m_directories = nullptr;
    m_num_tagged_fields = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_metadata_record_t::partition_record_t::_read() {
    m_partition_id = m__io->read_s4be();
    m_topic_id.emplace(m__io);
    m_num_replicas.emplace(m__io);
    n_replicas = true;
    if (num_replicas()->value() > 0) {
        n_replicas = false;
        m_replicas.emplace();
        const int l_replicas = num_replicas()->value() - 1;
        for (int i = 0; i < l_replicas; i++) {
            m_replicas->push_back(std::move(m__io->read_s4be()));
        }
    }
    m_num_isr.emplace(m__io);
    n_isr = true;
    if (num_isr()->value() > 0) {
        n_isr = false;
        m_isr.emplace();
        const int l_isr = num_isr()->value() - 1;
        for (int i = 0; i < l_isr; i++) {
            m_isr->push_back(std::move(m__io->read_s4be()));
        }
    }
    m_num_removing_replicas.emplace(m__io);
    n_removing_replicas = true;
    if (num_removing_replicas()->value() > 0) {
        n_removing_replicas = false;
        m_removing_replicas.emplace();
        const int l_removing_replicas = num_removing_replicas()->value() - 1;
        for (int i = 0; i < l_removing_replicas; i++) {
            m_removing_replicas->push_back(std::move(m__io->read_s4be()));
        }
    }
    m_num_adding_replicas.emplace(m__io);
    n_adding_replicas = true;
    if (num_adding_replicas()->value() > 0) {
        n_adding_replicas = false;
        m_adding_replicas.emplace();
        const int l_adding_replicas = num_adding_replicas()->value() - 1;
        for (int i = 0; i < l_adding_replicas; i++) {
            m_adding_replicas->push_back(std::move(m__io->read_s4be()));
        }
    }
    m_leader = m__io->read_s4be();
    m_leader_epoch = m__io->read_s4be();
    m_partition_epoch = m__io->read_s4be();
    n_num_directories = true;
    if (version() >= 1) {
        n_num_directories = false;
        m_num_directories.emplace(m__io);
    }
    n_directories = true;
    if ( ((version() >= 1) && (num_directories()->value() > 0)) ) {
        n_directories = false;
        m_directories.emplace();
        const int l_directories = num_directories()->value() - 1;
        for (int i = 0; i < l_directories; i++) {
            m_directories->push_back(std::move(std::unique_ptr<kafka_uuid_t>(new kafka_uuid_t(m__io))));
        }
    }
    m_num_tagged_fields.emplace(m__io);
    m_tagged_fields.emplace();
    const int l_tagged_fields = num_tagged_fields()->value();
    for (int i = 0; i < l_tagged_fields; i++) {
        m_tagged_fields->push_back(std::move(std::unique_ptr<partition_record_tagged_field_t>(new partition_record_tagged_field_t(m__io, this, m__root))));
    }
}

kafka_metadata_record_t::partition_record_t::~partition_record_t() {
    _clean_up();
}

void kafka_metadata_record_t::partition_record_t::_clean_up() {
    if (!n_replicas) {
    }
    if (!n_isr) {
    }
    if (!n_removing_replicas) {
    }
    if (!n_adding_replicas) {
    }
    if (!n_num_directories) {
    }
    if (!n_directories) {
    }
}

kafka_metadata_record_t::partition_record_eligible_leader_replicas_t::partition_record_eligible_leader_replicas_t(kaitai::kstream* p__io, kafka_metadata_record_t::partition_record_tagged_field_t* p__parent, kafka_metadata_record_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_num_eligible_leader_replicas = nullptr;
    m_eligible_leader_replicas = nullptr;
    _read();
}

void kafka_metadata_record_t::partition_record_eligible_leader_replicas_t::_read() {
    m_num_eligible_leader_replicas.emplace(m__io);
    n_eligible_leader_replicas = true;
    if (num_eligible_leader_replicas()->value() > 0) {
        n_eligible_leader_replicas = false;
        m_eligible_leader_replicas.emplace();
        const int l_eligible_leader_replicas = num_eligible_leader_replicas()->value() - 1;
        for (int i = 0; i < l_eligible_leader_replicas; i++) {
            m_eligible_leader_replicas->push_back(std::move(m__io->read_s4be()));
        }
    }
}

kafka_metadata_record_t::partition_record_eligible_leader_replicas_t::~partition_record_eligible_leader_replicas_t() {
    _clean_up();
}

void kafka_metadata_record_t::partition_record_eligible_leader_replicas_t::_clean_up() {
    if (!n_eligible_leader_replicas) {
    }
}

kafka_metadata_record_t::partition_record_last_known_elr_t::partition_record_last_known_elr_t(kaitai::kstream* p__io, kafka_metadata_record_t::partition_record_tagged_field_t* p__parent, kafka_metadata_record_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_num_last_known_elr = nullptr;
    m_last_known_elr = nullptr;
    _read();
}

void kafka_metadata_record_t::partition_record_last_known_elr_t::_read() {
    m_num_last_known_elr.emplace(m__io);
    n_last_known_elr = true;
    if (num_last_known_elr()->value() > 0) {
        n_last_known_elr = false;
        m_last_known_elr.emplace();
        const int l_last_known_elr = num_last_known_elr()->value() - 1;
        for (int i = 0; i < l_last_known_elr; i++) {
            m_last_known_elr->push_back(std::move(m__io->read_s4be()));
        }
    }
}

kafka_metadata_record_t::partition_record_last_known_elr_t::~partition_record_last_known_elr_t() {
    _clean_up();
}

void kafka_metadata_record_t::partition_record_last_known_elr_t::_clean_up() {
    if (!n_last_known_elr) {
    }
}

kafka_metadata_record_t::partition_record_leader_recovery_state_t::partition_record_leader_recovery_state_t(kaitai::kstream* p__io, kafka_metadata_record_t::partition_record_tagged_field_t* p__parent, kafka_metadata_record_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    _read();
}

void kafka_metadata_record_t::partition_record_leader_recovery_state_t::_read() {
    m_leader_recovery_state = m__io->read_s1();
}

kafka_metadata_record_t::partition_record_leader_recovery_state_t::~partition_record_leader_recovery_state_t() {
    _clean_up();
}

void kafka_metadata_record_t::partition_record_leader_recovery_state_t::_clean_up() {
}

kafka_metadata_record_t::partition_record_tagged_field_t::partition_record_tagged_field_t(kaitai::kstream* p__io, kafka_metadata_record_t::partition_record_t* p__parent, kafka_metadata_record_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_tag = nullptr;
    m_len_data = nullptr;
    m__io__raw_data = nullptr;
    _read();
}

void kafka_metadata_record_t::partition_record_tagged_field_t::_read() {
    m_tag.emplace(m__io);
    m_len_data.emplace(m__io);
    n_data = true;
    switch (tag()->value()) {
    case 0: {
        n_data = false;
        m__raw_data = m__io->read_bytes(len_data()->value());
        m__io__raw_data = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_data));
        m_data = std::unique_ptr<partition_record_leader_recovery_state_t>(new partition_record_leader_recovery_state_t(m__io__raw_data.get(), this, m__root));
        break;
    }
    case 1: {
        n_data = false;
        m__raw_data = m__io->read_bytes(len_data()->value());
        m__io__raw_data = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_data));
        m_data = std::unique_ptr<partition_record_eligible_leader_replicas_t>(new partition_record_eligible_leader_replicas_t(m__io__raw_data.get(), this, m__root));
        break;
    }
    case 2: {
        n_data = false;
        m__raw_data = m__io->read_bytes(len_data()->value());
        m__io__raw_data = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_data));
        m_data = std::unique_ptr<partition_record_last_known_elr_t>(new partition_record_last_known_elr_t(m__io__raw_data.get(), this, m__root));
        break;
    }
    default: {
        m__raw_data = m__io->read_bytes(len_data()->value());
        break;
    }
    }
}

kafka_metadata_record_t::partition_record_tagged_field_t::~partition_record_tagged_field_t() {
    _clean_up();
}

void kafka_metadata_record_t::partition_record_tagged_field_t::_clean_up() {
    if (!n_data) {
    }
}

kafka_metadata_record_t::producer_ids_record_t::producer_ids_record_t(kaitai::kstream* p__io, kafka_metadata_record_t* p__parent, kafka_metadata_record_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_metadata_record_t::producer_ids_record_t::_read() {
    m_broker_id = m__io->read_s4be();
    m_broker_epoch = m__io->read_s8be();
    m_next_producer_id = m__io->read_s8be();
    m_tagged_fields.emplace(m__io);
}

kafka_metadata_record_t::producer_ids_record_t::~producer_ids_record_t() {
    _clean_up();
}

void kafka_metadata_record_t::producer_ids_record_t::_clean_up() {
}

kafka_metadata_record_t::register_broker_record_t::register_broker_record_t(uint64_t p_version, kaitai::kstream* p__io, kafka_metadata_record_t* p__parent, kafka_metadata_record_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_version = p_version;
    m_is_migrating_zk_broker = nullptr;
    m_incarnation_id = nullptr;
    m_num_end_points = nullptr;
    m_end_points = nullptr;
    m_num_features = nullptr;
    m_features = nullptr;
    m_rack = nullptr;
    m_fenced = nullptr;
    m_in_controlled_shutdown = nullptr;
    m_num_tagged_fields = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_metadata_record_t::register_broker_record_t::_read() {
    m_broker_id = m__io->read_s4be();
    n_is_migrating_zk_broker = true;
    if (version() >= 2) {
        n_is_migrating_zk_broker = false;
        m_is_migrating_zk_broker.emplace(m__io);
    }
    m_incarnation_id.emplace(m__io);
    m_broker_epoch = m__io->read_s8be();
    m_num_end_points.emplace(m__io);
    n_end_points = true;
    if (num_end_points()->value() > 0) {
        n_end_points = false;
        m_end_points.emplace();
        const int l_end_points = num_end_points()->value() - 1;
        for (int i = 0; i < l_end_points; i++) {
            m_end_points->push_back(std::move(std::unique_ptr<broker_endpoint_t>(new broker_endpoint_t(m__io, this, m__root))));
        }
    }
    m_num_features.emplace(m__io);
    n_features = true;
    if (num_features()->value() > 0) {
        n_features = false;
        m_features.emplace();
        const int l_features = num_features()->value() - 1;
        for (int i = 0; i < l_features; i++) {
            m_features->push_back(std::move(std::unique_ptr<broker_feature_t>(new broker_feature_t(m__io, this, m__root))));
        }
    }
    m_rack.emplace(m__io);
    m_fenced = std::unique_ptr<kafka_bool_t>(new kafka_bool_t(m__io));
    n_in_controlled_shutdown = true;
    if (version() >= 1) {
        n_in_controlled_shutdown = false;
        m_in_controlled_shutdown = std::unique_ptr<kafka_bool_t>(new kafka_bool_t(m__io));
    }
    m_num_tagged_fields.emplace(m__io);
    m_tagged_fields.emplace();
    const int l_tagged_fields = num_tagged_fields()->value();
    for (int i = 0; i < l_tagged_fields; i++) {
        m_tagged_fields->push_back(std::move(std::unique_ptr<register_broker_record_tagged_field_t>(new register_broker_record_tagged_field_t(m__io, this, m__root))));
    }
}

kafka_metadata_record_t::register_broker_record_t::~register_broker_record_t() {
    _clean_up();
}

void kafka_metadata_record_t::register_broker_record_t::_clean_up() {
    if (!n_is_migrating_zk_broker) {
    }
    if (!n_end_points) {
    }
    if (!n_features) {
    }
    if (!n_in_controlled_shutdown) {
    }
}

kafka_metadata_record_t::register_broker_record_cordoned_log_dirs_t::register_broker_record_cordoned_log_dirs_t(kaitai::kstream* p__io, kafka_metadata_record_t::register_broker_record_tagged_field_t* p__parent, kafka_metadata_record_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_num_cordoned_log_dirs = nullptr;
    m_cordoned_log_dirs = nullptr;
    _read();
}

void kafka_metadata_record_t::register_broker_record_cordoned_log_dirs_t::_read() {
    m_num_cordoned_log_dirs.emplace(m__io);
    n_cordoned_log_dirs = true;
    if (num_cordoned_log_dirs()->value() > 0) {
        n_cordoned_log_dirs = false;
        m_cordoned_log_dirs.emplace();
        const int l_cordoned_log_dirs = num_cordoned_log_dirs()->value() - 1;
        for (int i = 0; i < l_cordoned_log_dirs; i++) {
            m_cordoned_log_dirs->push_back(std::move(std::unique_ptr<kafka_uuid_t>(new kafka_uuid_t(m__io))));
        }
    }
}

kafka_metadata_record_t::register_broker_record_cordoned_log_dirs_t::~register_broker_record_cordoned_log_dirs_t() {
    _clean_up();
}

void kafka_metadata_record_t::register_broker_record_cordoned_log_dirs_t::_clean_up() {
    if (!n_cordoned_log_dirs) {
    }
}

kafka_metadata_record_t::register_broker_record_log_dirs_t::register_broker_record_log_dirs_t(kaitai::kstream* p__io, kafka_metadata_record_t::register_broker_record_tagged_field_t* p__parent, kafka_metadata_record_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_num_log_dirs = nullptr;
    m_log_dirs = nullptr;
    _read();
}

void kafka_metadata_record_t::register_broker_record_log_dirs_t::_read() {
    m_num_log_dirs.emplace(m__io);
    n_log_dirs = true;
    if (num_log_dirs()->value() > 0) {
        n_log_dirs = false;
        m_log_dirs.emplace();
        const int l_log_dirs = num_log_dirs()->value() - 1;
        for (int i = 0; i < l_log_dirs; i++) {
            m_log_dirs->push_back(std::move(std::unique_ptr<kafka_uuid_t>(new kafka_uuid_t(m__io))));
        }
    }
}

kafka_metadata_record_t::register_broker_record_log_dirs_t::~register_broker_record_log_dirs_t() {
    _clean_up();
}

void kafka_metadata_record_t::register_broker_record_log_dirs_t::_clean_up() {
    if (!n_log_dirs) {
    }
}

kafka_metadata_record_t::register_broker_record_tagged_field_t::register_broker_record_tagged_field_t(kaitai::kstream* p__io, kafka_metadata_record_t::register_broker_record_t* p__parent, kafka_metadata_record_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_tag = nullptr;
    m_len_data = nullptr;
    m__io__raw_data = nullptr;
    _read();
}

void kafka_metadata_record_t::register_broker_record_tagged_field_t::_read() {
    m_tag.emplace(m__io);
    m_len_data.emplace(m__io);
    n_data = true;
    switch (tag()->value()) {
    case 0: {
        n_data = false;
        m__raw_data = m__io->read_bytes(len_data()->value());
        m__io__raw_data = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_data));
        m_data = std::unique_ptr<register_broker_record_log_dirs_t>(new register_broker_record_log_dirs_t(m__io__raw_data.get(), this, m__root));
        break;
    }
    case 1: {
        n_data = false;
        m__raw_data = m__io->read_bytes(len_data()->value());
        m__io__raw_data = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_data));
        m_data = std::unique_ptr<register_broker_record_cordoned_log_dirs_t>(new register_broker_record_cordoned_log_dirs_t(m__io__raw_data.get(), this, m__root));
        break;
    }
    default: {
        m__raw_data = m__io->read_bytes(len_data()->value());
        break;
    }
    }
}

kafka_metadata_record_t::register_broker_record_tagged_field_t::~register_broker_record_tagged_field_t() {
    _clean_up();
}

void kafka_metadata_record_t::register_broker_record_tagged_field_t::_clean_up() {
    if (!n_data) {
    }
}

kafka_metadata_record_t::register_controller_record_t::register_controller_record_t(kaitai::kstream* p__io, kafka_metadata_record_t* p__parent, kafka_metadata_record_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_incarnation_id = nullptr;
    m_zk_migration_ready = nullptr;
    m_num_end_points = nullptr;
    m_end_points = nullptr;
    m_num_features = nullptr;
    m_features = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_metadata_record_t::register_controller_record_t::_read() {
    m_controller_id = m__io->read_s4be();
    m_incarnation_id.emplace(m__io);
    m_zk_migration_ready.emplace(m__io);
    m_num_end_points.emplace(m__io);
    n_end_points = true;
    if (num_end_points()->value() > 0) {
        n_end_points = false;
        m_end_points.emplace();
        const int l_end_points = num_end_points()->value() - 1;
        for (int i = 0; i < l_end_points; i++) {
            m_end_points->push_back(std::move(std::unique_ptr<controller_endpoint_t>(new controller_endpoint_t(m__io, this, m__root))));
        }
    }
    m_num_features.emplace(m__io);
    n_features = true;
    if (num_features()->value() > 0) {
        n_features = false;
        m_features.emplace();
        const int l_features = num_features()->value() - 1;
        for (int i = 0; i < l_features; i++) {
            m_features->push_back(std::move(std::unique_ptr<controller_feature_t>(new controller_feature_t(m__io, this, m__root))));
        }
    }
    m_tagged_fields.emplace(m__io);
}

kafka_metadata_record_t::register_controller_record_t::~register_controller_record_t() {
    _clean_up();
}

void kafka_metadata_record_t::register_controller_record_t::_clean_up() {
    if (!n_end_points) {
    }
    if (!n_features) {
    }
}

kafka_metadata_record_t::remove_access_control_entry_record_t::remove_access_control_entry_record_t(kaitai::kstream* p__io, kafka_metadata_record_t* p__parent, kafka_metadata_record_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_id = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_metadata_record_t::remove_access_control_entry_record_t::_read() {
    m_id = std::unique_ptr<kafka_uuid_t>(new kafka_uuid_t(m__io));
    m_tagged_fields.emplace(m__io);
}

kafka_metadata_record_t::remove_access_control_entry_record_t::~remove_access_control_entry_record_t() {
    _clean_up();
}

void kafka_metadata_record_t::remove_access_control_entry_record_t::_clean_up() {
}

kafka_metadata_record_t::remove_delegation_token_record_t::remove_delegation_token_record_t(kaitai::kstream* p__io, kafka_metadata_record_t* p__parent, kafka_metadata_record_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_token_id = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_metadata_record_t::remove_delegation_token_record_t::_read() {
    m_token_id.emplace(m__io);
    m_tagged_fields.emplace(m__io);
}

kafka_metadata_record_t::remove_delegation_token_record_t::~remove_delegation_token_record_t() {
    _clean_up();
}

void kafka_metadata_record_t::remove_delegation_token_record_t::_clean_up() {
}

kafka_metadata_record_t::remove_topic_record_t::remove_topic_record_t(kaitai::kstream* p__io, kafka_metadata_record_t* p__parent, kafka_metadata_record_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_topic_id = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_metadata_record_t::remove_topic_record_t::_read() {
    m_topic_id.emplace(m__io);
    m_tagged_fields.emplace(m__io);
}

kafka_metadata_record_t::remove_topic_record_t::~remove_topic_record_t() {
    _clean_up();
}

void kafka_metadata_record_t::remove_topic_record_t::_clean_up() {
}

kafka_metadata_record_t::remove_user_scram_credential_record_t::remove_user_scram_credential_record_t(kaitai::kstream* p__io, kafka_metadata_record_t* p__parent, kafka_metadata_record_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_name = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_metadata_record_t::remove_user_scram_credential_record_t::_read() {
    m_name.emplace(m__io);
    m_mechanism = m__io->read_s1();
    m_tagged_fields.emplace(m__io);
}

kafka_metadata_record_t::remove_user_scram_credential_record_t::~remove_user_scram_credential_record_t() {
    _clean_up();
}

void kafka_metadata_record_t::remove_user_scram_credential_record_t::_clean_up() {
}

kafka_metadata_record_t::topic_record_t::topic_record_t(kaitai::kstream* p__io, kafka_metadata_record_t* p__parent, kafka_metadata_record_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_name = nullptr;
    m_topic_id = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_metadata_record_t::topic_record_t::_read() {
    m_name.emplace(m__io);
    m_topic_id.emplace(m__io);
    m_tagged_fields.emplace(m__io);
}

kafka_metadata_record_t::topic_record_t::~topic_record_t() {
    _clean_up();
}

void kafka_metadata_record_t::topic_record_t::_clean_up() {
}

kafka_metadata_record_t::unfence_broker_record_t::unfence_broker_record_t(kaitai::kstream* p__io, kafka_metadata_record_t* p__parent, kafka_metadata_record_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_metadata_record_t::unfence_broker_record_t::_read() {
    m_id = m__io->read_s4be();
    m_epoch = m__io->read_s8be();
    m_tagged_fields.emplace(m__io);
}

kafka_metadata_record_t::unfence_broker_record_t::~unfence_broker_record_t() {
    _clean_up();
}

void kafka_metadata_record_t::unfence_broker_record_t::_clean_up() {
}

kafka_metadata_record_t::unregister_broker_record_t::unregister_broker_record_t(kaitai::kstream* p__io, kafka_metadata_record_t* p__parent, kafka_metadata_record_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_metadata_record_t::unregister_broker_record_t::_read() {
    m_broker_id = m__io->read_s4be();
    m_broker_epoch = m__io->read_s8be();
    m_tagged_fields.emplace(m__io);
}

kafka_metadata_record_t::unregister_broker_record_t::~unregister_broker_record_t() {
    _clean_up();
}

void kafka_metadata_record_t::unregister_broker_record_t::_clean_up() {
}

kafka_metadata_record_t::unregister_controller_record_t::unregister_controller_record_t(kaitai::kstream* p__io, kafka_metadata_record_t* p__parent, kafka_metadata_record_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_metadata_record_t::unregister_controller_record_t::_read() {
    m_controller_id = m__io->read_s4be();
    m_tagged_fields.emplace(m__io);
}

kafka_metadata_record_t::unregister_controller_record_t::~unregister_controller_record_t() {
    _clean_up();
}

void kafka_metadata_record_t::unregister_controller_record_t::_clean_up() {
}

kafka_metadata_record_t::user_scram_credential_record_t::user_scram_credential_record_t(kaitai::kstream* p__io, kafka_metadata_record_t* p__parent, kafka_metadata_record_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_name = nullptr;
    m_salt = nullptr;
    m_stored_key = nullptr;
    m_server_key = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_metadata_record_t::user_scram_credential_record_t::_read() {
    m_name.emplace(m__io);
    m_mechanism = m__io->read_s1();
    m_salt.emplace(m__io);
    m_stored_key.emplace(m__io);
    m_server_key.emplace(m__io);
    m_iterations = m__io->read_s4be();
    m_tagged_fields.emplace(m__io);
}

kafka_metadata_record_t::user_scram_credential_record_t::~user_scram_credential_record_t() {
    _clean_up();
}

void kafka_metadata_record_t::user_scram_credential_record_t::_clean_up() {
}

kafka_metadata_record_t::zk_migration_state_record_t::zk_migration_state_record_t(kaitai::kstream* p__io, kafka_metadata_record_t* p__parent, kafka_metadata_record_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_metadata_record_t::zk_migration_state_record_t::_read() {
    m_zk_migration_state = m__io->read_s1();
    m_tagged_fields.emplace(m__io);
}

kafka_metadata_record_t::zk_migration_state_record_t::~zk_migration_state_record_t() {
    _clean_up();
}

void kafka_metadata_record_t::zk_migration_state_record_t::_clean_up() {
}

bool kafka_metadata_record_t::is_readable() {
    if (f_is_readable)
        return m_is_readable;
    f_is_readable = true;
    m_is_readable =  ((frame_version()->value() == 1) && (version()->value() <= max_version())) ;
    return m_is_readable;
}

uint64_t kafka_metadata_record_t::max_version() {
    if (f_max_version)
        return m_max_version;
    f_max_version = true;
    m_max_version = static_cast<uint64_t>(((api_key()->value() == 0) ? (4) : (((api_key()->value() == 3) ? (2) : (((api_key()->value() == 5) ? (2) : (((api_key()->value() == 17) ? (3) : (0)))))))));
    return m_max_version;
}

kafka_metadata_record_t::metadata_record_type_t kafka_metadata_record_t::record_type() {
    if (f_record_type)
        return m_record_type;
    f_record_type = true;
    m_record_type = static_cast<kafka_metadata_record_t::metadata_record_type_t>(api_key()->value());
    return m_record_type;
}
