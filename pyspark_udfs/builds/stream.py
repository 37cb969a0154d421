"""A Kaitai stream over bytes already in memory, for the hot record path.

The runtime's ``KaitaiStream`` reads through a file-like object: every
``read_u1`` is a ``read(1)`` call with its checks and a fresh ``bytes``. The
generated parsers only ask a stream for numbers and byte strings at positions,
so this subclass answers those calls from the buffer directly with
``struct.unpack_from``. It changes how bytes are fetched, not how they are
interpreted: every structure still comes from the generated parsers.
"""
from __future__ import annotations

import struct
from typing import Any

from kaitaistruct import EndOfStreamError, KaitaiStream


def _end_of_stream(requested: int, start: int, length: int) -> EndOfStreamError:
    """The runtime's error for a read of ``requested`` bytes at ``start`` of a ``length``-byte buffer."""
    available = max(0, length - start)
    return EndOfStreamError(f"requested {requested} bytes, but only {available} bytes available", requested, available)


def _number_reader(fmt: str):
    """A ``read_*`` method for one big-endian number format, bounds checked like the runtime's."""
    unpack_from = struct.Struct(fmt).unpack_from
    size = struct.calcsize(fmt)

    def read(self: BufferStream) -> int:
        start = self._pos
        if start + size > self._len:
            raise _end_of_stream(size, start, self._len)
        self._pos = start + size
        self.bits_left = self.bits = 0
        return unpack_from(self._buf, start)[0]

    read.__name__ = read.__qualname__ = f"read_{'u' if fmt[1].isupper() else 's'}{size}{'be' if size > 1 else ''}"
    return read


_LOW_BITS = tuple((1 << n) - 1 for n in range(8))
"""The mask of the ``n`` low bits, for the bits left over after a bit read (0 to 7)."""


class BufferStream(KaitaiStream):
    """A read-only ``KaitaiStream`` over a ``bytes`` (or ``memoryview``) buffer.

    ``views_from``: byte strings of this many bytes or more are read as memoryviews of the
    buffer, not copied (0: never), for readers that only look at them.
    """

    _views_from = 1 << 62  # never
    _view: memoryview | None = None
    # The runtime's state of a new stream, as class attributes: a stream is made per batch header
    # (two per batch), and a stream that only reads has no io and no child streams.
    _io = None
    bits = bits_left = 0
    bits_le = bits_write_mode = False
    write_back_handler = None
    child_streams: tuple = ()

    def __init__(self, buffer: bytes | bytearray | memoryview, views_from: int = 0):
        self._buf: bytes | memoryview
        if isinstance(buffer, bytes):
            self._slices_are_bytes, self._buf = True, buffer
        else:  # read through a view: a slice of a bytearray would be a copy, then copied again
            self._slices_are_bytes, self._buf = False, memoryview(buffer)
        if views_from > 0:
            self._views_from = views_from
            self._view = memoryview(buffer)
        self._pos = 0
        self._len = self._size = len(buffer)

    def close(self) -> None:
        """Let go of the buffer. Generated objects keep their stream, and a varint is its own
        ``_root`` (a reference cycle freed only by the cyclic collector), so parse trees can
        outlive a batch for a while: a closed stream keeps them from holding its bytes too."""
        self._buf = b""
        self._view = None
        self._pos = self._len = self._size = 0

    @property
    def buffer(self) -> bytes | memoryview:
        """The bytes this stream reads (empty once closed)."""
        return self._buf

    def pos(self) -> int:
        return self._pos

    def seek(self, n: int) -> None:
        if n < 0:
            raise ValueError(f"cannot seek to invalid position {n}")
        self.bits_left = self.bits = 0
        self._pos = n

    def size(self) -> int:
        return self._len

    def is_eof(self) -> bool:
        return self.bits_left == 0 and self._pos >= self._len

    def _read_bytes_not_aligned(self, n: int) -> bytes | memoryview:
        # Bytes without the alignment read_bytes does (the runtime's little-endian bit reader).
        bits_left, bits = self.bits_left, self.bits
        data = self.read_bytes(n)
        self.bits_left, self.bits = bits_left, bits
        return data

    def read_bits_int_be(self, n: int) -> int:
        # The runtime's algorithm (kafka_legacy_message.ksy's attribute bits), with the bytes
        # taken from the buffer as one number rather than through a read_bytes call and a loop.
        self.bits_write_mode = False
        bits_needed = n - self.bits_left
        bits_left = self.bits_left = -bits_needed % 8
        if bits_needed <= 0:
            bits = self.bits
            self.bits = bits & _LOW_BITS[bits_left]
            return bits >> -bits_needed
        start = self._pos
        count = (bits_needed - 1) // 8 + 1
        if start + count > self._len:
            raise _end_of_stream(count, start, self._len)
        self._pos = start + count
        new_bits = self._buf[start] if count == 1 else int.from_bytes(self._buf[start:start + count], "big")
        result = new_bits >> bits_left | self.bits << bits_needed
        self.bits = new_bits & _LOW_BITS[bits_left]
        return result

    def read_bytes(self, n: int) -> bytes | memoryview:
        # The hot call of record parsing (keys and values): everything inline.
        self.bits_left = self.bits = 0
        start = self._pos
        if n < 0:
            raise ValueError(f"requested invalid {n} amount of bytes")
        if start + n > self._len:
            raise _end_of_stream(n, start, self._len)
        self._pos = start + n
        if n >= self._views_from:
            return self._view[start:start + n]  # type: ignore[index]  # not None while views_from is set
        chunk = self._buf[start:start + n]
        return chunk if self._slices_are_bytes else bytes(chunk)

    def read_bytes_full(self) -> bytes:
        self.bits_left = self.bits = 0
        start, self._pos = self._pos, self._len
        return bytes(self._buf[start:])

    def read_u1(self) -> int:
        self.bits_left = self.bits = 0
        pos = self._pos
        if pos >= self._len:
            raise _end_of_stream(1, pos, self._len)
        self._pos = pos + 1
        return self._buf[pos]

    read_s1 = _number_reader(">b")
    read_s2be = _number_reader(">h")
    read_u2be = _number_reader(">H")
    read_s4be = _number_reader(">i")
    read_u4be = _number_reader(">I")
    read_s8be = _number_reader(">q")


