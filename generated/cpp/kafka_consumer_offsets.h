#pragma once

// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

class kafka_consumer_offsets_t;

#include "kaitai/kaitaistruct.h"
#include <stdint.h>
#include <memory>
#include "kafka_bytes.h"
#include "kafka_compact_bytes.h"
#include "kafka_uuid.h"
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
 * One record of the `__consumer_offsets` topic, where the group coordinator
 * keeps committed offsets and group state: the record's key bytes followed
 * by its value bytes (a host passes both lengths). `CoordinatorRecordSerde`
 * writes a key as a 16-bit record type (the key message's `apiKey` since
 * Kafka 4.1, its version before) followed by the key message, and a value
 * as a 16-bit version followed by the value message at that version. A null
 * value (a tombstone) deletes what the key names: a committed offset, a
 * group, a member.
 * 
 * Record types (`coordinator_record_type`): 0 and 1 offset commits (0 was
 * written by brokers before 0.10.1 and by none since), 2 classic group
 * metadata, 3-8 and 16 the records of KIP-848 consumer groups, 10-15 share
 * groups (KIP-932; Kafka 4.0 on, as Kafka 4.1 redefined them: 4.0's
 * early-access ShareGroupMetadataValue lacks MetadataHash and its
 * ShareGroupStatePartitionMetadataValue InitializingTopics, so Kafka 4.1-4.4
 * cannot read those two 4.0 values, and neither can this spec), 17 and 19-23
 * streams groups (KIP-1071; Kafka 4.1 on). Kafka 4.1-4.4 report any other type as unknown, among them
 * 9 (ShareGroupPartitionMetadata, read only by Kafka 4.0's early-access
 * share groups) and 18 (never in a release). The value messages have
 * flexible versions (compact strings and arrays, tagged fields) from
 * OffsetCommitValue v4, GroupMetadataValue v4 and every newer record.
 * Kafka reads a message from the start of its bytes and ignores any bytes
 * after it, as the `size` of `key` and `value` does here.
 * 
 * Field names are those of Kafka's message definitions
 * (group-coordinator/src/main/resources/common/message, branch 4.4), in
 * snake case.
 * \sa https://github.com/apache/kafka/blob/4.4/coordinator-common/src/main/java/org/apache/kafka/coordinator/common/runtime/CoordinatorRecordSerde.java Source
 * \sa https://github.com/apache/kafka/tree/4.4/group-coordinator/src/main/resources/common/message Source
 */

class kafka_consumer_offsets_t : public kaitai::kstruct {

public:
    class assigned_task_ids_t;
    class assigned_topic_partitions_t;
    class assignment_epochs_tag_t;
    class assignment_epochs_tagged_field_t;
    class assignment_timestamp_tag_t;
    class assignment_timestamp_tagged_field_t;
    class classic_member_metadata_t;
    class classic_member_metadata_tag_t;
    class classic_protocol_t;
    class consumer_group_current_member_assignment_value_t;
    class consumer_group_member_metadata_value_t;
    class consumer_group_metadata_value_t;
    class consumer_group_partition_metadata_value_t;
    class consumer_group_regular_expression_value_t;
    class copartition_group_t;
    class endpoint_t;
    class failed_description_topology_epoch_tag_t;
    class group_key_t;
    class group_member_key_t;
    class group_metadata_key_t;
    class group_metadata_value_t;
    class key_t;
    class key_value_t;
    class last_assignment_configs_tag_t;
    class member_metadata_t;
    class member_metadata_tagged_field_t;
    class metadata_hash_tag_t;
    class metadata_hash_tagged_field_t;
    class offset_commit_key_t;
    class offset_commit_tagged_field_t;
    class offset_commit_value_t;
    class partition_racks_t;
    class regular_expression_key_t;
    class share_group_current_member_assignment_value_t;
    class share_group_member_metadata_value_t;
    class share_group_metadata_value_t;
    class share_group_state_partition_metadata_value_t;
    class stored_description_topology_epoch_tag_t;
    class streams_group_current_member_assignment_value_t;
    class streams_group_member_metadata_value_t;
    class streams_group_metadata_tagged_field_t;
    class streams_group_metadata_value_t;
    class streams_group_target_assignment_member_value_t;
    class streams_group_topology_value_t;
    class streams_topic_info_t;
    class subtopology_t;
    class target_assignment_member_value_t;
    class target_assignment_metadata_value_t;
    class task_ids_t;
    class topic_id_tag_t;
    class topic_info_t;
    class topic_metadata_t;
    class topic_partitions_t;
    class topic_partitions_info_t;
    class validated_topology_epoch_tag_t;
    class value_t;

    enum coordinator_record_type_t {
        COORDINATOR_RECORD_TYPE_LEGACY_OFFSET_COMMIT = 0,
        COORDINATOR_RECORD_TYPE_OFFSET_COMMIT = 1,
        COORDINATOR_RECORD_TYPE_GROUP_METADATA = 2,
        COORDINATOR_RECORD_TYPE_CONSUMER_GROUP_METADATA = 3,
        COORDINATOR_RECORD_TYPE_CONSUMER_GROUP_PARTITION_METADATA = 4,
        COORDINATOR_RECORD_TYPE_CONSUMER_GROUP_MEMBER_METADATA = 5,
        COORDINATOR_RECORD_TYPE_CONSUMER_GROUP_TARGET_ASSIGNMENT_METADATA = 6,
        COORDINATOR_RECORD_TYPE_CONSUMER_GROUP_TARGET_ASSIGNMENT_MEMBER = 7,
        COORDINATOR_RECORD_TYPE_CONSUMER_GROUP_CURRENT_MEMBER_ASSIGNMENT = 8,
        COORDINATOR_RECORD_TYPE_SHARE_GROUP_MEMBER_METADATA = 10,
        COORDINATOR_RECORD_TYPE_SHARE_GROUP_METADATA = 11,
        COORDINATOR_RECORD_TYPE_SHARE_GROUP_TARGET_ASSIGNMENT_METADATA = 12,
        COORDINATOR_RECORD_TYPE_SHARE_GROUP_TARGET_ASSIGNMENT_MEMBER = 13,
        COORDINATOR_RECORD_TYPE_SHARE_GROUP_CURRENT_MEMBER_ASSIGNMENT = 14,
        COORDINATOR_RECORD_TYPE_SHARE_GROUP_STATE_PARTITION_METADATA = 15,
        COORDINATOR_RECORD_TYPE_CONSUMER_GROUP_REGULAR_EXPRESSION = 16,
        COORDINATOR_RECORD_TYPE_STREAMS_GROUP_METADATA = 17,
        COORDINATOR_RECORD_TYPE_STREAMS_GROUP_MEMBER_METADATA = 19,
        COORDINATOR_RECORD_TYPE_STREAMS_GROUP_TARGET_ASSIGNMENT_METADATA = 20,
        COORDINATOR_RECORD_TYPE_STREAMS_GROUP_TARGET_ASSIGNMENT_MEMBER = 21,
        COORDINATOR_RECORD_TYPE_STREAMS_GROUP_CURRENT_MEMBER_ASSIGNMENT = 22,
        COORDINATOR_RECORD_TYPE_STREAMS_GROUP_TOPOLOGY = 23
    };
    static bool _is_defined_coordinator_record_type_t(coordinator_record_type_t v);

private:
    static const std::set<coordinator_record_type_t> _values_coordinator_record_type_t;

public:

    kafka_consumer_offsets_t(int32_t p_len_key, int32_t p_len_value, kaitai::kstream* p__io, kaitai::kstruct* p__parent = nullptr, kafka_consumer_offsets_t* p__root = nullptr);

private:
    void _read();
    void _clean_up();

public:
    ~kafka_consumer_offsets_t();

    /**
     * TaskIds of StreamsGroupCurrentMemberAssignmentValue: the tasks of one subtopology, with the epochs
     * their partitions were assigned at (Kafka 4.3 on).
     */

    class assigned_task_ids_t : public kaitai::kstruct {

    public:

        assigned_task_ids_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::streams_group_current_member_assignment_value_t* p__parent = nullptr, kafka_consumer_offsets_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~assigned_task_ids_t();

    private:
        kaitai::held<kafka_compact_string_t> m_subtopology_id;
        std::unique_ptr<kafka_uvarint_t> m_num_partitions;
        std::unique_ptr<std::vector<int32_t>> m_partitions;
        bool n_partitions;

    public:
        bool _is_null_partitions() { partitions(); return n_partitions; };

    private:
        kaitai::held<kafka_uvarint_t> m_num_tagged_fields;
        kaitai::held<std::vector<std::unique_ptr<assignment_epochs_tagged_field_t>>> m_tagged_fields;
        kafka_consumer_offsets_t* m__root;
        kafka_consumer_offsets_t::streams_group_current_member_assignment_value_t* m__parent;

    public:

        /**
         * The subtopology id.
         */
        kafka_compact_string_t* subtopology_id() const { return m_subtopology_id.get(); }

        /**
         * Number of `partitions` plus one.
         */
        kafka_uvarint_t* num_partitions() const { return m_num_partitions.get(); }

        /**
         * The partitions of the input topics processed by this member.
         */
        std::vector<int32_t>* partitions() const { return m_partitions.get(); }

        /**
         * Number of tagged fields that follow.
         */
        kafka_uvarint_t* num_tagged_fields() const { return m_num_tagged_fields.get(); }

        /**
         * Tagged fields; tag 0 is `AssignmentEpochs` (Kafka 4.3 on, active tasks only).
         */
        std::vector<std::unique_ptr<assignment_epochs_tagged_field_t>>* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_consumer_offsets_t* _root() const { return m__root; }
        kafka_consumer_offsets_t::streams_group_current_member_assignment_value_t* _parent() const { return m__parent; }
    };

    /**
     * TopicPartitions of ConsumerGroupCurrentMemberAssignmentValue: partitions of one topic named by id,
     * with the epochs they were assigned at (Kafka 4.3 on).
     */

    class assigned_topic_partitions_t : public kaitai::kstruct {

    public:

        assigned_topic_partitions_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::consumer_group_current_member_assignment_value_t* p__parent = nullptr, kafka_consumer_offsets_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~assigned_topic_partitions_t();

    private:
        kaitai::held<kafka_uuid_t> m_topic_id;
        std::unique_ptr<kafka_uvarint_t> m_num_partitions;
        std::unique_ptr<std::vector<int32_t>> m_partitions;
        bool n_partitions;

    public:
        bool _is_null_partitions() { partitions(); return n_partitions; };

    private:
        kaitai::held<kafka_uvarint_t> m_num_tagged_fields;
        kaitai::held<std::vector<std::unique_ptr<assignment_epochs_tagged_field_t>>> m_tagged_fields;
        kafka_consumer_offsets_t* m__root;
        kafka_consumer_offsets_t::consumer_group_current_member_assignment_value_t* m__parent;

    public:

        /**
         * The topic id.
         */
        kafka_uuid_t* topic_id() const { return m_topic_id.get(); }

        /**
         * Number of `partitions` plus one.
         */
        kafka_uvarint_t* num_partitions() const { return m_num_partitions.get(); }

        /**
         * The partition ids.
         */
        std::vector<int32_t>* partitions() const { return m_partitions.get(); }

        /**
         * Number of tagged fields that follow.
         */
        kafka_uvarint_t* num_tagged_fields() const { return m_num_tagged_fields.get(); }

        /**
         * Tagged fields; tag 0 is `AssignmentEpochs` (Kafka 4.3 on).
         */
        std::vector<std::unique_ptr<assignment_epochs_tagged_field_t>>* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_consumer_offsets_t* _root() const { return m__root; }
        kafka_consumer_offsets_t::consumer_group_current_member_assignment_value_t* _parent() const { return m__parent; }
    };

    /**
     * Tagged field 0 of an assignment's TopicPartitions (type 8) or TaskIds (type 22), written when not null.
     */

    class assignment_epochs_tag_t : public kaitai::kstruct {

    public:

        assignment_epochs_tag_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::assignment_epochs_tagged_field_t* p__parent = nullptr, kafka_consumer_offsets_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~assignment_epochs_tag_t();

    private:
        kaitai::held<kafka_uvarint_t> m_num_assignment_epochs;
        kaitai::held<std::vector<int32_t>> m_assignment_epochs;
        bool n_assignment_epochs;

    public:
        bool _is_null_assignment_epochs() { assignment_epochs(); return n_assignment_epochs; };

    private:
        kafka_consumer_offsets_t* m__root;
        kafka_consumer_offsets_t::assignment_epochs_tagged_field_t* m__parent;

    public:

        /**
         * Number of `assignment_epochs` plus one; 0 for null.
         */
        kafka_uvarint_t* num_assignment_epochs() const { return m_num_assignment_epochs.get(); }

        /**
         * The epoch at which each partition was assigned to the member (used to fence zombie commits), one per partition.
         */
        std::vector<int32_t>* assignment_epochs() const { return m_assignment_epochs.get(); }
        kafka_consumer_offsets_t* _root() const { return m__root; }
        kafka_consumer_offsets_t::assignment_epochs_tagged_field_t* _parent() const { return m__parent; }
    };

    /**
     * A tagged field of an assignment's TopicPartitions or TaskIds.
     */

    class assignment_epochs_tagged_field_t : public kaitai::kstruct {

    public:

        assignment_epochs_tagged_field_t(kaitai::kstream* p__io, kaitai::kstruct* p__parent = nullptr, kafka_consumer_offsets_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~assignment_epochs_tagged_field_t();

    private:
        kaitai::held<kafka_uvarint_t> m_tag;
        kaitai::held<kafka_uvarint_t> m_len_data;
        std::unique_ptr<assignment_epochs_tag_t> m_data;
        bool n_data;

    public:
        bool _is_null_data() { data(); return n_data; };

    private:
        kafka_consumer_offsets_t* m__root;
        kaitai::kstruct* m__parent;
        kaitai::bytes_view m__raw_data;
        std::unique_ptr<kaitai::kstream> m__io__raw_data;

    public:

        /**
         * The tag; 0 is AssignmentEpochs.
         */
        kafka_uvarint_t* tag() const { return m_tag.get(); }

        /**
         * Size of the field's data in bytes.
         */
        kafka_uvarint_t* len_data() const { return m_len_data.get(); }

        /**
         * The field's data; raw bytes for a tag Kafka 4.4 does not know.
         */
        assignment_epochs_tag_t* data() const { return m_data.get(); }
        kafka_consumer_offsets_t* _root() const { return m__root; }
        kaitai::kstruct* _parent() const { return m__parent; }
        kaitai::bytes_view _raw_data() const { return m__raw_data; }
        kaitai::kstream* _io__raw_data() const { return m__io__raw_data.get(); }
    };

    /**
     * Tagged field 0 of a target assignment's metadata value, written when not 0.
     */

    class assignment_timestamp_tag_t : public kaitai::kstruct {

    public:

        assignment_timestamp_tag_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::assignment_timestamp_tagged_field_t* p__parent = nullptr, kafka_consumer_offsets_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~assignment_timestamp_tag_t();

    private:
        int64_t m_assignment_timestamp;
        kafka_consumer_offsets_t* m__root;
        kafka_consumer_offsets_t::assignment_timestamp_tagged_field_t* m__parent;

    public:

        /**
         * When the assignment calculation finished, in milliseconds since the epoch.
         */
        int64_t assignment_timestamp() const { return m_assignment_timestamp; }
        kafka_consumer_offsets_t* _root() const { return m__root; }
        kafka_consumer_offsets_t::assignment_timestamp_tagged_field_t* _parent() const { return m__parent; }
    };

    /**
     * A tagged field of a target assignment's metadata value.
     */

    class assignment_timestamp_tagged_field_t : public kaitai::kstruct {

    public:

        assignment_timestamp_tagged_field_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::target_assignment_metadata_value_t* p__parent = nullptr, kafka_consumer_offsets_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~assignment_timestamp_tagged_field_t();

    private:
        kaitai::held<kafka_uvarint_t> m_tag;
        kaitai::held<kafka_uvarint_t> m_len_data;
        std::unique_ptr<assignment_timestamp_tag_t> m_data;
        bool n_data;

    public:
        bool _is_null_data() { data(); return n_data; };

    private:
        kafka_consumer_offsets_t* m__root;
        kafka_consumer_offsets_t::target_assignment_metadata_value_t* m__parent;
        kaitai::bytes_view m__raw_data;
        std::unique_ptr<kaitai::kstream> m__io__raw_data;

    public:

        /**
         * The tag; 0 is AssignmentTimestamp.
         */
        kafka_uvarint_t* tag() const { return m_tag.get(); }

        /**
         * Size of the field's data in bytes.
         */
        kafka_uvarint_t* len_data() const { return m_len_data.get(); }

        /**
         * The field's data; raw bytes for a tag Kafka 4.4 does not know.
         */
        assignment_timestamp_tag_t* data() const { return m_data.get(); }
        kafka_consumer_offsets_t* _root() const { return m__root; }
        kafka_consumer_offsets_t::target_assignment_metadata_value_t* _parent() const { return m__parent; }
        kaitai::bytes_view _raw_data() const { return m__raw_data; }
        kaitai::kstream* _io__raw_data() const { return m__io__raw_data.get(); }
    };

    /**
     * ClassicMemberMetadata (tagged field 0): the supported protocols of a
     * member that uses the classic protocol; absent (null) for a member of
     * the consumer protocol.
     */

    class classic_member_metadata_t : public kaitai::kstruct {

    public:

        classic_member_metadata_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::classic_member_metadata_tag_t* p__parent = nullptr, kafka_consumer_offsets_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~classic_member_metadata_t();

    private:
        int32_t m_session_timeout_ms;
        kaitai::held<kafka_uvarint_t> m_num_supported_protocols;
        kaitai::held<std::vector<std::unique_ptr<classic_protocol_t>>> m_supported_protocols;
        bool n_supported_protocols;

    public:
        bool _is_null_supported_protocols() { supported_protocols(); return n_supported_protocols; };

    private:
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        kafka_consumer_offsets_t* m__root;
        kafka_consumer_offsets_t::classic_member_metadata_tag_t* m__parent;

    public:

        /**
         * The session timeout in milliseconds.
         */
        int32_t session_timeout_ms() const { return m_session_timeout_ms; }

        /**
         * Number of `supported_protocols` plus one.
         */
        kafka_uvarint_t* num_supported_protocols() const { return m_num_supported_protocols.get(); }

        /**
         * The protocols the member supports.
         */
        std::vector<std::unique_ptr<classic_protocol_t>>* supported_protocols() const { return m_supported_protocols.get(); }

        /**
         * Tagged fields.
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_consumer_offsets_t* _root() const { return m__root; }
        kafka_consumer_offsets_t::classic_member_metadata_tag_t* _parent() const { return m__parent; }
    };

    /**
     * Tagged field 0 of ConsumerGroupMemberMetadataValue, written only when not null.
     */

    class classic_member_metadata_tag_t : public kaitai::kstruct {

    public:

        classic_member_metadata_tag_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::member_metadata_tagged_field_t* p__parent = nullptr, kafka_consumer_offsets_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~classic_member_metadata_tag_t();

    private:
        std::unique_ptr<classic_member_metadata_t> m_classic_member_metadata;
        kafka_consumer_offsets_t* m__root;
        kafka_consumer_offsets_t::member_metadata_tagged_field_t* m__parent;

    public:

        /**
         * The classic member metadata.
         */
        classic_member_metadata_t* classic_member_metadata() const { return m_classic_member_metadata.get(); }
        kafka_consumer_offsets_t* _root() const { return m__root; }
        kafka_consumer_offsets_t::member_metadata_tagged_field_t* _parent() const { return m__parent; }
    };

    /**
     * ClassicProtocol, one protocol a classic member supports.
     */

    class classic_protocol_t : public kaitai::kstruct {

    public:

        classic_protocol_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::classic_member_metadata_t* p__parent = nullptr, kafka_consumer_offsets_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~classic_protocol_t();

    private:
        kaitai::held<kafka_compact_string_t> m_name;
        std::unique_ptr<kafka_compact_bytes_t> m_metadata;
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        kafka_consumer_offsets_t* m__root;
        kafka_consumer_offsets_t::classic_member_metadata_t* m__parent;

    public:

        /**
         * The protocol name.
         */
        kafka_compact_string_t* name() const { return m_name.get(); }

        /**
         * The protocol metadata.
         */
        kafka_compact_bytes_t* metadata() const { return m_metadata.get(); }

        /**
         * Tagged fields.
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_consumer_offsets_t* _root() const { return m__root; }
        kafka_consumer_offsets_t::classic_member_metadata_t* _parent() const { return m__parent; }
    };

    /**
     * ConsumerGroupCurrentMemberAssignmentValue (type 8), a member's current assignment.
     */

    class consumer_group_current_member_assignment_value_t : public kaitai::kstruct {

    public:

        consumer_group_current_member_assignment_value_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::value_t* p__parent = nullptr, kafka_consumer_offsets_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~consumer_group_current_member_assignment_value_t();

    private:
        int32_t m_member_epoch;
        int32_t m_previous_member_epoch;
        int8_t m_state;
        kaitai::held<kafka_uvarint_t> m_num_assigned_partitions;
        kaitai::held<std::vector<std::unique_ptr<assigned_topic_partitions_t>>> m_assigned_partitions;
        bool n_assigned_partitions;

    public:
        bool _is_null_assigned_partitions() { assigned_partitions(); return n_assigned_partitions; };

    private:
        kaitai::held<kafka_uvarint_t> m_num_partitions_pending_revocation;
        kaitai::held<std::vector<std::unique_ptr<assigned_topic_partitions_t>>> m_partitions_pending_revocation;
        bool n_partitions_pending_revocation;

    public:
        bool _is_null_partitions_pending_revocation() { partitions_pending_revocation(); return n_partitions_pending_revocation; };

    private:
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        kafka_consumer_offsets_t* m__root;
        kafka_consumer_offsets_t::value_t* m__parent;

    public:

        /**
         * The member epoch the member is expected to heartbeat with.
         */
        int32_t member_epoch() const { return m_member_epoch; }

        /**
         * The previous epoch, accepted if the last epoch bump was lost.
         */
        int32_t previous_member_epoch() const { return m_previous_member_epoch; }

        /**
         * The member state (`ConsumerGroupMember.MemberState`).
         */
        int8_t state() const { return m_state; }

        /**
         * Number of `assigned_partitions` plus one.
         */
        kafka_uvarint_t* num_assigned_partitions() const { return m_num_assigned_partitions.get(); }

        /**
         * The partitions assigned to (or owned by) this member.
         */
        std::vector<std::unique_ptr<assigned_topic_partitions_t>>* assigned_partitions() const { return m_assigned_partitions.get(); }

        /**
         * Number of `partitions_pending_revocation` plus one.
         */
        kafka_uvarint_t* num_partitions_pending_revocation() const { return m_num_partitions_pending_revocation.get(); }

        /**
         * The partitions this member must revoke.
         */
        std::vector<std::unique_ptr<assigned_topic_partitions_t>>* partitions_pending_revocation() const { return m_partitions_pending_revocation.get(); }

        /**
         * Tagged fields.
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_consumer_offsets_t* _root() const { return m__root; }
        kafka_consumer_offsets_t::value_t* _parent() const { return m__parent; }
    };

    /**
     * ConsumerGroupMemberMetadataValue (type 5), a member of a consumer group.
     */

    class consumer_group_member_metadata_value_t : public kaitai::kstruct {

    public:

        consumer_group_member_metadata_value_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::value_t* p__parent = nullptr, kafka_consumer_offsets_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~consumer_group_member_metadata_value_t();

    private:
        kaitai::held<kafka_compact_string_t> m_instance_id;
        kaitai::held<kafka_compact_string_t> m_rack_id;
        std::unique_ptr<kafka_compact_string_t> m_client_id;
        std::unique_ptr<kafka_compact_string_t> m_client_host;
        kaitai::held<kafka_uvarint_t> m_num_subscribed_topic_names;
        kaitai::held<std::vector<std::unique_ptr<kafka_compact_string_t>>> m_subscribed_topic_names;
        bool n_subscribed_topic_names;

    public:
        bool _is_null_subscribed_topic_names() { subscribed_topic_names(); return n_subscribed_topic_names; };

    private:
        kaitai::held<kafka_compact_string_t> m_subscribed_topic_regex;
        int32_t m_rebalance_timeout_ms;
        kaitai::held<kafka_compact_string_t> m_server_assignor;
        kaitai::held<kafka_uvarint_t> m_num_tagged_fields;
        kaitai::held<std::vector<std::unique_ptr<member_metadata_tagged_field_t>>> m_tagged_fields;
        kafka_consumer_offsets_t* m__root;
        kafka_consumer_offsets_t::value_t* m__parent;

    public:

        /**
         * The (optional) instance id.
         */
        kafka_compact_string_t* instance_id() const { return m_instance_id.get(); }

        /**
         * The (optional) rack id.
         */
        kafka_compact_string_t* rack_id() const { return m_rack_id.get(); }

        /**
         * The client id.
         */
        kafka_compact_string_t* client_id() const { return m_client_id.get(); }

        /**
         * The client host.
         */
        kafka_compact_string_t* client_host() const { return m_client_host.get(); }

        /**
         * Number of `subscribed_topic_names` plus one.
         */
        kafka_uvarint_t* num_subscribed_topic_names() const { return m_num_subscribed_topic_names.get(); }

        /**
         * The list of subscribed topic names.
         */
        std::vector<std::unique_ptr<kafka_compact_string_t>>* subscribed_topic_names() const { return m_subscribed_topic_names.get(); }

        /**
         * The subscribed topic regular expression; null when none.
         */
        kafka_compact_string_t* subscribed_topic_regex() const { return m_subscribed_topic_regex.get(); }

        /**
         * The rebalance timeout in milliseconds.
         */
        int32_t rebalance_timeout_ms() const { return m_rebalance_timeout_ms; }

        /**
         * The server assignor to use; null if not used.
         */
        kafka_compact_string_t* server_assignor() const { return m_server_assignor.get(); }

        /**
         * Number of tagged fields that follow.
         */
        kafka_uvarint_t* num_tagged_fields() const { return m_num_tagged_fields.get(); }

        /**
         * Tagged fields; tag 0 is `ClassicMemberMetadata`, present for a member
         * that joined with the classic protocol.
         */
        std::vector<std::unique_ptr<member_metadata_tagged_field_t>>* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_consumer_offsets_t* _root() const { return m__root; }
        kafka_consumer_offsets_t::value_t* _parent() const { return m__parent; }
    };

