"""Which transactional records a ``read_committed`` consumer never sees.

A Kafka consumer in ``read_committed`` skips the batches of aborted
transactions and stops at the last stable offset. Offline, per partition:

* where the partition directory holds ``.txnindex`` files (the broker
  writes one for each segment holding an ABORT marker), their entries say
  which (producer, first offset, last offset) ranges were aborted, as the
  broker's fetch path (``collectAbortedTxns``) uses them;
* otherwise, and when any of them is damaged (what ``verify`` reports of
  it: a partial entry, an entry that does not parse or breaks Kafka's
  order) or names what its segment's log does not hold (no ABORT marker
  of that producer at its last offset), the batch headers of the partition are read (no record is
  decompressed) and only control batches are decoded: for each producer,
  the transactional data between its previous marker and an ABORT marker
  was aborted. An ABORT marker can come in a later batch, or a later
  segment, than the data it aborts, which is why this is decided per
  partition before any record is read. A transaction with no marker by the
  end of the partition is still open: its records are beyond the last
  stable offset and are dropped too.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..builds.batch import Batch
from ..errors import KafkaLogError
from ..format.model import Damage
from ..reading.index import (
    OffsetIndex,
    aborted_txns_in_log,
    open_index,
    read_transaction_index,
    transaction_index_problems,
)
from ..reading.segment import LogSegment
from .discovery import PartitionLog, SegmentFile
from .stats import ReadStats


@dataclass(frozen=True)
class AbortedTransactions:
    """Aborted (and still open) transactions of one partition, by producer id."""

    ranges: Mapping[int, tuple[tuple[int, int], ...]] = field(default_factory=dict)
    """producer id → (first offset, last offset) of each aborted transaction."""
    undecided: Mapping[int, int] = field(default_factory=dict)
    """producer id → first offset of a transaction with no marker by the end of the partition."""

    def drops(self, batch: Batch) -> bool:
        """Whether a read_committed consumer skips this (data) batch."""
        if not batch.is_transactional or batch.is_control or batch.producer_id < 0:
            return False
        producer, offset = batch.producer_id, batch.base_offset
        if producer in self.undecided and offset >= self.undecided[producer]:
            return True
        return any(first <= offset <= last for first, last in self.ranges.get(producer, ()))


def from_txn_indexes(partition: PartitionLog, low: int | None, high: int | None,
                     limits: dict[str, Any] | None = None) -> AbortedTransactions | None:
    """Aborted transactions overlapping offsets [low, high) from the partition's ``.txnindex`` files;
    None when one of them is damaged (:func:`transaction_index_problems`) or its entries are not what
    the segment's log holds (:func:`aborted_txns_in_log`): the markers then decide."""
    ranges: dict[int, list[tuple[int, int]]] = {}
    for segment in partition.segments:
        path = segment.sibling(".txnindex")
        if path is None:
            continue
        if next(transaction_index_problems(path, segment.next_base_offset), None) is not None:
            return None
        entries = read_transaction_index(path)
        with LogSegment(segment.path, **(limits or {})) as log:
            index = open_index(OffsetIndex, segment.sibling(".index"), segment.base_offset, log.size,
                               segment.next_base_offset)
            try:
                if not aborted_txns_in_log(log, index, entries):
                    return None
            finally:
                if index is not None:
                    index.close()
        for txn in entries:
            if (low is None or txn.last_offset >= low) and (high is None or txn.first_offset < high):
                ranges.setdefault(txn.producer_id, []).append((txn.first_offset, txn.last_offset))
    return AbortedTransactions({p: tuple(r) for p, r in ranges.items()})


def from_markers(
    segments: Sequence[tuple[SegmentFile, int]],
    high: int | None,
    stats: ReadStats | None = None,
    *,
    limits: dict[str, Any] | None = None,
    source: bytes | memoryview | None = None,
) -> AbortedTransactions:
    """Aborted and open transactions from the markers, reading from each (segment, start position).

    Reading starts where the requested range starts and goes on past its
    end (``high``) only while a producer that wrote transactional data has
    no marker yet. ``source`` reads a single segment from memory instead.
    """
    stats = stats if stats is not None else ReadStats()
    open_txns: dict[int, int] = {}
    last_marker: dict[int, int] = {}
    ranges: dict[int, list[tuple[int, int]]] = {}
    for segment, start in segments:
        with LogSegment(source if source is not None else segment.path, name=segment.path, **(limits or {})) as log:
            stats.segments_opened += 1
            for batch in log.batches(start):
                if isinstance(batch, Damage):
                    continue
                stats.batches_read += 1
                if not batch.crc_valid:
                    continue  # damage (read_split reports it): its header decides nothing, a marker's neither
                if batch.magic >= 2 and batch.producer_id >= 0:
                    producer = batch.producer_id
                    if batch.is_control:
                        kind = _marker_type(batch, stats)
                        if kind == "ABORT":
                            first = last_marker.get(producer, -1) + 1
                            ranges.setdefault(producer, []).append((first, batch.base_offset))
                        if kind in ("ABORT", "COMMIT"):
                            last_marker[producer] = batch.base_offset
                            open_txns.pop(producer, None)
                    elif batch.is_transactional and (high is None or batch.base_offset < high):
                        open_txns.setdefault(producer, batch.base_offset)
                if high is not None and batch.last_offset >= high - 1 and not open_txns:
                    return AbortedTransactions({p: tuple(r) for p, r in ranges.items()})
    return AbortedTransactions({p: tuple(r) for p, r in ranges.items()}, dict(open_txns))


def _marker_type(batch: Batch, stats: ReadStats) -> str | None:
    """The control type of a control batch's first record (what the consumer looks at)."""
    stats.batches_decoded += 1
    try:
        first = next(iter(batch.records()), None)
    except KafkaLogError:
        return None
    return first.control.type if first is not None and first.control is not None else None
