#pragma once

// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

class kafka_log_segment_t;

#include "kaitai/kaitaistruct.h"
#include <stdint.h>
#include <memory>
#include "kafka_legacy_message.h"
#include "kafka_record_batch.h"
#include <vector>

#if KAITAI_STRUCT_VERSION < 11000L
#error "Incompatible Kaitai Struct C++/STL API: version 0.11 or later is required"
#endif

/**
 * A partition's `.log` segment file, named after the offset of its first
 * record (`00000000000000000000.log`): batches appended back to back, with
 * no file header. Every entry, whatever its message format, starts with the
 * same 12-byte log overhead (an 8-byte offset and a 4-byte length of what
 * follows) and has its magic byte at position 16. One file may mix formats,
 * as happens after a message-format upgrade: legacy messages (magic 0 and
 * 1) first, then RecordBatches (magic 2).
 * 
 * The same type parses the inner message set of a compressed legacy
 * wrapper once it is decompressed.
 * 
 * An entry whose length or magic makes no sense does not stop the parser:
 * its bytes are kept raw in `body` so the host program can report them.
 * With an unknown magic but a plausible length, exactly that entry is kept
 * and parsing goes on after it; with an impossible length, or a length
 * running past the end of the file (a segment still being written), the
 * rest of the file is kept.
 * \sa https://github.com/apache/kafka/blob/3.9/clients/src/main/java/org/apache/kafka/common/record/FileLogInputStream.java Source
 */

class kafka_log_segment_t : public kaitai::kstruct {

public:
    class entry_t;
    class entry_prefix_t;

    kafka_log_segment_t(kaitai::kstream* p__io, kaitai::kstruct* p__parent = nullptr, kafka_log_segment_t* p__root = nullptr);

private:
    void _read();
    void _clean_up();

public:
    ~kafka_log_segment_t();

    /**
     * One batch (magic 2) or message (magic 0 or 1) with its log overhead.
     * Its `prefix` is read ahead, at the start of the entry, before `body`
     * is parsed: its length and magic decide how many bytes `body` takes
     * and which type parses them.
     */

    class entry_t : public kaitai::kstruct {

    public:

        entry_t(kaitai::kstream* p__io, kafka_log_segment_t* p__parent = nullptr, kafka_log_segment_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~entry_t();

    private:
        bool f_has_header;
        bool m_has_header;

    public:

        /**
         * Whether the 17 bytes up to and including the magic are present.
         */
        bool has_header();

    private:
        bool f_is_length_sane;
        bool m_is_length_sane;

    public:

        /**
         * The length fits the magic and the file.
         */
        bool is_length_sane();

    private:
        bool f_is_truncated;
        bool m_is_truncated;

    public:

        /**
         * The length runs past the end of the file.
         */
        bool is_truncated();

    private:
        bool f_len_available;
        int32_t m_len_available;

    public:

        /**
         * Bytes from the start of this entry to the end of the file.
         */
        int32_t len_available();

    private:
        bool f_len_entry;
        int32_t m_len_entry;

    public:

        /**
         * Bytes taken by this entry: log overhead plus declared length when
         * that is plausible, else everything to the end of the file.
         */
        int32_t len_entry();

    private:
        bool f_prefix;
        std::unique_ptr<entry_prefix_t> m_prefix;
        bool n_prefix;

    public:
        bool _is_null_prefix() { prefix(); return n_prefix; };

    private:

    public:

        /**
         * The entry's offset, length and magic, read ahead.
         */
        entry_prefix_t* prefix();

    private:
        std::unique_ptr<kaitai::kstruct> m_body;
        bool n_body;

    public:
        bool _is_null_body() { body(); return n_body; };

    private:
        kafka_log_segment_t* m__root;
        kafka_log_segment_t* m__parent;
        kaitai::bytes_view m__raw_body;
        std::unique_ptr<kaitai::kstream> m__io__raw_body;

    public:

        /**
         * The whole entry, log overhead included; raw bytes when the magic is
         * unknown or the length impossible.
         */
        kaitai::kstruct* body() const { return m_body.get(); }
        kafka_log_segment_t* _root() const { return m__root; }
        kafka_log_segment_t* _parent() const { return m__parent; }
        kaitai::bytes_view _raw_body() const { return m__raw_body; }
        kaitai::kstream* _io__raw_body() const { return m__io__raw_body.get(); }
    };

    /**
     * The first 17 bytes of an entry, laid out alike in every format: the
     * offset, the length and, at byte 16, the magic that picks the format.
     * They tell how many bytes the entry takes and which type parses them.
     */

    class entry_prefix_t : public kaitai::kstruct {

    public:

        entry_prefix_t(kaitai::kstream* p__io, kafka_log_segment_t::entry_t* p__parent = nullptr, kafka_log_segment_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~entry_prefix_t();

    private:
        bool f_len_min;
        int8_t m_len_min;

    public:

        /**
         * Smallest length that magic allows: the 61-byte batch header minus
         * the log overhead for v2, 22 and 14 bytes (RECORD_OVERHEAD_V1 and
         * V0) for v1 and v0.
         */
        int8_t len_min();

    private:
        int64_t m_offset;
        int32_t m_len_declared;
        uint32_t m_epoch_or_crc;
        int8_t m_magic;
        kafka_log_segment_t* m__root;
        kafka_log_segment_t::entry_t* m__parent;

    public:

        /**
         * The batch's base offset (magic 2), or the message's offset (magic 0
         * and 1; for a compressed wrapper, its last inner offset).
         */
        int64_t offset() const { return m_offset; }

        /**
         * The length field, common to every format: bytes after the log
         * overhead (Kafka's "message size" or "batch length").
         */
        int32_t len_declared() const { return m_len_declared; }

        /**
         * The partition leader epoch (magic 2) or the message CRC (magic 0
         * and 1); not needed to find the entry's extent.
         */
        uint32_t epoch_or_crc() const { return m_epoch_or_crc; }

        /**
         * The format of the entry.
         */
        int8_t magic() const { return m_magic; }
        kafka_log_segment_t* _root() const { return m__root; }
        kafka_log_segment_t::entry_t* _parent() const { return m__parent; }
    };

private:
    kaitai::held<std::vector<std::unique_ptr<entry_t>>> m_entries;
    kafka_log_segment_t* m__root;
    kaitai::kstruct* m__parent;

public:

    /**
     * The batches or messages of the segment, in file order.
     */
    std::vector<std::unique_ptr<entry_t>>* entries() const { return m_entries.get(); }
    kafka_log_segment_t* _root() const { return m__root; }
    kaitai::kstruct* _parent() const { return m__parent; }
};
