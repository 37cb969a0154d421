meta:
  id: kafka_control_record_value
  title: Values of KRaft control records (control types 2-6)
  xref:
    kafka-doc: https://kafka.apache.org/documentation/#controlbatch
    kip:
      - https://cwiki.apache.org/confluence/display/KAFKA/KIP-595%3A+A+Raft+Protocol+for+the+Metadata+Quorum
      - https://cwiki.apache.org/confluence/display/KAFKA/KIP-630%3A+Kafka+Raft+Snapshot
      - https://cwiki.apache.org/confluence/display/KAFKA/KIP-853%3A+KRaft+Controller+Membership+Changes
  license: Apache-2.0
  ks-version: '0.11'
  endian: be
  imports:
    - kafka_uvarint
    - kafka_compact_string
    - kafka_uuid
    - kafka_tagged_fields
    - kafka_record_batch
doc: |
  The value of a record in a v2 control batch, by the control type its key
  holds (see `kafka_record_batch::control_record_key`): types 2 to 6 are the
  records KRaft writes into `__cluster_metadata` and into snapshot files;
  types 0 and 1 (ABORT, COMMIT) are `kafka_record_batch::end_txn_marker`.

  Each value is one of Kafka's generated messages in its flexible encoding
  (KIP-482): compact arrays and strings, and a tagged-field section closing
  every structure. Each starts with its own `version` field, which
  MemoryRecordsBuilder sets to the message version it serializes with; Kafka
  3.9 to 4.4 write and read version 0 of all five (`ControlRecordUtils`).
doc-ref:
  - https://github.com/apache/kafka/blob/3.9/clients/src/main/java/org/apache/kafka/common/record/ControlRecordUtils.java
  - https://github.com/apache/kafka/tree/3.9/clients/src/main/resources/common/message
params:
  - id: record_type
    type: s2
    enum: kafka_record_batch::control_record_type
    doc: The control type from the record's key.
seq:
  - id: body
    type:
      switch-on: record_type
      cases:
        'kafka_record_batch::control_record_type::abort': kafka_record_batch::end_txn_marker
        'kafka_record_batch::control_record_type::commit': kafka_record_batch::end_txn_marker
        'kafka_record_batch::control_record_type::leader_change': leader_change_message
        'kafka_record_batch::control_record_type::snapshot_header': snapshot_header_record
        'kafka_record_batch::control_record_type::snapshot_footer': snapshot_footer_record
        'kafka_record_batch::control_record_type::kraft_version': kraft_version_record
        'kafka_record_batch::control_record_type::kraft_voters': voters_record
    doc: |
      The value, by control type (`kafka_record_batch::control_record_type`);
      ABORT and COMMIT are the transaction markers of `kafka_record_batch`.
