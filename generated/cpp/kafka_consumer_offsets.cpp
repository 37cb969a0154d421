// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

#include "kafka_consumer_offsets.h"
#include "kaitai/exceptions.h"
const std::set<kafka_consumer_offsets_t::coordinator_record_type_t> kafka_consumer_offsets_t::_values_coordinator_record_type_t{
    kafka_consumer_offsets_t::COORDINATOR_RECORD_TYPE_LEGACY_OFFSET_COMMIT,
    kafka_consumer_offsets_t::COORDINATOR_RECORD_TYPE_OFFSET_COMMIT,
    kafka_consumer_offsets_t::COORDINATOR_RECORD_TYPE_GROUP_METADATA,
    kafka_consumer_offsets_t::COORDINATOR_RECORD_TYPE_CONSUMER_GROUP_METADATA,
    kafka_consumer_offsets_t::COORDINATOR_RECORD_TYPE_CONSUMER_GROUP_PARTITION_METADATA,
    kafka_consumer_offsets_t::COORDINATOR_RECORD_TYPE_CONSUMER_GROUP_MEMBER_METADATA,
    kafka_consumer_offsets_t::COORDINATOR_RECORD_TYPE_CONSUMER_GROUP_TARGET_ASSIGNMENT_METADATA,
    kafka_consumer_offsets_t::COORDINATOR_RECORD_TYPE_CONSUMER_GROUP_TARGET_ASSIGNMENT_MEMBER,
    kafka_consumer_offsets_t::COORDINATOR_RECORD_TYPE_CONSUMER_GROUP_CURRENT_MEMBER_ASSIGNMENT,
    kafka_consumer_offsets_t::COORDINATOR_RECORD_TYPE_SHARE_GROUP_MEMBER_METADATA,
    kafka_consumer_offsets_t::COORDINATOR_RECORD_TYPE_SHARE_GROUP_METADATA,
    kafka_consumer_offsets_t::COORDINATOR_RECORD_TYPE_SHARE_GROUP_TARGET_ASSIGNMENT_METADATA,
    kafka_consumer_offsets_t::COORDINATOR_RECORD_TYPE_SHARE_GROUP_TARGET_ASSIGNMENT_MEMBER,
    kafka_consumer_offsets_t::COORDINATOR_RECORD_TYPE_SHARE_GROUP_CURRENT_MEMBER_ASSIGNMENT,
    kafka_consumer_offsets_t::COORDINATOR_RECORD_TYPE_SHARE_GROUP_STATE_PARTITION_METADATA,
    kafka_consumer_offsets_t::COORDINATOR_RECORD_TYPE_CONSUMER_GROUP_REGULAR_EXPRESSION,
    kafka_consumer_offsets_t::COORDINATOR_RECORD_TYPE_STREAMS_GROUP_METADATA,
    kafka_consumer_offsets_t::COORDINATOR_RECORD_TYPE_STREAMS_GROUP_MEMBER_METADATA,
    kafka_consumer_offsets_t::COORDINATOR_RECORD_TYPE_STREAMS_GROUP_TARGET_ASSIGNMENT_METADATA,
    kafka_consumer_offsets_t::COORDINATOR_RECORD_TYPE_STREAMS_GROUP_TARGET_ASSIGNMENT_MEMBER,
    kafka_consumer_offsets_t::COORDINATOR_RECORD_TYPE_STREAMS_GROUP_CURRENT_MEMBER_ASSIGNMENT,
    kafka_consumer_offsets_t::COORDINATOR_RECORD_TYPE_STREAMS_GROUP_TOPOLOGY,
};
bool kafka_consumer_offsets_t::_is_defined_coordinator_record_type_t(kafka_consumer_offsets_t::coordinator_record_type_t v) {
    return kafka_consumer_offsets_t::_values_coordinator_record_type_t.find(v) != kafka_consumer_offsets_t::_values_coordinator_record_type_t.end();
}

kafka_consumer_offsets_t::kafka_consumer_offsets_t(int32_t p_len_key, int32_t p_len_value, kaitai::kstream* p__io, kaitai::kstruct* p__parent, kafka_consumer_offsets_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root ? p__root : this;
    m_len_key = p_len_key;
    m_len_value = p_len_value;
    m_key = nullptr;
    m__io__raw_key = nullptr;
    m_value = nullptr;
    m__io__raw_value = nullptr;
    f_is_tombstone = false;
    _read();
}

void kafka_consumer_offsets_t::_read() {
    m__raw_key = m__io->read_bytes(len_key());
    m__io__raw_key = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_key));
    m_key = std::unique_ptr<key_t>(new key_t(m__io__raw_key.get(), this, m__root));
    n_value = true;
    if ( ((len_value() >= 0) && (key()->is_known())) ) {
        n_value = false;
        m__raw_value = m__io->read_bytes(len_value());
        m__io__raw_value = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_value));
        m_value = std::unique_ptr<value_t>(new value_t(key()->record_type(), m__io__raw_value.get(), this, m__root));
    }
}

kafka_consumer_offsets_t::~kafka_consumer_offsets_t() {
    _clean_up();
}

void kafka_consumer_offsets_t::_clean_up() {
    if (!n_value) {
    }
}

kafka_consumer_offsets_t::assigned_task_ids_t::assigned_task_ids_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::streams_group_current_member_assignment_value_t* p__parent, kafka_consumer_offsets_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_subtopology_id = nullptr;
    m_num_partitions = nullptr;
    m_partitions = nullptr;
    m_num_tagged_fields = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_consumer_offsets_t::assigned_task_ids_t::_read() {
    m_subtopology_id.emplace(m__io);
    m_num_partitions = std::unique_ptr<kafka_uvarint_t>(new kafka_uvarint_t(m__io));
    n_partitions = true;
    if (num_partitions()->value() > 0) {
        n_partitions = false;
        m_partitions = std::unique_ptr<std::vector<int32_t>>(new std::vector<int32_t>());
        const int l_partitions = num_partitions()->value() - 1;
        for (int i = 0; i < l_partitions; i++) {
            m_partitions->push_back(std::move(m__io->read_s4be()));
        }
    }
    m_num_tagged_fields.emplace(m__io);
    m_tagged_fields.emplace();
    const int l_tagged_fields = num_tagged_fields()->value();
    for (int i = 0; i < l_tagged_fields; i++) {
        m_tagged_fields->push_back(std::move(std::unique_ptr<assignment_epochs_tagged_field_t>(new assignment_epochs_tagged_field_t(m__io, this, m__root))));
    }
}

kafka_consumer_offsets_t::assigned_task_ids_t::~assigned_task_ids_t() {
    _clean_up();
}

void kafka_consumer_offsets_t::assigned_task_ids_t::_clean_up() {
    if (!n_partitions) {
    }
}

kafka_consumer_offsets_t::assigned_topic_partitions_t::assigned_topic_partitions_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::consumer_group_current_member_assignment_value_t* p__parent, kafka_consumer_offsets_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_topic_id = nullptr;
    m_num_partitions = nullptr;
    m_partitions = nullptr;
    m_num_tagged_fields = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_consumer_offsets_t::assigned_topic_partitions_t::_read() {
    m_topic_id.emplace(m__io);
    m_num_partitions = std::unique_ptr<kafka_uvarint_t>(new kafka_uvarint_t(m__io));
    n_partitions = true;
    if (num_partitions()->value() > 0) {
        n_partitions = false;
        m_partitions = std::unique_ptr<std::vector<int32_t>>(new std::vector<int32_t>());
        const int l_partitions = num_partitions()->value() - 1;
        for (int i = 0; i < l_partitions; i++) {
            m_partitions->push_back(std::move(m__io->read_s4be()));
        }
    }
    m_num_tagged_fields.emplace(m__io);
    m_tagged_fields.emplace();
    const int l_tagged_fields = num_tagged_fields()->value();
    for (int i = 0; i < l_tagged_fields; i++) {
        m_tagged_fields->push_back(std::move(std::unique_ptr<assignment_epochs_tagged_field_t>(new assignment_epochs_tagged_field_t(m__io, this, m__root))));
    }
}

kafka_consumer_offsets_t::assigned_topic_partitions_t::~assigned_topic_partitions_t() {
    _clean_up();
}

void kafka_consumer_offsets_t::assigned_topic_partitions_t::_clean_up() {
    if (!n_partitions) {
    }
}

kafka_consumer_offsets_t::assignment_epochs_tag_t::assignment_epochs_tag_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::assignment_epochs_tagged_field_t* p__parent, kafka_consumer_offsets_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_num_assignment_epochs = nullptr;
    m_assignment_epochs = nullptr;
    _read();
}

void kafka_consumer_offsets_t::assignment_epochs_tag_t::_read() {
    m_num_assignment_epochs.emplace(m__io);
    n_assignment_epochs = true;
    if (num_assignment_epochs()->value() > 0) {
        n_assignment_epochs = false;
        m_assignment_epochs.emplace();
        const int l_assignment_epochs = num_assignment_epochs()->value() - 1;
        for (int i = 0; i < l_assignment_epochs; i++) {
            m_assignment_epochs->push_back(std::move(m__io->read_s4be()));
        }
    }
}

kafka_consumer_offsets_t::assignment_epochs_tag_t::~assignment_epochs_tag_t() {
    _clean_up();
}

void kafka_consumer_offsets_t::assignment_epochs_tag_t::_clean_up() {
    if (!n_assignment_epochs) {
    }
}

kafka_consumer_offsets_t::assignment_epochs_tagged_field_t::assignment_epochs_tagged_field_t(kaitai::kstream* p__io, kaitai::kstruct* p__parent, kafka_consumer_offsets_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_tag = nullptr;
    m_len_data = nullptr;
    m__io__raw_data = nullptr;
    _read();
}

void kafka_consumer_offsets_t::assignment_epochs_tagged_field_t::_read() {
    m_tag.emplace(m__io);
    m_len_data.emplace(m__io);
    n_data = true;
    switch (tag()->value()) {
    case 0: {
        n_data = false;
        m__raw_data = m__io->read_bytes(len_data()->value());
        m__io__raw_data = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_data));
        m_data = std::unique_ptr<assignment_epochs_tag_t>(new assignment_epochs_tag_t(m__io__raw_data.get(), this, m__root));
        break;
    }
    default: {
        m__raw_data = m__io->read_bytes(len_data()->value());
        break;
    }
    }
}

kafka_consumer_offsets_t::assignment_epochs_tagged_field_t::~assignment_epochs_tagged_field_t() {
    _clean_up();
}

void kafka_consumer_offsets_t::assignment_epochs_tagged_field_t::_clean_up() {
    if (!n_data) {
    }
}

kafka_consumer_offsets_t::assignment_timestamp_tag_t::assignment_timestamp_tag_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::assignment_timestamp_tagged_field_t* p__parent, kafka_consumer_offsets_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    _read();
}

void kafka_consumer_offsets_t::assignment_timestamp_tag_t::_read() {
    m_assignment_timestamp = m__io->read_s8be();
}

