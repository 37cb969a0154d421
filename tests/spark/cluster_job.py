"""Run by tests/spark/test_cluster.py with spark-submit, as docs/spark.md's recipes run a job: a
kafka-log read on local-cluster[2,1,1024] (two executor JVMs, each with its own Python workers).

    PYSPARK_PYTHON=... spark-submit [--archives ...|--py-files ...] tests/spark/cluster_job.py DATA_DIR

Prints one JSON object: which backend each executor's Python worker chose (with the warnings it
gave and where it imported the package from), and the rows (offset, topic, partition, value) sorted.
"""
from __future__ import annotations

import json
import os
import sys


def backend_of(_) -> tuple:
    """On an executor: the backend its Python worker chose, its pid, its warnings, the module's file."""
    import warnings

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        from pyspark_udfs.builds import backend

        name = backend.select().name
    return name, os.getpid(), [str(w.message) for w in caught], backend.__file__


def main(data_dir: str) -> None:
    from pyspark.sql import SparkSession

    spark = (SparkSession.builder.master("local-cluster[2,1,1024]").appName("kafka-ksy-cluster")
             .config("spark.ui.enabled", "false").getOrCreate())
    try:
        import pyspark_udfs

        pyspark_udfs.register(spark)
        workers = spark.sparkContext.parallelize(range(4), 4).map(backend_of).collect()
        rows = (spark.read.format("kafka-log").load(data_dir)
                .selectExpr("offset", "topic", "partition", "value").collect())
        print(json.dumps({"workers": workers,
                          "rows": sorted([r.offset, r.topic, r.partition, (r.value or b"").hex()] for r in rows)}))
    finally:
        spark.stop()


if __name__ == "__main__":
    main(sys.argv[1])
