meta:
  id: kafka_legacy_message
  title: Apache Kafka legacy message (message format v0 and v1)
  file-extension: log
  xref:
    kafka-doc: https://kafka.apache.org/documentation/#messageset
    kip: https://cwiki.apache.org/confluence/display/KAFKA/KIP-32+-+Add+timestamps+to+Kafka+message
  license: Apache-2.0
  ks-version: '0.11'
  endian: be
doc: |
  One entry of a legacy message set, as written by Kafka before 0.11 (magic
  0, Kafka 0.8 to 0.9; magic 1, Kafka 0.10, which added the timestamp). An
  entry is the 12-byte log overhead (offset and message size) followed by
  the message, whose CRC-32 covers everything from `magic` to the end.

  A compressed message set is stored as one "wrapper" message: its key is
  null and its value holds the inner message set, compressed as a whole by
  the wrapper's codec. Once decompressed, the inner message set is a
  sequence of entries of this same type (see `kafka_log_segment`). For
  magic 1 the inner offsets are relative (0, 1, 2, …) and the wrapper's
  offset is the absolute offset of the last inner message; for magic 0 the
  inner offsets are absolute.
doc-ref:
  - https://kafka.apache.org/documentation/#messageset
  - https://github.com/apache/kafka/blob/3.9/clients/src/main/java/org/apache/kafka/common/record/LegacyRecord.java
seq:
  - id: offset
    type: s8
    doc: |
      Offset of the message. For a compressed wrapper, the offset of the
      last inner message.
  - id: len_message
    -orig-id: size
    type: s4
    doc: |
      Message size: the number of bytes after this field (14 at least for
      magic 0, 22 for magic 1).
  - id: crc
    type: u4
    doc: |
      CRC-32 (IEEE, as `java.util.zip.CRC32`) of the bytes from `magic` to
      the end of the message: see `ofs_crc_input` and `len_crc_input`.
  - id: magic
    type: s1
    valid:
      any-of: [0, 1]
    doc: Message format version, 0 or 1.
  - id: attributes
    type: u1
    doc: |
      8-bit attribute flags: bits 0-2 the codec (`compression`), bit 3 the
      timestamp type (`timestamp_type`, magic 1 only); bits 4-7 unused.
      Read as one number and decoded by those instances on first use.
  - id: timestamp
    type: s8
    if: magic == 1
    doc: |
      Timestamp in ms since the epoch (magic 1 only); -1 when none. For a
      LogAppendTime wrapper, the broker's append time, which also applies
      to every inner message.
  - id: len_key
    -orig-id: keyLength
    type: s4
    doc: Length of the key; -1 for a null key.
  - id: key
    size: len_key
    if: len_key >= 0
    doc: The key.
  - id: len_value
    -orig-id: valueLength
    type: s4
    doc: Length of the value; -1 for a null value (a tombstone).
  - id: value
    size: len_value
    if: len_value >= 0
    doc: |
      The value. For a compressed wrapper, the inner message set compressed
      with `compression`.
instances:
  compression:
    -orig-id: COMPRESSION_CODEC_MASK
    value: attributes % 8
    enum: compression_type
    doc: "Bits 0-2 of `attributes` (0x07): codec of the value (wrapper messages)."
  timestamp_type:
    -orig-id: TIMESTAMP_TYPE_MASK
    value: (attributes / 8) % 2
    enum: timestamp_type
    doc: |
      Bit 3 of `attributes` (0x08), magic 1 only: 0 CreateTime, 1
      LogAppendTime. Only wrappers set it; inner messages are always
      CreateTime.
  ofs_crc_input:
    value: 16
    doc: Position of the first byte covered by `crc` (the magic byte).
  len_crc_input:
    value: len_message - 4
    doc: Number of bytes covered by `crc`, up to the end of the message.
enums:
  compression_type:
    0: none
    1: gzip
    2: snappy
    3:
      id: lz4
      doc: |
        LZ4 frame, since Kafka 0.9. With magic 0, Kafka writes a wrong frame
        header checksum (KAFKA-3160).
  timestamp_type:
    0:
      id: create_time
      -orig-id: CREATE_TIME
      doc: Timestamps are set by the producer.
    1:
      id: log_append_time
      -orig-id: LOG_APPEND_TIME
      doc: Timestamps are set by the broker when it appends the message.
