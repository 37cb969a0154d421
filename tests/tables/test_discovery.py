"""What the table doors (``read_table``, ``kafka-ksy sql`` and ``export``) read of a path, as a user meets it.

Which partitions the ``topic``/``partition`` options keep, the directories Kafka renamed and does not serve,
directories and files this process may not read, paths holding no segment, files that are not segments,
per-partition bounds that name nothing here, and option values out of range. Counts come from
samples/kafka-logs/EXPECTED.json (written with the data by Kafka's own producer), never from the reader.
"""
from __future__ import annotations

import io
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from pyspark_udfs.cli import main
from pyspark_udfs.errors import InputError
from pyspark_udfs.tables.options import OptionError
from tests.conftest import ROOT, SAMPLES
from tests.support.unprivileged import unprivileged_prefix

pa = pytest.importorskip("pyarrow")
from pyspark_udfs import read_table  # noqa: E402

EXPECTED = json.loads((SAMPLES / "EXPECTED.json").read_text())
RECORDS = {(p["topic"], p["partition"]): p["records"] for p in EXPECTED["partitions"]}
TOTAL = EXPECTED["total_records"]
RENAMED = {"orders-1.5f2a31c6e4d94ac1b2cd0a6d9c3f0e7b-future": ("orders", 1),
           "orders-2.0c1d2e3f405162738495a6b7c8d9e0f1-delete": ("orders", 2),
           "web.clicks-0.9a8b7c6d5e4f30211203948576a5b4c3-stray": ("web.clicks", 0)}
"""Directories as Kafka's ``LocalLog.logFutureDirName``/``logDeleteDirName``/``logStrayDirName`` name them:
``<topic>-<partition>.<UUID without dashes><suffix>``."""


def records(topic: str | None = None, partition: int | None = None) -> int:
    return sum(n for (t, p), n in RECORDS.items() if topic in (None, t) and partition in (None, p))


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(list(argv), out=out, err=err)
    return code, out.getvalue(), err.getvalue()


def sql_count(*argv: str) -> tuple[int, str, str]:
    pytest.importorskip("duckdb")
    return run("sql", "SELECT count(*) AS n FROM log", *argv, "--csv")


def counted(out: str) -> int:
    return int(out.splitlines()[1])


@pytest.fixture
def data_dir(tmp_path) -> Path:
    """The samples, with copies of three partitions under the names Kafka gives directories it renamed."""
    copy = tmp_path / "kafka-logs"
    shutil.copytree(SAMPLES, copy)
    for name, (topic, partition) in RENAMED.items():
        shutil.copytree(copy / f"{topic}-{partition}", copy / name)
    return copy


# -- topic and partition ---------------------------------------------------------------------------------------------

def test_topic_and_partition_choose_the_partitions_of_a_data_directory(tmp_path):
    assert read_table(str(SAMPLES), topic="orders").num_rows == records("orders") == 4200
    assert read_table(str(SAMPLES), topic="orders", partition=1).num_rows == records("orders", 1)
    one = read_table(str(SAMPLES), partition=1)
    assert one.num_rows == records(partition=1)
    assert set(one.column("partition").to_pylist()) == {1}
    code, out, err = sql_count(str(SAMPLES), "--topic", "web.clicks")
    assert (code, err, counted(out)) == (0, "", records("web.clicks"))
    code, out, err = run("export", str(SAMPLES), "--output", str(tmp_path / "out"), "--topic", "payments-tx")
    assert (code, err) == (0, "") and f"({records('payments-tx')} rows" in out
    assert sorted(p.name for p in (tmp_path / "out").iterdir() if p.is_dir()) == ["payments-tx-0"]
    # on a directory not named <topic>-<partition> (a flat prefix), they still name its partition
    flat = tmp_path / "archive"
    shutil.copytree(SAMPLES / "orders-2", flat)
    table = read_table(str(flat), topic="orders", partition=2)
    assert table.num_rows == records("orders", 2)
    assert set(zip(table.column("topic").to_pylist(), table.column("partition").to_pylist(),
                   strict=True)) == {("orders", 2)}


