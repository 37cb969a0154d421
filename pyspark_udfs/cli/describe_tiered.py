"""``describe --remote PREFIX``: the tiered segments in a bucket, per partition, beside the local log and
``__remote_log_metadata``.

Each remote segment is told by its manifest alone (one GET, no key needed): offsets (the start from the
object's name, the end from the ``remoteLogSegmentMetadata`` Aiven writes into the manifest), original and
stored sizes, chunks, compression, encryption. A LocalTieredStorage copy is a plain segment: its batch
headers give its offsets. Then, per partition, the offsets neither the bucket nor the local log holds (a
gap: lost history), those both hold (normal while local retention keeps them), remote segments that
overlap, and where the bucket and ``__remote_log_metadata`` disagree: a copied segment without objects,
objects of a segment the topic does not list or lists as deleted, other offsets or sizes.
"""
from __future__ import annotations

import itertools
import os
from collections.abc import Iterator
from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any

from .. import storage
from ..errors import InputError, KafkaLogError
from ..format.text import counted
from ..reading.segment import LogSegment
from ..tiered.layout import MANIFEST_SUFFIX, partition_of, start_offset_of
from ..tiered.reader import read_manifest
from ..tiered.restore import is_tiered

if TYPE_CHECKING:  # pragma: no cover
    from ..topics.tiered import RemotePartition
    from .describe_summary import PartitionSummary


@dataclass
class StoredSegment:
    """One tiered segment as its objects show it."""

    path: str
    """Its manifest (Aiven), or its ``.log`` (LocalTieredStorage)."""
    segment_id: str
    start_offset: int
    end_offset: int | None
    """None when neither the manifest nor the segment says it."""
    size: int
    """Bytes of the original segment."""
    stored: int | None
    """Bytes of its ``.log`` object in the bucket (None when it is missing)."""
    chunks: int = 0
    compression: bool = False
    key_pair_id: str | None = None
    """The RSA key pair its data key is wrapped with; None when not encrypted."""


@dataclass
class StoredPartition:
    topic: str
    partition: int
    segments: list[StoredSegment] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    """What comparing it with the local log and ``__remote_log_metadata`` found, one line each."""


def find_stored(prefix: str, problems: list[KafkaLogError]) -> dict[tuple[str, int], StoredPartition]:
    """(topic, partition) → the tiered segments under ``prefix``, by start offset; what cannot be read goes to
    ``problems`` and is left out."""
    from ..tables.discovery import list_files

    storage.require_directory(prefix)
    listing = list_files(prefix.rstrip("/"), recursive=True)
    problems.extend(listing.unreadable)
    found: dict[tuple[str, int], StoredPartition] = {}
    for path in sorted(listing.files):
        where = partition_of(storage.parent(path))
        if where is None or not is_tiered(path) or (path.endswith(".log") and _manifest_of(path) in listing.files):
            continue
        try:
            segment = _stored(path, listing.files)
        except KafkaLogError as error:
            problems.append(error)
            continue
        found.setdefault(where, StoredPartition(*where)).segments.append(segment)
    for stored in found.values():
        stored.segments.sort(key=lambda s: (s.start_offset, s.end_offset or -1))
    return found


def _manifest_of(log: str) -> str:
    return log[: -len(".log")] + MANIFEST_SUFFIX


def _segment_id(path: str) -> str:
    return os.path.basename(path).split("-", 1)[1].rsplit(".", 1)[0]


def _stored(path: str, sizes: dict[str, int]) -> StoredSegment:
    if not path.endswith(MANIFEST_SUFFIX):  # a LocalTieredStorage copy: a plain segment
        start = start_offset_of(path) or 0
        end = None
        with LogSegment(path) as log:
            for batch in log.batches():
                end = getattr(batch, "last_offset", end)
        return StoredSegment(path, _segment_id(path), start, end, sizes[path], sizes[path])
    manifest = read_manifest(path)
    log = path[: -len(MANIFEST_SUFFIX)] + ".log"
    encryption = manifest.encryption
    return StoredSegment(path, _segment_id(path), manifest.start_offset or 0, manifest.end_offset,
                         manifest.original_file_size, sizes.get(log), len(manifest.chunks), manifest.compression,
                         None if encryption is None else encryption.key_pair_id)


def compare(stored: StoredPartition, local: PartitionSummary | None, listed: RemotePartition | None) -> None:
    """``stored.notes``: its gaps and overlaps, with the local log's offsets and with what
    ``__remote_log_metadata`` lists for the partition (each None when the data directory has none)."""
    notes = stored.notes
    spans = [(s.start_offset, s.end_offset) for s in stored.segments if s.end_offset is not None]
    local_spans = [] if local is None else [(s.first_offset, s.next_offset - 1) for s in local.segments
                                            if s.first_offset is not None and s.next_offset is not None]
    for (_, end), (start, _) in itertools.pairwise(spans):
        if start <= end:
            notes.append(f"overlap: offsets {start}..{end} are in two remote segments")
        elif start > end + 1 and _covered(local_spans, end + 1, start - 1):
            notes.append(f"offsets {end + 1}..{start - 1} are in no remote segment, only in the local log")
    for low, high in _holes(spans + local_spans):
        notes.append(f"gap: offsets {low}..{high} are neither in the bucket nor in the local log")
    both = [(max(a, c), min(b, d)) for a, b in spans for c, d in _merged(local_spans) if max(a, c) <= min(b, d)]
    if both:
        notes.append("offsets " + ", ".join(f"{a}..{b}" for a, b in _merged(both))
                     + " are both remote and local (local retention keeps them)")
    if listed is not None:
        notes.extend(_against_metadata(stored, listed))


