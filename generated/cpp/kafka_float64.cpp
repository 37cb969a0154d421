// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

#include "kafka_float64.h"

kafka_float64_t::kafka_float64_t(kaitai::kstream* p__io, kaitai::kstruct* p__parent, kafka_float64_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root ? p__root : this;
    _read();
}

void kafka_float64_t::_read() {
    m_raw = m__io->read_bytes(8);
}

kafka_float64_t::~kafka_float64_t() {
    _clean_up();
}

void kafka_float64_t::_clean_up() {
}
