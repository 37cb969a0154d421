"""The native CRCs (pyspark_udfs/native/crc.cpp) give exactly the reference values.

``_native.crc32c`` is compared with the ``crc32c`` package and ``_native.crc32`` with
``zlib.crc32`` (the CRC of java.util.zip.CRC32) over every length 0..300, lengths around the
block sizes of each code path, random lengths up to ~70 kB, random, all-zero and all-one
contents, at odd offsets into a buffer. The extension takes the fastest instructions this CPU
has; crc.cpp built with ``-DKAFKA_NATIVE_CRC_TIERS=n`` (tables only, the SSE 4.2 crc32
instruction, PCLMULQDQ, VPCLMULQDQ) is checked the same way, so that the paths for older CPUs
are tested here too.
"""
from __future__ import annotations

import ctypes
import random
import shutil
import subprocess
import zlib
from collections.abc import Callable, Iterator

import crc32c as crc32c_package
import pytest

from pyspark_udfs.builds import backend
from tests.conftest import ROOT

pytestmark = pytest.mark.skipif(backend.native_backend() is None, reason="pyspark_udfs._native is not built")

NATIVE = ROOT / "pyspark_udfs" / "native"
Slice = Callable[[bytes, int, int], int]  # a CRC of data[offset:offset + length]

# Where crc.cpp changes what it does: 16, 32, 64 and 128 bytes are the steps of the CRC-32
# folding (from 64 bytes, 256 with VPCLMULQDQ); CRC-32C stripes are multiples of 64 bytes, three
# to a block (from 192 bytes), at most 8 kB each (24 kB blocks); with VPCLMULQDQ, CRC-32C blocks
# from 1024 bytes are steps of 272 bytes, at most 64 (17408 bytes).
FUSED_BLOCK = 64 * 272
BOUNDARIES = [16, 32, 64, 128, 192, 256, 384, 512, 576, 768, 1024, 4 * 272, 4096, 6144, 8192, 3 * 8192 - 64,
              3 * 8192, 3 * 8192 + 192, 2 * 3 * 8192, FUSED_BLOCK, FUSED_BLOCK + 1024, 2 * FUSED_BLOCK,
              3 * FUSED_BLOCK + 8192, 65536]
DELTAS = [-65, -64, -33, -17, -16, -9, -8, -7, -1, 0, 1, 2, 3, 7, 8, 9, 15, 16, 17, 31, 32, 63, 64, 65, 127, 129, 191]
MAX_LENGTH = 70_000


def lengths() -> list[int]:
    rng = random.Random(7)
    around = {b + d for b in BOUNDARIES for d in DELTAS if 0 <= b + d <= MAX_LENGTH}
    return sorted(set(range(301)) | around | {rng.randrange(MAX_LENGTH) for _ in range(150)})


def contents() -> Iterator[tuple[str, bytes]]:
    size = MAX_LENGTH + 16
    yield "random", random.Random(11).randbytes(size)
    yield "zeros", bytes(size)
    yield "ones", b"\xff" * size


def cases() -> Iterator[tuple[str, bytes, int, int]]:
    """(description, buffer, offset, length) for every length and contents; the lengths up to 300
    of random bytes at each offset 0..7, the others at a random offset below 16."""
    rng = random.Random(13)
    for name, data in contents():
        for length in lengths():
            offsets = range(8) if length <= 300 and name == "random" else [rng.randrange(16)]
            for offset in offsets:
                yield f"{name} length {length} offset {offset}", data, offset, length


def assert_same(ours: Slice, reference: Callable[[memoryview], int]) -> None:
    wrong = []
    for what, data, offset, length in cases():
        got, expected = ours(data, offset, length), reference(memoryview(data)[offset:offset + length])
        if got != expected:
            wrong.append(f"{what}: {got:#010x} != {expected:#010x}")
    assert not wrong, f"{len(wrong)} wrong, the first: " + ", ".join(wrong[:5])


def native() -> backend.NativeBackend:
    found = backend.native_backend()
    assert found is not None
    return found


def sliced(function: Callable[[memoryview], int]) -> Slice:
    """A CRC of a buffer as one of a slice of a memoryview: the extension reads it in place."""
    return lambda data, offset, length: function(memoryview(data)[offset:offset + length])


def test_check_values():
    assert native().crc32c(b"123456789") == 0xE3069283
    assert native().crc32(b"123456789") == 0xCBF43926
    assert native().crc32c(b"") == 0 and native().crc32(b"") == 0


def test_crc32c_is_the_crc32c_package():
    assert_same(sliced(native().crc32c), crc32c_package.crc32c)


def test_crc32_is_zlib():
    assert_same(sliced(native().crc32), zlib.crc32)


def test_other_buffers():
    data = bytearray(random.Random(17).randbytes(5000))
    for piece in (data, memoryview(data)[3:4099], bytes(data[1:])):
        assert native().crc32c(piece) == crc32c_package.crc32c(piece)
        assert native().crc32(piece) == zlib.crc32(piece)


WRAPPER = """
#include "crc.h"
extern "C" uint32_t tier_crc32c(const char* p, size_t n) { return kafka_native::crc32c(p, n); }
extern "C" uint32_t tier_crc32(const char* p, size_t n) { return kafka_native::crc32(p, n); }
"""


@pytest.fixture(scope="module")
def tier_builds(tmp_path_factory) -> Callable[[int], ctypes.CDLL]:
    """crc.cpp built once per tier asked for, limited to the instructions of that tier and below."""
    gxx = shutil.which("g++")
    if gxx is None:
        pytest.skip("g++ is not installed")
    out = tmp_path_factory.mktemp("crc")
    (out / "wrapper.cpp").write_text(WRAPPER)
    builds: dict[int, ctypes.CDLL] = {}

    def build(tier: int) -> ctypes.CDLL:
        if tier not in builds:
            library = out / f"crc{tier}.so"
            subprocess.run([gxx, "-std=c++11", "-O2", "-Wall", "-Werror", "-fPIC", "-shared",
                            f"-DKAFKA_NATIVE_CRC_TIERS={tier}", "-I", str(NATIVE), str(NATIVE / "crc.cpp"),
                            str(out / "wrapper.cpp"), "-o", str(library)], check=True, capture_output=True)
            builds[tier] = ctypes.CDLL(str(library))
        return builds[tier]
    return build


def through_ctypes(function: Callable[..., int]) -> Slice:
    """A C function of (pointer, size) on a copy of each buffer in ctypes' memory, at the offset."""
    function.argtypes = [ctypes.c_void_p, ctypes.c_size_t]
    function.restype = ctypes.c_uint32
    copies: dict[bytes, ctypes.Array] = {}

    def call(data: bytes, offset: int, length: int) -> int:
        copy = copies.get(data)
        if copy is None:
            copy = copies[data] = ctypes.create_string_buffer(data, len(data))
        return function(ctypes.addressof(copy) + offset, length)
    return call


@pytest.mark.parametrize("tier", [0, *(pytest.param(t, marks=pytest.mark.slow) for t in (1, 2, 3))])
def test_each_tier(tier_builds, tier):
    """Tier 0 (tables only, which this CPU's build never takes) in every run; each C++ build takes seconds, so
    the others in the full run only."""
    library = tier_builds(tier)
    assert_same(through_ctypes(library.tier_crc32c), crc32c_package.crc32c)
    assert_same(through_ctypes(library.tier_crc32), zlib.crc32)
