meta:
  id: kafka_transaction_index
  title: Apache Kafka transaction index (.txnindex)
  file-extension: txnindex
  xref:
    kafka-doc: https://kafka.apache.org/documentation/#semantics
    kip: https://cwiki.apache.org/confluence/display/KAFKA/KIP-98+-+Exactly+Once+Delivery+and+Transactional+Messaging
  license: Apache-2.0
  ks-version: '0.11'
  endian: be
doc: |
  The aborted-transaction index beside a `.log` segment, with the same base
  name. The broker appends one 34-byte entry when it writes the ABORT marker
  of a transaction; a fetch at read_committed returns the entries that
  overlap the fetched range, and the consumer skips those producers' records.
  The file has no header and is not preallocated. Kafka 4.4 reads and
  writes an entry as the generated message AbortedTxn (AbortedTxn.json,
  version 0, not flexible) after its 16-bit version: the same 34 bytes.
doc-ref: https://github.com/apache/kafka/blob/3.9/storage/src/main/java/org/apache/kafka/storage/internals/log/AbortedTxn.java
seq:
  - id: entries
    type: aborted_txn
    repeat: expr
    repeat-expr: _io.size / 34
    doc: The aborted transactions, in the order their markers were written.
  - id: trailing
    size-eos: true
    doc: Bytes past the last whole entry; Kafka ignores them.
types:
  aborted_txn:
    doc: One aborted transaction (Kafka's `AbortedTxn`).
    -webide-representation: >-
      producer {producer_id:dec}, offsets {first_offset:dec} to
      {last_offset:dec}
    seq:
      - id: version
        type: s2
        valid: 0
        doc: Entry version; 0 is the only one Kafka writes and reads.
      - id: producer_id
        -orig-id: producerId
        type: s8
        doc: Producer whose transaction was aborted.
      - id: first_offset
        -orig-id: firstOffset
        type: s8
        doc: First offset of the transaction in this partition.
      - id: last_offset
        -orig-id: lastOffset
        type: s8
        doc: Offset of the ABORT marker.
      - id: last_stable_offset
        -orig-id: lastStableOffset
        type: s8
        doc: The partition's last stable offset when the marker was written.
