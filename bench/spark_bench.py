"""The Spark data source on one master setting, in its own process:
``python bench/spark_bench.py --master local[2] --path DIR --records N``.

Prints one JSON object: rows, seconds per timed run, rows/s; or {"skipped": reason} when the
data source is not available (``pyspark_udfs.register`` missing) or fails.

What is timed: ``spark.read.format("kafka-log").load(DIR)`` written to Spark's ``noop`` sink,
which materialises every column of every row, after one untimed warm-up run (JVM, Python
workers, imports). Session start-up is not timed.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time
import traceback


def find_register():
    try:
        import pyspark_udfs
    except Exception as exc:  # pragma: no cover - the package is installed editable
        return None, f"import pyspark_udfs failed: {exc}"
    register = getattr(pyspark_udfs, "register", None)
    if register is None:
        try:
            from pyspark_udfs.spark import register  # type: ignore[no-redef]
        except Exception as exc:
            return None, f"pyspark_udfs.register is not available yet ({type(exc).__name__}: {exc})"
    return register, None


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--master", required=True)
    p.add_argument("--path", required=True)
    p.add_argument("--records", type=int, required=True, help="rows expected (from the corpus manifest)")
    p.add_argument("--repeat", type=int, default=2)
    a = p.parse_args()

    register, why = find_register()
    if register is None:
        print(json.dumps({"master": a.master, "skipped": why}))
        return
    try:
        from pyspark.sql import SparkSession

        os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
        spark = (
            SparkSession.builder.master(a.master)
            .appName(f"kafka-ksy bench {a.master}")
            .config("spark.ui.enabled", "false")
            .config("spark.sql.shuffle.partitions", "2")
            .config("spark.python.worker.reuse", "true")
            .getOrCreate()
        )
        spark.sparkContext.setLogLevel("ERROR")
        register(spark)
        df = spark.read.format("kafka-log").load(a.path)
        counted = df.count()  # warm-up (and a check of the row count)
        times = []
        for _ in range(a.repeat):
            t0 = time.perf_counter()
            df.write.format("noop").mode("overwrite").save()
            times.append(time.perf_counter() - t0)
        partitions = df.rdd.getNumPartitions()
        worker_library = spark.sparkContext.parallelize([0], 1).map(
            lambda _: __import__("os").path.dirname(__import__("pyspark_udfs").__file__)).collect()[0]
        spark.stop()
    except Exception as exc:
        print(json.dumps({"master": a.master, "skipped": f"the data source failed: {type(exc).__name__}: {exc}",
                          "traceback": traceback.format_exc()[-4000:]}))
        return
    best = min(times)
    print(json.dumps({
        "master": a.master, "rows": a.records, "counted": counted, "partitions": partitions,
        "driver_library": os.path.dirname(sys.modules["pyspark_udfs"].__file__), "worker_library": worker_library,
        "times": times, "best": best, "rows_per_s": a.records / best,
    }))


if __name__ == "__main__":
    main()
