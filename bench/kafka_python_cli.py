"""kafka-python doing what ``kafka-ksy verify`` and ``kafka-ksy dump --json`` do, as the peer of
their whole-process measurement: ``python bench/kafka_python_cli.py verify|dump-json FILE...``.

verify     every batch's CRC checked and every record iterated; one line per file, worded as
           ``kafka-ksy verify`` words it
dump-json  the JSON lines ``kafka-ksy dump --json`` prints for v2 batches without control
           records (bench/run.py checks the two outputs are byte for byte the same)
dump-text  the lines ``kafka-ksy dump --print-data-log`` prints for such batches (checked the same way)
"""
from __future__ import annotations

import base64
import json
import sys

from kafka.record import MemoryRecords

CODECS = {0: "none", 1: "gzip", 2: "snappy", 3: "lz4", 4: "zstd"}
TIMESTAMP_TYPES = {0: "CreateTime", 1: "LogAppendTime"}


def batches(path: str):
    """(position, batch) for every batch of the file."""
    with open(path, "rb") as f:
        records = MemoryRecords(f.read())
    position = 0
    for batch in records:
        yield position, batch
        position += batch.size_in_bytes


def verify(path: str) -> None:
    count = records = 0
    for _, batch in batches(path):
        if not batch.validate_crc():
            raise SystemExit(f"{path}: bad CRC")
        count += 1
        for _ in batch:
            records += 1
    print(f"OK {path}: {count} batches, {records} records, 0 problems")


def b64(data):
    return None if data is None else base64.b64encode(data).decode("ascii")


def dump_json(path: str) -> None:
    dumps = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False).encode
    write = sys.stdout.write
    for position, batch in batches(path):
        timestamp_type = TIMESTAMP_TYPES[batch.timestamp_type]
        write(dumps({
            "type": "batch", "file": path, "position": position, "size": batch.size_in_bytes,
            "base_offset": batch.base_offset, "last_offset": batch.last_offset, "magic": batch.magic,
            "crc": batch.crc, "crc_valid": batch.validate_crc(), "compression": CODECS[batch.compression_type],
            "timestamp_type": timestamp_type, "max_timestamp": batch.max_timestamp,
            "partition_leader_epoch": batch.leader_epoch, "producer_id": batch.producer_id,
            "producer_epoch": batch.producer_epoch, "base_sequence": batch.base_sequence,
            "last_sequence": batch.last_sequence, "is_transactional": batch.is_transactional,
            "is_control": batch.is_control_batch, "record_count": batch.records_count, "delete_horizon_ms": None,
        }) + "\n")
        base_sequence = batch.base_sequence
        for r in batch:
            sequence = -1 if base_sequence < 0 else (base_sequence + r.offset - batch.base_offset) & 0x7FFFFFFF
            write(dumps({
                "type": "record", "file": path, "offset": r.offset, "timestamp": r.timestamp,
                "timestamp_type": timestamp_type, "sequence": sequence, "key": b64(r.key), "value": b64(r.value),
                "headers": [[k, b64(v)] for k, v in r.headers], "control": None,
            }) + "\n")


def flag(value: bool) -> str:
    return "true" if value else "false"


def dump_text(path: str) -> None:
    write = sys.stdout.write
    write(f"Dumping {path}\nLog starting offset: {int(path.rsplit('/', 1)[-1].split('.')[0])}\n")
    for position, batch in batches(path):
        timestamp_type = TIMESTAMP_TYPES[batch.timestamp_type]
        write(f"baseOffset: {batch.base_offset} lastOffset: {batch.last_offset} count: {batch.records_count}"
              f" baseSequence: {batch.base_sequence} lastSequence: {batch.last_sequence}"
              f" producerId: {batch.producer_id} producerEpoch: {batch.producer_epoch}"
              f" partitionLeaderEpoch: {batch.leader_epoch} isTransactional: {flag(batch.is_transactional)}"
              f" isControl: {flag(batch.is_control_batch)} deleteHorizonMs: OptionalLong.empty"
              f" position: {position} {timestamp_type}: {batch.max_timestamp} size: {batch.size_in_bytes}"
              f" magic: {batch.magic} compresscodec: {CODECS[batch.compression_type]} crc: {batch.crc}"
              f" isvalid: {flag(batch.validate_crc())}\n")
        base_sequence = batch.base_sequence
        for r in batch:
            sequence = -1 if base_sequence < 0 else (base_sequence + r.offset - batch.base_offset) & 0x7FFFFFFF
            key, value = r.key, r.value
            line = (f"| offset: {r.offset} {timestamp_type}: {r.timestamp}"
                    f" keySize: {-1 if key is None else len(key)} valueSize: {-1 if value is None else len(value)}"
                    f" sequence: {sequence} headerKeys: [{','.join(k for k, _ in r.headers)}]")
            if key is not None:
                line += f" key: {key.decode('utf-8', 'replace')}"
            if value is not None:
                line += f" payload: {value.decode('utf-8', 'replace')}"
            write(line + "\n")


def main() -> None:
    task = {"verify": verify, "dump-json": dump_json, "dump-text": dump_text}[sys.argv[1]]
    for path in sys.argv[2:]:
        task(path)


if __name__ == "__main__":
    main()
