// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

#include "kafka_varlong.h"
#include "kaitai/exceptions.h"

kafka_varlong_t::kafka_varlong_t(kaitai::kstream* p__io, kaitai::kstruct* p__parent, kafka_varlong_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root ? p__root : this;
    f_len = false;
    f_raw = false;
    f_value = false;
    _read();
}

void kafka_varlong_t::_read() {
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
    }
    n_b5 = true;
    if ( ((b0() >= 128) && (b1() >= 128) && (b2() >= 128) && (b3() >= 128) && (b4() >= 128)) ) {
        n_b5 = false;
        m_b5 = m__io->read_u1();
    }
    n_b6 = true;
    if ( ((b0() >= 128) && (b1() >= 128) && (b2() >= 128) && (b3() >= 128) && (b4() >= 128) && (b5() >= 128)) ) {
        n_b6 = false;
        m_b6 = m__io->read_u1();
    }
    n_b7 = true;
    if ( ((b0() >= 128) && (b1() >= 128) && (b2() >= 128) && (b3() >= 128) && (b4() >= 128) && (b5() >= 128) && (b6() >= 128)) ) {
        n_b7 = false;
        m_b7 = m__io->read_u1();
    }
    n_b8 = true;
    if ( ((b0() >= 128) && (b1() >= 128) && (b2() >= 128) && (b3() >= 128) && (b4() >= 128) && (b5() >= 128) && (b6() >= 128) && (b7() >= 128)) ) {
        n_b8 = false;
        m_b8 = m__io->read_u1();
    }
    n_b9 = true;
    if ( ((b0() >= 128) && (b1() >= 128) && (b2() >= 128) && (b3() >= 128) && (b4() >= 128) && (b5() >= 128) && (b6() >= 128) && (b7() >= 128) && (b8() >= 128)) ) {
        n_b9 = false;
        m_b9 = m__io->read_u1();
        if (!(m_b9 <= 127)) {
            throw kaitai::validation_greater_than_error<uint8_t>(127, m_b9, m__io, std::string("/seq/9"));
        }
    }
}

kafka_varlong_t::~kafka_varlong_t() {
    _clean_up();
}

void kafka_varlong_t::_clean_up() {
    if (!n_b1) {
    }
    if (!n_b2) {
    }
    if (!n_b3) {
    }
    if (!n_b4) {
    }
    if (!n_b5) {
    }
    if (!n_b6) {
    }
    if (!n_b7) {
    }
    if (!n_b8) {
    }
    if (!n_b9) {
    }
}

int8_t kafka_varlong_t::len() {
    if (f_len)
        return m_len;
    f_len = true;
    m_len = ((b0() < 128) ? (1) : (((b1() < 128) ? (2) : (((b2() < 128) ? (3) : (((b3() < 128) ? (4) : (((b4() < 128) ? (5) : (((b5() < 128) ? (6) : (((b6() < 128) ? (7) : (((b7() < 128) ? (8) : (((b8() < 128) ? (9) : (10))))))))))))))))));
    return m_len;
}

uint64_t kafka_varlong_t::raw() {
    if (f_raw)
        return m_raw;
    f_raw = true;
    m_raw = static_cast<uint64_t>(kaitai::kstream::mod(b0(), 128) + ((b0() < 128) ? (0) : (128 * (kaitai::kstream::mod(b1(), 128) + ((b1() < 128) ? (0) : (128 * (kaitai::kstream::mod(b2(), 128) + ((b2() < 128) ? (0) : (128 * (kaitai::kstream::mod(b3(), 128) + ((b3() < 128) ? (0) : (128 * (kaitai::kstream::mod(b4(), 128) + ((b4() < 128) ? (0) : (128 * (kaitai::kstream::mod(b5(), 128) + ((b5() < 128) ? (0) : (128 * (kaitai::kstream::mod(b6(), 128) + ((b6() < 128) ? (0) : (128 * (kaitai::kstream::mod(b7(), 128) + ((b7() < 128) ? (0) : (128 * (kaitai::kstream::mod(b8(), 128) + ((b8() < 128) ? (0) : (128 * static_cast<uint64_t>(kaitai::kstream::mod(b9(), 2)))))))))))))))))))))))))))));
    return m_raw;
}

int64_t kafka_varlong_t::value() {
    if (f_value)
        return m_value;
    f_value = true;
    m_value = static_cast<int64_t>(((b0() < 128) ? (((kaitai::kstream::mod(b0(), 2) == 0) ? (b0() / 2) : (-(b0() / 2) - 1))) : (((kaitai::kstream::mod(b0(), 2) == 0) ? (1) : (-1)) * (kaitai::kstream::mod(b0(), 128) / 2 + 64 * (kaitai::kstream::mod(b1(), 128) + ((b1() < 128) ? (0) : (128 * (kaitai::kstream::mod(b2(), 128) + ((b2() < 128) ? (0) : (128 * (kaitai::kstream::mod(b3(), 128) + ((b3() < 128) ? (0) : (128 * (kaitai::kstream::mod(b4(), 128) + ((b4() < 128) ? (0) : (128 * (kaitai::kstream::mod(b5(), 128) + ((b5() < 128) ? (0) : (128 * (kaitai::kstream::mod(b6(), 128) + ((b6() < 128) ? (0) : (128 * (kaitai::kstream::mod(b7(), 128) + ((b7() < 128) ? (0) : (128 * (kaitai::kstream::mod(b8(), 128) + ((b8() < 128) ? (0) : (128 * static_cast<uint64_t>(kaitai::kstream::mod(b9(), 2))))))))))))))))))))))))))) - kaitai::kstream::mod(b0(), 2))));
    return m_value;
}