kafka_consumer_offsets_t::assignment_timestamp_tag_t::~assignment_timestamp_tag_t() {
    _clean_up();
}

void kafka_consumer_offsets_t::assignment_timestamp_tag_t::_clean_up() {
}

kafka_consumer_offsets_t::assignment_timestamp_tagged_field_t::assignment_timestamp_tagged_field_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::target_assignment_metadata_value_t* p__parent, kafka_consumer_offsets_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_tag = nullptr;
    m_len_data = nullptr;
    m__io__raw_data = nullptr;
    _read();
}

void kafka_consumer_offsets_t::assignment_timestamp_tagged_field_t::_read() {
    m_tag.emplace(m__io);
    m_len_data.emplace(m__io);
    n_data = true;
    switch (tag()->value()) {
    case 0: {
        n_data = false;
        m__raw_data = m__io->read_bytes(len_data()->value());
        m__io__raw_data = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_data));
        m_data = std::unique_ptr<assignment_timestamp_tag_t>(new assignment_timestamp_tag_t(m__io__raw_data.get(), this, m__root));
        break;
    }
    default: {
        m__raw_data = m__io->read_bytes(len_data()->value());
        break;
    }
    }
}

kafka_consumer_offsets_t::assignment_timestamp_tagged_field_t::~assignment_timestamp_tagged_field_t() {
    _clean_up();
}

void kafka_consumer_offsets_t::assignment_timestamp_tagged_field_t::_clean_up() {
    if (!n_data) {
    }
}

kafka_consumer_offsets_t::classic_member_metadata_t::classic_member_metadata_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::classic_member_metadata_tag_t* p__parent, kafka_consumer_offsets_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_num_supported_protocols = nullptr;
    m_supported_protocols = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_consumer_offsets_t::classic_member_metadata_t::_read() {
    m_session_timeout_ms = m__io->read_s4be();
    m_num_supported_protocols.emplace(m__io);
    n_supported_protocols = true;
    if (num_supported_protocols()->value() > 0) {
        n_supported_protocols = false;
        m_supported_protocols.emplace();
        const int l_supported_protocols = num_supported_protocols()->value() - 1;
        for (int i = 0; i < l_supported_protocols; i++) {
            m_supported_protocols->push_back(std::move(std::unique_ptr<classic_protocol_t>(new classic_protocol_t(m__io, this, m__root))));
        }
    }
    m_tagged_fields.emplace(m__io);
}

kafka_consumer_offsets_t::classic_member_metadata_t::~classic_member_metadata_t() {
    _clean_up();
}

void kafka_consumer_offsets_t::classic_member_metadata_t::_clean_up() {
    if (!n_supported_protocols) {
    }
}

kafka_consumer_offsets_t::classic_member_metadata_tag_t::classic_member_metadata_tag_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::member_metadata_tagged_field_t* p__parent, kafka_consumer_offsets_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_classic_member_metadata = nullptr;
    _read();
}

void kafka_consumer_offsets_t::classic_member_metadata_tag_t::_read() {
    m_classic_member_metadata = std::unique_ptr<classic_member_metadata_t>(new classic_member_metadata_t(m__io, this, m__root));
}

kafka_consumer_offsets_t::classic_member_metadata_tag_t::~classic_member_metadata_tag_t() {
    _clean_up();
}

void kafka_consumer_offsets_t::classic_member_metadata_tag_t::_clean_up() {
}

kafka_consumer_offsets_t::classic_protocol_t::classic_protocol_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::classic_member_metadata_t* p__parent, kafka_consumer_offsets_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_name = nullptr;
    m_metadata = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_consumer_offsets_t::classic_protocol_t::_read() {
    m_name.emplace(m__io);
    m_metadata = std::unique_ptr<kafka_compact_bytes_t>(new kafka_compact_bytes_t(m__io));
    m_tagged_fields.emplace(m__io);
}

kafka_consumer_offsets_t::classic_protocol_t::~classic_protocol_t() {
    _clean_up();
}

void kafka_consumer_offsets_t::classic_protocol_t::_clean_up() {
}

kafka_consumer_offsets_t::consumer_group_current_member_assignment_value_t::consumer_group_current_member_assignment_value_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::value_t* p__parent, kafka_consumer_offsets_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_num_assigned_partitions = nullptr;
    m_assigned_partitions = nullptr;
    m_num_partitions_pending_revocation = nullptr;
    m_partitions_pending_revocation = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_consumer_offsets_t::consumer_group_current_member_assignment_value_t::_read() {
    m_member_epoch = m__io->read_s4be();
    m_previous_member_epoch = m__io->read_s4be();
    m_state = m__io->read_s1();
    m_num_assigned_partitions.emplace(m__io);
    n_assigned_partitions = true;
    if (num_assigned_partitions()->value() > 0) {
        n_assigned_partitions = false;
        m_assigned_partitions.emplace();
        const int l_assigned_partitions = num_assigned_partitions()->value() - 1;
        for (int i = 0; i < l_assigned_partitions; i++) {
            m_assigned_partitions->push_back(std::move(std::unique_ptr<assigned_topic_partitions_t>(new assigned_topic_partitions_t(m__io, this, m__root))));
        }
    }
    m_num_partitions_pending_revocation.emplace(m__io);
    n_partitions_pending_revocation = true;
    if (num_partitions_pending_revocation()->value() > 0) {
        n_partitions_pending_revocation = false;
        m_partitions_pending_revocation.emplace();
        const int l_partitions_pending_revocation = num_partitions_pending_revocation()->value() - 1;
        for (int i = 0; i < l_partitions_pending_revocation; i++) {
            m_partitions_pending_revocation->push_back(std::move(std::unique_ptr<assigned_topic_partitions_t>(new assigned_topic_partitions_t(m__io, this, m__root))));
        }
    }
    m_tagged_fields.emplace(m__io);
}

kafka_consumer_offsets_t::consumer_group_current_member_assignment_value_t::~consumer_group_current_member_assignment_value_t() {
    _clean_up();
}

void kafka_consumer_offsets_t::consumer_group_current_member_assignment_value_t::_clean_up() {
    if (!n_assigned_partitions) {
    }
    if (!n_partitions_pending_revocation) {
    }
}

kafka_consumer_offsets_t::consumer_group_member_metadata_value_t::consumer_group_member_metadata_value_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::value_t* p__parent, kafka_consumer_offsets_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_instance_id = nullptr;
    m_rack_id = nullptr;
    m_client_id = nullptr;
    m_client_host = nullptr;
    m_num_subscribed_topic_names = nullptr;
    m_subscribed_topic_names = nullptr;
    m_subscribed_topic_regex = nullptr;
    m_server_assignor = nullptr;
    m_num_tagged_fields = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_consumer_offsets_t::consumer_group_member_metadata_value_t::_read() {
    m_instance_id.emplace(m__io);
    m_rack_id.emplace(m__io);
    m_client_id = std::unique_ptr<kafka_compact_string_t>(new kafka_compact_string_t(m__io));
    m_client_host = std::unique_ptr<kafka_compact_string_t>(new kafka_compact_string_t(m__io));
    m_num_subscribed_topic_names.emplace(m__io);
    n_subscribed_topic_names = true;
    if (num_subscribed_topic_names()->value() > 0) {
        n_subscribed_topic_names = false;
        m_subscribed_topic_names.emplace();
        const int l_subscribed_topic_names = num_subscribed_topic_names()->value() - 1;
        for (int i = 0; i < l_subscribed_topic_names; i++) {
            m_subscribed_topic_names->push_back(std::move(std::unique_ptr<kafka_compact_string_t>(new kafka_compact_string_t(m__io))));
        }
    }
    m_subscribed_topic_regex.emplace(m__io);
    m_rebalance_timeout_ms = m__io->read_s4be();
    m_server_assignor.emplace(m__io);
    m_num_tagged_fields.emplace(m__io);
    m_tagged_fields.emplace();
    const int l_tagged_fields = num_tagged_fields()->value();
    for (int i = 0; i < l_tagged_fields; i++) {
        m_tagged_fields->push_back(std::move(std::unique_ptr<member_metadata_tagged_field_t>(new member_metadata_tagged_field_t(m__io, this, m__root))));
    }
}

kafka_consumer_offsets_t::consumer_group_member_metadata_value_t::~consumer_group_member_metadata_value_t() {
    _clean_up();
}

void kafka_consumer_offsets_t::consumer_group_member_metadata_value_t::_clean_up() {
    if (!n_subscribed_topic_names) {
    }
}

kafka_consumer_offsets_t::consumer_group_metadata_value_t::consumer_group_metadata_value_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::value_t* p__parent, kafka_consumer_offsets_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_num_tagged_fields = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_consumer_offsets_t::consumer_group_metadata_value_t::_read() {
    m_epoch = m__io->read_s4be();
    m_num_tagged_fields.emplace(m__io);
    m_tagged_fields.emplace();
    const int l_tagged_fields = num_tagged_fields()->value();
    for (int i = 0; i < l_tagged_fields; i++) {
        m_tagged_fields->push_back(std::move(std::unique_ptr<metadata_hash_tagged_field_t>(new metadata_hash_tagged_field_t(m__io, this, m__root))));
    }
}

kafka_consumer_offsets_t::consumer_group_metadata_value_t::~consumer_group_metadata_value_t() {
    _clean_up();
}

void kafka_consumer_offsets_t::consumer_group_metadata_value_t::_clean_up() {
}

kafka_consumer_offsets_t::consumer_group_partition_metadata_value_t::consumer_group_partition_metadata_value_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::value_t* p__parent, kafka_consumer_offsets_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_num_topics = nullptr;
    m_topics = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_consumer_offsets_t::consumer_group_partition_metadata_value_t::_read() {
    m_num_topics.emplace(m__io);
    n_topics = true;
    if (num_topics()->value() > 0) {
        n_topics = false;
        m_topics.emplace();
        const int l_topics = num_topics()->value() - 1;
        for (int i = 0; i < l_topics; i++) {
            m_topics->push_back(std::move(std::unique_ptr<topic_metadata_t>(new topic_metadata_t(m__io, this, m__root))));
        }
    }
    m_tagged_fields.emplace(m__io);
}

kafka_consumer_offsets_t::consumer_group_partition_metadata_value_t::~consumer_group_partition_metadata_value_t() {
    _clean_up();
}

void kafka_consumer_offsets_t::consumer_group_partition_metadata_value_t::_clean_up() {
    if (!n_topics) {
    }
}

kafka_consumer_offsets_t::consumer_group_regular_expression_value_t::consumer_group_regular_expression_value_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::value_t* p__parent, kafka_consumer_offsets_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_num_topics = nullptr;
    m_topics = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_consumer_offsets_t::consumer_group_regular_expression_value_t::_read() {
    m_num_topics.emplace(m__io);
    n_topics = true;
    if (num_topics()->value() > 0) {
        n_topics = false;
        m_topics.emplace();
        const int l_topics = num_topics()->value() - 1;
        for (int i = 0; i < l_topics; i++) {
            m_topics->push_back(std::move(std::unique_ptr<kafka_compact_string_t>(new kafka_compact_string_t(m__io))));
        }
    }
    m_version = m__io->read_s8be();
    m_timestamp = m__io->read_s8be();
    m_tagged_fields.emplace(m__io);
}

