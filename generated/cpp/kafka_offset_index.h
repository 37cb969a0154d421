#pragma once

// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

class kafka_offset_index_t;

#include "kaitai/kaitaistruct.h"
#include <stdint.h>
#include <memory>
#include <vector>

#if KAITAI_STRUCT_VERSION < 11000L
#error "Incompatible Kaitai Struct C++/STL API: version 0.11 or later is required"
#endif

/**
 * The sparse offset index beside each `.log` segment, with the same base
 * name (the segment's base offset). Each 8-byte entry maps an offset,
 * relative to the segment's base offset, to the byte position of a batch in
 * the `.log` file. Kafka adds an entry after more than
 * `log.index.interval.bytes` (4096 by default) were appended since the last
 * one, so entries increase in both offset and position. The index of the
 * active segment is preallocated (10 MiB by default) and its unused tail is
 * zeros; Kafka trims the file when the segment is rolled or closed.
 * \sa https://github.com/apache/kafka/blob/3.9/storage/src/main/java/org/apache/kafka/storage/internals/log/OffsetIndex.java Source
 */

class kafka_offset_index_t : public kaitai::kstruct {

public:
    class entry_t;

    kafka_offset_index_t(kaitai::kstream* p__io, kaitai::kstruct* p__parent = nullptr, kafka_offset_index_t* p__root = nullptr);

private:
    void _read();
    void _clean_up();

public:
    ~kafka_offset_index_t();

    /**
     * One offset index entry.
     */

    class entry_t : public kaitai::kstruct {

    public:

        entry_t(kaitai::kstream* p__io, kafka_offset_index_t* p__parent = nullptr, kafka_offset_index_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~entry_t();

    private:
        int32_t m_relative_offset;
        int32_t m_position;
        kafka_offset_index_t* m__root;
        kafka_offset_index_t* m__parent;

    public:

        /**
         * Offset of the indexed batch minus the segment's base offset.
         */
        int32_t relative_offset() const { return m_relative_offset; }

        /**
         * Byte position of that batch in the `.log` file.
         */
        int32_t position() const { return m_position; }
        kafka_offset_index_t* _root() const { return m__root; }
        kafka_offset_index_t* _parent() const { return m__parent; }
    };

private:
    kaitai::held<std::vector<std::unique_ptr<entry_t>>> m_entries;
    kaitai::bytes_view m_trailing;
    kafka_offset_index_t* m__root;
    kaitai::kstruct* m__parent;

public:

    /**
     * The index entries, 8 bytes each.
     */
    std::vector<std::unique_ptr<entry_t>>* entries() const { return m_entries.get(); }

    /**
     * Bytes past the last whole entry; Kafka requires none.
     */
    kaitai::bytes_view trailing() const { return m_trailing; }
    kafka_offset_index_t* _root() const { return m__root; }
    kaitai::kstruct* _parent() const { return m__parent; }
};