def test_a_topic_or_partition_the_input_does_not_hold_is_an_option_error():
    with pytest.raises(OptionError, match=r"no partition of topic 'order'; its partitions are .*orders-0"):
        read_table(str(SAMPLES), topic="order")
    with pytest.raises(OptionError, match="no partition 3 of topic 'orders'"):
        read_table(str(SAMPLES), topic="orders", partition=3)
    code, out, err = sql_count(str(SAMPLES), "--partition", "9")
    assert code == 2 and out == "" and "no partition numbered 9" in err and "Traceback" not in err


# -- bounds ----------------------------------------------------------------------------------------------------------

def test_bounds_naming_a_partition_the_input_does_not_hold_are_refused():
    orders_0 = str(SAMPLES / "orders-0")
    with pytest.raises(OptionError, match="startingOffset names order-0, which the input does not hold; "
                                          "it holds orders-0"):
        read_table(orders_0, starting_offset={"order": {"0": 1200}})
    with pytest.raises(OptionError, match="endingTimestamp names orders-1"):
        read_table(orders_0, ending_timestamp={"orders": {"0": 1700000000000, "1": 1700000000000}})
    code, out, err = sql_count(orders_0, "--ending-offset", '{"orders": {"5": 10}}')
    assert code == 2 and out == "" and "endingOffset names orders-5" in err
    # a partition named and held is bounded as before: offsets 1200.. of orders-0 (1227 records from 0)
    assert read_table(orders_0, starting_offset={"orders": {"0": 1200}}).num_rows == records("orders", 0) - 1200
    # a start equal to its end is an empty range, asked for
    assert read_table(orders_0, starting_offset=100, ending_offset=100).num_rows == 0


@pytest.mark.parametrize("options, message", [
    ({"starting_offset": 500, "ending_offset": 100}, "startingOffset 500 is above endingOffset 100"),
    ({"starting_offset": {"orders": {"1": 900}}, "ending_offset": 800},
     "startingOffset 900 is above endingOffset 800 for partition 1 of 'orders'"),
    ({"starting_timestamp": "2023-11-15T00:00:00Z", "ending_timestamp": "2023-11-14T00:00:00Z"},
     "startingTimestamp 1700006400000 is above endingTimestamp 1699920000000"),
])
def test_a_start_above_its_end_is_an_option_error(options, message):
    with pytest.raises(OptionError, match=message):
        read_table(str(SAMPLES), **options)


# -- directories Kafka renamed ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("name, expected", [
    ("orders-0", ("orders", 0, None)),
    ("web.clicks-v2-11", ("web.clicks-v2", 11, None)),
    ("orders-1.5f2a31c6e4d94ac1b2cd0a6d9c3f0e7b-future", ("orders", 1, "future")),
    ("orders-2.0c1d2e3f405162738495a6b7c8d9e0f1-delete", ("orders", 2, "delete")),
    ("my-topic-12.9a8b7c6d5e4f30211203948576a5b4c3-stray", ("my-topic", 12, "stray")),
    ("orders-1-delete", None),  # LocalLog refuses a -delete name without ".<id>"
    ("orders-1.x y-future", None),  # nor white space in it (its patterns are \S+)
    ("golden", None), ("orders-", None), ("-1", None), ("orders-2147483648", None),
])
def test_partition_directory_names_follow_kafkas_local_log(name, expected):
    from pyspark_udfs.tables.discovery import partition_name

    named = partition_name(f"/var/kafka-logs/{name}")
    assert (named and (named.topic, named.partition, named.renamed)) == expected


