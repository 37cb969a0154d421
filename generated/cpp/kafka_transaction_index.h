#pragma once

// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

class kafka_transaction_index_t;

#include "kaitai/kaitaistruct.h"
#include <stdint.h>
#include <memory>
#include <vector>

#if KAITAI_STRUCT_VERSION < 11000L
#error "Incompatible Kaitai Struct C++/STL API: version 0.11 or later is required"
#endif

/**
 * The aborted-transaction index beside a `.log` segment, with the same base
 * name. The broker appends one 34-byte entry when it writes the ABORT marker
 * of a transaction; a fetch at read_committed returns the entries that
 * overlap the fetched range, and the consumer skips those producers' records.
 * The file has no header and is not preallocated. Kafka 4.4 reads and
 * writes an entry as the generated message AbortedTxn (AbortedTxn.json,
 * version 0, not flexible) after its 16-bit version: the same 34 bytes.
 * \sa https://github.com/apache/kafka/blob/3.9/storage/src/main/java/org/apache/kafka/storage/internals/log/AbortedTxn.java Source
 */

class kafka_transaction_index_t : public kaitai::kstruct {

public:
    class aborted_txn_t;

    kafka_transaction_index_t(kaitai::kstream* p__io, kaitai::kstruct* p__parent = nullptr, kafka_transaction_index_t* p__root = nullptr);

private:
    void _read();
    void _clean_up();

public:
    ~kafka_transaction_index_t();

    /**
     * One aborted transaction (Kafka's `AbortedTxn`).
     */

    class aborted_txn_t : public kaitai::kstruct {

    public:

        aborted_txn_t(kaitai::kstream* p__io, kafka_transaction_index_t* p__parent = nullptr, kafka_transaction_index_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~aborted_txn_t();

    private:
        int16_t m_version;
        int64_t m_producer_id;
        int64_t m_first_offset;
        int64_t m_last_offset;
        int64_t m_last_stable_offset;
        kafka_transaction_index_t* m__root;
        kafka_transaction_index_t* m__parent;

    public:

        /**
         * Entry version; 0 is the only one Kafka writes and reads.
         */
        int16_t version() const { return m_version; }

        /**
         * Producer whose transaction was aborted.
         */
        int64_t producer_id() const { return m_producer_id; }

        /**
         * First offset of the transaction in this partition.
         */
        int64_t first_offset() const { return m_first_offset; }

        /**
         * Offset of the ABORT marker.
         */
        int64_t last_offset() const { return m_last_offset; }

        /**
         * The partition's last stable offset when the marker was written.
         */
        int64_t last_stable_offset() const { return m_last_stable_offset; }
        kafka_transaction_index_t* _root() const { return m__root; }
        kafka_transaction_index_t* _parent() const { return m__parent; }
    };

private:
    kaitai::held<std::vector<std::unique_ptr<aborted_txn_t>>> m_entries;
    kaitai::bytes_view m_trailing;
    kafka_transaction_index_t* m__root;
    kaitai::kstruct* m__parent;

public:

    /**
     * The aborted transactions, in the order their markers were written.
     */
    std::vector<std::unique_ptr<aborted_txn_t>>* entries() const { return m_entries.get(); }

    /**
     * Bytes past the last whole entry; Kafka ignores them.
     */
    kaitai::bytes_view trailing() const { return m_trailing; }
    kafka_transaction_index_t* _root() const { return m__root; }
    kaitai::kstruct* _parent() const { return m__parent; }
};
