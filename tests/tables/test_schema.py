"""The Spark schema: one table of (column, Arrow type), and everything derived from it agrees."""
from __future__ import annotations

import pytest

from pyspark_udfs.errors import CorruptBatchError
from pyspark_udfs.reading.segment import LogSegment
from pyspark_udfs.tables.rows import corrupt_row
from pyspark_udfs.tables.schema import COLUMNS, DDL, FIELDS, arrow_schema, spark_schema
from pyspark_udfs.tables.splits import SegmentSplit
from tests.conftest import GOLDEN

pytest.importorskip("pyarrow")
pytest.importorskip("pyspark")

SPARK_KAFKA_SOURCE = [
    ("key", "binary"), ("value", "binary"), ("topic", "string"), ("partition", "int"), ("offset", "bigint"),
    ("timestamp", "timestamp"), ("timestampType", "int"), ("headers", "array<struct<key:string,value:binary>>"),
]
"""Spark's own Kafka source with includeHeaders=true (Structured Streaming + Kafka Integration Guide)."""


def test_the_first_columns_are_spark_kafka_sources():
    spark = spark_schema()
    assert [(f.name, f.dataType.simpleString()) for f in spark.fields[:8]] == SPARK_KAFKA_SOURCE
    assert all(f.nullable for f in spark.fields)


def test_ddl_struct_type_and_arrow_schema_say_the_same():
    arrow, spark = arrow_schema(), spark_schema()
    assert tuple(arrow.names) == tuple(spark.names) == COLUMNS == tuple(name for name, _ in FIELDS)
    assert [str(field.type) for field in arrow] == [text for _, text in FIELDS]
    assert ", ".join(f"{f.name} {f.dataType.simpleString()}" for f in spark.fields) == DDL


def split_of(path) -> SegmentSplit:
    return SegmentSplit(str(path), "orders", 3, 0, None, None, None, None, None)


def test_a_corrupt_row_without_a_batch_has_the_location_only():
    error = CorruptBatchError("impossible length", "x.log", 40)
    row = dict(zip(COLUMNS, corrupt_row(error, split_of("x.log")), strict=True))
    assert len(row) == len(COLUMNS)
    located = {"topic": "orders", "partition": 3, "file": "x.log", "position": 40,
               "_corrupt_record": str(error)}
    assert {k: v for k, v in row.items() if v is not None} == located


def test_a_corrupt_row_carries_what_the_batch_header_told():
    path = GOLDEN / "v2-transactional.log"
    with LogSegment(path) as segment:
        batch = next(segment.batches())
        row = dict(zip(COLUMNS, corrupt_row(CorruptBatchError("bad", str(path), None), split_of(path), batch, 7),
                       strict=True))
    assert (row["magic"], row["baseOffset"], row["producerId"], row["isTransactional"], row["crcValid"]) == (
        2, batch.base_offset, batch.producer_id, True, True)
    assert (row["offset"], row["position"], row["key"], row["timestamp"], row["sequence"]) == (7, 0, None, None, None)
