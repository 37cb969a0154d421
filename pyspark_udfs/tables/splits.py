"""What planning hands to tasks: pushed-down bounds and segment splits (plain, picklable data)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Optional

if TYPE_CHECKING:  # pragma: no cover
    from .transactions import AbortedTransactions


@dataclass(frozen=True)
class Bounds:
    """Limits pushed down from ``WHERE`` clauses (used to prune; Spark still applies the filters)."""

    offset_low: Optional[int] = None
    """First offset wanted (inclusive)."""
    offset_high: Optional[int] = None
    """Offset where reading may stop (exclusive)."""
    timestamp_low: Optional[int] = None
    """No record with an earlier timestamp (ms) is wanted."""
    topics: Optional[frozenset[str]] = None
    partitions: Optional[frozenset[int]] = None


@dataclass(frozen=True)
class SegmentSplit:
    """One task's work: a byte range of one segment, and what to keep from it."""

    path: str
    topic: Optional[str]
    partition: Optional[int]
    start: int = 0
    """Byte position of the first batch to read."""
    end: Optional[int] = None
    """Byte position where the range ends (a batch start), or ``None`` for the end of the file."""
    offset_low: Optional[int] = None
    offset_high: Optional[int] = None
    timestamp_low: Optional[int] = None
    aborted: Optional["AbortedTransactions"] = field(default=None, repr=False)
    """Set for read_committed: the partition's aborted and open transactions."""
