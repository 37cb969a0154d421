"""Offset (``.index``) and time (``.timeindex``) indexes: reading, writing entries, look-ups, checks.

Entries are parsed one at a time with the generated entry types, straight
from the file at ``i * entry size``, so a look-up is a binary search that
reads O(log n) entries and never loads a whole index (before a read uses an
index, its entries are checked once, a chunk at a time).

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

import os
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from struct import Struct
from typing import Any, TypeVar, cast

from kaitaistruct import KaitaiStream

from .. import storage
from ..builds.batch import Batch
from ..builds.record_rules import indexed_timestamp
from ..errors import IndexFileError, KafkaLogError
from ..format.layout import (
    OFFSET_INDEX_ENTRY,
    OFFSET_INDEX_ENTRY_SIZE,
    TIME_INDEX_ENTRY,
    TIME_INDEX_ENTRY_SIZE,
    TRANSACTION_INDEX_ENTRY_SIZE,
)
from ..format.model import Damage, Record
from ..format.parser_errors import PARSER_FAILURES, describe
from ..generated.kafka_offset_index import KafkaOffsetIndex
from ..generated.kafka_time_index import KafkaTimeIndex
from ..generated.kafka_transaction_index import KafkaTransactionIndex
from .segment import LogSegment, OpenedInput, Source, base_offset_from_name, file_size, open_input


@dataclass(frozen=True, slots=True)
class OffsetPosition:
    """An offset index entry: an absolute offset and a byte position in the log."""

    offset: int
    position: int


@dataclass(frozen=True, slots=True)
class TimestampOffset:
    """A time index entry: a timestamp and the absolute offset carrying it."""

    timestamp: int
    offset: int


class _Index(OpenedInput):
    """Shared machinery: fixed-size entries, Kafka's preallocated zero tail, binary search."""

    entry_size: int
    suffix: str
    _entry_type: Callable[[Any], Any]
    """The generated entry type, parsed from a stream."""
    _layout: Struct
    """The same entry as a struct, to read every entry at once (:meth:`_raw_entries`)."""

    def __init__(self, source: Source, base_offset: int | None = None, name: str | None = None):
        self._handle, self.name, self._owned = open_input(source, name)
        self._stream = KaitaiStream(self._handle)
        self.size = file_size(self._handle)
        if base_offset is None:
            base_offset = base_offset_from_name(self.name)
        if base_offset is None:
            raise IndexFileError(
                "base offset unknown: name the file <20-digit base offset>" + self.suffix + " or pass base_offset",
                self.name,
            )
        self.base_offset = base_offset
        self.slots = self.size // self.entry_size
        self.entries = self._count_entries()

    def __len__(self) -> int:
        return self.entries

    def __iter__(self):
        return (self.entry(i) for i in range(self.entries))

    def entry(self, slot: int) -> Any:
        """The entry in ``slot``, as the index's own type gives it."""
        raise NotImplementedError

    def _relative_offset(self, slot: int) -> int:
        return self._parse(slot).relative_offset

    def _parse(self, slot: int):
        self._stream.seek(slot * self.entry_size)
        return self._entry_type(self._stream)

    def _count_entries(self) -> int:
        """Entries before the preallocated zero tail an active segment's index has.

        As DumpLogSegments does, a slot after the first whose relative offset is
        0 ends the index. Valid entries grow strictly, so the zero tail is a
        suffix and a binary search finds where it starts.
        """
        if self.slots <= 1:
            return self.slots
        return _bisect(1, self.slots, lambda slot: self._relative_offset(slot) != 0)

    def _raw_entries(self) -> Iterator[tuple[int, int] | None]:
        """Every entry's two fields as stored (relative offsets), read a chunk at a time; a None last
        when the file holds fewer bytes than it did when opened."""
        self._handle.seek(0)
        left = self.entries * self.entry_size
        while left:
            data = self._handle.read(min(left, _CHUNK_ENTRIES * self.entry_size))
            if not data or len(data) % self.entry_size:
                yield None
                return
            left -= len(data)
            yield from (cast(tuple[int, int], fields) for fields in self._layout.iter_unpack(data))

    def slots_up_to(self, key: Callable[[int], int], target: int) -> int:
        """Number of entries whose ``key(slot)`` is <= ``target`` (keys grow with the slot)."""
        return _bisect(0, self.entries, lambda slot: key(slot) <= target)

    def sanity_problems(self) -> list[IndexFileError]:
        """Kafka's ``sanityCheck``: whole entries only, and a last entry not before the first."""
        problems = []
        if self.size % self.entry_size:
            problems.append(IndexFileError(
                f"index file is corrupt, found {self.size} bytes which is not a multiple of {self.entry_size}",
                self.name, self.slots * self.entry_size,
            ))
        return problems


