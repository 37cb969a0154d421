"""What planning hands to tasks: pushed-down bounds and segment splits (plain, picklable data)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from .transactions import AbortedTransactions


@dataclass(frozen=True)
class Bounds:
    """Limits pushed down from ``WHERE`` clauses (used to prune; Spark still applies the filters)."""

    offset_low: int | None = None
    """First offset wanted (inclusive)."""
    offset_high: int | None = None
    """Offset where reading may stop (exclusive)."""
    timestamp_low: int | None = None
    """No record with an earlier timestamp (ms) is wanted."""
    topics: frozenset[str] | None = None
    partitions: frozenset[int] | None = None


@dataclass(frozen=True)
class SegmentSplit:
    """One task's work: a byte range of one segment, and what to keep from it."""

    path: str
    topic: str | None
    partition: int | None
    start: int = 0
    """Byte position of the first batch to read."""
    end: int | None = None
    """Byte position where the range ends (a batch start), or ``None`` for the end of the file."""
    offset_low: int | None = None
    offset_high: int | None = None
    timestamp_low: int | None = None
    aborted: AbortedTransactions | None = field(default=None, repr=False)
    """Set for read_committed: the partition's aborted and open transactions."""
