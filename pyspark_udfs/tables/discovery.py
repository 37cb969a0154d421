"""Finding segments, on disk or in object storage, and grouping them by Kafka partition: the one place
that lists a path, tells which directories are live partitions, and refuses what cannot be read.

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
and partition come from the directory's name (:func:`partition_name`,
Kafka's own rule); where it is not ``<topic>-<partition>`` (a flat prefix of
tiered segments), from the ``topic`` and ``partition`` options. On
directories so named, those options choose which partitions are read.

Directories Kafka renamed and no longer serves (``<topic>-<partition>.<id>-delete``,
``-future``, ``-stray``) are left out of a search unless asked for; a path
naming one is read. A directory or segment that cannot be read, a path
holding no segment, and a file named explicitly that is not a segment are
refused with an :class:`~pyspark_udfs.errors.InputError` naming the path.
"""
from __future__ import annotations

import fnmatch
import glob
import json
import os
import re
from collections.abc import Iterable
from dataclasses import dataclass, field

from .. import storage
from ..errors import InputError
from ..reading.segment import base_offset_from_name
from ..tiered.layout import MANIFEST_SUFFIX
from ..tiered.layout import partition_of as tiered_partition_of
from ..tiered.segments import without_transformed
from ..topics import datadir
from .options import OptionError

LOG_SUFFIX = ".log"
SEGMENT_SUFFIXES = (LOG_SUFFIX, MANIFEST_SUFFIX)
"""A segment's file: a ``.log``, or a tiered segment's manifest (read as the segment it describes)."""
INDEX_SUFFIXES = (".index", ".timeindex", ".txnindex")
NO_SEGMENTS = "holds no segment files"
"""What a directory or prefix without any ``.log`` file is told (``verify``'s words too)."""

RENAMED_STATES = ("delete", "future", "stray")
"""The suffixes of directories Kafka renames a partition's log to (``LocalLog``'s ``DELETE_DIR_SUFFIX``,
``FUTURE_DIR_SUFFIX``, ``STRAY_DIR_SUFFIX``): being deleted, a replica being moved to another log
directory, a replica the broker found it should not hold."""
_RENAMED = re.compile(r"^(\S+)-(\S+)\.(\S+)-(" + "|".join(RENAMED_STATES) + r")$")
"""``LocalLog``'s ``DELETE_DIR_PATTERN`` and its siblings, matched whole as Java's ``matches()`` does."""
_INT32_MAX = 2**31 - 1

_NOT_SEGMENTS = {".index": "an offset index", ".timeindex": "a time index", ".txnindex": "a transaction index",
                 ".snapshot": "a producer snapshot", datadir.META_PROPERTIES: "a broker's meta.properties",
                 datadir.PARTITION_METADATA: "a partition.metadata file",
                 datadir.LEADER_EPOCH_CHECKPOINT: "a leader-epoch checkpoint",
                 datadir.QUORUM_STATE: "a KRaft quorum-state file", datadir.CLEAN_SHUTDOWN: "a clean-shutdown marker",
                 **dict.fromkeys(datadir.OFFSET_CHECKPOINTS, "an offset checkpoint")}
"""Files of a data directory that are not record batches, by suffix or by whole name: ``kafka-ksy dump``
reads those named by suffix, ``kafka-ksy describe`` the others."""


@dataclass(frozen=True)
class PartitionName:
    """What a partition directory's name says, by Kafka's ``LocalLog.parseTopicPartitionName``."""

    topic: str
    partition: int
    renamed: str | None = None
    """``delete``, ``future`` or ``stray`` for a directory Kafka does not serve (:data:`RENAMED_STATES`)."""


def partition_name(directory: str) -> PartitionName | None:
    """Topic and partition from a partition directory's name; ``None`` when it is not one.

    ``<topic>-<partition>`` is split at its last ``-`` (topic names may hold
    ``-`` and ``.``); ``<topic>-<partition>.<id>-delete`` (``-future``,
    ``-stray``) at the last ``.`` first. The partition is decimal digits in
    int32's range. Only the last path component is looked at.

    >>> partition_name("/var/kafka-logs/web.clicks-v2-11")
    PartitionName(topic='web.clicks-v2', partition=11, renamed=None)
    >>> partition_name("orders-1.5f2a31c6e4d94ac1b2cd0a6d9c3f0e7b-future").renamed
    'future'
    >>> partition_name("golden") is None
    True
    """
    name = os.path.basename(os.path.normpath(directory)) if directory else ""
    renamed = next((state for state in RENAMED_STATES if name.endswith("-" + state)), None)
    if renamed is not None:
        if not _RENAMED.match(name):
            return None
        name = name[:name.rindex(".")]
    topic, dash, number = name.rpartition("-")
    if not dash or not topic or not re.fullmatch(r"[0-9]+", number) or int(number) > _INT32_MAX:
        return None
    return PartitionName(topic, int(number), renamed)


