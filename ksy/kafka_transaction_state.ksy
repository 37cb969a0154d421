meta:
  id: kafka_transaction_state
  title: Records of Kafka's __transaction_state topic (transaction coordinator)
  xref:
    kafka-doc: https://kafka.apache.org/documentation/#semantics
    kip:
      - https://cwiki.apache.org/confluence/display/KAFKA/KIP-98+-+Exactly+Once+Delivery+and+Transactional+Messaging
      - https://cwiki.apache.org/confluence/display/KAFKA/KIP-915%3A+Txn+and+Group+Coordinator+Downgrade+Foundation
  license: Apache-2.0
  ks-version: '0.11'
  endian: be
  imports:
    - kafka_uvarint
    - kafka_string
    - kafka_compact_string
    - kafka_tagged_fields
doc: |
  One record of the `__transaction_state` topic, where the transaction
  coordinator keeps the state of each transactional id: the record's key
  bytes followed by its value bytes (a host passes both lengths). The key
  is a 16-bit version (0) and a TransactionLogKey; the value a 16-bit
  version and a TransactionLogValue at that version (0, or 1, the first
  flexible version). A null value (a tombstone) is written when a
  transactional id expires. Kafka reads a message from the start of its
  bytes and ignores any bytes after it.

  Kafka 4.0 added tagged fields to version 1 for transactions of protocol
  version 2 (KIP-890): PreviousProducerId, NextProducerId and
  ClientTransactionVersion; 4.1 added NextProducerEpoch. Field names are
  those of the message definitions (branch 4.4, unchanged since 4.1), in
  snake case.
doc-ref:
  - https://github.com/apache/kafka/blob/4.4/transaction-coordinator/src/main/java/org/apache/kafka/coordinator/transaction/TransactionCoordinatorRecordSerde.java
  - https://github.com/apache/kafka/tree/4.4/transaction-coordinator/src/main/resources/common/message
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
    type: value
    if: len_value >= 0 and key.is_known
    doc: |
      The record value; absent for a tombstone, and not read after a key of
      an unknown version.
instances:
  is_tombstone:
    value: len_value < 0
    doc: Whether the value is null (the transactional id expired).
