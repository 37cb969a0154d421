// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

#include "kafka_transaction_state.h"
#include "kaitai/exceptions.h"
const std::set<kafka_transaction_state_t::transaction_state_t> kafka_transaction_state_t::_values_transaction_state_t{
    kafka_transaction_state_t::TRANSACTION_STATE_EMPTY,
    kafka_transaction_state_t::TRANSACTION_STATE_ONGOING,
    kafka_transaction_state_t::TRANSACTION_STATE_PREPARE_COMMIT,
    kafka_transaction_state_t::TRANSACTION_STATE_PREPARE_ABORT,
    kafka_transaction_state_t::TRANSACTION_STATE_COMPLETE_COMMIT,
    kafka_transaction_state_t::TRANSACTION_STATE_COMPLETE_ABORT,
    kafka_transaction_state_t::TRANSACTION_STATE_DEAD,
    kafka_transaction_state_t::TRANSACTION_STATE_PREPARE_EPOCH_FENCE,
};
bool kafka_transaction_state_t::_is_defined_transaction_state_t(kafka_transaction_state_t::transaction_state_t v) {
    return kafka_transaction_state_t::_values_transaction_state_t.find(v) != kafka_transaction_state_t::_values_transaction_state_t.end();
}

kafka_transaction_state_t::kafka_transaction_state_t(int32_t p_len_key, int32_t p_len_value, kaitai::kstream* p__io, kaitai::kstruct* p__parent, kafka_transaction_state_t* p__root) : kaitai::kstruct(p__io) {
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

void kafka_transaction_state_t::_read() {
    m__raw_key = m__io->read_bytes(len_key());
    m__io__raw_key = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_key));
    m_key = std::unique_ptr<key_t>(new key_t(m__io__raw_key.get(), this, m__root));
    n_value = true;
    if ( ((len_value() >= 0) && (key()->is_known())) ) {
        n_value = false;
        m__raw_value = m__io->read_bytes(len_value());
        m__io__raw_value = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_value));
        m_value = std::unique_ptr<value_t>(new value_t(m__io__raw_value.get(), this, m__root));
    }
}

kafka_transaction_state_t::~kafka_transaction_state_t() {
    _clean_up();
}

void kafka_transaction_state_t::_clean_up() {
    if (!n_value) {
    }
}

kafka_transaction_state_t::client_transaction_version_tag_t::client_transaction_version_tag_t(kaitai::kstream* p__io, kafka_transaction_state_t::transaction_log_tagged_field_t* p__parent, kafka_transaction_state_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    _read();
}

void kafka_transaction_state_t::client_transaction_version_tag_t::_read() {
    m_client_transaction_version = m__io->read_s2be();
}

kafka_transaction_state_t::client_transaction_version_tag_t::~client_transaction_version_tag_t() {
    _clean_up();
}

void kafka_transaction_state_t::client_transaction_version_tag_t::_clean_up() {
}

kafka_transaction_state_t::key_t::key_t(kaitai::kstream* p__io, kafka_transaction_state_t* p__parent, kafka_transaction_state_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m__io__raw_body = nullptr;
    f_is_known = false;
    _read();
}

