#pragma once

// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

class kafka_transaction_state_t;

#include "kaitai/kaitaistruct.h"
#include <stdint.h>
#include <memory>
#include "kafka_tagged_fields.h"
#include "kafka_string.h"
#include "kafka_uvarint.h"
#include "kafka_compact_string.h"
#include <set>
#include <vector>

#if KAITAI_STRUCT_VERSION < 11000L
#error "Incompatible Kaitai Struct C++/STL API: version 0.11 or later is required"
#endif

/**
 * One record of the `__transaction_state` topic, where the transaction
 * coordinator keeps the state of each transactional id: the record's key
 * bytes followed by its value bytes (a host passes both lengths). The key
 * is a 16-bit version (0) and a TransactionLogKey; the value a 16-bit
 * version and a TransactionLogValue at that version (0, or 1, the first
 * flexible version). A null value (a tombstone) is written when a
 * transactional id expires. Kafka reads a message from the start of its
 * bytes and ignores any bytes after it.
 * 
 * Kafka 4.0 added tagged fields to version 1 for transactions of protocol
 * version 2 (KIP-890): PreviousProducerId, NextProducerId and
 * ClientTransactionVersion; 4.1 added NextProducerEpoch. Field names are
 * those of the message definitions (branch 4.4, unchanged since 4.1), in
 * snake case.
 * \sa https://github.com/apache/kafka/blob/4.4/transaction-coordinator/src/main/java/org/apache/kafka/coordinator/transaction/TransactionCoordinatorRecordSerde.java Source
 * \sa https://github.com/apache/kafka/tree/4.4/transaction-coordinator/src/main/resources/common/message Source
 */

class kafka_transaction_state_t : public kaitai::kstruct {

public:
    class client_transaction_version_tag_t;
    class key_t;
    class next_producer_epoch_tag_t;
    class next_producer_id_tag_t;
    class partitions_schema_t;
    class previous_producer_id_tag_t;
    class transaction_log_key_t;
    class transaction_log_tagged_field_t;
    class transaction_log_value_t;
    class value_t;

    enum transaction_state_t {
        TRANSACTION_STATE_EMPTY = 0,
        TRANSACTION_STATE_ONGOING = 1,
        TRANSACTION_STATE_PREPARE_COMMIT = 2,
        TRANSACTION_STATE_PREPARE_ABORT = 3,
        TRANSACTION_STATE_COMPLETE_COMMIT = 4,
        TRANSACTION_STATE_COMPLETE_ABORT = 5,
        TRANSACTION_STATE_DEAD = 6,
        TRANSACTION_STATE_PREPARE_EPOCH_FENCE = 7
    };
    static bool _is_defined_transaction_state_t(transaction_state_t v);

private:
    static const std::set<transaction_state_t> _values_transaction_state_t;

public:

    kafka_transaction_state_t(int32_t p_len_key, int32_t p_len_value, kaitai::kstream* p__io, kaitai::kstruct* p__parent = nullptr, kafka_transaction_state_t* p__root = nullptr);

private:
    void _read();
    void _clean_up();

public:
    ~kafka_transaction_state_t();

    /**
     * Tagged field 2 of TransactionLogValue, written when not 0.
     */

    class client_transaction_version_tag_t : public kaitai::kstruct {

    public:

        client_transaction_version_tag_t(kaitai::kstream* p__io, kafka_transaction_state_t::transaction_log_tagged_field_t* p__parent = nullptr, kafka_transaction_state_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~client_transaction_version_tag_t();

    private:
        int16_t m_client_transaction_version;
        kafka_transaction_state_t* m__root;
        kafka_transaction_state_t::transaction_log_tagged_field_t* m__parent;

    public:

        /**
         * The transaction version the client used (`transaction.version`, 2 for KIP-890's protocol).
         */
        int16_t client_transaction_version() const { return m_client_transaction_version; }
        kafka_transaction_state_t* _root() const { return m__root; }
        kafka_transaction_state_t::transaction_log_tagged_field_t* _parent() const { return m__parent; }
    };

