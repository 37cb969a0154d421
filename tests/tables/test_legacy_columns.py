"""Legacy (v0/v1) wrappers through the native Arrow builder (``ArrowBuilder.add_legacy``) give the columns
the Python build gives, clean or damaged, and only clean wrappers take the native path.

The golden v0/v1 fixtures (written by Kafka) are compared in ``test_columns.py``; here are the edges
Kafka does not write: LogAppendTime, magic 0 inner messages, a wrapper offset of 0 or below the last
inner offset, bad inner CRCs, compressed or cut inner messages, offset bounds and record batch cuts
inside a wrapper.
"""
from __future__ import annotations

import struct
import zlib

import pyarrow as pa
import pytest

from pyspark_udfs.builds import backend
from pyspark_udfs.spark.datasource import KafkaLogReader
from pyspark_udfs.tables import columns
from tests.support.batches import CODECS, compress

pytestmark = pytest.mark.skipif(backend.native_backend() is None, reason="pyspark_udfs._native is not built")


def message(magic: int, offset: int, key: bytes | None, value: bytes | None, timestamp: int = 1_700_000_000_000,
            attributes: int = 0, bad_crc: bool = False) -> bytes:
    """A legacy message (Kafka's ``LegacyRecord``): offset, size, CRC-32 of the rest, then magic,
    attributes, the timestamp (magic 1), key and value (length -1: null)."""
    body = struct.pack(">bb", magic, attributes) + (struct.pack(">q", timestamp) if magic == 1 else b"")
    for field in (key, value):
        body += struct.pack(">i", -1) if field is None else struct.pack(">i", len(field)) + field
    crc = zlib.crc32(body) ^ (1 if bad_crc else 0)
    return struct.pack(">qiI", offset, len(body) + 4, crc) + body


def wrapper(magic: int, offset: int, inner: bytes, codec: str = "gzip", log_append_time: bool = False) -> bytes:
    attributes = CODECS[codec] | (0x08 if log_append_time else 0)
    return message(magic, offset, None, compress(codec, inner), timestamp=1_800_000_000_000, attributes=attributes)


def inner_set(magic: int, offsets, changes: dict | None = None) -> bytes:
    """Inner messages at ``offsets``, some keys and values null or empty; ``changes`` by offset: message()'s
    keyword arguments."""
    changes = changes or {}
    return b"".join(message(magic, o, b"k%d" % o if o % 3 else None, b"value-%d" % o * (o % 4), timestamp=1000 + o,
                            **changes.get(o, {})) for o in offsets)


CLEAN = {
    "v1": wrapper(1, 9, inner_set(1, range(10))),
    "v1-base-100": wrapper(1, 109, inner_set(1, range(10))),
    "v1-log-append-time": wrapper(1, 9, inner_set(1, range(10)), log_append_time=True),
    "v1-lz4-wrapper-offset-0": wrapper(1, 0, inner_set(1, range(5)), codec="lz4"),
    "v0": wrapper(0, 54, inner_set(0, range(50, 55)), codec="snappy"),
    "v1-with-v0-inner": wrapper(1, 7, inner_set(0, range(8))),
    "two-wrappers": wrapper(1, 4, inner_set(1, range(5))) + wrapper(1, 9, inner_set(1, range(5))),
}
DAMAGED = {
    "inner-crc": wrapper(1, 9, inner_set(1, range(10), {4: {"bad_crc": True}})),
    "wrapper-below-last-inner": wrapper(1, 3, inner_set(1, range(10))),
    "inner-compressed": wrapper(1, 9, inner_set(1, range(10), {6: {"attributes": 1}})),
    "inner-cut": wrapper(1, 9, inner_set(1, range(10))[:-5]),
    "inner-empty": wrapper(1, 9, b""),
    "inner-garbage": wrapper(1, 9, inner_set(1, range(3)) + b"\x00" * 7),
    "zstd-wrapper": wrapper(1, 9, inner_set(1, range(10)), codec="zstd"),
    "offset-past-int64": wrapper(1, 2**63 - 1, inner_set(1, [0, 2**62 + 1, 2**62])),
}


def table(path, build: str, **options) -> pa.Table | None:
    reader = KafkaLogReader({"path": str(path), "backend": build, **options})
    batches = [b for partition in reader.partitions() for b in reader.read(partition)]
    return pa.Table.from_batches(batches) if batches else None


