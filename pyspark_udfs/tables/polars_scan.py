"""``scan_kafka_log``: Kafka segments as a Polars ``LazyFrame`` whose scan takes the query's pushdowns.

A Polars IO source (``polars.io.plugins.register_io_source``): Polars hands
it the columns the query uses (``with_columns``), its filter
(``predicate``), a row limit (``n_rows``) and a batch size. The columns
become the ``columns`` option (:mod:`.projection`: a count or the offsets
come from batch headers), the filter's comparisons of ``topic``,
``partition``, ``offset`` and ``timestamp`` with constants narrow the plan
(:mod:`.pushed`), the batch size becomes ``maxRecordsPerBatch``, and the
scan stops after ``n_rows`` rows. The source applies the whole filter to
what it reads, as Polars asks of it.
"""
from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from dataclasses import replace
from datetime import datetime, timedelta, timezone
from typing import TYPE_CHECKING, Any

from .pushed import FLIPPED, narrowed
from .reader import Paths, TableScan, scan_batches
from .splits import Bounds
from .stats import ReadStats

if TYPE_CHECKING:  # pragma: no cover
    import polars

_KINDS = {"Eq": "EqualTo", "Gt": "GreaterThan", "GtEq": "GreaterThanOrEqual", "Lt": "LessThan",
          "LtEq": "LessThanOrEqual"}
"""Polars' comparison operators (``BinaryExpr``'s ``op``) in :mod:`.pushed`'s words."""
_EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)
_PER_SECOND = {"Milliseconds": 1_000, "Microseconds": 1_000_000, "Nanoseconds": 1_000_000_000}


def scan_kafka_log(paths: Paths, stats: ReadStats | None = None, **options: Any) -> polars.LazyFrame:
    """The records of ``paths`` as a ``polars.LazyFrame`` with the ``kafka-log`` columns.

    ``paths`` and ``options`` are :func:`~pyspark_udfs.tables.reader.read_arrow`'s; planning happens when
    the frame is collected (a bad option or path raises here, though). ``stats`` counts the work of
    every collect.
    """
    import polars as pl
    from polars.io.plugins import register_io_source

    from ..registry import decode_step

    scan = TableScan.of_keywords(paths, options, decoding=True)
    full = decode_step(scan)[0]
    empty = pl.from_arrow(full.empty_table())
    assert isinstance(empty, pl.DataFrame)  # from a table
    schema = empty.schema

    def source(with_columns: list[str] | None, predicate: polars.Expr | None, n_rows: int | None,
               batch_size: int | None) -> Iterator[polars.DataFrame]:
        needed = set(full.names if with_columns is None else with_columns)
        if predicate is not None:
            needed |= set(predicate.meta.root_names())
        read = copy.copy(scan.projected(tuple(name for name in full.names if name in needed) or ("partition",)))
        sizes = [size for size in (batch_size, n_rows) if size]  # a limit is met without a larger batch's rows
        if sizes:
            read.options = replace(read.options, max_records_per_batch=min(sizes))
        left = n_rows
        for batch in scan_batches(read, bounds_of(predicate), stats)[1]:
            frame = pl.from_arrow(batch)
            assert isinstance(frame, pl.DataFrame)  # from a record batch
            if predicate is not None:
                frame = frame.filter(predicate)
            if with_columns is not None:
                frame = frame.select(with_columns)
            if left is not None:
                frame = frame.head(left)
                left -= frame.height
            yield frame
            if left == 0:
                return

    return register_io_source(source, schema=schema, explain_name="kafka-log")


def bounds_of(predicate: polars.Expr | None) -> Bounds:
    """The read bounds of ``predicate``'s ``AND``-ed comparisons of a column with a literal, read from Polars'
    JSON form of the expression; what is not understood there bounds nothing."""
    bounds = Bounds()
    if predicate is None:
        return bounds
    try:
        tree = json.loads(predicate.meta.serialize(format="json"))
    except Exception:  # an expression Polars cannot serialize: the filter is applied all the same
        return bounds
    pending = [tree]
    while pending:
        item = pending.pop()
        node = item.get("BinaryExpr") if isinstance(item, dict) else None
        if not isinstance(node, dict):
            continue
        if node.get("op") == "And":
            pending += [node.get("left"), node.get("right")]
            continue
        kind, left, right = _KINDS.get(node.get("op", "")), node.get("left"), node.get("right")
        column, value = _column(left), _literal(right)
        if column is None:
            column, value, kind = _column(right), _literal(left), FLIPPED.get(kind or "")
        if kind is not None and column is not None and value is not None:
            bounds = narrowed(bounds, column, kind, [value])
    return bounds


def _column(node: Any) -> str | None:
    return node.get("Column") if isinstance(node, dict) and isinstance(node.get("Column"), str) else None


def _literal(node: Any) -> Any:
    """An int, a str or an aware datetime from a ``Literal`` node, else None."""
    literal = node.get("Literal") if isinstance(node, dict) else None
    if not isinstance(literal, dict):
        return None
    inner = literal.get("Dyn") or literal.get("Scalar")
    if not isinstance(inner, dict) or len(inner) != 1:
        return None
    [(kind, value)] = inner.items()
    if kind in ("Int", "Int64", "Int32", "Int16", "Int8", "UInt32", "UInt16", "UInt8") and type(value) is int:
        return value
    if kind == "String" and isinstance(value, str):
        return value
    if kind == "Datetime" and isinstance(value, list) and len(value) == 3 and value[1] in _PER_SECOND:
        ticks, unit, zone = value
        if zone is not None and zone != {"inner": "UTC"}:
            return None  # the instant is the same, but the literal's zone is not read here
        micros = ticks * 1_000_000 // _PER_SECOND[unit]
        return _EPOCH + timedelta(microseconds=micros)
    return None
