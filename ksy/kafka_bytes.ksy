meta:
  id: kafka_bytes
  title: Kafka (nullable) bytes of non-flexible message versions
  xref:
    kafka-doc: https://kafka.apache.org/protocol#protocol_types
  license: Apache-2.0
  ks-version: '0.11'
  endian: be
doc: |
  A byte string in a non-flexible version of a Kafka message (`BYTES`,
  `NULLABLE_BYTES`): a signed 32-bit big-endian length, then that many
  bytes. A length of -1 is null, which only nullable fields may hold;
  Kafka rejects any other negative length.
doc-ref: https://github.com/apache/kafka/blob/3.9/clients/src/main/java/org/apache/kafka/common/protocol/types/Type.java
-webide-representation: '{len_value:dec} bytes'
seq:
  - id: len_value
    type: s4
    valid:
      min: -1
    doc: Length in bytes; -1 for null.
  - id: value
    size: len_value
    if: len_value >= 0
    doc: The bytes; absent when null.
instances:
  is_null:
    value: len_value == -1
    doc: Whether the bytes are null.
