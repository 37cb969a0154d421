#pragma once

// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

class kafka_varlong_t;

#include "kaitai/kaitaistruct.h"
#include <stdint.h>
#include <memory>

#if KAITAI_STRUCT_VERSION < 11000L
#error "Incompatible Kaitai Struct C++/STL API: version 0.11 or later is required"
#endif

/**
 * A signed 64-bit integer as Kafka writes it in RecordBatch v2 records
 * (`ByteUtils.writeVarlong`, used for the record's timestamp delta):
 * zigzag-mapped (0 → 0, -1 → 1, 1 → 2, -2 → 3, …), then written as an
 * unsigned base-128 varint, least significant group first, 7 bits per
 * byte, the high bit of each byte set while more bytes follow. Kafka
 * rejects a varlong longer than 10 bytes.
 * \sa https://github.com/apache/kafka/blob/3.9/clients/src/main/java/org/apache/kafka/common/utils/ByteUtils.java Source
 */

class kafka_varlong_t : public kaitai::kstruct {

public:

    kafka_varlong_t(kaitai::kstream* p__io, kaitai::kstruct* p__parent = nullptr, kafka_varlong_t* p__root = nullptr);

private:
    void _read();
    void _clean_up();

public:
    ~kafka_varlong_t();

private:
    bool f_len;
    int8_t m_len;

public:

    /**
     * Number of bytes this varlong occupies (1 to 10).
     */
    int8_t len();

private:
    bool f_raw;
    uint64_t m_raw;

public:

    /**
     * The unsigned zigzag-encoded number, before the zigzag mapping.
     */
    uint64_t raw();

private:
    bool f_value;
    int64_t m_value;

public:

    /**
     * The decoded signed value. Zigzag decoding, `(raw >>> 1) ^ -(raw & 1)`,
     * written as arithmetic: even `raw` → `raw / 2`, odd → `-(raw / 2) - 1`
     * (integer division), where the parity of `raw` is that of `b0` and
     * `raw / 2` is `(b0 % 128) / 2 + 64 * (the higher groups)`.
     */
    int64_t value();

private:
    uint8_t m_b0;
    uint8_t m_b1;
    bool n_b1;

public:
    bool _is_null_b1() { b1(); return n_b1; };

private:
    uint8_t m_b2;
    bool n_b2;

public:
    bool _is_null_b2() { b2(); return n_b2; };

private:
    uint8_t m_b3;
    bool n_b3;

public:
    bool _is_null_b3() { b3(); return n_b3; };

private:
    uint8_t m_b4;
    bool n_b4;

public:
    bool _is_null_b4() { b4(); return n_b4; };

private:
    uint8_t m_b5;
    bool n_b5;

public:
    bool _is_null_b5() { b5(); return n_b5; };

private:
    uint8_t m_b6;
    bool n_b6;

public:
    bool _is_null_b6() { b6(); return n_b6; };

private:
    uint8_t m_b7;
    bool n_b7;

public:
    bool _is_null_b7() { b7(); return n_b7; };

private:
    uint8_t m_b8;
    bool n_b8;

public:
    bool _is_null_b8() { b8(); return n_b8; };

private:
    uint8_t m_b9;
    bool n_b9;

public:
    bool _is_null_b9() { b9(); return n_b9; };

private:
    kafka_varlong_t* m__root;
    kaitai::kstruct* m__parent;

public:

    /**
     * First byte; bits 0-6 are the least significant group.
     */
    uint8_t b0() const { return m_b0; }

    /**
     * Second byte, present when `b0` has its continuation bit (0x80).
     */
    uint8_t b1() const { return m_b1; }

    /**
     * Third byte, present while the continuation bits go on.
     */
    uint8_t b2() const { return m_b2; }

    /**
     * Fourth byte, present while the continuation bits go on.
     */
    uint8_t b3() const { return m_b3; }

    /**
     * Byte 5, present while the continuation bits go on.
     */
    uint8_t b4() const { return m_b4; }

    /**
     * Byte 6, present while the continuation bits go on.
     */
    uint8_t b5() const { return m_b5; }

    /**
     * Byte 7, present while the continuation bits go on.
     */
    uint8_t b6() const { return m_b6; }

    /**
     * Byte 8, present while the continuation bits go on.
     */
    uint8_t b7() const { return m_b7; }

