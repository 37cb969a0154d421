"""Salvage a damaged segment: keep every intact batch, rebuild its indexes, say what was lost.

Kafka's own recovery truncates a segment at the first bad batch and loses
everything after it. Here the reader searches past damage for the next batch
that parses and whose CRC holds, every such batch is copied bit for bit into
a new segment, and the ``.index`` / ``.timeindex`` are rebuilt with Kafka's
rule. The input is only read.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field, replace
from itertools import chain
from typing import BinaryIO

from ..builds.batch import Batch
from ..builds.record_rules import NO_TIMESTAMP, indexed_timestamp
from ..errors import InputError, KafkaLogError
from ..format.model import Damage, Record
from ..format.text import counted
from ..storage import is_uri, join, open_output
from .index import OffsetIndex, TimeIndex
from .offset_order import checked
from .scan import batch_events
from .segment import LogSegment

INDEX_INTERVAL_BYTES = 4096
"""Kafka's default ``log.index.interval.bytes``."""


@dataclass(frozen=True)
class LostRange:
    """Bytes of the input that held no intact batch, and the offsets that went with them."""

    start: int
    end: int
    reason: str
    first_offset: int | None
    last_offset: int | None


@dataclass
class RecoveryReport:
    source: str
    output: str
    batches_kept: int = 0
    bytes_kept: int = 0
    lost: list[LostRange] = field(default_factory=list)
    read_error: InputError | None = None
    """Where reading the input stopped (a dropped connection, an I/O error): the rest is in ``lost``."""
    last_offset: int | None = None
    """The last offset of the batches kept."""

    def lines(self) -> list[str]:
        out = [f"Recovered {self.source} -> {self.output}: {counted(self.batches_kept, 'batch')}, "
               f"{counted(self.bytes_kept, 'byte')} kept"]
        for lost in self.lost:
            offsets = ("offsets unknown" if lost.first_offset is None
                       else f"offsets {lost.first_offset}..{'?' if lost.last_offset is None else lost.last_offset}")
            size = counted(lost.end - lost.start, "byte")
            out.append(f"  lost bytes {lost.start}..{lost.end} ({size}, {offsets}): {lost.reason}")
        return out


class _IndexBuilder:
    """Kafka's ``LogSegment.append`` indexing rule, applied to batches in file order.

    An offset index entry (batch's last offset, position where the batch
    starts) and a time index entry (largest timestamp so far, the offset that
    carries it; only when it grows) are added when more than 4096 bytes were
    appended since the last entry; when the segment is closed one more time
    index entry is tried.
    """

    def __init__(self, base_offset: int, index: BinaryIO, time_index: BinaryIO):
        self.base_offset = base_offset
        self.index, self.time_index = index, time_index
        self.bytes_since_last_entry = 0
        self.max_timestamp, self.offset_of_max_timestamp = NO_TIMESTAMP, -1
        self.last_indexed_timestamp: int | None = None

    def append(self, batch: Batch, position: int, timestamp: int) -> None:
        """Index ``batch``, written at ``position``, whose records' largest timestamp is ``timestamp``
        (:func:`indexed_timestamp`: what verify checks an entry against, where Kafka's append takes the
        header's max timestamp; an empty batch, all its records compacted away, has none)."""
        if timestamp > self.max_timestamp:
            self.max_timestamp, self.offset_of_max_timestamp = timestamp, batch.last_offset
        if self.bytes_since_last_entry > INDEX_INTERVAL_BYTES:
            self.index.write(OffsetIndex.pack_entry(batch.last_offset - self.base_offset, position))
            self._maybe_append_time()
            self.bytes_since_last_entry = 0
        self.bytes_since_last_entry += batch.size

    def _maybe_append_time(self) -> None:
        if self.offset_of_max_timestamp < 0:
            return
        if self.last_indexed_timestamp is None or self.max_timestamp > self.last_indexed_timestamp:
            self.time_index.write(TimeIndex.pack_entry(self.max_timestamp,
                                                       self.offset_of_max_timestamp - self.base_offset))
            self.last_indexed_timestamp = self.max_timestamp

    def close(self) -> None:
        self._maybe_append_time()


def recover(source: str, output_dir: str, **segment_options) -> RecoveryReport:
    """Write the intact batches of ``source`` into ``output_dir`` with rebuilt indexes.

    One pass over the input, holding one batch at a time. A batch is kept when
    ``kafka-ksy verify`` would find nothing wrong with it in the output: its
    CRC holds, its records decode, its offsets lie above the last batch kept
    and fit the segment's base offset; every other byte range is reported
    lost with its reason. ``output_dir`` may be a URI (a prefix): the files
    are written as objects. When the input stops being readable part way,
    what was read is kept, the rest of the file is reported lost and
    ``read_error`` says why.
    """
    with LogSegment(source, **segment_options) as segment:
        return recover_segment(segment, output_dir)


