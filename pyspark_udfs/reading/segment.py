"""Reading a ``.log`` segment batch by batch, in bounded memory.

Each entry's first 17 bytes are parsed as kafka_log_segment.ksy's
``entry_prefix`` (length and magic), then the entry as its format's type,
by the backend's build of the specs (:mod:`pyspark_udfs.builds.backend`), over a
view of the file that starts at the entry and is no longer than the largest
batch we accept, taken from a read buffer of 1 MiB (128 KiB for the native
walk over a local file; more when one batch is larger). Only that buffer and
the batch in hand are ever held, and a damaged length field cannot make us
allocate more than the batch-size limit.

An object in a store (:mod:`pyspark_udfs.storage`) is read in ranged
requests sized to what is wanted: a range of batches 1 MiB at a time and
never past its end; a read that stops after a few batches, or a look at one
batch (confirming an index entry), from 16 KiB, doubling while reading goes
on where the last request ended.
"""
from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator, Sequence
from itertools import chain
from operator import attrgetter, itemgetter
from typing import Any, cast

from ..builds import backend as backends
from ..builds.batch import Batch
from ..builds.contract import Prefix
from ..builds.default_batch import DefaultBatch
from ..errors import InputError
from ..format.compression import DEFAULT_DECOMPRESSED_LIMIT
from ..format.layout import (
    HEADER_SIZE_UP_TO_MAGIC,
    LOG_OVERHEAD,
    RECORD_BATCH_OVERHEAD,
)
from ..format.model import Damage
from ..format.parser_errors import PARSER_FAILURES, describe
from ..storage import RangedFile
from .entries import (
    _OVERFLOW_FROM,
    ENTRY_FORMATS,
    damage_error,
    entry_damage,
    entry_size,
    next_candidate,
    offsets_overflow,
)
from .inputs import OpenedInput, Source, base_offset_from_name, file_size, open_input
from .offset_order import first_offset_in_header

_RESYNC_CHUNK = 1 << 20
_READ_CHUNK = 1 << 20
"""Bytes read from the file at a time; batches are parsed from this buffer without further I/O.
An entry that runs past its end is read again, so the Python build reads 1 MiB at a time, as
does every reader of an object in a store (:mod:`pyspark_udfs.storage`: each read a request)."""
_WALK_READ_CHUNK = 128 << 10
"""Bytes the native backend's walk reads at a time from a local file: small enough for a core's L2
cache, so the CRC pass reads what the read just wrote from cache (with 1 MiB reads a batch-level
scan was twice as slow; the Python build was slower with 128 KiB)."""
_FIRST_READ = 16 << 10
"""From a store, the first request after a jump (a read that stops after a few batches, a batch an
index entry points at); each next one where it ended doubles, up to :data:`_READ_CHUNK`."""
DEFAULT_MAX_BATCH_BYTES = 64 * 1024 * 1024
"""Largest batch accepted (Kafka's ``message.max.bytes`` defaults to about 1 MiB)."""
Taker = Callable[[memoryview, int, int], "tuple[int, bool, Any]"]
"""What :meth:`LogSegment.batch_runs` offers each read buffer first (see there)."""


