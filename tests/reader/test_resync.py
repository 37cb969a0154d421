"""The search for the next intact batch after damage (``LogSegment.find_next_batch``) finds exactly
what the per-byte search it replaced found, with either build, on every kind of damage.

The reference below is that search as it was (every position whose magic byte is 0-2 and whose
length fits the file read with ``read_entry``, accepted when its CRC holds), kept here as the
specification of the fast one: the native build's pre-filter and judgement (resync.cpp) and the
Python build's pre-filter (``segment.next_candidate``) must agree with it on fixtures written by
Kafka with damage inserted at many positions: zeros, random bytes, bit flips, damaged lengths,
and near-valid garbage (batch prefixes and headers that claim more than follows, copies of
batches whose CRC fails, intact batches spliced in).
"""
from __future__ import annotations

import random
import struct

import pytest

from pyspark_udfs.builds import backend
from pyspark_udfs.builds.batch import Batch
from pyspark_udfs.format.layout import (
    HEADER_SIZE_UP_TO_MAGIC,
    LEGACY_RECORD_OVERHEAD_V0,
    LENGTH_OFFSET,
    LOG_OVERHEAD,
    MAGIC_OFFSET,
)
from pyspark_udfs.reading import segment
from pyspark_udfs.reading.segment import LogSegment
from tests.conftest import GOLDEN
from tests.support.damage import batch_starts

BACKENDS = ["python"] + (["native"] if backend.native_backend() is not None else [])
FIXTURES = sorted(p for p in GOLDEN.glob("*.log"))


def reference_find_next_batch(seg: LogSegment, start: int, before=None):
    """The search of segment.py before it was made fast, unchanged but for its chunk (1 byte
    per candidate position of the whole file at once: these inputs are small)."""
    limit = seg.size if before is None else min(before, seg.size)
    seg._handle.seek(0)
    buf = seg._handle.read()
    for i in range(start, min(limit, len(buf) - HEADER_SIZE_UP_TO_MAGIC + 1)):
        if buf[i + MAGIC_OFFSET] > 2:
            continue
        length = int.from_bytes(buf[i + LENGTH_OFFSET:i + LENGTH_OFFSET + 4], "big", signed=True)
        if length < LEGACY_RECORD_OVERHEAD_V0 or length > seg.size - i - LOG_OVERHEAD:
            continue
        candidate = seg.read_entry(i)
        if isinstance(candidate, Batch) and candidate.crc_valid:
            return i
    return None


