#pragma once

// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

class kafka_uvarint_t;

#include "kaitai/kaitaistruct.h"
#include <stdint.h>
#include <memory>

#if KAITAI_STRUCT_VERSION < 11000L
#error "Incompatible Kaitai Struct C++/STL API: version 0.11 or later is required"
#endif

/**
 * An unsigned 32-bit integer as Kafka's message classes write it in the
 * flexible versions of a message (KIP-482): `ByteUtils.writeUnsignedVarint`,
 * base-128, least significant group first, 7 bits per byte, the high bit of
 * each byte set while more bytes follow. Unlike the record's `kafka_varint`
 * there is no zigzag mapping. Kafka rejects a varint longer than 5 bytes.
 * 
 * It is the length prefix of compact strings, bytes and arrays (the length
 * plus one, 0 meaning null), the count of a tagged-field section, and each
 * tagged field's tag and size. A compact array of N elements is written as
 * this varint holding N + 1, then the N elements; 0 is a null array. The
 * specs write such an array as a `num_<name>` field of this type followed
 * by the elements with `repeat-expr: num_<name>.value - 1`.
 * 
 * The bytes are read one by one, as in `kafka_varint`, and `value` is
 * computed with arithmetic only, so JavaScript (the Web IDE) is exact too.
 * \sa https://github.com/apache/kafka/blob/3.9/clients/src/main/java/org/apache/kafka/common/utils/ByteUtils.java Source
 */

class kafka_uvarint_t : public kaitai::kstruct {

public:

    kafka_uvarint_t(kaitai::kstream* p__io, kaitai::kstruct* p__parent = nullptr, kafka_uvarint_t* p__root = nullptr);

private:
    void _read();
    void _clean_up();

public:
    ~kafka_uvarint_t();

private:
    bool f_len;
    int8_t m_len;

public:

    /**
     * Number of bytes this varint occupies (1 to 5).
     */
    int8_t len();

private:
    bool f_value;
    uint64_t m_value;

public:

    /**
     * The decoded number, 0 to 2^32 - 1. Kafka keeps it in a signed 32-bit
     * int, so a length above 2^31 - 1 is negative there and rejected.
     */
    uint64_t value();

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
    kafka_uvarint_t* m__root;
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
     * Fifth and last possible byte. Its continuation bit must be clear:
     * Kafka throws "Varint is too long" otherwise. Only its low 4 bits
     * count (Kafka shifts it left by 28 in a 32-bit int), hence `b4 % 16`.
     */
    uint8_t b4() const { return m_b4; }
    kafka_uvarint_t* _root() const { return m__root; }
    kaitai::kstruct* _parent() const { return m__parent; }
};

#include "kaitai/exceptions.h"

inline kafka_uvarint_t::kafka_uvarint_t(kaitai::kstream* p__io, kaitai::kstruct* p__parent, kafka_uvarint_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root ? p__root : this;
    f_len = false;
    f_value = false;
    _read();
}

inline void kafka_uvarint_t::_read() {
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

inline kafka_uvarint_t::~kafka_uvarint_t() {
    _clean_up();
}

inline void kafka_uvarint_t::_clean_up() {
    if (!n_b1) {
    }
    if (!n_b2) {
    }
    if (!n_b3) {
    }
    if (!n_b4) {
    }
}

inline int8_t kafka_uvarint_t::len() {
    if (f_len)
        return m_len;
    f_len = true;
    m_len = ((b0() < 128) ? (1) : (((b1() < 128) ? (2) : (((b2() < 128) ? (3) : (((b3() < 128) ? (4) : (5))))))));
    return m_len;
}

inline uint64_t kafka_uvarint_t::value() {
    if (f_value)
        return m_value;
    f_value = true;
    m_value = static_cast<uint64_t>(kaitai::kstream::mod(b0(), 128) + ((b0() < 128) ? (0) : (128 * (kaitai::kstream::mod(b1(), 128) + ((b1() < 128) ? (0) : (128 * (kaitai::kstream::mod(b2(), 128) + ((b2() < 128) ? (0) : (128 * (kaitai::kstream::mod(b3(), 128) + ((b3() < 128) ? (0) : (128 * static_cast<uint64_t>(kaitai::kstream::mod(b4(), 16))))))))))))));
    return m_value;
}