kafka_consumer_offsets_t::consumer_group_regular_expression_value_t::~consumer_group_regular_expression_value_t() {
    _clean_up();
}

void kafka_consumer_offsets_t::consumer_group_regular_expression_value_t::_clean_up() {
    if (!n_topics) {
    }
}

kafka_consumer_offsets_t::copartition_group_t::copartition_group_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::subtopology_t* p__parent, kafka_consumer_offsets_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_num_source_topics = nullptr;
    m_source_topics = nullptr;
    m_num_source_topic_regex = nullptr;
    m_source_topic_regex = nullptr;
    m_num_repartition_source_topics = nullptr;
    m_repartition_source_topics = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_consumer_offsets_t::copartition_group_t::_read() {
    m_num_source_topics.emplace(m__io);
    n_source_topics = true;
    if (num_source_topics()->value() > 0) {
        n_source_topics = false;
        m_source_topics.emplace();
        const int l_source_topics = num_source_topics()->value() - 1;
        for (int i = 0; i < l_source_topics; i++) {
            m_source_topics->push_back(std::move(m__io->read_s2be()));
        }
    }
    m_num_source_topic_regex.emplace(m__io);
    n_source_topic_regex = true;
    if (num_source_topic_regex()->value() > 0) {
        n_source_topic_regex = false;
        m_source_topic_regex.emplace();
        const int l_source_topic_regex = num_source_topic_regex()->value() - 1;
        for (int i = 0; i < l_source_topic_regex; i++) {
            m_source_topic_regex->push_back(std::move(m__io->read_s2be()));
        }
    }
    m_num_repartition_source_topics.emplace(m__io);
    n_repartition_source_topics = true;
    if (num_repartition_source_topics()->value() > 0) {
        n_repartition_source_topics = false;
        m_repartition_source_topics.emplace();
        const int l_repartition_source_topics = num_repartition_source_topics()->value() - 1;
        for (int i = 0; i < l_repartition_source_topics; i++) {
            m_repartition_source_topics->push_back(std::move(m__io->read_s2be()));
        }
    }
    m_tagged_fields.emplace(m__io);
}

kafka_consumer_offsets_t::copartition_group_t::~copartition_group_t() {
    _clean_up();
}

void kafka_consumer_offsets_t::copartition_group_t::_clean_up() {
    if (!n_source_topics) {
    }
    if (!n_source_topic_regex) {
    }
    if (!n_repartition_source_topics) {
    }
}

kafka_consumer_offsets_t::endpoint_t::endpoint_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::streams_group_member_metadata_value_t* p__parent, kafka_consumer_offsets_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_host = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_consumer_offsets_t::endpoint_t::_read() {
    m_host.emplace(m__io);
    m_port = m__io->read_u2be();
    m_tagged_fields.emplace(m__io);
}

kafka_consumer_offsets_t::endpoint_t::~endpoint_t() {
    _clean_up();
}

void kafka_consumer_offsets_t::endpoint_t::_clean_up() {
}

kafka_consumer_offsets_t::failed_description_topology_epoch_tag_t::failed_description_topology_epoch_tag_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::streams_group_metadata_tagged_field_t* p__parent, kafka_consumer_offsets_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    _read();
}

void kafka_consumer_offsets_t::failed_description_topology_epoch_tag_t::_read() {
    m_failed_description_topology_epoch = m__io->read_s4be();
}

kafka_consumer_offsets_t::failed_description_topology_epoch_tag_t::~failed_description_topology_epoch_tag_t() {
    _clean_up();
}

void kafka_consumer_offsets_t::failed_description_topology_epoch_tag_t::_clean_up() {
}

kafka_consumer_offsets_t::group_key_t::group_key_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::key_t* p__parent, kafka_consumer_offsets_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_group_id = nullptr;
    _read();
}

void kafka_consumer_offsets_t::group_key_t::_read() {
    m_group_id.emplace(m__io);
}

kafka_consumer_offsets_t::group_key_t::~group_key_t() {
    _clean_up();
}

void kafka_consumer_offsets_t::group_key_t::_clean_up() {
}

kafka_consumer_offsets_t::group_member_key_t::group_member_key_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::key_t* p__parent, kafka_consumer_offsets_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_group_id = nullptr;
    m_member_id = nullptr;
    _read();
}

void kafka_consumer_offsets_t::group_member_key_t::_read() {
    m_group_id.emplace(m__io);
    m_member_id = std::unique_ptr<kafka_string_t>(new kafka_string_t(m__io));
}

kafka_consumer_offsets_t::group_member_key_t::~group_member_key_t() {
    _clean_up();
}

void kafka_consumer_offsets_t::group_member_key_t::_clean_up() {
}

kafka_consumer_offsets_t::group_metadata_key_t::group_metadata_key_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::key_t* p__parent, kafka_consumer_offsets_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_group = nullptr;
    _read();
}

void kafka_consumer_offsets_t::group_metadata_key_t::_read() {
    m_group.emplace(m__io);
}

kafka_consumer_offsets_t::group_metadata_key_t::~group_metadata_key_t() {
    _clean_up();
}

void kafka_consumer_offsets_t::group_metadata_key_t::_clean_up() {
}

