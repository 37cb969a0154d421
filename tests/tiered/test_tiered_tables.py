"""``read_table`` finds tiered segments by their manifests (Aiven's layout names topic and partition) and reads
the rows the original segments hold; damage in a chunk is reported at the segment's bytes it spoils."""
from __future__ import annotations

import logging
from pathlib import Path

import pyarrow.compute as pc
import pytest

from pyspark_udfs import read_table
from pyspark_udfs.errors import InputError, KafkaLogError
from pyspark_udfs.reading.segment import LogSegment
from pyspark_udfs.tiered import keys as keys_module
from pyspark_udfs.tiered.keys import KeyRing
from pyspark_udfs.tiered.reader import TieredSegment
from tests.conftest import SAMPLES
from tests.support.rsm_writer import rsa_key_pair, write_segment

pytest.importorskip("cryptography")

PARTITION = SAMPLES / "orders-0"
"""Three segments: 0, 579 and 1129."""


@pytest.fixture(scope="module")
def tiered(tmp_path_factory):
    """orders-0's segments as Aiven writes them (zstd, encrypted), under a prefix; the key pair."""
    root = tmp_path_factory.mktemp("bucket")
    pair = rsa_key_pair(tmp_path_factory.mktemp("keys"))
    for i, log in enumerate(sorted(PARTITION.glob("*.log"))):
        write_segment(root, log, topic="orders", partition=0, segment_id=f"segment{i}aaaaaaaaaaaaaaa", chunk_size=4096,
                      compression=True, encryption=pair, prefix="tiered/")
    return root, pair


@pytest.fixture(autouse=True)
def forget_keys(monkeypatch):
    """Keys a read registers (for its Spark tasks too) stay for the process: each test starts without any."""
    monkeypatch.setattr(keys_module, "_configured", {})
    monkeypatch.setattr(keys_module, "_ring", [])


def rows(table) -> list[dict]:
    return table.drop_columns(["file"]).to_pylist()


def test_read_table_of_a_prefix_of_tiered_objects_holds_the_partitions_rows(tiered):
    root, pair = tiered
    table = read_table(str(root), rsmKeys={pair.key_id: str(pair.private_pem)})
    expected = read_table(str(PARTITION))
    assert table.num_rows == expected.num_rows > 1000
    assert rows(table) == rows(expected)  # topic and partition from <topic>-<topicId>/<partition>/
    assert {Path(f).suffix for f in table.column("file").to_pylist()} == {".rsm-manifest"}


def test_an_offset_range_reads_the_same_rows(tiered):
    root, pair = tiered
    keys = f"{pair.key_id}={pair.private_pem}"  # the option's text form
    table = read_table(str(root), rsmKeys=keys, startingOffset=600, endingOffset=1150)
    expected = read_table(str(PARTITION), startingOffset=600, endingOffset=1150)
    assert rows(table) == rows(expected) and table.num_rows == 550


def test_without_the_key_the_read_is_refused_naming_the_manifest(tiered):
    root, _ = tiered
    with pytest.raises(InputError, match=r"\.rsm-manifest: the data key is wrapped by key pair 'key-1'"):
        read_table(str(root))


def damaged_copy(tmp_path: Path, tiered, chunk_number: int) -> tuple[Path, object]:
    _root, pair = tiered
    manifest = write_segment(tmp_path, PARTITION / "00000000000000000000.log", topic="orders", partition=0,
                             chunk_size=4096, compression=True, encryption=pair)
    chunks = TieredSegment(str(manifest), KeyRing({pair.key_id: str(pair.private_pem)})).manifest.chunks
    chunk = chunks[chunk_number]
    log_object = Path(str(manifest).replace(".rsm-manifest", ".log"))
    data = bytearray(log_object.read_bytes())
    data[chunk.transformed_position + 30] ^= 1
    log_object.write_bytes(bytes(data))
    return manifest, chunk


@pytest.mark.parametrize("chunk_number", [5, -1], ids=["middle", "last"])
def test_a_damaged_chunk_is_reported_and_permissive_keeps_the_rest(tmp_path, tiered, chunk_number, caplog):
    _, pair = tiered
    manifest, chunk = damaged_copy(tmp_path, tiered, chunk_number)
    keys = {pair.key_id: str(pair.private_pem)}
    with caplog.at_level(logging.WARNING, logger="pyspark_udfs.tiered.reader"):
        table = read_table(str(manifest), rsmKeys=keys)
    log_object = str(manifest).replace(".rsm-manifest", ".log")
    assert caplog.messages == [f"{log_object} at byte {chunk.transformed_position}: chunk {chunk.number} (bytes "
                               + caplog.messages[0].split(" (bytes ", 1)[1]]
    assert "AES-GCM tag does not match" in caplog.messages[0]
    expected = read_table(str(PARTITION / "00000000000000000000.log"))
    problems = table.filter(pc.invert(pc.is_null(table.column("_corrupt_record"))))
    good = table.filter(pc.is_null(table.column("_corrupt_record")))
    start, end = chunk.original_position, chunk.original_position + chunk.original_size
    with LogSegment(PARTITION / "00000000000000000000.log") as original:
        spoiled = [b for b in original.batches() if b.position < end and b.position + b.size > start]
    assert spoiled and problems.num_rows >= 1
    assert all(spoiled[0].position <= p < end for p in problems.column("position").to_pylist())
    lost = {o for b in spoiled for o in range(b.base_offset, b.last_offset + 1)}
    assert {r["offset"] for r in rows(good)} == {r["offset"] for r in rows(expected)} - lost
    with pytest.raises(KafkaLogError):
        read_table(str(manifest), rsmKeys=keys, mode="FAILFAST")


@pytest.mark.spark
def test_the_spark_source_reads_tiered_objects_with_the_keys_its_tasks_get(tiered, spark):
    """The rsmKeys option travels to Spark's tasks (pickled with the scan) and the rows are read_table's."""
    root, pair = tiered
    df = (spark.read.format("kafka-log").option("rsmKeys", f"{pair.key_id}={pair.private_pem}")
          .load(str(root)).select("topic", "partition", "offset", "key", "value"))
    expected = read_table(str(PARTITION)).select(["topic", "partition", "offset", "key", "value"]).to_pylist()
    got = sorted((r.asDict() for r in df.collect()), key=lambda r: r["offset"])
    assert [dict(r, key=bytes(r["key"]) if r["key"] is not None else None,
                 value=bytes(r["value"]) if r["value"] is not None else None) for r in got] == expected
