"""Kafka's internal topics as Spark columns, decoded by the specs on the executors.

``consumer_offsets(df)``, ``transactions(df)``, ``cluster_metadata(df)`` and
``share_group_state(df)`` take a ``kafka-log`` DataFrame
(``spark.read.format("kafka-log").load(DATA_DIR)``), keep the records of that
topic and decode each one in a Python UDF. A record that does not decode keeps
its row, with ``decode_error`` saying why (file and position are the
``kafka-log`` row's ``file`` and ``position``, kept here too); so does a
damaged range of the log (``_corrupt_record``'s reason).

The column lists and the decoding of each record are those of
:mod:`pyspark_udfs.topics.column_lists`, which the Arrow helpers
(:mod:`pyspark_udfs.tables.topics`) use too: the same rows either way.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..topics.column_lists import (
    CLUSTER_METADATA,
    CONSUMER_OFFSETS,
    LOG_FIELDS,
    METADATA_FIELDS,
    OFFSETS_FIELDS,
    SHARE_GROUP_STATE,
    SHARE_STATE_FIELDS,
    TRANSACTIONS,
    TRANSACTIONS_FIELDS,
    TopicColumns,
    ddl,
    metadata_values,
    offsets_values,
    share_state_values,
    transaction_values,
)

if TYPE_CHECKING:  # pragma: no cover
    from pyspark.sql import DataFrame

__all__ = [
    "METADATA_FIELDS",
    "OFFSETS_FIELDS",
    "SHARE_STATE_FIELDS",
    "TRANSACTIONS_FIELDS",
    "cluster_metadata",
    "consumer_offsets",
    "ddl",
    "latest_committed_offsets",
    "metadata_values",
    "offsets_values",
    "share_group_state",
    "share_state_values",
    "transaction_values",
    "transactions",
]


def _decoded(df: DataFrame, table: TopicColumns) -> DataFrame:
    from pyspark.sql import functions as F
    convert = table.values
    # a plain Python UDF: no pandas needed, and a lambda without type hints so Spark does not try Arrow
    decode = F.udf(lambda key, value, offset, file, position: convert(key, value, offset, file, position),
                   ddl(table.fields), useArrow=False)
    records = df.where((F.col("topic") == table.topic) & ~F.coalesce(F.col("isControl"), F.lit(False)))
    names = [name for name, _ in LOG_FIELDS + table.fields]
    decoded = records.select(F.col("partition").alias("log_partition"), F.col("offset").alias("log_offset"),
                             F.col("timestamp").alias("log_timestamp"), "file", "position", "_corrupt_record",
                             decode("key", "value", "offset", "file", "position").alias("_decoded"))
    # a damaged range (PERMISSIVE's row) keeps its own reason
    return decoded.select("*", "_decoded.*").withColumn(
        "decode_error", F.coalesce("_corrupt_record", "decode_error")).select(*names)


def consumer_offsets(df: DataFrame) -> DataFrame:
    """The ``__consumer_offsets`` records of a ``kafka-log`` DataFrame, decoded (:data:`OFFSETS_FIELDS`)."""
    return _decoded(df, CONSUMER_OFFSETS)


def transactions(df: DataFrame) -> DataFrame:
    """The ``__transaction_state`` records of a ``kafka-log`` DataFrame, decoded (:data:`TRANSACTIONS_FIELDS`)."""
    return _decoded(df, TRANSACTIONS)


def cluster_metadata(df: DataFrame) -> DataFrame:
    """The ``__cluster_metadata`` records of a ``kafka-log`` DataFrame, decoded (:data:`METADATA_FIELDS`)."""
    return _decoded(df, CLUSTER_METADATA)


def share_group_state(df: DataFrame) -> DataFrame:
    """The ``__share_group_state`` records of a ``kafka-log`` DataFrame, decoded (:data:`SHARE_STATE_FIELDS`)."""
    return _decoded(df, SHARE_GROUP_STATE)


def latest_committed_offsets(offsets: DataFrame) -> DataFrame:
    """The latest committed offset per group and partition: the last offset commit of each (group, topic,
    partition) in log order, dropped when it is a tombstone (the offset was deleted)."""
    from pyspark.sql import Window
    from pyspark.sql import functions as F
    last = Window.partitionBy("group", "topic", "partition").orderBy(F.desc("log_partition"), F.desc("log_offset"))
    return (offsets.where(F.col("record_type").isin(0, 1))
            .withColumn("_rank", F.row_number().over(last)).where("_rank = 1 AND NOT is_tombstone")
            .select("group", "topic", "partition", "committed_offset", "leader_epoch", "metadata",
                    "commit_timestamp", "expire_timestamp"))
