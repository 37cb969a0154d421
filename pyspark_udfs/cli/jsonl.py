"""The ``dump --json`` schema: one JSON object per line (a public contract, see docs/cli.md)."""
from __future__ import annotations

import json
import re
from binascii import b2a_base64
from collections.abc import Callable
from json.encoder import encode_basestring  # type: ignore[attr-defined]
from typing import Any, Protocol

from ..builds.batch import Batch
from ..errors import (
    ChecksumError,
    CompressionError,
    IndexFileError,
    InputError,
    KafkaLogError,
    OffsetError,
    TruncatedError,
)
from ..format.model import ControlInfo, Record
from ..reading.index import OffsetPosition, TimestampOffset
from ..reading.transaction_index import AbortedTxn


def batch_object(batch: Batch, base_offset: int) -> dict[str, Any]:
    """A batch; ``base_offset`` is its first offset (see :class:`offset_order.BatchStart`)."""
    return {
        "type": "batch",
        "file": batch.file,
        "position": batch.position,
        "size": batch.size,
        "base_offset": base_offset,
        "last_offset": batch.last_offset,
        "magic": batch.magic,
        "crc": batch.crc,
        "crc_valid": batch.crc_valid,
        "compression": batch.compression,
        "timestamp_type": batch.timestamp_type,
        "max_timestamp": batch.max_timestamp,
        "partition_leader_epoch": batch.partition_leader_epoch,
        "producer_id": batch.producer_id,
        "producer_epoch": batch.producer_epoch,
        "base_sequence": batch.base_sequence,
        "last_sequence": batch.last_sequence,
        "is_transactional": batch.is_transactional,
        "is_control": batch.is_control,
        "record_count": batch.record_count,
        "delete_horizon_ms": batch.delete_horizon_ms,
    }


def record_json(record: Record, file_json: str) -> str:
    """A record as its JSON line; ``file_json`` is the file's name as a JSON string (encoded once
    per file). Written out rather than built as a dict and encoded, since it is the line printed
    per record; the same text as ``dumps`` of the object (tests/reader/test_golden.py reads it back)."""
    key, value, headers, control = record.key, record.value, record.headers, record.control
    return (f'{{"type":"record","file":{file_json},"offset":{record.offset},"timestamp":{record.timestamp},'
            f'"timestamp_type":"{record.timestamp_type}","sequence":{record.sequence},'
            f'"key":{_b64_json(key)},"value":{_b64_json(value)},'
            f'"headers":{_headers_json(headers) if headers else "[]"},'
            f'"control":{_control_json(control) if control is not None else "null"}}}')


class LineWriter(Protocol):
    """What writes a run's lines at once: the extension (``native/lines.cpp``)."""

    def json_lines(self, records: list[Record], file_json: str, /) -> list[str] | None: ...


def write_records_json(write: Callable[[str], object], records: list[Record], file_json: str,
                       native: LineWriter | None) -> None:
    """Write the JSON lines of a v2 batch's run of records: with ``native`` (the native build's module) in
    pieces the extension writes (the text of :func:`record_json`, tests/native/test_json_lines.py),
    else, or where it declines (a control record, a key or value over 1 MiB, a name JSON escapes), one by one."""
    pieces = None if native is None else native.json_lines(records, file_json)
    if pieces is not None:
        for piece in pieces:
            write(piece)
        return
    for record in records:
        write_record_json(write, record, file_json)


_STREAMED = 1 << 20
"""Keys and values above this size are written out in pieces (:func:`write_record_json`)."""
_PIECE = 3 << 18
"""Bytes encoded at a time (a multiple of 3: the base64 of the pieces joins into the whole's)."""


