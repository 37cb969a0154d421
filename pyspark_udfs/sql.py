"""``kafka-ksy sql``: SQL over Kafka segments in an embedded DuckDB (the ``sql`` extra).

Views (:func:`connect`): ``log``, the records with the ``kafka-log``
columns (:mod:`pyspark_udfs.tables.schema`); ``consumer_offsets``,
``transactions``, ``cluster_metadata`` and ``share_group_state``, the
internal topics decoded (:mod:`pyspark_udfs.topics.column_lists`). The read is
planned once (listing, indexes); every scan of a view reads the segments
again, as a stream of Arrow record batches that DuckDB consumes as it goes:
nothing is loaded whole, and a view may be scanned any number of times in a
query (a self-join) or a session.
"""
from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .tables.reader import Paths, TableScan
from .tables.splits import SegmentSplit
from .tables.stats import ReadStats
from .topics.column_lists import TOPIC_TABLES

if TYPE_CHECKING:  # pragma: no cover
    import duckdb
    import pyarrow
    from typing_extensions import Unpack

    from .tables.keywords import ReadKeywords

MISSING_EXTRA = "the sql command needs DuckDB: pip install 'kafka-ksy[sql]'"
VIEWS = ("log", *TOPIC_TABLES)


class ScanReport:
    """What the scans of the views met: the damaged ranges read (PERMISSIVE's ``_corrupt_record``, each
    once however often it was scanned), and the error that ended a scan (FAILFAST's damage, an unreadable
    object), which DuckDB reports in its own words with a Python traceback: this keeps the original."""

    def __init__(self) -> None:
        self.columns: tuple[str, ...] | None = None
        """The ``log`` columns the running statement names (:func:`~.tables.duckdb_scan.named_columns`): its
        scans read these only, the others null; ``None``: all."""
        self.error: Exception | None = None
        self.stats = ReadStats()
        """The work of every scan."""
        self.damage: dict[str, None] = {}
        self.dropped: dict[tuple[str, int], int] = {}
        """DROPMALFORMED's problems left out, by split (file, start): each counted once however often scanned."""

    def saw(self, batch: pyarrow.RecordBatch) -> None:
        column = batch.column("_corrupt_record")
        if column.null_count < len(column):
            self.damage.update(dict.fromkeys(text for text in column.to_pylist() if text is not None))


@dataclass
class _View:
    """A view's rows as a fresh stream of Arrow record batches each time DuckDB asks (the Arrow PyCapsule
    stream interface: for the schema when it binds a query, and once per scan); nothing is read until DuckDB
    pulls the first batch, so a request for the schema costs nothing."""

    schema: pyarrow.Schema
    batches: Callable[[], Iterator[pyarrow.RecordBatch]]

    def __arrow_c_stream__(self, requested_schema: Any = None) -> Any:
        import pyarrow as pa

        return pa.RecordBatchReader.from_batches(self.schema, self.batches()).__arrow_c_stream__(requested_schema)


def _counted(scan: TableScan, chosen: list[SegmentSplit], report: ScanReport) -> Iterator[pyarrow.RecordBatch]:
    """The record batches of the ``chosen`` splits, keeping in ``report.dropped`` what DROPMALFORMED left out
    of each (also when DuckDB stops a scan early, at a LIMIT: what was left out so far)."""
    for split in chosen:
        stats = ReadStats()
        try:
            yield from scan.read(split, stats)
        finally:
            report.stats.add(stats)
            if stats.dropped_problems:
                key = (split.path, split.start)
                report.dropped[key] = max(report.dropped.get(key, 0), stats.dropped_problems)


