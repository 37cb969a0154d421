meta:
  id: kafka_time_index
  title: Apache Kafka time index (.timeindex)
  file-extension: timeindex
  xref:
    kafka-doc: https://kafka.apache.org/documentation/#log
  license: Apache-2.0
  ks-version: '0.11'
  endian: be
doc: |
  The sparse time index beside each `.log` segment (KIP-33), with the same
  base name. Each 12-byte entry says that records with timestamps up to
  `timestamp` are at or before `relative_offset`: it holds the largest
  timestamp seen so far in the segment and the offset of the record that
  carries it. Entries are added together with the offset index entries,
  and only when the timestamp grows, so timestamps increase strictly. The
  active segment's file is preallocated and its unused tail is zeros.
doc-ref: https://github.com/apache/kafka/blob/3.9/storage/src/main/java/org/apache/kafka/storage/internals/log/TimeIndex.java
seq:
  - id: entries
    type: entry
    repeat: expr
    repeat-expr: _io.size / 12
    doc: The index entries, 12 bytes each.
  - id: trailing
    size-eos: true
    doc: Bytes past the last whole entry; Kafka requires none.
types:
  entry:
    doc: One time index entry.
    -webide-representation: '{timestamp:dec} ms at offset +{relative_offset:dec}'
    seq:
      - id: timestamp
        type: s8
        doc: Largest timestamp seen in the segment up to this entry, in ms.
      - id: relative_offset
        -orig-id: relativeOffset
        type: s4
        doc: Offset of the record with that timestamp, minus the base offset.
