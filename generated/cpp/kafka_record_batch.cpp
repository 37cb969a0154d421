// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

#include "kafka_record_batch.h"
#include "kaitai/exceptions.h"
const std::set<kafka_record_batch_t::compression_type_t> kafka_record_batch_t::_values_compression_type_t{
    kafka_record_batch_t::COMPRESSION_TYPE_NONE,
    kafka_record_batch_t::COMPRESSION_TYPE_GZIP,
    kafka_record_batch_t::COMPRESSION_TYPE_SNAPPY,
    kafka_record_batch_t::COMPRESSION_TYPE_LZ4,
    kafka_record_batch_t::COMPRESSION_TYPE_ZSTD,
};
bool kafka_record_batch_t::_is_defined_compression_type_t(kafka_record_batch_t::compression_type_t v) {
    return kafka_record_batch_t::_values_compression_type_t.find(v) != kafka_record_batch_t::_values_compression_type_t.end();
}
const std::set<kafka_record_batch_t::control_record_type_t> kafka_record_batch_t::_values_control_record_type_t{
    kafka_record_batch_t::CONTROL_RECORD_TYPE_ABORT,
    kafka_record_batch_t::CONTROL_RECORD_TYPE_COMMIT,
    kafka_record_batch_t::CONTROL_RECORD_TYPE_LEADER_CHANGE,
    kafka_record_batch_t::CONTROL_RECORD_TYPE_SNAPSHOT_HEADER,
    kafka_record_batch_t::CONTROL_RECORD_TYPE_SNAPSHOT_FOOTER,
    kafka_record_batch_t::CONTROL_RECORD_TYPE_KRAFT_VERSION,
    kafka_record_batch_t::CONTROL_RECORD_TYPE_KRAFT_VOTERS,
};
bool kafka_record_batch_t::_is_defined_control_record_type_t(kafka_record_batch_t::control_record_type_t v) {
    return kafka_record_batch_t::_values_control_record_type_t.find(v) != kafka_record_batch_t::_values_control_record_type_t.end();
}
const std::set<kafka_record_batch_t::timestamp_type_t> kafka_record_batch_t::_values_timestamp_type_t{
    kafka_record_batch_t::TIMESTAMP_TYPE_CREATE_TIME,
    kafka_record_batch_t::TIMESTAMP_TYPE_LOG_APPEND_TIME,
};
bool kafka_record_batch_t::_is_defined_timestamp_type_t(kafka_record_batch_t::timestamp_type_t v) {
    return kafka_record_batch_t::_values_timestamp_type_t.find(v) != kafka_record_batch_t::_values_timestamp_type_t.end();
}

kafka_record_batch_t::kafka_record_batch_t(kaitai::kstream* p__io, kaitai::kstruct* p__parent, kafka_record_batch_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root ? p__root : this;
    m_records = nullptr;
    m__io__raw_records = nullptr;
    f_compressed_records = false;
    f_compression = false;
    f_has_delete_horizon = false;
    f_is_control = false;
    f_is_transactional = false;
    f_len_crc_input = false;
    f_len_records = false;
    f_ofs_crc_input = false;
    f_ofs_records = false;
    f_records = false;
    f_timestamp_type = false;
    _read();
}

void kafka_record_batch_t::_read() {
    m_base_offset = m__io->read_s8be();
    m_len_batch = m__io->read_s4be();
    m_partition_leader_epoch = m__io->read_s4be();
    m_magic = m__io->read_s1();
    if (!(m_magic == 2)) {
        throw kaitai::validation_not_equal_error<int8_t>(2, m_magic, m__io, std::string("/seq/3"));
    }
    m_crc = m__io->read_u4be();
    m_attributes = m__io->read_u2be();
    m_last_offset_delta = m__io->read_s4be();
    m_base_timestamp = m__io->read_s8be();
    m_max_timestamp = m__io->read_s8be();
    m_producer_id = m__io->read_s8be();
    m_producer_epoch = m__io->read_s2be();
    m_base_sequence = m__io->read_s4be();
    m_num_records = m__io->read_s4be();
}

kafka_record_batch_t::~kafka_record_batch_t() {
    _clean_up();
}

void kafka_record_batch_t::_clean_up() {
    if (f_compressed_records && !n_compressed_records) {
    }
    if (f_records && !n_records) {
    }
}

kafka_record_batch_t::control_record_key_t::control_record_key_t(kaitai::kstream* p__io, kafka_record_batch_t::record_t* p__parent, kafka_record_batch_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    _read();
}

