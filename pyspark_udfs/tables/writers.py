"""``kafka-log`` record batches written out as Parquet, Arrow IPC or JSON lines, one batch at a time.

Each writer takes the batches of one output file in order and holds no more
than the batch in hand (Parquet: one row group per batch), so a file of any
size is written in the memory of one batch.

JSON lines: one object per row with the ``kafka-log`` columns; ``key``,
``value`` and header values in base64 (as ``dump --json``), ``timestamp``
in epoch milliseconds, ``headers`` a list of ``[key, value]`` pairs or null.
"""
from __future__ import annotations

import json
from binascii import b2a_base64
from typing import TYPE_CHECKING, BinaryIO, Protocol

if TYPE_CHECKING:  # pragma: no cover
    import pyarrow

SUFFIXES = {"parquet": ".parquet", "arrow": ".arrow", "jsonl": ".jsonl"}
"""Each format and the suffix of its files."""
_JSON_ROWS = 1024
"""Rows turned into text at a time for JSON lines."""


class BatchWriter(Protocol):
    def write(self, batch: pyarrow.RecordBatch) -> None: ...

    def close(self) -> None:
        """Finish the file (footer); the sink stays open."""


def open_writer(format_name: str, sink: BinaryIO, schema: pyarrow.Schema) -> BatchWriter:
    """A writer of ``format_name`` (a key of :data:`SUFFIXES`) into ``sink``."""
    if format_name == "parquet":
        import pyarrow.parquet as pq

        return _ArrowWriter(pq.ParquetWriter(sink, schema))
    if format_name == "arrow":
        import pyarrow as pa

        return _ArrowWriter(pa.ipc.new_file(sink, schema))
    if format_name == "jsonl":
        return _JsonLinesWriter(sink)
    raise ValueError(f"format must be one of {', '.join(SUFFIXES)}, not {format_name!r}")


class _ArrowWriter:
    """pyarrow's Parquet and IPC file writers, one batch at a time."""

    def __init__(self, writer) -> None:
        self._writer = writer

    def write(self, batch: pyarrow.RecordBatch) -> None:
        self._writer.write_batch(batch)

    def close(self) -> None:
        self._writer.close()


class _JsonLinesWriter:
    """Each row as one JSON object, written a column at a time: numbers and booleans cast to text by
    Arrow, strings encoded once per distinct value, bytes in base64; each line put together by one
    ``%`` of a template."""

    def __init__(self, sink: BinaryIO) -> None:
        self._sink = sink
        self._encode = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False).encode
        self._template: str | None = None

    def write(self, batch: pyarrow.RecordBatch) -> None:
        if self._template is None:
            self._template = "{" + ",".join(f"{self._encode(name)}:%s" for name in batch.schema.names) + "}\n"
        for start in range(0, batch.num_rows, _JSON_ROWS):
            piece = batch.slice(start, _JSON_ROWS)
            columns = [self._texts(piece.column(i)) for i in range(piece.num_columns)]
            template = self._template
            self._sink.write("".join([template % row for row in zip(*columns, strict=True)]).encode("utf-8"))

    def _texts(self, column: pyarrow.Array) -> list[str]:
        """The JSON text of each value of a column."""
        import pyarrow as pa
        import pyarrow.compute as pc

        kind = column.type
        if column.null_count == len(column):
            return ["null"] * len(column)
        if pa.types.is_timestamp(kind):
            column = pc.divide(column.cast(pa.int64()), 1000)
            kind = column.type
        if pa.types.is_integer(kind) or pa.types.is_boolean(kind):
            return pc.fill_null(column.cast(pa.string()), "null").to_pylist()
        values = column.to_pylist()
        if pa.types.is_binary(kind):
            return ["null" if v is None else f'"{_b64(v)}"' for v in values]
        if pa.types.is_string(kind):
            known: dict[str | None, str] = {None: "null"}
            return [known[v] if v in known else known.setdefault(v, self._encode(v)) for v in values]
        if pa.types.is_struct(kind):  # decodeAs=struct's valueStruct: written as valueDecoded's JSON rules write it
            from ..registry.render import to_json

            return ["null" if v is None else to_json(v) for v in values]
        return ["null" if v is None else self._encode([[h["key"], _b64(h["value"])] for h in v]) for v in values]

    def close(self) -> None:
        pass


def _b64(data: bytes | None) -> str | None:
    return None if data is None else b2a_base64(data, newline=False).decode("ascii")
