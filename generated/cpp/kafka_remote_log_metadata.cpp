// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

#include "kafka_remote_log_metadata.h"
const std::set<kafka_remote_log_metadata_t::remote_log_metadata_type_t> kafka_remote_log_metadata_t::_values_remote_log_metadata_type_t{
    kafka_remote_log_metadata_t::REMOTE_LOG_METADATA_TYPE_REMOTE_LOG_SEGMENT_METADATA_RECORD,
    kafka_remote_log_metadata_t::REMOTE_LOG_METADATA_TYPE_REMOTE_LOG_SEGMENT_METADATA_UPDATE_RECORD,
    kafka_remote_log_metadata_t::REMOTE_LOG_METADATA_TYPE_REMOTE_PARTITION_DELETE_METADATA_RECORD,
    kafka_remote_log_metadata_t::REMOTE_LOG_METADATA_TYPE_REMOTE_LOG_SEGMENT_METADATA_SNAPSHOT_RECORD,
};
bool kafka_remote_log_metadata_t::_is_defined_remote_log_metadata_type_t(kafka_remote_log_metadata_t::remote_log_metadata_type_t v) {
    return kafka_remote_log_metadata_t::_values_remote_log_metadata_type_t.find(v) != kafka_remote_log_metadata_t::_values_remote_log_metadata_type_t.end();
}
const std::set<kafka_remote_log_metadata_t::remote_log_segment_state_t> kafka_remote_log_metadata_t::_values_remote_log_segment_state_t{
    kafka_remote_log_metadata_t::REMOTE_LOG_SEGMENT_STATE_COPY_SEGMENT_STARTED,
    kafka_remote_log_metadata_t::REMOTE_LOG_SEGMENT_STATE_COPY_SEGMENT_FINISHED,
    kafka_remote_log_metadata_t::REMOTE_LOG_SEGMENT_STATE_DELETE_SEGMENT_STARTED,
    kafka_remote_log_metadata_t::REMOTE_LOG_SEGMENT_STATE_DELETE_SEGMENT_FINISHED,
};
bool kafka_remote_log_metadata_t::_is_defined_remote_log_segment_state_t(kafka_remote_log_metadata_t::remote_log_segment_state_t v) {
    return kafka_remote_log_metadata_t::_values_remote_log_segment_state_t.find(v) != kafka_remote_log_metadata_t::_values_remote_log_segment_state_t.end();
}
const std::set<kafka_remote_log_metadata_t::remote_partition_delete_state_t> kafka_remote_log_metadata_t::_values_remote_partition_delete_state_t{
    kafka_remote_log_metadata_t::REMOTE_PARTITION_DELETE_STATE_DELETE_PARTITION_MARKED,
    kafka_remote_log_metadata_t::REMOTE_PARTITION_DELETE_STATE_DELETE_PARTITION_STARTED,
    kafka_remote_log_metadata_t::REMOTE_PARTITION_DELETE_STATE_DELETE_PARTITION_FINISHED,
};
bool kafka_remote_log_metadata_t::_is_defined_remote_partition_delete_state_t(kafka_remote_log_metadata_t::remote_partition_delete_state_t v) {
    return kafka_remote_log_metadata_t::_values_remote_partition_delete_state_t.find(v) != kafka_remote_log_metadata_t::_values_remote_partition_delete_state_t.end();
}

kafka_remote_log_metadata_t::kafka_remote_log_metadata_t(kaitai::kstream* p__io, kaitai::kstruct* p__parent, kafka_remote_log_metadata_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root ? p__root : this;
    m_frame_version = nullptr;
    m_api_key = nullptr;
    m_version = nullptr;
    m__io__raw_body = nullptr;
    f_is_readable = false;
    f_record_type = false;
    _read();
}