def not_a_segment(path: str) -> str | None:
    """What a file is, when its name says it is one of Kafka's files that are not a log segment."""
    name = os.path.basename(path.rstrip("/"))
    return _NOT_SEGMENTS.get(name) or _NOT_SEGMENTS.get(os.path.splitext(name)[1])


@dataclass(frozen=True)
class SegmentFile:
    """One ``.log`` file and what its name and its neighbours tell about it."""

    path: str
    base_offset: int | None
    """From a ``<20-digit>.log`` name; ``None`` for other names."""
    next_base_offset: int | None
    """The next segment's base offset in the same partition: this one's offsets end before it."""
    size: int
    indexes: frozenset[str] = frozenset()
    """Suffixes of the index files found beside it when its directory was listed (``.index``, …)."""

    def sibling(self, suffix: str) -> str | None:
        """The segment's ``.index``/``.timeindex``/``.txnindex`` file, when it exists."""
        if self.base_offset is None or suffix not in self.indexes:
            return None
        return self.path[: -len(LOG_SUFFIX)] + suffix


@dataclass(frozen=True)
class PartitionLog:
    """The segments of one partition directory (or one stray file), oldest first."""

    directory: str
    topic: str | None
    partition: int | None
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


def discover(paths: Iterable[str], topic: str | None = None, partition: int | None = None,
             include_renamed: bool = False) -> list[PartitionLog]:
    """The partitions holding the ``.log`` files under ``paths`` (globs allowed), in a stable order.

    On directories named ``<topic>-<partition>``, ``topic`` and ``partition``
    keep the partitions they name; they name the partition of segments whose
    directory is not so named. Directories Kafka renamed (``-delete``,
    ``-future``, ``-stray``) found under a path are left out unless
    ``include_renamed``. Raises :class:`FileNotFoundError` for a local path
    that does not exist, and :class:`~pyspark_udfs.errors.InputError` naming
    the path for a URI that does not exist or cannot be listed, a directory or
    segment that cannot be read, a path (or pattern) holding no segment, and a
    file named explicitly that is not a segment.
    """
    listings = _Listings()
    chosen: dict[str, set[str]] = {}
    for given in paths:
        matches = expand_globs([given], listings)
        searched = any(c in given for c in "*?[")
        found: set[str] = set()
        skipped: set[str] = set()
        for path in matches:
            if listings.is_directory(path):
                top = _absolute(path)
                for file in without_transformed(listings.files(path, recursive=True, strict=True)):
                    if file.endswith(SEGMENT_SUFFIXES):
                        (found if include_renamed or not _renamed_below(file, top, searched) else skipped).add(file)
            else:
                full = _absolute(path)
                kind = not_a_segment(full)
                if kind is not None:
                    if searched:
                        continue  # a pattern's other files: what a directory's search leaves out too
                    reader = "dump" if os.path.splitext(full)[1] in _NOT_SEGMENTS else "describe"
                    raise InputError(f"is {kind}, not a log segment (kafka-ksy {reader} reads it)", path)
                wanted = include_renamed or not _renamed_below(full, storage.parent(full), searched)
                (found if wanted else skipped).add(full)
        if not found:
            raise InputError(_nothing_found(skipped, searched), given)
        for file in found:
            chosen.setdefault(storage.parent(file), set()).add(file)
    _check_readable(file for files in chosen.values() for file in files)
    partitions: list[PartitionLog] = []
    for directory in sorted(chosen):
        partitions += _partitions_of(directory, chosen[directory],
                                     listings.files(directory, recursive=False, strict=False), topic, partition)
    return _chosen_partitions(partitions, topic, partition)


def _absolute(path: str) -> str:
    return path.rstrip("/") if storage.is_uri(path) else os.path.abspath(path)


def _renamed_below(file: str, top: str, searched: bool) -> bool:
    """Whether a segment's directory is one Kafka renamed, and was found by a search (under the directory
    ``top``, or by a pattern) rather than named."""
    directory = storage.parent(file)
    named = partition_name(directory)
    return named is not None and named.renamed is not None and (searched or directory != top)


def _nothing_found(skipped: set[str], searched: bool) -> str:
    """Why a path gave no segment: none there, or only in directories Kafka renamed."""
    nothing = "matches no segment file" if searched else NO_SEGMENTS
    if not skipped:
        return nothing
    renamed = sorted({os.path.basename(storage.parent(f)) for f in skipped})
    return (f"{nothing} of a live partition: {', '.join(renamed)} Kafka renamed and does not serve "
            "(the option includeRenamedPartitions reads them)")


def _check_readable(files: Iterable[str]) -> None:
    """An :class:`InputError` for the first local segment this process may not read (the kernel says)."""
    for file in sorted(files):
        if not storage.is_uri(file) and not os.access(file, os.R_OK):
            raise InputError("cannot be read: Permission denied", file)