def connect(paths: Paths, report: ScanReport | None = None, **options: Unpack[ReadKeywords]
            ) -> duckdb.DuckDBPyConnection:
    """An in-memory DuckDB with the views over ``paths`` read with the reader's ``options``.

    Planning happens here, so a path that does not exist or a bad option raises now.
    Raises :class:`ImportError` without DuckDB.
    """
    import duckdb

    from .registry import Step, decode_step
    from .tables.topics import decode_batches, schema_of

    scan = TableScan.of_keywords(paths, options, decoding=True)
    log_schema, step = decode_step(scan)  # the decode=registry columns on the log view
    splits = scan.splits()
    report = report if report is not None else ScanReport()

    def reading(chosen: list[SegmentSplit], step: Step = iter, log: bool = False) -> Iterator[pyarrow.RecordBatch]:
        try:  # the log view reads the columns the statement names; Kafka's own topics' are decoded from all
            for batch in step(_counted(scan.projected(report.columns) if log else scan, chosen, report)):
                report.saw(batch)
                yield batch
        except Exception as error:  # DuckDB reports it with a Python traceback in its message: keep it whole
            report.error = report.error or error
            raise

    connection = duckdb.connect(":memory:")
    connection.execute("SET TimeZone = 'UTC'")
    connection.execute("SET enable_progress_bar = false")  # DuckDB's own would go to stdout, amid the rows
    connection.register("log", _View(log_schema, lambda: padded(reading(splits, step, log=True), log_schema)))
    for name, table in TOPIC_TABLES.items():
        of_topic = [s for s in splits if s.topic == table.topic]
        connection.register(name, _View(schema_of(table),
                                        # mypy cannot type a lambda whose defaults bind the loop's values
                                        lambda t=table, chosen=of_topic: decode_batches(  # type: ignore[misc]
                                            reading(chosen), t)))
    return connection


def padded(batches: Iterator[pyarrow.RecordBatch], schema: pyarrow.Schema) -> Iterator[pyarrow.RecordBatch]:
    """``batches`` of some of ``schema``'s columns with the others null, as the view's schema says."""
    import pyarrow as pa

    for batch in batches:
        if batch.schema.names == schema.names:
            yield batch
            continue
        arrays = [batch.column(field.name) if field.name in batch.schema.names else pa.nulls(batch.num_rows, field.type)
                  for field in schema]
        yield pa.RecordBatch.from_arrays(arrays, schema=schema)


def run(connection: duckdb.DuckDBPyConnection, statement: duckdb.Statement
        ) -> tuple[list[str], duckdb.DuckDBPyConnection] | None:
    """Executes ``statement``: its column names and result, to fetch from, when it returns rows; ``None`` for
    a statement that only says it was done (CREATE, INSERT, SET …: DuckDB's ``Count`` or ``Success``).

    A query's dates, times, timestamps and intervals, nested ones too, are cast to text as DuckDB writes
    them: Python's types would show DuckDB's ``infinity`` as 9999-12-31, cut nanoseconds, and count a
    month as 30 days."""
    query = statement.query
    names: list[str] | None = None
    if statement.type.name == "SELECT":
        relation = connection.sql(query)
        names = list(relation.columns)
        targets = [_as_text(kind) for kind in relation.types]
        if any(target is not None for target in targets):
            body = query.rstrip().removesuffix(";")
            query = "SELECT " + ", ".join(
                f"{'#' + str(i) if target is None else f'CAST(#{i} AS {target})'} AS {_quoted(name)}"
                for i, (name, target) in enumerate(zip(names, targets, strict=True), 1)) + f" FROM (\n{body}\n)"
    result = connection.execute(query)
    names = names or [column[0] for column in result.description or ()]
    if statement.type.name not in _ROW_STATEMENTS and names in (["Count"], ["Success"]):
        return None
    return names, result


_ROW_STATEMENTS = frozenset({"SELECT", "EXPLAIN", "PRAGMA", "CALL", "EXECUTE"})
"""Statements whose result is rows even when a column is named Count or Success."""
_TEMPORAL = frozenset({"date", "time", "time_ns", "time with time zone", "timestamp", "timestamp_s", "timestamp_ms",
                       "timestamp_ns", "timestamp with time zone", "interval"})


def _as_text(kind: Any) -> str | None:  # a DuckDBPyType, whose module varies with the version
    """The type ``kind`` with each date, time or interval in it as VARCHAR, or None when it holds none."""
    if kind.id in _TEMPORAL:
        return "VARCHAR"
    if kind.id not in ("list", "array", "struct", "map", "union"):
        return None
    children = [(name, child) for name, child in kind.children if not isinstance(child, int)]  # an array's size
    texts = [_as_text(child) for _, child in children]
    if all(text is None for text in texts):
        return None
    inner = [text or str(child) for text, (_, child) in zip(texts, children, strict=True)]
    if kind.id == "list":
        return f"{inner[0]}[]"
    if kind.id == "array":
        return f"{inner[0]}[{dict(kind.children)['size']}]"
    if kind.id == "map":
        return f"MAP({inner[0]}, {inner[1]})"
    fields = ", ".join(f"{_quoted(name)} {text}" for (name, _), text in zip(children, inner, strict=True)
                       if name)  # a union's tag is a child with no name
    return f"{kind.id.upper()}({fields})"


def _quoted(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'
