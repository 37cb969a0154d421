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

import base64
import csv
import json
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from decimal import Decimal
from typing import TYPE_CHECKING, Any, Callable, Iterator, Optional, TextIO
from uuid import UUID

from .tables.reader import Paths, TableScan, source_options
from .tables.schema import arrow_schema
from .tables.splits import SegmentSplit
from .tables.stats import ReadStats
from .topics.column_lists import TOPIC_TABLES

if TYPE_CHECKING:  # pragma: no cover
    import duckdb
    import pyarrow

MISSING_EXTRA = "the sql command needs DuckDB: pip install 'kafka-ksy[sql]'"
_FETCH = 1000
"""Result rows fetched at a time; the aligned table's widths come from the first fetch."""


class ScanReport:
    """What the scans of the views met: the damaged ranges read (PERMISSIVE's ``_corrupt_record``, each
    once however often it was scanned), and the error that ended a scan (FAILFAST's damage, an unreadable
    object), which DuckDB reports in its own words with a Python traceback: this keeps the original."""

    def __init__(self) -> None:
        self.error: Optional[Exception] = None
        self.damage: dict[str, None] = {}
        self.dropped: dict[tuple[str, int], int] = {}
        """DROPMALFORMED's problems left out, by split (file, start): each counted once however often scanned."""

    def saw(self, batch: "pyarrow.RecordBatch") -> None:
        column = batch.column("_corrupt_record")
        if column.null_count < len(column):
            self.damage.update(dict.fromkeys(text for text in column.to_pylist() if text is not None))


@dataclass
class _View:
    """A view's rows as a fresh stream of Arrow record batches each time DuckDB asks (the Arrow PyCapsule
    stream interface: for the schema when it binds a query, and once per scan); nothing is read until DuckDB
    pulls the first batch, so a request for the schema costs nothing."""

    schema: "pyarrow.Schema"
    batches: Callable[[], Iterator["pyarrow.RecordBatch"]]

    def __arrow_c_stream__(self, requested_schema: Any = None) -> Any:
        import pyarrow as pa

        return pa.RecordBatchReader.from_batches(self.schema, self.batches()).__arrow_c_stream__(requested_schema)


def connect(paths: Paths, report: Optional[ScanReport] = None, **options: Any) -> "duckdb.DuckDBPyConnection":
    """An in-memory DuckDB with the views over ``paths`` read with the reader's ``options``.

    Planning happens here, so a path that does not exist or a bad option raises now.
    Raises :class:`ImportError` without DuckDB.
    """
    import duckdb

    from .tables.topics import decode_batches, schema_of

    scan = TableScan(source_options(paths, options))
    splits = scan.splits()
    report = report if report is not None else ScanReport()

    def reading(chosen: list[SegmentSplit]) -> Iterator["pyarrow.RecordBatch"]:
        try:
            for split in chosen:
                stats = ReadStats()
                for batch in scan.read(split, stats):
                    report.saw(batch)
                    yield batch
                if stats.dropped_problems:
                    report.dropped[(split.path, split.start)] = stats.dropped_problems
        except Exception as error:  # DuckDB reports it with a Python traceback in its message: keep it whole
            report.error = report.error or error
            raise

    connection = duckdb.connect(":memory:")
    connection.execute("SET TimeZone = 'UTC'")
    connection.execute("SET enable_progress_bar = false")  # DuckDB's own would go to stdout, amid the rows
    connection.register("log", _View(arrow_schema(), lambda: reading(splits)))
    for name, table in TOPIC_TABLES.items():
        of_topic = [s for s in splits if s.topic == table.topic]
        connection.register(name, _View(schema_of(table),
                                        # mypy cannot type a lambda whose defaults bind the loop's values
                                        lambda t=table, chosen=of_topic: decode_batches(  # type: ignore[misc]
                                            reading(chosen), t)))
    return connection


def write_result(result: "duckdb.DuckDBPyConnection", out: TextIO, style: str) -> int:
    """The rows of an executed query on ``out``: ``table`` (aligned columns), ``json`` (one object per
    line) or ``csv`` (with a header); the number of rows."""
    names = [column[0] for column in result.description or ()]
    rows = result.fetchmany(_FETCH)
    count = 0
    if style == "csv":
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(names)
    widths: list[int] = []
    while rows:
        count += len(rows)
        if style == "json":
            for row in rows:
                out.write(json.dumps(dict(zip(names, map(_plain, row))), ensure_ascii=False, separators=(",", ":"),
                                     default=str) + "\n")
        elif style == "csv":
            writer.writerows(["" if value is None else _text(value) for value in row] for row in rows)
        else:
            texts = [[_cell(value) for value in row] for row in rows]
            if not widths:
                widths = [max([len(name)] + [len(row[i]) for row in texts]) for i, name in enumerate(names)]
                _aligned(out, names, widths)
                _aligned(out, ["-" * width for width in widths], widths)
            for cells in texts:
                _aligned(out, cells, widths)
        rows = result.fetchmany(_FETCH)
    if style == "table" and not widths:
        _aligned(out, names, [len(name) for name in names])
    if style == "table":
        out.write(f"({count} {'row' if count == 1 else 'rows'})\n")
    return count


def _aligned(out: TextIO, cells: list[str], widths: list[int]) -> None:
    out.write("  ".join(cell.ljust(width) for cell, width in zip(cells, widths)).rstrip() + "\n")


def _cell(value: Any) -> str:
    """A value in the aligned table, on one line: bytes as UTF-8 text (other bytes escaped, ``\\xff``), the
    rest as :func:`_text`."""
    if isinstance(value, (bytes, bytearray, memoryview)):
        text = bytes(value).decode("utf-8", "backslashreplace")
    else:
        text = _text(value)
    return text.replace("\r", "\\r").replace("\n", "\\n")


def _plain(value: Any) -> Any:
    """A value as JSON holds it: bytes in base64, times in ISO-8601, nested values kept nested."""
    if isinstance(value, (bytes, bytearray, memoryview)):
        return base64.b64encode(bytes(value)).decode("ascii")
    if isinstance(value, (datetime, date, time)):
        return value.isoformat()
    if isinstance(value, timedelta):
        return str(value)
    if isinstance(value, Decimal):
        return int(value) if value == value.to_integral_value() else float(value)
    if isinstance(value, UUID):
        return str(value)
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


def _text(value: Any) -> str:
    """A value as one cell: NULL, true/false, JSON for nested values, bytes in base64, the rest as
    :func:`_plain` gives it."""
    if value is None:
        return "NULL"
    if isinstance(value, bool):
        return "true" if value else "false"
    plain = _plain(value)
    if isinstance(plain, (dict, list)):
        return json.dumps(plain, ensure_ascii=False, separators=(",", ":"), default=str)
    return str(plain)
