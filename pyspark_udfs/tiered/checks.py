"""What ``verify`` checks of a tiered segment's objects beyond its chunks (which reading it checks).

The ``.log`` object must end where the manifest's last chunk ends; the ``.indexes`` object must hold the
ranges of ``segmentIndexes`` back to back, nothing after them, each encrypted one's GCM tag matching; the
offset and time indexes it holds must point where Kafka's own do
(:func:`~pyspark_udfs.reading.index.verify_offset_index`).
"""
from __future__ import annotations

from collections.abc import Iterator

from .. import storage
from ..errors import KafkaLogError
from ..reading.index import OffsetIndex, TimeIndex, verify_offset_index, verify_time_index
from ..reading.segment import LogSegment
from .manifest import object_name
from .reader import TieredChunkError, TieredSegment


def object_problems(segment: TieredSegment, log: LogSegment) -> Iterator[KafkaLogError]:
    manifest = segment.manifest
    size = storage.getsize(segment.name)
    if size != manifest.transformed_size:
        yield TieredChunkError(f"the object has {size} bytes, the manifest's {len(manifest.chunks)} chunks "
                               f"{manifest.transformed_size}", segment.name)
    name = object_name(manifest.name, "indexes")
    end = max((r.position + r.size for r in manifest.indexes.values() if r is not None), default=0)
    try:
        size = storage.getsize(name)
    except (KafkaLogError, OSError) as error:
        yield error if isinstance(error, KafkaLogError) else TieredChunkError(f"cannot be read: {error}", name)
        return
    if size != end:
        yield TieredChunkError(f"the object has {size} bytes, the manifest's index ranges end at byte {end}", name)
    found: dict[str, bytes | None] = {}
    for kind in manifest.indexes:
        try:
            found[kind] = segment.index_bytes(kind)
        except KafkaLogError as error:
            yield error
    yield from _against_log(found, name, manifest.start_offset, log)


def _against_log(found: dict[str, bytes | None], name: str, base: int | None,
                 log: LogSegment) -> Iterator[KafkaLogError]:
    """The offset and time indexes' entries checked against the segment, as ``verify`` checks a local one's."""
    offsets, times = found.get("offset"), found.get("timestamp")
    if base is None or not offsets:
        return
    with OffsetIndex(offsets, base, name=f"{name} (offset index)") as index:
        yield from verify_offset_index(index, log)
        if times:
            with TimeIndex(times, base, name=f"{name} (time index)") as time_index:
                yield from verify_time_index(time_index, index, log)