void kafka_record_batch_t::control_record_key_t::_read() {
    m_version = m__io->read_s2be();
    if (!(m_version >= 0)) {
        throw kaitai::validation_less_than_error<int16_t>(0, m_version, m__io, std::string("/types/control_record_key/seq/0"));
    }
    m_record_type = static_cast<kafka_record_batch_t::control_record_type_t>(m__io->read_s2be());
}

kafka_record_batch_t::control_record_key_t::~control_record_key_t() {
    _clean_up();
}

void kafka_record_batch_t::control_record_key_t::_clean_up() {
}

kafka_record_batch_t::end_txn_marker_t::end_txn_marker_t(kaitai::kstream* p__io, kafka_record_batch_t::record_t* p__parent, kafka_record_batch_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    _read();
}

void kafka_record_batch_t::end_txn_marker_t::_read() {
    m_version = m__io->read_s2be();
    if (!(m_version >= 0)) {
        throw kaitai::validation_less_than_error<int16_t>(0, m_version, m__io, std::string("/types/end_txn_marker/seq/0"));
    }
    m_coordinator_epoch = m__io->read_s4be();
}

kafka_record_batch_t::end_txn_marker_t::~end_txn_marker_t() {
    _clean_up();
}

void kafka_record_batch_t::end_txn_marker_t::_clean_up() {
}

kafka_record_batch_t::header_t::header_t(kaitai::kstream* p__io, kafka_record_batch_t::record_t* p__parent, kafka_record_batch_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_len_key = nullptr;
    m_len_value = nullptr;
    _read();
}

void kafka_record_batch_t::header_t::_read() {
    m_len_key.emplace(m__io);
    m_key = m__io->read_bytes(len_key()->value());
    m_len_value.emplace(m__io);
    n_value = true;
    if (len_value()->value() >= 0) {
        n_value = false;
        m_value = m__io->read_bytes(len_value()->value());
    }
}

kafka_record_batch_t::header_t::~header_t() {
    _clean_up();
}

void kafka_record_batch_t::header_t::_clean_up() {
    if (!n_value) {
    }
}

kafka_record_batch_t::record_t::record_t(bool p_is_control, kaitai::kstream* p__io, kafka_record_batch_t::record_set_t* p__parent, kafka_record_batch_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_is_control = p_is_control;
    m_len_record = nullptr;
    m_timestamp_delta = nullptr;
    m_offset_delta = nullptr;
    m_len_key = nullptr;
    m__io__raw_key = nullptr;
    m_len_value = nullptr;
    m__io__raw_value = nullptr;
    m_num_headers = nullptr;
    m_headers = nullptr;
    _read();
}

void kafka_record_batch_t::record_t::_read() {
    m_len_record.emplace(m__io);
    m_attributes = m__io->read_s1();
    m_timestamp_delta.emplace(m__io);
    m_offset_delta.emplace(m__io);
    m_len_key.emplace(m__io);
    n_key = true;
    if (len_key()->value() >= 0) {
        n_key = false;
        n_key = true;
        {
            bool on = is_control();
            if (on == true) {
                n_key = false;
                m__raw_key = m__io->read_bytes(len_key()->value());
                m__io__raw_key = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_key));
                m_key = std::unique_ptr<control_record_key_t>(new control_record_key_t(m__io__raw_key.get(), this, m__root));
            }
            else {
                m__raw_key = m__io->read_bytes(len_key()->value());
            }
        }
    }
    m_len_value.emplace(m__io);
    n_value = true;
    if (len_value()->value() >= 0) {
        n_value = false;
        n_value = true;
        {
            bool on =  ((is_control()) && (len_key()->value() >= 4) && ( ((static_cast<kafka_record_batch_t::control_record_key_t*>(key())->record_type() == kafka_record_batch_t::CONTROL_RECORD_TYPE_ABORT) || (static_cast<kafka_record_batch_t::control_record_key_t*>(key())->record_type() == kafka_record_batch_t::CONTROL_RECORD_TYPE_COMMIT)) )) ;
            if (on == true) {
                n_value = false;
                m__raw_value = m__io->read_bytes(len_value()->value());
                m__io__raw_value = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_value));
                m_value = std::unique_ptr<end_txn_marker_t>(new end_txn_marker_t(m__io__raw_value.get(), this, m__root));
            }
            else {
                m__raw_value = m__io->read_bytes(len_value()->value());
            }
        }
    }
    m_num_headers.emplace(m__io);
    m_headers.emplace();
    const int l_headers = num_headers()->value();
    for (int i = 0; i < l_headers; i++) {
        m_headers->push_back(std::move(std::unique_ptr<header_t>(new header_t(m__io, this, m__root))));
    }
}

kafka_record_batch_t::record_t::~record_t() {
    _clean_up();
}

