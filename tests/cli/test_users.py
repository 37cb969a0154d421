"""``kafka-ksy`` as users run it: ``python -m pyspark_udfs`` in a subprocess.

Edge inputs that once ended in a traceback or were skipped without a word:
timestamps past year 9999, directories and files the process may not read;
and the command line's own texts (``--help``, sizes, counts).
"""
from __future__ import annotations

import os
import shutil
import struct
import subprocess
import sys
from pathlib import Path

import pytest

from pyspark_udfs.format.crc import crc32c
from tests.conftest import GOLDEN, ROOT, SAMPLES
from tests.support.commands import command_id
from tests.support.damage import batch_starts, put, refresh_v2_crc
from tests.support.unprivileged import unprivileged_prefix

INT64_MAX = 2**63 - 1
YEAR_10000 = 253402300800000
"""10000-01-01T00:00:00Z in epoch milliseconds (Java: ``Instant.ofEpochMilli(253402300800000L)``)."""


def cli(*argv: str, prefix: tuple[str, ...] = ()) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT), COLUMNS="80")  # argparse wraps help to COLUMNS
    return subprocess.run([*prefix, sys.executable, "-m", "pyspark_udfs", *argv], capture_output=True, text=True,
                          env=env, timeout=300)


def far_future_segment() -> bytes:
    """Kafka's v2-none.log with its first batch moved to year 10000 and its second to the largest
    int64 timestamp (records keep their deltas; CRCs recomputed: the batches are valid)."""
    data = (GOLDEN / "v2-none.log").read_bytes()
    for start, base in zip(batch_starts(data)[:2], (YEAR_10000, None), strict=True):
        first, last = struct.unpack_from(">qq", data, start + 27)
        base = INT64_MAX - (last - first) if base is None else base
        data = put(put(data, start + 27, ">q", base), start + 35, ">q", base + last - first)
        data = refresh_v2_crc(data, start)
    return data


def far_future_snapshot() -> bytes:
    """A producer snapshot Kafka wrote (samples' orders-0), its one entry's timestamp at year 10000 + 5 ms."""
    data = bytearray((SAMPLES / "orders-0" / "00000000000000001227.snapshot").read_bytes())
    assert struct.unpack_from(">i", data, 6)[0] == 1
    struct.pack_into(">q", data, 10 + 26, YEAR_10000 + 5)  # header 10 bytes; timestamp 26 bytes into the entry
    data[2:6] = crc32c(bytes(data[6:])).to_bytes(4, "big")
    return bytes(data)


@pytest.fixture
def far_data_dir(tmp_path) -> Path:
    partition = tmp_path / "far-0"
    partition.mkdir()
    (partition / "00000000000000000000.log").write_bytes(far_future_segment())
    (partition / "00000000000000000010.snapshot").write_bytes(far_future_snapshot())
    return tmp_path


def test_timestamps_past_year_9999_print_as_javas_instant(far_data_dir):
    """Java's Instant.toString gives +292278994-08-17T07:12:55.807Z for Long.MAX_VALUE ms and
    +10000-01-01T00:00:00Z for 253402300800000 ms."""
    described = cli("describe", str(far_data_dir))
    assert described.returncode == 0, described.stderr
    out = described.stdout
    assert "batch times 2023-11-14T22:13:20.200Z..+292278994-08-17T07:12:55.807Z" in out, out
    assert "at +10000-01-01T00:00:00.005Z" in out, out

    as_json = cli("describe", "--json", str(far_data_dir))
    assert as_json.returncode == 0, as_json.stderr
    assert f'"max_timestamp":{INT64_MAX}' in as_json.stdout

    segment = str(far_data_dir / "far-0" / "00000000000000000000.log")
    dumped = cli("dump", "--deep-iteration", segment)
    assert dumped.returncode == 0, dumped.stderr
    assert f"CreateTime: {INT64_MAX} size:" in dumped.stdout and f"| offset: 0 CreateTime: {YEAR_10000} " \
        in dumped.stdout
    json_dump = cli("dump", "--json", segment)
    assert json_dump.returncode == 0 and f'"max_timestamp":{INT64_MAX},' in json_dump.stdout
    assert f'"offset":0,"timestamp":{YEAR_10000},' in json_dump.stdout
    verified = cli("verify", segment)
    assert verified.returncode == 0 and verified.stdout.startswith(f"OK {segment}: 3 batches, 10 records, ")


# -- directories and files the process may not read ----------------------------------------------------------------

@pytest.fixture(scope="module")
def unprivileged() -> tuple[str, ...]:
    """How to run a command that the kernel refuses a file with mode 000 (:mod:`tests.support.unprivileged`)."""
    return unprivileged_prefix()


