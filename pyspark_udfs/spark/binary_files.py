"""Segments through Spark's ``binaryFile`` source and ``mapInArrow`` (or ``mapPartitions``).

This is the no-registration way in: Spark loads the files (listed as the
``kafka-log`` source lists them, see :func:`read_binary_files`), and a
plain Python function turns each file's bytes into rows of
:data:`~pyspark_udfs.tables.schema.COLUMNS`: :func:`arrow_binary_files` as
Arrow record batches for ``mapInArrow`` (built natively, like the data
source's), :func:`parse_binary_files` as row tuples for ``mapPartitions``.
It suits many small segments.

**Limit:** ``binaryFile`` reads each file whole into one row, and Spark
refuses files larger than 2 GiB (``Integer.MAX_VALUE`` bytes) — and a task
holds a whole file in memory. Kafka's default segment size is 1 GiB, so
this works for default brokers, but for larger segments, or to split big
segments across tasks, use the ``kafka-log`` data source
(:class:`~pyspark_udfs.spark.datasource.KafkaLogDataSource`), which opens
files by path in bounded memory.
"""
from __future__ import annotations

import posixpath
from collections.abc import Iterable, Iterator, Mapping
from datetime import datetime, timedelta, timezone
from functools import partial
from typing import TYPE_CHECKING, Any

from ..tables.discovery import SegmentFile
from ..tables.option_docs import with_manual
from ..tables.options import OPTIONS, ReadOptions, keyword_options
from ..tables.rows import read_split
from ..tables.schema import INDEX, topic_partition
from ..tables.splits import SegmentSplit

if TYPE_CHECKING:  # pragma: no cover
    import pyarrow
    from pyspark.sql import DataFrame, SparkSession
    from typing_extensions import Unpack

    from ..tables.keywords import BinaryFileKeywords

_EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)
_TIMESTAMP = INDEX["timestamp"]


def arrow_binary_files(batches: Iterable[pyarrow.RecordBatch], **options: Unpack[BinaryFileKeywords]
                       ) -> Iterator[pyarrow.RecordBatch]:
    """A ``mapInArrow`` function: record batches of ``binaryFile`` rows (``path``, ``content``) in,
    record batches of the ``kafka-log`` schema out. Options as for :func:`parse_binary_files`."""
    yield from _arrow_batches(batches, binary_file_options(options))


def _arrow_batches(batches: Iterable[pyarrow.RecordBatch], options: ReadOptions) -> Iterator[pyarrow.RecordBatch]:
    from ..tables.batches import record_batches

    for batch in batches:
        paths, contents = batch.column("path"), batch.column("content")
        for i in range(batch.num_rows):  # each file's bytes read in place, one file at a time
            path, data = paths[i].as_py(), memoryview(contents[i].as_buffer())
            yield from record_batches(_split(path, data, options), options, source=data)


BINARY_FILE_OPTIONS = tuple(option for option in OPTIONS if option.declared.binary_files)
"""The options these functions take: those that mean something for one whole file at a time."""


def binary_file_options(options: Mapping[str, Any]) -> ReadOptions:
    """The keywords of these functions, read as ``read_arrow``'s are (:func:`keyword_options`)."""
    return keyword_options(options, BINARY_FILE_OPTIONS)


def _split(path: str, data: bytes | memoryview, options) -> SegmentSplit:
    """The whole file as one split; read_committed sees the ABORT markers of this file only."""
    from ..tables.transactions import from_markers

    topic, partition = topic_partition(posixpath.dirname(path))
    aborted = None
    if options.read_committed:
        aborted = from_markers([(SegmentFile(path, None, None, len(data)), 0)], None,
                               limits=options.segment_limits(), source=data)
    return SegmentSplit(path, topic, partition, aborted=aborted)


def parse_binary_files(files: Iterable[Any], **options: Unpack[BinaryFileKeywords]) -> Iterator[tuple]:
    """A ``mapPartitions`` function: ``binaryFile`` rows in, rows of the ``kafka-log`` schema out.

    Each input row needs ``path`` and ``content`` (what
    ``spark.read.format("binaryFile")`` gives). ``topic`` and ``partition``
    come from the name of the file's directory. Options mean what they mean
    for the data source; ``read_committed`` here sees one file at a time, so
    only ABORT markers in the same file count (use the data source for whole
    partitions). Bind options with :func:`functools.partial`. The options:

    {options}

    The whole file is in memory: ``binaryFile`` cannot load files over
    2 GiB (see the module docstring). Spark's listing of a directory skips
    names starting with ``_`` (Kafka's internal topics): list the files
    first, as :func:`read_binary_files` does, to read those too.

    >>> df = spark.read.format("binaryFile").option("pathGlobFilter", "*.log").load(path)  # doctest: +SKIP
    >>> rows = df.select("path", "content").rdd.mapPartitions(parse_binary_files)        # doctest: +SKIP
    >>> spark.createDataFrame(rows, pyspark_udfs.spark.DDL)                              # doctest: +SKIP
    """
    parsed = binary_file_options(options)
    for file in files:
        path, data = file["path"], bytes(file["content"])
        for row in read_split(_split(path, data, parsed), parsed, source=data):
            yield to_spark_row(row)


def to_spark_row(row: tuple) -> tuple:
    """A row as ``createDataFrame`` wants it: the timestamp as an aware ``datetime`` (None outside Python's
    years 1..9999, which a ``datetime`` cannot hold)."""
    millis = row[_TIMESTAMP]
    if millis is None:
        return row
    try:
        moment: datetime | None = _EPOCH + timedelta(milliseconds=millis)
    except OverflowError:
        moment = None
    return (*row[:_TIMESTAMP], moment, *row[_TIMESTAMP + 1:])


def read_binary_files(spark: SparkSession, path: str, **options: Unpack[BinaryFileKeywords]) -> DataFrame:
    """A DataFrame of every ``*.log`` under ``path``, read with ``binaryFile`` + :func:`arrow_binary_files`.

    The files are the ones the ``kafka-log`` source reads for the same path
    (:func:`~pyspark_udfs.tables.discovery.discover`: a ``.log``, a partition
    directory or a data directory, searched recursively; globs allowed),
    listed on the driver and given to ``spark.read.format("binaryFile")`` by
    name, one task per file. Spark's own directory listing would skip
    Kafka's internal topics: it treats names starting with ``_`` or ``.``
    (``__consumer_offsets-0``) as hidden. Each file is loaded whole: files
    over 2 GiB fail in Spark's ``binaryFile`` source, so use
    ``spark.read.format("kafka-log")`` for those. Options as for :func:`parse_binary_files`, read here,
    before Spark runs anything; ``columns`` gives the DataFrame those columns only (the others are not decoded).
    """
    from pyspark.sql.types import StructType

    from ..tables.discovery import discover
    from ..tables.schema import spark_schema

    parsed = binary_file_options(options)
    paths = [segment.path for partition in discover([path]) for segment in partition.segments
             if segment.path in partition.selected]  # never empty: discover refuses a path without segments
    files = spark.read.format("binaryFile").load(paths).select("path", "content")
    schema = spark_schema()
    if parsed.columns is not None:
        schema = StructType([schema[name] for name in parsed.columns])
    return files.mapInArrow(partial(_arrow_batches, options=parsed), schema)


parse_binary_files.__doc__ = with_manual(parse_binary_files.__doc__, keywords=True, only=BINARY_FILE_OPTIONS)
