// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

#include "kafka_compact_string.h"

kafka_compact_string_t::kafka_compact_string_t(kaitai::kstream* p__io, kaitai::kstruct* p__parent, kafka_compact_string_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root ? p__root : this;
    m_len_plus_one = nullptr;
    f_is_null = false;
    _read();
}

void kafka_compact_string_t::_read() {
    m_len_plus_one.emplace(m__io);
    n_value = true;
    if (len_plus_one()->value() > 0) {
        n_value = false;
        m_value = kaitai::kstream::bytes_to_str(m__io->read_bytes(len_plus_one()->value() - 1), "UTF-8");
    }
}

kafka_compact_string_t::~kafka_compact_string_t() {
    _clean_up();
}

void kafka_compact_string_t::_clean_up() {
    if (!n_value) {
    }
}

bool kafka_compact_string_t::is_null() {
    if (f_is_null)
        return m_is_null;
    f_is_null = true;
    m_is_null = len_plus_one()->value() == 0;
    return m_is_null;
}
