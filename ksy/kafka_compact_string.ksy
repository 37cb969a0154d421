meta:
  id: kafka_compact_string
  title: Kafka compact (nullable) string of flexible message versions
  xref:
    kafka-doc: https://kafka.apache.org/protocol#protocol_types
    kip: https://cwiki.apache.org/confluence/display/KAFKA/KIP-482%3A+The+Kafka+Protocol+should+Support+Optional+Tagged+Fields
  license: Apache-2.0
  ks-version: '0.11'
  endian: be
  imports:
    - kafka_uvarint
doc: |
  A string in a flexible version of a Kafka message (`COMPACT_STRING`,
  `COMPACT_NULLABLE_STRING`): an unsigned varint holding the length in bytes
  plus one, then that many bytes of UTF-8. A length field of 0 is a null
  string, which only nullable fields may hold.
doc-ref: https://github.com/apache/kafka/blob/3.9/clients/src/main/java/org/apache/kafka/common/protocol/types/Type.java
-webide-representation: '{value}'
seq:
  - id: len_plus_one
    type: kafka_uvarint
    doc: Length of the string in bytes, plus one; 0 for null.
  - id: value
    size: len_plus_one.value - 1
    type: str
    encoding: UTF-8
    if: len_plus_one.value > 0
    doc: The string; absent when null.
instances:
  is_null:
    value: len_plus_one.value == 0
    doc: Whether the string is null.
