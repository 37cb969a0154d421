meta:
  id: kafka_tagged_fields
  title: Kafka tagged-field section of flexible message versions
  xref:
    kafka-doc: https://kafka.apache.org/protocol#protocol_types
    kip: https://cwiki.apache.org/confluence/display/KAFKA/KIP-482%3A+The+Kafka+Protocol+should+Support+Optional+Tagged+Fields
  license: Apache-2.0
  ks-version: '0.11'
  endian: be
  imports:
    - kafka_uvarint
doc: |
  The section that ends every structure of a flexible message version
  (KIP-482): an unsigned varint count, then that many fields, each an
  unsigned varint tag, an unsigned varint size and `size` bytes. Tags are
  written in increasing order. A reader that does not know a tag keeps it
  as raw bytes (Kafka's `unknownTaggedFields`), which lets a newer writer add
  optional fields without a new version. Most sections are empty: one 0x00
  byte.
doc-ref: https://github.com/apache/kafka/blob/3.9/clients/src/main/java/org/apache/kafka/common/protocol/types/TaggedFields.java
-webide-representation: '{num_fields.value:dec} tagged fields'
seq:
  - id: num_fields
    type: kafka_uvarint
    doc: Number of tagged fields that follow.
  - id: fields
    type: tagged_field
    repeat: expr
    repeat-expr: num_fields.value
    doc: The tagged fields, in increasing tag order.
types:
  tagged_field:
    doc: One tagged field, kept as its raw bytes.
    -webide-representation: 'tag {tag.value:dec}, {len_data.value:dec} bytes'
    seq:
      - id: tag
        type: kafka_uvarint
        doc: The field's tag, unique within its structure.
      - id: len_data
        -orig-id: size
        type: kafka_uvarint
        doc: Size of the field's data in bytes.
      - id: data
        size: len_data.value
        doc: The field's value, encoded as its own type.
