"""Finding segments on disk and grouping them by Kafka partition.

A path can be one ``.log`` file, a partition directory
(``<topic>-<partition>/`` holding ``<20-digit base offset>.log`` segments
with their ``.index``, ``.timeindex`` and ``.txnindex``), or any directory
above partition directories (a broker's ``log.dirs``): directories are
searched recursively for ``*.log`` files.

Segments named by their base offset are grouped per directory, in offset
order: that is a partition, and a segment's offsets end where the next
segment's begin. A ``.log`` file with any other name stands alone.
"""
from __future__ import annotations

import glob
import json
import os
from dataclasses import dataclass
from typing import Iterable, Optional

from ..segment import base_offset_from_name
from .schema import topic_partition

LOG_SUFFIX = ".log"


@dataclass(frozen=True)
class SegmentFile:
    """One ``.log`` file and what its name and its neighbours tell about it."""

    path: str
    base_offset: Optional[int]
    """From a ``<20-digit>.log`` name; ``None`` for other names."""
    next_base_offset: Optional[int]
    """The next segment's base offset in the same partition: this one's offsets end before it."""
    size: int

    def sibling(self, suffix: str) -> Optional[str]:
        """The segment's ``.index``/``.timeindex``/``.txnindex`` file, when it exists."""
        if self.base_offset is None:
            return None
        candidate = os.path.splitext(self.path)[0] + suffix
        return candidate if os.path.isfile(candidate) else None


@dataclass(frozen=True)
class PartitionLog:
    """The segments of one partition directory (or one stray file), oldest first."""

    directory: str
    topic: Optional[str]
    partition: Optional[int]
    segments: tuple[SegmentFile, ...]
    """Every segment of the partition: the context for offsets and transactions."""
    selected: frozenset[str]
    """Paths of the segments the user asked to read (a subset of ``segments``)."""

    @property
    def has_txn_index(self) -> bool:
        return any(s.sibling(".txnindex") for s in self.segments)


def input_paths(options: dict) -> list[str]:
    """The paths of a ``load(path)`` or ``load([paths])``, from the data source's options."""
    found: list[str] = []
    lowered = {str(k).lower(): v for k, v in options.items()}
    if lowered.get("path"):
        found.append(str(lowered["path"]))
    if lowered.get("paths"):
        raw = lowered["paths"]
        try:
            found += [str(p) for p in json.loads(raw)]
        except (TypeError, ValueError):
            found += [p for p in str(raw).split(",") if p]
    return [_local(p) for p in found]


def _local(path: str) -> str:
    """A local path from ``file:`` URIs as Spark writes them."""
    if path.startswith("file://"):
        return path[len("file://"):]
    if path.startswith("file:"):
        return path[len("file:"):]
    return path


def discover(paths: Iterable[str]) -> list[PartitionLog]:
    """The partitions holding the ``.log`` files under ``paths`` (globs allowed), in a stable order.

    Raises :class:`FileNotFoundError` for a path that does not exist.
    """
    chosen: dict[str, set[str]] = {}
    for path in expand_globs(paths):
        if os.path.isdir(path):
            for root, dirs, files in os.walk(path):
                dirs.sort()
                for name in files:
                    if name.endswith(LOG_SUFFIX):
                        full = os.path.abspath(os.path.join(root, name))
                        chosen.setdefault(os.path.dirname(full), set()).add(full)
        else:
            full = os.path.abspath(path)
            chosen.setdefault(os.path.dirname(full), set()).add(full)
    partitions: list[PartitionLog] = []
    for directory in sorted(chosen):
        partitions += _partitions_of(directory, chosen[directory])
    return partitions


def expand_globs(paths: Iterable[str]) -> list[str]:
    """Paths as given, with ``*``, ``?`` and ``[…]`` patterns expanded (sorted).

    Raises :class:`FileNotFoundError` for a path, or a pattern matching
    nothing, that does not exist.
    """
    found: list[str] = []
    for path in paths:
        if os.path.exists(path):
            found.append(path)
            continue
        matches = sorted(glob.glob(path)) if any(c in path for c in "*?[") else []
        if not matches:
            raise FileNotFoundError(f"Path does not exist: {path}")
        found += matches
    return found


def _partitions_of(directory: str, selected: set[str]) -> list[PartitionLog]:
    topic, partition = topic_partition(directory)
    named = sorted(
        (base, os.path.join(directory, name))
        for name in os.listdir(directory)
        if name.endswith(LOG_SUFFIX) and (base := base_offset_from_name(name)) is not None
        and os.path.isfile(os.path.join(directory, name))
    )
    result: list[PartitionLog] = []
    segments = tuple(
        SegmentFile(path, base, named[i + 1][0] if i + 1 < len(named) else None, os.path.getsize(path))
        for i, (base, path) in enumerate(named)
    )
    in_partition = selected & {s.path for s in segments}
    if in_partition:
        result.append(PartitionLog(directory, topic, partition, segments, frozenset(in_partition)))
    for path in sorted(selected - in_partition):
        lone = SegmentFile(path, None, None, os.path.getsize(path))
        result.append(PartitionLog(directory, topic, partition, (lone,), frozenset([path])))
    return result
