"""The native backend in bounded memory: no growth across batches, and a large segment read
with a peak RSS far below its size."""
from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

from pyspark_udfs.builds import backend
from tests.conftest import GOLDEN, ROOT

pytestmark = pytest.mark.skipif(backend.native_backend() is None, reason="pyspark_udfs._native is not built")

MiB = 1 << 20


def run_measured(code: str) -> list[int]:
    """Run ``code`` in a fresh interpreter; it prints integers, one per line."""
    out = subprocess.run([sys.executable, "-c", textwrap.dedent(code)], cwd=ROOT, capture_output=True, text=True,
                         check=True, env={"KAFKA_KSY_BACKEND": "native", "PATH": "/usr/bin:/bin"})
    return [int(line) for line in out.stdout.split()]


def test_reading_the_same_segments_again_and_again_does_not_grow_memory():
    """Record objects and Arrow columns from every golden segment, 60 rounds: resident memory after
    round 60 is within 2 MiB of what it was after round 20 (a leak of even one small object per
    record would add tens of MiB)."""
    before, after = run_measured(f"""
        import gc, os
        from pathlib import Path
        from pyspark_udfs import _native
        from pyspark_udfs.reading.scan import scan
        from pyspark_udfs.reading.segment import LogSegment
        from pyspark_udfs.builds.default_batch import DefaultBatch
        from pyspark_udfs.builds.contract import ChunkLimits, V2Records
        limits = ChunkLimits(None, None, 1 << 40, 1 << 40, 1 << 40)
        files = [p.read_bytes() for p in sorted(Path({str(GOLDEN)!r}).glob("*.log"))]
        def rss():
            gc.collect()
            return int(open("/proc/self/statm").read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
        def once():
            builder = _native.ArrowBuilder()
            for data in files:
                with LogSegment(data) as segment:
                    for event in scan(segment):
                        if isinstance(event, DefaultBatch) and event.record_count >= 0:
                            try:
                                d, s, c, ctx = event.records_input()
                            except Exception:
                                continue
                            builder.add_v2(V2Records(d, s, c, ctx, 0, True), limits, 0, None)
                builder.finish()
        for _ in range(20):
            once()
        print(rss())
        for _ in range(40):
            once()
        print(rss())
    """)
    assert after - before < 2 * MiB, (before, after)


def test_a_large_segment_is_read_in_bounded_memory(tmp_path):
    """A 192 MiB segment (Kafka-written batches repeated) read with every record decoded: the peak
    resident size stays under 128 MiB, most of which is the interpreter and its libraries."""
    fixture = (GOLDEN / "v2-none.log").read_bytes()
    big = tmp_path / "00000000000000000000.log"
    with open(big, "wb") as out:
        while out.tell() < 192 * MiB:
            out.write(fixture * 64)
    records, peak_kib = run_measured(f"""
        from pyspark_udfs.reading.scan import scan
        from pyspark_udfs.reading.segment import LogSegment
        from pyspark_udfs.format.model import Record
        records = 0
        with LogSegment({str(big)!r}) as segment:
            for event in scan(segment):
                records += isinstance(event, Record)
        print(records)
        # VmHWM, the peak of this process image (ru_maxrss would keep the forking parent's)
        print(next(line.split()[1] for line in open("/proc/self/status") if line.startswith("VmHWM:")))
    """)
    assert records > 100_000
    assert peak_kib * 1024 < 128 * MiB, peak_kib
