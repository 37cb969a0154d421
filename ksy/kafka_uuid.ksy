meta:
  id: kafka_uuid
  title: Kafka UUID (topic ids, directory ids, incarnation ids)
  xref:
    kafka-doc: https://kafka.apache.org/protocol#protocol_types
    kip: https://cwiki.apache.org/confluence/display/KAFKA/KIP-516%3A+Topic+Identifiers
  license: Apache-2.0
  ks-version: '0.11'
  endian: be
doc: |
  A 128-bit UUID (Kafka's `Uuid`, protocol type `UUID`): the most
  significant 64 bits, then the least significant 64 bits, both big-endian,
  16 bytes in all. Kafka prints a UUID as the URL-safe base64 of these 16
  bytes without padding (22 characters), e.g. `AAAAAAAAAAAAAAAAAAAAAA` for
  the all-zero `Uuid.ZERO_UUID`, which stands for "no id".
doc-ref: https://github.com/apache/kafka/blob/3.9/clients/src/main/java/org/apache/kafka/common/Uuid.java
-webide-representation: '{bytes}'
seq:
  - id: bytes
    size: 16
    doc: The 16 bytes, most significant first.
