#pragma once

// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

class kafka_legacy_message_t;

#include "kaitai/kaitaistruct.h"
#include <stdint.h>
#include <memory>
#include "kafka_record_batch.h"

#if KAITAI_STRUCT_VERSION < 11000L
#error "Incompatible Kaitai Struct C++/STL API: version 0.11 or later is required"
#endif

/**
 * One entry of a legacy message set, as written by Kafka before 0.11 (magic
 * 0, Kafka 0.8 to 0.9; magic 1, Kafka 0.10, which added the timestamp). An
 * entry is the 12-byte log overhead (offset and message size) followed by
 * the message, whose CRC-32 covers everything from `magic` to the end.
 * 
 * A compressed message set is stored as one "wrapper" message: its key is
 * null and its value holds the inner message set, compressed as a whole by
 * the wrapper's codec. Once decompressed, the inner message set is a
 * sequence of entries of this same type (see `kafka_log_segment`). For
 * magic 1 the inner offsets are relative (0, 1, 2, …) and the wrapper's
 * offset is the absolute offset of the last inner message; for magic 0 the
 * inner offsets are absolute.
 * \sa https://kafka.apache.org/documentation/#messageset Source
 * \sa https://github.com/apache/kafka/blob/3.9/clients/src/main/java/org/apache/kafka/common/record/LegacyRecord.java Source
 */

class kafka_legacy_message_t : public kaitai::kstruct {

public:

    kafka_legacy_message_t(kaitai::kstream* p__io, kaitai::kstruct* p__parent = nullptr, kafka_legacy_message_t* p__root = nullptr);

private:
    void _read();
    void _clean_up();

public:
    ~kafka_legacy_message_t();

private:
    bool f_len_crc_input;
    int32_t m_len_crc_input;

public:

    /**
     * Number of bytes covered by `crc`, up to the end of the message.
     */
    int32_t len_crc_input();

private:
    bool f_ofs_crc_input;
    int8_t m_ofs_crc_input;

public:

    /**
     * Position of the first byte covered by `crc` (the magic byte).
     */
    int8_t ofs_crc_input();

private:
    int64_t m_offset;
    int32_t m_len_message;
    uint32_t m_crc;
    int8_t m_magic;
    uint64_t m_unused_attributes;
    kafka_record_batch_t::timestamp_type_t m_timestamp_type;
    kafka_record_batch_t::compression_type_t m_compression;
    int64_t m_timestamp;
    bool n_timestamp;

public:
    bool _is_null_timestamp() { timestamp(); return n_timestamp; };

private:
    int32_t m_len_key;
    kaitai::bytes_view m_key;
    bool n_key;

public:
    bool _is_null_key() { key(); return n_key; };

private:
    int32_t m_len_value;
    kaitai::bytes_view m_value;
    bool n_value;

public:
    bool _is_null_value() { value(); return n_value; };

private:
    kafka_legacy_message_t* m__root;
    kaitai::kstruct* m__parent;

public:

    /**
     * Offset of the message. For a compressed wrapper, the offset of the
     * last inner message.
     */
    int64_t offset() const { return m_offset; }

    /**
     * Message size: the number of bytes after this field (14 at least for
     * magic 0, 22 for magic 1).
     */
    int32_t len_message() const { return m_len_message; }

    /**
     * CRC-32 (IEEE, as `java.util.zip.CRC32`) of the bytes from `magic` to
     * the end of the message: see `ofs_crc_input` and `len_crc_input`.
     */
    uint32_t crc() const { return m_crc; }

    /**
     * Message format version, 0 or 1.
     */
    int8_t magic() const { return m_magic; }

    /**
     * Bits 4-7 of the 8-bit attributes, unused. The attributes byte is read
     * as three bit fields, most significant bits first.
     */
    uint64_t unused_attributes() const { return m_unused_attributes; }

    /**
     * Bit 3 of the attributes (0x08), magic 1 only: 0 CreateTime, 1
     * LogAppendTime. Only wrappers set it; inner messages are always
     * CreateTime.
     */
    kafka_record_batch_t::timestamp_type_t timestamp_type() const { return m_timestamp_type; }

    /**
     * Bits 0-2 of the attributes (0x07): codec of the value (wrapper
     * messages). The codes are those of a RecordBatch; zstd (4) is not
     * allowed before magic 2.
     */
    kafka_record_batch_t::compression_type_t compression() const { return m_compression; }

    /**
     * Timestamp in ms since the epoch (magic 1 only); -1 when none. For a
     * LogAppendTime wrapper, the broker's append time, which also applies
     * to every inner message.
     */
    int64_t timestamp() const { return m_timestamp; }

    /**
     * Length of the key; -1 for a null key.
     */
    int32_t len_key() const { return m_len_key; }

    /**
     * The key.
     */
    kaitai::bytes_view key() const { return m_key; }

    /**
     * Length of the value; -1 for a null value (a tombstone).
     */
    int32_t len_value() const { return m_len_value; }

    /**
     * The value. For a compressed wrapper, the inner message set compressed
     * with `compression`.
     */
    kaitai::bytes_view value() const { return m_value; }
    kafka_legacy_message_t* _root() const { return m__root; }
    kaitai::kstruct* _parent() const { return m__parent; }
};
