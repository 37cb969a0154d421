"""The kafka-log source and its baseline in one Spark session:
``python bench/spark_bench.py --master local[1] --path DIR --repeat N``.

The baseline is the least a Python data source can do for the same rows: before anything is
timed, the kafka-log reader's own Arrow batches for each partition are written to an Arrow IPC
file, and the ``prebuilt-arrow`` source yields them back from a memory map (same partitions,
same columns, same batch sizes). Both are written to Spark's ``noop`` sink (every column
materialised), after an untimed warm-up of each, in turns (kafka-log, baseline, kafka-log, ...).
A third query selects no row (``endingOffset`` 0): the fixed cost of a query.

Prints one JSON object: per source the wall seconds and the CPU seconds of the whole process
tree (driver JVM, Python workers) of every timed run.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time

from pyspark.sql.datasource import DataSource, DataSourceReader, InputPartition


class PrebuiltArrow(DataSource):
    """Yields the record batches stored in ``<path>/part-N.arrow``, one partition per file."""

    @classmethod
    def name(cls) -> str:
        return "prebuilt-arrow"

    def schema(self) -> str:
        from pyspark_udfs.tables.schema import DDL

        return DDL

    def reader(self, schema):
        return PrebuiltReader(self.options["path"])


class PrebuiltReader(DataSourceReader):
    def __init__(self, path: str):
        self.files = sorted(os.path.join(path, f) for f in os.listdir(path) if f.endswith(".arrow"))

    def partitions(self):
        return [InputPartition(f) for f in self.files]

    def read(self, partition):
        import pyarrow as pa

        with pa.memory_map(partition.value) as source:
            reader = pa.ipc.open_file(source)
            for i in range(reader.num_record_batches):
                yield reader.get_batch(i)


EMPTY = "kafka-log, no row selected"
"""The same query with endingOffset 0: what a query costs before any row (planning, tasks)."""


def prebuild(path: str, out: str) -> int:
    """The kafka-log reader's batches of every partition, one IPC file each; returns the rows."""
    import pyarrow as pa

    from pyspark_udfs.spark.datasource import KafkaLogDataSource

    reader = KafkaLogDataSource({"path": path}).reader(None)
    rows = 0
    for i, partition in enumerate(reader.partitions()):
        batches = list(reader.read(partition))
        with pa.OSFile(os.path.join(out, f"part-{i}.arrow"), "wb") as sink, \
                pa.ipc.new_file(sink, batches[0].schema) as writer:
            for b in batches:
                writer.write_batch(b)
                rows += b.num_rows
    return rows


def tree_cpu_seconds() -> float:
    """CPU time used so far by this process and every live descendant (JVM, Python workers)."""
    tick = os.sysconf("SC_CLK_TCK")
    parents: dict[int, int] = {}
    times: dict[int, float] = {}
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            with open(f"/proc/{pid}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        parents[int(pid)] = int(fields[1])
        times[int(pid)] = sum(int(x) for x in fields[11:15]) / tick  # utime stime cutime cstime
    mine, total, grew = {os.getpid()}, 0.0, True
    while grew:
        more = {p for p, parent in parents.items() if parent in mine} - mine
        grew = bool(more)
        mine |= more
    for p in mine:
        total += times.get(p, 0.0)
    return total


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--master", required=True)
    p.add_argument("--path", required=True)
    p.add_argument("--repeat", type=int, default=2)
    a = p.parse_args()

    from pyspark.sql import SparkSession

    import pyspark_udfs
    from pyspark_udfs.spark import register

    os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
    spark = (SparkSession.builder.master(a.master).appName(f"kafka-ksy bench {a.master}")
             .config("spark.ui.enabled", "false").config("spark.python.worker.reuse", "true").getOrCreate())
    spark.sparkContext.setLogLevel("ERROR")
    register(spark)
    spark.dataSource.register(PrebuiltArrow)
    with tempfile.TemporaryDirectory() as prebuilt:
        rows = prebuild(a.path, prebuilt)
        frames = {"kafka-log": spark.read.format("kafka-log").load(a.path),
                  "prebuilt Arrow": spark.read.format("prebuilt-arrow").load(prebuilt),
                  EMPTY: spark.read.format("kafka-log").option("endingOffset", "0").load(a.path)}
        out: dict = {"master": a.master, "rows": rows}
        for name, df in frames.items():
            out[name] = {"counted": df.count(), "partitions": df.rdd.getNumPartitions(), "wall": [], "cpu": []}
            df.write.format("noop").mode("overwrite").save()
        for _ in range(a.repeat):
            for name, df in frames.items():
                c0, t0 = tree_cpu_seconds(), time.perf_counter()
                df.write.format("noop").mode("overwrite").save()
                out[name]["wall"].append(time.perf_counter() - t0)
                out[name]["cpu"].append(tree_cpu_seconds() - c0)
        out["worker_library"] = spark.sparkContext.parallelize([0], 1).map(
            lambda _: __import__("os").path.dirname(__import__("pyspark_udfs").__file__)).collect()[0]
        out["worker_backend"] = spark.sparkContext.parallelize([0], 1).map(
            lambda _: __import__("pyspark_udfs.builds.backend").backend.select().name).collect()[0]
    out["driver_library"] = os.path.dirname(pyspark_udfs.__file__)
    spark.stop()
    print(json.dumps(out))


if __name__ == "__main__":
    main()
