"""The ``kafka-log`` Spark data source (``pyspark.sql.datasource`` API, Spark 4.0+)."""
from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Any

from pyspark.sql.datasource import DataSource, DataSourceReader, InputPartition

from ..tables.option_docs import with_manual
from ..tables.schema import COLUMNS, DDL, ddl
from ..tables.splits import Bounds, SegmentSplit
from ..tables.stats import ReadStats

if TYPE_CHECKING:  # pragma: no cover
    import pyarrow
    from pyspark.sql.types import StructType


class KafkaLogDataSource(DataSource):
    """Kafka's on-disk ``.log`` segments as a DataFrame: ``spark.read.format("kafka-log")``.

    The README's "Spark" section and docs/spark.md introduce the source:
    registering it, an example, the columns and the options in short. This docstring holds what
    it leaves out.

    **Paths.** ``load([path, ...])`` takes several paths, and ``*``, ``?``,
    ``[...]`` patterns are expanded (``/data/kafka/orders-*``). Directories
    are searched recursively for ``*.log``; directories Kafka renamed and no
    longer serves (``<topic>-<partition>.<id>-delete``, ``-future``,
    ``-stray``, named by Kafka's ``LocalLog``) are left out of the search
    unless ``includeRenamedPartitions`` is true. The read fails, naming the
    path, on a directory or segment that cannot be read, a path or pattern
    holding no segment, and a file named that is not a segment (an index, a
    snapshot, ``meta.properties``…), whatever ``mode`` says: ``mode`` is about
    damage inside segments. The paths must be readable from
    the driver (planning reads names and indexes) and from every executor
    (tasks open the files by path), e.g. local files in local mode or a
    shared mount.

    **Columns, in detail.** ``timestampType`` is 0 CreateTime, 1
    LogAppendTime, -1 none (magic 0, whose ``timestamp`` is -1 ms, i.e.
    1969-12-31 23:59:59.999 UTC, as Spark's Kafka source shows it).
    ``headers`` is null when a record has none, as in Spark. ``compression``
    is none, gzip, snappy, lz4 or zstd. ``sequence`` is the record's (the
    batch's base sequence plus the offset delta; -1 without). ``file`` is
    the absolute path, ``position`` the byte position of the batch in it,
    ``_corrupt_record`` null on good rows. ``topic`` and ``partition`` come
    from the directory name split at its last ``-`` (``web.clicks-v2-11`` →
    ``web.clicks-v2``, 11), null when the directory is not named so. The
    schema is fixed (:mod:`pyspark_udfs.tables.schema`); ``.schema(...)``
    cannot change it.

    **Options** (names are case-insensitive; docs/options.md has them as a table). A name the source
    does not know, or a value an option cannot take, fails the read with an ``OptionError`` naming it.

    {options}

    **Object storage.** A path may be a URI: ``s3://bucket/prefix`` (or
    ``s3a://``, ``gs://``, any ``pyarrow.fs`` scheme), read through
    ``pyarrow.fs`` without Hadoop's jars (:mod:`pyspark_udfs.storage`). Each
    prefix is listed once; segments and indexes are read in ranged requests
    (at most 1 MiB at a time, never a whole object), so the offset index still
    prunes: a narrow offset range fetches only the end of the segment it
    needs. ``ReadStats.bytes_fetched`` counts the bytes. A request that fails
    (a dropped connection) is a damaged region naming the URI and the byte
    where reading stopped (see ``mode``); every batch read before it is kept.

    **Damage.** After a damaged region whose length cannot be trusted,
    reading resumes at the next position where a batch with a valid CRC
    starts (the library's resync), so intact batches after it are kept.

    **Partitioning.** One input partition (task) per segment; a segment
    larger than ``maxPartitionBytes`` is cut into byte ranges at batch
    starts given by its offset index (each cut is checked against the batch
    header found there; :func:`pyspark_udfs.reading.index_lookups.batch_starts`). Without an
    offset index a segment is one task. Tasks hold one batch at a time:
    there is no per-file size limit (unlike ``binaryFile``'s 2 GiB, see
    :func:`pyspark_udfs.spark.read_binary_files`).

    **Pruning.** Offset and timestamp bounds are applied before anything is
    decompressed: segments by their names (a segment's offsets end where the
    next segment of the partition begins) and their time index (a rolled
    segment's last entry is its largest timestamp); start and end positions
    inside a segment through the offset and time indexes (an entry the log
    does not confirm is not used); then batches by their headers
    (``baseOffset``/``lastOffset``, ``maxTimestamp``). Only batches that can
    hold wanted records are decoded (plus, for timestamp bounds, the one
    batch where the bound falls). Control batches are skipped unread unless
    ``includeControl``. Damage inside the wanted range is reported
    (``mode``); damage outside it is not looked at.

    **Filter pushdown** (Spark 4.1+, where Spark keeps a pushed filter to its
    query). ``pyspark_udfs.register`` registers
    :class:`KafkaLogPushdownDataSource` and sets
    ``spark.sql.python.filterPushdown.enabled`` only when the running Spark
    passes :func:`pyspark_udfs.spark.pushdown.scoped_to_the_query`: Spark 4.1
    to 4.3 hand one query's pushed plan to a later filterless query on the
    same DataFrame, which would then return the earlier query's rows. Then
    ``WHERE`` conditions ``=``, ``>``, ``>=``, ``<``, ``<=``, ``IN`` on
    ``offset``, lower bounds on ``timestamp``, and ``=`` / ``IN`` on
    ``topic`` and ``partition`` prune segments and batches the same way. Spark
    still evaluates every condition on the rows, so results are exactly SQL's
    (corrupt rows, whose ``offset`` and ``timestamp`` are null, do not pass
    such conditions). Each query plans with a reader of its own (Spark calls
    ``reader()`` again), so the filters of one query never narrow another's.

    **Watching the work.** In-process, ``reader = KafkaLogDataSource
    (options).reader(None)``, then ``reader.partitions()`` and
    ``reader.read_split(partition, stats)`` with a
    :class:`~pyspark_udfs.tables.stats.ReadStats` (batches read, decoded).

    **Example**::

        (spark.read.format("kafka-log")
            .option("startingTimestamp", "2023-11-14T22:00:00Z")
            .option("isolationLevel", "read_committed")
            .option("mode", "FAILFAST")
            .load("/data/kafka/payments-0"))
    """

    @classmethod
    def name(cls) -> str:
        return "kafka-log"

    def schema(self) -> str:
        return _ddl(self.options)

    def reader(self, schema: StructType | None) -> KafkaLogReader:
        _check_schema(schema, self.options)
        return KafkaLogReader(self.options, schema)


