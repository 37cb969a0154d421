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
#include <vector>

#if KAITAI_STRUCT_VERSION < 11000L
#error "Incompatible Kaitai Struct C++/STL API: version 0.11 or later is required"
#endif

/**
 * One record of the `__consumer_offsets` topic, where the group coordinator
 * keeps committed offsets and group state: the record's key bytes followed
 * by its value bytes (a host passes both lengths). Kafka 3.9's
 * `CoordinatorRecordSerde` writes a key as a 16-bit record type followed by
 * the key message at the version equal to that type, and a value as a 16-bit
 * version followed by the value message at that version. A null value (a
 * tombstone) deletes what the key names: a committed offset, a group, a
 * member.
 * 
 * Record types: 0 and 1 offset commits (0 was written by brokers before
 * 0.10.1 and by none since; both have the same key), 2 classic group
 * metadata, 3-8 the records of KIP-848 consumer groups. The value messages
 * have flexible versions (compact strings and arrays, tagged fields) from
 * OffsetCommitValue v4, GroupMetadataValue v4 and every consumer-group value.
 * Kafka reads a message from the start of its bytes and ignores any bytes
 * after it, as the `size` of `key` and `value` does here.
 * 
 * Field names are those of Kafka's message definitions
 * (group-coordinator/src/main/resources/common/message), in snake case.
 * \sa https://github.com/apache/kafka/blob/3.9/group-coordinator/src/main/java/org/apache/kafka/coordinator/group/CoordinatorRecordSerde.java Source
 * \sa https://github.com/apache/kafka/tree/3.9/group-coordinator/src/main/resources/common/message Source
 */

class kafka_consumer_offsets_t : public kaitai::kstruct {

public:
    class classic_member_metadata_t;
    class classic_member_metadata_tag_t;
    class classic_protocol_t;
    class consumer_group_current_member_assignment_value_t;
    class consumer_group_key_t;
    class consumer_group_member_key_t;
    class consumer_group_member_metadata_value_t;
    class consumer_group_metadata_value_t;
    class consumer_group_partition_metadata_value_t;
    class consumer_group_target_assignment_member_value_t;
    class consumer_group_target_assignment_metadata_value_t;
    class group_metadata_key_t;
    class group_metadata_value_t;
    class key_t;
    class member_metadata_t;
    class member_metadata_tagged_field_t;
    class offset_commit_key_t;
    class offset_commit_value_t;
    class partition_racks_t;
    class topic_metadata_t;
    class topic_partitions_t;
    class value_t;

    kafka_consumer_offsets_t(int32_t p_len_key, int32_t p_len_value, kaitai::kstream* p__io, kaitai::kstruct* p__parent = nullptr, kafka_consumer_offsets_t* p__root = nullptr);

private:
    void _read();
    void _clean_up();

public:
    ~kafka_consumer_offsets_t();

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
        std::unique_ptr<kafka_uvarint_t> m_num_supported_protocols;
        std::unique_ptr<std::vector<std::unique_ptr<classic_protocol_t>>> m_supported_protocols;
        bool n_supported_protocols;

    public:
        bool _is_null_supported_protocols() { supported_protocols(); return n_supported_protocols; };

    private:
        std::unique_ptr<kafka_tagged_fields_t> m_tagged_fields;
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
        std::unique_ptr<kafka_compact_string_t> m_name;
        std::unique_ptr<kafka_compact_bytes_t> m_metadata;
        std::unique_ptr<kafka_tagged_fields_t> m_tagged_fields;
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
        std::unique_ptr<kafka_uvarint_t> m_num_assigned_partitions;
        std::unique_ptr<std::vector<std::unique_ptr<topic_partitions_t>>> m_assigned_partitions;
        bool n_assigned_partitions;

    public:
        bool _is_null_assigned_partitions() { assigned_partitions(); return n_assigned_partitions; };

