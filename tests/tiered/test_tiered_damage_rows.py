"""Damage in tiered objects through the table doors (``read_table``, ``sql``, ``export``): each is a problem
row naming the object (and the chunk), the readable rest is kept (PERMISSIVE), FAILFAST stops at it.

orders-0's three segments are written as Aiven writes them (zstd, encrypted: tests/support/rsm_writer.py),
then one is damaged; the rows expected are those of Kafka's own segments less what the damage spoils."""
from __future__ import annotations

import io
import json
import shutil
from pathlib import Path

import pytest

from pyspark_udfs import cli, read_table
from pyspark_udfs.errors import KafkaLogError
from pyspark_udfs.reading.segment import LogSegment
from pyspark_udfs.tiered import keys as keys_module
from pyspark_udfs.tiered.manifest import parse_manifest
from tests.conftest import SAMPLES
from tests.support.rsm_writer import RsaKeyPair, rsa_key_pair, write_segment

pytest.importorskip("cryptography")

PARTITION = SAMPLES / "orders-0"
LOGS = sorted(PARTITION.glob("*.log"))
"""Three segments: 0, 579 and 1129."""


@pytest.fixture(scope="module")
def pairs(tmp_path_factory) -> tuple[RsaKeyPair, RsaKeyPair]:
    """The key pair the objects are written with, and another with the same id (a wrong key)."""
    return rsa_key_pair(tmp_path_factory.mktemp("keys")), rsa_key_pair(tmp_path_factory.mktemp("other"))


@pytest.fixture(scope="module")
def pristine(tmp_path_factory, pairs) -> tuple[Path, list[Path]]:
    root = tmp_path_factory.mktemp("bucket")
    manifests = [write_segment(root, log, segment_id=f"segment{i}aaaaaaaaaaaaaaa", chunk_size=4096,
                               compression=True, encryption=pairs[0],
                               indexes={"offset": log.with_suffix(".index")})
                 for i, log in enumerate(LOGS)]
    return root, manifests


@pytest.fixture(autouse=True)
def forget_keys(monkeypatch):
    monkeypatch.setattr(keys_module, "_configured", {})
    monkeypatch.setattr(keys_module, "_ring", [])


def log_object(manifest: Path) -> Path:
    return Path(str(manifest).replace(".rsm-manifest", ".log"))


def chunk_of(manifest: Path, number: int):
    return parse_manifest(manifest.read_bytes(), str(manifest)).chunks[number]


def offsets_in(log: Path, start: int = 0, end: int | None = None) -> set[int]:
    """The offsets of the batches of Kafka's segment ``log`` whose bytes meet [start, end)."""
    with LogSegment(log) as segment:
        return {o for b in segment.batches() if b.position < (end or 1 << 62) and b.position + b.size > start
                for o in range(b.base_offset, b.last_offset + 1)}


def damage(kind: str, manifests: list[Path], pairs) -> tuple[str, set[int]]:
    """``kind`` of damage done to one segment's objects: what its problem row must say, the offsets lost."""
    if kind == "gcm-tag":
        chunk = chunk_of(manifests[0], 5)
        data = bytearray(log_object(manifests[0]).read_bytes())
        data[chunk.transformed_position + 30] ^= 1
        log_object(manifests[0]).write_bytes(bytes(data))
        return (f"{log_object(manifests[0])} at byte {chunk.transformed_position}: chunk 5 (",
                offsets_in(LOGS[0], chunk.original_position, chunk.original_position + chunk.original_size))
    if kind == "object-short":
        chunk = chunk_of(manifests[0], -1)
        log_object(manifests[0]).write_bytes(log_object(manifests[0]).read_bytes()[:-100])
        return (f"chunk {chunk.number} (bytes {chunk.transformed_position}-",
                offsets_in(LOGS[0], chunk.original_position))
    if kind == "chunk-longer":  # a byte inserted inside chunk 3: it and every chunk after it are misplaced
        chunk = chunk_of(manifests[0], 3)
        data = log_object(manifests[0]).read_bytes()
        cut = chunk.transformed_position + 10
        log_object(manifests[0]).write_bytes(data[:cut] + b"\0" + data[cut:])
        return f"{log_object(manifests[0])} at byte {chunk.transformed_position}: chunk 3 (", \
            offsets_in(LOGS[0], chunk.original_position)
    if kind == "missing-object":
        log_object(manifests[1]).unlink()
        return f"{log_object(manifests[1])}: no such file", offsets_in(LOGS[1])
    if kind == "manifest":
        manifests[1].write_text('{"version":"1","chunkIndex":')
        return f"{manifests[1]}: manifest does not parse: ", offsets_in(LOGS[1])
    if kind == "missing-key":
        write_segment(manifests[2].parents[2], LOGS[2], segment_id="segment2aaaaaaaaaaaaaaa", chunk_size=4096,
                      compression=True, encryption=rsa_key_pair(manifests[2].parent, "key-2"))
        return f"{manifests[2]}: the data key is wrapped by key pair 'key-2'", offsets_in(LOGS[2])
    assert kind == "wrong-key"
    write_segment(manifests[2].parents[2], LOGS[2], segment_id="segment2aaaaaaaaaaaaaaa", chunk_size=4096,
                  compression=True, encryption=pairs[1])
    return f"{manifests[2]}: the data key does not unwrap with the private key given", offsets_in(LOGS[2])


