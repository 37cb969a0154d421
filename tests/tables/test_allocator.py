"""tables/allocator.py's settings of glibc's malloc, seen from a fresh interpreter's page faults.

Freed memory that glibc keeps at the top of its heap is reused by the next allocations without the
kernel; memory it gave back (``brk`` shrinking past the trim threshold) comes back as fresh pages, one
minor fault each. A read builds and frees megabytes of column buffers batch after batch, below the
mmap threshold in pieces: with glibc's default trim threshold (128 KiB once the mmap threshold is
fixed) every batch paid those faults again.
"""
from __future__ import annotations

import os
import platform
import subprocess
import sys
import textwrap

import pytest

from pyspark_udfs.builds import backend
from tests.support.batches import batch, record

pytestmark = pytest.mark.skipif(platform.libc_ver()[0] != "glibc", reason="glibc's malloc only")

ROUND = """
import resource, sys
from pyspark_udfs.tables import allocator
allocator.release_large_blocks()
def round_trip():
    blocks = [bytearray(64 * 1024) for _ in range(48)]  # 3 MiB in pieces, under both thresholds
    del blocks
round_trip()
before = resource.getrusage(resource.RUSAGE_SELF).ru_minflt
for _ in range(10):
    round_trip()
print(resource.getrusage(resource.RUSAGE_SELF).ru_minflt - before)
"""


ENV = {name: value for name, value in os.environ.items() if not name.startswith("MALLOC_")}


def faults(script: str) -> int:
    """Minor page faults of the ten rounds of ``script``."""
    out = subprocess.run([sys.executable, "-c", textwrap.dedent(script)], capture_output=True, text=True,
                         check=True, env=ENV)
    return int(out.stdout)


def test_memory_freed_between_batches_is_reused_without_the_kernel():
    """Ten rounds of 3 MiB made and freed: with the settings, the heap keeps the 3 MiB and the rounds fault
    in almost no page; with glibc's own mmap threshold fixed alone (as the settings did before) each round
    faulted its 768 pages in again."""
    settled = faults(ROUND)
    assert settled < 200, settled
    mmap_only = faults(ROUND.replace("allocator.release_large_blocks()", "import ctypes; "
                                     "ctypes.CDLL(None).mallopt(allocator.M_MMAP_THRESHOLD, allocator.THRESHOLD)"))
    assert mmap_only > 10 * 600, mmap_only  # the test can tell the two apart


READS = """
import resource, sys
from pyspark_udfs.tables.reader import read_arrow
def read():
    batches = 0
    for batch in read_arrow(sys.argv[1], maxRecordsPerBatch=2000, backend="native"):
        batches += 1
    return batches
read()
before = resource.getrusage(resource.RUSAGE_SELF).ru_minflt
batches = read() + read()
print((resource.getrusage(resource.RUSAGE_SELF).ru_minflt - before) // batches)
"""


@pytest.mark.skipif(backend.native_backend() is None, reason="the native build is not installed")
def test_record_batches_reuse_their_column_buffers(tmp_path):
    """Record batches of 2,000 records of 1 KiB: each value column (2 MiB, mapped: past the mmap threshold) is
    made in the buffer of a record batch already dropped (native/pool.h), not mapped and faulted in again
    (512 pages and more a record batch before)."""
    records = b"".join(record(i, b"k", bytes([i % 251]) * 1024) for i in range(500))
    path = tmp_path / "00000000000000000000.log"
    path.write_bytes(b"".join(batch(records, 500, "lz4", base_offset=500 * n) for n in range(40)))
    out = subprocess.run([sys.executable, "-c", textwrap.dedent(READS), str(path)], capture_output=True, text=True,
                         check=True, env=ENV)
    assert int(out.stdout) < 64, out.stdout
