meta:
  id: kafka_varint
  title: Kafka zigzag varint (signed 32-bit, at most 5 bytes)
  xref:
    kafka-doc: https://kafka.apache.org/documentation/#record
    protobuf: https://protobuf.dev/programming-guides/encoding/#signed-ints
  license: Apache-2.0
  ks-version: '0.11'
  endian: be
doc: |
  A signed 32-bit integer as Kafka writes it in RecordBatch v2 records
  (`ByteUtils.writeVarint`): zigzag-mapped (0 → 0, -1 → 1, 1 → 2, -2 → 3, …),
  then written as an unsigned base-128 varint, least significant group
  first, 7 bits per byte, the high bit of each byte set while more bytes
  follow. Kafka rejects a varint longer than 5 bytes.
doc-ref: https://github.com/apache/kafka/blob/3.9/clients/src/main/java/org/apache/kafka/common/utils/ByteUtils.java
# The bytes are read one by one (`b0` … `b4`, each present only while the
# previous one has its continuation bit), so no list is built per value.
# `value` is computed with arithmetic only, never with bit operators, so
# that JavaScript (and therefore the Kaitai Web IDE) gets the exact value
# for every 32-bit varint.
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
      count: Kafka shifts it left by 28 in a 32-bit int, so bits 4-6 fall
      off (`ffffffff1f` reads as -2^31, as `ffffffff0f` does); `raw` and
      `value` use `b4 % 16` to read such bytes as Kafka does.
instances:
  len:
    value: >-
      b0 < 128 ? 1 : b1 < 128 ? 2 : b2 < 128 ? 3 : b3 < 128 ? 4 : 5
    doc: Number of bytes this varint occupies (1 to 5).
  raw:
    value: >-
      (b0 % 128 + (b0 < 128 ? 0 : 128 * (b1 % 128 + (b1 < 128 ? 0 : 128 *
      (b2 % 128 + (b2 < 128 ? 0 : 128 * (b3 % 128 + (b3 < 128 ? 0 : 128 *
      (b4 % 16).as<u8>)))))))).as<u8>
    doc: The unsigned zigzag-encoded number, before the zigzag mapping.
    # The `.as<u8>` casts make statically typed targets (C++, Java, …)
    # compute it in 64 bits: Kaitai gives byte arithmetic 32 bits there.
  value:
    value: >-
      (b0 < 128 ? (b0 % 2 == 0 ? b0 / 2 : -(b0 / 2) - 1) :
      (b0 % 2 == 0 ? 1 : -1) * ((b0 % 128) / 2 + 64 * (b1 % 128 +
      (b1 < 128 ? 0 : 128 * (b2 % 128 + (b2 < 128 ? 0 : 128 * (b3 % 128 +
      (b3 < 128 ? 0 : 128 * (b4 % 16).as<u8>))))))) - b0 % 2).as<s8>
    doc: |
      The decoded signed value. Zigzag decoding, `(raw >>> 1) ^ -(raw & 1)`,
      written as arithmetic: even `raw` → `raw / 2`, odd → `-(raw / 2) - 1`
      (integer division), where the parity of `raw` is that of `b0` and
      `raw / 2` is `(b0 % 128) / 2 + 64 * (the higher groups)`.
    # The expression does not go through `raw`, and a one-byte varint (every
    # length and delta below 64) takes its first branch: one evaluation per
    # value, which is most of the cost of a record in generated Python. The
    # `.as<>` casts make statically typed targets compute in 64 bits
    # (tests/test_static_targets.py runs the C++ build).
    -webide-parse-mode: eager
