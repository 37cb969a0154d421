"""The Spark readers: the ``kafka-log`` data source and the binaryFile/mapPartitions path.

Rows are checked against the CLI's ``dump --json`` output (itself checked
against Kafka's reader by test_golden). Pruning is observed in-process,
by planning and reading splits with the reader's own methods and counting
the batches decoded; Spark runs only where Spark's behaviour is the point.
"""
from __future__ import annotations

import base64
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import GOLDEN, ROOT, SAMPLES

pyspark = pytest.importorskip("pyspark")

from pyspark_udfs.reading.segment import LogSegment  # noqa: E402
from pyspark_udfs.spark import COLUMNS, topic_partition  # noqa: E402
from pyspark_udfs.spark.datasource import (  # noqa: E402
    KafkaLogDataSource,
    KafkaLogPushdownDataSource,
    KafkaLogReader,
)
from pyspark_udfs.tables.options import OptionError, parse_options  # noqa: E402
from pyspark_udfs.tables.stats import ReadStats  # noqa: E402

TIMESTAMP_IDS = {"NoTimestampType": -1, "CreateTime": 0, "LogAppendTime": 1}
# Every column but timestamp, which Spark hands back as a local datetime: select it as epoch ms.
SELECT = [c for c in COLUMNS if c != "timestamp"] + ["unix_millis(timestamp) AS ts"]
TRANSACTIONAL = GOLDEN / "v2-transactional.log"
INDEXED = GOLDEN / "indexed-0" / "00000000000000005000.log"


# --------------------------------------------------------------------------------------------
# Fixtures and helpers


def cli_json(*paths: Path) -> list[dict]:
    """What ``python -m pyspark_udfs dump --json`` prints for ``paths``."""
    done = subprocess.run([sys.executable, "-m", "pyspark_udfs", "dump", "--json", *map(str, paths)],
                          capture_output=True, text=True, cwd=ROOT)
    assert done.returncode in (0, 1), done.stderr
    return [json.loads(line) for line in done.stdout.splitlines()]


def _bytes(text: str | None) -> bytes | None:
    return None if text is None else base64.b64decode(text)


def expected_rows(objects: list[dict], topic=None, partition=None, include_control=False) -> list[dict]:
    """The rows the readers must give for the CLI's JSON objects (good data only)."""
    rows, batch = [], None
    for obj in objects:
        if obj["type"] == "batch":
            batch = obj
        elif obj["type"] == "record" and (include_control or obj["control"] is None):
            rows.append({
                "key": _bytes(obj["key"]), "value": _bytes(obj["value"]), "topic": topic, "partition": partition,
                "offset": obj["offset"], "ts": obj["timestamp"], "timestampType": TIMESTAMP_IDS[obj["timestamp_type"]],
                "headers": [(k, _bytes(v)) for k, v in obj["headers"]] or None,
                "magic": batch["magic"], "compression": batch["compression"], "baseOffset": batch["base_offset"],
                "producerId": batch["producer_id"], "producerEpoch": batch["producer_epoch"],
                "sequence": obj["sequence"], "isTransactional": batch["is_transactional"],
                "isControl": batch["is_control"], "partitionLeaderEpoch": batch["partition_leader_epoch"],
                "crcValid": batch["crc_valid"], "file": os.path.abspath(obj["file"]),
                "position": batch["position"], "_corrupt_record": None,
            })
    return rows


def spark_rows(df) -> list[dict]:
    """Collected rows as plain dicts (headers as tuples), in file and position order."""
    result = []
    for row in df.selectExpr(*SELECT).collect():
        item = row.asDict()
        if item["headers"] is not None:
            item["headers"] = [(h["key"], None if h["value"] is None else bytes(h["value"])) for h in item["headers"]]
        for name in ("key", "value"):
            if item[name] is not None:
                item[name] = bytes(item[name])
        result.append(item)
    return sorted(result, key=_order)


def _order(row: dict):
    return row["file"], row["position"] if row["position"] is not None else -1, \
        row["offset"] if row["offset"] is not None else -1


