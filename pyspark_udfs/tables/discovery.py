"""Finding segments, on disk or in object storage, and grouping them by Kafka partition.

A path can be one ``.log`` file, a partition directory
(``<topic>-<partition>/`` holding ``<20-digit base offset>.log`` segments
with their ``.index``, ``.timeindex`` and ``.txnindex``), or any directory
above partition directories (a broker's ``log.dirs``): directories are
searched recursively for ``*.log`` files. A URI (``s3://bucket/prefix``)
is a prefix searched the same way, or one object; each prefix is listed
once (one paged listing call, not one request per file), and that listing
also tells which indexes lie beside each segment.

Segments named by their base offset are grouped per directory, in offset
order: that is a partition, and a segment's offsets end where the next
segment's begin. A ``.log`` file with any other name stands alone. Topic
and partition come from the directory's name; where it is not
``<topic>-<partition>`` (a flat prefix of tiered segments), from the
``topic`` and ``partition`` options.
"""
from __future__ import annotations

import fnmatch
import glob
import json
import os
from dataclasses import dataclass
from typing import Iterable, Optional

from .. import storage
from ..segment import base_offset_from_name
from .schema import topic_partition

LOG_SUFFIX = ".log"
INDEX_SUFFIXES = (".index", ".timeindex", ".txnindex")


@dataclass(frozen=True)
class SegmentFile:
    """One ``.log`` file and what its name and its neighbours tell about it."""

    path: str
    base_offset: Optional[int]
    """From a ``<20-digit>.log`` name; ``None`` for other names."""
    next_base_offset: Optional[int]
    """The next segment's base offset in the same partition: this one's offsets end before it."""
    size: int
    indexes: frozenset[str] = frozenset()
    """Suffixes of the index files found beside it when its directory was listed (``.index``, …)."""

    def sibling(self, suffix: str) -> Optional[str]:
        """The segment's ``.index``/``.timeindex``/``.txnindex`` file, when it exists."""
        if self.base_offset is None or suffix not in self.indexes:
            return None
        return self.path[: -len(LOG_SUFFIX)] + suffix


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


def discover(paths: Iterable[str], topic: Optional[str] = None,
             partition: Optional[int] = None) -> list[PartitionLog]:
    """The partitions holding the ``.log`` files under ``paths`` (globs allowed), in a stable order.

    ``topic`` and ``partition`` name the partition of segments whose
    directory is not named ``<topic>-<partition>``. Raises
    :class:`FileNotFoundError` for a local path that does not exist, and
    :class:`~pyspark_udfs.errors.InputError` naming the URI for a remote one
    that does not exist or cannot be listed.
    """
    listings = _Listings()
    chosen: dict[str, set[str]] = {}
    for path in expand_globs(paths, listings):
        if listings.is_directory(path):
            for file in listings.files(path, recursive=True):
                if file.endswith(LOG_SUFFIX):
                    chosen.setdefault(storage.parent(file), set()).add(file)
        else:
            full = path if storage.is_uri(path) else os.path.abspath(path)
            chosen.setdefault(storage.parent(full), set()).add(full)
    partitions: list[PartitionLog] = []
    for directory in sorted(chosen):
        partitions += _partitions_of(directory, chosen[directory], listings.files(directory, recursive=False),
                                     topic, partition)
    return partitions


def expand_globs(paths: Iterable[str], listings: Optional["_Listings"] = None) -> list[str]:
    """Paths as given, with ``*``, ``?`` and ``[…]`` patterns expanded (sorted).

    Raises :class:`FileNotFoundError` for a path, or a pattern matching
    nothing, that does not exist (:class:`~pyspark_udfs.errors.InputError`
    for a URI).
    """
    listings = listings if listings is not None else _Listings()
    found: list[str] = []
    for path in paths:
        has_pattern = any(c in path for c in "*?[")
        if storage.is_uri(path):
            if not has_pattern:
                listings.is_directory(path)  # raises, naming the URI, when it is not there
                found.append(path)
                continue
            matches = listings.matching(path)
        else:
            if os.path.exists(path):
                found.append(path)
                continue
            matches = sorted(glob.glob(path)) if has_pattern else []
        if not matches:
            raise FileNotFoundError(f"Path does not exist: {path}")
        found += matches
    return found


