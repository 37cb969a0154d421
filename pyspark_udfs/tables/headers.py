"""A read of the columns a batch header gives (:data:`~.projection.HEADER_COLUMNS`), records not decoded.

A split of clean v2 batches is read from its batch headers alone
(:func:`header_batches`): each batch's CRC is checked over its bytes (mapped
from the file, not copied), the batch gives its header's record count of
rows (a compacted batch holds fewer records than its offsets span: the count
says how many) with the batch's values, and, when ``offset`` is asked, the
offsets from its base to its last. Such a batch is what the full read makes
of it: its CRC holds, its offsets are in order, the count fits its bytes,
and no bound, ``read_committed`` or gap between offsets asks for its
records. As soon as a batch is anything else (legacy, damaged, cut by a
bound, out of order), the split is read in full instead and cut to the
columns asked, so problems are what a full read makes of them.

One difference stays: a batch whose CRC holds but whose records do not
parse (bytes a writer got wrong, not damage after writing) is counted by its
header here; the full read, ``verify`` and ``dump`` report its records' problem.
"""
from __future__ import annotations

import mmap
import os
import struct
from array import array
from collections.abc import Iterator
from itertools import chain, repeat
from typing import TYPE_CHECKING

from ..builds.batch import codec_name
from ..builds.record_rules import INT32_MAX, INT64_MAX
from ..format.layout import LOG_OVERHEAD
from ..tiered.layout import MANIFEST_SUFFIX
from .projection import empty_columns
from .schema import arrow_schema

if TYPE_CHECKING:  # pragma: no cover
    import pyarrow

    from .options import ReadOptions
    from .splits import SegmentSplit
    from .stats import ReadStats

_HEADER = struct.Struct(">qiibIhiqqqhii")
"""A v2 batch's header: baseOffset, batchLength, partitionLeaderEpoch, magic, crc, attributes, lastOffsetDelta,
baseTimestamp, maxTimestamp, producerId, producerEpoch, baseSequence, recordsCount (Kafka's DefaultRecordBatch)."""
_RECORDS_AT = _HEADER.size
"""Bytes of a v2 batch before its records, log overhead included (61)."""
_CRC_FROM = 21
"""The CRC covers the batch from its attributes on."""
_SMALLEST_RECORD = 7
"""Bytes of the smallest v2 record: length, attributes, timestamp and offset deltas, key and value lengths
(-1) and header count, one byte each."""
_CODEC, _TRANSACTIONAL, _CONTROL = 0x07, 0x10, 0x20
_WINDOW = 64 << 20
"""Bytes of the file mapped at a time (what a count holds of it)."""


class _Run:
    """``count`` rows of the same ``values`` (the asked columns but ``offset``), whose offsets run from
    ``first``."""

    __slots__ = ("count", "first", "values")

    def __init__(self, values: tuple, count: int, first: int):
        self.values, self.count, self.first = values, count, first


def header_batches(split: SegmentSplit, options: ReadOptions, stats: ReadStats | None = None
                   ) -> Iterator[pyarrow.RecordBatch] | None:
    """The rows of ``split`` in ``options.columns`` (all of them header columns), as record batches of at most
    ``maxRecordsPerBatch`` rows; ``None`` when the split is not all clean v2 batches (nothing is counted then)."""
    columns = options.columns or ()
    others = tuple(name for name in columns if name != "offset")
    runs = _runs(split, options, others, "offset" in columns, stats)
    return None if runs is None else _batches(runs, options.max_records_per_batch, others, "offset" in columns)


def _batches(runs: list[_Run], max_rows: int, others: tuple[str, ...], offsets: bool
             ) -> Iterator[pyarrow.RecordBatch]:
    held: list[_Run] = []
    rows = 0
    for run in runs:
        values, count, first = run.values, run.count, run.first
        while count:
            taken = min(count, max_rows - rows)
            held.append(_Run(values, taken, first))
            rows, count, first = rows + taken, count - taken, first + taken
            if rows == max_rows:
                yield _record_batch(held, rows, others, offsets)
                held, rows = [], 0
    if rows:
        yield _record_batch(held, rows, others, offsets)


