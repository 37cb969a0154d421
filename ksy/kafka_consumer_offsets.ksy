meta:
  id: kafka_consumer_offsets
  title: Records of Kafka's __consumer_offsets topic (group coordinator)
  xref:
    kafka-doc: https://kafka.apache.org/documentation/#impl_offsettracking
    kip:
      - https://cwiki.apache.org/confluence/display/KAFKA/KIP-915%3A+Txn+and+Group+Coordinator+Downgrade+Foundation
      - https://cwiki.apache.org/confluence/display/KAFKA/KIP-848%3A+The+Next+Generation+of+the+Consumer+Rebalance+Protocol
  license: Apache-2.0
  ks-version: '0.11'
  endian: be
  imports:
    - kafka_uvarint
    - kafka_string
    - kafka_bytes
    - kafka_compact_string
    - kafka_compact_bytes
    - kafka_uuid
    - kafka_tagged_fields
doc: |
  One record of the `__consumer_offsets` topic, where the group coordinator
  keeps committed offsets and group state: the record's key bytes followed
  by its value bytes (a host passes both lengths). Kafka 3.9's
  `CoordinatorRecordSerde` writes a key as a 16-bit record type followed by
  the key message at the version equal to that type, and a value as a 16-bit
  version followed by the value message at that version. A null value (a
  tombstone) deletes what the key names: a committed offset, a group, a
  member.

  Record types: 0 and 1 offset commits (0 was written by brokers before
  0.10.1 and by none since; both have the same key), 2 classic group
  metadata, 3-8 the records of KIP-848 consumer groups. The value messages
  have flexible versions (compact strings and arrays, tagged fields) from
  OffsetCommitValue v4, GroupMetadataValue v4 and every consumer-group value.
  Kafka reads a message from the start of its bytes and ignores any bytes
  after it, as the `size` of `key` and `value` does here.

  Field names are those of Kafka's message definitions
  (group-coordinator/src/main/resources/common/message), in snake case.
doc-ref:
  - https://github.com/apache/kafka/blob/3.9/group-coordinator/src/main/java/org/apache/kafka/coordinator/group/CoordinatorRecordSerde.java
  - https://github.com/apache/kafka/tree/3.9/group-coordinator/src/main/resources/common/message
params:
  - id: len_key
    type: s4
    doc: Length of the record's key in bytes.
  - id: len_value
    type: s4
    doc: Length of the record's value in bytes; -1 for a null value (a tombstone).
seq:
  - id: key
    size: len_key
    type: key
    doc: The record key.
  - id: value
    size: len_value
    type: value(key.record_type)
    if: len_value >= 0 and key.is_known
    doc: |
      The record value; absent for a tombstone, and not read after a key of
      a record type Kafka 3.9 does not know.
instances:
  is_tombstone:
    value: len_value < 0
    doc: Whether the value is null, deleting what the key names.