kafka_consumer_offsets_t::group_metadata_value_t::group_metadata_value_t(int16_t p_version, kaitai::kstream* p__io, kafka_consumer_offsets_t::value_t* p__parent, kafka_consumer_offsets_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_version = p_version;
    m_num_members = nullptr;
    m_members = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_consumer_offsets_t::group_metadata_value_t::_read() {
    n_protocol_type = true;
    {
        bool on = version() >= 4;
        if (on == false) {
            n_protocol_type = false;
            m_protocol_type = std::unique_ptr<kafka_string_t>(new kafka_string_t(m__io));
        }
        else if (on == true) {
            n_protocol_type = false;
            m_protocol_type = std::unique_ptr<kafka_compact_string_t>(new kafka_compact_string_t(m__io));
        }
    }
    m_generation = m__io->read_s4be();
    n_protocol = true;
    {
        bool on = version() >= 4;
        if (on == false) {
            n_protocol = false;
            m_protocol = std::unique_ptr<kafka_string_t>(new kafka_string_t(m__io));
        }
        else if (on == true) {
            n_protocol = false;
            m_protocol = std::unique_ptr<kafka_compact_string_t>(new kafka_compact_string_t(m__io));
        }
    }
    n_leader = true;
    {
        bool on = version() >= 4;
        if (on == false) {
            n_leader = false;
            m_leader = std::unique_ptr<kafka_string_t>(new kafka_string_t(m__io));
        }
        else if (on == true) {
            n_leader = false;
            m_leader = std::unique_ptr<kafka_compact_string_t>(new kafka_compact_string_t(m__io));
        }
    }
    n_current_state_timestamp = true;
    if (version() >= 2) {
        n_current_state_timestamp = false;
        m_current_state_timestamp = m__io->read_s8be();
    }
    n_num_members = true;
    if (version() >= 4) {
        n_num_members = false;
        m_num_members.emplace(m__io);
    }
    n_num_members_legacy = true;
    if (version() < 4) {
        n_num_members_legacy = false;
        m_num_members_legacy = m__io->read_s4be();
        if (!(m_num_members_legacy >= 0)) {
            throw kaitai::validation_less_than_error<int32_t>(0, m_num_members_legacy, m__io, std::string("/types/group_metadata_value/seq/6"));
        }
    }
    m_members.emplace();
    const int l_members = ((version() >= 4) ? (num_members()->value() - 1) : (num_members_legacy()));
    for (int i = 0; i < l_members; i++) {
        m_members->push_back(std::move(std::unique_ptr<member_metadata_t>(new member_metadata_t(version(), m__io, this, m__root))));
    }
    n_tagged_fields = true;
    if (version() >= 4) {
        n_tagged_fields = false;
        m_tagged_fields.emplace(m__io);
    }
}

kafka_consumer_offsets_t::group_metadata_value_t::~group_metadata_value_t() {
    _clean_up();
}

void kafka_consumer_offsets_t::group_metadata_value_t::_clean_up() {
    if (!n_protocol_type) {
    }
    if (!n_protocol) {
    }
    if (!n_leader) {
    }
    if (!n_current_state_timestamp) {
    }
    if (!n_num_members) {
    }
    if (!n_num_members_legacy) {
    }
    if (!n_tagged_fields) {
    }
}

kafka_consumer_offsets_t::key_t::key_t(kaitai::kstream* p__io, kafka_consumer_offsets_t* p__parent, kafka_consumer_offsets_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m__io__raw_body = nullptr;
    f_is_known = false;
    _read();
}

void kafka_consumer_offsets_t::key_t::_read() {
    m_record_type = static_cast<kafka_consumer_offsets_t::coordinator_record_type_t>(m__io->read_s2be());
    n_body = true;
    switch (record_type()) {
    case kafka_consumer_offsets_t::COORDINATOR_RECORD_TYPE_CONSUMER_GROUP_CURRENT_MEMBER_ASSIGNMENT: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<group_member_key_t>(new group_member_key_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case kafka_consumer_offsets_t::COORDINATOR_RECORD_TYPE_CONSUMER_GROUP_MEMBER_METADATA: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<group_member_key_t>(new group_member_key_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case kafka_consumer_offsets_t::COORDINATOR_RECORD_TYPE_CONSUMER_GROUP_METADATA: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<group_key_t>(new group_key_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case kafka_consumer_offsets_t::COORDINATOR_RECORD_TYPE_CONSUMER_GROUP_PARTITION_METADATA: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<group_key_t>(new group_key_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case kafka_consumer_offsets_t::COORDINATOR_RECORD_TYPE_CONSUMER_GROUP_REGULAR_EXPRESSION: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<regular_expression_key_t>(new regular_expression_key_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case kafka_consumer_offsets_t::COORDINATOR_RECORD_TYPE_CONSUMER_GROUP_TARGET_ASSIGNMENT_MEMBER: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<group_member_key_t>(new group_member_key_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case kafka_consumer_offsets_t::COORDINATOR_RECORD_TYPE_CONSUMER_GROUP_TARGET_ASSIGNMENT_METADATA: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<group_key_t>(new group_key_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case kafka_consumer_offsets_t::COORDINATOR_RECORD_TYPE_GROUP_METADATA: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<group_metadata_key_t>(new group_metadata_key_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case kafka_consumer_offsets_t::COORDINATOR_RECORD_TYPE_LEGACY_OFFSET_COMMIT: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<offset_commit_key_t>(new offset_commit_key_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case kafka_consumer_offsets_t::COORDINATOR_RECORD_TYPE_OFFSET_COMMIT: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<offset_commit_key_t>(new offset_commit_key_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case kafka_consumer_offsets_t::COORDINATOR_RECORD_TYPE_SHARE_GROUP_CURRENT_MEMBER_ASSIGNMENT: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<group_member_key_t>(new group_member_key_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case kafka_consumer_offsets_t::COORDINATOR_RECORD_TYPE_SHARE_GROUP_MEMBER_METADATA: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<group_member_key_t>(new group_member_key_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case kafka_consumer_offsets_t::COORDINATOR_RECORD_TYPE_SHARE_GROUP_METADATA: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<group_key_t>(new group_key_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case kafka_consumer_offsets_t::COORDINATOR_RECORD_TYPE_SHARE_GROUP_STATE_PARTITION_METADATA: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<group_key_t>(new group_key_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case kafka_consumer_offsets_t::COORDINATOR_RECORD_TYPE_SHARE_GROUP_TARGET_ASSIGNMENT_MEMBER: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<group_member_key_t>(new group_member_key_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case kafka_consumer_offsets_t::COORDINATOR_RECORD_TYPE_SHARE_GROUP_TARGET_ASSIGNMENT_METADATA: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<group_key_t>(new group_key_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case kafka_consumer_offsets_t::COORDINATOR_RECORD_TYPE_STREAMS_GROUP_CURRENT_MEMBER_ASSIGNMENT: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<group_member_key_t>(new group_member_key_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case kafka_consumer_offsets_t::COORDINATOR_RECORD_TYPE_STREAMS_GROUP_MEMBER_METADATA: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<group_member_key_t>(new group_member_key_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case kafka_consumer_offsets_t::COORDINATOR_RECORD_TYPE_STREAMS_GROUP_METADATA: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<group_key_t>(new group_key_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case kafka_consumer_offsets_t::COORDINATOR_RECORD_TYPE_STREAMS_GROUP_TARGET_ASSIGNMENT_MEMBER: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<group_member_key_t>(new group_member_key_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case kafka_consumer_offsets_t::COORDINATOR_RECORD_TYPE_STREAMS_GROUP_TARGET_ASSIGNMENT_METADATA: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<group_key_t>(new group_key_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case kafka_consumer_offsets_t::COORDINATOR_RECORD_TYPE_STREAMS_GROUP_TOPOLOGY: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<group_key_t>(new group_key_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    default: {
        m__raw_body = m__io->read_bytes_full();
        break;
    }
    }
}

kafka_consumer_offsets_t::key_t::~key_t() {
    _clean_up();
}

void kafka_consumer_offsets_t::key_t::_clean_up() {
    if (!n_body) {
    }
}

bool kafka_consumer_offsets_t::key_t::is_known() {
    if (f_is_known)
        return m_is_known;
    f_is_known = true;
    m_is_known =  ((record_type() >= 0) && (record_type() <= 23) && (record_type() != 9) && (record_type() != 18)) ;
    return m_is_known;
}

kafka_consumer_offsets_t::key_value_t::key_value_t(kaitai::kstream* p__io, kaitai::kstruct* p__parent, kafka_consumer_offsets_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_key = nullptr;
    m_value = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_consumer_offsets_t::key_value_t::_read() {
    m_key = std::unique_ptr<kafka_compact_string_t>(new kafka_compact_string_t(m__io));
    m_value = std::unique_ptr<kafka_compact_string_t>(new kafka_compact_string_t(m__io));
    m_tagged_fields.emplace(m__io);
}

kafka_consumer_offsets_t::key_value_t::~key_value_t() {
    _clean_up();
}

void kafka_consumer_offsets_t::key_value_t::_clean_up() {
}

kafka_consumer_offsets_t::last_assignment_configs_tag_t::last_assignment_configs_tag_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::streams_group_metadata_tagged_field_t* p__parent, kafka_consumer_offsets_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_num_last_assignment_configs = nullptr;
    m_last_assignment_configs = nullptr;
    _read();
}

void kafka_consumer_offsets_t::last_assignment_configs_tag_t::_read() {
    m_num_last_assignment_configs.emplace(m__io);
    n_last_assignment_configs = true;
    if (num_last_assignment_configs()->value() > 0) {
        n_last_assignment_configs = false;
        m_last_assignment_configs.emplace();
        const int l_last_assignment_configs = num_last_assignment_configs()->value() - 1;
        for (int i = 0; i < l_last_assignment_configs; i++) {
            m_last_assignment_configs->push_back(std::move(std::unique_ptr<key_value_t>(new key_value_t(m__io, this, m__root))));
        }
    }
}

kafka_consumer_offsets_t::last_assignment_configs_tag_t::~last_assignment_configs_tag_t() {
    _clean_up();
}

void kafka_consumer_offsets_t::last_assignment_configs_tag_t::_clean_up() {
    if (!n_last_assignment_configs) {
    }
}

kafka_consumer_offsets_t::member_metadata_t::member_metadata_t(int16_t p_version, kaitai::kstream* p__io, kafka_consumer_offsets_t::group_metadata_value_t* p__parent, kafka_consumer_offsets_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_version = p_version;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_consumer_offsets_t::member_metadata_t::_read() {
    n_member_id = true;
    {
        bool on = version() >= 4;
        if (on == false) {
            n_member_id = false;
            m_member_id = std::unique_ptr<kafka_string_t>(new kafka_string_t(m__io));
        }
        else if (on == true) {
            n_member_id = false;
            m_member_id = std::unique_ptr<kafka_compact_string_t>(new kafka_compact_string_t(m__io));
        }
    }
    n_group_instance_id = true;
    if (version() >= 3) {
        n_group_instance_id = false;
        n_group_instance_id = true;
        {
            bool on = version() >= 4;
            if (on == false) {
                n_group_instance_id = false;
                m_group_instance_id = std::unique_ptr<kafka_string_t>(new kafka_string_t(m__io));
            }
            else if (on == true) {
                n_group_instance_id = false;
                m_group_instance_id = std::unique_ptr<kafka_compact_string_t>(new kafka_compact_string_t(m__io));
            }
        }
    }
    n_client_id = true;
    {
        bool on = version() >= 4;
        if (on == false) {
            n_client_id = false;
            m_client_id = std::unique_ptr<kafka_string_t>(new kafka_string_t(m__io));
        }
        else if (on == true) {
            n_client_id = false;
            m_client_id = std::unique_ptr<kafka_compact_string_t>(new kafka_compact_string_t(m__io));
        }
    }
    n_client_host = true;
    {
        bool on = version() >= 4;
        if (on == false) {
            n_client_host = false;
            m_client_host = std::unique_ptr<kafka_string_t>(new kafka_string_t(m__io));
        }
        else if (on == true) {
            n_client_host = false;
            m_client_host = std::unique_ptr<kafka_compact_string_t>(new kafka_compact_string_t(m__io));
        }
    }
    n_rebalance_timeout = true;
    if (version() >= 1) {
        n_rebalance_timeout = false;
        m_rebalance_timeout = m__io->read_s4be();
    }
    m_session_timeout = m__io->read_s4be();
    n_subscription = true;
    {
        bool on = version() >= 4;
        if (on == false) {
            n_subscription = false;
            m_subscription = std::unique_ptr<kafka_bytes_t>(new kafka_bytes_t(m__io));
        }
        else if (on == true) {
            n_subscription = false;
            m_subscription = std::unique_ptr<kafka_compact_bytes_t>(new kafka_compact_bytes_t(m__io));
        }
    }
    n_assignment = true;
    {
        bool on = version() >= 4;
        if (on == false) {
            n_assignment = false;
            m_assignment = std::unique_ptr<kafka_bytes_t>(new kafka_bytes_t(m__io));
        }
        else if (on == true) {
            n_assignment = false;
            m_assignment = std::unique_ptr<kafka_compact_bytes_t>(new kafka_compact_bytes_t(m__io));
        }
    }
    n_tagged_fields = true;
    if (version() >= 4) {
        n_tagged_fields = false;
        m_tagged_fields.emplace(m__io);
    }
}

kafka_consumer_offsets_t::member_metadata_t::~member_metadata_t() {
    _clean_up();
}

void kafka_consumer_offsets_t::member_metadata_t::_clean_up() {
    if (!n_member_id) {
    }
    if (!n_group_instance_id) {
    }
    if (!n_client_id) {
    }
    if (!n_client_host) {
    }
    if (!n_rebalance_timeout) {
    }
    if (!n_subscription) {
    }
    if (!n_assignment) {
    }
    if (!n_tagged_fields) {
    }
}

kafka_consumer_offsets_t::member_metadata_tagged_field_t::member_metadata_tagged_field_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::consumer_group_member_metadata_value_t* p__parent, kafka_consumer_offsets_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_tag = nullptr;
    m_len_data = nullptr;
    m__io__raw_data = nullptr;
    _read();
}

void kafka_consumer_offsets_t::member_metadata_tagged_field_t::_read() {
    m_tag.emplace(m__io);
    m_len_data.emplace(m__io);
    n_data = true;
    switch (tag()->value()) {
    case 0: {
        n_data = false;
        m__raw_data = m__io->read_bytes(len_data()->value());
        m__io__raw_data = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_data));
        m_data = std::unique_ptr<classic_member_metadata_tag_t>(new classic_member_metadata_tag_t(m__io__raw_data.get(), this, m__root));
        break;
    }
    default: {
        m__raw_data = m__io->read_bytes(len_data()->value());
        break;
    }
    }
}

kafka_consumer_offsets_t::member_metadata_tagged_field_t::~member_metadata_tagged_field_t() {
    _clean_up();
}

void kafka_consumer_offsets_t::member_metadata_tagged_field_t::_clean_up() {
    if (!n_data) {
    }
}

kafka_consumer_offsets_t::metadata_hash_tag_t::metadata_hash_tag_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::metadata_hash_tagged_field_t* p__parent, kafka_consumer_offsets_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    _read();
}

void kafka_consumer_offsets_t::metadata_hash_tag_t::_read() {
    m_metadata_hash = m__io->read_s8be();
}

kafka_consumer_offsets_t::metadata_hash_tag_t::~metadata_hash_tag_t() {
    _clean_up();
}

void kafka_consumer_offsets_t::metadata_hash_tag_t::_clean_up() {
}

kafka_consumer_offsets_t::metadata_hash_tagged_field_t::metadata_hash_tagged_field_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::consumer_group_metadata_value_t* p__parent, kafka_consumer_offsets_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_tag = nullptr;
    m_len_data = nullptr;
    m__io__raw_data = nullptr;
    _read();
}

void kafka_consumer_offsets_t::metadata_hash_tagged_field_t::_read() {
    m_tag.emplace(m__io);
    m_len_data.emplace(m__io);
    n_data = true;
    switch (tag()->value()) {
    case 0: {
        n_data = false;
        m__raw_data = m__io->read_bytes(len_data()->value());
        m__io__raw_data = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_data));
        m_data = std::unique_ptr<metadata_hash_tag_t>(new metadata_hash_tag_t(m__io__raw_data.get(), this, m__root));
        break;
    }
    default: {
        m__raw_data = m__io->read_bytes(len_data()->value());
        break;
    }
    }
}

kafka_consumer_offsets_t::metadata_hash_tagged_field_t::~metadata_hash_tagged_field_t() {
    _clean_up();
}

void kafka_consumer_offsets_t::metadata_hash_tagged_field_t::_clean_up() {
    if (!n_data) {
    }
}

kafka_consumer_offsets_t::offset_commit_key_t::offset_commit_key_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::key_t* p__parent, kafka_consumer_offsets_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_group = nullptr;
    m_topic = nullptr;
    _read();
}

void kafka_consumer_offsets_t::offset_commit_key_t::_read() {
    m_group.emplace(m__io);
    m_topic.emplace(m__io);
    m_partition = m__io->read_s4be();
}

kafka_consumer_offsets_t::offset_commit_key_t::~offset_commit_key_t() {
    _clean_up();
}

void kafka_consumer_offsets_t::offset_commit_key_t::_clean_up() {
}

kafka_consumer_offsets_t::offset_commit_tagged_field_t::offset_commit_tagged_field_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::offset_commit_value_t* p__parent, kafka_consumer_offsets_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_tag = nullptr;
    m_len_data = nullptr;
    m__io__raw_data = nullptr;
    _read();
}

void kafka_consumer_offsets_t::offset_commit_tagged_field_t::_read() {
    m_tag.emplace(m__io);
    m_len_data.emplace(m__io);
    n_data = true;
    switch (tag()->value()) {
    case 0: {
        n_data = false;
        m__raw_data = m__io->read_bytes(len_data()->value());
        m__io__raw_data = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_data));
        m_data = std::unique_ptr<topic_id_tag_t>(new topic_id_tag_t(m__io__raw_data.get(), this, m__root));
        break;
    }
    default: {
        m__raw_data = m__io->read_bytes(len_data()->value());
        break;
    }
    }
}

kafka_consumer_offsets_t::offset_commit_tagged_field_t::~offset_commit_tagged_field_t() {
    _clean_up();
}

void kafka_consumer_offsets_t::offset_commit_tagged_field_t::_clean_up() {
    if (!n_data) {
    }
}

kafka_consumer_offsets_t::offset_commit_value_t::offset_commit_value_t(int16_t p_version, kaitai::kstream* p__io, kafka_consumer_offsets_t::value_t* p__parent, kafka_consumer_offsets_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_version = p_version;
    m_num_tagged_fields = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_consumer_offsets_t::offset_commit_value_t::_read() {
    m_offset = m__io->read_s8be();
    n_leader_epoch = true;
    if (version() >= 3) {
        n_leader_epoch = false;
        m_leader_epoch = m__io->read_s4be();
    }
    n_metadata = true;
    {
        bool on = version() >= 4;
        if (on == false) {
            n_metadata = false;
            m_metadata = std::unique_ptr<kafka_string_t>(new kafka_string_t(m__io));
        }
        else if (on == true) {
            n_metadata = false;
            m_metadata = std::unique_ptr<kafka_compact_string_t>(new kafka_compact_string_t(m__io));
        }
    }
    m_commit_timestamp = m__io->read_s8be();
    n_expire_timestamp = true;
    if (version() == 1) {
        n_expire_timestamp = false;
        m_expire_timestamp = m__io->read_s8be();
    }
    n_num_tagged_fields = true;
    if (version() >= 4) {
        n_num_tagged_fields = false;
        m_num_tagged_fields.emplace(m__io);
    }
    n_tagged_fields = true;
    if (version() >= 4) {
        n_tagged_fields = false;
        m_tagged_fields.emplace();
        const int l_tagged_fields = num_tagged_fields()->value();
        for (int i = 0; i < l_tagged_fields; i++) {
            m_tagged_fields->push_back(std::move(std::unique_ptr<offset_commit_tagged_field_t>(new offset_commit_tagged_field_t(m__io, this, m__root))));
        }
    }
}

kafka_consumer_offsets_t::offset_commit_value_t::~offset_commit_value_t() {
    _clean_up();
}

void kafka_consumer_offsets_t::offset_commit_value_t::_clean_up() {
    if (!n_leader_epoch) {
    }
    if (!n_metadata) {
    }
    if (!n_expire_timestamp) {
    }
    if (!n_num_tagged_fields) {
    }
    if (!n_tagged_fields) {
    }
}

kafka_consumer_offsets_t::partition_racks_t::partition_racks_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::topic_metadata_t* p__parent, kafka_consumer_offsets_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_num_racks = nullptr;
    m_racks = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_consumer_offsets_t::partition_racks_t::_read() {
    m_partition = m__io->read_s4be();
    m_num_racks.emplace(m__io);
    n_racks = true;
    if (num_racks()->value() > 0) {
        n_racks = false;
        m_racks.emplace();
        const int l_racks = num_racks()->value() - 1;
        for (int i = 0; i < l_racks; i++) {
            m_racks->push_back(std::move(std::unique_ptr<kafka_compact_string_t>(new kafka_compact_string_t(m__io))));
        }
    }
    m_tagged_fields.emplace(m__io);
}

kafka_consumer_offsets_t::partition_racks_t::~partition_racks_t() {
    _clean_up();
}

void kafka_consumer_offsets_t::partition_racks_t::_clean_up() {
    if (!n_racks) {
    }
}

kafka_consumer_offsets_t::regular_expression_key_t::regular_expression_key_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::key_t* p__parent, kafka_consumer_offsets_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_group_id = nullptr;
    m_regular_expression = nullptr;
    _read();
}

void kafka_consumer_offsets_t::regular_expression_key_t::_read() {
    m_group_id.emplace(m__io);
    m_regular_expression.emplace(m__io);
}

kafka_consumer_offsets_t::regular_expression_key_t::~regular_expression_key_t() {
    _clean_up();
}

void kafka_consumer_offsets_t::regular_expression_key_t::_clean_up() {
}

kafka_consumer_offsets_t::share_group_current_member_assignment_value_t::share_group_current_member_assignment_value_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::value_t* p__parent, kafka_consumer_offsets_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_num_assigned_partitions = nullptr;
    m_assigned_partitions = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_consumer_offsets_t::share_group_current_member_assignment_value_t::_read() {
    m_member_epoch = m__io->read_s4be();
    m_previous_member_epoch = m__io->read_s4be();
    m_state = m__io->read_s1();
    m_num_assigned_partitions.emplace(m__io);
    n_assigned_partitions = true;
    if (num_assigned_partitions()->value() > 0) {
        n_assigned_partitions = false;
        m_assigned_partitions.emplace();
        const int l_assigned_partitions = num_assigned_partitions()->value() - 1;
        for (int i = 0; i < l_assigned_partitions; i++) {
            m_assigned_partitions->push_back(std::move(std::unique_ptr<topic_partitions_t>(new topic_partitions_t(m__io, this, m__root))));
        }
    }
    m_tagged_fields.emplace(m__io);
}

kafka_consumer_offsets_t::share_group_current_member_assignment_value_t::~share_group_current_member_assignment_value_t() {
    _clean_up();
}

void kafka_consumer_offsets_t::share_group_current_member_assignment_value_t::_clean_up() {
    if (!n_assigned_partitions) {
    }
}

kafka_consumer_offsets_t::share_group_member_metadata_value_t::share_group_member_metadata_value_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::value_t* p__parent, kafka_consumer_offsets_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_rack_id = nullptr;
    m_client_id = nullptr;
    m_client_host = nullptr;
    m_num_subscribed_topic_names = nullptr;
    m_subscribed_topic_names = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_consumer_offsets_t::share_group_member_metadata_value_t::_read() {
    m_rack_id.emplace(m__io);
    m_client_id = std::unique_ptr<kafka_compact_string_t>(new kafka_compact_string_t(m__io));
    m_client_host = std::unique_ptr<kafka_compact_string_t>(new kafka_compact_string_t(m__io));
    m_num_subscribed_topic_names.emplace(m__io);
    n_subscribed_topic_names = true;
    if (num_subscribed_topic_names()->value() > 0) {
        n_subscribed_topic_names = false;
        m_subscribed_topic_names.emplace();
        const int l_subscribed_topic_names = num_subscribed_topic_names()->value() - 1;
        for (int i = 0; i < l_subscribed_topic_names; i++) {
            m_subscribed_topic_names->push_back(std::move(std::unique_ptr<kafka_compact_string_t>(new kafka_compact_string_t(m__io))));
        }
    }
    m_tagged_fields.emplace(m__io);
}

kafka_consumer_offsets_t::share_group_member_metadata_value_t::~share_group_member_metadata_value_t() {
    _clean_up();
}

void kafka_consumer_offsets_t::share_group_member_metadata_value_t::_clean_up() {
    if (!n_subscribed_topic_names) {
    }
}

kafka_consumer_offsets_t::share_group_metadata_value_t::share_group_metadata_value_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::value_t* p__parent, kafka_consumer_offsets_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_consumer_offsets_t::share_group_metadata_value_t::_read() {
    m_epoch = m__io->read_s4be();
    m_metadata_hash = m__io->read_s8be();
    m_tagged_fields.emplace(m__io);
}

kafka_consumer_offsets_t::share_group_metadata_value_t::~share_group_metadata_value_t() {
    _clean_up();
}

void kafka_consumer_offsets_t::share_group_metadata_value_t::_clean_up() {
}

kafka_consumer_offsets_t::share_group_state_partition_metadata_value_t::share_group_state_partition_metadata_value_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::value_t* p__parent, kafka_consumer_offsets_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_num_initializing_topics = nullptr;
    m_initializing_topics = nullptr;
    m_num_initialized_topics = nullptr;
    m_initialized_topics = nullptr;
    m_num_deleting_topics = nullptr;
    m_deleting_topics = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_consumer_offsets_t::share_group_state_partition_metadata_value_t::_read() {
    m_num_initializing_topics.emplace(m__io);
    n_initializing_topics = true;
    if (num_initializing_topics()->value() > 0) {
        n_initializing_topics = false;
        m_initializing_topics.emplace();
        const int l_initializing_topics = num_initializing_topics()->value() - 1;
        for (int i = 0; i < l_initializing_topics; i++) {
            m_initializing_topics->push_back(std::move(std::unique_ptr<topic_partitions_info_t>(new topic_partitions_info_t(m__io, this, m__root))));
        }
    }
    m_num_initialized_topics.emplace(m__io);
    n_initialized_topics = true;
    if (num_initialized_topics()->value() > 0) {
        n_initialized_topics = false;
        m_initialized_topics.emplace();
        const int l_initialized_topics = num_initialized_topics()->value() - 1;
        for (int i = 0; i < l_initialized_topics; i++) {
            m_initialized_topics->push_back(std::move(std::unique_ptr<topic_partitions_info_t>(new topic_partitions_info_t(m__io, this, m__root))));
        }
    }
    m_num_deleting_topics.emplace(m__io);
    n_deleting_topics = true;
    if (num_deleting_topics()->value() > 0) {
        n_deleting_topics = false;
        m_deleting_topics.emplace();
        const int l_deleting_topics = num_deleting_topics()->value() - 1;
        for (int i = 0; i < l_deleting_topics; i++) {
            m_deleting_topics->push_back(std::move(std::unique_ptr<topic_info_t>(new topic_info_t(m__io, this, m__root))));
        }
    }
    m_tagged_fields.emplace(m__io);
}

kafka_consumer_offsets_t::share_group_state_partition_metadata_value_t::~share_group_state_partition_metadata_value_t() {
    _clean_up();
}

void kafka_consumer_offsets_t::share_group_state_partition_metadata_value_t::_clean_up() {
    if (!n_initializing_topics) {
    }
    if (!n_initialized_topics) {
    }
    if (!n_deleting_topics) {
    }
}

kafka_consumer_offsets_t::stored_description_topology_epoch_tag_t::stored_description_topology_epoch_tag_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::streams_group_metadata_tagged_field_t* p__parent, kafka_consumer_offsets_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    _read();
}

void kafka_consumer_offsets_t::stored_description_topology_epoch_tag_t::_read() {
    m_stored_description_topology_epoch = m__io->read_s4be();
}

kafka_consumer_offsets_t::stored_description_topology_epoch_tag_t::~stored_description_topology_epoch_tag_t() {
    _clean_up();
}

void kafka_consumer_offsets_t::stored_description_topology_epoch_tag_t::_clean_up() {
}

kafka_consumer_offsets_t::streams_group_current_member_assignment_value_t::streams_group_current_member_assignment_value_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::value_t* p__parent, kafka_consumer_offsets_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_num_active_tasks = nullptr;
    m_active_tasks = nullptr;
    m_num_standby_tasks = nullptr;
    m_standby_tasks = nullptr;
    m_num_warmup_tasks = nullptr;
    m_warmup_tasks = nullptr;
    m_num_active_tasks_pending_revocation = nullptr;
    m_active_tasks_pending_revocation = nullptr;
    m_num_standby_tasks_pending_revocation = nullptr;
    m_standby_tasks_pending_revocation = nullptr;
    m_num_warmup_tasks_pending_revocation = nullptr;
    m_warmup_tasks_pending_revocation = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_consumer_offsets_t::streams_group_current_member_assignment_value_t::_read() {
    m_member_epoch = m__io->read_s4be();
    m_previous_member_epoch = m__io->read_s4be();
    m_state = m__io->read_s1();
    m_num_active_tasks.emplace(m__io);
    n_active_tasks = true;
    if (num_active_tasks()->value() > 0) {
        n_active_tasks = false;
        m_active_tasks.emplace();
        const int l_active_tasks = num_active_tasks()->value() - 1;
        for (int i = 0; i < l_active_tasks; i++) {
            m_active_tasks->push_back(std::move(std::unique_ptr<assigned_task_ids_t>(new assigned_task_ids_t(m__io, this, m__root))));
        }
    }
    m_num_standby_tasks.emplace(m__io);
    n_standby_tasks = true;
    if (num_standby_tasks()->value() > 0) {
        n_standby_tasks = false;
        m_standby_tasks.emplace();
        const int l_standby_tasks = num_standby_tasks()->value() - 1;
        for (int i = 0; i < l_standby_tasks; i++) {
            m_standby_tasks->push_back(std::move(std::unique_ptr<assigned_task_ids_t>(new assigned_task_ids_t(m__io, this, m__root))));
        }
    }
    m_num_warmup_tasks.emplace(m__io);
    n_warmup_tasks = true;
    if (num_warmup_tasks()->value() > 0) {
        n_warmup_tasks = false;
        m_warmup_tasks.emplace();
        const int l_warmup_tasks = num_warmup_tasks()->value() - 1;
        for (int i = 0; i < l_warmup_tasks; i++) {
            m_warmup_tasks->push_back(std::move(std::unique_ptr<assigned_task_ids_t>(new assigned_task_ids_t(m__io, this, m__root))));
        }
    }
    m_num_active_tasks_pending_revocation.emplace(m__io);
    n_active_tasks_pending_revocation = true;
    if (num_active_tasks_pending_revocation()->value() > 0) {
        n_active_tasks_pending_revocation = false;
        m_active_tasks_pending_revocation.emplace();
        const int l_active_tasks_pending_revocation = num_active_tasks_pending_revocation()->value() - 1;
        for (int i = 0; i < l_active_tasks_pending_revocation; i++) {
            m_active_tasks_pending_revocation->push_back(std::move(std::unique_ptr<assigned_task_ids_t>(new assigned_task_ids_t(m__io, this, m__root))));
        }
    }
    m_num_standby_tasks_pending_revocation.emplace(m__io);
    n_standby_tasks_pending_revocation = true;
    if (num_standby_tasks_pending_revocation()->value() > 0) {
        n_standby_tasks_pending_revocation = false;
        m_standby_tasks_pending_revocation.emplace();
        const int l_standby_tasks_pending_revocation = num_standby_tasks_pending_revocation()->value() - 1;
        for (int i = 0; i < l_standby_tasks_pending_revocation; i++) {
            m_standby_tasks_pending_revocation->push_back(std::move(std::unique_ptr<assigned_task_ids_t>(new assigned_task_ids_t(m__io, this, m__root))));
        }
    }
    m_num_warmup_tasks_pending_revocation.emplace(m__io);
    n_warmup_tasks_pending_revocation = true;
    if (num_warmup_tasks_pending_revocation()->value() > 0) {
        n_warmup_tasks_pending_revocation = false;
        m_warmup_tasks_pending_revocation.emplace();
        const int l_warmup_tasks_pending_revocation = num_warmup_tasks_pending_revocation()->value() - 1;
        for (int i = 0; i < l_warmup_tasks_pending_revocation; i++) {
            m_warmup_tasks_pending_revocation->push_back(std::move(std::unique_ptr<assigned_task_ids_t>(new assigned_task_ids_t(m__io, this, m__root))));
        }
    }
    m_tagged_fields.emplace(m__io);
}

kafka_consumer_offsets_t::streams_group_current_member_assignment_value_t::~streams_group_current_member_assignment_value_t() {
    _clean_up();
}

void kafka_consumer_offsets_t::streams_group_current_member_assignment_value_t::_clean_up() {
    if (!n_active_tasks) {
    }
    if (!n_standby_tasks) {
    }
    if (!n_warmup_tasks) {
    }
    if (!n_active_tasks_pending_revocation) {
    }
    if (!n_standby_tasks_pending_revocation) {
    }
    if (!n_warmup_tasks_pending_revocation) {
    }
}

kafka_consumer_offsets_t::streams_group_member_metadata_value_t::streams_group_member_metadata_value_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::value_t* p__parent, kafka_consumer_offsets_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_instance_id = nullptr;
    m_rack_id = nullptr;
    m_client_id = nullptr;
    m_client_host = nullptr;
    m_process_id = nullptr;
    m_user_endpoint = nullptr;
    m_num_client_tags = nullptr;
    m_client_tags = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_consumer_offsets_t::streams_group_member_metadata_value_t::_read() {
    m_instance_id.emplace(m__io);
    m_rack_id.emplace(m__io);
    m_client_id = std::unique_ptr<kafka_compact_string_t>(new kafka_compact_string_t(m__io));
    m_client_host = std::unique_ptr<kafka_compact_string_t>(new kafka_compact_string_t(m__io));
    m_rebalance_timeout_ms = m__io->read_s4be();
    m_topology_epoch = m__io->read_s4be();
    m_process_id.emplace(m__io);
    m_present_user_endpoint = m__io->read_s1();
    n_user_endpoint = true;
    if (present_user_endpoint() >= 0) {
        n_user_endpoint = false;
        m_user_endpoint = std::unique_ptr<endpoint_t>(new endpoint_t(m__io, this, m__root));
    }
    m_num_client_tags.emplace(m__io);
    n_client_tags = true;
    if (num_client_tags()->value() > 0) {
        n_client_tags = false;
        m_client_tags.emplace();
        const int l_client_tags = num_client_tags()->value() - 1;
        for (int i = 0; i < l_client_tags; i++) {
            m_client_tags->push_back(std::move(std::unique_ptr<key_value_t>(new key_value_t(m__io, this, m__root))));
        }
    }
    m_tagged_fields.emplace(m__io);
}

kafka_consumer_offsets_t::streams_group_member_metadata_value_t::~streams_group_member_metadata_value_t() {
    _clean_up();
}

void kafka_consumer_offsets_t::streams_group_member_metadata_value_t::_clean_up() {
    if (!n_user_endpoint) {
    }
    if (!n_client_tags) {
    }
}

kafka_consumer_offsets_t::streams_group_metadata_tagged_field_t::streams_group_metadata_tagged_field_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::streams_group_metadata_value_t* p__parent, kafka_consumer_offsets_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_tag = nullptr;
    m_len_data = nullptr;
    m__io__raw_data = nullptr;
    _read();
}

void kafka_consumer_offsets_t::streams_group_metadata_tagged_field_t::_read() {
    m_tag.emplace(m__io);
    m_len_data.emplace(m__io);
    n_data = true;
    switch (tag()->value()) {
    case 0: {
        n_data = false;
        m__raw_data = m__io->read_bytes(len_data()->value());
        m__io__raw_data = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_data));
        m_data = std::unique_ptr<validated_topology_epoch_tag_t>(new validated_topology_epoch_tag_t(m__io__raw_data.get(), this, m__root));
        break;
    }
    case 1: {
        n_data = false;
        m__raw_data = m__io->read_bytes(len_data()->value());
        m__io__raw_data = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_data));
        m_data = std::unique_ptr<last_assignment_configs_tag_t>(new last_assignment_configs_tag_t(m__io__raw_data.get(), this, m__root));
        break;
    }
    case 2: {
        n_data = false;
        m__raw_data = m__io->read_bytes(len_data()->value());
        m__io__raw_data = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_data));
        m_data = std::unique_ptr<stored_description_topology_epoch_tag_t>(new stored_description_topology_epoch_tag_t(m__io__raw_data.get(), this, m__root));
        break;
    }
    case 3: {
        n_data = false;
        m__raw_data = m__io->read_bytes(len_data()->value());
        m__io__raw_data = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_data));
        m_data = std::unique_ptr<failed_description_topology_epoch_tag_t>(new failed_description_topology_epoch_tag_t(m__io__raw_data.get(), this, m__root));
        break;
    }
    default: {
        m__raw_data = m__io->read_bytes(len_data()->value());
        break;
    }
    }
}

kafka_consumer_offsets_t::streams_group_metadata_tagged_field_t::~streams_group_metadata_tagged_field_t() {
    _clean_up();
}

void kafka_consumer_offsets_t::streams_group_metadata_tagged_field_t::_clean_up() {
    if (!n_data) {
    }
}

kafka_consumer_offsets_t::streams_group_metadata_value_t::streams_group_metadata_value_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::value_t* p__parent, kafka_consumer_offsets_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_num_tagged_fields = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_consumer_offsets_t::streams_group_metadata_value_t::_read() {
    m_epoch = m__io->read_s4be();
    m_metadata_hash = m__io->read_s8be();
    m_num_tagged_fields.emplace(m__io);
    m_tagged_fields.emplace();
    const int l_tagged_fields = num_tagged_fields()->value();
    for (int i = 0; i < l_tagged_fields; i++) {
        m_tagged_fields->push_back(std::move(std::unique_ptr<streams_group_metadata_tagged_field_t>(new streams_group_metadata_tagged_field_t(m__io, this, m__root))));
    }
}

kafka_consumer_offsets_t::streams_group_metadata_value_t::~streams_group_metadata_value_t() {
    _clean_up();
}

void kafka_consumer_offsets_t::streams_group_metadata_value_t::_clean_up() {
}

kafka_consumer_offsets_t::streams_group_target_assignment_member_value_t::streams_group_target_assignment_member_value_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::value_t* p__parent, kafka_consumer_offsets_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_num_active_tasks = nullptr;
    m_active_tasks = nullptr;
    m_num_standby_tasks = nullptr;
    m_standby_tasks = nullptr;
    m_num_warmup_tasks = nullptr;
    m_warmup_tasks = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_consumer_offsets_t::streams_group_target_assignment_member_value_t::_read() {
    m_num_active_tasks.emplace(m__io);
    n_active_tasks = true;
    if (num_active_tasks()->value() > 0) {
        n_active_tasks = false;
        m_active_tasks.emplace();
        const int l_active_tasks = num_active_tasks()->value() - 1;
        for (int i = 0; i < l_active_tasks; i++) {
            m_active_tasks->push_back(std::move(std::unique_ptr<task_ids_t>(new task_ids_t(m__io, this, m__root))));
        }
    }
    m_num_standby_tasks.emplace(m__io);
    n_standby_tasks = true;
    if (num_standby_tasks()->value() > 0) {
        n_standby_tasks = false;
        m_standby_tasks.emplace();
        const int l_standby_tasks = num_standby_tasks()->value() - 1;
        for (int i = 0; i < l_standby_tasks; i++) {
            m_standby_tasks->push_back(std::move(std::unique_ptr<task_ids_t>(new task_ids_t(m__io, this, m__root))));
        }
    }
    m_num_warmup_tasks.emplace(m__io);
    n_warmup_tasks = true;
    if (num_warmup_tasks()->value() > 0) {
        n_warmup_tasks = false;
        m_warmup_tasks.emplace();
        const int l_warmup_tasks = num_warmup_tasks()->value() - 1;
        for (int i = 0; i < l_warmup_tasks; i++) {
            m_warmup_tasks->push_back(std::move(std::unique_ptr<task_ids_t>(new task_ids_t(m__io, this, m__root))));
        }
    }
    m_tagged_fields.emplace(m__io);
}

kafka_consumer_offsets_t::streams_group_target_assignment_member_value_t::~streams_group_target_assignment_member_value_t() {
    _clean_up();
}

void kafka_consumer_offsets_t::streams_group_target_assignment_member_value_t::_clean_up() {
    if (!n_active_tasks) {
    }
    if (!n_standby_tasks) {
    }
    if (!n_warmup_tasks) {
    }
}

kafka_consumer_offsets_t::streams_group_topology_value_t::streams_group_topology_value_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::value_t* p__parent, kafka_consumer_offsets_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_num_subtopologies = nullptr;
    m_subtopologies = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_consumer_offsets_t::streams_group_topology_value_t::_read() {
    m_epoch = m__io->read_s4be();
    m_num_subtopologies.emplace(m__io);
    n_subtopologies = true;
    if (num_subtopologies()->value() > 0) {
        n_subtopologies = false;
        m_subtopologies.emplace();
        const int l_subtopologies = num_subtopologies()->value() - 1;
        for (int i = 0; i < l_subtopologies; i++) {
            m_subtopologies->push_back(std::move(std::unique_ptr<subtopology_t>(new subtopology_t(m__io, this, m__root))));
        }
    }
    m_tagged_fields.emplace(m__io);
}

kafka_consumer_offsets_t::streams_group_topology_value_t::~streams_group_topology_value_t() {
    _clean_up();
}

void kafka_consumer_offsets_t::streams_group_topology_value_t::_clean_up() {
    if (!n_subtopologies) {
    }
}

kafka_consumer_offsets_t::streams_topic_info_t::streams_topic_info_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::subtopology_t* p__parent, kafka_consumer_offsets_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_name = nullptr;
    m_num_topic_configs = nullptr;
    m_topic_configs = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_consumer_offsets_t::streams_topic_info_t::_read() {
    m_name.emplace(m__io);
    m_partitions = m__io->read_s4be();
    m_replication_factor = m__io->read_s2be();
    m_num_topic_configs.emplace(m__io);
    n_topic_configs = true;
    if (num_topic_configs()->value() > 0) {
        n_topic_configs = false;
        m_topic_configs.emplace();
        const int l_topic_configs = num_topic_configs()->value() - 1;
        for (int i = 0; i < l_topic_configs; i++) {
            m_topic_configs->push_back(std::move(std::unique_ptr<key_value_t>(new key_value_t(m__io, this, m__root))));
        }
    }
    m_tagged_fields.emplace(m__io);
}

kafka_consumer_offsets_t::streams_topic_info_t::~streams_topic_info_t() {
    _clean_up();
}

void kafka_consumer_offsets_t::streams_topic_info_t::_clean_up() {
    if (!n_topic_configs) {
    }
}

kafka_consumer_offsets_t::subtopology_t::subtopology_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::streams_group_topology_value_t* p__parent, kafka_consumer_offsets_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_subtopology_id = nullptr;
    m_num_source_topics = nullptr;
    m_source_topics = nullptr;
    m_num_source_topic_regex = nullptr;
    m_source_topic_regex = nullptr;
    m_num_state_changelog_topics = nullptr;
    m_state_changelog_topics = nullptr;
    m_num_repartition_sink_topics = nullptr;
    m_repartition_sink_topics = nullptr;
    m_num_repartition_source_topics = nullptr;
    m_repartition_source_topics = nullptr;
    m_num_copartition_groups = nullptr;
    m_copartition_groups = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_consumer_offsets_t::subtopology_t::_read() {
    m_subtopology_id.emplace(m__io);
    m_num_source_topics.emplace(m__io);
    n_source_topics = true;
    if (num_source_topics()->value() > 0) {
        n_source_topics = false;
        m_source_topics.emplace();
        const int l_source_topics = num_source_topics()->value() - 1;
        for (int i = 0; i < l_source_topics; i++) {
            m_source_topics->push_back(std::move(std::unique_ptr<kafka_compact_string_t>(new kafka_compact_string_t(m__io))));
        }
    }
    m_num_source_topic_regex.emplace(m__io);
    n_source_topic_regex = true;
    if (num_source_topic_regex()->value() > 0) {
        n_source_topic_regex = false;
        m_source_topic_regex.emplace();
        const int l_source_topic_regex = num_source_topic_regex()->value() - 1;
        for (int i = 0; i < l_source_topic_regex; i++) {
            m_source_topic_regex->push_back(std::move(std::unique_ptr<kafka_compact_string_t>(new kafka_compact_string_t(m__io))));
        }
    }
    m_num_state_changelog_topics.emplace(m__io);
    n_state_changelog_topics = true;
    if (num_state_changelog_topics()->value() > 0) {
        n_state_changelog_topics = false;
        m_state_changelog_topics.emplace();
        const int l_state_changelog_topics = num_state_changelog_topics()->value() - 1;
        for (int i = 0; i < l_state_changelog_topics; i++) {
            m_state_changelog_topics->push_back(std::move(std::unique_ptr<streams_topic_info_t>(new streams_topic_info_t(m__io, this, m__root))));
        }
    }
    m_num_repartition_sink_topics.emplace(m__io);
    n_repartition_sink_topics = true;
    if (num_repartition_sink_topics()->value() > 0) {
        n_repartition_sink_topics = false;
        m_repartition_sink_topics.emplace();
        const int l_repartition_sink_topics = num_repartition_sink_topics()->value() - 1;
        for (int i = 0; i < l_repartition_sink_topics; i++) {
            m_repartition_sink_topics->push_back(std::move(std::unique_ptr<kafka_compact_string_t>(new kafka_compact_string_t(m__io))));
        }
    }
    m_num_repartition_source_topics.emplace(m__io);
    n_repartition_source_topics = true;
    if (num_repartition_source_topics()->value() > 0) {
        n_repartition_source_topics = false;
        m_repartition_source_topics.emplace();
        const int l_repartition_source_topics = num_repartition_source_topics()->value() - 1;
        for (int i = 0; i < l_repartition_source_topics; i++) {
            m_repartition_source_topics->push_back(std::move(std::unique_ptr<streams_topic_info_t>(new streams_topic_info_t(m__io, this, m__root))));
        }
    }
    m_num_copartition_groups.emplace(m__io);
    n_copartition_groups = true;
    if (num_copartition_groups()->value() > 0) {
        n_copartition_groups = false;
        m_copartition_groups.emplace();
        const int l_copartition_groups = num_copartition_groups()->value() - 1;
        for (int i = 0; i < l_copartition_groups; i++) {
            m_copartition_groups->push_back(std::move(std::unique_ptr<copartition_group_t>(new copartition_group_t(m__io, this, m__root))));
        }
    }
    m_tagged_fields.emplace(m__io);
}

kafka_consumer_offsets_t::subtopology_t::~subtopology_t() {
    _clean_up();
}

void kafka_consumer_offsets_t::subtopology_t::_clean_up() {
    if (!n_source_topics) {
    }
    if (!n_source_topic_regex) {
    }
    if (!n_state_changelog_topics) {
    }
    if (!n_repartition_sink_topics) {
    }
    if (!n_repartition_source_topics) {
    }
    if (!n_copartition_groups) {
    }
}

kafka_consumer_offsets_t::target_assignment_member_value_t::target_assignment_member_value_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::value_t* p__parent, kafka_consumer_offsets_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_num_topic_partitions = nullptr;
    m_topic_partitions = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_consumer_offsets_t::target_assignment_member_value_t::_read() {
    m_num_topic_partitions.emplace(m__io);
    n_topic_partitions = true;
    if (num_topic_partitions()->value() > 0) {
        n_topic_partitions = false;
        m_topic_partitions.emplace();
        const int l_topic_partitions = num_topic_partitions()->value() - 1;
        for (int i = 0; i < l_topic_partitions; i++) {
            m_topic_partitions->push_back(std::move(std::unique_ptr<topic_partitions_t>(new topic_partitions_t(m__io, this, m__root))));
        }
    }
    m_tagged_fields.emplace(m__io);
}

kafka_consumer_offsets_t::target_assignment_member_value_t::~target_assignment_member_value_t() {
    _clean_up();
}

void kafka_consumer_offsets_t::target_assignment_member_value_t::_clean_up() {
    if (!n_topic_partitions) {
    }
}

kafka_consumer_offsets_t::target_assignment_metadata_value_t::target_assignment_metadata_value_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::value_t* p__parent, kafka_consumer_offsets_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_num_tagged_fields = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_consumer_offsets_t::target_assignment_metadata_value_t::_read() {
    m_assignment_epoch = m__io->read_s4be();
    m_num_tagged_fields.emplace(m__io);
    m_tagged_fields.emplace();
    const int l_tagged_fields = num_tagged_fields()->value();
    for (int i = 0; i < l_tagged_fields; i++) {
        m_tagged_fields->push_back(std::move(std::unique_ptr<assignment_timestamp_tagged_field_t>(new assignment_timestamp_tagged_field_t(m__io, this, m__root))));
    }
}

kafka_consumer_offsets_t::target_assignment_metadata_value_t::~target_assignment_metadata_value_t() {
    _clean_up();
}

void kafka_consumer_offsets_t::target_assignment_metadata_value_t::_clean_up() {
}

kafka_consumer_offsets_t::task_ids_t::task_ids_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::streams_group_target_assignment_member_value_t* p__parent, kafka_consumer_offsets_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_subtopology_id = nullptr;
    m_num_partitions = nullptr;
    m_partitions = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_consumer_offsets_t::task_ids_t::_read() {
    m_subtopology_id.emplace(m__io);
    m_num_partitions = std::unique_ptr<kafka_uvarint_t>(new kafka_uvarint_t(m__io));
    n_partitions = true;
    if (num_partitions()->value() > 0) {
        n_partitions = false;
        m_partitions = std::unique_ptr<std::vector<int32_t>>(new std::vector<int32_t>());
        const int l_partitions = num_partitions()->value() - 1;
        for (int i = 0; i < l_partitions; i++) {
            m_partitions->push_back(std::move(m__io->read_s4be()));
        }
    }
    m_tagged_fields.emplace(m__io);
}

kafka_consumer_offsets_t::task_ids_t::~task_ids_t() {
    _clean_up();
}

void kafka_consumer_offsets_t::task_ids_t::_clean_up() {
    if (!n_partitions) {
    }
}

kafka_consumer_offsets_t::topic_id_tag_t::topic_id_tag_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::offset_commit_tagged_field_t* p__parent, kafka_consumer_offsets_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_topic_id = nullptr;
    _read();
}

void kafka_consumer_offsets_t::topic_id_tag_t::_read() {
    m_topic_id.emplace(m__io);
}

kafka_consumer_offsets_t::topic_id_tag_t::~topic_id_tag_t() {
    _clean_up();
}

void kafka_consumer_offsets_t::topic_id_tag_t::_clean_up() {
}

kafka_consumer_offsets_t::topic_info_t::topic_info_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::share_group_state_partition_metadata_value_t* p__parent, kafka_consumer_offsets_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_topic_id = nullptr;
    m_topic_name = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_consumer_offsets_t::topic_info_t::_read() {
    m_topic_id.emplace(m__io);
    m_topic_name.emplace(m__io);
    m_tagged_fields.emplace(m__io);
}

kafka_consumer_offsets_t::topic_info_t::~topic_info_t() {
    _clean_up();
}

void kafka_consumer_offsets_t::topic_info_t::_clean_up() {
}

kafka_consumer_offsets_t::topic_metadata_t::topic_metadata_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::consumer_group_partition_metadata_value_t* p__parent, kafka_consumer_offsets_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_topic_id = nullptr;
    m_topic_name = nullptr;
    m_num_partition_metadata = nullptr;
    m_partition_metadata = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_consumer_offsets_t::topic_metadata_t::_read() {
    m_topic_id.emplace(m__io);
    m_topic_name.emplace(m__io);
    m_num_partitions = m__io->read_s4be();
    m_num_partition_metadata.emplace(m__io);
    n_partition_metadata = true;
    if (num_partition_metadata()->value() > 0) {
        n_partition_metadata = false;
        m_partition_metadata.emplace();
        const int l_partition_metadata = num_partition_metadata()->value() - 1;
        for (int i = 0; i < l_partition_metadata; i++) {
            m_partition_metadata->push_back(std::move(std::unique_ptr<partition_racks_t>(new partition_racks_t(m__io, this, m__root))));
        }
    }
    m_tagged_fields.emplace(m__io);
}

kafka_consumer_offsets_t::topic_metadata_t::~topic_metadata_t() {
    _clean_up();
}

void kafka_consumer_offsets_t::topic_metadata_t::_clean_up() {
    if (!n_partition_metadata) {
    }
}

kafka_consumer_offsets_t::topic_partitions_t::topic_partitions_t(kaitai::kstream* p__io, kaitai::kstruct* p__parent, kafka_consumer_offsets_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_topic_id = nullptr;
    m_num_partitions = nullptr;
    m_partitions = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_consumer_offsets_t::topic_partitions_t::_read() {
    m_topic_id.emplace(m__io);
    m_num_partitions = std::unique_ptr<kafka_uvarint_t>(new kafka_uvarint_t(m__io));
    n_partitions = true;
    if (num_partitions()->value() > 0) {
        n_partitions = false;
        m_partitions = std::unique_ptr<std::vector<int32_t>>(new std::vector<int32_t>());
        const int l_partitions = num_partitions()->value() - 1;
        for (int i = 0; i < l_partitions; i++) {
            m_partitions->push_back(std::move(m__io->read_s4be()));
        }
    }
    m_tagged_fields.emplace(m__io);
}

kafka_consumer_offsets_t::topic_partitions_t::~topic_partitions_t() {
    _clean_up();
}

void kafka_consumer_offsets_t::topic_partitions_t::_clean_up() {
    if (!n_partitions) {
    }
}

kafka_consumer_offsets_t::topic_partitions_info_t::topic_partitions_info_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::share_group_state_partition_metadata_value_t* p__parent, kafka_consumer_offsets_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_topic_id = nullptr;
    m_topic_name = nullptr;
    m_num_partitions = nullptr;
    m_partitions = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_consumer_offsets_t::topic_partitions_info_t::_read() {
    m_topic_id.emplace(m__io);
    m_topic_name.emplace(m__io);
    m_num_partitions = std::unique_ptr<kafka_uvarint_t>(new kafka_uvarint_t(m__io));
    n_partitions = true;
    if (num_partitions()->value() > 0) {
        n_partitions = false;
        m_partitions = std::unique_ptr<std::vector<int32_t>>(new std::vector<int32_t>());
        const int l_partitions = num_partitions()->value() - 1;
        for (int i = 0; i < l_partitions; i++) {
            m_partitions->push_back(std::move(m__io->read_s4be()));
        }
    }
    m_tagged_fields.emplace(m__io);
}

kafka_consumer_offsets_t::topic_partitions_info_t::~topic_partitions_info_t() {
    _clean_up();
}

void kafka_consumer_offsets_t::topic_partitions_info_t::_clean_up() {
    if (!n_partitions) {
    }
}

kafka_consumer_offsets_t::validated_topology_epoch_tag_t::validated_topology_epoch_tag_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::streams_group_metadata_tagged_field_t* p__parent, kafka_consumer_offsets_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    _read();
}

void kafka_consumer_offsets_t::validated_topology_epoch_tag_t::_read() {
    m_validated_topology_epoch = m__io->read_s4be();
}

kafka_consumer_offsets_t::validated_topology_epoch_tag_t::~validated_topology_epoch_tag_t() {
    _clean_up();
}

void kafka_consumer_offsets_t::validated_topology_epoch_tag_t::_clean_up() {
}

kafka_consumer_offsets_t::value_t::value_t(int16_t p_record_type, kaitai::kstream* p__io, kafka_consumer_offsets_t* p__parent, kafka_consumer_offsets_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_record_type = p_record_type;
    m__io__raw_body = nullptr;
    f_max_version = false;
    _read();
}

void kafka_consumer_offsets_t::value_t::_read() {
    m_version = m__io->read_s2be();
    if (!(m_version >= 0)) {
        throw kaitai::validation_less_than_error<int16_t>(0, m_version, m__io, std::string("/types/value/seq/0"));
    }
    if (!(m_version <= 4)) {
        throw kaitai::validation_greater_than_error<int16_t>(4, m_version, m__io, std::string("/types/value/seq/0"));
    }
    n_body = true;
    switch (((version() <= max_version()) ? (record_type()) : (-1))) {
    case 0: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<offset_commit_value_t>(new offset_commit_value_t(version(), m__io__raw_body.get(), this, m__root));
        break;
    }
    case 1: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<offset_commit_value_t>(new offset_commit_value_t(version(), m__io__raw_body.get(), this, m__root));
        break;
    }
    case 10: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<share_group_member_metadata_value_t>(new share_group_member_metadata_value_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case 11: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<share_group_metadata_value_t>(new share_group_metadata_value_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case 12: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<target_assignment_metadata_value_t>(new target_assignment_metadata_value_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case 13: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<target_assignment_member_value_t>(new target_assignment_member_value_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case 14: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<share_group_current_member_assignment_value_t>(new share_group_current_member_assignment_value_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case 15: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<share_group_state_partition_metadata_value_t>(new share_group_state_partition_metadata_value_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case 16: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<consumer_group_regular_expression_value_t>(new consumer_group_regular_expression_value_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case 17: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<streams_group_metadata_value_t>(new streams_group_metadata_value_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case 19: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<streams_group_member_metadata_value_t>(new streams_group_member_metadata_value_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case 2: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<group_metadata_value_t>(new group_metadata_value_t(version(), m__io__raw_body.get(), this, m__root));
        break;
    }
    case 20: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<target_assignment_metadata_value_t>(new target_assignment_metadata_value_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case 21: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<streams_group_target_assignment_member_value_t>(new streams_group_target_assignment_member_value_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case 22: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<streams_group_current_member_assignment_value_t>(new streams_group_current_member_assignment_value_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case 23: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<streams_group_topology_value_t>(new streams_group_topology_value_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case 3: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<consumer_group_metadata_value_t>(new consumer_group_metadata_value_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case 4: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<consumer_group_partition_metadata_value_t>(new consumer_group_partition_metadata_value_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case 5: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<consumer_group_member_metadata_value_t>(new consumer_group_member_metadata_value_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case 6: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<target_assignment_metadata_value_t>(new target_assignment_metadata_value_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case 7: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<target_assignment_member_value_t>(new target_assignment_member_value_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case 8: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<consumer_group_current_member_assignment_value_t>(new consumer_group_current_member_assignment_value_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    default: {
        m__raw_body = m__io->read_bytes_full();
        break;
    }
    }
}

kafka_consumer_offsets_t::value_t::~value_t() {
    _clean_up();
}

void kafka_consumer_offsets_t::value_t::_clean_up() {
    if (!n_body) {
    }
}

int8_t kafka_consumer_offsets_t::value_t::max_version() {
    if (f_max_version)
        return m_max_version;
    f_max_version = true;
    m_max_version = (( ((record_type() == 1) || (record_type() == 2)) ) ? (4) : (0));
    return m_max_version;
}

bool kafka_consumer_offsets_t::is_tombstone() {
    if (f_is_tombstone)
        return m_is_tombstone;
    f_is_tombstone = true;
    m_is_tombstone = len_value() < 0;
    return m_is_tombstone;
}