    /**
     * Byte 9, present while the continuation bits go on.
     */
    uint8_t b8() const { return m_b8; }

    /**
     * Tenth and last possible byte. Its continuation bit must be clear:
     * Kafka throws "Varlong is too long" otherwise. Only its low bit
     * counts: Kafka shifts it left by 63 in a 64-bit long, so bits 1-6 fall
     * off; `raw` and `value` use `b9 % 2` to read such bytes as Kafka does.
     */
    uint8_t b9() const { return m_b9; }
    kafka_varlong_t* _root() const { return m__root; }
    kaitai::kstruct* _parent() const { return m__parent; }
};

#include "kaitai/exceptions.h"

inline kafka_varlong_t::kafka_varlong_t(kaitai::kstream* p__io, kaitai::kstruct* p__parent, kafka_varlong_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root ? p__root : this;
    f_len = false;
    f_raw = false;
    f_value = false;
    _read();
}

inline void kafka_varlong_t::_read() {
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

inline kafka_varlong_t::~kafka_varlong_t() {
    _clean_up();
}

inline void kafka_varlong_t::_clean_up() {
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

inline int8_t kafka_varlong_t::len() {
    if (f_len)
        return m_len;
    f_len = true;
    m_len = ((b0() < 128) ? (1) : (((b1() < 128) ? (2) : (((b2() < 128) ? (3) : (((b3() < 128) ? (4) : (((b4() < 128) ? (5) : (((b5() < 128) ? (6) : (((b6() < 128) ? (7) : (((b7() < 128) ? (8) : (((b8() < 128) ? (9) : (10))))))))))))))))));
    return m_len;
}

inline uint64_t kafka_varlong_t::raw() {
    if (f_raw)
        return m_raw;
    f_raw = true;
    m_raw = static_cast<uint64_t>(kaitai::kstream::mod(b0(), 128) + ((b0() < 128) ? (0) : (128 * (kaitai::kstream::mod(b1(), 128) + ((b1() < 128) ? (0) : (128 * (kaitai::kstream::mod(b2(), 128) + ((b2() < 128) ? (0) : (128 * (kaitai::kstream::mod(b3(), 128) + ((b3() < 128) ? (0) : (128 * (kaitai::kstream::mod(b4(), 128) + ((b4() < 128) ? (0) : (128 * (kaitai::kstream::mod(b5(), 128) + ((b5() < 128) ? (0) : (128 * (kaitai::kstream::mod(b6(), 128) + ((b6() < 128) ? (0) : (128 * (kaitai::kstream::mod(b7(), 128) + ((b7() < 128) ? (0) : (128 * (kaitai::kstream::mod(b8(), 128) + ((b8() < 128) ? (0) : (128 * static_cast<uint64_t>(kaitai::kstream::mod(b9(), 2)))))))))))))))))))))))))))));
    return m_raw;
}

inline int64_t kafka_varlong_t::value() {
    if (f_value)
        return m_value;
    f_value = true;
    m_value = static_cast<int64_t>(((b0() < 128) ? (((kaitai::kstream::mod(b0(), 2) == 0) ? (b0() / 2) : (-(b0() / 2) - 1))) : (((kaitai::kstream::mod(b0(), 2) == 0) ? (1) : (-1)) * (kaitai::kstream::mod(b0(), 128) / 2 + 64 * (kaitai::kstream::mod(b1(), 128) + ((b1() < 128) ? (0) : (128 * (kaitai::kstream::mod(b2(), 128) + ((b2() < 128) ? (0) : (128 * (kaitai::kstream::mod(b3(), 128) + ((b3() < 128) ? (0) : (128 * (kaitai::kstream::mod(b4(), 128) + ((b4() < 128) ? (0) : (128 * (kaitai::kstream::mod(b5(), 128) + ((b5() < 128) ? (0) : (128 * (kaitai::kstream::mod(b6(), 128) + ((b6() < 128) ? (0) : (128 * (kaitai::kstream::mod(b7(), 128) + ((b7() < 128) ? (0) : (128 * (kaitai::kstream::mod(b8(), 128) + ((b8() < 128) ? (0) : (128 * static_cast<uint64_t>(kaitai::kstream::mod(b9(), 2))))))))))))))))))))))))))) - kaitai::kstream::mod(b0(), 2))));
    return m_value;
}
