"""Text output that mirrors ``kafka-dump-log.sh`` (Kafka 3.9 ``DumpLogSegments``) line for line."""
from __future__ import annotations

from .batch import Batch
from .model import Record


def _bool(value: bool) -> str:
    return "true" if value else "false"


def _text(data: bytes) -> str:
    """Kafka's default ``StringDecoder``: UTF-8, malformed bytes replaced."""
    return data.decode("utf-8", errors="replace")


def batch_line(batch: Batch) -> str:
    """The batch line: v2 fields first, or ``offset:`` for v0/v1, then the common tail."""
    if batch.magic >= 2:
        horizon = batch.delete_horizon_ms
        head = (
            f"baseOffset: {batch.base_offset} lastOffset: {batch.last_offset} count: {batch.record_count}"
            f" baseSequence: {batch.base_sequence} lastSequence: {batch.last_sequence}"
            f" producerId: {batch.producer_id} producerEpoch: {batch.producer_epoch}"
            f" partitionLeaderEpoch: {batch.partition_leader_epoch}"
            f" isTransactional: {_bool(batch.is_transactional)} isControl: {_bool(batch.is_control)}"
            f" deleteHorizonMs: {'OptionalLong.empty' if horizon is None else f'OptionalLong[{horizon}]'}"
        )
    else:
        head = f"offset: {batch.last_offset}"
    return (
        f"{head} position: {batch.position} {batch.timestamp_type}: {batch.max_timestamp}"
        f" size: {batch.size} magic: {batch.magic} compresscodec: {batch.compression}"
        f" crc: {batch.crc} isvalid: {_bool(batch.crc_valid)}"
    )


def record_line(record: Record, batch: Batch, print_data: bool) -> str:
    """A ``| offset: …`` line of deep iteration, with key and payload under ``--print-data-log``."""
    line = (
        f"| offset: {record.offset} {batch.timestamp_type}: {record.timestamp}"
        f" keySize: {record.key_size} valueSize: {record.value_size}"
    )
    if batch.magic >= 2:
        keys = ",".join(key for key, _ in record.headers)
        line += f" sequence: {record.sequence} headerKeys: [{keys}]"
    else:
        line += f" isValid: {_bool(bool(record.crc_valid))} crc: {record.crc}}}"
    if record.control is not None:
        control = record.control
        if control.coordinator_epoch is not None:
            line += f" endTxnMarker: {control.type} coordinatorEpoch: {control.coordinator_epoch}"
        else:
            line += f" controlType: {control.type}({control.type_id})"
    if print_data and not batch.is_control:
        if record.key is not None:
            line += f" key: {_text(record.key)}"
        if record.value is not None:
            line += f" payload: {_text(record.value)}"
    return line


def trailing_line(size: int, file_name: str) -> str:
    return f"Found {size} invalid bytes at the end of {file_name}"
