#pragma once

// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

class kafka_metadata_record_t;

#include "kaitai/kaitaistruct.h"
#include <stdint.h>
#include <memory>
#include "kafka_bool.h"
#include "kafka_compact_bytes.h"
#include "kafka_uuid.h"
#include "kafka_tagged_fields.h"
#include "kafka_float64.h"
#include "kafka_uvarint.h"
#include "kafka_compact_string.h"
#include <set>
#include <vector>

#if KAITAI_STRUCT_VERSION < 11000L
#error "Incompatible Kaitai Struct C++/STL API: version 0.11 or later is required"
#endif

/**
 * The value of one record of the KRaft metadata log, `__cluster_metadata`
 * (and of the records of a KRaft snapshot, `<offset>-<epoch>.checkpoint`):
 * the controllers' account of brokers, topics, partitions, configurations,
 * quotas, ACLs, features and producer ids, one change per record. Records
 * have no key. `MetadataRecordSerde` frames each message with three unsigned
 * varints, the frame version (1), the record's api key (its type) and the
 * message version, then the message in its flexible encoding; Kafka refuses
 * any other frame version, a type or version it does not know, and bytes
 * left after the message.
 * 
 * Field names are those of Kafka's message definitions
 * (metadata/src/main/resources/common/metadata, branch 4.4), in snake case.
 * Kafka 3.9 writes types 0-27 except 6, 13 and 16 (numbers once used, then
 * retired); Kafka 4.0 on adds ClearElrRecord (28). Kafka 4.3 adds
 * RegisterBrokerRecord v4 and BrokerRegistrationChangeRecord v3 (tagged
 * `CordonedLogDirs`), Kafka 4.4 UnregisterControllerRecord (29, KIP-1312:
 * an UnregisterController request removes a controller's registration, from
 * `metadata.version` 4.4-IV2 on).
 * 
 * FeatureLevelRecord names a feature and its finalized level:
 * `metadata.version` (levels 7 = 3.3-IV3 … 21 = 3.9-IV0, 22-25 = 4.0-IV0..IV3,
 * 26-27 = 4.1-IV0..IV1, 28-29 = 4.2-IV0..IV1, 30 = 4.3-IV0,
 * 31-33 = 4.4-IV0..IV2; see `metadata_version`), `kraft.version` (0-1),
 * `transaction.version` (0-2, Kafka 4.0 on), `group.version` (0-1, 4.0 on),
 * `eligible.leader.replicas.version` (0-1, 4.0 on), `share.version` (0-1,
 * 4.1 on; 2, share groups' dead-letter queues, 4.4 on) and `streams.version`
 * (0-1, 4.1 on).
 * Each structure ends with a tagged-field section; the tags the definitions
 * name are parsed into their fields, others kept as bytes.
 * \sa https://github.com/apache/kafka/blob/3.9/server-common/src/main/java/org/apache/kafka/server/common/serialization/AbstractApiMessageSerde.java Source
 * \sa https://github.com/apache/kafka/tree/4.4/metadata/src/main/resources/common/metadata Source
 * \sa https://github.com/apache/kafka/blob/4.4/server-common/src/main/java/org/apache/kafka/server/common/MetadataVersion.java Source
 */

class kafka_metadata_record_t : public kaitai::kstruct {

public:
    class abort_transaction_record_t;
    class abort_transaction_record_reason_t;
    class abort_transaction_record_tagged_field_t;
    class access_control_entry_record_t;
    class begin_transaction_record_t;
    class begin_transaction_record_name_t;
    class begin_transaction_record_tagged_field_t;
    class broker_endpoint_t;
    class broker_feature_t;
    class broker_registration_change_record_t;
    class broker_registration_change_record_cordoned_log_dirs_t;
    class broker_registration_change_record_fenced_t;
    class broker_registration_change_record_in_controlled_shutdown_t;
    class broker_registration_change_record_log_dirs_t;
    class broker_registration_change_record_tagged_field_t;
    class clear_elr_record_t;
    class client_quota_record_t;
    class config_record_t;
    class controller_endpoint_t;
    class controller_feature_t;
    class delegation_token_record_t;
    class end_transaction_record_t;
    class entity_data_t;
    class feature_level_record_t;
    class fence_broker_record_t;
    class no_op_record_t;
    class partition_change_record_t;
    class partition_change_record_adding_replicas_t;
    class partition_change_record_directories_t;
    class partition_change_record_eligible_leader_replicas_t;
    class partition_change_record_isr_t;
    class partition_change_record_last_known_elr_t;
    class partition_change_record_leader_t;
    class partition_change_record_leader_recovery_state_t;
    class partition_change_record_removing_replicas_t;
    class partition_change_record_replicas_t;
    class partition_change_record_tagged_field_t;
    class partition_record_t;
    class partition_record_eligible_leader_replicas_t;
    class partition_record_last_known_elr_t;
    class partition_record_leader_recovery_state_t;
    class partition_record_tagged_field_t;
    class producer_ids_record_t;
    class register_broker_record_t;
    class register_broker_record_cordoned_log_dirs_t;
    class register_broker_record_log_dirs_t;
    class register_broker_record_tagged_field_t;
    class register_controller_record_t;
    class remove_access_control_entry_record_t;
    class remove_delegation_token_record_t;
    class remove_topic_record_t;
    class remove_user_scram_credential_record_t;
    class topic_record_t;
    class unfence_broker_record_t;
    class unregister_broker_record_t;
    class unregister_controller_record_t;
    class user_scram_credential_record_t;
    class zk_migration_state_record_t;

    enum metadata_record_type_t {
        METADATA_RECORD_TYPE_REGISTER_BROKER_RECORD = 0,
        METADATA_RECORD_TYPE_UNREGISTER_BROKER_RECORD = 1,
        METADATA_RECORD_TYPE_TOPIC_RECORD = 2,
        METADATA_RECORD_TYPE_PARTITION_RECORD = 3,
        METADATA_RECORD_TYPE_CONFIG_RECORD = 4,
        METADATA_RECORD_TYPE_PARTITION_CHANGE_RECORD = 5,
        METADATA_RECORD_TYPE_FENCE_BROKER_RECORD = 7,
        METADATA_RECORD_TYPE_UNFENCE_BROKER_RECORD = 8,
        METADATA_RECORD_TYPE_REMOVE_TOPIC_RECORD = 9,
        METADATA_RECORD_TYPE_DELEGATION_TOKEN_RECORD = 10,
        METADATA_RECORD_TYPE_USER_SCRAM_CREDENTIAL_RECORD = 11,
        METADATA_RECORD_TYPE_FEATURE_LEVEL_RECORD = 12,
        METADATA_RECORD_TYPE_CLIENT_QUOTA_RECORD = 14,
        METADATA_RECORD_TYPE_PRODUCER_IDS_RECORD = 15,
        METADATA_RECORD_TYPE_BROKER_REGISTRATION_CHANGE_RECORD = 17,
        METADATA_RECORD_TYPE_ACCESS_CONTROL_ENTRY_RECORD = 18,
        METADATA_RECORD_TYPE_REMOVE_ACCESS_CONTROL_ENTRY_RECORD = 19,
        METADATA_RECORD_TYPE_NO_OP_RECORD = 20,
        METADATA_RECORD_TYPE_ZK_MIGRATION_STATE_RECORD = 21,
        METADATA_RECORD_TYPE_REMOVE_USER_SCRAM_CREDENTIAL_RECORD = 22,
        METADATA_RECORD_TYPE_BEGIN_TRANSACTION_RECORD = 23,
        METADATA_RECORD_TYPE_END_TRANSACTION_RECORD = 24,
        METADATA_RECORD_TYPE_ABORT_TRANSACTION_RECORD = 25,
        METADATA_RECORD_TYPE_REMOVE_DELEGATION_TOKEN_RECORD = 26,
        METADATA_RECORD_TYPE_REGISTER_CONTROLLER_RECORD = 27,
        METADATA_RECORD_TYPE_CLEAR_ELR_RECORD = 28,
        METADATA_RECORD_TYPE_UNREGISTER_CONTROLLER_RECORD = 29
    };
    static bool _is_defined_metadata_record_type_t(metadata_record_type_t v);

private:
    static const std::set<metadata_record_type_t> _values_metadata_record_type_t;

public:

    enum metadata_version_t {
        METADATA_VERSION_IBP_3_3_IV3 = 7,
        METADATA_VERSION_IBP_3_4_IV0 = 8,
        METADATA_VERSION_IBP_3_5_IV0 = 9,
        METADATA_VERSION_IBP_3_5_IV1 = 10,
        METADATA_VERSION_IBP_3_5_IV2 = 11,
        METADATA_VERSION_IBP_3_6_IV0 = 12,
        METADATA_VERSION_IBP_3_6_IV1 = 13,
        METADATA_VERSION_IBP_3_6_IV2 = 14,
        METADATA_VERSION_IBP_3_7_IV0 = 15,
        METADATA_VERSION_IBP_3_7_IV1 = 16,
        METADATA_VERSION_IBP_3_7_IV2 = 17,
        METADATA_VERSION_IBP_3_7_IV3 = 18,
        METADATA_VERSION_IBP_3_7_IV4 = 19,
        METADATA_VERSION_IBP_3_8_IV0 = 20,
        METADATA_VERSION_IBP_3_9_IV0 = 21,
        METADATA_VERSION_IBP_4_0_IV0 = 22,
        METADATA_VERSION_IBP_4_0_IV1 = 23,
        METADATA_VERSION_IBP_4_0_IV2 = 24,
        METADATA_VERSION_IBP_4_0_IV3 = 25,
        METADATA_VERSION_IBP_4_1_IV0 = 26,
        METADATA_VERSION_IBP_4_1_IV1 = 27,
        METADATA_VERSION_IBP_4_2_IV0 = 28,
        METADATA_VERSION_IBP_4_2_IV1 = 29,
        METADATA_VERSION_IBP_4_3_IV0 = 30,
        METADATA_VERSION_IBP_4_4_IV0 = 31,
        METADATA_VERSION_IBP_4_4_IV1 = 32,
        METADATA_VERSION_IBP_4_4_IV2 = 33
    };
    static bool _is_defined_metadata_version_t(metadata_version_t v);

private:
    static const std::set<metadata_version_t> _values_metadata_version_t;

public:

    kafka_metadata_record_t(kaitai::kstream* p__io, kaitai::kstruct* p__parent = nullptr, kafka_metadata_record_t* p__root = nullptr);

private:
    void _read();
    void _clean_up();

public:
    ~kafka_metadata_record_t();

    /**
     * AbortTransactionRecord (api key 25, versions 0).
     */

    class abort_transaction_record_t : public kaitai::kstruct {

    public:

        abort_transaction_record_t(kaitai::kstream* p__io, kafka_metadata_record_t* p__parent = nullptr, kafka_metadata_record_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~abort_transaction_record_t();

    private:
        kaitai::held<kafka_uvarint_t> m_num_tagged_fields;
        kaitai::held<std::vector<std::unique_ptr<abort_transaction_record_tagged_field_t>>> m_tagged_fields;
        kafka_metadata_record_t* m__root;
        kafka_metadata_record_t* m__parent;

    public:

        /**
         * Number of tagged fields that follow.
         */
        kafka_uvarint_t* num_tagged_fields() const { return m_num_tagged_fields.get(); }

        /**
         * Tagged fields: 0 `reason`; others kept as bytes.
         */
        std::vector<std::unique_ptr<abort_transaction_record_tagged_field_t>>* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_metadata_record_t* _root() const { return m__root; }
        kafka_metadata_record_t* _parent() const { return m__parent; }
    };

