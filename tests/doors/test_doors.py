"""Every front door over one damaged data directory, with every option: the same rows and the same problems,
and those of the CLI's ``dump --json`` and ``verify`` (issue 32, "How it must be tested"; issue 36, item 3).

The data directory is Kafka's (samples/kafka-logs, several topics) with damage of each kind the issue names
(tests/support/damaged_dir.py). What a read must give comes from ``dump --json`` and ``verify`` alone
(tests/support/oracle.py), which do not use the table reader; the doors (tests/support/doors.py) are
``read_table`` in both builds, ``kafka-ksy export`` read back, ``kafka-ksy sql --json`` and the Spark source.
"""
from __future__ import annotations

import json
import os
import re
import shutil
from pathlib import Path

import pytest

pytest.importorskip("pyarrow")
pytest.importorskip("duckdb")

from pyspark_udfs.builds import backend
from tests.cli.test_users import unprivileged  # noqa: F401 - a fixture
from tests.conftest import SAMPLES
from tests.support import damaged_dir, oracle
from tests.support.doors import (
    Answered,
    agreement,
    cli,
    disagreements,
    export_door,
    read_table_door,
    run_as,
    spark_door,
    spark_options,
    sql_door,
)

BUILDS = ["python"] + (["native"] if backend.native_backend() is not None else [])


def _timestamp(partitions: list[oracle.Partition], directory: str, offset: int) -> int:
    topic, _, number = directory.rpartition("-")
    p = next(p for p in partitions if (p.topic, p.number) == (topic, int(number)))
    return next(r["timestamp"] for b in p.batches for r in b.records if r["offset"] == offset)


def option_sets(partitions: list[oracle.Partition]) -> dict[str, dict]:
    """Every selection option, alone or by pairs, with values that put damage inside the range: orders-0's
    time index is damaged over 579..1128, its offset index shifted by 400 over 0..578; web.clicks-0 holds a
    batch claiming offsets to 100,000 near 300 and one based at 10^12 near 800."""
    at = {name: _timestamp(partitions, *name) for name in (("orders-0", 700), ("orders-0", 1100),
                                                            ("web.clicks-0", 900))}
    return {
        "none": {},
        "topic": {"topic": "orders"},
        "topic-partition": {"topic": "web.clicks", "partition": 0},
        "offsets": {"startingOffset": 100, "endingOffset": 900},
        "offsets-per-partition": {"startingOffset": {"orders": {"1": 50}, "web.clicks": {"1": 200}},
                                  "endingOffset": {"orders": {"0": 400, "2": 300}, "web.clicks": {"0": 900}}},
        "timestamps": {"startingTimestamp": at[("orders-0", 700)], "endingTimestamp": at[("orders-0", 1100)]},
        "timestamps-per-partition": {"startingTimestamp": {"orders": {"0": at[("orders-0", 700)]}},
                                     "endingTimestamp": {"web.clicks": {"0": at[("web.clicks-0", 900)]}}},
        "read_committed": {"isolationLevel": "read_committed"},
        "include_control": {"includeControl": True},
    }


SETS = ["none", "topic", "topic-partition", "offsets", "offsets-per-partition", "timestamps",
        "timestamps-per-partition", "read_committed", "include_control"]


class Damaged:
    """The damaged data directory and what ``dump``/``verify`` say of it, built once for the module."""

    def __init__(self, root: Path):
        self.dir = damaged_dir.build(root)
        self.root = root
        self.partitions = [oracle.dump(root, d) for d in damaged_dir.PARTITIONS]
        self.flagged = oracle.verify_problems(root, list(damaged_dir.PARTITIONS))
        self.options = option_sets(self.partitions)
        assert list(self.options) == SETS, "SETS names the option sets (test ids are collected before the fixture)"

    def expected(self, options: dict) -> oracle.Expected:
        return oracle.expected(self.partitions, options, self.flagged)


@pytest.fixture(scope="module")
def damaged(tmp_path_factory) -> Damaged:
    return Damaged(tmp_path_factory.mktemp("doors") / "kafka-logs")


