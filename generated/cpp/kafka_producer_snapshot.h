#pragma once

// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

class kafka_producer_snapshot_t;

#include "kaitai/kaitaistruct.h"
#include <stdint.h>
#include <memory>
#include <vector>

#if KAITAI_STRUCT_VERSION < 11000L
#error "Incompatible Kaitai Struct C++/STL API: version 0.11 or later is required"
#endif

/**
 * The state of the idempotent and transactional producers of a partition,
 * as of an offset: `<20-digit offset>.snapshot` beside the segments. The
 * broker writes one when a segment is rolled (named by the new segment's
 * base offset) and on clean shutdown, and starts from the latest one when
 * it loads the log, replaying only the batches after it. Each entry is what
 * the broker needs to reject duplicates and fence zombies: the producer's
 * epoch, its last sequence and offset, and the first offset of its open
 * transaction.
 * 
 * The CRC-32C covers every byte after the CRC field (from offset 6 to the
 * end of the file); Kafka refuses a snapshot whose version is not 1 or
 * whose CRC does not hold.
 * \sa https://github.com/apache/kafka/blob/3.9/storage/src/main/java/org/apache/kafka/storage/internals/log/ProducerStateManager.java Source
 */

class kafka_producer_snapshot_t : public kaitai::kstruct {

public:
    class header_t;
    class producer_entry_t;

    kafka_producer_snapshot_t(kaitai::kstream* p__io, kaitai::kstruct* p__parent = nullptr, kafka_producer_snapshot_t* p__root = nullptr);

private:
    void _read();
    void _clean_up();

public:
    ~kafka_producer_snapshot_t();

    /**
     * The fields before the entries.
     */

    class header_t : public kaitai::kstruct {

    public:

        header_t(kaitai::kstream* p__io, kafka_producer_snapshot_t* p__parent = nullptr, kafka_producer_snapshot_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~header_t();

    private:
        bool f_len_crc_input;
        int32_t m_len_crc_input;

    public:

        /**
         * Length of the CRC's input, the rest of the file.
         */
        int32_t len_crc_input();

    private:
        bool f_ofs_crc_input;
        int8_t m_ofs_crc_input;

    public:

        /**
         * Where the CRC's input starts in the file (right after `crc`).
         */
        int8_t ofs_crc_input();

    private:
        int16_t m_version;
        uint32_t m_crc;
        int32_t m_num_entries;
        kafka_producer_snapshot_t* m__root;
        kafka_producer_snapshot_t* m__parent;

    public:

        /**
         * Version of the snapshot file; 1.
         */
        int16_t version() const { return m_version; }

        /**
         * CRC-32C of the bytes from `ofs_crc_input` to the end of the file.
         */
        uint32_t crc() const { return m_crc; }

        /**
         * Number of `entries`.
         */
        int32_t num_entries() const { return m_num_entries; }
        kafka_producer_snapshot_t* _root() const { return m__root; }
        kafka_producer_snapshot_t* _parent() const { return m__parent; }
    };

    /**
     * The state of one producer.
     */

    class producer_entry_t : public kaitai::kstruct {

    public:

        producer_entry_t(kaitai::kstream* p__io, kafka_producer_snapshot_t* p__parent = nullptr, kafka_producer_snapshot_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~producer_entry_t();

    private:
        int64_t m_producer_id;
        int16_t m_epoch;
        int32_t m_last_sequence;
        int64_t m_last_offset;
        int32_t m_offset_delta;
        int64_t m_timestamp;
        int32_t m_coordinator_epoch;
        int64_t m_current_txn_first_offset;
        kafka_producer_snapshot_t* m__root;
        kafka_producer_snapshot_t* m__parent;

    public:

        /**
         * The producer id.
         */
        int64_t producer_id() const { return m_producer_id; }

        /**
         * The producer's current epoch.
         */
        int16_t epoch() const { return m_epoch; }

        /**
         * The sequence of the last record the producer wrote.
         */
        int32_t last_sequence() const { return m_last_sequence; }

        /**
         * The offset of the last record the producer wrote; -1 when the
         * entry holds no batch (only the epoch, after a marker).
         */
        int64_t last_offset() const { return m_last_offset; }

        /**
         * The last batch's last offset minus its first, which is also its
         * last sequence minus its first (sequences wrap at 2^31 - 1).
         */
        int32_t offset_delta() const { return m_offset_delta; }

        /**
         * The max timestamp of the producer's last batch.
         */
        int64_t timestamp() const { return m_timestamp; }

        /**
         * The epoch of the transaction coordinator that wrote the last marker; -1 if none.
         */
        int32_t coordinator_epoch() const { return m_coordinator_epoch; }

        /**
         * The first offset of the producer's open transaction; -1 if none is open.
         */
        int64_t current_txn_first_offset() const { return m_current_txn_first_offset; }
        kafka_producer_snapshot_t* _root() const { return m__root; }
        kafka_producer_snapshot_t* _parent() const { return m__parent; }
    };

private:
    std::unique_ptr<header_t> m_header;
    kaitai::held<std::vector<std::unique_ptr<producer_entry_t>>> m_entries;
    kafka_producer_snapshot_t* m__root;
    kaitai::kstruct* m__parent;

public:

    /**
     * Version, CRC and number of entries.
     */
    header_t* header() const { return m_header.get(); }

    /**
     * One entry per producer id, in no particular order.
     */
    std::vector<std::unique_ptr<producer_entry_t>>* entries() const { return m_entries.get(); }
    kafka_producer_snapshot_t* _root() const { return m__root; }
    kaitai::kstruct* _parent() const { return m__parent; }
};
