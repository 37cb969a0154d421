"""Property tests: whatever the bytes, only the project's errors escape, and reading ends.

A short run for CI (a few thousand inputs seeded from the Kafka-written
fixtures). For a long coverage-guided run, see tests/fuzz/fuzz_segment.py.
"""
from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pyspark_udfs.compression import decompress
from pyspark_udfs.errors import CompressionError, KafkaLogError

from .fuzzing import SEED_CORPUS, mutate, read_everything, read_index

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
    try:
        read_index(data, targets)
    except KafkaLogError:
        pass


@pytest.mark.parametrize("codec", ["gzip", "snappy", "lz4", "zstd"])
@settings(max_examples=300, deadline=None, database=None, derandomize=True)
@given(data=st.binary(max_size=200), magic=st.sampled_from([0, 1, 2]))
def test_decompressors_on_any_bytes(codec, data, magic):
    try:
        out = decompress(codec, data, magic=magic, limit=1 << 16)
    except CompressionError:
        return
    assert len(out) <= 1 << 16


def test_huge_length_field_allocates_nothing_large():
    """A length of 2^31 - 1 is refused by the batch-size limit before any read of that size."""
    seed = bytearray(SEED_CORPUS[0])
    seed[8:12] = (2**31 - 1).to_bytes(4, "big")
    assert read_everything(bytes(seed) + b"\x00" * 100, max_batch_bytes=1 << 16) >= 1
