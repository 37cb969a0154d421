#pragma once

// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

class kafka_bytes_t;

#include "kaitai/kaitaistruct.h"
#include <stdint.h>
#include <memory>

#if KAITAI_STRUCT_VERSION < 11000L
#error "Incompatible Kaitai Struct C++/STL API: version 0.11 or later is required"
#endif

/**
 * A byte string in a non-flexible version of a Kafka message (`BYTES`,
 * `NULLABLE_BYTES`): a signed 32-bit big-endian length, then that many
 * bytes. A length of -1 is null, which only nullable fields may hold;
 * Kafka rejects any other negative length.
 * \sa https://github.com/apache/kafka/blob/3.9/clients/src/main/java/org/apache/kafka/common/protocol/types/Type.java Source
 */

class kafka_bytes_t : public kaitai::kstruct {

public:

    kafka_bytes_t(kaitai::kstream* p__io, kaitai::kstruct* p__parent = nullptr, kafka_bytes_t* p__root = nullptr);

private:
    void _read();
    void _clean_up();

public:
    ~kafka_bytes_t();

private:
    bool f_is_null;
    bool m_is_null;

public:

    /**
     * Whether the bytes are null.
     */
    bool is_null();

private:
    int32_t m_len_value;
    kaitai::bytes_view m_value;
    bool n_value;

public:
    bool _is_null_value() { value(); return n_value; };

private:
    kafka_bytes_t* m__root;
    kaitai::kstruct* m__parent;

public:

    /**
     * Length in bytes; -1 for null.
     */
    int32_t len_value() const { return m_len_value; }

    /**
     * The bytes; absent when null.
     */
    kaitai::bytes_view value() const { return m_value; }
    kafka_bytes_t* _root() const { return m__root; }
    kaitai::kstruct* _parent() const { return m__parent; }
};

#include "kaitai/exceptions.h"

inline kafka_bytes_t::kafka_bytes_t(kaitai::kstream* p__io, kaitai::kstruct* p__parent, kafka_bytes_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root ? p__root : this;
    f_is_null = false;
    _read();
}

inline void kafka_bytes_t::_read() {
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

inline kafka_bytes_t::~kafka_bytes_t() {
    _clean_up();
}

inline void kafka_bytes_t::_clean_up() {
    if (!n_value) {
    }
}

inline bool kafka_bytes_t::is_null() {
    if (f_is_null)
        return m_is_null;
    f_is_null = true;
    m_is_null = len_value() == -1;
    return m_is_null;
}