def test_the_oracle_reads_the_samples_as_kafka_wrote_them():
    """The oracle's cut of ``dump --json`` against EXPECTED.json (written by Kafka's classes): records, committed
    records and control records per partition of the undamaged samples."""
    partitions = [oracle.dump(SAMPLES, d) for d in damaged_dir.LIVE]
    kafka = {p["directory"]: p for p in json.loads((SAMPLES / "EXPECTED.json").read_text())["partitions"]}

    def counts(options: dict) -> dict[str, int]:
        rows = oracle.expected(partitions, options).rows
        return {d: sum(1 for t, n, _, _ in rows if f"{t}-{n}" == d) for d in damaged_dir.LIVE}

    assert counts({}) == {d: kafka[d]["records"] for d in damaged_dir.LIVE}
    assert counts({"isolationLevel": "read_committed"}) == {
        d: kafka[d].get("read_committed_records", kafka[d]["records"]) for d in damaged_dir.LIVE}
    assert counts({"includeControl": True}) == {
        d: kafka[d]["records"] + kafka[d]["control_records"] for d in damaged_dir.LIVE}


def doors(damaged: Damaged, path: Path, options: dict, output: Path) -> dict[str, Answered]:
    """Every door but Spark's over ``path``."""
    answers = {f"read_table[{b}]": read_table_door(damaged.root, path, options, b) for b in BUILDS}
    answers["export"] = export_door(damaged.root, path, options, output)
    answers["sql"] = sql_door(damaged.root, path, options)
    return answers


@pytest.mark.parametrize("name", SETS)
def test_every_door_gives_dumps_rows_and_problems(damaged, name, tmp_path):
    """PERMISSIVE: the rows and damage of ``dump``, the same in every door; FAILFAST stops exactly where
    PERMISSIVE (or ``dump``) reports damage."""
    options = damaged.options[name]
    want = damaged.expected(options)
    answers = doors(damaged, damaged.root, options, tmp_path / "export")
    failures = [line for door, got in answers.items() for line in disagreements(door, got, want)]
    failures += agreement(answers)
    stopping = doors(damaged, damaged.root, {**options, "mode": "FAILFAST"}, tmp_path / "failfast")
    for door, got in stopping.items():
        damage = want.problems | answers[door].answer.problems
        if damage and not got.answer.failed:
            failures.append(f"{door} FAILFAST: {len(got.answer.rows)} rows and no error; damage at {sorted(damage)}")
        if got.answer.failed and not damage:
            failures.append(f"{door} FAILFAST: stopped where PERMISSIVE and dump report no damage: "
                            f"{got.answer.failed}")
    assert not failures, f"options {options}:\n" + "\n".join(failures)


@pytest.mark.parametrize("name", ["none", "topic", "offsets"])
def test_dropmalformed_gives_the_same_rows_and_counts_what_it_dropped(damaged, name, tmp_path):
    options = damaged.options[name]
    want = damaged.expected(options)
    dropped = len(want.problems)
    assert dropped, "the selection holds damage"
    answers = doors(damaged, damaged.root, {**options, "mode": "DROPMALFORMED"}, tmp_path / "export")
    failures = []
    for door, got in answers.items():
        failures += disagreements(door, got, oracle.Expected(want.rows, set(), set(), set(), want.excused))
        if got.answer.problems:
            failures.append(f"{door}: damage rows in DROPMALFORMED: {sorted(got.answer.problems)}")
    # What DROPMALFORMED leaves out is what PERMISSIVE gives as damage rows, at least dump's damage
    kept = doors(damaged, damaged.root, options, tmp_path / "permissive")
    for door in (d for d in answers if d.startswith("read_table")):
        reported = int(re.search(r"corrupt_rows=(\d+)", kept[door].answer.said).group(1))
        stats = answers[door].answer.said
        if reported < dropped or f"dropped_problems={reported}" not in stats:
            failures.append(f"{door}: ReadStats does not count the {reported} problems PERMISSIVE reports "
                            f"({dropped} damaged ranges in dump): {stats}")
    reported = int(re.search(r"(\d+) damaged range", kept["export"].answer.said).group(1))
    summary = answers["export"].answer.said
    if reported < dropped or f"{reported} problems left out" not in summary:
        failures.append(f"export: the summary does not count the {reported} problems PERMISSIVE reports "
                        f"({dropped} damaged ranges in dump): {summary!r}")
    assert not failures, f"options {options}:\n" + "\n".join(failures)


# One damaged partition read alone (the partition directory as the path), with the bounds that put its damage
# in range: each item's damage must stop FAILFAST and be a damage row in PERMISSIVE, in every door.
PARTITION_CASES = {
    "control bit (item 5)": ("orders-1", {}),
    "offsets backwards (item 6)": ("orders-2", {}),
    "lastOffsetDelta 100000, endingOffset 900 (item 12)": ("web.clicks-0", {"endingOffset": 900}),
    "lastOffsetDelta 100000, startingOffset 400 (item 12)": ("web.clicks-0", {"startingOffset": 400,
                                                                               "endingOffset": 900}),
    "base offset 10^12, endingOffset 900 (item 12)": ("web.clicks-1", {"endingOffset": 900}),
    "shifted .index, endingOffset 400 (item 14)": ("orders-0", {"endingOffset": 400}),
    "damaged producer id and COMMIT marker, read_committed (item 13)": ("payments-tx-1",
                                                                        {"isolationLevel": "read_committed"}),
    "damaged COMMIT marker (items 5, 13)": ("payments-tx-1", {}),
}


