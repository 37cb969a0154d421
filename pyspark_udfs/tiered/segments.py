"""Tiered segments among the files of a command: which names are one, and opening one as a :class:`LogSegment`."""
from __future__ import annotations

from typing import BinaryIO, Callable, Iterable, Optional, cast

from ..errors import KafkaLogError
from ..segment import LogSegment
from .keys import KeyRing
from .layout import MANIFEST_SUFFIX
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

    def __init__(self, manifest: str, keys: Optional[KeyRing],
                 on_problem: Optional[Callable[[KafkaLogError], None]], strict: bool = False, **options):
        self.tiered = TieredSegment(manifest, keys, strict=strict, on_problem=on_problem)
        try:
            # a TieredSegment is an io.RawIOBase offering what LogSegment uses of a BinaryIO (read, seek, tell)
            super().__init__(cast(BinaryIO, self.tiered), name=manifest, **options)
        except BaseException:
            self.tiered.close()
            raise
        self._owned = True  # closed with the segment, as a file it opens itself
        self.base_offset = self.tiered.manifest.start_offset
