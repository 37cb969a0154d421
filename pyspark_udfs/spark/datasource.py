"""The ``kafka-log`` Spark data source (``pyspark.sql.datasource`` API, Spark 4.0+)."""
from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Any

from pyspark.sql.datasource import DataSource, DataSourceReader, InputPartition

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

    **Options, in detail** (names are case-insensitive):

    ``mode`` (default ``PERMISSIVE``)
        A damaged region is a batch that does not parse, a bad CRC (whatever
        its header says: control, offsets, producer), a truncated tail or a
        payload that does not decompress; a batch whose offsets go backwards
        is a problem too, its records still rows. ``PERMISSIVE``
        makes it one row with ``_corrupt_record`` set to ``"<file> at byte
        <position>: <reason>"``, ``file``, ``position`` and whatever the batch
        header still told; every intact record is kept, including those
        decoded before the problem in the same batch. ``DROPMALFORMED``
        leaves such rows out; ``FAILFAST`` fails the task at the first
        problem with an error naming file, position and reason.
    ``startingOffset`` / ``endingOffset``
        An integer applies to every partition; Spark's Kafka JSON
        ``{"orders": {"0": 1000, "1": -2}}`` gives offsets per topic and
        partition (-2 earliest, -1 latest; partitions not named are not
        limited; naming a partition the input does not hold fails the read,
        as Spark's Kafka source refuses a partition set that does not match).
        ``earliest`` / ``latest`` are accepted too. A start above its end
        (for any partition) fails the read.
    ``startingTimestamp`` / ``endingTimestamp``
        Epoch milliseconds or ISO-8601 text (UTC unless it says), or the same
        per-partition JSON. As in Spark's Kafka source (``offsetsForTimes``),
        each becomes an offset per partition: the first offset whose record
        timestamp is >= the value. Rows run from the start's offset
        (inclusive) to the end's offset (exclusive); with timestamps that grow
        with offsets this is ``startingTimestamp <= timestamp <
        endingTimestamp``. A partition with no record at or after
        ``startingTimestamp`` yields nothing; with none at or after
        ``endingTimestamp``, it is read to its end.
    ``includeControl``
        Control records (transaction markers, leader changes, KRaft snapshot
        records) come with ``isControl`` true and their raw key and value.
    ``validateCrc``
        Each batch's CRC (and each inner message's for compressed v0/v1) is
        checked before decoding; with ``false`` the records are decoded anyway
        and ``crcValid`` tells.
    ``isolationLevel`` = ``read_committed``
        Drops the records of aborted transactions, batch by batch, as a Kafka
        consumer does. Aborted ranges (producer id, first offset, last
        offset) come from the partition's ``.txnindex`` files when it has any
        (the broker writes one for each segment holding an ABORT marker, so
        there a segment without one aborted nothing). Otherwise they come from
        the markers: planning reads the partition's batch headers from the
        first wanted offset on, decoding control batches only, because a
        marker can be in a later batch or segment than the data it aborts; it
        stops past the wanted range as soon as every transaction seen in it
        has its marker. In that case a transaction with no marker by the end
        of the partition is still open (beyond the last stable offset) and its
        records are dropped too; with ``.txnindex`` files open transactions
        cannot be told and are kept. Other records past the last stable
        offset are kept.
    ``maxPartitionBytes`` (default ``128m``)
        Largest byte range of a segment one task reads (``134217728``,
        ``128m``, ``1g``). Sizes are at most a long (8 EiB - 1) unless said.
    ``maxRecordsPerBatch`` (default 10000, a whole number) / ``maxBytesPerBatch`` (default ``16m``, below ``2g``)
        Rows, and bytes of keys, values and headers, per Arrow batch handed
        to Spark; a record larger than ``maxBytesPerBatch`` comes alone
        (:mod:`pyspark_udfs.tables.arrow`). Both builds cut the same batches.
        A task holds the Kafka batch it reads and at most twice this many
        bytes of copies of its keys and values (the batch Spark holds, the
        next one).
    ``maxBatchBytes`` (default 64 MiB, at most ``2147483647``) / ``decompressionLimit`` (default 256 MiB)
        The largest batch accepted (a batch's length is an int32, so no batch
        is larger than the bound), and the largest size one batch may
        decompress to; beyond them a batch is a damaged region.
    ``columns`` (default: all)
        The columns of the DataFrame, names separated by commas, given in
        the schema's order; the others are not decoded (keys, values and
        headers not copied; a count of batch columns only read from batch
        headers: ``pyspark_udfs.tables.projection``). Spark gives a Python
        data source no projection of its own, so this is the way to it.
    ``topic`` / ``partition`` (default: none)
        On directories named ``<topic>-<partition>``, read only the partitions
        of that topic, of that number, or both; naming none of the input's
        partitions fails the read. They are the topic and partition of
        segments whose directory is not so named (a flat prefix of archived or
        tiered segments).
    ``includeRenamedPartitions`` (default false)
        Read the directories Kafka renamed too (see Paths): their ``topic``
        and ``partition`` come from the name, and ``file`` tells them apart
        from the live partition's rows.
    ``endpoint`` / ``region`` / ``anonymous`` (default: the environment / false)
        Where object storage is: an S3-compatible or GCS endpoint
        (``http://127.0.0.1:9000``), the region, and unsigned requests for a
        public bucket. Credentials come from the provider's usual chain
        (``AWS_ACCESS_KEY_ID``…, ``~/.aws``; on every executor).
    ``decode`` (``none``, the default, or ``registry``) / ``schemas``
        ``registry`` adds ``keySchemaId``, ``valueSchemaId``, ``keyDecoded``,
        ``valueDecoded`` and ``decodeError``: keys and values written through a
        schema registry, decoded with the schemas of ``schemas`` or of the
        ``_schemas`` topic beside the data (docs/registry.md).

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
    header found there; :func:`pyspark_udfs.index.batch_starts`). Without an
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
        return KafkaLogReader(self.options)