class LogSegment(OpenedInput):
    """A ``.log`` segment (or any byte source holding batches back to back).

    Iterate :meth:`batches` for :class:`Batch` objects and :class:`Damage`
    ranges in file order. The source is opened read-only; memory holds a
    read buffer of at most 1 MiB (or one batch, when larger) and the batch
    in hand, whatever the file's size.
    """

    def __init__(
        self,
        source: Source,
        *,
        name: str | None = None,
        max_batch_bytes: int = DEFAULT_MAX_BATCH_BYTES,
        decompression_limit: int = DEFAULT_DECOMPRESSED_LIMIT,
        backend: str | None = None,
    ):
        self.backend = backends.select(backend)
        self._handle, self.name, self._owned = open_input(source, name)
        self.size = file_size(self._handle)
        self._ranged = isinstance(self._handle, RangedFile)
        """An object in a store: each read is a request, sized by :meth:`_read_size`."""
        self._read_chunk = _READ_CHUNK if self._ranged or not hasattr(self.backend, "walk") else _WALK_READ_CHUNK
        self._last_read = 0
        self.base_offset = base_offset_from_name(self.name)
        self._buffer, self._buffer_start = b"", 0
        self.max_batch_bytes = max_batch_bytes
        self.decompression_limit = decompression_limit

    def batches(self, start: int = 0, end: int | None = None, *, strict: bool = False,
                resync: bool = True, few: bool = False) -> Iterator[Batch | Damage]:
        """Batches and damaged ranges from byte ``start`` up to ``end`` (a batch start).

        When a length cannot be trusted, ``resync`` searches the following
        bytes for the next batch that parses and whose CRC holds, and goes on
        from there, so nothing intact after the damage is lost (Kafka's own
        recovery truncates the segment at the first bad batch). With
        ``strict``, damage raises the matching :class:`KafkaLogError` instead
        of being yielded. ``few`` says the caller stops after a few batches:
        an object in a store is then read from 16 KiB up, not 1 MiB at once.
        """
        # chained in C: a generator here would be resumed once more per batch
        return chain.from_iterable(self.batch_runs(start, end, strict=strict, resync=resync, few=few))

    def batch_runs(self, start: int = 0, end: int | None = None, *, strict: bool = False,
                   resync: bool = True, few: bool = False, taker: Taker | None = None
                   ) -> Iterator[Sequence[Batch | Damage]]:
        """What :meth:`batches` gives, in lists: the batches the native backend walks in one call, else
        one item at a time (readers that loop over a list rather than resume a generator per batch).

        ``taker(window, position, stop)``, with the native backend, is offered each read buffer first
        (the native Arrow path takes the batches it can decide itself): it returns the bytes it took,
        whether the batch after them is to be walked alone (it stopped before one it leaves to the
        caller), and None or an item to give out as a run before going on after them."""
        position = start
        stop = self.size if end is None else min(end, self.size)
        walk = getattr(self.backend, "walk", None)
        if self._ranged and not few and position < stop:  # the range is wanted whole: a full first read
            self._view(position, min(stop - position, _READ_CHUNK), stop=stop)
        while position < stop:
            single = False  # the next batch is walked alone
            if walk is not None and taker is not None:
                taken, single, handed = taker(self._window(position, stop), position, stop)
                if handed is not None:
                    yield [handed]
                position += taken
                if position >= stop or (taken and not single):
                    continue  # the buffer's end: the next from a new one
            if walk is not None:
                walked = self._walked(walk, position, stop, 1 if single else -1)
                if walked:
                    last = walked[-1]
                    if max(map(_FIRST_OFFSET, map(_PARSED, walked))) > _OVERFLOW_FROM:
                        yield from self._overflows_marked(walked, strict)
                    else:
                        yield walked
                    position = last.end_position if last.crc_valid or not resync else self._after(last)
                    continue
            item = self._entry(position, stop)
            if type(item) is DefaultBatch and item.parsed.base_offset > _OVERFLOW_FROM:  # (faster than isinstance)
                item = offsets_overflow(item) or item
            if isinstance(item, Damage):
                if resync:
                    item = self._resynced(item) if not item.resumable else self._within(item)
                if strict:
                    raise damage_error(item)
                yield [item]
                if not item.resumable:
                    return
                position += item.size
            else:
                yield [item]
                position = item.end_position if item.crc_valid or not resync else self._after(item)

    @staticmethod
    def _overflows_marked(walked: list[Batch], strict: bool) -> Iterator[list[Batch | Damage]]:
        """``walked`` with each batch whose offsets overflow (:func:`offsets_overflow`) as damage; with
        ``strict``, the batches before the first one, then its error."""
        items = [offsets_overflow(batch) or batch for batch in walked]
        for i, item in enumerate(items):
            if strict and isinstance(item, Damage):
                yield items[:i]
                raise damage_error(item)
        yield items

    def _after(self, batch: Batch) -> int:
        """Where to go on after a batch whose CRC fails: its CRC does not cover its length, so
        at the first intact batch inside its span, if there is one (a damaged length can still
        land on a batch boundary further on), else at its declared end, as Kafka would."""
        end = batch.end_position
        found = self.find_next_batch(batch.position + 1, before=end)
        return end if found is None else found

    def _within(self, damage: Damage) -> Damage:
        """A damaged entry whose length looked sane, shortened to the first intact batch inside its
        span, if there is one (its length may be damaged)."""
        end = damage.position + damage.size
        if damage.size > self.max_batch_bytes + LOG_OVERHEAD:
            return damage  # refused for its size, not suspect: nothing is searched inside it
        found = self.find_next_batch(damage.position + 1, before=end)
        if found is None:
            return damage
        return dataclasses.replace(damage, size=found - damage.position,
                                   reason=f"{damage.reason}; next intact batch found at byte {found}")

    def _intact_at(self, position: int) -> bool:
        """Whether the file ends at ``position`` or an intact batch (its CRC holds) starts there."""
        if position >= self.size:
            return True
        entry = self.read_entry(position)
        return isinstance(entry, Batch) and entry.crc_valid

    def _walked(self, walk, position: int, stop: int, most: int = -1) -> list[Batch]:
        """The batches from ``position`` that the read buffer holds whole, read in one call of the
        native backend (the batches :meth:`read_entry` would give, CRCs computed) up to the first
        whose CRC fails, at most ``most`` (-1: no bound); empty when the entry at ``position`` needs
        :meth:`read_entry`'s closer look."""
        window = self._window(position, stop)
        return walk(window, self.size - position, stop - position, self.max_batch_bytes + LOG_OVERHEAD, self.name,
                    position, self.decompression_limit, self.backend, most)

    def _window(self, position: int, stop: int) -> memoryview:
        """The bytes from ``position`` a walk parses in one call: a whole read chunk of a local file; of an
        object in a store, what the read buffer holds from there (no byte is fetched twice), else a new read."""
        if not self._ranged:
            window = self._view(position, min(self.size - position, self._read_chunk))
            need = entry_size(window)
            if len(window) < need <= min(self.size - position, self.max_batch_bytes + LOG_OVERHEAD):
                # a batch larger than the chunk: the walk would take none, and each batch be read twice
                self._read_chunk = max(self._read_chunk, min(2 * need, max(need, _READ_CHUNK)))
                window = self._view(position, min(self.size - position, self._read_chunk))
            return window
        offset = position - self._buffer_start
        if 0 <= offset < len(self._buffer):
            return memoryview(self._buffer)[offset:]
        return self._view(position, 1, stop=stop)

    def _resynced(self, damage: Damage) -> Damage:
        """The damaged range extended up to the next intact batch, when there is one."""
        found = self.find_next_batch(damage.position + 1)
        if found is None:
            return damage
        return dataclasses.replace(
            damage, size=found - damage.position, resumable=True, truncated=False,
            reason=f"{damage.reason}; next intact batch found at byte {found}",
        )

    def find_next_batch(self, start: int, before: int | None = None) -> int | None:
        """The first position >= ``start`` (and < ``before``) where a whole batch with a valid CRC
        starts: where :meth:`read_entry` finds a batch whose CRC holds (a false match is a 1 in
        2^32 chance).

        Reads the file 1 MiB at a time. The backend's ``next_batch`` (the native one), or
        :func:`next_candidate`, passes over the positions whose magic byte or length read_entry
        turns down at once, runs of zeros in a stride; the native one judges the rest with the
        generated parsers itself, and each position it cannot (its entry runs past the buffer)
        and each candidate of :func:`next_candidate` is judged by :meth:`read_entry`.
        """
        limit = min(self.size if before is None else before, self.size - HEADER_SIZE_UP_TO_MAGIC + 1)
        search = getattr(self.backend, "next_batch", next_candidate)
        max_size = self.max_batch_bytes + LOG_OVERHEAD
        position = start
        while position < limit:
            window = self._read(position, min(self.size - position, _RESYNC_CHUNK + HEADER_SIZE_UP_TO_MAGIC - 1))
            end = min(limit - position, len(window) - HEADER_SIZE_UP_TO_MAGIC + 1)
            if end <= 0:  # the file is shorter than when it was opened
                return None
            begin = 0
            while True:
                hit, checked = search(window, begin, end, self.size - position, max_size)
                if hit < 0:
                    break
                if checked or self._intact_at(position + hit):
                    return position + hit
                begin = hit + 1
            position += end
        return None

    def read_entry(self, position: int) -> Batch | Damage:
        """Parse the entry starting at byte ``position``.

        Two steps: the generated ``EntryPrefix`` type over the entry's first
        17 bytes gives its length and magic (the fields the spec's ``entry``
        lookahead instances read); then, when both make sense for the file,
        the format's generated type parses the whole entry from the read
        buffer.
        """
        return self._entry(position, None)

    def _entry(self, position: int, stop: int | None) -> Batch | Damage:
        """:meth:`read_entry`, reading no further than ``stop`` (the end of the range being read) unless
        the entry needs it."""
        available = self.size - position
        window = min(available, self.max_batch_bytes + LOG_OVERHEAD)
        head = self._view(position, min(window, HEADER_SIZE_UP_TO_MAGIC), window, stop)  # and more, when buffered
        if len(head) < HEADER_SIZE_UP_TO_MAGIC:
            if available >= HEADER_SIZE_UP_TO_MAGIC:  # the file is shorter than when it was opened
                return Damage(self.name, position, available,
                              "the file ended while this entry was read (it shrank while being read)", False, True)
            return Damage(self.name, position, available,
                          f"{available} trailing bytes, too few for a batch header", False, True)
        return self._classify(self.backend.entry_prefix(head), head, position, available, stop)

    def last_offset_at(self, position: int) -> int | None:
        """The last offset of the batch starting at byte ``position``, or None where :meth:`read_entry`
        finds no batch there (:meth:`offsets_at`)."""
        offsets = self.offsets_at(position)
        return None if offsets is None else offsets[1]

    def offsets_at(self, position: int) -> tuple[int | None, int] | None:
        """The first and last offset of the batch starting at byte ``position``, or None where
        :meth:`read_entry` finds no batch there; the first is None for a compressed legacy wrapper,
        whose header does not say it (:func:`first_offset_in_header`). A v2 batch's are read from its
        61-byte header alone (one small read when the read buffer does not hold it): confirming where an
        index points costs a header, not a batch."""
        available = self.size - position
        window = min(available, self.max_batch_bytes + LOG_OVERHEAD)
        head = self._peek(position, min(window, RECORD_BATCH_OVERHEAD))
        if len(head) < HEADER_SIZE_UP_TO_MAGIC:
            return None
        prefix = self.backend.entry_prefix(head)
        if prefix.magic != 2 or len(head) < RECORD_BATCH_OVERHEAD:
            entry = self.read_entry(position)
            return None if isinstance(entry, Damage) else (first_offset_in_header(entry), entry.last_offset)
        if entry_damage(prefix, available, self.max_batch_bytes) is not None:
            return None
        try:
            header = self.backend.v2_header(head)
        except PARSER_FAILURES:
            return None
        return header.base_offset, header.base_offset + header.last_offset_delta

    def _peek(self, position: int, length: int) -> memoryview:
        """``length`` bytes from ``position`` (fewer where the file ends): from the read buffer when it holds
        them, else read alone, leaving the buffer as it is."""
        offset = position - self._buffer_start
        if offset >= 0 and offset + length <= len(self._buffer):
            return memoryview(self._buffer)[offset:offset + length]
        return memoryview(self._read(position, length))

    def _view(self, position: int, length: int, prefer: int = 0, stop: int | None = None) -> memoryview:
        """At least ``length`` bytes of the file from ``position`` (fewer only where the file
        ends), and up to ``prefer`` bytes when the read buffer holds them already."""
        offset = position - self._buffer_start
        if offset < 0 or offset + length > len(self._buffer):
            self._buffer = self._read(position, self._read_size(position, length, stop))
            self._buffer_start, offset = position, 0
        return memoryview(self._buffer)[offset:offset + max(length, prefer)]

    def _read_size(self, position: int, length: int, stop: int | None) -> int:
        """How much to read from ``position`` when ``length`` bytes are needed there: a whole chunk of a
        local file. From a store, :data:`_FIRST_READ` after a jump, twice the last request while reading goes
        on where the buffer is, up to :data:`_READ_CHUNK`, and no further than ``stop``; ``length`` at least."""
        if not self._ranged:
            return max(length, self._read_chunk)
        end = self._buffer_start + len(self._buffer)
        going_on = self._buffer_start <= position <= end + len(self._buffer) and len(self._buffer) > 0
        ahead = min(2 * self._last_read, _READ_CHUNK) if going_on else _FIRST_READ
        size = max(length, min(ahead, (self.size if stop is None else stop) - position))
        self._last_read = size
        return size

    def _read(self, position: int, length: int) -> bytes:
        """Up to ``length`` bytes of the file from ``position`` (fewer only where it ends)."""
        try:
            if self._ranged:
                return cast(RangedFile, self._handle).pread(position, length)
            self._handle.seek(position)
            return self._handle.read(length)
        except OSError as exc:
            raise InputError(f"read failed: {exc}", self.name, position) from None

    def _classify(self, prefix: Prefix, head: memoryview, position: int, available: int,
                  stop: int | None = None) -> Batch | Damage:
        """A batch, or the reason the entry's bytes cannot be one, from its first 17 bytes (``head``
        holds them, and what the read buffer holds after them)."""
        refused = entry_damage(prefix, available, self.max_batch_bytes)
        if refused is not None:
            return Damage(self.name, position, *refused)
        size, magic = prefix.len_declared + LOG_OVERHEAD, prefix.magic
        # No copy: the batch keeps a view of the read buffer.
        data = head[:size] if len(head) >= size else self._view(position, size, stop=stop)
        if len(data) < size:
            return Damage(self.name, position, available,
                          "the file ended while this entry was read (it shrank while being read)", False, True)
        batch_class = ENTRY_FORMATS[magic]
        parse = self.backend.v2_header if batch_class is DefaultBatch else self.backend.legacy_message
        try:
            parsed = parse(data)
        except PARSER_FAILURES as exc:
            return Damage(self.name, position, size, f"magic {magic} entry does not parse: {describe(exc)}", True)
        return batch_class(self.name, position, data, parsed, self.decompression_limit, self.backend)





_PARSED, _FIRST_OFFSET = attrgetter("parsed"), itemgetter(0)
"""A walked batch's header, and its first field: a v2 batch's ``base_offset``, a legacy message's ``offset``."""