KafkaLogDataSource.__doc__ = with_manual(KafkaLogDataSource.__doc__)


class KafkaLogPushdownDataSource(KafkaLogDataSource):
    """``kafka-log`` with ``WHERE`` filters pushed down (needs Spark 4.1+ and its conf on)."""

    def reader(self, schema: StructType | None) -> KafkaLogPushdownReader:
        _check_schema(schema, self.options)
        return KafkaLogPushdownReader(self.options, schema)


def _decoding(options: Any) -> bool:
    from ..tables.options import DECODE_NONE, parse_options

    return parse_options(options).decode != DECODE_NONE


def _struct(options: Any) -> bool:
    from ..tables.options import DECODE_AS_STRUCT, parse_options

    return parse_options(options).decode_as == DECODE_AS_STRUCT


def _ddl(options: Any) -> str:
    """The source's schema: :data:`DDL`, with the ``decode=registry`` columns when asked, or the ``columns``
    asked."""
    from ..registry.columns import decoded_ddl
    from ..registry.spark import struct_ddl
    from ..tables.options import parse_options

    if _decoding(options):
        return decoded_ddl(DDL) + (struct_ddl(options) if _struct(options) else "")
    return ddl(parse_options(options).columns)


def _check_schema(schema: StructType | None, options: Any) -> None:
    from ..registry.columns import DECODE_FIELDS, STRUCT_FIELD
    from ..tables.options import parse_options

    columns = parse_options(options).columns
    names = COLUMNS if columns is None else columns
    names += tuple(name for name, _ in DECODE_FIELDS) if _decoding(options) else ()
    names += (STRUCT_FIELD,) if _struct(options) else ()
    if schema is not None and tuple(schema.fieldNames()) != names:
        raise ValueError(f"kafka-log has a fixed schema ({_ddl(options)}); a user-specified schema cannot change it")


class KafkaLogInputPartition(InputPartition):
    """One task: a byte range of one segment (:class:`SegmentSplit`)."""

    def __init__(self, split: SegmentSplit):
        super().__init__(split)
        self.split = split


class KafkaLogReader(DataSourceReader):
    """Plans splits on the driver and reads them in the tasks. Picklable: options and bounds only."""

    def __init__(self, options: Any, schema: StructType | None = None):
        from ..registry import decode_step
        from ..registry.spark import spark_step
        from ..tables.reader import TableScan

        self.scan = TableScan.of_spark(options, decoding=True)
        self.options = self.scan.options
        self.bounds = Bounds()
        self.step = decode_step(self.scan)[1]  # picklable: the decode=registry columns, made in the tasks
        if schema is not None and _struct(options):
            self.step = spark_step(self.step, schema)  # valueStruct as Spark's Arrow types

    @property
    def planning_stats(self) -> ReadStats:
        return self.scan.planning_stats

    def partitions(self) -> list[KafkaLogInputPartition]:
        return [KafkaLogInputPartition(split) for split in self.scan.splits(self.bounds)]

    def read(self, partition: InputPartition) -> Iterator[pyarrow.RecordBatch]:
        """Arrow record batches: from the native builder when the backend is native, else from rows."""
        split = partition.split if isinstance(partition, KafkaLogInputPartition) else partition.value
        if split is not None:
            yield from self.step(self.scan.read(split))

    def read_split(self, partition: InputPartition, stats: ReadStats | None = None) -> Iterator[tuple]:
        """The rows of one partition as tuples (timestamps in epoch ms), counting work in ``stats``."""
        from ..tables.rows import read_split

        split = partition.split if isinstance(partition, KafkaLogInputPartition) else partition.value
        if split is None:  # Spark reads one InputPartition(None) when partitions() found nothing
            return iter(())
        return read_split(split, self.options, stats)


class KafkaLogPushdownReader(KafkaLogReader):
    """A reader that also narrows its plan with pushed-down filters (Spark 4.1+)."""

    def pushFilters(self, filters: list) -> Iterable:
        for item in filters:
            self.bounds = narrow(self.bounds, item)
            yield item  # pruning only: Spark still evaluates every filter on the rows


def narrow(bounds: Bounds, item: Any) -> Bounds:
    """``bounds`` tightened by one pushed-down filter when it is one we can prune with
    (:func:`~pyspark_udfs.tables.pushed.narrowed`)."""
    from ..tables.pushed import KINDS, narrowed

    kind = type(item).__name__
    column = getattr(item, "attribute", None)
    value: Any = getattr(item, "value", None)  # a pushed-down filter is untyped pyspark
    if kind not in KINDS or not isinstance(column, tuple) or len(column) != 1:
        return bounds
    return narrowed(bounds, column[0], kind, list(value) if kind == "In" else [value])
