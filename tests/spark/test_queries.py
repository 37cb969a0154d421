"""Spark as users meet it: many queries on one DataFrame, the README's helpers, and binaryFile.

Every query on a ``kafka-log`` DataFrame must give what a fresh read of the
same query gives, whatever ran on that DataFrame before (Spark 4.1-4.3 hand
one query's pushed-down plan to later queries on the same DataFrame,
pyspark_udfs/spark/pushdown.py). The truth for the fresh reads is the
samples' EXPECTED.json, written by Kafka's own classes
(tests/golden/SampleData.java).
"""
from __future__ import annotations

import json

import pytest

from tests.conftest import ROOT, SAMPLES

pyspark = pytest.importorskip("pyspark")


pytestmark = pytest.mark.skipif(not (SAMPLES / "EXPECTED.json").exists(), reason="samples/kafka-logs not generated")

EXPECTED = json.loads((SAMPLES / "EXPECTED.json").read_text()) if (SAMPLES / "EXPECTED.json").exists() else {}
LARGE = ROOT / "tests" / "fixtures" / "large-values"
MIDDLE = 1700001800000
"""A timestamp inside every data topic's range (a query parameter, not an expected result)."""


def load(spark):
    return spark.read.format("kafka-log").load(str(SAMPLES))


def _rows(df) -> list[tuple]:
    return sorted(tuple(bytes(v) if isinstance(v, (bytes, bytearray)) else v for v in row) for row in df.collect())


QUERIES = {
    "count": lambda df: df.count(),
    "topic": lambda df: df.where("topic = 'orders'").count(),
    "partition": lambda df: df.where("partition = 1").count(),
    "offset below": lambda df: df.where("offset < 10").count(),
    "offset in": lambda df: _rows(df.where("offset IN (0, 5, 1000)").select("topic", "partition", "offset")),
    "since": lambda df: df.where(f"timestamp >= timestamp_millis({MIDDLE})").count(),
    "all pushed columns": lambda df: df.where(
        f"topic IN ('orders', 'web.clicks') AND partition IN (0, 2) AND offset > 50 AND offset < 900 "
        f"AND timestamp >= timestamp_millis({MIDDLE - 600000})").count(),
    "per partition": lambda df: _rows(df.groupBy("topic", "partition").count()),
    "rows": lambda df: _rows(df.selectExpr("topic", "partition", "offset", "unix_millis(timestamp)", "key", "value")),
}
SEQUENCE = ["count", "topic", "count", "offset below", "per partition", "partition", "rows", "since", "count",
            "all pushed columns", "offset in", "per partition", "topic", "count"]
"""Narrow, wide and back, each query more than once between others."""


@pytest.fixture(scope="module")
def fresh(spark) -> dict:
    """Each query on a DataFrame of its own."""
    return {name: query(load(spark)) for name, query in QUERIES.items()}


def test_fresh_reads_are_what_kafka_wrote(fresh):
    per_partition = sorted((p["topic"], p["partition"], p["records"]) for p in EXPECTED["partitions"])
    assert fresh["per partition"] == per_partition
    assert fresh["count"] == EXPECTED["total_records"] == len(fresh["rows"])
    orders = sum(p["records"] for p in EXPECTED["partitions"] if p["topic"] == "orders")
    assert fresh["topic"] == orders
    narrow = [name for name in QUERIES if name not in ("count", "per partition", "rows")]
    for name in narrow:  # every filter leaves rows out, or the test below could not see a leak
        got = fresh[name] if isinstance(fresh[name], int) else len(fresh[name])
        assert 0 < got < fresh["count"], name


def test_queries_on_one_dataframe_equal_fresh_reads(spark, fresh):
    df = load(spark)
    for step, name in enumerate(SEQUENCE):
        assert QUERIES[name](df) == fresh[name], (step, name)


