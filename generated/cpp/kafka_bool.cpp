// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

#include "kafka_bool.h"

kafka_bool_t::kafka_bool_t(kaitai::kstream* p__io, kaitai::kstruct* p__parent, kafka_bool_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root ? p__root : this;
    f_value = false;
    _read();
}

void kafka_bool_t::_read() {
    m_raw = m__io->read_u1();
}

kafka_bool_t::~kafka_bool_t() {
    _clean_up();
}

void kafka_bool_t::_clean_up() {
}

bool kafka_bool_t::value() {
    if (f_value)
        return m_value;
    f_value = true;
    m_value = raw() != 0;
    return m_value;
}
