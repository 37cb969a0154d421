"""Decompression of Kafka's compressed payloads, bounded in size.

Kafka compresses a whole v2 batch's records, or a legacy wrapper message's
inner message set, with one of four codecs. Each function here returns the
decompressed bytes, or raises :class:`CompressionError` when the payload is
damaged or would decompress to more than ``limit`` bytes (a decompression
bomb never gets further than ``limit + 1`` bytes of output).

Memory: the output is asked of a decoder first as one piece of the size the
batch likely has (:func:`_first_size`), then in pieces of up to 1 MiB (zstd's
decoder takes no bound on its output: it is fed input in pieces instead, see
:func:`_zstd`), gathered into one growing buffer (a ``bytearray`` when it took
more than one piece; ``bytes`` otherwise), never held twice: a batch that
decompresses to N bytes costs about N, a bomb about the limit. A small batch
costs no block of 1 MiB or more, which glibc would map and unmap for each batch
once a read fixes its mmap threshold (tables/allocator.py), and faulting those
pages in is kernel time spent on every batch.
"""
from __future__ import annotations

import struct
import threading
from collections.abc import Callable
from typing import TypeVar, cast

import cramjam
import lz4.frame
import xxhash
import zstandard
from isal import igzip_lib

from ..errors import CompressionError

DEFAULT_DECOMPRESSED_LIMIT = 256 * 1024 * 1024
"""Default cap on one batch's decompressed size: generous, yet bounded."""

SNAPPY_JAVA_MAGIC = b"\x82SNAPPY\x00"
"""Header of snappy-java's ``SnappyOutputStream`` framing, which Kafka writes."""

_GZIP_ERROR = cast("type[Exception]", igzip_lib.IsalError)  # isal's stubs declare an instance, it is the class
_CODEC_FAILURES = (_GZIP_ERROR, zstandard.ZstdError, cramjam.DecompressionError, RuntimeError, ValueError, EOFError)
"""What the codec libraries raise on damaged input (lz4 raises RuntimeError)."""

_READ = 1 << 20
"""Most decompressed bytes asked of a decoder at a time, past the first piece."""
_GUESSED_RATIO = 8
"""The first piece asked for is this many times the compressed size: Kafka's batches of
records rarely compress further (the bench corpus: 2.4 times), and a batch that does is
decompressed on in further pieces."""
_SMALLEST_GUESS = 16 * 1024
_FIRST_MOST = 127 * 1024
"""Most decompressed bytes asked for first: under glibc's default mmap threshold (128 KiB), which
holds unless a read fixes it (tables/allocator.py). A larger block, shrunk to the batch, would be
mapped afresh for each batch and its pages faulted in."""
_LZ4_BLOCK = 64 * 1024
"""The largest block of Kafka's lz4 frames (KafkaLZ4BlockOutputStream, and LZ4F's default):
asked for at least that much, the decoder decodes a block straight into its output instead of
into a buffer of its own first, which saves a copy of every block."""
FIRST_ROOM = (_GUESSED_RATIO, _SMALLEST_GUESS, _FIRST_MOST, _LZ4_BLOCK)
"""What :func:`_first_size` asks of a decoder first, as the native build's codecs take it
(``_native.configure_codecs``): the ratio, the least and the most first room, and lz4's least."""
_SNAPPY_JAVA_HEADER_LEN = len(SNAPPY_JAVA_MAGIC) + 8  # + version, compatible version
_LZ4_FRAME_MAGIC = b"\x04\x22\x4d\x18"
_Out = TypeVar("_Out", bytearray, memoryview)


def decompress(codec: str, data: bytes | memoryview, *, magic: int,
               limit: int = DEFAULT_DECOMPRESSED_LIMIT) -> bytes | bytearray:
    """Decompress ``data`` written with ``codec`` ("gzip", "snappy", "lz4" or "zstd").

    ``magic`` matters for lz4 only: Kafka writes magic 0 frames with a wrong
    header checksum (KAFKA-3160), which is accepted there as Kafka accepts it.
    """
    try:
        decoder = _DECODERS[codec]
    except KeyError:
        raise CompressionError(f"unknown compression codec {codec!r}") from None
    try:
        return decoder(data, limit, magic)
    except CompressionError:
        raise
    except _CODEC_FAILURES as exc:
        raise CompressionError(f"{codec} payload does not decompress: {exc}") from None


def _first_size(compressed: int, limit: int, least: int = _SMALLEST_GUESS) -> int:
    """Decompressed bytes asked for first: what a batch of ``compressed`` bytes likely holds, at
    least ``least``, within ``limit + 1`` and :data:`_FIRST_MOST`. Decoders allocate what is asked (lz4
    twice over); more than the batch holds costs little (the block shrinks), less costs one more piece."""
    return min(limit + 1, _FIRST_MOST, max(least, _GUESSED_RATIO * compressed))


