"""Salvage: every batch that does not overlap the damage comes back bit-identical."""
from __future__ import annotations

import itertools
import random

import pytest

from pyspark_udfs.cli import main
from pyspark_udfs.reading.salvage import recover
from pyspark_udfs.reading.segment import LogSegment
from tests.conftest import GOLDEN
from tests.support.damage import batch_starts, flip, put

SEGMENT = GOLDEN / "indexed-0" / "00000000000000005000"


def entries(data: bytes) -> list[bytes]:
    starts = [*batch_starts(data), len(data)]
    return [data[a:b] for a, b in itertools.pairwise(starts)]


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
    _name, damaged, hit = next(w for w in damage_ways(data) if w[0] == way)
    source = tmp_path / "in" / "00000000000000005000.log"
    source.parent.mkdir()
    source.write_bytes(damaged)
    before = source.read_bytes()

    report = recover(str(source), str(tmp_path / "out"))

    assert source.read_bytes() == before  # the input is never modified
    starts = batch_starts(data)
    overlapping = set()
    for lost in report.lost:
        overlapping |= {s for s, e in zip(starts, entries(data),
                                          strict=True) if s < lost.end and s + len(e) > lost.start}
    if way != "garbage inserted":  # (inserted bytes shift the damaged file's positions)
        assert overlapping <= hit  # only the batches the damage touched are lost
    survivors = [e for s, e in zip(starts, entries(data), strict=True) if way == "garbage inserted" or s not in hit]
    recovered = (tmp_path / "out" / "00000000000000005000.log").read_bytes()
    assert entries(recovered) == survivors  # bit-identical, in order
    assert report.lost and all(loss.reason for loss in report.lost)
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


def mutants(data: bytes, rnd: random.Random) -> bytes:
    """Kafka-written batches rearranged and re-numbered the ways a broken disk or a bad copy leaves
    them, CRCs intact: duplicated, swapped, moved back, base offsets changed (outside the CRC), and
    bytes flipped anywhere."""
    parts = entries(data)
    for _ in range(3):
        i, j = rnd.randrange(len(parts)), rnd.randrange(len(parts))
        kind = rnd.randrange(5)
        if kind == 0:
            parts.insert(j, parts[i])  # a batch twice: the copy overlaps
        elif kind == 1:
            parts[i], parts[j] = parts[j], parts[i]  # out of order
        elif kind == 2 and len(parts[i]) > 16 and parts[i][16] == 2:  # a v2 base offset moved (outside the CRC)
            parts[i] = put(parts[i], 0, ">q", rnd.choice([0, 1, 2**31, 2**62, 2**63 - 1, -1, rnd.randrange(10**6)]))
        elif kind == 3:
            parts[i] = flip(parts[i], rnd.randrange(len(parts[i])))
        else:
            parts.insert(j, rnd.randbytes(rnd.randrange(1, 200)))
    return b"".join(parts)


@pytest.mark.parametrize("seed", [*range(30), *(pytest.param(s, marks=pytest.mark.slow) for s in range(30, 150))])
def test_recovered_segments_always_pass_verify_and_every_byte_is_accounted_for(tmp_path, seed):
    """recover's output passes verify whatever the input; what it leaves out is reported lost, with
    the kept and lost ranges covering the input exactly."""
    rnd = random.Random(seed)
    fixtures = sorted(p for p in GOLDEN.rglob("*.log") if p.stat().st_size < 200_000 and "seeds" not in p.parts)
    original = rnd.choice(fixtures)
    data = mutants(original.read_bytes(), rnd)
    source = tmp_path / "in" / original.name
    source.parent.mkdir()
    source.write_bytes(data)
    report = recover(str(source), str(tmp_path / "out"))
    assert source.read_bytes() == data  # the input is only read
    kept, lost = report.bytes_kept, sum(r.end - r.start for r in report.lost)
    assert kept + lost == len(data), (original.name, report.lines())
    (out,) = (tmp_path / "out").glob("*.log")
    assert out.stat().st_size == kept
    with open(tmp_path / "verify.out", "w") as out_text, open(tmp_path / "verify.err", "w") as err_text:
        status = main(["verify", str(out)], out_text, err_text)
    assert status == 0, (original.name, report.lines(), (tmp_path / "verify.err").read_text())
    with open(tmp_path / "r.out", "w") as out_text, open(tmp_path / "r.err", "w") as err_text:
        assert main(["recover", str(source), "--output", str(tmp_path / "cli")], out_text, err_text) == (
            1 if report.lost else 0)