def _chosen_partitions(partitions: list[PartitionLog], topic: str | None,
                       partition: int | None) -> list[PartitionLog]:
    """The partitions of named directories that ``topic`` and ``partition`` keep, and all the others; an
    :class:`~pyspark_udfs.tables.options.OptionError` when they keep none."""
    def kept(p: PartitionLog) -> bool:
        if partition_name(p.directory) is None:
            return True
        return (topic is None or p.topic == topic) and (partition is None or p.partition == partition)

    chosen = [p for p in partitions if kept(p)]
    if partitions and not chosen:
        held = sorted({(p.topic or "", p.partition or 0) for p in partitions})
        wanted = (f"partition {partition} of topic {topic!r}" if topic is not None and partition is not None
                  else f"partition of topic {topic!r}" if topic is not None else f"partition numbered {partition}")
        raise OptionError(f"the input holds no {wanted}; its partitions are "
                          + ", ".join(f"{t}-{n}" for t, n in held))
    return chosen


def expand_globs(paths: Iterable[str], listings: _Listings | None = None) -> list[str]:
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

    def files(self, directory: str, *, recursive: bool, strict: bool = True) -> dict[str, int]:
        """Files (path → size) in ``directory``, and below it when ``recursive``. ``strict``: a directory
        that cannot be listed raises :class:`~pyspark_udfs.errors.InputError` naming it, else it
        shows no files."""
        directory = _absolute(directory)
        for (root, deep), listed in self._listed.items():
            covers = root == directory or (deep and directory.startswith(root + "/"))
            if not covers or (recursive and not deep):
                continue
            if recursive:
                return {p: s for p, s in listed.items() if p.startswith(directory + "/")}
            return {p: s for p, s in listed.items() if storage.parent(p) == directory}
        listing = list_files(directory, recursive)
        if strict:
            if listing.unreadable:
                raise listing.unreadable[0]
            irregular = next((path for path in sorted(listing.others) if path.endswith(LOG_SUFFIX)), None)
            if irregular is not None:
                raise InputError("is not a regular file", irregular)
        self._listed[(directory, recursive)] = listing.files
        return listing.files

    def matching(self, pattern: str) -> list[str]:
        """Objects and prefixes matching a URI pattern, one ``/``-separated component at a time."""
        parts = pattern.split("/")
        fixed = next(i for i, part in enumerate(parts) if any(c in part for c in "*?["))
        candidates: set[str] = set()
        for path in self.files("/".join(parts[:fixed]), recursive=True):
            pieces = path.split("/")
            candidates.update("/".join(pieces[:n]) for n in range(fixed + 1, len(pieces) + 1))
        return sorted(c for c in candidates if len(c.split("/")) == len(parts)
                      and all(fnmatch.fnmatchcase(a, b) for a, b in zip(c.split("/"), parts, strict=True)))


@dataclass
class Listing:
    """What a directory or prefix holds (and below it, for a recursive listing)."""

    files: dict[str, int] = field(default_factory=dict)
    """Each regular file (local symbolic links to files followed, as ``open`` does) with its size."""
    others: list[str] = field(default_factory=list)
    """Names that are neither a directory nor a regular file: a FIFO, a device, a broken link."""
    unreadable: list[InputError] = field(default_factory=list)
    """The directories that could not be listed, each saying why, in walk order."""


def list_files(directory: str, recursive: bool = True) -> Listing:
    """What a local directory or a prefix holds, and below it when ``recursive``."""
    if storage.is_uri(directory):
        return Listing(storage.list_files(directory, recursive))
    listing = Listing()

    def cannot_list(error: OSError) -> None:
        listing.unreadable.append(InputError(f"cannot be read: {error.strerror or error}",
                                             error.filename or directory))

    for root, dirs, names in os.walk(directory, onerror=cannot_list):
        dirs.sort()
        for name in names:
            path = os.path.join(root, name)
            if os.path.isfile(path):
                listing.files[path] = os.path.getsize(path)
            else:
                listing.others.append(path)
        if not recursive:
            break
    return listing


def _partitions_of(directory: str, selected: set[str], listing: dict[str, int],
                   topic: str | None, partition: int | None) -> list[PartitionLog]:
    named, tiered = partition_name(directory), tiered_partition_of(directory)
    if named is not None:
        topic, partition = named.topic, named.partition
    elif tiered is not None:
        topic, partition = tiered
    by_offset = sorted(
        (base, path) for path in without_transformed(listing)
        if path.endswith(SEGMENT_SUFFIXES) and (base := base_offset_from_name(path)) is not None
    )
    segments = tuple(
        SegmentFile(path, base, by_offset[i + 1][0] if i + 1 < len(by_offset) else None, listing[path],
                    frozenset(s for s in INDEX_SUFFIXES if path[: -len(LOG_SUFFIX)] + s in listing))
        for i, (base, path) in enumerate(by_offset)
    )
    result: list[PartitionLog] = []
    in_partition = selected & {s.path for s in segments}
    if in_partition:
        result.append(PartitionLog(directory, topic, partition, segments, frozenset(in_partition)))
    for path in sorted(selected - in_partition):
        size = listing[path] if path in listing else storage.getsize(path)
        lone = SegmentFile(path, None, None, size)
        result.append(PartitionLog(directory, topic, partition, (lone,), frozenset([path])))
    return result
