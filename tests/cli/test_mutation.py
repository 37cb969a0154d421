"""Every command survives every byte: mutated copies of the Kafka-written fixtures through ``main()``.

Each case copies one fixture segment (with its indexes, when it has them),
damages the log or one index the way ``../shared/tools/cli-mutate`` does (bit
flips, 4-byte overwrites with 0x00000000/0x7fffffff/0x80000000/0xffffffff,
truncation, inserted random bytes; 1 to 4 edits) or moves a v2 batch's
timestamps to an int64 edge (year 10000, ±2^63) with its CRC recomputed (a valid
batch), and runs every command on it in-process (``describe`` on the data
directory holding it). Asserted: nothing escapes ``main()``, the exit status is 0 or
1, ``verify``, ``export`` and ``dump --json`` exit 1 exactly when they report a problem,
``sql`` gives the records ``dump --json`` shows in data batches whose CRC holds as intact rows and
its damage as ``_corrupt_record`` rows (as ``../shared/tools/cli-mutate`` asks; in 2 cases of 5, with
an export under one of :data:`SELECTIONS`' reader flags beside it),
every batch of the original whose bytes the edits left alone is still
reported, with all its records, as the undamaged file reports it, and the
records of a damaged log checked as whole lists (what ``verify`` does) give
the same problems as checked one by one (``dump``).

Two runs: a fixed seed with the Python build of the specs, and a fresh seed
(printed on failure) with the default build (the C++ one when it is
installed). A failing case is replayed alone with ``replay(seed, case)``
under the same ``KAFKA_KSY_BACKEND``.

The table doors (``read_table``, ``export``, ``sql``) get mutated partitions of their
own, each read with one option set: their rows and damage must be those of
``dump --json`` and ``verify`` (``check_doors_case``, replayed the same way).
"""
from __future__ import annotations

import base64
import io
import json
import random
import shutil
import struct
import traceback
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

import pytest

from pyspark_udfs.builds import backend
from pyspark_udfs.builds.backend import BACKEND_ENV
from pyspark_udfs.cli import main
from tests.cli.test_offsets import checked_apart
from tests.conftest import GOLDEN, SAMPLES
from tests.support import oracle
from tests.support.batches import batch, big_record
from tests.support.damage import batch_starts, put, refresh_v2_crc
from tests.support.doors import agreement, disagreements, export_door, read_table_door, sql_door

CASES_PER_RUN = 1500
WORDS = (b"\x00\x00\x00\x00", b"\x7f\xff\xff\xff", b"\x80\x00\x00\x00", b"\xff\xff\xff\xff")
SAMPLE_PREFIX_BYTES = 6000
"""Large sample segments are cut to their first whole batches up to this size (their indexes left out)."""
INDEX_SUFFIXES = (".index", ".timeindex", ".txnindex")
FAR_TIMESTAMPS = (253402300800000, 2**63 - 1, -2**63, -1)
EDGE_OFFSETS = (2**63 - 1, 2**63 - 2, 2**63 - 1000, 2**31 - 1, 2**31, -1, -2**63)
"""int64's ends and around, Int.MAX and past it: base offsets a damaged header may carry."""
"""Year 10000 (Java: Instant.ofEpochMilli(253402300800000L) is +10000-01-01T00:00:00Z), the int64 ends, none."""


@dataclass(frozen=True)
class Fixture:
    """A segment's files: ``.log`` bytes under the name ``stem + ".log"``, and its indexes, if any."""

    label: str
    stem: str
    files: dict[str, bytes]


def _whole_batches(data: bytes, limit: int) -> bytes:
    ends = [start for start in batch_starts(data)[1:] if start <= limit]
    return data[:ends[-1]] if ends else data


