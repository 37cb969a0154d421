"""Kafka's internal topics as Arrow tables, decoded by the specs, without Spark.

:func:`consumer_offsets`, :func:`transactions`, :func:`cluster_metadata` and
:func:`share_group_state` give the columns of the Spark helpers of the same
names (:mod:`pyspark_udfs.spark.topic_columns`), with the same values: both
use the column lists and converters of :mod:`pyspark_udfs.topics.column_lists`.
Their ``source`` is either

- paths (a data directory, a partition directory, a segment, a URI, a glob,
  or a list of them), read with :func:`~pyspark_udfs.tables.reader.read_arrow`'s
  options, of which only the topic's partitions are read; or
- ``kafka-log`` record batches: a ``pyarrow.RecordBatchReader`` (such as
  :func:`~pyspark_udfs.tables.reader.read_arrow`'s), a ``pyarrow.Table``, or
  any iterable of ``pyarrow.RecordBatch``, of which the topic's rows are kept.

The result streams: a ``pyarrow.RecordBatchReader`` decoding one record batch
at a time as it is consumed (memory bounded as the read's), or a
``pyarrow.Table`` when ``source`` is a table.
"""
from __future__ import annotations

import os
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Any, Union

from ..topics.column_lists import (
    CLUSTER_METADATA,
    CONSUMER_OFFSETS,
    LOG_FIELDS,
    SHARE_GROUP_STATE,
    TRANSACTIONS,
    TopicColumns,
    arrow_schema,
)
from .reader import Paths, TableScan
from .splits import Bounds
from .stats import ReadStats

if TYPE_CHECKING:  # pragma: no cover
    import pyarrow
    from typing_extensions import TypeIs, Unpack

    from .keywords import ReadKeywords

Source = Union[Paths, "pyarrow.RecordBatchReader", "pyarrow.Table", Iterable["pyarrow.RecordBatch"]]
Result = Union["pyarrow.RecordBatchReader", "pyarrow.Table"]

_LOG_COLUMNS = ("partition", "offset", "timestamp", "file", "position")
"""The ``kafka-log`` columns kept as :data:`~pyspark_udfs.topics.column_lists.LOG_FIELDS`."""


def consumer_offsets(source: Source, stats: ReadStats | None = None, **options: Unpack[ReadKeywords]) -> Result:
    """``__consumer_offsets`` decoded: :data:`~pyspark_udfs.topics.column_lists.OFFSETS_FIELDS` after the
    log's columns."""
    return decoded_topic(source, CONSUMER_OFFSETS, stats, **options)


def transactions(source: Source, stats: ReadStats | None = None, **options: Unpack[ReadKeywords]) -> Result:
    """``__transaction_state`` decoded: :data:`~pyspark_udfs.topics.column_lists.TRANSACTIONS_FIELDS`."""
    return decoded_topic(source, TRANSACTIONS, stats, **options)


def cluster_metadata(source: Source, stats: ReadStats | None = None, **options: Unpack[ReadKeywords]) -> Result:
    """``__cluster_metadata`` decoded: :data:`~pyspark_udfs.topics.column_lists.METADATA_FIELDS`."""
    return decoded_topic(source, CLUSTER_METADATA, stats, **options)


def share_group_state(source: Source, stats: ReadStats | None = None, **options: Unpack[ReadKeywords]) -> Result:
    """``__share_group_state`` decoded: :data:`~pyspark_udfs.topics.column_lists.SHARE_STATE_FIELDS`."""
    return decoded_topic(source, SHARE_GROUP_STATE, stats, **options)


def schema_of(table: TopicColumns) -> pyarrow.Schema:
    """The Arrow schema of a decoded topic: the log's columns, then the topic's."""
    return arrow_schema(LOG_FIELDS + table.fields)


def decoded_topic(source: Source, table: TopicColumns, stats: ReadStats | None = None,
                  **options: Unpack[ReadKeywords]) -> Result:
    """The records of ``table``'s topic in ``source``, decoded (see the module's docstring).

    ``options`` (the reader's) are for paths only: record batches are taken as they are.
    """
    import pyarrow as pa

    schema = schema_of(table)
    if isinstance(source, pa.Table):
        if options:
            raise TypeError("reader options apply to paths, not to a table")
        return pa.Table.from_batches(list(decode_batches(source.to_batches(), table)), schema)
    if _is_paths(source):
        batches = topic_batches(source, table.topic, stats, **options)
    elif options:
        raise TypeError("reader options apply to paths, not to record batches")
    else:
        batches = iter(source)
    return pa.RecordBatchReader.from_batches(schema, decode_batches(batches, table))


def _is_paths(source: Any) -> TypeIs[Paths]:
    if isinstance(source, (str, os.PathLike)):
        return True
    return isinstance(source, (list, tuple)) and all(isinstance(p, (str, os.PathLike)) for p in source)


def topic_batches(paths: Paths, topic: str, stats: ReadStats | None = None, /,
                  **options: Unpack[ReadKeywords]) -> Iterator[pyarrow.RecordBatch]:
    """The ``kafka-log`` record batches of ``topic``'s partitions under ``paths``: the others are not read.

    Planned here (a path that does not exist raises now), read as consumed. ``options`` may name a
    ``topic`` too: that of segments whose directory does not say it.
    """
    scan = TableScan.of_keywords(paths, options)
    splits = scan.splits(Bounds(topics=frozenset([topic])))
    if stats is not None:
        stats.add(scan.planning_stats)

    def batches() -> Iterator[pyarrow.RecordBatch]:
        for split in splits:
            yield from scan.read(split, stats)
    return batches()


def decode_batches(batches: Iterable[pyarrow.RecordBatch], table: TopicColumns) -> Iterator[pyarrow.RecordBatch]:
    """Each ``kafka-log`` record batch's rows of the topic (control records left out), decoded. A row that is
    damage (PERMISSIVE's ``_corrupt_record``) keeps its reason as ``decode_error``."""
    import pyarrow as pa
    import pyarrow.compute as pc

    decoded_schema = arrow_schema(table.fields)
    schema = schema_of(table)
    for batch in batches:
        wanted = pc.and_kleene(pc.equal(batch.column("topic"), table.topic),
                               pc.invert(pc.fill_null(batch.column("isControl"), False)))
        rows = batch.filter(pc.fill_null(wanted, False))
        if rows.num_rows == 0:
            continue
        keys, values, offsets, files, positions = (rows.column(name).to_pylist()
                                                   for name in ("key", "value", "offset", "file", "position"))
        converted = [table.values(*row) for row in zip(keys, values, offsets, files, positions, strict=True)]
        columns = pa.RecordBatch.from_pylist(converted, schema=decoded_schema).columns
        columns[-1] = pc.coalesce(rows.column("_corrupt_record"), columns[-1])  # damage: its own reason
        yield pa.RecordBatch.from_arrays([rows.column(name) for name in _LOG_COLUMNS] + columns, schema=schema)