def direct(options: dict, stats: ReadStats | None = None, reader: KafkaLogReader | None = None):
    """Plan and read in this process (as Spark would, minus Arrow), counting work in ``stats``."""
    reader = reader or KafkaLogDataSource(options).reader(None)
    stats = stats if stats is not None else ReadStats()
    partitions = reader.partitions()
    stats.add(reader.planning_stats)
    rows = [row for p in partitions for row in reader.read_split(p, stats)]
    return rows, partitions


def offsets(rows) -> list[int]:
    return [row[COLUMNS.index("offset")] for row in rows]


def batch_positions(path: Path) -> list[int]:
    with LogSegment(str(path)) as log:
        return [b.position for b in log.batches()]


def make_partition(root: Path, name: str, segments: dict[int, bytes]) -> Path:
    """A partition directory with segments named by base offset."""
    directory = root / name
    directory.mkdir(parents=True)
    for base, data in segments.items():
        (directory / f"{base:020d}.log").write_bytes(data)
    return directory


def golden_files() -> list[Path]:
    return sorted(GOLDEN.rglob("*.log"))


# --------------------------------------------------------------------------------------------
# Pure functions


@pytest.mark.parametrize("name, expected", [
    ("orders-0", ("orders", 0)),
    ("web.clicks-12", ("web.clicks", 12)),
    ("my-topic-with-dashes-7", ("my-topic-with-dashes", 7)),
    ("payments-tx-0", ("payments-tx", 0)),
    ("/var/kafka-logs/a.b-c-3/", ("a.b-c", 3)),
    ("golden", (None, None)),
    ("orders-0.5f3e1c-delete", (None, None)),
    ("orders-", (None, None)),
    ("-3", (None, None)),
    ("orders-99999999999", (None, None)),
])
def test_topic_partition_from_directory_name(name, expected):
    assert topic_partition(name) == expected


def test_options_in_sparks_words():
    options = parse_options({"MODE": "failfast", "startingOffset": '{"orders": {"0": 5, "1": -2}}',
                             "endingOffset": "latest", "startingTimestamp": "2023-11-14T22:13:20Z",
                             "isolationlevel": "READ_COMMITTED", "maxPartitionBytes": "1m"})
    assert options.mode == "FAILFAST" and options.read_committed
    assert options.starting_offset.for_partition("orders", 0) == 5
    assert options.starting_offset.for_partition("orders", 1) is None
    assert options.starting_offset.for_partition("other", 0) is None
    assert options.ending_offset.for_partition("orders", 0) is None
    assert options.starting_timestamp.for_partition(None, None) == 1700000000000
    assert options.max_partition_bytes == 1024 * 1024
    assert (options.include_control, options.validate_crc) == (False, True)
    for bad in ({"mode": "LENIENT"}, {"startingOffset": "latest"}, {"endingOffset": "-5"},
                {"isolationLevel": "serializable"}, {"includeControl": "maybe"}, {"maxPartitionBytes": "0"}):
        with pytest.raises(OptionError):
            parse_options(bad)


def test_an_unknown_option_or_a_bad_value_fails_as_at_the_other_doors(spark):
    """The source refuses what read_table refuses, with its message (docs/options.md); it ignored unknown names."""
    from pyspark_udfs.spark import read_binary_files

    def count(**options):
        return spark.read.format("kafka-log").options(**options).load(str(SAMPLES / "orders-0")).count()

    with pytest.raises(Exception, match="unknown option 'startingofset'; the options are mode, startingOffset"):
        count(startingOfset="3")  # Spark hands the names over in lower case
    with pytest.raises(Exception, match=r"maxRecordsPerBatch must be a positive whole number such as 10000, "
                                        r"not '1\.5'"):
        count(maxRecordsPerBatch="1.5")
    with pytest.raises(OptionError, match="mode must be one of PERMISSIVE, DROPMALFORMED, FAILFAST, not 'LENIENT'"):
        read_binary_files(spark, str(SAMPLES / "orders-0"), mode="LENIENT")
    with pytest.raises(OptionError, match="unknown option 'startingOffset'; the options are mode, includeControl"):
        read_binary_files(spark, str(SAMPLES / "orders-0"), startingOffset=3)


