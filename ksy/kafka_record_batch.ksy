meta:
  id: kafka_record_batch
  title: Apache Kafka RecordBatch (message format v2, magic 2)
  file-extension: log
  xref:
    kafka-doc: https://kafka.apache.org/documentation/#recordbatch
    kip: https://cwiki.apache.org/confluence/display/KAFKA/KIP-98+-+Exactly+Once+Delivery+and+Transactional+Messaging
  license: Apache-2.0
  ks-version: '0.11'
  endian: be
  imports:
    - kafka_varint
    - kafka_varlong
doc: |
  One RecordBatch, the unit in which Kafka 0.11 and later writes records to
  a partition's `.log` segment, sends them over the network and compresses
  them. A batch is a fixed 61-byte header followed by its records; when the
  batch is compressed, only the records are compressed, the header never is.

  `len_batch` counts the bytes after itself, so a whole batch occupies
  `12 + len_batch` bytes. The CRC is a CRC-32C (Castagnoli) of every byte
  from `attributes` to the end of the batch; its input range is exposed as
  `ofs_crc_input` / `len_crc_input` so a host program can check it without
  re-deriving offsets.

  The records of an uncompressed batch parse as `records`; a compressed
  batch keeps its records as bytes (`compressed_records`), which, once
  decompressed with the batch's codec, parse with the `record_set` type of
  this spec.
doc-ref:
  - https://kafka.apache.org/documentation/#recordbatch
  - https://github.com/apache/kafka/blob/3.9/clients/src/main/java/org/apache/kafka/common/record/DefaultRecordBatch.java
-webide-representation: >-
  offsets {base_offset:dec} +{last_offset_delta:dec}, {num_records:dec}
  records, {len_batch:dec} B
