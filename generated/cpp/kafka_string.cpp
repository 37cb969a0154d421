// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

#include "kafka_string.h"
#include "kaitai/exceptions.h"

kafka_string_t::kafka_string_t(kaitai::kstream* p__io, kaitai::kstruct* p__parent, kafka_string_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root ? p__root : this;
    f_is_null = false;
    _read();
}

void kafka_string_t::_read() {
    m_len_value = m__io->read_s2be();
    if (!(m_len_value >= -1)) {
        throw kaitai::validation_less_than_error<int16_t>(-1, m_len_value, m__io, std::string("/seq/0"));
    }
    n_value = true;
    if (len_value() >= 0) {
        n_value = false;
        m_value = kaitai::kstream::bytes_to_str(m__io->read_bytes(len_value()), "UTF-8");
    }
}

kafka_string_t::~kafka_string_t() {
    _clean_up();
}

void kafka_string_t::_clean_up() {
    if (!n_value) {
    }
}

bool kafka_string_t::is_null() {
    if (f_is_null)
        return m_is_null;
    f_is_null = true;
    m_is_null = len_value() == -1;
    return m_is_null;
}
