meta:
  id: kafka_remote_log_metadata
  title: Records of Kafka's __remote_log_metadata topic (tiered storage)
  xref:
    kafka-doc: https://kafka.apache.org/documentation/#tiered_storage
    kip:
      - https://cwiki.apache.org/confluence/display/KAFKA/KIP-405%3A+Kafka+Tiered+Storage
      - https://cwiki.apache.org/confluence/display/KAFKA/KIP-1058%3A+Txn+consumer+exerts+pressure+on+remote+storage+when+collecting+aborted+transactions
  license: Apache-2.0
  ks-version: '0.11'
  endian: be
  imports:
    - kafka_uvarint
    - kafka_bool
    - kafka_compact_string
    - kafka_compact_bytes
    - kafka_uuid
    - kafka_tagged_fields
doc: |
  The value of one record of the `__remote_log_metadata` topic, where
  `TopicBasedRemoteLogMetadataManager` (KIP-405 tiered storage) records the
  life of every segment copied to remote storage: a copy started, finished,
  a deletion started, finished, and the deletion of a whole partition.
  Records have no key. `RemoteLogMetadataSerde` frames each message as
  `MetadataRecordSerde` does for `__cluster_metadata`: three unsigned
  varints, the frame version (1), the record's api key (its type) and the
  message version (0), then the message in its flexible encoding; Kafka
  refuses any other frame version, a type it does not know and bytes left
  after the message.

  Types: 0 RemoteLogSegmentMetadataRecord (a segment, written when its copy
  starts), 1 RemoteLogSegmentMetadataUpdateRecord (a segment's new state),
  2 RemotePartitionDeleteMetadataRecord (a partition's deletion), and 3
  RemoteLogSegmentMetadataSnapshotRecord (a segment in the snapshot files the
  manager keeps). Kafka 4.0 added the tagged field `TxnIndexEmpty` (tag 0)
  to types 0 and 3, written only when true; earlier versions skip it.

  Field names are those of Kafka's message definitions
  (storage/src/main/resources/message), in snake case.
doc-ref:
  - https://github.com/apache/kafka/blob/4.4/storage/src/main/java/org/apache/kafka/server/log/remote/metadata/storage/serialization/RemoteLogMetadataSerde.java
  - https://github.com/apache/kafka/blob/4.4/server-common/src/main/java/org/apache/kafka/server/common/serialization/AbstractApiMessageSerde.java
  - https://github.com/apache/kafka/tree/4.4/storage/src/main/resources/message
-webide-representation: 'type {api_key.value:dec} v{version.value:dec}'
seq:
  - id: frame_version
    type: kafka_uvarint
    doc: The frame version; 1, the only one Kafka reads.
  - id: api_key
    -orig-id: type
    type: kafka_uvarint
    doc: The record type (the message's api key), see `remote_log_metadata_type`.
  - id: version
    type: kafka_uvarint
    doc: The version of the record message; 0, the only one of every type.
  - id: body
    size-eos: true
    type:
      switch-on: 'is_readable ? api_key.value : -1'
      cases:
        0: remote_log_segment_metadata_record
        1: remote_log_segment_metadata_update_record
        2: remote_partition_delete_metadata_record
        3: remote_log_segment_metadata_snapshot_record
    doc: |
      The record message by type; raw bytes when `is_readable` is false or the
      type is unknown.
instances:
  record_type:
    value: api_key.value
    enum: remote_log_metadata_type
    doc: The record type, by name.
  is_readable:
    value: frame_version.value == 1 and version.value == 0
    doc: Whether Kafka reads the frame and version (the type is checked by `body`).
types:
  topic_id_partition_entry:
    doc: TopicIdPartitionEntry, a topic partition with its topic id.
    -webide-representation: '{name.value}-{partition:dec}'
    seq:
      - id: name
        -orig-id: Name
        type: kafka_compact_string
        doc: Topic name.
      - id: id
        -orig-id: Id
        type: kafka_uuid
        doc: Unique identifier of the topic.
      - id: partition
        -orig-id: Partition
        type: s4
        doc: Partition number.
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields (none known).
  remote_log_segment_id_entry:
    doc: RemoteLogSegmentIdEntry, a remote segment's partition and id.
    -webide-representation: '{topic_id_partition.name.value}-{topic_id_partition.partition:dec}'
    seq:
      - id: topic_id_partition
        -orig-id: TopicIdPartition
        type: topic_id_partition_entry
        doc: Represents unique topic partition.
      - id: id
        -orig-id: Id
        type: kafka_uuid
        doc: Unique identifier of the remote log segment.
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields (none known).
  segment_leader_epoch_entry:
    doc: SegmentLeaderEpochEntry, where a leader epoch starts within a segment.
    -webide-representation: 'epoch {leader_epoch:dec} from {offset:dec}'
    seq:
      - id: leader_epoch
        -orig-id: LeaderEpoch
        type: s4
        doc: Leader epoch.
      - id: offset
        -orig-id: Offset
        type: s8
        doc: Start offset for the leader epoch.
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields (none known).
  segment_tagged_field:
    doc: A tagged field of RemoteLogSegmentMetadataRecord or RemoteLogSegmentMetadataSnapshotRecord.
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
            0: txn_index_empty
        doc: The field's data; raw bytes for a tag this spec does not know.
  txn_index_empty:
    doc: 'Tagged field 0, `TxnIndexEmpty` (Kafka 4.0): written only when it is not its default (false).'
    seq:
      - id: txn_index_empty
        -orig-id: TxnIndexEmpty
        type: kafka_bool
        doc: Flag to indicate if the transaction index is empty.
  remote_log_segment_metadata_record:
    doc: RemoteLogSegmentMetadataRecord (api key 0, version 0), a segment whose copy to remote storage started.
    -webide-representation: '{start_offset:dec}..{end_offset:dec} {remote_log_segment_state}'
    seq:
      - id: remote_log_segment_id
        -orig-id: RemoteLogSegmentId
        type: remote_log_segment_id_entry
        doc: Unique representation of the remote log segment.
      - id: start_offset
        -orig-id: StartOffset
        type: s8
        doc: Start offset of the segment.
      - id: end_offset
        -orig-id: EndOffset
        type: s8
        doc: End offset of the segment.
      - id: broker_id
        -orig-id: BrokerId
        type: s4
        doc: Broker id from which this event is generated.
      - id: max_timestamp_ms
        -orig-id: MaxTimestampMs
        type: s8
        doc: Maximum timestamp in milliseconds within this segment.
      - id: event_timestamp_ms
        -orig-id: EventTimestampMs
        type: s8
        doc: Epoch time in milliseconds at which this event is generated.
      - id: num_segment_leader_epochs
        type: kafka_uvarint
        doc: Number of `segment_leader_epochs` plus one (a compact array); never 0,
          as the array is not nullable (Kafka refuses a null).
      - id: segment_leader_epochs
        -orig-id: SegmentLeaderEpochs
        type: segment_leader_epoch_entry
        repeat: expr
        repeat-expr: num_segment_leader_epochs.value - 1
        doc: Leader epoch to start-offset mappings for the records within this segment.
      - id: segment_size_in_bytes
        -orig-id: SegmentSizeInBytes
        type: s4
        doc: Segment size in bytes.
      - id: custom_metadata
        -orig-id: CustomMetadata
        type: kafka_compact_bytes
        doc: Custom metadata of the remote storage manager; null when there is none.
      - id: remote_log_segment_state
        -orig-id: RemoteLogSegmentState
        type: s1
        enum: remote_log_segment_state
        doc: State of the remote log segment.
      - id: num_tagged_fields
        type: kafka_uvarint
        doc: Number of tagged fields that follow.
      - id: tagged_fields
        type: segment_tagged_field
        repeat: expr
        repeat-expr: num_tagged_fields.value
        doc: 'Tagged fields: 0 `txn_index_empty` (Kafka 4.0); others kept as bytes.'
  remote_log_segment_metadata_update_record:
    doc: RemoteLogSegmentMetadataUpdateRecord (api key 1, version 0), a remote segment's new state.
    -webide-representation: '{remote_log_segment_state}'
    seq:
      - id: remote_log_segment_id
        -orig-id: RemoteLogSegmentId
        type: remote_log_segment_id_entry
        doc: Unique representation of the remote log segment.
      - id: broker_id
        -orig-id: BrokerId
        type: s4
        doc: Broker id from which this event is generated.
      - id: event_timestamp_ms
        -orig-id: EventTimestampMs
        type: s8
        doc: Epoch time in milliseconds at which this event is generated.
      - id: custom_metadata
        -orig-id: CustomMetadata
        type: kafka_compact_bytes
        doc: Custom metadata of the remote storage manager; null when there is none.
      - id: remote_log_segment_state
        -orig-id: RemoteLogSegmentState
        type: s1
        enum: remote_log_segment_state
        doc: State of the remote log segment.
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields (none known).
  remote_partition_delete_metadata_record:
    doc: RemotePartitionDeleteMetadataRecord (api key 2, version 0), the deletion of a partition's remote data.
    -webide-representation: '{topic_id_partition.name.value}-{topic_id_partition.partition:dec} {remote_partition_delete_state}'
    seq:
      - id: topic_id_partition
        -orig-id: TopicIdPartition
        type: topic_id_partition_entry
        doc: Represents unique topic partition.
      - id: broker_id
        -orig-id: BrokerId
        type: s4
        doc: |
          Broker (controller or leader) id from which this event is created:
          the controller marks a deletion, the leader of the metadata
          topic's partition starts and finishes it.
      - id: event_timestamp_ms
        -orig-id: EventTimestampMs
        type: s8
        doc: Epoch time in milliseconds at which this event is generated.
      - id: remote_partition_delete_state
        -orig-id: RemotePartitionDeleteState
        type: s1
        enum: remote_partition_delete_state
        doc: Deletion state of the remote partition.
      - id: tagged_fields
        type: kafka_tagged_fields
        doc: Tagged fields (none known).
  remote_log_segment_metadata_snapshot_record:
    doc: RemoteLogSegmentMetadataSnapshotRecord (api key 3, version 0), a remote segment in a snapshot.
    -webide-representation: '{start_offset:dec}..{end_offset:dec} {remote_log_segment_state}'
    seq:
      - id: segment_id
        -orig-id: SegmentId
        type: kafka_uuid
        doc: Unique identifier of the log segment.
      - id: start_offset
        -orig-id: StartOffset
        type: s8
        doc: Start offset of the segment.
      - id: end_offset
        -orig-id: EndOffset
        type: s8
        doc: End offset of the segment.
      - id: broker_id
        -orig-id: BrokerId
        type: s4
        doc: Broker (controller or leader) id from which this event is created or updated.
      - id: max_timestamp_ms
        -orig-id: MaxTimestampMs
        type: s8
        doc: Maximum timestamp within this segment.
      - id: event_timestamp_ms
        -orig-id: EventTimestampMs
        type: s8
        doc: Event timestamp of this segment.
      - id: num_segment_leader_epochs
        type: kafka_uvarint
        doc: Number of `segment_leader_epochs` plus one (a compact array); never 0,
          as the array is not nullable (Kafka refuses a null).
      - id: segment_leader_epochs
        -orig-id: SegmentLeaderEpochs
        type: segment_leader_epoch_entry
        repeat: expr
        repeat-expr: num_segment_leader_epochs.value - 1
        doc: Leader epochs of this segment.
      - id: segment_size_in_bytes
        -orig-id: SegmentSizeInBytes
        type: s4
        doc: Segment size in bytes.
      - id: custom_metadata
        -orig-id: CustomMetadata
        type: kafka_compact_bytes
        doc: Custom metadata of the remote storage manager; null when there is none.
      - id: remote_log_segment_state
        -orig-id: RemoteLogSegmentState
        type: s1
        enum: remote_log_segment_state
        doc: State of the remote log segment.
      - id: num_tagged_fields
        type: kafka_uvarint
        doc: Number of tagged fields that follow.
      - id: tagged_fields
        type: segment_tagged_field
        repeat: expr
        repeat-expr: num_tagged_fields.value
        doc: 'Tagged fields: 0 `txn_index_empty` (Kafka 4.0); others kept as bytes.'
enums:
  remote_log_metadata_type:
    0:
      id: remote_log_segment_metadata_record
      -orig-id: RemoteLogSegmentMetadataRecord
      doc: A segment whose copy to remote storage started.
    1:
      id: remote_log_segment_metadata_update_record
      -orig-id: RemoteLogSegmentMetadataUpdateRecord
      doc: A remote segment's new state.
    2:
      id: remote_partition_delete_metadata_record
      -orig-id: RemotePartitionDeleteMetadataRecord
      doc: The deletion of a partition's remote data.
    3:
      id: remote_log_segment_metadata_snapshot_record
      -orig-id: RemoteLogSegmentMetadataSnapshotRecord
      doc: A remote segment as a snapshot of the manager's state holds it.
  remote_log_segment_state:
    0:
      id: copy_segment_started
      -orig-id: COPY_SEGMENT_STARTED
      doc: The segment's copy to remote storage started.
    1:
      id: copy_segment_finished
      -orig-id: COPY_SEGMENT_FINISHED
      doc: The segment is in remote storage and can be read from there.
    2:
      id: delete_segment_started
      -orig-id: DELETE_SEGMENT_STARTED
      doc: The segment's deletion from remote storage started.
    3:
      id: delete_segment_finished
      -orig-id: DELETE_SEGMENT_FINISHED
      doc: The segment was deleted from remote storage.
  remote_partition_delete_state:
    0:
      id: delete_partition_marked
      -orig-id: DELETE_PARTITION_MARKED
      doc: The controller marked the partition for deletion.
    1:
      id: delete_partition_started
      -orig-id: DELETE_PARTITION_STARTED
      doc: The deletion of the partition's remote segments started.
    2:
      id: delete_partition_finished
      -orig-id: DELETE_PARTITION_FINISHED
      doc: The partition's remote segments were deleted.
