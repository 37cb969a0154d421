meta:
  id: kafka_share_group_state
  title: Records of Kafka's __share_group_state topic (share coordinator)
  xref:
    kafka-doc: https://kafka.apache.org/documentation/#sharegroups
    kip:
      - https://cwiki.apache.org/confluence/display/KAFKA/KIP-932%3A+Queues+for+Kafka
      - https://cwiki.apache.org/confluence/display/KAFKA/KIP-1226%3A+Introducing+Share+Partition+Lag+Persistence+and+Retrieval
  license: Apache-2.0
  ks-version: '0.11'
  endian: be
  imports:
    - kafka_uvarint
    - kafka_string
    - kafka_uuid
    - kafka_tagged_fields
doc: |
  One record of the `__share_group_state` topic (KIP-932), where the share
  coordinator keeps, for each share group and topic partition it reads,
  which offsets are available, acknowledged or archived and how often each
  was delivered: the record's key bytes followed by its value bytes (a host
  passes both lengths). `CoordinatorRecordSerde` frames a key as a 16-bit
  record type followed by the key message (written at version 0), and a
  value as a 16-bit version followed by the value message at that version.

  Record types: 0 ShareSnapshot, the whole state of a share-partition
  (written on initialization and every few updates), and 1 ShareUpdate, the
  state batches changed since the last snapshot. Both keys name the group,
  the topic id and the partition; both values are flexible (version 0). A
  null value (a tombstone) deletes the state of a share-partition. Kafka
  reads a message from the start of its bytes and ignores any bytes after
  it, as the `size` of `key` and `value` does here.

  This is the layout of Kafka 4.1 to 4.4; 4.2 added the tagged field
  `DeliveryCompleteCount` (tag 0), which 4.1 skips as an unknown tag. Kafka
  4.0's early-access share groups wrote records of another layout (a type
  "data" message: SnapshotEpoch as uint16, no timestamps), which 4.1 does
  not read either.

  Field names are those of Kafka's message definitions
  (share-coordinator/src/main/resources/common/message), in snake case.
doc-ref:
  - https://github.com/apache/kafka/blob/4.4/coordinator-common/src/main/java/org/apache/kafka/coordinator/common/runtime/CoordinatorRecordSerde.java
  - https://github.com/apache/kafka/tree/4.4/share-coordinator/src/main/resources/common/message
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
      a record type Kafka does not know.
instances:
  is_tombstone:
    value: len_value < 0
    doc: Whether the value is null, deleting the share-partition's state.
