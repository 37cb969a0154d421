"""Tiered segments among the files of a command: which names are one, and opening one as a :class:`LogSegment`."""
from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import BinaryIO, cast

from ..errors import KafkaLogError
from ..format.parser_errors import PARSER_FAILURES
from ..reading.index import OffsetIndex, TimeIndex
from ..reading.segment import LogSegment
from .keys import KeyRing
from .layout import MANIFEST_SUFFIX
from .manifest import object_name
from .reader import TieredSegment


def without_transformed(paths: Iterable[str]) -> list[str]:
    """``paths`` without the ``.log`` and ``.indexes`` objects beside a manifest: those are read through it
    (their bytes are chunks, maybe compressed and encrypted, not a segment)."""
    listed = list(paths)
    stems = {p[: -len(MANIFEST_SUFFIX)] for p in listed if p.endswith(MANIFEST_SUFFIX)}
    return [p for p in listed if not (p.endswith((".log", ".indexes")) and p.rsplit(".", 1)[0] in stems)]


class TieredLogSegment(LogSegment):
    """The segment a manifest describes, read by :class:`LogSegment` (``options``: its own) and named by the
    manifest: a position in a batch's problem is a byte of the segment; a chunk's problem names the ``.log``
    object and the chunk's bytes in it."""

    def __init__(self, manifest: str, keys: KeyRing | None,
                 on_problem: Callable[[KafkaLogError], None] | None, strict: bool = False, **options):
        self.tiered = TieredSegment(manifest, keys, strict=strict, on_problem=on_problem)
        try:
            # a TieredSegment is an io.RawIOBase offering what LogSegment uses of a BinaryIO (read, seek, tell)
            super().__init__(cast(BinaryIO, self.tiered), name=manifest, **options)
        except BaseException:
            self.tiered.close()
            raise
        self._owned = True  # closed with the segment, as a file it opens itself
        self.base_offset = self.tiered.manifest.start_offset


def tiered_indexes(manifest: str, timed: bool) -> tuple[OffsetIndex | None, TimeIndex | None]:
    """The offset index (with ``timed``, the time index too) that a tiered segment's ``.indexes`` object holds,
    each None when missing or unreadable: then look-ups read the segment from its start, as for a local one
    without its index."""
    from .reader import open_described

    try:
        with open_described(manifest) as segment:
            base = segment.manifest.start_offset
            offsets = segment.index_bytes("offset")
            times = segment.index_bytes("timestamp") if timed else None
        if base is None:
            return None, None
        name = object_name(manifest, "indexes")
        return (OffsetIndex(offsets, base, name=f"{name} (offset index)") if offsets else None,
                TimeIndex(times, base, name=f"{name} (time index)") if times else None)
    except (KafkaLogError, OSError, *PARSER_FAILURES):
        return None, None
