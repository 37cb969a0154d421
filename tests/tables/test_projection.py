"""The ``columns`` option (issue 35, item 3): the columns asked, the rows of the full read, no work for the rest.

What a full read gives is checked against Kafka's own readings elsewhere (tests/doors, tests/tables/test_read_arrow):
here a projected read must give exactly the full read's columns and rows, in both builds, on Kafka-written
segments (samples/, the golden fixtures, a compacted one among them) and on the damaged data directory of
tests/support/damaged_dir.py, with every selection option and mode.
"""
from __future__ import annotations

import pytest

pa = pytest.importorskip("pyarrow")

from pyspark_udfs import read_arrow, read_table  # noqa: E402
from pyspark_udfs.builds import backend  # noqa: E402
from pyspark_udfs.errors import KafkaLogError  # noqa: E402
from pyspark_udfs.format.crc import crc32c  # noqa: E402
from pyspark_udfs.tables.options import OptionError  # noqa: E402
from pyspark_udfs.tables.stats import ReadStats  # noqa: E402
from tests.conftest import GOLDEN, SAMPLES  # noqa: E402
from tests.support import damaged_dir  # noqa: E402

BUILDS = ["python"] + (["native"] if backend.native_backend() is not None else [])
PROJECTIONS = {
    "count": (),
    "header": ("topic", "partition", "offset", "baseOffset", "file", "position", "_corrupt_record"),
    "offset+timestamp": ("offset", "timestamp"),
    "payload": ("key", "value", "headers", "_corrupt_record"),
    "one of each": ("value", "offset", "sequence", "crcValid", "isControl"),
}
OPTION_SETS = {
    "none": {},
    "offsets": {"startingOffset": 100, "endingOffset": 900},
    "read_committed": {"isolationLevel": "read_committed"},
    "include_control": {"includeControl": True},
    "no crc check": {"validateCrc": False},
    "dropmalformed": {"mode": "DROPMALFORMED"},
    "small splits": {"maxPartitionBytes": "16k", "maxRecordsPerBatch": 70},
}


@pytest.fixture(scope="module")
def damaged(tmp_path_factory):
    return damaged_dir.build(tmp_path_factory.mktemp("projection") / "kafka-logs").root


def _same(path, options: dict, columns: tuple[str, ...], build: str) -> tuple[pa.Table, ReadStats, ReadStats]:
    """The projected read beside the full one, asserted equal; both reads' stats."""
    full_stats, stats = ReadStats(), ReadStats()
    full = read_table(path, full_stats, backend=build, **options)
    got = read_table(path, stats, backend=build, columns=list(columns), **options)
    in_order = [name for name in full.column_names if name in columns]
    assert got.column_names == in_order
    assert got.num_rows == full.num_rows
    if columns:
        assert got.equals(full.select(in_order)), f"{columns} with {options}"
    return got, full_stats, stats


@pytest.mark.parametrize("build", BUILDS)
@pytest.mark.parametrize("projection", PROJECTIONS)
@pytest.mark.parametrize("name", OPTION_SETS)
def test_a_projected_read_of_damage_is_the_full_read_cut(damaged, name, projection, build):
    _same(damaged, OPTION_SETS[name], PROJECTIONS[projection], build)


@pytest.mark.parametrize("projection", PROJECTIONS)
def test_both_builds_give_the_same_record_batches(damaged, projection):
    """The same cuts too: bytes of the key, value and headers not asked are not held, nor counted."""
    cuts = {}
    for build in BUILDS:
        reader = read_arrow(damaged, backend=build, columns=list(PROJECTIONS[projection]), maxBytesPerBatch="4k")
        cuts[build] = [batch.num_rows for batch in reader]
    assert len(set(map(tuple, cuts.values()))) == 1, cuts


@pytest.mark.parametrize("build", BUILDS)
def test_keys_and_values_not_asked_are_not_copied(build):
    """A record batch holds the bytes of the keys and values asked only: with ``maxBytesPerBatch`` below one
    value, each record of the full read comes alone, but the offsets and timestamps come together."""
    path = SAMPLES / "orders-0"
    values = read_table(path, backend=build, columns=["value"])
    smallest = min(len(v) for v in values.column("value").to_pylist() if v)
    bound = str(smallest - 1)
    full = list(read_arrow(path, backend=build, maxBytesPerBatch=bound))
    offsets = list(read_arrow(path, backend=build, maxBytesPerBatch=bound, columns=["offset", "timestamp"]))
    assert len(full) >= values.num_rows - values.column("value").null_count
    assert len(offsets) < len(full) / 10
    assert pa.Table.from_batches(offsets).equals(pa.Table.from_batches(full).select(["offset", "timestamp"]))


@pytest.mark.parametrize("build", BUILDS)
@pytest.mark.parametrize("segment", ["v2-compacted.log", "v2-control-types.log", "mixed-magic.log",
                                     "v1-gzip.log", "v0-none.log", "v2-gzip.log"])
def test_counts_and_offsets_of_golden_segments(segment, build):
    """Kafka-written segments: a compacted one (fewer records than its offsets span), control batches, v0/v1."""
    for columns in ((), ("offset",), ("partition", "offset", "isControl")):
        for options in ({}, {"includeControl": True}):
            _same(GOLDEN / segment, options, columns, build)


@pytest.mark.parametrize("build", BUILDS)
def test_a_count_is_what_the_records_hold_not_what_the_header_says(tmp_path, build):
    """A batch whose CRC holds but whose first record's timestamp leaves int64 (base timestamp int64 max,
    the CRC recomputed, as a mutation test found): a count gives the full read's rows and problems, not
    the header's record count."""
    data = bytearray((GOLDEN / "v2-zstd.log").read_bytes())
    length = int.from_bytes(data[8:12], "big")
    data[27:35] = (2**63 - 1).to_bytes(8, "big")  # baseTimestamp (Kafka's DefaultRecordBatch layout)
    data[17:21] = crc32c(bytes(data[21:12 + length])).to_bytes(4, "big")
    path = tmp_path / "00000000000000000000.log"
    path.write_bytes(bytes(data))
    got, _, _ = _same(path, {}, ("_corrupt_record",), build)
    full = read_table(path, backend=build)
    assert got.column("_corrupt_record").to_pylist() == full.column("_corrupt_record").to_pylist()
    assert any(text and "int64" in text for text in full.column("_corrupt_record").to_pylist())
    assert read_table(path, backend=build, columns=[]).num_rows == full.num_rows


@pytest.mark.parametrize("build", BUILDS)
def test_a_damaged_batch_is_a_problem_row_in_a_count(damaged, build):
    """The CRC is checked in a count: the damaged batches are the full read's problem rows."""
    got, _, _ = _same(damaged, {}, ("_corrupt_record",), build)
    problems = [text for text in got.column("_corrupt_record").to_pylist() if text]
    assert any("CRC" in text or "crc" in text for text in problems), problems
    with pytest.raises(KafkaLogError):
        read_table(damaged, backend=build, columns=[], mode="FAILFAST")


def test_columns_are_checked():
    with pytest.raises(OptionError, match="no column 'nope'"):
        read_table(SAMPLES / "orders-0", columns=["offset", "nope"])
    with pytest.raises(OptionError, match="decode=registry"):
        read_table(SAMPLES / "orders-0", columns=["offset"], decode="registry")
    assert read_table(SAMPLES / "orders-0", columns="timestamp, offset").column_names == ["offset", "timestamp"]