def test_paths_files_directories_and_globs(tmp_path):
    from pyspark_udfs.tables.discovery import discover

    found = discover([str(GOLDEN / "v2-*.log"), str(INDEXED.parent)])
    assert [Path(p.segments[0].path).name for p in found][:2] == ["v2-compacted.log", "v2-control-types.log"]
    indexed = [p for p in found if p.segments[0].base_offset == 5000]
    assert [(p.topic, p.partition, len(p.segments)) for p in indexed] == [("indexed", 0, 1)]
    with pytest.raises(FileNotFoundError):
        discover([str(tmp_path / "missing")])
    with pytest.raises(FileNotFoundError):
        discover([str(tmp_path / "*.log")])


def test_source_pickles_and_keeps_heavy_imports_out_of_module_scope():
    import pickle

    reader = KafkaLogPushdownDataSource({"path": str(INDEXED)}).reader(None)
    partitions = reader.partitions()
    again = pickle.loads(pickle.dumps(reader))
    assert list(again.read_split(pickle.loads(pickle.dumps(partitions[0]))))
    check = subprocess.run([sys.executable, "-c", "import sys, pyspark_udfs.spark.datasource; "
                            "print('pyarrow' in sys.modules, 'pyspark_udfs.builds.batch' in sys.modules)"],
                           capture_output=True, text=True, cwd=ROOT)
    assert check.stdout.split() == ["False", "False"], check.stderr


# --------------------------------------------------------------------------------------------
# Row-for-row equality with the CLI


def test_golden_fixtures_row_for_row_with_cli(spark):
    objects = cli_json(*[f.resolve() for f in golden_files()])
    by_file = {}
    for obj in objects:
        by_file.setdefault(obj["file"], []).append(obj)
    # Fixtures the CLI finds damage in (none today) are the modes tests' business.
    files = [f for f in golden_files() if not any(o["type"] == "error" for o in by_file[str(f.resolve())])]
    assert len(files) >= 20

    with_control = spark_rows(spark.read.format("kafka-log").option("includeControl", "true").load(str(GOLDEN)))
    without = spark_rows(spark.read.format("kafka-log").load(str(GOLDEN)))
    wanted = {str(f.resolve()) for f in files}
    with_control = [r for r in with_control if r["file"] in wanted]
    without = [r for r in without if r["file"] in wanted]
    for include, got in ((True, with_control), (False, without)):
        expected = []
        for file in files:
            topic, partition = topic_partition(str(file.parent))
            expected += expected_rows(by_file[str(file.resolve())], topic, partition, include)
        expected.sort(key=_order)
        assert len(got) == len(expected)
        for mine, theirs in zip(got, expected, strict=True):
            assert mine == theirs
    assert {r["compression"] for r in without} == {"none", "gzip", "snappy", "lz4", "zstd"}
    assert {r["magic"] for r in without} == {0, 1, 2}
    assert any(r["isControl"] for r in with_control) and not any(r["isControl"] for r in without)


def test_binary_files_map_partitions_gives_the_same_rows(spark):
    from pyspark_udfs.spark import read_binary_files

    source = spark_rows(spark.read.format("kafka-log").option("includeControl", "true").load(str(GOLDEN)))
    binary = spark_rows(read_binary_files(spark, str(GOLDEN), include_control=True))
    for row in binary:
        assert row["file"].startswith("file:")
        row["file"] = row["file"][len("file:"):]
    assert sorted(binary, key=_order) == source


def test_spark_schema_is_kafka_source_then_metadata(spark):
    df = spark.read.format("kafka-log").load(str(TRANSACTIONAL))
    assert df.columns == list(COLUMNS)
    types = {f.name: f.dataType.simpleString() for f in df.schema.fields}
    assert types["key"] == "binary" and types["value"] == "binary" and types["topic"] == "string"
    assert types["partition"] == "int" and types["offset"] == "bigint" and types["timestamp"] == "timestamp"
    assert types["timestampType"] == "int" and types["headers"] == "array<struct<key:string,value:binary>>"
    assert types["_corrupt_record"] == "string"


# --------------------------------------------------------------------------------------------
# Modes on damaged segments


