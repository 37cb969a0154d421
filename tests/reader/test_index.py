"""Offset and time indexes: Kafka-written entries, look-ups, and checks against the log."""
from __future__ import annotations

import itertools
import struct

import pytest

from pyspark_udfs.builds import backend
from pyspark_udfs.errors import IndexFileError
from pyspark_udfs.format.model import Damage
from pyspark_udfs.reading.index import (
    OffsetIndex,
    TimeIndex,
    batch_starts,
    end_position_for_offset,
    find_offset,
    find_timestamp,
    position_for_offset,
    position_for_timestamp,
    verify_offset_index,
    verify_time_index,
)
from pyspark_udfs.reading.segment import LogSegment
from tests.conftest import GOLDEN, read_jsonl

SEGMENT = GOLDEN / "indexed-0" / "00000000000000005000"


def log_path():
    return SEGMENT.with_suffix(".log")


def expected(suffix: str) -> list[dict]:
    return read_jsonl(SEGMENT.parent / (SEGMENT.name + suffix))


def expected_batches_and_records():
    batches, records = [], []
    for event in expected(".expected.jsonl"):
        (batches if event["type"] == "batch" else records).append(event)
    return batches, records


def test_offset_index_entries_match_the_generators_report():
    with OffsetIndex(SEGMENT.with_suffix(".index")) as index:
        ours = [{"offset": e.offset, "position": e.position} for e in index]
    assert ours == [{"offset": e["offset"], "position": e["position"]} for e in expected(".index.expected.jsonl")]
    assert len(ours) > 5


def test_time_index_entries_match_the_generators_report():
    with TimeIndex(SEGMENT.with_suffix(".timeindex")) as index:
        ours = [{"timestamp": e.timestamp, "offset": e.offset} for e in index]
    assert ours == [{"timestamp": e["timestamp"], "offset": e["offset"]}
                    for e in expected(".timeindex.expected.jsonl")]


def test_our_reader_finds_kafkas_batch_at_every_indexed_position():
    """Each entry our OffsetIndex reads leads our LogSegment to the batch Kafka's reader reports there."""
    batches, _ = expected_batches_and_records()
    kafka = {b["position"]: (b["base_offset"], b["last_offset"], b["size"]) for b in batches}
    with LogSegment(log_path()) as log, OffsetIndex(SEGMENT.with_suffix(".index")) as index:
        for entry in index:
            batch = log.read_entry(entry.position)
            assert (batch.base_offset, batch.last_offset, batch.size) == kafka[entry.position]
            assert batch.last_offset == entry.offset


def test_packed_entries_are_the_bytes_kafkas_rule_wrote():
    """pack_entry of each entry read back gives the index files byte for byte."""
    with OffsetIndex(SEGMENT.with_suffix(".index")) as index, \
            TimeIndex(SEGMENT.with_suffix(".timeindex")) as time_index:
        offsets = b"".join(OffsetIndex.pack_entry(e.offset - 5000, e.position) for e in index)
        times = b"".join(TimeIndex.pack_entry(e.timestamp, e.offset - 5000) for e in time_index)
    assert offsets == SEGMENT.with_suffix(".index").read_bytes()
    assert times == SEGMENT.with_suffix(".timeindex").read_bytes()
    # the first entries by hand: offset 5045 at byte 4640; timestamp 1700000012704 at offset 5045
    assert offsets[:8] == bytes.fromhex("0000002d" "00001220")
    assert times[:12] == bytes.fromhex("0000018bcfe599a0" "0000002d")


@pytest.mark.parametrize("choice", ["python"] + (["native"] if backend.native_backend() is not None else []))
def test_a_batch_header_alone_confirms_what_the_whole_batch_confirms(choice):
    """Where an index points, ``last_offset_at`` reads a v2 batch's header only: at every byte of every
    Kafka-written log (v0, v1, v2) it says what ``read_entry`` of the whole entry says."""
    batches = 0
    for path in sorted(GOLDEN.rglob("*.log")):
        with LogSegment(path, backend=choice) as log:
            for position in range(log.size):
                entry = log.read_entry(position)
                assert log.last_offset_at(position) == (None if isinstance(entry, Damage) else entry.last_offset)
                batches += not isinstance(entry, Damage)
    assert batches > 100


def test_offset_lookup_is_largest_entry_not_above_target():
    entries = expected(".index.expected.jsonl")
    with OffsetIndex(SEGMENT.with_suffix(".index")) as index:
        assert index.lookup(5000).offset == 5000 and index.lookup(5000).position == 0  # before the first entry
        for entry in entries:
            assert index.lookup(entry["offset"]).position == entry["position"]
            assert index.lookup(entry["offset"] + 1).position == entry["position"]


