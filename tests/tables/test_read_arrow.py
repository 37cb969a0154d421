"""``read_arrow``/``read_table``: Kafka segments as Arrow without Spark (docs/arrow.md).

Truth comes from outside the reader: ``samples/kafka-logs/EXPECTED.json`` (written beside the samples by
Kafka's own classes), the rows of the Spark source, and bounds applied to a full read here by plain
Python (offsets from timestamps as Kafka's ``offsetsForTimes`` defines them).
"""
from __future__ import annotations

import contextlib
import io
import json
import os
import re
import subprocess
import sys
from datetime import datetime, timezone

import pytest

pa = pytest.importorskip("pyarrow")

from pyspark_udfs import KafkaLogError, read_arrow, read_table  # noqa: E402
from pyspark_udfs.tables.options import OptionError  # noqa: E402
from tests.conftest import GOLDEN, ROOT, SAMPLES  # noqa: E402
from tests.support.damage import batch_starts, flip  # noqa: E402

EXPECTED = json.loads((SAMPLES / "EXPECTED.json").read_text())
DOC = (ROOT / "docs" / "arrow.md").read_text()
EXAMPLES = [body for lang, body in re.findall(r"^```(\w*)\n(.*?)^```", DOC, re.S | re.M) if lang == "python"]


def by_partition(table) -> dict[tuple[str, int], int]:
    counts: dict[tuple[str, int], int] = {}
    for topic, partition in zip(table["topic"].to_pylist(), table["partition"].to_pylist(), strict=True):
        counts[(topic, partition)] = counts.get((topic, partition), 0) + 1
    return counts


def test_every_partition_of_the_samples_as_kafka_wrote_it():
    table = read_table(SAMPLES)
    assert table.schema.names[:8] == ["key", "value", "topic", "partition", "offset", "timestamp", "timestampType",
                                      "headers"]
    assert by_partition(table) == {(p["topic"], p["partition"]): p["records"] for p in EXPECTED["partitions"]}
    assert table.num_rows == EXPECTED["total_records"]
    assert table["_corrupt_record"].null_count == table.num_rows


