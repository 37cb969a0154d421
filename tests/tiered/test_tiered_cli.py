"""``dump`` and ``verify`` read a tiered segment's manifest as the segment it describes.

The objects are built from Kafka-written segments (samples/kafka-logs) by tests/support/rsm_writer.py, which
follows Aiven's RemoteStorageManager step by step, with a real RSA key pair: what ``dump`` prints of a manifest
must be what it prints of the original ``.log``; each damage must be an error naming the object and the chunk,
the rest of the segment still read.
"""
from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from pyspark_udfs import cli
from pyspark_udfs.errors import InputError
from pyspark_udfs.reading.segment import LogSegment
from pyspark_udfs.tiered.keys import KeyRing
from pyspark_udfs.tiered.reader import TieredChunkError, TieredSegment
from tests.conftest import SAMPLES
from tests.support.rsm_writer import RsaKeyPair, rsa_key_pair, write_segment

pytest.importorskip("cryptography")

SEGMENT = SAMPLES / "orders-1" / "00000000000000000000.log"
"""200 KiB of Kafka-written batches: 49 chunks of 4 KiB, batches across chunk boundaries."""
CHUNK = 4096
VARIANTS = {"plain": {}, "zstd": {"compression": True}, "encrypted": {"encryption": True},
            "zstd+encrypted": {"compression": True, "encryption": True}}


