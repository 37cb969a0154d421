#pragma once

// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

class kafka_time_index_t;

#include "kaitai/kaitaistruct.h"
#include <stdint.h>
#include <memory>
#include <vector>

#if KAITAI_STRUCT_VERSION < 11000L
#error "Incompatible Kaitai Struct C++/STL API: version 0.11 or later is required"
#endif

/**
 * The sparse time index beside each `.log` segment (KIP-33), with the same
 * base name. Each 12-byte entry says that records with timestamps up to
 * `timestamp` are at or before `relative_offset`: it holds the largest
 * timestamp seen so far in the segment and the offset of the record that
 * carries it. Entries are added together with the offset index entries,
 * and only when the timestamp grows, so timestamps increase strictly. The
 * active segment's file is preallocated and its unused tail is zeros.
 * \sa https://github.com/apache/kafka/blob/3.9/storage/src/main/java/org/apache/kafka/storage/internals/log/TimeIndex.java Source
 */

class kafka_time_index_t : public kaitai::kstruct {

public:
    class entry_t;

    kafka_time_index_t(kaitai::kstream* p__io, kaitai::kstruct* p__parent = nullptr, kafka_time_index_t* p__root = nullptr);

private:
    void _read();
    void _clean_up();

public:
    ~kafka_time_index_t();

    /**
     * One time index entry.
     */

    class entry_t : public kaitai::kstruct {

    public:

        entry_t(kaitai::kstream* p__io, kafka_time_index_t* p__parent = nullptr, kafka_time_index_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~entry_t();

    private:
        int64_t m_timestamp;
        int32_t m_relative_offset;
        kafka_time_index_t* m__root;
        kafka_time_index_t* m__parent;

    public:

        /**
         * Largest timestamp seen in the segment up to this entry, in ms.
         */
        int64_t timestamp() const { return m_timestamp; }

        /**
         * Offset of the record with that timestamp, minus the base offset.
         */
        int32_t relative_offset() const { return m_relative_offset; }
        kafka_time_index_t* _root() const { return m__root; }
        kafka_time_index_t* _parent() const { return m__parent; }
    };

private:
    kaitai::held<std::vector<std::unique_ptr<entry_t>>> m_entries;
    kaitai::bytes_view m_trailing;
    kafka_time_index_t* m__root;
    kaitai::kstruct* m__parent;

public:

    /**
     * The index entries, 12 bytes each.
     */
    std::vector<std::unique_ptr<entry_t>>* entries() const { return m_entries.get(); }

    /**
     * Bytes past the last whole entry; Kafka requires none.
     */
    kaitai::bytes_view trailing() const { return m_trailing; }
    kafka_time_index_t* _root() const { return m__root; }
    kaitai::kstruct* _parent() const { return m__parent; }
};