def _runs(split: SegmentSplit, options: ReadOptions, others: tuple[str, ...], offsets: bool,
          stats: ReadStats | None) -> list[_Run] | None:
    """The runs of the split's batches, read from their headers; ``None`` at the first batch that needs its
    records or :func:`~.rows.read_split`'s decisions (see the module's docstring)."""
    from ..builds.backend import select
    from ..reading.segment import LogSegment

    if (split.offset_low, split.offset_high, split.timestamp_low, split.aborted) != (None, None, None, None) \
            or not os.path.isfile(split.path) or split.path.endswith(MANIFEST_SUFFIX):
        return None  # (a tiered segment's manifest is a local file, but its segment's bytes are elsewhere)
    crc32c = select(options.backend).crc32c
    with LogSegment(split.path, name=split.path, **options.segment_limits()) as log:
        base, max_size, size, limit = (log.base_offset, log.max_batch_bytes + LOG_OVERHEAD, log.size,
                                       log.decompression_limit)
    end = size if split.end is None else min(split.end, size)
    runs: list[_Run] = []
    previous: int | None = None  # the last offset of the batch before
    read = rows = 0
    with open(split.path, "rb") as file:
        mapped = _Mapped(file, size)
        try:
            position = split.start
            while position < end:
                view = mapped.at(position, _RECORDS_AT)
                if view is None:
                    return None
                at = position - mapped.start
                (base_offset, length, leader_epoch, magic, crc, attributes, last_delta, _, _, producer_id,
                 producer_epoch, _, count) = _HEADER.unpack_from(view, at)
                entry = length + LOG_OVERHEAD
                if magic != 2 or entry < _RECORDS_AT or entry > max_size or position + entry > size:
                    return None
                view = mapped.at(position, entry)
                at = position - mapped.start
                last = base_offset + last_delta
                first_of_file = previous is None and base is not None and base_offset < base
                if (view is None or crc32c(view[at + _CRC_FROM:at + entry]) != crc or last_delta < 0
                        or last > INT64_MAX or (previous is not None and base_offset <= previous) or first_of_file
                        or (base is not None and last - base > INT32_MAX)):
                    return None
                room = entry - _RECORDS_AT if attributes & _CODEC == 0 else limit
                if count < 0 or count * _SMALLEST_RECORD > room or (offsets and count != last_delta + 1):
                    return None
                read += 1
                control = bool(attributes & _CONTROL)
                if options.include_control or not control:
                    values = {"topic": split.topic, "partition": split.partition, "magic": 2,
                              "compression": codec_name(attributes & _CODEC), "baseOffset": base_offset,
                              "producerId": producer_id, "producerEpoch": producer_epoch,
                              "isTransactional": bool(attributes & _TRANSACTIONAL), "isControl": control,
                              "partitionLeaderEpoch": leader_epoch, "file": split.path, "position": position,
                              "_corrupt_record": None}  # as rows.record_row gives them
                    runs.append(_Run(tuple(values[name] for name in others), count, base_offset))
                    rows += count
                previous = last
                position += entry
        finally:
            mapped.close()
    if stats is not None:
        stats.segments_opened += 1
        stats.batches_read += read
        stats.rows += rows
    return runs


class _Mapped:
    """A window of a file mapped read-only, moved along as the batches are read."""

    def __init__(self, file, size: int):
        self.file, self.size = file, size
        self.map: mmap.mmap | None = None
        self.view: memoryview | None = None
        self.start = self.end = 0

    def at(self, position: int, length: int) -> memoryview | None:
        """A view of the mapped window holding ``length`` bytes at ``position`` (at ``position - start`` in
        it); ``None`` when the file does not hold them."""
        if position + length > self.size:
            return None
        if not self.start <= position or position + length > self.end:
            self.close()
            self.start = position - position % mmap.ALLOCATIONGRANULARITY
            self.end = min(self.size, max(self.start + _WINDOW, position + length))
            self.map = mmap.mmap(self.file.fileno(), self.end - self.start, access=mmap.ACCESS_READ,
                                 offset=self.start)
            self.view = memoryview(self.map)
        return self.view

    def close(self) -> None:
        if self.view is not None:
            self.view.release()
        if self.map is not None:
            self.map.close()
        self.map = self.view = None


def _record_batch(runs: list[_Run], rows: int, others: tuple[str, ...], offsets: bool) -> pyarrow.RecordBatch:
    """The record batch of ``runs``: each column's run values given out row by row, in the schema's order."""
    import pyarrow as pa

    if not others and not offsets:
        return empty_columns(rows)
    schema = arrow_schema()
    arrays: dict[str, pyarrow.Array] = {}
    for at, name in enumerate(others):  # (not pyarrow.compute's take: its import is most of a short sql command)
        kind = schema.field(name).type
        if all(run.values[at] is None for run in runs):
            arrays[name] = pa.nulls(rows, kind)
        else:
            arrays[name] = pa.array(list(chain.from_iterable(repeat(run.values[at], run.count) for run in runs)),
                                    kind)
    if offsets:
        values = array("q")
        for run in runs:
            values.extend(range(run.first, run.first + run.count))
        arrays["offset"] = pa.Array.from_buffers(pa.int64(), rows, [None, pa.py_buffer(values)])
    names = [name for name in schema.names if name in arrays]
    return pa.RecordBatch.from_arrays([arrays[name] for name in names], names=names)