_CHUNK_ENTRIES = 8192
"""Entries read at once when every entry is checked: memory stays small whatever the file's size."""


def _bisect(low: int, high: int, below: Callable[[int], bool]) -> int:
    """The first slot in [low, high) where ``below`` turns false (it holds on a prefix), else ``high``."""
    while low < high:
        mid = (low + high) // 2
        if below(mid):
            low = mid + 1
        else:
            high = mid
    return low


class OffsetIndex(_Index):
    """A ``.index`` file: absolute offset → byte position in the ``.log``."""

    entry_size = OFFSET_INDEX_ENTRY_SIZE
    suffix = ".index"
    _entry_type = KafkaOffsetIndex.Entry
    _layout = OFFSET_INDEX_ENTRY

    @staticmethod
    def pack_entry(relative_offset: int, position: int) -> bytes:
        """The bytes of one entry, as kafka_offset_index.ksy reads them (Kafka's ``OffsetIndex.append``)."""
        return OFFSET_INDEX_ENTRY.pack(relative_offset, position)

    def entry(self, slot: int) -> OffsetPosition:
        parsed = self._parse(slot)
        return OffsetPosition(self.base_offset + parsed.relative_offset, parsed.position)

    def lookup(self, target_offset: int) -> OffsetPosition:
        """Largest entry with offset <= target, else (base offset, position 0), as Kafka's lookup."""
        found = self.slots_up_to(self._relative_offset, target_offset - self.base_offset)
        if found == 0:
            return OffsetPosition(self.base_offset, 0)
        return self.entry(found - 1)

    def untrusted(self, log_size: int, next_base_offset: int | None) -> str | None:
        """Why look-ups must not use this index, or None: it is not whole entries, or its entries are
        not what Kafka's ``OffsetIndex.append`` writes (offsets and positions that grow, offsets from
        the base offset up to the next segment's, positions inside the log of ``log_size`` bytes)."""
        if self.size % self.entry_size:
            return f"{self.size} bytes is not a multiple of {self.entry_size}"
        previous_offset = previous_position = -1
        for slot, fields in enumerate(self._raw_entries()):
            if fields is None:
                return "the file shrank while being read"
            relative, position = fields
            offset = self.base_offset + relative
            if relative <= previous_offset or position <= previous_position:
                return f"entry {slot} (offset {offset}, position {position}) does not follow the one before"
            if (next_base_offset is not None and offset >= next_base_offset) or position >= log_size:
                return f"entry {slot} (offset {offset}, position {position}) lies outside the segment"
            previous_offset, previous_position = relative, position
        return None

    def sanity_problems(self) -> list[IndexFileError]:
        problems = super().sanity_problems()
        if self.entries and self.entry(self.entries - 1).offset < self.base_offset:
            problems.append(IndexFileError(
                f"corrupt index: the last offset {self.entry(self.entries - 1).offset} "
                f"is less than the base offset {self.base_offset}",
                self.name, (self.entries - 1) * self.entry_size,
            ))
        return problems