def test_end_position_is_where_kafkas_batches_pass_the_bound():
    """The read for offsets below ``high`` can stop at the entry after the first indexed offset >= high - 1."""
    entries = expected(".index.expected.jsonl")
    with LogSegment(log_path()) as log, OffsetIndex(SEGMENT.with_suffix(".index")) as index:
        for k, entry in enumerate(entries[:-1]):
            assert end_position_for_offset(log, index, entry["offset"] + 1) == entries[k + 1]["position"]
        assert end_position_for_offset(log, index, entries[-1]["offset"] + 1) is None
        assert end_position_for_offset(log, None, 5100) is None


def test_batch_starts_are_kafkas_batch_starts_at_least_the_interval_apart():
    batches, _ = expected_batches_and_records()
    kafka_starts = {b["position"] for b in batches}
    indexed = [e["position"] for e in expected(".index.expected.jsonl")]
    with LogSegment(log_path()) as log, OffsetIndex(SEGMENT.with_suffix(".index")) as index:
        cuts = batch_starts(log, index, 0, log.size, 10_000)
        assert batch_starts(log, None, 0, log.size, 10_000) == []
        size = log.size
    assert cuts and set(cuts) <= kafka_starts & set(indexed)
    # each piece is as long as it can be without passing 10 000 bytes, short of one index gap at most
    gap = max(b - a for a, b in itertools.pairwise(indexed))
    for a, b in itertools.pairwise([0, *cuts]):
        assert 10_000 - gap < b - a <= 10_000
    assert size - cuts[-1] <= 10_000


def test_find_offset_agrees_with_a_full_scan():
    _, records = expected_batches_and_records()
    offsets = [r["offset"] for r in records]
    with LogSegment(log_path()) as log, OffsetIndex(SEGMENT.with_suffix(".index")) as index:
        for target in (5000, 5001, 5045, 5046, 5200, offsets[-1]):
            found = find_offset(log, index, target)
            assert found.offset == min(o for o in offsets if o >= target)
        assert find_offset(log, index, offsets[-1] + 1) is None


