"""``ArrowBuilder.add_walk``: the native Arrow path's batch loop gives what the Python build gives.

The loop takes the v2 batches of a read buffer itself (read_split's decisions, CRC-32C, compressed
payloads through a callable) and leaves the rest to read_split. Long runs of batches are made from
Kafka-written fixtures (their batches repeated, base offsets renumbered: the base offset is outside
the CRC), then cut by offset and timestamp bounds, record-batch bounds, control batches,
read_committed, and damage in the middle of a run (a bad CRC, a payload that does not decompress,
records that stop early). Tables, ReadStats and FAILFAST errors must equal the Python build's, and
the loop must have taken batches.
"""
from __future__ import annotations

import itertools
import struct

import pyarrow as pa
import pytest

from pyspark_udfs.builds import backend
from pyspark_udfs.errors import KafkaLogError
from pyspark_udfs.tables import arrow, columns
from pyspark_udfs.tables.reader import read_table
from pyspark_udfs.tables.stats import ReadStats
from tests.conftest import GOLDEN
from tests.support.damage import batch_starts, flip, put, refresh_v2_crc

pytestmark = pytest.mark.skipif(backend.native_backend() is None, reason="pyspark_udfs._native is not built")

SOURCES = ["v2-none", "v2-gzip", "v2-lz4", "v2-snappy", "v2-zstd", "v2-transactional", "v2-control-types",
           "v2-logappendtime", "v2-compacted"]


def entries(name: str) -> list[bytes]:
    data = (GOLDEN / f"{name}.log").read_bytes()
    starts = [*batch_starts(data), len(data)]
    return [data[a:b] for a, b in itertools.pairwise(starts)]


def run_of_batches(names: list[str], repeats: int) -> tuple[bytes, list[tuple[int, str]]]:
    """The batches of ``names`` repeated, base offsets renumbered to grow; and each batch's (position, source)."""
    out, where, offset = bytearray(), [], 0
    for _ in range(repeats):
        for name in names:
            for entry in entries(name):
                where.append((len(out), name))
                delta = struct.unpack_from(">i", entry, 23)[0]  # lastOffsetDelta
                out += struct.pack(">q", offset) + entry[8:]
                offset += delta + 1
    return bytes(out), where


@pytest.fixture
def took(monkeypatch) -> list[int]:
    """The bytes each add_walk call took, through columns.read_split's ``fast``."""
    taken: list[int] = []
    original = columns.read_split

    def read_split(*args, fast=None, **kwargs):
        def counting(*a):
            out = fast(*a)
            taken.append(out[0])
            return out
        return original(*args, fast=None if fast is None else counting, **kwargs)

    monkeypatch.setattr(columns, "read_split", read_split)
    return taken


def both(tmp_path, data: bytes, **options):
    """(native table, stats), (python table, stats) of ``data`` as a segment; a table is None when
    there are no rows, and an error's text stands for a table when FAILFAST raised."""
    directory = tmp_path / "t-0"
    directory.mkdir(exist_ok=True)
    (directory / "00000000000000000000.log").write_bytes(data)
    out = []
    for choice in ("native", "python"):
        stats = ReadStats()
        try:
            table = read_table(directory, stats, backend=choice, **options)
        except KafkaLogError as error:
            table = str(error)
        out.append((table, stats))
    return out


def assert_same(tmp_path, data: bytes, **options) -> pa.Table:
    (native, native_stats), (python, python_stats) = both(tmp_path, data, **options)
    if isinstance(python, str):
        assert native == python
    else:
        assert native.equals(python), options
        assert [b.num_rows for b in native.to_batches()] == [b.num_rows for b in python.to_batches()]
    assert native_stats == python_stats
    return python


RUN, WHERE = run_of_batches(SOURCES, 3)


@pytest.mark.parametrize("options", [
    {}, {"maxRecordsPerBatch": 1}, {"maxRecordsPerBatch": 3}, {"maxRecordsPerBatch": 7},
    {"maxBytesPerBatch": 40}, {"maxBytesPerBatch": 300, "maxRecordsPerBatch": 5},
    {"startingOffset": 7, "endingOffset": 61}, {"startingOffset": 40}, {"endingOffset": 13},
    {"includeControl": True}, {"isolationLevel": "read_committed"},
    {"isolationLevel": "read_committed", "includeControl": True, "maxRecordsPerBatch": 4},
    {"validateCrc": False}, {"mode": "FAILFAST"},
], ids=repr)
def test_a_run_of_batches_reads_as_the_python_build(tmp_path, took, options):
    table = assert_same(tmp_path, RUN, **options)
    assert table is not None and table.num_rows > 0
    assert sum(took) > 0  # the loop took batches


