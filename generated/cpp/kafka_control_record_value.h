#pragma once

// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

class kafka_control_record_value_t;

#include "kaitai/kaitaistruct.h"
#include <stdint.h>
#include <memory>
#include "kafka_record_batch.h"
#include "kafka_uuid.h"
#include "kafka_tagged_fields.h"
#include "kafka_uvarint.h"
#include "kafka_compact_string.h"
#include <vector>

#if KAITAI_STRUCT_VERSION < 11000L
#error "Incompatible Kaitai Struct C++/STL API: version 0.11 or later is required"
#endif

/**
 * The value of a record in a v2 control batch, by the control type its key
 * holds (see `kafka_record_batch::control_record_key`): types 2 to 6 are the
 * records KRaft writes into `__cluster_metadata` and into snapshot files;
 * types 0 and 1 (ABORT, COMMIT) are `kafka_record_batch::end_txn_marker`.
 * 
 * Each value is one of Kafka's generated messages in its flexible encoding
 * (KIP-482): compact arrays and strings, and a tagged-field section closing
 * every structure. Each starts with its own `version` field, which
 * MemoryRecordsBuilder sets to the message version it serializes with; Kafka
 * 3.9 to 4.4 write and read version 0 of all five (`ControlRecordUtils`).
 * \sa https://github.com/apache/kafka/blob/3.9/clients/src/main/java/org/apache/kafka/common/record/ControlRecordUtils.java Source
 * \sa https://github.com/apache/kafka/tree/3.9/clients/src/main/resources/common/message Source
 */

class kafka_control_record_value_t : public kaitai::kstruct {

public:
    class endpoint_t;
    class kraft_version_feature_t;
    class kraft_version_record_t;
    class leader_change_message_t;
    class snapshot_footer_record_t;
    class snapshot_header_record_t;
    class voter_t;
    class voters_record_t;
    class voters_record_voter_t;

    kafka_control_record_value_t(kafka_record_batch_t::control_record_type_t p_record_type, kaitai::kstream* p__io, kaitai::kstruct* p__parent = nullptr, kafka_control_record_value_t* p__root = nullptr);

private:
    void _read();
    void _clean_up();

public:
    ~kafka_control_record_value_t();

    /**
     * A listener of a voter.
     */

    class endpoint_t : public kaitai::kstruct {

    public:

        endpoint_t(kaitai::kstream* p__io, kafka_control_record_value_t::voters_record_voter_t* p__parent = nullptr, kafka_control_record_value_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~endpoint_t();

    private:
        kaitai::held<kafka_compact_string_t> m_name;
        kaitai::held<kafka_compact_string_t> m_host;
        uint16_t m_port;
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        kafka_control_record_value_t* m__root;
        kafka_control_record_value_t::voters_record_voter_t* m__parent;

    public:

        /**
         * The name of the endpoint (the listener name).
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
         * Tagged fields of the endpoint.
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_control_record_value_t* _root() const { return m__root; }
        kafka_control_record_value_t::voters_record_voter_t* _parent() const { return m__parent; }
    };

    /**
     * The supported range of the kraft.version feature.
     */

    class kraft_version_feature_t : public kaitai::kstruct {

    public:

        kraft_version_feature_t(kaitai::kstream* p__io, kafka_control_record_value_t::voters_record_voter_t* p__parent = nullptr, kafka_control_record_value_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~kraft_version_feature_t();

    private:
        int16_t m_min_supported_version;
        int16_t m_max_supported_version;
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        kafka_control_record_value_t* m__root;
        kafka_control_record_value_t::voters_record_voter_t* m__parent;

    public:

        /**
         * The minimum supported KRaft protocol version.
         */
        int16_t min_supported_version() const { return m_min_supported_version; }

        /**
         * The maximum supported KRaft protocol version.
         */
        int16_t max_supported_version() const { return m_max_supported_version; }

        /**
         * Tagged fields of the feature.
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_control_record_value_t* _root() const { return m__root; }
        kafka_control_record_value_t::voters_record_voter_t* _parent() const { return m__parent; }
    };

    /**
     * KRAFT_VERSION (type 5), the finalized kraft.version (KIP-853).
     */

    class kraft_version_record_t : public kaitai::kstruct {

    public:

        kraft_version_record_t(kaitai::kstream* p__io, kafka_control_record_value_t* p__parent = nullptr, kafka_control_record_value_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~kraft_version_record_t();

    private:
        int16_t m_version;
        int16_t m_kraft_version;
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        kafka_control_record_value_t* m__root;
        kafka_control_record_value_t* m__parent;

    public:

        /**
         * The version of the kraft version record.
         */
        int16_t version() const { return m_version; }

        /**
         * The KRaft protocol version in use.
         */
        int16_t kraft_version() const { return m_kraft_version; }

        /**
         * Tagged fields of the record.
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_control_record_value_t* _root() const { return m__root; }
        kafka_control_record_value_t* _parent() const { return m__parent; }
    };

    /**
     * LEADER_CHANGE (type 2): written by a KRaft leader as the first record of
     * its epoch (`LeaderChangeMessage`, valid versions 0-1).
     */

    class leader_change_message_t : public kaitai::kstruct {

    public:

        leader_change_message_t(kaitai::kstream* p__io, kafka_control_record_value_t* p__parent = nullptr, kafka_control_record_value_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~leader_change_message_t();

    private:
        int16_t m_version;
        int32_t m_leader_id;
        kaitai::held<kafka_uvarint_t> m_num_voters;
        kaitai::held<std::vector<std::unique_ptr<voter_t>>> m_voters;
        bool n_voters;

    public:
        bool _is_null_voters() { voters(); return n_voters; };

    private:
        kaitai::held<kafka_uvarint_t> m_num_granting_voters;
        kaitai::held<std::vector<std::unique_ptr<voter_t>>> m_granting_voters;
        bool n_granting_voters;

    public:
        bool _is_null_granting_voters() { granting_voters(); return n_granting_voters; };

    private:
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        kafka_control_record_value_t* m__root;
        kafka_control_record_value_t* m__parent;

    public:

        /**
         * The version of the leader change message.
         */
        int16_t version() const { return m_version; }

        /**
         * The id of the newly elected leader.
         */
        int32_t leader_id() const { return m_leader_id; }

        /**
         * Number of `voters` plus one (a compact array).
         */
        kafka_uvarint_t* num_voters() const { return m_num_voters.get(); }

        /**
         * The set of voters in the quorum for this epoch.
         */
        std::vector<std::unique_ptr<voter_t>>* voters() const { return m_voters.get(); }

        /**
         * Number of `granting_voters` plus one (a compact array).
         */
        kafka_uvarint_t* num_granting_voters() const { return m_num_granting_voters.get(); }

        /**
         * The voters who voted for the leader at the time of election.
         */
        std::vector<std::unique_ptr<voter_t>>* granting_voters() const { return m_granting_voters.get(); }

        /**
         * Tagged fields of the message.
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_control_record_value_t* _root() const { return m__root; }
        kafka_control_record_value_t* _parent() const { return m__parent; }
    };

    /**
     * SNAPSHOT_FOOTER (type 4), the last record of a KRaft snapshot.
     */

    class snapshot_footer_record_t : public kaitai::kstruct {

    public:

        snapshot_footer_record_t(kaitai::kstream* p__io, kafka_control_record_value_t* p__parent = nullptr, kafka_control_record_value_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~snapshot_footer_record_t();

    private:
        int16_t m_version;
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        kafka_control_record_value_t* m__root;
        kafka_control_record_value_t* m__parent;

    public:

        /**
         * The version of the snapshot footer record.
         */
        int16_t version() const { return m_version; }

        /**
         * Tagged fields of the record.
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_control_record_value_t* _root() const { return m__root; }
        kafka_control_record_value_t* _parent() const { return m__parent; }
    };

    /**
     * SNAPSHOT_HEADER (type 3), the first record of a KRaft snapshot.
     */

    class snapshot_header_record_t : public kaitai::kstruct {

    public:

        snapshot_header_record_t(kaitai::kstream* p__io, kafka_control_record_value_t* p__parent = nullptr, kafka_control_record_value_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~snapshot_header_record_t();

    private:
        int16_t m_version;
        int64_t m_last_contained_log_timestamp;
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        kafka_control_record_value_t* m__root;
        kafka_control_record_value_t* m__parent;

    public:

        /**
         * The version of the snapshot header record.
         */
        int16_t version() const { return m_version; }

        /**
         * The append time of the last record from the log contained in this
         * snapshot, in milliseconds since the epoch.
         */
        int64_t last_contained_log_timestamp() const { return m_last_contained_log_timestamp; }

        /**
         * Tagged fields of the record.
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_control_record_value_t* _root() const { return m__root; }
        kafka_control_record_value_t* _parent() const { return m__parent; }
    };

    /**
     * A voter of a `leader_change_message`.
     */

    class voter_t : public kaitai::kstruct {

    public:

        voter_t(kaitai::kstream* p__io, kafka_control_record_value_t::leader_change_message_t* p__parent = nullptr, kafka_control_record_value_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~voter_t();

    private:
        int32_t m_voter_id;
        kaitai::held<kafka_uuid_t> m_voter_directory_id;
        bool n_voter_directory_id;

    public:
        bool _is_null_voter_directory_id() { voter_directory_id(); return n_voter_directory_id; };

    private:
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        kafka_control_record_value_t* m__root;
        kafka_control_record_value_t::leader_change_message_t* m__parent;

    public:

        /**
         * The voter's replica id.
         */
        int32_t voter_id() const { return m_voter_id; }

        /**
         * The directory id of the voter (version 1 and later, KIP-853).
         */
        kafka_uuid_t* voter_directory_id() const { return m_voter_directory_id.get(); }

        /**
         * Tagged fields of the voter.
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_control_record_value_t* _root() const { return m__root; }
        kafka_control_record_value_t::leader_change_message_t* _parent() const { return m__parent; }
    };

    /**
     * KRAFT_VOTERS (type 6), the set of voters of the quorum (KIP-853).
     */

    class voters_record_t : public kaitai::kstruct {

    public:

        voters_record_t(kaitai::kstream* p__io, kafka_control_record_value_t* p__parent = nullptr, kafka_control_record_value_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~voters_record_t();

    private:
        int16_t m_version;
        kaitai::held<kafka_uvarint_t> m_num_voters;
        kaitai::held<std::vector<std::unique_ptr<voters_record_voter_t>>> m_voters;
        bool n_voters;

    public:
        bool _is_null_voters() { voters(); return n_voters; };

    private:
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        kafka_control_record_value_t* m__root;
        kafka_control_record_value_t* m__parent;

    public:

        /**
         * The version of the voters record.
         */
        int16_t version() const { return m_version; }

        /**
         * Number of `voters` plus one (a compact array).
         */
        kafka_uvarint_t* num_voters() const { return m_num_voters.get(); }

        /**
         * The voters.
         */
        std::vector<std::unique_ptr<voters_record_voter_t>>* voters() const { return m_voters.get(); }

        /**
         * Tagged fields of the record.
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_control_record_value_t* _root() const { return m__root; }
        kafka_control_record_value_t* _parent() const { return m__parent; }
    };

    /**
     * One voter of a `voters_record`.
     */

    class voters_record_voter_t : public kaitai::kstruct {

    public:

        voters_record_voter_t(kaitai::kstream* p__io, kafka_control_record_value_t::voters_record_t* p__parent = nullptr, kafka_control_record_value_t* p__root = nullptr);

    private:
        void _read();
        void _clean_up();

    public:
        ~voters_record_voter_t();

    private:
        int32_t m_voter_id;
        kaitai::held<kafka_uuid_t> m_voter_directory_id;
        kaitai::held<kafka_uvarint_t> m_num_endpoints;
        kaitai::held<std::vector<std::unique_ptr<endpoint_t>>> m_endpoints;
        bool n_endpoints;

    public:
        bool _is_null_endpoints() { endpoints(); return n_endpoints; };

    private:
        std::unique_ptr<kraft_version_feature_t> m_kraft_version_feature;
        kaitai::held<kafka_tagged_fields_t> m_tagged_fields;
        kafka_control_record_value_t* m__root;
        kafka_control_record_value_t::voters_record_t* m__parent;

    public:

        /**
         * The replica id of the voter in the topic partition.
         */
        int32_t voter_id() const { return m_voter_id; }

        /**
         * The directory id of the voter in the topic partition.
         */
        kafka_uuid_t* voter_directory_id() const { return m_voter_directory_id.get(); }

        /**
         * Number of `endpoints` plus one (a compact array).
         */
        kafka_uvarint_t* num_endpoints() const { return m_num_endpoints.get(); }

        /**
         * The endpoints that can be used to communicate with the voter.
         */
        std::vector<std::unique_ptr<endpoint_t>>* endpoints() const { return m_endpoints.get(); }

        /**
         * The range of KRaft protocol versions the replica supports.
         */
        kraft_version_feature_t* kraft_version_feature() const { return m_kraft_version_feature.get(); }

        /**
         * Tagged fields of the voter.
         */
        kafka_tagged_fields_t* tagged_fields() const { return m_tagged_fields.get(); }
        kafka_control_record_value_t* _root() const { return m__root; }
        kafka_control_record_value_t::voters_record_t* _parent() const { return m__parent; }
    };

private:
    std::unique_ptr<kaitai::kstruct> m_body;
    bool n_body;

public:
    bool _is_null_body() { body(); return n_body; };

private:
    kafka_record_batch_t::control_record_type_t m_record_type;
    kafka_control_record_value_t* m__root;
    kaitai::kstruct* m__parent;

public:

    /**
     * The value, by control type (`kafka_record_batch::control_record_type`);
     * ABORT and COMMIT are the transaction markers of `kafka_record_batch`.
     */
    kaitai::kstruct* body() const { return m_body.get(); }

    /**
     * The control type from the record's key.
     */
    kafka_record_batch_t::control_record_type_t record_type() const { return m_record_type; }
    kafka_control_record_value_t* _root() const { return m__root; }
    kaitai::kstruct* _parent() const { return m__parent; }
};
