"""``recover`` and ``verify`` apply one rule (issue 32, 16): what ``recover`` writes always passes ``verify``.

Two places the two disagreed: a batch whose CRC holds but whose header's max
(or base) timestamp disagrees with its records was indexed by the header
while ``verify`` (as Kafka's DumpLogSegments) checks a time index entry
against the records; and offsets 2^31 or more above the segment's base
offset, which Kafka's indexes cannot hold (``LogSegment.hasOverflow``):
``recover`` left them out as lost while ``verify`` said the segment was clean.
Truth: Kafka-written segments (samples, golden fixtures), mutated as
``test_mutation`` mutates them.
"""
from __future__ import annotations

import json
import random
import shutil
import struct
from functools import cache
from pathlib import Path

import pytest

from pyspark_udfs.builds.backend import BACKEND_ENV
from tests.cli.test_mutation import FIXTURES, Mutation, mutate, rebase, restamp, run
from tests.conftest import SAMPLES
from tests.support.damage import batch_starts, put, refresh_v2_crc

FIRST_SEGMENT = SAMPLES / "orders-0" / "00000000000000000000.log"
YEAR_10000 = 253402300800000
BUILDS = ["python", "auto"]


def _recover_and_verify(log: Path, output: Path) -> tuple[int, str, int, str, str]:
    """recover's exit status and report, then verify's exit status and output on what it wrote."""
    code, report, _ = run("recover", str(log), "--output", str(output))
    verified, out, err = run("verify", str(output))  # the segment recover wrote, named by its base offset
    return code, report, verified, out, err


@pytest.mark.parametrize("build", BUILDS)
@pytest.mark.parametrize("which, field_at, value", [(0, 35, YEAR_10000), (-1, 27, 1_000_000)],
                         ids=["first batch's max timestamp in year 10000", "last batch's base timestamp in 1970"])
def test_a_header_timestamp_that_disagrees_with_the_records_is_indexed_as_verify_checks(
        which, field_at, value, build, tmp_path, monkeypatch):
    """A batch of a Kafka-written segment with its header's max timestamp (byte 35) or base timestamp
    (byte 27: the records' timestamps are base + delta, the max stays the segment's largest) changed,
    the CRC recomputed: an intact batch, kept; a time index entry for it takes its records' largest
    timestamp, which is what verify checks."""
    monkeypatch.setenv(BACKEND_ENV, build)
    data = FIRST_SEGMENT.read_bytes()
    start = batch_starts(data)[which]
    log = tmp_path / "in" / FIRST_SEGMENT.name
    log.parent.mkdir()
    log.write_bytes(refresh_v2_crc(put(data, start + field_at, ">q", value), start))
    code, report, verified, out, err = _recover_and_verify(log, tmp_path / "out")
    assert code == 0 and "lost" not in report
    assert (tmp_path / "out" / log.name).read_bytes() == log.read_bytes()
    assert verified == 0 and not err and out.startswith(f"OK {tmp_path / 'out' / log.name}"), err


@pytest.mark.parametrize("build", BUILDS)
def test_offsets_past_what_the_segments_indexes_hold_are_one_problem_for_both(build, tmp_path, monkeypatch):
    """A Kafka-written segment named for base offset 0 whose third batch is moved to offset 2^31 (base
    offset, outside the CRC: intact). verify reports it where it is; recover leaves it out saying so;
    the rest is kept and verifies clean."""
    monkeypatch.setenv(BACKEND_ENV, build)
    data = FIRST_SEGMENT.read_bytes()
    starts = batch_starts(data)
    third = starts[2]
    log = tmp_path / "in" / FIRST_SEGMENT.name
    log.parent.mkdir()
    log.write_bytes(put(data, third, ">q", 2**31))
    last_delta = struct.unpack_from(">i", data, third + 23)[0]
    where = (f"{log} at byte {third}: batch offsets {2**31}..{2**31 + last_delta} do not fit a segment whose "
             f"base offset is 0 (its indexes hold offsets 0 to 2^31 - 1 above the base)")

    code, out, err = run("verify", str(log))
    assert code == 1 and where in err.splitlines() and out.startswith(f"FAIL {log}: "), (out, err)
    code, report, verified, out, err = _recover_and_verify(log, tmp_path / "out")
    assert code == 1 and f"  lost bytes {third}..{starts[3]} " in report
    assert "do not fit a segment whose base offset is 0" in report
    assert verified == 0 and not err, err


@cache
def _first_offset(fixture_index: int, directory: str) -> int:
    """The first record's offset in the undamaged fixture (from ``dump --json``): its segment's base offset."""
    fixture = FIXTURES[fixture_index]
    path = Path(directory) / f"{fixture_index}.log"
    path.write_bytes(fixture.files[".log"])
    _, out, _ = run("dump", "--json", "--deep-iteration", str(path))
    return next(json.loads(line)["offset"] for line in out.splitlines() if json.loads(line)["type"] == "record")


def _one_case(rnd: random.Random, directory: Path) -> tuple[str, Path]:
    """A mutated copy of a fixture's log (without its indexes), named as Kafka names it (its first
    offset): a far timestamp or an int64-edge base offset in an intact batch (the two rules in
    question), or test_mutation's byte edits."""
    index = rnd.randrange(len(FIXTURES))
    fixture = FIXTURES[index]
    originals = directory.parent.parent / "originals"
    originals.mkdir(exist_ok=True)
    name = f"{_first_offset(index, str(originals)):020d}.log"
    kind = rnd.random()
    if kind < 0.4:
        m = Mutation(bytearray(fixture.files[".log"]), list(range(len(fixture.files[".log"]))))
        restamp(m, rnd)
    elif kind < 0.6:
        m = Mutation(bytearray(fixture.files[".log"]), list(range(len(fixture.files[".log"]))))
        rebase(m, rnd)
    else:
        m = mutate(fixture.files[".log"], rnd)
    shutil.rmtree(directory, ignore_errors=True)
    directory.mkdir(parents=True)
    log = directory / name
    log.write_bytes(bytes(m.data))
    return f"{fixture.label}: {'; '.join(m.edits) or 'unchanged'}", log


CASES = 150


@pytest.mark.parametrize("seed, build", [(20261128, "python"), (random.randrange(1 << 30), "auto")],
                         ids=["fixed-seed-python-build", "fresh-seed-default-build"])
def test_what_recover_writes_always_verifies_and_it_loses_only_what_verify_finds(seed, build, tmp_path, monkeypatch):
    """Over mutated Kafka-written segments: recover's output passes verify, and recover reports a loss
    exactly when verify finds a problem in the input."""
    monkeypatch.setenv(BACKEND_ENV, build)
    _first_offset.cache_clear()
    failures = []
    for case in range(CASES):
        rnd = random.Random(f"{seed}/{case}")
        label, log = _one_case(rnd, tmp_path / "in" / "t-0")
        output = tmp_path / "out"
        shutil.rmtree(output, ignore_errors=True)
        checked, _, problems = run("verify", str(log))
        code, report, verified, _out, err = _recover_and_verify(log, output)
        if verified != 0:
            failures.append(f"case {case}, {label}: recover's output fails verify\n{report}\n{err}")
        elif (code == 1) != (checked == 1):
            failures.append(f"case {case}, {label}: recover exits {code}, verify of the input {checked}\n"
                            f"{report}\n{problems}")
        if len(failures) == 5:
            break
    assert not failures, f"seed {seed}, {BACKEND_ENV}={build}:\n\n" + "\n\n".join(failures)
