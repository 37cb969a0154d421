// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

#include "kafka_uvarint.h"
#include "kaitai/exceptions.h"

kafka_uvarint_t::kafka_uvarint_t(kaitai::kstream* p__io, kaitai::kstruct* p__parent, kafka_uvarint_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root ? p__root : this;
    f_len = false;
    f_value = false;
    _read();
}

void kafka_uvarint_t::_read() {
    m_b0 = m__io->read_u1();
    n_b1 = true;
    if (b0() >= 128) {
        n_b1 = false;
        m_b1 = m__io->read_u1();
    }
    n_b2 = true;
    if ( ((b0() >= 128) && (b1() >= 128)) ) {
        n_b2 = false;
        m_b2 = m__io->read_u1();
    }
    n_b3 = true;
    if ( ((b0() >= 128) && (b1() >= 128) && (b2() >= 128)) ) {
        n_b3 = false;
        m_b3 = m__io->read_u1();
    }
    n_b4 = true;
    if ( ((b0() >= 128) && (b1() >= 128) && (b2() >= 128) && (b3() >= 128)) ) {
        n_b4 = false;
        m_b4 = m__io->read_u1();
        if (!(m_b4 <= 127)) {
            throw kaitai::validation_greater_than_error<uint8_t>(127, m_b4, m__io, std::string("/seq/4"));
        }
    }
}

kafka_uvarint_t::~kafka_uvarint_t() {
    _clean_up();
}

void kafka_uvarint_t::_clean_up() {
    if (!n_b1) {
    }
    if (!n_b2) {
    }
    if (!n_b3) {
    }
    if (!n_b4) {
    }
}

int8_t kafka_uvarint_t::len() {
    if (f_len)
        return m_len;
    f_len = true;
    m_len = ((b0() < 128) ? (1) : (((b1() < 128) ? (2) : (((b2() < 128) ? (3) : (((b3() < 128) ? (4) : (5))))))));
    return m_len;
}

uint64_t kafka_uvarint_t::value() {
    if (f_value)
        return m_value;
    f_value = true;
    m_value = static_cast<uint64_t>(kaitai::kstream::mod(b0(), 128) + ((b0() < 128) ? (0) : (128 * (kaitai::kstream::mod(b1(), 128) + ((b1() < 128) ? (0) : (128 * (kaitai::kstream::mod(b2(), 128) + ((b2() < 128) ? (0) : (128 * (kaitai::kstream::mod(b3(), 128) + ((b3() < 128) ? (0) : (128 * static_cast<uint64_t>(kaitai::kstream::mod(b4(), 16))))))))))))));
    return m_value;
}
