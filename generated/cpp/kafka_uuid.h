#pragma once

// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

class kafka_uuid_t;

#include "kaitai/kaitaistruct.h"
#include <stdint.h>
#include <memory>

#if KAITAI_STRUCT_VERSION < 11000L
#error "Incompatible Kaitai Struct C++/STL API: version 0.11 or later is required"
#endif

/**
 * A 128-bit UUID (Kafka's `Uuid`, protocol type `UUID`): the most
 * significant 64 bits, then the least significant 64 bits, both big-endian,
 * 16 bytes in all. Kafka prints a UUID as the URL-safe base64 of these 16
 * bytes without padding (22 characters), e.g. `AAAAAAAAAAAAAAAAAAAAAA` for
 * the all-zero `Uuid.ZERO_UUID`, which stands for "no id".
 * \sa https://github.com/apache/kafka/blob/3.9/clients/src/main/java/org/apache/kafka/common/Uuid.java Source
 */

class kafka_uuid_t : public kaitai::kstruct {

public:

    kafka_uuid_t(kaitai::kstream* p__io, kaitai::kstruct* p__parent = nullptr, kafka_uuid_t* p__root = nullptr);

private:
    void _read();
    void _clean_up();

public:
    ~kafka_uuid_t();

private:
    kaitai::bytes_view m_bytes;
    kafka_uuid_t* m__root;
    kaitai::kstruct* m__parent;

public:

    /**
     * The 16 bytes, most significant first.
     */
    kaitai::bytes_view bytes() const { return m_bytes; }
    kafka_uuid_t* _root() const { return m__root; }
    kaitai::kstruct* _parent() const { return m__parent; }
};


inline kafka_uuid_t::kafka_uuid_t(kaitai::kstream* p__io, kaitai::kstruct* p__parent, kafka_uuid_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root ? p__root : this;
    _read();
}

inline void kafka_uuid_t::_read() {
    m_bytes = m__io->read_bytes(16);
}

inline kafka_uuid_t::~kafka_uuid_t() {
    _clean_up();
}

inline void kafka_uuid_t::_clean_up() {
}
