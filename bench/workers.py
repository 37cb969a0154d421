"""One in-process measurement in its own process: ``python bench/workers.py TASK FILE... [options]``.

bench/run.py starts one of these per (task, reader), pinned to one core, and reads one JSON
object from its stdout. Each file is read once untimed (page cache), then timed from opening it
to its last record, ``--repeat`` times; every pass records its CPU time (``process_time``, the
number kept: the machine is shared) and its wall time.

Tasks (READER is ours, kafka-python or aiokafka; ours reads with the backend KAFKA_KSY_BACKEND
names, aiokafka with its pure-Python build under AIOKAFKA_NO_EXTENSIONS=1):

  decode-READER  every batch's CRC checked, then every record's offset, timestamp, key, value
                 and headers (decode-arrow: ours through read_arrow, as Arrow columns)
  verify-READER  every batch's CRC checked, records not decoded
  resync-ours    the batches of a segment with one damaged region (run.py's resync part): the
                 search for the next intact batch after it; records is the count of batches,
                 digest the damaged region's size

Every record's offset, key length and value length go into a digest, so run.py can check that
all readers saw the same records.
"""
from __future__ import annotations

import argparse
import gc
import json
import os
import time


def _reader() -> tuple[type, type]:
    """``LogSegment`` and ``Damage`` where the measured library keeps them: the baselines of issues 10 and 21
    (bench/README.md) have them at the package's top, today's in ``reading/`` and ``format/``. Decided by the
    package's files: the venv's editable install would resolve today's module names over an old library."""
    import pyspark_udfs

    if not os.path.isdir(os.path.join(os.path.dirname(pyspark_udfs.__file__), "reading")):
        from pyspark_udfs.model import Damage  # type: ignore[import-not-found]
        from pyspark_udfs.segment import LogSegment  # type: ignore[import-not-found]

        return LogSegment, Damage
    from pyspark_udfs.format.model import Damage
    from pyspark_udfs.reading.segment import LogSegment

    return LogSegment, Damage


def decode_ours(path: str) -> tuple[int, int]:
    LogSegment, Damage = _reader()

    records = digest = 0
    with LogSegment(path) as segment:
        for batch in segment.batches():
            if isinstance(batch, Damage) or not batch.crc_valid:
                raise SystemExit(f"{path}: damaged or bad CRC at {batch.position}")
            for r in batch.records():
                _ = (r.timestamp, r.headers)
                key, value = r.key, r.value
                digest += r.offset + (len(key) if key is not None else -1) + (len(value) if value is not None else -1)
                records += 1
    return records, digest


def arrow_ours(path: str) -> tuple[int, int]:
    """``read_arrow`` over one segment: the kafka-log columns as Arrow batches, CRCs checked."""
    import pyarrow.compute as pc

    from pyspark_udfs.tables.reader import read_arrow

    records = digest = 0
    for batch in read_arrow(path, mode="FAILFAST"):
        records += batch.num_rows
        digest += (pc.sum(batch.column("offset")).as_py() or 0) + _lengths(batch.column("key")) + _lengths(
            batch.column("value"))
    return records, digest


def _lengths(column) -> int:
    """The digest's part for a binary column: its values' lengths, -1 for a null, summed. Read from the
    offsets (a null is empty): ``pc.sum(pc.fill_null(pc.binary_length(c), -1))`` gives the same and cost
    about 13 % of read_arrow's measured time (three compute kernels per column and record batch)."""
    offsets = column.buffers()[1]
    if offsets is None or len(column) == 0:
        return -column.null_count
    first, last = (int.from_bytes(offsets[at * 4:at * 4 + 4], "little", signed=True)
                   for at in (column.offset, column.offset + len(column)))
    return last - first - column.null_count


def verify_ours(path: str) -> tuple[int, int]:
    LogSegment, Damage = _reader()

    batches = 0
    with LogSegment(path) as segment:
        for batch in segment.batches():
            if isinstance(batch, Damage) or not batch.crc_valid:
                raise SystemExit(f"{path}: damaged or bad CRC at {batch.position}")
            batches += 1
    return 0, batches


