// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

#include "kafka_bytes.h"
#include "kaitai/exceptions.h"

kafka_bytes_t::kafka_bytes_t(kaitai::kstream* p__io, kaitai::kstruct* p__parent, kafka_bytes_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root ? p__root : this;
    f_is_null = false;
    _read();
}

void kafka_bytes_t::_read() {
    m_len_value = m__io->read_s4be();
    if (!(m_len_value >= -1)) {
        throw kaitai::validation_less_than_error<int32_t>(-1, m_len_value, m__io, std::string("/seq/0"));
    }
    n_value = true;
    if (len_value() >= 0) {
        n_value = false;
        m_value = m__io->read_bytes(len_value());
    }
}

kafka_bytes_t::~kafka_bytes_t() {
    _clean_up();
}

void kafka_bytes_t::_clean_up() {
    if (!n_value) {
    }
}

bool kafka_bytes_t::is_null() {
    if (f_is_null)
        return m_is_null;
    f_is_null = true;
    m_is_null = len_value() == -1;
    return m_is_null;
}