@pytest.fixture
def locked_data_dir(tmp_path):
    """The samples with one partition directory and one segment of another partition at mode 000."""
    data_dir = tmp_path / "kafka-logs"
    shutil.copytree(SAMPLES, data_dir)
    locked_dir, locked_file = data_dir / "orders-1", data_dir / "orders-2" / "00000000000000000000.log"
    os.chmod(locked_dir, 0)
    os.chmod(locked_file, 0)
    yield data_dir, locked_dir, locked_file
    os.chmod(locked_dir, 0o755)
    os.chmod(locked_file, 0o644)


@pytest.mark.parametrize("command", [["dump"], ["dump", "--json"], ["verify"], ["describe"], ["describe", "--json"]],
                         ids=command_id)
def test_an_unreadable_directory_or_file_is_exit_2_naming_it_and_the_rest_is_read(command, locked_data_dir,
                                                                                 unprivileged):
    data_dir, locked_dir, locked_file = locked_data_dir
    result = cli(*command, str(data_dir), prefix=unprivileged)
    assert result.returncode == 2, result.stderr
    assert "Traceback" not in result.stderr
    errors = [line for line in result.stderr.splitlines() if line.startswith("kafka-ksy: ")]
    assert f"kafka-ksy: {locked_dir}: cannot be read: Permission denied" in errors, result.stderr
    assert any(line.startswith(f"kafka-ksy: {locked_file}: ") and "ermission denied" in line for line in errors), \
        result.stderr
    assert len(errors) == 2, result.stderr
    # the other partitions are still read, and what can be read of orders-2
    assert "orders-0" in result.stdout and "00000000000000001346.snapshot" in result.stdout


def test_an_unreadable_data_directory_is_exit_2(tmp_path, unprivileged):
    locked = tmp_path / "kafka-logs"
    locked.mkdir()
    os.chmod(locked, 0)
    try:
        for command in (["describe"], ["verify"], ["dump"]):
            result = cli(*command, str(locked), prefix=unprivileged)
            assert result.returncode == 2 and "Traceback" not in result.stderr, result.stderr
            assert result.stderr.splitlines() == [f"kafka-ksy: {locked}: cannot be read: Permission denied"]
    finally:
        os.chmod(locked, 0o755)


# -- the command line's own texts ------------------------------------------------------------------------------------

COMMANDS = ("dump", "verify", "describe", "recover")


@pytest.mark.parametrize("command", [(), *((c,) for c in COMMANDS)])
def test_help_is_plain_text_with_a_description_and_the_exit_statuses(command):
    result = cli(*command, "--help")
    assert result.returncode == 0 and result.stderr == ""
    text = result.stdout
    assert "``" not in text and ":data:" not in text and ":func:" not in text  # no reStructuredText
    assert max(len(line) for line in text.splitlines()) <= 100
    usage, description = text.split("\n\n")[:2]
    assert usage.startswith(f"usage: kafka-ksy {' '.join(command)}".rstrip())
    assert len(description.split()) >= 8, description  # a sentence or more, not just the name
    statuses = text[text.index("exit status:"):]
    for status, words in (("0", "clean"), ("1", "problem was found"), ("2", "cannot be read")):
        assert any(line.split()[:1] == [status] and words in line for line in statuses.splitlines()), statuses


def test_the_command_list_describes_every_command():
    listed = cli("--help").stdout
    for command in COMMANDS:
        line = next(line for line in listed.splitlines() if line.split()[:1] == [command])
        assert len(line.split()) >= 5, line


@pytest.mark.parametrize("command, kinds", [
    ("dump", (".log", ".index", ".timeindex", ".txnindex", ".snapshot", ".checkpoint")),
    ("verify", (".log", ".index", ".timeindex", ".txnindex", ".snapshot")),
])
def test_path_help_names_every_kind_of_file_directories_and_uris(command, kinds):
    text = " ".join(cli(command, "--help").stdout.split())
    path_help = text[text.index("PATH a "):text.index(" options:")]
    for kind in kinds:
        assert kind in path_help, (kind, path_help)
    assert "directory" in path_help and "s3://" in path_help


def test_a_size_option_takes_the_units_the_spark_options_take(tmp_path):
    """The largest batch of web.clicks-0's first segment is 5497 bytes: 5k (5120) refuses it, 6k does not."""
    from pyspark_udfs.tables.options import parse_options

    segment = str(SAMPLES / "web.clicks-0" / "00000000000000000000.log")
    small = cli("verify", "--max-batch-bytes", "5k", segment)
    assert small.returncode == 1 and "exceeds the limit of 5120 bytes" in small.stderr, small.stderr
    for size in ("6k", "6KiB", "6144", "1m", "64m"):
        assert cli("verify", "--max-batch-bytes", size, segment).returncode == 0, size
        assert parse_options({"maxBatchBytes": size}).max_batch_bytes == cli_size(size)
    for bad in ("0", "-1", "64q", "1.5m"):
        refused = cli("verify", "--max-batch-bytes", bad, segment)
        assert refused.returncode == 2 and "--max-batch-bytes" in refused.stderr and "Traceback" not in refused.stderr
    assert "(default 64m)" in cli("verify", "--help").stdout  # 64 MiB, DEFAULT_MAX_BATCH_BYTES


