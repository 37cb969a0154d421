"""Objects read as seekable binary files, in ranged requests sized by a growing read-ahead."""
from __future__ import annotations

import io

from .counters import _counter
from .filesystems import _reason

BLOCK = 64 * 1024
"""First read-ahead of :class:`RangedFile`: an object of at most this many bytes is fetched whole at its
first read, a larger one this much at a time after each seek elsewhere."""
READ_AHEAD_MAX = 1 << 20
"""Largest read-ahead: while reads go on where the last request ended, each request doubles, up to this."""


class PositionedFile(io.RawIOBase):
    """A read-only binary file of :attr:`size` bytes that reads from a position it keeps: what an object read by
    ranges (:class:`RangedFile`) and a tiered segment read by chunks share. Subclasses read."""

    _position = 0

    @property
    def size(self) -> int:
        raise NotImplementedError

    def readable(self) -> bool:
        return True

    def seekable(self) -> bool:
        return True

    def tell(self) -> int:
        return self._position

    def seek(self, offset: int, whence: int = io.SEEK_SET) -> int:
        base = {io.SEEK_SET: 0, io.SEEK_CUR: self._position, io.SEEK_END: self.size}[whence]
        if base + offset < 0:
            raise ValueError(f"negative seek position {base + offset}")
        self._position = base + offset
        return self._position


class RangedFile(PositionedFile):
    """An object in a store as a seekable, read-only binary file.

    Reads are served from one buffer that ranged requests fill: an object of
    at most :data:`BLOCK` bytes is fetched whole at its first read; otherwise
    a read the buffer cannot serve fetches :data:`BLOCK` bytes from where it
    starts, twice the last request while each read goes on where that one
    ended (up to :data:`READ_AHEAD_MAX`), so walking an index's 8-byte
    entries costs a few requests, and a read larger than that is fetched as
    asked and not kept. :meth:`pread` fetches exactly the bytes asked (a
    segment reader sizes its own reads). Memory: the buffer and the bytes
    asked. ``bytes_fetched``, ``requests`` and ``largest_request`` tell what it cost.
    """

    def __init__(self, handle, uri: str, size: int):
        super().__init__()
        self._handle, self.name, self._size = handle, uri, size
        self._position = 0
        self._block, self._block_start = b"", 0
        self.bytes_fetched = self.requests = self.largest_request = 0

    @property
    def size(self) -> int:
        return self._size

    def read(self, size: int = -1) -> bytes:
        start = self._position
        wanted = self._size - start if size is None or size < 0 else min(size, self._size - start)
        if wanted <= 0:
            return b""
        offset = start - self._block_start
        if not (offset >= 0 and offset + wanted <= len(self._block)):
            first, length = self._read_ahead(start)
            if first + length < start + wanted:
                data = self._fetch(start, wanted)
                self._position = start + len(data)
                return data
            self._block, self._block_start = self._fetch(first, length), first
            offset = start - first
        data = self._block[offset:offset + wanted]
        self._position = start + len(data)
        return data

    def _read_ahead(self, start: int) -> tuple[int, int]:
        """Where the request for a read from ``start`` begins and how long it is."""
        if self._size <= BLOCK:
            return 0, self._size
        end = self._block_start + len(self._block)
        length = min(2 * len(self._block), READ_AHEAD_MAX) if self._block and self._block_start <= start <= end \
            else BLOCK
        return start, min(length, self._size - start)

    def pread(self, start: int, length: int) -> bytes:
        """Exactly the bytes from ``start`` (fewer where the object ends), in one request; nothing is kept."""
        length = min(length, self._size - start)
        return self._fetch(start, length) if length > 0 else b""

    def readinto(self, buffer) -> int:
        data = self.read(len(buffer))
        buffer[:len(data)] = data
        return len(data)

    def _fetch(self, start: int, length: int) -> bytes:
        try:
            data = self._handle.read_at(length, start)
        except OSError as exc:
            raise OSError(f"ranged read of bytes {start}-{start + length - 1} failed: {_reason(exc)}") from None
        self.requests += 1
        self.bytes_fetched += len(data)
        self.largest_request = max(self.largest_request, length)
        _counter.fetched += len(data)
        return data

    def close(self) -> None:
        if not self.closed:
            self._handle.close()
            self._block = b""
        super().close()
