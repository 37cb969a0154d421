#pragma once

// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

class kafka_bool_t;

#include "kaitai/kaitaistruct.h"
#include <stdint.h>
#include <memory>

#if KAITAI_STRUCT_VERSION < 11000L
#error "Incompatible Kaitai Struct C++/STL API: version 0.11 or later is required"
#endif

/**
 * A boolean field of a Kafka message (`BOOLEAN`): one byte, written as 0
 * for false and 1 for true. Kafka reads any byte other than 0 as true.
 * \sa https://github.com/apache/kafka/blob/3.9/clients/src/main/java/org/apache/kafka/common/protocol/types/Type.java Source
 */

class kafka_bool_t : public kaitai::kstruct {

public:

    kafka_bool_t(kaitai::kstream* p__io, kaitai::kstruct* p__parent = nullptr, kafka_bool_t* p__root = nullptr);

private:
    void _read();
    void _clean_up();

public:
    ~kafka_bool_t();

private:
    bool f_value;
    bool m_value;

public:

    /**
     * The boolean, as Kafka reads it.
     */
    bool value();

private:
    uint8_t m_raw;
    kafka_bool_t* m__root;
    kaitai::kstruct* m__parent;

public:

    /**
     * The byte as written; 0 is false.
     */
    uint8_t raw() const { return m_raw; }
    kafka_bool_t* _root() const { return m__root; }
    kaitai::kstruct* _parent() const { return m__parent; }
};


inline kafka_bool_t::kafka_bool_t(kaitai::kstream* p__io, kaitai::kstruct* p__parent, kafka_bool_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root ? p__root : this;
    f_value = false;
    _read();
}

inline void kafka_bool_t::_read() {
    m_raw = m__io->read_u1();
}

inline kafka_bool_t::~kafka_bool_t() {
    _clean_up();
}

inline void kafka_bool_t::_clean_up() {
}

inline bool kafka_bool_t::value() {
    if (f_value)
        return m_value;
    f_value = true;
    m_value = raw() != 0;
    return m_value;
}