def segment(tmp_path, data: bytes):
    directory = tmp_path / "legacy-0"
    directory.mkdir()
    (directory / "00000000000000000000.log").write_bytes(data)
    return directory


def python_path_calls(monkeypatch) -> list:
    """The batches the native path left to the Python path (records_rows), recorded."""
    calls: list = []
    original = columns.records_rows

    def spy(batch, *args, **kwargs):
        calls.append(batch)
        return original(batch, *args, **kwargs)

    monkeypatch.setattr(columns, "records_rows", spy)
    return calls


OPTIONS = [{}, {"validateCrc": "false"}, {"maxRecordsPerBatch": "3"}, {"startingOffset": "3", "endingOffset": "8"},
           {"mode": "DROPMALFORMED"}, {"maxRecordsPerBatch": "1"}, {"maxRecordsPerBatch": "2", "startingOffset": "3"}]
"""Record batches cut inside a wrapper resume where the previous call stopped (``add_legacy``'s resume)."""


@pytest.mark.parametrize("options", OPTIONS, ids=range(len(OPTIONS)))
@pytest.mark.parametrize("name", CLEAN)
def test_clean_wrappers_go_natively_and_equal_the_python_build(tmp_path, monkeypatch, name, options):
    path = segment(tmp_path, CLEAN[name])
    calls = python_path_calls(monkeypatch)
    native, python = table(path, "native", **options), table(path, "python", **options)
    if python is None:  # no offset of the wrapper in the bounds
        assert native is None and "startingOffset" in options
    else:
        assert python.column("_corrupt_record").null_count == python.num_rows
        assert native.equals(python)
    assert calls == []


@pytest.mark.parametrize("options", OPTIONS, ids=range(len(OPTIONS)))
@pytest.mark.parametrize("name", DAMAGED)
def test_damaged_wrappers_equal_the_python_build(tmp_path, name, options):
    path = segment(tmp_path, CLEAN["v1"] + DAMAGED[name] + CLEAN["two-wrappers"])
    native, python = table(path, "native", **options), table(path, "python", **options)
    assert native.equals(python)
    quiet = options.get("mode") == "DROPMALFORMED" or "endingOffset" in options  # (read stops after the first)
    if not quiet and (name != "inner-crc" or options.get("validateCrc") != "false"):
        assert python.column("_corrupt_record").null_count < python.num_rows, "a problem row"


def test_a_record_alone_shares_the_inner_set(tmp_path):
    """A message of 1 MiB or more goes alone in its record batch, as in the Python build."""
    big = b"x" * (1 << 20)
    inner = message(1, 0, b"a", b"small") + message(1, 1, None, big) + message(1, 2, b"c", b"small")
    path = segment(tmp_path, wrapper(1, 2, inner))
    native, python = table(path, "native"), table(path, "python")
    assert native.equals(python)
    reader = KafkaLogReader({"path": str(path), "backend": "native"})
    assert [b.num_rows for p in reader.partitions() for b in reader.read(p)] == [1, 1, 1]


@pytest.mark.parametrize("name, offsets, timestamps, types", [
    ("v1-base-100", list(range(100, 110)), [1000 + o for o in range(10)], [0] * 10),  # 109 - 9 + relative
    ("v1-lz4-wrapper-offset-0", list(range(5)), [1000 + o for o in range(5)], [0] * 5),  # base 0 (librdkafka)
    ("v1-log-append-time", list(range(10)), [1_800_000_000_000] * 10, [1] * 10),  # the wrapper's time
    ("v0", list(range(50, 55)), [-1] * 5, [-1] * 5),  # absolute offsets, no timestamps
    ("v1-with-v0-inner", list(range(8)), [-1] * 8, [-1] * 8),
])
def test_legacy_inner_rules(tmp_path, name, offsets, timestamps, types):
    """Offsets, timestamps (ms) and timestamp types of inner messages, computed by hand from the messages
    written above, as the native builder gives them (record_rules.legacy_inner_base and
    legacy_inner_timestamp in C++, rules.h)."""
    got = table(segment(tmp_path, CLEAN[name]), "native")
    assert got.column("offset").to_pylist() == offsets
    assert got.column("timestamp").cast(pa.int64()).to_pylist() == [ms * 1000 for ms in timestamps]
    assert got.column("timestampType").to_pylist() == types
    assert got.column("baseOffset").to_pylist() == [offsets[0]] * len(offsets)
