"""The ``dump --json`` schema: one JSON object per line (a public contract, see README)."""
from __future__ import annotations

import base64
import json
from typing import Any, Optional

from .batch import Batch
from .errors import ChecksumError, CompressionError, IndexFileError, KafkaLogError, OffsetError, TruncatedError
from .index import AbortedTxn, OffsetPosition, TimestampOffset
from .model import Record


def _b64(data: Optional[bytes]) -> Optional[str]:
    return None if data is None else base64.b64encode(data).decode("ascii")


def batch_object(batch: Batch, base_offset: int) -> dict[str, Any]:
    """A batch; ``base_offset`` is its first offset (see :class:`offset_checks.BatchStart`)."""
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


def record_object(record: Record, file: str) -> dict[str, Any]:
    control = record.control
    return {
        "type": "record",
        "file": file,
        "offset": record.offset,
        "timestamp": record.timestamp,
        "timestamp_type": record.timestamp_type,
        "sequence": record.sequence,
        "key": _b64(record.key),
        "value": _b64(record.value),
        "headers": [[key, _b64(value)] for key, value in record.headers],
        "control": None if control is None else {
            "type": control.type,
            "coordinator_epoch": control.coordinator_epoch,
        },
    }


def error_kind(error: KafkaLogError) -> str:
    """A short word for the kind of problem: checksum, compression, truncated, index, offsets, corrupt."""
    for cls, kind in ((ChecksumError, "checksum"), (CompressionError, "compression"),
                      (TruncatedError, "truncated"), (IndexFileError, "index"), (OffsetError, "offsets")):
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


def dumps(obj: dict[str, Any]) -> str:
    return json.dumps(obj, separators=(",", ":"), ensure_ascii=False)