    private:
        std::unique_ptr<kafka_uvarint_t> m_num_partitions_pending_revocation;
        std::unique_ptr<std::vector<std::unique_ptr<topic_partitions_t>>> m_partitions_pending_revocation;
        bool n_partitions_pending_revocation;

    public:
        bool _is_null_partitions_pending_revocation() { partitions_pending_revocation(); return n_partitions_pending_revocation; };

    private:
        std::unique_ptr<kafka_tagged_fields_t> m_tagged_fields;
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
        std::vector<std::unique_ptr<topic_partitions_t>>* assigned_partitions() const { return m_assigned_partitions.get(); }

        /**
         * Number of `partitions_pending_revocation` plus one.
         */
        kafka_uvarint_t* num_partitions_pending_revocation() const { return m_num_partitions_pending_revocation.get(); }

        /**
         * The partitions this member must revoke.
         */
        std::vector<std::unique_ptr<topic_partitions_t>>* partitions_pending_revocation() const { return m_partitions_pending_revocation.get(); }

        /**
         * Tagged fields.
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_consumer_offsets_t* _root() const { return m__root; }
        kafka_consumer_offsets_t::value_t* _parent() const { return m__parent; }
    };

    /**
     * The key of a consumer group's record (KIP-848): ConsumerGroupMetadataKey
     * (3), ConsumerGroupPartitionMetadataKey (4) and
     * ConsumerGroupTargetAssignmentMetadataKey (6) all hold only the group id.
     */

    class consumer_group_key_t : public kaitai::kstruct {

    public:

        consumer_group_key_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::key_t* p__parent = nullptr, kafka_consumer_offsets_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~consumer_group_key_t();

    private:
        std::unique_ptr<kafka_string_t> m_group_id;
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
     * The key of a member's record (KIP-848): ConsumerGroupMemberMetadataKey
     * (5), ConsumerGroupTargetAssignmentMemberKey (7) and
     * ConsumerGroupCurrentMemberAssignmentKey (8).
     */

    class consumer_group_member_key_t : public kaitai::kstruct {

    public:

        consumer_group_member_key_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::key_t* p__parent = nullptr, kafka_consumer_offsets_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~consumer_group_member_key_t();

    private:
        std::unique_ptr<kafka_string_t> m_group_id;
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
        std::unique_ptr<kafka_compact_string_t> m_instance_id;
        std::unique_ptr<kafka_compact_string_t> m_rack_id;
        std::unique_ptr<kafka_compact_string_t> m_client_id;
        std::unique_ptr<kafka_compact_string_t> m_client_host;
        std::unique_ptr<kafka_uvarint_t> m_num_subscribed_topic_names;
        std::unique_ptr<std::vector<std::unique_ptr<kafka_compact_string_t>>> m_subscribed_topic_names;
        bool n_subscribed_topic_names;

    public:
        bool _is_null_subscribed_topic_names() { subscribed_topic_names(); return n_subscribed_topic_names; };

    private:
        std::unique_ptr<kafka_compact_string_t> m_subscribed_topic_regex;
        int32_t m_rebalance_timeout_ms;
        std::unique_ptr<kafka_compact_string_t> m_server_assignor;
        std::unique_ptr<kafka_uvarint_t> m_num_tagged_fields;
        std::unique_ptr<std::vector<std::unique_ptr<member_metadata_tagged_field_t>>> m_tagged_fields;
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
        std::unique_ptr<kafka_tagged_fields_t> m_tagged_fields;
        kafka_consumer_offsets_t* m__root;
        kafka_consumer_offsets_t::value_t* m__parent;

    public:

        /**
         * The group epoch.
         */
        int32_t epoch() const { return m_epoch; }

