"""Rows to Arrow record batches, the fastest way out of a Python data source.

**Chunks.** Both builds cut a split's rows into record batches by one rule,
so they give the same batches: a row starts a new batch when the current
one has ``maxRecordsPerBatch`` rows or when the row's :func:`row_bytes`
would take it past ``maxBytesPerBatch`` (default 16 MiB,
:data:`~pyspark_udfs.tables.options.DEFAULT_MAX_BYTES_PER_BATCH`). A row
larger than the bound goes alone in its own batch, and so does a row of
:data:`ALONE_BYTES` (1 MiB) or more, which is given out as soon as it is
read: its key and value columns share the Kafka batch's (decompressed)
bytes instead of copying them, so a record of many megabytes is never held
twice, and no later batch is decompressed while it is held. So each binary and
string column stays far below the 2 GiB its 32-bit offsets allow (records
of megabytes, thousands of them in a split, are fine), and the memory a
batch takes is bounded whatever the records' sizes. The native build
applies the rule inside ``_native.ArrowBuilder.add_v2``, record by record,
dividing a Kafka batch between two record batches where the rule says so.

**Memory.** The keys and values of a record batch under construction are
copies, made while the Kafka batch they come from is held (decompressed),
and Spark holds the previous record batch meanwhile: a task holds that
Kafka batch and at most twice ``maxBytesPerBatch`` of copies. The Python
build copies each row's key and value into the columns as the row comes
(:class:`_Columns`), not keeping the rows. So with the default bound a task
reading one Kafka batch of 64 MiB of 100 KiB to 1 MiB records adds some 1.5
(C++ build) to 1.7 times (Python build) the batch, not twice or four times
as with a bound of 64 MiB and the rows kept until converted
(``tests/tables/test_memory.py``).
"""
from __future__ import annotations

import struct
from array import array
from collections.abc import Iterable, Iterator, Sequence
from functools import partial
from typing import TYPE_CHECKING, Any, cast

from ..backend import VIEWS_FROM
from .schema import COLUMNS, INDEX, arrow_schema

if TYPE_CHECKING:  # pragma: no cover
    import pyarrow

    from ..backend import NativeBackend

