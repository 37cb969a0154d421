"""``recover --output DIR`` restores tiered objects into a broker-shaped ``<topic>-<partition>/`` directory.

The objects are built from Kafka-written segments (samples/kafka-logs) by tests/support/rsm_writer.py; what is
restored must be the broker's files byte for byte (the ``.log`` Kafka's own ``FileRecords`` wrote, its indexes,
the producer snapshot under its name, the transaction index, the leader-epoch checkpoint), and pass ``verify``.
"""
from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from pyspark_udfs.reading.segment import LogSegment
from pyspark_udfs.tiered.keys import KeyRing
from pyspark_udfs.tiered.reader import TieredSegment
from tests.conftest import SAMPLES
from tests.support.rsm_writer import RsaKeyPair, rsa_key_pair, write_segment
from tests.tiered.test_tiered_cli import VARIANTS, flip, key_args, run_cli

pytest.importorskip("cryptography")

ORDERS = SAMPLES / "orders-1"
PAYMENTS = SAMPLES / "payments-tx-0"
"""A transactional partition: its segment has a ``.txnindex``."""


@pytest.fixture(scope="module")
def key_pair(tmp_path_factory) -> RsaKeyPair:
    return rsa_key_pair(tmp_path_factory.mktemp("keys"))


KAFKA_JARS = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "kafka-ksy" / "jars-2.0.0.post1"
"""kafka-clients 3.9.1 and its codecs, where tests/golden/regenerate.sh caches them."""


