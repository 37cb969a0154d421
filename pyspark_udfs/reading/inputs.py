"""What a reader reads from: a local file, a URI or bytes in memory, and the base offset a file's name gives."""
from __future__ import annotations

import io
import os
import re
from pathlib import Path
from typing import BinaryIO, cast

from ..errors import InputError
from ..storage import is_uri, open_uri
from ..tiered.layout import MANIFEST_SUFFIX, start_offset_of

Source = str | os.PathLike | bytes | bytearray | memoryview | BinaryIO
_SEGMENT_NAME = re.compile(r"^(\d{20})\.(log|index|timeindex|txnindex)$")


def base_offset_from_name(name: str) -> int | None:
    """The base offset a segment file's name carries (``00000000000000000099.log`` → 99; a tiered segment's
    objects carry theirs too, :func:`~pyspark_udfs.tiered.layout.start_offset_of`)."""
    match = _SEGMENT_NAME.match(os.path.basename(name))
    return int(match.group(1)) if match else start_offset_of(name)


def open_input(source: Source, name: str | None = None) -> tuple[BinaryIO, str, bool]:
    """Open ``source`` read-only: a path, bytes, or a seekable binary file object.

    A URI (``s3://bucket/key``, see :mod:`pyspark_udfs.storage`) is read in ranges; a tiered segment's
    manifest (``.rsm-manifest``) as the segment it describes (:mod:`pyspark_udfs.tiered`).
    Returns the file object, a display name and whether we own (must close) it.
    """
    if isinstance(source, str) and source.endswith(MANIFEST_SUFFIX):
        from ..tiered.reader import open_described

        # a TieredSegment is an io.RawIOBase offering what readers use of a BinaryIO (read, seek, tell)
        return cast(BinaryIO, open_described(source)), name or source, True
    if is_uri(source):
        # a RangedFile is an io.RawIOBase offering what readers use of a BinaryIO (read, seek, tell)
        return cast(BinaryIO, open_uri(source)), name or source, True
    if isinstance(source, (str, os.PathLike)):
        path = Path(source)
        display = name or str(source)
        if path.is_symlink():
            raise InputError("is a symbolic link; give the path of the file it points to", display)
        if path.is_dir():
            raise InputError("is a directory, not a file", display)
        if not path.exists():
            raise InputError("no such file", display)
        if not path.is_file():
            raise InputError("is not a regular file", display)
        try:
            return open(path, "rb"), display, True
        except OSError as exc:
            raise InputError(f"cannot be opened: {exc.strerror}", display) from None
    if isinstance(source, (bytes, bytearray, memoryview)):
        return io.BytesIO(bytes(source)), name or "<bytes>", True
    if hasattr(source, "read") and hasattr(source, "seek"):
        if hasattr(source, "seekable") and not source.seekable():
            raise InputError("file object is not seekable", name or getattr(source, "name", "<stream>"))
        return source, name or str(getattr(source, "name", "<stream>")), False
    raise InputError(f"cannot read a {type(source).__name__}", name)


def file_size(handle: BinaryIO) -> int:
    here = handle.tell()
    end = handle.seek(0, io.SEEK_END)
    handle.seek(here)
    return end


class OpenedInput:
    """An input opened by :func:`open_input`, closed with the object (a context manager)."""

    _handle: BinaryIO
    _owned: bool

    def __enter__(self):
        return self

    def __exit__(self, *exc_info) -> None:
        self.close()

    def close(self) -> None:
        if self._owned:
            self._handle.close()