def _fixtures() -> list[Fixture]:
    found = []
    for log in sorted(GOLDEN.rglob("*.log")):
        files = {suffix: log.with_suffix(suffix).read_bytes() for suffix in (".log", *INDEX_SUFFIXES)
                 if log.with_suffix(suffix).exists()}
        found.append(Fixture(str(log.relative_to(GOLDEN)), log.stem, files))
    for log in sorted(SAMPLES.rglob("*.log")):
        label = str(log.relative_to(SAMPLES))
        data = log.read_bytes()
        if len(data) <= 4 * SAMPLE_PREFIX_BYTES:
            files = {suffix: log.with_suffix(suffix).read_bytes() for suffix in (".log", *INDEX_SUFFIXES)
                     if log.with_suffix(suffix).exists()}
        else:
            files = {".log": _whole_batches(data, SAMPLE_PREFIX_BYTES)}
            label += " (first batches)"
        found.append(Fixture(label, log.stem, files))
    return found


FIXTURES = _fixtures()


@dataclass
class Mutation:
    """Damaged bytes, and for each byte its position in the original (-1: written by an edit)."""

    data: bytearray
    origin: list[int]
    edits: list[str] = field(default_factory=list)


def restamp(m: Mutation, rnd: random.Random) -> None:
    """One intact v2 batch's base or max timestamp set to a far value, its CRC recomputed: still valid."""
    starts = [start for start in batch_starts(bytes(m.data))
              if len(m.data) >= start + 61 and m.data[start + 16] == 2
              and start + 12 + int.from_bytes(m.data[start + 8:start + 12], "big", signed=True) <= len(m.data)]
    if not starts:
        return
    start, field_at, value = rnd.choice(starts), rnd.choice((27, 35)), rnd.choice(FAR_TIMESTAMPS)
    m.data[start + field_at:start + field_at + 8] = value.to_bytes(8, "big", signed=True)
    m.data[:] = refresh_v2_crc(bytes(m.data), start)
    m.origin[start + 17:start + 21] = [-1] * 4  # the CRC
    m.origin[start + field_at:start + field_at + 8] = [-1] * 8
    m.edits.append(f"timestamp at {start + field_at} = {value}, CRC recomputed")


def rebase(m: Mutation, rnd: random.Random) -> None:
    """One v2 batch's base offset (outside the CRC) set to an int64 edge: its CRC still holds."""
    starts = [start for start in batch_starts(bytes(m.data)) if len(m.data) >= start + 61 and m.data[start + 16] == 2]
    if not starts:
        return
    start, value = rnd.choice(starts), rnd.choice(EDGE_OFFSETS)
    m.data[start:start + 8] = value.to_bytes(8, "big", signed=True)
    m.origin[start:start + 8] = [-1] * 8
    m.edits.append(f"base offset at {start} = {value}")


def mutate(data: bytes, rnd: random.Random, log: bool = True) -> Mutation:
    """1 to 4 edits of ``data``; a ``log`` may instead get far timestamps in a valid batch (:func:`restamp`)
    or an int64-edge base offset (:func:`rebase`)."""
    m = Mutation(bytearray(data), list(range(len(data))))
    if log and rnd.random() < 0.1:
        restamp(m, rnd)
        return m
    if log and rnd.random() < 0.1:
        rebase(m, rnd)
        return m
    for _ in range(rnd.randint(1, 4)):
        kind, pos = rnd.random(), rnd.randrange(max(1, len(m.data)))
        if kind < 0.5 and m.data:
            bit = rnd.randrange(8)
            m.data[pos] ^= 1 << bit
            m.origin[pos] = -1
            m.edits.append(f"flip bit {bit} of byte {pos}")
        elif kind < 0.7:
            word = rnd.choice(WORDS)
            m.data[pos:pos + 4] = word
            m.origin[pos:pos + 4] = [-1] * 4
            m.edits.append(f"write {word.hex()} at {pos}")
        elif kind < 0.85:
            del m.data[pos:], m.origin[pos:]
            m.edits.append(f"truncate at {pos}")
        else:
            inserted = rnd.randbytes(rnd.randint(1, 64))
            m.data[pos:pos] = inserted
            m.origin[pos:pos] = [-1] * len(inserted)
            m.edits.append(f"insert {len(inserted)} bytes at {pos}")
    return m


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(list(argv), out=out, err=err)
    return code, out.getvalue(), err.getvalue()