@pytest.mark.parametrize("case", PARTITION_CASES)
@pytest.mark.parametrize("mode", ["PERMISSIVE", "FAILFAST"])
def test_each_damage_is_reported_in_every_mode(damaged, case, mode, tmp_path):
    directory, options = PARTITION_CASES[case]
    want = damaged.expected({**options, **_only(directory)})
    assert want.problems, f"dump reports damage in {directory} within {options}"
    answers = doors(damaged, damaged.root / directory, {**options, "mode": mode}, tmp_path / "export")
    if mode == "PERMISSIVE":
        failures = [line for door, got in answers.items() for line in disagreements(door, got, want)]
    else:
        failures = [f"{door}: gave {len(got.answer.rows)} rows and no error; dump reports damage at "
                    f"{sorted(want.problems)}" for door, got in answers.items() if not got.answer.failed]
    assert not failures, f"{directory} with {options}, {mode}:\n" + "\n".join(failures)


def _only(directory: str) -> dict:
    topic, _, number = directory.rpartition("-")
    return {"topic": topic, "partition": int(number)}


def test_read_committed_does_not_trust_a_cut_txnindex(damaged, tmp_path):
    """payments-tx-0's ``.txnindex`` cut to 33 bytes (an entry is 34): the aborted transactions are the markers'
    (EXPECTED.json: 85 records, 72 committed), in every door; ``verify`` and ``dump`` flag the file."""
    path = damaged.root / "payments-tx-0"
    want = damaged.expected({"isolationLevel": "read_committed", **_only("payments-tx-0")})
    payments = next(p for p in json.loads((SAMPLES / "EXPECTED.json").read_text())["partitions"]
                    if p["directory"] == "payments-tx-0")
    assert len(want.rows) == payments["read_committed_records"]
    answers = doors(damaged, path, {"isolationLevel": "read_committed"}, tmp_path / "export")
    failures = [line for door, got in answers.items() for line in disagreements(door, got, want)]
    txnindex = damaged.dir.damage(15).file
    if txnindex not in damaged.flagged:
        failures.append(f"verify does not flag {txnindex} (33 bytes: not a whole number of 34-byte entries)")
    code, out, _ = cli("dump", "--json", str(damaged.root / txnindex))
    if code != 1 or '"type":"error"' not in out.replace(" ", ""):
        failures.append(f"dump --json {txnindex}: exit {code}, no error object:\n{out}")
    assert not failures, "\n".join(failures)


def test_directories_kafka_does_not_serve_give_no_rows(damaged, tmp_path):
    """``-future`` and ``-delete`` copies (LocalLog's names) hold none of the live rows, in every door."""
    answers = doors(damaged, damaged.root, {"topic": "orders"}, tmp_path / "export")
    for door, got in answers.items():
        kept = {where[0].split("/")[0] for where in got.batch_of.values()}
        assert not kept & {damaged_dir.FUTURE, damaged_dir.DELETE}, f"{door} reads {sorted(kept)}"


@pytest.mark.parametrize("options", [{"startingOffset": {"order": {"0": 1200}}},
                                     {"endingOffset": {"orders": {"7": 10}}},
                                     {"startingOffset": 900, "endingOffset": 100}],
                         ids=["unknown-topic", "unknown-partition", "start-after-end"])
def test_bounds_the_input_cannot_meet_are_refused(damaged, options, tmp_path):
    """Spark's Kafka source refuses offsets for partitions it was not given; a start past the end is an error,
    not 0 rows (issue 32, item 2)."""
    answers = doors(damaged, damaged.root / "orders-0", options, tmp_path / "export")
    silent = [f"{door}: {len(got.answer.rows)} rows, no error" for door, got in answers.items()
              if not got.answer.failed]
    assert not silent, f"{options}:\n" + "\n".join(silent)


