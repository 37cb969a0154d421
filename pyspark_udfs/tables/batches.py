"""A split's rows as Arrow record batches, by the build the backend chose.

The C++ build fills the columns itself (:mod:`.columns`); the Python build's rows become record
batches in :mod:`.arrow`. Both cut the batches by the one rule :mod:`.arrow` states.
"""
from __future__ import annotations

from collections.abc import Iterator
from functools import partial
from typing import TYPE_CHECKING, cast

from ..builds import backend
from .arrow import to_record_batches
from .projection import blank, select
from .rows import read_split, records_rows

if TYPE_CHECKING:  # pragma: no cover
    import pyarrow

    from ..builds.backend import NativeBackend


def record_batches(split, options, stats=None, source=None) -> Iterator[pyarrow.RecordBatch]:
    """The rows of ``split`` as Arrow record batches of the ``columns`` asked (:mod:`.projection`):
    built natively
    (:mod:`pyspark_udfs.tables.columns`) when the backend is the C++ build, else from row tuples
    (:func:`~.arrow.to_record_batches`).
    ``source`` holds the file's bytes when they are in memory already."""
    columns = options.columns
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
