"""Kafka's zigzag varints (``ByteUtils.writeVarint`` / ``writeVarlong``), for writing.

Reading is the generated ``kafka_varint`` / ``kafka_varlong`` parsers' job;
these helpers produce the bytes, e.g. to craft test input or patch a record.
"""
from __future__ import annotations


def zigzag_encode(value: int, bits: int = 32) -> int:
    """Map a signed integer to Kafka's unsigned zigzag form: 0→0, -1→1, 1→2, -2→3."""
    low, high = -(1 << (bits - 1)), (1 << (bits - 1)) - 1
    if not low <= value <= high:
        raise ValueError(f"{value} does not fit in {bits} bits")
    return (value << 1) ^ (value >> (bits - 1))


def zigzag_decode(raw: int) -> int:
    """Inverse of :func:`zigzag_encode`."""
    return (raw >> 1) ^ -(raw & 1)


def unsigned_varint(raw: int) -> bytes:
    """Base-128 encoding, least significant group first, high bit set while more follow."""
    if raw < 0:
        raise ValueError("unsigned varint of a negative number")
    out = bytearray()
    while raw >= 0x80:
        out.append((raw & 0x7F) | 0x80)
        raw >>= 7
    out.append(raw)
    return bytes(out)


def varint(value: int) -> bytes:
    """A signed 32-bit value as Kafka's zigzag varint (1 to 5 bytes)."""
    return unsigned_varint(zigzag_encode(value, 32))


def varlong(value: int) -> bytes:
    """A signed 64-bit value as Kafka's zigzag varlong (1 to 10 bytes)."""
    return unsigned_varint(zigzag_encode(value, 64))
