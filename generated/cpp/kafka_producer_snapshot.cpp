// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

#include "kafka_producer_snapshot.h"
#include "kaitai/exceptions.h"

kafka_producer_snapshot_t::kafka_producer_snapshot_t(kaitai::kstream* p__io, kaitai::kstruct* p__parent, kafka_producer_snapshot_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root ? p__root : this;
    m_header = nullptr;
    m_entries = nullptr;
    _read();
}

void kafka_producer_snapshot_t::_read() {
    m_header = std::unique_ptr<header_t>(new header_t(m__io, this, m__root));
    m_entries.emplace();
    const int l_entries = header()->num_entries();
    for (int i = 0; i < l_entries; i++) {
        m_entries->push_back(std::move(std::unique_ptr<producer_entry_t>(new producer_entry_t(m__io, this, m__root))));
    }
}

kafka_producer_snapshot_t::~kafka_producer_snapshot_t() {
    _clean_up();
}

void kafka_producer_snapshot_t::_clean_up() {
}

kafka_producer_snapshot_t::header_t::header_t(kaitai::kstream* p__io, kafka_producer_snapshot_t* p__parent, kafka_producer_snapshot_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    f_len_crc_input = false;
    f_ofs_crc_input = false;
    _read();
}

void kafka_producer_snapshot_t::header_t::_read() {
    m_version = m__io->read_s2be();
    if (!(m_version == 1)) {
        throw kaitai::validation_not_equal_error<int16_t>(1, m_version, m__io, std::string("/types/header/seq/0"));
    }
    m_crc = m__io->read_u4be();
    m_num_entries = m__io->read_s4be();
    if (!(m_num_entries >= 0)) {
        throw kaitai::validation_less_than_error<int32_t>(0, m_num_entries, m__io, std::string("/types/header/seq/2"));
    }
}

kafka_producer_snapshot_t::header_t::~header_t() {
    _clean_up();
}

void kafka_producer_snapshot_t::header_t::_clean_up() {
}

int32_t kafka_producer_snapshot_t::header_t::len_crc_input() {
    if (f_len_crc_input)
        return m_len_crc_input;
    f_len_crc_input = true;
    m_len_crc_input = _io()->size() - ofs_crc_input();
    return m_len_crc_input;
}

int8_t kafka_producer_snapshot_t::header_t::ofs_crc_input() {
    if (f_ofs_crc_input)
        return m_ofs_crc_input;
    f_ofs_crc_input = true;
    m_ofs_crc_input = 6;
    return m_ofs_crc_input;
}

kafka_producer_snapshot_t::producer_entry_t::producer_entry_t(kaitai::kstream* p__io, kafka_producer_snapshot_t* p__parent, kafka_producer_snapshot_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    _read();
}

void kafka_producer_snapshot_t::producer_entry_t::_read() {
    m_producer_id = m__io->read_s8be();
    m_epoch = m__io->read_s2be();
    m_last_sequence = m__io->read_s4be();
    m_last_offset = m__io->read_s8be();
    m_offset_delta = m__io->read_s4be();
    m_timestamp = m__io->read_s8be();
    m_coordinator_epoch = m__io->read_s4be();
    m_current_txn_first_offset = m__io->read_s8be();
}

kafka_producer_snapshot_t::producer_entry_t::~producer_entry_t() {
    _clean_up();
}

void kafka_producer_snapshot_t::producer_entry_t::_clean_up() {
}
