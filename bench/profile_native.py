"""Where a record's time goes on the native path: ``python bench/profile_native.py FILE... [--repeat N]``.

Each stage is timed on its own (CPU time, best of ``--repeat`` passes over the file), so the
differences between them say what each step of the full decode costs per record:

  full        LogSegment.batches() + crc_valid + records(), as workers.py decode-ours
  walk_crc    LogSegment.batches() + crc_valid only (workers.py verify-ours)
  input       + batch.records_input() per batch: the record bytes, decompressed when needed
  v2_records  _native.v2_records over those inputs, prepared beforehand: the generated C++
              record type's parse and one Python Record object per record
  add_v2      _native.ArrowBuilder.add_v2 over the same inputs: the same parse, the fields
              appended to Arrow buffers, no Python object per record
  read_arrow  tables.reader.read_arrow, as workers.py decode-arrow: the whole Arrow front door

Prints one JSON object with ns per record for every stage and file.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from workers import arrow_ours, decode_ours, verify_ours


def best(fn, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        c0 = time.process_time()
        fn()
        times.append(time.process_time() - c0)
    return min(times)


def inputs(path: str) -> list[tuple]:
    from pyspark_udfs.reading.segment import LogSegment

    with LogSegment(path, backend="native") as segment:
        return [(batch.records_input(), batch.timestamp_type) for batch in segment.batches() if batch.crc_valid]


def stages(path: str, repeat: int) -> dict:
    from pyspark_udfs.builds.backend import native_backend
    from pyspark_udfs.builds.record_rules import control_fields
    from pyspark_udfs.format.model import TIMESTAMP_TYPE_IDS

    native = native_backend().module
    prepared = inputs(path)
    records = sum(count for (_, _, count, _), _ in prepared)

    def walk_input():
        inputs(path)

    def v2_records():
        for (data, start, count, context), ts in prepared:
            native.v2_records(data, start, count, context, ts, control_fields, count, 1 << 40)

    def add_v2():
        builder = native.ArrowBuilder()
        for run, ((data, start, count, context), ts) in enumerate(prepared):
            builder.add_v2(data, start, count, 0, context, TIMESTAMP_TYPE_IDS[ts], None, None, run, True,
                           1 << 40, 1 << 40, 1 << 40)
        builder.finish()

    timed = {"full": lambda: decode_ours(path), "walk_crc": lambda: verify_ours(path), "input": walk_input,
             "v2_records": v2_records, "add_v2": add_v2, "read_arrow": lambda: arrow_ours(path)}
    return {"file": path, "records": records,
            "ns_per_record": {name: best(fn, repeat) / records * 1e9 for name, fn in timed.items()}}


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("files", nargs="+")
    p.add_argument("--repeat", type=int, default=5)
    a = p.parse_args()
    print(json.dumps([stages(f, a.repeat) for f in a.files]))


if __name__ == "__main__":
    main()