class TimeIndex(_Index):
    """A ``.timeindex`` file: timestamp → the absolute offset that carries it."""

    entry_size = TIME_INDEX_ENTRY_SIZE
    suffix = ".timeindex"
    _entry_type = KafkaTimeIndex.Entry
    _layout = TIME_INDEX_ENTRY

    @staticmethod
    def pack_entry(timestamp: int, relative_offset: int) -> bytes:
        """The bytes of one entry, as kafka_time_index.ksy reads them (Kafka's ``TimeIndex.maybeAppend``)."""
        return TIME_INDEX_ENTRY.pack(timestamp, relative_offset)

    def entry(self, slot: int) -> TimestampOffset:
        parsed = self._parse(slot)
        return TimestampOffset(parsed.timestamp, self.base_offset + parsed.relative_offset)

    def lookup(self, target_timestamp: int) -> TimestampOffset:
        """Largest entry with timestamp <= target, else (-1, base offset), as Kafka's lookup."""
        found = self.slots_up_to(lambda slot: self._parse(slot).timestamp, target_timestamp)
        if found == 0:
            return TimestampOffset(-1, self.base_offset)
        return self.entry(found - 1)

    def untrusted(self, log_size: int, next_base_offset: int | None) -> str | None:
        """Why look-ups must not use this index, or None: it is not whole entries, or its entries are
        not what Kafka's ``TimeIndex.maybeAppend`` writes (timestamps from 0 that grow, offsets that do
        not go back, from the base offset up to the next segment's)."""
        if self.size % self.entry_size:
            return f"{self.size} bytes is not a multiple of {self.entry_size}"
        previous_timestamp, previous_offset = -1, 0
        for slot, fields in enumerate(self._raw_entries()):
            if fields is None:
                return "the file shrank while being read"
            timestamp, relative = fields
            offset = self.base_offset + relative
            if timestamp <= previous_timestamp or relative < previous_offset:
                return f"entry {slot} (timestamp {timestamp}, offset {offset}) does not follow the one before"
            if next_base_offset is not None and offset >= next_base_offset:
                return f"entry {slot} (timestamp {timestamp}, offset {offset}) lies outside the segment"
            previous_timestamp, previous_offset = timestamp, relative
        return None

    def sanity_problems(self) -> list[IndexFileError]:
        problems = super().sanity_problems()
        if self.entries:
            first, last = self.entry(0), self.entry(self.entries - 1)
            where = (self.entries - 1) * self.entry_size
            if last.timestamp < first.timestamp:
                problems.append(IndexFileError(
                    f"corrupt time index: the last timestamp {last.timestamp} is less than the first {first.timestamp}",
                    self.name, where,
                ))
            if last.offset < self.base_offset:
                problems.append(IndexFileError(
                    f"corrupt time index: the last offset {last.offset} is less than the base offset "
                    f"{self.base_offset}",
                    self.name, where,
                ))
        return problems


@dataclass(frozen=True, slots=True)
class AbortedTxn:
    """A ``.txnindex`` entry: a producer's aborted transaction in this partition."""

    producer_id: int
    first_offset: int
    last_offset: int
    last_stable_offset: int = -1