def write_record_json(write: Callable[[str], object], record: Record, file_json: str) -> None:
    """Write a record's JSON line (and its newline) with ``write``: the text of
    :func:`record_json`, with a key or value of more than 1 MiB encoded and written in pieces
    rather than held as one string of 4/3 of its size, several times over, on its way out."""
    key, value = record.key, record.value
    if (key is None or len(key) <= _STREAMED) and (value is None or len(value) <= _STREAMED):
        write(record_json(record, file_json) + "\n")
        return
    headers, control = record.headers, record.control
    write(f'{{"type":"record","file":{file_json},"offset":{record.offset},"timestamp":{record.timestamp},'
          f'"timestamp_type":"{record.timestamp_type}","sequence":{record.sequence},"key":')
    _write_b64_json(write, key)
    write(',"value":')
    _write_b64_json(write, value)
    write(f',"headers":{_headers_json(headers) if headers else "[]"},'
          f'"control":{_control_json(control) if control is not None else "null"}}}\n')


def _write_b64_json(write: Callable[[str], object], data: bytes | None) -> None:
    if data is None:
        write("null")
        return
    write('"')
    view = memoryview(data)
    for start in range(0, len(view), _PIECE):
        write(b2a_base64(view[start:start + _PIECE], newline=False).decode("ascii"))
    write('"')


def _b64_json(data: bytes | None) -> str:
    return "null" if data is None else f'"{b2a_base64(data, newline=False).decode("ascii")}"'


def _headers_json(headers: list[tuple[str, bytes | None]]) -> str:
    """``dumps`` of the headers as lists, written out: the encoder's ``encode`` sets up a new C encoder
    for every call, which cost more than the rest of the line."""
    text = "[" + ",".join(f"[{encode_basestring(k)},{_b64_json(v)}]" for k, v in headers) + "]"
    return text if text.isascii() else _SURROGATE.sub(_escaped, text)


def _control_json(control: ControlInfo) -> str:
    return dumps({"type": control.type, "coordinator_epoch": control.coordinator_epoch})


def error_kind(error: KafkaLogError) -> str:
    """A short word for the kind of problem: checksum, compression, truncated, index, offsets, read, corrupt."""
    for cls, kind in ((ChecksumError, "checksum"), (CompressionError, "compression"),
                      (TruncatedError, "truncated"), (IndexFileError, "index"), (OffsetError, "offsets"),
                      (InputError, "read")):
        if isinstance(error, cls):
            return kind
    return "corrupt"


def error_object(error: KafkaLogError) -> dict[str, Any]:
    return {
        "type": "error",
        "file": error.file,
        "position": error.position,
        "kind": error_kind(error),
        "reason": error.reason,
    }


def index_entry_object(entry: OffsetPosition, file: str) -> dict[str, Any]:
    return {"type": "index_entry", "file": file, "offset": entry.offset, "position": entry.position}


def time_index_entry_object(entry: TimestampOffset, file: str) -> dict[str, Any]:
    return {"type": "time_index_entry", "file": file, "timestamp": entry.timestamp, "offset": entry.offset}


def aborted_txn_object(txn: AbortedTxn, file: str) -> dict[str, Any]:
    return {"type": "aborted_txn", "file": file, "producer_id": txn.producer_id, "first_offset": txn.first_offset,
            "last_offset": txn.last_offset, "last_stable_offset": txn.last_stable_offset}


_encode = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False).encode
"""One encoder for every line: json.dumps with options would build a new one each call."""
_SURROGATE = re.compile("[\ud800-\udfff]")


def dumps(obj: Any) -> str:
    """One object as one compact JSON line. A file name that is not UTF-8 holds, for each such byte, the
    surrogate Python decodes it to (``\\udcff`` for 0xff); it is written as that escape (what ``json.loads`` and
    ``os.fsencode`` turn back into the name), never as a lone surrogate no UTF-8 stream can carry."""
    text = _encode(obj)
    return text if text.isascii() else _SURROGATE.sub(_escaped, text)


def _escaped(surrogate: re.Match) -> str:
    return f"\\u{ord(surrogate.group()):04x}"
