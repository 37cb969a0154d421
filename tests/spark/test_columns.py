"""The ``columns`` option in Spark (issue 35, item 3): Spark 4's Python data sources are given no projection
(``pyspark.sql.datasource`` has ``pushFilters`` only, up to 4.3), so the columns are the source's option and its
schema; the rows are those of the full read's ``select``. ``read_binary_files`` takes them as an argument."""
from __future__ import annotations

import pytest

from tests.conftest import GOLDEN

pytest.importorskip("pyspark")

ASKED = ["partition", "offset", "timestamp", "value", "_corrupt_record"]
IN_ORDER = ["value", "partition", "offset", "timestamp", "_corrupt_record"]
"""The columns asked, in the schema's order: a read gives them so."""


def _rows(df) -> list[tuple]:
    return sorted((tuple(row) for row in df.collect()), key=repr)


def test_the_source_gives_the_columns_asked(spark):
    full = spark.read.format("kafka-log").option("includeControl", "true").load(str(GOLDEN))
    asked = spark.read.format("kafka-log").option("includeControl", "true").option("columns", ",".join(ASKED))
    df = asked.load(str(GOLDEN))
    assert df.columns == IN_ORDER
    assert _rows(df) == _rows(full.select(*IN_ORDER))
    counted = spark.read.format("kafka-log").option("columns", "partition").load(str(GOLDEN))
    assert counted.count() == full.where("NOT isControl").count()


def test_binary_files_give_the_columns_asked(spark):
    from pyspark_udfs.spark import read_binary_files

    df = read_binary_files(spark, str(GOLDEN), include_control=True, columns=["offset", "key", "position"])
    assert df.columns == ["key", "offset", "position"]
    full = read_binary_files(spark, str(GOLDEN), include_control=True)
    assert _rows(df) == _rows(full.select("key", "offset", "position"))
