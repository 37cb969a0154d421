#pragma once

// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

class kafka_consumer_protocol_t;

#include "kaitai/kaitaistruct.h"
#include <stdint.h>
#include <memory>
#include "kafka_bytes.h"
#include "kafka_string.h"
#include <vector>

#if KAITAI_STRUCT_VERSION < 11000L
#error "Incompatible Kaitai Struct C++/STL API: version 0.11 or later is required"
#endif

/**
 * The member metadata of the `consumer` protocol type of a classic group
 * (`ConsumerProtocol`): a 16-bit version, then a subscription (what a member
 * sends in JoinGroup) or an assignment (what the leader hands out in
 * SyncGroup). The group coordinator stores both, as bytes, in each member of
 * a GroupMetadataValue in `__consumer_offsets`. Versions 0-3, never
 * flexible. Kafka parses a newer version with the newest format it knows
 * (fields are only ever appended) and ignores bytes after the message.
 * \sa https://github.com/apache/kafka/blob/3.9/clients/src/main/java/org/apache/kafka/clients/consumer/internals/ConsumerProtocol.java Source
 * \sa https://github.com/apache/kafka/blob/3.9/clients/src/main/resources/common/message/ConsumerProtocolSubscription.json Source
 * \sa https://github.com/apache/kafka/blob/3.9/clients/src/main/resources/common/message/ConsumerProtocolAssignment.json Source
 */

class kafka_consumer_protocol_t : public kaitai::kstruct {

public:
    class assignment_t;
    class subscription_t;
    class topic_partition_t;

    kafka_consumer_protocol_t(bool p_is_assignment, kaitai::kstream* p__io, kaitai::kstruct* p__parent = nullptr, kafka_consumer_protocol_t* p__root = nullptr);

private:
    void _read();
    void _clean_up();

public:
    ~kafka_consumer_protocol_t();

    /**
     * ConsumerProtocolAssignment.
     */

    class assignment_t : public kaitai::kstruct {

    public:

        assignment_t(kaitai::kstream* p__io, kafka_consumer_protocol_t* p__parent = nullptr, kafka_consumer_protocol_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~assignment_t();

    private:
        int32_t m_num_assigned_partitions_legacy;
        kaitai::held<std::vector<std::unique_ptr<topic_partition_t>>> m_assigned_partitions;
        kaitai::held<kafka_bytes_t> m_user_data;
        kafka_consumer_protocol_t* m__root;
        kafka_consumer_protocol_t* m__parent;

    public:

        /**
         * Number of `assigned_partitions`; never negative (the array is not nullable, and Kafka refuses -1).
         */
        int32_t num_assigned_partitions_legacy() const { return m_num_assigned_partitions_legacy; }

        /**
         * The partitions assigned to the member.
         */
        std::vector<std::unique_ptr<topic_partition_t>>* assigned_partitions() const { return m_assigned_partitions.get(); }

        /**
         * The assignor's user data; null when none.
         */
        kafka_bytes_t* user_data() const { return m_user_data.get(); }
        kafka_consumer_protocol_t* _root() const { return m__root; }
        kafka_consumer_protocol_t* _parent() const { return m__parent; }
    };

    /**
     * ConsumerProtocolSubscription.
     */

    class subscription_t : public kaitai::kstruct {

    public:

        subscription_t(int16_t p_version, kaitai::kstream* p__io, kafka_consumer_protocol_t* p__parent = nullptr, kafka_consumer_protocol_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~subscription_t();

    private:
        int32_t m_num_topics_legacy;
        kaitai::held<std::vector<std::unique_ptr<kafka_string_t>>> m_topics;
        kaitai::held<kafka_bytes_t> m_user_data;
        int32_t m_num_owned_partitions_legacy;
        bool n_num_owned_partitions_legacy;

    public:
        bool _is_null_num_owned_partitions_legacy() { num_owned_partitions_legacy(); return n_num_owned_partitions_legacy; };

    private:
        kaitai::held<std::vector<std::unique_ptr<topic_partition_t>>> m_owned_partitions;
        bool n_owned_partitions;

    public:
        bool _is_null_owned_partitions() { owned_partitions(); return n_owned_partitions; };

    private:
        int32_t m_generation_id;
        bool n_generation_id;

    public:
        bool _is_null_generation_id() { generation_id(); return n_generation_id; };

    private:
        kaitai::held<kafka_string_t> m_rack_id;
        bool n_rack_id;

    public:
        bool _is_null_rack_id() { rack_id(); return n_rack_id; };

    private:
        int16_t m_version;
        kafka_consumer_protocol_t* m__root;
        kafka_consumer_protocol_t* m__parent;

    public:

        /**
         * Number of `topics`; never negative (the array is not nullable, and Kafka refuses -1).
         */
        int32_t num_topics_legacy() const { return m_num_topics_legacy; }

        /**
         * The subscribed topics.
         */
        std::vector<std::unique_ptr<kafka_string_t>>* topics() const { return m_topics.get(); }

        /**
         * The assignor's user data; null when none.
         */
        kafka_bytes_t* user_data() const { return m_user_data.get(); }

        /**
         * Number of `owned_partitions` (version 1+); never negative (the array is not nullable, and Kafka refuses -1).
         */
        int32_t num_owned_partitions_legacy() const { return m_num_owned_partitions_legacy; }

        /**
         * The partitions the member owns (version 1+, KIP-429).
         */
        std::vector<std::unique_ptr<topic_partition_t>>* owned_partitions() const { return m_owned_partitions.get(); }

        /**
         * The generation the owned partitions are from (version 2+), -1 when unknown.
         */
        int32_t generation_id() const { return m_generation_id; }

        /**
         * The member's rack (version 3+, KIP-881); null when not set.
         */
        kafka_string_t* rack_id() const { return m_rack_id.get(); }

        /**
         * The message version.
         */
        int16_t version() const { return m_version; }
        kafka_consumer_protocol_t* _root() const { return m__root; }
        kafka_consumer_protocol_t* _parent() const { return m__parent; }
    };

    /**
     * TopicPartition, partitions of one topic named by name.
     */

    class topic_partition_t : public kaitai::kstruct {

    public:

        topic_partition_t(kaitai::kstream* p__io, kaitai::kstruct* p__parent = nullptr, kafka_consumer_protocol_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~topic_partition_t();

    private:
        kaitai::held<kafka_string_t> m_topic;
        int32_t m_num_partitions_legacy;
        kaitai::held<std::vector<int32_t>> m_partitions;
        kafka_consumer_protocol_t* m__root;
        kaitai::kstruct* m__parent;

    public:

        /**
         * The topic name.
         */
        kafka_string_t* topic() const { return m_topic.get(); }

        /**
         * Number of `partitions`; never negative (the array is not nullable, and Kafka refuses -1).
         */
        int32_t num_partitions_legacy() const { return m_num_partitions_legacy; }

        /**
         * The partition numbers.
         */
        std::vector<int32_t>* partitions() const { return m_partitions.get(); }
        kafka_consumer_protocol_t* _root() const { return m__root; }
        kaitai::kstruct* _parent() const { return m__parent; }
    };

private:
    int16_t m_version;
    std::unique_ptr<kaitai::kstruct> m_body;
    bool n_body;

public:
    bool _is_null_body() { body(); return n_body; };

private:
    bool m_is_assignment;
    kafka_consumer_protocol_t* m__root;
    kaitai::kstruct* m__parent;

public:

    /**
     * The version of the message.
     */
    int16_t version() const { return m_version; }

    /**
     * The subscription or the assignment.
     */
    kaitai::kstruct* body() const { return m_body.get(); }

    /**
     * Whether the bytes are an assignment (else a subscription).
     */
    bool is_assignment() const { return m_is_assignment; }
    kafka_consumer_protocol_t* _root() const { return m__root; }
    kaitai::kstruct* _parent() const { return m__parent; }
};
