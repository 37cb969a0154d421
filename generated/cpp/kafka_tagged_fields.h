#pragma once

// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

class kafka_tagged_fields_t;

#include "kaitai/kaitaistruct.h"
#include <stdint.h>
#include <memory>
#include "kafka_uvarint.h"
#include <vector>

#if KAITAI_STRUCT_VERSION < 11000L
#error "Incompatible Kaitai Struct C++/STL API: version 0.11 or later is required"
#endif

/**
 * The section that ends every structure of a flexible message version
 * (KIP-482): an unsigned varint count, then that many fields, each an
 * unsigned varint tag, an unsigned varint size and `size` bytes. Tags are
 * written in increasing order. A reader that does not know a tag keeps it
 * as raw bytes (Kafka's `unknownTaggedFields`), which lets a newer writer add
 * optional fields without a new version. Most sections are empty: one 0x00
 * byte.
 * \sa https://github.com/apache/kafka/blob/3.9/clients/src/main/java/org/apache/kafka/common/protocol/types/TaggedFields.java Source
 */

class kafka_tagged_fields_t : public kaitai::kstruct {

public:
    class tagged_field_t;

    kafka_tagged_fields_t(kaitai::kstream* p__io, kaitai::kstruct* p__parent = nullptr, kafka_tagged_fields_t* p__root = nullptr);

private:
    void _read();
    void _clean_up();

public:
    ~kafka_tagged_fields_t();

    /**
     * One tagged field, kept as its raw bytes.
     */

    class tagged_field_t : public kaitai::kstruct {

    public:

        tagged_field_t(kaitai::kstream* p__io, kafka_tagged_fields_t* p__parent = nullptr, kafka_tagged_fields_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~tagged_field_t();

    private:
        kaitai::held<kafka_uvarint_t> m_tag;
        kaitai::held<kafka_uvarint_t> m_len_data;
        kaitai::bytes_view m_data;
        kafka_tagged_fields_t* m__root;
        kafka_tagged_fields_t* m__parent;

    public:

        /**
         * The field's tag, unique within its structure.
         */
        kafka_uvarint_t* tag() const { return m_tag.get(); }

        /**
         * Size of the field's data in bytes.
         */
        kafka_uvarint_t* len_data() const { return m_len_data.get(); }

        /**
         * The field's value, encoded as its own type.
         */
        kaitai::bytes_view data() const { return m_data; }
        kafka_tagged_fields_t* _root() const { return m__root; }
        kafka_tagged_fields_t* _parent() const { return m__parent; }
    };

private:
    kaitai::held<kafka_uvarint_t> m_num_fields;
    kaitai::held<std::vector<std::unique_ptr<tagged_field_t>>> m_fields;
    kafka_tagged_fields_t* m__root;
    kaitai::kstruct* m__parent;

public:

    /**
     * Number of tagged fields that follow.
     */
    kafka_uvarint_t* num_fields() const { return m_num_fields.get(); }

    /**
     * The tagged fields, in increasing tag order.
     */
    std::vector<std::unique_ptr<tagged_field_t>>* fields() const { return m_fields.get(); }
    kafka_tagged_fields_t* _root() const { return m__root; }
    kaitai::kstruct* _parent() const { return m__parent; }
};