@pytest.fixture
def bad_crc(tmp_path) -> tuple[Path, int]:
    """v2-none.log with one value byte of the second batch changed: a CRC mismatch, still decodable."""
    data = bytearray((GOLDEN / "v2-none.log").read_bytes())
    second = batch_positions(GOLDEN / "v2-none.log")[1]
    data[second + 72] ^= 0x01  # a value byte of the first record of the batch (records start at +61)
    path = tmp_path / "v2-none.log"
    path.write_bytes(bytes(data))
    return path, second


def test_permissive_turns_a_bad_batch_into_one_row_and_keeps_the_rest(spark, bad_crc):
    path, position = bad_crc
    rows = spark_rows(spark.read.format("kafka-log").load(str(path)))
    corrupt = [r for r in rows if r["_corrupt_record"] is not None]
    good = [r for r in rows if r["_corrupt_record"] is None]
    assert len(corrupt) == 1
    assert corrupt[0]["position"] == position and corrupt[0]["file"] == str(path)
    assert "crc" in corrupt[0]["_corrupt_record"] and f"at byte {position}" in corrupt[0]["_corrupt_record"]
    assert corrupt[0]["key"] is None and corrupt[0]["offset"] is None and corrupt[0]["crcValid"] is False
    assert [r["offset"] for r in good] == [0, 1, 2, 3, 4, 9]


def test_dropmalformed_drops_only_the_bad_batch(spark, bad_crc):
    path, _ = bad_crc
    rows = spark_rows(spark.read.format("kafka-log").option("mode", "DROPMALFORMED").load(str(path)))
    assert [r["offset"] for r in rows] == [0, 1, 2, 3, 4, 9]
    assert all(r["_corrupt_record"] is None for r in rows)


def test_failfast_names_file_position_and_reason(spark, bad_crc):
    path, position = bad_crc
    with pytest.raises(Exception) as caught:
        spark.read.format("kafka-log").option("mode", "FAILFAST").load(str(path)).collect()
    message = str(caught.value)
    assert str(path) in message and f"at byte {position}" in message and "crc" in message


def test_validate_crc_false_decodes_and_flags(bad_crc):
    path, _position = bad_crc
    rows, _ = direct({"path": str(path), "validateCrc": "false"})
    assert offsets(rows) == list(range(10))
    flags = {row[COLUMNS.index("offset")]: row[COLUMNS.index("crcValid")] for row in rows}
    assert [o for o, ok in flags.items() if not ok] == [5, 6, 7, 8]


def test_truncated_and_garbled_segments(tmp_path):
    source = GOLDEN / "v2-gzip.log"
    positions = batch_positions(source)
    data = source.read_bytes()

    truncated = tmp_path / "truncated.log"
    truncated.write_bytes(data[: positions[2] + 20])
    rows, _ = direct({"path": str(truncated)})
    corrupt = [r for r in rows if r[-1] is not None]
    assert offsets([r for r in rows if r[-1] is None]) == list(range(1000, 1009))
    assert len(corrupt) == 1 and corrupt[0][COLUMNS.index("position")] == positions[2]
    assert "truncated" in corrupt[0][-1] or "trailing" in corrupt[0][-1]

    garbled = bytearray(data)
    garbled[positions[1] + 61: positions[1] + 71] = b"\xff" * 10  # the gzip stream of batch 2
    path = tmp_path / "garbled.log"
    path.write_bytes(bytes(garbled))
    rows, _ = direct({"path": str(path), "validateCrc": "false"})
    good = [r for r in rows if r[-1] is None]
    assert offsets(good) == [1000, 1001, 1002, 1003, 1004, 1009]
    assert [r[COLUMNS.index("position")] for r in rows if r[-1] is not None] == [positions[1]]
    rows, _ = direct({"path": str(path), "validateCrc": "false", "mode": "DROPMALFORMED"})
    assert offsets(rows) == [1000, 1001, 1002, 1003, 1004, 1009]
    from pyspark_udfs.errors import KafkaLogError
    with pytest.raises(KafkaLogError) as caught:
        direct({"path": str(path), "validateCrc": "false", "mode": "FAILFAST"})
    assert caught.value.file == str(path) and caught.value.position == positions[1]


