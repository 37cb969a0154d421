#pragma once

// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

class kafka_record_batch_t;

#include "kaitai/kaitaistruct.h"
#include <stdint.h>
#include <memory>
#include "kafka_varlong.h"
#include "kafka_varint.h"
#include <set>
#include <vector>

#if KAITAI_STRUCT_VERSION < 11000L
#error "Incompatible Kaitai Struct C++/STL API: version 0.11 or later is required"
#endif

/**
 * One RecordBatch, the unit in which Kafka 0.11 and later writes records to
 * a partition's `.log` segment, sends them over the network and compresses
 * them. A batch is a fixed 61-byte header followed by its records; when the
 * batch is compressed, only the records are compressed, the header never is.
 * 
 * `len_batch` counts the bytes after itself, so a whole batch occupies
 * `12 + len_batch` bytes. The CRC is a CRC-32C (Castagnoli) of every byte
 * from `attributes` to the end of the batch; its input range is exposed as
 * `ofs_crc_input` / `len_crc_input` so a host program can check it without
 * re-deriving offsets.
 * 
 * The records of an uncompressed batch parse as `records`; a compressed
 * batch keeps its records as bytes (`compressed_records`), which, once
 * decompressed with the batch's codec, parse with the `record_set` type of
 * this spec.
 * \sa https://kafka.apache.org/documentation/#recordbatch Source
 * \sa https://github.com/apache/kafka/blob/3.9/clients/src/main/java/org/apache/kafka/common/record/DefaultRecordBatch.java Source
 */

class kafka_record_batch_t : public kaitai::kstruct {

public:
    class control_record_key_t;
    class end_txn_marker_t;
    class header_t;
    class record_t;
    class record_set_t;

    enum compression_type_t {
        COMPRESSION_TYPE_NONE = 0,
        COMPRESSION_TYPE_GZIP = 1,
        COMPRESSION_TYPE_SNAPPY = 2,
        COMPRESSION_TYPE_LZ4 = 3,
        COMPRESSION_TYPE_ZSTD = 4
    };
    static bool _is_defined_compression_type_t(compression_type_t v);

private:
    static const std::set<compression_type_t> _values_compression_type_t;

public:

    enum control_record_type_t {
        CONTROL_RECORD_TYPE_ABORT = 0,
        CONTROL_RECORD_TYPE_COMMIT = 1,
        CONTROL_RECORD_TYPE_LEADER_CHANGE = 2,
        CONTROL_RECORD_TYPE_SNAPSHOT_HEADER = 3,
        CONTROL_RECORD_TYPE_SNAPSHOT_FOOTER = 4,
        CONTROL_RECORD_TYPE_KRAFT_VERSION = 5,
        CONTROL_RECORD_TYPE_KRAFT_VOTERS = 6
    };
    static bool _is_defined_control_record_type_t(control_record_type_t v);

private:
    static const std::set<control_record_type_t> _values_control_record_type_t;

public:

    enum timestamp_type_t {
        TIMESTAMP_TYPE_CREATE_TIME = 0,
        TIMESTAMP_TYPE_LOG_APPEND_TIME = 1
    };
    static bool _is_defined_timestamp_type_t(timestamp_type_t v);

private:
    static const std::set<timestamp_type_t> _values_timestamp_type_t;

public:

    kafka_record_batch_t(kaitai::kstream* p__io, kaitai::kstruct* p__parent = nullptr, kafka_record_batch_t* p__root = nullptr);

private:
    void _read();
    void _clean_up();

public:
    ~kafka_record_batch_t();

    /**
     * Key of a record in a control batch: which kind of control record it is.
     * \sa https://github.com/apache/kafka/blob/3.9/clients/src/main/java/org/apache/kafka/common/record/ControlRecordType.java Source
     */

    class control_record_key_t : public kaitai::kstruct {

    public:

        control_record_key_t(kaitai::kstream* p__io, kafka_record_batch_t::record_t* p__parent = nullptr, kafka_record_batch_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~control_record_key_t();

    private:
        int16_t m_version;
        control_record_type_t m_record_type;
        kafka_record_batch_t* m__root;
        kafka_record_batch_t::record_t* m__parent;

    public:

        /**
         * Version of the key schema; 0 in every Kafka release so far. Kafka's
         * reader refuses a negative version as data corruption
         * (InvalidRecordException) and reads a higher one as the highest it
         * knows.
         */
        int16_t version() const { return m_version; }

        /**
         * The control record type.
         */
        control_record_type_t record_type() const { return m_record_type; }
        kafka_record_batch_t* _root() const { return m__root; }
        kafka_record_batch_t::record_t* _parent() const { return m__parent; }
    };

