"""Kafka ``.log`` segments in Apache Spark.

Two ways in, with the same row layout (the columns of Spark's own Kafka
source, then batch metadata, ``file``, ``position``, ``_corrupt_record``;
see :mod:`pyspark_udfs.tables.schema`):

* the ``kafka-log`` data source — ``register(spark)`` then
  ``spark.read.format("kafka-log").load(path)``; its manual is the
  docstring of :class:`~pyspark_udfs.spark.datasource.KafkaLogDataSource`;
* ``binaryFile`` + ``mapPartitions`` — :func:`read_binary_files` and
  :func:`parse_binary_files` (whole files in memory, 2 GiB per file at most).

Importing this package does not import pyspark; :func:`register` does.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..tables.schema import COLUMNS, DDL, spark_schema, topic_partition

if TYPE_CHECKING:  # pragma: no cover
    from pyspark.sql import SparkSession

__all__ = [
    "COLUMNS",
    "DDL",
    "KafkaLogDataSource",
    "ReadStats",
    "parse_binary_files",
    "read_binary_files",
    "register",
    "spark_schema",
    "topic_partition",
]


def register(spark: SparkSession, *, filter_pushdown: bool = True) -> None:
    """Register the ``kafka-log`` data source with ``spark``.

    With ``filter_pushdown`` (the default), a Spark that supports it (4.1+)
    and keeps a pushed filter to the query it was pushed for, this also sets
    ``spark.sql.python.filterPushdown.enabled`` to ``true`` for the session,
    so ``WHERE`` conditions on ``offset``, ``timestamp``, ``topic`` and
    ``partition`` prune the read. Spark 4.1 to 4.3 reuse one query's pushed
    plan for a later query on the same DataFrame that pushes no filter
    (:mod:`pyspark_udfs.spark.pushdown`): there, filters are not pushed, so
    every query gives what a fresh read gives, and the ``startingOffset``
    … options still prune. Finding out runs two tiny queries, once per
    process. Spark refuses to run a source that pushes filters while that
    setting is off, so if it is turned off later, register again with
    ``filter_pushdown=False``.
    """
    from .datasource import KafkaLogDataSource, KafkaLogPushdownDataSource

    if filter_pushdown and pushdown_supported():
        from .pushdown import FILTER_PUSHDOWN_CONF, scoped_to_the_query

        if scoped_to_the_query(spark):
            spark.conf.set(FILTER_PUSHDOWN_CONF, "true")
            spark.dataSource.register(KafkaLogPushdownDataSource)
            return
    spark.dataSource.register(KafkaLogDataSource)


def pushdown_supported() -> bool:
    """Whether this pyspark has Python data source filter pushdown (4.1+)."""
    try:
        from pyspark.sql.datasource import Filter  # noqa: F401
    except ImportError:
        return False
    return True


def __getattr__(name: str) -> Any:
    if name == "KafkaLogDataSource":
        from .datasource import KafkaLogDataSource
        return KafkaLogDataSource
    if name in ("parse_binary_files", "read_binary_files"):
        from . import binary_files
        return getattr(binary_files, name)
    if name == "ReadStats":
        from ..tables.stats import ReadStats
        return ReadStats
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
