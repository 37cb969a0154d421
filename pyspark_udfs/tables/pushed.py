"""Comparisons of ``topic``, ``partition``, ``offset`` and ``timestamp`` with constants, as read bounds.

A query engine's filter (Spark's pushed filters, a Polars predicate, a
DuckDB ``WHERE``) is cut into its ``AND``-ed comparisons; those of the four
columns with a constant narrow the plan's :class:`~.splits.Bounds` (the
partitions read, the offset range, the earliest timestamp), so whole
partitions, segments and batches are skipped. A bound only prunes: every
row the filter keeps is read, and the engine still applies the whole filter,
so anything not understood here is left to it.
"""
from __future__ import annotations

from dataclasses import replace
from datetime import datetime
from typing import Any

from .options import epoch_millis
from .splits import Bounds

KINDS = ("EqualTo", "GreaterThan", "GreaterThanOrEqual", "LessThan", "LessThanOrEqual", "In")
"""The comparisons understood, in Spark's names (``pyspark.sql.datasource``'s filters)."""
FLIPPED = {"GreaterThan": "LessThan", "GreaterThanOrEqual": "LessThanOrEqual", "LessThan": "GreaterThan",
           "LessThanOrEqual": "GreaterThanOrEqual", "EqualTo": "EqualTo"}
"""A comparison with its two sides swapped (``5 < offset`` is ``offset > 5``)."""


def narrowed(bounds: Bounds, column: str, kind: str, values: list[Any]) -> Bounds:
    """``bounds`` tightened by ``column <kind> value`` (``In``: any of ``values``), when it prunes."""
    if not values:
        return bounds
    if column == "offset" and all(type(v) is int for v in values):
        low = {"EqualTo": min(values), "GreaterThan": values[0] + 1, "GreaterThanOrEqual": values[0],
               "In": min(values)}.get(kind)
        high = {"EqualTo": values[0] + 1, "LessThan": values[0], "LessThanOrEqual": values[0] + 1,
                "In": max(values) + 1}.get(kind)
        return replace(bounds, offset_low=_pick(max, bounds.offset_low, low),
                       offset_high=_pick(min, bounds.offset_high, high))
    if column == "timestamp" and kind in ("EqualTo", "GreaterThan", "GreaterThanOrEqual", "In") \
            and all(isinstance(v, datetime) for v in values):
        return replace(bounds, timestamp_low=_pick(max, bounds.timestamp_low, min(epoch_millis(v) for v in values)))
    if kind in ("EqualTo", "In") and column == "topic" and all(isinstance(v, str) for v in values):
        topics = frozenset(values) if bounds.topics is None else bounds.topics & frozenset(values)
        return replace(bounds, topics=topics)
    if kind in ("EqualTo", "In") and column == "partition" and all(type(v) is int for v in values):
        numbers = frozenset(values) if bounds.partitions is None else bounds.partitions & frozenset(values)
        return replace(bounds, partitions=numbers)
    return bounds


def _pick(choose, current: int | None, new: int | None) -> int | None:
    if new is None:
        return current
    return new if current is None else choose(current, new)
