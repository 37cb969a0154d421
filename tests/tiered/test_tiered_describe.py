"""``describe --remote``: the tiered segments in a bucket per partition, their offsets, sizes, compression
and encryption, and their gaps and overlaps with the local log and with ``__remote_log_metadata``.

The samples' data directory holds orders-0 (segments 0, 579, 1129) and web.clicks-0, and its
``__remote_log_metadata`` (written by SampleInternal.java) says: orders-0's segment 0..578 is copied as
``NP6LAC4--7TtuyfTEFjIkg``, 579..1128 is being copied as ``1xvewetokRbVJ61jkDGDSQ``, web.clicks-0's 0..718
(``5YSxtv3URMzJNN-tPd3TAQ``) is deleted. The objects are written as Aiven writes them."""
from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from pyspark_udfs import cli
from tests.conftest import SAMPLES
from tests.support.rsm_writer import rsa_key_pair, write_segment

pytest.importorskip("cryptography")

ORDERS = sorted((SAMPLES / "orders-0").glob("*.log"))
CLICKS = sorted((SAMPLES / "web.clicks-0").glob("*.log"))
ORDERS_ID, CLICKS_ID = "HBaK2wDSCOQvkzFFKfH6nA", "Wlwp21dsId7z4lvN_g7cvA"


def run_cli(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    return cli.main(list(argv), out, err), out.getvalue(), err.getvalue()


def remote_section(out: str) -> list[str]:
    return out[out.index("Remote segments under "):].splitlines()


@pytest.fixture
def bucket(tmp_path) -> Path:
    """orders-0's segment 0 (zstd, encrypted) under the id the metadata lists, its segment 1129 under an id the
    metadata does not know, and web.clicks-0's deleted segment, still there."""
    root = tmp_path / "bucket"
    write_segment(root, ORDERS[0], topic_id=ORDERS_ID, segment_id="NP6LAC4--7TtuyfTEFjIkg", compression=True,
                  encryption=rsa_key_pair(tmp_path))
    write_segment(root, ORDERS[2], topic_id=ORDERS_ID, segment_id="orphanAAAAAAAAAAAAAAAA")
    write_segment(root, CLICKS[0], topic="web.clicks", topic_id=CLICKS_ID, segment_id="5YSxtv3URMzJNN-tPd3TAQ")
    return root


def test_describe_lists_remote_segments_beside_the_local_log_and_the_metadata(bucket):
    status, out, err = run_cli("describe", str(SAMPLES), "--remote", str(bucket))
    assert (status, err) == (0, "")
    chunks = -(-ORDERS[0].stat().st_size // 4096)
    stored = (bucket / f"orders-{ORDERS_ID}/0/00000000000000000000-NP6LAC4--7TtuyfTEFjIkg.log").stat().st_size
    assert remote_section(out) == [
        f"Remote segments under {bucket}: 2 partitions",
        "  orders-0: 2 segments, 57447 bytes",
        f"    NP6LAC4--7TtuyfTEFjIkg: offsets 0..578, 49119 bytes ({stored} stored), {chunks} chunks, zstd, "
        "encrypted (key pair key-1)",
        "    orphanAAAAAAAAAAAAAAAA: offsets 1129..1226, 8328 bytes (8328 stored), 3 chunks, not compressed, "
        "not encrypted",
        "    offsets 579..1128 are in no remote segment, only in the local log",
        "    offsets 0..578, 1129..1226 are both remote and local (local retention keeps them)",
        "    not listed: orphanAAAAAAAAAAAAAAAA is not in __remote_log_metadata",
        "  web.clicks-0: 1 segment, 162173 bytes",
        "    5YSxtv3URMzJNN-tPd3TAQ: offsets 0..718, 162173 bytes (162173 stored), 40 chunks, not compressed, "
        "not encrypted",
        "    offsets 0..718 are both remote and local (local retention keeps them)",
        "    5YSxtv3URMzJNN-tPd3TAQ: deleted says __remote_log_metadata, its objects remain",
    ]


def test_a_bucket_alone_shows_its_gaps_and_a_copied_segment_without_objects(bucket):
    (bucket / f"orders-{ORDERS_ID}/0/00000000000000000000-NP6LAC4--7TtuyfTEFjIkg.log").unlink()
    for suffix in ("rsm-manifest", "indexes"):
        (bucket / f"orders-{ORDERS_ID}/0/00000000000000000000-NP6LAC4--7TtuyfTEFjIkg.{suffix}").unlink()
    write_segment(bucket, ORDERS[0], topic_id=ORDERS_ID, segment_id="otherAAAAAAAAAAAAAAAAA")
    status, out, _ = run_cli("describe", str(bucket))
    assert status == 0
    assert "    gap: offsets 579..1128 are neither in the bucket nor in the local log" in remote_section(out)
    status, out, _ = run_cli("describe", str(SAMPLES), "--remote", str(bucket))
    assert ("    missing: NP6LAC4--7TtuyfTEFjIkg (offsets 0..578) is copied says __remote_log_metadata, "
            "no objects found") in remote_section(out)


def test_offsets_and_sizes_that_disagree_with_the_metadata_are_named(bucket):
    manifest = bucket / f"web.clicks-{CLICKS_ID}/0/00000000000000000000-5YSxtv3URMzJNN-tPd3TAQ.rsm-manifest"
    value = json.loads(manifest.read_text())
    value["remoteLogSegmentMetadata"]["endOffset"] = 700
    value["chunkIndex"]["originalFileSize"] -= 1
    value["chunkIndex"]["finalTransformedChunkSize"] -= 1
    manifest.write_text(json.dumps(value))
    _, out, _ = run_cli("describe", str(SAMPLES), "--remote", str(bucket))
    section = remote_section(out)
    assert "    5YSxtv3URMzJNN-tPd3TAQ: offsets 0..700 in the bucket, 0..718 in __remote_log_metadata" in section
    assert "    5YSxtv3URMzJNN-tPd3TAQ: 162172 bytes in the bucket, 162173 in __remote_log_metadata" in section


def test_a_manifest_that_does_not_parse_is_named_and_the_rest_described(bucket):
    manifest = bucket / f"orders-{ORDERS_ID}/0/00000000000000001129-orphanAAAAAAAAAAAAAAAA.rsm-manifest"
    manifest.write_text("{")
    status, out, err = run_cli("describe", str(SAMPLES), "--remote", str(bucket))
    assert status == 2 and f"kafka-ksy: {manifest}: manifest does not parse: " in err
    assert "  orders-0: 1 segment, 49119 bytes" in remote_section(out)


def test_json_gives_a_remote_partition_object_each(bucket):
    status, out, _ = run_cli("describe", "--json", str(SAMPLES), "--remote", str(bucket))
    objects = [json.loads(line) for line in out.splitlines()]
    remote = [o for o in objects if o["type"] == "remote_partition"]
    assert status == 0 and [(o["topic"], o["partition"]) for o in remote] == [("orders", 0), ("web.clicks", 0)]
    first = remote[0]["segments"][0]
    assert (first["segment_id"], first["start_offset"], first["end_offset"], first["size"], first["compression"],
            first["key_pair_id"]) == ("NP6LAC4--7TtuyfTEFjIkg", 0, 578, 49119, True, "key-1")
    assert remote[0]["notes"][-1] == "not listed: orphanAAAAAAAAAAAAAAAA is not in __remote_log_metadata"