types:
  key:
    doc: A record key; its type selects both the key and the value message.
    -webide-representation: 'type {record_type:dec}'
    seq:
      - id: record_type
        -orig-id: version
        type: s2
        doc: |
          The record type, which is also the version the key message is
          written at. 0-8 in Kafka 3.9; other types are unknown to it.
      - id: body
        size-eos: true
        type:
          switch-on: record_type
          cases:
            0: offset_commit_key
            1: offset_commit_key
            2: group_metadata_key
            3: consumer_group_key
            4: consumer_group_key
            5: consumer_group_member_key
            6: consumer_group_key
            7: consumer_group_member_key
            8: consumer_group_member_key
        doc: |
          The key message: OffsetCommitKey (types 0, 1), GroupMetadataKey (2),
          ConsumerGroupMetadataKey (3), ConsumerGroupPartitionMetadataKey (4),
          ConsumerGroupMemberMetadataKey (5),
          ConsumerGroupTargetAssignmentMetadataKey (6),
          ConsumerGroupTargetAssignmentMemberKey (7),
          ConsumerGroupCurrentMemberAssignmentKey (8). Raw bytes for another type.
    instances:
      is_known:
        value: record_type >= 0 and record_type <= 8
        doc: Whether Kafka 3.9 knows the record type (0-8).
  offset_commit_key:
    doc: OffsetCommitKey (types 0 and 1), the partition a committed offset is for.
    -webide-representation: '{group.value} {topic.value}-{partition:dec}'
    seq:
      - id: group
        type: kafka_string
        doc: The group id.
      - id: topic
        type: kafka_string
        doc: The topic name.
      - id: partition
        type: s4
        doc: The partition number.
  group_metadata_key:
    doc: GroupMetadataKey (type 2), a classic group.
    -webide-representation: '{group.value}'
    seq:
      - id: group
        type: kafka_string
        doc: The group id.
  consumer_group_key:
    doc: |
      The key of a consumer group's record (KIP-848): ConsumerGroupMetadataKey
      (3), ConsumerGroupPartitionMetadataKey (4) and
      ConsumerGroupTargetAssignmentMetadataKey (6) all hold only the group id.
    -webide-representation: '{group_id.value}'
    seq:
      - id: group_id
        -orig-id: GroupId
        type: kafka_string
        doc: The group id.
  consumer_group_member_key:
    doc: |
      The key of a member's record (KIP-848): ConsumerGroupMemberMetadataKey
      (5), ConsumerGroupTargetAssignmentMemberKey (7) and
      ConsumerGroupCurrentMemberAssignmentKey (8).
    -webide-representation: '{group_id.value} {member_id.value}'
    seq:
      - id: group_id
        -orig-id: GroupId
        type: kafka_string
        doc: The group id.
      - id: member_id
        -orig-id: MemberId
        type: kafka_string
        doc: The member id.
  value:
    doc: A record value, the message its key's type selects.
    -webide-representation: 'v{version:dec}'
    params:
      - id: record_type
        type: s2
        doc: The key's record type.
    seq:
      - id: version
        type: s2
        valid:
          min: 0
          max: 4
        doc: |
          The version of the value message: 0-4 for offset commits and
          group metadata, 0 for the consumer-group records. Kafka refuses
          a version it does not know.
      - id: body
        size-eos: true
        type:
          switch-on: 'version <= max_version ? record_type : -1'
          cases:
            0: offset_commit_value(version)
            1: offset_commit_value(version)
            2: group_metadata_value(version)
            3: consumer_group_metadata_value
            4: consumer_group_partition_metadata_value
            5: consumer_group_member_metadata_value
            6: consumer_group_target_assignment_metadata_value
            7: consumer_group_target_assignment_member_value
            8: consumer_group_current_member_assignment_value
        doc: |
          The value message, by record type; raw bytes for an unknown type
          or a version above `max_version`, which Kafka refuses.
    instances:
      max_version:
        value: 'record_type <= 2 ? 4 : 0'
        doc: The highest version Kafka 3.9 reads for the record type.
  offset_commit_value:
    doc: OffsetCommitValue, a committed offset (versions 0-4; 4 is flexible).
    -webide-representation: 'offset {offset:dec}'
    params:
      - id: version
        type: s2
        doc: The message version.
    seq:
      - id: offset
        type: s8
        doc: The committed offset, the next record the group will consume.
      - id: leader_epoch
        -orig-id: leaderEpoch
        type: s4
        if: version >= 3
        doc: |
          The leader epoch of the last consumed record (version 3+), -1 when
          unknown (KIP-320).
      - id: metadata
        type:
          switch-on: version >= 4
          cases:
            true: kafka_compact_string
            false: kafka_string
        doc: Free-form metadata the committer attached; often empty.
      - id: commit_timestamp
        -orig-id: commitTimestamp
        type: s8
        doc: When the offset was committed, in milliseconds since the epoch.
      - id: expire_timestamp
        -orig-id: expireTimestamp
        type: s8
        if: version == 1
        doc: |
          When the offset expires (version 1 only; later versions expire
          offsets by `offsets.retention.minutes` after the group empties).
      - id: tagged_fields
        type: kafka_tagged_fields
        if: version >= 4
        doc: Tagged fields (version 4).
  group_metadata_value:
    doc: |
      GroupMetadataValue, the state of a classic group (versions 0-4; 4 is
      flexible). For a group of the `consumer` protocol type, each member's
      `subscription` and `assignment` are messages of the consumer protocol
      (`kafka_consumer_protocol`).
    -webide-representation: '{members.size:dec} members'
    params:
      - id: version
        type: s2
        doc: The message version.
    seq:
      - id: protocol_type
        -orig-id: protocolType
        type:
          switch-on: version >= 4
          cases:
            true: kafka_compact_string
            false: kafka_string
        doc: The protocol type (`consumer`, `connect`, …); empty for a group without one.
      - id: generation
        type: s4
        doc: The generation id.
      - id: protocol
        type:
          switch-on: version >= 4
          cases:
            true: kafka_compact_string
            false: kafka_string
        doc: The chosen protocol (assignor name); null while none is chosen.
      - id: leader
        type:
          switch-on: version >= 4
          cases:
            true: kafka_compact_string
            false: kafka_string
        doc: The leader's member id; null without members.
      - id: current_state_timestamp
        -orig-id: currentStateTimestamp
        type: s8
        if: version >= 2
        doc: When the group entered its current state (version 2+), -1 when unknown.
      - id: num_members
        type: kafka_uvarint
        if: version >= 4
        doc: Number of `members` plus one, a compact array (version 4).
      - id: num_members_legacy
        type: s4
        if: version < 4
        valid:
          min: 0
        doc: Number of `members` (versions 0-3); never negative (the array is not nullable, and Kafka refuses -1).
      - id: members
        type: member_metadata(version)
        repeat: expr
        repeat-expr: 'version >= 4 ? num_members.value - 1 : num_members_legacy'
        doc: The members.
      - id: tagged_fields
        type: kafka_tagged_fields
        if: version >= 4
        doc: Tagged fields (version 4).
  member_metadata:
    doc: MemberMetadata, one member of a classic group.
    -webide-representation: '{member_id}'
    params:
      - id: version
        type: s2
        doc: The version of the enclosing GroupMetadataValue.
    seq:
      - id: member_id
        -orig-id: memberId
        type:
          switch-on: version >= 4
          cases:
            true: kafka_compact_string
            false: kafka_string
        doc: The member id the coordinator gave the member.
      - id: group_instance_id
        -orig-id: groupInstanceId
        type:
          switch-on: version >= 4
          cases:
            true: kafka_compact_string
            false: kafka_string
        if: version >= 3
        doc: The static member's instance id (version 3+, KIP-345); null for a dynamic member.
      - id: client_id
        -orig-id: clientId
        type:
          switch-on: version >= 4
          cases:
            true: kafka_compact_string
            false: kafka_string
        doc: The member's client id.
      - id: client_host
        -orig-id: clientHost
        type:
          switch-on: version >= 4
          cases:
            true: kafka_compact_string
            false: kafka_string
        doc: The member's host, as the coordinator saw it (`/10.0.0.1`).
      - id: rebalance_timeout
        -orig-id: rebalanceTimeout
        type: s4
        if: version >= 1
        doc: The rebalance timeout in milliseconds (version 1+).
      - id: session_timeout
        -orig-id: sessionTimeout
        type: s4
        doc: The session timeout in milliseconds.
      - id: subscription
        type:
          switch-on: version >= 4
          cases:
            true: kafka_compact_bytes
            false: kafka_bytes
        doc: The member's protocol metadata (for `consumer`, a subscription).
      - id: assignment
        type:
          switch-on: version >= 4
          cases:
            true: kafka_compact_bytes
            false: kafka_bytes
        doc: The member's assignment (for `consumer`, an assignment).
      - id: tagged_fields
        type: kafka_tagged_fields
        if: version >= 4
        doc: Tagged fields (version 4).
  consumer_group_metadata_value:
    doc: ConsumerGroupMetadataValue (type 3), the epoch of a consumer group.
    -webide-representation: 'epoch {epoch:dec}'
    seq:
      - id: epoch
        -orig-id: Epoch
        type: s4
        doc: The group epoch.
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields.
  consumer_group_partition_metadata_value:
    doc: |
      ConsumerGroupPartitionMetadataValue (type 4), the metadata of the topics
      the group subscribes to, as the assignor last saw it.
    seq:
      - id: num_topics
        type: kafka_uvarint
        doc: Number of `topics` plus one.
      - id: topics
        type: topic_metadata
        repeat: expr
        repeat-expr: num_topics.value - 1
        if: num_topics.value > 0
        doc: The list of topic metadata.
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields.
  topic_metadata:
    doc: TopicMetadata of a subscribed topic.
    seq:
      - id: topic_id
        -orig-id: TopicId
        type: kafka_uuid
        doc: The topic id.
      - id: topic_name
        -orig-id: TopicName
        type: kafka_compact_string
        doc: The topic name.
      - id: num_partitions
        -orig-id: NumPartitions
        type: s4
        doc: The number of partitions of the topic.
      - id: num_partition_metadata
        type: kafka_uvarint
        doc: Number of `partition_metadata` plus one.
      - id: partition_metadata
        -orig-id: PartitionMetadata
        type: partition_racks
        repeat: expr
        repeat-expr: num_partition_metadata.value - 1
        if: num_partition_metadata.value > 0
        doc: The racks of each partition; empty when no partition has rack information.
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields.
  partition_racks:
    doc: PartitionMetadata, the racks a partition's replicas are on.
    seq:
      - id: partition
        -orig-id: Partition
        type: s4
        doc: The partition number.
      - id: num_racks
        type: kafka_uvarint
        doc: Number of `racks` plus one.
      - id: racks
        -orig-id: Racks
        type: kafka_compact_string
        repeat: expr
        repeat-expr: num_racks.value - 1
        if: num_racks.value > 0
        doc: The set of racks the partition is mapped to.
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields.
  consumer_group_member_metadata_value:
    doc: ConsumerGroupMemberMetadataValue (type 5), a member of a consumer group.
    seq:
      - id: instance_id
        -orig-id: InstanceId
        type: kafka_compact_string
        doc: The (optional) instance id.
      - id: rack_id
        -orig-id: RackId
        type: kafka_compact_string
        doc: The (optional) rack id.
      - id: client_id
        -orig-id: ClientId
        type: kafka_compact_string
        doc: The client id.
      - id: client_host
        -orig-id: ClientHost
        type: kafka_compact_string
        doc: The client host.
      - id: num_subscribed_topic_names
        type: kafka_uvarint
        doc: Number of `subscribed_topic_names` plus one.
      - id: subscribed_topic_names
        -orig-id: SubscribedTopicNames
        type: kafka_compact_string
        repeat: expr
        repeat-expr: num_subscribed_topic_names.value - 1
        if: num_subscribed_topic_names.value > 0
        doc: The list of subscribed topic names.
      - id: subscribed_topic_regex
        -orig-id: SubscribedTopicRegex
        type: kafka_compact_string
        doc: The subscribed topic regular expression; null when none.
      - id: rebalance_timeout_ms
        -orig-id: RebalanceTimeoutMs
        type: s4
        doc: The rebalance timeout in milliseconds.
      - id: server_assignor
        -orig-id: ServerAssignor
        type: kafka_compact_string
        doc: The server assignor to use; null if not used.
      - id: num_tagged_fields
        type: kafka_uvarint
        doc: Number of tagged fields that follow.
      - id: tagged_fields
        type: member_metadata_tagged_field
        repeat: expr
        repeat-expr: num_tagged_fields.value
        doc: |
          Tagged fields; tag 0 is `ClassicMemberMetadata`, present for a member
          that joined with the classic protocol.
  member_metadata_tagged_field:
    doc: A tagged field of ConsumerGroupMemberMetadataValue.
    seq:
      - id: tag
        type: kafka_uvarint
        doc: The tag; 0 is ClassicMemberMetadata.
      - id: len_data
        -orig-id: size
        type: kafka_uvarint
        doc: Size of the field's data in bytes.
      - id: data
        size: len_data.value
        type:
          switch-on: tag.value
          cases:
            0: classic_member_metadata_tag
        doc: The field's data; raw bytes for a tag Kafka 3.9 does not know.
  classic_member_metadata_tag:
    doc: Tagged field 0 of ConsumerGroupMemberMetadataValue, written only when not null.
    seq:
      - id: classic_member_metadata
        -orig-id: ClassicMemberMetadata
        type: classic_member_metadata
        doc: The classic member metadata.
  classic_member_metadata:
    doc: |
      ClassicMemberMetadata (tagged field 0): the supported protocols of a
      member that uses the classic protocol; absent (null) for a member of
      the consumer protocol.
    seq:
      - id: session_timeout_ms
        -orig-id: SessionTimeoutMs
        type: s4
        doc: The session timeout in milliseconds.
      - id: num_supported_protocols
        type: kafka_uvarint
        doc: Number of `supported_protocols` plus one.
      - id: supported_protocols
        -orig-id: SupportedProtocols
        type: classic_protocol
        repeat: expr
        repeat-expr: num_supported_protocols.value - 1
        if: num_supported_protocols.value > 0
        doc: The protocols the member supports.
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields.
  classic_protocol:
    doc: ClassicProtocol, one protocol a classic member supports.
    seq:
      - id: name
        -orig-id: Name
        type: kafka_compact_string
        doc: The protocol name.
      - id: metadata
        -orig-id: Metadata
        type: kafka_compact_bytes
        doc: The protocol metadata.
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields.
  consumer_group_target_assignment_metadata_value:
    doc: ConsumerGroupTargetAssignmentMetadataValue (type 6).
    seq:
      - id: assignment_epoch
        -orig-id: AssignmentEpoch
        type: s4
        doc: The assignment epoch.
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields.
  consumer_group_target_assignment_member_value:
    doc: ConsumerGroupTargetAssignmentMemberValue (type 7), a member's target assignment.
    seq:
      - id: num_topic_partitions
        type: kafka_uvarint
        doc: Number of `topic_partitions` plus one.
      - id: topic_partitions
        -orig-id: TopicPartitions
        type: topic_partitions
        repeat: expr
        repeat-expr: num_topic_partitions.value - 1
        if: num_topic_partitions.value > 0
        doc: The assigned partitions.
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields.
  consumer_group_current_member_assignment_value:
    doc: ConsumerGroupCurrentMemberAssignmentValue (type 8), a member's current assignment.
    seq:
      - id: member_epoch
        -orig-id: MemberEpoch
        type: s4
        doc: The member epoch the member is expected to heartbeat with.
      - id: previous_member_epoch
        -orig-id: PreviousMemberEpoch
        type: s4
        doc: The previous epoch, accepted if the last epoch bump was lost.
      - id: state
        -orig-id: State
        type: s1
        doc: The member state (`ConsumerGroupMember.MemberState`).
      - id: num_assigned_partitions
        type: kafka_uvarint
        doc: Number of `assigned_partitions` plus one.
      - id: assigned_partitions
        -orig-id: AssignedPartitions
        type: topic_partitions
        repeat: expr
        repeat-expr: num_assigned_partitions.value - 1
        if: num_assigned_partitions.value > 0
        doc: The partitions assigned to (or owned by) this member.
      - id: num_partitions_pending_revocation
        type: kafka_uvarint
        doc: Number of `partitions_pending_revocation` plus one.
      - id: partitions_pending_revocation
        -orig-id: PartitionsPendingRevocation
        type: topic_partitions
        repeat: expr
        repeat-expr: num_partitions_pending_revocation.value - 1
        if: num_partitions_pending_revocation.value > 0
        doc: The partitions this member must revoke.
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields.
  topic_partitions:
    doc: TopicPartitions, partitions of one topic named by id.
    seq:
      - id: topic_id
        -orig-id: TopicId
        type: kafka_uuid
        doc: The topic id.
      - id: num_partitions
        type: kafka_uvarint
        doc: Number of `partitions` plus one.
      - id: partitions
        -orig-id: Partitions
        type: s4
        repeat: expr
        repeat-expr: num_partitions.value - 1
        if: num_partitions.value > 0
        doc: The partition ids.
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields.