void kafka_remote_log_metadata_t::_read() {
    m_frame_version.emplace(m__io);
    m_api_key.emplace(m__io);
    m_version.emplace(m__io);
    n_body = true;
    switch (((is_readable()) ? (api_key()->value()) : (-1))) {
    case 0: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<remote_log_segment_metadata_record_t>(new remote_log_segment_metadata_record_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case 1: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<remote_log_segment_metadata_update_record_t>(new remote_log_segment_metadata_update_record_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case 2: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<remote_partition_delete_metadata_record_t>(new remote_partition_delete_metadata_record_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    case 3: {
        n_body = false;
        m__raw_body = m__io->read_bytes_full();
        m__io__raw_body = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_body));
        m_body = std::unique_ptr<remote_log_segment_metadata_snapshot_record_t>(new remote_log_segment_metadata_snapshot_record_t(m__io__raw_body.get(), this, m__root));
        break;
    }
    default: {
        m__raw_body = m__io->read_bytes_full();
        break;
    }
    }
}

kafka_remote_log_metadata_t::~kafka_remote_log_metadata_t() {
    _clean_up();
}

void kafka_remote_log_metadata_t::_clean_up() {
    if (!n_body) {
    }
}

kafka_remote_log_metadata_t::remote_log_segment_id_entry_t::remote_log_segment_id_entry_t(kaitai::kstream* p__io, kaitai::kstruct* p__parent, kafka_remote_log_metadata_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_topic_id_partition = nullptr;
    m_id = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_remote_log_metadata_t::remote_log_segment_id_entry_t::_read() {
    m_topic_id_partition = std::unique_ptr<topic_id_partition_entry_t>(new topic_id_partition_entry_t(m__io, this, m__root));
    m_id.emplace(m__io);
    m_tagged_fields.emplace(m__io);
}

kafka_remote_log_metadata_t::remote_log_segment_id_entry_t::~remote_log_segment_id_entry_t() {
    _clean_up();
}

void kafka_remote_log_metadata_t::remote_log_segment_id_entry_t::_clean_up() {
}

kafka_remote_log_metadata_t::remote_log_segment_metadata_record_t::remote_log_segment_metadata_record_t(kaitai::kstream* p__io, kafka_remote_log_metadata_t* p__parent, kafka_remote_log_metadata_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_remote_log_segment_id = nullptr;
    m_num_segment_leader_epochs = nullptr;
    m_segment_leader_epochs = nullptr;
    m_custom_metadata = nullptr;
    m_num_tagged_fields = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_remote_log_metadata_t::remote_log_segment_metadata_record_t::_read() {
    m_remote_log_segment_id = std::unique_ptr<remote_log_segment_id_entry_t>(new remote_log_segment_id_entry_t(m__io, this, m__root));
    m_start_offset = m__io->read_s8be();
    m_end_offset = m__io->read_s8be();
    m_broker_id = m__io->read_s4be();
    m_max_timestamp_ms = m__io->read_s8be();
    m_event_timestamp_ms = m__io->read_s8be();
    m_num_segment_leader_epochs.emplace(m__io);
    m_segment_leader_epochs.emplace();
    const int l_segment_leader_epochs = num_segment_leader_epochs()->value() - 1;
    for (int i = 0; i < l_segment_leader_epochs; i++) {
        m_segment_leader_epochs->push_back(std::move(std::unique_ptr<segment_leader_epoch_entry_t>(new segment_leader_epoch_entry_t(m__io, this, m__root))));
    }
    m_segment_size_in_bytes = m__io->read_s4be();
    m_custom_metadata.emplace(m__io);
    m_remote_log_segment_state = static_cast<kafka_remote_log_metadata_t::remote_log_segment_state_t>(m__io->read_s1());
    m_num_tagged_fields.emplace(m__io);
    m_tagged_fields.emplace();
    const int l_tagged_fields = num_tagged_fields()->value();
    for (int i = 0; i < l_tagged_fields; i++) {
        m_tagged_fields->push_back(std::move(std::unique_ptr<segment_tagged_field_t>(new segment_tagged_field_t(m__io, this, m__root))));
    }
}

kafka_remote_log_metadata_t::remote_log_segment_metadata_record_t::~remote_log_segment_metadata_record_t() {
    _clean_up();
}

void kafka_remote_log_metadata_t::remote_log_segment_metadata_record_t::_clean_up() {
}

kafka_remote_log_metadata_t::remote_log_segment_metadata_snapshot_record_t::remote_log_segment_metadata_snapshot_record_t(kaitai::kstream* p__io, kafka_remote_log_metadata_t* p__parent, kafka_remote_log_metadata_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_segment_id = nullptr;
    m_num_segment_leader_epochs = nullptr;
    m_segment_leader_epochs = nullptr;
    m_custom_metadata = nullptr;
    m_num_tagged_fields = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_remote_log_metadata_t::remote_log_segment_metadata_snapshot_record_t::_read() {
    m_segment_id.emplace(m__io);
    m_start_offset = m__io->read_s8be();
    m_end_offset = m__io->read_s8be();
    m_broker_id = m__io->read_s4be();
    m_max_timestamp_ms = m__io->read_s8be();
    m_event_timestamp_ms = m__io->read_s8be();
    m_num_segment_leader_epochs.emplace(m__io);
    m_segment_leader_epochs.emplace();
    const int l_segment_leader_epochs = num_segment_leader_epochs()->value() - 1;
    for (int i = 0; i < l_segment_leader_epochs; i++) {
        m_segment_leader_epochs->push_back(std::move(std::unique_ptr<segment_leader_epoch_entry_t>(new segment_leader_epoch_entry_t(m__io, this, m__root))));
    }
    m_segment_size_in_bytes = m__io->read_s4be();
    m_custom_metadata.emplace(m__io);
    m_remote_log_segment_state = static_cast<kafka_remote_log_metadata_t::remote_log_segment_state_t>(m__io->read_s1());
    m_num_tagged_fields.emplace(m__io);
    m_tagged_fields.emplace();
    const int l_tagged_fields = num_tagged_fields()->value();
    for (int i = 0; i < l_tagged_fields; i++) {
        m_tagged_fields->push_back(std::move(std::unique_ptr<segment_tagged_field_t>(new segment_tagged_field_t(m__io, this, m__root))));
    }
}

kafka_remote_log_metadata_t::remote_log_segment_metadata_snapshot_record_t::~remote_log_segment_metadata_snapshot_record_t() {
    _clean_up();
}

void kafka_remote_log_metadata_t::remote_log_segment_metadata_snapshot_record_t::_clean_up() {
}

kafka_remote_log_metadata_t::remote_log_segment_metadata_update_record_t::remote_log_segment_metadata_update_record_t(kaitai::kstream* p__io, kafka_remote_log_metadata_t* p__parent, kafka_remote_log_metadata_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_remote_log_segment_id = nullptr;
    m_custom_metadata = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_remote_log_metadata_t::remote_log_segment_metadata_update_record_t::_read() {
    m_remote_log_segment_id = std::unique_ptr<remote_log_segment_id_entry_t>(new remote_log_segment_id_entry_t(m__io, this, m__root));
    m_broker_id = m__io->read_s4be();
    m_event_timestamp_ms = m__io->read_s8be();
    m_custom_metadata.emplace(m__io);
    m_remote_log_segment_state = static_cast<kafka_remote_log_metadata_t::remote_log_segment_state_t>(m__io->read_s1());
    m_tagged_fields.emplace(m__io);
}

kafka_remote_log_metadata_t::remote_log_segment_metadata_update_record_t::~remote_log_segment_metadata_update_record_t() {
    _clean_up();
}

void kafka_remote_log_metadata_t::remote_log_segment_metadata_update_record_t::_clean_up() {
}

kafka_remote_log_metadata_t::remote_partition_delete_metadata_record_t::remote_partition_delete_metadata_record_t(kaitai::kstream* p__io, kafka_remote_log_metadata_t* p__parent, kafka_remote_log_metadata_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_topic_id_partition = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_remote_log_metadata_t::remote_partition_delete_metadata_record_t::_read() {
    m_topic_id_partition = std::unique_ptr<topic_id_partition_entry_t>(new topic_id_partition_entry_t(m__io, this, m__root));
    m_broker_id = m__io->read_s4be();
    m_event_timestamp_ms = m__io->read_s8be();
    m_remote_partition_delete_state = static_cast<kafka_remote_log_metadata_t::remote_partition_delete_state_t>(m__io->read_s1());
    m_tagged_fields.emplace(m__io);
}

kafka_remote_log_metadata_t::remote_partition_delete_metadata_record_t::~remote_partition_delete_metadata_record_t() {
    _clean_up();
}

void kafka_remote_log_metadata_t::remote_partition_delete_metadata_record_t::_clean_up() {
}

kafka_remote_log_metadata_t::segment_leader_epoch_entry_t::segment_leader_epoch_entry_t(kaitai::kstream* p__io, kaitai::kstruct* p__parent, kafka_remote_log_metadata_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_remote_log_metadata_t::segment_leader_epoch_entry_t::_read() {
    m_leader_epoch = m__io->read_s4be();
    m_offset = m__io->read_s8be();
    m_tagged_fields.emplace(m__io);
}

kafka_remote_log_metadata_t::segment_leader_epoch_entry_t::~segment_leader_epoch_entry_t() {
    _clean_up();
}

void kafka_remote_log_metadata_t::segment_leader_epoch_entry_t::_clean_up() {
}

kafka_remote_log_metadata_t::segment_tagged_field_t::segment_tagged_field_t(kaitai::kstream* p__io, kaitai::kstruct* p__parent, kafka_remote_log_metadata_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_tag = nullptr;
    m_len_data = nullptr;
    m__io__raw_data = nullptr;
    _read();
}

void kafka_remote_log_metadata_t::segment_tagged_field_t::_read() {
    m_tag.emplace(m__io);
    m_len_data.emplace(m__io);
    n_data = true;
    switch (tag()->value()) {
    case 0: {
        n_data = false;
        m__raw_data = m__io->read_bytes(len_data()->value());
        m__io__raw_data = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_data));
        m_data = std::unique_ptr<txn_index_empty_t>(new txn_index_empty_t(m__io__raw_data.get(), this, m__root));
        break;
    }
    default: {
        m__raw_data = m__io->read_bytes(len_data()->value());
        break;
    }
    }
}

kafka_remote_log_metadata_t::segment_tagged_field_t::~segment_tagged_field_t() {
    _clean_up();
}

void kafka_remote_log_metadata_t::segment_tagged_field_t::_clean_up() {
    if (!n_data) {
    }
}

kafka_remote_log_metadata_t::topic_id_partition_entry_t::topic_id_partition_entry_t(kaitai::kstream* p__io, kaitai::kstruct* p__parent, kafka_remote_log_metadata_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_name = nullptr;
    m_id = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_remote_log_metadata_t::topic_id_partition_entry_t::_read() {
    m_name.emplace(m__io);
    m_id.emplace(m__io);
    m_partition = m__io->read_s4be();
    m_tagged_fields.emplace(m__io);
}

kafka_remote_log_metadata_t::topic_id_partition_entry_t::~topic_id_partition_entry_t() {
    _clean_up();
}

void kafka_remote_log_metadata_t::topic_id_partition_entry_t::_clean_up() {
}

kafka_remote_log_metadata_t::txn_index_empty_t::txn_index_empty_t(kaitai::kstream* p__io, kafka_remote_log_metadata_t::segment_tagged_field_t* p__parent, kafka_remote_log_metadata_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_txn_index_empty = nullptr;
    _read();
}

void kafka_remote_log_metadata_t::txn_index_empty_t::_read() {
    m_txn_index_empty.emplace(m__io);
}

kafka_remote_log_metadata_t::txn_index_empty_t::~txn_index_empty_t() {
    _clean_up();
}

void kafka_remote_log_metadata_t::txn_index_empty_t::_clean_up() {
}

bool kafka_remote_log_metadata_t::is_readable() {
    if (f_is_readable)
        return m_is_readable;
    f_is_readable = true;
    m_is_readable =  ((frame_version()->value() == 1) && (version()->value() == 0)) ;
    return m_is_readable;
}

kafka_remote_log_metadata_t::remote_log_metadata_type_t kafka_remote_log_metadata_t::record_type() {
    if (f_record_type)
        return m_record_type;
    f_record_type = true;
    m_record_type = static_cast<kafka_remote_log_metadata_t::remote_log_metadata_type_t>(api_key()->value());
    return m_record_type;
}