def batch_reports(json_out: str) -> dict[int, tuple[dict, list[dict]]]:
    """Batch objects of a ``dump --json`` by position, each with the records after it (no ``file``)."""
    reports: dict[int, tuple[dict, list[dict]]] = {}
    records: list[dict] = []
    for line in json_out.splitlines():
        obj = json.loads(line)
        obj.pop("file")
        if obj["type"] == "batch":
            records = []
            reports[obj.pop("position")] = (obj, records)
        elif obj["type"] == "record":
            records.append(obj)
    return reports


@cache
def undamaged_batches(fixture_index: int, directory: str) -> list[tuple[int, int, tuple[dict, list[dict]]]]:
    """(start, end, report) of each intact batch of the fixture, from the undamaged file's JSON dump."""
    fixture = FIXTURES[fixture_index]
    path = Path(directory) / (fixture.stem + ".log")
    path.write_bytes(fixture.files[".log"])
    code, out, _ = run("dump", "--json", str(path))
    assert code == 0, f"{fixture.label} is not clean"
    reports = batch_reports(out)
    return [(start, start + report[0]["size"], report) for start, report in sorted(reports.items())]


def survivors(m: Mutation, batches) -> list[tuple[int, int, tuple[dict, list[dict]]]]:
    """Where each original batch that no edit touched now starts and ends, with its original report."""
    where = {original: position for position, original in enumerate(m.origin) if original >= 0}
    kept = []
    for start, end, report in batches:
        at = where.get(start)
        if at is not None and m.origin[at:at + end - start] == list(range(start, end)):
            kept.append((at, at + end - start, report))
    return kept


def commands_for(fixture: Fixture, mutated: str, directory: Path, selection: list[str] | None = None
                 ) -> list[list[str]]:
    """The commands of a case; with ``selection`` (a .log case), also an export with those reader flags and
    ``sql``, whose rows :func:`doors_disagree` compares with ``dump --json``'s."""
    log = str(directory / (fixture.stem + ".log"))
    target = str(directory / (fixture.stem + mutated))
    if mutated == ".log":
        doors = [] if selection is None else [
            ["export", log, "--output", str(directory / "bounded"), "--format", "arrow", *selection],
            ["sql", DOORS_QUERY, log, "--json"]]
        return [["dump", log], ["dump", "--deep-iteration", "--print-data-log", log], ["dump", "--json", log],
                ["verify", log], ["recover", log, "--output", str(directory / "recovered")],
                ["describe", str(directory.parent)],
                ["export", log, "--output", str(directory / "exported"), "--format", "arrow"], *doors]
    if mutated == ".txnindex":
        return [["dump", target], ["dump", "--json", target], ["verify", target]]
    return [["dump", target], ["dump", "--json", target], ["dump", "--verify-index-only", target],
            ["dump", "--index-sanity-check", target], ["verify", log]]


SELECTIONS = ([], ["--starting-offset", "3", "--ending-offset", "40"], ["--isolation-level", "read_committed"],
              ["--include-control"], ["--ending-offset", "12"], ["--starting-offset", "20"])
"""Option sets for a second export: the batch decisions of docs/robustness.md on damaged headers."""
DOORS_QUERY = ("select count(*) filter (where _corrupt_record is null) as ok, count(_corrupt_record) as bad "
               "from log")


def doors_disagree(dump_json: str, sql_json: str) -> str | None:
    """What ../shared/tools/cli-mutate asks of ``dump --json`` and ``sql`` on the same file: the records in
    data batches whose CRC holds are sql's intact rows, and damage dump reports reaches sql as a row."""
    records, damaged, counted = 0, False, True
    for item in map(json.loads, dump_json.splitlines()):
        if item["type"] == "batch":
            counted = item.get("crc_valid") is not False and not item.get("is_control")
        elif item["type"] == "record":
            records += counted
        elif item["type"] == "error" and item["kind"] != "offsets":
            damaged = True
    row = json.loads(sql_json.splitlines()[-1])
    if records != row["ok"]:
        return f"dump --json shows {records} intact records, sql {row['ok']}"
    if damaged and not row["bad"]:
        return "dump --json reports damage that sql does not"
    return None


