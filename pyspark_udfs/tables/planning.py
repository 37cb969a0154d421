"""Planning a read: which segments, which byte ranges, which records.

Everything here runs once, on the driver, before any task starts, and reads
as little as it can: file names, the offset index (``.index``: each entry
is the last offset and the start position of a batch), the time index
(``.timeindex``), ``.txnindex`` files, and batch headers near the bounds.
Records are decoded only for the one batch holding a timestamp bound and,
for ``read_committed`` without ``.txnindex``, for control batches.

The result is a list of :class:`SegmentSplit`: one per segment, or several
byte ranges of a large segment, each starting and ending at a batch start
that the offset index gives and a batch header confirms.
"""
from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from ..errors import InputError, KafkaLogError
from ..format.model import Damage
from ..reading.index import OffsetIndex, TimeIndex
from ..reading.index_lookups import (
    batch_starts,
    end_position_for_offset,
    largest_timestamp,
    open_index,
    position_for_offset,
    position_for_timestamp,
)
from ..reading.segment import LogSegment
from ..tiered.layout import MANIFEST_SUFFIX
from ..tiered.segments import split_bytes, tiered_indexes
from .discovery import PartitionLog, SegmentFile
from .options import ReadOptions, check_named_partitions
from .splits import Bounds, SegmentSplit
from .stats import ReadStats
from .transactions import AbortedTransactions, from_markers, from_txn_indexes


def plan(partitions: list[PartitionLog], options: ReadOptions, bounds: Bounds = Bounds(),
         stats: ReadStats | None = None) -> list[SegmentSplit]:
    """The splits that read what ``options`` and ``bounds`` ask for, in partition and offset order."""
    stats = stats if stats is not None else ReadStats()
    check_named_partitions(options, {(p.topic, p.partition) for p in partitions
                                     if p.topic is not None and p.partition is not None})
    splits: list[SegmentSplit] = []
    for partition in partitions:
        if bounds.topics is not None and partition.topic not in bounds.topics:
            continue
        if bounds.partitions is not None and partition.partition not in bounds.partitions:
            continue
        splits += _plan_partition(partition, options, bounds, stats)
    return splits


def _plan_partition(partition: PartitionLog, options: ReadOptions, bounds: Bounds,
                    stats: ReadStats) -> list[SegmentSplit]:
    offsets = _offset_bounds(partition, options, bounds, stats)
    if offsets is None:
        return []
    low, high = offsets
    ranges = _byte_ranges(partition, options, bounds, stats, low, high)
    aborted = _aborted(partition, options, stats, ranges, low, high)
    return [
        SegmentSplit(segment.path, partition.topic, partition.partition, start, end, low, high, bounds.timestamp_low,
                     aborted)
        for segment, start, end in ranges
    ]


def _offset_bounds(partition: PartitionLog, options: ReadOptions, bounds: Bounds,
                   stats: ReadStats) -> tuple[int | None, int | None] | None:
    """The partition's offsets to read, [low, high) (None: unbounded), from the offset and timestamp options;
    None when that range is empty."""
    topic, number = partition.topic, partition.partition
    low = _max(options.starting_offset.for_partition(topic, number), bounds.offset_low)
    high = _min(options.ending_offset.for_partition(topic, number), bounds.offset_high)
    start_ts = options.starting_timestamp.for_partition(topic, number)
    if start_ts is not None:
        found = offset_for_timestamp(partition, start_ts, options, stats, for_end=False)
        if found is None:
            return None
        low = _max(low, found)
    end_ts = options.ending_timestamp.for_partition(topic, number)
    if end_ts is not None:
        high = _min(high, offset_for_timestamp(partition, end_ts, options, stats, for_end=True))
    if low is not None and high is not None and low >= high:
        return None
    return low, high


def _byte_ranges(partition: PartitionLog, options: ReadOptions, bounds: Bounds, stats: ReadStats,
                 low: int | None, high: int | None) -> list[tuple[SegmentFile, int, int | None]]:
    """(segment, start, end) of each split: the bytes of the selected segments that may hold [low, high),
    cut at most ``max_partition_bytes`` apart (end None: to the segment's end)."""
    ranges: list[tuple[SegmentFile, int, int | None]] = []
    for segment in partition.segments:
        if segment.path not in partition.selected or not _may_hold(segment, low, high, bounds.timestamp_low, options):
            continue
        timed = bounds.timestamp_low is not None
        if low is None and high is None and not timed and segment.size <= options.max_partition_bytes:
            ranges.append((segment, 0, None))  # read whole, in one piece: nothing to look up, nothing opened
            continue
        try:
            log = _open(segment.path, options)
        except InputError:
            if not segment.path.endswith(MANIFEST_SUFFIX):
                raise
            ranges.append((segment, 0, None))  # a tiered segment's manifest or key: read_split reports it
            continue
        with log, _indexes(segment, log, timed) as (index, time_index):
            stats.segments_opened += 1
            start = position_for_offset(log, index, low) if low is not None else 0
            if bounds.timestamp_low is not None:
                start = max(start, position_for_timestamp(log, time_index, index, bounds.timestamp_low))
            end = end_position_for_offset(log, index, high) if high is not None else None
            if end is not None and start >= end:
                continue
            for piece in cut_points(log, index, start, end, split_bytes(log, options.max_partition_bytes)):
                ranges.append((segment, *piece))
    return ranges


