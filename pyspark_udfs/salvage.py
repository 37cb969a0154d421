"""Salvage a damaged segment: keep every intact batch, rebuild its indexes, say what was lost.

Kafka's own recovery truncates a segment at the first bad batch and loses
everything after it. Here the reader searches past damage for the next batch
that parses and whose CRC holds, every such batch is copied bit for bit into
a new segment, and the ``.index`` / ``.timeindex`` are rebuilt with Kafka's
rule. The input is only read.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import BinaryIO, Optional

from .batch import Batch
from .errors import InputError
from .index import OffsetIndex, TimeIndex
from .model import Damage
from .offsets import NO_TIMESTAMP
from .segment import LogSegment
from .storage import is_uri
from .text import counted

INDEX_INTERVAL_BYTES = 4096
"""Kafka's default ``log.index.interval.bytes``."""


@dataclass(frozen=True)
class LostRange:
    """Bytes of the input that held no intact batch, and the offsets that went with them."""

    start: int
    end: int
    reason: str
    first_offset: Optional[int]
    last_offset: Optional[int]


@dataclass
class RecoveryReport:
    source: str
    output: str
    batches_kept: int = 0
    bytes_kept: int = 0
    lost: list[LostRange] = field(default_factory=list)

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
        self.last_indexed_timestamp: Optional[int] = None

    def append(self, batch: Batch, position: int) -> None:
        if batch.max_timestamp > self.max_timestamp:
            self.max_timestamp, self.offset_of_max_timestamp = batch.max_timestamp, batch.last_offset
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

    One pass over the input, holding one batch at a time. A batch whose CRC
    does not hold counts as damage: its bytes are not trusted.
    """
    os.makedirs(output_dir, exist_ok=True)
    with LogSegment(source, **segment_options) as segment:
        base_offset = segment.base_offset
        if base_offset is None:
            first = next((b for b in segment.batches() if isinstance(b, Batch) and b.crc_valid), None)
            base_offset = first.base_offset if first else 0
        target = os.path.join(output_dir, f"{base_offset:020d}.log")
        if not is_uri(source) and os.path.exists(target) and os.path.samefile(target, source):
            raise InputError("the output would overwrite the input; choose another directory", target)
        report = RecoveryReport(source, target)
        stem = target[: -len(".log")]
        previous_last: Optional[int] = None
        pending: list[Damage] = []
        with open(target, "wb") as log, open(stem + ".index", "wb") as index, \
                open(stem + ".timeindex", "wb") as time_index:
            builder = _IndexBuilder(base_offset, index, time_index)
            for item in segment.batches():
                if isinstance(item, Batch) and item.crc_valid and not _fits(item, base_offset):
                    pending.append(Damage(item.file, item.position, item.size, (
                        f"last offset {item.last_offset} does not fit a segment whose base offset is {base_offset} "
                        f"(its indexes hold offsets 0 to 2^31 - 1 above the base)"), True))
                elif isinstance(item, Batch) and item.crc_valid:
                    report.lost += [_lost(d, previous_last, item.base_offset, base_offset) for d in pending]
                    pending = []
                    builder.append(item, log.tell())
                    log.write(item.entry)
                    report.batches_kept += 1
                    report.bytes_kept += item.size
                    previous_last = item.last_offset
                elif isinstance(item, Batch):
                    pending.append(Damage(item.file, item.position, item.size, "batch CRC does not hold", True))
                else:
                    pending.append(item)
            builder.close()
        report.lost += [_lost(d, previous_last, None, base_offset) for d in pending]
    return report


def _fits(batch: Batch, base_offset: int) -> bool:
    """Whether the batch's last offset can be indexed relative to the segment's base, as Kafka requires."""
    return 0 <= batch.last_offset - base_offset <= 2**31 - 1


def _lost(damage: Damage, previous_last: Optional[int], next_base: Optional[int], base_offset: int) -> LostRange:
    """The offsets a damaged range may have held: between its intact neighbours."""
    first = previous_last + 1 if previous_last is not None else base_offset
    last = next_base - 1 if next_base is not None else None
    if last is not None and last < first:
        first = last = None  # no offsets are missing between the neighbours
    return LostRange(damage.position, damage.position + damage.size, damage.reason, first, last)
