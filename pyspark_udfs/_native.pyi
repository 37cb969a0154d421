"""Kaitai's C++ build of ksy/ behind pyspark_udfs.builds.backend (sources: pyspark_udfs/native/).

Every name the extension exports, typed. ``tests/native/test_contract.py`` runs mypy's
stubtest on this file against the built module, so a name added to or removed from
``module.cpp`` or ``arrow.cpp`` without this file fails there.
"""
import builtins
from collections.abc import Callable, Sequence
from typing import final

from _typeshed import ReadableBuffer

from .builds.contract import (
    ChunkLimits,
    LegacyAdded,
    LegacyHeader,
    LegacyResume,
    LegacyWrapper,
    PendingStep,
    Prefix,
    RecordsContext,
    V2Added,
    V2Header,
    V2Records,
    V2Resume,
    WalkConfig,
    WalkStep,
)
from .builds.default_batch import DefaultBatch
from .builds.legacy_batch import LegacyBatch
from .format.model import ControlInfo, Record

FIELDS: dict[str, tuple[str, ...]]
"""The field names of every tuple and slotted class the module builds or reads, in its order,
under the name of the Python class that holds them (``pyspark_udfs.builds.contract``, ``model``, the batches)."""

CODES: dict[str, dict[str, int]]
"""``native/rules.h``'s problem codes by name, under their enum's name (``pyspark_udfs.builds.contract``'s
``RecordsError`` and ``InnerError``)."""

LAYOUT: dict[str, int]
"""``native/layout.h``'s numbers by name (``pyspark_udfs.format.layout``'s)."""

NATIVE_CODECS: tuple[int, ...]
"""Kafka's numbers of the codecs :func:`decompress` takes (``native/codecs.h``): those whose library
was found when the extension was built."""

class ParseError(ValueError):
    """A generated parser's failure, worded already (``pyspark_udfs.format.parser_errors.describe``)."""

    described: bool

_RecordsProblemArgs = tuple[int, int, int, int, str]
"""``(code, index, declared, taken, message)``: ``pyspark_udfs.builds.contract.RecordsProblem``'s arguments."""
_InnerProblemFields = tuple[int, int, int, int, int, str]
"""``(code, index, position, declared, taken, message)``: ``pyspark_udfs.builds.contract.InnerProblem``'s fields."""
_ControlFields = Callable[[bytes | None, bytes | None, int | None, int | None],
                         tuple[bytes | None, bytes | None, ControlInfo]]

def crc32c(data: ReadableBuffer, /) -> int: ...
def pool_state() -> tuple[int, int, int]: ...
def crc32(data: ReadableBuffer, /) -> int: ...
def decompress(codec: int, data: ReadableBuffer, magic: int, limit: int, /) -> bytes | None: ...
def configure_codecs(ratio: int, least: int, most: int, lz4_least: int, /) -> None: ...
def entry_prefix(entry: ReadableBuffer, /) -> Prefix: ...
def v2_header(entry: ReadableBuffer, /) -> V2Header: ...
def legacy_message(entry: ReadableBuffer, /) -> LegacyHeader: ...
def walk(window: ReadableBuffer, available: int, limit: int, max_size: int, file: str, position: int,
         decompression_limit: int, backend: object, most: int = -1, /) -> list[DefaultBatch | LegacyBatch]: ...
def next_batch(window: ReadableBuffer, begin: int, end: int, available: int, max_size: int, /) -> tuple[int, bool]: ...
def legacy_inner(data: ReadableBuffer, start: int, limit: int, first_index: int, views_from: int = 0, /
                 ) -> tuple[list[tuple[int, LegacyHeader, bool]], int, _InnerProblemFields | None]: ...
def add_base(records: list[Record], base: int, end: int, /) -> int: ...
def legacy_records(data: ReadableBuffer, start: int, limit: int, first_index: int, views_from: int,
                   log_append_time: bool, wrapper_timestamp: int, types: tuple[str, str], /
                   ) -> tuple[list[Record], int, _InnerProblemFields | None, int | None, int]: ...
def configure(record: type[Record], prefix: type[Prefix], v2_header: type[V2Header],
              legacy_header: type[LegacyHeader], views_from: int, arrow_tuples: dict[str, type[tuple[object, ...]]], /
              ) -> None: ...
def configure_batches(default_batch: type[DefaultBatch], legacy_batch: type[LegacyBatch], /) -> None: ...
def v2_records(data: ReadableBuffer, start: int, count: int, context: RecordsContext, timestamp_type: str,
               control_fields: _ControlFields, held: int, held_bytes: int, views_from: int = 0, /
               ) -> tuple[list[Record], _RecordsProblemArgs | None, int]: ...
_FixedBuffers = tuple[int, bytes, bytes]
"""``(null_count, validity, values)``: a fixed-size or bool column's buffers."""
_BinaryBuffers = tuple[int, bytes, bytes, bytes | bytearray | memoryview]
"""``(null_count, validity, offsets, data)``: a binary or string column's buffers."""
_HeaderBuffers = tuple[int, bytes, bytes, _BinaryBuffers, _BinaryBuffers]
"""``(null_count, validity, list offsets, key buffers, value buffers)``: the headers column's."""
_ColumnBuffers = _FixedBuffers | _BinaryBuffers | _HeaderBuffers

def json_lines(records: list[Record], file_json: str, /) -> list[str] | None: ...
def text_lines(records: list[Record], timestamp_type: str, print_data: bool, /) -> list[str] | None: ...

def arrow_c_array(rows: int, layouts: str, columns: Sequence[_ColumnBuffers], /) -> tuple[object, int]: ...

@final
class ArrowBuilder:
    """Per-record columns of the kafka-log schema as Arrow buffers (``native/arrow.cpp``)."""

    @property
    def rows(self) -> int: ...
    @property
    def bytes(self) -> int: ...
    @property
    def alone(self) -> bool: ...
    @property
    def pending(self) -> bool: ...
    fill: int
    """Which of key (1), value (2) and headers (4) the builder fills; the others are null."""
    def add_walk(self, window: ReadableBuffer, available: int, limit: int, position: int,
                 previous: tuple[int, int] | None, runs: list[tuple[object, ...]], config: WalkConfig, /
                 ) -> WalkStep: ...
    def add_pending(self, runs: list[tuple[object, ...]], config: WalkConfig, /) -> PendingStep: ...
    def add_v2(self, records: V2Records, limits: ChunkLimits, run: int, resume: V2Resume | None, /) -> V2Added: ...
    def add_legacy(self, wrapper: LegacyWrapper, limits: ChunkLimits, run: int, resume: LegacyResume | None, /
                   ) -> LegacyAdded | None: ...
    @staticmethod
    def expand(kinds: str, columns: Sequence[Sequence[object]], run: ReadableBuffer, /) -> list[_ColumnBuffers]: ...
    def add_row(self, key: ReadableBuffer | None, value: ReadableBuffer | None, offset: int | None,
                timestamp_ms: int | None, timestamp_type: int | None,
                headers: list[tuple[str, ReadableBuffer | None]] | None, sequence: int | None,
                crc_valid: bool | None, run: int, /) -> None: ...
    def finish(self) -> tuple[int, dict[str, _ColumnBuffers | builtins.bytes]]:
        """(rows, buffers by column name: ``run`` is bytes, the others :data:`_ColumnBuffers`)."""