void kafka_transaction_state_t::key_t::_read() {
    m_version = m__io->read_s2be();
    n_body = true;
    switch (version()) {
    case 0: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<transaction_log_key_t>(new transaction_log_key_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    default: {
        m__raw_body = m__io->read_bytes_full();
        break;
    }
    }
}

kafka_transaction_state_t::key_t::~key_t() {
    _clean_up();
}

void kafka_transaction_state_t::key_t::_clean_up() {
    if (!n_body) {
    }
}

bool kafka_transaction_state_t::key_t::is_known() {
    if (f_is_known)
        return m_is_known;
    f_is_known = true;
    m_is_known = version() == 0;
    return m_is_known;
}

kafka_transaction_state_t::next_producer_epoch_tag_t::next_producer_epoch_tag_t(kaitai::kstream* p__io, kafka_transaction_state_t::transaction_log_tagged_field_t* p__parent, kafka_transaction_state_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    _read();
}

void kafka_transaction_state_t::next_producer_epoch_tag_t::_read() {
    m_next_producer_epoch = m__io->read_s2be();
}

kafka_transaction_state_t::next_producer_epoch_tag_t::~next_producer_epoch_tag_t() {
    _clean_up();
}

void kafka_transaction_state_t::next_producer_epoch_tag_t::_clean_up() {
}

kafka_transaction_state_t::next_producer_id_tag_t::next_producer_id_tag_t(kaitai::kstream* p__io, kafka_transaction_state_t::transaction_log_tagged_field_t* p__parent, kafka_transaction_state_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    _read();
}

void kafka_transaction_state_t::next_producer_id_tag_t::_read() {
    m_next_producer_id = m__io->read_s8be();
}

kafka_transaction_state_t::next_producer_id_tag_t::~next_producer_id_tag_t() {
    _clean_up();
}

void kafka_transaction_state_t::next_producer_id_tag_t::_clean_up() {
}

kafka_transaction_state_t::partitions_schema_t::partitions_schema_t(int16_t p_version, kaitai::kstream* p__io, kafka_transaction_state_t::transaction_log_value_t* p__parent, kafka_transaction_state_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_version = p_version;
    m_num_partition_ids = nullptr;
    m_partition_ids = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_transaction_state_t::partitions_schema_t::_read() {
    n_topic = true;
    {
        bool on = version() >= 1;
        if (on == false) {
            n_topic = false;
            m_topic = std::unique_ptr<kafka_string_t>(new kafka_string_t(m__io));
        }
        else if (on == true) {
            n_topic = false;
            m_topic = std::unique_ptr<kafka_compact_string_t>(new kafka_compact_string_t(m__io));
        }
    }
    n_num_partition_ids = true;
    if (version() >= 1) {
        n_num_partition_ids = false;
        m_num_partition_ids.emplace(m__io);
    }
    n_num_partition_ids_legacy = true;
    if (version() < 1) {
        n_num_partition_ids_legacy = false;
        m_num_partition_ids_legacy = m__io->read_s4be();
        if (!(m_num_partition_ids_legacy >= 0)) {
            throw kaitai::validation_less_than_error<int32_t>(0, m_num_partition_ids_legacy, m__io, std::string("/types/partitions_schema/seq/2"));
        }
    }
    m_partition_ids.emplace();
    const int l_partition_ids = ((version() >= 1) ? (num_partition_ids()->value() - 1) : (num_partition_ids_legacy()));
    for (int i = 0; i < l_partition_ids; i++) {
        m_partition_ids->push_back(std::move(m__io->read_s4be()));
    }
    n_tagged_fields = true;
    if (version() >= 1) {
        n_tagged_fields = false;
        m_tagged_fields.emplace(m__io);
    }
}

kafka_transaction_state_t::partitions_schema_t::~partitions_schema_t() {
    _clean_up();
}

void kafka_transaction_state_t::partitions_schema_t::_clean_up() {
    if (!n_topic) {
    }
    if (!n_num_partition_ids) {
    }
    if (!n_num_partition_ids_legacy) {
    }
    if (!n_tagged_fields) {
    }
}

kafka_transaction_state_t::previous_producer_id_tag_t::previous_producer_id_tag_t(kaitai::kstream* p__io, kafka_transaction_state_t::transaction_log_tagged_field_t* p__parent, kafka_transaction_state_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    _read();
}

void kafka_transaction_state_t::previous_producer_id_tag_t::_read() {
    m_previous_producer_id = m__io->read_s8be();
}

kafka_transaction_state_t::previous_producer_id_tag_t::~previous_producer_id_tag_t() {
    _clean_up();
}

void kafka_transaction_state_t::previous_producer_id_tag_t::_clean_up() {
}

kafka_transaction_state_t::transaction_log_key_t::transaction_log_key_t(kaitai::kstream* p__io, kafka_transaction_state_t::key_t* p__parent, kafka_transaction_state_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_transactional_id = nullptr;
    _read();
}

void kafka_transaction_state_t::transaction_log_key_t::_read() {
    m_transactional_id.emplace(m__io);
}

kafka_transaction_state_t::transaction_log_key_t::~transaction_log_key_t() {
    _clean_up();
}

void kafka_transaction_state_t::transaction_log_key_t::_clean_up() {
}

kafka_transaction_state_t::transaction_log_tagged_field_t::transaction_log_tagged_field_t(kaitai::kstream* p__io, kafka_transaction_state_t::transaction_log_value_t* p__parent, kafka_transaction_state_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_tag = nullptr;
    m_len_data = nullptr;
    m__io__raw_data = nullptr;
    _read();
}

void kafka_transaction_state_t::transaction_log_tagged_field_t::_read() {
    m_tag.emplace(m__io);
    m_len_data.emplace(m__io);
    n_data = true;
    switch (tag()->value()) {
    case 0: {
        n_data = false;
        m__raw_data = m__io->read_bytes(len_data()->value());
        m__io__raw_data = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_data));
        m_data = std::unique_ptr<previous_producer_id_tag_t>(new previous_producer_id_tag_t(m__io__raw_data.get(), this, m__root));
        break;
    }
    case 1: {
        n_data = false;
        m__raw_data = m__io->read_bytes(len_data()->value());
        m__io__raw_data = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_data));
        m_data = std::unique_ptr<next_producer_id_tag_t>(new next_producer_id_tag_t(m__io__raw_data.get(), this, m__root));
        break;
    }
    case 2: {
        n_data = false;
        m__raw_data = m__io->read_bytes(len_data()->value());
        m__io__raw_data = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_data));
        m_data = std::unique_ptr<client_transaction_version_tag_t>(new client_transaction_version_tag_t(m__io__raw_data.get(), this, m__root));
        break;
    }
    case 3: {
        n_data = false;
        m__raw_data = m__io->read_bytes(len_data()->value());
        m__io__raw_data = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_data));
        m_data = std::unique_ptr<next_producer_epoch_tag_t>(new next_producer_epoch_tag_t(m__io__raw_data.get(), this, m__root));
        break;
    }
    default: {
        m__raw_data = m__io->read_bytes(len_data()->value());
        break;
    }
    }
}