def _aborted(partition: PartitionLog, options: ReadOptions, stats: ReadStats,
             ranges: list[tuple[SegmentFile, int, int | None]], low: int | None,
             high: int | None) -> AbortedTransactions | None:
    """With read_committed, the aborted transactions of the ranges: from the transaction indexes, else from
    the markers in the segments from the first range on."""
    aborted: AbortedTransactions | None = None
    if options.read_committed and ranges:
        if partition.has_txn_index:
            aborted = from_txn_indexes(partition, low, high, options.segment_limits())
        if aborted is None:
            first, first_start, _ = ranges[0]
            later = partition.segments[partition.segments.index(first) + 1:]
            aborted = from_markers([(first, first_start)] + [(s, 0) for s in later], high, stats,
                                   limits=options.segment_limits())
    return aborted


def _open(path: str, options: ReadOptions) -> LogSegment:
    return LogSegment(path, **options.segment_limits())


@contextmanager
def _indexes(segment: SegmentFile, log: LogSegment,
             timed: bool = True) -> Iterator[tuple[OffsetIndex | None, TimeIndex | None]]:
    """The segment's offset and time indexes, each ``None`` when missing, unreadable or damaged
    (:func:`open_index`; the time index also when not ``timed``: without a timestamp bound it is not opened)."""
    if segment.path.endswith(MANIFEST_SUFFIX):  # a tiered segment's indexes are ranges of its .indexes object
        index, time_index = tiered_indexes(segment.path, timed)
    else:
        index = open_index(OffsetIndex, segment.sibling(".index"), segment.base_offset, log.size,
                           segment.next_base_offset)
        time_index = open_index(TimeIndex, segment.sibling(".timeindex") if timed else None, segment.base_offset,
                                log.size, segment.next_base_offset)
    try:
        yield index, time_index
    finally:
        for opened in (index, time_index):
            if opened is not None:
                opened.close()


def _max(a: int | None, b: int | None) -> int | None:
    return b if a is None else a if b is None else max(a, b)


def _min(a: int | None, b: int | None) -> int | None:
    return b if a is None else a if b is None else min(a, b)


def _may_hold(segment: SegmentFile, low: int | None, high: int | None, timestamp_low: int | None,
              options: ReadOptions) -> bool:
    """Whether the segment can hold a wanted record, by its name, its successor's, and its time index."""
    if segment.base_offset is not None:
        if high is not None and segment.base_offset >= high:
            return False
        if low is not None and segment.next_base_offset is not None and segment.next_base_offset <= low:
            return False
    if timestamp_low is not None and segment.next_base_offset is not None:
        largest = largest_indexed_timestamp(segment, options)
        if largest is not None and largest < timestamp_low:
            return False
    return True


def largest_indexed_timestamp(segment: SegmentFile, options: ReadOptions) -> int | None:
    """A rolled segment's largest timestamp: Kafka appends it to the time index when it rolls.

    Only meaningful for a segment that has a successor; ``None`` without a time
    index, without entries, or when the log does not confirm the last entry.
    """
    if segment.sibling(".timeindex") is None:
        return None
    with _open(segment.path, options) as log, _indexes(segment, log) as (index, time_index):
        return largest_timestamp(log, time_index, index)


def cut_points(log: LogSegment, index: OffsetIndex | None, start: int, end: int | None,
               max_bytes: int) -> Iterator[tuple[int, int | None]]:
    """Byte ranges of about ``max_bytes`` covering [start, end), cut where the offset index says batches start.

    Without an offset index the whole range is one piece; a cut the log does
    not confirm is left out, so pieces only ever get larger, never wrong.
    """
    stop = log.size if end is None else end
    cuts = batch_starts(log, index, start, stop, max_bytes) if stop - start > max_bytes else []
    bounds = [start, *cuts]
    for i, piece_start in enumerate(bounds):
        yield piece_start, bounds[i + 1] if i + 1 < len(bounds) else end


def offset_for_timestamp(partition: PartitionLog, timestamp: int, options: ReadOptions, stats: ReadStats,
                         *, for_end: bool) -> int | None:
    """The first offset whose record's timestamp is >= ``timestamp`` (Kafka's ``offsetsForTimes``), or ``None``.

    Segments are skipped by their largest timestamp (last time index entry of
    a rolled segment), then the time and offset indexes give where to start
    in the segment, and batch headers (max timestamp) where to decode: only
    the batch holding the answer is decompressed. When that batch cannot be
    decoded, the answer errs on the side of reading more (the batch's first
    offset for a start, the offset after it for an end).
    """
    for segment in partition.segments:
        if segment.next_base_offset is not None:
            largest = largest_indexed_timestamp(segment, options)
            if largest is not None and largest < timestamp:
                continue
        with _open(segment.path, options) as log, _indexes(segment, log) as (index, time_index):
            stats.segments_opened += 1
            previous_last: int | None = None
            for batch in log.batches(position_for_timestamp(log, time_index, index, timestamp), few=True):
                if isinstance(batch, Damage) or not batch.crc_valid:
                    continue  # damage decides nothing (read_split reports it where it reads it)
                stats.batches_read += 1
                if batch.max_timestamp >= timestamp:
                    stats.batches_decoded += 1
                    try:
                        for record in batch.records():
                            if record.timestamp >= timestamp:
                                return record.offset
                    except KafkaLogError:
                        if for_end:
                            return batch.last_offset + 1
                        if batch.magic >= 2:
                            return batch.base_offset
                        return previous_last + 1 if previous_last is not None else segment.base_offset or 0
                previous_last = batch.last_offset
    return None

