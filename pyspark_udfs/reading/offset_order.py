"""Offsets in the order Kafka writes them: checked over the event stream of :func:`scan.scan`.

Kafka assigns offsets in increasing order: within a batch each record's
offset is above the one before and inside the batch's ``[baseOffset,
lastOffset]``; each batch starts above the last offset of the batch before;
a segment's first offset is not below the base offset in its file name,
and its last offsets are at most 2^31 - 1 above it (Kafka's indexes hold
offsets relative to the base in 4 bytes: ``LogSegment.hasOverflow``, which
Kafka's log loading repairs by splitting the segment).
Gaps are allowed everywhere (compaction leaves them inside and between
batches). Only batches whose CRC holds are checked: the offsets of a damaged
batch are reported as damage already, not trusted.

:func:`checked` passes the events through, with each batch announced as a
:class:`BatchStart` that carries its first offset, and an :class:`OffsetError`
after each batch or record that breaks the order. A batch's records may come
as lists (``scan(..., record_lists=True)``): they are checked with one pass
over their offsets, and only when that finds something are they passed on one
by one, each with its problems, as if they had come singly.
"""
from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from operator import lt
from typing import cast

from ..builds.batch import Batch
from ..builds.record_rules import INT32_MAX
from ..errors import KafkaLogError, OffsetError
from ..format.model import Record


@dataclass(frozen=True, slots=True)
class BatchStart:
    """A batch and the first offset it holds.

    For a v2 batch and an uncompressed legacy message that is the header's
    base offset. For a compressed legacy wrapper it is its first inner
    message's offset, known once that record is read (taken from the record,
    so the wrapper is decompressed once); when its inner messages are not read
    or cannot be, the wrapper's own offset.
    """

    batch: Batch
    first_offset: int


Event = Batch | Record | list[Record] | KafkaLogError
CheckedEvent = BatchStart | Record | list[Record] | KafkaLogError


def first_offset_in_header(batch: Batch) -> int | None:
    """The first offset when the header says it; ``None`` for a compressed legacy wrapper."""
    if batch.magic >= 2:
        return batch.base_offset
    return batch.last_offset if batch.compression == "none" else None


class Order:
    """What the checks remember: the last trusted batch, and the batch and record in hand."""

    def __init__(self, file_base_offset: int | None):
        self.file_base_offset = file_base_offset
        self.previous: tuple[int, int] | None = None  # first and last offset of the last trusted batch
        self.batch: Batch | None = None  # the batch in hand, when its offsets are trusted
        self.first = self.last = 0
        self.last_record: int | None = None

    def start(self, batch: Batch, first: int) -> Iterator[OffsetError]:
        self.last_record = None
        if not batch.crc_valid:
            self.batch = None
            return
        self.batch, self.first, self.last = batch, first, batch.last_offset
        where = f"batch offsets {first}..{self.last}"
        if self.last < first:
            yield self._error(f"{where} go backwards: the last offset is below the first")
        base = self.file_base_offset
        if base is not None and self.last - base > INT32_MAX:
            yield self._error(f"{where} do not fit a segment whose base offset is {base} (its indexes hold "
                              f"offsets 0 to 2^31 - 1 above the base)")
        if self.previous is None:
            if base is not None and first < base:
                yield self._error(f"the segment's first offset {first} is below the base offset "
                                  f"{base} in its file name")
        elif first <= self.previous[1]:
            earlier = "go backwards from" if self.last <= self.previous[1] else "overlap"
            yield self._error(f"{where} {earlier} the previous batch's {self.previous[0]}..{self.previous[1]}")
        self.previous = (first, self.last)

    def record(self, offset: int) -> list[OffsetError]:
        """The problems of the next record's offset (called for every record: no generator)."""
        last_record, self.last_record = self.last_record, offset
        if self.batch is None or ((last_record is None or offset > last_record) and self.first <= offset <= self.last):
            return []
        errors = []
        if last_record is not None and offset <= last_record:
            errors.append(self._error(f"record offsets do not increase: {offset} follows {last_record}"))
        if not self.first <= offset <= self.last:
            errors.append(self._error(f"record offset {offset} is outside its batch's range {self.first}..{self.last}"))
        return errors

    def in_order(self, records: list[Record]) -> bool:
        """Whether the next records' offsets, taken whole, hold no problem (and then they are taken);
        if not, each is to be checked by :meth:`record` in turn."""
        offsets = [record.offset for record in records]
        if not offsets:
            return True
        last_record = self.last_record
        if (self.batch is None
                or ((last_record is None or offsets[0] > last_record)
                    and self.first <= offsets[0] and offsets[-1] <= self.last
                    and all(map(lt, offsets, offsets[1:])))):
            self.last_record = offsets[-1]
            return True
        return False

    def _error(self, reason: str) -> OffsetError:
        assert self.batch is not None
        return OffsetError(reason, self.batch.file, self.batch.position)


def checked(events: Iterable[Event], file_base_offset: int | None = None) -> Iterator[CheckedEvent]:
    """The events of one segment, batches as :class:`BatchStart`, with offset problems added.

    ``file_base_offset`` is the base offset the segment's file name carries,
    if any. A compressed legacy wrapper is held back until its first record
    (or the next event that is not about it), with the problems found at its
    position meanwhile, so that its first offset is known without reading it
    twice; nothing else is held. A list of records (never empty) is passed
    through as it comes when its offsets hold no problem, else record by record,
    each followed by its problems.
    """
    order = Order(file_base_offset)
    waiting: Batch | None = None
    held: list[KafkaLogError] = []

    def release(first: int) -> Iterator[CheckedEvent]:
        nonlocal waiting, held
        batch, errors = waiting, held
        waiting, held = None, []
        assert batch is not None
        yield BatchStart(batch, first)
        yield from order.start(batch, first)
        yield from errors

    check_record, in_order = order.record, order.in_order
    for event in events:
        kind = type(event)
        if kind is Record:  # the most frequent events first: a batch's records, singly or whole
            record = cast(Record, event)  # `type(event) is Record` is faster than isinstance but does not narrow
            if waiting is not None:
                yield from release(record.offset)
            yield record
            problems = check_record(record.offset)
            if problems:
                yield from problems
            continue
        if kind is list:
            records = cast("list[Record]", event)
            if waiting is not None:
                yield from release(records[0].offset)
            if in_order(records):
                yield records
                continue
            for record in records:  # each problem after its record, as if they came singly
                yield record
                yield from check_record(record.offset)
            continue
        if waiting is not None and not (isinstance(event, KafkaLogError) and event.position == waiting.position):
            yield from release(waiting.last_offset)
        if isinstance(event, Batch):
            first = first_offset_in_header(event)
            if first is None:
                waiting = event
            else:
                yield BatchStart(event, first)
                yield from order.start(event, first)
        elif waiting is not None:
            held.append(cast(KafkaLogError, event))  # records and lists of them were handled above
        else:
            yield event
    if waiting is not None:
        yield from release(waiting.last_offset)
