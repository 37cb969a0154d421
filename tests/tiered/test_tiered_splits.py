"""A large tiered segment is cut in splits as a large local one is: at batch starts its offset index (in the
``.indexes`` object) gives, each split a run of whole chunks; the rows are those of one split per segment."""
from __future__ import annotations

import itertools

import pytest

from pyspark_udfs import read_table
from pyspark_udfs.reading.segment import LogSegment
from pyspark_udfs.tables.reader import TableScan
from pyspark_udfs.tiered import keys as keys_module
from tests.conftest import SAMPLES
from tests.support.rsm_writer import rsa_key_pair, write_segment

pytest.importorskip("cryptography")

PARTITION = SAMPLES / "orders-0"
LOGS = sorted(PARTITION.glob("*.log"))
CHUNK = 4096
COLUMNS = ["topic", "partition", "offset", "timestamp", "key", "value", "_corrupt_record"]


@pytest.fixture(scope="module")
def tiered(tmp_path_factory):
    root = tmp_path_factory.mktemp("bucket")
    pair = rsa_key_pair(tmp_path_factory.mktemp("keys"))
    for i, log in enumerate(LOGS):
        write_segment(root, log, segment_id=f"segment{i}aaaaaaaaaaaaaa", chunk_size=CHUNK, compression=True,
                      encryption=pair, indexes={"offset": log.with_suffix(".index"),
                                                "timestamp": log.with_suffix(".timeindex")})
    return root, {pair.key_id: str(pair.private_pem)}


@pytest.fixture(autouse=True)
def forget_keys(monkeypatch):
    monkeypatch.setattr(keys_module, "_configured", {})
    monkeypatch.setattr(keys_module, "_ring", [])


def test_a_large_tiered_segment_is_read_by_several_splits_of_whole_chunks(tiered):
    root, keys = tiered
    splits = TableScan.of_spark({"path": str(root), "rsmKeys": keys, "maxPartitionBytes": "10000"}).splits()
    by_segment: dict[str, list] = {}
    for split in splits:
        by_segment.setdefault(split.path, []).append(split)
    pieces_of = [len(by_segment[p]) for p in sorted(by_segment)]
    assert pieces_of[:2] >= [3, 3] and pieces_of[2] == 1  # 49119 and 48443 bytes; 8328, under 3 chunks
    for log, pieces in zip(LOGS, (by_segment[p] for p in sorted(by_segment)), strict=True):
        with LogSegment(log) as original:
            starts = {b.position for b in original.batches()}
        assert pieces[0].start == 0 and pieces[-1].end is None
        assert all(a.end == b.start and b.start in starts for a, b in itertools.pairwise(pieces))
        # the cuts aim at whole chunks (10000 bytes rounded up to 3 chunks): the index entry at or before each
        assert all(b.start - a.start > 10000 - CHUNK for a, b in itertools.pairwise(pieces))


@pytest.mark.parametrize("bounds", [{}, {"startingOffset": 300, "endingOffset": 1200}], ids=["whole", "offsets"])
def test_the_rows_of_many_splits_are_those_of_one_split_per_segment(tiered, bounds):
    root, keys = tiered
    many = read_table(str(root), rsmKeys=keys, maxPartitionBytes=5000, **bounds).select(COLUMNS)
    one = read_table(str(root), rsmKeys=keys, **bounds).select(COLUMNS)
    plain = read_table(str(PARTITION), **bounds).select(COLUMNS)
    assert many.num_rows > 100 and many.to_pylist() == one.to_pylist() == plain.to_pylist()


@pytest.mark.spark
def test_the_spark_source_reads_a_tiered_segment_in_several_tasks(tiered, spark):
    root, keys = tiered
    key_text = ",".join(f"{k}={v}" for k, v in keys.items())
    frame = (spark.read.format("kafka-log").option("rsmKeys", key_text).option("maxPartitionBytes", "10000")
             .load(str(root)))
    assert frame.rdd.getNumPartitions() >= 6
    got = sorted((r["offset"], bytes(r["value"])) for r in frame.select("offset", "value").collect())
    expected = read_table(str(PARTITION)).select(["offset", "value"]).to_pylist()
    assert got == [(r["offset"], r["value"]) for r in expected]