seq:
  - id: base_offset
    -orig-id: baseOffset
    type: s8
    doc: Offset of the first record of the batch (Kafka's "first offset").
  - id: len_batch
    -orig-id: batchLength
    type: s4
    doc: |
      Number of bytes that follow this field up to the end of the batch
      (the header's 49 remaining bytes plus the records).
  - id: partition_leader_epoch
    -orig-id: partitionLeaderEpoch
    type: s4
    doc: Epoch of the partition leader that appended the batch (KIP-101).
  - id: magic
    type: s1
    valid: 2
    doc: Message format version; 2 for a RecordBatch.
  - id: crc
    type: u4
    doc: |
      CRC-32C of the bytes from `attributes` (offset 21) to the end of the
      batch: see `ofs_crc_input` and `len_crc_input`.
  - id: attributes
    type: u2
    doc: |
      16-bit attribute flags: bits 0-2 the codec (`compression`), bit 3 the
      timestamp type (`timestamp_type`), bit 4 `is_transactional`, bit 5
      `is_control`, bit 6 `has_delete_horizon`; bits 7-15 unused, zero.
    # Read as one number and decoded by the instances of those names, each
    # on first use: a scan that only checks CRCs never decodes them.
  - id: last_offset_delta
    -orig-id: lastOffsetDelta
    type: s4
    doc: Offset of the last record minus `base_offset`.
  - id: base_timestamp
    -orig-id: baseTimestamp
    type: s8
    doc: |
      Timestamp of the first record ("first timestamp"), in ms since the
      epoch. When `has_delete_horizon` is set, this field holds
      the delete horizon of the log cleaner instead (KIP-534).
  - id: max_timestamp
    -orig-id: maxTimestamp
    type: s8
    doc: |
      Largest timestamp in the batch; for LogAppendTime, the time the broker
      appended the batch.
  - id: producer_id
    -orig-id: producerId
    type: s8
    doc: Idempotent or transactional producer id; -1 when none.
  - id: producer_epoch
    -orig-id: producerEpoch
    type: s2
    doc: Producer epoch; -1 when none.
  - id: base_sequence
    -orig-id: baseSequence
    type: s4
    doc: Sequence number of the first record for idempotence; -1 when none.
  - id: num_records
    -orig-id: recordsCount
    type: s4
    doc: Number of records in the batch.
instances:
  compression:
    -orig-id: COMPRESSION_CODEC_MASK
    value: attributes % 8
    enum: compression_type
    doc: "Bits 0-2 of `attributes` (0x07): the codec of the records."
  timestamp_type:
    -orig-id: TIMESTAMP_TYPE_MASK
    value: (attributes / 8) % 2
    enum: timestamp_type
    doc: "Bit 3 of `attributes` (0x08): 0 CreateTime, 1 LogAppendTime."
  is_transactional:
    -orig-id: TRANSACTIONAL_FLAG_MASK
    value: (attributes / 16) % 2 == 1
    doc: "Bit 4 of `attributes` (0x10): the batch is part of a transaction."
  is_control:
    -orig-id: CONTROL_FLAG_MASK
    value: (attributes / 32) % 2 == 1
    doc: |
      Bit 5 of `attributes` (0x20): a control batch, whose records are
      control records (transaction markers, KRaft records), never shown to
      consumers.
  has_delete_horizon:
    -orig-id: DELETE_HORIZON_FLAG_MASK
    value: (attributes / 64) % 2 == 1
    doc: |
      Bit 6 of `attributes` (0x40): `base_timestamp` holds the delete
      horizon set by the log cleaner (KIP-534).
  ofs_records:
    value: 61
    doc: Position of the records inside the batch (the header size).
  len_records:
    value: len_batch - 49
    doc: Number of bytes of records, compressed or not.
  ofs_crc_input:
    value: 21
    doc: Position of the first byte covered by `crc` (the attributes).
  len_crc_input:
    value: len_batch - 9
    doc: Number of bytes covered by `crc`, up to the end of the batch.
  records:
    pos: ofs_records
    size: len_records
    type: record_set(is_control)
    if: compression == compression_type::none
    doc: The records of an uncompressed batch.
  compressed_records:
    pos: ofs_records
    size: len_records
    if: compression != compression_type::none
    doc: |
      The compressed records, as written by the codec of
      `compression`; once decompressed they parse as a
      `record_set`.
types:
  record_set:
    doc: |
      The records of a batch, back to back until the end of the records
      area (after decompression for a compressed batch). Kafka reads
      exactly `num_records` records and requires that no byte is left.
    params:
      - id: is_control
        type: bool
        doc: Whether the records are control records (`is_control` batch).
    seq:
      - id: records
        type: record(is_control)
        repeat: eos
        doc: The records, in offset order.
  record:
    doc: |
      One record of a v2 batch. Every integer is a zigzag varint except the
      timestamp delta (a varlong) and the unused attributes byte. The fields
      after `len_record` take exactly `len_record.value` bytes, which a host
      checks as Kafka does ("Invalid record size").
    doc-ref: https://kafka.apache.org/documentation/#record
    # The fields are read in place, without a substream of `len_record`
    # bytes, so that reading a record allocates nothing but its fields.
    -webide-representation: >-
      offset +{offset_delta}, key {len_key} B, value {len_value} B,
      {num_headers} headers
    params:
      - id: is_control
        type: bool
        doc: Whether the record belongs to a control batch.
    seq:
      - id: len_record
        -orig-id: length
        type: kafka_varint
        doc: Number of bytes of the record after this field.
      - id: attributes
        type: s1
        doc: Record attributes; unused, written as 0.
      - id: timestamp_delta
        -orig-id: timestampDelta
        type: kafka_varlong
        doc: Timestamp minus the batch's `base_timestamp`.
      - id: offset_delta
        -orig-id: offsetDelta
        type: kafka_varint
        doc: Offset minus the batch's `base_offset`.
      - id: len_key
        -orig-id: keyLength
        type: kafka_varint
        doc: Length of the key; -1 for a null key.
      - id: key
        size: len_key.value
        if: len_key.value >= 0
        type:
          switch-on: is_control
          cases:
            true: control_record_key
        doc: The key; for a control record, a `control_record_key`.
      - id: len_value
        -orig-id: valueLength
        type: kafka_varint
        doc: Length of the value; -1 for a null value (a tombstone).
      - id: value
        size: len_value.value
        if: len_value.value >= 0
        type:
          switch-on: >-
            is_control and len_key.value >= 4 and
            (key.as<control_record_key>.record_type == control_record_type::abort
            or key.as<control_record_key>.record_type == control_record_type::commit)
          cases:
            true: end_txn_marker
        doc: |
          The value; for an ABORT or COMMIT control record, the
          `end_txn_marker`.
        # The condition is written in the switch rather than as a named
        # instance, so that an ordinary record does not pay for an instance
        # lookup in generated Python.
      - id: num_headers
        -orig-id: headerCount
        type: kafka_varint
        doc: Number of headers.
      - id: headers
        type: header
        repeat: expr
        repeat-expr: num_headers.value
        doc: Application headers (KIP-82), in the order they were added.
  header:
    doc: One record header, a string key with an optional byte value.
    -webide-representation: '{key:str}: {len_value} B'
    seq:
      - id: len_key
        -orig-id: headerKeyLength
        type: kafka_varint
        doc: Length of the key in bytes.
      - id: key
        size: len_key.value
        doc: |
          The header key, a string in UTF-8. Kafka decodes it with
          replacement characters (U+FFFD) for invalid bytes, so such a key
          does not make the record unreadable; it is kept as bytes here for
          the same reason.
      - id: len_value
        -orig-id: headerValueLength
        type: kafka_varint
        doc: Length of the value; -1 for a null value.
      - id: value
        size: len_value.value
        if: len_value.value >= 0
        doc: The header value.
  control_record_key:
    doc: |
      Key of a record in a control batch: which kind of control record it is.
    doc-ref: https://github.com/apache/kafka/blob/3.9/clients/src/main/java/org/apache/kafka/common/record/ControlRecordType.java
    -webide-representation: '{record_type} v{version:dec}'
    seq:
      - id: version
        type: s2
        valid:
          min: 0
        doc: |
          Version of the key schema; 0 in every Kafka release so far. Kafka's
          reader refuses a negative version as data corruption
          (InvalidRecordException) and reads a higher one as the highest it
          knows.
      - id: record_type
        -orig-id: type
        type: s2
        enum: control_record_type
        doc: The control record type.
  end_txn_marker:
    doc: |
      Value of an ABORT or COMMIT control record: the end of a transaction of
      the batch's producer.
    doc-ref: https://github.com/apache/kafka/blob/3.9/clients/src/main/java/org/apache/kafka/common/record/EndTransactionMarker.java
    -webide-representation: 'coordinator epoch {coordinator_epoch:dec}'
    seq:
      - id: version
        type: s2
        valid:
          min: 0
        doc: |
          Version of the marker schema; 0. Kafka's reader refuses a negative
          version as data corruption (InvalidRecordException) and reads a
          higher one as the highest it knows.
      - id: coordinator_epoch
        -orig-id: coordinatorEpoch
        type: s4
        doc: Epoch of the transaction coordinator that wrote the marker.
enums:
  compression_type:
    # Kafka's CompressionType; the legacy message format uses this enum too.
    0: none
    1: gzip
    2: snappy
    3:
      id: lz4
      doc: |
        LZ4 frame, since Kafka 0.9. With magic 0, Kafka writes a wrong frame
        header checksum (KAFKA-3160).
    4:
      id: zstd
      doc: |
        Zstandard, since Kafka 2.1 (KIP-110); only in magic 2: Kafka rejects
        a magic 0 or 1 message that names it.
  timestamp_type:
    # Kafka's TimestampType; the legacy message format (magic 1) uses this
    # enum too. Kafka's names for the two are CreateTime and LogAppendTime.
    0:
      id: create_time
      -orig-id: CREATE_TIME
      doc: Timestamps are set by the producer.
    1:
      id: log_append_time
      -orig-id: LOG_APPEND_TIME
      doc: |
        Timestamps are set by the broker when it appends the batch (or the
        legacy message).
  control_record_type:
    0:
      id: abort
      doc: End of an aborted transaction.
    1:
      id: commit
      doc: End of a committed transaction.
    2:
      id: leader_change
      doc: KRaft leader change (KIP-595).
    3:
      id: snapshot_header
      doc: First record of a KRaft snapshot (KIP-630).
    4:
      id: snapshot_footer
      doc: Last record of a KRaft snapshot (KIP-630).
    5:
      id: kraft_version
      doc: KRaft version record (KIP-853).
    6:
      id: kraft_voters
      doc: KRaft voters record (KIP-853).