def test_directories_kafka_renamed_are_left_out_unless_asked_for(data_dir, tmp_path):
    assert read_table(str(data_dir)).num_rows == TOTAL
    code, out, err = sql_count(str(data_dir))
    assert (code, err, counted(out)) == (0, "", TOTAL)
    code, out, err = sql_count(str(data_dir / "orders-*"))
    assert (code, err, counted(out)) == (0, "", records("orders"))

    every = read_table(str(data_dir), include_renamed_partitions=True)
    assert every.num_rows == TOTAL + sum(records(*tp) for tp in RENAMED.values())
    renamed_rows = {}
    for file, topic, partition in zip(*(every.column(c).to_pylist() for c in ("file", "topic", "partition")),
                                      strict=True):
        directory = Path(file).parent.name
        if directory in RENAMED:
            renamed_rows[directory] = renamed_rows.get(directory, 0) + 1
            assert (topic, partition) == RENAMED[directory]  # the name tells them; `file` tells the directory
    assert renamed_rows == {name: records(*tp) for name, tp in RENAMED.items()}

    future = next(iter(RENAMED))
    assert read_table(str(data_dir / future)).num_rows == records("orders", 1)  # named, it is read
    assert read_table(str(data_dir / future / "00000000000000000000.log")).num_rows == records("orders", 1)


@pytest.mark.parametrize("hive", [False, True])
def test_export_of_a_data_directory_with_renamed_directories(data_dir, tmp_path, hive):
    layout = ["--hive"] if hive else []
    code, out, err = run("export", str(data_dir), "--output", str(tmp_path / "live"), *layout)
    assert (code, err) == (0, "") and f"({TOTAL} rows," in out
    code, out, err = run("export", str(data_dir), "--output", str(tmp_path / "all"), *layout,
                         "--include-renamed-partitions")
    assert (code, err) == (0, "") and f"({TOTAL + sum(records(*tp) for tp in RENAMED.values())} rows," in out
    written = [p.relative_to(tmp_path / "all").as_posix() for p in (tmp_path / "all").rglob("*.parquet")]
    future = next(iter(RENAMED))
    assert (f"topic=orders/partition=1/{future}.00000000000000000000.parquet" if hive
            else f"{future}/00000000000000000000.parquet") in written


# -- unreadable directories and files --------------------------------------------------------------------------------

READ = """
import sys
from pyspark_udfs import read_table
try:
    print(read_table(sys.argv[1], mode=sys.argv[2]).num_rows)
except Exception as error:
    print(type(error).__name__, error)
"""


@pytest.fixture
def unprivileged() -> tuple[str, ...]:
    return unprivileged_prefix()


