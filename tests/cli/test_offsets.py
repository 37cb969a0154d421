"""Offset checks of ``verify`` and ``dump`` (error kind ``offsets``), and DumpLogSegments' gap summary.

Each damaged segment is a Kafka-written fixture with one field edited and
its CRC recomputed, so that it looks intact and only its offsets are wrong;
the positions edited are worked out by hand from the format (noted at each).

``verify`` takes a v2 batch's records whole (one check over their offsets,
record by record only when that fails), ``dump`` one by one: every segment
checked here goes through both, and they must report the same problems.
"""
from __future__ import annotations

import io
import itertools
import json
import os
import struct
from collections.abc import Iterable, Iterator
from pathlib import Path

from pyspark_udfs.cli import main
from pyspark_udfs.cli.dump_segments import NonConsecutiveOffsets
from pyspark_udfs.errors import KafkaLogError
from pyspark_udfs.format.model import Record
from pyspark_udfs.reading.offset_order import checked
from pyspark_udfs.reading.scan import Event, scan
from pyspark_udfs.reading.segment import LogSegment
from tests.conftest import GOLDEN, SAMPLES, expected_path, golden_logs, read_jsonl
from tests.support.damage import batch_starts, put, refresh_v2_crc

LAST_OFFSET_DELTA_AT = 23
"""v2 batch: baseOffset 8, length 4, partitionLeaderEpoch 4, magic 1, crc 4, attributes 2, then lastOffsetDelta."""
FIRST_RECORDS_OFFSET_DELTA_AT = 65
"""v2-none's first record: records start at byte 61, length varint 88 01, attributes 00, timestampDelta 00,
then offsetDelta 00 (a zigzag varint of one byte: 0x01 is -1, 0x7e is 63)."""
SECOND_RECORDS_OFFSET_DELTA_AT = 134
"""v2-none's second record: at 61 + 2 + 68 = 131, length 4c, attributes 00, timestampDelta 02, offsetDelta 02 (1)."""


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(list(argv), out=out, err=err)
    return code, out.getvalue(), err.getvalue()


def offset_errors(path: Path) -> list[dict]:
    """The offset problems ``dump --json`` reports; ``verify`` must report the same problems and counts."""
    code, out, _ = run("dump", "--json", str(path))
    objects = [json.loads(line) for line in out.splitlines()]
    errors = [e for e in objects if e["type"] == "error"]
    assert code == (1 if errors else 0)
    batches, records = (sum(o["type"] == kind for o in objects) for kind in ("batch", "record"))
    counts = f"{batches} batch{'' if batches == 1 else 'es'}, {records} record{'' if records == 1 else 's'}"
    assert verify_report(path) == ([worded(e) for e in errors], counts), path
    assert_grouping_does_not_matter(path)
    return [e for e in errors if e["kind"] == "offsets"]


def in_lists(events: Iterable[Event], size: int) -> Iterator[Event]:
    """Scan's events with each run of records given as lists of ``size`` records (the last one shorter)."""
    run: list[Record] = []
    for event in events:
        if type(event) is Record:
            run.append(event)
            if len(run) == size:
                yield run
                run = []
            continue
        if run:
            yield run
            run = []
        yield event
    if run:
        yield run


def checked_apart(path: Path, record_lists: bool, size: int = 0) -> tuple[list, list[Record]]:
    """``checked`` over a segment's events, ``scan``'s lists or ``in_lists(size)``: the batch starts (position,
    first offset) and problems in their order, and the records apart (whose place among the problems
    depends on how they come)."""
    rest: list = []
    records: list[Record] = []
    with LogSegment(str(path)) as segment:
        events: Iterable[Event] = scan(segment, record_lists=record_lists)
        try:
            for event in checked(in_lists(events, size) if size else events, segment.base_offset):
                if isinstance(event, list):
                    records += event
                elif isinstance(event, Record):
                    records.append(event)
                elif isinstance(event, KafkaLogError):
                    rest.append((type(event), str(event)))
                else:
                    rest.append((event.batch.position, event.first_offset))
        except KafkaLogError as error:  # what stops the reading of a file (the CLI reports it)
            rest.append(("raised", type(error), str(error)))
    return rest, records


def assert_grouping_does_not_matter(path: Path) -> None:
    """The same problems whether records come one by one, as scan's lists of a whole v2 batch, or in
    lists of 2 or 3 (a list that goes on from the batch's earlier records)."""
    singly = checked_apart(path, record_lists=False)
    assert checked_apart(path, record_lists=True) == singly, path
    for size in (2, 3):
        assert checked_apart(path, record_lists=False, size=size) == singly, (path, size)


def worded(error: dict) -> str:
    """A ``dump --json`` error object as ``verify`` prints the problem on stderr."""
    return f"{error['file']} at byte {error['position']}: {error['reason']}"


