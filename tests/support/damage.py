"""Ways to damage a copy of a fixture, each precise about the bytes it touches."""
from __future__ import annotations

import struct
import zlib

from pyspark_udfs.format.crc import crc32c


def batch_starts(data: bytes) -> list[int]:
    """Positions of the entries of an intact segment, from their length fields."""
    starts, pos = [], 0
    while pos + 12 <= len(data):
        starts.append(pos)
        pos += 12 + struct.unpack_from(">i", data, pos + 8)[0]
    return starts


def flip(data: bytes, position: int) -> bytes:
    out = bytearray(data)
    out[position] ^= 0xFF
    return bytes(out)


def put(data: bytes, position: int, fmt: str, value) -> bytes:
    out = bytearray(data)
    struct.pack_into(fmt, out, position, value)
    return bytes(out)


def refresh_v2_crc(data: bytes, start: int) -> bytes:
    """Recompute the CRC-32C of the v2 batch at ``start`` after an edit."""
    length = struct.unpack_from(">i", data, start + 8)[0]
    end = start + 12 + length
    return put(data, start + 17, ">I", crc32c(data[start + 21:end]))


def refresh_legacy_crc(data: bytes, start: int) -> bytes:
    """Recompute the CRC-32 of the v0/v1 message at ``start`` (magic to end) after an edit."""
    length = struct.unpack_from(">i", data, start + 8)[0]
    end = start + 12 + length
    return put(data, start + 12, ">I", zlib.crc32(data[start + 16:end]))
