meta:
  id: kafka_uvarint
  title: Kafka unsigned varint (32-bit, at most 5 bytes)
  xref:
    kafka-doc: https://kafka.apache.org/protocol#protocol_types
    kip: https://cwiki.apache.org/confluence/display/KAFKA/KIP-482%3A+The+Kafka+Protocol+should+Support+Optional+Tagged+Fields
  license: Apache-2.0
  ks-version: '0.11'
  endian: be
doc: |
  An unsigned 32-bit integer as Kafka's message classes write it in the
  flexible versions of a message (KIP-482): `ByteUtils.writeUnsignedVarint`,
  base-128, least significant group first, 7 bits per byte, the high bit of
  each byte set while more bytes follow. Unlike the record's `kafka_varint`
  there is no zigzag mapping. Kafka rejects a varint longer than 5 bytes.

  It is the length prefix of compact strings, bytes and arrays (the length
  plus one, 0 meaning null), the count of a tagged-field section, and each
  tagged field's tag and size. A compact array of N elements is written as
  this varint holding N + 1, then the N elements; 0 is a null array. The
  specs write such an array as a `num_<name>` field of this type followed
  by the elements with `repeat-expr: num_<name>.value - 1`.

  The bytes are read one by one, as in `kafka_varint`, and `value` is
  computed with arithmetic only, so JavaScript (the Web IDE) is exact too.
doc-ref: https://github.com/apache/kafka/blob/3.9/clients/src/main/java/org/apache/kafka/common/utils/ByteUtils.java
-webide-representation: '{value:dec}'
seq:
  - id: b0
    type: u1
    doc: First byte; bits 0-6 are the least significant group.
  - id: b1
    type: u1
    if: b0 >= 128
    doc: Second byte, present when `b0` has its continuation bit (0x80).
  - id: b2
    type: u1
    if: b0 >= 128 and b1 >= 128
    doc: Third byte, present while the continuation bits go on.
  - id: b3
    type: u1
    if: b0 >= 128 and b1 >= 128 and b2 >= 128
    doc: Fourth byte, present while the continuation bits go on.
  - id: b4
    type: u1
    if: b0 >= 128 and b1 >= 128 and b2 >= 128 and b3 >= 128
    valid:
      max: 127
    doc: |
      Fifth and last possible byte. Its continuation bit must be clear:
      Kafka throws "Varint is too long" otherwise. Only its low 4 bits
      count (Kafka shifts it left by 28 in a 32-bit int), hence `b4 % 16`.
instances:
  len:
    value: >-
      b0 < 128 ? 1 : b1 < 128 ? 2 : b2 < 128 ? 3 : b3 < 128 ? 4 : 5
    doc: Number of bytes this varint occupies (1 to 5).
  value:
    value: >-
      (b0 % 128 + (b0 < 128 ? 0 : 128 * (b1 % 128 + (b1 < 128 ? 0 : 128 *
      (b2 % 128 + (b2 < 128 ? 0 : 128 * (b3 % 128 + (b3 < 128 ? 0 : 128 *
      (b4 % 16).as<u8>)))))))).as<u8>
    doc: |
      The decoded number, 0 to 2^32 - 1. Kafka keeps it in a signed 32-bit
      int, so a length above 2^31 - 1 is negative there and rejected.
    # The `.as<u8>` casts make statically typed targets compute in 64 bits.
    -webide-parse-mode: eager
