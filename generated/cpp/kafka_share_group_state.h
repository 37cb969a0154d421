#pragma once

// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

class kafka_share_group_state_t;

#include "kaitai/kaitaistruct.h"
#include <stdint.h>
#include <memory>
#include "kafka_uuid.h"
#include "kafka_tagged_fields.h"
#include "kafka_string.h"
#include "kafka_uvarint.h"
#include <set>
#include <vector>

#if KAITAI_STRUCT_VERSION < 11000L
#error "Incompatible Kaitai Struct C++/STL API: version 0.11 or later is required"
#endif

/**
 * One record of the `__share_group_state` topic (KIP-932), where the share
 * coordinator keeps, for each share group and topic partition it reads,
 * which offsets are available, acknowledged or archived and how often each
 * was delivered: the record's key bytes followed by its value bytes (a host
 * passes both lengths). `CoordinatorRecordSerde` frames a key as a 16-bit
 * record type followed by the key message (written at version 0), and a
 * value as a 16-bit version followed by the value message at that version.
 * 
 * Record types: 0 ShareSnapshot, the whole state of a share-partition
 * (written on initialization and every few updates), and 1 ShareUpdate, the
 * state batches changed since the last snapshot. Both keys name the group,
 * the topic id and the partition; both values are flexible (version 0). A
 * null value (a tombstone) deletes the state of a share-partition. Kafka
 * reads a message from the start of its bytes and ignores any bytes after
 * it, as the `size` of `key` and `value` does here.
 * 
 * This is the layout of Kafka 4.1 to 4.4; 4.2 added the tagged field
 * `DeliveryCompleteCount` (tag 0), which 4.1 skips as an unknown tag. Kafka
 * 4.0's early-access share groups wrote records of another layout (a type
 * "data" message: SnapshotEpoch as uint16, no timestamps), which 4.1 does
 * not read either.
 * 
 * Field names are those of Kafka's message definitions
 * (share-coordinator/src/main/resources/common/message), in snake case.
 * \sa https://github.com/apache/kafka/blob/4.4/coordinator-common/src/main/java/org/apache/kafka/coordinator/common/runtime/CoordinatorRecordSerde.java Source
 * \sa https://github.com/apache/kafka/tree/4.4/share-coordinator/src/main/resources/common/message Source
 */

class kafka_share_group_state_t : public kaitai::kstruct {

public:
    class delivery_complete_count_t;
    class key_t;
    class share_partition_key_t;
    class share_snapshot_value_t;
    class share_update_value_t;
    class state_batch_t;
    class value_t;
    class value_tagged_field_t;

    enum delivery_state_t {
        DELIVERY_STATE_AVAILABLE = 0,
        DELIVERY_STATE_ACQUIRED = 1,
        DELIVERY_STATE_ACKNOWLEDGED = 2,
        DELIVERY_STATE_ARCHIVING = 3,
        DELIVERY_STATE_ARCHIVED = 4
    };
    static bool _is_defined_delivery_state_t(delivery_state_t v);

private:
    static const std::set<delivery_state_t> _values_delivery_state_t;

public:

    enum share_record_type_t {
        SHARE_RECORD_TYPE_SHARE_SNAPSHOT = 0,
        SHARE_RECORD_TYPE_SHARE_UPDATE = 1
    };
    static bool _is_defined_share_record_type_t(share_record_type_t v);

private:
    static const std::set<share_record_type_t> _values_share_record_type_t;

public:

    kafka_share_group_state_t(int32_t p_len_key, int32_t p_len_value, kaitai::kstream* p__io, kaitai::kstruct* p__parent = nullptr, kafka_share_group_state_t* p__root = nullptr);

private:
    void _read();
    void _clean_up();

public:
    ~kafka_share_group_state_t();

    /**
     * Tagged field 0 of ShareSnapshotValue and ShareUpdateValue,
     * `DeliveryCompleteCount` (Kafka 4.2, KIP-1226): written only when it is
     * not its default (-1).
     */

    class delivery_complete_count_t : public kaitai::kstruct {

    public:

        delivery_complete_count_t(kaitai::kstream* p__io, kafka_share_group_state_t::value_tagged_field_t* p__parent = nullptr, kafka_share_group_state_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~delivery_complete_count_t();

    private:
        int32_t m_delivery_complete_count;
        kafka_share_group_state_t* m__root;
        kafka_share_group_state_t::value_tagged_field_t* m__parent;

    public:

        /**
         * The number of offsets greater than or equal to the share-partition
         * start offset for which delivery has been completed.
         */
        int32_t delivery_complete_count() const { return m_delivery_complete_count; }
        kafka_share_group_state_t* _root() const { return m__root; }
        kafka_share_group_state_t::value_tagged_field_t* _parent() const { return m__parent; }
    };

    /**
     * A record key; its type selects both the key and the value message.
     */

    class key_t : public kaitai::kstruct {

    public:

        key_t(kaitai::kstream* p__io, kafka_share_group_state_t* p__parent = nullptr, kafka_share_group_state_t* p__root = nullptr);

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
         * Whether Kafka knows the record type (0 or 1).
         */
        bool is_known();

    private:
        share_record_type_t m_record_type;
        std::unique_ptr<share_partition_key_t> m_body;
        bool n_body;

    public:
        bool _is_null_body() { body(); return n_body; };

    private:
        kafka_share_group_state_t* m__root;
        kafka_share_group_state_t* m__parent;
        kaitai::bytes_view m__raw_body;
        std::unique_ptr<kaitai::kstream> m__io__raw_body;

    public:

        /**
         * The record type (the key message's api key); 0 and 1 are known.
         */
        share_record_type_t record_type() const { return m_record_type; }

        /**
         * ShareSnapshotKey (type 0) or ShareUpdateKey (type 1); raw bytes for another type.
         */
        share_partition_key_t* body() const { return m_body.get(); }
        kafka_share_group_state_t* _root() const { return m__root; }
        kafka_share_group_state_t* _parent() const { return m__parent; }
        kaitai::bytes_view _raw_body() const { return m__raw_body; }
        kaitai::kstream* _io__raw_body() const { return m__io__raw_body.get(); }
    };

    /**
     * ShareSnapshotKey and ShareUpdateKey (version 0), the share-partition a state is for.
     */

    class share_partition_key_t : public kaitai::kstruct {

    public:

        share_partition_key_t(kaitai::kstream* p__io, kafka_share_group_state_t::key_t* p__parent = nullptr, kafka_share_group_state_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~share_partition_key_t();

    private:
        kaitai::held<kafka_string_t> m_group_id;
        kaitai::held<kafka_uuid_t> m_topic_id;
        int32_t m_partition;
        kafka_share_group_state_t* m__root;
        kafka_share_group_state_t::key_t* m__parent;

    public:

        /**
         * The group id.
         */
        kafka_string_t* group_id() const { return m_group_id.get(); }

        /**
         * The topic id.
         */
        kafka_uuid_t* topic_id() const { return m_topic_id.get(); }

        /**
         * The partition index.
         */
        int32_t partition() const { return m_partition; }
        kafka_share_group_state_t* _root() const { return m__root; }
        kafka_share_group_state_t::key_t* _parent() const { return m__parent; }
    };

    /**
     * ShareSnapshotValue (version 0, flexible), the whole state of a share-partition.
     */

    class share_snapshot_value_t : public kaitai::kstruct {

    public:

        share_snapshot_value_t(kaitai::kstream* p__io, kafka_share_group_state_t::value_t* p__parent = nullptr, kafka_share_group_state_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~share_snapshot_value_t();

    private:
        int32_t m_snapshot_epoch;
        int32_t m_state_epoch;
        int32_t m_leader_epoch;
        int64_t m_start_offset;
        int64_t m_create_timestamp;
        int64_t m_write_timestamp;
        kaitai::held<kafka_uvarint_t> m_num_state_batches;
        kaitai::held<std::vector<std::unique_ptr<state_batch_t>>> m_state_batches;
        kaitai::held<kafka_uvarint_t> m_num_tagged_fields;
        kaitai::held<std::vector<std::unique_ptr<value_tagged_field_t>>> m_tagged_fields;
        kafka_share_group_state_t* m__root;
        kafka_share_group_state_t::value_t* m__parent;

    public:

        /**
         * The snapshot epoch.
         */
        int32_t snapshot_epoch() const { return m_snapshot_epoch; }

        /**
         * The state epoch for this share-partition.
         */
        int32_t state_epoch() const { return m_state_epoch; }

        /**
         * The leader epoch of the share-partition.
         */
        int32_t leader_epoch() const { return m_leader_epoch; }

        /**
         * The share-partition start offset.
         */
        int64_t start_offset() const { return m_start_offset; }

        /**
         * The time at which the state was created.
         */
        int64_t create_timestamp() const { return m_create_timestamp; }

        /**
         * The time at which the state was written or rewritten.
         */
        int64_t write_timestamp() const { return m_write_timestamp; }

        /**
         * Number of `state_batches` plus one (a compact array); never 0, as the array is not nullable (Kafka refuses a null).
         */
        kafka_uvarint_t* num_state_batches() const { return m_num_state_batches.get(); }

        /**
         * The state batches.
         */
        std::vector<std::unique_ptr<state_batch_t>>* state_batches() const { return m_state_batches.get(); }

        /**
         * Number of tagged fields that follow.
         */
        kafka_uvarint_t* num_tagged_fields() const { return m_num_tagged_fields.get(); }

        /**
         * Tagged fields: 0 `delivery_complete_count` (Kafka 4.2); others kept as bytes.
         */
        std::vector<std::unique_ptr<value_tagged_field_t>>* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_share_group_state_t* _root() const { return m__root; }
        kafka_share_group_state_t::value_t* _parent() const { return m__parent; }
    };

    /**
     * ShareUpdateValue (version 0, flexible), the state batches changed since the last snapshot.
     */

    class share_update_value_t : public kaitai::kstruct {

    public:

        share_update_value_t(kaitai::kstream* p__io, kafka_share_group_state_t::value_t* p__parent = nullptr, kafka_share_group_state_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~share_update_value_t();

    private:
        int32_t m_snapshot_epoch;
        int32_t m_leader_epoch;
        int64_t m_start_offset;
        kaitai::held<kafka_uvarint_t> m_num_state_batches;
        kaitai::held<std::vector<std::unique_ptr<state_batch_t>>> m_state_batches;
        kaitai::held<kafka_uvarint_t> m_num_tagged_fields;
        kaitai::held<std::vector<std::unique_ptr<value_tagged_field_t>>> m_tagged_fields;
        kafka_share_group_state_t* m__root;
        kafka_share_group_state_t::value_t* m__parent;

    public:

        /**
         * The snapshot epoch.
         */
        int32_t snapshot_epoch() const { return m_snapshot_epoch; }

        /**
         * The leader epoch of the share-partition.
         */
        int32_t leader_epoch() const { return m_leader_epoch; }

        /**
         * The share-partition start offset, or -1 if the start offset is not being updated.
         */
        int64_t start_offset() const { return m_start_offset; }

        /**
         * Number of `state_batches` plus one (a compact array); never 0, as the array is not nullable (Kafka refuses a null).
         */
        kafka_uvarint_t* num_state_batches() const { return m_num_state_batches.get(); }

        /**
         * The state batches that have been updated.
         */
        std::vector<std::unique_ptr<state_batch_t>>* state_batches() const { return m_state_batches.get(); }

        /**
         * Number of tagged fields that follow.
         */
        kafka_uvarint_t* num_tagged_fields() const { return m_num_tagged_fields.get(); }

        /**
         * Tagged fields: 0 `delivery_complete_count` (Kafka 4.2); others kept as bytes.
         */
        std::vector<std::unique_ptr<value_tagged_field_t>>* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_share_group_state_t* _root() const { return m__root; }
        kafka_share_group_state_t::value_t* _parent() const { return m__parent; }
    };

    /**
     * StateBatch, the delivery state of a range of offsets.
     */

    class state_batch_t : public kaitai::kstruct {

    public:

        state_batch_t(kaitai::kstream* p__io, kaitai::kstruct* p__parent = nullptr, kafka_share_group_state_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~state_batch_t();

    private:
        int64_t m_first_offset;
        int64_t m_last_offset;
        delivery_state_t m_delivery_state;
        int16_t m_delivery_count;
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        kafka_share_group_state_t* m__root;
        kaitai::kstruct* m__parent;

    public:

        /**
         * The first offset of this state batch.
         */
        int64_t first_offset() const { return m_first_offset; }

        /**
         * The last offset of this state batch.
         */
        int64_t last_offset() const { return m_last_offset; }

        /**
         * The delivery state of the offsets, Kafka's `RecordState` id (the
         * definition names 0 Available, 2 Acked and 4 Archived).
         */
        delivery_state_t delivery_state() const { return m_delivery_state; }

        /**
         * How many times the offsets were delivered.
         */
        int16_t delivery_count() const { return m_delivery_count; }

        /**
         * Tagged fields (none known).
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_share_group_state_t* _root() const { return m__root; }
        kaitai::kstruct* _parent() const { return m__parent; }
    };

    /**
     * The record value, a version then the value message of the key's record type.
     */

    class value_t : public kaitai::kstruct {

    public:

        value_t(share_record_type_t p_record_type, kaitai::kstream* p__io, kafka_share_group_state_t* p__parent = nullptr, kafka_share_group_state_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~value_t();

    private:
        bool f_is_known;
        bool m_is_known;

    public:

        /**
         * Whether Kafka reads the value version (0).
         */
        bool is_known();

    private:
        int16_t m_version;
        std::unique_ptr<kaitai::kstruct> m_body;
        bool n_body;

    public:
        bool _is_null_body() { body(); return n_body; };

    private:
        share_record_type_t m_record_type;
        kafka_share_group_state_t* m__root;
        kafka_share_group_state_t* m__parent;
        kaitai::bytes_view m__raw_body;
        std::unique_ptr<kaitai::kstream> m__io__raw_body;

    public:

        /**
         * The value version; 0 is the only one Kafka reads.
         */
        int16_t version() const { return m_version; }

        /**
         * ShareSnapshotValue (type 0) or ShareUpdateValue (type 1); raw bytes
         * for another version, which Kafka refuses.
         */
        kaitai::kstruct* body() const { return m_body.get(); }

        /**
         * The record type of the key.
         */
        share_record_type_t record_type() const { return m_record_type; }
        kafka_share_group_state_t* _root() const { return m__root; }
        kafka_share_group_state_t* _parent() const { return m__parent; }
        kaitai::bytes_view _raw_body() const { return m__raw_body; }
        kaitai::kstream* _io__raw_body() const { return m__io__raw_body.get(); }
    };

    /**
     * A tagged field of ShareSnapshotValue or ShareUpdateValue.
     */

    class value_tagged_field_t : public kaitai::kstruct {

    public:

        value_tagged_field_t(kaitai::kstream* p__io, kaitai::kstruct* p__parent = nullptr, kafka_share_group_state_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~value_tagged_field_t();

    private:
        kaitai::held<kafka_uvarint_t> m_tag;
        kaitai::held<kafka_uvarint_t> m_len_data;
        std::unique_ptr<delivery_complete_count_t> m_data;
        bool n_data;

    public:
        bool _is_null_data() { data(); return n_data; };

    private:
        kafka_share_group_state_t* m__root;
        kaitai::kstruct* m__parent;
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
         * The field's data; raw bytes for a tag this spec does not know.
         */
        delivery_complete_count_t* data() const { return m_data.get(); }
        kafka_share_group_state_t* _root() const { return m__root; }
        kaitai::kstruct* _parent() const { return m__parent; }
        kaitai::bytes_view _raw_data() const { return m__raw_data; }
        kaitai::kstream* _io__raw_data() const { return m__io__raw_data.get(); }
    };

private:
    bool f_is_tombstone;
    bool m_is_tombstone;

public:

    /**
     * Whether the value is null, deleting the share-partition's state.
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
    kafka_share_group_state_t* m__root;
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
     * a record type Kafka does not know.
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
    kafka_share_group_state_t* _root() const { return m__root; }
    kaitai::kstruct* _parent() const { return m__parent; }
    kaitai::bytes_view _raw_key() const { return m__raw_key; }
    kaitai::kstream* _io__raw_key() const { return m__io__raw_key.get(); }
    kaitai::bytes_view _raw_value() const { return m__raw_value; }
    kaitai::kstream* _io__raw_value() const { return m__io__raw_value.get(); }
};