def text_problems(out: str, err: str) -> bool:
    """Whether a text ``dump`` reported a problem: a line on stderr other than the non-consecutive
    offsets summary (gaps are no problem), or kafka-dump-log's trailing bytes line."""
    summary = ("Non-consecutive offsets in ", "  ")
    return any(not line.startswith(summary) for line in err.splitlines()) or \
        any(line.startswith("Found ") and " invalid bytes at the end of " in line for line in out.splitlines())


def check_case(seed: int, case: int, directory: Path) -> str | None:
    """Run one mutated case; the reason it fails, or None."""
    rnd = random.Random(f"{seed}/{case}")
    fixture_index = rnd.randrange(len(FIXTURES))
    fixture = FIXTURES[fixture_index]
    indexes = [suffix for suffix in INDEX_SUFFIXES if suffix in fixture.files]
    mutated = rnd.choice(indexes) if indexes and rnd.random() < 0.3 else ".log"
    m = write_case(fixture, mutated, rnd, directory)
    where = f"seed {seed} case {case}: {fixture.label}, {mutated} damaged by {'; '.join(m.edits)}"
    if mutated == ".log":
        log = directory / (fixture.stem + ".log")
        if checked_apart(log, record_lists=True) != checked_apart(log, record_lists=False):
            return f"{where}: records checked as whole lists and one by one disagree"
    dumped = ""
    selection = rnd.choice(SELECTIONS) if rnd.random() < 0.4 else None  # the table doors in 2 cases of 5
    for argv in commands_for(fixture, mutated, directory, selection):
        command = f"{where}: kafka-ksy {' '.join(argv)}"
        try:
            code, out, err = run(*argv)
        except BaseException:
            return f"{command}: raised\n{traceback.format_exc()}"
        if why := outcome_disagrees(argv, code, out, err, dumped):
            return f"{command}: {why}"
        if argv[:2] == ["dump", "--json"] and mutated == ".log":
            dumped = out
            reports = batch_reports(out)
            for at, _end, report in survivors(m, undamaged_batches(fixture_index, str(directory.parent / "clean"))):
                if reports.get(at) != report:
                    return f"{command}: the untouched batch now at byte {at} is not reported as before: {report}"
    return None


def write_case(fixture: Fixture, mutated: str, rnd: random.Random, directory: Path) -> Mutation:
    """Empty ``directory``, write the fixture's files there and ``mutated``'s damaged; the mutation."""
    for old in directory.glob("*"):
        if old.is_file():
            old.unlink()
    for output in ("exported", "bounded"):  # a fresh export: none of its files is done yet
        shutil.rmtree(directory / output, ignore_errors=True)
    for suffix, data in fixture.files.items():
        (directory / (fixture.stem + suffix)).write_bytes(data)
    m = mutate(fixture.files[mutated], rnd, log=mutated == ".log")
    (directory / (fixture.stem + mutated)).write_bytes(bytes(m.data))
    return m


def outcome_disagrees(argv: list[str], code: int, out: str, err: str, dumped: str) -> str | None:
    """Why a command's exit status and output disagree with each other (or sql's with ``dump --json``'s
    output ``dumped``), or None."""
    if code not in (0, 1):
        return f"exit status {code}\n{err}"
    if argv[0] == "verify" and (code == 1) != any(line.startswith("FAIL ") for line in out.splitlines()):
        return f"exit status {code} but the summary says\n{out}"
    if argv[0] in ("verify", "export") and (code == 1) != bool(err):
        return f"exit status {code} with problems reported: {err!r}"
    if argv[:2] == ["dump", "--json"] and (code == 1) != any(json.loads(line)["type"] == "error"
                                                             for line in out.splitlines()):
        return f"exit status {code}, error objects disagree\n{out}"
    if argv[0] == "dump" and "--json" not in argv and (code == 1) != text_problems(out, err):
        return f"exit status {code}, problems reported disagree\n{err}"
    if argv[0] == "sql" and (why := doors_disagree(dumped, out)):
        return why
    return None


