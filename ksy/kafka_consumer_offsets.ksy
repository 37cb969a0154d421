meta:
  id: kafka_consumer_offsets
  title: Records of Kafka's __consumer_offsets topic (group coordinator)
  xref:
    kafka-doc: https://kafka.apache.org/documentation/#impl_offsettracking
    kip:
      - https://cwiki.apache.org/confluence/display/KAFKA/KIP-915%3A+Txn+and+Group+Coordinator+Downgrade+Foundation
      - https://cwiki.apache.org/confluence/display/KAFKA/KIP-848%3A+The+Next+Generation+of+the+Consumer+Rebalance+Protocol
      - https://cwiki.apache.org/confluence/display/KAFKA/KIP-932%3A+Queues+for+Kafka
      - https://cwiki.apache.org/confluence/display/KAFKA/KIP-1071%3A+Streams+Rebalance+Protocol
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
  by its value bytes (a host passes both lengths). `CoordinatorRecordSerde`
  writes a key as a 16-bit record type (the key message's `apiKey` since
  Kafka 4.1, its version before) followed by the key message, and a value
  as a 16-bit version followed by the value message at that version. A null
  value (a tombstone) deletes what the key names: a committed offset, a
  group, a member.

  Record types (`coordinator_record_type`): 0 and 1 offset commits (0 was
  written by brokers before 0.10.1 and by none since), 2 classic group
  metadata, 3-8 and 16 the records of KIP-848 consumer groups, 10-15 share
  groups (KIP-932; Kafka 4.0 on, as Kafka 4.1 redefined them: 4.0's
  early-access ShareGroupMetadataValue lacks MetadataHash and its
  ShareGroupStatePartitionMetadataValue InitializingTopics, so Kafka 4.1-4.4
  cannot read those two 4.0 values, and neither can this spec), 17 and 19-23
  streams groups (KIP-1071; Kafka 4.1 on). Kafka 4.1-4.4 report any other type as unknown, among them
  9 (ShareGroupPartitionMetadata, read only by Kafka 4.0's early-access
  share groups) and 18 (never in a release). The value messages have
  flexible versions (compact strings and arrays, tagged fields) from
  OffsetCommitValue v4, GroupMetadataValue v4 and every newer record.
  Kafka reads a message from the start of its bytes and ignores any bytes
  after it, as the `size` of `key` and `value` does here.

  Field names are those of Kafka's message definitions
  (group-coordinator/src/main/resources/common/message, branch 4.4), in
  snake case.
doc-ref:
  - https://github.com/apache/kafka/blob/4.4/coordinator-common/src/main/java/org/apache/kafka/coordinator/common/runtime/CoordinatorRecordSerde.java
  - https://github.com/apache/kafka/tree/4.4/group-coordinator/src/main/resources/common/message
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
    type: value(key.record_type.to_i)
    if: len_value >= 0 and key.is_known
    doc: |
      The record value; absent for a tombstone, and not read after a key of
      a record type Kafka 4.4 does not know.
instances:
  is_tombstone:
    value: len_value < 0
    doc: Whether the value is null, deleting what the key names.