def run_cli(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = cli.main(list(argv), out, err)
    return status, out.getvalue(), err.getvalue()


@pytest.fixture(scope="module")
def key_pair(tmp_path_factory) -> RsaKeyPair:
    return rsa_key_pair(tmp_path_factory.mktemp("keys"))


def build(out: Path, key_pair: RsaKeyPair, variant: str, log: Path = SEGMENT) -> Path:
    options = dict(VARIANTS[variant])
    encryption = key_pair if options.pop("encryption", False) else None
    indexes = {"offset": log.with_suffix(".index"), "timestamp": log.with_suffix(".timeindex"),
               "producerSnapshot": None, "leaderEpoch": log.parent / "leader-epoch-checkpoint"}
    return write_segment(out, log, chunk_size=CHUNK, encryption=encryption, indexes=indexes, **options)


def key_args(key_pair: RsaKeyPair) -> list[str]:
    return ["--rsm-key", f"{key_pair.key_id}={key_pair.private_pem}"]


@pytest.mark.parametrize("variant", list(VARIANTS))
@pytest.mark.parametrize("json_output", [False, True], ids=["text", "json"])
def test_dump_of_a_manifest_prints_what_dump_of_the_segment_prints(tmp_path, key_pair, variant, json_output):
    manifest = build(tmp_path, key_pair, variant)
    flags = ["--deep-iteration", "--print-data-log"] + (["--json"] if json_output else [])
    status, out, err = run_cli("dump", *flags, *key_args(key_pair), str(manifest))
    expected_status, expected, expected_err = run_cli("dump", *flags, str(SEGMENT))
    assert (status, err) == (expected_status, expected_err) == (0, "")
    name = json.dumps(str(manifest))[1:-1] if json_output else str(manifest)
    assert out == expected.replace(json.dumps(str(SEGMENT))[1:-1] if json_output else str(SEGMENT), name)
    assert out.count("\n") > 100


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_verify_of_a_clean_manifest_is_ok(tmp_path, key_pair, variant):
    manifest = build(tmp_path, key_pair, variant)
    status, out, err = run_cli("verify", *key_args(key_pair), str(manifest))
    _, expected, _ = run_cli("verify", str(SEGMENT))
    assert (status, err) == (0, "")
    assert out == f"OK {manifest}: " + expected.split(": ", 1)[1]


def test_a_directory_of_tiered_objects_is_read_through_its_manifests(tmp_path, key_pair):
    """The ``.log`` object beside a manifest holds chunks, not batches: read through the manifest only."""
    build(tmp_path, key_pair, "zstd+encrypted")
    build(tmp_path, key_pair, "plain", SAMPLES / "orders-0" / "00000000000000000579.log")
    status, out, err = run_cli("verify", *key_args(key_pair), str(tmp_path))
    assert (status, err) == (0, "")
    assert [line.split(":")[0].rsplit("/", 1)[1] for line in out.splitlines()] == [
        "00000000000000000000-adh9f8BMS4anaUnD8KWfWg.rsm-manifest",
        "00000000000000000579-adh9f8BMS4anaUnD8KWfWg.rsm-manifest"]


def batch_offsets(source) -> list[int]:
    with LogSegment(source) as segment:
        return [b.base_offset for b in segment.batches() if hasattr(b, "base_offset")]


def flip(path: Path, position: int) -> None:
    data = bytearray(path.read_bytes())
    data[position] ^= 0x40
    path.write_bytes(bytes(data))


@pytest.mark.parametrize("variant", ["encrypted", "zstd+encrypted"])
def test_a_flipped_ciphertext_byte_is_named_by_object_and_chunk_and_the_rest_is_read(tmp_path, key_pair, variant):
    manifest = build(tmp_path, key_pair, variant)
    log_object = Path(str(manifest).replace(".rsm-manifest", ".log"))
    chunks = TieredSegment(str(manifest), KeyRing({key_pair.key_id: str(key_pair.private_pem)})).manifest.chunks
    flip(log_object, chunks[20].transformed_position + 100)
    status, out, err = run_cli("verify", *key_args(key_pair), str(manifest))
    assert status == 1 and out.startswith(f"FAIL {manifest}: ")
    first = err.splitlines()[0]
    assert first.startswith(f"{log_object} at byte {chunks[20].transformed_position}: chunk 20 (bytes "
                            f"{chunks[20].transformed_position}-") and "AES-GCM tag does not match" in first
    # every batch wholly outside chunk 20 is still read (PERMISSIVE); none that has a byte in it reads as intact
    status, out, _ = run_cli("dump", "--json", *key_args(key_pair), str(manifest))
    events = [json.loads(line) for line in out.splitlines()]
    read = [e["base_offset"] for e in events if e["type"] == "batch" and e["crc_valid"]]
    assert any(e["type"] == "error" and "chunk 20" in e.get("reason", "") for e in events)
    with LogSegment(SEGMENT) as original:
        batches = list(original.batches())
    lost = chunks[20].original_position, chunks[20].original_position + chunks[20].original_size
    outside = [b.base_offset for b in batches if b.position + b.size <= lost[0] or b.position >= lost[1]]
    inside = [b.base_offset for b in batches if b.base_offset not in outside]
    assert inside and set(outside) <= set(read) and not set(inside) & set(read)


def test_failfast_stops_at_the_damaged_chunk(tmp_path, key_pair):
    manifest = build(tmp_path, key_pair, "zstd+encrypted")
    log_object = Path(str(manifest).replace(".rsm-manifest", ".log"))
    keys = KeyRing({key_pair.key_id: str(key_pair.private_pem)})
    chunk = TieredSegment(str(manifest), keys).manifest.chunks[3]
    flip(log_object, chunk.transformed_position + chunk.transformed_size - 1)  # in the GCM tag
    with TieredSegment(str(manifest), keys, strict=True) as source:
        source.seek(chunk.original_position - 10)
        with pytest.raises(TieredChunkError, match=r"chunk 3 .*AES-GCM tag does not match") as raised:
            source.read(100)
    assert raised.value.file == str(log_object) and raised.value.position == chunk.transformed_position


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_a_log_object_cut_short_or_longer_is_named(tmp_path, key_pair, variant):
    manifest = build(tmp_path, key_pair, variant)
    log_object = Path(str(manifest).replace(".rsm-manifest", ".log"))
    data = log_object.read_bytes()
    log_object.write_bytes(data[:-50])
    status, _, err = run_cli("verify", *key_args(key_pair), str(manifest))
    last = len(TieredSegment(str(manifest), KeyRing({key_pair.key_id: str(key_pair.private_pem)})).manifest.chunks) - 1
    assert status == 1 and f"{log_object} at byte " in err and f": chunk {last} (" in err
    assert "the object ends after" in err
    assert f"{log_object}: the object has {len(data) - 50} bytes, the manifest's {last + 1} chunks {len(data)}" in err
    log_object.write_bytes(data + b"\0" * 7)
    status, _, err = run_cli("verify", *key_args(key_pair), str(manifest))
    assert (status, err) == (1, f"{log_object}: the object has {len(data) + 7} bytes, the manifest's {last + 1} "
                                f"chunks {len(data)}\n")


def test_a_chunk_longer_than_the_manifest_says_is_named(tmp_path, key_pair):
    """One byte inserted into chunk 5 of a compressed segment: chunk 5 and every chunk after it are read
    from the wrong bytes; each is named, none is read as batches."""
    manifest = build(tmp_path, key_pair, "zstd")
    log_object = Path(str(manifest).replace(".rsm-manifest", ".log"))
    chunks = TieredSegment(str(manifest)).manifest.chunks
    data = log_object.read_bytes()
    at = chunks[5].transformed_position + 8
    log_object.write_bytes(data[:at] + b"\x00" + data[at:])
    status, _, err = run_cli("verify", str(manifest))
    named = [line for line in err.splitlines() if line.startswith(f"{log_object} at byte ")]
    assert status == 1 and named[0].startswith(f"{log_object} at byte {chunks[5].transformed_position}: chunk 5 (")
    assert len(named) == len(chunks) - 5


def test_an_encrypted_index_range_is_checked_by_verify(tmp_path, key_pair):
    manifest = build(tmp_path, key_pair, "encrypted")
    indexes = Path(str(manifest).replace(".rsm-manifest", ".indexes"))
    position = json.loads(manifest.read_text())["segmentIndexes"]["timestamp"]["position"]
    flip(indexes, position + 20)
    status, _, err = run_cli("verify", *key_args(key_pair), str(manifest))
    assert status == 1 and err.startswith(f"{indexes} at byte {position}: timestamp index (bytes {position}-")
    assert "AES-GCM tag does not match" in err


def test_verify_checks_the_offset_index_in_the_indexes_object_against_the_segment(tmp_path, key_pair):
    """An entry of the offset index (the first range of ``.indexes``) pointing at the wrong batch: the problems
    are those verify finds in a local segment whose ``.index`` has the same damage (positions in the index)."""
    def damaged(data: bytes) -> bytes:  # entry 0's position, one byte off
        return data[:4] + (int.from_bytes(data[4:8], "big") + 1).to_bytes(4, "big") + data[8:]

    manifest = build(tmp_path, key_pair, "zstd")
    indexes = Path(str(manifest).replace(".rsm-manifest", ".indexes"))
    indexes.write_bytes(damaged(indexes.read_bytes()))
    status, out, err = run_cli("verify", str(manifest))
    local = tmp_path / "local"
    local.mkdir()
    for suffix in (".log", ".timeindex"):
        (local / SEGMENT.with_suffix(suffix).name).write_bytes(SEGMENT.with_suffix(suffix).read_bytes())
    (local / SEGMENT.with_suffix(".index").name).write_bytes(damaged(SEGMENT.with_suffix(".index").read_bytes()))
    local_status, _, local_err = run_cli("verify", str(local / SEGMENT.name))
    assert status == local_status == 1 and out.startswith(f"FAIL {manifest}: ")
    assert err.replace(f"{indexes} (offset index)", "INDEX").replace(f"{indexes} (time index)", "TIMEINDEX") == \
        local_err.replace(str(local / SEGMENT.with_suffix(".index").name), "INDEX").replace(
            str(local / SEGMENT.with_suffix(".timeindex").name), "TIMEINDEX")
    assert err.count("\n") == 2


def test_a_missing_log_object_is_named(tmp_path, key_pair):
    manifest = build(tmp_path, key_pair, "zstd")
    log_object = Path(str(manifest).replace(".rsm-manifest", ".log"))
    log_object.unlink()
    status, _out, err = run_cli("dump", str(manifest))
    assert status == 2
    assert err == f"kafka-ksy: {log_object}: no such file: an object the segment's manifest describes is missing\n"


@pytest.mark.parametrize("text, reason", [
    (b"{not json", "manifest does not parse: Expecting property name enclosed in double quotes"),
    (b'{"version":"2"}', 'manifest does not parse: version "2" ("1" expected)'),
    (b'{"version":"1","chunkIndex":{"type":"variable","originalChunkSize":100,"originalFileSize":250,'
     b'"transformedChunks":"KLUv"},"segmentIndexes":{},"compression":true}', "manifest does not parse: "),
])
def test_a_manifest_that_does_not_parse_is_named(tmp_path, key_pair, text, reason):
    manifest = build(tmp_path, key_pair, "plain")
    manifest.write_bytes(text)
    status, out, err = run_cli("dump", str(manifest))
    assert status == 2 and out == "" and err.startswith(f"kafka-ksy: {manifest}: {reason}")


def test_a_missing_or_wrong_key_is_named(tmp_path, key_pair):
    manifest = build(tmp_path, key_pair, "encrypted")
    status, out, err = run_cli("dump", str(manifest))
    assert status == 2 and out == ""
    assert err == (f"kafka-ksy: {manifest}: the data key is wrapped by key pair 'key-1': give its private key "
                   f"with --rsm-key key-1=PATH (option rsmKeys; key pairs given: none)\n")
    other = rsa_key_pair(tmp_path, "key-1-other")
    status, out, err = run_cli("dump", "--rsm-key", f"key-1={other.private_pem}", str(manifest))
    assert status == 2 and out == ""
    assert err == (f"kafka-ksy: {manifest}: the data key does not unwrap with the private key given for key pair "
                   f"'key-1' ({other.private_pem}): not the key pair that wrapped it\n")


def test_rsm_key_must_be_id_equals_path(capsys):
    with pytest.raises(SystemExit) as exited:
        cli.main(["dump", "--rsm-key", "nokey", "x.rsm-manifest"])
    assert exited.value.code == 2 and "'nokey' is not ID=PATH" in capsys.readouterr().err


def test_reading_one_batch_decodes_only_its_chunks(tmp_path, key_pair):
    """Memory and work: a read in the middle of the segment fetches and decodes the chunk(s) it spans."""
    manifest = build(tmp_path, key_pair, "zstd+encrypted")
    with TieredSegment(str(manifest), KeyRing({key_pair.key_id: str(key_pair.private_pem)})) as source:
        source.seek(100_000)
        assert source.read(5000) == SEGMENT.read_bytes()[100_000:105_000]
        assert source.chunks_read == 2  # 100000-104999 spans chunks 24 and 25 of 4096 bytes


def test_a_missing_manifest_is_named(tmp_path):
    with pytest.raises(InputError, match="no such file"):
        TieredSegment(str(tmp_path / "00000000000000000000-adh9f8BMS4anaUnD8KWfWg.rsm-manifest"))