def test_find_timestamp_follows_the_four_steps():
    """Kafka's findOffsetByTimestamp: time index → offset → offset index → scan for timestamp >= target.

    indexed-0 has every 7th batch older than the ones before it, so the
    time index's offsets are not always the offset index's.
    """
    batches, records = expected_batches_and_records()

    def brute_force(target):
        # the first batch whose max timestamp reaches the target, then its first such record
        for batch in batches:
            if batch["max_timestamp"] >= target:
                inside = [r for r in records if batch["base_offset"] <= r["offset"] <= batch["last_offset"]]
                return next(r["offset"] for r in inside if r["timestamp"] >= target)
        return None

    stamps = sorted({r["timestamp"] for r in records})
    targets = [stamps[0] - 1, stamps[len(stamps) // 3] + 1, stamps[len(stamps) // 2], stamps[-1]]
    with LogSegment(log_path()) as log, OffsetIndex(SEGMENT.with_suffix(".index")) as index, \
            TimeIndex(SEGMENT.with_suffix(".timeindex")) as time_index:
        for target in targets:
            found = find_timestamp(log, time_index, index, target)
            assert found is not None and found.offset == brute_force(target), target
        assert find_timestamp(log, time_index, index, stamps[-1] + 1) is None
        assert find_timestamp(log, None, None, targets[2]).offset == brute_force(targets[2])


def damage_index_entry(tmp_path, slot: int, position: int):
    copy = copy_segment(tmp_path)
    index_file = copy.with_suffix(".index")
    data = bytearray(index_file.read_bytes())
    struct.pack_into(">i", data, slot * 8 + 4, position)
    index_file.write_bytes(bytes(data))
    return copy


@pytest.mark.parametrize("position", [4641, -8, 10**9], ids=["inside a batch", "negative", "past the end"])
def test_a_damaged_index_entry_is_not_trusted(tmp_path, position):
    """Kafka's entry 0 says offset 5045 starts at byte 4640; moved elsewhere, the look-ups fall back to byte 0."""
    copy = damage_index_entry(tmp_path, 0, position)
    _, _records = expected_batches_and_records()
    with LogSegment(copy.with_suffix(".log")) as log, OffsetIndex(copy.with_suffix(".index")) as index, \
            TimeIndex(copy.with_suffix(".timeindex")) as time_index:
        assert index.lookup(5046).position == position
        assert position_for_offset(log, index, 5046) == 0
        assert position_for_timestamp(log, time_index, index, 1700000012704) == 0  # the time entry names 5045
        assert find_offset(log, index, 5046).offset == 5046
        assert position_for_offset(log, index, 5084) == 9475  # the next, intact entry is still used


def test_kafka_written_indexes_verify_clean():
    with LogSegment(log_path()) as log, OffsetIndex(SEGMENT.with_suffix(".index")) as index, \
            TimeIndex(SEGMENT.with_suffix(".timeindex")) as time_index:
        assert list(verify_offset_index(index, log)) == []
        assert list(verify_time_index(time_index, index, log)) == []


def copy_segment(tmp_path):
    for suffix in (".log", ".index", ".timeindex"):
        (tmp_path / (SEGMENT.name + suffix)).write_bytes(SEGMENT.with_suffix(suffix).read_bytes())
    return tmp_path / SEGMENT.name


def test_a_wrong_index_position_is_a_mismatch(tmp_path):
    copy = copy_segment(tmp_path)
    index_file = copy.with_suffix(".index")
    data = bytearray(index_file.read_bytes())
    struct.pack_into(">i", data, 8 + 4, struct.unpack_from(">i", data, 4)[0])  # entry 1 → entry 0's position
    index_file.write_bytes(bytes(data))
    with LogSegment(copy.with_suffix(".log")) as log, OffsetIndex(index_file) as index:
        [problem] = list(verify_offset_index(index, log))
    assert isinstance(problem, IndexFileError) and problem.position == 8
    assert "index offset" in problem.reason and "log offset" in problem.reason


def test_a_wrong_time_index_timestamp_is_a_mismatch(tmp_path):
    copy = copy_segment(tmp_path)
    time_file = copy.with_suffix(".timeindex")
    data = bytearray(time_file.read_bytes())
    struct.pack_into(">q", data, 12, struct.unpack_from(">q", data, 12)[0] + 1)
    time_file.write_bytes(bytes(data))
    with LogSegment(copy.with_suffix(".log")) as log, OffsetIndex(copy.with_suffix(".index")) as index, \
            TimeIndex(time_file) as time_index:
        reasons = [p.reason for p in verify_time_index(time_index, index, log)]
    assert any("timestamp mismatch" in r for r in reasons)


def test_preallocated_zero_tail_is_not_entries(tmp_path):
    copy = copy_segment(tmp_path)
    index_file = copy.with_suffix(".index")
    real = index_file.read_bytes()
    index_file.write_bytes(real + b"\x00" * 8 * 100)
    with OffsetIndex(index_file) as index:
        assert len(index) == len(real) // 8 and index.slots == len(real) // 8 + 100


def test_partial_entry_fails_the_sanity_check(tmp_path):
    copy = copy_segment(tmp_path)
    index_file = copy.with_suffix(".index")
    index_file.write_bytes(index_file.read_bytes() + b"\x01\x02\x03")
    with OffsetIndex(index_file) as index:
        [problem] = index.sanity_problems()
    assert "not a multiple of 8" in problem.reason


def test_index_needs_a_base_offset(tmp_path):
    odd = tmp_path / "odd.index"
    odd.write_bytes(b"")
    with pytest.raises(IndexFileError, match="base offset unknown"):
        OffsetIndex(odd)
    assert len(OffsetIndex(odd, base_offset=7)) == 0


def test_transaction_index_entries_match_the_aborted_transactions_written():
    import json

    from pyspark_udfs.reading.index import read_transaction_index
    from tests.conftest import SAMPLES
    summary = json.loads((SAMPLES / "EXPECTED.json").read_text())
    checked = 0
    for partition in summary["partitions"]:
        for txn_file in {t["txn_index_file"] for t in partition.get("aborted_transactions", [])}:
            ours = [(t.producer_id, t.first_offset, t.last_offset, t.last_stable_offset)
                    for t in read_transaction_index(SAMPLES / txn_file)]
            theirs = [(t["producer_id"], t["first_offset"], t["last_offset"], t["last_stable_offset"])
                      for t in partition["aborted_transactions"] if t["txn_index_file"] == txn_file]
            assert ours == theirs
            checked += 1
    assert checked


def test_transaction_index_with_a_bad_version_is_an_error(tmp_path):
    from pyspark_udfs.reading.index import read_transaction_index
    bad = tmp_path / "00000000000000000000.txnindex"
    bad.write_bytes(b"\x00\x07" + b"\x00" * 32)
    with pytest.raises(IndexFileError) as info:
        read_transaction_index(bad)
    assert info.value.position == 0 and "does not parse" in info.value.reason