@pytest.fixture(scope="module")
def kafka_reads(tmp_path_factory):
    """Kafka's own reader (tests/tiered/KafkaReadsSegment.java): a .log → (batches, records, base offsets)."""
    jars = sorted(KAFKA_JARS.glob("*.jar"))
    if not shutil.which("javac") or not any(j.name == "kafka-clients.jar" for j in jars):
        pytest.skip("needs javac and Kafka's jars (tests/golden/regenerate.sh caches them)")
    classes = tmp_path_factory.mktemp("java")
    path = os.pathsep.join(map(str, jars))
    subprocess.run(["javac", "-d", str(classes), "-cp", path, str(Path(__file__).with_name("KafkaReadsSegment.java"))],
                   check=True, capture_output=True)

    def read(log: Path) -> tuple[int, int, list[int]]:
        done = subprocess.run(["java", "-cp", f"{classes}{os.pathsep}{path}", "KafkaReadsSegment", str(log)],
                              capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, done.stdout
        counts, offsets = done.stdout.splitlines()
        batches, records = map(int, counts.split())
        return batches, records, [int(o) for o in offsets.split()]
    return read


def snapshot_of(partition: Path) -> Path:
    return max(partition.glob("*.snapshot"))


def tier(out: Path, partition: Path, key_pair: RsaKeyPair, variant: str, *, topic: str, number: int) -> Path:
    """The partition's first segment as Aiven's objects, with every index it has kept in ``.indexes``."""
    options = dict(VARIANTS[variant])
    encryption = key_pair if options.pop("encryption", False) else None
    log = partition / "00000000000000000000.log"
    txn = log.with_suffix(".txnindex")
    indexes = {"offset": log.with_suffix(".index"), "timestamp": log.with_suffix(".timeindex"),
               "producerSnapshot": snapshot_of(partition), "leaderEpoch": partition / "leader-epoch-checkpoint",
               "transaction": txn if txn.exists() else None}
    return write_segment(out, log, chunk_size=4096, encryption=encryption, indexes=indexes, topic=topic,
                         partition=number, **options)


def same_files(restored: Path, partition: Path) -> None:
    """The restored directory holds the broker's files of the partition's first segment, byte for byte."""
    names = ["00000000000000000000.log", "00000000000000000000.index", "00000000000000000000.timeindex",
             snapshot_of(partition).name, "leader-epoch-checkpoint"]
    if (partition / "00000000000000000000.txnindex").exists():
        names.append("00000000000000000000.txnindex")
    assert sorted(p.name for p in restored.iterdir()) == sorted(names)
    for name in names:
        assert (restored / name).read_bytes() == (partition / name).read_bytes(), name


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_a_manifest_is_restored_to_the_brokers_files(tmp_path, key_pair, variant):
    manifest = tier(tmp_path / "bucket", ORDERS, key_pair, variant, topic="orders", number=1)
    status, out, err = run_cli("recover", *key_args(key_pair), "--output", str(tmp_path / "out"), str(manifest))
    assert (status, err) == (0, "")
    assert out.startswith(f"Recovered {manifest} -> {tmp_path / 'out' / 'orders-1' / '00000000000000000000.log'}: "
                          "191 batches")
    same_files(tmp_path / "out" / "orders-1", ORDERS)
    status, out, err = run_cli("verify", str(tmp_path / "out" / "orders-1"))
    assert (status, err) == (0, "") and out.count("OK ") == 2  # the .log with its indexes, the snapshot


def test_a_prefix_is_restored_partition_by_partition_with_the_transaction_index(tmp_path, key_pair):
    tier(tmp_path / "bucket", ORDERS, key_pair, "zstd+encrypted", topic="orders", number=1)
    tier(tmp_path / "bucket", PAYMENTS, key_pair, "zstd+encrypted", topic="payments-tx", number=0)
    status, _, err = run_cli("recover", *key_args(key_pair), "--output", str(tmp_path / "out"),
                             str(tmp_path / "bucket"))
    assert (status, err) == (0, "")
    same_files(tmp_path / "out" / "orders-1", ORDERS)
    same_files(tmp_path / "out" / "payments-tx-0", PAYMENTS)
    status, out, err = run_cli("verify", str(tmp_path / "out"))
    assert (status, err) == (0, "") and "FAIL" not in out and "00000000000000000000.txnindex" in out


def test_a_local_tiered_storage_directory_is_restored(tmp_path):
    """orders-0's three segments as LocalTieredStorage copies them: the same partition directory comes back,
    the leader-epoch checkpoint from the last segment."""
    partition = SAMPLES / "orders-0"
    copies = tmp_path / "remote" / "orders-0-lZ6vvmajTWKDBUTV6SQAtQ"
    copies.mkdir(parents=True)
    logs = sorted(partition.glob("*.log"))
    snapshots = [partition / f"{later.stem}.snapshot" for later in logs[1:]] + [snapshot_of(partition)]
    for i, (log, snapshot) in enumerate(zip(logs, snapshots, strict=True)):
        stem = copies / f"{int(log.stem)}-segment{i}{'x' * 14}"
        for suffix in (".log", ".index", ".timeindex"):
            shutil.copy(log.with_suffix(suffix), f"{stem}{suffix}")
        shutil.copy(snapshot, f"{stem}.snapshot")
        epochs = (partition / "leader-epoch-checkpoint").read_text()  # the earlier ones: fewer lines
        Path(f"{stem}.leader_epoch_checkpoint").write_text(epochs if i == len(logs) - 1 else "0\n0\n")
    status, _, err = run_cli("recover", "--output", str(tmp_path / "out"), str(copies))
    assert (status, err) == (0, "")
    restored = tmp_path / "out" / "orders-0"
    expected = [p.name for p in logs] + [p.with_suffix(s).name for p in logs for s in (".index", ".timeindex")] \
        + [p.name for p in snapshots] + ["leader-epoch-checkpoint"]
    assert sorted(p.name for p in restored.iterdir()) == sorted(expected)
    for name in expected:
        assert (restored / name).read_bytes() == (partition / name).read_bytes(), name
    status, out, err = run_cli("verify", str(restored))
    assert (status, err) == (0, "") and "FAIL" not in out


def test_a_damaged_chunk_is_reported_by_object_and_chunk_and_the_rest_restored(tmp_path, key_pair, kafka_reads):
    manifest = tier(tmp_path / "bucket", ORDERS, key_pair, "zstd+encrypted", topic="orders", number=1)
    log_object = Path(str(manifest).replace(".rsm-manifest", ".log"))
    chunk = TieredSegment(str(manifest), KeyRing({key_pair.key_id: str(key_pair.private_pem)})).manifest.chunks[20]
    flip(log_object, chunk.transformed_position + 100)
    status, out, err = run_cli("recover", *key_args(key_pair), "--output", str(tmp_path / "out"), str(manifest))
    assert status == 1
    assert err.startswith(f"{log_object} at byte {chunk.transformed_position}: chunk 20 (bytes "
                          f"{chunk.transformed_position}-") and "AES-GCM tag does not match" in err
    assert "  lost bytes " in out
    restored = tmp_path / "out" / "orders-1" / "00000000000000000000.log"
    with LogSegment(ORDERS / "00000000000000000000.log") as original:
        batches = list(original.batches())
    start, end = chunk.original_position, chunk.original_position + chunk.original_size
    kept = [b.entry for b in batches if b.position + b.size <= start or b.position >= end]
    assert 0 < len(kept) < len(batches)
    assert restored.read_bytes() == b"".join(kept)  # every batch outside the chunk, bit for bit
    kept_batches = [b for b in batches if b.position + b.size <= start or b.position >= end]
    assert kafka_reads(restored) == (len(kept), sum(b.record_count for b in kept_batches),
                                     [b.base_offset for b in kept_batches])
    status, out, err = run_cli("verify", str(restored.parent))
    assert (status, err) == (0, "") and "FAIL" not in out


def test_kafkas_reader_reads_the_restored_segment(tmp_path, key_pair, kafka_reads):
    manifest = tier(tmp_path / "bucket", ORDERS, key_pair, "zstd+encrypted", topic="orders", number=1)
    assert run_cli("recover", *key_args(key_pair), "--output", str(tmp_path / "out"), str(manifest))[0] == 0
    batches, records, offsets = kafka_reads(tmp_path / "out" / "orders-1" / "00000000000000000000.log")
    assert (batches, records) == (191, 1627) and offsets[0] == 0 and offsets == sorted(offsets)


def test_a_tiered_object_without_its_partition_in_its_path_is_refused_by_name(tmp_path, key_pair):
    manifest = tier(tmp_path / "bucket", ORDERS, key_pair, "plain", topic="orders", number=1)
    loose = tmp_path / manifest.name
    shutil.copy(manifest, loose)
    status, out, err = run_cli("recover", "--output", str(tmp_path / "out"), str(loose))
    assert status == 2 and out == "" and str(loose) in err and "topic and partition" in err
    assert not (tmp_path / "out").exists()


def test_the_log_object_beside_a_manifest_is_refused_naming_the_manifest(tmp_path, key_pair):
    """Aiven's ``.log`` object holds transformed chunks: salvaged as batches it would be all lost bytes."""
    manifest = tier(tmp_path / "bucket", ORDERS, key_pair, "zstd", topic="orders", number=1)
    log_object = str(manifest).replace(".rsm-manifest", ".log")
    status, out, err = run_cli("recover", "--output", str(tmp_path / "out"), log_object)
    assert (status, out) == (2, "")
    assert err == (f"kafka-ksy: {log_object}: holds the chunks of a tiered segment, not its batches: "
                   f"recover {manifest}\n")
    assert not (tmp_path / "out").exists()