def test_a_garbled_length_loses_only_its_batch(tmp_path):
    source = GOLDEN / "v2-none.log"
    positions = batch_positions(source)
    data = bytearray(source.read_bytes())
    data[positions[1] + 8: positions[1] + 12] = (0x7FFFFFF0).to_bytes(4, "big")  # batch 2's length
    path = tmp_path / "v2-none.log"
    path.write_bytes(bytes(data))
    rows, _ = direct({"path": str(path)})
    assert offsets([r for r in rows if r[-1] is None]) == [0, 1, 2, 3, 4, 9]
    corrupt = [r for r in rows if r[-1] is not None]
    assert [r[COLUMNS.index("position")] for r in corrupt] == [positions[1]]


# --------------------------------------------------------------------------------------------
# Partitions, segments, splits


@pytest.fixture
def three_segments(tmp_path) -> Path:
    """``my.topic-with-dash-3``: v2-none (offsets 0…9), v2-gzip (1000…), v2-snappy (3 000 000 000…)."""
    return make_partition(tmp_path, "my.topic-with-dash-3", {
        0: (GOLDEN / "v2-none.log").read_bytes(),
        1000: (GOLDEN / "v2-gzip.log").read_bytes(),
        3_000_000_000: (GOLDEN / "v2-snappy.log").read_bytes(),
    })


def test_partition_directory_with_several_segments(spark, three_segments):
    df = spark.read.format("kafka-log").load(str(three_segments))
    rows = spark_rows(df)
    assert {(r["topic"], r["partition"]) for r in rows} == {("my.topic-with-dash", 3)}
    assert [r["offset"] for r in rows] == list(range(10)) + list(range(1000, 1010)) + \
        list(range(3_000_000_000, 3_000_000_010))
    assert df.rdd.getNumPartitions() == 3


def test_offset_options_prune_segments_and_batches(three_segments):
    stats = ReadStats()
    rows, partitions = direct({"path": str(three_segments), "startingOffset": "1000", "endingOffset": "1005"}, stats)
    assert offsets(rows) == [1000, 1001, 1002, 1003, 1004]
    assert [Path(p.split.path).name for p in partitions] == ["00000000000000001000.log"]
    assert stats.batches_decoded == 1  # the first batch of the gzip segment, nothing else

    stats = ReadStats()
    rows, _ = direct({"path": str(three_segments),
                      "startingOffset": '{"my.topic-with-dash": {"3": 1007}}', "endingOffset": "3000000001"}, stats)
    assert offsets(rows) == [1007, 1008, 1009, 3_000_000_000]
    assert stats.batches_decoded == 3  # 1005…1008, 1009, 3000000000…


def test_offset_pruning_uses_the_offset_index():
    stats = ReadStats()
    objects = cli_json(INDEXED)
    batches = [o for o in objects if o["type"] == "batch"]
    holding = [b for b in batches if b["last_offset"] >= 5200 and b["base_offset"] < 5210]
    rows, partitions = direct({"path": str(INDEXED), "startingOffset": "5200", "endingOffset": "5210"}, stats)
    assert offsets(rows) == list(range(5200, 5210))
    assert partitions[0].split.start > 0 and partitions[0].split.end is not None  # both ends from .index
    assert stats.batches_decoded == len(holding)  # exactly the batches holding the range
    assert stats.batches_read < len(batches) / 4  # headers from the index entry before the range only


def test_timestamp_options_resolve_offsets_as_kafka_does():
    records = [o for o in cli_json(INDEXED) if o["type"] == "record"]
    start_ts, end_ts = records[150]["timestamp"], records[300]["timestamp"]
    first = next(r["offset"] for r in records if r["timestamp"] >= start_ts)
    stop = next(r["offset"] for r in records if r["timestamp"] >= end_ts)
    stats = ReadStats()
    rows, _ = direct({"path": str(INDEXED), "startingTimestamp": str(start_ts),
                      "endingTimestamp": str(end_ts)}, stats)
    assert offsets(rows) == [r["offset"] for r in records if first <= r["offset"] < stop]
    batches = len([o for o in cli_json(INDEXED) if o["type"] == "batch"])
    assert stats.batches_decoded < batches / 2  # the two boundary batches, then only the range
    rows, _ = direct({"path": str(INDEXED), "startingTimestamp": str(max(r["timestamp"] for r in records) + 1)})
    assert rows == []


