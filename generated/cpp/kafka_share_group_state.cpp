// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

#include "kafka_share_group_state.h"
const std::set<kafka_share_group_state_t::delivery_state_t> kafka_share_group_state_t::_values_delivery_state_t{
    kafka_share_group_state_t::DELIVERY_STATE_AVAILABLE,
    kafka_share_group_state_t::DELIVERY_STATE_ACQUIRED,
    kafka_share_group_state_t::DELIVERY_STATE_ACKNOWLEDGED,
    kafka_share_group_state_t::DELIVERY_STATE_ARCHIVING,
    kafka_share_group_state_t::DELIVERY_STATE_ARCHIVED,
};
bool kafka_share_group_state_t::_is_defined_delivery_state_t(kafka_share_group_state_t::delivery_state_t v) {
    return kafka_share_group_state_t::_values_delivery_state_t.find(v) != kafka_share_group_state_t::_values_delivery_state_t.end();
}
const std::set<kafka_share_group_state_t::share_record_type_t> kafka_share_group_state_t::_values_share_record_type_t{
    kafka_share_group_state_t::SHARE_RECORD_TYPE_SHARE_SNAPSHOT,
    kafka_share_group_state_t::SHARE_RECORD_TYPE_SHARE_UPDATE,
};
bool kafka_share_group_state_t::_is_defined_share_record_type_t(kafka_share_group_state_t::share_record_type_t v) {
    return kafka_share_group_state_t::_values_share_record_type_t.find(v) != kafka_share_group_state_t::_values_share_record_type_t.end();
}