types:
  key:
    doc: The record key, a version then TransactionLogKey.
    -webide-representation: 'v{version:dec}'
    seq:
      - id: version
        type: s2
        doc: |
          The record type (TransactionLogKey's api key, 0; its version before
          Kafka 4.1). Kafka reports a key of another type as unknown and does
          not read its value.
      - id: body
        size-eos: true
        type:
          switch-on: version
          cases:
            0: transaction_log_key
        doc: The key message; raw bytes for an unknown version.
    instances:
      is_known:
        value: version == 0
        doc: Whether Kafka knows the record type (0).
  transaction_log_key:
    doc: TransactionLogKey v0.
    -webide-representation: '{transactional_id.value}'
    seq:
      - id: transactional_id
        -orig-id: TransactionalId
        type: kafka_string
        doc: The producer's `transactional.id`.
  value:
    doc: The record value, a version then TransactionLogValue.
    -webide-representation: 'v{version:dec}'
    seq:
      - id: version
        type: s2
        valid:
          min: 0
          max: 1
        doc: The value version, 0 or 1 (flexible).
      - id: body
        type: transaction_log_value(version)
        doc: The value message.
  transaction_log_value:
    doc: TransactionLogValue, the state of one transactional id.
    -webide-representation: 'producer {producer_id:dec} state {transaction_status}'
    params:
      - id: version
        type: s2
        doc: The message version.
    seq:
      - id: producer_id
        -orig-id: ProducerId
        type: s8
        doc: Producer id in use by the transactional id.
      - id: producer_epoch
        -orig-id: ProducerEpoch
        type: s2
        doc: Epoch associated with the producer id.
      - id: transaction_timeout_ms
        -orig-id: TransactionTimeoutMs
        type: s4
        doc: Transaction timeout in milliseconds.
      - id: transaction_status
        -orig-id: TransactionStatus
        type: s1
        enum: transaction_state
        doc: The state the transaction is in.
      - id: num_transaction_partitions
        type: kafka_uvarint
        if: version >= 1
        doc: Number of `transaction_partitions` plus one, 0 for null (version 1).
      - id: num_transaction_partitions_legacy
        type: s4
        if: version < 1
        doc: Number of `transaction_partitions`, -1 for null (version 0).
      - id: transaction_partitions
        -orig-id: TransactionPartitions
        type: partitions_schema(version)
        repeat: expr
        repeat-expr: 'version >= 1 ? num_transaction_partitions.value - 1 : num_transaction_partitions_legacy'
        if: 'version >= 1 ? num_transaction_partitions.value > 0 : num_transaction_partitions_legacy >= 0'
        doc: The partitions the transaction wrote to; null or empty when there are none.
      - id: transaction_last_update_timestamp_ms
        -orig-id: TransactionLastUpdateTimestampMs
        type: s8
        doc: When the transaction was last updated, in milliseconds since the epoch.
      - id: transaction_start_timestamp_ms
        -orig-id: TransactionStartTimestampMs
        type: s8
        doc: When the transaction started, -1 when none is ongoing.
      - id: num_tagged_fields
        type: kafka_uvarint
        if: version >= 1
        doc: Number of tagged fields that follow (version 1).
      - id: tagged_fields
        type: transaction_log_tagged_field
        repeat: expr
        repeat-expr: num_tagged_fields.value
        if: version >= 1
        doc: |
          Tagged fields (version 1): 0 PreviousProducerId, 1 NextProducerId,
          2 ClientTransactionVersion (Kafka 4.0 on), 3 NextProducerEpoch
          (Kafka 4.1 on).
  transaction_log_tagged_field:
    doc: A tagged field of TransactionLogValue v1.
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
            0: previous_producer_id_tag
            1: next_producer_id_tag
            2: client_transaction_version_tag
            3: next_producer_epoch_tag
        doc: The field's data; raw bytes for a tag Kafka 4.4 does not know.
  previous_producer_id_tag:
    doc: Tagged field 0 of TransactionLogValue, written when not -1.
    seq:
      - id: previous_producer_id
        -orig-id: PreviousProducerId
        type: s8
        doc: Producer id used by the last committed transaction.
  next_producer_id_tag:
    doc: Tagged field 1 of TransactionLogValue, written when not -1.
    seq:
      - id: next_producer_id
        -orig-id: NextProducerId
        type: s8
        doc: Latest producer id sent to the producer for the transactional id.
  client_transaction_version_tag:
    doc: Tagged field 2 of TransactionLogValue, written when not 0.
    seq:
      - id: client_transaction_version
        -orig-id: ClientTransactionVersion
        type: s2
        doc: The transaction version the client used (`transaction.version`, 2 for KIP-890's protocol).
  next_producer_epoch_tag:
    doc: Tagged field 3 of TransactionLogValue, written when not -1 (Kafka 4.1 on).
    seq:
      - id: next_producer_epoch
        -orig-id: NextProducerEpoch
        type: s2
        doc: Producer epoch associated with NextProducerId.
  partitions_schema:
    doc: PartitionsSchema, the partitions of one topic in a transaction.
    params:
      - id: version
        type: s2
        doc: The version of the enclosing TransactionLogValue.
    seq:
      - id: topic
        -orig-id: Topic
        type:
          switch-on: version >= 1
          cases:
            true: kafka_compact_string
            false: kafka_string
        doc: The topic name.
      - id: num_partition_ids
        type: kafka_uvarint
        if: version >= 1
        doc: Number of `partition_ids` plus one (version 1).
      - id: num_partition_ids_legacy
        type: s4
        if: version < 1
        valid:
          min: 0
        doc: Number of `partition_ids` (version 0); never negative (the array is not nullable, and Kafka refuses -1).
      - id: partition_ids
        -orig-id: PartitionIds
        type: s4
        repeat: expr
        repeat-expr: 'version >= 1 ? num_partition_ids.value - 1 : num_partition_ids_legacy'
        doc: The partition numbers.
      - id: tagged_fields
        type: kafka_tagged_fields
        if: version >= 1
        doc: Tagged fields (version 1).
enums:
  transaction_state:
    0:
      id: empty
      -orig-id: Empty
      doc: No transaction is in progress.
    1:
      id: ongoing
      -orig-id: Ongoing
      doc: The transaction is writing to partitions.
    2:
      id: prepare_commit
      -orig-id: PrepareCommit
      doc: Commit requested; markers are being written.
    3:
      id: prepare_abort
      -orig-id: PrepareAbort
      doc: Abort requested; markers are being written.
    4:
      id: complete_commit
      -orig-id: CompleteCommit
      doc: Committed; every marker is written.
    5:
      id: complete_abort
      -orig-id: CompleteAbort
      doc: Aborted; every marker is written.
    6:
      id: dead
      -orig-id: Dead
      doc: The transactional id expired; a tombstone follows.
    7:
      id: prepare_epoch_fence
      -orig-id: PrepareEpochFence
      doc: The producer epoch is being fenced, then the transaction aborted.
