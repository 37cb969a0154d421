"""The ``columns`` option: a read gives the columns asked for, and does no work for the others.

Both builds walk the records as for every column, but leave the key, value
and headers they were not asked for null instead of copying them (the
native builder's ``fill`` mask, :func:`fill_mask`; :func:`blank` for the
rows made in Python), so they are not counted against ``maxBytesPerBatch``
either; the other columns are cheap and are dropped at the end
(:func:`select`). A problem row stays a row whatever is asked: a count
over any columns counts it, and ``_corrupt_record``, when asked, says what
it is.
A count still walks the records: a batch header's record count is not what
the records hold when their offsets or timestamps leave int64, their
payload does not decompress or their count is wrong under a valid CRC, and
the full read reports those.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from .schema import COLUMNS, INDEX

if TYPE_CHECKING:  # pragma: no cover
    import pyarrow

_FILLED = (("key", 1), ("value", 2), ("headers", 4))
"""The columns the builders copy bytes into, and their bit in ``ArrowBuilder.fill``."""
FILL_ALL = 7
_BLANKED = tuple((INDEX[name], name) for name, _ in _FILLED)



def fill_mask(columns: tuple[str, ...] | None) -> int:
    """``ArrowBuilder.fill`` for a read of ``columns`` (``None``: all)."""
    if columns is None:
        return FILL_ALL
    return sum(bit for name, bit in _FILLED if name in columns)


def blank(row: tuple, columns: tuple[str, ...]) -> tuple:
    """``row`` with the key, value and headers not in ``columns`` null, as the native builder leaves them."""
    blanked = list(row)
    for at, name in _BLANKED:
        if name not in columns:
            blanked[at] = None
    return tuple(blanked)



def select(batch: pyarrow.RecordBatch, columns: tuple[str, ...] | None) -> pyarrow.RecordBatch:
    """``batch`` with ``columns`` only; with none, a record batch of no column that keeps its rows (a count)."""
    if columns is None or columns == COLUMNS:
        return batch
    if not columns:
        return empty_columns(batch.num_rows)
    return batch.select(list(columns))


def empty_columns(rows: int) -> pyarrow.RecordBatch:
    """A record batch of ``rows`` rows and no column."""
    import pyarrow as pa

    return pa.RecordBatch.from_struct_array(pa.Array.from_buffers(pa.struct([]), rows, [None], children=[]))


def projected_schema(schema: pyarrow.Schema, columns: tuple[str, ...] | None) -> pyarrow.Schema:
    """``schema`` with ``columns`` only (``None``: all)."""
    import pyarrow as pa

    return schema if columns is None else pa.schema([schema.field(name) for name in columns])
