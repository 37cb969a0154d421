"""Keys and values written through a schema registry, decoded offline with the registry's own store.

:mod:`.store` rebuilds the schemas from the registry's ``_schemas`` topic (or a directory of schema
files); :mod:`.framing` finds the schema each key and value names; :mod:`.decoders` decodes them;
:mod:`.columns` adds the results as columns to the reader's record batches. docs/registry.md is
the manual.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import TYPE_CHECKING

from .decoders import DecodeError, RegistryDecoder
from .store import RegisteredSchema, SchemaStore

if TYPE_CHECKING:  # pragma: no cover
    import pyarrow

    from ..tables.reader import TableScan
    from .structs import StructReader

__all__ = ["DecodeError", "DecodeStep", "RegisteredSchema", "RegistryDecoder", "SchemaStore", "decode_step"]

Step = Callable[[Iterable["pyarrow.RecordBatch"]], Iterator["pyarrow.RecordBatch"]]
"""What a front door applies to the record batches it reads."""


class DecodeStep:
    """The decode columns' step over record batches: picklable (Spark sends it to its tasks with the
    store it holds); each process makes its decoder, and its per-schema cache, on first use."""

    def __init__(self, store: SchemaStore, fail_fast: bool, subject: str | None = None,
                 indexes: tuple[int, ...] | None = None):
        self.store, self.fail_fast, self.subject, self.indexes = store, fail_fast, subject, indexes
        """``subject``: the lineage of the ``valueStruct`` column (``decodeAs=struct``), else None;
        ``indexes``: its message, for a Protobuf lineage."""
        self._decoder: RegistryDecoder | None = None
        self._structs: StructReader | None = None

    def __call__(self, batches: Iterable[pyarrow.RecordBatch]) -> Iterator[pyarrow.RecordBatch]:
        from .columns import decode_batches
        from .structs import StructReader

        if self._decoder is None:
            self._decoder = RegistryDecoder(self.store)
            self._structs = None if self.subject is None else StructReader(self._decoder, self.subject, self.indexes)
        return decode_batches(batches, self._decoder, self.fail_fast, self._structs)

    def __getstate__(self) -> dict:
        return {"store": self.store, "fail_fast": self.fail_fast, "subject": self.subject, "indexes": self.indexes}

    def __setstate__(self, state: dict) -> None:
        self.__init__(state["store"], state["fail_fast"], state.get("subject"), state.get("indexes"))  # type: ignore[misc]


def decode_step(scan: TableScan) -> tuple[pyarrow.Schema, Step]:
    """The schema of ``scan``'s record batches and the step that makes them (:mod:`.columns`): the
    decode columns added when its ``decode`` option is ``registry`` (the schemas loaded here, once
    for the whole read), the batches as they are otherwise."""
    from ..tables.options import DECODE_AS_STRUCT, DECODE_NONE, FAILFAST
    from ..tables.projection import projected_schema
    from ..tables.schema import arrow_schema
    from .columns import decoded_schema
    from .sources import load_store
    from .structs import StructReader, lineage, message_of

    if scan.options.decode == DECODE_NONE:
        return projected_schema(arrow_schema(), scan.options.columns), iter
    store = load_store(scan.options.schemas, scan.paths, scan.options.backend)
    if scan.options.decode_as != DECODE_AS_STRUCT:
        return decoded_schema(arrow_schema()), DecodeStep(store, scan.options.mode == FAILFAST)
    subject = lineage(scan, store)
    indexes = message_of(scan, store, subject)
    struct = StructReader(RegistryDecoder(store), subject, indexes).type  # no struct form: fails here, once
    return decoded_schema(arrow_schema(), struct), DecodeStep(store, scan.options.mode == FAILFAST, subject, indexes)