def _bounded(read: Callable[[int], bytes], codec: str, limit: int, first: int) -> bytes | bytearray:
    """All that ``read(n)`` (at most ``n`` more decompressed bytes, empty at the end) gives: ``first``
    bytes asked at once, then as many as were gathered so far, up to :data:`_READ` (asking a decoder
    for ``limit + 1`` bytes at once allocates them), appended to one buffer (chunks joined at the end
    would be held twice). A bomb stops at ``limit + 1`` bytes; a batch of at most ``first`` bytes
    is the first read's bytes."""
    out: bytes | bytearray = read(first)
    while out and len(out) <= limit:
        chunk = read(min(limit + 1 - len(out), _READ, len(out)))
        if not chunk:
            return out
        out = _joined(out, chunk)
    if len(out) > limit:
        raise _too_large(codec, limit)
    return out


def _joined(out: bytes | bytearray, chunk: bytes) -> bytes | bytearray:
    """``chunk`` after ``out`` in one buffer: ``chunk`` itself when ``out`` is empty, else ``out`` grown
    in place (made a ``bytearray`` once, when the second piece comes)."""
    if not out:
        return chunk
    if chunk:
        if type(out) is bytes:
            out = bytearray(out)
        out += chunk
    return out


def _too_large(codec: str, limit: int) -> CompressionError:
    return CompressionError(
        f"{codec} payload decompresses to more than {limit} bytes (the decompression limit)"
    )


def _gzip(data: bytes | memoryview, limit: int, magic: int) -> bytes | bytearray:
    """The gzip members of ``data`` one after the other. ISA-L's ``IgzipDecompressor`` writes the
    asked size at once into one buffer (``isal_zlib``'s decompressobj grows one from 16 KiB, a copy
    each time) and keeps the input it did not read."""
    if not data:
        return b""
    stream = _gzip_member()
    pending: bytes | memoryview = data

    def read(size: int) -> bytes:
        nonlocal stream, pending
        while True:
            if stream.eof:
                if not stream.unused_data:
                    return b""
                pending, stream = stream.unused_data, _gzip_member()  # a further member
            chunk = stream.decompress(pending, size)
            pending = b""
            if chunk:
                return chunk
            if not stream.eof:
                raise CompressionError("gzip payload is truncated (no end of stream)")

    return _bounded(read, "gzip", limit, _first_size(len(data), limit))


def _gzip_member() -> igzip_lib.IgzipDecompressor:
    return igzip_lib.IgzipDecompressor(flag=igzip_lib.DECOMP_GZIP)


def _snappy(data: bytes | memoryview, limit: int, magic: int) -> bytes | bytearray:
    if bytes(data[:len(SNAPPY_JAVA_MAGIC)]) != SNAPPY_JAVA_MAGIC:
        declared = _snappy_declared(data, limit, 0)
        return _snappy_into(data, bytearray(declared))
    if len(data) < _SNAPPY_JAVA_HEADER_LEN:
        raise CompressionError("snappy-java stream header is truncated")
    # The chunks' declared lengths first, so that the output is one buffer of their sum; what
    # stops that walk is raised after the chunks before it are decompressed, as it is met.
    chunks, total, stop = [], 0, None
    pos = _SNAPPY_JAVA_HEADER_LEN
    try:
        while pos < len(data):
            if pos + 4 > len(data):
                raise CompressionError(f"snappy-java chunk length is truncated at payload byte {pos}")
            (chunk_len,) = struct.unpack_from(">i", data, pos)
            pos += 4
            if chunk_len < 0 or pos + chunk_len > len(data):
                raise CompressionError(f"snappy-java chunk of {chunk_len} bytes runs past the payload at byte {pos}")
            block = data[pos:pos + chunk_len]
            declared = _snappy_declared(block, limit, total)
            chunks.append((block, total, declared))
            total += declared
            pos += chunk_len
    except CompressionError as exc:
        stop = exc
    out = bytearray(total)
    view = memoryview(out)
    for block, start, declared in chunks:
        _snappy_into(block, view[start:start + declared])
    if stop is not None:
        raise stop
    return out


def _snappy_declared(block: bytes | memoryview, limit: int, already: int) -> int:
    """The length a raw snappy block's preamble declares, checked against the limit."""
    declared, shift = 0, 0
    for byte in block[:10]:
        declared |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            break
    else:
        raise CompressionError("snappy block has no valid length preamble")
    if already + declared > limit:
        raise _too_large("snappy", limit)
    return declared


def _snappy_into(block: bytes | memoryview, out: _Out) -> _Out:
    """A raw snappy block decompressed into ``out``, of the length its preamble declares (the
    decoder checks the two agree)."""
    cramjam.snappy.decompress_raw_into(block, out)
    return out


def _lz4(data: bytes | memoryview, limit: int, magic: int) -> bytes | bytearray:
    if magic == 0:
        data = _fix_kafka_3160_checksum(bytes(data))
    decoder = lz4.frame.LZ4FrameDecompressor()
    pending: bytes | memoryview | None = data

    def read(size: int) -> bytes:
        nonlocal pending
        if pending is None and (decoder.eof or decoder.needs_input):
            return b""
        chunk = decoder.decompress(b"" if pending is None else pending, max_length=size)
        pending = None
        return chunk

    out = _bounded(read, "lz4", limit, _first_size(len(data), limit, _LZ4_BLOCK))
    if not decoder.eof:
        raise CompressionError("lz4 frame is truncated (no end mark)")
    return out


