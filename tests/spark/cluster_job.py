"""Run by tests/spark/test_cluster.py in its own process: a kafka-log read on
local-cluster[2,1,1024] (two executor JVMs, each with its own Python workers).

    python tests/spark/cluster_job.py DATA_DIR [PY_FILE EXECUTOR_PYTHON]

Prints one JSON object: which backend each executor's Python worker chose, and
the rows (offset, topic, partition, value) sorted. PY_FILE, when given, is
shipped with spark.submit.pyFiles, and the executors' Python workers run
EXECUTOR_PYTHON, an interpreter where the package is not installed.
"""
from __future__ import annotations

import json
import os
import sys


def main(data_dir: str, py_file: str | None, executor_python: str | None) -> None:
    os.environ["PYSPARK_PYTHON"] = executor_python or sys.executable
    from pyspark.sql import SparkSession

    builder = (SparkSession.builder.master("local-cluster[2,1,1024]").appName("kafka-ksy-cluster")
               .config("spark.ui.enabled", "false"))
    if py_file:
        builder = builder.config("spark.submit.pyFiles", py_file)
    spark = builder.getOrCreate()
    try:
        import pyspark_udfs

        pyspark_udfs.register(spark)

        def backend_of(_):
            import warnings

            with warnings.catch_warnings(record=True) as caught:
                warnings.simplefilter("always")
                from pyspark_udfs import backend

                name = backend.select().name
            return name, os.getpid(), [str(w.message) for w in caught], backend.__file__

        workers = spark.sparkContext.parallelize(range(4), 4).map(backend_of).collect()
        rows = (spark.read.format("kafka-log").load(data_dir)
                .selectExpr("offset", "topic", "partition", "value").collect())
        print(json.dumps({"workers": workers,
                          "rows": sorted([r.offset, r.topic, r.partition, (r.value or b"").hex()] for r in rows)}))
    finally:
        spark.stop()


if __name__ == "__main__":
    main(sys.argv[1], *(sys.argv[2:4] if len(sys.argv) > 3 else (None, None)))
