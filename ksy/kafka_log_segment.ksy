meta:
  id: kafka_log_segment
  title: Apache Kafka log segment (.log), batches of any message format
  file-extension: log
  xref:
    kafka-doc: https://kafka.apache.org/documentation/#log
  license: Apache-2.0
  ks-version: '0.11'
  endian: be
  imports:
    - kafka_legacy_message
    - kafka_record_batch
doc: |
  A partition's `.log` segment file, named after the offset of its first
  record (`00000000000000000000.log`): batches appended back to back, with
  no file header. Every entry, whatever its message format, starts with the
  same 12-byte log overhead (an 8-byte offset and a 4-byte length of what
  follows) and has its magic byte at position 16. One file may mix formats,
  as happens after a message-format upgrade: legacy messages (magic 0 and
  1) first, then RecordBatches (magic 2).

  The same type parses the inner message set of a compressed legacy
  wrapper once it is decompressed.

  An entry whose length or magic makes no sense does not stop the parser:
  its bytes are kept raw in `body` so the host program can report them.
  With an unknown magic but a plausible length, exactly that entry is kept
  and parsing goes on after it; with an impossible length, or a length
  running past the end of the file (a segment still being written), the
  rest of the file is kept.
doc-ref: https://github.com/apache/kafka/blob/3.9/clients/src/main/java/org/apache/kafka/common/record/FileLogInputStream.java
seq:
  - id: entries
    type: entry
    repeat: eos
    doc: The batches or messages of the segment, in file order.
types:
  entry_prefix:
    doc: |
      The first 17 bytes of an entry, laid out alike in every format: the
      offset, the length and, at byte 16, the magic that picks the format.
      They tell how many bytes the entry takes and which type parses them.
    # The Python reader parses this small type alone first, to know how
    # many bytes to take from its read buffer before it parses the entry.
    -webide-representation: >-
      offset {offset:dec}, length {len_declared:dec}, magic {magic:dec}
    seq:
      - id: offset
        type: s8
        doc: |
          The batch's base offset (magic 2), or the message's offset (magic 0
          and 1; for a compressed wrapper, its last inner offset).
      - id: len_declared
        type: s4
        doc: |
          The length field, common to every format: bytes after the log
          overhead (Kafka's "message size" or "batch length").
      - id: epoch_or_crc
        type: u4
        doc: |
          The partition leader epoch (magic 2) or the message CRC (magic 0
          and 1); not needed to find the entry's extent.
      - id: magic
        type: s1
        doc: The format of the entry.
    instances:
      len_min:
        value: 'magic == 2 ? 49 : magic == 1 ? 22 : 14'
        doc: |
          Smallest length that magic allows: the 61-byte batch header minus
          the log overhead for v2, 22 and 14 bytes (RECORD_OVERHEAD_V1 and
          V0) for v1 and v0.
  entry:
    doc: |
      One batch (magic 2) or message (magic 0 or 1) with its log overhead.
      Its `prefix` is read ahead, at the start of the entry, before `body`
      is parsed: its length and magic decide how many bytes `body` takes
      and which type parses them.
    -webide-representation: '{body}'
    seq:
      - id: body
        size: len_entry
        type:
          switch-on: 'is_length_sane ? prefix.magic : -1'
          cases:
            0: kafka_legacy_message
            1: kafka_legacy_message
            2: kafka_record_batch
        doc: |
          The whole entry, log overhead included; raw bytes when the magic is
          unknown or the length impossible.
    instances:
      len_available:
        value: _io.size - _io.pos
        doc: Bytes from the start of this entry to the end of the file.
      has_header:
        value: len_available >= 17
        doc: Whether the 17 bytes up to and including the magic are present.
      prefix:
        pos: _io.pos
        type: entry_prefix
        if: has_header
        doc: The entry's offset, length and magic, read ahead.
      is_truncated:
        value: has_header and prefix.len_declared > len_available - 12
        doc: The length runs past the end of the file.
      is_length_sane:
        value: >-
          has_header and prefix.len_declared >= prefix.len_min and
          prefix.len_declared <= len_available - 12
        doc: The length fits the magic and the file.
      len_entry:
        value: >-
          has_header and prefix.len_declared >= 14 and
          prefix.len_declared <= len_available - 12 ? prefix.len_declared +
          12 : len_available
        doc: |
          Bytes taken by this entry: log overhead plus declared length when
          that is plausible, else everything to the end of the file.
