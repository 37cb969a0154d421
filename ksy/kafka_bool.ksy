meta:
  id: kafka_bool
  title: Kafka boolean of message fields
  xref:
    kafka-doc: https://kafka.apache.org/protocol#protocol_types
  license: Apache-2.0
  ks-version: '0.11'
  endian: be
doc: |
  A boolean field of a Kafka message (`BOOLEAN`): one byte, written as 0
  for false and 1 for true. Kafka reads any byte other than 0 as true.
doc-ref: https://github.com/apache/kafka/blob/3.9/clients/src/main/java/org/apache/kafka/common/protocol/types/Type.java
-webide-representation: '{raw:dec}'
seq:
  - id: raw
    type: u1
    doc: The byte as written; 0 is false.
instances:
  value:
    value: raw != 0
    doc: The boolean, as Kafka reads it.
