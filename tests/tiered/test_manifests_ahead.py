"""Manifests fetched ahead of the reading (pyspark_udfs.tiered.ahead): at most DEPTH at a time, each handed
over once, the rest let go when the read ends; only objects in a store are fetched ahead."""
from __future__ import annotations

import threading

from pyspark_udfs.tiered import ahead

PATHS = [f"s3://bucket/orders-lZ6vvmajTWKDBUTV6SQAtQ/0/{i:020d}-adh9f8BMS4anaUnD8KWfWg.rsm-manifest"
         for i in range(10)]


def test_at_most_depth_manifests_are_fetched_ahead_of_the_reading():
    fetched: list[str] = []
    lock = threading.Lock()

    def fetch(path: str) -> bytes:
        with lock:
            fetched.append(path)
        return path.encode()

    with ahead.ManifestsAhead([*PATHS, PATHS[0], "/local/dir/00000000000000000000.log"], fetch):
        for i, path in enumerate(PATHS[:6]):
            future = ahead.take(path)
            assert future is not None and future.result() == path.encode()
            assert ahead.take(path) is None  # handed over once
            # the one taken and the DEPTH after it, at most, have been asked for
            assert set(fetched) <= set(PATHS[:i + 1 + ahead.DEPTH])
    assert ahead.take(PATHS[7]) is None  # let go with the read
    assert "/local/dir/00000000000000000000.log" not in fetched
