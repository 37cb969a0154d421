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
  imports:
    - kafka_record_batch
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
-webide-representation: >-
  offset {offset:dec}, magic {magic:dec}, key {len_key:dec} B, value
  {len_value:dec} B
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
  # `compression` and `timestamp_type` are bit fields of the sequence, not
  # value instances over one attributes byte as in kafka_record_batch: the
  # compiler (0.11) resolves an imported enum only on a parsed field
  # (kaitai-io/kaitai_struct#857).
  - id: unused_attributes
    type: b4
    doc: |
      Bits 4-7 of the 8-bit attributes, unused. The attributes byte is read
      as three bit fields, most significant bits first.
  - id: timestamp_type
    -orig-id: TIMESTAMP_TYPE_MASK
    type: b1
    enum: kafka_record_batch::timestamp_type
    doc: |
      Bit 3 of the attributes (0x08), magic 1 only: 0 CreateTime, 1
      LogAppendTime. Only wrappers set it; inner messages are always
      CreateTime.
  - id: compression
    -orig-id: COMPRESSION_CODEC_MASK
    type: b3
    enum: kafka_record_batch::compression_type
    doc: |
      Bits 0-2 of the attributes (0x07): codec of the value (wrapper
      messages). The codes are those of a RecordBatch; zstd (4) is not
      allowed before magic 2.
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
  ofs_crc_input:
    value: 16
    doc: Position of the first byte covered by `crc` (the magic byte).
  len_crc_input:
    value: len_message - 4
    doc: Number of bytes covered by `crc`, up to the end of the message.
