meta:
  id: kafka_producer_snapshot
  title: Apache Kafka producer state snapshot (.snapshot)
  file-extension: snapshot
  xref:
    kafka-doc: https://kafka.apache.org/documentation/#semantics
    kip: https://cwiki.apache.org/confluence/display/KAFKA/KIP-98+-+Exactly+Once+Delivery+and+Transactional+Messaging
  license: Apache-2.0
  ks-version: '0.11'
  endian: be
doc: |
  The state of the idempotent and transactional producers of a partition,
  as of an offset: `<20-digit offset>.snapshot` beside the segments. The
  broker writes one when a segment is rolled (named by the new segment's
  base offset) and on clean shutdown, and starts from the latest one when
  it loads the log, replaying only the batches after it. Each entry is what
  the broker needs to reject duplicates and fence zombies: the producer's
  epoch, its last sequence and offset, and the first offset of its open
  transaction.

  The CRC-32C covers every byte after the CRC field (from offset 6 to the
  end of the file); Kafka refuses a snapshot whose version is not 1 or
  whose CRC does not hold.
doc-ref: https://github.com/apache/kafka/blob/3.9/storage/src/main/java/org/apache/kafka/storage/internals/log/ProducerStateManager.java
-webide-representation: 'v{header.version:dec}, {header.num_entries:dec} producers'
seq:
  - id: header
    type: header
    doc: Version, CRC and number of entries.
  - id: entries
    type: producer_entry
    repeat: expr
    repeat-expr: header.num_entries
    doc: One entry per producer id, in no particular order.
types:
  header:
    doc: The fields before the entries.
    -webide-representation: 'v{version:dec} crc {crc:dec}'
    seq:
      - id: version
        type: s2
        valid: 1
        doc: Version of the snapshot file; 1.
      - id: crc
        type: u4
        doc: CRC-32C of the bytes from `ofs_crc_input` to the end of the file.
      - id: num_entries
        type: s4
        valid:
          min: 0
        doc: Number of `entries`.
    instances:
      ofs_crc_input:
        value: 6
        doc: Where the CRC's input starts in the file (right after `crc`).
      len_crc_input:
        value: _io.size - ofs_crc_input
        doc: Length of the CRC's input, the rest of the file.
  producer_entry:
    doc: The state of one producer.
    -webide-representation: 'producer {producer_id:dec} epoch {epoch:dec}'
    seq:
      - id: producer_id
        -orig-id: producer_id
        type: s8
        doc: The producer id.
      - id: epoch
        -orig-id: epoch
        type: s2
        doc: The producer's current epoch.
      - id: last_sequence
        -orig-id: last_sequence
        type: s4
        doc: The sequence of the last record the producer wrote.
      - id: last_offset
        -orig-id: last_offset
        type: s8
        doc: |
          The offset of the last record the producer wrote; -1 when the
          entry holds no batch (only the epoch, after a marker).
      - id: offset_delta
        -orig-id: offset_delta
        type: s4
        doc: |
          The last batch's last offset minus its first, which is also its
          last sequence minus its first (sequences wrap at 2^31 - 1).
      - id: timestamp
        -orig-id: timestamp
        type: s8
        doc: The max timestamp of the producer's last batch.
      - id: coordinator_epoch
        -orig-id: coordinator_epoch
        type: s4
        doc: The epoch of the transaction coordinator that wrote the last marker; -1 if none.
      - id: current_txn_first_offset
        -orig-id: current_txn_first_offset
        type: s8
        doc: The first offset of the producer's open transaction; -1 if none is open.
