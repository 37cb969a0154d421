meta:
  id: kafka_offset_index
  title: Apache Kafka offset index (.index)
  file-extension: index
  xref:
    kafka-doc: https://kafka.apache.org/documentation/#log
  license: Apache-2.0
  ks-version: '0.11'
  endian: be
doc: |
  The sparse offset index beside each `.log` segment, with the same base
  name (the segment's base offset). Each 8-byte entry maps an offset,
  relative to the segment's base offset, to the byte position of a batch in
  the `.log` file. Kafka adds an entry after more than
  `log.index.interval.bytes` (4096 by default) were appended since the last
  one, so entries increase in both offset and position. The index of the
  active segment is preallocated (10 MiB by default) and its unused tail is
  zeros; Kafka trims the file when the segment is rolled or closed.
doc-ref: https://github.com/apache/kafka/blob/3.9/storage/src/main/java/org/apache/kafka/storage/internals/log/OffsetIndex.java
seq:
  - id: entries
    type: entry
    repeat: expr
    repeat-expr: _io.size / 8
    doc: The index entries, 8 bytes each.
  - id: trailing
    size-eos: true
    doc: Bytes past the last whole entry; Kafka requires none.
types:
  entry:
    doc: One offset index entry.
    -webide-representation: 'offset +{relative_offset:dec} at byte {position:dec}'
    seq:
      - id: relative_offset
        -orig-id: relativeOffset
        type: s4
        doc: Offset of the indexed batch minus the segment's base offset.
      - id: position
        -orig-id: physical
        type: s4
        doc: Byte position of that batch in the `.log` file.