def recover_segment(segment: LogSegment, output_dir: str) -> RecoveryReport:
    """:func:`recover` of a segment already open (a tiered one is read through its manifest); it stays open."""
    source = segment.name
    base_offset = segment.base_offset
    if base_offset is None:
        first = next((b for b in segment.batches() if isinstance(b, Batch) and b.crc_valid and b.base_offset >= 0),
                     None)  # Kafka's offsets are never negative
        base_offset = first.base_offset if first else 0
    target = join(output_dir, f"{base_offset:020d}.log")
    if target == source or (not is_uri(source) and not is_uri(target) and os.path.exists(target)
                            and os.path.samefile(target, source)):
        raise InputError("the output would overwrite the input; choose another directory", target)
    report = RecoveryReport(source, target)
    stem = target[: -len(".log")]
    try:
        with open_output(target) as log, open_output(stem + ".index") as index, \
                open_output(stem + ".timeindex") as time_index:
            _copy_intact(segment, base_offset, log, _IndexBuilder(base_offset, index, time_index), report)
    except OSError as exc:  # the output's: the input's read failures are InputErrors
        raise InputError(f"cannot be written: {exc}", target) from None
    return report


def _copy_intact(segment: LogSegment, base_offset: int, log: BinaryIO, builder: _IndexBuilder,
                 report: RecoveryReport) -> None:
    """Copy the batches :func:`_left_out` accepts to ``log``, indexing them; the rest goes to ``report.lost``."""
    previous_last: int | None = None
    pending: list[Damage] = []
    try:
        for item in segment.batches():
            if pending and pending[-1].position + pending[-1].size > item.position:
                # a damaged batch's declared length ran past where reading found the next one
                pending[-1] = replace(pending[-1], size=item.position - pending[-1].position)
            reason, timestamp = _left_out(item, base_offset, previous_last)
            if reason is not None:
                pending.append(item if isinstance(item, Damage)
                               else Damage(item.file, item.position, item.size, reason, True))
                continue
            assert isinstance(item, Batch)  # a Damage always has a reason to be left out
            report.lost += [_lost(d, previous_last, item.base_offset, base_offset) for d in pending]
            pending = []
            builder.append(item, log.tell(), timestamp)
            log.write(item.entry)
            report.batches_kept += 1
            report.bytes_kept += item.size
            previous_last = report.last_offset = item.last_offset
    except InputError as error:
        if error.position is None:
            raise
        report.read_error = error  # the rest of the input could not be read
        if pending and pending[-1].position + pending[-1].size > error.position:
            pending[-1] = replace(pending[-1], size=error.position - pending[-1].position)
        pending.append(Damage(segment.name, error.position, segment.size - error.position, error.reason, False))
    builder.close()
    report.lost += [_lost(d, previous_last, None, base_offset) for d in pending]


def _left_out(item: Batch | Damage, base_offset: int, previous_last: int | None) -> tuple[str | None, int]:
    """Why ``item`` cannot go into the clean segment, or ``None`` with the timestamp its time index
    entry takes: the checks ``verify`` makes (:func:`checked`, given the output's base offset)."""
    if isinstance(item, Damage):
        return item.reason, NO_TIMESTAMP
    if not item.crc_valid:
        return "batch CRC does not hold", NO_TIMESTAMP
    if previous_last is not None and item.base_offset <= previous_last:
        return (f"offsets {item.base_offset}..{item.last_offset} overlap or go back from {previous_last}, "
                f"the last offset kept"), NO_TIMESTAMP
    largest: int | None = None  # a running max: a batch may hold millions of records
    for event in checked(chain((item,), batch_events(item, record_lists=True, views=True)), base_offset):
        if isinstance(event, KafkaLogError):
            return event.reason, NO_TIMESTAMP
        records = event if isinstance(event, list) else [event] if isinstance(event, Record) else []
        for record in records:
            if largest is None or record.timestamp > largest:
                largest = record.timestamp
    return None, indexed_timestamp(() if largest is None else (largest,))


def _lost(damage: Damage, previous_last: int | None, next_base: int | None, base_offset: int) -> LostRange:
    """The offsets a damaged range may have held: between its intact neighbours."""
    first = previous_last + 1 if previous_last is not None else base_offset
    last = next_base - 1 if next_base is not None else None
    if last is not None and last < first:  # no offsets are missing between the neighbours
        return LostRange(damage.position, damage.position + damage.size, damage.reason, None, None)
    return LostRange(damage.position, damage.position + damage.size, damage.reason, first, last)
