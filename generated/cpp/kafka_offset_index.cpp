// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

#include "kafka_offset_index.h"

kafka_offset_index_t::kafka_offset_index_t(kaitai::kstream* p__io, kaitai::kstruct* p__parent, kafka_offset_index_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root ? p__root : this;
    m_entries = nullptr;
    _read();
}

void kafka_offset_index_t::_read() {
    m_entries.emplace();
    const int l_entries = _io()->size() / 8;
    for (int i = 0; i < l_entries; i++) {
        m_entries->push_back(std::move(std::unique_ptr<entry_t>(new entry_t(m__io, this, m__root))));
    }
    m_trailing = m__io->read_bytes_full();
}

kafka_offset_index_t::~kafka_offset_index_t() {
    _clean_up();
}

void kafka_offset_index_t::_clean_up() {
}

kafka_offset_index_t::entry_t::entry_t(kaitai::kstream* p__io, kafka_offset_index_t* p__parent, kafka_offset_index_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    _read();
}

void kafka_offset_index_t::entry_t::_read() {
    m_relative_offset = m__io->read_s4be();
    m_position = m__io->read_s4be();
}

kafka_offset_index_t::entry_t::~entry_t() {
    _clean_up();
}

void kafka_offset_index_t::entry_t::_clean_up() {
}