def _merged(spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Spans of offsets (first, last) joined where they meet or overlap."""
    merged: list[tuple[int, int]] = []
    for low, high in sorted(spans):
        if merged and low <= merged[-1][1] + 1:
            merged[-1] = (merged[-1][0], max(merged[-1][1], high))
        else:
            merged.append((low, high))
    return merged


def _holes(spans: list[tuple[int, int]]) -> Iterator[tuple[int, int]]:
    """The offsets between the first and the last that no span holds."""
    merged = _merged(spans)
    for (_, end), (start, _) in itertools.pairwise(merged):
        yield end + 1, start - 1


def _covered(spans: list[tuple[int, int]], low: int, high: int) -> bool:
    return any(a <= low and high <= b for a, b in _merged(spans))


def _against_metadata(stored: StoredPartition, listed: RemotePartition) -> Iterator[str]:
    mine = {s.segment_id: s for s in stored.segments}
    for seg in listed.segments:
        have = mine.pop(seg.segment_id, None)
        if have is None:
            if seg.state == "COPY_SEGMENT_FINISHED":
                yield (f"missing: {seg.segment_id} (offsets {seg.start_offset}..{seg.end_offset}) is copied "
                       "says __remote_log_metadata, no objects found")
            continue
        if seg.state in ("DELETE_SEGMENT_FINISHED", "DELETE_SEGMENT_STARTED"):
            yield f"{seg.segment_id}: {seg.status} says __remote_log_metadata, its objects remain"
        if (have.start_offset, have.end_offset) != (seg.start_offset, seg.end_offset):
            yield (f"{seg.segment_id}: offsets {have.start_offset}..{_end(have.end_offset)} in the bucket, "
                   f"{seg.start_offset}..{seg.end_offset} in __remote_log_metadata")
        if have.size != seg.size:
            yield f"{seg.segment_id}: {have.size} bytes in the bucket, {seg.size} in __remote_log_metadata"
    for orphan in mine.values():
        yield f"not listed: {orphan.segment_id} is not in __remote_log_metadata"


def _end(offset: int | None) -> str:
    return "?" if offset is None else str(offset)


def lines(prefix: str, stored: dict[tuple[str, int], StoredPartition]) -> Iterator[str]:
    """The remote segments as text, partition after partition."""
    yield ""
    yield f"Remote segments under {prefix}: {counted(len(stored), 'partition')}"
    for (topic, partition), part in sorted(stored.items()):
        size = sum(s.size for s in part.segments)
        yield f"  {topic}-{partition}: {counted(len(part.segments), 'segment')}, {counted(size, 'byte')}"
        for s in part.segments:
            kept = "plain copy" if s.path.endswith(".log") else ", ".join(
                [counted(s.chunks, "chunk"), "zstd" if s.compression else "not compressed",
                 f"encrypted (key pair {s.key_pair_id})" if s.key_pair_id else "not encrypted"])
            stored_size = "missing .log" if s.stored is None else f"{s.stored} stored"
            yield (f"    {s.segment_id}: offsets {s.start_offset}..{_end(s.end_offset)}, {s.size} bytes "
                   f"({stored_size}), {kept}")
        for note in part.notes:
            yield f"    {note}"


def json_objects(prefix: str, stored: dict[tuple[str, int], StoredPartition]) -> Iterator[dict[str, Any]]:
    for (_, _), part in sorted(stored.items()):
        yield dict(asdict(part), type="remote_partition", prefix=prefix)


def describe_stored(prefix: str, partitions: list[PartitionSummary],
                    problems: list[KafkaLogError]) -> dict[tuple[str, int], StoredPartition]:
    """The tiered segments under ``prefix``, each partition compared with the data directory's
    ``partitions`` (its local log and what its ``__remote_log_metadata`` lists)."""
    try:
        stored = find_stored(prefix, problems)
    except InputError as error:
        problems.append(error)
        return {}
    local = {(p.topic, p.partition): p for p in partitions}
    for where, summary in local.items():  # a partition whose copied segments have no objects here at all
        if where not in stored and summary.remote is not None and summary.remote.segments:
            stored[where] = StoredPartition(*where)
    for where, part in stored.items():
        mine = local.get(where)
        compare(part, mine, None if mine is None else mine.remote)
    return {where: part for where, part in stored.items() if part.segments or part.notes}