def test_timestamp_bounds_cut_inside_a_run(tmp_path, took):
    timestamps = sorted(set(read_table(GOLDEN / "v2-none.log").column("timestamp").to_pylist()))
    middle = timestamps[len(timestamps) // 2]
    assert_same(tmp_path, RUN, startingTimestamp=str(middle.isoformat()))
    assert_same(tmp_path, RUN, endingTimestamp=str(middle.isoformat()), maxRecordsPerBatch=2)
    assert sum(took) > 0


def test_records_alone_cut_the_record_batches_as_in_the_python_build(tmp_path, took, monkeypatch):
    """With the bound for a record that goes alone made small, records of a run go alone, each
    sharing its batch's (decompressed) bytes."""
    for module in (arrow, columns):
        monkeypatch.setattr(module, "ALONE_BYTES", 12)
    table = assert_same(tmp_path, RUN)
    assert table.num_rows > 3 * len(table.to_batches()) / 4 > 0
    assert_same(tmp_path, RUN, maxRecordsPerBatch=3, startingOffset=5)
    assert sum(took) > 0


def middle_batch(source: str) -> int:
    """The position of a batch of ``source`` in the middle of RUN."""
    positions = [p for p, name in WHERE if name == source]
    return positions[len(positions) // 2]


@pytest.mark.parametrize("validate", [True, False])
@pytest.mark.parametrize("mode", ["PERMISSIVE", "DROPMALFORMED", "FAILFAST"])
@pytest.mark.parametrize("source", ["v2-none", "v2-zstd"])
def test_a_bad_crc_in_the_middle_of_a_run(tmp_path, took, source, mode, validate):
    at = middle_batch(source)
    data = flip(RUN, at + 70)  # a byte of the records, CRC left as it was
    assert_same(tmp_path, data, mode=mode, validateCrc=validate, maxRecordsPerBatch=6)
    assert sum(took) > 0


@pytest.mark.parametrize("mode", ["PERMISSIVE", "FAILFAST"])
@pytest.mark.parametrize("source", ["v2-gzip", "v2-lz4", "v2-snappy", "v2-zstd"])
def test_a_payload_that_does_not_decompress_in_the_middle_of_a_run(tmp_path, took, source, mode):
    at = middle_batch(source)
    size = 12 + struct.unpack_from(">i", RUN, at + 8)[0]
    data = refresh_v2_crc(flip(flip(RUN, at + 61 + (size - 61) // 2), at + 62), at)  # CRC holds
    python = assert_same(tmp_path, data, mode=mode, maxRecordsPerBatch=5)
    if mode == "PERMISSIVE":
        assert python.column("_corrupt_record").null_count < python.num_rows
    assert sum(took) > 0


@pytest.mark.parametrize("count", [-1, 1, 1000])
@pytest.mark.parametrize("source", ["v2-none", "v2-lz4"])
@pytest.mark.parametrize("options", [{}, {"maxRecordsPerBatch": 2}, {"mode": "FAILFAST"}, {"includeControl": True}],
                         ids=repr)
def test_a_record_count_that_disagrees_in_the_middle_of_a_run(tmp_path, took, source, count, options):
    """The header's record count changed (CRC recomputed): a negative one, fewer records than the batch
    holds, more than it holds; the records before the problem are rows, then the problem's row."""
    at = middle_batch(source)
    data = refresh_v2_crc(put(RUN, at + 57, ">i", count), at)
    python = assert_same(tmp_path, data, **options)
    if "mode" not in options:
        assert python.column("_corrupt_record").null_count < python.num_rows
    assert sum(took) > 0


@pytest.mark.parametrize("options", [{}, {"maxRecordsPerBatch": 3, "startingOffset": 10}, {"endingOffset": 50}],
                         ids=repr)
def test_legacy_batches_in_the_middle_of_a_run(tmp_path, took, options):
    """Legacy entries (as Kafka wrote them) between runs of v2 batches: read_split reads them, and the
    loop goes on after them."""
    legacy = b"".join((GOLDEN / f"{name}.log").read_bytes() for name in ("v1-gzip", "v0-none", "mixed-magic"))
    half = WHERE[len(WHERE) // 2][0]
    python = assert_same(tmp_path, RUN[:half] + legacy + RUN[half:], **options)
    assert 0 in python.column("magic").to_pylist() or options
    assert sum(took) > 0 and (0 in took or options)  # it took nothing at a legacy entry


def walk_of(config_change) -> list[tuple]:
    """The per-batch values ``add_walk`` gives for the golden v2-none.log's batches, with its config changed
    by ``config_change``."""
    from pyspark_udfs.reading.segment import LogSegment
    from pyspark_udfs.tables.reader import TableScan

    path = str(GOLDEN / "v2-none.log")
    scan = TableScan.of_keywords(path, {})
    split = scan.splits()[0]
    runs: list[tuple] = []
    with LogSegment(path) as log:
        window = memoryview(log._read(0, log.size))
        config = config_change(columns._walk_config(log, split, scan.options))
        backend.native_backend().module.ArrowBuilder().add_walk(window, log.size, log.size, 0, None, runs, config)
    return runs


def test_the_walk_gives_each_batch_column_by_its_name():
    """add_walk takes the per-batch columns' names from its config, not an order of its own: the values follow
    the names given, and a name it does not know is refused by name."""
    as_given = walk_of(lambda config: config)
    assert as_given and all(len(values) == len(columns.PER_BATCH) for values in as_given)
    assert [values[columns.PER_BATCH.index("position")] for values in as_given] == batch_starts(
        (GOLDEN / "v2-none.log").read_bytes())
    reversed_names = walk_of(lambda config: config._replace(per_batch=config.per_batch[::-1]))
    assert reversed_names == [values[::-1] for values in as_given]
    with pytest.raises(RuntimeError, match="no per-batch column offsetz"):
        walk_of(lambda config: config._replace(per_batch=("topic", "offsetz")))


def test_the_walk_refuses_a_config_that_is_not_a_walk_config():
    """The config crosses as a WalkConfig, read by field name: the same values as a plain tuple, in the order
    of the fields, are refused rather than read by position."""
    with pytest.raises(TypeError, match="config must be a WalkConfig, not tuple"):
        walk_of(tuple)


@pytest.mark.parametrize("options", [{}, {"endingOffset": 90}, {"startingOffset": 30, "endingOffset": 120},
                                     {"isolationLevel": "read_committed"}, {"includeControl": True},
                                     {"mode": "DROPMALFORMED", "endingOffset": 100}, {"mode": "FAILFAST"},
                                     {"mode": "FAILFAST", "endingOffset": 70},
                                     {"validateCrc": False, "endingOffset": 80}],
                         ids=repr)
@pytest.mark.parametrize("edit", ["control", "delta", "producer", "jump", "backwards", "negative"])
def test_damaged_headers_in_a_run_are_decided_as_in_the_python_build(tmp_path, took, edit, options):
    """A header in the middle of a run damaged where the selection looks (docs/robustness.md): the control
    bit, the last offset delta or the producer id (its CRC then fails), the base offset jumped ahead or
    back (outside the CRC), a negative delta with the CRC refreshed. The loop leaves each to read_split
    and both builds give the same rows, problems and counts."""
    at = middle_batch("v2-transactional")
    data = {
        "control": lambda: put(RUN, at + 21, ">h", struct.unpack_from(">h", RUN, at + 21)[0] ^ 0x20),
        "delta": lambda: put(RUN, at + 23, ">i", 10**6),
        "producer": lambda: put(RUN, at + 43, ">q", 7),
        "jump": lambda: put(RUN, at, ">q", 10**12),
        "backwards": lambda: put(RUN, at, ">q", 0),
        "negative": lambda: refresh_v2_crc(put(RUN, at + 23, ">i", -3), at),
    }[edit]()
    python = assert_same(tmp_path, data, **options)
    if not {"mode", "endingOffset", "startingOffset"} & set(options):  # the whole run read, PERMISSIVE
        assert python.column("_corrupt_record").null_count < python.num_rows  # reported in every selection
    assert sum(took) > 0


def test_batches_larger_than_the_read_chunk_are_read_once(tmp_path, monkeypatch):
    """Batches of 150 KB, past the native walk's 128 KiB read chunk: the chunk grows to hold them, so the
    walk takes them and the file is read once, but for the first chunk (it was read twice: each chunk for the
    walk, which took nothing, then each batch alone)."""
    from pyspark_udfs.reading.segment import LogSegment
    from tests.support.batches import batch, record

    records = b"".join(record(i, b"k", bytes(1000)) for i in range(150))
    path = tmp_path / "00000000000000000000.log"
    path.write_bytes(b"".join(batch(records, 150, base_offset=150 * n) for n in range(12)))
    read = []
    original = LogSegment._read

    def counted(self, position, length):
        out = original(self, position, length)
        read.append(len(out))
        return out

    monkeypatch.setattr(LogSegment, "_read", counted)
    table = read_table(str(path), backend="native")
    assert table.num_rows == 12 * 150
    assert sum(read) <= path.stat().st_size + (128 << 10), read  # (the first chunk, found too small)
