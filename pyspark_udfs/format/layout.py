"""Kafka's layout numbers: where things sit in a segment entry and how big an index entry is.

The specs in ``ksy/`` describe the bytes; the Python host needs a few of
their sizes and positions by name, to check a length before it parses or to
find a batch's length and magic in a buffer while searching past damage.
Each number is defined here once, under the name Kafka's own classes give it
(``Records``, ``DefaultRecordBatch``, ``LegacyRecord``, ``OffsetIndex``,
``TimeIndex``, ``AbortedTxn``).
"""
from __future__ import annotations

import struct

LOG_OVERHEAD = 12
"""Bytes before every entry's body, alike in every format: an 8-byte offset and a 4-byte length
(``Records.LOG_OVERHEAD``). An entry takes ``LOG_OVERHEAD + length`` bytes."""

LENGTH_OFFSET = 8
"""Position of the 4-byte length in an entry (``Records.SIZE_OFFSET``)."""

MAGIC_OFFSET = 16
"""Position of the magic byte in an entry, whatever its format (``Records.MAGIC_OFFSET``)."""

HEADER_SIZE_UP_TO_MAGIC = MAGIC_OFFSET + 1
"""Bytes of an entry up to and including its magic: the ``entry_prefix`` of kafka_log_segment.ksy
(``Records.HEADER_SIZE_UP_TO_MAGIC``, 17)."""

RECORD_BATCH_OVERHEAD = 61
"""Size of a v2 batch's header, log overhead included; its records start here
(``DefaultRecordBatch.RECORD_BATCH_OVERHEAD``)."""

LEGACY_RECORD_OVERHEAD_V0 = 14
"""Smallest magic 0 message after the log overhead: CRC, magic, attributes, key and value lengths
(``LegacyRecord.RECORD_OVERHEAD_V0``). No entry of any format declares a smaller length."""

LEGACY_RECORD_OVERHEAD_V1 = LEGACY_RECORD_OVERHEAD_V0 + 8
"""Smallest magic 1 message after the log overhead: v0's fields and the 8-byte timestamp
(``LegacyRecord.RECORD_OVERHEAD_V1``, 22)."""

OFFSET_INDEX_ENTRY = struct.Struct(">ii")
"""A ``.index`` entry: 4-byte relative offset, 4-byte position in the ``.log`` (``OffsetIndex``)."""

TIME_INDEX_ENTRY = struct.Struct(">qi")
"""A ``.timeindex`` entry: 8-byte timestamp, 4-byte relative offset (``TimeIndex``)."""

OFFSET_INDEX_ENTRY_SIZE = OFFSET_INDEX_ENTRY.size
"""Bytes of a ``.index`` entry (8)."""

TIME_INDEX_ENTRY_SIZE = TIME_INDEX_ENTRY.size
"""Bytes of a ``.timeindex`` entry (12)."""

TRANSACTION_INDEX_ENTRY_SIZE = 34
"""Bytes of a ``.txnindex`` entry: 2-byte version, producer id and three offsets of 8 bytes
(``AbortedTxn.TOTAL_SIZE``)."""
