"""One measurement in its own process: ``python bench/workers.py TASK [options] FILE...``.

bench/run.py starts one of these per (task, implementation), pinned to one core, and reads a
JSON object from its stdout. Every task reads whole segment files from the page cache (each
file is read once untimed first) and is timed from opening the file to the last record.

Tasks (IMPL is ours, kafka-python, aiokafka; aiokafka's pure-Python build is the same task run
with AIOKAFKA_NO_EXTENSIONS=1 in the environment):

  decode-IMPL   every batch's CRC checked, then every record decoded with offset, timestamp,
                key, value and headers touched
  verify-IMPL   every batch's CRC checked, records not decoded
  once-IMPL     one untimed-by-us pass (decode or --verify), for the peak-RSS measurement

Each record's offset, key length and value length go into a small digest so run.py can check
that all implementations saw the same records.
"""
from __future__ import annotations

import argparse
import gc
import json
import os
import statistics
import time


def pin(cpu: int | None) -> None:
    if cpu is not None and hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {cpu})


# ----------------------------------------------------------------------------------------------
# ours: the pyspark_udfs library API


def decode_ours(path: str) -> tuple[int, int, int]:
    from pyspark_udfs.model import Damage
    from pyspark_udfs.segment import LogSegment

    records = batches = digest = 0
    with LogSegment(path) as segment:
        for batch in segment.batches():
            if isinstance(batch, Damage) or not batch.crc_valid:
                raise SystemExit(f"{path}: damaged or bad CRC at {batch.position}")
            batches += 1
            for r in batch.records():
                _ = (r.timestamp, r.headers)
                key, value = r.key, r.value
                digest += r.offset + (len(key) if key is not None else -1) + (len(value) if value is not None else -1)
                records += 1
    return records, batches, digest


def verify_ours(path: str) -> tuple[int, int, int]:
    from pyspark_udfs.model import Damage
    from pyspark_udfs.segment import LogSegment

    batches = 0
    with LogSegment(path) as segment:
        for batch in segment.batches():
            if isinstance(batch, Damage) or not batch.crc_valid:
                raise SystemExit(f"{path}: damaged or bad CRC at {batch.position}")
            batches += 1
    return 0, batches, 0


# ----------------------------------------------------------------------------------------------
# kafka-python: kafka.record.MemoryRecords over the whole file's bytes


def _read(path: str) -> bytes:
    with open(path, "rb") as f:
        return f.read()


def _decode_peer_batches(path: str, batches_of_file) -> tuple[int, int, int]:
    """Full decode through a peer's batch objects (kafka-python and aiokafka share the interface)."""
    records = batches = digest = 0
    for batch in batches_of_file:
        if not batch.validate_crc():
            raise SystemExit(f"{path}: bad CRC")
        batches += 1
        for r in batch:
            _ = (r.timestamp, r.headers)
            key, value = r.key, r.value
            digest += r.offset + (len(key) if key is not None else -1) + (len(value) if value is not None else -1)
            records += 1
    return records, batches, digest


def _verify_peer_batches(path: str, batches_of_file) -> tuple[int, int, int]:
    """Batch-level CRC check through a peer's batch objects."""
    batches = 0
    for batch in batches_of_file:
        if not batch.validate_crc():
            raise SystemExit(f"{path}: bad CRC")
        batches += 1
    return 0, batches, 0


def _kafka_python_batches(path: str):
    from kafka.record import MemoryRecords

    return iter(MemoryRecords(_read(path)))


def decode_kafka_python(path: str) -> tuple[int, int, int]:
    return _decode_peer_batches(path, _kafka_python_batches(path))


def verify_kafka_python(path: str) -> tuple[int, int, int]:
    return _verify_peer_batches(path, _kafka_python_batches(path))


# ----------------------------------------------------------------------------------------------
# aiokafka: aiokafka.record.memory_records.MemoryRecords (Cython build, or pure Python with
# AIOKAFKA_NO_EXTENSIONS=1)


def _aiokafka_batches(path: str):
    from aiokafka.record.memory_records import MemoryRecords

    records = MemoryRecords(_read(path))
    while records.has_next():
        yield records.next_batch()


def decode_aiokafka(path: str) -> tuple[int, int, int]:
    return _decode_peer_batches(path, _aiokafka_batches(path))


