"""``kafka_log_relation``: Kafka segments as a DuckDB relation, its ``WHERE`` pushed into the read.

DuckDB does not hand a Python scan its filters, so the filter is given
here, as SQL: DuckDB parses it (``json_serialize_sql``), and its ``AND``-ed
comparisons of ``topic``, ``partition``, ``offset`` and ``timestamp`` with
constants (``=``, ``<``, ``<=``, ``>``, ``>=``, ``BETWEEN``, ``IN``) narrow
the plan (:mod:`.pushed`); the relation then applies the whole filter. A
constant timestamp is read by the connection itself (``CAST(... AS
TIMESTAMPTZ)``), in its time zone, as the comparison will read it.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from typing import TYPE_CHECKING, Any

from .pushed import FLIPPED, narrowed
from .reader import Paths, TableScan, scan_batches
from .schema import COLUMNS
from .splits import Bounds
from .stats import ReadStats

if TYPE_CHECKING:  # pragma: no cover
    import duckdb
    import pyarrow

_KINDS = {"COMPARE_EQUAL": "EqualTo", "COMPARE_GREATERTHAN": "GreaterThan",
          "COMPARE_GREATERTHANOREQUALTO": "GreaterThanOrEqual", "COMPARE_LESSTHAN": "LessThan",
          "COMPARE_LESSTHANOREQUALTO": "LessThanOrEqual"}
_TIME_TYPES = frozenset({"TIMESTAMP", "TIMESTAMPTZ", "TIMESTAMP WITH TIME ZONE", "DATE", "VARCHAR"})
"""The casts of a constant read as a timestamp (their names go into SQL text: only these)."""
_EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)


@dataclass
class _Stream:
    """The read as a fresh Arrow stream each time DuckDB scans the relation (planned each time)."""

    scan: TableScan
    bounds: Bounds
    stats: ReadStats | None

    def __arrow_c_stream__(self, requested_schema: Any = None) -> Any:
        import pyarrow as pa

        reader: pyarrow.RecordBatchReader = pa.RecordBatchReader.from_batches(
            *scan_batches(self.scan, self.bounds, self.stats))
        return reader.__arrow_c_stream__(requested_schema)


def kafka_log_relation(paths: Paths, where: str | None = None, connection: duckdb.DuckDBPyConnection | None = None,
                       stats: ReadStats | None = None, **options: Any) -> duckdb.DuckDBPyRelation:
    """The records of ``paths`` (``read_arrow``'s paths and ``options``; ``columns`` too) as a relation of
    ``connection`` (default: a new in-memory one in UTC), filtered by the SQL condition ``where`` with its
    comparisons of topic, partition, offset and timestamp pushed into the read (and the columns it names
    read too, when ``columns`` leaves them out). ``stats`` counts the work of
    every scan of the relation."""
    import duckdb

    if connection is None:
        connection = duckdb.connect(":memory:")
        connection.execute("SET TimeZone = 'UTC'")
    scan = TableScan.of_keywords(paths, options, decoding=True)
    if where is None:
        return connection.from_arrow(_Stream(scan, Bounds(), stats))
    asked = scan.options.columns
    named = None if asked is None else named_columns(connection, f"SELECT 1 WHERE {where}")
    read = scan if asked is None else scan.projected(
        None if named is None else tuple(name for name in COLUMNS if name in asked or name in named))
    relation = connection.from_arrow(_Stream(read, bounds_of(connection, where), stats)).filter(where)
    return relation if asked is None else relation.project(", ".join(f'"{name}"' for name in asked))


def bounds_of(connection: duckdb.DuckDBPyConnection, where: str) -> Bounds:
    """The read bounds of the SQL condition ``where``, as DuckDB parses it; what is not understood there
    bounds nothing. A condition DuckDB cannot parse raises DuckDB's error."""
    [row] = connection.execute("SELECT json_serialize_sql(?)", [f"SELECT 1 WHERE {where}"]).fetchall()
    tree = json.loads(row[0])
    if tree.get("error"):
        raise ValueError(f"where: {tree.get('error_message', 'not a condition')}")
    bounds = Bounds()
    pending = [tree["statements"][0]["node"].get("where_clause")]
    while pending:
        node = pending.pop()
        if not isinstance(node, dict):
            continue
        kind = node.get("type")
        if kind == "CONJUNCTION_AND":
            pending += node.get("children", [])
        elif kind in _KINDS:
            left, right, compared = node.get("left"), node.get("right"), _KINDS[kind]
            if _column(left) is None:  # a constant on the left: 5 < offset
                left, right, compared = right, left, FLIPPED[compared]
            bounds = _narrow(connection, bounds, _column(left), compared, [right])
        elif kind == "COMPARE_BETWEEN":
            column = _column(node.get("input"))
            bounds = _narrow(connection, bounds, column, "GreaterThanOrEqual", [node.get("lower")])
            bounds = _narrow(connection, bounds, column, "LessThanOrEqual", [node.get("upper")])
        elif kind == "COMPARE_IN":
            children = node.get("children") or [None]
            bounds = _narrow(connection, bounds, _column(children[0]), "In", children[1:])
    return bounds


def _narrow(connection: duckdb.DuckDBPyConnection, bounds: Bounds, column: str | None, kind: str,
            nodes: list[Any]) -> Bounds:
    values = [_constant(connection, node, column == "timestamp") for node in nodes]
    if column is None or not values or any(value is None for value in values):
        return bounds
    return narrowed(bounds, column, kind, values)


def _column(node: Any) -> str | None:
    """The column a ``COLUMN_REF`` names (its last part: ``l.offset`` is ``offset``)."""
    if isinstance(node, dict) and node.get("class") == "COLUMN_REF" and node.get("column_names"):
        return str(node["column_names"][-1])
    return None


def _constant(connection: duckdb.DuckDBPyConnection, node: Any, as_time: bool) -> Any:
    """An int or str constant, or (``as_time``) a constant or cast constant read as an aware datetime."""
    cast = "VARCHAR"
    if isinstance(node, dict) and node.get("class") == "CAST":
        cast = str(node.get("type_expr", {}).get("type_name", "")).upper()
        node = node.get("child")
    literal = node.get("literal") if isinstance(node, dict) and node.get("class") == "CONSTANT" else None
    if not isinstance(literal, dict) or not isinstance(literal.get("text"), str):
        return None
    kind, text = literal.get("kind"), literal["text"]
    if as_time and kind == "STRING" and cast in _TIME_TYPES:
        import duckdb

        try:
            [(millis,)] = connection.execute(f"SELECT epoch_ms(CAST(CAST(? AS {cast}) AS TIMESTAMPTZ))",
                                             [text]).fetchall()
        except duckdb.Error:  # not a time: the filter says so when it runs
            return None
        return None if millis is None else _EPOCH + timedelta(milliseconds=millis)
    if cast != "VARCHAR":
        return None
    if "INT" in str(kind) and text.lstrip("-").isdigit():
        return int(text)
    return text if kind == "STRING" else None


def named_columns(connection: duckdb.DuckDBPyConnection, query: str) -> tuple[str, ...] | None:
    """The ``log`` columns ``query`` may read, from DuckDB's own parse of it (``json_serialize_sql``): each
    whose name is a word anywhere in the parse (a column reference, ``USING``, an alias, a constant: more
    than it reads, never less), and ``_corrupt_record`` (the damage report reads it); ``None`` (all) for a
    statement DuckDB does not serialize (all but SELECT), a ``*``, ``COLUMNS(...)``, a column by position
    or a ``NATURAL`` join."""
    import json

    import duckdb

    try:
        row = connection.execute("SELECT json_serialize_sql(?)", [query]).fetchone()
    except duckdb.Error:
        return None
    tree = json.loads(row[0]) if row else {"error": True}
    words: set[str] = set()
    pending: list[Any] = [tree]
    while pending:
        node = pending.pop()
        if isinstance(node, dict):
            if node.get("error") is True or node.get("class") in _ALL_COLUMNS or node.get("ref_type") == "NATURAL":
                return None
            pending.extend(node.values())
        elif isinstance(node, list):
            pending.extend(node)
        elif isinstance(node, str):
            words.add(node.lower())
    return tuple(name for name in COLUMNS if name.lower() in words or name == "_corrupt_record")


_ALL_COLUMNS = frozenset({"STAR", "POSITIONAL_REFERENCE"})
"""Expressions of ``json_serialize_sql`` that may read every column: ``*``, ``COLUMNS(...)``, ``#1``."""