types:
  leader_change_message:
    doc: |
      LEADER_CHANGE (type 2): written by a KRaft leader as the first record of
      its epoch (`LeaderChangeMessage`, valid versions 0-1).
    -webide-representation: 'leader {leader_id:dec}'
    seq:
      - id: version
        type: s2
        doc: The version of the leader change message.
      - id: leader_id
        -orig-id: LeaderId
        type: s4
        doc: The id of the newly elected leader.
      - id: num_voters
        type: kafka_uvarint
        doc: Number of `voters` plus one (a compact array).
      - id: voters
        type: voter
        repeat: expr
        repeat-expr: num_voters.value - 1
        if: num_voters.value > 0
        doc: The set of voters in the quorum for this epoch.
      - id: num_granting_voters
        type: kafka_uvarint
        doc: Number of `granting_voters` plus one (a compact array).
      - id: granting_voters
        -orig-id: GrantingVoters
        type: voter
        repeat: expr
        repeat-expr: num_granting_voters.value - 1
        if: num_granting_voters.value > 0
        doc: The voters who voted for the leader at the time of election.
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields of the message.
  voter:
    doc: A voter of a `leader_change_message`.
    -webide-representation: 'voter {voter_id:dec}'
    seq:
      - id: voter_id
        -orig-id: VoterId
        type: s4
        doc: The voter's replica id.
      - id: voter_directory_id
        -orig-id: VoterDirectoryId
        type: kafka_uuid
        if: _parent.version >= 1
        doc: The directory id of the voter (version 1 and later, KIP-853).
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields of the voter.
  snapshot_header_record:
    doc: SNAPSHOT_HEADER (type 3), the first record of a KRaft snapshot.
    -webide-representation: 'snapshot header v{version:dec}'
    seq:
      - id: version
        type: s2
        doc: The version of the snapshot header record.
      - id: last_contained_log_timestamp
        -orig-id: LastContainedLogTimestamp
        type: s8
        doc: |
          The append time of the last record from the log contained in this
          snapshot, in milliseconds since the epoch.
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields of the record.
  snapshot_footer_record:
    doc: SNAPSHOT_FOOTER (type 4), the last record of a KRaft snapshot.
    -webide-representation: 'snapshot footer v{version:dec}'
    seq:
      - id: version
        type: s2
        doc: The version of the snapshot footer record.
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields of the record.
  kraft_version_record:
    doc: KRAFT_VERSION (type 5), the finalized kraft.version (KIP-853).
    -webide-representation: 'kraft.version {kraft_version:dec}'
    seq:
      - id: version
        type: s2
        doc: The version of the kraft version record.
      - id: kraft_version
        -orig-id: KRaftVersion
        type: s2
        doc: The KRaft protocol version in use.
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields of the record.
  voters_record:
    doc: KRAFT_VOTERS (type 6), the set of voters of the quorum (KIP-853).
    -webide-representation: 'voters v{version:dec}'
    seq:
      - id: version
        type: s2
        doc: The version of the voters record.
      - id: num_voters
        type: kafka_uvarint
        doc: Number of `voters` plus one (a compact array).
      - id: voters
        type: voters_record_voter
        repeat: expr
        repeat-expr: num_voters.value - 1
        if: num_voters.value > 0
        doc: The voters.
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields of the record.
  voters_record_voter:
    doc: One voter of a `voters_record`.
    -webide-representation: 'voter {voter_id:dec}'
    seq:
      - id: voter_id
        -orig-id: VoterId
        type: s4
        doc: The replica id of the voter in the topic partition.
      - id: voter_directory_id
        -orig-id: VoterDirectoryId
        type: kafka_uuid
        doc: The directory id of the voter in the topic partition.
      - id: num_endpoints
        type: kafka_uvarint
        doc: Number of `endpoints` plus one (a compact array).
      - id: endpoints
        type: endpoint
        repeat: expr
        repeat-expr: num_endpoints.value - 1
        if: num_endpoints.value > 0
        doc: The endpoints that can be used to communicate with the voter.
      - id: kraft_version_feature
        -orig-id: KRaftVersionFeature
        type: kraft_version_feature
        doc: The range of KRaft protocol versions the replica supports.
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields of the voter.
  endpoint:
    doc: A listener of a voter.
    -webide-representation: '{name.value} {host.value}:{port:dec}'
    seq:
      - id: name
        -orig-id: Name
        type: kafka_compact_string
        doc: The name of the endpoint (the listener name).
      - id: host
        -orig-id: Host
        type: kafka_compact_string
        doc: The hostname.
      - id: port
        -orig-id: Port
        type: u2
        doc: The port.
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields of the endpoint.
  kraft_version_feature:
    doc: The supported range of the kraft.version feature.
    -webide-representation: '{min_supported_version:dec}-{max_supported_version:dec}'
    seq:
      - id: min_supported_version
        -orig-id: MinSupportedVersion
        type: s2
        doc: The minimum supported KRaft protocol version.
      - id: max_supported_version
        -orig-id: MaxSupportedVersion
        type: s2
        doc: The maximum supported KRaft protocol version.
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields of the feature.