def test_max_partition_bytes_cuts_a_segment_at_batch_starts(spark):
    reader = KafkaLogDataSource({"path": str(INDEXED), "maxPartitionBytes": "16384"}).reader(None)
    partitions = reader.partitions()
    starts = [p.split.start for p in partitions]
    assert len(partitions) >= 3 and starts[0] == 0
    assert set(starts) <= set(batch_positions(INDEXED))
    assert [p.split.end for p in partitions[:-1]] == starts[1:] and partitions[-1].split.end is None
    df = spark.read.format("kafka-log").option("maxPartitionBytes", "16384").load(str(INDEXED))
    assert df.rdd.getNumPartitions() == len(partitions)
    whole = spark_rows(spark.read.format("kafka-log").load(str(INDEXED)))
    assert spark_rows(df) == whole and len(whole) == len({r["offset"] for r in whole})


@pytest.mark.skipif(not (SAMPLES / "EXPECTED.json").exists(), reason="samples/kafka-logs not generated")
def test_sample_data_directory(spark):
    expected = json.loads((SAMPLES / "EXPECTED.json").read_text())
    from pyspark.sql import functions as F

    df = spark.read.format("kafka-log").load(str(SAMPLES))
    summary = df.groupBy("topic", "partition").agg(
        F.count("*").alias("n"), F.min("offset").alias("lo"), F.max("offset").alias("hi"),
        F.count("_corrupt_record").alias("bad"), F.max(F.unix_millis("timestamp")).alias("newest"))
    counts = {(r.topic, r.partition): (r.n, r.lo, r.hi, r.bad, r.newest) for r in summary.collect()}
    assert counts.keys() == {(p["topic"], p["partition"]) for p in expected["partitions"]}
    for p in expected["partitions"]:
        n, lo, hi, bad, newest = counts[(p["topic"], p["partition"])]
        assert (n, bad, newest) == (p["records"], 0, p["max_timestamp"])
        assert p["first_offset"] <= lo and hi <= p["last_offset"]  # either end may be a (hidden) control record
    committed = spark.read.format("kafka-log").option("isolationLevel", "read_committed").load(str(SAMPLES))
    assert committed.count() == sum(p["read_committed_records"] for p in expected["partitions"])


@pytest.mark.skipif(not (SAMPLES / "orders-0").exists(), reason="samples/kafka-logs not generated")
def test_sample_partition_offsets_prune_to_one_segment():
    stats = ReadStats()
    rows, partitions = direct({"path": str(SAMPLES / "orders-0"), "startingOffset": "600", "endingOffset": "610"},
                              stats)
    assert offsets(rows) == list(range(600, 610))
    assert [Path(p.split.path).name for p in partitions] == ["00000000000000000579.log"]
    assert stats.batches_decoded <= 3 and stats.batches_read < 15


@pytest.mark.skipif(not (SAMPLES / "orders-0").exists(), reason="samples/kafka-logs not generated")
def test_sample_partition_timestamps_resolve_across_segments():
    everything, _ = direct({"path": str(SAMPLES / "orders-0")})
    ts, off = COLUMNS.index("timestamp"), COLUMNS.index("offset")
    by_offset = sorted((row[off], row[ts]) for row in everything)
    start_ts, end_ts = dict(by_offset)[700], dict(by_offset)[1150]  # segments 579 and 1129
    first = next(o for o, t in by_offset if t >= start_ts)
    stop = next(o for o, t in by_offset if t >= end_ts)
    stats = ReadStats()
    rows, partitions = direct({"path": str(SAMPLES / "orders-0"), "startingTimestamp": str(start_ts),
                               "endingTimestamp": str(end_ts)}, stats)
    assert offsets(rows) == [o for o, _ in by_offset if first <= o < stop]
    assert Path(partitions[0].split.path).name == "00000000000000000579.log" and partitions[0].split.start > 0
    wanted = {(row[COLUMNS.index("file")], row[COLUMNS.index("position")]) for row in rows}
    assert stats.batches_decoded <= len(wanted) + 2  # the wanted batches, plus where each bound falls


# --------------------------------------------------------------------------------------------
# Filter pushdown