types:
  key:
    doc: A record key; its type selects both the key and the value message.
    -webide-representation: '{record_type}'
    seq:
      - id: record_type
        -orig-id: apiKey
        type: s2
        enum: share_record_type
        doc: The record type (the key message's api key); 0 and 1 are known.
      - id: body
        size-eos: true
        type:
          switch-on: record_type
          cases:
            'share_record_type::share_snapshot': share_partition_key
            'share_record_type::share_update': share_partition_key
        doc: ShareSnapshotKey (type 0) or ShareUpdateKey (type 1); raw bytes for another type.
    instances:
      is_known:
        value: >-
          record_type == share_record_type::share_snapshot or
          record_type == share_record_type::share_update
        doc: Whether Kafka knows the record type (0 or 1).
  share_partition_key:
    doc: ShareSnapshotKey and ShareUpdateKey (version 0), the share-partition a state is for.
    -webide-representation: '{group_id.value} partition {partition:dec}'
    seq:
      - id: group_id
        -orig-id: GroupId
        type: kafka_string
        doc: The group id.
      - id: topic_id
        -orig-id: TopicId
        type: kafka_uuid
        doc: The topic id.
      - id: partition
        -orig-id: Partition
        type: s4
        doc: The partition index.
  value:
    doc: The record value, a version then the value message of the key's record type.
    -webide-representation: 'v{version:dec}'
    params:
      - id: record_type
        type: s2
        enum: share_record_type
        doc: The record type of the key.
    seq:
      - id: version
        type: s2
        doc: The value version; 0 is the only one Kafka reads.
      - id: body
        size-eos: true
        type:
          switch-on: 'version == 0 ? record_type.to_i : -1'
          cases:
            0: share_snapshot_value
            1: share_update_value
        doc: |
          ShareSnapshotValue (type 0) or ShareUpdateValue (type 1); raw bytes
          for another version, which Kafka refuses.
    instances:
      is_known:
        value: version == 0
        doc: Whether Kafka reads the value version (0).
  share_snapshot_value:
    doc: ShareSnapshotValue (version 0, flexible), the whole state of a share-partition.
    -webide-representation: 'start {start_offset:dec}, {num_state_batches.value:dec} batches'
    seq:
      - id: snapshot_epoch
        -orig-id: SnapshotEpoch
        type: s4
        doc: The snapshot epoch.
      - id: state_epoch
        -orig-id: StateEpoch
        type: s4
        doc: The state epoch for this share-partition.
      - id: leader_epoch
        -orig-id: LeaderEpoch
        type: s4
        doc: The leader epoch of the share-partition.
      - id: start_offset
        -orig-id: StartOffset
        type: s8
        doc: The share-partition start offset.
      - id: create_timestamp
        -orig-id: CreateTimestamp
        type: s8
        doc: The time at which the state was created.
      - id: write_timestamp
        -orig-id: WriteTimestamp
        type: s8
        doc: The time at which the state was written or rewritten.
      - id: num_state_batches
        type: kafka_uvarint
        doc: Number of `state_batches` plus one (a compact array); never 0,
          as the array is not nullable (Kafka refuses a null).
      - id: state_batches
        -orig-id: StateBatches
        type: state_batch
        repeat: expr
        repeat-expr: num_state_batches.value - 1
        doc: The state batches.
      - id: num_tagged_fields
        type: kafka_uvarint
        doc: Number of tagged fields that follow.
      - id: tagged_fields
        type: value_tagged_field
        repeat: expr
        repeat-expr: num_tagged_fields.value
        doc: 'Tagged fields: 0 `delivery_complete_count` (Kafka 4.2); others kept as bytes.'
  share_update_value:
    doc: ShareUpdateValue (version 0, flexible), the state batches changed since the last snapshot.
    -webide-representation: 'start {start_offset:dec}, {num_state_batches.value:dec} batches'
    seq:
      - id: snapshot_epoch
        -orig-id: SnapshotEpoch
        type: s4
        doc: The snapshot epoch.
      - id: leader_epoch
        -orig-id: LeaderEpoch
        type: s4
        doc: The leader epoch of the share-partition.
      - id: start_offset
        -orig-id: StartOffset
        type: s8
        doc: The share-partition start offset, or -1 if the start offset is not being updated.
      - id: num_state_batches
        type: kafka_uvarint
        doc: Number of `state_batches` plus one (a compact array); never 0,
          as the array is not nullable (Kafka refuses a null).
      - id: state_batches
        -orig-id: StateBatches
        type: state_batch
        repeat: expr
        repeat-expr: num_state_batches.value - 1
        doc: The state batches that have been updated.
      - id: num_tagged_fields
        type: kafka_uvarint
        doc: Number of tagged fields that follow.
      - id: tagged_fields
        type: value_tagged_field
        repeat: expr
        repeat-expr: num_tagged_fields.value
        doc: 'Tagged fields: 0 `delivery_complete_count` (Kafka 4.2); others kept as bytes.'
  state_batch:
    doc: StateBatch, the delivery state of a range of offsets.
    -webide-representation: '{first_offset:dec}..{last_offset:dec} {delivery_state} x{delivery_count:dec}'
    seq:
      - id: first_offset
        -orig-id: FirstOffset
        type: s8
        doc: The first offset of this state batch.
      - id: last_offset
        -orig-id: LastOffset
        type: s8
        doc: The last offset of this state batch.
      - id: delivery_state
        -orig-id: DeliveryState
        type: s1
        enum: delivery_state
        doc: |
          The delivery state of the offsets, Kafka's `RecordState` id (the
          definition names 0 Available, 2 Acked and 4 Archived).
      - id: delivery_count
        -orig-id: DeliveryCount
        type: s2
        doc: How many times the offsets were delivered.
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields (none known).
  value_tagged_field:
    doc: A tagged field of ShareSnapshotValue or ShareUpdateValue.
    -webide-representation: 'tag {tag.value:dec}'
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
            0: delivery_complete_count
        doc: The field's data; raw bytes for a tag this spec does not know.
  delivery_complete_count:
    doc: |
      Tagged field 0 of ShareSnapshotValue and ShareUpdateValue,
      `DeliveryCompleteCount` (Kafka 4.2, KIP-1226): written only when it is
      not its default (-1).
    seq:
      - id: delivery_complete_count
        -orig-id: DeliveryCompleteCount
        type: s4
        doc: |
          The number of offsets greater than or equal to the share-partition
          start offset for which delivery has been completed.
enums:
  share_record_type:
    0:
      id: share_snapshot
      -orig-id: SHARE_SNAPSHOT
      doc: ShareSnapshotKey and ShareSnapshotValue, the whole state of a share-partition.
    1:
      id: share_update
      -orig-id: SHARE_UPDATE
      doc: ShareUpdateKey and ShareUpdateValue, the state batches changed since the last snapshot.
  delivery_state:
    0:
      id: available
      -orig-id: AVAILABLE
      doc: The offsets can be delivered to a consumer.
    1:
      id: acquired
      -orig-id: ACQUIRED
      doc: A consumer holds the offsets.
    2:
      id: acknowledged
      -orig-id: ACKNOWLEDGED
      doc: The offsets were acknowledged.
    3:
      id: archiving
      -orig-id: ARCHIVING
      doc: The offsets are being archived (KIP-1191).
    4:
      id: archived
      -orig-id: ARCHIVED
      doc: The offsets will not be delivered again.