def as_unprivileged(prefix: tuple[str, ...], *argv: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.run([*prefix, sys.executable, *argv], capture_output=True, text=True, env=env, timeout=300)


@pytest.mark.parametrize("locked", ["orders-1", "orders-2/00000000000000000000.log", "."])
def test_what_cannot_be_read_is_an_error_naming_it_in_every_mode(tmp_path, unprivileged, locked):
    data_dir = tmp_path / "kafka-logs"
    shutil.copytree(SAMPLES, data_dir)
    path = (data_dir / locked).resolve()
    os.chmod(path, 0)
    try:
        for mode in ("PERMISSIVE", "DROPMALFORMED", "FAILFAST"):
            read = as_unprivileged(unprivileged, "-c", READ, str(data_dir), mode)
            assert read.stdout == f"InputError {path}: cannot be read: Permission denied\n", read.stderr
        for command in (["sql", "SELECT count(*) FROM log"], ["export", "--output", str(tmp_path / "out")]):
            done = as_unprivileged(unprivileged, "-m", "pyspark_udfs", *command, str(data_dir))
            assert done.returncode == 2 and done.stdout == "", done.stdout
            assert done.stderr == f"kafka-ksy: {path}: cannot be read: Permission denied\n"
    finally:
        os.chmod(path, 0o755)


# -- nothing to read, or not a segment -------------------------------------------------------------------------------

def test_a_path_holding_no_segment_is_an_error(tmp_path):
    empty = tmp_path / "empty"
    empty.mkdir()
    texts = tmp_path / "texts"
    texts.mkdir()
    shutil.copy(SAMPLES / "meta.properties", texts)
    shutil.copy(SAMPLES / "orders-0" / "00000000000000000000.index", texts)
    for path in (empty, texts):
        with pytest.raises(InputError, match=f"^{path}: holds no segment files$"):
            read_table(str(path))
        code, out, err = sql_count(str(path))
        assert (code, out, err) == (2, "", f"kafka-ksy: {path}: holds no segment files\n")
        code, out, err = run("export", str(path), "--output", str(tmp_path / "out"))
        assert (code, out, err) == (2, "", f"kafka-ksy: {path}: holds no segment files\n")
    pattern = str(SAMPLES / "orders-0" / "*.index")
    with pytest.raises(InputError, match="matches no segment file"):
        read_table(pattern)
    assert read_table([str(SAMPLES / "orders-0"), str(SAMPLES / "orders-1")]).num_rows == records("orders", 0) \
        + records("orders", 1)


@pytest.mark.parametrize("name, what", [
    ("orders-0/00000000000000000000.index", "is an offset index, not a log segment (kafka-ksy dump reads it)"),
    ("orders-0/00000000000000000000.timeindex", "is a time index"),
    ("payments-tx-0/00000000000000000000.txnindex", "is a transaction index"),
    ("orders-0/00000000000000001227.snapshot", "is a producer snapshot"),
    ("meta.properties", "is a broker's meta.properties, not a log segment (kafka-ksy describe reads it)"),
    ("orders-0/leader-epoch-checkpoint", "is a leader-epoch checkpoint"),
    ("recovery-point-offset-checkpoint", "is an offset checkpoint"),
])
def test_a_file_named_that_is_not_a_segment_says_what_it_is(tmp_path, name, what):
    path = SAMPLES / name
    assert path.is_file(), path
    with pytest.raises(InputError, match=f"^{path}: {what.replace('(', '[(]').replace(')', '[)]')}"):
        read_table(str(path))
    code, out, err = sql_count(str(path))
    assert code == 2 and out == "" and err.startswith(f"kafka-ksy: {path}: {what}")


# -- option values ---------------------------------------------------------------------------------------------------

def backends() -> list[str]:
    from pyspark_udfs.builds import backend

    return ["python"] + (["native"] if backend.native_backend() is not None else [])


@pytest.mark.parametrize("choice", backends())
@pytest.mark.parametrize("option, flag, largest", [
    ("max_batch_bytes", "--max-batch-bytes", 2**31 - 1),  # a batch's length is an int32
    ("decompression_limit", "--decompression-limit", 2**63 - 1),  # a long, as Spark's sizes
])
def test_sizes_beyond_their_range_are_option_errors_in_both_builds(choice, option, flag, largest, monkeypatch):
    orders_0 = str(SAMPLES / "orders-0")
    for too_large in (largest + 1, 10**30):
        with pytest.raises(OptionError, match=f"must be at most {largest}"):
            read_table(orders_0, backend=choice, **{option: too_large})
    assert read_table(orders_0, backend=choice, **{option: largest}).num_rows == records("orders", 0)
    monkeypatch.setenv("KAFKA_KSY_BACKEND", choice)
    for command in (["sql", "SELECT count(*) FROM log"], ["export", "--output", "unused"], ["verify"], ["dump"]):
        with pytest.raises(SystemExit) as exit_status:
            run(*command, orders_0, flag, str(10**30))
        assert exit_status.value.code == 2
    code, out, err = sql_count(orders_0, flag, str(largest))
    assert (code, err, counted(out)) == (0, "", records("orders", 0))


def test_a_count_option_says_it_wants_a_whole_number(capsys):
    with pytest.raises(OptionError, match=r"maxRecordsPerBatch must be a positive whole number such as 10000, "
                                          r"not '1\.5'"):
        read_table(str(SAMPLES / "orders-0"), max_records_per_batch=1.5)
    with pytest.raises(SystemExit):
        run("sql", "SELECT 1", str(SAMPLES), "--max-records-per-batch", "1.5")
    assert "argument --max-records-per-batch: must be a positive whole number such as 10000, not '1.5'" \
        in capsys.readouterr().err


@pytest.mark.parametrize("paths", [b"samples/kafka-logs", 123, [str(SAMPLES / "orders-0"), 5]])
def test_paths_must_be_text(paths):
    with pytest.raises(TypeError, match=r"a path is a str or an os.PathLike giving one \(or a list of them\), not "):
        read_table(paths)