    /**
     * ConsumerGroupMetadataValue (type 3), the epoch of a consumer group.
     */

    class consumer_group_metadata_value_t : public kaitai::kstruct {

    public:

        consumer_group_metadata_value_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::value_t* p__parent = nullptr, kafka_consumer_offsets_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~consumer_group_metadata_value_t();

    private:
        int32_t m_epoch;
        kaitai::held<kafka_uvarint_t> m_num_tagged_fields;
        kaitai::held<std::vector<std::unique_ptr<metadata_hash_tagged_field_t>>> m_tagged_fields;
        kafka_consumer_offsets_t* m__root;
        kafka_consumer_offsets_t::value_t* m__parent;

    public:

        /**
         * The group epoch.
         */
        int32_t epoch() const { return m_epoch; }

        /**
         * Number of tagged fields that follow.
         */
        kafka_uvarint_t* num_tagged_fields() const { return m_num_tagged_fields.get(); }

        /**
         * Tagged fields; tag 0 is `MetadataHash` (Kafka 4.1 on, KIP-1101).
         */
        std::vector<std::unique_ptr<metadata_hash_tagged_field_t>>* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_consumer_offsets_t* _root() const { return m__root; }
        kafka_consumer_offsets_t::value_t* _parent() const { return m__parent; }
    };

    /**
     * ConsumerGroupPartitionMetadataValue (type 4), the metadata of the topics
     * the group subscribes to, as the assignor last saw it.
     */

    class consumer_group_partition_metadata_value_t : public kaitai::kstruct {

    public:

        consumer_group_partition_metadata_value_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::value_t* p__parent = nullptr, kafka_consumer_offsets_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~consumer_group_partition_metadata_value_t();

    private:
        kaitai::held<kafka_uvarint_t> m_num_topics;
        kaitai::held<std::vector<std::unique_ptr<topic_metadata_t>>> m_topics;
        bool n_topics;

    public:
        bool _is_null_topics() { topics(); return n_topics; };

    private:
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        kafka_consumer_offsets_t* m__root;
        kafka_consumer_offsets_t::value_t* m__parent;

    public:

        /**
         * Number of `topics` plus one.
         */
        kafka_uvarint_t* num_topics() const { return m_num_topics.get(); }

        /**
         * The list of topic metadata.
         */
        std::vector<std::unique_ptr<topic_metadata_t>>* topics() const { return m_topics.get(); }

        /**
         * Tagged fields.
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_consumer_offsets_t* _root() const { return m__root; }
        kafka_consumer_offsets_t::value_t* _parent() const { return m__parent; }
    };

    /**
     * ConsumerGroupRegularExpressionValue (type 16): the topics a consumer group's regular expression
     * resolved to (Kafka 4.0 on).
     */

    class consumer_group_regular_expression_value_t : public kaitai::kstruct {

    public:

        consumer_group_regular_expression_value_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::value_t* p__parent = nullptr, kafka_consumer_offsets_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~consumer_group_regular_expression_value_t();

    private:
        kaitai::held<kafka_uvarint_t> m_num_topics;
        kaitai::held<std::vector<std::unique_ptr<kafka_compact_string_t>>> m_topics;
        bool n_topics;

    public:
        bool _is_null_topics() { topics(); return n_topics; };

    private:
        int64_t m_version;
        int64_t m_timestamp;
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        kafka_consumer_offsets_t* m__root;
        kafka_consumer_offsets_t::value_t* m__parent;

    public:

        /**
         * Number of `topics` plus one.
         */
        kafka_uvarint_t* num_topics() const { return m_num_topics.get(); }

        /**
         * The topics the expression matches.
         */
        std::vector<std::unique_ptr<kafka_compact_string_t>>* topics() const { return m_topics.get(); }

        /**
         * The metadata image version the expression was resolved at.
         */
        int64_t version() const { return m_version; }

        /**
         * When the expression was resolved, in milliseconds since the epoch.
         */
        int64_t timestamp() const { return m_timestamp; }

        /**
         * Tagged fields.
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_consumer_offsets_t* _root() const { return m__root; }
        kafka_consumer_offsets_t::value_t* _parent() const { return m__parent; }
    };

    /**
     * CopartitionGroup: source topics that must be copartitioned, as indexes into the subtopology's arrays.
     */

    class copartition_group_t : public kaitai::kstruct {

    public:

        copartition_group_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::subtopology_t* p__parent = nullptr, kafka_consumer_offsets_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~copartition_group_t();

    private:
        kaitai::held<kafka_uvarint_t> m_num_source_topics;
        kaitai::held<std::vector<int16_t>> m_source_topics;
        bool n_source_topics;

    public:
        bool _is_null_source_topics() { source_topics(); return n_source_topics; };

    private:
        kaitai::held<kafka_uvarint_t> m_num_source_topic_regex;
        kaitai::held<std::vector<int16_t>> m_source_topic_regex;
        bool n_source_topic_regex;

    public:
        bool _is_null_source_topic_regex() { source_topic_regex(); return n_source_topic_regex; };

    private:
        kaitai::held<kafka_uvarint_t> m_num_repartition_source_topics;
        kaitai::held<std::vector<int16_t>> m_repartition_source_topics;
        bool n_repartition_source_topics;

    public:
        bool _is_null_repartition_source_topics() { repartition_source_topics(); return n_repartition_source_topics; };

    private:
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        kafka_consumer_offsets_t* m__root;
        kafka_consumer_offsets_t::subtopology_t* m__parent;

    public:

        /**
         * Number of `source_topics` plus one.
         */
        kafka_uvarint_t* num_source_topics() const { return m_num_source_topics.get(); }

        /**
         * Indexes into the subtopology's `source_topics`.
         */
        std::vector<int16_t>* source_topics() const { return m_source_topics.get(); }

        /**
         * Number of `source_topic_regex` plus one.
         */
        kafka_uvarint_t* num_source_topic_regex() const { return m_num_source_topic_regex.get(); }

        /**
         * Indexes into the subtopology's `source_topic_regex`.
         */
        std::vector<int16_t>* source_topic_regex() const { return m_source_topic_regex.get(); }

        /**
         * Number of `repartition_source_topics` plus one.
         */
        kafka_uvarint_t* num_repartition_source_topics() const { return m_num_repartition_source_topics.get(); }

        /**
         * Indexes into the subtopology's `repartition_source_topics`.
         */
        std::vector<int16_t>* repartition_source_topics() const { return m_repartition_source_topics.get(); }

        /**
         * Tagged fields.
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_consumer_offsets_t* _root() const { return m__root; }
        kafka_consumer_offsets_t::subtopology_t* _parent() const { return m__parent; }
    };

    /**
     * Endpoint of a streams group member.
     */

    class endpoint_t : public kaitai::kstruct {

    public:

        endpoint_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::streams_group_member_metadata_value_t* p__parent = nullptr, kafka_consumer_offsets_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~endpoint_t();

    private:
        kaitai::held<kafka_compact_string_t> m_host;
        uint16_t m_port;
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        kafka_consumer_offsets_t* m__root;
        kafka_consumer_offsets_t::streams_group_member_metadata_value_t* m__parent;

    public:

        /**
         * The host of the endpoint.
         */
        kafka_compact_string_t* host() const { return m_host.get(); }

        /**
         * The port of the endpoint.
         */
        uint16_t port() const { return m_port; }

        /**
         * Tagged fields.
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_consumer_offsets_t* _root() const { return m__root; }
        kafka_consumer_offsets_t::streams_group_member_metadata_value_t* _parent() const { return m__parent; }
    };

    /**
     * Tagged field 3 of StreamsGroupMetadataValue (Kafka 4.4 on), written when not -1.
     */

    class failed_description_topology_epoch_tag_t : public kaitai::kstruct {

    public:

        failed_description_topology_epoch_tag_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::streams_group_metadata_tagged_field_t* p__parent = nullptr, kafka_consumer_offsets_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~failed_description_topology_epoch_tag_t();

    private:
        int32_t m_failed_description_topology_epoch;
        kafka_consumer_offsets_t* m__root;
        kafka_consumer_offsets_t::streams_group_metadata_tagged_field_t* m__parent;

    public:

        /**
         * The topology epoch whose description push the plugin rejected for
         * good; -1 for none.
         */
        int32_t failed_description_topology_epoch() const { return m_failed_description_topology_epoch; }
        kafka_consumer_offsets_t* _root() const { return m__root; }
        kafka_consumer_offsets_t::streams_group_metadata_tagged_field_t* _parent() const { return m__parent; }
    };

    /**
     * The key of a group-wide record of a consumer, share or streams group:
     * ConsumerGroupMetadataKey (3), ConsumerGroupPartitionMetadataKey (4),
     * ConsumerGroupTargetAssignmentMetadataKey (6), ShareGroupMetadataKey
     * (11), ShareGroupTargetAssignmentMetadataKey (12),
     * ShareGroupStatePartitionMetadataKey (15), StreamsGroupMetadataKey (17),
     * StreamsGroupTargetAssignmentMetadataKey (20) and StreamsGroupTopologyKey
     * (23) all hold only the group id.
     */

    class group_key_t : public kaitai::kstruct {

    public:

        group_key_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::key_t* p__parent = nullptr, kafka_consumer_offsets_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~group_key_t();

    private:
        kaitai::held<kafka_string_t> m_group_id;
        kafka_consumer_offsets_t* m__root;
        kafka_consumer_offsets_t::key_t* m__parent;

    public:

        /**
         * The group id.
         */
        kafka_string_t* group_id() const { return m_group_id.get(); }
        kafka_consumer_offsets_t* _root() const { return m__root; }
        kafka_consumer_offsets_t::key_t* _parent() const { return m__parent; }
    };

    /**
     * The key of a member's record: ConsumerGroupMemberMetadataKey (5),
     * ConsumerGroupTargetAssignmentMemberKey (7),
     * ConsumerGroupCurrentMemberAssignmentKey (8), ShareGroupMemberMetadataKey
     * (10), ShareGroupTargetAssignmentMemberKey (13),
     * ShareGroupCurrentMemberAssignmentKey (14),
     * StreamsGroupMemberMetadataKey (19),
     * StreamsGroupTargetAssignmentMemberKey (21) and
     * StreamsGroupCurrentMemberAssignmentKey (22).
     */

    class group_member_key_t : public kaitai::kstruct {

    public:

        group_member_key_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::key_t* p__parent = nullptr, kafka_consumer_offsets_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~group_member_key_t();

    private:
        kaitai::held<kafka_string_t> m_group_id;
        std::unique_ptr<kafka_string_t> m_member_id;
        kafka_consumer_offsets_t* m__root;
        kafka_consumer_offsets_t::key_t* m__parent;

    public:

        /**
         * The group id.
         */
        kafka_string_t* group_id() const { return m_group_id.get(); }

        /**
         * The member id.
         */
        kafka_string_t* member_id() const { return m_member_id.get(); }
        kafka_consumer_offsets_t* _root() const { return m__root; }
        kafka_consumer_offsets_t::key_t* _parent() const { return m__parent; }
    };

    /**
     * GroupMetadataKey (type 2), a classic group.
     */

    class group_metadata_key_t : public kaitai::kstruct {

    public:

        group_metadata_key_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::key_t* p__parent = nullptr, kafka_consumer_offsets_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~group_metadata_key_t();

    private:
        kaitai::held<kafka_string_t> m_group;
        kafka_consumer_offsets_t* m__root;
        kafka_consumer_offsets_t::key_t* m__parent;

    public:

        /**
         * The group id.
         */
        kafka_string_t* group() const { return m_group.get(); }
        kafka_consumer_offsets_t* _root() const { return m__root; }
        kafka_consumer_offsets_t::key_t* _parent() const { return m__parent; }
    };

    /**
     * GroupMetadataValue, the state of a classic group (versions 0-4; 4 is
     * flexible). For a group of the `consumer` protocol type, each member's
     * `subscription` and `assignment` are messages of the consumer protocol
     * (`kafka_consumer_protocol`).
     */

    class group_metadata_value_t : public kaitai::kstruct {

    public:

        group_metadata_value_t(int16_t p_version, kaitai::kstream* p__io, kafka_consumer_offsets_t::value_t* p__parent = nullptr, kafka_consumer_offsets_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~group_metadata_value_t();

    private:
        std::unique_ptr<kaitai::kstruct> m_protocol_type;
        bool n_protocol_type;

    public:
        bool _is_null_protocol_type() { protocol_type(); return n_protocol_type; };

    private:
        int32_t m_generation;
        std::unique_ptr<kaitai::kstruct> m_protocol;
        bool n_protocol;

    public:
        bool _is_null_protocol() { protocol(); return n_protocol; };

    private:
        std::unique_ptr<kaitai::kstruct> m_leader;
        bool n_leader;

    public:
        bool _is_null_leader() { leader(); return n_leader; };

    private:
        int64_t m_current_state_timestamp;
        bool n_current_state_timestamp;

    public:
        bool _is_null_current_state_timestamp() { current_state_timestamp(); return n_current_state_timestamp; };

    private:
        kaitai::held<kafka_uvarint_t> m_num_members;
        bool n_num_members;

    public:
        bool _is_null_num_members() { num_members(); return n_num_members; };

    private:
        int32_t m_num_members_legacy;
        bool n_num_members_legacy;

    public:
        bool _is_null_num_members_legacy() { num_members_legacy(); return n_num_members_legacy; };

    private:
        kaitai::held<std::vector<std::unique_ptr<member_metadata_t>>> m_members;
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        bool n_tagged_fields;

    public:
        bool _is_null_tagged_fields() { tagged_fields(); return n_tagged_fields; };

    private:
        int16_t m_version;
        kafka_consumer_offsets_t* m__root;
        kafka_consumer_offsets_t::value_t* m__parent;

    public:

        /**
         * The protocol type (`consumer`, `connect`, …); empty for a group without one.
         */
        kaitai::kstruct* protocol_type() const { return m_protocol_type.get(); }

        /**
         * The generation id.
         */
        int32_t generation() const { return m_generation; }

        /**
         * The chosen protocol (assignor name); null while none is chosen.
         */
        kaitai::kstruct* protocol() const { return m_protocol.get(); }

        /**
         * The leader's member id; null without members.
         */
        kaitai::kstruct* leader() const { return m_leader.get(); }

        /**
         * When the group entered its current state (version 2+), -1 when unknown.
         */
        int64_t current_state_timestamp() const { return m_current_state_timestamp; }

        /**
         * Number of `members` plus one, a compact array (version 4).
         */
        kafka_uvarint_t* num_members() const { return m_num_members.get(); }

        /**
         * Number of `members` (versions 0-3); never negative (the array is not nullable, and Kafka refuses -1).
         */
        int32_t num_members_legacy() const { return m_num_members_legacy; }

        /**
         * The members.
         */
        std::vector<std::unique_ptr<member_metadata_t>>* members() const { return m_members.get(); }

        /**
         * Tagged fields (version 4).
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }

        /**
         * The message version.
         */
        int16_t version() const { return m_version; }
        kafka_consumer_offsets_t* _root() const { return m__root; }
        kafka_consumer_offsets_t::value_t* _parent() const { return m__parent; }
    };

    /**
     * A record key; its type selects both the key and the value message.
     */

    class key_t : public kaitai::kstruct {

    public:

        key_t(kaitai::kstream* p__io, kafka_consumer_offsets_t* p__parent = nullptr, kafka_consumer_offsets_t* p__root = nullptr);

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
         * Whether Kafka 4.4 knows the record type (0-8, 10-17, 19-23).
         */
        bool is_known();

    private:
        coordinator_record_type_t m_record_type;
        std::unique_ptr<kaitai::kstruct> m_body;
        bool n_body;

    public:
        bool _is_null_body() { body(); return n_body; };

    private:
        kafka_consumer_offsets_t* m__root;
        kafka_consumer_offsets_t* m__parent;
        kaitai::bytes_view m__raw_body;
        std::unique_ptr<kaitai::kstream> m__io__raw_body;

    public:

        /**
         * The record type: the key message's api key (Kafka 4.1 on), which
         * is also the version Kafka 3.x wrote the key message at.
         */
        coordinator_record_type_t record_type() const { return m_record_type; }

        /**
         * The key message of the record type (`<Name>Key`, see
         * `coordinator_record_type`); raw bytes for another type.
         */
        kaitai::kstruct* body() const { return m_body.get(); }
        kafka_consumer_offsets_t* _root() const { return m__root; }
        kafka_consumer_offsets_t* _parent() const { return m__parent; }
        kaitai::bytes_view _raw_body() const { return m__raw_body; }
        kaitai::kstream* _io__raw_body() const { return m__io__raw_body.get(); }
    };

    /**
     * A key-value pair (LastAssignmentConfig, KeyValue, TopicConfig).
     */

    class key_value_t : public kaitai::kstruct {

    public:

        key_value_t(kaitai::kstream* p__io, kaitai::kstruct* p__parent = nullptr, kafka_consumer_offsets_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~key_value_t();

    private:
        std::unique_ptr<kafka_compact_string_t> m_key;
        std::unique_ptr<kafka_compact_string_t> m_value;
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        kafka_consumer_offsets_t* m__root;
        kaitai::kstruct* m__parent;

    public:

        /**
         * The key.
         */
        kafka_compact_string_t* key() const { return m_key.get(); }

        /**
         * The value.
         */
        kafka_compact_string_t* value() const { return m_value.get(); }

        /**
         * Tagged fields.
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_consumer_offsets_t* _root() const { return m__root; }
        kaitai::kstruct* _parent() const { return m__parent; }
    };

    /**
     * Tagged field 1 of StreamsGroupMetadataValue, written when not null.
     */

    class last_assignment_configs_tag_t : public kaitai::kstruct {

    public:

        last_assignment_configs_tag_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::streams_group_metadata_tagged_field_t* p__parent = nullptr, kafka_consumer_offsets_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~last_assignment_configs_tag_t();

    private:
        kaitai::held<kafka_uvarint_t> m_num_last_assignment_configs;
        kaitai::held<std::vector<std::unique_ptr<key_value_t>>> m_last_assignment_configs;
        bool n_last_assignment_configs;

    public:
        bool _is_null_last_assignment_configs() { last_assignment_configs(); return n_last_assignment_configs; };

    private:
        kafka_consumer_offsets_t* m__root;
        kafka_consumer_offsets_t::streams_group_metadata_tagged_field_t* m__parent;

    public:

        /**
         * Number of `last_assignment_configs` plus one; 0 for null.
         */
        kafka_uvarint_t* num_last_assignment_configs() const { return m_num_last_assignment_configs.get(); }

        /**
         * The configuration the last assignment used, as key-value pairs.
         */
        std::vector<std::unique_ptr<key_value_t>>* last_assignment_configs() const { return m_last_assignment_configs.get(); }
        kafka_consumer_offsets_t* _root() const { return m__root; }
        kafka_consumer_offsets_t::streams_group_metadata_tagged_field_t* _parent() const { return m__parent; }
    };

    /**
     * MemberMetadata, one member of a classic group.
     */

    class member_metadata_t : public kaitai::kstruct {

    public:

        member_metadata_t(int16_t p_version, kaitai::kstream* p__io, kafka_consumer_offsets_t::group_metadata_value_t* p__parent = nullptr, kafka_consumer_offsets_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~member_metadata_t();

    private:
        std::unique_ptr<kaitai::kstruct> m_member_id;
        bool n_member_id;

    public:
        bool _is_null_member_id() { member_id(); return n_member_id; };

    private:
        std::unique_ptr<kaitai::kstruct> m_group_instance_id;
        bool n_group_instance_id;

    public:
        bool _is_null_group_instance_id() { group_instance_id(); return n_group_instance_id; };

    private:
        std::unique_ptr<kaitai::kstruct> m_client_id;
        bool n_client_id;

    public:
        bool _is_null_client_id() { client_id(); return n_client_id; };

    private:
        std::unique_ptr<kaitai::kstruct> m_client_host;
        bool n_client_host;

    public:
        bool _is_null_client_host() { client_host(); return n_client_host; };

    private:
        int32_t m_rebalance_timeout;
        bool n_rebalance_timeout;

    public:
        bool _is_null_rebalance_timeout() { rebalance_timeout(); return n_rebalance_timeout; };

    private:
        int32_t m_session_timeout;
        std::unique_ptr<kaitai::kstruct> m_subscription;
        bool n_subscription;

    public:
        bool _is_null_subscription() { subscription(); return n_subscription; };

    private:
        std::unique_ptr<kaitai::kstruct> m_assignment;
        bool n_assignment;

    public:
        bool _is_null_assignment() { assignment(); return n_assignment; };

    private:
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        bool n_tagged_fields;

    public:
        bool _is_null_tagged_fields() { tagged_fields(); return n_tagged_fields; };

    private:
        int16_t m_version;
        kafka_consumer_offsets_t* m__root;
        kafka_consumer_offsets_t::group_metadata_value_t* m__parent;

    public:

        /**
         * The member id the coordinator gave the member.
         */
        kaitai::kstruct* member_id() const { return m_member_id.get(); }

        /**
         * The static member's instance id (version 3+, KIP-345); null for a dynamic member.
         */
        kaitai::kstruct* group_instance_id() const { return m_group_instance_id.get(); }

        /**
         * The member's client id.
         */
        kaitai::kstruct* client_id() const { return m_client_id.get(); }

        /**
         * The member's host, as the coordinator saw it (`/10.0.0.1`).
         */
        kaitai::kstruct* client_host() const { return m_client_host.get(); }

        /**
         * The rebalance timeout in milliseconds (version 1+).
         */
        int32_t rebalance_timeout() const { return m_rebalance_timeout; }

        /**
         * The session timeout in milliseconds.
         */
        int32_t session_timeout() const { return m_session_timeout; }

        /**
         * The member's protocol metadata (for `consumer`, a subscription).
         */
        kaitai::kstruct* subscription() const { return m_subscription.get(); }

        /**
         * The member's assignment (for `consumer`, an assignment).
         */
        kaitai::kstruct* assignment() const { return m_assignment.get(); }

        /**
         * Tagged fields (version 4).
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }

        /**
         * The version of the enclosing GroupMetadataValue.
         */
        int16_t version() const { return m_version; }
        kafka_consumer_offsets_t* _root() const { return m__root; }
        kafka_consumer_offsets_t::group_metadata_value_t* _parent() const { return m__parent; }
    };

    /**
     * A tagged field of ConsumerGroupMemberMetadataValue.
     */

    class member_metadata_tagged_field_t : public kaitai::kstruct {

    public:

        member_metadata_tagged_field_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::consumer_group_member_metadata_value_t* p__parent = nullptr, kafka_consumer_offsets_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~member_metadata_tagged_field_t();

    private:
        kaitai::held<kafka_uvarint_t> m_tag;
        kaitai::held<kafka_uvarint_t> m_len_data;
        std::unique_ptr<classic_member_metadata_tag_t> m_data;
        bool n_data;

    public:
        bool _is_null_data() { data(); return n_data; };

    private:
        kafka_consumer_offsets_t* m__root;
        kafka_consumer_offsets_t::consumer_group_member_metadata_value_t* m__parent;
        kaitai::bytes_view m__raw_data;
        std::unique_ptr<kaitai::kstream> m__io__raw_data;

    public:

        /**
         * The tag; 0 is ClassicMemberMetadata.
         */
        kafka_uvarint_t* tag() const { return m_tag.get(); }

        /**
         * Size of the field's data in bytes.
         */
        kafka_uvarint_t* len_data() const { return m_len_data.get(); }

        /**
         * The field's data; raw bytes for a tag Kafka 3.9 does not know.
         */
        classic_member_metadata_tag_t* data() const { return m_data.get(); }
        kafka_consumer_offsets_t* _root() const { return m__root; }
        kafka_consumer_offsets_t::consumer_group_member_metadata_value_t* _parent() const { return m__parent; }
        kaitai::bytes_view _raw_data() const { return m__raw_data; }
        kaitai::kstream* _io__raw_data() const { return m__io__raw_data.get(); }
    };

    /**
     * Tagged field 0 of ConsumerGroupMetadataValue, written when not 0.
     */

    class metadata_hash_tag_t : public kaitai::kstruct {

    public:

        metadata_hash_tag_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::metadata_hash_tagged_field_t* p__parent = nullptr, kafka_consumer_offsets_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~metadata_hash_tag_t();

    private:
        int64_t m_metadata_hash;
        kafka_consumer_offsets_t* m__root;
        kafka_consumer_offsets_t::metadata_hash_tagged_field_t* m__parent;

    public:

        /**
         * The hash of all topics in the group; a change asks for a rebalance.
         */
        int64_t metadata_hash() const { return m_metadata_hash; }
        kafka_consumer_offsets_t* _root() const { return m__root; }
        kafka_consumer_offsets_t::metadata_hash_tagged_field_t* _parent() const { return m__parent; }
    };

    /**
     * A tagged field of ConsumerGroupMetadataValue.
     */

    class metadata_hash_tagged_field_t : public kaitai::kstruct {

    public:

        metadata_hash_tagged_field_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::consumer_group_metadata_value_t* p__parent = nullptr, kafka_consumer_offsets_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~metadata_hash_tagged_field_t();

    private:
        kaitai::held<kafka_uvarint_t> m_tag;
        kaitai::held<kafka_uvarint_t> m_len_data;
        std::unique_ptr<metadata_hash_tag_t> m_data;
        bool n_data;

    public:
        bool _is_null_data() { data(); return n_data; };

    private:
        kafka_consumer_offsets_t* m__root;
        kafka_consumer_offsets_t::consumer_group_metadata_value_t* m__parent;
        kaitai::bytes_view m__raw_data;
        std::unique_ptr<kaitai::kstream> m__io__raw_data;

    public:

        /**
         * The tag; 0 is MetadataHash.
         */
        kafka_uvarint_t* tag() const { return m_tag.get(); }

        /**
         * Size of the field's data in bytes.
         */
        kafka_uvarint_t* len_data() const { return m_len_data.get(); }

        /**
         * The field's data; raw bytes for a tag Kafka 4.4 does not know.
         */
        metadata_hash_tag_t* data() const { return m_data.get(); }
        kafka_consumer_offsets_t* _root() const { return m__root; }
        kafka_consumer_offsets_t::consumer_group_metadata_value_t* _parent() const { return m__parent; }
        kaitai::bytes_view _raw_data() const { return m__raw_data; }
        kaitai::kstream* _io__raw_data() const { return m__io__raw_data.get(); }
    };

    /**
     * OffsetCommitKey (types 0 and 1), the partition a committed offset is for.
     */

    class offset_commit_key_t : public kaitai::kstruct {

    public:

        offset_commit_key_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::key_t* p__parent = nullptr, kafka_consumer_offsets_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~offset_commit_key_t();

    private:
        kaitai::held<kafka_string_t> m_group;
        kaitai::held<kafka_string_t> m_topic;
        int32_t m_partition;
        kafka_consumer_offsets_t* m__root;
        kafka_consumer_offsets_t::key_t* m__parent;

    public:

        /**
         * The group id.
         */
        kafka_string_t* group() const { return m_group.get(); }

        /**
         * The topic name.
         */
        kafka_string_t* topic() const { return m_topic.get(); }

        /**
         * The partition number.
         */
        int32_t partition() const { return m_partition; }
        kafka_consumer_offsets_t* _root() const { return m__root; }
        kafka_consumer_offsets_t::key_t* _parent() const { return m__parent; }
    };

    /**
     * A tagged field of OffsetCommitValue v4.
     */

    class offset_commit_tagged_field_t : public kaitai::kstruct {

    public:

        offset_commit_tagged_field_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::offset_commit_value_t* p__parent = nullptr, kafka_consumer_offsets_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~offset_commit_tagged_field_t();

    private:
        kaitai::held<kafka_uvarint_t> m_tag;
        kaitai::held<kafka_uvarint_t> m_len_data;
        std::unique_ptr<topic_id_tag_t> m_data;
        bool n_data;

    public:
        bool _is_null_data() { data(); return n_data; };

    private:
        kafka_consumer_offsets_t* m__root;
        kafka_consumer_offsets_t::offset_commit_value_t* m__parent;
        kaitai::bytes_view m__raw_data;
        std::unique_ptr<kaitai::kstream> m__io__raw_data;

    public:

        /**
         * The tag; 0 is topicId.
         */
        kafka_uvarint_t* tag() const { return m_tag.get(); }

        /**
         * Size of the field's data in bytes.
         */
        kafka_uvarint_t* len_data() const { return m_len_data.get(); }

        /**
         * The field's data; raw bytes for a tag Kafka 4.4 does not know.
         */
        topic_id_tag_t* data() const { return m_data.get(); }
        kafka_consumer_offsets_t* _root() const { return m__root; }
        kafka_consumer_offsets_t::offset_commit_value_t* _parent() const { return m__parent; }
        kaitai::bytes_view _raw_data() const { return m__raw_data; }
        kaitai::kstream* _io__raw_data() const { return m__io__raw_data.get(); }
    };

    /**
     * OffsetCommitValue, a committed offset (versions 0-4; 4 is flexible),
     * and type 0's LegacyOffsetCommitValue (version 0 only).
     */

    class offset_commit_value_t : public kaitai::kstruct {

    public:

        offset_commit_value_t(int16_t p_version, kaitai::kstream* p__io, kafka_consumer_offsets_t::value_t* p__parent = nullptr, kafka_consumer_offsets_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~offset_commit_value_t();

    private:
        int64_t m_offset;
        int32_t m_leader_epoch;
        bool n_leader_epoch;

    public:
        bool _is_null_leader_epoch() { leader_epoch(); return n_leader_epoch; };

    private:
        std::unique_ptr<kaitai::kstruct> m_metadata;
        bool n_metadata;

    public:
        bool _is_null_metadata() { metadata(); return n_metadata; };

    private:
        int64_t m_commit_timestamp;
        int64_t m_expire_timestamp;
        bool n_expire_timestamp;

    public:
        bool _is_null_expire_timestamp() { expire_timestamp(); return n_expire_timestamp; };

    private:
        kaitai::held<kafka_uvarint_t> m_num_tagged_fields;
        bool n_num_tagged_fields;

    public:
        bool _is_null_num_tagged_fields() { num_tagged_fields(); return n_num_tagged_fields; };

    private:
        kaitai::held<std::vector<std::unique_ptr<offset_commit_tagged_field_t>>> m_tagged_fields;
        bool n_tagged_fields;

    public:
        bool _is_null_tagged_fields() { tagged_fields(); return n_tagged_fields; };

    private:
        int16_t m_version;
        kafka_consumer_offsets_t* m__root;
        kafka_consumer_offsets_t::value_t* m__parent;

    public:

        /**
         * The committed offset, the next record the group will consume.
         */
        int64_t offset() const { return m_offset; }

        /**
         * The leader epoch of the last consumed record (version 3+), -1 when
         * unknown (KIP-320).
         */
        int32_t leader_epoch() const { return m_leader_epoch; }

        /**
         * Free-form metadata the committer attached; often empty.
         */
        kaitai::kstruct* metadata() const { return m_metadata.get(); }

        /**
         * When the offset was committed, in milliseconds since the epoch.
         */
        int64_t commit_timestamp() const { return m_commit_timestamp; }

        /**
         * When the offset expires (version 1 only; later versions expire
         * offsets by `offsets.retention.minutes` after the group empties).
         */
        int64_t expire_timestamp() const { return m_expire_timestamp; }

        /**
         * Number of tagged fields that follow (version 4).
         */
        kafka_uvarint_t* num_tagged_fields() const { return m_num_tagged_fields.get(); }

        /**
         * Tagged fields (version 4); tag 0 is `topicId` (Kafka 4.1 on).
         */
        std::vector<std::unique_ptr<offset_commit_tagged_field_t>>* tagged_fields() const { return m_tagged_fields.get(); }

        /**
         * The message version.
         */
        int16_t version() const { return m_version; }
        kafka_consumer_offsets_t* _root() const { return m__root; }
        kafka_consumer_offsets_t::value_t* _parent() const { return m__parent; }
    };

    /**
     * PartitionMetadata, the racks a partition's replicas are on.
     */

    class partition_racks_t : public kaitai::kstruct {

    public:

        partition_racks_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::topic_metadata_t* p__parent = nullptr, kafka_consumer_offsets_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~partition_racks_t();

    private:
        int32_t m_partition;
        kaitai::held<kafka_uvarint_t> m_num_racks;
        kaitai::held<std::vector<std::unique_ptr<kafka_compact_string_t>>> m_racks;
        bool n_racks;

    public:
        bool _is_null_racks() { racks(); return n_racks; };

    private:
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        kafka_consumer_offsets_t* m__root;
        kafka_consumer_offsets_t::topic_metadata_t* m__parent;

    public:

        /**
         * The partition number.
         */
        int32_t partition() const { return m_partition; }

        /**
         * Number of `racks` plus one.
         */
        kafka_uvarint_t* num_racks() const { return m_num_racks.get(); }

        /**
         * The set of racks the partition is mapped to.
         */
        std::vector<std::unique_ptr<kafka_compact_string_t>>* racks() const { return m_racks.get(); }

        /**
         * Tagged fields.
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_consumer_offsets_t* _root() const { return m__root; }
        kafka_consumer_offsets_t::topic_metadata_t* _parent() const { return m__parent; }
    };

    /**
     * ConsumerGroupRegularExpressionKey (type 16), a regular expression a consumer group subscribes with.
     */

    class regular_expression_key_t : public kaitai::kstruct {

    public:

        regular_expression_key_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::key_t* p__parent = nullptr, kafka_consumer_offsets_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~regular_expression_key_t();

    private:
        kaitai::held<kafka_string_t> m_group_id;
        kaitai::held<kafka_string_t> m_regular_expression;
        kafka_consumer_offsets_t* m__root;
        kafka_consumer_offsets_t::key_t* m__parent;

    public:

        /**
         * The group id.
         */
        kafka_string_t* group_id() const { return m_group_id.get(); }

        /**
         * The regular expression.
         */
        kafka_string_t* regular_expression() const { return m_regular_expression.get(); }
        kafka_consumer_offsets_t* _root() const { return m__root; }
        kafka_consumer_offsets_t::key_t* _parent() const { return m__parent; }
    };

    /**
     * ShareGroupCurrentMemberAssignmentValue (type 14), a share group member's current assignment.
     */

    class share_group_current_member_assignment_value_t : public kaitai::kstruct {

    public:

        share_group_current_member_assignment_value_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::value_t* p__parent = nullptr, kafka_consumer_offsets_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~share_group_current_member_assignment_value_t();

    private:
        int32_t m_member_epoch;
        int32_t m_previous_member_epoch;
        int8_t m_state;
        kaitai::held<kafka_uvarint_t> m_num_assigned_partitions;
        kaitai::held<std::vector<std::unique_ptr<topic_partitions_t>>> m_assigned_partitions;
        bool n_assigned_partitions;

    public:
        bool _is_null_assigned_partitions() { assigned_partitions(); return n_assigned_partitions; };

    private:
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        kafka_consumer_offsets_t* m__root;
        kafka_consumer_offsets_t::value_t* m__parent;

    public:

        /**
         * The member epoch the member is expected to heartbeat with.
         */
        int32_t member_epoch() const { return m_member_epoch; }

        /**
         * The previous epoch, accepted if the last epoch bump was lost.
         */
        int32_t previous_member_epoch() const { return m_previous_member_epoch; }

        /**
         * The member state (`MemberState`).
         */
        int8_t state() const { return m_state; }

        /**
         * Number of `assigned_partitions` plus one.
         */
        kafka_uvarint_t* num_assigned_partitions() const { return m_num_assigned_partitions.get(); }

        /**
         * The partitions assigned to (or owned by) this member.
         */
        std::vector<std::unique_ptr<topic_partitions_t>>* assigned_partitions() const { return m_assigned_partitions.get(); }

        /**
         * Tagged fields.
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_consumer_offsets_t* _root() const { return m__root; }
        kafka_consumer_offsets_t::value_t* _parent() const { return m__parent; }
    };

    /**
     * ShareGroupMemberMetadataValue (type 10), a member of a share group.
     */

    class share_group_member_metadata_value_t : public kaitai::kstruct {

    public:

        share_group_member_metadata_value_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::value_t* p__parent = nullptr, kafka_consumer_offsets_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~share_group_member_metadata_value_t();

    private:
        kaitai::held<kafka_compact_string_t> m_rack_id;
        std::unique_ptr<kafka_compact_string_t> m_client_id;
        std::unique_ptr<kafka_compact_string_t> m_client_host;
        kaitai::held<kafka_uvarint_t> m_num_subscribed_topic_names;
        kaitai::held<std::vector<std::unique_ptr<kafka_compact_string_t>>> m_subscribed_topic_names;
        bool n_subscribed_topic_names;

    public:
        bool _is_null_subscribed_topic_names() { subscribed_topic_names(); return n_subscribed_topic_names; };

    private:
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        kafka_consumer_offsets_t* m__root;
        kafka_consumer_offsets_t::value_t* m__parent;

    public:

        /**
         * The (optional) rack id.
         */
        kafka_compact_string_t* rack_id() const { return m_rack_id.get(); }

        /**
         * The client id.
         */
        kafka_compact_string_t* client_id() const { return m_client_id.get(); }

        /**
         * The client host.
         */
        kafka_compact_string_t* client_host() const { return m_client_host.get(); }

        /**
         * Number of `subscribed_topic_names` plus one.
         */
        kafka_uvarint_t* num_subscribed_topic_names() const { return m_num_subscribed_topic_names.get(); }

        /**
         * The list of subscribed topic names.
         */
        std::vector<std::unique_ptr<kafka_compact_string_t>>* subscribed_topic_names() const { return m_subscribed_topic_names.get(); }

        /**
         * Tagged fields.
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_consumer_offsets_t* _root() const { return m__root; }
        kafka_consumer_offsets_t::value_t* _parent() const { return m__parent; }
    };

    /**
     * ShareGroupMetadataValue (type 11), the epoch of a share group.
     */

    class share_group_metadata_value_t : public kaitai::kstruct {

    public:

        share_group_metadata_value_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::value_t* p__parent = nullptr, kafka_consumer_offsets_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~share_group_metadata_value_t();

    private:
        int32_t m_epoch;
        int64_t m_metadata_hash;
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        kafka_consumer_offsets_t* m__root;
        kafka_consumer_offsets_t::value_t* m__parent;

    public:

        /**
         * The group epoch.
         */
        int32_t epoch() const { return m_epoch; }

        /**
         * The hash of all topics in the group.
         */
        int64_t metadata_hash() const { return m_metadata_hash; }

        /**
         * Tagged fields.
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_consumer_offsets_t* _root() const { return m__root; }
        kafka_consumer_offsets_t::value_t* _parent() const { return m__parent; }
    };

    /**
     * ShareGroupStatePartitionMetadataValue (type 15): the topics whose share-group state
     * (`__share_group_state`) is being initialized, is initialized or is being deleted.
     */

    class share_group_state_partition_metadata_value_t : public kaitai::kstruct {

    public:

        share_group_state_partition_metadata_value_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::value_t* p__parent = nullptr, kafka_consumer_offsets_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~share_group_state_partition_metadata_value_t();

    private:
        kaitai::held<kafka_uvarint_t> m_num_initializing_topics;
        kaitai::held<std::vector<std::unique_ptr<topic_partitions_info_t>>> m_initializing_topics;
        bool n_initializing_topics;

    public:
        bool _is_null_initializing_topics() { initializing_topics(); return n_initializing_topics; };

    private:
        kaitai::held<kafka_uvarint_t> m_num_initialized_topics;
        kaitai::held<std::vector<std::unique_ptr<topic_partitions_info_t>>> m_initialized_topics;
        bool n_initialized_topics;

    public:
        bool _is_null_initialized_topics() { initialized_topics(); return n_initialized_topics; };

    private:
        kaitai::held<kafka_uvarint_t> m_num_deleting_topics;
        kaitai::held<std::vector<std::unique_ptr<topic_info_t>>> m_deleting_topics;
        bool n_deleting_topics;

    public:
        bool _is_null_deleting_topics() { deleting_topics(); return n_deleting_topics; };

    private:
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        kafka_consumer_offsets_t* m__root;
        kafka_consumer_offsets_t::value_t* m__parent;

    public:

        /**
         * Number of `initializing_topics` plus one.
         */
        kafka_uvarint_t* num_initializing_topics() const { return m_num_initializing_topics.get(); }

        /**
         * The topic-partitions whose share-group state is being initialized.
         */
        std::vector<std::unique_ptr<topic_partitions_info_t>>* initializing_topics() const { return m_initializing_topics.get(); }

        /**
         * Number of `initialized_topics` plus one.
         */
        kafka_uvarint_t* num_initialized_topics() const { return m_num_initialized_topics.get(); }

        /**
         * The topics with initialized share-group state.
         */
        std::vector<std::unique_ptr<topic_partitions_info_t>>* initialized_topics() const { return m_initialized_topics.get(); }

        /**
         * Number of `deleting_topics` plus one.
         */
        kafka_uvarint_t* num_deleting_topics() const { return m_num_deleting_topics.get(); }

        /**
         * The topics whose share-group state is being deleted.
         */
        std::vector<std::unique_ptr<topic_info_t>>* deleting_topics() const { return m_deleting_topics.get(); }

        /**
         * Tagged fields.
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_consumer_offsets_t* _root() const { return m__root; }
        kafka_consumer_offsets_t::value_t* _parent() const { return m__parent; }
    };

    /**
     * Tagged field 2 of StreamsGroupMetadataValue (Kafka 4.4 on), written when not -1.
     */

    class stored_description_topology_epoch_tag_t : public kaitai::kstruct {

    public:

        stored_description_topology_epoch_tag_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::streams_group_metadata_tagged_field_t* p__parent = nullptr, kafka_consumer_offsets_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~stored_description_topology_epoch_tag_t();

    private:
        int32_t m_stored_description_topology_epoch;
        kafka_consumer_offsets_t* m__root;
        kafka_consumer_offsets_t::streams_group_metadata_tagged_field_t* m__parent;

    public:

        /**
         * The topology epoch whose description the topology-description
         * plugin holds; -1 for none, -2 while a plugin operation was
         * interrupted.
         */
        int32_t stored_description_topology_epoch() const { return m_stored_description_topology_epoch; }
        kafka_consumer_offsets_t* _root() const { return m__root; }
        kafka_consumer_offsets_t::streams_group_metadata_tagged_field_t* _parent() const { return m__parent; }
    };

    /**
     * StreamsGroupCurrentMemberAssignmentValue (type 22), a streams group member's current assignment.
     */

    class streams_group_current_member_assignment_value_t : public kaitai::kstruct {

    public:

        streams_group_current_member_assignment_value_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::value_t* p__parent = nullptr, kafka_consumer_offsets_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~streams_group_current_member_assignment_value_t();

    private:
        int32_t m_member_epoch;
        int32_t m_previous_member_epoch;
        int8_t m_state;
        kaitai::held<kafka_uvarint_t> m_num_active_tasks;
        kaitai::held<std::vector<std::unique_ptr<assigned_task_ids_t>>> m_active_tasks;
        bool n_active_tasks;

    public:
        bool _is_null_active_tasks() { active_tasks(); return n_active_tasks; };

    private:
        kaitai::held<kafka_uvarint_t> m_num_standby_tasks;
        kaitai::held<std::vector<std::unique_ptr<assigned_task_ids_t>>> m_standby_tasks;
        bool n_standby_tasks;

    public:
        bool _is_null_standby_tasks() { standby_tasks(); return n_standby_tasks; };

    private:
        kaitai::held<kafka_uvarint_t> m_num_warmup_tasks;
        kaitai::held<std::vector<std::unique_ptr<assigned_task_ids_t>>> m_warmup_tasks;
        bool n_warmup_tasks;

    public:
        bool _is_null_warmup_tasks() { warmup_tasks(); return n_warmup_tasks; };

    private:
        kaitai::held<kafka_uvarint_t> m_num_active_tasks_pending_revocation;
        kaitai::held<std::vector<std::unique_ptr<assigned_task_ids_t>>> m_active_tasks_pending_revocation;
        bool n_active_tasks_pending_revocation;

    public:
        bool _is_null_active_tasks_pending_revocation() { active_tasks_pending_revocation(); return n_active_tasks_pending_revocation; };

    private:
        kaitai::held<kafka_uvarint_t> m_num_standby_tasks_pending_revocation;
        kaitai::held<std::vector<std::unique_ptr<assigned_task_ids_t>>> m_standby_tasks_pending_revocation;
        bool n_standby_tasks_pending_revocation;

    public:
        bool _is_null_standby_tasks_pending_revocation() { standby_tasks_pending_revocation(); return n_standby_tasks_pending_revocation; };

    private:
        kaitai::held<kafka_uvarint_t> m_num_warmup_tasks_pending_revocation;
        kaitai::held<std::vector<std::unique_ptr<assigned_task_ids_t>>> m_warmup_tasks_pending_revocation;
        bool n_warmup_tasks_pending_revocation;

    public:
        bool _is_null_warmup_tasks_pending_revocation() { warmup_tasks_pending_revocation(); return n_warmup_tasks_pending_revocation; };

    private:
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        kafka_consumer_offsets_t* m__root;
        kafka_consumer_offsets_t::value_t* m__parent;

    public:

        /**
         * The member epoch the member is expected to heartbeat with.
         */
        int32_t member_epoch() const { return m_member_epoch; }

        /**
         * The previous epoch, accepted if the last epoch bump was lost.
         */
        int32_t previous_member_epoch() const { return m_previous_member_epoch; }

        /**
         * The member state (`StreamsGroupMember.MemberState`).
         */
        int8_t state() const { return m_state; }

        /**
         * Number of `active_tasks` plus one.
         */
        kafka_uvarint_t* num_active_tasks() const { return m_num_active_tasks.get(); }

        /**
         * Active tasks assigned to this member.
         */
        std::vector<std::unique_ptr<assigned_task_ids_t>>* active_tasks() const { return m_active_tasks.get(); }

        /**
         * Number of `standby_tasks` plus one.
         */
        kafka_uvarint_t* num_standby_tasks() const { return m_num_standby_tasks.get(); }

        /**
         * Standby tasks assigned to this member.
         */
        std::vector<std::unique_ptr<assigned_task_ids_t>>* standby_tasks() const { return m_standby_tasks.get(); }

        /**
         * Number of `warmup_tasks` plus one.
         */
        kafka_uvarint_t* num_warmup_tasks() const { return m_num_warmup_tasks.get(); }

        /**
         * Warm-up tasks assigned to this member.
         */
        std::vector<std::unique_ptr<assigned_task_ids_t>>* warmup_tasks() const { return m_warmup_tasks.get(); }

        /**
         * Number of `active_tasks_pending_revocation` plus one.
         */
        kafka_uvarint_t* num_active_tasks_pending_revocation() const { return m_num_active_tasks_pending_revocation.get(); }

        /**
         * Active tasks this member must revoke.
         */
        std::vector<std::unique_ptr<assigned_task_ids_t>>* active_tasks_pending_revocation() const { return m_active_tasks_pending_revocation.get(); }

        /**
         * Number of `standby_tasks_pending_revocation` plus one.
         */
        kafka_uvarint_t* num_standby_tasks_pending_revocation() const { return m_num_standby_tasks_pending_revocation.get(); }

        /**
         * Standby tasks this member must revoke.
         */
        std::vector<std::unique_ptr<assigned_task_ids_t>>* standby_tasks_pending_revocation() const { return m_standby_tasks_pending_revocation.get(); }

        /**
         * Number of `warmup_tasks_pending_revocation` plus one.
         */
        kafka_uvarint_t* num_warmup_tasks_pending_revocation() const { return m_num_warmup_tasks_pending_revocation.get(); }

        /**
         * Warm-up tasks this member must revoke.
         */
        std::vector<std::unique_ptr<assigned_task_ids_t>>* warmup_tasks_pending_revocation() const { return m_warmup_tasks_pending_revocation.get(); }

        /**
         * Tagged fields.
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_consumer_offsets_t* _root() const { return m__root; }
        kafka_consumer_offsets_t::value_t* _parent() const { return m__parent; }
    };

    /**
     * StreamsGroupMemberMetadataValue (type 19), a member of a streams group.
     */

    class streams_group_member_metadata_value_t : public kaitai::kstruct {

    public:

        streams_group_member_metadata_value_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::value_t* p__parent = nullptr, kafka_consumer_offsets_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~streams_group_member_metadata_value_t();

    private:
        kaitai::held<kafka_compact_string_t> m_instance_id;
        kaitai::held<kafka_compact_string_t> m_rack_id;
        std::unique_ptr<kafka_compact_string_t> m_client_id;
        std::unique_ptr<kafka_compact_string_t> m_client_host;
        int32_t m_rebalance_timeout_ms;
        int32_t m_topology_epoch;
        kaitai::held<kafka_compact_string_t> m_process_id;
        int8_t m_present_user_endpoint;
        std::unique_ptr<endpoint_t> m_user_endpoint;
        bool n_user_endpoint;

    public:
        bool _is_null_user_endpoint() { user_endpoint(); return n_user_endpoint; };

    private:
        kaitai::held<kafka_uvarint_t> m_num_client_tags;
        kaitai::held<std::vector<std::unique_ptr<key_value_t>>> m_client_tags;
        bool n_client_tags;

    public:
        bool _is_null_client_tags() { client_tags(); return n_client_tags; };

    private:
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        kafka_consumer_offsets_t* m__root;
        kafka_consumer_offsets_t::value_t* m__parent;

    public:

        /**
         * The (optional) instance id for static membership.
         */
        kafka_compact_string_t* instance_id() const { return m_instance_id.get(); }

        /**
         * The (optional) rack id.
         */
        kafka_compact_string_t* rack_id() const { return m_rack_id.get(); }

        /**
         * The client id.
         */
        kafka_compact_string_t* client_id() const { return m_client_id.get(); }

        /**
         * The client host.
         */
        kafka_compact_string_t* client_host() const { return m_client_host.get(); }

        /**
         * The rebalance timeout in milliseconds.
         */
        int32_t rebalance_timeout_ms() const { return m_rebalance_timeout_ms; }

        /**
         * The epoch of the topology.
         */
        int32_t topology_epoch() const { return m_topology_epoch; }

        /**
         * Identity of the streams instance that may have multiple consumers.
         */
        kafka_compact_string_t* process_id() const { return m_process_id.get(); }

        /**
         * -1 when `user_endpoint` is null, 1 when it follows (Kafka's marker of a nullable structure).
         */
        int8_t present_user_endpoint() const { return m_present_user_endpoint; }

        /**
         * User-defined endpoint for running interactive queries on this instance.
         */
        endpoint_t* user_endpoint() const { return m_user_endpoint.get(); }

        /**
         * Number of `client_tags` plus one.
         */
        kafka_uvarint_t* num_client_tags() const { return m_num_client_tags.get(); }

        /**
         * Client tags, used by the rack-aware assignment algorithm.
         */
        std::vector<std::unique_ptr<key_value_t>>* client_tags() const { return m_client_tags.get(); }

        /**
         * Tagged fields.
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_consumer_offsets_t* _root() const { return m__root; }
        kafka_consumer_offsets_t::value_t* _parent() const { return m__parent; }
    };

    /**
     * A tagged field of StreamsGroupMetadataValue.
     */

    class streams_group_metadata_tagged_field_t : public kaitai::kstruct {

    public:

        streams_group_metadata_tagged_field_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::streams_group_metadata_value_t* p__parent = nullptr, kafka_consumer_offsets_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~streams_group_metadata_tagged_field_t();

    private:
        kaitai::held<kafka_uvarint_t> m_tag;
        kaitai::held<kafka_uvarint_t> m_len_data;
        std::unique_ptr<kaitai::kstruct> m_data;
        bool n_data;

    public:
        bool _is_null_data() { data(); return n_data; };

    private:
        kafka_consumer_offsets_t* m__root;
        kafka_consumer_offsets_t::streams_group_metadata_value_t* m__parent;
        kaitai::bytes_view m__raw_data;
        std::unique_ptr<kaitai::kstream> m__io__raw_data;

    public:

        /**
         * The tag; 0 is ValidatedTopologyEpoch, 1 LastAssignmentConfigs, 2
         * StoredDescriptionTopologyEpoch, 3 FailedDescriptionTopologyEpoch.
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
        kafka_consumer_offsets_t* _root() const { return m__root; }
        kafka_consumer_offsets_t::streams_group_metadata_value_t* _parent() const { return m__parent; }
        kaitai::bytes_view _raw_data() const { return m__raw_data; }
        kaitai::kstream* _io__raw_data() const { return m__io__raw_data.get(); }
    };

    /**
     * StreamsGroupMetadataValue (type 17), the epoch of a streams group.
     */

    class streams_group_metadata_value_t : public kaitai::kstruct {

    public:

        streams_group_metadata_value_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::value_t* p__parent = nullptr, kafka_consumer_offsets_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~streams_group_metadata_value_t();

    private:
        int32_t m_epoch;
        int64_t m_metadata_hash;
        kaitai::held<kafka_uvarint_t> m_num_tagged_fields;
        kaitai::held<std::vector<std::unique_ptr<streams_group_metadata_tagged_field_t>>> m_tagged_fields;
        kafka_consumer_offsets_t* m__root;
        kafka_consumer_offsets_t::value_t* m__parent;

    public:

        /**
         * The group epoch.
         */
        int32_t epoch() const { return m_epoch; }

        /**
         * The hash of all topics in the group.
         */
        int64_t metadata_hash() const { return m_metadata_hash; }

        /**
         * Number of tagged fields that follow.
         */
        kafka_uvarint_t* num_tagged_fields() const { return m_num_tagged_fields.get(); }

        /**
         * Tagged fields; tag 0 is `ValidatedTopologyEpoch`, tag 1
         * `LastAssignmentConfigs` (Kafka 4.2 on), tags 2
         * `StoredDescriptionTopologyEpoch` and 3 `FailedDescriptionTopologyEpoch`
         * (Kafka 4.4 on).
         */
        std::vector<std::unique_ptr<streams_group_metadata_tagged_field_t>>* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_consumer_offsets_t* _root() const { return m__root; }
        kafka_consumer_offsets_t::value_t* _parent() const { return m__parent; }
    };

    /**
     * StreamsGroupTargetAssignmentMemberValue (type 21), a streams group member's target assignment.
     */

    class streams_group_target_assignment_member_value_t : public kaitai::kstruct {

    public:

        streams_group_target_assignment_member_value_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::value_t* p__parent = nullptr, kafka_consumer_offsets_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~streams_group_target_assignment_member_value_t();

    private:
        kaitai::held<kafka_uvarint_t> m_num_active_tasks;
        kaitai::held<std::vector<std::unique_ptr<task_ids_t>>> m_active_tasks;
        bool n_active_tasks;

    public:
        bool _is_null_active_tasks() { active_tasks(); return n_active_tasks; };

    private:
        kaitai::held<kafka_uvarint_t> m_num_standby_tasks;
        kaitai::held<std::vector<std::unique_ptr<task_ids_t>>> m_standby_tasks;
        bool n_standby_tasks;

    public:
        bool _is_null_standby_tasks() { standby_tasks(); return n_standby_tasks; };

    private:
        kaitai::held<kafka_uvarint_t> m_num_warmup_tasks;
        kaitai::held<std::vector<std::unique_ptr<task_ids_t>>> m_warmup_tasks;
        bool n_warmup_tasks;

    public:
        bool _is_null_warmup_tasks() { warmup_tasks(); return n_warmup_tasks; };

    private:
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        kafka_consumer_offsets_t* m__root;
        kafka_consumer_offsets_t::value_t* m__parent;

    public:

        /**
         * Number of `active_tasks` plus one.
         */
        kafka_uvarint_t* num_active_tasks() const { return m_num_active_tasks.get(); }

        /**
         * Active tasks assigned to this member.
         */
        std::vector<std::unique_ptr<task_ids_t>>* active_tasks() const { return m_active_tasks.get(); }

        /**
         * Number of `standby_tasks` plus one.
         */
        kafka_uvarint_t* num_standby_tasks() const { return m_num_standby_tasks.get(); }

        /**
         * Standby tasks assigned to this member.
         */
        std::vector<std::unique_ptr<task_ids_t>>* standby_tasks() const { return m_standby_tasks.get(); }

        /**
         * Number of `warmup_tasks` plus one.
         */
        kafka_uvarint_t* num_warmup_tasks() const { return m_num_warmup_tasks.get(); }

        /**
         * Warm-up tasks assigned to this member.
         */
        std::vector<std::unique_ptr<task_ids_t>>* warmup_tasks() const { return m_warmup_tasks.get(); }

        /**
         * Tagged fields.
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_consumer_offsets_t* _root() const { return m__root; }
        kafka_consumer_offsets_t::value_t* _parent() const { return m__parent; }
    };

    /**
     * StreamsGroupTopologyValue (type 23), the topology of a streams group.
     */

    class streams_group_topology_value_t : public kaitai::kstruct {

    public:

        streams_group_topology_value_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::value_t* p__parent = nullptr, kafka_consumer_offsets_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~streams_group_topology_value_t();

    private:
        int32_t m_epoch;
        kaitai::held<kafka_uvarint_t> m_num_subtopologies;
        kaitai::held<std::vector<std::unique_ptr<subtopology_t>>> m_subtopologies;
        bool n_subtopologies;

    public:
        bool _is_null_subtopologies() { subtopologies(); return n_subtopologies; };

    private:
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        kafka_consumer_offsets_t* m__root;
        kafka_consumer_offsets_t::value_t* m__parent;

    public:

        /**
         * The epoch of the topology.
         */
        int32_t epoch() const { return m_epoch; }

        /**
         * Number of `subtopologies` plus one.
         */
        kafka_uvarint_t* num_subtopologies() const { return m_num_subtopologies.get(); }

        /**
         * The subtopologies of the streams application.
         */
        std::vector<std::unique_ptr<subtopology_t>>* subtopologies() const { return m_subtopologies.get(); }

        /**
         * Tagged fields.
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_consumer_offsets_t* _root() const { return m__root; }
        kafka_consumer_offsets_t::value_t* _parent() const { return m__parent; }
    };

    /**
     * TopicInfo of a streams topology: an internal topic and how to create it.
     */

    class streams_topic_info_t : public kaitai::kstruct {

    public:

        streams_topic_info_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::subtopology_t* p__parent = nullptr, kafka_consumer_offsets_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~streams_topic_info_t();

    private:
        kaitai::held<kafka_compact_string_t> m_name;
        int32_t m_partitions;
        int16_t m_replication_factor;
        kaitai::held<kafka_uvarint_t> m_num_topic_configs;
        kaitai::held<std::vector<std::unique_ptr<key_value_t>>> m_topic_configs;
        bool n_topic_configs;

    public:
        bool _is_null_topic_configs() { topic_configs(); return n_topic_configs; };

    private:
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        kafka_consumer_offsets_t* m__root;
        kafka_consumer_offsets_t::subtopology_t* m__parent;

    public:

        /**
         * The name of the topic.
         */
        kafka_compact_string_t* name() const { return m_name.get(); }

        /**
         * The number of partitions; 0 when not enforced (always 0 for changelog topics).
         */
        int32_t partitions() const { return m_partitions; }

        /**
         * The replication factor; 0 for the default.
         */
        int16_t replication_factor() const { return m_replication_factor; }

        /**
         * Number of `topic_configs` plus one.
         */
        kafka_uvarint_t* num_topic_configs() const { return m_num_topic_configs.get(); }

        /**
         * Topic-level configurations as key-value pairs.
         */
        std::vector<std::unique_ptr<key_value_t>>* topic_configs() const { return m_topic_configs.get(); }

        /**
         * Tagged fields.
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_consumer_offsets_t* _root() const { return m__root; }
        kafka_consumer_offsets_t::subtopology_t* _parent() const { return m__parent; }
    };

    /**
     * Subtopology of a streams topology.
     */

    class subtopology_t : public kaitai::kstruct {

    public:

        subtopology_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::streams_group_topology_value_t* p__parent = nullptr, kafka_consumer_offsets_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~subtopology_t();

    private:
        kaitai::held<kafka_compact_string_t> m_subtopology_id;
        kaitai::held<kafka_uvarint_t> m_num_source_topics;
        kaitai::held<std::vector<std::unique_ptr<kafka_compact_string_t>>> m_source_topics;
        bool n_source_topics;

    public:
        bool _is_null_source_topics() { source_topics(); return n_source_topics; };

    private:
        kaitai::held<kafka_uvarint_t> m_num_source_topic_regex;
        kaitai::held<std::vector<std::unique_ptr<kafka_compact_string_t>>> m_source_topic_regex;
        bool n_source_topic_regex;

    public:
        bool _is_null_source_topic_regex() { source_topic_regex(); return n_source_topic_regex; };

    private:
        kaitai::held<kafka_uvarint_t> m_num_state_changelog_topics;
        kaitai::held<std::vector<std::unique_ptr<streams_topic_info_t>>> m_state_changelog_topics;
        bool n_state_changelog_topics;

    public:
        bool _is_null_state_changelog_topics() { state_changelog_topics(); return n_state_changelog_topics; };

    private:
        kaitai::held<kafka_uvarint_t> m_num_repartition_sink_topics;
        kaitai::held<std::vector<std::unique_ptr<kafka_compact_string_t>>> m_repartition_sink_topics;
        bool n_repartition_sink_topics;

    public:
        bool _is_null_repartition_sink_topics() { repartition_sink_topics(); return n_repartition_sink_topics; };

    private:
        kaitai::held<kafka_uvarint_t> m_num_repartition_source_topics;
        kaitai::held<std::vector<std::unique_ptr<streams_topic_info_t>>> m_repartition_source_topics;
        bool n_repartition_source_topics;

    public:
        bool _is_null_repartition_source_topics() { repartition_source_topics(); return n_repartition_source_topics; };

    private:
        kaitai::held<kafka_uvarint_t> m_num_copartition_groups;
        kaitai::held<std::vector<std::unique_ptr<copartition_group_t>>> m_copartition_groups;
        bool n_copartition_groups;

    public:
        bool _is_null_copartition_groups() { copartition_groups(); return n_copartition_groups; };

    private:
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        kafka_consumer_offsets_t* m__root;
        kafka_consumer_offsets_t::streams_group_topology_value_t* m__parent;

    public:

        /**
         * The subtopology id.
         */
        kafka_compact_string_t* subtopology_id() const { return m_subtopology_id.get(); }

        /**
         * Number of `source_topics` plus one.
         */
        kafka_uvarint_t* num_source_topics() const { return m_num_source_topics.get(); }

        /**
         * The topics the subtopology reads from.
         */
        std::vector<std::unique_ptr<kafka_compact_string_t>>* source_topics() const { return m_source_topics.get(); }

        /**
         * Number of `source_topic_regex` plus one.
         */
        kafka_uvarint_t* num_source_topic_regex() const { return m_num_source_topic_regex.get(); }

        /**
         * Regular expressions of topics the subtopology reads from.
         */
        std::vector<std::unique_ptr<kafka_compact_string_t>>* source_topic_regex() const { return m_source_topic_regex.get(); }

        /**
         * Number of `state_changelog_topics` plus one.
         */
        kafka_uvarint_t* num_state_changelog_topics() const { return m_num_state_changelog_topics.get(); }

        /**
         * The state changelog topics of this subtopology.
         */
        std::vector<std::unique_ptr<streams_topic_info_t>>* state_changelog_topics() const { return m_state_changelog_topics.get(); }

        /**
         * Number of `repartition_sink_topics` plus one.
         */
        kafka_uvarint_t* num_repartition_sink_topics() const { return m_num_repartition_sink_topics.get(); }

        /**
         * The repartition topics the subtopology writes to.
         */
        std::vector<std::unique_ptr<kafka_compact_string_t>>* repartition_sink_topics() const { return m_repartition_sink_topics.get(); }

        /**
         * Number of `repartition_source_topics` plus one.
         */
        kafka_uvarint_t* num_repartition_source_topics() const { return m_num_repartition_source_topics.get(); }

        /**
         * The source topics that are internally created repartition topics.
         */
        std::vector<std::unique_ptr<streams_topic_info_t>>* repartition_source_topics() const { return m_repartition_source_topics.get(); }

        /**
         * Number of `copartition_groups` plus one.
         */
        kafka_uvarint_t* num_copartition_groups() const { return m_num_copartition_groups.get(); }

        /**
         * Subsets of source topics that must be copartitioned.
         */
        std::vector<std::unique_ptr<copartition_group_t>>* copartition_groups() const { return m_copartition_groups.get(); }

        /**
         * Tagged fields.
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_consumer_offsets_t* _root() const { return m__root; }
        kafka_consumer_offsets_t::streams_group_topology_value_t* _parent() const { return m__parent; }
    };

    /**
     * A member's target assignment: ConsumerGroupTargetAssignmentMemberValue
     * (type 7) and ShareGroupTargetAssignmentMemberValue (13).
     */

    class target_assignment_member_value_t : public kaitai::kstruct {

    public:

        target_assignment_member_value_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::value_t* p__parent = nullptr, kafka_consumer_offsets_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~target_assignment_member_value_t();

    private:
        kaitai::held<kafka_uvarint_t> m_num_topic_partitions;
        kaitai::held<std::vector<std::unique_ptr<topic_partitions_t>>> m_topic_partitions;
        bool n_topic_partitions;

    public:
        bool _is_null_topic_partitions() { topic_partitions(); return n_topic_partitions; };

    private:
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        kafka_consumer_offsets_t* m__root;
        kafka_consumer_offsets_t::value_t* m__parent;

    public:

        /**
         * Number of `topic_partitions` plus one.
         */
        kafka_uvarint_t* num_topic_partitions() const { return m_num_topic_partitions.get(); }

        /**
         * The assigned partitions.
         */
        std::vector<std::unique_ptr<topic_partitions_t>>* topic_partitions() const { return m_topic_partitions.get(); }

        /**
         * Tagged fields.
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_consumer_offsets_t* _root() const { return m__root; }
        kafka_consumer_offsets_t::value_t* _parent() const { return m__parent; }
    };

    /**
     * The epoch of a group's target assignment:
     * ConsumerGroupTargetAssignmentMetadataValue (type 6),
     * ShareGroupTargetAssignmentMetadataValue (12) and
     * StreamsGroupTargetAssignmentMetadataValue (20).
     */

    class target_assignment_metadata_value_t : public kaitai::kstruct {

    public:

        target_assignment_metadata_value_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::value_t* p__parent = nullptr, kafka_consumer_offsets_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~target_assignment_metadata_value_t();

    private:
        int32_t m_assignment_epoch;
        kaitai::held<kafka_uvarint_t> m_num_tagged_fields;
        kaitai::held<std::vector<std::unique_ptr<assignment_timestamp_tagged_field_t>>> m_tagged_fields;
        kafka_consumer_offsets_t* m__root;
        kafka_consumer_offsets_t::value_t* m__parent;

    public:

        /**
         * The assignment epoch.
         */
        int32_t assignment_epoch() const { return m_assignment_epoch; }

        /**
         * Number of tagged fields that follow.
         */
        kafka_uvarint_t* num_tagged_fields() const { return m_num_tagged_fields.get(); }

        /**
         * Tagged fields; tag 0 is `AssignmentTimestamp` (Kafka 4.3 on, KIP-1263).
         */
        std::vector<std::unique_ptr<assignment_timestamp_tagged_field_t>>* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_consumer_offsets_t* _root() const { return m__root; }
        kafka_consumer_offsets_t::value_t* _parent() const { return m__parent; }
    };

    /**
     * TaskIds of StreamsGroupTargetAssignmentMemberValue: the tasks of one subtopology.
     */

    class task_ids_t : public kaitai::kstruct {

    public:

        task_ids_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::streams_group_target_assignment_member_value_t* p__parent = nullptr, kafka_consumer_offsets_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~task_ids_t();

    private:
        kaitai::held<kafka_compact_string_t> m_subtopology_id;
        std::unique_ptr<kafka_uvarint_t> m_num_partitions;
        std::unique_ptr<std::vector<int32_t>> m_partitions;
        bool n_partitions;

    public:
        bool _is_null_partitions() { partitions(); return n_partitions; };

    private:
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        kafka_consumer_offsets_t* m__root;
        kafka_consumer_offsets_t::streams_group_target_assignment_member_value_t* m__parent;

    public:

        /**
         * The subtopology id.
         */
        kafka_compact_string_t* subtopology_id() const { return m_subtopology_id.get(); }

        /**
         * Number of `partitions` plus one.
         */
        kafka_uvarint_t* num_partitions() const { return m_num_partitions.get(); }

        /**
         * The partitions of the input topics processed by this member.
         */
        std::vector<int32_t>* partitions() const { return m_partitions.get(); }

        /**
         * Tagged fields.
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_consumer_offsets_t* _root() const { return m__root; }
        kafka_consumer_offsets_t::streams_group_target_assignment_member_value_t* _parent() const { return m__parent; }
    };

    /**
     * Tagged field 0 of OffsetCommitValue (Kafka 4.1 on), written when the committer gave a topic id.
     */

    class topic_id_tag_t : public kaitai::kstruct {

    public:

        topic_id_tag_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::offset_commit_tagged_field_t* p__parent = nullptr, kafka_consumer_offsets_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~topic_id_tag_t();

    private:
        kaitai::held<kafka_uuid_t> m_topic_id;
        kafka_consumer_offsets_t* m__root;
        kafka_consumer_offsets_t::offset_commit_tagged_field_t* m__parent;

    public:

        /**
         * The topic id of the committed offset.
         */
        kafka_uuid_t* topic_id() const { return m_topic_id.get(); }
        kafka_consumer_offsets_t* _root() const { return m__root; }
        kafka_consumer_offsets_t::offset_commit_tagged_field_t* _parent() const { return m__parent; }
    };

    /**
     * TopicInfo of ShareGroupStatePartitionMetadataValue.
     */

    class topic_info_t : public kaitai::kstruct {

    public:

        topic_info_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::share_group_state_partition_metadata_value_t* p__parent = nullptr, kafka_consumer_offsets_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~topic_info_t();

    private:
        kaitai::held<kafka_uuid_t> m_topic_id;
        kaitai::held<kafka_compact_string_t> m_topic_name;
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        kafka_consumer_offsets_t* m__root;
        kafka_consumer_offsets_t::share_group_state_partition_metadata_value_t* m__parent;

    public:

        /**
         * The topic identifier.
         */
        kafka_uuid_t* topic_id() const { return m_topic_id.get(); }

        /**
         * The topic name.
         */
        kafka_compact_string_t* topic_name() const { return m_topic_name.get(); }

        /**
         * Tagged fields.
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_consumer_offsets_t* _root() const { return m__root; }
        kafka_consumer_offsets_t::share_group_state_partition_metadata_value_t* _parent() const { return m__parent; }
    };

    /**
     * TopicMetadata of a subscribed topic.
     */

    class topic_metadata_t : public kaitai::kstruct {

    public:

        topic_metadata_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::consumer_group_partition_metadata_value_t* p__parent = nullptr, kafka_consumer_offsets_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~topic_metadata_t();

    private:
        kaitai::held<kafka_uuid_t> m_topic_id;
        kaitai::held<kafka_compact_string_t> m_topic_name;
        int32_t m_num_partitions;
        kaitai::held<kafka_uvarint_t> m_num_partition_metadata;
        kaitai::held<std::vector<std::unique_ptr<partition_racks_t>>> m_partition_metadata;
        bool n_partition_metadata;

    public:
        bool _is_null_partition_metadata() { partition_metadata(); return n_partition_metadata; };

    private:
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        kafka_consumer_offsets_t* m__root;
        kafka_consumer_offsets_t::consumer_group_partition_metadata_value_t* m__parent;

    public:

        /**
         * The topic id.
         */
        kafka_uuid_t* topic_id() const { return m_topic_id.get(); }

        /**
         * The topic name.
         */
        kafka_compact_string_t* topic_name() const { return m_topic_name.get(); }

        /**
         * The number of partitions of the topic.
         */
        int32_t num_partitions() const { return m_num_partitions; }

        /**
         * Number of `partition_metadata` plus one.
         */
        kafka_uvarint_t* num_partition_metadata() const { return m_num_partition_metadata.get(); }

        /**
         * The racks of each partition; empty when no partition has rack information.
         */
        std::vector<std::unique_ptr<partition_racks_t>>* partition_metadata() const { return m_partition_metadata.get(); }

        /**
         * Tagged fields.
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_consumer_offsets_t* _root() const { return m__root; }
        kafka_consumer_offsets_t::consumer_group_partition_metadata_value_t* _parent() const { return m__parent; }
    };

    /**
     * TopicPartitions, partitions of one topic named by id.
     */

    class topic_partitions_t : public kaitai::kstruct {

    public:

        topic_partitions_t(kaitai::kstream* p__io, kaitai::kstruct* p__parent = nullptr, kafka_consumer_offsets_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~topic_partitions_t();

    private:
        kaitai::held<kafka_uuid_t> m_topic_id;
        std::unique_ptr<kafka_uvarint_t> m_num_partitions;
        std::unique_ptr<std::vector<int32_t>> m_partitions;
        bool n_partitions;

    public:
        bool _is_null_partitions() { partitions(); return n_partitions; };

    private:
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        kafka_consumer_offsets_t* m__root;
        kaitai::kstruct* m__parent;

    public:

        /**
         * The topic id.
         */
        kafka_uuid_t* topic_id() const { return m_topic_id.get(); }

        /**
         * Number of `partitions` plus one.
         */
        kafka_uvarint_t* num_partitions() const { return m_num_partitions.get(); }

        /**
         * The partition ids.
         */
        std::vector<int32_t>* partitions() const { return m_partitions.get(); }

        /**
         * Tagged fields.
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_consumer_offsets_t* _root() const { return m__root; }
        kaitai::kstruct* _parent() const { return m__parent; }
    };

    /**
     * TopicPartitionsInfo of ShareGroupStatePartitionMetadataValue.
     */

    class topic_partitions_info_t : public kaitai::kstruct {

    public:

        topic_partitions_info_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::share_group_state_partition_metadata_value_t* p__parent = nullptr, kafka_consumer_offsets_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~topic_partitions_info_t();

    private:
        kaitai::held<kafka_uuid_t> m_topic_id;
        kaitai::held<kafka_compact_string_t> m_topic_name;
        std::unique_ptr<kafka_uvarint_t> m_num_partitions;
        std::unique_ptr<std::vector<int32_t>> m_partitions;
        bool n_partitions;

    public:
        bool _is_null_partitions() { partitions(); return n_partitions; };

    private:
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        kafka_consumer_offsets_t* m__root;
        kafka_consumer_offsets_t::share_group_state_partition_metadata_value_t* m__parent;

    public:

        /**
         * The topic identifier.
         */
        kafka_uuid_t* topic_id() const { return m_topic_id.get(); }

        /**
         * The topic name.
         */
        kafka_compact_string_t* topic_name() const { return m_topic_name.get(); }

        /**
         * Number of `partitions` plus one.
         */
        kafka_uvarint_t* num_partitions() const { return m_num_partitions.get(); }

        /**
         * The partitions.
         */
        std::vector<int32_t>* partitions() const { return m_partitions.get(); }

        /**
         * Tagged fields.
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_consumer_offsets_t* _root() const { return m__root; }
        kafka_consumer_offsets_t::share_group_state_partition_metadata_value_t* _parent() const { return m__parent; }
    };

    /**
     * Tagged field 0 of StreamsGroupMetadataValue, written when not -1.
     */

    class validated_topology_epoch_tag_t : public kaitai::kstruct {

    public:

        validated_topology_epoch_tag_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::streams_group_metadata_tagged_field_t* p__parent = nullptr, kafka_consumer_offsets_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~validated_topology_epoch_tag_t();

    private:
        int32_t m_validated_topology_epoch;
        kafka_consumer_offsets_t* m__root;
        kafka_consumer_offsets_t::streams_group_metadata_tagged_field_t* m__parent;

    public:

        /**
         * The topology epoch whose topics were validated against the metadata.
         */
        int32_t validated_topology_epoch() const { return m_validated_topology_epoch; }
        kafka_consumer_offsets_t* _root() const { return m__root; }
        kafka_consumer_offsets_t::streams_group_metadata_tagged_field_t* _parent() const { return m__parent; }
    };

    /**
     * A record value, the message its key's type selects.
     */

    class value_t : public kaitai::kstruct {

    public:

        value_t(int16_t p_record_type, kaitai::kstream* p__io, kafka_consumer_offsets_t* p__parent = nullptr, kafka_consumer_offsets_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~value_t();

    private:
        bool f_max_version;
        int8_t m_max_version;

    public:

        /**
         * The highest version Kafka 4.4 reads for the record type.
         */
        int8_t max_version();

    private:
        int16_t m_version;
        std::unique_ptr<kaitai::kstruct> m_body;
        bool n_body;

    public:
        bool _is_null_body() { body(); return n_body; };

    private:
        int16_t m_record_type;
        kafka_consumer_offsets_t* m__root;
        kafka_consumer_offsets_t* m__parent;
        kaitai::bytes_view m__raw_body;
        std::unique_ptr<kaitai::kstream> m__io__raw_body;

    public:

        /**
         * The version of the value message: 0-4 for OffsetCommitValue (type 1)
         * and GroupMetadataValue (2), 0 for every other record type. Kafka
         * refuses a version it does not know.
         */
        int16_t version() const { return m_version; }

        /**
         * The value message, by record type (`<Name>Value`, see
         * `coordinator_record_type`); raw bytes for an unknown type or a
         * version above `max_version`, which Kafka refuses. Type 0's value
         * is LegacyOffsetCommitValue, version 0 only, the layout of
         * OffsetCommitValue v0.
         */
        kaitai::kstruct* body() const { return m_body.get(); }

        /**
         * The key's record type.
         */
        int16_t record_type() const { return m_record_type; }
        kafka_consumer_offsets_t* _root() const { return m__root; }
        kafka_consumer_offsets_t* _parent() const { return m__parent; }
        kaitai::bytes_view _raw_body() const { return m__raw_body; }
        kaitai::kstream* _io__raw_body() const { return m__io__raw_body.get(); }
    };

private:
    bool f_is_tombstone;
    bool m_is_tombstone;

public:

    /**
     * Whether the value is null, deleting what the key names.
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
    kafka_consumer_offsets_t* m__root;
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
     * a record type Kafka 4.4 does not know.
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
    kafka_consumer_offsets_t* _root() const { return m__root; }
    kaitai::kstruct* _parent() const { return m__parent; }
    kaitai::bytes_view _raw_key() const { return m__raw_key; }
    kaitai::kstream* _io__raw_key() const { return m__io__raw_key.get(); }
    kaitai::bytes_view _raw_value() const { return m__raw_value; }
    kaitai::kstream* _io__raw_value() const { return m__io__raw_value.get(); }
};
