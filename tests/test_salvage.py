"""Salvage: every batch that does not overlap the damage comes back bit-identical."""
from __future__ import annotations

import pytest

from pyspark_udfs.cli import main
from pyspark_udfs.salvage import recover
from pyspark_udfs.segment import LogSegment

from .conftest import GOLDEN
from .damage import batch_starts, flip, put

SEGMENT = GOLDEN / "indexed-0" / "00000000000000005000"


def entries(data: bytes) -> list[bytes]:
    starts = batch_starts(data) + [len(data)]
    return [data[a:b] for a, b in zip(starts, starts[1:])]


def damage_ways(data: bytes):
    starts = batch_starts(data)
    mid = starts[len(starts) // 2]
    yield "flipped value byte", flip(data, mid + 80), {mid}
    yield "negative length", put(data, mid + 8, ">i", -1), {mid}
    yield "huge length", put(data, mid + 8, ">i", 2**31 - 1), {mid}
    yield "zeroed region", data[:mid + 3] + b"\x00" * 2000 + data[mid + 2003:], \
        {s for s in starts if s < mid + 2003 and s + 12 > mid}  # every batch the zeros touch
    yield "garbage inserted", data[:mid] + b"\xde\xad\xbe\xef" * 50 + data[mid:], set()


@pytest.mark.parametrize("way", ["flipped value byte", "negative length", "huge length", "zeroed region",
                                 "garbage inserted"])
def test_recover_keeps_every_intact_batch(tmp_path, way):
    data = SEGMENT.with_suffix(".log").read_bytes()
    name, damaged, hit = next(w for w in damage_ways(data) if w[0] == way)
    source = tmp_path / "in" / "00000000000000005000.log"
    source.parent.mkdir()
    source.write_bytes(damaged)
    before = source.read_bytes()

    report = recover(str(source), str(tmp_path / "out"))

    assert source.read_bytes() == before  # the input is never modified
    starts = batch_starts(data)
    overlapping = set()
    for lost in report.lost:
        overlapping |= {s for s, e in zip(starts, entries(data)) if s < lost.end and s + len(e) > lost.start}
    if way != "garbage inserted":  # (inserted bytes shift the damaged file's positions)
        assert overlapping <= hit  # only the batches the damage touched are lost
    survivors = [e for s, e in zip(starts, entries(data)) if way == "garbage inserted" or s not in hit]
    recovered = (tmp_path / "out" / "00000000000000005000.log").read_bytes()
    assert entries(recovered) == survivors  # bit-identical, in order
    assert report.lost and all(l.reason for l in report.lost)
    assert main(["verify", str(tmp_path / "out")]) == 0


def test_recover_reports_lost_offsets(tmp_path):
    data = SEGMENT.with_suffix(".log").read_bytes()
    starts = batch_starts(data)
    mid = starts[10]
    source = tmp_path / "00000000000000005000.log"
    source.write_bytes(flip(data, mid + 80))
    report = recover(str(source), str(tmp_path / "out"))
    [lost] = report.lost
    with LogSegment(SEGMENT.with_suffix(".log")) as original:
        batch = original.read_entry(mid)
    assert (lost.start, lost.end) == (mid, mid + batch.size)
    assert (lost.first_offset, lost.last_offset) == (batch.base_offset, batch.last_offset)


def test_recovered_indexes_equal_kafkas_on_an_intact_segment(tmp_path):
    report = recover(str(SEGMENT.with_suffix(".log")), str(tmp_path))
    assert report.lost == [] and report.batches_kept == 90
    for suffix in (".log", ".index", ".timeindex"):
        assert (tmp_path / (SEGMENT.name + suffix)).read_bytes() == SEGMENT.with_suffix(suffix).read_bytes()


def test_recover_refuses_to_overwrite_its_input(tmp_path):
    source = tmp_path / "00000000000000005000.log"
    source.write_bytes(SEGMENT.with_suffix(".log").read_bytes())
    assert main(["recover", str(source), "--output", str(tmp_path)]) == 2
    assert source.read_bytes() == SEGMENT.with_suffix(".log").read_bytes()