def replay(seed: int, case: int, directory: Path) -> str | None:
    """Run one case again (for a failure found by either run)."""
    directory.mkdir(parents=True, exist_ok=True)
    (directory.parent / "clean").mkdir(exist_ok=True)
    return check_case(seed, case, directory)


@pytest.mark.parametrize("seed, backend", [(20261123, "python"), (random.randrange(1 << 30), "auto")],
                         ids=["fixed-seed-python-build", "fresh-seed-default-build"])
def test_every_command_survives_mutated_fixtures(seed, backend, tmp_path, monkeypatch):
    monkeypatch.setenv(BACKEND_ENV, backend)
    work = tmp_path / "case-0"  # a partition directory, for describe
    work.mkdir()
    (tmp_path / "clean").mkdir()
    undamaged_batches.cache_clear()
    failures = []
    for case in range(CASES_PER_RUN):
        failure = check_case(seed, case, work)
        if failure:
            failures.append(failure)
            if len(failures) == 5:
                break
    assert not failures, (f"seed {seed}, {BACKEND_ENV}={backend}: {len(failures)} failing cases\n\n"
                          + "\n\n".join(failures))


# Special inputs beside the mutations (issue 18): a zero-filled region of 64 MiB between intact
# batches, and records of megabytes, through every command with either build.

ZERO_REGION = 64 * 1024 * 1024 + 5
BUILDS = ["python"] + (["native"] if backend.native_backend() is not None else [])


def _shifted(data: bytes, by: int) -> bytes:
    """Kafka's batches with their base offsets raised by ``by`` (outside the CRC: still intact)."""
    for start in batch_starts(data):
        data = put(data, start, ">q", struct.unpack_from(">q", data, start)[0] + by)
    return data


@pytest.mark.parametrize("build", BUILDS)
def test_every_command_finds_the_batches_after_a_zero_filled_region(build, tmp_path, monkeypatch):
    """Kafka-written batches, 64 MiB of zeros (a sparse file, as a preallocated segment after a
    crash), the same batches at higher offsets: every command reports the region once, at its
    start and size, and reads every batch after it as it reads the undamaged file."""
    monkeypatch.setenv(BACKEND_ENV, build)
    before = (GOLDEN / "v2-none.log").read_bytes()
    after = _shifted(before, 100)
    log = tmp_path / "data" / "t-0" / "00000000000000000000.log"
    log.parent.mkdir(parents=True)
    with open(log, "wb") as out:
        out.write(before)
        out.truncate(len(before) + ZERO_REGION)
        out.seek(0, io.SEEK_END)
        out.write(after)
    clean = tmp_path / "clean" / "00000000000000000000.log"
    clean.parent.mkdir()
    clean.write_bytes(after)
    start, resumed = len(before), len(before) + ZERO_REGION
    region = f"at byte {start}: impossible length 0"

    code, out, _ = run("dump", "--json", str(log))
    errors = [json.loads(line) for line in out.splitlines() if json.loads(line)["type"] == "error"]
    assert code == 1 and [(e["position"], e["kind"]) for e in errors] == [(start, "corrupt")]
    assert f"next intact batch found at byte {resumed}" in errors[0]["reason"]
    reports = batch_reports(out)
    expected = batch_reports(run("dump", "--json", str(clean))[1])
    assert {p - resumed: r for p, r in reports.items() if p >= resumed} == expected
    assert len(reports) == 2 * len(expected)

    code, out, err = run("dump", "--deep-iteration", "--print-data-log", str(log))
    assert code == 1 and err.count(region) == 1
    assert out.count("| offset: ") == 2 * run("dump", "--deep-iteration", str(clean))[1].count("| offset: ")
    assert f"position: {resumed} " in out

    code, out, err = run("verify", str(log))
    batches, records = (len(expected), sum(len(r[1]) for r in expected.values()))
    assert code == 1 and err.count(region) == 1, err
    assert out.startswith(f"FAIL {log}: {2 * batches} batches, {2 * records} records, 1 problem")

    code, out, _ = run("recover", str(log), "--output", str(tmp_path / "recovered"))
    assert code == 1 and f"lost bytes {start}..{resumed} ({ZERO_REGION} bytes" in out
    recovered = tmp_path / "recovered" / log.name
    assert recovered.read_bytes() == before + after

    code, out, _ = run("describe", str(tmp_path / "data"))
    assert code == 1 and f"{2 * batches} batches" in out and "1 problem" in out