    /**
     * Tagged field 0 of AbortTransactionRecord, `Reason`: written only when it is not its default (null).
     */

    class abort_transaction_record_reason_t : public kaitai::kstruct {

    public:

        abort_transaction_record_reason_t(kaitai::kstream* p__io, kafka_metadata_record_t::abort_transaction_record_tagged_field_t* p__parent = nullptr, kafka_metadata_record_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~abort_transaction_record_reason_t();

    private:
        kaitai::held<kafka_compact_string_t> m_reason;
        kafka_metadata_record_t* m__root;
        kafka_metadata_record_t::abort_transaction_record_tagged_field_t* m__parent;

    public:

        /**
         * An optional textual description of why the transaction was aborted.
         */
        kafka_compact_string_t* reason() const { return m_reason.get(); }
        kafka_metadata_record_t* _root() const { return m__root; }
        kafka_metadata_record_t::abort_transaction_record_tagged_field_t* _parent() const { return m__parent; }
    };

    /**
     * A tagged field of AbortTransactionRecord.
     */

    class abort_transaction_record_tagged_field_t : public kaitai::kstruct {

    public:

        abort_transaction_record_tagged_field_t(kaitai::kstream* p__io, kafka_metadata_record_t::abort_transaction_record_t* p__parent = nullptr, kafka_metadata_record_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~abort_transaction_record_tagged_field_t();

    private:
        kaitai::held<kafka_uvarint_t> m_tag;
        kaitai::held<kafka_uvarint_t> m_len_data;
        std::unique_ptr<abort_transaction_record_reason_t> m_data;
        bool n_data;

    public:
        bool _is_null_data() { data(); return n_data; };

    private:
        kafka_metadata_record_t* m__root;
        kafka_metadata_record_t::abort_transaction_record_t* m__parent;
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
        abort_transaction_record_reason_t* data() const { return m_data.get(); }
        kafka_metadata_record_t* _root() const { return m__root; }
        kafka_metadata_record_t::abort_transaction_record_t* _parent() const { return m__parent; }
        kaitai::bytes_view _raw_data() const { return m__raw_data; }
        kaitai::kstream* _io__raw_data() const { return m__io__raw_data.get(); }
    };

    /**
     * AccessControlEntryRecord (api key 18, versions 0).
     */

    class access_control_entry_record_t : public kaitai::kstruct {

    public:

        access_control_entry_record_t(kaitai::kstream* p__io, kafka_metadata_record_t* p__parent = nullptr, kafka_metadata_record_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~access_control_entry_record_t();

    private:
        std::unique_ptr<kafka_uuid_t> m_id;
        int8_t m_resource_type;
        kaitai::held<kafka_compact_string_t> m_resource_name;
        int8_t m_pattern_type;
        kaitai::held<kafka_compact_string_t> m_principal;
        kaitai::held<kafka_compact_string_t> m_host;
        int8_t m_operation;
        int8_t m_permission_type;
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        kafka_metadata_record_t* m__root;
        kafka_metadata_record_t* m__parent;

    public:

        /**
         * The unique ID of this ACL.
         */
        kafka_uuid_t* id() const { return m_id.get(); }

        /**
         * The resource type.
         */
        int8_t resource_type() const { return m_resource_type; }

        /**
         * The resource name.
         */
        kafka_compact_string_t* resource_name() const { return m_resource_name.get(); }

        /**
         * The resource name pattern type.
         */
        int8_t pattern_type() const { return m_pattern_type; }

        /**
         * The principal name.
         */
        kafka_compact_string_t* principal() const { return m_principal.get(); }

        /**
         * The host name.
         */
        kafka_compact_string_t* host() const { return m_host.get(); }

        /**
         * The AclOperation.
         */
        int8_t operation() const { return m_operation; }

        /**
         * The AclPermissionType.
         */
        int8_t permission_type() const { return m_permission_type; }

        /**
         * Tagged fields (none known).
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_metadata_record_t* _root() const { return m__root; }
        kafka_metadata_record_t* _parent() const { return m__parent; }
    };

    /**
     * BeginTransactionRecord (api key 23, versions 0).
     */

    class begin_transaction_record_t : public kaitai::kstruct {

    public:

        begin_transaction_record_t(kaitai::kstream* p__io, kafka_metadata_record_t* p__parent = nullptr, kafka_metadata_record_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~begin_transaction_record_t();

    private:
        kaitai::held<kafka_uvarint_t> m_num_tagged_fields;
        kaitai::held<std::vector<std::unique_ptr<begin_transaction_record_tagged_field_t>>> m_tagged_fields;
        kafka_metadata_record_t* m__root;
        kafka_metadata_record_t* m__parent;

    public:

        /**
         * Number of tagged fields that follow.
         */
        kafka_uvarint_t* num_tagged_fields() const { return m_num_tagged_fields.get(); }

        /**
         * Tagged fields: 0 `name`; others kept as bytes.
         */
        std::vector<std::unique_ptr<begin_transaction_record_tagged_field_t>>* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_metadata_record_t* _root() const { return m__root; }
        kafka_metadata_record_t* _parent() const { return m__parent; }
    };

    /**
     * Tagged field 0 of BeginTransactionRecord, `Name`: written only when it is not its default (null).
     */

    class begin_transaction_record_name_t : public kaitai::kstruct {

    public:

        begin_transaction_record_name_t(kaitai::kstream* p__io, kafka_metadata_record_t::begin_transaction_record_tagged_field_t* p__parent = nullptr, kafka_metadata_record_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~begin_transaction_record_name_t();

    private:
        kaitai::held<kafka_compact_string_t> m_name;
        kafka_metadata_record_t* m__root;
        kafka_metadata_record_t::begin_transaction_record_tagged_field_t* m__parent;

    public:

        /**
         * An optional textual description of this transaction.
         */
        kafka_compact_string_t* name() const { return m_name.get(); }
        kafka_metadata_record_t* _root() const { return m__root; }
        kafka_metadata_record_t::begin_transaction_record_tagged_field_t* _parent() const { return m__parent; }
    };

    /**
     * A tagged field of BeginTransactionRecord.
     */

    class begin_transaction_record_tagged_field_t : public kaitai::kstruct {

    public:

        begin_transaction_record_tagged_field_t(kaitai::kstream* p__io, kafka_metadata_record_t::begin_transaction_record_t* p__parent = nullptr, kafka_metadata_record_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~begin_transaction_record_tagged_field_t();

    private:
        kaitai::held<kafka_uvarint_t> m_tag;
        kaitai::held<kafka_uvarint_t> m_len_data;
        std::unique_ptr<begin_transaction_record_name_t> m_data;
        bool n_data;

    public:
        bool _is_null_data() { data(); return n_data; };

    private:
        kafka_metadata_record_t* m__root;
        kafka_metadata_record_t::begin_transaction_record_t* m__parent;
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
        begin_transaction_record_name_t* data() const { return m_data.get(); }
        kafka_metadata_record_t* _root() const { return m__root; }
        kafka_metadata_record_t::begin_transaction_record_t* _parent() const { return m__parent; }
        kaitai::bytes_view _raw_data() const { return m__raw_data; }
        kaitai::kstream* _io__raw_data() const { return m__io__raw_data.get(); }
    };

    /**
     * The endpoints that can be used to communicate with this broker.
     */

    class broker_endpoint_t : public kaitai::kstruct {

    public:

        broker_endpoint_t(kaitai::kstream* p__io, kafka_metadata_record_t::register_broker_record_t* p__parent = nullptr, kafka_metadata_record_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~broker_endpoint_t();

    private:
        kaitai::held<kafka_compact_string_t> m_name;
        kaitai::held<kafka_compact_string_t> m_host;
        uint16_t m_port;
        int16_t m_security_protocol;
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        kafka_metadata_record_t* m__root;
        kafka_metadata_record_t::register_broker_record_t* m__parent;

    public:

        /**
         * The name of the endpoint.
         */
        kafka_compact_string_t* name() const { return m_name.get(); }

        /**
         * The hostname.
         */
        kafka_compact_string_t* host() const { return m_host.get(); }

        /**
         * The port.
         */
        uint16_t port() const { return m_port; }

        /**
         * The security protocol.
         */
        int16_t security_protocol() const { return m_security_protocol; }

        /**
         * Tagged fields (none known).
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_metadata_record_t* _root() const { return m__root; }
        kafka_metadata_record_t::register_broker_record_t* _parent() const { return m__parent; }
    };

    /**
     * The features on this broker.
     */

    class broker_feature_t : public kaitai::kstruct {

    public:

        broker_feature_t(kaitai::kstream* p__io, kafka_metadata_record_t::register_broker_record_t* p__parent = nullptr, kafka_metadata_record_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~broker_feature_t();

    private:
        kaitai::held<kafka_compact_string_t> m_name;
        int16_t m_min_supported_version;
        int16_t m_max_supported_version;
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        kafka_metadata_record_t* m__root;
        kafka_metadata_record_t::register_broker_record_t* m__parent;

    public:

        /**
         * The feature name.
         */
        kafka_compact_string_t* name() const { return m_name.get(); }

        /**
         * The minimum supported feature level.
         */
        int16_t min_supported_version() const { return m_min_supported_version; }

        /**
         * The maximum supported feature level.
         */
        int16_t max_supported_version() const { return m_max_supported_version; }

        /**
         * Tagged fields (none known).
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_metadata_record_t* _root() const { return m__root; }
        kafka_metadata_record_t::register_broker_record_t* _parent() const { return m__parent; }
    };

    /**
     * BrokerRegistrationChangeRecord (api key 17, versions 0-3).
     */

    class broker_registration_change_record_t : public kaitai::kstruct {

    public:

        broker_registration_change_record_t(kaitai::kstream* p__io, kafka_metadata_record_t* p__parent = nullptr, kafka_metadata_record_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~broker_registration_change_record_t();

    private:
        int32_t m_broker_id;
        int64_t m_broker_epoch;
        kaitai::held<kafka_uvarint_t> m_num_tagged_fields;
        kaitai::held<std::vector<std::unique_ptr<broker_registration_change_record_tagged_field_t>>> m_tagged_fields;
        kafka_metadata_record_t* m__root;
        kafka_metadata_record_t* m__parent;

    public:

        /**
         * The broker id.
         */
        int32_t broker_id() const { return m_broker_id; }

        /**
         * The broker epoch assigned by the controller.
         */
        int64_t broker_epoch() const { return m_broker_epoch; }

        /**
         * Number of tagged fields that follow.
         */
        kafka_uvarint_t* num_tagged_fields() const { return m_num_tagged_fields.get(); }

        /**
         * Tagged fields: 0 `fenced`, 1 `in_controlled_shutdown`, 2 `log_dirs`, 3 `cordoned_log_dirs`; others kept as bytes.
         */
        std::vector<std::unique_ptr<broker_registration_change_record_tagged_field_t>>* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_metadata_record_t* _root() const { return m__root; }
        kafka_metadata_record_t* _parent() const { return m__parent; }
    };

    /**
     * Tagged field 3 of BrokerRegistrationChangeRecord (version 3, Kafka 4.3),
     * `CordonedLogDirs`: written only when it is not null.
     */

    class broker_registration_change_record_cordoned_log_dirs_t : public kaitai::kstruct {

    public:

        broker_registration_change_record_cordoned_log_dirs_t(kaitai::kstream* p__io, kafka_metadata_record_t::broker_registration_change_record_tagged_field_t* p__parent = nullptr, kafka_metadata_record_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~broker_registration_change_record_cordoned_log_dirs_t();

    private:
        kaitai::held<kafka_uvarint_t> m_num_cordoned_log_dirs;
        kaitai::held<std::vector<std::unique_ptr<kafka_uuid_t>>> m_cordoned_log_dirs;
        bool n_cordoned_log_dirs;

    public:
        bool _is_null_cordoned_log_dirs() { cordoned_log_dirs(); return n_cordoned_log_dirs; };

    private:
        kafka_metadata_record_t* m__root;
        kafka_metadata_record_t::broker_registration_change_record_tagged_field_t* m__parent;

    public:

        /**
         * Number of `cordoned_log_dirs` plus one; 0 for null (no change).
         */
        kafka_uvarint_t* num_cordoned_log_dirs() const { return m_num_cordoned_log_dirs.get(); }

        /**
         * Log directories that are cordoned, or null if no change.
         */
        std::vector<std::unique_ptr<kafka_uuid_t>>* cordoned_log_dirs() const { return m_cordoned_log_dirs.get(); }
        kafka_metadata_record_t* _root() const { return m__root; }
        kafka_metadata_record_t::broker_registration_change_record_tagged_field_t* _parent() const { return m__parent; }
    };

    /**
     * Tagged field 0 of BrokerRegistrationChangeRecord, `Fenced`: written only when it is not its default.
     */

    class broker_registration_change_record_fenced_t : public kaitai::kstruct {

    public:

        broker_registration_change_record_fenced_t(kaitai::kstream* p__io, kafka_metadata_record_t::broker_registration_change_record_tagged_field_t* p__parent = nullptr, kafka_metadata_record_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~broker_registration_change_record_fenced_t();

    private:
        int8_t m_fenced;
        kafka_metadata_record_t* m__root;
        kafka_metadata_record_t::broker_registration_change_record_tagged_field_t* m__parent;

    public:

        /**
         * -1 if the broker has been unfenced, 0 if no change, 1 if the broker has been fenced.
         */
        int8_t fenced() const { return m_fenced; }
        kafka_metadata_record_t* _root() const { return m__root; }
        kafka_metadata_record_t::broker_registration_change_record_tagged_field_t* _parent() const { return m__parent; }
    };

    /**
     * Tagged field 1 of BrokerRegistrationChangeRecord, `InControlledShutdown`: written only when it is not its default.
     */

    class broker_registration_change_record_in_controlled_shutdown_t : public kaitai::kstruct {

    public:

        broker_registration_change_record_in_controlled_shutdown_t(kaitai::kstream* p__io, kafka_metadata_record_t::broker_registration_change_record_tagged_field_t* p__parent = nullptr, kafka_metadata_record_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~broker_registration_change_record_in_controlled_shutdown_t();

    private:
        int8_t m_in_controlled_shutdown;
        kafka_metadata_record_t* m__root;
        kafka_metadata_record_t::broker_registration_change_record_tagged_field_t* m__parent;

    public:

        /**
         * 0 if no change, 1 if the broker is in controlled shutdown.
         */
        int8_t in_controlled_shutdown() const { return m_in_controlled_shutdown; }
        kafka_metadata_record_t* _root() const { return m__root; }
        kafka_metadata_record_t::broker_registration_change_record_tagged_field_t* _parent() const { return m__parent; }
    };

    /**
     * Tagged field 2 of BrokerRegistrationChangeRecord, `LogDirs`: written only when it is not its default.
     */

    class broker_registration_change_record_log_dirs_t : public kaitai::kstruct {

    public:

        broker_registration_change_record_log_dirs_t(kaitai::kstream* p__io, kafka_metadata_record_t::broker_registration_change_record_tagged_field_t* p__parent = nullptr, kafka_metadata_record_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~broker_registration_change_record_log_dirs_t();

    private:
        kaitai::held<kafka_uvarint_t> m_num_log_dirs;
        kaitai::held<std::vector<std::unique_ptr<kafka_uuid_t>>> m_log_dirs;
        bool n_log_dirs;

    public:
        bool _is_null_log_dirs() { log_dirs(); return n_log_dirs; };

    private:
        kafka_metadata_record_t* m__root;
        kafka_metadata_record_t::broker_registration_change_record_tagged_field_t* m__parent;

    public:

        /**
         * Number of `log_dirs` plus one; 0 for null.
         */
        kafka_uvarint_t* num_log_dirs() const { return m_num_log_dirs.get(); }

        /**
         * Log directories configured in this broker which are available.
         */
        std::vector<std::unique_ptr<kafka_uuid_t>>* log_dirs() const { return m_log_dirs.get(); }
        kafka_metadata_record_t* _root() const { return m__root; }
        kafka_metadata_record_t::broker_registration_change_record_tagged_field_t* _parent() const { return m__parent; }
    };

    /**
     * A tagged field of BrokerRegistrationChangeRecord.
     */

    class broker_registration_change_record_tagged_field_t : public kaitai::kstruct {

    public:

        broker_registration_change_record_tagged_field_t(kaitai::kstream* p__io, kafka_metadata_record_t::broker_registration_change_record_t* p__parent = nullptr, kafka_metadata_record_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~broker_registration_change_record_tagged_field_t();

    private:
        kaitai::held<kafka_uvarint_t> m_tag;
        kaitai::held<kafka_uvarint_t> m_len_data;
        std::unique_ptr<kaitai::kstruct> m_data;
        bool n_data;

    public:
        bool _is_null_data() { data(); return n_data; };

    private:
        kafka_metadata_record_t* m__root;
        kafka_metadata_record_t::broker_registration_change_record_t* m__parent;
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
        kaitai::kstruct* data() const { return m_data.get(); }
        kafka_metadata_record_t* _root() const { return m__root; }
        kafka_metadata_record_t::broker_registration_change_record_t* _parent() const { return m__parent; }
        kaitai::bytes_view _raw_data() const { return m__raw_data; }
        kaitai::kstream* _io__raw_data() const { return m__io__raw_data.get(); }
    };

    /**
     * ClearElrRecord (api key 28, versions 0; Kafka 4.0 on, KIP-966).
     */

    class clear_elr_record_t : public kaitai::kstruct {

    public:

        clear_elr_record_t(kaitai::kstream* p__io, kafka_metadata_record_t* p__parent = nullptr, kafka_metadata_record_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~clear_elr_record_t();

    private:
        kaitai::held<kafka_compact_string_t> m_topic_name;
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        kafka_metadata_record_t* m__root;
        kafka_metadata_record_t* m__parent;

    public:

        /**
         * The name of the topic to clear ELRs for, or empty if all ELRs should be cleared.
         */
        kafka_compact_string_t* topic_name() const { return m_topic_name.get(); }

        /**
         * Tagged fields (none known).
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_metadata_record_t* _root() const { return m__root; }
        kafka_metadata_record_t* _parent() const { return m__parent; }
    };

    /**
     * ClientQuotaRecord (api key 14, versions 0).
     */

    class client_quota_record_t : public kaitai::kstruct {

    public:

        client_quota_record_t(kaitai::kstream* p__io, kafka_metadata_record_t* p__parent = nullptr, kafka_metadata_record_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~client_quota_record_t();

    private:
        kaitai::held<kafka_uvarint_t> m_num_entity;
        kaitai::held<std::vector<std::unique_ptr<entity_data_t>>> m_entity;
        bool n_entity;

    public:
        bool _is_null_entity() { entity(); return n_entity; };

    private:
        kaitai::held<kafka_compact_string_t> m_key;
        kaitai::held<kafka_float64_t> m_value;
        kaitai::held<kafka_bool_t> m_remove;
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        kafka_metadata_record_t* m__root;
        kafka_metadata_record_t* m__parent;

    public:

        /**
         * Number of `entity` plus one (a compact array); 0 for null.
         */
        kafka_uvarint_t* num_entity() const { return m_num_entity.get(); }

        /**
         * The quota entity to alter.
         */
        std::vector<std::unique_ptr<entity_data_t>>* entity() const { return m_entity.get(); }

        /**
         * The quota configuration key.
         */
        kafka_compact_string_t* key() const { return m_key.get(); }

        /**
         * The value to set, otherwise ignored if the value is to be removed.
         */
        kafka_float64_t* value() const { return m_value.get(); }

        /**
         * Whether the quota configuration value should be removed, otherwise set.
         */
        kafka_bool_t* remove() const { return m_remove.get(); }

        /**
         * Tagged fields (none known).
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_metadata_record_t* _root() const { return m__root; }
        kafka_metadata_record_t* _parent() const { return m__parent; }
    };

    /**
     * ConfigRecord (api key 4, versions 0).
     */

    class config_record_t : public kaitai::kstruct {

    public:

        config_record_t(kaitai::kstream* p__io, kafka_metadata_record_t* p__parent = nullptr, kafka_metadata_record_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~config_record_t();

    private:
        int8_t m_resource_type;
        kaitai::held<kafka_compact_string_t> m_resource_name;
        kaitai::held<kafka_compact_string_t> m_name;
        kaitai::held<kafka_compact_string_t> m_value;
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        kafka_metadata_record_t* m__root;
        kafka_metadata_record_t* m__parent;

    public:

        /**
         * The type of resource this configuration applies to.
         */
        int8_t resource_type() const { return m_resource_type; }

        /**
         * The name of the resource this configuration applies to.
         */
        kafka_compact_string_t* resource_name() const { return m_resource_name.get(); }

        /**
         * The name of the configuration key.
         */
        kafka_compact_string_t* name() const { return m_name.get(); }

        /**
         * The value of the configuration, or null if the it should be deleted.
         */
        kafka_compact_string_t* value() const { return m_value.get(); }

        /**
         * Tagged fields (none known).
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_metadata_record_t* _root() const { return m__root; }
        kafka_metadata_record_t* _parent() const { return m__parent; }
    };

    /**
     * The endpoints that can be used to communicate with this controller.
     */

    class controller_endpoint_t : public kaitai::kstruct {

    public:

        controller_endpoint_t(kaitai::kstream* p__io, kafka_metadata_record_t::register_controller_record_t* p__parent = nullptr, kafka_metadata_record_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~controller_endpoint_t();

    private:
        kaitai::held<kafka_compact_string_t> m_name;
        kaitai::held<kafka_compact_string_t> m_host;
        uint16_t m_port;
        int16_t m_security_protocol;
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        kafka_metadata_record_t* m__root;
        kafka_metadata_record_t::register_controller_record_t* m__parent;

    public:

        /**
         * The name of the endpoint.
         */
        kafka_compact_string_t* name() const { return m_name.get(); }

        /**
         * The hostname.
         */
        kafka_compact_string_t* host() const { return m_host.get(); }

        /**
         * The port.
         */
        uint16_t port() const { return m_port; }

        /**
         * The security protocol.
         */
        int16_t security_protocol() const { return m_security_protocol; }

        /**
         * Tagged fields (none known).
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_metadata_record_t* _root() const { return m__root; }
        kafka_metadata_record_t::register_controller_record_t* _parent() const { return m__parent; }
    };

    /**
     * The features on this controller.
     */

    class controller_feature_t : public kaitai::kstruct {

    public:

        controller_feature_t(kaitai::kstream* p__io, kafka_metadata_record_t::register_controller_record_t* p__parent = nullptr, kafka_metadata_record_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~controller_feature_t();

    private:
        kaitai::held<kafka_compact_string_t> m_name;
        int16_t m_min_supported_version;
        int16_t m_max_supported_version;
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        kafka_metadata_record_t* m__root;
        kafka_metadata_record_t::register_controller_record_t* m__parent;

    public:

        /**
         * The feature name.
         */
        kafka_compact_string_t* name() const { return m_name.get(); }

        /**
         * The minimum supported feature level.
         */
        int16_t min_supported_version() const { return m_min_supported_version; }

        /**
         * The maximum supported feature level.
         */
        int16_t max_supported_version() const { return m_max_supported_version; }

        /**
         * Tagged fields (none known).
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_metadata_record_t* _root() const { return m__root; }
        kafka_metadata_record_t::register_controller_record_t* _parent() const { return m__parent; }
    };

    /**
     * DelegationTokenRecord (api key 10, versions 0).
     */

    class delegation_token_record_t : public kaitai::kstruct {

    public:

        delegation_token_record_t(kaitai::kstream* p__io, kafka_metadata_record_t* p__parent = nullptr, kafka_metadata_record_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~delegation_token_record_t();

    private:
        kaitai::held<kafka_compact_string_t> m_owner;
        kaitai::held<kafka_compact_string_t> m_requester;
        kaitai::held<kafka_uvarint_t> m_num_renewers;
        kaitai::held<std::vector<std::unique_ptr<kafka_compact_string_t>>> m_renewers;
        bool n_renewers;

    public:
        bool _is_null_renewers() { renewers(); return n_renewers; };

    private:
        int64_t m_issue_timestamp;
        int64_t m_max_timestamp;
        int64_t m_expiration_timestamp;
        kaitai::held<kafka_compact_string_t> m_token_id;
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        kafka_metadata_record_t* m__root;
        kafka_metadata_record_t* m__parent;

    public:

        /**
         * The delegation token owner.
         */
        kafka_compact_string_t* owner() const { return m_owner.get(); }

        /**
         * The delegation token requester.
         */
        kafka_compact_string_t* requester() const { return m_requester.get(); }

        /**
         * Number of `renewers` plus one (a compact array); 0 for null.
         */
        kafka_uvarint_t* num_renewers() const { return m_num_renewers.get(); }

        /**
         * The principals which can renew this token.
         */
        std::vector<std::unique_ptr<kafka_compact_string_t>>* renewers() const { return m_renewers.get(); }

        /**
         * The time at which this timestamp was issued.
         */
        int64_t issue_timestamp() const { return m_issue_timestamp; }

        /**
         * The time at which this token cannot be renewed any more.
         */
        int64_t max_timestamp() const { return m_max_timestamp; }

        /**
         * The next time at which this token must be renewed.
         */
        int64_t expiration_timestamp() const { return m_expiration_timestamp; }

        /**
         * The token id.
         */
        kafka_compact_string_t* token_id() const { return m_token_id.get(); }

        /**
         * Tagged fields (none known).
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_metadata_record_t* _root() const { return m__root; }
        kafka_metadata_record_t* _parent() const { return m__parent; }
    };

    /**
     * EndTransactionRecord (api key 24, versions 0).
     */

    class end_transaction_record_t : public kaitai::kstruct {

    public:

        end_transaction_record_t(kaitai::kstream* p__io, kafka_metadata_record_t* p__parent = nullptr, kafka_metadata_record_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~end_transaction_record_t();

    private:
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        kafka_metadata_record_t* m__root;
        kafka_metadata_record_t* m__parent;

    public:

        /**
         * Tagged fields (none known).
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_metadata_record_t* _root() const { return m__root; }
        kafka_metadata_record_t* _parent() const { return m__parent; }
    };

    /**
     * The quota entity to alter.
     */

    class entity_data_t : public kaitai::kstruct {

    public:

        entity_data_t(kaitai::kstream* p__io, kafka_metadata_record_t::client_quota_record_t* p__parent = nullptr, kafka_metadata_record_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~entity_data_t();

    private:
        kaitai::held<kafka_compact_string_t> m_entity_type;
        kaitai::held<kafka_compact_string_t> m_entity_name;
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        kafka_metadata_record_t* m__root;
        kafka_metadata_record_t::client_quota_record_t* m__parent;

    public:

        /**
         * The entity type.
         */
        kafka_compact_string_t* entity_type() const { return m_entity_type.get(); }

        /**
         * The name of the entity, or null if the default.
         */
        kafka_compact_string_t* entity_name() const { return m_entity_name.get(); }

        /**
         * Tagged fields (none known).
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_metadata_record_t* _root() const { return m__root; }
        kafka_metadata_record_t::client_quota_record_t* _parent() const { return m__parent; }
    };

    /**
     * FeatureLevelRecord (api key 12, versions 0).
     */

    class feature_level_record_t : public kaitai::kstruct {

    public:

        feature_level_record_t(kaitai::kstream* p__io, kafka_metadata_record_t* p__parent = nullptr, kafka_metadata_record_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~feature_level_record_t();

    private:
        bool f_metadata_version;
        metadata_version_t m_metadata_version;
        bool n_metadata_version;

    public:
        bool _is_null_metadata_version() { metadata_version(); return n_metadata_version; };

    private:

    public:

        /**
         * The level by name when the feature is `metadata.version`.
         */
        metadata_version_t metadata_version();

    private:
        kaitai::held<kafka_compact_string_t> m_name;
        int16_t m_feature_level;
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        kafka_metadata_record_t* m__root;
        kafka_metadata_record_t* m__parent;

    public:

        /**
         * The feature name.
         */
        kafka_compact_string_t* name() const { return m_name.get(); }

        /**
         * The current finalized feature level of this feature for the cluster, a value of 0 means feature not supported.
         */
        int16_t feature_level() const { return m_feature_level; }

        /**
         * Tagged fields (none known).
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_metadata_record_t* _root() const { return m__root; }
        kafka_metadata_record_t* _parent() const { return m__parent; }
    };

    /**
     * FenceBrokerRecord (api key 7, versions 0).
     */

    class fence_broker_record_t : public kaitai::kstruct {

    public:

        fence_broker_record_t(kaitai::kstream* p__io, kafka_metadata_record_t* p__parent = nullptr, kafka_metadata_record_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~fence_broker_record_t();

    private:
        int32_t m_id;
        int64_t m_epoch;
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        kafka_metadata_record_t* m__root;
        kafka_metadata_record_t* m__parent;

    public:

        /**
         * The broker ID to fence. It will be removed from all ISRs.
         */
        int32_t id() const { return m_id; }

        /**
         * The epoch of the broker to fence.
         */
        int64_t epoch() const { return m_epoch; }

        /**
         * Tagged fields (none known).
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_metadata_record_t* _root() const { return m__root; }
        kafka_metadata_record_t* _parent() const { return m__parent; }
    };

    /**
     * NoOpRecord (api key 20, versions 0).
     */

    class no_op_record_t : public kaitai::kstruct {

    public:

        no_op_record_t(kaitai::kstream* p__io, kafka_metadata_record_t* p__parent = nullptr, kafka_metadata_record_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~no_op_record_t();

    private:
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        kafka_metadata_record_t* m__root;
        kafka_metadata_record_t* m__parent;

    public:

        /**
         * Tagged fields (none known).
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_metadata_record_t* _root() const { return m__root; }
        kafka_metadata_record_t* _parent() const { return m__parent; }
    };

    /**
     * PartitionChangeRecord (api key 5, versions 0-2).
     */

    class partition_change_record_t : public kaitai::kstruct {

    public:

        partition_change_record_t(kaitai::kstream* p__io, kafka_metadata_record_t* p__parent = nullptr, kafka_metadata_record_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~partition_change_record_t();

    private:
        int32_t m_partition_id;
        kaitai::held<kafka_uuid_t> m_topic_id;
        kaitai::held<kafka_uvarint_t> m_num_tagged_fields;
        kaitai::held<std::vector<std::unique_ptr<partition_change_record_tagged_field_t>>> m_tagged_fields;
        kafka_metadata_record_t* m__root;
        kafka_metadata_record_t* m__parent;

    public:

        /**
         * The partition id.
         */
        int32_t partition_id() const { return m_partition_id; }

        /**
         * The unique ID of this topic.
         */
        kafka_uuid_t* topic_id() const { return m_topic_id.get(); }

        /**
         * Number of tagged fields that follow.
         */
        kafka_uvarint_t* num_tagged_fields() const { return m_num_tagged_fields.get(); }

        /**
         * Tagged fields: 0 `isr`, 1 `leader`, 2 `replicas`, 3 `removing_replicas`, 4 `adding_replicas`, 5 `leader_recovery_state`, 8 `directories`, 6 `eligible_leader_replicas`, 7 `last_known_elr`; others kept as bytes.
         */
        std::vector<std::unique_ptr<partition_change_record_tagged_field_t>>* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_metadata_record_t* _root() const { return m__root; }
        kafka_metadata_record_t* _parent() const { return m__parent; }
    };

    /**
     * Tagged field 4 of PartitionChangeRecord, `AddingReplicas`: written only when it is not its default (null).
     */

    class partition_change_record_adding_replicas_t : public kaitai::kstruct {

    public:

        partition_change_record_adding_replicas_t(kaitai::kstream* p__io, kafka_metadata_record_t::partition_change_record_tagged_field_t* p__parent = nullptr, kafka_metadata_record_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~partition_change_record_adding_replicas_t();

    private:
        kaitai::held<kafka_uvarint_t> m_num_adding_replicas;
        kaitai::held<std::vector<int32_t>> m_adding_replicas;
        bool n_adding_replicas;

    public:
        bool _is_null_adding_replicas() { adding_replicas(); return n_adding_replicas; };

    private:
        kafka_metadata_record_t* m__root;
        kafka_metadata_record_t::partition_change_record_tagged_field_t* m__parent;

    public:

        /**
         * Number of `adding_replicas` plus one; 0 for null.
         */
        kafka_uvarint_t* num_adding_replicas() const { return m_num_adding_replicas.get(); }

        /**
         * Null if the adding replicas didn't change; the new adding replicas otherwise.
         */
        std::vector<int32_t>* adding_replicas() const { return m_adding_replicas.get(); }
        kafka_metadata_record_t* _root() const { return m__root; }
        kafka_metadata_record_t::partition_change_record_tagged_field_t* _parent() const { return m__parent; }
    };

    /**
     * Tagged field 8 of PartitionChangeRecord, `Directories`: written only when it is not its default (null).
     */

    class partition_change_record_directories_t : public kaitai::kstruct {

    public:

        partition_change_record_directories_t(kaitai::kstream* p__io, kafka_metadata_record_t::partition_change_record_tagged_field_t* p__parent = nullptr, kafka_metadata_record_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~partition_change_record_directories_t();

    private:
        kaitai::held<kafka_uvarint_t> m_num_directories;
        kaitai::held<std::vector<std::unique_ptr<kafka_uuid_t>>> m_directories;
        bool n_directories;

    public:
        bool _is_null_directories() { directories(); return n_directories; };

    private:
        kafka_metadata_record_t* m__root;
        kafka_metadata_record_t::partition_change_record_tagged_field_t* m__parent;

    public:

        /**
         * Number of `directories` plus one; 0 for null.
         */
        kafka_uvarint_t* num_directories() const { return m_num_directories.get(); }

        /**
         * Null if the log dirs didn't change; the new log directory for each replica otherwise.
         */
        std::vector<std::unique_ptr<kafka_uuid_t>>* directories() const { return m_directories.get(); }
        kafka_metadata_record_t* _root() const { return m__root; }
        kafka_metadata_record_t::partition_change_record_tagged_field_t* _parent() const { return m__parent; }
    };

    /**
     * Tagged field 6 of PartitionChangeRecord, `EligibleLeaderReplicas`: written only when it is not its default (null).
     */

    class partition_change_record_eligible_leader_replicas_t : public kaitai::kstruct {

    public:

        partition_change_record_eligible_leader_replicas_t(kaitai::kstream* p__io, kafka_metadata_record_t::partition_change_record_tagged_field_t* p__parent = nullptr, kafka_metadata_record_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~partition_change_record_eligible_leader_replicas_t();

    private:
        kaitai::held<kafka_uvarint_t> m_num_eligible_leader_replicas;
        kaitai::held<std::vector<int32_t>> m_eligible_leader_replicas;
        bool n_eligible_leader_replicas;

    public:
        bool _is_null_eligible_leader_replicas() { eligible_leader_replicas(); return n_eligible_leader_replicas; };

    private:
        kafka_metadata_record_t* m__root;
        kafka_metadata_record_t::partition_change_record_tagged_field_t* m__parent;

    public:

        /**
         * Number of `eligible_leader_replicas` plus one; 0 for null.
         */
        kafka_uvarint_t* num_eligible_leader_replicas() const { return m_num_eligible_leader_replicas.get(); }

        /**
         * Null if the ELR didn't change; the new eligible leader replicas otherwise.
         */
        std::vector<int32_t>* eligible_leader_replicas() const { return m_eligible_leader_replicas.get(); }
        kafka_metadata_record_t* _root() const { return m__root; }
        kafka_metadata_record_t::partition_change_record_tagged_field_t* _parent() const { return m__parent; }
    };

    /**
     * Tagged field 0 of PartitionChangeRecord, `Isr`: written only when it is not its default (null).
     */

    class partition_change_record_isr_t : public kaitai::kstruct {

    public:

        partition_change_record_isr_t(kaitai::kstream* p__io, kafka_metadata_record_t::partition_change_record_tagged_field_t* p__parent = nullptr, kafka_metadata_record_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~partition_change_record_isr_t();

    private:
        kaitai::held<kafka_uvarint_t> m_num_isr;
        kaitai::held<std::vector<int32_t>> m_isr;
        bool n_isr;

    public:
        bool _is_null_isr() { isr(); return n_isr; };

    private:
        kafka_metadata_record_t* m__root;
        kafka_metadata_record_t::partition_change_record_tagged_field_t* m__parent;

    public:

        /**
         * Number of `isr` plus one; 0 for null.
         */
        kafka_uvarint_t* num_isr() const { return m_num_isr.get(); }

        /**
         * Null if the ISR didn't change; the new in-sync replicas otherwise.
         */
        std::vector<int32_t>* isr() const { return m_isr.get(); }
        kafka_metadata_record_t* _root() const { return m__root; }
        kafka_metadata_record_t::partition_change_record_tagged_field_t* _parent() const { return m__parent; }
    };

    /**
     * Tagged field 7 of PartitionChangeRecord, `LastKnownElr`: written only when it is not its default (null).
     */

    class partition_change_record_last_known_elr_t : public kaitai::kstruct {

    public:

        partition_change_record_last_known_elr_t(kaitai::kstream* p__io, kafka_metadata_record_t::partition_change_record_tagged_field_t* p__parent = nullptr, kafka_metadata_record_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~partition_change_record_last_known_elr_t();

    private:
        kaitai::held<kafka_uvarint_t> m_num_last_known_elr;
        kaitai::held<std::vector<int32_t>> m_last_known_elr;
        bool n_last_known_elr;

    public:
        bool _is_null_last_known_elr() { last_known_elr(); return n_last_known_elr; };

    private:
        kafka_metadata_record_t* m__root;
        kafka_metadata_record_t::partition_change_record_tagged_field_t* m__parent;

    public:

        /**
         * Number of `last_known_elr` plus one; 0 for null.
         */
        kafka_uvarint_t* num_last_known_elr() const { return m_num_last_known_elr.get(); }

        /**
         * Null if the LastKnownElr didn't change; the last known eligible leader replicas otherwise.
         */
        std::vector<int32_t>* last_known_elr() const { return m_last_known_elr.get(); }
        kafka_metadata_record_t* _root() const { return m__root; }
        kafka_metadata_record_t::partition_change_record_tagged_field_t* _parent() const { return m__parent; }
    };

    /**
     * Tagged field 1 of PartitionChangeRecord, `Leader`: written only when it is not its default (-2).
     */

    class partition_change_record_leader_t : public kaitai::kstruct {

    public:

        partition_change_record_leader_t(kaitai::kstream* p__io, kafka_metadata_record_t::partition_change_record_tagged_field_t* p__parent = nullptr, kafka_metadata_record_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~partition_change_record_leader_t();

    private:
        int32_t m_leader;
        kafka_metadata_record_t* m__root;
        kafka_metadata_record_t::partition_change_record_tagged_field_t* m__parent;

    public:

        /**
         * -1 if there is now no leader; -2 if the leader didn't change; the new leader otherwise.
         */
        int32_t leader() const { return m_leader; }
        kafka_metadata_record_t* _root() const { return m__root; }
        kafka_metadata_record_t::partition_change_record_tagged_field_t* _parent() const { return m__parent; }
    };

    /**
     * Tagged field 5 of PartitionChangeRecord, `LeaderRecoveryState`: written only when it is not its default (-1).
     */

    class partition_change_record_leader_recovery_state_t : public kaitai::kstruct {

    public:

        partition_change_record_leader_recovery_state_t(kaitai::kstream* p__io, kafka_metadata_record_t::partition_change_record_tagged_field_t* p__parent = nullptr, kafka_metadata_record_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~partition_change_record_leader_recovery_state_t();

    private:
        int8_t m_leader_recovery_state;
        kafka_metadata_record_t* m__root;
        kafka_metadata_record_t::partition_change_record_tagged_field_t* m__parent;

    public:

        /**
         * -1 if it didn't change; 0 if the leader was elected from the ISR or recovered from an unclean election; 1 if the leader that was elected using unclean leader election and it is still recovering.
         */
        int8_t leader_recovery_state() const { return m_leader_recovery_state; }
        kafka_metadata_record_t* _root() const { return m__root; }
        kafka_metadata_record_t::partition_change_record_tagged_field_t* _parent() const { return m__parent; }
    };

    /**
     * Tagged field 3 of PartitionChangeRecord, `RemovingReplicas`: written only when it is not its default (null).
     */

    class partition_change_record_removing_replicas_t : public kaitai::kstruct {

    public:

        partition_change_record_removing_replicas_t(kaitai::kstream* p__io, kafka_metadata_record_t::partition_change_record_tagged_field_t* p__parent = nullptr, kafka_metadata_record_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~partition_change_record_removing_replicas_t();

    private:
        kaitai::held<kafka_uvarint_t> m_num_removing_replicas;
        kaitai::held<std::vector<int32_t>> m_removing_replicas;
        bool n_removing_replicas;

    public:
        bool _is_null_removing_replicas() { removing_replicas(); return n_removing_replicas; };

    private:
        kafka_metadata_record_t* m__root;
        kafka_metadata_record_t::partition_change_record_tagged_field_t* m__parent;

    public:

        /**
         * Number of `removing_replicas` plus one; 0 for null.
         */
        kafka_uvarint_t* num_removing_replicas() const { return m_num_removing_replicas.get(); }

        /**
         * Null if the removing replicas didn't change; the new removing replicas otherwise.
         */
        std::vector<int32_t>* removing_replicas() const { return m_removing_replicas.get(); }
        kafka_metadata_record_t* _root() const { return m__root; }
        kafka_metadata_record_t::partition_change_record_tagged_field_t* _parent() const { return m__parent; }
    };

    /**
     * Tagged field 2 of PartitionChangeRecord, `Replicas`: written only when it is not its default (null).
     */

    class partition_change_record_replicas_t : public kaitai::kstruct {

    public:

        partition_change_record_replicas_t(kaitai::kstream* p__io, kafka_metadata_record_t::partition_change_record_tagged_field_t* p__parent = nullptr, kafka_metadata_record_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~partition_change_record_replicas_t();

    private:
        kaitai::held<kafka_uvarint_t> m_num_replicas;
        kaitai::held<std::vector<int32_t>> m_replicas;
        bool n_replicas;

    public:
        bool _is_null_replicas() { replicas(); return n_replicas; };

    private:
        kafka_metadata_record_t* m__root;
        kafka_metadata_record_t::partition_change_record_tagged_field_t* m__parent;

    public:

        /**
         * Number of `replicas` plus one; 0 for null.
         */
        kafka_uvarint_t* num_replicas() const { return m_num_replicas.get(); }

        /**
         * Null if the replicas didn't change; the new replicas otherwise.
         */
        std::vector<int32_t>* replicas() const { return m_replicas.get(); }
        kafka_metadata_record_t* _root() const { return m__root; }
        kafka_metadata_record_t::partition_change_record_tagged_field_t* _parent() const { return m__parent; }
    };

    /**
     * A tagged field of PartitionChangeRecord.
     */

    class partition_change_record_tagged_field_t : public kaitai::kstruct {

    public:

        partition_change_record_tagged_field_t(kaitai::kstream* p__io, kafka_metadata_record_t::partition_change_record_t* p__parent = nullptr, kafka_metadata_record_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~partition_change_record_tagged_field_t();

    private:
        kaitai::held<kafka_uvarint_t> m_tag;
        kaitai::held<kafka_uvarint_t> m_len_data;
        std::unique_ptr<kaitai::kstruct> m_data;
        bool n_data;

    public:
        bool _is_null_data() { data(); return n_data; };

    private:
        kafka_metadata_record_t* m__root;
        kafka_metadata_record_t::partition_change_record_t* m__parent;
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
        kaitai::kstruct* data() const { return m_data.get(); }
        kafka_metadata_record_t* _root() const { return m__root; }
        kafka_metadata_record_t::partition_change_record_t* _parent() const { return m__parent; }
        kaitai::bytes_view _raw_data() const { return m__raw_data; }
        kaitai::kstream* _io__raw_data() const { return m__io__raw_data.get(); }
    };

    /**
     * PartitionRecord (api key 3, versions 0-2).
     */

    class partition_record_t : public kaitai::kstruct {

    public:

        partition_record_t(uint64_t p_version, kaitai::kstream* p__io, kafka_metadata_record_t* p__parent = nullptr, kafka_metadata_record_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~partition_record_t();

    private:
        int32_t m_partition_id;
        kaitai::held<kafka_uuid_t> m_topic_id;
        kaitai::held<kafka_uvarint_t> m_num_replicas;
        kaitai::held<std::vector<int32_t>> m_replicas;
        bool n_replicas;

    public:
        bool _is_null_replicas() { replicas(); return n_replicas; };

    private:
        kaitai::held<kafka_uvarint_t> m_num_isr;
        kaitai::held<std::vector<int32_t>> m_isr;
        bool n_isr;

    public:
        bool _is_null_isr() { isr(); return n_isr; };

    private:
        kaitai::held<kafka_uvarint_t> m_num_removing_replicas;
        kaitai::held<std::vector<int32_t>> m_removing_replicas;
        bool n_removing_replicas;

    public:
        bool _is_null_removing_replicas() { removing_replicas(); return n_removing_replicas; };

    private:
        kaitai::held<kafka_uvarint_t> m_num_adding_replicas;
        kaitai::held<std::vector<int32_t>> m_adding_replicas;
        bool n_adding_replicas;

    public:
        bool _is_null_adding_replicas() { adding_replicas(); return n_adding_replicas; };

    private:
        int32_t m_leader;
        int32_t m_leader_epoch;
        int32_t m_partition_epoch;
        kaitai::held<kafka_uvarint_t> m_num_directories;
        bool n_num_directories;

    public:
        bool _is_null_num_directories() { num_directories(); return n_num_directories; };

    private:
        kaitai::held<std::vector<std::unique_ptr<kafka_uuid_t>>> m_directories;
        bool n_directories;

    public:
        bool _is_null_directories() { directories(); return n_directories; };

    private:
        kaitai::held<kafka_uvarint_t> m_num_tagged_fields;
        kaitai::held<std::vector<std::unique_ptr<partition_record_tagged_field_t>>> m_tagged_fields;
        uint64_t m_version;
        kafka_metadata_record_t* m__root;
        kafka_metadata_record_t* m__parent;

    public:

        /**
         * The partition id.
         */
        int32_t partition_id() const { return m_partition_id; }

        /**
         * The unique ID of this topic.
         */
        kafka_uuid_t* topic_id() const { return m_topic_id.get(); }

        /**
         * Number of `replicas` plus one (a compact array); 0 for null.
         */
        kafka_uvarint_t* num_replicas() const { return m_num_replicas.get(); }

        /**
         * The replicas of this partition, sorted by preferred order.
         */
        std::vector<int32_t>* replicas() const { return m_replicas.get(); }

        /**
         * Number of `isr` plus one (a compact array); 0 for null.
         */
        kafka_uvarint_t* num_isr() const { return m_num_isr.get(); }

        /**
         * The in-sync replicas of this partition.
         */
        std::vector<int32_t>* isr() const { return m_isr.get(); }

        /**
         * Number of `removing_replicas` plus one (a compact array); 0 for null.
         */
        kafka_uvarint_t* num_removing_replicas() const { return m_num_removing_replicas.get(); }

        /**
         * The replicas that we are in the process of removing.
         */
        std::vector<int32_t>* removing_replicas() const { return m_removing_replicas.get(); }

        /**
         * Number of `adding_replicas` plus one (a compact array); 0 for null.
         */
        kafka_uvarint_t* num_adding_replicas() const { return m_num_adding_replicas.get(); }

        /**
         * The replicas that we are in the process of adding.
         */
        std::vector<int32_t>* adding_replicas() const { return m_adding_replicas.get(); }

        /**
         * The lead replica, or -1 if there is no leader.
         */
        int32_t leader() const { return m_leader; }

        /**
         * The epoch of the partition leader.
         */
        int32_t leader_epoch() const { return m_leader_epoch; }

        /**
         * An epoch that gets incremented each time we change anything in the partition.
         */
        int32_t partition_epoch() const { return m_partition_epoch; }

        /**
         * Number of `directories` plus one (a compact array); 0 for null.
         */
        kafka_uvarint_t* num_directories() const { return m_num_directories.get(); }

        /**
         * The log directory hosting each replica, sorted in the same exact order as the Replicas field.
         */
        std::vector<std::unique_ptr<kafka_uuid_t>>* directories() const { return m_directories.get(); }

        /**
         * Number of tagged fields that follow.
         */
        kafka_uvarint_t* num_tagged_fields() const { return m_num_tagged_fields.get(); }

        /**
         * Tagged fields: 0 `leader_recovery_state`, 1 `eligible_leader_replicas`, 2 `last_known_elr`; others kept as bytes.
         */
        std::vector<std::unique_ptr<partition_record_tagged_field_t>>* tagged_fields() const { return m_tagged_fields.get(); }

        /**
         * The record version.
         */
        uint64_t version() const { return m_version; }
        kafka_metadata_record_t* _root() const { return m__root; }
        kafka_metadata_record_t* _parent() const { return m__parent; }
    };

    /**
     * Tagged field 1 of PartitionRecord, `EligibleLeaderReplicas`: written only when it is not its default (null).
     */

    class partition_record_eligible_leader_replicas_t : public kaitai::kstruct {

    public:

        partition_record_eligible_leader_replicas_t(kaitai::kstream* p__io, kafka_metadata_record_t::partition_record_tagged_field_t* p__parent = nullptr, kafka_metadata_record_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~partition_record_eligible_leader_replicas_t();

    private:
        kaitai::held<kafka_uvarint_t> m_num_eligible_leader_replicas;
        kaitai::held<std::vector<int32_t>> m_eligible_leader_replicas;
        bool n_eligible_leader_replicas;

    public:
        bool _is_null_eligible_leader_replicas() { eligible_leader_replicas(); return n_eligible_leader_replicas; };

    private:
        kafka_metadata_record_t* m__root;
        kafka_metadata_record_t::partition_record_tagged_field_t* m__parent;

    public:

        /**
         * Number of `eligible_leader_replicas` plus one; 0 for null.
         */
        kafka_uvarint_t* num_eligible_leader_replicas() const { return m_num_eligible_leader_replicas.get(); }

        /**
         * The eligible leader replicas of this partition.
         */
        std::vector<int32_t>* eligible_leader_replicas() const { return m_eligible_leader_replicas.get(); }
        kafka_metadata_record_t* _root() const { return m__root; }
        kafka_metadata_record_t::partition_record_tagged_field_t* _parent() const { return m__parent; }
    };

    /**
     * Tagged field 2 of PartitionRecord, `LastKnownElr`: written only when it is not its default (null).
     */

    class partition_record_last_known_elr_t : public kaitai::kstruct {

    public:

        partition_record_last_known_elr_t(kaitai::kstream* p__io, kafka_metadata_record_t::partition_record_tagged_field_t* p__parent = nullptr, kafka_metadata_record_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~partition_record_last_known_elr_t();

    private:
        kaitai::held<kafka_uvarint_t> m_num_last_known_elr;
        kaitai::held<std::vector<int32_t>> m_last_known_elr;
        bool n_last_known_elr;

    public:
        bool _is_null_last_known_elr() { last_known_elr(); return n_last_known_elr; };

    private:
        kafka_metadata_record_t* m__root;
        kafka_metadata_record_t::partition_record_tagged_field_t* m__parent;

    public:

        /**
         * Number of `last_known_elr` plus one; 0 for null.
         */
        kafka_uvarint_t* num_last_known_elr() const { return m_num_last_known_elr.get(); }

        /**
         * The last known eligible leader replicas of this partition.
         */
        std::vector<int32_t>* last_known_elr() const { return m_last_known_elr.get(); }
        kafka_metadata_record_t* _root() const { return m__root; }
        kafka_metadata_record_t::partition_record_tagged_field_t* _parent() const { return m__parent; }
    };

    /**
     * Tagged field 0 of PartitionRecord, `LeaderRecoveryState`: written only when it is not its default (0).
     */

    class partition_record_leader_recovery_state_t : public kaitai::kstruct {

    public:

        partition_record_leader_recovery_state_t(kaitai::kstream* p__io, kafka_metadata_record_t::partition_record_tagged_field_t* p__parent = nullptr, kafka_metadata_record_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~partition_record_leader_recovery_state_t();

    private:
        int8_t m_leader_recovery_state;
        kafka_metadata_record_t* m__root;
        kafka_metadata_record_t::partition_record_tagged_field_t* m__parent;

    public:

        /**
         * 1 if the partition is recovering from an unclean leader election; 0 otherwise.
         */
        int8_t leader_recovery_state() const { return m_leader_recovery_state; }
        kafka_metadata_record_t* _root() const { return m__root; }
        kafka_metadata_record_t::partition_record_tagged_field_t* _parent() const { return m__parent; }
    };

    /**
     * A tagged field of PartitionRecord.
     */

    class partition_record_tagged_field_t : public kaitai::kstruct {

    public:

        partition_record_tagged_field_t(kaitai::kstream* p__io, kafka_metadata_record_t::partition_record_t* p__parent = nullptr, kafka_metadata_record_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~partition_record_tagged_field_t();

    private:
        kaitai::held<kafka_uvarint_t> m_tag;
        kaitai::held<kafka_uvarint_t> m_len_data;
        std::unique_ptr<kaitai::kstruct> m_data;
        bool n_data;

    public:
        bool _is_null_data() { data(); return n_data; };

    private:
        kafka_metadata_record_t* m__root;
        kafka_metadata_record_t::partition_record_t* m__parent;
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
        kaitai::kstruct* data() const { return m_data.get(); }
        kafka_metadata_record_t* _root() const { return m__root; }
        kafka_metadata_record_t::partition_record_t* _parent() const { return m__parent; }
        kaitai::bytes_view _raw_data() const { return m__raw_data; }
        kaitai::kstream* _io__raw_data() const { return m__io__raw_data.get(); }
    };

    /**
     * ProducerIdsRecord (api key 15, versions 0).
     */

    class producer_ids_record_t : public kaitai::kstruct {

    public:

        producer_ids_record_t(kaitai::kstream* p__io, kafka_metadata_record_t* p__parent = nullptr, kafka_metadata_record_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~producer_ids_record_t();

    private:
        int32_t m_broker_id;
        int64_t m_broker_epoch;
        int64_t m_next_producer_id;
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        kafka_metadata_record_t* m__root;
        kafka_metadata_record_t* m__parent;

    public:

        /**
         * The ID of the requesting broker.
         */
        int32_t broker_id() const { return m_broker_id; }

        /**
         * The epoch of the requesting broker.
         */
        int64_t broker_epoch() const { return m_broker_epoch; }

        /**
         * The next producerId that will be assigned (i.e. the first producerId in the next assigned block).
         */
        int64_t next_producer_id() const { return m_next_producer_id; }

        /**
         * Tagged fields (none known).
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_metadata_record_t* _root() const { return m__root; }
        kafka_metadata_record_t* _parent() const { return m__parent; }
    };

    /**
     * RegisterBrokerRecord (api key 0, versions 0-4).
     */

    class register_broker_record_t : public kaitai::kstruct {

    public:

        register_broker_record_t(uint64_t p_version, kaitai::kstream* p__io, kafka_metadata_record_t* p__parent = nullptr, kafka_metadata_record_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~register_broker_record_t();

    private:
        int32_t m_broker_id;
        kaitai::held<kafka_bool_t> m_is_migrating_zk_broker;
        bool n_is_migrating_zk_broker;

    public:
        bool _is_null_is_migrating_zk_broker() { is_migrating_zk_broker(); return n_is_migrating_zk_broker; };

    private:
        kaitai::held<kafka_uuid_t> m_incarnation_id;
        int64_t m_broker_epoch;
        kaitai::held<kafka_uvarint_t> m_num_end_points;
        kaitai::held<std::vector<std::unique_ptr<broker_endpoint_t>>> m_end_points;
        bool n_end_points;

    public:
        bool _is_null_end_points() { end_points(); return n_end_points; };

    private:
        kaitai::held<kafka_uvarint_t> m_num_features;
        kaitai::held<std::vector<std::unique_ptr<broker_feature_t>>> m_features;
        bool n_features;

    public:
        bool _is_null_features() { features(); return n_features; };

    private:
        kaitai::held<kafka_compact_string_t> m_rack;
        std::unique_ptr<kafka_bool_t> m_fenced;
        std::unique_ptr<kafka_bool_t> m_in_controlled_shutdown;
        bool n_in_controlled_shutdown;

    public:
        bool _is_null_in_controlled_shutdown() { in_controlled_shutdown(); return n_in_controlled_shutdown; };

    private:
        kaitai::held<kafka_uvarint_t> m_num_tagged_fields;
        kaitai::held<std::vector<std::unique_ptr<register_broker_record_tagged_field_t>>> m_tagged_fields;
        uint64_t m_version;
        kafka_metadata_record_t* m__root;
        kafka_metadata_record_t* m__parent;

    public:

        /**
         * The broker id.
         */
        int32_t broker_id() const { return m_broker_id; }

        /**
         * True if the broker is a ZK broker in migration mode. Otherwise, false.
         */
        kafka_bool_t* is_migrating_zk_broker() const { return m_is_migrating_zk_broker.get(); }

        /**
         * The incarnation ID of the broker process.
         */
        kafka_uuid_t* incarnation_id() const { return m_incarnation_id.get(); }

        /**
         * The broker epoch assigned by the controller.
         */
        int64_t broker_epoch() const { return m_broker_epoch; }

        /**
         * Number of `end_points` plus one (a compact array); 0 for null.
         */
        kafka_uvarint_t* num_end_points() const { return m_num_end_points.get(); }

        /**
         * The endpoints that can be used to communicate with this broker.
         */
        std::vector<std::unique_ptr<broker_endpoint_t>>* end_points() const { return m_end_points.get(); }

        /**
         * Number of `features` plus one (a compact array); 0 for null.
         */
        kafka_uvarint_t* num_features() const { return m_num_features.get(); }

        /**
         * The features on this broker.
         */
        std::vector<std::unique_ptr<broker_feature_t>>* features() const { return m_features.get(); }

        /**
         * The broker rack.
         */
        kafka_compact_string_t* rack() const { return m_rack.get(); }

        /**
         * True if the broker is fenced.
         */
        kafka_bool_t* fenced() const { return m_fenced.get(); }

        /**
         * True if the broker is in controlled shutdown.
         */
        kafka_bool_t* in_controlled_shutdown() const { return m_in_controlled_shutdown.get(); }

        /**
         * Number of tagged fields that follow.
         */
        kafka_uvarint_t* num_tagged_fields() const { return m_num_tagged_fields.get(); }

        /**
         * Tagged fields: 0 `log_dirs`, 1 `cordoned_log_dirs`; others kept as bytes.
         */
        std::vector<std::unique_ptr<register_broker_record_tagged_field_t>>* tagged_fields() const { return m_tagged_fields.get(); }

        /**
         * The record version.
         */
        uint64_t version() const { return m_version; }
        kafka_metadata_record_t* _root() const { return m__root; }
        kafka_metadata_record_t* _parent() const { return m__parent; }
    };

    /**
     * Tagged field 1 of RegisterBrokerRecord (version 4, Kafka 4.3), `CordonedLogDirs`:
     * written only when it is not null.
     */

    class register_broker_record_cordoned_log_dirs_t : public kaitai::kstruct {

    public:

        register_broker_record_cordoned_log_dirs_t(kaitai::kstream* p__io, kafka_metadata_record_t::register_broker_record_tagged_field_t* p__parent = nullptr, kafka_metadata_record_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~register_broker_record_cordoned_log_dirs_t();

    private:
        kaitai::held<kafka_uvarint_t> m_num_cordoned_log_dirs;
        kaitai::held<std::vector<std::unique_ptr<kafka_uuid_t>>> m_cordoned_log_dirs;
        bool n_cordoned_log_dirs;

    public:
        bool _is_null_cordoned_log_dirs() { cordoned_log_dirs(); return n_cordoned_log_dirs; };

    private:
        kafka_metadata_record_t* m__root;
        kafka_metadata_record_t::register_broker_record_tagged_field_t* m__parent;

    public:

        /**
         * Number of `cordoned_log_dirs` plus one; 0 for null.
         */
        kafka_uvarint_t* num_cordoned_log_dirs() const { return m_num_cordoned_log_dirs.get(); }

        /**
         * Log directories that are cordoned; null before the broker sends them in its heartbeats.
         */
        std::vector<std::unique_ptr<kafka_uuid_t>>* cordoned_log_dirs() const { return m_cordoned_log_dirs.get(); }
        kafka_metadata_record_t* _root() const { return m__root; }
        kafka_metadata_record_t::register_broker_record_tagged_field_t* _parent() const { return m__parent; }
    };

    /**
     * Tagged field 0 of RegisterBrokerRecord, `LogDirs`: written only when it is not its default.
     */

    class register_broker_record_log_dirs_t : public kaitai::kstruct {

    public:

        register_broker_record_log_dirs_t(kaitai::kstream* p__io, kafka_metadata_record_t::register_broker_record_tagged_field_t* p__parent = nullptr, kafka_metadata_record_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~register_broker_record_log_dirs_t();

    private:
        kaitai::held<kafka_uvarint_t> m_num_log_dirs;
        kaitai::held<std::vector<std::unique_ptr<kafka_uuid_t>>> m_log_dirs;
        bool n_log_dirs;

    public:
        bool _is_null_log_dirs() { log_dirs(); return n_log_dirs; };

    private:
        kafka_metadata_record_t* m__root;
        kafka_metadata_record_t::register_broker_record_tagged_field_t* m__parent;

    public:

        /**
         * Number of `log_dirs` plus one; 0 for null.
         */
        kafka_uvarint_t* num_log_dirs() const { return m_num_log_dirs.get(); }

        /**
         * Log directories configured in this broker which are available.
         */
        std::vector<std::unique_ptr<kafka_uuid_t>>* log_dirs() const { return m_log_dirs.get(); }
        kafka_metadata_record_t* _root() const { return m__root; }
        kafka_metadata_record_t::register_broker_record_tagged_field_t* _parent() const { return m__parent; }
    };

    /**
     * A tagged field of RegisterBrokerRecord.
     */

    class register_broker_record_tagged_field_t : public kaitai::kstruct {

    public:

        register_broker_record_tagged_field_t(kaitai::kstream* p__io, kafka_metadata_record_t::register_broker_record_t* p__parent = nullptr, kafka_metadata_record_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~register_broker_record_tagged_field_t();

    private:
        kaitai::held<kafka_uvarint_t> m_tag;
        kaitai::held<kafka_uvarint_t> m_len_data;
        std::unique_ptr<kaitai::kstruct> m_data;
        bool n_data;

    public:
        bool _is_null_data() { data(); return n_data; };

    private:
        kafka_metadata_record_t* m__root;
        kafka_metadata_record_t::register_broker_record_t* m__parent;
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
        kaitai::kstruct* data() const { return m_data.get(); }
        kafka_metadata_record_t* _root() const { return m__root; }
        kafka_metadata_record_t::register_broker_record_t* _parent() const { return m__parent; }
        kaitai::bytes_view _raw_data() const { return m__raw_data; }
        kaitai::kstream* _io__raw_data() const { return m__io__raw_data.get(); }
    };

    /**
     * RegisterControllerRecord (api key 27, versions 0).
     */

    class register_controller_record_t : public kaitai::kstruct {

    public:

        register_controller_record_t(kaitai::kstream* p__io, kafka_metadata_record_t* p__parent = nullptr, kafka_metadata_record_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~register_controller_record_t();

    private:
        int32_t m_controller_id;
        kaitai::held<kafka_uuid_t> m_incarnation_id;
        kaitai::held<kafka_bool_t> m_zk_migration_ready;
        kaitai::held<kafka_uvarint_t> m_num_end_points;
        kaitai::held<std::vector<std::unique_ptr<controller_endpoint_t>>> m_end_points;
        bool n_end_points;

    public:
        bool _is_null_end_points() { end_points(); return n_end_points; };

    private:
        kaitai::held<kafka_uvarint_t> m_num_features;
        kaitai::held<std::vector<std::unique_ptr<controller_feature_t>>> m_features;
        bool n_features;

    public:
        bool _is_null_features() { features(); return n_features; };

    private:
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        kafka_metadata_record_t* m__root;
        kafka_metadata_record_t* m__parent;

    public:

        /**
         * The controller id.
         */
        int32_t controller_id() const { return m_controller_id; }

        /**
         * The incarnation ID of the controller process.
         */
        kafka_uuid_t* incarnation_id() const { return m_incarnation_id.get(); }

        /**
         * Set if the required configurations for ZK migration are present.
         */
        kafka_bool_t* zk_migration_ready() const { return m_zk_migration_ready.get(); }

        /**
         * Number of `end_points` plus one (a compact array); 0 for null.
         */
        kafka_uvarint_t* num_end_points() const { return m_num_end_points.get(); }

        /**
         * The endpoints that can be used to communicate with this controller.
         */
        std::vector<std::unique_ptr<controller_endpoint_t>>* end_points() const { return m_end_points.get(); }

        /**
         * Number of `features` plus one (a compact array); 0 for null.
         */
        kafka_uvarint_t* num_features() const { return m_num_features.get(); }

        /**
         * The features on this controller.
         */
        std::vector<std::unique_ptr<controller_feature_t>>* features() const { return m_features.get(); }

        /**
         * Tagged fields (none known).
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_metadata_record_t* _root() const { return m__root; }
        kafka_metadata_record_t* _parent() const { return m__parent; }
    };

    /**
     * RemoveAccessControlEntryRecord (api key 19, versions 0).
     */

    class remove_access_control_entry_record_t : public kaitai::kstruct {

    public:

        remove_access_control_entry_record_t(kaitai::kstream* p__io, kafka_metadata_record_t* p__parent = nullptr, kafka_metadata_record_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~remove_access_control_entry_record_t();

    private:
        std::unique_ptr<kafka_uuid_t> m_id;
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        kafka_metadata_record_t* m__root;
        kafka_metadata_record_t* m__parent;

    public:

        /**
         * The ID of the AccessControlEntry to remove.
         */
        kafka_uuid_t* id() const { return m_id.get(); }

        /**
         * Tagged fields (none known).
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_metadata_record_t* _root() const { return m__root; }
        kafka_metadata_record_t* _parent() const { return m__parent; }
    };

    /**
     * RemoveDelegationTokenRecord (api key 26, versions 0).
     */

    class remove_delegation_token_record_t : public kaitai::kstruct {

    public:

        remove_delegation_token_record_t(kaitai::kstream* p__io, kafka_metadata_record_t* p__parent = nullptr, kafka_metadata_record_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~remove_delegation_token_record_t();

    private:
        kaitai::held<kafka_compact_string_t> m_token_id;
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        kafka_metadata_record_t* m__root;
        kafka_metadata_record_t* m__parent;

    public:

        /**
         * The tokenID to remove.
         */
        kafka_compact_string_t* token_id() const { return m_token_id.get(); }

        /**
         * Tagged fields (none known).
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_metadata_record_t* _root() const { return m__root; }
        kafka_metadata_record_t* _parent() const { return m__parent; }
    };

    /**
     * RemoveTopicRecord (api key 9, versions 0).
     */

    class remove_topic_record_t : public kaitai::kstruct {

    public:

        remove_topic_record_t(kaitai::kstream* p__io, kafka_metadata_record_t* p__parent = nullptr, kafka_metadata_record_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~remove_topic_record_t();

    private:
        kaitai::held<kafka_uuid_t> m_topic_id;
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        kafka_metadata_record_t* m__root;
        kafka_metadata_record_t* m__parent;

    public:

        /**
         * The topic to remove. All associated partitions will be removed as well.
         */
        kafka_uuid_t* topic_id() const { return m_topic_id.get(); }

        /**
         * Tagged fields (none known).
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_metadata_record_t* _root() const { return m__root; }
        kafka_metadata_record_t* _parent() const { return m__parent; }
    };

    /**
     * RemoveUserScramCredentialRecord (api key 22, versions 0).
     */

    class remove_user_scram_credential_record_t : public kaitai::kstruct {

    public:

        remove_user_scram_credential_record_t(kaitai::kstream* p__io, kafka_metadata_record_t* p__parent = nullptr, kafka_metadata_record_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~remove_user_scram_credential_record_t();

    private:
        kaitai::held<kafka_compact_string_t> m_name;
        int8_t m_mechanism;
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        kafka_metadata_record_t* m__root;
        kafka_metadata_record_t* m__parent;

    public:

        /**
         * The user name.
         */
        kafka_compact_string_t* name() const { return m_name.get(); }

        /**
         * The SCRAM mechanism.
         */
        int8_t mechanism() const { return m_mechanism; }

        /**
         * Tagged fields (none known).
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_metadata_record_t* _root() const { return m__root; }
        kafka_metadata_record_t* _parent() const { return m__parent; }
    };

    /**
     * TopicRecord (api key 2, versions 0).
     */

    class topic_record_t : public kaitai::kstruct {

    public:

        topic_record_t(kaitai::kstream* p__io, kafka_metadata_record_t* p__parent = nullptr, kafka_metadata_record_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~topic_record_t();

    private:
        kaitai::held<kafka_compact_string_t> m_name;
        kaitai::held<kafka_uuid_t> m_topic_id;
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        kafka_metadata_record_t* m__root;
        kafka_metadata_record_t* m__parent;

    public:

        /**
         * The topic name.
         */
        kafka_compact_string_t* name() const { return m_name.get(); }

        /**
         * The unique ID of this topic.
         */
        kafka_uuid_t* topic_id() const { return m_topic_id.get(); }

        /**
         * Tagged fields (none known).
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_metadata_record_t* _root() const { return m__root; }
        kafka_metadata_record_t* _parent() const { return m__parent; }
    };

    /**
     * UnfenceBrokerRecord (api key 8, versions 0).
     */

    class unfence_broker_record_t : public kaitai::kstruct {

    public:

        unfence_broker_record_t(kaitai::kstream* p__io, kafka_metadata_record_t* p__parent = nullptr, kafka_metadata_record_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~unfence_broker_record_t();

    private:
        int32_t m_id;
        int64_t m_epoch;
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        kafka_metadata_record_t* m__root;
        kafka_metadata_record_t* m__parent;

    public:

        /**
         * The broker ID to unfence.
         */
        int32_t id() const { return m_id; }

        /**
         * The epoch of the broker to unfence.
         */
        int64_t epoch() const { return m_epoch; }

        /**
         * Tagged fields (none known).
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_metadata_record_t* _root() const { return m__root; }
        kafka_metadata_record_t* _parent() const { return m__parent; }
    };

    /**
     * UnregisterBrokerRecord (api key 1, versions 0).
     */

    class unregister_broker_record_t : public kaitai::kstruct {

    public:

        unregister_broker_record_t(kaitai::kstream* p__io, kafka_metadata_record_t* p__parent = nullptr, kafka_metadata_record_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~unregister_broker_record_t();

    private:
        int32_t m_broker_id;
        int64_t m_broker_epoch;
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        kafka_metadata_record_t* m__root;
        kafka_metadata_record_t* m__parent;

    public:

        /**
         * The broker id.
         */
        int32_t broker_id() const { return m_broker_id; }

        /**
         * The broker epoch.
         */
        int64_t broker_epoch() const { return m_broker_epoch; }

        /**
         * Tagged fields (none known).
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_metadata_record_t* _root() const { return m__root; }
        kafka_metadata_record_t* _parent() const { return m__parent; }
    };

    /**
     * UnregisterControllerRecord (api key 29, versions 0; Kafka 4.4 on, KIP-1312).
     */

    class unregister_controller_record_t : public kaitai::kstruct {

    public:

        unregister_controller_record_t(kaitai::kstream* p__io, kafka_metadata_record_t* p__parent = nullptr, kafka_metadata_record_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~unregister_controller_record_t();

    private:
        int32_t m_controller_id;
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        kafka_metadata_record_t* m__root;
        kafka_metadata_record_t* m__parent;

    public:

        /**
         * The controller id.
         */
        int32_t controller_id() const { return m_controller_id; }

        /**
         * Tagged fields (none known).
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_metadata_record_t* _root() const { return m__root; }
        kafka_metadata_record_t* _parent() const { return m__parent; }
    };

    /**
     * UserScramCredentialRecord (api key 11, versions 0).
     */

    class user_scram_credential_record_t : public kaitai::kstruct {

    public:

        user_scram_credential_record_t(kaitai::kstream* p__io, kafka_metadata_record_t* p__parent = nullptr, kafka_metadata_record_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~user_scram_credential_record_t();

    private:
        kaitai::held<kafka_compact_string_t> m_name;
        int8_t m_mechanism;
        kaitai::held<kafka_compact_bytes_t> m_salt;
        kaitai::held<kafka_compact_bytes_t> m_stored_key;
        kaitai::held<kafka_compact_bytes_t> m_server_key;
        int32_t m_iterations;
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        kafka_metadata_record_t* m__root;
        kafka_metadata_record_t* m__parent;

    public:

        /**
         * The user name.
         */
        kafka_compact_string_t* name() const { return m_name.get(); }

        /**
         * The SCRAM mechanism.
         */
        int8_t mechanism() const { return m_mechanism; }

        /**
         * A random salt generated by the client.
         */
        kafka_compact_bytes_t* salt() const { return m_salt.get(); }

        /**
         * The key the Server uses to authenticate the Client.
         */
        kafka_compact_bytes_t* stored_key() const { return m_stored_key.get(); }

        /**
         * The key the Client uses to validate the Servers identity.
         */
        kafka_compact_bytes_t* server_key() const { return m_server_key.get(); }

        /**
         * The number of iterations used in the SCRAM credential.
         */
        int32_t iterations() const { return m_iterations; }

        /**
         * Tagged fields (none known).
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_metadata_record_t* _root() const { return m__root; }
        kafka_metadata_record_t* _parent() const { return m__parent; }
    };

    /**
     * ZkMigrationStateRecord (api key 21, versions 0).
     */

    class zk_migration_state_record_t : public kaitai::kstruct {

    public:

        zk_migration_state_record_t(kaitai::kstream* p__io, kafka_metadata_record_t* p__parent = nullptr, kafka_metadata_record_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~zk_migration_state_record_t();

    private:
        int8_t m_zk_migration_state;
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        kafka_metadata_record_t* m__root;
        kafka_metadata_record_t* m__parent;

    public:

        /**
         * One of the possible migration states.
         */
        int8_t zk_migration_state() const { return m_zk_migration_state; }

        /**
         * Tagged fields (none known).
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_metadata_record_t* _root() const { return m__root; }
        kafka_metadata_record_t* _parent() const { return m__parent; }
    };

private:
    bool f_is_readable;
    bool m_is_readable;

public:

    /**
     * Whether Kafka 4.4 reads the frame and version (the type is checked by `body`).
     */
    bool is_readable();

private:
    bool f_max_version;
    uint64_t m_max_version;

public:

    /**
     * The highest message version Kafka 4.4 reads for this type.
     */
    uint64_t max_version();

private:
    bool f_record_type;
    metadata_record_type_t m_record_type;

public:

    /**
     * The record type, by name (`MetadataRecordType`).
     */
    metadata_record_type_t record_type();

private:
    kaitai::held<kafka_uvarint_t> m_frame_version;
    kaitai::held<kafka_uvarint_t> m_api_key;
    std::unique_ptr<kafka_uvarint_t> m_version;
    std::unique_ptr<kaitai::kstruct> m_body;
    bool n_body;

public:
    bool _is_null_body() { body(); return n_body; };

private:
    kafka_metadata_record_t* m__root;
    kaitai::kstruct* m__parent;
    kaitai::bytes_view m__raw_body;
    std::unique_ptr<kaitai::kstream> m__io__raw_body;

public:

    /**
     * The frame version; 1, the only one Kafka reads (0 was KRaft's 2.8 preview).
     */
    kafka_uvarint_t* frame_version() const { return m_frame_version.get(); }

    /**
     * The record type (the message's api key), see `metadata_record_type`.
     */
    kafka_uvarint_t* api_key() const { return m_api_key.get(); }

    /**
     * The version of the record message.
     */
    kafka_uvarint_t* version() const { return m_version.get(); }

    /**
     * The record message by type; raw bytes when `is_readable` is false or the
     * type is unknown.
     */
    kaitai::kstruct* body() const { return m_body.get(); }
    kafka_metadata_record_t* _root() const { return m__root; }
    kaitai::kstruct* _parent() const { return m__parent; }
    kaitai::bytes_view _raw_body() const { return m__raw_body; }
    kaitai::kstream* _io__raw_body() const { return m__io__raw_body.get(); }
};
