"""Rows to Arrow record batches, the fastest way out of a Python data source."""
from __future__ import annotations

from itertools import islice
from typing import TYPE_CHECKING, Iterable, Iterator

from .schema import COLUMNS, INDEX, arrow_schema

if TYPE_CHECKING:  # pragma: no cover
    import pyarrow

_TIMESTAMP = INDEX["timestamp"]
_MS_LOW, _MS_HIGH = -(2**63 // 1000), (2**63 - 1) // 1000
"""Milliseconds whose microseconds fit Spark's int64 timestamp; outside, the column is null (as the native build's)."""


def to_record_batches(rows: Iterable[tuple], chunk_rows: int) -> Iterator["pyarrow.RecordBatch"]:
    """``rows`` in :data:`COLUMNS` order as record batches of at most ``chunk_rows`` rows each."""
    schema = arrow_schema()
    iterator = iter(rows)
    while True:
        chunk = list(islice(iterator, chunk_rows))
        if not chunk:
            return
        yield to_record_batch(chunk, schema)


def to_record_batch(rows: list[tuple], schema: "pyarrow.Schema | None" = None) -> "pyarrow.RecordBatch":
    import pyarrow as pa

    schema = schema or arrow_schema()
    columns = list(zip(*rows)) if rows else [()] * len(COLUMNS)
    arrays = []
    for i, (name, column) in enumerate(zip(COLUMNS, columns)):
        if i == _TIMESTAMP:
            column = [ms * 1000 if ms is not None and _MS_LOW <= ms <= _MS_HIGH else None for ms in column]
        arrays.append(pa.array(column, type=schema.field(name).type))
    return pa.RecordBatch.from_arrays(arrays, schema=schema)


def record_batches(split, options, stats=None, source=None) -> Iterator["pyarrow.RecordBatch"]:
    """The rows of ``split`` as Arrow record batches: built natively
    (:mod:`pyspark_udfs.spark.columns`) when the backend is the C++ build, else from row tuples.
    ``source`` holds the file's bytes when they are in memory already."""
    from .. import backend
    from .rows import read_split

    chosen = backend.select(options.backend)
    if chosen.name == "native":
        from .columns import read_split_arrow

        yield from read_split_arrow(split, options, stats, options.max_records_per_batch, chosen.module, source)
    else:
        yield from to_record_batches(read_split(split, options, stats, source), options.max_records_per_batch)
