#!/usr/bin/env python3
"""Tiered segments (issue 34, point 8): rows/s of ``read_table`` over Aiven-written tiered objects in a loopback
S3 server (moto), against the same segments stored plainly in the same bucket.

    .venv/bin/python bench/tiered.py                 # samples/kafka-logs, 5 rounds
    .venv/bin/python bench/tiered.py --copies 8 --chunk-size 4194304

The segments are samples/kafka-logs' (written by Kafka), each ``--copies`` times under its own partition
directory; the tiered objects are written by tests/support/rsm_writer.py (Aiven's copyLogSegmentData step by
step: zstd per chunk, then AES-256-GCM, the data key wrapped with RSA-OAEP). Each layout is read whole
``--rounds`` times, best round kept; decryption and decompression are in the tiered time. Prints a Markdown
table; the ratio to hold is tiered ≥ 0.8 × plain.
"""
from __future__ import annotations

import argparse
import logging
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

BENCH = Path(__file__).resolve().parent
REPO = BENCH.parent
sys.path.insert(0, str(REPO))

from pyspark_udfs import read_table
from tests.support.rsm_writer import rsa_key_pair, write_segment

SAMPLES = REPO / "samples" / "kafka-logs"
BUCKET, REGION = "bench-tiered", "us-east-1"


def layouts(root: Path, copies: int, chunk_size: int) -> tuple[Path, Path, dict[str, str]]:
    """``root/plain`` (partition directories) and ``root/tiered`` (Aiven's keys) holding the same segments."""
    pair = rsa_key_pair(root)
    plain, tiered = root / "plain", root / "tiered"
    for partition in sorted(p for p in SAMPLES.iterdir() if p.is_dir() and not p.name.startswith("__")):
        topic, _, number = partition.name.rpartition("-")
        for copy in range(copies):
            name = f"{topic}{copy}"
            target = plain / f"{name}-{number}"
            target.mkdir(parents=True)
            for i, log in enumerate(sorted(partition.glob("*.log"))):
                shutil.copy(log, target / log.name)
                write_segment(tiered, log, topic=name, partition=int(number), chunk_size=chunk_size,
                              segment_id=f"{copy:04d}{i:04d}{'a' * 14}", compression=True, encryption=pair)
    return plain, tiered, {pair.key_id: str(pair.private_pem)}


def upload(client, local: Path, prefix: str) -> None:
    for path in local.rglob("*"):
        if path.is_file():
            client.put_object(Bucket=BUCKET, Key=f"{prefix}/{path.relative_to(local)}", Body=path.read_bytes())


def rates(uri: str, rounds: int, **options) -> tuple[int, float, float]:
    """Rows, and rows/s of the first round and of the best round (a data key, once unwrapped, is kept by the
    process: later rounds of the tiered read skip the RSA operation the first one does per segment)."""
    found = []
    rows = 0
    for _ in range(rounds):
        start = time.perf_counter()
        rows = read_table(uri, **options).num_rows
        found.append(rows / (time.perf_counter() - start))
    return rows, found[0], max(found)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--copies", type=int, default=4)
    parser.add_argument("--chunk-size", type=int, default=4 << 20, help="Aiven's chunk.size (default 4 MiB)")
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    import boto3
    from moto.server import ThreadedMotoServer

    logging.getLogger("werkzeug").setLevel(logging.ERROR)
    server = ThreadedMotoServer(ip_address="127.0.0.1", port=0, verbose=False)
    server.start()
    endpoint = f"http://127.0.0.1:{server.get_host_and_port()[1]}"
    os.environ.update(AWS_ACCESS_KEY_ID="bench", AWS_SECRET_ACCESS_KEY="bench", AWS_EC2_METADATA_DISABLED="true",
                      AWS_ENDPOINT_URL=endpoint, AWS_REGION=REGION)
    try:
        with tempfile.TemporaryDirectory() as work:
            plain, tiered, keys = layouts(Path(work), args.copies, args.chunk_size)
            client = boto3.client("s3", endpoint_url=endpoint, region_name=REGION)
            client.create_bucket(Bucket=BUCKET)
            upload(client, plain, "plain")
            upload(client, tiered, "tiered")
            size = sum(p.stat().st_size for p in plain.rglob("*.log"))
            segments = len(list(plain.rglob("*.log")))
            plain_rows, plain_first, plain_best = rates(f"s3://{BUCKET}/plain", args.rounds)
            tiered_rows, tiered_first, tiered_best = rates(f"s3://{BUCKET}/tiered", args.rounds, rsmKeys=keys)
    finally:
        server.stop()
    assert plain_rows == tiered_rows, (plain_rows, tiered_rows)
    print(f"{plain_rows} rows in {size / 1e6:.1f} MB of segments ({segments} each layout), chunk.size "
          f"{args.chunk_size}, {args.rounds} rounds\n")
    print("| layout | rows/s, first round | × plain | rows/s, best round | × plain |\n| --- | --- | --- | --- | --- |")
    print(f"| plain segments | {plain_first:,.0f} | 1.00 | {plain_best:,.0f} | 1.00 |")
    print(f"| tiered (zstd + AES-256-GCM) | {tiered_first:,.0f} | {tiered_first / plain_first:.2f} "
          f"| {tiered_best:,.0f} | {tiered_best / plain_best:.2f} |")


if __name__ == "__main__":
    main()
