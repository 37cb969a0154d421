"""Keys and values written through a schema registry, decoded offline with the registry's own store.

:mod:`.store` rebuilds the schemas from the registry's ``_schemas`` topic (or a directory of schema
files); :mod:`.framing` finds the schema each key and value names; :mod:`.decoders` decodes them;
:mod:`.columns` adds the results as columns to the reader's record batches. docs/registry.md is
the manual.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from .decoders import DecodeError, RegistryDecoder
from .store import RegisteredSchema, SchemaStore

if TYPE_CHECKING:  # pragma: no cover
    import pyarrow

    from ..tables.reader import TableScan

__all__ = ["DecodeError", "RegisteredSchema", "RegistryDecoder", "SchemaStore", "decoding_reader"]


def decoding_reader(scan: "TableScan", batches: Iterable["pyarrow.RecordBatch"]) -> "pyarrow.RecordBatchReader":
    """``batches`` of ``scan`` with the decode columns, the schemas loaded once for the whole read."""
    import pyarrow as pa

    from ..tables.options import FAILFAST
    from ..tables.schema import arrow_schema
    from .columns import decode_batches, decoded_schema
    from .sources import load_store

    store = load_store(scan.options.schemas, scan.paths, scan.options.backend)
    decoder = RegistryDecoder(store)
    return pa.RecordBatchReader.from_batches(decoded_schema(arrow_schema()),
                                             decode_batches(batches, decoder, scan.options.mode == FAILFAST))