KINDS = ["gcm-tag", "object-short", "chunk-longer", "missing-object", "manifest", "missing-key", "wrong-key"]


@pytest.fixture(params=KINDS)
def damaged(request, tmp_path, pristine, pairs):
    root, manifests = pristine
    copy = tmp_path / "bucket"
    shutil.copytree(root, copy)
    moved = [copy / m.relative_to(root) for m in manifests]
    said, lost = damage(request.param, moved, pairs)
    return copy, said, lost, pairs[0]


def run_cli(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    return cli.main(list(argv), out, err), out.getvalue(), err.getvalue()


def test_read_table_keeps_the_readable_rest_and_names_the_damage(damaged):
    root, said, lost, pair = damaged
    keys = {pair.key_id: str(pair.private_pem)}
    table = read_table(str(root), rsmKeys=keys)
    rows = table.select(["offset", "_corrupt_record"]).to_pylist()
    problems = [r["_corrupt_record"] for r in rows if r["_corrupt_record"] is not None]
    assert any(said in p for p in problems), problems
    expected = {r["offset"] for r in read_table(str(PARTITION)).select(["offset"]).to_pylist()}
    assert {r["offset"] for r in rows if r["_corrupt_record"] is None} == expected - lost
    with pytest.raises(KafkaLogError) as stopped:
        read_table(str(root), rsmKeys=keys, mode="FAILFAST")
    assert said in str(stopped.value)


def test_sql_and_export_report_the_damage_and_keep_the_rest(damaged, tmp_path):
    root, said, lost, pair = damaged
    key = ["--rsm-key", f"{pair.key_id}={pair.private_pem}"]
    status, out, err = run_cli("sql", 'SELECT count(*) AS n FROM log WHERE _corrupt_record IS NULL', *key,
                               "--json", str(root))
    expected = run_cli("sql", "SELECT count(*) AS n FROM log", "--json", str(PARTITION))[1]
    assert status == 1 and said in err
    assert json.loads(out.splitlines()[0])["n"] == json.loads(expected.splitlines()[0])["n"] - len(lost)
    status, out, err = run_cli("export", *key, "--format", "jsonl", "--output", str(tmp_path / "out"), str(root))
    assert status == 1 and said in err and "Exported 3 segments (" in out


@pytest.mark.spark
def test_the_spark_source_gives_the_same_problem_rows(tmp_path, pristine, pairs, spark):
    root, manifests = pristine
    copy = tmp_path / "bucket"
    shutil.copytree(root, copy)
    moved = [copy / m.relative_to(root) for m in manifests]
    said, _lost = damage("gcm-tag", moved, pairs)
    damage("manifest", moved, pairs)
    keys = f"{pairs[0].key_id}={pairs[0].private_pem}"
    frame = spark.read.format("kafka-log").option("rsmKeys", keys).load(str(copy))
    got = sorted((r["offset"] if r["offset"] is not None else -1, r["_corrupt_record"] or "")
                 for r in frame.select("offset", "_corrupt_record").collect())
    want = sorted((r["offset"] if r["offset"] is not None else -1, r["_corrupt_record"] or "")
                  for r in read_table(str(copy), rsmKeys=keys).select(["offset", "_corrupt_record"]).to_pylist())
    assert got == want and any(said in text for _, text in got)
    assert any(f"{moved[1]}: manifest does not parse" in text for _, text in got)