@pytest.mark.parametrize("build", BUILDS)
@pytest.mark.parametrize("codec", ["none", "zstd", "gzip"])
def test_every_command_reads_records_of_megabytes(build, codec, tmp_path, monkeypatch):
    """A batch of three records of 3 MiB each (one with a null key, one with a header), after a
    Kafka-written segment: every value comes out whole and exact."""
    monkeypatch.setenv(BACKEND_ENV, build)
    rng = random.Random(codec)
    values = [rng.randbytes(3 << 20), b"\xff" * (3 << 20), rng.randbytes(1024) * 3072]
    records = b"".join(big_record(i, value) for i, value in enumerate(values))
    kafka = (GOLDEN / "v2-none.log").read_bytes()
    log = tmp_path / "data" / "t-0" / "00000000000000000000.log"
    log.parent.mkdir(parents=True)
    log.write_bytes(kafka + batch(records, len(values), codec, base_offset=100))

    code, out, _ = run("dump", "--json", str(log))
    assert code == 0
    lines = [json.loads(line) for line in out.splitlines()]
    big = [line for line in lines if line["type"] == "record" and line["offset"] >= 100]
    assert [base64.b64decode(line["value"]) for line in big] == values
    assert [line["key"] for line in big] == [None] * 3

    code, out, _ = run("dump", "--deep-iteration", "--print-data-log", str(log))
    assert code == 0 and out.count(f"payload: {values[1].decode('utf-8', 'replace')}") == 1

    code, out, err = run("verify", str(log))
    batches = len(batch_starts(kafka)) + 1
    assert code == 0 and not err and f": {batches} batches, {10 + len(values)} records, 0 problems" in out

    code, out, _ = run("recover", str(log), "--output", str(tmp_path / "recovered"))
    assert code == 0 and (tmp_path / "recovered" / log.name).read_bytes() == log.read_bytes()

    code, out, _ = run("describe", str(tmp_path / "data"))
    assert code == 0 and "offsets 0..102" in out and f"{batches} batches" in out


# The table doors on mutated partitions (issue 32): a fixture segment, with its indexes and two of Kafka's text
# files, as partition ``t-0`` of a data directory; the log, an index or a text file damaged; one option set drawn
# (bounds, per-partition bounds, timestamps, topic/partition, read_committed, include_control; sometimes
# FAILFAST). ``read_table`` (the run's build), ``export`` and ``sql`` must give the rows and damage that
# ``dump --json`` and ``verify`` give (tests/support/oracle.py), and the same as each other.

DOOR_CASES_PER_RUN = 40
TEXT_FILES = ("leader-epoch-checkpoint", "partition.metadata")
"""Kafka's text files of a partition directory (from samples/kafka-logs/orders-0), damaged like the rest."""


def door_options(rnd: random.Random, partition: oracle.Partition) -> dict:
    """One option set with values taken from the records ``dump`` shows, so that bounds fall among them."""
    records = [r for b in partition.batches for r in b.records] or [{"offset": 0, "timestamp": 0}]
    offset = max(0, rnd.choice(records)["offset"])  # a damaged offset may be negative: no bound a user gives
    stamp = rnd.choice(records)["timestamp"]
    kind = rnd.choice(("none", "bounds", "per-partition", "timestamps", "topic", "read_committed",
                       "include_control"))
    options: dict = {
        "none": {},
        "bounds": {"startingOffset": offset, "endingOffset": offset + rnd.randint(1, 60)},
        "per-partition": {rnd.choice(("startingOffset", "endingOffset")): {"t": {"0": offset}}},
        "timestamps": {rnd.choice(("startingTimestamp", "endingTimestamp")): stamp},
        "topic": {"topic": "t", "partition": 0},
        "read_committed": {"isolationLevel": "read_committed"},
        "include_control": {"includeControl": True},
    }[kind]
    if rnd.random() < 0.2:
        options["mode"] = "FAILFAST"
    return options