    /**
     * Value of an ABORT or COMMIT control record: the end of a transaction of
     * the batch's producer.
     * \sa https://github.com/apache/kafka/blob/3.9/clients/src/main/java/org/apache/kafka/common/record/EndTransactionMarker.java Source
     */

    class end_txn_marker_t : public kaitai::kstruct {

    public:

        end_txn_marker_t(kaitai::kstream* p__io, kafka_record_batch_t::record_t* p__parent = nullptr, kafka_record_batch_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~end_txn_marker_t();

    private:
        int16_t m_version;
        int32_t m_coordinator_epoch;
        kafka_record_batch_t* m__root;
        kafka_record_batch_t::record_t* m__parent;

    public:

        /**
         * Version of the marker schema; 0. Kafka's reader refuses a negative
         * version as data corruption (InvalidRecordException) and reads a
         * higher one as the highest it knows.
         */
        int16_t version() const { return m_version; }

        /**
         * Epoch of the transaction coordinator that wrote the marker.
         */
        int32_t coordinator_epoch() const { return m_coordinator_epoch; }
        kafka_record_batch_t* _root() const { return m__root; }
        kafka_record_batch_t::record_t* _parent() const { return m__parent; }
    };

    /**
     * One record header, a string key with an optional byte value.
     */

    class header_t : public kaitai::kstruct {

    public:

        header_t(kaitai::kstream* p__io, kafka_record_batch_t::record_t* p__parent = nullptr, kafka_record_batch_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~header_t();

    private:
        kaitai::held<kafka_varint_t> m_len_key;
        kaitai::bytes_view m_key;
        kaitai::held<kafka_varint_t> m_len_value;
        kaitai::bytes_view m_value;
        bool n_value;

    public:
        bool _is_null_value() { value(); return n_value; };

    private:
        kafka_record_batch_t* m__root;
        kafka_record_batch_t::record_t* m__parent;

    public:

        /**
         * Length of the key in bytes.
         */
        kafka_varint_t* len_key() const { return m_len_key.get(); }

        /**
         * The header key, a string in UTF-8. Kafka decodes it with
         * replacement characters (U+FFFD) for invalid bytes, so such a key
         * does not make the record unreadable; it is kept as bytes here for
         * the same reason.
         */
        kaitai::bytes_view key() const { return m_key; }

        /**
         * Length of the value; -1 for a null value.
         */
        kafka_varint_t* len_value() const { return m_len_value.get(); }

        /**
         * The header value.
         */
        kaitai::bytes_view value() const { return m_value; }
        kafka_record_batch_t* _root() const { return m__root; }
        kafka_record_batch_t::record_t* _parent() const { return m__parent; }
    };

    /**
     * One record of a v2 batch. Every integer is a zigzag varint except the
     * timestamp delta (a varlong) and the unused attributes byte. The fields
     * after `len_record` take exactly `len_record.value` bytes, which a host
     * checks as Kafka does ("Invalid record size").
     * \sa https://kafka.apache.org/documentation/#record Source
     */

    class record_t : public kaitai::kstruct {

    public:

        record_t(bool p_is_control, kaitai::kstream* p__io, kafka_record_batch_t::record_set_t* p__parent = nullptr, kafka_record_batch_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~record_t();

    private:
        kaitai::held<kafka_varint_t> m_len_record;
        int8_t m_attributes;
        kaitai::held<kafka_varlong_t> m_timestamp_delta;
        kaitai::held<kafka_varint_t> m_offset_delta;
        kaitai::held<kafka_varint_t> m_len_key;
        std::unique_ptr<control_record_key_t> m_key;
        bool n_key;

    public:
        bool _is_null_key() { key(); return n_key; };

    private:
        kaitai::held<kafka_varint_t> m_len_value;
        std::unique_ptr<end_txn_marker_t> m_value;
        bool n_value;

    public:
        bool _is_null_value() { value(); return n_value; };

    private:
        kaitai::held<kafka_varint_t> m_num_headers;
        kaitai::held<std::vector<std::unique_ptr<header_t>>> m_headers;
        bool m_is_control;
        kafka_record_batch_t* m__root;
        kafka_record_batch_t::record_set_t* m__parent;
        kaitai::bytes_view m__raw_key;
        bool n__raw_key;

    public:
        bool _is_null__raw_key() { _raw_key(); return n__raw_key; };

    private:
        std::unique_ptr<kaitai::kstream> m__io__raw_key;
        kaitai::bytes_view m__raw_value;
        bool n__raw_value;

    public:
        bool _is_null__raw_value() { _raw_value(); return n__raw_value; };

    private:
        std::unique_ptr<kaitai::kstream> m__io__raw_value;

    public:

        /**
         * Number of bytes of the record after this field.
         */
        kafka_varint_t* len_record() const { return m_len_record.get(); }

        /**
         * Record attributes; unused, written as 0.
         */
        int8_t attributes() const { return m_attributes; }

        /**
         * Timestamp minus the batch's `base_timestamp`.
         */
        kafka_varlong_t* timestamp_delta() const { return m_timestamp_delta.get(); }

        /**
         * Offset minus the batch's `base_offset`.
         */
        kafka_varint_t* offset_delta() const { return m_offset_delta.get(); }

        /**
         * Length of the key; -1 for a null key.
         */
        kafka_varint_t* len_key() const { return m_len_key.get(); }

        /**
         * The key; for a control record, a `control_record_key`.
         */
        control_record_key_t* key() const { return m_key.get(); }

        /**
         * Length of the value; -1 for a null value (a tombstone).
         */
        kafka_varint_t* len_value() const { return m_len_value.get(); }

        /**
         * The value; for an ABORT or COMMIT control record, the
         * `end_txn_marker`.
         */
        end_txn_marker_t* value() const { return m_value.get(); }

        /**
         * Number of headers.
         */
        kafka_varint_t* num_headers() const { return m_num_headers.get(); }

        /**
         * Application headers (KIP-82), in the order they were added.
         */
        std::vector<std::unique_ptr<header_t>>* headers() const { return m_headers.get(); }

        /**
         * Whether the record belongs to a control batch.
         */
        bool is_control() const { return m_is_control; }
        kafka_record_batch_t* _root() const { return m__root; }
        kafka_record_batch_t::record_set_t* _parent() const { return m__parent; }
        kaitai::bytes_view _raw_key() const { return m__raw_key; }
        kaitai::kstream* _io__raw_key() const { return m__io__raw_key.get(); }
        kaitai::bytes_view _raw_value() const { return m__raw_value; }
        kaitai::kstream* _io__raw_value() const { return m__io__raw_value.get(); }
    };

    /**
     * The records of a batch, back to back until the end of the records
     * area (after decompression for a compressed batch). Kafka reads
     * exactly `num_records` records and requires that no byte is left.
     */

    class record_set_t : public kaitai::kstruct {

    public:

        record_set_t(bool p_is_control, kaitai::kstream* p__io, kafka_record_batch_t* p__parent = nullptr, kafka_record_batch_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~record_set_t();

    private:
        std::unique_ptr<std::vector<std::unique_ptr<record_t>>> m_records;
        bool m_is_control;
        kafka_record_batch_t* m__root;
        kafka_record_batch_t* m__parent;

    public:

        /**
         * The records, in offset order.
         */
        std::vector<std::unique_ptr<record_t>>* records() const { return m_records.get(); }

        /**
         * Whether the records are control records (`is_control` batch).
         */
        bool is_control() const { return m_is_control; }
        kafka_record_batch_t* _root() const { return m__root; }
        kafka_record_batch_t* _parent() const { return m__parent; }
    };

private:
    bool f_compressed_records;
    kaitai::bytes_view m_compressed_records;
    bool n_compressed_records;

public:
    bool _is_null_compressed_records() { compressed_records(); return n_compressed_records; };

private:

public:

    /**
     * The compressed records, as written by the codec of
     * `compression`; once decompressed they parse as a
     * `record_set`.
     */
    kaitai::bytes_view compressed_records();

private:
    bool f_compression;
    compression_type_t m_compression;

public:

    /**
     * Bits 0-2 of `attributes` (0x07): the codec of the records.
     */
    compression_type_t compression();

private:
    bool f_has_delete_horizon;
    bool m_has_delete_horizon;

public:

    /**
     * Bit 6 of `attributes` (0x40): `base_timestamp` holds the delete
     * horizon set by the log cleaner (KIP-534).
     */
    bool has_delete_horizon();

private:
    bool f_is_control;
    bool m_is_control;

public:

    /**
     * Bit 5 of `attributes` (0x20): a control batch, whose records are
     * control records (transaction markers, KRaft records), never shown to
     * consumers.
     */
    bool is_control();

private:
    bool f_is_transactional;
    bool m_is_transactional;

public:

    /**
     * Bit 4 of `attributes` (0x10): the batch is part of a transaction.
     */
    bool is_transactional();

private:
    bool f_len_crc_input;
    int32_t m_len_crc_input;

public:

    /**
     * Number of bytes covered by `crc`, up to the end of the batch.
     */
    int32_t len_crc_input();

private:
    bool f_len_records;
    int32_t m_len_records;

public:

    /**
     * Number of bytes of records, compressed or not.
     */
    int32_t len_records();

private:
    bool f_ofs_crc_input;
    int8_t m_ofs_crc_input;

public:

    /**
     * Position of the first byte covered by `crc` (the attributes).
     */
    int8_t ofs_crc_input();

private:
    bool f_ofs_records;
    int8_t m_ofs_records;

public:

    /**
     * Position of the records inside the batch (the header size).
     */
    int8_t ofs_records();

private:
    bool f_records;
    std::unique_ptr<record_set_t> m_records;
    bool n_records;

public:
    bool _is_null_records() { records(); return n_records; };

private:

public:

    /**
     * The records of an uncompressed batch.
     */
    record_set_t* records();

private:
    bool f_timestamp_type;
    timestamp_type_t m_timestamp_type;

public:

    /**
     * Bit 3 of `attributes` (0x08): 0 CreateTime, 1 LogAppendTime.
     */
    timestamp_type_t timestamp_type();

private:
    int64_t m_base_offset;
    int32_t m_len_batch;
    int32_t m_partition_leader_epoch;
    int8_t m_magic;
    uint32_t m_crc;
    uint16_t m_attributes;
    int32_t m_last_offset_delta;
    int64_t m_base_timestamp;
    int64_t m_max_timestamp;
    int64_t m_producer_id;
    int16_t m_producer_epoch;
    int32_t m_base_sequence;
    int32_t m_num_records;
    kafka_record_batch_t* m__root;
    kaitai::kstruct* m__parent;
    kaitai::bytes_view m__raw_records;
    bool n__raw_records;

public:
    bool _is_null__raw_records() { _raw_records(); return n__raw_records; };

private:
    std::unique_ptr<kaitai::kstream> m__io__raw_records;

public:

    /**
     * Offset of the first record of the batch (Kafka's "first offset").
     */
    int64_t base_offset() const { return m_base_offset; }

    /**
     * Number of bytes that follow this field up to the end of the batch
     * (the header's 49 remaining bytes plus the records).
     */
    int32_t len_batch() const { return m_len_batch; }

    /**
     * Epoch of the partition leader that appended the batch (KIP-101).
     */
    int32_t partition_leader_epoch() const { return m_partition_leader_epoch; }

    /**
     * Message format version; 2 for a RecordBatch.
     */
    int8_t magic() const { return m_magic; }

    /**
     * CRC-32C of the bytes from `attributes` (offset 21) to the end of the
     * batch: see `ofs_crc_input` and `len_crc_input`.
     */
    uint32_t crc() const { return m_crc; }

    /**
     * 16-bit attribute flags: bits 0-2 the codec (`compression`), bit 3 the
     * timestamp type (`timestamp_type`), bit 4 `is_transactional`, bit 5
     * `is_control`, bit 6 `has_delete_horizon`; bits 7-15 unused, zero.
     */
    uint16_t attributes() const { return m_attributes; }

    /**
     * Offset of the last record minus `base_offset`.
     */
    int32_t last_offset_delta() const { return m_last_offset_delta; }

    /**
     * Timestamp of the first record ("first timestamp"), in ms since the
     * epoch. When `has_delete_horizon` is set, this field holds
     * the delete horizon of the log cleaner instead (KIP-534).
     */
    int64_t base_timestamp() const { return m_base_timestamp; }

    /**
     * Largest timestamp in the batch; for LogAppendTime, the time the broker
     * appended the batch.
     */
    int64_t max_timestamp() const { return m_max_timestamp; }

    /**
     * Idempotent or transactional producer id; -1 when none.
     */
    int64_t producer_id() const { return m_producer_id; }

    /**
     * Producer epoch; -1 when none.
     */
    int16_t producer_epoch() const { return m_producer_epoch; }

    /**
     * Sequence number of the first record for idempotence; -1 when none.
     */
    int32_t base_sequence() const { return m_base_sequence; }

    /**
     * Number of records in the batch.
     */
    int32_t num_records() const { return m_num_records; }
    kafka_record_batch_t* _root() const { return m__root; }
    kaitai::kstruct* _parent() const { return m__parent; }
    kaitai::bytes_view _raw_records() const { return m__raw_records; }
    kaitai::kstream* _io__raw_records() const { return m__io__raw_records.get(); }
};