kafka_share_group_state_t::kafka_share_group_state_t(int32_t p_len_key, int32_t p_len_value, kaitai::kstream* p__io, kaitai::kstruct* p__parent, kafka_share_group_state_t* p__root) : kaitai::kstruct(p__io) {
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

void kafka_share_group_state_t::_read() {
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

kafka_share_group_state_t::~kafka_share_group_state_t() {
    _clean_up();
}

void kafka_share_group_state_t::_clean_up() {
    if (!n_value) {
    }
}

kafka_share_group_state_t::delivery_complete_count_t::delivery_complete_count_t(kaitai::kstream* p__io, kafka_share_group_state_t::value_tagged_field_t* p__parent, kafka_share_group_state_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    _read();
}

void kafka_share_group_state_t::delivery_complete_count_t::_read() {
    m_delivery_complete_count = m__io->read_s4be();
}

kafka_share_group_state_t::delivery_complete_count_t::~delivery_complete_count_t() {
    _clean_up();
}

void kafka_share_group_state_t::delivery_complete_count_t::_clean_up() {
}

kafka_share_group_state_t::key_t::key_t(kaitai::kstream* p__io, kafka_share_group_state_t* p__parent, kafka_share_group_state_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m__io__raw_body = nullptr;
    f_is_known = false;
    _read();
}

void kafka_share_group_state_t::key_t::_read() {
    m_record_type = static_cast<kafka_share_group_state_t::share_record_type_t>(m__io->read_s2be());
    n_body = true;
    switch (record_type()) {
    case kafka_share_group_state_t::SHARE_RECORD_TYPE_SHARE_SNAPSHOT: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<share_partition_key_t>(new share_partition_key_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case kafka_share_group_state_t::SHARE_RECORD_TYPE_SHARE_UPDATE: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<share_partition_key_t>(new share_partition_key_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    default: {
        m__raw_body = m__io->read_bytes_full();
        break;
    }
    }
}

kafka_share_group_state_t::key_t::~key_t() {
    _clean_up();
}

void kafka_share_group_state_t::key_t::_clean_up() {
    if (!n_body) {
    }
}

bool kafka_share_group_state_t::key_t::is_known() {
    if (f_is_known)
        return m_is_known;
    f_is_known = true;
    m_is_known =  ((record_type() == kafka_share_group_state_t::SHARE_RECORD_TYPE_SHARE_SNAPSHOT) || (record_type() == kafka_share_group_state_t::SHARE_RECORD_TYPE_SHARE_UPDATE)) ;
    return m_is_known;
}

kafka_share_group_state_t::share_partition_key_t::share_partition_key_t(kaitai::kstream* p__io, kafka_share_group_state_t::key_t* p__parent, kafka_share_group_state_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_group_id = nullptr;
    m_topic_id = nullptr;
    _read();
}

void kafka_share_group_state_t::share_partition_key_t::_read() {
    m_group_id.emplace(m__io);
    m_topic_id.emplace(m__io);
    m_partition = m__io->read_s4be();
}

kafka_share_group_state_t::share_partition_key_t::~share_partition_key_t() {
    _clean_up();
}

void kafka_share_group_state_t::share_partition_key_t::_clean_up() {
}

kafka_share_group_state_t::share_snapshot_value_t::share_snapshot_value_t(kaitai::kstream* p__io, kafka_share_group_state_t::value_t* p__parent, kafka_share_group_state_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_num_state_batches = nullptr;
    m_state_batches = nullptr;
    m_num_tagged_fields = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_share_group_state_t::share_snapshot_value_t::_read() {
    m_snapshot_epoch = m__io->read_s4be();
    m_state_epoch = m__io->read_s4be();
    m_leader_epoch = m__io->read_s4be();
    m_start_offset = m__io->read_s8be();
    m_create_timestamp = m__io->read_s8be();
    m_write_timestamp = m__io->read_s8be();
    m_num_state_batches.emplace(m__io);
    m_state_batches.emplace();
    const int l_state_batches = num_state_batches()->value() - 1;
    for (int i = 0; i < l_state_batches; i++) {
        m_state_batches->push_back(std::move(std::unique_ptr<state_batch_t>(new state_batch_t(m__io, this, m__root))));
    }
    m_num_tagged_fields.emplace(m__io);
    m_tagged_fields.emplace();
    const int l_tagged_fields = num_tagged_fields()->value();
    for (int i = 0; i < l_tagged_fields; i++) {
        m_tagged_fields->push_back(std::move(std::unique_ptr<value_tagged_field_t>(new value_tagged_field_t(m__io, this, m__root))));
    }
}

kafka_share_group_state_t::share_snapshot_value_t::~share_snapshot_value_t() {
    _clean_up();
}

void kafka_share_group_state_t::share_snapshot_value_t::_clean_up() {
}

kafka_share_group_state_t::share_update_value_t::share_update_value_t(kaitai::kstream* p__io, kafka_share_group_state_t::value_t* p__parent, kafka_share_group_state_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_num_state_batches = nullptr;
    m_state_batches = nullptr;
    m_num_tagged_fields = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_share_group_state_t::share_update_value_t::_read() {
    m_snapshot_epoch = m__io->read_s4be();
    m_leader_epoch = m__io->read_s4be();
    m_start_offset = m__io->read_s8be();
    m_num_state_batches.emplace(m__io);
    m_state_batches.emplace();
    const int l_state_batches = num_state_batches()->value() - 1;
    for (int i = 0; i < l_state_batches; i++) {
        m_state_batches->push_back(std::move(std::unique_ptr<state_batch_t>(new state_batch_t(m__io, this, m__root))));
    }
    m_num_tagged_fields.emplace(m__io);
    m_tagged_fields.emplace();
    const int l_tagged_fields = num_tagged_fields()->value();
    for (int i = 0; i < l_tagged_fields; i++) {
        m_tagged_fields->push_back(std::move(std::unique_ptr<value_tagged_field_t>(new value_tagged_field_t(m__io, this, m__root))));
    }
}

kafka_share_group_state_t::share_update_value_t::~share_update_value_t() {
    _clean_up();
}

void kafka_share_group_state_t::share_update_value_t::_clean_up() {
}

kafka_share_group_state_t::state_batch_t::state_batch_t(kaitai::kstream* p__io, kaitai::kstruct* p__parent, kafka_share_group_state_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_share_group_state_t::state_batch_t::_read() {
    m_first_offset = m__io->read_s8be();
    m_last_offset = m__io->read_s8be();
    m_delivery_state = static_cast<kafka_share_group_state_t::delivery_state_t>(m__io->read_s1());
    m_delivery_count = m__io->read_s2be();
    m_tagged_fields.emplace(m__io);
}

kafka_share_group_state_t::state_batch_t::~state_batch_t() {
    _clean_up();
}

void kafka_share_group_state_t::state_batch_t::_clean_up() {
}

kafka_share_group_state_t::value_t::value_t(share_record_type_t p_record_type, kaitai::kstream* p__io, kafka_share_group_state_t* p__parent, kafka_share_group_state_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_record_type = p_record_type;
    m__io__raw_body = nullptr;
    f_is_known = false;
    _read();
}

void kafka_share_group_state_t::value_t::_read() {
    m_version = m__io->read_s2be();
    n_body = true;
    switch (((version() == 0) ? (record_type()) : (-1))) {
    case 0: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<share_snapshot_value_t>(new share_snapshot_value_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case 1: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<share_update_value_t>(new share_update_value_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    default: {
        m__raw_body = m__io->read_bytes_full();
        break;
    }
    }
}

kafka_share_group_state_t::value_t::~value_t() {
    _clean_up();
}

void kafka_share_group_state_t::value_t::_clean_up() {
    if (!n_body) {
    }
}

bool kafka_share_group_state_t::value_t::is_known() {
    if (f_is_known)
        return m_is_known;
    f_is_known = true;
    m_is_known = version() == 0;
    return m_is_known;
}

kafka_share_group_state_t::value_tagged_field_t::value_tagged_field_t(kaitai::kstream* p__io, kaitai::kstruct* p__parent, kafka_share_group_state_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_tag = nullptr;
    m_len_data = nullptr;
    m__io__raw_data = nullptr;
    _read();
}

void kafka_share_group_state_t::value_tagged_field_t::_read() {
    m_tag.emplace(m__io);
    m_len_data.emplace(m__io);
    n_data = true;
    switch (tag()->value()) {
    case 0: {
        n_data = false;
        m__raw_data = m__io->read_bytes(len_data()->value());
        m__io__raw_data = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_data));
        m_data = std::unique_ptr<delivery_complete_count_t>(new delivery_complete_count_t(m__io__raw_data.get(), this, m__root));
        break;
    }
    default: {
        m__raw_data = m__io->read_bytes(len_data()->value());
        break;
    }
    }
}

kafka_share_group_state_t::value_tagged_field_t::~value_tagged_field_t() {
    _clean_up();
}

void kafka_share_group_state_t::value_tagged_field_t::_clean_up() {
    if (!n_data) {
    }
}

bool kafka_share_group_state_t::is_tombstone() {
    if (f_is_tombstone)
        return m_is_tombstone;
    f_is_tombstone = true;
    m_is_tombstone = len_value() < 0;
    return m_is_tombstone;
}
