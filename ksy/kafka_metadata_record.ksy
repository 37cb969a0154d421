meta:
  id: kafka_metadata_record
  title: Records of Kafka's KRaft metadata log (__cluster_metadata)
  xref:
    kafka-doc: https://kafka.apache.org/documentation/#kraft
    kip:
      - https://cwiki.apache.org/confluence/display/KAFKA/KIP-631%3A+The+Quorum-based+Kafka+Controller
  license: Apache-2.0
  ks-version: '0.11'
  endian: be
  imports:
    - kafka_uvarint
    - kafka_bool
    - kafka_float64
    - kafka_compact_string
    - kafka_compact_bytes
    - kafka_uuid
    - kafka_tagged_fields
doc: |
  The value of one record of the KRaft metadata log, `__cluster_metadata`
  (and of the records of a KRaft snapshot, `<offset>-<epoch>.checkpoint`):
  the controllers' account of brokers, topics, partitions, configurations,
  quotas, ACLs, features and producer ids, one change per record. Records
  have no key. `MetadataRecordSerde` frames each message with three unsigned
  varints, the frame version (1), the record's api key (its type) and the
  message version, then the message in its flexible encoding; Kafka refuses
  any other frame version, a type or version it does not know, and bytes
  left after the message.

  Field names are those of Kafka's message definitions
  (metadata/src/main/resources/common/metadata, branch 4.4), in snake case.
  Kafka 3.9 writes types 0-27 except 6, 13 and 16 (numbers once used, then
  retired); Kafka 4.0 on adds ClearElrRecord (28). Kafka 4.3 adds
  RegisterBrokerRecord v4 and BrokerRegistrationChangeRecord v3 (tagged
  `CordonedLogDirs`), Kafka 4.4 UnregisterControllerRecord (29, KIP-1312:
  an UnregisterController request removes a controller's registration, from
  `metadata.version` 4.4-IV2 on).

  FeatureLevelRecord names a feature and its finalized level:
  `metadata.version` (levels 7 = 3.3-IV3 … 21 = 3.9-IV0, 22-25 = 4.0-IV0..IV3,
  26-27 = 4.1-IV0..IV1, 28-29 = 4.2-IV0..IV1, 30 = 4.3-IV0,
  31-33 = 4.4-IV0..IV2; see `metadata_version`), `kraft.version` (0-1),
  `transaction.version` (0-2, Kafka 4.0 on), `group.version` (0-1, 4.0 on),
  `eligible.leader.replicas.version` (0-1, 4.0 on), `share.version` (0-1,
  4.1 on; 2, share groups' dead-letter queues, 4.4 on) and `streams.version`
  (0-1, 4.1 on).
  Each structure ends with a tagged-field section; the tags the definitions
  name are parsed into their fields, others kept as bytes.
doc-ref:
  - https://github.com/apache/kafka/blob/3.9/server-common/src/main/java/org/apache/kafka/server/common/serialization/AbstractApiMessageSerde.java
  - https://github.com/apache/kafka/tree/4.4/metadata/src/main/resources/common/metadata
  - https://github.com/apache/kafka/blob/4.4/server-common/src/main/java/org/apache/kafka/server/common/MetadataVersion.java
-webide-representation: '{api_key.value:dec} v{version.value:dec}'
seq:
  - id: frame_version
    type: kafka_uvarint
    doc: The frame version; 1, the only one Kafka reads (0 was KRaft's 2.8 preview).
  - id: api_key
    -orig-id: type
    type: kafka_uvarint
    doc: The record type (the message's api key), see `metadata_record_type`.
  - id: version
    type: kafka_uvarint
    doc: The version of the record message.
  - id: body
    size-eos: true
    type:
      switch-on: 'is_readable ? api_key.value : -1'
      cases:
        0: register_broker_record(version.value)
        1: unregister_broker_record
        2: topic_record
        3: partition_record(version.value)
        4: config_record
        5: partition_change_record
        7: fence_broker_record
        8: unfence_broker_record
        9: remove_topic_record
        10: delegation_token_record
        11: user_scram_credential_record
        12: feature_level_record
        14: client_quota_record
        15: producer_ids_record
        17: broker_registration_change_record
        18: access_control_entry_record
        19: remove_access_control_entry_record
        20: no_op_record
        21: zk_migration_state_record
        22: remove_user_scram_credential_record
        23: begin_transaction_record
        24: end_transaction_record
        25: abort_transaction_record
        26: remove_delegation_token_record
        27: register_controller_record
        28: clear_elr_record
        29: unregister_controller_record
    doc: |
      The record message by type; raw bytes when `is_readable` is false or the
      type is unknown.
instances:
  record_type:
    value: api_key.value
    enum: metadata_record_type
    doc: The record type, by name (`MetadataRecordType`).
  max_version:
    value: >-
      (api_key.value == 0 ? 4 : api_key.value == 3 ? 2 : api_key.value == 5 ? 2 :
      api_key.value == 17 ? 3 : 0).as<u8>
    doc: The highest message version Kafka 4.4 reads for this type.
    # `.as<u8>`: compared with the unsigned varint `version.value` in statically typed targets.
  is_readable:
    value: frame_version.value == 1 and version.value <= max_version
    doc: Whether Kafka 4.4 reads the frame and version (the type is checked by `body`).
types:
  broker_endpoint:
    doc: The endpoints that can be used to communicate with this broker.
    seq:
      - id: name
        -orig-id: Name
        type: kafka_compact_string
        doc: The name of the endpoint.
      - id: host
        -orig-id: Host
        type: kafka_compact_string
        doc: The hostname.
      - id: port
        -orig-id: Port
        type: u2
        doc: The port.
      - id: security_protocol
        -orig-id: SecurityProtocol
        type: s2
        doc: The security protocol.
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields (none known).
  broker_feature:
    doc: The features on this broker.
    seq:
      - id: name
        -orig-id: Name
        type: kafka_compact_string
        doc: The feature name.
      - id: min_supported_version
        -orig-id: MinSupportedVersion
        type: s2
        doc: The minimum supported feature level.
      - id: max_supported_version
        -orig-id: MaxSupportedVersion
        type: s2
        doc: The maximum supported feature level.
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields (none known).
  register_broker_record_log_dirs:
    doc: 'Tagged field 0 of RegisterBrokerRecord, `LogDirs`: written only when it is not its default.'
    seq:
      - id: num_log_dirs
        type: kafka_uvarint
        doc: Number of `log_dirs` plus one; 0 for null.
      - id: log_dirs
        -orig-id: LogDirs
        type: kafka_uuid
        repeat: expr
        repeat-expr: num_log_dirs.value - 1
        if: num_log_dirs.value > 0
        doc: Log directories configured in this broker which are available.
  register_broker_record_cordoned_log_dirs:
    doc: |
      Tagged field 1 of RegisterBrokerRecord (version 4, Kafka 4.3), `CordonedLogDirs`:
      written only when it is not null.
    seq:
      - id: num_cordoned_log_dirs
        type: kafka_uvarint
        doc: Number of `cordoned_log_dirs` plus one; 0 for null.
      - id: cordoned_log_dirs
        -orig-id: CordonedLogDirs
        type: kafka_uuid
        repeat: expr
        repeat-expr: num_cordoned_log_dirs.value - 1
        if: num_cordoned_log_dirs.value > 0
        doc: Log directories that are cordoned; null before the broker sends them in its heartbeats.
  register_broker_record_tagged_field:
    doc: A tagged field of RegisterBrokerRecord.
    seq:
      - id: tag
        type: kafka_uvarint
        doc: The tag.
      - id: len_data
        -orig-id: size
        type: kafka_uvarint
        doc: Size of the field's data in bytes.
      - id: data
        size: len_data.value
        type:
          switch-on: tag.value
          cases:
            0: register_broker_record_log_dirs
            1: register_broker_record_cordoned_log_dirs
        doc: The field's data; raw bytes for a tag this spec does not know.
  register_broker_record:
    doc: RegisterBrokerRecord (api key 0, versions 0-4).
    params:
      - id: version
        type: u8
        doc: The record version.
    seq:
      - id: broker_id
        -orig-id: BrokerId
        type: s4
        doc: The broker id.
      - id: is_migrating_zk_broker
        -orig-id: IsMigratingZkBroker
        type: kafka_bool
        doc: True if the broker is a ZK broker in migration mode. Otherwise, false.
        if: version >= 2
      - id: incarnation_id
        -orig-id: IncarnationId
        type: kafka_uuid
        doc: The incarnation ID of the broker process.
      - id: broker_epoch
        -orig-id: BrokerEpoch
        type: s8
        doc: The broker epoch assigned by the controller.
      - id: num_end_points
        type: kafka_uvarint
        doc: Number of `end_points` plus one (a compact array); 0 for null.
      - id: end_points
        -orig-id: EndPoints
        type: broker_endpoint
        repeat: expr
        repeat-expr: num_end_points.value - 1
        if: num_end_points.value > 0
        doc: The endpoints that can be used to communicate with this broker.
      - id: num_features
        type: kafka_uvarint
        doc: Number of `features` plus one (a compact array); 0 for null.
      - id: features
        -orig-id: Features
        type: broker_feature
        repeat: expr
        repeat-expr: num_features.value - 1
        if: num_features.value > 0
        doc: The features on this broker.
      - id: rack
        -orig-id: Rack
        type: kafka_compact_string
        doc: The broker rack.
      - id: fenced
        -orig-id: Fenced
        type: kafka_bool
        doc: True if the broker is fenced.
      - id: in_controlled_shutdown
        -orig-id: InControlledShutdown
        type: kafka_bool
        doc: True if the broker is in controlled shutdown.
        if: version >= 1
      - id: num_tagged_fields
        type: kafka_uvarint
        doc: Number of tagged fields that follow.
      - id: tagged_fields
        type: register_broker_record_tagged_field
        repeat: expr
        repeat-expr: num_tagged_fields.value
        doc: 'Tagged fields: 0 `log_dirs`, 1 `cordoned_log_dirs`; others kept as bytes.'
  unregister_broker_record:
    doc: UnregisterBrokerRecord (api key 1, versions 0).
    seq:
      - id: broker_id
        -orig-id: BrokerId
        type: s4
        doc: The broker id.
      - id: broker_epoch
        -orig-id: BrokerEpoch
        type: s8
        doc: The broker epoch.
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields (none known).
  topic_record:
    doc: TopicRecord (api key 2, versions 0).
    seq:
      - id: name
        -orig-id: Name
        type: kafka_compact_string
        doc: The topic name.
      - id: topic_id
        -orig-id: TopicId
        type: kafka_uuid
        doc: The unique ID of this topic.
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields (none known).
  partition_record_leader_recovery_state:
    doc: 'Tagged field 0 of PartitionRecord, `LeaderRecoveryState`: written only when it is not its default
      (0).'
    seq:
      - id: leader_recovery_state
        -orig-id: LeaderRecoveryState
        type: s1
        doc: 1 if the partition is recovering from an unclean leader election; 0 otherwise.
  partition_record_eligible_leader_replicas:
    doc: 'Tagged field 1 of PartitionRecord, `EligibleLeaderReplicas`: written only when it is not its
      default (null).'
    seq:
      - id: num_eligible_leader_replicas
        type: kafka_uvarint
        doc: Number of `eligible_leader_replicas` plus one; 0 for null.
      - id: eligible_leader_replicas
        -orig-id: EligibleLeaderReplicas
        type: s4
        repeat: expr
        repeat-expr: num_eligible_leader_replicas.value - 1
        if: num_eligible_leader_replicas.value > 0
        doc: The eligible leader replicas of this partition.
  partition_record_last_known_elr:
    doc: 'Tagged field 2 of PartitionRecord, `LastKnownElr`: written only when it is not its default (null).'
    seq:
      - id: num_last_known_elr
        type: kafka_uvarint
        doc: Number of `last_known_elr` plus one; 0 for null.
      - id: last_known_elr
        -orig-id: LastKnownElr
        type: s4
        repeat: expr
        repeat-expr: num_last_known_elr.value - 1
        if: num_last_known_elr.value > 0
        doc: The last known eligible leader replicas of this partition.
  partition_record_tagged_field:
    doc: A tagged field of PartitionRecord.
    seq:
      - id: tag
        type: kafka_uvarint
        doc: The tag.
      - id: len_data
        -orig-id: size
        type: kafka_uvarint
        doc: Size of the field's data in bytes.
      - id: data
        size: len_data.value
        type:
          switch-on: tag.value
          cases:
            0: partition_record_leader_recovery_state
            1: partition_record_eligible_leader_replicas
            2: partition_record_last_known_elr
        doc: The field's data; raw bytes for a tag this spec does not know.
  partition_record:
    doc: PartitionRecord (api key 3, versions 0-2).
    params:
      - id: version
        type: u8
        doc: The record version.
    seq:
      - id: partition_id
        -orig-id: PartitionId
        type: s4
        doc: The partition id.
      - id: topic_id
        -orig-id: TopicId
        type: kafka_uuid
        doc: The unique ID of this topic.
      - id: num_replicas
        type: kafka_uvarint
        doc: Number of `replicas` plus one (a compact array); 0 for null.
      - id: replicas
        -orig-id: Replicas
        type: s4
        repeat: expr
        repeat-expr: num_replicas.value - 1
        if: num_replicas.value > 0
        doc: The replicas of this partition, sorted by preferred order.
      - id: num_isr
        type: kafka_uvarint
        doc: Number of `isr` plus one (a compact array); 0 for null.
      - id: isr
        -orig-id: Isr
        type: s4
        repeat: expr
        repeat-expr: num_isr.value - 1
        if: num_isr.value > 0
        doc: The in-sync replicas of this partition.
      - id: num_removing_replicas
        type: kafka_uvarint
        doc: Number of `removing_replicas` plus one (a compact array); 0 for null.
      - id: removing_replicas
        -orig-id: RemovingReplicas
        type: s4
        repeat: expr
        repeat-expr: num_removing_replicas.value - 1
        if: num_removing_replicas.value > 0
        doc: The replicas that we are in the process of removing.
      - id: num_adding_replicas
        type: kafka_uvarint
        doc: Number of `adding_replicas` plus one (a compact array); 0 for null.
      - id: adding_replicas
        -orig-id: AddingReplicas
        type: s4
        repeat: expr
        repeat-expr: num_adding_replicas.value - 1
        if: num_adding_replicas.value > 0
        doc: The replicas that we are in the process of adding.
      - id: leader
        -orig-id: Leader
        type: s4
        doc: The lead replica, or -1 if there is no leader.
      - id: leader_epoch
        -orig-id: LeaderEpoch
        type: s4
        doc: The epoch of the partition leader.
      - id: partition_epoch
        -orig-id: PartitionEpoch
        type: s4
        doc: An epoch that gets incremented each time we change anything in the partition.
      - id: num_directories
        type: kafka_uvarint
        doc: Number of `directories` plus one (a compact array); 0 for null.
        if: version >= 1
      - id: directories
        -orig-id: Directories
        type: kafka_uuid
        repeat: expr
        repeat-expr: num_directories.value - 1
        if: (version >= 1) and num_directories.value > 0
        doc: The log directory hosting each replica, sorted in the same exact order as the Replicas field.
      - id: num_tagged_fields
        type: kafka_uvarint
        doc: Number of tagged fields that follow.
      - id: tagged_fields
        type: partition_record_tagged_field
        repeat: expr
        repeat-expr: num_tagged_fields.value
        doc: 'Tagged fields: 0 `leader_recovery_state`, 1 `eligible_leader_replicas`, 2 `last_known_elr`;
          others kept as bytes.'
  config_record:
    doc: ConfigRecord (api key 4, versions 0).
    seq:
      - id: resource_type
        -orig-id: ResourceType
        type: s1
        doc: The type of resource this configuration applies to.
      - id: resource_name
        -orig-id: ResourceName
        type: kafka_compact_string
        doc: The name of the resource this configuration applies to.
      - id: name
        -orig-id: Name
        type: kafka_compact_string
        doc: The name of the configuration key.
      - id: value
        -orig-id: Value
        type: kafka_compact_string
        doc: The value of the configuration, or null if the it should be deleted.
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields (none known).
  partition_change_record_isr:
    doc: 'Tagged field 0 of PartitionChangeRecord, `Isr`: written only when it is not its default (null).'
    seq:
      - id: num_isr
        type: kafka_uvarint
        doc: Number of `isr` plus one; 0 for null.
      - id: isr
        -orig-id: Isr
        type: s4
        repeat: expr
        repeat-expr: num_isr.value - 1
        if: num_isr.value > 0
        doc: Null if the ISR didn't change; the new in-sync replicas otherwise.
  partition_change_record_leader:
    doc: 'Tagged field 1 of PartitionChangeRecord, `Leader`: written only when it is not its default (-2).'
    seq:
      - id: leader
        -orig-id: Leader
        type: s4
        doc: -1 if there is now no leader; -2 if the leader didn't change; the new leader otherwise.
  partition_change_record_replicas:
    doc: 'Tagged field 2 of PartitionChangeRecord, `Replicas`: written only when it is not its default
      (null).'
    seq:
      - id: num_replicas
        type: kafka_uvarint
        doc: Number of `replicas` plus one; 0 for null.
      - id: replicas
        -orig-id: Replicas
        type: s4
        repeat: expr
        repeat-expr: num_replicas.value - 1
        if: num_replicas.value > 0
        doc: Null if the replicas didn't change; the new replicas otherwise.
  partition_change_record_removing_replicas:
    doc: 'Tagged field 3 of PartitionChangeRecord, `RemovingReplicas`: written only when it is not its
      default (null).'
    seq:
      - id: num_removing_replicas
        type: kafka_uvarint
        doc: Number of `removing_replicas` plus one; 0 for null.
      - id: removing_replicas
        -orig-id: RemovingReplicas
        type: s4
        repeat: expr
        repeat-expr: num_removing_replicas.value - 1
        if: num_removing_replicas.value > 0
        doc: Null if the removing replicas didn't change; the new removing replicas otherwise.
  partition_change_record_adding_replicas:
    doc: 'Tagged field 4 of PartitionChangeRecord, `AddingReplicas`: written only when it is not its default
      (null).'
    seq:
      - id: num_adding_replicas
        type: kafka_uvarint
        doc: Number of `adding_replicas` plus one; 0 for null.
      - id: adding_replicas
        -orig-id: AddingReplicas
        type: s4
        repeat: expr
        repeat-expr: num_adding_replicas.value - 1
        if: num_adding_replicas.value > 0
        doc: Null if the adding replicas didn't change; the new adding replicas otherwise.
  partition_change_record_leader_recovery_state:
    doc: 'Tagged field 5 of PartitionChangeRecord, `LeaderRecoveryState`: written only when it is not
      its default (-1).'
    seq:
      - id: leader_recovery_state
        -orig-id: LeaderRecoveryState
        type: s1
        doc: -1 if it didn't change; 0 if the leader was elected from the ISR or recovered from an unclean
          election; 1 if the leader that was elected using unclean leader election and it is still recovering.
  partition_change_record_directories:
    doc: 'Tagged field 8 of PartitionChangeRecord, `Directories`: written only when it is not its default
      (null).'
    seq:
      - id: num_directories
        type: kafka_uvarint
        doc: Number of `directories` plus one; 0 for null.
      - id: directories
        -orig-id: Directories
        type: kafka_uuid
        repeat: expr
        repeat-expr: num_directories.value - 1
        if: num_directories.value > 0
        doc: Null if the log dirs didn't change; the new log directory for each replica otherwise.
  partition_change_record_eligible_leader_replicas:
    doc: 'Tagged field 6 of PartitionChangeRecord, `EligibleLeaderReplicas`: written only when it is not
      its default (null).'
    seq:
      - id: num_eligible_leader_replicas
        type: kafka_uvarint
        doc: Number of `eligible_leader_replicas` plus one; 0 for null.
      - id: eligible_leader_replicas
        -orig-id: EligibleLeaderReplicas
        type: s4
        repeat: expr
        repeat-expr: num_eligible_leader_replicas.value - 1
        if: num_eligible_leader_replicas.value > 0
        doc: Null if the ELR didn't change; the new eligible leader replicas otherwise.
  partition_change_record_last_known_elr:
    doc: 'Tagged field 7 of PartitionChangeRecord, `LastKnownElr`: written only when it is not its default
      (null).'
    seq:
      - id: num_last_known_elr
        type: kafka_uvarint
        doc: Number of `last_known_elr` plus one; 0 for null.
      - id: last_known_elr
        -orig-id: LastKnownElr
        type: s4
        repeat: expr
        repeat-expr: num_last_known_elr.value - 1
        if: num_last_known_elr.value > 0
        doc: Null if the LastKnownElr didn't change; the last known eligible leader replicas otherwise.
  partition_change_record_tagged_field:
    doc: A tagged field of PartitionChangeRecord.
    seq:
      - id: tag
        type: kafka_uvarint
        doc: The tag.
      - id: len_data
        -orig-id: size
        type: kafka_uvarint
        doc: Size of the field's data in bytes.
      - id: data
        size: len_data.value
        type:
          switch-on: tag.value
          cases:
            0: partition_change_record_isr
            1: partition_change_record_leader
            2: partition_change_record_replicas
            3: partition_change_record_removing_replicas
            4: partition_change_record_adding_replicas
            5: partition_change_record_leader_recovery_state
            8: partition_change_record_directories
            6: partition_change_record_eligible_leader_replicas
            7: partition_change_record_last_known_elr
        doc: The field's data; raw bytes for a tag this spec does not know.
  partition_change_record:
    doc: PartitionChangeRecord (api key 5, versions 0-2).
    seq:
      - id: partition_id
        -orig-id: PartitionId
        type: s4
        doc: The partition id.
      - id: topic_id
        -orig-id: TopicId
        type: kafka_uuid
        doc: The unique ID of this topic.
      - id: num_tagged_fields
        type: kafka_uvarint
        doc: Number of tagged fields that follow.
      - id: tagged_fields
        type: partition_change_record_tagged_field
        repeat: expr
        repeat-expr: num_tagged_fields.value
        doc: 'Tagged fields: 0 `isr`, 1 `leader`, 2 `replicas`, 3 `removing_replicas`, 4 `adding_replicas`,
          5 `leader_recovery_state`, 8 `directories`, 6 `eligible_leader_replicas`, 7 `last_known_elr`;
          others kept as bytes.'
  fence_broker_record:
    doc: FenceBrokerRecord (api key 7, versions 0).
    seq:
      - id: id
        -orig-id: Id
        type: s4
        doc: The broker ID to fence. It will be removed from all ISRs.
      - id: epoch
        -orig-id: Epoch
        type: s8
        doc: The epoch of the broker to fence.
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields (none known).
  unfence_broker_record:
    doc: UnfenceBrokerRecord (api key 8, versions 0).
    seq:
      - id: id
        -orig-id: Id
        type: s4
        doc: The broker ID to unfence.
      - id: epoch
        -orig-id: Epoch
        type: s8
        doc: The epoch of the broker to unfence.
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields (none known).
  remove_topic_record:
    doc: RemoveTopicRecord (api key 9, versions 0).
    seq:
      - id: topic_id
        -orig-id: TopicId
        type: kafka_uuid
        doc: The topic to remove. All associated partitions will be removed as well.
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields (none known).
  delegation_token_record:
    doc: DelegationTokenRecord (api key 10, versions 0).
    seq:
      - id: owner
        -orig-id: Owner
        type: kafka_compact_string
        doc: The delegation token owner.
      - id: requester
        -orig-id: Requester
        type: kafka_compact_string
        doc: The delegation token requester.
      - id: num_renewers
        type: kafka_uvarint
        doc: Number of `renewers` plus one (a compact array); 0 for null.
      - id: renewers
        -orig-id: Renewers
        type: kafka_compact_string
        repeat: expr
        repeat-expr: num_renewers.value - 1
        if: num_renewers.value > 0
        doc: The principals which can renew this token.
      - id: issue_timestamp
        -orig-id: IssueTimestamp
        type: s8
        doc: The time at which this timestamp was issued.
      - id: max_timestamp
        -orig-id: MaxTimestamp
        type: s8
        doc: The time at which this token cannot be renewed any more.
      - id: expiration_timestamp
        -orig-id: ExpirationTimestamp
        type: s8
        doc: The next time at which this token must be renewed.
      - id: token_id
        -orig-id: TokenId
        type: kafka_compact_string
        doc: The token id.
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields (none known).
  user_scram_credential_record:
    doc: UserScramCredentialRecord (api key 11, versions 0).
    seq:
      - id: name
        -orig-id: Name
        type: kafka_compact_string
        doc: The user name.
      - id: mechanism
        -orig-id: Mechanism
        type: s1
        doc: The SCRAM mechanism.
      - id: salt
        -orig-id: Salt
        type: kafka_compact_bytes
        doc: A random salt generated by the client.
      - id: stored_key
        -orig-id: StoredKey
        type: kafka_compact_bytes
        doc: The key the Server uses to authenticate the Client.
      - id: server_key
        -orig-id: ServerKey
        type: kafka_compact_bytes
        doc: The key the Client uses to validate the Servers identity.
      - id: iterations
        -orig-id: Iterations
        type: s4
        doc: The number of iterations used in the SCRAM credential.
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields (none known).
  feature_level_record:
    doc: FeatureLevelRecord (api key 12, versions 0).
    seq:
      - id: name
        -orig-id: Name
        type: kafka_compact_string
        doc: The feature name.
      - id: feature_level
        -orig-id: FeatureLevel
        type: s2
        doc: The current finalized feature level of this feature for the cluster, a value of 0 means feature
          not supported.
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields (none known).
    instances:
      metadata_version:
        value: feature_level
        enum: metadata_version
        if: name.value == "metadata.version"
        doc: The level by name when the feature is `metadata.version`.
  entity_data:
    doc: The quota entity to alter.
    seq:
      - id: entity_type
        -orig-id: EntityType
        type: kafka_compact_string
        doc: The entity type.
      - id: entity_name
        -orig-id: EntityName
        type: kafka_compact_string
        doc: The name of the entity, or null if the default.
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields (none known).
  client_quota_record:
    doc: ClientQuotaRecord (api key 14, versions 0).
    seq:
      - id: num_entity
        type: kafka_uvarint
        doc: Number of `entity` plus one (a compact array); 0 for null.
      - id: entity
        -orig-id: Entity
        type: entity_data
        repeat: expr
        repeat-expr: num_entity.value - 1
        if: num_entity.value > 0
        doc: The quota entity to alter.
      - id: key
        -orig-id: Key
        type: kafka_compact_string
        doc: The quota configuration key.
      - id: value
        -orig-id: Value
        type: kafka_float64
        doc: The value to set, otherwise ignored if the value is to be removed.
      - id: remove
        -orig-id: Remove
        type: kafka_bool
        doc: Whether the quota configuration value should be removed, otherwise set.
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields (none known).
  producer_ids_record:
    doc: ProducerIdsRecord (api key 15, versions 0).
    seq:
      - id: broker_id
        -orig-id: BrokerId
        type: s4
        doc: The ID of the requesting broker.
      - id: broker_epoch
        -orig-id: BrokerEpoch
        type: s8
        doc: The epoch of the requesting broker.
      - id: next_producer_id
        -orig-id: NextProducerId
        type: s8
        doc: The next producerId that will be assigned (i.e. the first producerId in the next assigned
          block).
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields (none known).
  broker_registration_change_record_fenced:
    doc: 'Tagged field 0 of BrokerRegistrationChangeRecord, `Fenced`: written only when it is not its
      default.'
    seq:
      - id: fenced
        -orig-id: Fenced
        type: s1
        doc: -1 if the broker has been unfenced, 0 if no change, 1 if the broker has been fenced.
  broker_registration_change_record_in_controlled_shutdown:
    doc: 'Tagged field 1 of BrokerRegistrationChangeRecord, `InControlledShutdown`: written only when
      it is not its default.'
    seq:
      - id: in_controlled_shutdown
        -orig-id: InControlledShutdown
        type: s1
        doc: 0 if no change, 1 if the broker is in controlled shutdown.
  broker_registration_change_record_log_dirs:
    doc: 'Tagged field 2 of BrokerRegistrationChangeRecord, `LogDirs`: written only when it is not its
      default.'
    seq:
      - id: num_log_dirs
        type: kafka_uvarint
        doc: Number of `log_dirs` plus one; 0 for null.
      - id: log_dirs
        -orig-id: LogDirs
        type: kafka_uuid
        repeat: expr
        repeat-expr: num_log_dirs.value - 1
        if: num_log_dirs.value > 0
        doc: Log directories configured in this broker which are available.
  broker_registration_change_record_cordoned_log_dirs:
    doc: |
      Tagged field 3 of BrokerRegistrationChangeRecord (version 3, Kafka 4.3),
      `CordonedLogDirs`: written only when it is not null.
    seq:
      - id: num_cordoned_log_dirs
        type: kafka_uvarint
        doc: Number of `cordoned_log_dirs` plus one; 0 for null (no change).
      - id: cordoned_log_dirs
        -orig-id: CordonedLogDirs
        type: kafka_uuid
        repeat: expr
        repeat-expr: num_cordoned_log_dirs.value - 1
        if: num_cordoned_log_dirs.value > 0
        doc: Log directories that are cordoned, or null if no change.
  broker_registration_change_record_tagged_field:
    doc: A tagged field of BrokerRegistrationChangeRecord.
    seq:
      - id: tag
        type: kafka_uvarint
        doc: The tag.
      - id: len_data
        -orig-id: size
        type: kafka_uvarint
        doc: Size of the field's data in bytes.
      - id: data
        size: len_data.value
        type:
          switch-on: tag.value
          cases:
            0: broker_registration_change_record_fenced
            1: broker_registration_change_record_in_controlled_shutdown
            2: broker_registration_change_record_log_dirs
            3: broker_registration_change_record_cordoned_log_dirs
        doc: The field's data; raw bytes for a tag this spec does not know.
  broker_registration_change_record:
    doc: BrokerRegistrationChangeRecord (api key 17, versions 0-3).
    seq:
      - id: broker_id
        -orig-id: BrokerId
        type: s4
        doc: The broker id.
      - id: broker_epoch
        -orig-id: BrokerEpoch
        type: s8
        doc: The broker epoch assigned by the controller.
      - id: num_tagged_fields
        type: kafka_uvarint
        doc: Number of tagged fields that follow.
      - id: tagged_fields
        type: broker_registration_change_record_tagged_field
        repeat: expr
        repeat-expr: num_tagged_fields.value
        doc: 'Tagged fields: 0 `fenced`, 1 `in_controlled_shutdown`, 2 `log_dirs`, 3 `cordoned_log_dirs`; others kept as bytes.'
  access_control_entry_record:
    doc: AccessControlEntryRecord (api key 18, versions 0).
    seq:
      - id: id
        -orig-id: Id
        type: kafka_uuid
        doc: The unique ID of this ACL.
      - id: resource_type
        -orig-id: ResourceType
        type: s1
        doc: The resource type.
      - id: resource_name
        -orig-id: ResourceName
        type: kafka_compact_string
        doc: The resource name.
      - id: pattern_type
        -orig-id: PatternType
        type: s1
        doc: The resource name pattern type.
      - id: principal
        -orig-id: Principal
        type: kafka_compact_string
        doc: The principal name.
      - id: host
        -orig-id: Host
        type: kafka_compact_string
        doc: The host name.
      - id: operation
        -orig-id: Operation
        type: s1
        doc: The AclOperation.
      - id: permission_type
        -orig-id: PermissionType
        type: s1
        doc: The AclPermissionType.
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields (none known).
  remove_access_control_entry_record:
    doc: RemoveAccessControlEntryRecord (api key 19, versions 0).
    seq:
      - id: id
        -orig-id: Id
        type: kafka_uuid
        doc: The ID of the AccessControlEntry to remove.
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields (none known).
  no_op_record:
    doc: NoOpRecord (api key 20, versions 0).
    seq:
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields (none known).
  zk_migration_state_record:
    doc: ZkMigrationStateRecord (api key 21, versions 0).
    seq:
      - id: zk_migration_state
        -orig-id: ZkMigrationState
        type: s1
        doc: One of the possible migration states.
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields (none known).
  remove_user_scram_credential_record:
    doc: RemoveUserScramCredentialRecord (api key 22, versions 0).
    seq:
      - id: name
        -orig-id: Name
        type: kafka_compact_string
        doc: The user name.
      - id: mechanism
        -orig-id: Mechanism
        type: s1
        doc: The SCRAM mechanism.
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields (none known).
  begin_transaction_record_name:
    doc: 'Tagged field 0 of BeginTransactionRecord, `Name`: written only when it is not its default (null).'
    seq:
      - id: name
        -orig-id: Name
        type: kafka_compact_string
        doc: An optional textual description of this transaction.
  begin_transaction_record_tagged_field:
    doc: A tagged field of BeginTransactionRecord.
    seq:
      - id: tag
        type: kafka_uvarint
        doc: The tag.
      - id: len_data
        -orig-id: size
        type: kafka_uvarint
        doc: Size of the field's data in bytes.
      - id: data
        size: len_data.value
        type:
          switch-on: tag.value
          cases:
            0: begin_transaction_record_name
        doc: The field's data; raw bytes for a tag this spec does not know.
  begin_transaction_record:
    doc: BeginTransactionRecord (api key 23, versions 0).
    seq:
      - id: num_tagged_fields
        type: kafka_uvarint
        doc: Number of tagged fields that follow.
      - id: tagged_fields
        type: begin_transaction_record_tagged_field
        repeat: expr
        repeat-expr: num_tagged_fields.value
        doc: 'Tagged fields: 0 `name`; others kept as bytes.'
  end_transaction_record:
    doc: EndTransactionRecord (api key 24, versions 0).
    seq:
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields (none known).
  abort_transaction_record_reason:
    doc: 'Tagged field 0 of AbortTransactionRecord, `Reason`: written only when it is not its default
      (null).'
    seq:
      - id: reason
        -orig-id: Reason
        type: kafka_compact_string
        doc: An optional textual description of why the transaction was aborted.
  abort_transaction_record_tagged_field:
    doc: A tagged field of AbortTransactionRecord.
    seq:
      - id: tag
        type: kafka_uvarint
        doc: The tag.
      - id: len_data
        -orig-id: size
        type: kafka_uvarint
        doc: Size of the field's data in bytes.
      - id: data
        size: len_data.value
        type:
          switch-on: tag.value
          cases:
            0: abort_transaction_record_reason
        doc: The field's data; raw bytes for a tag this spec does not know.
  abort_transaction_record:
    doc: AbortTransactionRecord (api key 25, versions 0).
    seq:
      - id: num_tagged_fields
        type: kafka_uvarint
        doc: Number of tagged fields that follow.
      - id: tagged_fields
        type: abort_transaction_record_tagged_field
        repeat: expr
        repeat-expr: num_tagged_fields.value
        doc: 'Tagged fields: 0 `reason`; others kept as bytes.'
  remove_delegation_token_record:
    doc: RemoveDelegationTokenRecord (api key 26, versions 0).
    seq:
      - id: token_id
        -orig-id: TokenId
        type: kafka_compact_string
        doc: The tokenID to remove.
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields (none known).
  clear_elr_record:
    doc: ClearElrRecord (api key 28, versions 0; Kafka 4.0 on, KIP-966).
    seq:
      - id: topic_name
        -orig-id: TopicName
        type: kafka_compact_string
        doc: The name of the topic to clear ELRs for, or empty if all ELRs should be cleared.
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields (none known).
  unregister_controller_record:
    doc: UnregisterControllerRecord (api key 29, versions 0; Kafka 4.4 on, KIP-1312).
    seq:
      - id: controller_id
        -orig-id: ControllerId
        type: s4
        doc: The controller id.
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields (none known).
  controller_endpoint:
    doc: The endpoints that can be used to communicate with this controller.
    seq:
      - id: name
        -orig-id: Name
        type: kafka_compact_string
        doc: The name of the endpoint.
      - id: host
        -orig-id: Host
        type: kafka_compact_string
        doc: The hostname.
      - id: port
        -orig-id: Port
        type: u2
        doc: The port.
      - id: security_protocol
        -orig-id: SecurityProtocol
        type: s2
        doc: The security protocol.
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields (none known).
  controller_feature:
    doc: The features on this controller.
    seq:
      - id: name
        -orig-id: Name
        type: kafka_compact_string
        doc: The feature name.
      - id: min_supported_version
        -orig-id: MinSupportedVersion
        type: s2
        doc: The minimum supported feature level.
      - id: max_supported_version
        -orig-id: MaxSupportedVersion
        type: s2
        doc: The maximum supported feature level.
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields (none known).
  register_controller_record:
    doc: RegisterControllerRecord (api key 27, versions 0).
    seq:
      - id: controller_id
        -orig-id: ControllerId
        type: s4
        doc: The controller id.
      - id: incarnation_id
        -orig-id: IncarnationId
        type: kafka_uuid
        doc: The incarnation ID of the controller process.
      - id: zk_migration_ready
        -orig-id: ZkMigrationReady
        type: kafka_bool
        doc: Set if the required configurations for ZK migration are present.
      - id: num_end_points
        type: kafka_uvarint
        doc: Number of `end_points` plus one (a compact array); 0 for null.
      - id: end_points
        -orig-id: EndPoints
        type: controller_endpoint
        repeat: expr
        repeat-expr: num_end_points.value - 1
        if: num_end_points.value > 0
        doc: The endpoints that can be used to communicate with this controller.
      - id: num_features
        type: kafka_uvarint
        doc: Number of `features` plus one (a compact array); 0 for null.
      - id: features
        -orig-id: Features
        type: controller_feature
        repeat: expr
        repeat-expr: num_features.value - 1
        if: num_features.value > 0
        doc: The features on this controller.
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields (none known).
enums:
  metadata_record_type:
    0:
      id: register_broker_record
      -orig-id: RegisterBrokerRecord
      doc: RegisterBrokerRecord, versions 0-4.
    1:
      id: unregister_broker_record
      -orig-id: UnregisterBrokerRecord
      doc: UnregisterBrokerRecord, versions 0.
    2:
      id: topic_record
      -orig-id: TopicRecord
      doc: TopicRecord, versions 0.
    3:
      id: partition_record
      -orig-id: PartitionRecord
      doc: PartitionRecord, versions 0-2.
    4:
      id: config_record
      -orig-id: ConfigRecord
      doc: ConfigRecord, versions 0.
    5:
      id: partition_change_record
      -orig-id: PartitionChangeRecord
      doc: PartitionChangeRecord, versions 0-2.
    7:
      id: fence_broker_record
      -orig-id: FenceBrokerRecord
      doc: FenceBrokerRecord, versions 0.
    8:
      id: unfence_broker_record
      -orig-id: UnfenceBrokerRecord
      doc: UnfenceBrokerRecord, versions 0.
    9:
      id: remove_topic_record
      -orig-id: RemoveTopicRecord
      doc: RemoveTopicRecord, versions 0.
    10:
      id: delegation_token_record
      -orig-id: DelegationTokenRecord
      doc: DelegationTokenRecord, versions 0.
    11:
      id: user_scram_credential_record
      -orig-id: UserScramCredentialRecord
      doc: UserScramCredentialRecord, versions 0.
    12:
      id: feature_level_record
      -orig-id: FeatureLevelRecord
      doc: FeatureLevelRecord, versions 0.
    14:
      id: client_quota_record
      -orig-id: ClientQuotaRecord
      doc: ClientQuotaRecord, versions 0.
    15:
      id: producer_ids_record
      -orig-id: ProducerIdsRecord
      doc: ProducerIdsRecord, versions 0.
    17:
      id: broker_registration_change_record
      -orig-id: BrokerRegistrationChangeRecord
      doc: BrokerRegistrationChangeRecord, versions 0-3.
    18:
      id: access_control_entry_record
      -orig-id: AccessControlEntryRecord
      doc: AccessControlEntryRecord, versions 0.
    19:
      id: remove_access_control_entry_record
      -orig-id: RemoveAccessControlEntryRecord
      doc: RemoveAccessControlEntryRecord, versions 0.
    20:
      id: no_op_record
      -orig-id: NoOpRecord
      doc: NoOpRecord, versions 0.
    21:
      id: zk_migration_state_record
      -orig-id: ZkMigrationStateRecord
      doc: ZkMigrationStateRecord, versions 0.
    22:
      id: remove_user_scram_credential_record
      -orig-id: RemoveUserScramCredentialRecord
      doc: RemoveUserScramCredentialRecord, versions 0.
    23:
      id: begin_transaction_record
      -orig-id: BeginTransactionRecord
      doc: BeginTransactionRecord, versions 0.
    24:
      id: end_transaction_record
      -orig-id: EndTransactionRecord
      doc: EndTransactionRecord, versions 0.
    25:
      id: abort_transaction_record
      -orig-id: AbortTransactionRecord
      doc: AbortTransactionRecord, versions 0.
    26:
      id: remove_delegation_token_record
      -orig-id: RemoveDelegationTokenRecord
      doc: RemoveDelegationTokenRecord, versions 0.
    27:
      id: register_controller_record
      -orig-id: RegisterControllerRecord
      doc: RegisterControllerRecord, versions 0.
    28:
      id: clear_elr_record
      -orig-id: ClearElrRecord
      doc: ClearElrRecord, versions 0 (Kafka 4.0 on).
    29:
      id: unregister_controller_record
      -orig-id: UnregisterControllerRecord
      doc: UnregisterControllerRecord, versions 0 (Kafka 4.4 on).
  metadata_version:
    7:
      id: ibp_3_3_iv3
      -orig-id: IBP_3_3_IV3
      doc: metadata.version 3.3-IV3.
    8:
      id: ibp_3_4_iv0
      -orig-id: IBP_3_4_IV0
      doc: metadata.version 3.4-IV0.
    9:
      id: ibp_3_5_iv0
      -orig-id: IBP_3_5_IV0
      doc: metadata.version 3.5-IV0.
    10:
      id: ibp_3_5_iv1
      -orig-id: IBP_3_5_IV1
      doc: metadata.version 3.5-IV1.
    11:
      id: ibp_3_5_iv2
      -orig-id: IBP_3_5_IV2
      doc: metadata.version 3.5-IV2.
    12:
      id: ibp_3_6_iv0
      -orig-id: IBP_3_6_IV0
      doc: metadata.version 3.6-IV0.
    13:
      id: ibp_3_6_iv1
      -orig-id: IBP_3_6_IV1
      doc: metadata.version 3.6-IV1.
    14:
      id: ibp_3_6_iv2
      -orig-id: IBP_3_6_IV2
      doc: metadata.version 3.6-IV2.
    15:
      id: ibp_3_7_iv0
      -orig-id: IBP_3_7_IV0
      doc: metadata.version 3.7-IV0.
    16:
      id: ibp_3_7_iv1
      -orig-id: IBP_3_7_IV1
      doc: metadata.version 3.7-IV1.
    17:
      id: ibp_3_7_iv2
      -orig-id: IBP_3_7_IV2
      doc: metadata.version 3.7-IV2.
    18:
      id: ibp_3_7_iv3
      -orig-id: IBP_3_7_IV3
      doc: metadata.version 3.7-IV3.
    19:
      id: ibp_3_7_iv4
      -orig-id: IBP_3_7_IV4
      doc: metadata.version 3.7-IV4.
    20:
      id: ibp_3_8_iv0
      -orig-id: IBP_3_8_IV0
      doc: metadata.version 3.8-IV0.
    21:
      id: ibp_3_9_iv0
      -orig-id: IBP_3_9_IV0
      doc: metadata.version 3.9-IV0.
    22:
      id: ibp_4_0_iv0
      -orig-id: IBP_4_0_IV0
      doc: metadata.version 4.0-IV0.
    23:
      id: ibp_4_0_iv1
      -orig-id: IBP_4_0_IV1
      doc: metadata.version 4.0-IV1.
    24:
      id: ibp_4_0_iv2
      -orig-id: IBP_4_0_IV2
      doc: metadata.version 4.0-IV2.
    25:
      id: ibp_4_0_iv3
      -orig-id: IBP_4_0_IV3
      doc: metadata.version 4.0-IV3.
    26:
      id: ibp_4_1_iv0
      -orig-id: IBP_4_1_IV0
      doc: metadata.version 4.1-IV0.
    27:
      id: ibp_4_1_iv1
      -orig-id: IBP_4_1_IV1
      doc: metadata.version 4.1-IV1.
    28:
      id: ibp_4_2_iv0
      -orig-id: IBP_4_2_IV0
      doc: metadata.version 4.2-IV0.
    29:
      id: ibp_4_2_iv1
      -orig-id: IBP_4_2_IV1
      doc: metadata.version 4.2-IV1.
    30:
      id: ibp_4_3_iv0
      -orig-id: IBP_4_3_IV0
      doc: metadata.version 4.3-IV0.
    31:
      id: ibp_4_4_iv0
      -orig-id: IBP_4_4_IV0
      doc: metadata.version 4.4-IV0 (share groups' dead-letter queues, KIP-1191).
    32:
      id: ibp_4_4_iv1
      -orig-id: IBP_4_4_IV1
      doc: metadata.version 4.4-IV1 (CIDR host patterns in ACLs, KIP-1276).
    33:
      id: ibp_4_4_iv2
      -orig-id: IBP_4_4_IV2
      doc: metadata.version 4.4-IV2 (controller unregistration, KIP-1312).