def damaged(data: bytes, rng: random.Random) -> list[tuple[str, int, bytes]]:
    """(kind, position, copy) for damage at several positions of ``data``."""
    starts = batch_starts(data)
    positions = sorted({0, len(data) // 2, len(data) - 1, *starts, *(rng.randrange(len(data)) for _ in range(4))})
    header = data[starts[0]:starts[0] + 61]
    out = []
    for at in positions:
        out += [
            ("zeros", at, data[:at] + bytes(rng.choice([1, 3, 11, 12, 16, 17, 40, 300])) + data[at:]),
            ("zeros over", at, data[:at] + bytes(min(rng.randint(4, 200), len(data) - at)) + data[at + 200:]),
            ("random", at, data[:at] + rng.randbytes(rng.randint(1, 120)) + data[at:]),
            ("random over", at, data[:at] + rng.randbytes(8) + data[at + 8:]),
            ("flip", at, data[:at] + bytes([data[at] ^ (1 << rng.randrange(8))]) + data[at + 1:]),
            ("prefixes", at, data[:at] + header[:HEADER_SIZE_UP_TO_MAGIC] * 5 + data[at:]),
            ("header", at, data[:at] + header + data[at:]),
            ("length", at, data[:at] + struct.pack(">i", rng.choice([14, 49, 61, 1 << 20, -1, 0x7fffffff]))
             + data[at + 4:]),
        ]
    for s in starts:  # a whole batch copied with its CRC broken, and intact, inside the damage
        end = s + LOG_OVERHEAD + struct.unpack_from(">i", data, s + LENGTH_OFFSET)[0]
        broken = bytearray(data[s:end])
        broken[-1] ^= 0x40
        out.append(("broken copy", s, data[:s] + bytes(broken) + bytes(7) + data[s:]))
        out.append(("intact in zeros", s, bytes(33) + data[s:end] + bytes(5) + data))
    return out


def found(data: bytes, choice: str, start: int, before, max_batch_bytes: int):
    with LogSegment(data, backend=choice, max_batch_bytes=max_batch_bytes) as seg:
        return seg.find_next_batch(start, before)


def compare(data: bytes, starts, rng: random.Random, max_batch_bytes: int = 1 << 22) -> int:
    checked = 0
    for start in starts:
        before = None if rng.random() < 0.6 else rng.randrange(start, len(data) + 2)
        with LogSegment(data, backend="python", max_batch_bytes=max_batch_bytes) as seg:
            expected = reference_find_next_batch(seg, start, before)
        for choice in BACKENDS:
            got = found(data, choice, start, before, max_batch_bytes)
            assert got == expected, (choice, start, before, got, expected)
        checked += 1
    return checked


@pytest.mark.parametrize("fixture", FIXTURES, ids=lambda p: p.stem)
@pytest.mark.parametrize("chunk", [1 << 20, 40])
def test_the_search_finds_what_the_per_byte_search_found(fixture, chunk, monkeypatch):
    """Every damaged copy, searched from the damage, around it and from random places: the same
    position (or none) from the reference, the Python build and the native build; with a 40-byte
    read window too, so that candidates straddle windows and entries run past them."""
    monkeypatch.setattr(segment, "_RESYNC_CHUNK", chunk)
    rng = random.Random(f"{fixture.name}{chunk}")
    data = fixture.read_bytes()
    checked = 0
    for _kind, at, copy in damaged(data, rng):
        starts = {0, max(0, at - 1), at + 1, at + 5, *(rng.randrange(len(copy)) for _ in range(3))}
        checked += compare(copy, sorted(s for s in starts if s < len(copy)), rng,
                           max_batch_bytes=rng.choice([1 << 22, 1 << 22, 100]))
    assert checked > 100


@pytest.mark.parametrize("fill", [b"\x00", b"\x01", b"\x02", b"\xff", b"\x00\x00\x00\x0e", b"\x00" * 15 + b"\x02"])
def test_fills_and_random_bytes(fill, monkeypatch):
    """Regions of one repeated pattern (zeros, bytes that look like magics and lengths) and of
    random bytes between intact batches, across read windows."""
    monkeypatch.setattr(segment, "_RESYNC_CHUNK", 1000)
    rng = random.Random(fill)
    batch = (GOLDEN / "v2-none.log").read_bytes()
    legacy = (GOLDEN / "v0-none.log").read_bytes()
    for middle in (fill * (2500 // len(fill)), rng.randbytes(2500), fill * 300 + rng.randbytes(300) + fill * 300):
        for tail in (batch, legacy, b""):
            data = batch[:100] + middle + tail
            compare(data, [s for s in (0, 1, 99, 100, 101, 1500, len(data) - 20) if 0 <= s < len(data)], rng)


@pytest.mark.parametrize("choice", BACKENDS)
def test_a_zero_region_longer_than_the_read_window(choice):
    """3 MiB of zeros (three windows and a part) between intact batches: the batch after them is
    found at its exact position, and a search that ends inside the zeros finds nothing."""
    batch = (GOLDEN / "v2-none.log").read_bytes()
    zeros = 3 * (1 << 20) + 5
    data = batch + bytes(zeros) + batch
    assert found(data, choice, len(batch) - 5, None, 1 << 22) == len(batch) + zeros
    assert found(data, choice, len(batch) + 1, len(batch) + zeros, 1 << 22) is None
    with LogSegment(data, backend=choice) as seg:
        damage = [item for item in seg.batches() if not isinstance(item, Batch)]
    assert [(d.position, d.size, d.resumable) for d in damage] == [(len(batch), zeros, True)]
