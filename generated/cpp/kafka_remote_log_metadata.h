#pragma once

// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

class kafka_remote_log_metadata_t;

#include "kaitai/kaitaistruct.h"
#include <stdint.h>
#include <memory>
#include "kafka_bool.h"
#include "kafka_compact_bytes.h"
#include "kafka_uuid.h"
#include "kafka_tagged_fields.h"
#include "kafka_uvarint.h"
#include "kafka_compact_string.h"
#include <set>
#include <vector>

#if KAITAI_STRUCT_VERSION < 11000L
#error "Incompatible Kaitai Struct C++/STL API: version 0.11 or later is required"
#endif

/**
 * The value of one record of the `__remote_log_metadata` topic, where
 * `TopicBasedRemoteLogMetadataManager` (KIP-405 tiered storage) records the
 * life of every segment copied to remote storage: a copy started, finished,
 * a deletion started, finished, and the deletion of a whole partition.
 * Records have no key. `RemoteLogMetadataSerde` frames each message as
 * `MetadataRecordSerde` does for `__cluster_metadata`: three unsigned
 * varints, the frame version (1), the record's api key (its type) and the
 * message version (0), then the message in its flexible encoding; Kafka
 * refuses any other frame version, a type it does not know and bytes left
 * after the message.
 * 
 * Types: 0 RemoteLogSegmentMetadataRecord (a segment, written when its copy
 * starts), 1 RemoteLogSegmentMetadataUpdateRecord (a segment's new state),
 * 2 RemotePartitionDeleteMetadataRecord (a partition's deletion), and 3
 * RemoteLogSegmentMetadataSnapshotRecord (a segment in the snapshot files the
 * manager keeps). Kafka 4.0 added the tagged field `TxnIndexEmpty` (tag 0)
 * to types 0 and 3, written only when true; earlier versions skip it.
 * 
 * Field names are those of Kafka's message definitions
 * (storage/src/main/resources/message), in snake case.
 * \sa https://github.com/apache/kafka/blob/4.4/storage/src/main/java/org/apache/kafka/server/log/remote/metadata/storage/serialization/RemoteLogMetadataSerde.java Source
 * \sa https://github.com/apache/kafka/blob/4.4/server-common/src/main/java/org/apache/kafka/server/common/serialization/AbstractApiMessageSerde.java Source
 * \sa https://github.com/apache/kafka/tree/4.4/storage/src/main/resources/message Source
 */

class kafka_remote_log_metadata_t : public kaitai::kstruct {

public:
    class remote_log_segment_id_entry_t;
    class remote_log_segment_metadata_record_t;
    class remote_log_segment_metadata_snapshot_record_t;
    class remote_log_segment_metadata_update_record_t;
    class remote_partition_delete_metadata_record_t;
    class segment_leader_epoch_entry_t;
    class segment_tagged_field_t;
    class topic_id_partition_entry_t;
    class txn_index_empty_t;

    enum remote_log_metadata_type_t {
        REMOTE_LOG_METADATA_TYPE_REMOTE_LOG_SEGMENT_METADATA_RECORD = 0,
        REMOTE_LOG_METADATA_TYPE_REMOTE_LOG_SEGMENT_METADATA_UPDATE_RECORD = 1,
        REMOTE_LOG_METADATA_TYPE_REMOTE_PARTITION_DELETE_METADATA_RECORD = 2,
        REMOTE_LOG_METADATA_TYPE_REMOTE_LOG_SEGMENT_METADATA_SNAPSHOT_RECORD = 3
    };
    static bool _is_defined_remote_log_metadata_type_t(remote_log_metadata_type_t v);

private:
    static const std::set<remote_log_metadata_type_t> _values_remote_log_metadata_type_t;

public:

    enum remote_log_segment_state_t {
        REMOTE_LOG_SEGMENT_STATE_COPY_SEGMENT_STARTED = 0,
        REMOTE_LOG_SEGMENT_STATE_COPY_SEGMENT_FINISHED = 1,
        REMOTE_LOG_SEGMENT_STATE_DELETE_SEGMENT_STARTED = 2,
        REMOTE_LOG_SEGMENT_STATE_DELETE_SEGMENT_FINISHED = 3
    };
    static bool _is_defined_remote_log_segment_state_t(remote_log_segment_state_t v);

private:
    static const std::set<remote_log_segment_state_t> _values_remote_log_segment_state_t;

public:

    enum remote_partition_delete_state_t {
        REMOTE_PARTITION_DELETE_STATE_DELETE_PARTITION_MARKED = 0,
        REMOTE_PARTITION_DELETE_STATE_DELETE_PARTITION_STARTED = 1,
        REMOTE_PARTITION_DELETE_STATE_DELETE_PARTITION_FINISHED = 2
    };
    static bool _is_defined_remote_partition_delete_state_t(remote_partition_delete_state_t v);

private:
    static const std::set<remote_partition_delete_state_t> _values_remote_partition_delete_state_t;

public:

    kafka_remote_log_metadata_t(kaitai::kstream* p__io, kaitai::kstruct* p__parent = nullptr, kafka_remote_log_metadata_t* p__root = nullptr);

private:
    void _read();
    void _clean_up();

public:
    ~kafka_remote_log_metadata_t();

    /**
     * RemoteLogSegmentIdEntry, a remote segment's partition and id.
     */

    class remote_log_segment_id_entry_t : public kaitai::kstruct {

    public:

        remote_log_segment_id_entry_t(kaitai::kstream* p__io, kaitai::kstruct* p__parent = nullptr, kafka_remote_log_metadata_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~remote_log_segment_id_entry_t();

    private:
        std::unique_ptr<topic_id_partition_entry_t> m_topic_id_partition;
        kaitai::held<kafka_uuid_t> m_id;
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        kafka_remote_log_metadata_t* m__root;
        kaitai::kstruct* m__parent;

    public:

        /**
         * Represents unique topic partition.
         */
        topic_id_partition_entry_t* topic_id_partition() const { return m_topic_id_partition.get(); }

        /**
         * Unique identifier of the remote log segment.
         */
        kafka_uuid_t* id() const { return m_id.get(); }

        /**
         * Tagged fields (none known).
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_remote_log_metadata_t* _root() const { return m__root; }
        kaitai::kstruct* _parent() const { return m__parent; }
    };

    /**
     * RemoteLogSegmentMetadataRecord (api key 0, version 0), a segment whose copy to remote storage started.
     */

    class remote_log_segment_metadata_record_t : public kaitai::kstruct {

    public:

        remote_log_segment_metadata_record_t(kaitai::kstream* p__io, kafka_remote_log_metadata_t* p__parent = nullptr, kafka_remote_log_metadata_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~remote_log_segment_metadata_record_t();

    private:
        std::unique_ptr<remote_log_segment_id_entry_t> m_remote_log_segment_id;
        int64_t m_start_offset;
        int64_t m_end_offset;
        int32_t m_broker_id;
        int64_t m_max_timestamp_ms;
        int64_t m_event_timestamp_ms;
        kaitai::held<kafka_uvarint_t> m_num_segment_leader_epochs;
        kaitai::held<std::vector<std::unique_ptr<segment_leader_epoch_entry_t>>> m_segment_leader_epochs;
        int32_t m_segment_size_in_bytes;
        kaitai::held<kafka_compact_bytes_t> m_custom_metadata;
        remote_log_segment_state_t m_remote_log_segment_state;
        kaitai::held<kafka_uvarint_t> m_num_tagged_fields;
        kaitai::held<std::vector<std::unique_ptr<segment_tagged_field_t>>> m_tagged_fields;
        kafka_remote_log_metadata_t* m__root;
        kafka_remote_log_metadata_t* m__parent;

    public:

        /**
         * Unique representation of the remote log segment.
         */
        remote_log_segment_id_entry_t* remote_log_segment_id() const { return m_remote_log_segment_id.get(); }

        /**
         * Start offset of the segment.
         */
        int64_t start_offset() const { return m_start_offset; }

        /**
         * End offset of the segment.
         */
        int64_t end_offset() const { return m_end_offset; }

        /**
         * Broker id from which this event is generated.
         */
        int32_t broker_id() const { return m_broker_id; }

        /**
         * Maximum timestamp in milliseconds within this segment.
         */
        int64_t max_timestamp_ms() const { return m_max_timestamp_ms; }

        /**
         * Epoch time in milliseconds at which this event is generated.
         */
        int64_t event_timestamp_ms() const { return m_event_timestamp_ms; }

        /**
         * Number of `segment_leader_epochs` plus one (a compact array); never 0, as the array is not nullable (Kafka refuses a null).
         */
        kafka_uvarint_t* num_segment_leader_epochs() const { return m_num_segment_leader_epochs.get(); }

        /**
         * Leader epoch to start-offset mappings for the records within this segment.
         */
        std::vector<std::unique_ptr<segment_leader_epoch_entry_t>>* segment_leader_epochs() const { return m_segment_leader_epochs.get(); }

        /**
         * Segment size in bytes.
         */
        int32_t segment_size_in_bytes() const { return m_segment_size_in_bytes; }

        /**
         * Custom metadata of the remote storage manager; null when there is none.
         */
        kafka_compact_bytes_t* custom_metadata() const { return m_custom_metadata.get(); }

        /**
         * State of the remote log segment.
         */
        remote_log_segment_state_t remote_log_segment_state() const { return m_remote_log_segment_state; }

        /**
         * Number of tagged fields that follow.
         */
        kafka_uvarint_t* num_tagged_fields() const { return m_num_tagged_fields.get(); }

        /**
         * Tagged fields: 0 `txn_index_empty` (Kafka 4.0); others kept as bytes.
         */
        std::vector<std::unique_ptr<segment_tagged_field_t>>* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_remote_log_metadata_t* _root() const { return m__root; }
        kafka_remote_log_metadata_t* _parent() const { return m__parent; }
    };

    /**
     * RemoteLogSegmentMetadataSnapshotRecord (api key 3, version 0), a remote segment in a snapshot.
     */

    class remote_log_segment_metadata_snapshot_record_t : public kaitai::kstruct {

    public:

        remote_log_segment_metadata_snapshot_record_t(kaitai::kstream* p__io, kafka_remote_log_metadata_t* p__parent = nullptr, kafka_remote_log_metadata_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~remote_log_segment_metadata_snapshot_record_t();

    private:
        kaitai::held<kafka_uuid_t> m_segment_id;
        int64_t m_start_offset;
        int64_t m_end_offset;
        int32_t m_broker_id;
        int64_t m_max_timestamp_ms;
        int64_t m_event_timestamp_ms;
        kaitai::held<kafka_uvarint_t> m_num_segment_leader_epochs;
        kaitai::held<std::vector<std::unique_ptr<segment_leader_epoch_entry_t>>> m_segment_leader_epochs;
        int32_t m_segment_size_in_bytes;
        kaitai::held<kafka_compact_bytes_t> m_custom_metadata;
        remote_log_segment_state_t m_remote_log_segment_state;
        kaitai::held<kafka_uvarint_t> m_num_tagged_fields;
        kaitai::held<std::vector<std::unique_ptr<segment_tagged_field_t>>> m_tagged_fields;
        kafka_remote_log_metadata_t* m__root;
        kafka_remote_log_metadata_t* m__parent;

    public:

        /**
         * Unique identifier of the log segment.
         */
        kafka_uuid_t* segment_id() const { return m_segment_id.get(); }

        /**
         * Start offset of the segment.
         */
        int64_t start_offset() const { return m_start_offset; }

        /**
         * End offset of the segment.
         */
        int64_t end_offset() const { return m_end_offset; }

        /**
         * Broker (controller or leader) id from which this event is created or updated.
         */
        int32_t broker_id() const { return m_broker_id; }

        /**
         * Maximum timestamp within this segment.
         */
        int64_t max_timestamp_ms() const { return m_max_timestamp_ms; }

        /**
         * Event timestamp of this segment.
         */
        int64_t event_timestamp_ms() const { return m_event_timestamp_ms; }

        /**
         * Number of `segment_leader_epochs` plus one (a compact array); never 0, as the array is not nullable (Kafka refuses a null).
         */
        kafka_uvarint_t* num_segment_leader_epochs() const { return m_num_segment_leader_epochs.get(); }

        /**
         * Leader epochs of this segment.
         */
        std::vector<std::unique_ptr<segment_leader_epoch_entry_t>>* segment_leader_epochs() const { return m_segment_leader_epochs.get(); }

        /**
         * Segment size in bytes.
         */
        int32_t segment_size_in_bytes() const { return m_segment_size_in_bytes; }

        /**
         * Custom metadata of the remote storage manager; null when there is none.
         */
        kafka_compact_bytes_t* custom_metadata() const { return m_custom_metadata.get(); }

        /**
         * State of the remote log segment.
         */
        remote_log_segment_state_t remote_log_segment_state() const { return m_remote_log_segment_state; }

        /**
         * Number of tagged fields that follow.
         */
        kafka_uvarint_t* num_tagged_fields() const { return m_num_tagged_fields.get(); }

        /**
         * Tagged fields: 0 `txn_index_empty` (Kafka 4.0); others kept as bytes.
         */
        std::vector<std::unique_ptr<segment_tagged_field_t>>* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_remote_log_metadata_t* _root() const { return m__root; }
        kafka_remote_log_metadata_t* _parent() const { return m__parent; }
    };

    /**
     * RemoteLogSegmentMetadataUpdateRecord (api key 1, version 0), a remote segment's new state.
     */

    class remote_log_segment_metadata_update_record_t : public kaitai::kstruct {

    public:

        remote_log_segment_metadata_update_record_t(kaitai::kstream* p__io, kafka_remote_log_metadata_t* p__parent = nullptr, kafka_remote_log_metadata_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~remote_log_segment_metadata_update_record_t();

    private:
        std::unique_ptr<remote_log_segment_id_entry_t> m_remote_log_segment_id;
        int32_t m_broker_id;
        int64_t m_event_timestamp_ms;
        kaitai::held<kafka_compact_bytes_t> m_custom_metadata;
        remote_log_segment_state_t m_remote_log_segment_state;
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        kafka_remote_log_metadata_t* m__root;
        kafka_remote_log_metadata_t* m__parent;

    public:

        /**
         * Unique representation of the remote log segment.
         */
        remote_log_segment_id_entry_t* remote_log_segment_id() const { return m_remote_log_segment_id.get(); }

        /**
         * Broker id from which this event is generated.
         */
        int32_t broker_id() const { return m_broker_id; }

        /**
         * Epoch time in milliseconds at which this event is generated.
         */
        int64_t event_timestamp_ms() const { return m_event_timestamp_ms; }

        /**
         * Custom metadata of the remote storage manager; null when there is none.
         */
        kafka_compact_bytes_t* custom_metadata() const { return m_custom_metadata.get(); }

        /**
         * State of the remote log segment.
         */
        remote_log_segment_state_t remote_log_segment_state() const { return m_remote_log_segment_state; }

        /**
         * Tagged fields (none known).
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_remote_log_metadata_t* _root() const { return m__root; }
        kafka_remote_log_metadata_t* _parent() const { return m__parent; }
    };

    /**
     * RemotePartitionDeleteMetadataRecord (api key 2, version 0), the deletion of a partition's remote data.
     */

    class remote_partition_delete_metadata_record_t : public kaitai::kstruct {

    public:

        remote_partition_delete_metadata_record_t(kaitai::kstream* p__io, kafka_remote_log_metadata_t* p__parent = nullptr, kafka_remote_log_metadata_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~remote_partition_delete_metadata_record_t();

    private:
        std::unique_ptr<topic_id_partition_entry_t> m_topic_id_partition;
        int32_t m_broker_id;
        int64_t m_event_timestamp_ms;
        remote_partition_delete_state_t m_remote_partition_delete_state;
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        kafka_remote_log_metadata_t* m__root;
        kafka_remote_log_metadata_t* m__parent;

    public:

        /**
         * Represents unique topic partition.
         */
        topic_id_partition_entry_t* topic_id_partition() const { return m_topic_id_partition.get(); }

        /**
         * Broker (controller or leader) id from which this event is created:
         * the controller marks a deletion, the leader of the metadata
         * topic's partition starts and finishes it.
         */
        int32_t broker_id() const { return m_broker_id; }

        /**
         * Epoch time in milliseconds at which this event is generated.
         */
        int64_t event_timestamp_ms() const { return m_event_timestamp_ms; }

        /**
         * Deletion state of the remote partition.
         */
        remote_partition_delete_state_t remote_partition_delete_state() const { return m_remote_partition_delete_state; }

        /**
         * Tagged fields (none known).
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_remote_log_metadata_t* _root() const { return m__root; }
        kafka_remote_log_metadata_t* _parent() const { return m__parent; }
    };

    /**
     * SegmentLeaderEpochEntry, where a leader epoch starts within a segment.
     */

    class segment_leader_epoch_entry_t : public kaitai::kstruct {

    public:

        segment_leader_epoch_entry_t(kaitai::kstream* p__io, kaitai::kstruct* p__parent = nullptr, kafka_remote_log_metadata_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~segment_leader_epoch_entry_t();

    private:
        int32_t m_leader_epoch;
        int64_t m_offset;
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        kafka_remote_log_metadata_t* m__root;
        kaitai::kstruct* m__parent;

    public:

        /**
         * Leader epoch.
         */
        int32_t leader_epoch() const { return m_leader_epoch; }

        /**
         * Start offset for the leader epoch.
         */
        int64_t offset() const { return m_offset; }

        /**
         * Tagged fields (none known).
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_remote_log_metadata_t* _root() const { return m__root; }
        kaitai::kstruct* _parent() const { return m__parent; }
    };

    /**
     * A tagged field of RemoteLogSegmentMetadataRecord or RemoteLogSegmentMetadataSnapshotRecord.
     */

    class segment_tagged_field_t : public kaitai::kstruct {

    public:

        segment_tagged_field_t(kaitai::kstream* p__io, kaitai::kstruct* p__parent = nullptr, kafka_remote_log_metadata_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~segment_tagged_field_t();

    private:
        kaitai::held<kafka_uvarint_t> m_tag;
        kaitai::held<kafka_uvarint_t> m_len_data;
        std::unique_ptr<txn_index_empty_t> m_data;
        bool n_data;

    public:
        bool _is_null_data() { data(); return n_data; };

    private:
        kafka_remote_log_metadata_t* m__root;
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
        txn_index_empty_t* data() const { return m_data.get(); }
        kafka_remote_log_metadata_t* _root() const { return m__root; }
        kaitai::kstruct* _parent() const { return m__parent; }
        kaitai::bytes_view _raw_data() const { return m__raw_data; }
        kaitai::kstream* _io__raw_data() const { return m__io__raw_data.get(); }
    };

    /**
     * TopicIdPartitionEntry, a topic partition with its topic id.
     */

    class topic_id_partition_entry_t : public kaitai::kstruct {

    public:

        topic_id_partition_entry_t(kaitai::kstream* p__io, kaitai::kstruct* p__parent = nullptr, kafka_remote_log_metadata_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~topic_id_partition_entry_t();

    private:
        kaitai::held<kafka_compact_string_t> m_name;
        kaitai::held<kafka_uuid_t> m_id;
        int32_t m_partition;
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        kafka_remote_log_metadata_t* m__root;
        kaitai::kstruct* m__parent;

    public:

        /**
         * Topic name.
         */
        kafka_compact_string_t* name() const { return m_name.get(); }

        /**
         * Unique identifier of the topic.
         */
        kafka_uuid_t* id() const { return m_id.get(); }

        /**
         * Partition number.
         */
        int32_t partition() const { return m_partition; }

        /**
         * Tagged fields (none known).
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_remote_log_metadata_t* _root() const { return m__root; }
        kaitai::kstruct* _parent() const { return m__parent; }
    };

    /**
     * Tagged field 0, `TxnIndexEmpty` (Kafka 4.0): written only when it is not its default (false).
     */

    class txn_index_empty_t : public kaitai::kstruct {

    public:

        txn_index_empty_t(kaitai::kstream* p__io, kafka_remote_log_metadata_t::segment_tagged_field_t* p__parent = nullptr, kafka_remote_log_metadata_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~txn_index_empty_t();

    private:
        kaitai::held<kafka_bool_t> m_txn_index_empty;
        kafka_remote_log_metadata_t* m__root;
        kafka_remote_log_metadata_t::segment_tagged_field_t* m__parent;

    public:

        /**
         * Flag to indicate if the transaction index is empty.
         */
        kafka_bool_t* txn_index_empty() const { return m_txn_index_empty.get(); }
        kafka_remote_log_metadata_t* _root() const { return m__root; }
        kafka_remote_log_metadata_t::segment_tagged_field_t* _parent() const { return m__parent; }
    };

private:
    bool f_is_readable;
    bool m_is_readable;

public:

    /**
     * Whether Kafka reads the frame and version (the type is checked by `body`).
     */
    bool is_readable();

private:
    bool f_record_type;
    remote_log_metadata_type_t m_record_type;

public:

    /**
     * The record type, by name.
     */
    remote_log_metadata_type_t record_type();

private:
    kaitai::held<kafka_uvarint_t> m_frame_version;
    kaitai::held<kafka_uvarint_t> m_api_key;
    kaitai::held<kafka_uvarint_t> m_version;
    std::unique_ptr<kaitai::kstruct> m_body;
    bool n_body;

public:
    bool _is_null_body() { body(); return n_body; };

private:
    kafka_remote_log_metadata_t* m__root;
    kaitai::kstruct* m__parent;
    kaitai::bytes_view m__raw_body;
    std::unique_ptr<kaitai::kstream> m__io__raw_body;

public:

    /**
     * The frame version; 1, the only one Kafka reads.
     */
    kafka_uvarint_t* frame_version() const { return m_frame_version.get(); }

    /**
     * The record type (the message's api key), see `remote_log_metadata_type`.
     */
    kafka_uvarint_t* api_key() const { return m_api_key.get(); }

    /**
     * The version of the record message; 0, the only one of every type.
     */
    kafka_uvarint_t* version() const { return m_version.get(); }

    /**
     * The record message by type; raw bytes when `is_readable` is false or the
     * type is unknown.
     */
    kaitai::kstruct* body() const { return m_body.get(); }
    kafka_remote_log_metadata_t* _root() const { return m__root; }
    kaitai::kstruct* _parent() const { return m__parent; }
    kaitai::bytes_view _raw_body() const { return m__raw_body; }
    kaitai::kstream* _io__raw_body() const { return m__io__raw_body.get(); }
};