def read_transaction_index(source: Source, name: str | None = None) -> list[AbortedTxn]:
    """The entries of a ``.txnindex`` file (a trailing partial entry is ignored, as Kafka does)."""
    handle, display, owned = open_input(source, name)
    try:
        stream = KaitaiStream(handle)
        entries = []
        for slot in range(file_size(handle) // TRANSACTION_INDEX_ENTRY_SIZE):
            stream.seek(slot * TRANSACTION_INDEX_ENTRY_SIZE)
            try:
                entry = KafkaTransactionIndex.AbortedTxn(stream)
            except PARSER_FAILURES as exc:
                raise IndexFileError(f"aborted transaction entry does not parse: {describe(exc)}",
                                     display, slot * TRANSACTION_INDEX_ENTRY_SIZE) from None
            entries.append(AbortedTxn(entry.producer_id, entry.first_offset, entry.last_offset,
                                      entry.last_stable_offset))
        return entries
    finally:
        if owned:
            handle.close()


def transaction_index_problems(path: str, next_base_offset: int | None = None) -> Iterator[KafkaLogError]:
    """What ``verify`` and ``dump`` find wrong in a ``.txnindex``, and why ``read_committed`` reads the
    log's markers instead of it: Kafka's ``TransactionIndex.sanityCheck`` (an aborted transaction whose
    last offset is below the segment's base offset, from the file's name), the rule of its ``append``
    (last offsets that grow), and, ours, a partial entry at the end (Kafka reads past it, but a write
    cut short leaves it: the index is not whole), a last offset below its first offset, and, given the
    next segment's base offset, a last offset (the ABORT marker's) at or past it."""
    base = base_offset_from_name(path)
    try:
        entries = read_transaction_index(path)
        size = storage.getsize(path)
    except KafkaLogError as error:
        yield error
        return
    previous: int | None = None
    for slot, txn in enumerate(entries):
        where = slot * TRANSACTION_INDEX_ENTRY_SIZE
        named = f"last offset {txn.last_offset} of aborted transaction of producer {txn.producer_id}"
        if base is not None and txn.last_offset < base:
            yield IndexFileError(f"{named} is less than the segment's start offset {base}", path, where)
        if next_base_offset is not None and txn.last_offset >= next_base_offset:
            yield IndexFileError(f"{named} is not less than the next segment's start offset {next_base_offset}",
                                 path, where)
        if txn.last_offset < txn.first_offset:
            yield IndexFileError(f"{named} is less than its first offset {txn.first_offset}", path, where)
        if previous is not None and txn.last_offset <= previous:
            yield IndexFileError(f"{named} does not follow the previous entry's last offset {previous}", path, where)
        previous = txn.last_offset
    if size % TRANSACTION_INDEX_ENTRY_SIZE:
        whole = size - size % TRANSACTION_INDEX_ENTRY_SIZE
        yield IndexFileError(f"transaction index is corrupt: found {size} bytes which is not a multiple of "
                             f"{TRANSACTION_INDEX_ENTRY_SIZE} (a partial entry of {size - whole} bytes at the end)",
                             path, whole)


def sibling(path: str, suffix: str) -> str:
    """The file of the same segment with another suffix (``…0099.log`` → ``…0099.index``)."""
    stem, _ = os.path.splitext(path)
    return stem + suffix


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


def _aborted_in_log(log: LogSegment, index: OffsetIndex | None, txn: AbortedTxn) -> bool:
    marker = _batch_holding(log, index, txn.last_offset)
    if (marker is None or not marker.is_control or marker.producer_id != txn.producer_id
            or marker.base_offset != txn.last_offset):
        return False
    first = next(iter(marker.records()), None)
    if first is None or first.control is None or first.control.type != "ABORT":
        return False
    if log.base_offset is None or txn.first_offset < log.base_offset:
        return True  # the transaction began in an earlier segment
    data = _batch_holding(log, index, txn.first_offset)
    return (data is not None and data.base_offset == txn.first_offset and data.producer_id == txn.producer_id
            and data.is_transactional and not data.is_control)


def aborted_txns_in_log(log: LogSegment, index: OffsetIndex | None, entries: list[AbortedTxn]) -> bool:
    """Whether the segment's log holds what each of its ``.txnindex`` entries says: the producer's
    ABORT marker at the last offset and, when the transaction began in this segment, a transactional
    batch of the producer starting at the first offset (Kafka's ``AbortedTxn``). An entry whose bytes
    were damaged where no check of the file alone sees it (a producer id, an offset) fails here."""
    return _or_safe(False, lambda: all(_aborted_in_log(log, index, txn) for txn in entries))


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


def verify_offset_index(index: OffsetIndex, log: LogSegment) -> Iterator[KafkaLogError]:
    """``--verify-index-only`` for a ``.index``: each entry must point at a batch ending at its offset."""
    yield from index.sanity_problems()
    for slot in range(index.entries):
        entry = index.entry(slot)
        where = slot * index.entry_size
        if not 0 <= entry.position < log.size:
            yield IndexFileError(
                f"index offset {entry.offset} points at position {entry.position}, outside the log "
                f"({log.size} bytes)", index.name, where)
            continue
        batch = log.read_entry(entry.position)
        if isinstance(batch, Damage):
            yield IndexFileError(
                f"index offset {entry.offset} points at position {entry.position}, where no batch starts "
                f"({batch.reason})", index.name, where)
        elif batch.last_offset != entry.offset:
            yield IndexFileError(
                f"index offset: {entry.offset}, log offset: {batch.last_offset} (position {entry.position})",
                index.name, where)


def verify_time_index(time_index: TimeIndex, index: OffsetIndex, log: LogSegment) -> Iterator[KafkaLogError]:
    """``--verify-index-only`` for a ``.timeindex``, with DumpLogSegments' three checks."""
    yield from time_index.sanity_problems()
    previous = -1
    for slot in range(time_index.entries):
        entry = time_index.entry(slot)
        where = slot * time_index.entry_size
        start = index.lookup(entry.offset).position
        if not 0 <= start < log.size:  # a damaged offset index: search the whole log
            start = 0
        batch = next((b for b in log.batches(start, few=True) if not isinstance(b, Damage)
                      and b.last_offset >= entry.offset), None)
        if batch is None or batch.last_offset != entry.offset:
            found = -1 if batch is None else batch.last_offset
            yield IndexFileError(
                f"indexed offset {entry.offset} not found in the log (found log offset {found})",
                time_index.name, where)
        else:
            try:
                log_max = indexed_timestamp(r.timestamp for r in batch.records())
            except KafkaLogError:  # the log's own problem, which the log's check reports
                log_max = batch.max_timestamp
            if log_max != entry.timestamp:
                yield IndexFileError(
                    f"timestamp mismatch: index timestamp {entry.timestamp}, log timestamp {log_max}",
                    time_index.name, where)
            if previous >= entry.timestamp:
                yield IndexFileError(
                    f"out of order timestamp: index timestamp {entry.timestamp}, previously indexed {previous}",
                    time_index.name, where)
        previous = entry.timestamp