def check_doors_case(seed: int, case: int, work: Path, build: str) -> str | None:
    """Run one mutated partition through the table doors; the reason it fails, or None."""
    rnd = random.Random(f"doors/{seed}/{case}")
    fixture = FIXTURES[rnd.randrange(len(FIXTURES))]
    data_dir = work / f"case-{case}"
    partition_dir = data_dir / "t-0"
    partition_dir.mkdir(parents=True)
    stem = fixture.stem
    files = {stem + suffix: data for suffix, data in fixture.files.items()}
    files.update({name: (SAMPLES / "orders-0" / name).read_bytes() for name in TEXT_FILES})
    target = rnd.choice([name for name in files if not name.endswith(".log")]) if rnd.random() < 0.4 \
        else stem + ".log"
    m = mutate(files[target], rnd, log=target.endswith(".log"))
    files[target] = bytes(m.data)
    for name, data in files.items():
        (partition_dir / name).write_bytes(data)
    partition = oracle.dump(data_dir, "t-0")
    options = door_options(rnd, partition)
    want = oracle.expected([partition], options, oracle.verify_problems(data_dir, ["t-0"]))
    answers = {f"read_table[{build}]": read_table_door(data_dir, data_dir, options, build),
               "export": export_door(data_dir, data_dir, options, work / f"export-{case}"),
               "sql": sql_door(data_dir, data_dir, options)}
    where = f"seed {seed} case {case}: {fixture.label}, {target} damaged by {'; '.join(m.edits)}; options {options}"
    if options.get("mode") == "FAILFAST":
        failures = [f"{door}: no error, dump reports {sorted(want.problems)}" for door, got in answers.items()
                    if want.problems and not got.answer.failed]
    else:
        failures = [line for door, got in answers.items() for line in disagreements(door, got, want)]
        failures += agreement(answers)
    return f"{where}:\n  " + "\n  ".join(failures) if failures else None


# Fixed seeds only: a fresh seed finds cases where the doors agree with each other but not with the oracle
# (docs/robustness.md, "Open cases"); until each is decided, a fresh seed would fail CI at random.
@pytest.mark.parametrize("seed, build", [(20261128, "python"), (20261128, "native"), (1128, "native")],
                         ids=["fixed-seed-python-build", "fixed-seed-native-build", "second-seed-native-build"])
def test_every_table_door_agrees_with_dump_on_mutated_partitions(seed, build, tmp_path):
    failures = []
    for case in range(DOOR_CASES_PER_RUN):
        failure = check_doors_case(seed, case, tmp_path, build)
        if failure:
            failures.append(failure)
            if len(failures) == 5:
                break
    assert not failures, (f"seed {seed}, {BACKEND_ENV}={build} (replay: check_doors_case(seed, case, tmp_path, "
                          f"build)): {len(failures)} failing cases\n\n" + "\n\n".join(failures))


# The text files of a data directory and its KRaft snapshot (issue 32, item 17), damaged the same way, through
# describe, verify and dump: never a traceback or a hang, each damage a reported problem (exit status 1 exactly
# when something is on stderr), the rest described as before, and no damaged batch of the KRaft snapshot shown
# as the cluster's state.

TEXT_CASES_PER_RUN = 200
DAMAGED_FILES = ("meta.properties", "replication-offset-checkpoint", "recovery-point-offset-checkpoint",
                 "log-start-offset-checkpoint", "cleaner-offset-checkpoint", ".kafka_cleanshutdown",
                 "orders-0/leader-epoch-checkpoint", "orders-0/partition.metadata",
                 "__cluster_metadata-0/quorum-state", "__cluster_metadata-0/00000000000000000052-0000000001.checkpoint")
KRAFT_LINES = ("  KRaft metadata ", "    features: ", "    broker ")