def test_readme_helpers_leave_the_dataframe_whole(spark, fresh):
    from pyspark_udfs.spark.topic_columns import cluster_metadata, consumer_offsets, latest_committed_offsets

    df = load(spark)
    metadata = {p["topic"]: p["records"] for p in EXPECTED["partitions"]}
    topics = cluster_metadata(df).where("record_type = 'TOPIC_RECORD'").select("data_json").collect()
    assert 0 < len(topics) < metadata["__cluster_metadata"]
    assert df.count() == fresh["count"]
    latest = latest_committed_offsets(consumer_offsets(df)).collect()
    assert 0 < len(latest) < metadata["__consumer_offsets"]
    assert QUERIES["per partition"](df) == fresh["per partition"]


def test_register_pushes_filters_only_where_spark_keeps_them_to_their_query(spark, fresh):
    """The probe's answer is this Spark's behaviour: with the pushdown reader registered anyway, a
    plain count after a filtered one is right exactly when the probe says pushdown is safe."""
    import pyspark_udfs
    from pyspark_udfs.spark.datasource import KafkaLogPushdownDataSource
    from pyspark_udfs.spark.pushdown import FILTER_PUSHDOWN_CONF, scoped_to_the_query

    scoped = scoped_to_the_query(spark)
    assert (spark.conf.get(FILTER_PUSHDOWN_CONF, "false") == "true") == scoped  # what register chose
    spark.conf.set(FILTER_PUSHDOWN_CONF, "true")
    spark.dataSource.register(KafkaLogPushdownDataSource)
    try:
        df = load(spark)
        assert df.count() == fresh["count"]
        assert df.where("topic = 'orders'").count() == fresh["topic"]
        assert (df.count() == fresh["count"]) == scoped
    finally:
        spark.conf.unset(FILTER_PUSHDOWN_CONF)
        pyspark_udfs.register(spark)
    assert QUERIES["count"](load(spark)) == fresh["count"]


@pytest.mark.parametrize("include_control", [False, True])
def test_read_binary_files_gives_the_sources_rows_for_every_topic(spark, include_control):
    from pyspark_udfs.spark import read_binary_files
    from tests.spark.test_source import spark_rows

    source = spark_rows(spark.read.format("kafka-log").option("includeControl", str(include_control))
                        .load(str(SAMPLES)))
    binary = spark_rows(read_binary_files(spark, str(SAMPLES), include_control=include_control))
    for row in binary:
        assert row["file"].startswith("file:")
        row["file"] = row["file"][len("file:"):]
    assert {(r["topic"], r["partition"]) for r in binary} == {(p["topic"], p["partition"])
                                                               for p in EXPECTED["partitions"]}
    assert len(binary) == len(source)
    assert binary == source


@pytest.mark.slow
@pytest.mark.parametrize("how", ["native", "python", "binaryFile"])
def test_values_past_2_gib_through_spark(spark, how):
    """2,400 values of 1 MiB (tests/golden/LargeValues.java) through the source with each backend
    and through binaryFile + mapInArrow: the count, the values' bytes and a few values are Kafka's."""
    from pyspark.sql import functions as F

    from pyspark_udfs.spark import read_binary_files

    expected = json.loads((LARGE / "EXPECTED.json").read_text())
    sampled = [s["offset"] for s in expected["sampled"]]
    if how == "binaryFile":
        df = read_binary_files(spark, str(LARGE))
    else:
        df = spark.read.format("kafka-log").option("backend", how).load(str(LARGE))
    picked = F.when(F.col("offset").isin(sampled), F.struct(
        F.col("offset"), F.col("key").cast("string").alias("key"), F.length("value").alias("value_size"),
        F.sha2("value", 256).alias("value_sha256"), F.coalesce(F.size("headers"), F.lit(0)).alias("headers")))
    row = df.agg(F.count("*").alias("records"), F.sum(F.length("value")).alias("value_bytes"),
                 F.collect_list(picked).alias("sampled"), F.count("_corrupt_record").alias("corrupt")).first()
    assert row.corrupt == 0
    assert (row.records, row.value_bytes) == (expected["records"], expected["value_bytes"])
    assert sorted((r.asDict() for r in row.sampled), key=lambda r: r["offset"]) == expected["sampled"]