kafka_transaction_state_t::transaction_log_tagged_field_t::~transaction_log_tagged_field_t() {
    _clean_up();
}

void kafka_transaction_state_t::transaction_log_tagged_field_t::_clean_up() {
    if (!n_data) {
    }
}

kafka_transaction_state_t::transaction_log_value_t::transaction_log_value_t(int16_t p_version, kaitai::kstream* p__io, kafka_transaction_state_t::value_t* p__parent, kafka_transaction_state_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_version = p_version;
    m_num_transaction_partitions = nullptr;
    m_transaction_partitions = nullptr;
    m_num_tagged_fields = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_transaction_state_t::transaction_log_value_t::_read() {
    m_producer_id = m__io->read_s8be();
    m_producer_epoch = m__io->read_s2be();
    m_transaction_timeout_ms = m__io->read_s4be();
    m_transaction_status = static_cast<kafka_transaction_state_t::transaction_state_t>(m__io->read_s1());
    n_num_transaction_partitions = true;
    if (version() >= 1) {
        n_num_transaction_partitions = false;
        m_num_transaction_partitions.emplace(m__io);
    }
    n_num_transaction_partitions_legacy = true;
    if (version() < 1) {
        n_num_transaction_partitions_legacy = false;
        m_num_transaction_partitions_legacy = m__io->read_s4be();
    }
    n_transaction_partitions = true;
    if (((version() >= 1) ? (num_transaction_partitions()->value() > 0) : (num_transaction_partitions_legacy() >= 0))) {
        n_transaction_partitions = false;
        m_transaction_partitions.emplace();
        const int l_transaction_partitions = ((version() >= 1) ? (num_transaction_partitions()->value() - 1) : (num_transaction_partitions_legacy()));
        for (int i = 0; i < l_transaction_partitions; i++) {
            m_transaction_partitions->push_back(std::move(std::unique_ptr<partitions_schema_t>(new partitions_schema_t(version(), m__io, this, m__root))));
        }
    }
    m_transaction_last_update_timestamp_ms = m__io->read_s8be();
    m_transaction_start_timestamp_ms = m__io->read_s8be();
    n_num_tagged_fields = true;
    if (version() >= 1) {
        n_num_tagged_fields = false;
        m_num_tagged_fields.emplace(m__io);
    }
    n_tagged_fields = true;
    if (version() >= 1) {
        n_tagged_fields = false;
        m_tagged_fields.emplace();
        const int l_tagged_fields = num_tagged_fields()->value();
        for (int i = 0; i < l_tagged_fields; i++) {
            m_tagged_fields->push_back(std::move(std::unique_ptr<transaction_log_tagged_field_t>(new transaction_log_tagged_field_t(m__io, this, m__root))));
        }
    }
}

kafka_transaction_state_t::transaction_log_value_t::~transaction_log_value_t() {
    _clean_up();
}

void kafka_transaction_state_t::transaction_log_value_t::_clean_up() {
    if (!n_num_transaction_partitions) {
    }
    if (!n_num_transaction_partitions_legacy) {
    }
    if (!n_transaction_partitions) {
    }
    if (!n_num_tagged_fields) {
    }
    if (!n_tagged_fields) {
    }
}

kafka_transaction_state_t::value_t::value_t(kaitai::kstream* p__io, kafka_transaction_state_t* p__parent, kafka_transaction_state_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_body = nullptr;
    _read();
}

void kafka_transaction_state_t::value_t::_read() {
    m_version = m__io->read_s2be();
    if (!(m_version >= 0)) {
        throw kaitai::validation_less_than_error<int16_t>(0, m_version, m__io, std::string("/types/value/seq/0"));
    }
    if (!(m_version <= 1)) {
        throw kaitai::validation_greater_than_error<int16_t>(1, m_version, m__io, std::string("/types/value/seq/0"));
    }
    m_body = std::unique_ptr<transaction_log_value_t>(new transaction_log_value_t(version(), m__io, this, m__root));
}

kafka_transaction_state_t::value_t::~value_t() {
    _clean_up();
}

void kafka_transaction_state_t::value_t::_clean_up() {
}

bool kafka_transaction_state_t::is_tombstone() {
    if (f_is_tombstone)
        return m_is_tombstone;
    f_is_tombstone = true;
    m_is_tombstone = len_value() < 0;
    return m_is_tombstone;
}
