"""Mutations of Kafka-written fixtures, shared by the property tests and the atheris fuzzer."""
from __future__ import annotations

from pyspark_udfs.errors import KafkaLogError
from pyspark_udfs.reading.index import OffsetIndex, TimeIndex
from pyspark_udfs.reading.scan import scan
from pyspark_udfs.reading.segment import LogSegment
from tests.conftest import GOLDEN

SEED_LOGS = sorted(p for p in GOLDEN.glob("*.log"))
SEED_CORPUS = [p.read_bytes() for p in SEED_LOGS]


def mutate(data: bytes, edits: list[tuple[int, int, int]]) -> bytes:
    """Apply (kind, position, value) edits: 0 set a byte, 1 truncate, 2 insert, 3 delete 1-16 bytes."""
    out = bytearray(data)
    for kind, position, value in edits:
        if not out:
            out.append(value & 0xFF)
            continue
        at = position % (len(out) + (kind == 2))
        if kind == 0:
            out[at % len(out)] = value & 0xFF
        elif kind == 1:
            del out[at:]
        elif kind == 2:
            out[at:at] = bytes([value & 0xFF]) * (1 + value % 8)
        else:
            del out[at:at + 1 + value % 16]
    return bytes(out)


def read_everything(data: bytes, *, max_batch_bytes: int = 1 << 20, decompression_limit: int = 1 << 22) -> int:
    """Read a segment completely; only the project's own errors may come out. Returns events seen."""
    seen = 0
    with LogSegment(data, name="fuzz.log", max_batch_bytes=max_batch_bytes,
                    decompression_limit=decompression_limit) as segment:
        for event in scan(segment):
            seen += 1
            if isinstance(event, KafkaLogError):
                assert event.file == "fuzz.log" and event.reason
    return seen


def read_index(data: bytes, targets: list[int]) -> None:
    """Parse bytes as both index kinds, look some targets up and run the sanity checks."""
    for kind in (OffsetIndex, TimeIndex):
        with kind(data, base_offset=1000, name="fuzz" + kind.suffix) as index:
            list(index)
            index.sanity_problems()
            for target in targets:
                index.lookup(target)
