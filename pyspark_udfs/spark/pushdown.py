"""Whether this Spark keeps a pushed-down filter to the one query it was pushed for.

Filter pushdown (Spark 4.1+) runs ``reader.pushFilters`` and then plans
``partitions()`` and ``read`` on that reader, in one planning call. Spark
4.1 to 4.3 keep that plan on the DataFrame's data source object
(``PythonDataSourceV2.setReadInfo`` in ``PythonScanBuilder.pushFilters``),
and a later query on the same DataFrame that pushes no filter (a plain
``count()``) plans nothing and takes the plan left there: its rows are the
earlier query's. No reader can repair that, since the later query never
calls Python. Later Spark keeps the plan in the query's own scan.

:func:`scoped_to_the_query` asks the running Spark rather than trusting its
version number: it reads a probe source twice, as described there.
``pyspark_udfs.register`` pushes filters down only where the answer is yes.
"""
from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING

from pyspark.sql.datasource import DataSource, DataSourceReader, InputPartition

if TYPE_CHECKING:  # pragma: no cover
    from pyspark.sql import SparkSession

FILTER_PUSHDOWN_CONF = "spark.sql.python.filterPushdown.enabled"
_answers: dict[str, bool] = {}


class _PushedCountSource(DataSource):
    """One row whose ``pushed`` column is 1 when its reader was given filters, else 0."""

    @classmethod
    def name(cls) -> str:
        return "kafka-ksy-pushdown-probe"

    def schema(self) -> str:
        return "pushed int"

    def reader(self, schema) -> _PushedCountReader:
        return _PushedCountReader()


class _PushedCountReader(DataSourceReader):
    def __init__(self) -> None:
        self.pushed = 0

    def pushFilters(self, filters: list) -> Iterable:
        self.pushed = 1 if filters else 0
        return iter(())  # every filter handled: the one row is built to pass `pushed = 1`

    def partitions(self) -> list[InputPartition]:
        return [InputPartition(self.pushed)]

    def read(self, partition: InputPartition) -> Iterator[tuple]:
        yield (partition.value,)


def scoped_to_the_query(spark: SparkSession) -> bool:
    """Whether a query on a DataFrame sees none of an earlier query's pushed filters.

    With filter pushdown on, a probe DataFrame is queried with ``WHERE pushed
    = 1`` (one filter pushed, its one row says 1), then with no filter: a
    fresh reader says 0, a reused plan says 1. Asked once per Spark version
    in a process.
    """
    if spark.version not in _answers:
        previous = spark.conf.get(FILTER_PUSHDOWN_CONF, None)
        spark.conf.set(FILTER_PUSHDOWN_CONF, "true")
        try:
            spark.dataSource.register(_PushedCountSource)
            df = spark.read.format(_PushedCountSource.name()).load()
            filtered = [row.pushed for row in df.where("pushed = 1").collect()]
            plain = [row.pushed for row in df.collect()]
        finally:
            if previous is None:
                spark.conf.unset(FILTER_PUSHDOWN_CONF)
            else:
                spark.conf.set(FILTER_PUSHDOWN_CONF, previous)
        if filtered != [1]:
            raise RuntimeError(f"filter pushdown probe: WHERE pushed = 1 gave {filtered}")
        _answers[spark.version] = plain == [0]
    return _answers[spark.version]