def test_pushed_filters_prune_and_spark_keeps_exact_results(spark, three_segments):
    from pyspark.sql.datasource import GreaterThanOrEqual, LessThan

    reader = KafkaLogPushdownDataSource({"path": str(three_segments)}).reader(None)
    filters = [GreaterThanOrEqual(("offset",), 1003), LessThan(("offset",), 1006)]
    assert list(reader.pushFilters(filters)) == filters  # all handed back: Spark re-checks the rows
    stats = ReadStats()
    rows, partitions = direct({}, stats, reader)
    assert offsets(rows) == [1003, 1004, 1005]
    assert len(partitions) == 1 and stats.batches_decoded == 2

    df = spark.read.format("kafka-log").load(str(three_segments))
    got = df.where("offset >= 1003 AND offset < 1006 AND topic = 'my.topic-with-dash'").select("offset").collect()
    assert [r.offset for r in got] == [1003, 1004, 1005]
    assert df.where("partition = 4").count() == 0


def test_pushed_timestamp_lower_bound_skips_batches(spark):
    from datetime import datetime, timezone

    from pyspark.sql.datasource import GreaterThanOrEqual

    records = [o for o in cli_json(INDEXED) if o["type"] == "record"]
    bound = sorted(r["timestamp"] for r in records)[-40]
    moment = datetime.fromtimestamp(bound / 1000, tz=timezone.utc)
    reader = KafkaLogPushdownDataSource({"path": str(INDEXED)}).reader(None)
    list(reader.pushFilters([GreaterThanOrEqual(("timestamp",), moment)]))
    stats = ReadStats()
    rows, _ = direct({}, stats, reader)
    ts = COLUMNS.index("timestamp")
    assert {row[COLUMNS.index("offset")] for row in rows if row[ts] >= bound} == \
        {r["offset"] for r in records if r["timestamp"] >= bound}
    assert stats.batches_decoded < 30  # of 90

    df = spark.read.format("kafka-log").load(str(INDEXED))
    wanted = df.where(f"timestamp >= timestamp_millis({bound})").count()
    assert wanted == sum(1 for r in records if r["timestamp"] >= bound) == 40


# --------------------------------------------------------------------------------------------
# read_committed


def test_read_committed_on_the_transactional_fixture(spark):
    df = spark.read.format("kafka-log").load(str(TRANSACTIONAL))
    assert [r.offset for r in df.select("offset").collect()] == [0, 1, 2, 3, 4, 6, 7, 8, 9]
    committed = spark.read.format("kafka-log").option("isolationLevel", "read_committed").load(str(TRANSACTIONAL))
    assert [r.offset for r in committed.select("offset").collect()] == [0, 1, 2, 3, 4, 6, 7]
    markers = (spark.read.format("kafka-log").option("isolationLevel", "read_committed")
               .option("includeControl", "true").load(str(TRANSACTIONAL)).where("isControl"))
    assert sorted(r.offset for r in markers.select("offset").collect()) == [5, 10]


def test_read_committed_abort_marker_in_a_later_segment(tmp_path):
    data = TRANSACTIONAL.read_bytes()
    marker = batch_positions(TRANSACTIONAL)[-1]  # the ABORT marker, offset 10
    directory = make_partition(tmp_path, "tx-0", {0: data[:marker], 10: data[marker:]})
    first = directory / "00000000000000000000.log"
    for path in (directory, first):  # the whole partition, or only the segment with the data
        rows, _ = direct({"path": str(path), "isolationLevel": "read_committed"})
        assert offsets(rows) == [0, 1, 2, 3, 4, 6, 7]
    rows, _ = direct({"path": str(first)})
    assert offsets(rows) == [0, 1, 2, 3, 4, 6, 7, 8, 9]

    open_txn = make_partition(tmp_path, "open-0", {0: data[:marker]})  # no marker yet: beyond the LSO
    rows, _ = direct({"path": str(open_txn), "isolationLevel": "read_committed"})
    assert offsets(rows) == [0, 1, 2, 3, 4, 6, 7]


def test_read_committed_binary_files(spark):
    from pyspark_udfs.spark import read_binary_files

    df = read_binary_files(spark, str(TRANSACTIONAL), isolation_level="read_committed")
    assert [r.offset for r in df.select("offset").collect()] == [0, 1, 2, 3, 4, 6, 7]