_TIMESTAMP = INDEX["timestamp"]
_KEY, _VALUE, _HEADERS = INDEX["key"], INDEX["value"], INDEX["headers"]
_REST = 2
"""The columns after key and value (the first two)."""
assert (_KEY, _VALUE) == (0, 1), "_Columns keeps the columns after key and value as they are"
_MS_LOW, _MS_HIGH = -(2**63 // 1000), (2**63 - 1) // 1000
"""Milliseconds whose microseconds fit Spark's int64 timestamp."""
ALONE_BYTES = VIEWS_FROM
"""A row of this many bytes (:func:`row_bytes`) or more goes alone in its record batch (see above)."""
_MAX_BINARY = 2**31 - 1


def timestamp_value(ms: int | None) -> int | None:
    """The ``timestamp`` column's value, in microseconds: null when they do not fit int64, as in
    the native build's columns."""
    return ms * 1000 if ms is not None and _MS_LOW <= ms <= _MS_HIGH else None


def row_bytes(row: tuple) -> int:
    """What a row counts against ``maxBytesPerBatch``: its key, value, and each header's key (UTF-8)
    and value."""
    size = len(row[_KEY] or b"") + len(row[_VALUE] or b"")
    for key, value in row[_HEADERS] or ():
        size += len(key.encode("utf-8")) + len(value or b"")
    return size


def starts_new_chunk(rows: int, size: int, row_size: int, max_rows: int, max_bytes: int) -> bool:
    """Whether a row of ``row_size`` bytes goes to a new batch after ``rows`` rows of ``size`` bytes
    (a batch holding a row of :data:`ALONE_BYTES` or more is given out before the next row)."""
    return rows > 0 and (rows >= max_rows or size + row_size > max_bytes or row_size >= ALONE_BYTES)


def to_record_batches(rows: Iterable[tuple], max_rows: int, max_bytes: int) -> Iterator[pyarrow.RecordBatch]:
    """``rows`` in :data:`COLUMNS` order as record batches cut by the rule above. Each row goes
    into the columns as it comes (:class:`_Columns`), so a batch's keys and values are held once."""
    schema = arrow_schema()
    chunk = _Columns()
    for row in rows:
        row_size = row_bytes(row)
        if starts_new_chunk(chunk.rows, chunk.size, row_size, max_rows, max_bytes):
            yield chunk.record_batch(schema)
            chunk = _Columns()
        if row_size >= ALONE_BYTES:
            yield to_record_batch([row], schema)
        else:
            chunk.add(row, row_size)
    if chunk.rows:
        yield chunk.record_batch(schema)


class _Binary:
    """A binary column filled value by value: the bytes in one buffer that Arrow takes as it is."""

    def __init__(self) -> None:
        self.data = bytearray()
        self.offsets = array("i", [0])  # int32, Arrow's offsets
        self.valid: list[bool] = []

    def append(self, value: bytes | memoryview | None) -> None:
        if value is not None:
            self.data += value
        self.offsets.append(len(self.data))
        self.valid.append(value is not None)

    def array(self, kind: pyarrow.DataType) -> pyarrow.Array:
        import pyarrow as pa

        nulls = len(self.valid) - sum(self.valid)
        validity = pa.array(self.valid, pa.bool_()).buffers()[1] if nulls else None
        return pa.Array.from_buffers(kind, len(self.valid), [validity, pa.py_buffer(self.offsets),
                                                              pa.py_buffer(self.data)], null_count=nulls)


class _Columns:
    """The rows of one record batch as columns: keys and values copied into :class:`_Binary`
    columns as the rows come, the rest of each row (small values) kept until the batch is made."""

    def __init__(self) -> None:
        self.rows = self.size = 0
        self.key, self.value = _Binary(), _Binary()
        self.rests: list[tuple] = []

    def add(self, row: tuple, row_size: int) -> None:
        self.key.append(row[_KEY])
        self.value.append(row[_VALUE])
        self.rests.append(row[_REST:])
        self.rows += 1
        self.size += row_size

    def record_batch(self, schema: pyarrow.Schema) -> pyarrow.RecordBatch:
        import pyarrow as pa

        arrays = [self.key.array(schema.field(_KEY).type), self.value.array(schema.field(_VALUE).type)]
        arrays += [_values_array(i, column, schema.field(i).type)
                   for i, column in enumerate(zip(*self.rests), start=_REST)]
        return pa.RecordBatch.from_arrays(arrays, schema=schema)


def _values_array(i: int, column: Sequence[Any], kind: pyarrow.DataType) -> pyarrow.Array:
    """Column ``i``'s row values as an array of ``kind`` (the timestamp column's milliseconds as
    Spark's microsecond timestamps)."""
    import pyarrow as pa

    if i == _TIMESTAMP:
        column = [timestamp_value(ms) for ms in column]
    return pa.array(column, type=kind)


def to_record_batch(rows: list[tuple], schema: pyarrow.Schema | None = None) -> pyarrow.RecordBatch:
    """``rows`` as one record batch; the key and value of a row alone share its bytes."""
    import pyarrow as pa

    schema = schema or arrow_schema()
    columns = list(zip(*rows)) if rows else [()] * len(COLUMNS)
    arrays = []
    for i, (name, column) in enumerate(zip(COLUMNS, columns)):
        kind = schema.field(name).type
        shared = _shared_binary(kind, column[0]) if len(rows) == 1 and i in (_KEY, _VALUE) else None
        arrays.append(shared if shared is not None else _values_array(i, column, kind))
    return pa.RecordBatch.from_arrays(arrays, schema=schema)


def _shared_binary(kind: pyarrow.DataType, data) -> pyarrow.Array | None:
    """A binary column of the one value ``data`` over its own bytes (none copied), or None
    when it is null or too large for 32-bit offsets."""
    import pyarrow as pa

    if data is None or len(data) > _MAX_BINARY:
        return None
    offsets = pa.py_buffer(struct.pack("<ii", 0, len(data)))
    return pa.Array.from_buffers(kind, 1, [None, offsets, pa.py_buffer(data)])


def record_batches(split, options, stats=None, source=None) -> Iterator[pyarrow.RecordBatch]:
    """The rows of ``split`` as Arrow record batches of the ``columns`` asked
    (:mod:`pyspark_udfs.tables.projection`): built natively
    (:mod:`pyspark_udfs.tables.columns`) when the backend is the C++ build, else from row tuples
    (:func:`to_record_batches`).
    ``source`` holds the file's bytes when they are in memory already."""
    from .. import backend
    from .projection import blank, from_headers, select
    from .rows import read_split, records_rows

    columns = options.columns
    if from_headers(columns) and source is None:
        from .headers import header_batches

        counted = header_batches(split, options, stats)
        if counted is not None:
            yield from counted
            return
    chosen = backend.select(options.backend)
    if chosen.name == "native":
        from .columns import read_split_arrow

        built = read_split_arrow(split, options, stats, cast("NativeBackend", chosen).module, source)
    else:
        rows = read_split(split, options, stats, source, decode=partial(records_rows, views=True))
        if columns is not None:
            rows = (blank(row, columns) for row in rows)
        built = to_record_batches(rows, options.max_records_per_batch, options.max_bytes_per_batch)
    for batch in built:
        yield select(batch, columns)
