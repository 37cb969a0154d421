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
from typing import TYPE_CHECKING, BinaryIO, Optional, Protocol

if TYPE_CHECKING:  # pragma: no cover
    import pyarrow

SUFFIXES = {"parquet": ".parquet", "arrow": ".arrow", "jsonl": ".jsonl"}
"""Each format and the suffix of its files."""
_JSON_ROWS = 1024
"""Rows turned into Python objects at a time for JSON lines."""


class BatchWriter(Protocol):
    def write(self, batch: "pyarrow.RecordBatch") -> None: ...

    def close(self) -> None:
        """Finish the file (footer); the sink stays open."""


def open_writer(format_name: str, sink: BinaryIO, schema: "pyarrow.Schema") -> BatchWriter:
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

    def write(self, batch: "pyarrow.RecordBatch") -> None:
        self._writer.write_batch(batch)

    def close(self) -> None:
        self._writer.close()


class _JsonLinesWriter:
    def __init__(self, sink: BinaryIO) -> None:
        self._sink = sink
        self._encode = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False).encode

    def write(self, batch: "pyarrow.RecordBatch") -> None:
        import pyarrow as pa

        for start in range(0, batch.num_rows, _JSON_ROWS):
            piece = batch.slice(start, _JSON_ROWS)
            micros = piece.column("timestamp").cast(pa.int64()).to_pylist()
            lines = []
            for row, timestamp in zip(piece.to_pylist(), micros):
                row.update(key=_b64(row["key"]), value=_b64(row["value"]),
                           timestamp=None if timestamp is None else timestamp // 1000)
                if row["headers"] is not None:
                    row["headers"] = [[header["key"], _b64(header["value"])] for header in row["headers"]]
                lines.append(self._encode(row))
            if lines:
                self._sink.write(("\n".join(lines) + "\n").encode("utf-8"))

    def close(self) -> None:
        pass


def _b64(data: Optional[bytes]) -> Optional[str]:
    return None if data is None else b2a_base64(data, newline=False).decode("ascii")