def cli_size(text: str) -> int:
    """What the size words mean, by hand: binary units."""
    return {"6k": 6144, "6KiB": 6144, "6144": 6144, "1m": 1 << 20, "64m": 64 << 20}[text]


def test_counts_of_one_are_singular(tmp_path):
    one_batch = tmp_path / "00000000000000000000.log"
    data = (GOLDEN / "v2-none.log").read_bytes()
    one_batch.write_bytes(data[:batch_starts(data)[1]])
    verified = cli("verify", str(one_batch))
    assert verified.stdout == f"OK {one_batch}: 1 batch, 5 records, 0 problems\n"
    partition = tmp_path / "data" / "t-0"
    partition.mkdir(parents=True)
    shutil.copy(one_batch, partition)
    described = cli("describe", str(tmp_path / "data")).stdout
    assert "  1 topic, 1 partition: t (1 partition, 270 bytes)" in described
    assert "  1 segment, 270 bytes, log end offset 5" in described
    assert ", 270 bytes, 1 batch, batch times" in described


# -- far timestamps in Spark -----------------------------------------------------------------------------------------

@pytest.mark.spark
@pytest.mark.slow
def test_spark_keeps_timestamps_past_9999_and_nulls_those_past_its_range(far_data_dir):
    """Spark's timestamp is int64 microseconds: year 10000 fits (SQL shows +10000-01-01), Long.MAX_VALUE ms does
    not, and is null in both builds (not a failed task). Expected values: Kafka's v2-none report, moved."""
    import pyspark_udfs
    from pyspark_udfs.demo import start_spark
    from tests.conftest import expected_path, read_jsonl

    kafka = [o for o in read_jsonl(expected_path(GOLDEN / "v2-none.log")) if o.get("type") == "record"]
    moved = {}
    for record in kafka:
        batch = 0 if record["offset"] < 5 else 1 if record["offset"] < 9 else 2
        base = (YEAR_10000 - 1700000000000, INT64_MAX - 3 - 1700000000100, 0)[batch]
        ms = record["timestamp"] + base
        moved[record["offset"]] = ms if ms <= (2**63 - 1) // 1000 else None
    assert moved[0] == YEAR_10000 and moved[5] is None and moved[9] == 1700000000200

    spark = start_spark("local[1]")
    try:
        pyspark_udfs.register(spark)
        for backend in ("native", "python"):
            df = spark.read.format("kafka-log").option("backend", backend).load(str(far_data_dir))
            rows = df.selectExpr("offset", "unix_millis(timestamp) AS ms", "_corrupt_record").collect()
            assert {r.offset: r.ms for r in rows} == moved, backend
            assert all(r._corrupt_record is None for r in rows)
            shown = df.where("offset = 0").selectExpr("CAST(timestamp AS STRING) AS t").first().t
            assert shown == "+10000-01-01 00:00:00", shown
    finally:
        spark.stop()


def test_parse_binary_files_rows_give_null_for_a_year_python_cannot_hold():
    from pyspark_udfs.spark.binary_files import to_spark_row
    from pyspark_udfs.tables.schema import COLUMNS, INDEX

    row = [None] * len(COLUMNS)
    for millis, year in ((YEAR_10000 - 1, 9999), (YEAR_10000, None), (INT64_MAX, None), (-62135596800000, 1)):
        row[INDEX["timestamp"]] = millis
        moment = to_spark_row(tuple(row))[INDEX["timestamp"]]
        assert (moment and moment.year) == year, millis


@pytest.mark.parametrize("command", [["describe"], ["dump"]])
def test_an_unreadable_kraft_snapshot_is_named_and_the_overview_still_printed(command, tmp_path, unprivileged):
    data_dir = tmp_path / "kafka-logs"
    shutil.copytree(SAMPLES, data_dir)
    (snapshot,) = (data_dir / "__cluster_metadata-0").glob("*.checkpoint")
    os.chmod(snapshot, 0)
    try:
        result = cli(*command, str(data_dir), prefix=unprivileged)
    finally:
        os.chmod(snapshot, 0o644)
    assert result.returncode == 2 and "Traceback" not in result.stderr, result.stderr
    named = [line for line in result.stderr.splitlines() if line.startswith("kafka-ksy: ")]
    assert len(named) == 1 and named[0].startswith(f"kafka-ksy: {snapshot}: ") and "ermission denied" in named[0]
    assert "orders-0" in result.stdout
    # without its snapshot the metadata log says nothing sure about topic ids: no problem claimed
    assert "KRaft metadata log" not in result.stderr
