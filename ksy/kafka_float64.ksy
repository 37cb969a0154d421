meta:
  id: kafka_float64
  title: Kafka 64-bit float of message fields
  xref:
    kafka-doc: https://kafka.apache.org/protocol#protocol_types
  license: Apache-2.0
  ks-version: '0.11'
  endian: be
doc: |
  A `FLOAT64` field of a Kafka message: an IEEE 754 binary64 number, 8
  bytes, big-endian (`ByteBuffer.putDouble`). Kafka's metadata records use
  it for client quota values.
doc-ref: https://github.com/apache/kafka/blob/3.9/clients/src/main/java/org/apache/kafka/common/protocol/types/Type.java
# The bytes are kept whole and a host reads them as a double: Kaitai's `f8`
# would need floating-point support in the C++ runtime the project builds.
-webide-representation: '{raw}'
seq:
  - id: raw
    size: 8
    doc: The number's 8 bytes, big-endian IEEE 754 binary64.
