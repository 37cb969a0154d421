"""Look-ups that start or end a read at an index entry, each entry confirmed by the batch it points at.

The look-ups that start a read (``position_for_offset``, ``position_for_timestamp``,
``end_position_for_offset``, ``batch_starts``, ``largest_timestamp``) treat an
index as a hint: :func:`open_index` refuses an index whose entries are not in
Kafka's order or point outside the segment (:meth:`OffsetIndex.untrusted`,
:meth:`TimeIndex.untrusted`), and each entry used is confirmed by the batch
header it points at. An index may be missing, stale or damaged, and then the
answer is the safe one (read from the segment's start, or to its end, or do
not skip the segment), never a wrong one: a read gives the rows it gives
without any index. ``find_offset`` and ``find_timestamp`` scan the log from there.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from ..builds.batch import Batch
from ..errors import KafkaLogError
from ..format.model import Damage, Record
from ..format.parser_errors import PARSER_FAILURES
from .index import OffsetIndex, TimeIndex, TimestampOffset, _bisect
from .segment import LogSegment

_UNTRUSTED = (KafkaLogError, OSError, *PARSER_FAILURES)
"""What reading an index or the log can raise when either is damaged, missing or changing."""
_T = TypeVar("_T")
_I = TypeVar("_I", OffsetIndex, TimeIndex)


def _or_safe(safe: _T, look_up: Callable[[], _T]) -> _T:
    """The look-up's answer, or the safe one when an index or the log cannot be read."""
    try:
        return look_up()
    except _UNTRUSTED:
        return safe


def open_index(kind: type[_I], path: str | None, base_offset: int | None, log_size: int,
               next_base_offset: int | None) -> _I | None:
    """The index file at ``path`` of a segment whose log holds ``log_size`` bytes, or ``None`` when
    there is none, it cannot be opened, or its entries cannot be Kafka's (``untrusted``): then
    look-ups read the log from the segment's start."""
    if path is None or base_offset is None:
        return None
    index = _or_safe(None, lambda: kind(path, base_offset))
    if index is not None and _or_safe(True, lambda: index.untrusted(log_size, next_base_offset) is not None):
        index.close()
        return None
    return index


def _trusted(log: LogSegment, position: int, offset: int, high: int | None = None) -> bool:
    """Whether a batch starts at ``position``, as an index entry for ``offset`` claims (and, given
    ``high``, its first offset is ``high`` or more: with offsets in Kafka's order, no record from there
    on is below it; a compressed legacy wrapper does not say its first offset in its header).

    Kafka indexes the last offset of an appended chunk with the position of
    the chunk's first batch; a leader appends one batch per chunk, a
    follower possibly several. So the batch found there must end at or
    before the entry's offset.
    """
    if position == 0 and high is None:
        return True
    if not 0 < position < log.size:
        return False
    offsets = log.offsets_at(position)
    if offsets is None or offsets[1] > offset:
        return False
    return high is None or (offsets[0] is not None and offsets[0] >= high)


def _carries(log: LogSegment, start: int, entry: TimestampOffset) -> bool:
    """Whether the batch holding ``entry.offset``, walked to from ``start``, has ``entry.timestamp``
    as its largest timestamp (its header's), as a time index entry claims."""
    for batch in log.batches(start, few=True):
        if isinstance(batch, Damage):
            return False
        if batch.last_offset >= entry.offset:
            return batch.max_timestamp == entry.timestamp
    return False


def position_for_offset(log: LogSegment, index: OffsetIndex | None, offset: int) -> int:
    """Where to start reading for records at ``offset`` or later: Kafka's index look-up, confirmed, or 0."""
    if index is None or offset <= index.base_offset:
        return 0

    def look_up() -> int:
        entry = index.lookup(offset)
        return entry.position if _trusted(log, entry.position, entry.offset) else 0
    return _or_safe(0, look_up)


def position_for_timestamp(log: LogSegment, time_index: TimeIndex | None, index: OffsetIndex | None,
                           timestamp: int) -> int:
    """Where to start reading for records at ``timestamp`` or later (Kafka's look-up), or 0.

    The time index's largest entry at or before ``timestamp`` names the first
    batch carrying that (then largest) timestamp: every record before it is
    older, so reading starts at the offset index's position for that offset,
    once the batch there confirms the entry's timestamp.
    """
    if time_index is None:
        return 0
    entry = _or_safe(None, lambda: time_index.lookup(timestamp))
    if entry is None or entry.timestamp < 0:
        return 0
    start = position_for_offset(log, index, entry.offset)
    return start if start and _or_safe(False, lambda: _carries(log, start, entry)) else 0


