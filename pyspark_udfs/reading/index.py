"""Offset (``.index``) and time (``.timeindex``) indexes: their entries, read one at a time, and binary search.

Entries are parsed one at a time with the generated entry types, straight
from the file at ``i * entry size``, so a look-up is a binary search that
reads O(log n) entries and never loads a whole index (before a read uses an
index, its entries are checked once, a chunk at a time).

The look-ups that start a read treat an index as a hint (:mod:`.index_lookups`);
``verify``'s checks of an index are in :mod:`.index_checks`, the transaction
index in :mod:`.transaction_index`.
"""
from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from struct import Struct
from typing import Any, cast

from kaitaistruct import KaitaiStream

from ..errors import IndexFileError
from ..format.layout import (
    OFFSET_INDEX_ENTRY,
    OFFSET_INDEX_ENTRY_SIZE,
    TIME_INDEX_ENTRY,
    TIME_INDEX_ENTRY_SIZE,
)
from ..generated.kafka_offset_index import KafkaOffsetIndex
from ..generated.kafka_time_index import KafkaTimeIndex
from .inputs import OpenedInput, Source, base_offset_from_name, file_size, open_input


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


def sibling(path: str, suffix: str) -> str:
    """The file of the same segment with another suffix (``…0099.log`` → ``…0099.index``)."""
    stem, _ = os.path.splitext(path)
    return stem + suffix