def verify_aiokafka(path: str) -> tuple[int, int, int]:
    return _verify_peer_batches(path, _aiokafka_batches(path))


TASKS = {
    "decode-ours": decode_ours,
    "decode-kafka-python": decode_kafka_python,
    "decode-aiokafka": decode_aiokafka,
    "verify-ours": verify_ours,
    "verify-kafka-python": verify_kafka_python,
    "verify-aiokafka": verify_aiokafka,
}


def cannot_read(task: str, path: str) -> str | None:
    """Why a peer cannot read this file here (kafka-python decodes snappy only with python-snappy)."""
    if task == "decode-kafka-python" and "snappy" in os.path.basename(os.path.dirname(path)):
        from kafka import codec

        if not codec.has_snappy():
            return "kafka-python needs python-snappy for snappy batches (pip install -r bench/requirements.txt)"
    return None


def preload(task: str) -> None:
    """Import the implementation before the clock starts."""
    if task.endswith("ours"):
        import pyspark_udfs.model, pyspark_udfs.segment  # noqa: F401,E401
    elif task.endswith("kafka-python"):
        import kafka.record  # noqa: F401
    else:
        import aiokafka.record.memory_records  # noqa: F401


def implementation_note(task: str) -> str:
    if task.endswith("aiokafka"):
        from aiokafka.record import default_records

        return f"aiokafka {_version('aiokafka')}, {default_records.DefaultRecordBatch.__module__}"
    if task.endswith("kafka-python"):
        from kafka.record import util

        crc = "C crc32c" if util.crc32c_c is not None else "pure-Python crc32c"
        return f"kafka-python {_version('kafka-python')}, {crc}"
    return f"kafka-ksy {_version('kafka-ksy')}, kaitaistruct {_version('kaitaistruct')}"


def _version(dist: str) -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version(dist)
    except PackageNotFoundError:
        return "?"


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("task", choices=sorted(TASKS) + [f"once-{t}" for t in sorted(TASKS)])
    p.add_argument("files", nargs="+")
    p.add_argument("--repeat", type=int, default=3)
    p.add_argument("--min-seconds", type=float, default=0.0,
                   help="keep repeating a file until this much time has been measured")
    p.add_argument("--cpu", type=int, default=0, help="core to pin to (-1: no pinning)")
    a = p.parse_args()
    pin(None if a.cpu < 0 else a.cpu)

    if a.task.startswith("once-"):
        # one pass, for the memory measurement: nothing kept between files
        fn = TASKS[a.task[5:]]
        t0 = time.perf_counter()
        out = [fn(f) for f in a.files]
        print(json.dumps({"task": a.task, "seconds": time.perf_counter() - t0, "results": out}))
        return

    fn = TASKS[a.task]
    preload(a.task)
    results = []
    for path in a.files:
        why = cannot_read(a.task, path)
        if why:
            results.append({"file": path, "skipped": why})
            continue
        _read(path)  # into the page cache
        times = []
        cpu_share = []  # process CPU time / wall time of each pass: below ~0.95, someone else had our core
        out = None
        spent = 0.0
        gc.collect()
        while len(times) < a.repeat or spent < a.min_seconds:
            c0, t0 = time.process_time(), time.perf_counter()
            out = fn(path)
            t = time.perf_counter() - t0
            times.append(t)
            cpu_share.append((time.process_time() - c0) / t if t > 0 else 1.0)
            spent += t
        records, batches, digest = out
        best = min(range(len(times)), key=times.__getitem__)
        results.append({
            "file": path, "bytes": os.path.getsize(path), "records": records, "batches": batches,
            "digest": digest, "runs": len(times), "times": times if len(times) <= 20 else None,
            "best": times[best], "median": statistics.median(times), "best_cpu_share": cpu_share[best],
        })
    import pyspark_udfs

    print(json.dumps({"task": a.task, "impl": implementation_note(a.task), "cpu": a.cpu,
                      "library_path": os.path.dirname(pyspark_udfs.__file__),
                      "aiokafka_no_extensions": bool(os.environ.get("AIOKAFKA_NO_EXTENSIONS")),
                      "results": results}))


if __name__ == "__main__":
    main()