def resync_ours(path: str) -> tuple[int, int]:
    LogSegment, Damage = _reader()

    with LogSegment(path) as segment:
        items = list(segment.batches())
    damage = [item for item in items if isinstance(item, Damage)]
    if len(damage) != 1 or not damage[0].resumable:
        raise SystemExit(f"{path}: expected one damaged region followed by batches, got {damage}")
    return len(items) - 1, damage[0].size


def _read(path: str) -> bytes:
    with open(path, "rb") as f:
        return f.read()


def _decode_peer(path: str, batches) -> tuple[int, int]:
    """Full decode through a peer's batch objects (kafka-python and aiokafka share the interface)."""
    records = digest = 0
    for batch in batches:
        if not batch.validate_crc():
            raise SystemExit(f"{path}: bad CRC")
        for r in batch:
            _ = (r.timestamp, r.headers)
            key, value = r.key, r.value
            digest += r.offset + (len(key) if key is not None else -1) + (len(value) if value is not None else -1)
            records += 1
    return records, digest


def _verify_peer(path: str, batches) -> tuple[int, int]:
    count = 0
    for batch in batches:
        if not batch.validate_crc():
            raise SystemExit(f"{path}: bad CRC")
        count += 1
    return 0, count


def _kafka_python(path: str):
    from kafka.record import MemoryRecords

    return iter(MemoryRecords(_read(path)))


def _aiokafka(path: str):
    from aiokafka.record.memory_records import MemoryRecords

    records = MemoryRecords(_read(path))
    while records.has_next():
        yield records.next_batch()


TASKS = {
    "decode-ours": decode_ours,
    "decode-arrow": arrow_ours,
    "verify-ours": verify_ours,
    "resync-ours": resync_ours,
    "decode-kafka-python": lambda p: _decode_peer(p, _kafka_python(p)),
    "verify-kafka-python": lambda p: _verify_peer(p, _kafka_python(p)),
    "decode-aiokafka": lambda p: _decode_peer(p, _aiokafka(p)),
    "verify-aiokafka": lambda p: _verify_peer(p, _aiokafka(p)),
}


def implementation(task: str) -> str:
    """What was measured, as the JSON's ``impl``."""
    from importlib.metadata import version

    if task.endswith(("ours", "arrow")):
        import pyspark_udfs

        package = os.path.dirname(pyspark_udfs.__file__)
        if os.path.exists(os.path.join(package, "builds", "backend.py")):
            from pyspark_udfs.builds import backend
        elif os.path.exists(os.path.join(package, "backend.py")):  # issue 21's baseline
            from pyspark_udfs import backend  # type: ignore[attr-defined,no-redef]
        else:
            return f"kafka-ksy {version('kafka-ksy')}, Python only (before the backends)"

        return f"kafka-ksy {version('kafka-ksy')}, backend {backend.select().name}"
    if task.endswith("aiokafka"):
        from aiokafka.record import default_records

        return f"aiokafka {version('aiokafka')}, {default_records.DefaultRecordBatch.__module__}"
    from kafka.record import util

    return f"kafka-python {version('kafka-python')}, {'C' if util.crc32c_c is not None else 'pure-Python'} crc32c"


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("task", choices=sorted(TASKS))
    p.add_argument("files", nargs="+")
    p.add_argument("--repeat", type=int, default=3)
    a = p.parse_args()
    fn = TASKS[a.task]
    fn(a.files[0])  # imports and first-call costs outside the clock
    results = []
    for path in a.files:
        if a.task == "decode-kafka-python" and "snappy" in path:
            from kafka import codec

            if not codec.has_snappy():
                results.append({"file": path, "skipped": "kafka-python needs python-snappy for snappy batches"})
                continue
        with open(path, "rb") as f:  # into the page cache, never all of it in memory
            while f.read(1 << 20):
                pass
        cpu, wall = [], []
        gc.collect()
        for _ in range(a.repeat):
            c0, t0 = time.process_time(), time.perf_counter()
            records, digest = fn(path)
            wall.append(time.perf_counter() - t0)
            cpu.append(time.process_time() - c0)
        results.append({"file": path, "bytes": os.path.getsize(path), "records": records, "digest": digest,
                        "best": min(cpu), "cpu": cpu, "wall": wall})
    import pyspark_udfs

    print(json.dumps({"task": a.task, "impl": implementation(a.task),
                      "library_path": os.path.dirname(pyspark_udfs.__file__), "results": results}))


if __name__ == "__main__":
    main()