types:
  key:
    doc: A record key; its type selects both the key and the value message.
    -webide-representation: '{record_type}'
    seq:
      - id: record_type
        -orig-id: apiKey
        type: s2
        enum: coordinator_record_type
        doc: |
          The record type: the key message's api key (Kafka 4.1 on), which
          is also the version Kafka 3.x wrote the key message at.
      - id: body
        size-eos: true
        type:
          switch-on: record_type
          cases:
            'coordinator_record_type::legacy_offset_commit': offset_commit_key
            'coordinator_record_type::offset_commit': offset_commit_key
            'coordinator_record_type::group_metadata': group_metadata_key
            'coordinator_record_type::consumer_group_metadata': group_key
            'coordinator_record_type::consumer_group_partition_metadata': group_key
            'coordinator_record_type::consumer_group_member_metadata': group_member_key
            'coordinator_record_type::consumer_group_target_assignment_metadata': group_key
            'coordinator_record_type::consumer_group_target_assignment_member': group_member_key
            'coordinator_record_type::consumer_group_current_member_assignment': group_member_key
            'coordinator_record_type::share_group_member_metadata': group_member_key
            'coordinator_record_type::share_group_metadata': group_key
            'coordinator_record_type::share_group_target_assignment_metadata': group_key
            'coordinator_record_type::share_group_target_assignment_member': group_member_key
            'coordinator_record_type::share_group_current_member_assignment': group_member_key
            'coordinator_record_type::share_group_state_partition_metadata': group_key
            'coordinator_record_type::consumer_group_regular_expression': regular_expression_key
            'coordinator_record_type::streams_group_metadata': group_key
            'coordinator_record_type::streams_group_member_metadata': group_member_key
            'coordinator_record_type::streams_group_target_assignment_metadata': group_key
            'coordinator_record_type::streams_group_target_assignment_member': group_member_key
            'coordinator_record_type::streams_group_current_member_assignment': group_member_key
            'coordinator_record_type::streams_group_topology': group_key
        doc: |
          The key message of the record type (`<Name>Key`, see
          `coordinator_record_type`); raw bytes for another type.
    instances:
      is_known:
        value: >-
          record_type.to_i >= 0 and record_type.to_i <= 23 and
          record_type.to_i != 9 and record_type.to_i != 18
        doc: Whether Kafka 4.4 knows the record type (0-8, 10-17, 19-23).
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
  group_key:
    doc: |
      The key of a group-wide record of a consumer, share or streams group:
      ConsumerGroupMetadataKey (3), ConsumerGroupPartitionMetadataKey (4),
      ConsumerGroupTargetAssignmentMetadataKey (6), ShareGroupMetadataKey
      (11), ShareGroupTargetAssignmentMetadataKey (12),
      ShareGroupStatePartitionMetadataKey (15), StreamsGroupMetadataKey (17),
      StreamsGroupTargetAssignmentMetadataKey (20) and StreamsGroupTopologyKey
      (23) all hold only the group id.
    -webide-representation: '{group_id.value}'
    seq:
      - id: group_id
        -orig-id: GroupId
        type: kafka_string
        doc: The group id.
  group_member_key:
    doc: |
      The key of a member's record: ConsumerGroupMemberMetadataKey (5),
      ConsumerGroupTargetAssignmentMemberKey (7),
      ConsumerGroupCurrentMemberAssignmentKey (8), ShareGroupMemberMetadataKey
      (10), ShareGroupTargetAssignmentMemberKey (13),
      ShareGroupCurrentMemberAssignmentKey (14),
      StreamsGroupMemberMetadataKey (19),
      StreamsGroupTargetAssignmentMemberKey (21) and
      StreamsGroupCurrentMemberAssignmentKey (22).
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
  regular_expression_key:
    doc: ConsumerGroupRegularExpressionKey (type 16), a regular expression a consumer group subscribes with.
    -webide-representation: '{group_id.value} {regular_expression.value}'
    seq:
      - id: group_id
        -orig-id: GroupId
        type: kafka_string
        doc: The group id.
      - id: regular_expression
        -orig-id: RegularExpression
        type: kafka_string
        doc: The regular expression.
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
          The version of the value message: 0-4 for OffsetCommitValue (type 1)
          and GroupMetadataValue (2), 0 for every other record type. Kafka
          refuses a version it does not know.
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
            6: target_assignment_metadata_value
            7: target_assignment_member_value
            8: consumer_group_current_member_assignment_value
            10: share_group_member_metadata_value
            11: share_group_metadata_value
            12: target_assignment_metadata_value
            13: target_assignment_member_value
            14: share_group_current_member_assignment_value
            15: share_group_state_partition_metadata_value
            16: consumer_group_regular_expression_value
            17: streams_group_metadata_value
            19: streams_group_member_metadata_value
            20: target_assignment_metadata_value
            21: streams_group_target_assignment_member_value
            22: streams_group_current_member_assignment_value
            23: streams_group_topology_value
        doc: |
          The value message, by record type (`<Name>Value`, see
          `coordinator_record_type`); raw bytes for an unknown type or a
          version above `max_version`, which Kafka refuses. Type 0's value
          is LegacyOffsetCommitValue, version 0 only, the layout of
          OffsetCommitValue v0.
    instances:
      max_version:
        value: 'record_type == 1 or record_type == 2 ? 4 : 0'
        doc: The highest version Kafka 4.4 reads for the record type.
  offset_commit_value:
    doc: |
      OffsetCommitValue, a committed offset (versions 0-4; 4 is flexible),
      and type 0's LegacyOffsetCommitValue (version 0 only).
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
      - id: num_tagged_fields
        type: kafka_uvarint
        if: version >= 4
        doc: Number of tagged fields that follow (version 4).
      - id: tagged_fields
        type: offset_commit_tagged_field
        repeat: expr
        repeat-expr: num_tagged_fields.value
        if: version >= 4
        doc: Tagged fields (version 4); tag 0 is `topicId` (Kafka 4.1 on).
  offset_commit_tagged_field:
    doc: A tagged field of OffsetCommitValue v4.
    seq:
      - id: tag
        type: kafka_uvarint
        doc: The tag; 0 is topicId.
      - id: len_data
        -orig-id: size
        type: kafka_uvarint
        doc: Size of the field's data in bytes.
      - id: data
        size: len_data.value
        type:
          switch-on: tag.value
          cases:
            0: topic_id_tag
        doc: The field's data; raw bytes for a tag Kafka 4.4 does not know.
  topic_id_tag:
    doc: Tagged field 0 of OffsetCommitValue (Kafka 4.1 on), written when the committer gave a topic id.
    seq:
      - id: topic_id
        -orig-id: topicId
        type: kafka_uuid
        doc: The topic id of the committed offset.
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
      - id: num_tagged_fields
        type: kafka_uvarint
        doc: Number of tagged fields that follow.
      - id: tagged_fields
        type: metadata_hash_tagged_field
        repeat: expr
        repeat-expr: num_tagged_fields.value
        doc: Tagged fields; tag 0 is `MetadataHash` (Kafka 4.1 on, KIP-1101).
  metadata_hash_tagged_field:
    doc: A tagged field of ConsumerGroupMetadataValue.
    seq:
      - id: tag
        type: kafka_uvarint
        doc: The tag; 0 is MetadataHash.
      - id: len_data
        -orig-id: size
        type: kafka_uvarint
        doc: Size of the field's data in bytes.
      - id: data
        size: len_data.value
        type:
          switch-on: tag.value
          cases:
            0: metadata_hash_tag
        doc: The field's data; raw bytes for a tag Kafka 4.4 does not know.
  metadata_hash_tag:
    doc: Tagged field 0 of ConsumerGroupMetadataValue, written when not 0.
    seq:
      - id: metadata_hash
        -orig-id: MetadataHash
        type: s8
        doc: The hash of all topics in the group; a change asks for a rebalance.
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
  target_assignment_metadata_value:
    doc: |
      The epoch of a group's target assignment:
      ConsumerGroupTargetAssignmentMetadataValue (type 6),
      ShareGroupTargetAssignmentMetadataValue (12) and
      StreamsGroupTargetAssignmentMetadataValue (20).
    -webide-representation: 'epoch {assignment_epoch:dec}'
    seq:
      - id: assignment_epoch
        -orig-id: AssignmentEpoch
        type: s4
        doc: The assignment epoch.
      - id: num_tagged_fields
        type: kafka_uvarint
        doc: Number of tagged fields that follow.
      - id: tagged_fields
        type: assignment_timestamp_tagged_field
        repeat: expr
        repeat-expr: num_tagged_fields.value
        doc: Tagged fields; tag 0 is `AssignmentTimestamp` (Kafka 4.3 on, KIP-1263).
  assignment_timestamp_tagged_field:
    doc: A tagged field of a target assignment's metadata value.
    seq:
      - id: tag
        type: kafka_uvarint
        doc: The tag; 0 is AssignmentTimestamp.
      - id: len_data
        -orig-id: size
        type: kafka_uvarint
        doc: Size of the field's data in bytes.
      - id: data
        size: len_data.value
        type:
          switch-on: tag.value
          cases:
            0: assignment_timestamp_tag
        doc: The field's data; raw bytes for a tag Kafka 4.4 does not know.
  assignment_timestamp_tag:
    doc: Tagged field 0 of a target assignment's metadata value, written when not 0.
    seq:
      - id: assignment_timestamp
        -orig-id: AssignmentTimestamp
        type: s8
        doc: When the assignment calculation finished, in milliseconds since the epoch.
  target_assignment_member_value:
    doc: |
      A member's target assignment: ConsumerGroupTargetAssignmentMemberValue
      (type 7) and ShareGroupTargetAssignmentMemberValue (13).
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
    -webide-representation: 'epoch {member_epoch:dec}'
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
        type: assigned_topic_partitions
        repeat: expr
        repeat-expr: num_assigned_partitions.value - 1
        if: num_assigned_partitions.value > 0
        doc: The partitions assigned to (or owned by) this member.
      - id: num_partitions_pending_revocation
        type: kafka_uvarint
        doc: Number of `partitions_pending_revocation` plus one.
      - id: partitions_pending_revocation
        -orig-id: PartitionsPendingRevocation
        type: assigned_topic_partitions
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
  assigned_topic_partitions:
    doc: |
      TopicPartitions of ConsumerGroupCurrentMemberAssignmentValue: partitions of one topic named by id,
      with the epochs they were assigned at (Kafka 4.3 on).
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
      - id: num_tagged_fields
        type: kafka_uvarint
        doc: Number of tagged fields that follow.
      - id: tagged_fields
        type: assignment_epochs_tagged_field
        repeat: expr
        repeat-expr: num_tagged_fields.value
        doc: Tagged fields; tag 0 is `AssignmentEpochs` (Kafka 4.3 on).
  assignment_epochs_tagged_field:
    doc: A tagged field of an assignment's TopicPartitions or TaskIds.
    seq:
      - id: tag
        type: kafka_uvarint
        doc: The tag; 0 is AssignmentEpochs.
      - id: len_data
        -orig-id: size
        type: kafka_uvarint
        doc: Size of the field's data in bytes.
      - id: data
        size: len_data.value
        type:
          switch-on: tag.value
          cases:
            0: assignment_epochs_tag
        doc: The field's data; raw bytes for a tag Kafka 4.4 does not know.
  assignment_epochs_tag:
    doc: Tagged field 0 of an assignment's TopicPartitions (type 8) or TaskIds (type 22), written when not null.
    seq:
      - id: num_assignment_epochs
        type: kafka_uvarint
        doc: Number of `assignment_epochs` plus one; 0 for null.
      - id: assignment_epochs
        -orig-id: AssignmentEpochs
        type: s4
        repeat: expr
        repeat-expr: num_assignment_epochs.value - 1
        if: num_assignment_epochs.value > 0
        doc: The epoch at which each partition was assigned to the member (used to fence zombie commits), one per partition.
  share_group_member_metadata_value:
    doc: ShareGroupMemberMetadataValue (type 10), a member of a share group.
    -webide-representation: '{client_id.value}'
    seq:
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
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields.
  share_group_metadata_value:
    doc: ShareGroupMetadataValue (type 11), the epoch of a share group.
    -webide-representation: 'epoch {epoch:dec}'
    seq:
      - id: epoch
        -orig-id: Epoch
        type: s4
        doc: The group epoch.
      - id: metadata_hash
        -orig-id: MetadataHash
        type: s8
        doc: The hash of all topics in the group.
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields.
  share_group_current_member_assignment_value:
    doc: ShareGroupCurrentMemberAssignmentValue (type 14), a share group member's current assignment.
    -webide-representation: 'epoch {member_epoch:dec}'
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
        doc: The member state (`MemberState`).
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
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields.
  share_group_state_partition_metadata_value:
    doc: |
      ShareGroupStatePartitionMetadataValue (type 15): the topics whose share-group state
      (`__share_group_state`) is being initialized, is initialized or is being deleted.
    seq:
      - id: num_initializing_topics
        type: kafka_uvarint
        doc: Number of `initializing_topics` plus one.
      - id: initializing_topics
        -orig-id: InitializingTopics
        type: topic_partitions_info
        repeat: expr
        repeat-expr: num_initializing_topics.value - 1
        if: num_initializing_topics.value > 0
        doc: The topic-partitions whose share-group state is being initialized.
      - id: num_initialized_topics
        type: kafka_uvarint
        doc: Number of `initialized_topics` plus one.
      - id: initialized_topics
        -orig-id: InitializedTopics
        type: topic_partitions_info
        repeat: expr
        repeat-expr: num_initialized_topics.value - 1
        if: num_initialized_topics.value > 0
        doc: The topics with initialized share-group state.
      - id: num_deleting_topics
        type: kafka_uvarint
        doc: Number of `deleting_topics` plus one.
      - id: deleting_topics
        -orig-id: DeletingTopics
        type: topic_info
        repeat: expr
        repeat-expr: num_deleting_topics.value - 1
        if: num_deleting_topics.value > 0
        doc: The topics whose share-group state is being deleted.
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields.
  topic_partitions_info:
    doc: TopicPartitionsInfo of ShareGroupStatePartitionMetadataValue.
    -webide-representation: '{topic_name.value}'
    seq:
      - id: topic_id
        -orig-id: TopicId
        type: kafka_uuid
        doc: The topic identifier.
      - id: topic_name
        -orig-id: TopicName
        type: kafka_compact_string
        doc: The topic name.
      - id: num_partitions
        type: kafka_uvarint
        doc: Number of `partitions` plus one.
      - id: partitions
        -orig-id: Partitions
        type: s4
        repeat: expr
        repeat-expr: num_partitions.value - 1
        if: num_partitions.value > 0
        doc: The partitions.
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields.
  topic_info:
    doc: TopicInfo of ShareGroupStatePartitionMetadataValue.
    -webide-representation: '{topic_name.value}'
    seq:
      - id: topic_id
        -orig-id: TopicId
        type: kafka_uuid
        doc: The topic identifier.
      - id: topic_name
        -orig-id: TopicName
        type: kafka_compact_string
        doc: The topic name.
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields.
  consumer_group_regular_expression_value:
    doc: |
      ConsumerGroupRegularExpressionValue (type 16): the topics a consumer group's regular expression
      resolved to (Kafka 4.0 on).
    seq:
      - id: num_topics
        type: kafka_uvarint
        doc: Number of `topics` plus one.
      - id: topics
        -orig-id: Topics
        type: kafka_compact_string
        repeat: expr
        repeat-expr: num_topics.value - 1
        if: num_topics.value > 0
        doc: The topics the expression matches.
      - id: version
        -orig-id: Version
        type: s8
        doc: The metadata image version the expression was resolved at.
      - id: timestamp
        -orig-id: Timestamp
        type: s8
        doc: When the expression was resolved, in milliseconds since the epoch.
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields.
  streams_group_metadata_value:
    doc: StreamsGroupMetadataValue (type 17), the epoch of a streams group.
    -webide-representation: 'epoch {epoch:dec}'
    seq:
      - id: epoch
        -orig-id: Epoch
        type: s4
        doc: The group epoch.
      - id: metadata_hash
        -orig-id: MetadataHash
        type: s8
        doc: The hash of all topics in the group.
      - id: num_tagged_fields
        type: kafka_uvarint
        doc: Number of tagged fields that follow.
      - id: tagged_fields
        type: streams_group_metadata_tagged_field
        repeat: expr
        repeat-expr: num_tagged_fields.value
        doc: |
          Tagged fields; tag 0 is `ValidatedTopologyEpoch`, tag 1
          `LastAssignmentConfigs` (Kafka 4.2 on), tags 2
          `StoredDescriptionTopologyEpoch` and 3 `FailedDescriptionTopologyEpoch`
          (Kafka 4.4 on).
  streams_group_metadata_tagged_field:
    doc: A tagged field of StreamsGroupMetadataValue.
    seq:
      - id: tag
        type: kafka_uvarint
        doc: |
          The tag; 0 is ValidatedTopologyEpoch, 1 LastAssignmentConfigs, 2
          StoredDescriptionTopologyEpoch, 3 FailedDescriptionTopologyEpoch.
      - id: len_data
        -orig-id: size
        type: kafka_uvarint
        doc: Size of the field's data in bytes.
      - id: data
        size: len_data.value
        type:
          switch-on: tag.value
          cases:
            0: validated_topology_epoch_tag
            1: last_assignment_configs_tag
            2: stored_description_topology_epoch_tag
            3: failed_description_topology_epoch_tag
        doc: The field's data; raw bytes for a tag Kafka 4.4 does not know.
  validated_topology_epoch_tag:
    doc: Tagged field 0 of StreamsGroupMetadataValue, written when not -1.
    seq:
      - id: validated_topology_epoch
        -orig-id: ValidatedTopologyEpoch
        type: s4
        doc: The topology epoch whose topics were validated against the metadata.
  stored_description_topology_epoch_tag:
    doc: Tagged field 2 of StreamsGroupMetadataValue (Kafka 4.4 on), written when not -1.
    seq:
      - id: stored_description_topology_epoch
        -orig-id: StoredDescriptionTopologyEpoch
        type: s4
        doc: |
          The topology epoch whose description the topology-description
          plugin holds; -1 for none, -2 while a plugin operation was
          interrupted.
  failed_description_topology_epoch_tag:
    doc: Tagged field 3 of StreamsGroupMetadataValue (Kafka 4.4 on), written when not -1.
    seq:
      - id: failed_description_topology_epoch
        -orig-id: FailedDescriptionTopologyEpoch
        type: s4
        doc: |
          The topology epoch whose description push the plugin rejected for
          good; -1 for none.
  last_assignment_configs_tag:
    doc: Tagged field 1 of StreamsGroupMetadataValue, written when not null.
    seq:
      - id: num_last_assignment_configs
        type: kafka_uvarint
        doc: Number of `last_assignment_configs` plus one; 0 for null.
      - id: last_assignment_configs
        -orig-id: LastAssignmentConfigs
        type: key_value
        repeat: expr
        repeat-expr: num_last_assignment_configs.value - 1
        if: num_last_assignment_configs.value > 0
        doc: The configuration the last assignment used, as key-value pairs.
  key_value:
    doc: A key-value pair (LastAssignmentConfig, KeyValue, TopicConfig).
    -webide-representation: '{key.value}={value.value}'
    seq:
      - id: key
        -orig-id: Key
        type: kafka_compact_string
        doc: The key.
      - id: value
        -orig-id: Value
        type: kafka_compact_string
        doc: The value.
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields.
  streams_group_member_metadata_value:
    doc: StreamsGroupMemberMetadataValue (type 19), a member of a streams group.
    -webide-representation: '{client_id.value}'
    seq:
      - id: instance_id
        -orig-id: InstanceId
        type: kafka_compact_string
        doc: The (optional) instance id for static membership.
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
      - id: rebalance_timeout_ms
        -orig-id: RebalanceTimeoutMs
        type: s4
        doc: The rebalance timeout in milliseconds.
      - id: topology_epoch
        -orig-id: TopologyEpoch
        type: s4
        doc: The epoch of the topology.
      - id: process_id
        -orig-id: ProcessId
        type: kafka_compact_string
        doc: Identity of the streams instance that may have multiple consumers.
      - id: present_user_endpoint
        type: s1
        doc: -1 when `user_endpoint` is null, 1 when it follows (Kafka's marker of a nullable structure).
      - id: user_endpoint
        -orig-id: UserEndpoint
        type: endpoint
        if: present_user_endpoint >= 0
        doc: User-defined endpoint for running interactive queries on this instance.
      - id: num_client_tags
        type: kafka_uvarint
        doc: Number of `client_tags` plus one.
      - id: client_tags
        -orig-id: ClientTags
        type: key_value
        repeat: expr
        repeat-expr: num_client_tags.value - 1
        if: num_client_tags.value > 0
        doc: Client tags, used by the rack-aware assignment algorithm.
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields.
  endpoint:
    doc: Endpoint of a streams group member.
    -webide-representation: '{host.value}:{port:dec}'
    seq:
      - id: host
        -orig-id: Host
        type: kafka_compact_string
        doc: The host of the endpoint.
      - id: port
        -orig-id: Port
        type: u2
        doc: The port of the endpoint.
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields.
  streams_group_target_assignment_member_value:
    doc: StreamsGroupTargetAssignmentMemberValue (type 21), a streams group member's target assignment.
    seq:
      - id: num_active_tasks
        type: kafka_uvarint
        doc: Number of `active_tasks` plus one.
      - id: active_tasks
        -orig-id: ActiveTasks
        type: task_ids
        repeat: expr
        repeat-expr: num_active_tasks.value - 1
        if: num_active_tasks.value > 0
        doc: Active tasks assigned to this member.
      - id: num_standby_tasks
        type: kafka_uvarint
        doc: Number of `standby_tasks` plus one.
      - id: standby_tasks
        -orig-id: StandbyTasks
        type: task_ids
        repeat: expr
        repeat-expr: num_standby_tasks.value - 1
        if: num_standby_tasks.value > 0
        doc: Standby tasks assigned to this member.
      - id: num_warmup_tasks
        type: kafka_uvarint
        doc: Number of `warmup_tasks` plus one.
      - id: warmup_tasks
        -orig-id: WarmupTasks
        type: task_ids
        repeat: expr
        repeat-expr: num_warmup_tasks.value - 1
        if: num_warmup_tasks.value > 0
        doc: Warm-up tasks assigned to this member.
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields.
  task_ids:
    doc: |
      TaskIds of StreamsGroupTargetAssignmentMemberValue: the tasks of one subtopology.
    -webide-representation: '{subtopology_id.value}'
    seq:
      - id: subtopology_id
        -orig-id: SubtopologyId
        type: kafka_compact_string
        doc: The subtopology id.
      - id: num_partitions
        type: kafka_uvarint
        doc: Number of `partitions` plus one.
      - id: partitions
        -orig-id: Partitions
        type: s4
        repeat: expr
        repeat-expr: num_partitions.value - 1
        if: num_partitions.value > 0
        doc: The partitions of the input topics processed by this member.
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields.
  streams_group_current_member_assignment_value:
    doc: StreamsGroupCurrentMemberAssignmentValue (type 22), a streams group member's current assignment.
    -webide-representation: 'epoch {member_epoch:dec}'
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
        doc: The member state (`StreamsGroupMember.MemberState`).
      - id: num_active_tasks
        type: kafka_uvarint
        doc: Number of `active_tasks` plus one.
      - id: active_tasks
        -orig-id: ActiveTasks
        type: assigned_task_ids
        repeat: expr
        repeat-expr: num_active_tasks.value - 1
        if: num_active_tasks.value > 0
        doc: Active tasks assigned to this member.
      - id: num_standby_tasks
        type: kafka_uvarint
        doc: Number of `standby_tasks` plus one.
      - id: standby_tasks
        -orig-id: StandbyTasks
        type: assigned_task_ids
        repeat: expr
        repeat-expr: num_standby_tasks.value - 1
        if: num_standby_tasks.value > 0
        doc: Standby tasks assigned to this member.
      - id: num_warmup_tasks
        type: kafka_uvarint
        doc: Number of `warmup_tasks` plus one.
      - id: warmup_tasks
        -orig-id: WarmupTasks
        type: assigned_task_ids
        repeat: expr
        repeat-expr: num_warmup_tasks.value - 1
        if: num_warmup_tasks.value > 0
        doc: Warm-up tasks assigned to this member.
      - id: num_active_tasks_pending_revocation
        type: kafka_uvarint
        doc: Number of `active_tasks_pending_revocation` plus one.
      - id: active_tasks_pending_revocation
        -orig-id: ActiveTasksPendingRevocation
        type: assigned_task_ids
        repeat: expr
        repeat-expr: num_active_tasks_pending_revocation.value - 1
        if: num_active_tasks_pending_revocation.value > 0
        doc: Active tasks this member must revoke.
      - id: num_standby_tasks_pending_revocation
        type: kafka_uvarint
        doc: Number of `standby_tasks_pending_revocation` plus one.
      - id: standby_tasks_pending_revocation
        -orig-id: StandbyTasksPendingRevocation
        type: assigned_task_ids
        repeat: expr
        repeat-expr: num_standby_tasks_pending_revocation.value - 1
        if: num_standby_tasks_pending_revocation.value > 0
        doc: Standby tasks this member must revoke.
      - id: num_warmup_tasks_pending_revocation
        type: kafka_uvarint
        doc: Number of `warmup_tasks_pending_revocation` plus one.
      - id: warmup_tasks_pending_revocation
        -orig-id: WarmupTasksPendingRevocation
        type: assigned_task_ids
        repeat: expr
        repeat-expr: num_warmup_tasks_pending_revocation.value - 1
        if: num_warmup_tasks_pending_revocation.value > 0
        doc: Warm-up tasks this member must revoke.
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields.
  assigned_task_ids:
    doc: |
      TaskIds of StreamsGroupCurrentMemberAssignmentValue: the tasks of one subtopology, with the epochs
      their partitions were assigned at (Kafka 4.3 on).
    -webide-representation: '{subtopology_id.value}'
    seq:
      - id: subtopology_id
        -orig-id: SubtopologyId
        type: kafka_compact_string
        doc: The subtopology id.
      - id: num_partitions
        type: kafka_uvarint
        doc: Number of `partitions` plus one.
      - id: partitions
        -orig-id: Partitions
        type: s4
        repeat: expr
        repeat-expr: num_partitions.value - 1
        if: num_partitions.value > 0
        doc: The partitions of the input topics processed by this member.
      - id: num_tagged_fields
        type: kafka_uvarint
        doc: Number of tagged fields that follow.
      - id: tagged_fields
        type: assignment_epochs_tagged_field
        repeat: expr
        repeat-expr: num_tagged_fields.value
        doc: Tagged fields; tag 0 is `AssignmentEpochs` (Kafka 4.3 on, active tasks only).
  streams_group_topology_value:
    doc: StreamsGroupTopologyValue (type 23), the topology of a streams group.
    -webide-representation: 'epoch {epoch:dec}'
    seq:
      - id: epoch
        -orig-id: Epoch
        type: s4
        doc: The epoch of the topology.
      - id: num_subtopologies
        type: kafka_uvarint
        doc: Number of `subtopologies` plus one.
      - id: subtopologies
        -orig-id: Subtopologies
        type: subtopology
        repeat: expr
        repeat-expr: num_subtopologies.value - 1
        if: num_subtopologies.value > 0
        doc: The subtopologies of the streams application.
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields.
  subtopology:
    doc: Subtopology of a streams topology.
    -webide-representation: '{subtopology_id.value}'
    seq:
      - id: subtopology_id
        -orig-id: SubtopologyId
        type: kafka_compact_string
        doc: The subtopology id.
      - id: num_source_topics
        type: kafka_uvarint
        doc: Number of `source_topics` plus one.
      - id: source_topics
        -orig-id: SourceTopics
        type: kafka_compact_string
        repeat: expr
        repeat-expr: num_source_topics.value - 1
        if: num_source_topics.value > 0
        doc: The topics the subtopology reads from.
      - id: num_source_topic_regex
        type: kafka_uvarint
        doc: Number of `source_topic_regex` plus one.
      - id: source_topic_regex
        -orig-id: SourceTopicRegex
        type: kafka_compact_string
        repeat: expr
        repeat-expr: num_source_topic_regex.value - 1
        if: num_source_topic_regex.value > 0
        doc: Regular expressions of topics the subtopology reads from.
      - id: num_state_changelog_topics
        type: kafka_uvarint
        doc: Number of `state_changelog_topics` plus one.
      - id: state_changelog_topics
        -orig-id: StateChangelogTopics
        type: streams_topic_info
        repeat: expr
        repeat-expr: num_state_changelog_topics.value - 1
        if: num_state_changelog_topics.value > 0
        doc: The state changelog topics of this subtopology.
      - id: num_repartition_sink_topics
        type: kafka_uvarint
        doc: Number of `repartition_sink_topics` plus one.
      - id: repartition_sink_topics
        -orig-id: RepartitionSinkTopics
        type: kafka_compact_string
        repeat: expr
        repeat-expr: num_repartition_sink_topics.value - 1
        if: num_repartition_sink_topics.value > 0
        doc: The repartition topics the subtopology writes to.
      - id: num_repartition_source_topics
        type: kafka_uvarint
        doc: Number of `repartition_source_topics` plus one.
      - id: repartition_source_topics
        -orig-id: RepartitionSourceTopics
        type: streams_topic_info
        repeat: expr
        repeat-expr: num_repartition_source_topics.value - 1
        if: num_repartition_source_topics.value > 0
        doc: The source topics that are internally created repartition topics.
      - id: num_copartition_groups
        type: kafka_uvarint
        doc: Number of `copartition_groups` plus one.
      - id: copartition_groups
        -orig-id: CopartitionGroups
        type: copartition_group
        repeat: expr
        repeat-expr: num_copartition_groups.value - 1
        if: num_copartition_groups.value > 0
        doc: Subsets of source topics that must be copartitioned.
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields.
  copartition_group:
    doc: |
      CopartitionGroup: source topics that must be copartitioned, as indexes into the subtopology's arrays.
    seq:
      - id: num_source_topics
        type: kafka_uvarint
        doc: Number of `source_topics` plus one.
      - id: source_topics
        -orig-id: SourceTopics
        type: s2
        repeat: expr
        repeat-expr: num_source_topics.value - 1
        if: num_source_topics.value > 0
        doc: Indexes into the subtopology's `source_topics`.
      - id: num_source_topic_regex
        type: kafka_uvarint
        doc: Number of `source_topic_regex` plus one.
      - id: source_topic_regex
        -orig-id: SourceTopicRegex
        type: s2
        repeat: expr
        repeat-expr: num_source_topic_regex.value - 1
        if: num_source_topic_regex.value > 0
        doc: Indexes into the subtopology's `source_topic_regex`.
      - id: num_repartition_source_topics
        type: kafka_uvarint
        doc: Number of `repartition_source_topics` plus one.
      - id: repartition_source_topics
        -orig-id: RepartitionSourceTopics
        type: s2
        repeat: expr
        repeat-expr: num_repartition_source_topics.value - 1
        if: num_repartition_source_topics.value > 0
        doc: Indexes into the subtopology's `repartition_source_topics`.
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields.
  streams_topic_info:
    doc: |
      TopicInfo of a streams topology: an internal topic and how to create it.
    -webide-representation: '{name.value}'
    seq:
      - id: name
        -orig-id: Name
        type: kafka_compact_string
        doc: The name of the topic.
      - id: partitions
        -orig-id: Partitions
        type: s4
        doc: The number of partitions; 0 when not enforced (always 0 for changelog topics).
      - id: replication_factor
        -orig-id: ReplicationFactor
        type: s2
        doc: The replication factor; 0 for the default.
      - id: num_topic_configs
        type: kafka_uvarint
        doc: Number of `topic_configs` plus one.
      - id: topic_configs
        -orig-id: TopicConfigs
        type: key_value
        repeat: expr
        repeat-expr: num_topic_configs.value - 1
        if: num_topic_configs.value > 0
        doc: Topic-level configurations as key-value pairs.
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields.
enums:
  coordinator_record_type:
    0:
      id: legacy_offset_commit
      -orig-id: LegacyOffsetCommit
      doc: Offset commits of brokers before 0.10.1 (LegacyOffsetCommitKey/Value; OffsetCommitKey/Value before Kafka 4.1).
    1:
      id: offset_commit
      -orig-id: OffsetCommit
      doc: A committed offset.
    2:
      id: group_metadata
      -orig-id: GroupMetadata
      doc: A classic group.
    3:
      id: consumer_group_metadata
      -orig-id: ConsumerGroupMetadata
      doc: A consumer group's epoch (KIP-848).
    4:
      id: consumer_group_partition_metadata
      -orig-id: ConsumerGroupPartitionMetadata
      doc: The metadata of a consumer group's subscribed topics (Kafka 4.1 on writes only its tombstones).
    5:
      id: consumer_group_member_metadata
      -orig-id: ConsumerGroupMemberMetadata
      doc: A consumer group member.
    6:
      id: consumer_group_target_assignment_metadata
      -orig-id: ConsumerGroupTargetAssignmentMetadata
      doc: The epoch of a consumer group's target assignment.
    7:
      id: consumer_group_target_assignment_member
      -orig-id: ConsumerGroupTargetAssignmentMember
      doc: A consumer group member's target assignment.
    8:
      id: consumer_group_current_member_assignment
      -orig-id: ConsumerGroupCurrentMemberAssignment
      doc: A consumer group member's current assignment.
    10:
      id: share_group_member_metadata
      -orig-id: ShareGroupMemberMetadata
      doc: A share group member (KIP-932, Kafka 4.0 on).
    11:
      id: share_group_metadata
      -orig-id: ShareGroupMetadata
      doc: A share group's epoch.
    12:
      id: share_group_target_assignment_metadata
      -orig-id: ShareGroupTargetAssignmentMetadata
      doc: The epoch of a share group's target assignment.
    13:
      id: share_group_target_assignment_member
      -orig-id: ShareGroupTargetAssignmentMember
      doc: A share group member's target assignment.
    14:
      id: share_group_current_member_assignment
      -orig-id: ShareGroupCurrentMemberAssignment
      doc: A share group member's current assignment.
    15:
      id: share_group_state_partition_metadata
      -orig-id: ShareGroupStatePartitionMetadata
      doc: The topics of a share group whose state is initialized or deleted.
    16:
      id: consumer_group_regular_expression
      -orig-id: ConsumerGroupRegularExpression
      doc: The topics a consumer group's subscription pattern resolved to (Kafka 4.0 on).
    17:
      id: streams_group_metadata
      -orig-id: StreamsGroupMetadata
      doc: A streams group's epoch (KIP-1071, Kafka 4.1 on).
    19:
      id: streams_group_member_metadata
      -orig-id: StreamsGroupMemberMetadata
      doc: A streams group member.
    20:
      id: streams_group_target_assignment_metadata
      -orig-id: StreamsGroupTargetAssignmentMetadata
      doc: The epoch of a streams group's target assignment.
    21:
      id: streams_group_target_assignment_member
      -orig-id: StreamsGroupTargetAssignmentMember
      doc: A streams group member's target assignment.
    22:
      id: streams_group_current_member_assignment
      -orig-id: StreamsGroupCurrentMemberAssignment
      doc: A streams group member's current assignment.
    23:
      id: streams_group_topology
      -orig-id: StreamsGroupTopology
      doc: A streams group's topology.