void kafka_record_batch_t::record_t::_clean_up() {
    if (!n_key) {
    }
    if (!n_value) {
    }
}

kafka_record_batch_t::record_set_t::record_set_t(bool p_is_control, kaitai::kstream* p__io, kafka_record_batch_t* p__parent, kafka_record_batch_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_is_control = p_is_control;
    m_records = nullptr;
    _read();
}

void kafka_record_batch_t::record_set_t::_read() {
    m_records = std::unique_ptr<std::vector<std::unique_ptr<record_t>>>(new std::vector<std::unique_ptr<record_t>>());
    {
        int i = 0;
        while (!m__io->is_eof()) {
            m_records->push_back(std::move(std::unique_ptr<record_t>(new record_t(is_control(), m__io, this, m__root))));
            i++;
        }
    }
}

kafka_record_batch_t::record_set_t::~record_set_t() {
    _clean_up();
}

void kafka_record_batch_t::record_set_t::_clean_up() {
}

kaitai::bytes_view kafka_record_batch_t::compressed_records() {
    if (f_compressed_records)
        return m_compressed_records;
    f_compressed_records = true;
    n_compressed_records = true;
    if (compression() != kafka_record_batch_t::COMPRESSION_TYPE_NONE) {
        n_compressed_records = false;
        std::streampos _pos = m__io->pos();
        m__io->seek(ofs_records());
        m_compressed_records = m__io->read_bytes(len_records());
        m__io->seek(_pos);
    }
    return m_compressed_records;
}

kafka_record_batch_t::compression_type_t kafka_record_batch_t::compression() {
    if (f_compression)
        return m_compression;
    f_compression = true;
    m_compression = static_cast<kafka_record_batch_t::compression_type_t>(kaitai::kstream::mod(attributes(), 8));
    return m_compression;
}

bool kafka_record_batch_t::has_delete_horizon() {
    if (f_has_delete_horizon)
        return m_has_delete_horizon;
    f_has_delete_horizon = true;
    m_has_delete_horizon = kaitai::kstream::mod(attributes() / 64, 2) == 1;
    return m_has_delete_horizon;
}

bool kafka_record_batch_t::is_control() {
    if (f_is_control)
        return m_is_control;
    f_is_control = true;
    m_is_control = kaitai::kstream::mod(attributes() / 32, 2) == 1;
    return m_is_control;
}

bool kafka_record_batch_t::is_transactional() {
    if (f_is_transactional)
        return m_is_transactional;
    f_is_transactional = true;
    m_is_transactional = kaitai::kstream::mod(attributes() / 16, 2) == 1;
    return m_is_transactional;
}

int32_t kafka_record_batch_t::len_crc_input() {
    if (f_len_crc_input)
        return m_len_crc_input;
    f_len_crc_input = true;
    m_len_crc_input = len_batch() - 9;
    return m_len_crc_input;
}

int32_t kafka_record_batch_t::len_records() {
    if (f_len_records)
        return m_len_records;
    f_len_records = true;
    m_len_records = len_batch() - 49;
    return m_len_records;
}

int8_t kafka_record_batch_t::ofs_crc_input() {
    if (f_ofs_crc_input)
        return m_ofs_crc_input;
    f_ofs_crc_input = true;
    m_ofs_crc_input = 21;
    return m_ofs_crc_input;
}

int8_t kafka_record_batch_t::ofs_records() {
    if (f_ofs_records)
        return m_ofs_records;
    f_ofs_records = true;
    m_ofs_records = 61;
    return m_ofs_records;
}

kafka_record_batch_t::record_set_t* kafka_record_batch_t::records() {
    if (f_records)
        return m_records.get();
    f_records = true;
    n_records = true;
    if (compression() == kafka_record_batch_t::COMPRESSION_TYPE_NONE) {
        n_records = false;
        std::streampos _pos = m__io->pos();
        m__io->seek(ofs_records());
        m__raw_records = m__io->read_bytes(len_records());
        m__io__raw_records = std::unique_ptr<kaitai::kstream>(new kaitai::kstream(m__raw_records));
        m_records = std::unique_ptr<record_set_t>(new record_set_t(is_control(), m__io__raw_records.get(), this, m__root));
        m__io->seek(_pos);
    }
    return m_records.get();
}

kafka_record_batch_t::timestamp_type_t kafka_record_batch_t::timestamp_type() {
    if (f_timestamp_type)
        return m_timestamp_type;
    f_timestamp_type = true;
    m_timestamp_type = static_cast<kafka_record_batch_t::timestamp_type_t>(kaitai::kstream::mod(attributes() / 8, 2));
    return m_timestamp_type;
}