def small_data_dir(root: Path) -> dict[str, bytes]:
    """A data directory of the samples' text files, __cluster_metadata-0 and orders-0's last segment, with a
    .kafka_cleanshutdown as Kafka 3.7 and later write it; the bytes of each file :data:`DAMAGED_FILES` names."""
    shutil.copytree(SAMPLES / "__cluster_metadata-0", root / "__cluster_metadata-0")
    (root / "orders-0").mkdir()
    for name in ("00000000000000001129.log", "leader-epoch-checkpoint", "partition.metadata"):
        shutil.copy(SAMPLES / "orders-0" / name, root / "orders-0" / name)
    for name in ("meta.properties", *(n for n in DAMAGED_FILES if n.endswith("offset-checkpoint"))):
        shutil.copy(SAMPLES / name, root / name)
    (root / ".kafka_cleanshutdown").write_text('{"version":0,"brokerEpoch":7}')
    return {name: (root / name).read_bytes() for name in DAMAGED_FILES}


def section(out: str, start: str) -> list[str]:
    """The lines of a describe overview from the one that starts with ``start`` to the next blank line."""
    lines = out.splitlines()
    at = next(i for i, line in enumerate(lines) if line.startswith(start))
    return lines[at:lines.index("", at) if "" in lines[at:] else len(lines)]


def check_text_case(seed: int, case: int, root: Path, originals: dict[str, bytes], clean: str) -> str | None:
    """Damage one file of the small data directory, run the commands; the reason the case fails, or None."""
    rnd = random.Random(f"{seed}/text/{case}")
    name = rnd.choice(DAMAGED_FILES)
    m = mutate(originals[name], rnd, log=False)
    (root / name).write_bytes(bytes(m.data))
    where = f"seed {seed} text case {case}: {name} damaged by {'; '.join(m.edits)}"
    kraft = str(root / "__cluster_metadata-0")
    try:
        results = {}
        for argv in (["describe", str(root)], ["describe", "--json", str(root)], ["verify", kraft],
                     ["dump", "--json", kraft], ["dump", "--cluster-metadata-decoder", kraft]):
            try:
                results[" ".join(argv[:2])] = code, out, err = run(*argv)
            except BaseException:
                return f"{where}: kafka-ksy {' '.join(argv)} raised\n{traceback.format_exc()}"
            if "--json" in argv:
                reported = any(json.loads(line)["type"] == "error" for line in out.splitlines())
            else:
                reported = text_problems(out, err) if argv[0] == "dump" else bool(err)
            if code not in (0, 1) or (code == 1) != reported:
                return f"{where}: kafka-ksy {' '.join(argv)}: exit status {code}, problems reported: {reported}\n{err}"
        (code, out, err), json_code = results["describe " + str(root)], results["describe --json"][0]
        if code != json_code:
            return f"{where}: describe exits {code}, describe --json {json_code}"
        if section(out, "orders-0: topic orders partition 0")[1:3] != \
                section(clean, "orders-0: topic orders partition 0")[1:3]:
            return f"{where}: orders-0's segment is not described as before\n{out}"
        shown = [line for line in out.splitlines() if line.startswith(KRAFT_LINES)]
        if name.endswith(".checkpoint") and code == 0 and shown != [
                line for line in clean.splitlines() if line.startswith(KRAFT_LINES)]:
            return f"{where}: exit status 0, but the KRaft image changed\n{out}"
        return None
    finally:
        (root / name).write_bytes(originals[name])


@pytest.mark.parametrize("seed, backend", [(20261128, "python"), (random.randrange(1 << 30), "auto")],
                         ids=["fixed-seed-python-build", "fresh-seed-default-build"])
def test_describe_verify_and_dump_survive_damaged_text_files(seed, backend, tmp_path, monkeypatch):
    monkeypatch.setenv(BACKEND_ENV, backend)
    root = tmp_path / "kafka-logs"
    originals = small_data_dir(root)
    code, clean, err = run("describe", str(root))
    assert code == 0 and not err, err
    failures = []
    for case in range(TEXT_CASES_PER_RUN):
        failure = check_text_case(seed, case, root, originals, clean)
        if failure:
            failures.append(failure)
            if len(failures) == 5:
                break
    assert not failures, (f"seed {seed}, {BACKEND_ENV}={backend}: {len(failures)} failing cases\n\n"
                          + "\n\n".join(failures))
