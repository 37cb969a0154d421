#pragma once

// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

class kafka_float64_t;

#include "kaitai/kaitaistruct.h"
#include <stdint.h>
#include <memory>

#if KAITAI_STRUCT_VERSION < 11000L
#error "Incompatible Kaitai Struct C++/STL API: version 0.11 or later is required"
#endif

/**
 * A `FLOAT64` field of a Kafka message: an IEEE 754 binary64 number, 8
 * bytes, big-endian (`ByteBuffer.putDouble`). Kafka's metadata records use
 * it for client quota values.
 * \sa https://github.com/apache/kafka/blob/3.9/clients/src/main/java/org/apache/kafka/common/protocol/types/Type.java Source
 */

class kafka_float64_t : public kaitai::kstruct {

public:

    kafka_float64_t(kaitai::kstream* p__io, kaitai::kstruct* p__parent = nullptr, kafka_float64_t* p__root = nullptr);

private:
    void _read();
    void _clean_up();

public:
    ~kafka_float64_t();

private:
    kaitai::bytes_view m_raw;
    kafka_float64_t* m__root;
    kaitai::kstruct* m__parent;

public:

    /**
     * The number's 8 bytes, big-endian IEEE 754 binary64.
     */
    kaitai::bytes_view raw() const { return m_raw; }
    kafka_float64_t* _root() const { return m__root; }
    kaitai::kstruct* _parent() const { return m__parent; }
};


inline kafka_float64_t::kafka_float64_t(kaitai::kstream* p__io, kaitai::kstruct* p__parent, kafka_float64_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root ? p__root : this;
    _read();
}

inline void kafka_float64_t::_read() {
    m_raw = m__io->read_bytes(8);
}

inline kafka_float64_t::~kafka_float64_t() {
    _clean_up();
}

inline void kafka_float64_t::_clean_up() {
}
