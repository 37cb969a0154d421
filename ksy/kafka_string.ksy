meta:
  id: kafka_string
  title: Kafka (nullable) string of non-flexible message versions
  xref:
    kafka-doc: https://kafka.apache.org/protocol#protocol_types
  license: Apache-2.0
  ks-version: '0.11'
  endian: be
doc: |
  A string in a non-flexible version of a Kafka message (`STRING`,
  `NULLABLE_STRING`): a signed 16-bit big-endian length, then that many
  bytes of UTF-8. A length of -1 is a null string, which only nullable
  fields may hold; Kafka rejects any other negative length.
doc-ref: https://github.com/apache/kafka/blob/3.9/clients/src/main/java/org/apache/kafka/common/protocol/types/Type.java
-webide-representation: '{value}'
seq:
  - id: len_value
    type: s2
    valid:
      min: -1
    doc: Length of the string in bytes; -1 for null.
  - id: value
    size: len_value
    type: str
    encoding: UTF-8
    if: len_value >= 0
    doc: The string; absent when null.
instances:
  is_null:
    value: len_value == -1
    doc: Whether the string is null.
