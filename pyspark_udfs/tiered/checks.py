"""What ``verify`` checks of a tiered segment's objects beyond its chunks (which reading it checks).

The ``.log`` object must end where the manifest's last chunk ends; the ``.indexes`` object must hold the
ranges of ``segmentIndexes`` back to back, nothing after them, each encrypted one's GCM tag matching.
"""
from __future__ import annotations

from typing import Iterator

from .. import storage
from ..errors import InputError, KafkaLogError
from .manifest import object_name
from .reader import TieredChunkError, TieredSegment


def object_problems(segment: TieredSegment) -> Iterator[KafkaLogError]:
    manifest = segment.manifest
    size = storage.getsize(segment.name)
    if size != manifest.transformed_size:
        yield TieredChunkError(f"the object has {size} bytes, the manifest's {len(manifest.chunks)} chunks "
                               f"{manifest.transformed_size}", segment.name)
    yield from _index_problems(segment)


def _index_problems(segment: TieredSegment) -> Iterator[KafkaLogError]:
    manifest = segment.manifest
    name = object_name(manifest.name, "indexes")
    ranges = {kind: r for kind, r in manifest.indexes.items() if r is not None}
    end = max((r.position + r.size for r in ranges.values()), default=0)
    try:
        handle = storage.open_binary(name)
    except InputError as error:
        yield error
        return
    except OSError as exc:
        yield InputError(f"cannot be read: {exc.strerror or exc}", name)
        return
    with handle:
        size = handle.seek(0, 2)
        if size != end:
            yield TieredChunkError(f"the object has {size} bytes, the manifest's index ranges end at byte {end}",
                                   name)
        if not segment.encrypted:
            return
        from cryptography.exceptions import InvalidTag

        for kind, where in ranges.items():
            if where.size == 0:
                continue
            handle.seek(where.position)
            data = handle.read(where.size)
            try:
                segment.decrypt(data)
            except (InvalidTag, ValueError):  # ValueError: a range shorter than an IV
                yield TieredChunkError(f"{kind} index (bytes {where.position}-{where.position + where.size - 1}):"
                                       " the AES-GCM tag does not match", name, where.position, where.size)
