"""Offset checks of ``verify`` and ``dump`` (error kind ``offsets``), and DumpLogSegments' gap summary.

Each damaged segment is a Kafka-written fixture with one field edited and
its CRC recomputed, so that it looks intact and only its offsets are wrong;
the positions edited are worked out by hand from the format (noted at each).
"""
from __future__ import annotations

import io
import json
import os
import struct
from pathlib import Path

from pyspark_udfs.cli import main
from pyspark_udfs.dumplog import NonConsecutiveOffsets

from .conftest import GOLDEN, SAMPLES, expected_path, golden_logs, read_jsonl
from .damage import batch_starts, put, refresh_v2_crc

LAST_OFFSET_DELTA_AT = 23
"""v2 batch: baseOffset 8, length 4, partitionLeaderEpoch 4, magic 1, crc 4, attributes 2, then lastOffsetDelta."""


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(list(argv), out=out, err=err)
    return code, out.getvalue(), err.getvalue()


def offset_errors(path: Path) -> list[dict]:
    code, out, _ = run("dump", "--json", str(path))
    errors = [json.loads(line) for line in out.splitlines() if json.loads(line)["type"] == "error"]
    assert code == (1 if errors else 0)
    return [e for e in errors if e["kind"] == "offsets"]


def kafka_batches(name: str) -> list[dict]:
    return [e for e in read_jsonl(expected_path(GOLDEN / name)) if e["type"] == "batch"]


def test_kafka_written_segments_have_no_offset_problems():
    """Every fixture and sample, the compacted ones with their gaps included, is clean of offset problems."""
    logs = [*golden_logs(), *sorted(SAMPLES.rglob("*.log"))]
    assert any(p.name == "v2-compacted.log" for p in logs)
    for log in logs:
        assert offset_errors(log) == [], log


def test_raised_last_offset_delta_overlaps_the_next_batch(tmp_path):
    """The issue's case: lastOffsetDelta raised and the CRC recomputed; Kafka's reader accepts it."""
    data = (GOLDEN / "v2-none.log").read_bytes()
    first, second = kafka_batches("v2-none.log")[:2]
    assert struct.unpack_from(">i", data, LAST_OFFSET_DELTA_AT)[0] == first["last_offset"] - first["base_offset"]
    raised = first["last_offset"] + 2 - first["base_offset"]
    damaged = tmp_path / "v2-none.log"
    damaged.write_bytes(refresh_v2_crc(put(data, LAST_OFFSET_DELTA_AT, ">i", raised), 0))

    errors = offset_errors(damaged)
    assert [(e["position"], e["reason"]) for e in errors] == [(
        second["position"],
        f"batch offsets {second['base_offset']}..{second['last_offset']} overlap the previous batch's "
        f"{first['base_offset']}..{first['base_offset'] + raised}")]
    code, out, err = run("verify", str(damaged))
    assert code == 1 and out.startswith(f"FAIL {damaged}") and f"at byte {second['position']}: batch offsets" in err


def test_lowered_last_offset_delta_leaves_a_record_outside_its_batch(tmp_path):
    data = (GOLDEN / "v2-none.log").read_bytes()
    first = kafka_batches("v2-none.log")[0]
    lowered = first["last_offset"] - 1
    damaged = tmp_path / "v2-none.log"
    damaged.write_bytes(refresh_v2_crc(put(data, LAST_OFFSET_DELTA_AT, ">i", lowered - first["base_offset"]), 0))
    assert [e["reason"] for e in offset_errors(damaged)] == [
        f"record offset {first['last_offset']} is outside its batch's range {first['base_offset']}..{lowered}"]


def test_record_offsets_that_do_not_increase(tmp_path):
    """Record 1 of v2-none's first batch: its offsetDelta varint set from 1 to 0.

    Records start at byte 61; record 0's length varint is 88 01 (zigzag: 68 bytes), so record 1
    starts at 61 + 2 + 68 = 131: length 4c, attributes 00, timestampDelta 02, offsetDelta 02 (byte 134).
    """
    data = (GOLDEN / "v2-none.log").read_bytes()
    assert data[61:63] == b"\x88\x01" and data[131:135] == b"\x4c\x00\x02\x02"
    damaged = tmp_path / "v2-none.log"
    damaged.write_bytes(refresh_v2_crc(put(data, 134, ">B", 0), 0))
    assert [(e["position"], e["reason"]) for e in offset_errors(damaged)] == [
        (0, "record offsets do not increase: 0 follows 0")]