def verify_report(path: Path) -> tuple[list[str], str]:
    """``verify`` of one segment: the problems it prints about the segment (not its indexes), and the
    counts in its summary line."""
    code, out, err = run("verify", str(path))
    problems = err.splitlines()
    assert code == (1 if problems else 0)
    summary = f"{'FAIL' if problems else 'OK'} {path}: "
    ending = f", {len(problems)} problem{'' if len(problems) == 1 else 's'}\n"
    assert out.startswith(summary) and out.endswith(ending), out
    return ([line for line in problems if line.startswith((f"{path}:", f"{path} at byte "))],
            out[len(summary):].rsplit(", ", 1)[0])


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
    pairs = [(a, b) for a, b in itertools.pairwise(offsets) if b != a + 1]
    assert pairs  # compaction left gaps
    relative = os.path.relpath(path)
    code, _out, err = run("dump", "--deep-iteration", relative, str(GOLDEN / "v2-none.log"))
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
        expected[name] += [f"  {a} is followed by {b}" for a, b in itertools.pairwise(offsets) if b != a + 1]
    assert list(gaps.lines()) == [line for name in ("/a.log", "/b.log")
                                  for line in (f"Non-consecutive offsets in {name}", *reversed(expected[name]))]
    assert list(gaps.lines()) == []


def test_record_offset_past_its_batch_then_going_back_in_one_batch(tmp_path):
    """Record 1's offsetDelta set to 63 in v2-none's first batch (0..4): outside the batch, then record 2
    (offset 2) goes back from it; both at the batch, in record order, by ``verify`` as by ``dump``."""
    data = (GOLDEN / "v2-none.log").read_bytes()
    first = kafka_batches("v2-none.log")[0]
    assert (first["base_offset"], first["last_offset"]) == (0, 4) and data[134] == 0x02
    damaged = tmp_path / "v2-none.log"
    damaged.write_bytes(refresh_v2_crc(put(data, SECOND_RECORDS_OFFSET_DELTA_AT, ">B", 0x7E), 0))
    assert [(e["position"], e["reason"]) for e in offset_errors(damaged)] == [
        (0, "record offset 63 is outside its batch's range 0..4"),
        (0, "record offsets do not increase: 2 follows 63")]
    assert verify_report(damaged)[0] == [f"{damaged} at byte 0: record offset 63 is outside its batch's range 0..4",
                                         f"{damaged} at byte 0: record offsets do not increase: 2 follows 63"]


def test_first_record_below_its_batch(tmp_path):
    """Record 0's offsetDelta set to -1: the first record of the batch is below its base offset (the rest increase)."""
    data = (GOLDEN / "v2-none.log").read_bytes()
    assert data[61:66] == b"\x88\x01\x00\x00\x00"
    damaged = tmp_path / "v2-none.log"
    damaged.write_bytes(refresh_v2_crc(put(data, FIRST_RECORDS_OFFSET_DELTA_AT, ">B", 0x01), 0))
    assert [(e["position"], e["reason"]) for e in offset_errors(damaged)] == [
        (0, "record offset -1 is outside its batch's range 0..4")]


def test_compressed_batch_whose_last_records_are_past_its_lowered_last_offset(tmp_path):
    """v2-gzip's first batch (1000..1004) with lastOffsetDelta lowered by 2: its last two records, read from the
    decompressed records, are outside it, and the next batch no longer touches it (no batch problem)."""
    data = (GOLDEN / "v2-gzip.log").read_bytes()
    first = kafka_batches("v2-gzip.log")[0]
    assert (first["base_offset"], first["last_offset"], first["compression"]) == (1000, 1004, "gzip")
    damaged = tmp_path / "v2-gzip.log"
    damaged.write_bytes(refresh_v2_crc(put(data, LAST_OFFSET_DELTA_AT, ">i", 2), 0))
    assert [(e["position"], e["reason"]) for e in offset_errors(damaged)] == [
        (0, "record offset 1003 is outside its batch's range 1000..1002"),
        (0, "record offset 1004 is outside its batch's range 1000..1002")]


def test_second_batch_overlapping_the_first_and_its_records_past_its_end(tmp_path):
    """v2-none's second batch (5..8) with its baseOffset set to 4: it overlaps the first batch (0..4), and
    its records (4..7) stay inside it; then its lastOffsetDelta lowered to 2 too: its last record (7) is
    past its end (4..6). The batch problem comes first, the record's after it, both at the second batch."""
    data = (GOLDEN / "v2-none.log").read_bytes()
    _first, second = kafka_batches("v2-none.log")[:2]
    assert (second["base_offset"], second["last_offset"]) == (5, 8)
    at = second["position"]
    moved = put(data, at, ">q", 4)  # v2's CRC does not cover baseOffset
    damaged = tmp_path / "v2-none.log"
    damaged.write_bytes(moved)
    overlap = (at, "batch offsets 4..7 overlap the previous batch's 0..4")
    assert [(e["position"], e["reason"]) for e in offset_errors(damaged)] == [overlap]
    damaged.write_bytes(refresh_v2_crc(put(moved, at + LAST_OFFSET_DELTA_AT, ">i", 2), at))
    assert [(e["position"], e["reason"]) for e in offset_errors(damaged)] == [
        (at, "batch offsets 4..6 overlap the previous batch's 0..4"),
        (at, "record offset 7 is outside its batch's range 4..6")]
