"""Property tests: whatever the bytes, only the project's errors escape, and reading ends.

A short run for CI (a few thousand inputs seeded from the Kafka-written
fixtures). For a long coverage-guided run, see tests/fuzz/fuzz_segment.py.
"""
from __future__ import annotations

import contextlib
import tracemalloc

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pyspark_udfs.builds.batch import Batch
from pyspark_udfs.errors import CompressionError, KafkaLogError
from pyspark_udfs.format.compression import decompress
from pyspark_udfs.reading.scan import scan
from pyspark_udfs.reading.segment import LogSegment
from tests.conftest import GOLDEN
from tests.support.fuzzing import SEED_CORPUS, mutate, read_everything, read_index

EDITS = st.lists(st.tuples(st.integers(0, 3), st.integers(0, 1 << 20), st.integers(0, 255)),
                 min_size=1, max_size=6)
FAST = settings(max_examples=1500, deadline=None, suppress_health_check=[HealthCheck.too_slow],
                database=None, derandomize=True)


@FAST
@given(seed=st.sampled_from(SEED_CORPUS), edits=EDITS)
def test_segment_reader_on_mutated_fixtures(seed, edits):
    try:
        seen = read_everything(mutate(seed, edits))
    except KafkaLogError:
        return
    assert seen <= 4 * len(seed) + 4  # every event stands for bytes of the input: bounded


@settings(max_examples=500, deadline=None, database=None, derandomize=True)
@given(data=st.binary(max_size=300), targets=st.lists(st.integers(-(2**63), 2**63 - 1), max_size=4))
def test_index_readers_on_any_bytes(data, targets):
    with contextlib.suppress(KafkaLogError):
        read_index(data, targets)


@pytest.mark.parametrize("codec", ["gzip", "snappy", "lz4", "zstd"])
@settings(max_examples=300, deadline=None, database=None, derandomize=True)
@given(data=st.binary(max_size=200), magic=st.sampled_from([0, 1, 2]))
def test_decompressors_on_any_bytes(codec, data, magic):
    try:
        out = decompress(codec, data, magic=magic, limit=1 << 16)
    except CompressionError:
        return
    assert len(out) <= 1 << 16


@pytest.mark.parametrize("declared, padding", [(2**31 - 1, 100), (8 << 20, 8 << 20)],
                         ids=["past the end of the file", "over the batch-size limit"])
def test_huge_length_field_allocates_nothing_large(tmp_path, declared, padding):
    """A damaged length costs no allocation of that length: peak memory stays near the 1 MiB read buffer.

    Either the length runs past the end of the file (a truncated segment),
    or the file is long enough but the batch exceeds ``max_batch_bytes``;
    in both cases the entry is reported and the batch after it is still read.
    """
    intact = (GOLDEN / "v2-none.log").read_bytes()
    seed = bytearray(intact)
    seed[8:12] = declared.to_bytes(4, "big")
    path = tmp_path / "huge.log"
    path.write_bytes(bytes(seed) + b"\xff" * padding + intact)
    tracemalloc.start()
    try:
        with LogSegment(path, max_batch_bytes=1 << 16) as segment:
            events = list(scan(segment))
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 3 << 20, f"peak {peak} bytes"
    assert isinstance(events[0], KafkaLogError) and events[0].position == 0
    after = [e for e in events if isinstance(e, Batch) and e.position >= len(seed) + padding]
    assert after and after[0].position == len(seed) + padding and all(b.crc_valid for b in after)