    /**
     * The record key, a version then TransactionLogKey.
     */

    class key_t : public kaitai::kstruct {

    public:

        key_t(kaitai::kstream* p__io, kafka_transaction_state_t* p__parent = nullptr, kafka_transaction_state_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~key_t();

    private:
        bool f_is_known;
        bool m_is_known;

    public:

        /**
         * Whether Kafka knows the record type (0).
         */
        bool is_known();

    private:
        int16_t m_version;
        std::unique_ptr<transaction_log_key_t> m_body;
        bool n_body;

    public:
        bool _is_null_body() { body(); return n_body; };

    private:
        kafka_transaction_state_t* m__root;
        kafka_transaction_state_t* m__parent;
        kaitai::bytes_view m__raw_body;
        std::unique_ptr<kaitai::kstream> m__io__raw_body;

    public:

        /**
         * The record type (TransactionLogKey's api key, 0; its version before
         * Kafka 4.1). Kafka reports a key of another type as unknown and does
         * not read its value.
         */
        int16_t version() const { return m_version; }

        /**
         * The key message; raw bytes for an unknown version.
         */
        transaction_log_key_t* body() const { return m_body.get(); }
        kafka_transaction_state_t* _root() const { return m__root; }
        kafka_transaction_state_t* _parent() const { return m__parent; }
        kaitai::bytes_view _raw_body() const { return m__raw_body; }
        kaitai::kstream* _io__raw_body() const { return m__io__raw_body.get(); }
    };

    /**
     * Tagged field 3 of TransactionLogValue, written when not -1 (Kafka 4.1 on).
     */

    class next_producer_epoch_tag_t : public kaitai::kstruct {

    public:

        next_producer_epoch_tag_t(kaitai::kstream* p__io, kafka_transaction_state_t::transaction_log_tagged_field_t* p__parent = nullptr, kafka_transaction_state_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~next_producer_epoch_tag_t();

    private:
        int16_t m_next_producer_epoch;
        kafka_transaction_state_t* m__root;
        kafka_transaction_state_t::transaction_log_tagged_field_t* m__parent;

    public:

        /**
         * Producer epoch associated with NextProducerId.
         */
        int16_t next_producer_epoch() const { return m_next_producer_epoch; }
        kafka_transaction_state_t* _root() const { return m__root; }
        kafka_transaction_state_t::transaction_log_tagged_field_t* _parent() const { return m__parent; }
    };

    /**
     * Tagged field 1 of TransactionLogValue, written when not -1.
     */

    class next_producer_id_tag_t : public kaitai::kstruct {

    public:

        next_producer_id_tag_t(kaitai::kstream* p__io, kafka_transaction_state_t::transaction_log_tagged_field_t* p__parent = nullptr, kafka_transaction_state_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~next_producer_id_tag_t();

    private:
        int64_t m_next_producer_id;
        kafka_transaction_state_t* m__root;
        kafka_transaction_state_t::transaction_log_tagged_field_t* m__parent;

    public:

        /**
         * Latest producer id sent to the producer for the transactional id.
         */
        int64_t next_producer_id() const { return m_next_producer_id; }
        kafka_transaction_state_t* _root() const { return m__root; }
        kafka_transaction_state_t::transaction_log_tagged_field_t* _parent() const { return m__parent; }
    };

    /**
     * PartitionsSchema, the partitions of one topic in a transaction.
     */

    class partitions_schema_t : public kaitai::kstruct {

    public:

        partitions_schema_t(int16_t p_version, kaitai::kstream* p__io, kafka_transaction_state_t::transaction_log_value_t* p__parent = nullptr, kafka_transaction_state_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~partitions_schema_t();

    private:
        std::unique_ptr<kaitai::kstruct> m_topic;
        bool n_topic;

    public:
        bool _is_null_topic() { topic(); return n_topic; };

    private:
        kaitai::held<kafka_uvarint_t> m_num_partition_ids;
        bool n_num_partition_ids;

    public:
        bool _is_null_num_partition_ids() { num_partition_ids(); return n_num_partition_ids; };

    private:
        int32_t m_num_partition_ids_legacy;
        bool n_num_partition_ids_legacy;

    public:
        bool _is_null_num_partition_ids_legacy() { num_partition_ids_legacy(); return n_num_partition_ids_legacy; };

    private:
        kaitai::held<std::vector<int32_t>> m_partition_ids;
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        bool n_tagged_fields;

    public:
        bool _is_null_tagged_fields() { tagged_fields(); return n_tagged_fields; };

    private:
        int16_t m_version;
        kafka_transaction_state_t* m__root;
        kafka_transaction_state_t::transaction_log_value_t* m__parent;

    public:

        /**
         * The topic name.
         */
        kaitai::kstruct* topic() const { return m_topic.get(); }

        /**
         * Number of `partition_ids` plus one (version 1).
         */
        kafka_uvarint_t* num_partition_ids() const { return m_num_partition_ids.get(); }

        /**
         * Number of `partition_ids` (version 0); never negative (the array is not nullable, and Kafka refuses -1).
         */
        int32_t num_partition_ids_legacy() const { return m_num_partition_ids_legacy; }

        /**
         * The partition numbers.
         */
        std::vector<int32_t>* partition_ids() const { return m_partition_ids.get(); }

        /**
         * Tagged fields (version 1).
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }

        /**
         * The version of the enclosing TransactionLogValue.
         */
        int16_t version() const { return m_version; }
        kafka_transaction_state_t* _root() const { return m__root; }
        kafka_transaction_state_t::transaction_log_value_t* _parent() const { return m__parent; }
    };

    /**
     * Tagged field 0 of TransactionLogValue, written when not -1.
     */

    class previous_producer_id_tag_t : public kaitai::kstruct {

    public:

        previous_producer_id_tag_t(kaitai::kstream* p__io, kafka_transaction_state_t::transaction_log_tagged_field_t* p__parent = nullptr, kafka_transaction_state_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~previous_producer_id_tag_t();

    private:
        int64_t m_previous_producer_id;
        kafka_transaction_state_t* m__root;
        kafka_transaction_state_t::transaction_log_tagged_field_t* m__parent;

    public:

        /**
         * Producer id used by the last committed transaction.
         */
        int64_t previous_producer_id() const { return m_previous_producer_id; }
        kafka_transaction_state_t* _root() const { return m__root; }
        kafka_transaction_state_t::transaction_log_tagged_field_t* _parent() const { return m__parent; }
    };

    /**
     * TransactionLogKey v0.
     */

    class transaction_log_key_t : public kaitai::kstruct {

    public:

        transaction_log_key_t(kaitai::kstream* p__io, kafka_transaction_state_t::key_t* p__parent = nullptr, kafka_transaction_state_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~transaction_log_key_t();

    private:
        kaitai::held<kafka_string_t> m_transactional_id;
        kafka_transaction_state_t* m__root;
        kafka_transaction_state_t::key_t* m__parent;

    public:

        /**
         * The producer's `transactional.id`.
         */
        kafka_string_t* transactional_id() const { return m_transactional_id.get(); }
        kafka_transaction_state_t* _root() const { return m__root; }
        kafka_transaction_state_t::key_t* _parent() const { return m__parent; }
    };

    /**
     * A tagged field of TransactionLogValue v1.
     */

    class transaction_log_tagged_field_t : public kaitai::kstruct {

    public:

        transaction_log_tagged_field_t(kaitai::kstream* p__io, kafka_transaction_state_t::transaction_log_value_t* p__parent = nullptr, kafka_transaction_state_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~transaction_log_tagged_field_t();

    private:
        kaitai::held<kafka_uvarint_t> m_tag;
        kaitai::held<kafka_uvarint_t> m_len_data;
        std::unique_ptr<kaitai::kstruct> m_data;
        bool n_data;

    public:
        bool _is_null_data() { data(); return n_data; };

    private:
        kafka_transaction_state_t* m__root;
        kafka_transaction_state_t::transaction_log_value_t* m__parent;
        kaitai::bytes_view m__raw_data;
        std::unique_ptr<kaitai::kstream> m__io__raw_data;

    public:

        /**
         * The tag.
         */
        kafka_uvarint_t* tag() const { return m_tag.get(); }

        /**
         * Size of the field's data in bytes.
         */
        kafka_uvarint_t* len_data() const { return m_len_data.get(); }

        /**
         * The field's data; raw bytes for a tag Kafka 4.4 does not know.
         */
        kaitai::kstruct* data() const { return m_data.get(); }
        kafka_transaction_state_t* _root() const { return m__root; }
        kafka_transaction_state_t::transaction_log_value_t* _parent() const { return m__parent; }
        kaitai::bytes_view _raw_data() const { return m__raw_data; }
        kaitai::kstream* _io__raw_data() const { return m__io__raw_data.get(); }
    };

    /**
     * TransactionLogValue, the state of one transactional id.
     */

    class transaction_log_value_t : public kaitai::kstruct {

    public:

        transaction_log_value_t(int16_t p_version, kaitai::kstream* p__io, kafka_transaction_state_t::value_t* p__parent = nullptr, kafka_transaction_state_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~transaction_log_value_t();

    private:
        int64_t m_producer_id;
        int16_t m_producer_epoch;
        int32_t m_transaction_timeout_ms;
        transaction_state_t m_transaction_status;
        kaitai::held<kafka_uvarint_t> m_num_transaction_partitions;
        bool n_num_transaction_partitions;

    public:
        bool _is_null_num_transaction_partitions() { num_transaction_partitions(); return n_num_transaction_partitions; };

    private:
        int32_t m_num_transaction_partitions_legacy;
        bool n_num_transaction_partitions_legacy;

    public:
        bool _is_null_num_transaction_partitions_legacy() { num_transaction_partitions_legacy(); return n_num_transaction_partitions_legacy; };

    private:
        kaitai::held<std::vector<std::unique_ptr<partitions_schema_t>>> m_transaction_partitions;
        bool n_transaction_partitions;

    public:
        bool _is_null_transaction_partitions() { transaction_partitions(); return n_transaction_partitions; };

    private:
        int64_t m_transaction_last_update_timestamp_ms;
        int64_t m_transaction_start_timestamp_ms;
        kaitai::held<kafka_uvarint_t> m_num_tagged_fields;
        bool n_num_tagged_fields;

    public:
        bool _is_null_num_tagged_fields() { num_tagged_fields(); return n_num_tagged_fields; };

    private:
        kaitai::held<std::vector<std::unique_ptr<transaction_log_tagged_field_t>>> m_tagged_fields;
        bool n_tagged_fields;

    public:
        bool _is_null_tagged_fields() { tagged_fields(); return n_tagged_fields; };

    private:
        int16_t m_version;
        kafka_transaction_state_t* m__root;
        kafka_transaction_state_t::value_t* m__parent;

    public:

        /**
         * Producer id in use by the transactional id.
         */
        int64_t producer_id() const { return m_producer_id; }

        /**
         * Epoch associated with the producer id.
         */
        int16_t producer_epoch() const { return m_producer_epoch; }

        /**
         * Transaction timeout in milliseconds.
         */
        int32_t transaction_timeout_ms() const { return m_transaction_timeout_ms; }

        /**
         * The state the transaction is in.
         */
        transaction_state_t transaction_status() const { return m_transaction_status; }

        /**
         * Number of `transaction_partitions` plus one, 0 for null (version 1).
         */
        kafka_uvarint_t* num_transaction_partitions() const { return m_num_transaction_partitions.get(); }

        /**
         * Number of `transaction_partitions`, -1 for null (version 0).
         */
        int32_t num_transaction_partitions_legacy() const { return m_num_transaction_partitions_legacy; }

        /**
         * The partitions the transaction wrote to; null or empty when there are none.
         */
        std::vector<std::unique_ptr<partitions_schema_t>>* transaction_partitions() const { return m_transaction_partitions.get(); }

        /**
         * When the transaction was last updated, in milliseconds since the epoch.
         */
        int64_t transaction_last_update_timestamp_ms() const { return m_transaction_last_update_timestamp_ms; }

        /**
         * When the transaction started, -1 when none is ongoing.
         */
        int64_t transaction_start_timestamp_ms() const { return m_transaction_start_timestamp_ms; }

        /**
         * Number of tagged fields that follow (version 1).
         */
        kafka_uvarint_t* num_tagged_fields() const { return m_num_tagged_fields.get(); }

        /**
         * Tagged fields (version 1): 0 PreviousProducerId, 1 NextProducerId,
         * 2 ClientTransactionVersion (Kafka 4.0 on), 3 NextProducerEpoch
         * (Kafka 4.1 on).
         */
        std::vector<std::unique_ptr<transaction_log_tagged_field_t>>* tagged_fields() const { return m_tagged_fields.get(); }

        /**
         * The message version.
         */
        int16_t version() const { return m_version; }
        kafka_transaction_state_t* _root() const { return m__root; }
        kafka_transaction_state_t::value_t* _parent() const { return m__parent; }
    };