def _fix_kafka_3160_checksum(data: bytes) -> bytes:
    """Replace the frame header checksum Kafka writes for magic 0 by the right one.

    Kafka's magic-0 writer hashes the frame magic number together with the
    frame descriptor; the LZ4 frame format hashes the descriptor only. Kafka's
    magic-0 reader ignores the byte, so we recompute it before decoding.
    """
    if len(data) < 7 or not data.startswith(_LZ4_FRAME_MAGIC):
        return data
    flags = data[4]
    descriptor_end = 6 + (8 if flags & 0x08 else 0) + (4 if flags & 0x01 else 0)
    if len(data) <= descriptor_end:
        return data
    checksum = (xxhash.xxh32_intdigest(data[4:descriptor_end]) >> 8) & 0xFF
    return data[:descriptor_end] + bytes([checksum]) + data[descriptor_end + 1:]


def _zstd(data: bytes | memoryview, limit: int, magic: int) -> bytes | bytearray:
    """The frames of ``data`` one after the other. A payload of one frame (as Kafka writes them)
    that likely decodes to at most the first piece's size (its guess is not cut) is decoded at once
    into the bytes returned (:func:`_zstd_one_frame`). Any other, or one that turns out larger or
    damaged, is fed to zstd's decoding object (which takes no bound on its output) in pieces small
    enough that what one piece decodes to stays within half the room left under the limit (a first
    piece's bytes are copied once a second comes); an error for a frame cut short."""
    view = memoryview(data)
    decompressor = _zstd_decompressor()
    write_size = _first_size(len(view), limit)
    if _GUESSED_RATIO * len(view) <= write_size and _zstd_one_frame(view, write_size):
        try:
            whole = decompressor.decompress(view, max_output_size=write_size)
        except zstandard.ZstdError:
            pass  # larger than write_size, or damaged: decoded again below, bounded, for the reason
        else:
            if len(whole) > limit:
                raise _too_large("zstd", limit)
            return whole
    write_size = _first_size(min(len(view), _zstd_step(0, limit)), limit)
    stream = decompressor.decompressobj(write_size=write_size)
    out: bytes | bytearray = b""
    pos = 0
    while pos < len(view):
        if stream.eof:
            stream = decompressor.decompressobj(write_size=write_size)  # a further frame
        piece = view[pos:pos + _zstd_step(len(out), limit)]
        chunk = stream.decompress(piece)
        pos += len(piece) - (len(stream.unused_data) if stream.eof else 0)
        out = _joined(out, chunk)
        if len(out) > limit:
            raise _too_large("zstd", limit)
    if pos and not stream.eof:
        raise CompressionError("zstd frame is truncated (no end of frame)")
    return out


def _zstd_one_frame(view: memoryview, size: int) -> bool:
    """Whether ``view`` is exactly one zstd frame (RFC 8878 3.1.1: header, blocks up to the last,
    checksum) that declares no content size, or one of 1 to ``size`` bytes. For those,
    ``ZstdDecompressor.decompress`` (which decodes the first frame and ignores what follows it, and
    allocates a declared size whatever it is asked) writes into the bytes it returns: the decoding
    object's output would be copied into new bytes."""
    try:
        declared, pos = zstandard.frame_content_size(view), zstandard.frame_header_size(view)
    except zstandard.ZstdError:  # not a zstd frame (a skippable frame declares size 0)
        return False
    end = len(view) - (4 if view[4] & 4 else 0)  # the checksum's 4 bytes
    while pos + 3 <= end:
        header = int.from_bytes(view[pos:pos + 3], "little")
        pos += 3 + (1 if header & 6 == 2 else header >> 3)  # an RLE block holds one byte
        if header & 1:
            return pos == end and (declared == -1 or 0 < declared <= size)
    return False


_ZSTD_MOST_PER_BYTE = 128 * 1024 // 4
"""Most bytes a zstd block decodes to per byte of its own: a block (3 header bytes, at least one
more) decodes to 128 KiB at most. A piece of the room left over this many bytes decodes to at
most that room and one block (the decoding object holds its output once)."""
_ZSTD_SMALLEST_STEP = 32


def _zstd_step(gathered: int, limit: int) -> int:
    """Compressed bytes fed at once after ``gathered`` decompressed ones: half the room left under the
    limit can hold what they decode to."""
    return max(_ZSTD_SMALLEST_STEP, (limit + 1 - gathered) // (2 * _ZSTD_MOST_PER_BYTE))


_zstd_state = threading.local()


def _zstd_decompressor() -> zstandard.ZstdDecompressor:
    """This thread's decompressor: making one costs more than decompressing a small batch."""
    decompressor = getattr(_zstd_state, "decompressor", None)
    if decompressor is None:
        decompressor = _zstd_state.decompressor = zstandard.ZstdDecompressor()
    return decompressor


_DECODERS = {"gzip": _gzip, "snappy": _snappy, "lz4": _lz4, "zstd": _zstd}