def test_an_empty_directory_is_an_error_in_every_door(damaged, tmp_path):
    """A partition directory with no segment: ``verify`` says it holds none (exit 2); so must every door
    (issue 32, item 8), as DuckDB's and Polars' readers do for no files found."""
    path = damaged.root / damaged_dir.EMPTY
    code, _, err = cli("verify", str(path))
    assert code == 2 and "no segment" in err
    answers = doors(damaged, path, {}, tmp_path / "export")
    silent = [f"{door}: {len(got.answer.rows)} rows, no error" for door, got in answers.items()
              if not got.answer.failed]
    assert not silent, "\n".join(silent)


@pytest.mark.parametrize("name", ["orders-0/00000000000000000000.index", "meta.properties"])
def test_a_file_that_is_not_a_segment_is_not_read_as_a_damaged_one(damaged, name, tmp_path):
    """An index or Kafka's ``meta.properties`` named as the path: not "a truncated segment of length
    1870012465" (its first bytes read as a batch length) but what it is (issue 32, item 9)."""
    answers = doors(damaged, damaged.root / name, {}, tmp_path / "export")
    misread = [f"{door}: {got.answer.failed or got.answer.reasons}" for door, got in answers.items()
               if any("runs past the end" in text for text in [got.answer.failed or "", *got.answer.reasons])]
    assert not misread, "\n".join(misread)


def test_an_unreadable_partition_directory_stops_every_door(damaged, tmp_path, unprivileged):  # noqa: F811
    """orders-1 at mode 000 in a copy: ``verify``, ``dump`` and ``describe`` exit 2 naming it; ``read_table``,
    ``export`` and ``sql`` must not give the other partitions' rows as the whole answer (issue 32, item 3)."""
    data_dir = tmp_path / "kafka-logs"
    for name in ("orders-0", "orders-1"):
        shutil.copytree(damaged.root / name, data_dir / name)
    locked = data_dir / "orders-1"
    os.chmod(locked, 0)
    reading = "import sys; from pyspark_udfs import read_table; print(read_table(sys.argv[1]).num_rows)"
    try:
        runs = {"read_table": run_as(unprivileged, "-c", reading, str(data_dir)),
                "export": run_as(unprivileged, "-m", "pyspark_udfs", "export", str(data_dir), "--output",
                                 str(tmp_path / "out")),
                "sql": run_as(unprivileged, "-m", "pyspark_udfs", "sql", "SELECT count(*) FROM log", str(data_dir))}
    finally:
        os.chmod(locked, 0o755)
    silent = [f"{door}: exit {run.returncode}, {run.stdout.strip()!r}, {run.stderr.strip()[-300:]!r}"
              for door, run in runs.items() if run.returncode == 0 or f"{locked}" not in run.stderr]
    assert not silent, "\n".join(silent)


# -- the Spark source: one DataFrame per option set, queried several times ----------------------------------------


SPARK_SETS = ["none", "topic", "offsets-per-partition"]
"""Each Spark query costs seconds: the sets that between them hold every damage and a selection of each kind."""


@pytest.mark.parametrize("name", SPARK_SETS)
def test_the_spark_source_gives_what_the_other_doors_give(damaged, name, spark):
    """One DataFrame, queried twice (its rows, its count): each query is a fresh read of the same rows."""
    options = damaged.options[name]
    want = damaged.expected(options)
    frame = spark.read.format("kafka-log").options(**spark_options(options)).load(str(damaged.root))
    first = spark_door(damaged.root, frame)
    failures = disagreements("spark", first, want)
    native = read_table_door(damaged.root, damaged.root, options, BUILDS[-1])
    failures += agreement({"spark": first, "read_table": native})
    count = frame.count()
    if count != len(first.answer.rows) + len(first.answer.problems):
        failures.append(f"spark: count() {count} is not the rows collected")
    assert not failures, f"options {options}:\n" + "\n".join(failures)


def test_the_spark_source_stops_at_damage_behind_a_control_bit(damaged, spark):
    """FAILFAST over orders-1, whose damaged batch claims to be control (issue 32, item 5)."""
    path = damaged.root / "orders-1"
    want = damaged.expected(_only("orders-1"))
    got = spark_door(damaged.root, spark.read.format("kafka-log").options(mode="FAILFAST").load(str(path)))
    assert got.answer.failed, f"spark FAILFAST gave {len(got.answer.rows)} rows; dump reports {want.problems}"


def test_the_spark_source_drops_what_the_other_doors_drop(damaged, spark):
    want = damaged.expected({})
    got = spark_door(damaged.root, spark.read.format("kafka-log").options(mode="DROPMALFORMED").load(str(damaged.root)))
    assert not got.answer.failed and not got.answer.problems
    failures = disagreements("spark", got, oracle.Expected(want.rows, set(), set(), set(), want.excused))
    assert not failures, "\n".join(failures)
