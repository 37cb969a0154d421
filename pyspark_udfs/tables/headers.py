"""A read of the columns a batch header gives (:data:`~.projection.HEADER_COLUMNS`), records not decoded.

The split is walked by :func:`~pyspark_udfs.tables.rows.read_split`, so
every batch's CRC is checked and damage, order problems and the batch
filters are what a full read makes of them. A v2 batch that passes gives
its header's record count of rows (a compacted batch holds fewer records
than its offsets span: the count says how many) with the batch's values,
and, when ``offset`` is asked, the offsets from its base to its last. Its
records are walked as a full read walks them (:func:`~.rows.records_rows`)
when the header cannot say: a legacy (v0/v1) message, a batch whose CRC
fails under ``validateCrc=false``, a batch an offset bound cuts, a read under
``read_committed``, a count that the batch's bytes could not hold, and, for
``offset``, a batch with gaps between its offsets.
"""
from __future__ import annotations

from array import array
from collections.abc import Iterator
from typing import TYPE_CHECKING

from ..batch import Batch
from ..record_rules import INT64_MAX
from .projection import empty_columns
from .rows import read_split, records_rows
from .schema import INDEX, arrow_schema

if TYPE_CHECKING:  # pragma: no cover
    import pyarrow

    from .options import ReadOptions
    from .splits import SegmentSplit
    from .stats import ReadStats

_SMALLEST_RECORD = 7
"""Bytes of the smallest v2 record: length, attributes, timestamp and offset deltas, key and value lengths
(-1) and header count, one byte each."""
_RECORDS_AT = 61
"""Bytes of a v2 batch before its records, log overhead included."""


class _Run:
    """``count`` rows of the same ``values`` (the asked columns but ``offset``), whose offsets run from
    ``first`` (a batch header's), or are ``offset`` (one row made in Python)."""

    __slots__ = ("count", "first", "offset", "values")

    def __init__(self, values: tuple, count: int, first: int | None, offset: int | None = None):
        self.values, self.count, self.first, self.offset = values, count, first, offset


def header_count(batch: Batch, split: SegmentSplit, offsets: bool) -> int | None:
    """How many rows ``batch`` gives, read from its header, or ``None`` when its records must be walked (see
    the module's docstring)."""
    if batch.magic < 2 or not batch.crc_valid or split.aborted is not None:
        return None
    low, high = split.offset_low, split.offset_high
    if (low is not None and batch.base_offset < low) or (high is not None and batch.last_offset >= high):
        return None
    count = batch.record_count
    room = batch.size - _RECORDS_AT if batch.compression == "none" else batch.decompression_limit
    if count is None or count < 0 or count * _SMALLEST_RECORD > room:
        return None
    if offsets and (count != batch.last_offset - batch.base_offset + 1 or batch.last_offset > INT64_MAX):
        return None
    return count


def header_batches(split: SegmentSplit, options: ReadOptions, stats: ReadStats | None = None,
                   source=None) -> Iterator[pyarrow.RecordBatch]:
    """The rows of ``split`` in ``options.columns`` (all of them header columns), as record batches of at
    most ``maxRecordsPerBatch`` rows."""
    columns = options.columns or ()
    others = tuple(name for name in columns if name != "offset")
    picks = [INDEX[name] for name in others]
    offsets = "offset" in columns

    def decode(batch: Batch, split: SegmentSplit, options: ReadOptions, stats: ReadStats):
        count = header_count(batch, split, offsets)
        if count is None:
            return records_rows(batch, split, options, stats)
        stats.rows += count
        row = _header_row(batch, split)
        return (_Run(tuple(row[at] for at in picks), count, batch.base_offset),)

    max_rows = options.max_records_per_batch
    held: list[_Run] = []
    rows = 0
    for item in read_split(split, options, stats, source, decode=decode):
        run = item if type(item) is _Run else _Run(tuple(item[at] for at in picks), 1, None, item[INDEX["offset"]])
        while run.count:
            taken = min(run.count, max_rows - rows)
            held.append(_Run(run.values, taken, run.first, run.offset))
            rows += taken
            run = _Run(run.values, run.count - taken, None if run.first is None else run.first + taken, run.offset)
            if rows == max_rows:
                yield _record_batch(held, rows, others, offsets)
                held, rows = [], 0
    if rows:
        yield _record_batch(held, rows, others, offsets)


def _header_row(batch: Batch, split: SegmentSplit) -> tuple:
    """The values of a row of ``batch`` in the header columns, at their places in a row."""
    row: list = [None] * len(INDEX)
    for name, value in (("topic", split.topic), ("partition", split.partition), ("magic", batch.magic),
                        ("compression", batch.compression), ("baseOffset", batch.base_offset),
                        ("producerId", batch.producer_id), ("producerEpoch", batch.producer_epoch),
                        ("isTransactional", batch.is_transactional), ("isControl", batch.is_control),
                        ("partitionLeaderEpoch", batch.partition_leader_epoch), ("file", split.path),
                        ("position", batch.position)):
        row[INDEX[name]] = value
    return tuple(row)


def _record_batch(runs: list[_Run], rows: int, others: tuple[str, ...], offsets: bool) -> pyarrow.RecordBatch:
    """The record batch of ``runs``: each column's run values given out row by row, in the schema's order."""
    import pyarrow as pa

    if not others and not offsets:
        return empty_columns(rows)
    schema = arrow_schema()
    arrays: dict[str, pyarrow.Array] = {}
    if others:
        indices = array("i")
        for i, run in enumerate(runs):
            indices.extend(array("i", (i,)) * run.count)
        taken = pa.Array.from_buffers(pa.int32(), rows, [None, pa.py_buffer(indices)])
        for at, name in enumerate(others):
            arrays[name] = pa.array([run.values[at] for run in runs], schema.field(name).type).take(taken)
    if offsets:
        arrays["offset"] = _offsets(runs, rows)
    names = [name for name in schema.names if name in arrays]
    return pa.RecordBatch.from_arrays([arrays[name] for name in names], names=names)


def _offsets(runs: list[_Run], rows: int) -> pyarrow.Array:
    """The ``offset`` column: each header run's offsets counted up from its first, each row's own."""
    import pyarrow as pa

    if any(run.first is None and run.offset is None for run in runs):  # a problem row: its offset may be null
        return pa.array([value for run in runs for value in
                         (range(run.first, run.first + run.count) if run.first is not None else (run.offset,))],
                        pa.int64())
    values = array("q")
    for run in runs:
        if run.first is None:
            values.append(run.offset)  # type: ignore[arg-type]  # not None: checked above
        else:
            values.extend(range(run.first, run.first + run.count))
    return pa.Array.from_buffers(pa.int64(), rows, [None, pa.py_buffer(values)])