    /**
     * The record value, a version then TransactionLogValue.
     */

    class value_t : public kaitai::kstruct {

    public:

        value_t(kaitai::kstream* p__io, kafka_transaction_state_t* p__parent = nullptr, kafka_transaction_state_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~value_t();

    private:
        int16_t m_version;
        std::unique_ptr<transaction_log_value_t> m_body;
        kafka_transaction_state_t* m__root;
        kafka_transaction_state_t* m__parent;

    public:

        /**
         * The value version, 0 or 1 (flexible).
         */
        int16_t version() const { return m_version; }

        /**
         * The value message.
         */
        transaction_log_value_t* body() const { return m_body.get(); }
        kafka_transaction_state_t* _root() const { return m__root; }
        kafka_transaction_state_t* _parent() const { return m__parent; }
    };

private:
    bool f_is_tombstone;
    bool m_is_tombstone;

public:

    /**
     * Whether the value is null (the transactional id expired).
     */
    bool is_tombstone();

private:
    std::unique_ptr<key_t> m_key;
    std::unique_ptr<value_t> m_value;
    bool n_value;

public:
    bool _is_null_value() { value(); return n_value; };

private:
    int32_t m_len_key;
    int32_t m_len_value;
    kafka_transaction_state_t* m__root;
    kaitai::kstruct* m__parent;
    kaitai::bytes_view m__raw_key;
    std::unique_ptr<kaitai::kstream> m__io__raw_key;
    kaitai::bytes_view m__raw_value;
    bool n__raw_value;

public:
    bool _is_null__raw_value() { _raw_value(); return n__raw_value; };

private:
    std::unique_ptr<kaitai::kstream> m__io__raw_value;

public:

    /**
     * The record key.
     */
    key_t* key() const { return m_key.get(); }

    /**
     * The record value; absent for a tombstone, and not read after a key of
     * an unknown version.
     */
    value_t* value() const { return m_value.get(); }

    /**
     * Length of the record's key in bytes.
     */
    int32_t len_key() const { return m_len_key; }

    /**
     * Length of the record's value in bytes; -1 for a null value (a tombstone).
     */
    int32_t len_value() const { return m_len_value; }
    kafka_transaction_state_t* _root() const { return m__root; }
    kaitai::kstruct* _parent() const { return m__parent; }
    kaitai::bytes_view _raw_key() const { return m__raw_key; }
    kaitai::kstream* _io__raw_key() const { return m__io__raw_key.get(); }
    kaitai::bytes_view _raw_value() const { return m__raw_value; }
    kaitai::kstream* _io__raw_value() const { return m__io__raw_value.get(); }
};
