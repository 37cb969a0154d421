"""RecordBatches (magic 2) built in the tests, large ones fast: many tiny records or a few big ones,
compressed with each of Kafka's codecs, and decompression bombs.

The layout is Kafka's ``DefaultRecordBatch``/``DefaultRecord`` (the test inputs for memory and
size; what the records say is checked against Kafka-written fixtures elsewhere). Tiny records
are laid out with numpy, a row per record, so ten million of them take a second to build.
"""
from __future__ import annotations

import gzip
import itertools
import struct
import zlib

import cramjam
import lz4.frame
import numpy as np
import zstandard

from pyspark_udfs.format.compression import SNAPPY_JAVA_MAGIC
from pyspark_udfs.format.crc import crc32c
from tests.support.zigzag import varlong

CODECS = {"none": 0, "gzip": 1, "snappy": 2, "lz4": 3, "zstd": 4}


def tiny_records(count: int) -> bytes:
    """``count`` records with offset deltas 0.., timestamp delta 0, a null key, the value ``x``
    and no headers: 8 to 11 bytes each."""
    parts = []
    bounds = [0, 64, 8192, 1 << 20, 1 << 27]
    for width, (low, high) in enumerate(itertools.pairwise(bounds), start=1):
        high = min(high, count)
        if low >= high:
            break
        deltas = np.arange(low, high, dtype=np.uint64) << np.uint64(1)  # zigzag of a non-negative delta
        rows = np.empty((high - low, 7 + width), dtype=np.uint8)
        rows[:, 0] = (6 + width) << 1  # the length varint: the body's size, zigzag
        rows[:, 1] = 0  # attributes
        rows[:, 2] = 0  # timestamp delta
        for i in range(width):
            byte = (deltas >> np.uint64(7 * i)) & np.uint64(0x7F)
            rows[:, 3 + i] = byte | (np.uint64(0x80) if i < width - 1 else np.uint64(0))
        rows[:, 3 + width:] = [1, 2, ord("x"), 0]  # key null, value of 1 byte "x", no headers
        parts.append(rows.tobytes())
    return b"".join(parts)


def big_record(delta: int, value: bytes) -> bytes:
    return record(delta, None, value)


def record(delta: int, key: bytes | None, value: bytes | None, headers: list[tuple[bytes, bytes | None]] = (),
           *, timestamp_delta: int = 0) -> bytes:
    """One record with offset delta ``delta``, ``key``, ``value`` and ``headers`` (None: null)."""
    def field(data: bytes | None) -> bytes:
        return varlong(-1) if data is None else varlong(len(data)) + data

    body = (b"\x00" + varlong(timestamp_delta) + varlong(delta) + field(key) + field(value)
            + varlong(len(headers)) + b"".join(field(k) + field(v) for k, v in headers))
    return varlong(len(body)) + body


def compress(codec: str, raw: bytes) -> bytes:
    if codec == "none":
        return raw
    if codec == "gzip":
        return gzip.compress(raw, compresslevel=1)
    if codec == "lz4":
        return lz4.frame.compress(raw)
    if codec == "zstd":
        return zstandard.ZstdCompressor(level=1).compress(raw)
    out = bytearray(SNAPPY_JAVA_MAGIC + b"\x00\x00\x00\x01\x00\x00\x00\x01")  # snappy-java framing
    for i in range(0, len(raw), 1 << 15):
        block = bytes(cramjam.snappy.compress_raw(raw[i:i + (1 << 15)]))
        out += len(block).to_bytes(4, "big") + block
    return bytes(out)


def batch(records: bytes, count: int, codec: str = "none", base_offset: int = 0, payload: bytes | None = None) -> bytes:
    """A v2 batch of ``count`` encoded ``records`` (compressed with ``codec``, or ``payload`` as
    its records section when given), CRC-32C computed."""
    body = compress(codec, records) if payload is None else payload
    after_crc = struct.pack(">hiqqqhii", CODECS[codec], count - 1, 1_700_000_000_000, 1_700_000_000_000,
                            -1, -1, -1, count) + body
    head = struct.pack(">qiib", base_offset, 4 + 1 + 4 + len(after_crc), 0, 2)
    return head + struct.pack(">I", crc32c(after_crc)) + after_crc


def v1_message(offset: int, value: bytes, codec: str = "none") -> bytes:
    """A message of magic 1 (Kafka's ``LegacyRecord``) with a null key and ``value``; with a
    ``codec``, a wrapper whose value is ``value`` (an inner message set) compressed."""
    payload = value if codec == "none" else compress(codec, value)
    body = struct.pack(">bbqii", 1, CODECS[codec], 1_700_000_000_000, -1, len(payload)) + payload
    return struct.pack(">qiI", offset, len(body) + 4, zlib.crc32(body)) + body


def gzip_bomb(size: int) -> bytes:
    """A gzip member of ``size`` zero bytes, a few KB per hundred MiB."""
    compressor = zlib.compressobj(9, zlib.DEFLATED, 31)
    zeros = bytes(1 << 20)
    parts = [compressor.compress(zeros) for _ in range(size >> 20)]
    return b"".join(parts) + compressor.flush()


def keyed_record(delta: int, key: bytes, value: bytes) -> bytes:
    """A record with a key and a value, no headers, timestamp delta 0."""
    body = (b"\x00" + varlong(0) + varlong(delta) + varlong(len(key)) + key
            + varlong(len(value)) + value + varlong(0))
    return varlong(len(body)) + body


def write_segment(path, size: int, records_per_batch: int = 1000, value_size: int = 100, seed: int = 1) -> int:
    """A segment of at least ``size`` bytes of uncompressed batches written to ``path`` as it is built (the
    shape of the benchmark's memory segment: ``records_per_batch`` records, keys ``key-<offset>`` of 12
    bytes, random values of ``value_size`` bytes, :func:`keyed_record`'s layout); the number of records."""
    import random

    pool = random.Random(seed).randbytes(1 << 20)
    tail = varlong(value_size)
    heads = []  # each record's bytes before its key's 8 digits: the same in every batch
    for delta in range(records_per_batch):
        record = keyed_record(delta, b"key-00000000", bytes(value_size))
        heads.append(record[:record.index(b"key-") + 4])
    offset = written = 0
    with open(path, "wb") as out:
        while written < size:
            start = offset * 7 % (len(pool) - value_size - records_per_batch)
            records = b"".join([head + b"%08d" % (offset + i) + tail + pool[start + i:start + i + value_size] + b"\x00"
                                for i, head in enumerate(heads)])
            data = batch(records, records_per_batch, base_offset=offset)
            out.write(data)
            written += len(data)
            offset += records_per_batch
    return offset
