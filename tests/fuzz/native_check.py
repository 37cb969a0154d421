"""Every fixture and damaged copies of it through the native backend, both outputs.

Run by tests/native/test_sanitizers.py inside a Python whose ``pyspark_udfs._native``
is the AddressSanitizer/UndefinedBehaviorSanitizer build: any out-of-bounds
read, use after free or undefined behaviour aborts the process with a report.

    python -m tests.fuzz.native_check SEED COPIES
"""
from __future__ import annotations

import gc
import random
import sys
import tempfile
from pathlib import Path

from pyspark_udfs.builds import backend
from pyspark_udfs.builds.backend import VIEWS_FROM
from tests.reader.test_backends import SEGMENTS, damaged_copies, events
from tests.support.batches import batch, record, v1_message
from tests.tables.test_columns import table
from tests.tables.test_legacy_columns import CLEAN, DAMAGED


def big_fields() -> bytes:
    """Records whose keys, values and header values reach VIEWS_FROM bytes (v2, and legacy messages
    alone and in a wrapper): read as memoryviews by the commands, alone in their Arrow batch with
    shared key and value columns."""
    big = b"b" * VIEWS_FROM
    records = [record(0, b"k", b"s"), record(1, big, big, [(b"h", big), (b"g", None)]), record(2, None, b"s")]
    return (batch(b"".join(records), 3, "zstd") + batch(record(0, None, big), 1, "none", base_offset=3)
            + v1_message(4, big) + v1_message(5, v1_message(0, big), "gzip"))


def main(seed: int, copies: int) -> None:
    native = backend.select("native")
    print(f"native module: {native.module.__file__}", flush=True)
    rng = random.Random(seed)
    checked = 0
    # large-values (2.4 GB of values in 110 KB of zstd) is left out: decoded 21 times under the
    # sanitizers it took most of the run; its values go through the same code as small ones.
    inputs = [(p.name, p.read_bytes()) for p in SEGMENTS
              if p.stat().st_size < 300_000 and "large-values" not in p.parts]
    with tempfile.TemporaryDirectory() as tmp:
        legacy = b"".join([*CLEAN.values(), *DAMAGED.values()])  # wrappers the Arrow builder reads, and not
        for n, (name, data) in enumerate([*inputs, ("big-fields.log", big_fields()), ("legacy-edges.log", legacy)]):
            for k, copy in enumerate([data, *damaged_copies(data, rng, copies)]):
                events(copy, "native", name)
                events(copy, "native", name, views=True)
                directory = Path(tmp) / f"t{n}x{k}-0"
                directory.mkdir()
                segment = directory / "00000000000000000000.log"
                segment.write_bytes(copy)
                table(directory, "native")
                table(directory, "native", maxBytesPerBatch=str(rng.choice([1, 300, 5000])))  # batches divided
                segment.unlink()
                directory.rmdir()
                checked += 1
    gc.collect()
    print(f"checked {checked} inputs", flush=True)


if __name__ == "__main__":
    main(int(sys.argv[1]), int(sys.argv[2]))
