"""Offset (``.index``) and time (``.timeindex``) indexes: reading, look-ups, checks.

Entries are parsed one at a time with the generated entry types, straight
from the file at ``i * entry size``, so a look-up is a binary search that
reads O(log n) entries and never loads a whole index.
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Callable, Iterator, Optional

from kaitaistruct import KaitaiStream

from .errors import IndexFileError, KafkaLogError
from .generated.kafka_offset_index import KafkaOffsetIndex
from .generated.kafka_time_index import KafkaTimeIndex
from .generated.kafka_transaction_index import KafkaTransactionIndex
from .model import Damage, Record
from .parsing import PARSER_FAILURES, describe
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

    def __init__(self, source: Source, base_offset: Optional[int] = None, name: Optional[str] = None):
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
        low, high = 1, self.slots
        while low < high:
            mid = (low + high) // 2
            if self._relative_offset(mid) == 0:
                high = mid
            else:
                low = mid + 1
        return low

    def _search(self, target: int, key: Callable[[int], int]) -> Optional[int]:
        """Slot of the largest entry whose key is <= target, or None."""
        low, high = 0, self.entries - 1
        found = None
        while low <= high:
            mid = (low + high) // 2
            if key(mid) <= target:
                found, low = mid, mid + 1
            else:
                high = mid - 1
        return found

    def sanity_problems(self) -> list[IndexFileError]:
        """Kafka's ``sanityCheck``: whole entries only, and a last entry not before the first."""
        problems = []
        if self.size % self.entry_size:
            problems.append(IndexFileError(
                f"index file is corrupt, found {self.size} bytes which is not a multiple of {self.entry_size}",
                self.name, self.slots * self.entry_size,
            ))
        return problems


class OffsetIndex(_Index):
    """A ``.index`` file: absolute offset → byte position in the ``.log``."""

    entry_size = 8
    suffix = ".index"
    _entry_type = KafkaOffsetIndex.Entry

    def entry(self, slot: int) -> OffsetPosition:
        parsed = self._parse(slot)
        return OffsetPosition(self.base_offset + parsed.relative_offset, parsed.position)

    def lookup(self, target_offset: int) -> OffsetPosition:
        """Largest entry with offset <= target, else (base offset, position 0), as Kafka's lookup."""
        slot = self._search(target_offset - self.base_offset, self._relative_offset)
        if slot is None:
            return OffsetPosition(self.base_offset, 0)
        return self.entry(slot)

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

    entry_size = 12
    suffix = ".timeindex"
    _entry_type = KafkaTimeIndex.Entry

    def entry(self, slot: int) -> TimestampOffset:
        parsed = self._parse(slot)
        return TimestampOffset(parsed.timestamp, self.base_offset + parsed.relative_offset)

    def lookup(self, target_timestamp: int) -> TimestampOffset:
        """Largest entry with timestamp <= target, else (-1, base offset), as Kafka's lookup."""
        slot = self._search(target_timestamp, lambda i: self._parse(i).timestamp)
        if slot is None:
            return TimestampOffset(-1, self.base_offset)
        return self.entry(slot)

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
                    f"corrupt time index: the last offset {last.offset} is less than the base offset {self.base_offset}",
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


def read_transaction_index(source: Source, name: Optional[str] = None) -> list[AbortedTxn]:
    """The entries of a ``.txnindex`` file (a trailing partial entry is ignored, as Kafka does)."""
    handle, display, owned = open_input(source, name)
    try:
        stream = KaitaiStream(handle)
        entries = []
        for slot in range(file_size(handle) // 34):
            stream.seek(slot * 34)
            try:
                entry = KafkaTransactionIndex.AbortedTxn(stream)
            except PARSER_FAILURES as exc:
                raise IndexFileError(f"aborted transaction entry does not parse: {describe(exc)}",
                                     display, slot * 34) from None
            entries.append(AbortedTxn(entry.producer_id, entry.first_offset, entry.last_offset,
                                      entry.last_stable_offset))
        return entries
    finally:
        if owned:
            handle.close()


def sibling(path: str, suffix: str) -> str:
    """The file of the same segment with another suffix (``…0099.log`` → ``…0099.index``)."""
    stem, _ = os.path.splitext(path)
    return stem + suffix


def find_offset(log: LogSegment, index: OffsetIndex, target_offset: int) -> Optional[Record]:
    """The record with the smallest offset >= target: index look-up, then a scan from there."""
    start = index.lookup(target_offset).position
    for batch in log.batches(start, strict=True):
        if batch.last_offset < target_offset:
            continue
        for record in batch.records():
            if record.offset >= target_offset:
                return record
    return None


def find_timestamp(log: LogSegment, time_index: TimeIndex, index: OffsetIndex, target_timestamp: int) -> Optional[Record]:
    """The first record with timestamp >= target, by the time index then the offset index.

    Kafka's ``LogSegment.findOffsetByTimestamp``: the time index gives the
    largest indexed timestamp <= target and its offset, the offset index the
    position of the batch holding that offset, and the log is scanned from
    there, skipping batches whose max timestamp is below the target.
    """
    indexed = time_index.lookup(target_timestamp)
    start = index.lookup(indexed.offset).position
    for batch in log.batches(start, strict=True):
        if batch.max_timestamp < target_timestamp:
            continue
        for record in batch.records():
            if record.timestamp >= target_timestamp:
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
        batch = next((b for b in log.batches(start) if not isinstance(b, Damage) and b.last_offset >= entry.offset), None)
        if batch is None or batch.last_offset != entry.offset:
            found = -1 if batch is None else batch.last_offset
            yield IndexFileError(
                f"indexed offset {entry.offset} not found in the log (found log offset {found})",
                time_index.name, where)
        else:
            try:
                log_max = max((r.timestamp for r in batch.records()), default=-1)
            except KafkaLogError as error:
                yield error
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
