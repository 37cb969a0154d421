"""Reading one split into rows: what every task runs, whatever the entry point.

A split is read batch by batch in bounded memory. What a selection keeps is
decided here, in this order (docs/robustness.md, "What a selection keeps"):

1. A batch whose CRC fails is damage, whatever its damaged header says: no
   filter (offset and time bounds, control, read_committed) looks at it, and
   it ends nothing.
2. A batch whose CRC holds is checked for offset order as ``verify`` checks
   it (:mod:`pyspark_udfs.reading.offset_order`): a batch going backwards is a
   problem, and its records are still read.
3. The split ends before a batch that follows the previous one in order when
   that previous one reached the end bound: a stop rests on two headers that
   agree, never on one whose base offset (outside the CRC) may be damaged.
4. The header filters skip the rest (offset range, timestamp bound, control,
   aborted transaction); only what passes is decoded.

Problems become rows, are dropped (and counted) or raise, as the ``mode`` says.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Optional, cast

from ..builds.batch import Batch
from ..builds.record_rules import INT64_MAX, in_offset_range
from ..errors import InputError, KafkaLogError
from ..format.model import TIMESTAMP_TYPE_IDS, Damage, Record
from ..reading.entries import BATCH_CLASSES, damage_error
from ..reading.offset_order import Order
from ..reading.scan import crc_error, inner_crc_error
from ..reading.segment import LogSegment, Taker
from ..storage import bytes_fetched
from ..tiered.layout import MANIFEST_SUFFIX
from ..tiered.segments import chunk_problems
from .options import DROPMALFORMED, FAILFAST, ReadOptions
from .schema import COLUMNS
from .splits import SegmentSplit
from .stats import ReadStats

Row = tuple
"""A row in :data:`pyspark_udfs.tables.schema.COLUMNS` order; ``timestamp`` in epoch milliseconds."""


def read_split(split: SegmentSplit, options: ReadOptions, stats: ReadStats | None = None,
               source: bytes | bytearray | memoryview | None = None,
               decode: Callable[..., Iterable] | None = None, fast: Fast | None = None) -> Iterator[Row]:
    """The rows of ``split``; ``source`` holds the file's bytes when they are already in memory.

    ``decode(batch, split, options, stats)`` gives the rows of each batch that passes the
    batch-level decisions (default :func:`records_rows`; the Arrow path decodes natively and
    gives an empty tuple for a batch it took whole). ``fast(log, window, position, stop,
    previous)``, with the native backend, is offered each read buffer first and takes the
    batches it decides itself with these decisions, in their order (the Arrow path's
    ``ArrowBuilder.add_walk``): it returns the bytes it took, whether the batch after them is to be
    read here alone, then ``(items, previous)`` (None when it took nothing): what it gives
    for them (rows or the caller's markers, given out in order) and the first and last offsets of
    the last batch whose CRC holds (:attr:`Order.previous`, given to it as it stands).

    Raises :class:`KafkaLogError` (file, position, reason) at the first
    problem in FAILFAST mode.
    """
    stats = stats if stats is not None else ReadStats()
    decode = decode or records_rows
    skip_control, validate_crc = not options.include_control, options.validate_crc
    last_wanted = INT64_MAX if split.offset_high is None else split.offset_high - 1
    try:
        log = LogSegment(split.path if source is None else source, name=split.path, **options.segment_limits())
    except InputError as refused:
        if not split.path.endswith(MANIFEST_SUFFIX):
            raise
        yield from problem_rows(refused, split, options, stats)  # its manifest or key: the other segments are read
        return
    with log:
        stats.segments_opened += 1
        order = Order(log.base_offset)
        taker = None if fast is None else _taker(fast, log, order)
        for run in _batch_runs(log, split, stats, taker):
            for item in run:
                if type(item) is Handed:  # batches `fast` took and decided
                    order.previous = item.previous
                    yield from item.items
                    continue
                if type(item) not in BATCH_CLASSES:  # a Damage or an InputError (isinstance of Batch is slow)
                    error = damage_error(item) if isinstance(item, Damage) else cast(InputError, item)
                    yield from problem_rows(error, split, options, stats)
                    continue
                batch = cast(Batch, item)
                stats.batches_read += 1
                if not batch.crc_valid:
                    if validate_crc:
                        yield from problem_rows(crc_error(batch), split, options, stats, batch)
                        continue
                else:  # only a header whose CRC holds is checked for order, and may end the split
                    previous = order.previous
                    first = first_offset(batch, previous)
                    if previous is not None and previous[1] >= last_wanted and first > previous[1]:
                        return  # in order after a batch that reached the end bound
                    for error in order.start(batch, first):
                        yield from problem_rows(error, split, options, stats, batch)
                if not _header_filters_keep(batch, split, skip_control):
                    continue
                rows = decode(batch, split, options, stats)
                if rows:
                    yield from rows


def _header_filters_keep(batch: Batch, split: SegmentSplit, skip_control: bool) -> bool:
    """Decision 4 of :func:`read_split`: whether the offset range, the timestamp bound, the control filter and
    the aborted transactions, in this order, leave ``batch`` to be decoded."""
    low, high, timestamp_low, aborted = split.offset_low, split.offset_high, split.timestamp_low, split.aborted
    if low is not None and batch.last_offset < low:
        return False
    if high is not None and batch.magic >= 2 and batch.base_offset >= high:
        return False
    if timestamp_low is not None and batch.max_timestamp < timestamp_low:
        return False
    if skip_control and batch.is_control:
        return False
    return not (aborted is not None and aborted.drops(batch))


def first_offset(batch: Batch, previous: tuple[int, int] | None) -> int:
    """A batch's first offset for the order check. A compressed legacy wrapper's is known only once its
    inner messages are read (twice the work of a read of legacy data): it is read only when the wrapper's
    own offset, its last, already goes backwards, to word the problem as ``verify`` does; else that own
    offset stands for it, and an overlap of such a wrapper with the batch before is ``verify``'s to find."""
    if batch.magic < 2 and batch.compression != "none" and (previous is None or batch.last_offset > previous[1]):
        return batch.last_offset
    return batch.base_offset


Fast = Callable[[LogSegment, memoryview, int, int, Optional["tuple[int, int]"]],
                "tuple[int, bool, tuple[Iterable, tuple[int, int] | None] | None]"]
""":func:`read_split`'s ``fast`` reader."""


class Handed:
    """What ``fast`` gives for the batches it took, as an item of a run: its rows and markers, and
    the first and last offsets of the last of them."""

    __slots__ = ("items", "previous")

    def __init__(self, items: Iterable, previous: tuple[int, int] | None):
        self.items = items
        self.previous = previous


def _taker(fast: Fast, log: LogSegment, order: Order) -> Taker:
    """``fast`` as :meth:`LogSegment.batch_runs` offers it each read buffer."""
    def taker(window: memoryview, position: int, stop: int) -> tuple[int, bool, Handed | None]:
        taken, alone, handed = fast(log, window, position, stop, order.previous)
        return taken, alone, None if handed is None else Handed(*handed)
    return taker


def _batch_runs(log: LogSegment, split: SegmentSplit, stats: ReadStats, taker: Taker | None = None
                ) -> Iterator[Sequence[Batch | Damage | KafkaLogError | Handed]]:
    """The split's batches and damaged ranges in runs (:meth:`LogSegment.batch_runs`), ended by the
    error of a source that fails mid-read (a dropped connection)."""
    before = bytes_fetched()
    try:
        for run in log.batch_runs(split.start, split.end, taker=taker):
            problems = chunk_problems(log, split.start, split.end)  # a tiered segment's damaged chunks
            yield [*problems, *run] if problems else run
    except InputError as error:
        yield [*chunk_problems(log, split.start, split.end), error]
    finally:
        stats.bytes_fetched += bytes_fetched() - before


def records_rows(batch: Batch, split: SegmentSplit, options: ReadOptions, stats: ReadStats,
                 views: bool = False) -> Iterator[Row]:
    """The rows of a batch's records; with ``views``, big keys and values are memoryviews of
    its bytes (:meth:`Batch.records`), for the Arrow path."""
    stats.batches_decoded += 1
    low, high = split.offset_low, split.offset_high
    base_offset = batch.base_offset if batch.magic >= 2 else None  # legacy: the first record's, once decoded
    try:
        for record in batch.records(views):
            if base_offset is None:
                base_offset = record.offset
            if not in_offset_range(record.offset, low, high):
                continue
            if options.validate_crc and record.crc_valid is False:
                yield from problem_rows(inner_crc_error(batch, record), split, options, stats, batch, record.offset)
                continue
            stats.rows += 1
            yield record_row(record, batch, split, base_offset)
    except KafkaLogError as error:
        yield from problem_rows(error, split, options, stats, batch)


def record_row(record: Record, batch: Batch, split: SegmentSplit, base_offset: int) -> Row:
    headers = [(key, value) for key, value in record.headers] or None
    return (
        record.key, record.value, split.topic, split.partition, record.offset, record.timestamp,
        TIMESTAMP_TYPE_IDS[record.timestamp_type], headers,
        batch.magic, batch.compression, base_offset, batch.producer_id, batch.producer_epoch,
        record.sequence, batch.is_transactional, batch.is_control, batch.partition_leader_epoch,
        batch.crc_valid and record.crc_valid is not False,
        split.path, batch.position, None,
    )


def corrupt_row(error: KafkaLogError, split: SegmentSplit, batch: Batch | None = None,
                offset: int | None = None) -> Row:
    """A PERMISSIVE row for a problem: where it is, what the batch header said, and why; null elsewhere."""
    values = {"topic": split.topic, "partition": split.partition, "offset": offset, "file": split.path,
              "position": error.position if error.position is not None else (batch.position if batch else None),
              "_corrupt_record": str(error)}
    if batch is not None:
        values.update(magic=batch.magic, compression=batch.compression,
                      baseOffset=batch.base_offset if batch.magic >= 2 else None, producerId=batch.producer_id,
                      producerEpoch=batch.producer_epoch, isTransactional=batch.is_transactional,
                      isControl=batch.is_control, partitionLeaderEpoch=batch.partition_leader_epoch,
                      crcValid=batch.crc_valid)
    return tuple(values.get(name) for name in COLUMNS)


def problem_rows(error: KafkaLogError, split: SegmentSplit, options: ReadOptions, stats: ReadStats,
             batch: Batch | None = None, offset: int | None = None) -> Iterator[Row]:
    if options.mode == FAILFAST:
        raise error
    if options.mode == DROPMALFORMED:
        stats.dropped_problems += 1
        return
    stats.corrupt_rows += 1
    yield corrupt_row(error, split, batch, offset)