def past_end() -> EndOfStreamError:
    """The runtime's error for a one-byte read at the end of a buffer: what a :class:`RecordStream`'s
    ``read_u1`` means when it raises ``StopIteration``."""
    return _end_of_stream(1, 0, 0)


def _at_iterator(read):
    """A :class:`BufferStream` read for :class:`RecordStream`: from the iterator's position, which it moves on."""

    def synced(self: RecordStream, *args):
        self._pos = self._len - self._left()
        value = read(self, *args)
        self._move(self._pos)
        return value

    synced.__name__ = synced.__qualname__ = read.__name__
    return synced


class RecordStream(BufferStream):
    """A :class:`BufferStream` over ``bytes`` or a ``bytearray`` whose ``read_u1`` is the C iterator
    of the buffer, for a v2 batch's records.

    Every integer of a v2 record is a varint, read a byte at a time: about ten ``read_u1`` calls a
    record, each a Python frame in :class:`BufferStream` and a call into C here. The iterator holds
    the position; every other read takes it from there and moves it on. The values and errors are
    the runtime's, but for one: ``read_u1`` at the end of the buffer raises the iterator's
    ``StopIteration``, which the reader turns into the runtime's error with :func:`past_end`
    (after it the stream stays at its end). A seek past the end stops at the end.
    """

    def __init__(self, buffer: bytes | bytearray, views_from: int = 0):
        super().__init__(buffer, views_from)
        self._bind(buffer)

    def _bind(self, buffer: bytes | bytearray) -> None:
        iterator: Any = iter(buffer)  # a bytes or bytearray iterator: it says and sets its position
        self._next = self.read_u1 = iterator.__next__  # type: ignore[method-assign]
        self._left = iterator.__length_hint__
        self._move = iterator.__setstate__

    def close(self) -> None:
        super().close()
        self._bind(b"")

    def _align_then_read_u1(self) -> int:
        # read_u1 after a bit read left bits over: the runtime aligns first.
        self.bits_left = self.bits = 0
        self.read_u1 = self._next  # type: ignore[method-assign]
        return self._next()

    def _after_bits(self) -> None:
        if self.bits_left or self.bits:
            self.read_u1 = self._align_then_read_u1  # type: ignore[method-assign]

    def pos(self) -> int:
        return self._len - self._left()

    def seek(self, n: int) -> None:
        if n < 0:
            raise ValueError(f"cannot seek to invalid position {n}")
        self.bits_left = self.bits = 0
        self._move(n)

    def read_bytes(self, n: int) -> bytes | memoryview:
        self.bits_left = self.bits = 0
        start = self._len - self._left()
        if n < 0:
            raise ValueError(f"requested invalid {n} amount of bytes")
        if start + n > self._len:
            raise _end_of_stream(n, start, self._len)
        self._move(start + n)
        if n >= self._views_from:
            return self._view[start:start + n]  # type: ignore[index]  # not None while views_from is set
        chunk = self._buf[start:start + n]
        return chunk if self._slices_are_bytes else bytes(chunk)

    def read_s1(self) -> int:
        self.bits_left = self.bits = 0
        try:
            value = self._next()
        except StopIteration:
            raise past_end() from None
        return value - 256 if value >= 128 else value

    def read_bits_int_be(self, n: int) -> int:
        try:
            return self._bits_be(n)
        finally:
            self._after_bits()

    def read_bits_int_le(self, n: int) -> int:
        try:
            return super().read_bits_int_le(n)  # the runtime's, through read_bytes
        finally:
            self._after_bits()

    _bits_be = _at_iterator(BufferStream.read_bits_int_be)
    is_eof = _at_iterator(BufferStream.is_eof)
    read_bytes_full = _at_iterator(BufferStream.read_bytes_full)
    read_s2be = _at_iterator(BufferStream.read_s2be)
    read_u2be = _at_iterator(BufferStream.read_u2be)
    read_s4be = _at_iterator(BufferStream.read_s4be)
    read_u4be = _at_iterator(BufferStream.read_u4be)
    read_s8be = _at_iterator(BufferStream.read_s8be)


def record_stream(buffer: bytes | bytearray | memoryview, views_from: int = 0) -> BufferStream:
    """A stream over a v2 batch's records: a :class:`RecordStream` where the buffer's iterator can
    say and set its position (``bytes``, ``bytearray``), else a :class:`BufferStream`."""
    if isinstance(buffer, (bytes, bytearray)):
        return RecordStream(buffer, views_from)
    return BufferStream(buffer, views_from)