def test_base_offset_moved_back_goes_backwards(tmp_path):
    """v2's CRC does not cover baseOffset: the third batch's set to the first's goes back."""
    data = (GOLDEN / "v2-none.log").read_bytes()
    first, second, third = kafka_batches("v2-none.log")
    damaged = tmp_path / "v2-none.log"
    damaged.write_bytes(put(data, third["position"], ">q", first["base_offset"]))
    delta = third["last_offset"] - third["base_offset"]
    assert [(e["position"], e["reason"]) for e in offset_errors(damaged)] == [(
        third["position"],
        f"batch offsets {first['base_offset']}..{first['base_offset'] + delta} go backwards from the "
        f"previous batch's {second['base_offset']}..{second['last_offset']}")]


def test_legacy_message_offset_moved_back(tmp_path):
    """A v0/v1 CRC starts at the magic byte: the offset of v1-none's fourth message set to the second's."""
    data = (GOLDEN / "v1-none.log").read_bytes()
    batches = kafka_batches("v1-none.log")
    assert [b["position"] for b in batches] == batch_starts(data)
    damaged = tmp_path / "v1-none.log"
    damaged.write_bytes(put(data, batches[3]["position"], ">q", batches[1]["last_offset"]))
    moved = batches[1]["last_offset"]
    assert [(e["position"], e["reason"]) for e in offset_errors(damaged)] == [(
        batches[3]["position"],
        f"batch offsets {moved}..{moved} go backwards from the previous batch's "
        f"{batches[2]['base_offset']}..{batches[2]['last_offset']}")]


def test_segment_starting_below_its_file_names_base_offset(tmp_path):
    first = kafka_batches("v2-none.log")[0]
    named = tmp_path / f"{first['base_offset'] + 1:020d}.log"
    named.write_bytes((GOLDEN / "v2-none.log").read_bytes())
    assert [(e["position"], e["reason"]) for e in offset_errors(named)] == [(
        0, f"the segment's first offset {first['base_offset']} is below the base offset "
           f"{first['base_offset'] + 1} in its file name")]


def test_deep_iteration_prints_kafkas_non_consecutive_summary():
    """Kafka 3.9's DumpLogSegments, after all files, on stderr: the pairs of records whose offsets are
    not one apart, the last pair first (it prepends to a list), the file named by Java's absolute path."""
    path = GOLDEN / "v2-compacted.log"
    offsets = [e["offset"] for e in read_jsonl(expected_path(path)) if e["type"] == "record"]
    pairs = [(a, b) for a, b in zip(offsets, offsets[1:]) if b != a + 1]
    assert pairs  # compaction left gaps
    relative = os.path.relpath(path)
    code, out, err = run("dump", "--deep-iteration", relative, str(GOLDEN / "v2-none.log"))
    assert code == 0
    assert err.splitlines() == [f"Non-consecutive offsets in {os.path.join(os.getcwd(), relative)}",
                                *(f"  {a} is followed by {b}" for a, b in reversed(pairs))]
    assert run("dump", str(path))[2] == ""  # records only: without deep iteration, no summary


def test_non_consecutive_summary_of_many_gaps_over_several_files():
    """Pairs wait on disk and are read back last first in chunks of 4096; a file dumped twice
    adds to its own list, as Kafka's map keyed by path does."""
    gaps = NonConsecutiveOffsets()
    expected: dict[str, list[str]] = {"/a.log": [], "/b.log": []}
    for name, offsets in (("/a.log", range(0, 30000, 3)), ("/b.log", [5, 6, 8]), ("/a.log", [1, 0])):
        gaps.start_file(name)
        for offset in offsets:
            gaps.record(offset)
        offsets = list(offsets)
        expected[name] += [f"  {a} is followed by {b}" for a, b in zip(offsets, offsets[1:]) if b != a + 1]
    assert list(gaps.lines()) == [line for name in ("/a.log", "/b.log")
                                  for line in (f"Non-consecutive offsets in {name}", *reversed(expected[name]))]
    assert list(gaps.lines()) == []
