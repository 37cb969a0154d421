"""Tiered objects read from the loopback S3 server (moto), their requests and bytes counted by a relaying proxy:
what crosses the network is the manifest and, for each chunk read, one ranged GET of exactly its bytes."""
from __future__ import annotations

import io
import logging
import struct
import threading
from pathlib import Path

import pytest

from pyspark_udfs import cli, read_table, storage
from pyspark_udfs.tiered.keys import KeyRing
from pyspark_udfs.tiered.reader import TieredSegment
from tests.conftest import SAMPLES
from tests.support.rsm_writer import rsa_key_pair, write_segment

moto_server = pytest.importorskip("moto.server")
boto3 = pytest.importorskip("boto3")
pytest.importorskip("cryptography")

from tests.storage.test_object_storage import DroppingProxy  # noqa: E402  (after the skips: it needs moto)

BUCKET, REGION = "tiered", "us-east-1"
SEGMENT = SAMPLES / "orders-1" / "00000000000000000000.log"
PREFIX = "rsm/"


@pytest.fixture(scope="module")
def bucket(tmp_path_factory):
    """The endpoint, the local copy of the objects, the key pair, and the manifest's key in the bucket."""
    logging.getLogger("werkzeug").setLevel(logging.ERROR)
    local = tmp_path_factory.mktemp("objects")
    pair = rsa_key_pair(tmp_path_factory.mktemp("keys"))
    manifest = write_segment(local, SEGMENT, chunk_size=4096, compression=True, encryption=pair, prefix=PREFIX,
                             indexes={"offset": SEGMENT.with_suffix(".index"), "producerSnapshot": None,
                                      "timestamp": SEGMENT.with_suffix(".timeindex"), "leaderEpoch": None})
    server = moto_server.ThreadedMotoServer(ip_address="127.0.0.1", port=0, verbose=False)
    server.start()
    endpoint = f"http://127.0.0.1:{server.get_host_and_port()[1]}"
    with pytest.MonkeyPatch.context() as env:
        env.setenv("AWS_ACCESS_KEY_ID", "testing")
        env.setenv("AWS_SECRET_ACCESS_KEY", "testing")
        env.setenv("AWS_EC2_METADATA_DISABLED", "true")
        env.setenv("AWS_REGION", REGION)
        client = boto3.client("s3", endpoint_url=endpoint, region_name=REGION)
        client.create_bucket(Bucket=BUCKET)
        for path in local.rglob("*"):
            if path.is_file():
                client.put_object(Bucket=BUCKET, Key=str(path.relative_to(local)), Body=path.read_bytes())
        yield endpoint, local, pair, str(manifest.relative_to(local))
    server.stop()


@pytest.fixture
def proxy(bucket, monkeypatch):
    monkeypatch.setattr(storage, "_configured", {})
    relay = DroppingProxy(bucket[0])
    thread = threading.Thread(target=relay.serve_forever, daemon=True)
    thread.start()
    monkeypatch.setenv("AWS_ENDPOINT_URL", relay.endpoint)
    yield relay
    relay.shutdown()
    relay.server_close()


