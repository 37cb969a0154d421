#pragma once

// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

class kafka_compact_string_t;

#include "kaitai/kaitaistruct.h"
#include <stdint.h>
#include <memory>
#include "kafka_uvarint.h"

#if KAITAI_STRUCT_VERSION < 11000L
#error "Incompatible Kaitai Struct C++/STL API: version 0.11 or later is required"
#endif

/**
 * A string in a flexible version of a Kafka message (`COMPACT_STRING`,
 * `COMPACT_NULLABLE_STRING`): an unsigned varint holding the length in bytes
 * plus one, then that many bytes of UTF-8. A length field of 0 is a null
 * string, which only nullable fields may hold.
 * \sa https://github.com/apache/kafka/blob/3.9/clients/src/main/java/org/apache/kafka/common/protocol/types/Type.java Source
 */

class kafka_compact_string_t : public kaitai::kstruct {

public:

    kafka_compact_string_t(kaitai::kstream* p__io, kaitai::kstruct* p__parent = nullptr, kafka_compact_string_t* p__root = nullptr);

private:
    void _read();
    void _clean_up();

public:
    ~kafka_compact_string_t();

private:
    bool f_is_null;
    bool m_is_null;

public:

    /**
     * Whether the string is null.
     */
    bool is_null();

private:
    kaitai::held<kafka_uvarint_t> m_len_plus_one;
    std::string m_value;
    bool n_value;

public:
    bool _is_null_value() { value(); return n_value; };

private:
    kafka_compact_string_t* m__root;
    kaitai::kstruct* m__parent;

public:

    /**
     * Length of the string in bytes, plus one; 0 for null.
     */
    kafka_uvarint_t* len_plus_one() const { return m_len_plus_one.get(); }

    /**
     * The string; absent when null.
     */
    std::string value() const { return m_value; }
    kafka_compact_string_t* _root() const { return m__root; }
    kaitai::kstruct* _parent() const { return m__parent; }
};
