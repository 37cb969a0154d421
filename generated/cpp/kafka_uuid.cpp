// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

#include "kafka_uuid.h"

kafka_uuid_t::kafka_uuid_t(kaitai::kstream* p__io, kaitai::kstruct* p__parent, kafka_uuid_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root ? p__root : this;
    _read();
}

void kafka_uuid_t::_read() {
    m_bytes = m__io->read_bytes(16);
}

kafka_uuid_t::~kafka_uuid_t() {
    _clean_up();
}

void kafka_uuid_t::_clean_up() {
}
