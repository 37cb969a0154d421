"""Counters of the work a read did, to see pruning at work.

Spark runs :meth:`read` in Python worker processes, so these counters are
meant for in-process use: call the reader's ``partitions()`` and
``read_split()`` yourself with a :class:`ReadStats`, as the tests do.
"""
from __future__ import annotations

from dataclasses import dataclass, fields


@dataclass
class ReadStats:
    segments_opened: int = 0
    batches_read: int = 0
    """Batch headers parsed (cheap: no decompression, no record decoding)."""
    batches_decoded: int = 0
    """Batches whose records were decoded (and decompressed when compressed)."""
    rows: int = 0
    corrupt_rows: int = 0
    """Problems given as ``_corrupt_record`` rows (PERMISSIVE)."""
    dropped_problems: int = 0
    """Problems left out under DROPMALFORMED: damaged ranges and batches, records whose own CRC fails,
    batches out of offset order (whose records are still rows)."""
    bytes_fetched: int = 0
    """Bytes fetched from object storage (ranged reads); 0 for local files."""

    def add(self, other: ReadStats) -> None:
        for f in fields(self):
            setattr(self, f.name, getattr(self, f.name) + getattr(other, f.name))