class KafkaLogPushdownDataSource(KafkaLogDataSource):
    """``kafka-log`` with ``WHERE`` filters pushed down (needs Spark 4.1+ and its conf on)."""

    def reader(self, schema: StructType | None) -> KafkaLogPushdownReader:
        _check_schema(schema, self.options)
        return KafkaLogPushdownReader(self.options)


def _decoding(options: Any) -> bool:
    from ..tables.options import DECODE_AS_STRUCT, DECODE_NONE, OptionError, parse_options

    parsed = parse_options(options)
    if parsed.decode_as == DECODE_AS_STRUCT:
        raise OptionError("decodeAs=struct is not in the Spark source: from_json on valueDecoded types it there")
    return parsed.decode != DECODE_NONE


def _ddl(options: Any) -> str:
    """The source's schema: :data:`DDL`, with the ``decode=registry`` columns when asked, or the ``columns``
    asked."""
    from ..registry.columns import decoded_ddl
    from ..tables.options import parse_options

    return decoded_ddl(DDL) if _decoding(options) else ddl(parse_options(options).columns)


def _check_schema(schema: StructType | None, options: Any) -> None:
    from ..registry.columns import DECODE_FIELDS
    from ..tables.options import parse_options

    columns = parse_options(options).columns
    names = COLUMNS if columns is None else columns
    names += tuple(name for name, _ in DECODE_FIELDS) if _decoding(options) else ()
    if schema is not None and tuple(schema.fieldNames()) != names:
        raise ValueError(f"kafka-log has a fixed schema ({_ddl(options)}); a user-specified schema cannot change it")


class KafkaLogInputPartition(InputPartition):
    """One task: a byte range of one segment (:class:`SegmentSplit`)."""

    def __init__(self, split: SegmentSplit):
        super().__init__(split)
        self.split = split


class KafkaLogReader(DataSourceReader):
    """Plans splits on the driver and reads them in the tasks. Picklable: options and bounds only."""

    def __init__(self, options: Any):
        from ..registry import decode_step
        from ..tables.reader import TableScan

        self.scan = TableScan(options, decoding=True)
        self.options = self.scan.options
        self.bounds = Bounds()
        self.step = decode_step(self.scan)[1]  # picklable: the decode=registry columns, made in the tasks

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