def test_without_pyspark_installed():
    """Only the core and pyarrow: pyspark cannot be imported in this interpreter."""
    code = ("import sys; sys.modules['pyspark'] = None\n"
            "from pyspark_udfs import read_table\n"
            f"print(read_table({str(SAMPLES / 'orders-0')!r}).num_rows)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         env=dict(os.environ, PYTHONPATH=str(ROOT)))
    assert out.stdout.split() == [
        str(next(p["records"] for p in EXPECTED["partitions"] if p["directory"] == "orders-0"))]


def first_offset_at(table, topic: str, partition: int, millis: int):
    """Kafka's offsetsForTimes: the first offset of the partition whose timestamp is >= ``millis``."""
    found = [o for t, p, o, ts in zip(table["topic"].to_pylist(), table["partition"].to_pylist(),
                                      table["offset"].to_pylist(), table["timestamp"].to_pylist(), strict=True)
             if t == topic and p == partition and ts >= datetime.fromtimestamp(millis / 1000, timezone.utc)]
    return min(found) if found else None


def test_bounds_equal_a_full_read_cut_by_hand():
    full = read_table(SAMPLES)
    start = datetime(2023, 11, 14, 22, 30, tzinfo=timezone.utc)
    millis = int(start.timestamp() * 1000)
    got = read_table(SAMPLES, starting_timestamp=start, endingOffset=1000)
    want = {}
    for p in EXPECTED["partitions"]:
        low = first_offset_at(full, p["topic"], p["partition"], millis)
        if low is None:
            continue
        offsets = [o for t, q, o in zip(full["topic"].to_pylist(), full["partition"].to_pylist(),
                                        full["offset"].to_pylist(), strict=True)
                   if t == p["topic"] and q == p["partition"] and low <= o < 1000]
        if offsets:
            want[(p["topic"], p["partition"])] = len(offsets)
    assert by_partition(got) == want
    per_partition = read_table(SAMPLES / "orders-0", starting_offset={"orders": {"0": 1200}})
    assert per_partition["offset"].to_pylist() == list(range(1200, 1227))


def test_read_committed_drops_what_kafka_aborted():
    payments = next(p for p in EXPECTED["partitions"] if p["directory"] == "payments-tx-0")
    got = read_table(SAMPLES / "payments-tx-0", isolation_level="read_committed")
    assert got.num_rows == payments["read_committed_records"]
    aborted = [(a["producer_id"], a["first_offset"], a["last_offset"]) for a in payments["aborted_transactions"]]
    kept = list(zip(got["producerId"].to_pylist(), got["offset"].to_pylist(), strict=True))
    assert not any(pid == producer and first <= o <= last for producer, first, last in aborted for pid, o in kept)
    with_control = read_table(SAMPLES / "payments-tx-0", include_control=True)
    assert with_control.num_rows == payments["records"] + payments["control_records"]


def test_batches_are_streamed_and_bounded():
    reader = read_arrow(str(SAMPLES / "orders-1"), max_records_per_batch=100)
    assert isinstance(reader, pa.RecordBatchReader)
    sizes = [batch.num_rows for batch in reader]
    assert max(sizes) <= 100 and sum(sizes) == 1627


def test_an_unknown_option_or_a_bad_value_is_refused():
    with pytest.raises(OptionError, match="unknown option 'startingOfset'"):
        read_arrow(str(SAMPLES), startingOfset=3)
    with pytest.raises(OptionError, match="mode must be one of"):
        read_arrow(str(SAMPLES), mode="LENIENT")
    with pytest.raises(ValueError, match="no path"):
        read_arrow([])


def damaged_copy(tmp_path) -> tuple[str, int]:
    """orders-0's first segment with one byte of its third batch's records flipped (CRC fails)."""
    source = SAMPLES / "orders-0" / "00000000000000000000.log"
    data = source.read_bytes()
    third = batch_starts(data)[2]
    target = tmp_path / "orders-0" / source.name
    target.parent.mkdir()
    target.write_bytes(flip(data, third + 70))
    return str(target), third


def test_damage_follows_mode(tmp_path):
    path, position = damaged_copy(tmp_path)
    permissive = read_table(path)
    corrupt = [c for c in permissive["_corrupt_record"].to_pylist() if c]
    assert len(corrupt) == 1 and corrupt[0].startswith(f"{path} at byte {position}: ")
    good = read_table(SAMPLES / "orders-0" / "00000000000000000000.log")
    third_batch_records = good.num_rows - (permissive.num_rows - 1)
    assert third_batch_records > 0
    dropped = read_table(path, mode="DROPMALFORMED")
    assert dropped.num_rows == permissive.num_rows - 1
    with pytest.raises(KafkaLogError, match=f"at byte {position}"):
        read_table(path, mode="FAILFAST")


def test_both_builds_give_the_same_table():
    from pyspark_udfs.builds import backend

    if backend.native_backend() is None:
        pytest.skip("pyspark_udfs._native is not built")
    for path in (SAMPLES, GOLDEN):
        native = read_table(path, backend="native")
        python = read_table(path, backend="python")
        assert native.equals(python), path


@pytest.mark.parametrize("number", range(len(EXAMPLES)))
def test_the_docs_examples_print_what_they_say(number, monkeypatch):
    """Each Python block of docs/arrow.md, run from the repository's root; its ``# → `` lines are its output."""
    body = EXAMPLES[number]
    monkeypatch.chdir(ROOT)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(body, f"docs/arrow.md block {number}", "exec"), {})
    assert out.getvalue().splitlines() == [line[len("# → "):] for line in body.splitlines()
                                           if line.startswith("# → ")]


@pytest.mark.spark
def test_equal_to_the_spark_source(spark):
    """The Spark source and read_table over the samples and the golden fixtures: the same rows."""
    for path in (SAMPLES, GOLDEN):
        table = read_table(path, include_control=True)
        frame = spark.read.format("kafka-log").option("includeControl", "true").load(str(path)).toArrow()
        key = ["file", "position", "offset"]
        assert frame.num_rows == table.num_rows
        ordered = [t.sort_by([(k, "ascending") for k in key]).cast(table.schema).to_pylist() for t in (table, frame)]
        assert ordered[0] == ordered[1]