        /**
         * Tagged fields.
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
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
        std::unique_ptr<kafka_uvarint_t> m_num_topics;
        std::unique_ptr<std::vector<std::unique_ptr<topic_metadata_t>>> m_topics;
        bool n_topics;

    public:
        bool _is_null_topics() { topics(); return n_topics; };

    private:
        std::unique_ptr<kafka_tagged_fields_t> m_tagged_fields;
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
     * ConsumerGroupTargetAssignmentMemberValue (type 7), a member's target assignment.
     */

    class consumer_group_target_assignment_member_value_t : public kaitai::kstruct {

    public:

        consumer_group_target_assignment_member_value_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::value_t* p__parent = nullptr, kafka_consumer_offsets_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~consumer_group_target_assignment_member_value_t();

    private:
        std::unique_ptr<kafka_uvarint_t> m_num_topic_partitions;
        std::unique_ptr<std::vector<std::unique_ptr<topic_partitions_t>>> m_topic_partitions;
        bool n_topic_partitions;

    public:
        bool _is_null_topic_partitions() { topic_partitions(); return n_topic_partitions; };

    private:
        std::unique_ptr<kafka_tagged_fields_t> m_tagged_fields;
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
     * ConsumerGroupTargetAssignmentMetadataValue (type 6).
     */

    class consumer_group_target_assignment_metadata_value_t : public kaitai::kstruct {

    public:

        consumer_group_target_assignment_metadata_value_t(kaitai::kstream* p__io, kafka_consumer_offsets_t::value_t* p__parent = nullptr, kafka_consumer_offsets_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~consumer_group_target_assignment_metadata_value_t();

    private:
        int32_t m_assignment_epoch;
        std::unique_ptr<kafka_tagged_fields_t> m_tagged_fields;
        kafka_consumer_offsets_t* m__root;
        kafka_consumer_offsets_t::value_t* m__parent;

    public:

        /**
         * The assignment epoch.
         */
        int32_t assignment_epoch() const { return m_assignment_epoch; }

        /**
         * Tagged fields.
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_consumer_offsets_t* _root() const { return m__root; }
        kafka_consumer_offsets_t::value_t* _parent() const { return m__parent; }
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
        std::unique_ptr<kafka_string_t> m_group;
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
        std::unique_ptr<kafka_uvarint_t> m_num_members;
        bool n_num_members;

    public:
        bool _is_null_num_members() { num_members(); return n_num_members; };

    private:
        int32_t m_num_members_legacy;
        bool n_num_members_legacy;

    public:
        bool _is_null_num_members_legacy() { num_members_legacy(); return n_num_members_legacy; };

    private:
        std::unique_ptr<std::vector<std::unique_ptr<member_metadata_t>>> m_members;
        std::unique_ptr<kafka_tagged_fields_t> m_tagged_fields;
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
         * Whether Kafka 3.9 knows the record type (0-8).
         */
        bool is_known();

    private:
        int16_t m_record_type;
        std::unique_ptr<kaitai::kstruct> m_body;
        bool n_body;

    public:
        bool _is_null_body() { body(); return n_body; };

    private:
        kafka_consumer_offsets_t* m__root;
        kafka_consumer_offsets_t* m__parent;
        std::string m__raw_body;
        std::unique_ptr<kaitai::kstream> m__io__raw_body;

    public:

        /**
         * The record type, which is also the version the key message is
         * written at. 0-8 in Kafka 3.9; other types are unknown to it.
         */
        int16_t record_type() const { return m_record_type; }

        /**
         * The key message: OffsetCommitKey (types 0, 1), GroupMetadataKey (2),
         * ConsumerGroupMetadataKey (3), ConsumerGroupPartitionMetadataKey (4),
         * ConsumerGroupMemberMetadataKey (5),
         * ConsumerGroupTargetAssignmentMetadataKey (6),
         * ConsumerGroupTargetAssignmentMemberKey (7),
         * ConsumerGroupCurrentMemberAssignmentKey (8). Raw bytes for another type.
         */
        kaitai::kstruct* body() const { return m_body.get(); }
        kafka_consumer_offsets_t* _root() const { return m__root; }
        kafka_consumer_offsets_t* _parent() const { return m__parent; }
        std::string _raw_body() const { return m__raw_body; }
        kaitai::kstream* _io__raw_body() const { return m__io__raw_body.get(); }
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
        std::unique_ptr<kafka_tagged_fields_t> m_tagged_fields;
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
        std::unique_ptr<kafka_uvarint_t> m_tag;
        std::unique_ptr<kafka_uvarint_t> m_len_data;
        std::unique_ptr<classic_member_metadata_tag_t> m_data;
        bool n_data;

    public:
        bool _is_null_data() { data(); return n_data; };

    private:
        kafka_consumer_offsets_t* m__root;
        kafka_consumer_offsets_t::consumer_group_member_metadata_value_t* m__parent;
        std::string m__raw_data;
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
        std::string _raw_data() const { return m__raw_data; }
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
        std::unique_ptr<kafka_string_t> m_group;
        std::unique_ptr<kafka_string_t> m_topic;
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
     * OffsetCommitValue, a committed offset (versions 0-4; 4 is flexible).
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
        std::unique_ptr<kafka_tagged_fields_t> m_tagged_fields;
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
        std::unique_ptr<kafka_uvarint_t> m_num_racks;
        std::unique_ptr<std::vector<std::unique_ptr<kafka_compact_string_t>>> m_racks;
        bool n_racks;

    public:
        bool _is_null_racks() { racks(); return n_racks; };

    private:
        std::unique_ptr<kafka_tagged_fields_t> m_tagged_fields;
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
        std::unique_ptr<kafka_uuid_t> m_topic_id;
        std::unique_ptr<kafka_compact_string_t> m_topic_name;
        int32_t m_num_partitions;
        std::unique_ptr<kafka_uvarint_t> m_num_partition_metadata;
        std::unique_ptr<std::vector<std::unique_ptr<partition_racks_t>>> m_partition_metadata;
        bool n_partition_metadata;

    public:
        bool _is_null_partition_metadata() { partition_metadata(); return n_partition_metadata; };

    private:
        std::unique_ptr<kafka_tagged_fields_t> m_tagged_fields;
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
        std::unique_ptr<kafka_uuid_t> m_topic_id;
        std::unique_ptr<kafka_uvarint_t> m_num_partitions;
        std::unique_ptr<std::vector<int32_t>> m_partitions;
        bool n_partitions;

    public:
        bool _is_null_partitions() { partitions(); return n_partitions; };

    private:
        std::unique_ptr<kafka_tagged_fields_t> m_tagged_fields;
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
         * The highest version Kafka 3.9 reads for the record type.
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
        std::string m__raw_body;
        std::unique_ptr<kaitai::kstream> m__io__raw_body;

    public:

        /**
         * The version of the value message: 0-4 for offset commits and
         * group metadata, 0 for the consumer-group records. Kafka refuses
         * a version it does not know.
         */
        int16_t version() const { return m_version; }

        /**
         * The value message, by record type; raw bytes for an unknown type
         * or a version above `max_version`, which Kafka refuses.
         */
        kaitai::kstruct* body() const { return m_body.get(); }

        /**
         * The key's record type.
         */
        int16_t record_type() const { return m_record_type; }
        kafka_consumer_offsets_t* _root() const { return m__root; }
        kafka_consumer_offsets_t* _parent() const { return m__parent; }
        std::string _raw_body() const { return m__raw_body; }
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
    std::string m__raw_key;
    std::unique_ptr<kaitai::kstream> m__io__raw_key;
    std::string m__raw_value;
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
     * a record type Kafka 3.9 does not know.
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
    std::string _raw_key() const { return m__raw_key; }
    kaitai::kstream* _io__raw_key() const { return m__io__raw_key.get(); }
    std::string _raw_value() const { return m__raw_value; }
    kaitai::kstream* _io__raw_value() const { return m__io__raw_value.get(); }
};
