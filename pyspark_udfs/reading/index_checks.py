"""What ``verify`` checks of an offset or time index against its segment, as Kafka's own checks do."""
from __future__ import annotations

from collections.abc import Iterator

from ..builds.record_rules import indexed_timestamp
from ..errors import IndexFileError, KafkaLogError
from ..format.model import Damage
from .index import OffsetIndex, TimeIndex
from .segment import LogSegment


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