@pytest.mark.skipif(not (SAMPLES / "payments-tx-0").exists(), reason="samples/kafka-logs not generated")
def test_read_committed_txnindex_and_markers_agree(tmp_path):
    expected = json.loads((SAMPLES / "EXPECTED.json").read_text())
    payments = next(p for p in expected["partitions"] if p["directory"] == "payments-tx-0")
    with_index, _ = direct({"path": str(SAMPLES / "payments-tx-0"), "isolationLevel": "read_committed"})
    copy = tmp_path / "payments-tx-0"
    copy.mkdir()
    for log in (SAMPLES / "payments-tx-0").glob("*.log"):
        shutil.copy(log, copy / log.name)  # no .txnindex: markers decide
    stats = ReadStats()
    from_markers, _ = direct({"path": str(copy), "isolationLevel": "read_committed"}, stats)
    assert offsets(with_index) == offsets(from_markers)
    assert len(with_index) == payments["read_committed_records"]
    producer, offset = COLUMNS.index("producerId"), COLUMNS.index("offset")
    for txn in payments["aborted_transactions"]:
        assert not [row for row in with_index if row[producer] == txn["producer_id"]
                    and txn["first_offset"] <= row[offset] <= txn["last_offset"]]


@pytest.mark.skipif(not (SAMPLES / "EXPECTED.json").exists(), reason="samples/kafka-logs not generated")
def test_the_source_reads_what_the_table_doors_read_of_a_data_directory(spark, tmp_path):
    """``topic`` keeps that topic's partitions, directories Kafka renamed are left out unless asked for, and a
    path without segments, bounds naming a partition not there, or a size out of range fail the read."""
    expected = {(p["topic"], p["partition"]): p["records"] for p in
                json.loads((SAMPLES / "EXPECTED.json").read_text())["partitions"]}
    data_dir = tmp_path / "kafka-logs"
    shutil.copytree(SAMPLES, data_dir)
    shutil.copytree(data_dir / "orders-1", data_dir / "orders-1.5f2a31c6e4d94ac1b2cd0a6d9c3f0e7b-future")
    (tmp_path / "empty").mkdir()

    def read(path, **options):
        return spark.read.format("kafka-log").options(**options).load(str(path))

    assert read(data_dir).count() == sum(expected.values())
    assert read(data_dir, includeRenamedPartitions="true").count() == sum(expected.values()) + expected[("orders", 1)]
    assert read(data_dir, topic="orders").count() == sum(n for (t, _), n in expected.items() if t == "orders")
    for path, options, message in (
            (tmp_path / "empty", {}, "holds no segment files"),
            (data_dir / "orders-0", {"startingOffset": '{"order": {"0": 5}}'}, "startingOffset names order-0"),
            (data_dir / "orders-0", {"maxBatchBytes": str(10**30)}, "maxBatchBytes must be at most 2147483647")):
        with pytest.raises(Exception, match=message):
            read(path, **options).count()


def test_read_committed_reports_a_damaged_producer_id(spark, tmp_path):
    """payments-tx-0's committed batch of producer 2000 at offsets 40..41, its producer id damaged to 2001,
    which aborted offsets 36..60 (EXPECTED.json): a damaged range, not two records dropped as aborted."""
    partition = tmp_path / "payments-tx-0"
    shutil.copytree(SAMPLES / "payments-tx-0", partition)
    log = partition / "00000000000000000000.log"
    data = bytearray(log.read_bytes())
    at = next(p for p in batch_positions(log) if int.from_bytes(data[p:p + 8], "big") == 40)
    assert int.from_bytes(data[at + 43:at + 51], "big") == 2000
    data[at + 43:at + 51] = (2001).to_bytes(8, "big")
    log.write_bytes(bytes(data))
    rows = spark_rows(spark.read.format("kafka-log").option("isolationLevel", "read_committed").load(str(partition)))
    corrupt = [r for r in rows if r["_corrupt_record"] is not None]
    assert [r["position"] for r in corrupt] == [at] and "batch is corrupt" in corrupt[0]["_corrupt_record"]
    assert len(rows) - len(corrupt) == 72 - 2  # EXPECTED.json's read_committed_records, less the batch's two
