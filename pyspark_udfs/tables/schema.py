"""The row layout every Spark reader of this package produces, defined once in :data:`FIELDS`.

The first eight columns are those of Spark's own Kafka source
(``spark.read.format("kafka")`` with ``includeHeaders=true``), with the same
names, types and meanings, so code written against a live topic runs on
segment files unchanged. The batch's metadata, where the row comes from, and
``_corrupt_record`` follow.

Everything else is derived from :data:`FIELDS`: the column names
(:data:`COLUMNS`), the DDL string, the Arrow schema, Spark's ``StructType``
(by Spark's own Arrow conversion) and the shape of a corrupt row. Rows are
plain tuples in :data:`COLUMNS` order; ``timestamp`` is held in
milliseconds since the epoch until it is converted for Spark.
"""
from __future__ import annotations

import re
from functools import cache
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover
    import pyarrow
    from pyspark.sql.types import StructType

FIELDS: tuple[tuple[str, str], ...] = (
    # Spark's Kafka source.
    ("key", "binary"), ("value", "binary"), ("topic", "string"), ("partition", "int32"),
    ("offset", "int64"), ("timestamp", "timestamp[us, tz=UTC]"), ("timestampType", "int32"),
    ("headers", "list<item: struct<key: string, value: binary>>"),
    # The batch the record came from.
    ("magic", "int32"), ("compression", "string"), ("baseOffset", "int64"), ("producerId", "int64"),
    ("producerEpoch", "int32"), ("sequence", "int32"), ("isTransactional", "bool"), ("isControl", "bool"),
    ("partitionLeaderEpoch", "int32"), ("crcValid", "bool"),
    # Where it came from, and what was wrong.
    ("file", "string"), ("position", "int64"), ("_corrupt_record", "string"),
)
"""Every column in row order, with its Arrow type written as pyarrow prints it; all nullable."""

COLUMNS: tuple[str, ...] = tuple(name for name, _ in FIELDS)
INDEX = {name: i for i, name in enumerate(COLUMNS)}

_SPARK_NAMES = {"int32": "int", "int64": "bigint", "bool": "boolean", "binary": "binary", "string": "string"}
"""Spark SQL's name for each plain Arrow type (the type Spark's Arrow conversion maps it to)."""
_TYPE = re.compile(r"(\w+)(?:\[(.*?)\])?(?:<(.*)>)?$")


def _parse(text: str) -> tuple[str, str, list[tuple[str, str]]]:
    """An Arrow type's text as (kind, parameters, [(child name, child type text)])."""
    match = _TYPE.match(text)
    assert match is not None  # the text of one of the Arrow types in FIELDS
    kind, parameters, inner = match.groups()
    children: list[tuple[str, str]] = []
    depth, start = 0, 0
    for i, char in enumerate(inner + "," if inner else ""):
        depth += (char == "<") - (char == ">")
        if char == "," and depth == 0:
            name, _, child = inner[start:i].partition(":")
            children.append((name.strip(), child.strip()))
            start = i + 1
    return kind, parameters or "", children


def _spark_sql(text: str) -> str:
    kind, _, children = _parse(text)
    if kind == "timestamp":
        return "timestamp"
    if kind == "list":
        return f"array<{_spark_sql(children[0][1])}>"
    if kind == "struct":
        return "struct<" + ",".join(f"{name}:{_spark_sql(child)}" for name, child in children) + ">"
    return _SPARK_NAMES[kind]


def _arrow_type(pa: Any, text: str) -> pyarrow.DataType:
    kind, parameters, children = _parse(text)
    if kind == "timestamp":
        unit, _, zone = parameters.partition(", tz=")
        return pa.timestamp(unit, tz=zone or None)
    if kind == "list":
        return pa.list_(_arrow_type(pa, children[0][1]))
    if kind == "struct":
        return pa.struct([(name, _arrow_type(pa, child)) for name, child in children])
    return pa.type_for_alias(kind)


def ddl(columns: tuple[str, ...] | None = None) -> str:
    """The schema of ``columns`` (``None``: all) as a DDL string, each type as Spark writes it
    (``DataType.simpleString``)."""
    return ", ".join(f"{name} {_spark_sql(text)}" for name, text in FIELDS if columns is None or name in columns)


DDL = ddl()
"""The schema as a DDL string (``spark.read.schema(DDL)``, ``createDataFrame(rdd, DDL)``)."""


@cache
def arrow_schema() -> pyarrow.Schema:
    """The schema in Arrow terms, as a Python data source returns its record batches (built once: every
    record batch asks for it)."""
    import pyarrow as pa

    return pa.schema([(name, _arrow_type(pa, text)) for name, text in FIELDS])


def spark_schema() -> StructType:
    """The Spark ``StructType`` of the rows: Spark's own conversion of :func:`arrow_schema`."""
    from pyspark.sql.pandas.types import from_arrow_schema

    return from_arrow_schema(arrow_schema())


def topic_partition(directory: str) -> tuple[str | None, int | None]:
    """Topic and partition from the name of a partition directory Kafka serves, ``<topic>-<partition>``.

    Topic names may themselves hold ``-`` and ``.``, so the name is split at
    its last ``-``. A name that is not so made (a directory that is not a
    partition, or Kafka's ``…-delete``/``…-future``/``…-stray`` renames) gives
    ``(None, None)``. Only the last path component is looked at; the rule is
    :func:`pyspark_udfs.tables.discovery.partition_name`'s.

    >>> topic_partition("/var/kafka-logs/web.clicks-v2-11")
    ('web.clicks-v2', 11)
    >>> topic_partition("golden")
    (None, None)
    """
    from .discovery import partition_name

    named = partition_name(directory)
    if named is None or named.renamed is not None:
        return None, None
    return named.topic, named.partition