class _Listings:
    """Directory listings made once per discovery: each directory or prefix is listed once.

    Maps a directory (or prefix) to its files and their sizes; a recursive
    listing also answers for every directory below it.
    """

    def __init__(self) -> None:
        self._listed: dict[tuple[str, bool], dict[str, int]] = {}
        self._kinds: dict[str, bool] = {}

    def is_directory(self, path: str) -> bool:
        if not storage.is_uri(path):
            return os.path.isdir(path)
        if path not in self._kinds:
            self._kinds[path] = storage.kind(path) == "directory"
        return self._kinds[path]

    def files(self, directory: str, *, recursive: bool) -> dict[str, int]:
        """Files (path → size) in ``directory``, and below it when ``recursive``."""
        directory = directory.rstrip("/") if storage.is_uri(directory) else os.path.abspath(directory)
        for (root, deep), listed in self._listed.items():
            covers = root == directory or deep and directory.startswith(root + "/")
            if not covers or recursive and not deep:
                continue
            if recursive:
                return {p: s for p, s in listed.items() if p.startswith(directory + "/")}
            return {p: s for p, s in listed.items() if storage.parent(p) == directory}
        listed = _list(directory, recursive)
        self._listed[(directory, recursive)] = listed
        return listed

    def matching(self, pattern: str) -> list[str]:
        """Objects and prefixes matching a URI pattern, one ``/``-separated component at a time."""
        parts = pattern.split("/")
        fixed = next(i for i, part in enumerate(parts) if any(c in part for c in "*?["))
        candidates: set[str] = set()
        for path in self.files("/".join(parts[:fixed]), recursive=True):
            pieces = path.split("/")
            candidates.update("/".join(pieces[:n]) for n in range(fixed + 1, len(pieces) + 1))
        return sorted(c for c in candidates if len(c.split("/")) == len(parts)
                      and all(fnmatch.fnmatchcase(a, b) for a, b in zip(c.split("/"), parts)))


def _list(directory: str, recursive: bool) -> dict[str, int]:
    """Every regular file in a directory or prefix (and below it when ``recursive``), with its size.

    Local symbolic links to files are followed, as ``open`` does.
    """
    if storage.is_uri(directory):
        return storage.list_files(directory, recursive)
    found: dict[str, int] = {}
    for root, dirs, names in os.walk(directory):
        dirs.sort()
        for name in names:
            path = os.path.join(root, name)
            if os.path.isfile(path):
                found[path] = os.path.getsize(path)
        if not recursive:
            break
    return found


def _partitions_of(directory: str, selected: set[str], listing: dict[str, int],
                   topic: Optional[str], partition: Optional[int]) -> list[PartitionLog]:
    named_topic, named_partition = topic_partition(directory)
    if named_topic is not None:
        topic, partition = named_topic, named_partition
    named = sorted(
        (base, path) for path in listing
        if path.endswith(LOG_SUFFIX) and (base := base_offset_from_name(path)) is not None
    )
    segments = tuple(
        SegmentFile(path, base, named[i + 1][0] if i + 1 < len(named) else None, listing[path],
                    frozenset(s for s in INDEX_SUFFIXES if path[: -len(LOG_SUFFIX)] + s in listing))
        for i, (base, path) in enumerate(named)
    )
    result: list[PartitionLog] = []
    in_partition = selected & {s.path for s in segments}
    if in_partition:
        result.append(PartitionLog(directory, topic, partition, segments, frozenset(in_partition)))
    for path in sorted(selected - in_partition):
        size = listing[path] if path in listing else os.path.getsize(path)
        lone = SegmentFile(path, None, None, size)
        result.append(PartitionLog(directory, topic, partition, (lone,), frozenset([path])))
    return result
