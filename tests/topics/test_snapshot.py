"""Producer state snapshots written as Kafka's ProducerStateManager writes them (tests/golden/internal)."""
from __future__ import annotations

import pytest

from pyspark_udfs.errors import ChecksumError
from pyspark_udfs.topics.snapshot import SnapshotError, read_producer_snapshot
from tests.conftest import GOLDEN, read_jsonl

INTERNAL = GOLDEN / "internal"
EXPECTED = read_jsonl(INTERNAL / "producer-snapshots.jsonl")


@pytest.mark.parametrize("expected", EXPECTED, ids=[e["file"] for e in EXPECTED])
def test_entries_print_as_dump_log_segments_prints_them(expected):
    entries = list(read_producer_snapshot(str(INTERNAL / expected["file"])))
    assert len(entries) == expected["entries"]
    assert [e.dump_line() for e in entries] == expected["dls"]


def test_first_sequence_wraps_as_kafka_decrements():
    entries = list(read_producer_snapshot(str(INTERNAL / "00000000000000001129.snapshot")))
    assert entries[2].last_sequence == 2 and entries[2].offset_delta == 5
    assert entries[2].first_sequence == 2147483645  # 2 - 5 wraps below 0 to 2^31 - 3


def test_a_flipped_byte_breaks_the_crc(tmp_copy):
    path = tmp_copy(INTERNAL / "00000000000000001129.snapshot")
    data = bytearray(path.read_bytes())
    data[20] ^= 1
    path.write_bytes(bytes(data))
    with pytest.raises(ChecksumError) as caught:
        list(read_producer_snapshot(str(path)))
    assert caught.value.file == str(path) and caught.value.position == 6


@pytest.mark.parametrize("edit, where", [(lambda d: b"\x00\x02" + d[2:], 0), (lambda d: d[:4], 0)])
def test_unknown_version_or_cut_header_is_an_error(tmp_copy, edit, where):
    path = tmp_copy(INTERNAL / "00000000000000001129.snapshot")
    path.write_bytes(edit(path.read_bytes()))
    with pytest.raises(SnapshotError) as caught:
        list(read_producer_snapshot(str(path)))
    assert caught.value.position == where


def test_entry_cut_short_is_an_error_at_its_position(tmp_copy):
    """The CRC holds over what is left (recomputed), yet the last entry is cut (entries are 46 bytes)."""
    from pyspark_udfs.format.crc import crc32c
    path = tmp_copy(INTERNAL / "00000000000000001129.snapshot")
    data = bytearray(path.read_bytes()[:-10])
    data[2:6] = crc32c(bytes(data[6:])).to_bytes(4, "big")
    path.write_bytes(bytes(data))
    with pytest.raises(SnapshotError) as caught:
        list(read_producer_snapshot(str(path)))
    assert caught.value.position == 10 + 4 * 46 and "entry 4" in caught.value.reason
