meta:
  id: kafka_compact_bytes
  title: Kafka compact (nullable) bytes of flexible message versions
  xref:
    kafka-doc: https://kafka.apache.org/protocol#protocol_types
    kip: https://cwiki.apache.org/confluence/display/KAFKA/KIP-482%3A+The+Kafka+Protocol+should+Support+Optional+Tagged+Fields
  license: Apache-2.0
  ks-version: '0.11'
  endian: be
  imports:
    - kafka_uvarint
doc: |
  A byte string in a flexible version of a Kafka message (`COMPACT_BYTES`,
  `COMPACT_NULLABLE_BYTES`): an unsigned varint holding the length plus
  one, then that many bytes. A length field of 0 is null, which only
  nullable fields may hold.
doc-ref: https://github.com/apache/kafka/blob/3.9/clients/src/main/java/org/apache/kafka/common/protocol/types/Type.java
-webide-representation: '{len_plus_one:dec} bytes+1'
seq:
  - id: len_plus_one
    type: kafka_uvarint
    doc: Length in bytes, plus one; 0 for null.
  - id: value
    size: len_plus_one.value - 1
    if: len_plus_one.value > 0
    doc: The bytes; absent when null.
instances:
  is_null:
    value: len_plus_one.value == 0
    doc: Whether the bytes are null.