def run_cli(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    return cli.main(list(argv), out, err), out.getvalue(), err.getvalue()


def gets_of(proxy: DroppingProxy, suffix: str) -> list[int]:
    return [size for path, size in proxy.fetched if path.split("?")[0].endswith(suffix)]


def test_dump_from_s3_equals_dump_of_the_local_objects_one_get_per_chunk(bucket, proxy):
    _, local, pair, key = bucket
    keys = ["--rsm-key", f"{pair.key_id}={pair.private_pem}"]
    uri = f"s3://{BUCKET}/{key}"
    status, out, err = run_cli("dump", "--json", "--deep-iteration", *keys, uri)
    expected = run_cli("dump", "--json", "--deep-iteration", *keys, str(local / key))
    assert (status, out.replace(uri, str(local / key)), err) == expected and status == 0
    chunks = TieredSegment(str(local / key), KeyRing({pair.key_id: str(pair.private_pem)})).manifest.chunks
    log_gets = gets_of(proxy, key.replace(".rsm-manifest", ".log"))
    assert log_gets == [c.transformed_size for c in chunks]  # each chunk once, exactly its bytes, in order
    assert len(gets_of(proxy, ".rsm-manifest")) == 1
    assert [m for m, _ in proxy.requests].count("HEAD") == 0  # the listing of the segment's names sized them


def test_a_read_in_the_middle_fetches_only_the_chunks_it_spans(bucket, proxy):
    _, _local, pair, key = bucket
    with TieredSegment(f"s3://{BUCKET}/{key}", KeyRing({pair.key_id: str(pair.private_pem)})) as source:
        source.seek(100_000)
        assert source.read(5000) == SEGMENT.read_bytes()[100_000:105_000]
        spanned = [source.manifest.chunk_at(100_000), source.manifest.chunk_at(104_999)]
    assert gets_of(proxy, key.replace(".rsm-manifest", ".log")) == [c.transformed_size for c in spanned]


def test_verify_from_s3_checks_the_objects(bucket, proxy):
    _, _local, pair, key = bucket
    status, out, err = run_cli("verify", "--rsm-key", f"{pair.key_id}={pair.private_pem}", f"s3://{BUCKET}/{PREFIX}")
    assert (status, err) == (0, "") and out.startswith(f"OK s3://{BUCKET}/{key}: ")
    assert Path(key).suffix == ".rsm-manifest"


def put(endpoint: str, key: str, body: bytes) -> None:
    boto3.client("s3", endpoint_url=endpoint, region_name=REGION).put_object(Bucket=BUCKET, Key=key, Body=body)


def test_a_damaged_chunk_in_the_bucket_is_named_by_its_uri(bucket, proxy):
    endpoint, local, pair, key = bucket
    copy = "damaged/" + key.split("/", 1)[1]
    manifest = (local / key).read_bytes()
    chunk = TieredSegment(str(local / key), KeyRing({pair.key_id: str(pair.private_pem)})).manifest.chunks[7]
    data = bytearray((local / key.replace(".rsm-manifest", ".log")).read_bytes())
    data[chunk.transformed_position + 40] ^= 0x10
    put(endpoint, copy, manifest)
    put(endpoint, copy.replace(".rsm-manifest", ".log"), bytes(data))
    indexes = (local / key.replace(".rsm-manifest", ".indexes")).read_bytes()
    put(endpoint, copy.replace(".rsm-manifest", ".indexes"), indexes)
    status, out, err = run_cli("verify", "--rsm-key", f"{pair.key_id}={pair.private_pem}", f"s3://{BUCKET}/{copy}")
    uri = f"s3://{BUCKET}/{copy}".replace(".rsm-manifest", ".log")
    assert status == 1 and out.startswith(f"FAIL s3://{BUCKET}/{copy}: ")
    assert err.startswith(f"{uri} at byte {chunk.transformed_position}: chunk 7 (")


def test_a_missing_log_object_in_the_bucket_is_named(bucket, proxy):
    endpoint, local, pair, key = bucket
    copy = "nolog/" + key.split("/", 1)[1]
    put(endpoint, copy, (local / key).read_bytes())
    status, _out, err = run_cli("dump", "--rsm-key", f"{pair.key_id}={pair.private_pem}", f"s3://{BUCKET}/{copy}")
    uri = f"s3://{BUCKET}/{copy}".replace(".rsm-manifest", ".log")
    assert status == 2 and err.startswith(f"kafka-ksy: {uri}: cannot be read: ") and "does not exist" in err


def test_an_offset_bound_finds_its_first_chunk_through_the_offset_index(bucket, proxy):
    """startingOffset near the segment's end: the offset index in ``.indexes`` gives the position, and only the
    chunks from there on are fetched."""
    _, local, pair, key = bucket
    keys = {pair.key_id: str(pair.private_pem)}
    manifest = TieredSegment(str(local / key), KeyRing(keys)).manifest
    table = read_table(f"s3://{BUCKET}/{key}", rsmKeys=keys, startingOffset=1500)
    expected = read_table(str(SEGMENT), startingOffset=1500)
    assert table.drop_columns(["file", "partition"]).to_pylist() == \
        expected.drop_columns(["file", "partition"]).to_pylist()  # (written as partition 0 here)
    index = SEGMENT.with_suffix(".index").read_bytes()
    entries = [struct.unpack_from(">ii", index, i) for i in range(0, len(index), 8)]
    indexed = max(position for relative, position in entries if relative <= 1500)  # the entry Kafka would take
    log_gets = gets_of(proxy, key.replace(".rsm-manifest", ".log"))
    sizes = {c.number: c.transformed_size for c in manifest.chunks}
    start = manifest.chunk_at(indexed).number
    # planning looks at the batch the index entry points at (one chunk); the split reads from that batch on,
    # each chunk once: 7 requests for 49 chunks
    assert log_gets == [sizes[start]] + [sizes[n] for n in range(start, len(manifest.chunks))]
    assert len(log_gets) < len(manifest.chunks) / 5
    assert len(gets_of(proxy, ".indexes")) == 1  # the offset index's range, once


def test_recover_restores_a_prefix_in_the_bucket_to_a_local_partition_directory(bucket, proxy, tmp_path):
    _, local, pair, key = bucket
    status, _, err = run_cli("recover", "--rsm-key", f"{pair.key_id}={pair.private_pem}", "--output",
                             str(tmp_path), f"s3://{BUCKET}/{PREFIX}")
    assert (status, err) == (0, "")
    for suffix in (".log", ".index", ".timeindex"):
        assert (tmp_path / "orders-0" / SEGMENT.with_suffix(suffix).name).read_bytes() == \
            SEGMENT.with_suffix(suffix).read_bytes()
    chunks = TieredSegment(str(local / key), KeyRing({pair.key_id: str(pair.private_pem)})).manifest.chunks
    assert gets_of(proxy, key.replace(".rsm-manifest", ".log")) == [c.transformed_size for c in chunks]
    assert run_cli("verify", str(tmp_path / "orders-0"))[0] == 0


def test_recover_restores_a_manifest_into_the_bucket(bucket, monkeypatch):
    endpoint, _, pair, key = bucket
    monkeypatch.setattr(storage, "_configured", {})
    monkeypatch.setenv("AWS_ENDPOINT_URL", endpoint)  # the relaying proxy does not pass uploads on
    status, _, err = run_cli("recover", "--rsm-key", f"{pair.key_id}={pair.private_pem}", "--output",
                             f"s3://{BUCKET}/restored/", f"s3://{BUCKET}/{key}")
    assert (status, err) == (0, "")
    client = boto3.client("s3", endpoint_url=endpoint, region_name=REGION)
    for suffix in (".log", ".index", ".timeindex"):
        name = SEGMENT.with_suffix(suffix).name
        body = client.get_object(Bucket=BUCKET, Key=f"restored/orders-0/{name}")["Body"].read()
        assert body == SEGMENT.with_suffix(suffix).read_bytes(), name
    status, out, err = run_cli("verify", f"s3://{BUCKET}/restored/orders-0/")
    assert (status, err) == (0, "") and out.startswith(f"OK s3://{BUCKET}/restored/orders-0/00000000000000000000.log")


def test_export_from_the_bucket_writes_the_segments_rows(bucket, proxy, tmp_path):
    from tests.cli.test_export import read_back

    _, _, pair, _ = bucket
    status, out, err = run_cli("export", "--rsm-key", f"{pair.key_id}={pair.private_pem}", "--format", "jsonl",
                               "--output", str(tmp_path / "tiered"), f"s3://{BUCKET}/{PREFIX}")
    assert (status, err) == (0, "") and out.startswith("Exported 1 segment (")
    assert run_cli("export", "--format", "jsonl", "--output", str(tmp_path / "plain"), str(SEGMENT))[0] == 0
    tiered, plain = read_back(tmp_path / "tiered", "jsonl"), read_back(tmp_path / "plain", "jsonl")
    assert tiered.num_rows == plain.num_rows > 1000
    assert set(tiered.column("topic").to_pylist()) == {"orders"}  # from <topic>-<topicId>/<partition>/
    columns = ["file", "topic", "partition"]  # the plain copy lies in orders-1/: written as orders-0 here
    assert tiered.drop_columns(columns).sort_by("offset").equals(plain.drop_columns(columns).sort_by("offset"))


def test_sql_over_the_bucket_answers_as_over_the_segment(bucket, proxy):
    _, _, pair, _ = bucket
    query = ("SELECT count(*) AS n, sum(\"offset\") AS offsets, sum(octet_length(value)) AS bytes, "
             "max(timestamp) AS last FROM log")
    status, out, err = run_cli("sql", query, "--rsm-key", f"{pair.key_id}={pair.private_pem}", "--json",
                               f"s3://{BUCKET}/{PREFIX}")
    assert (status, out, err) == run_cli("sql", query, "--json", str(SEGMENT)) and status == 0