def largest_timestamp(log: LogSegment, time_index: TimeIndex | None, index: OffsetIndex | None) -> int | None:
    """The last entry's timestamp: a rolled segment's largest (Kafka appends it when it rolls).

    ``None`` without a readable time index, without entries, or when the batch
    holding the entry's offset does not carry its timestamp.
    """
    if time_index is None or not time_index.entries:
        return None

    def look_up() -> int | None:
        entry = time_index.entry(time_index.entries - 1)
        return entry.timestamp if _carries(log, position_for_offset(log, index, entry.offset), entry) else None
    return _or_safe(None, look_up)


def end_position_for_offset(log: LogSegment, index: OffsetIndex | None, high: int) -> int | None:
    """A batch start past which no offset below ``high`` lies, from the offset index, or ``None``.

    The first entry whose offset is at least ``high - 1`` ends a batch that
    may still hold wanted records; the batch after it cannot: the next
    entry's position is where reading can stop, once the batch there ends at
    or before the entry's offset and starts at ``high`` or later.
    """
    if index is None:
        return None

    def look_up() -> int | None:
        slot = index.slots_up_to(lambda i: index.entry(i).offset, high - 2)
        if slot + 1 >= index.entries:
            return None
        entry = index.entry(slot + 1)
        return entry.position if _trusted(log, entry.position, entry.offset, high) else None
    return _or_safe(None, look_up)


def batch_starts(log: LogSegment, index: OffsetIndex | None, start: int, stop: int, every: int) -> list[int]:
    """Positions in (start, stop) where indexed batches start, about ``every`` bytes apart.

    Each is an offset index entry's position that a batch header confirms; an
    entry that does not hold is passed over, so the gaps only ever get
    larger, never wrong. Without a readable index there are none.
    """
    if index is None:
        return []

    def position(slot: int) -> int:
        return index.entry(slot).position

    def look_up() -> list[int]:
        cuts: list[int] = []
        target = start + every
        while target < stop:
            previous = cuts[-1] if cuts else start
            slot = _bisect(0, index.entries, lambda i: position(i) <= target) - 1  # noqa: B023 (used at once)
            if slot < 0 or position(slot) <= previous:
                # the first entry after it
                slot = _bisect(0, index.entries, lambda i: position(i) <= previous)  # noqa: B023 (used at once)
                if slot >= index.entries:
                    break
            entry = index.entry(slot)
            if entry.position >= stop:
                break
            if entry.position > previous and _trusted(log, entry.position, entry.offset):
                cuts.append(entry.position)
                target = entry.position + every
            else:
                target = max(target, entry.position) + every
        return cuts
    return _or_safe([], look_up)


def _batch_holding(log: LogSegment, index: OffsetIndex | None, offset: int) -> Batch | None:
    """The first intact batch whose offsets reach ``offset``, walked to from where the offset index
    (confirmed) says to start."""
    for batch in log.batches(position_for_offset(log, index, offset), few=True):
        if not isinstance(batch, Damage) and batch.crc_valid and batch.last_offset >= offset:
            return batch
    return None


def find_offset(log: LogSegment, index: OffsetIndex | None, target_offset: int) -> Record | None:
    """The record with the smallest offset >= target: the index look-up, then a scan from there.

    Damaged ranges are passed over; a batch whose records cannot be decoded
    raises its :class:`KafkaLogError`.
    """
    return _first_record(log, position_for_offset(log, index, target_offset),
                         lambda batch: batch.last_offset >= target_offset,
                         lambda record: record.offset >= target_offset)


def find_timestamp(log: LogSegment, time_index: TimeIndex | None, index: OffsetIndex | None,
                   target_timestamp: int) -> Record | None:
    """The first record with timestamp >= target, by the time index then the offset index.

    Kafka's ``LogSegment.findOffsetByTimestamp``: the time index gives the
    largest indexed timestamp <= target and its offset, the offset index the
    position of the batch holding that offset, and the log is scanned from
    there, skipping batches whose max timestamp is below the target.
    """
    return _first_record(log, position_for_timestamp(log, time_index, index, target_timestamp),
                         lambda batch: batch.max_timestamp >= target_timestamp,
                         lambda record: record.timestamp >= target_timestamp)


def _first_record(log: LogSegment, start: int, may_hold: Callable[[Batch], bool],
                  wanted: Callable[[Record], bool]) -> Record | None:
    for batch in log.batches(start, few=True):
        if isinstance(batch, Damage) or not may_hold(batch):
            continue
        for record in batch.records():
            if wanted(record):
                return record
    return None
