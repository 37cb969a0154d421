"""``export`` and ``sql`` read tiered objects as the segments they describe: the same rows as the plain
partition, whether the objects are plain, compressed or encrypted (the key given with ``--rsm-key``)."""
from __future__ import annotations

import io
import json

import pytest

from pyspark_udfs import cli
from pyspark_udfs.tiered import keys as keys_module
from tests.cli.test_export import read_back, same_rows
from tests.conftest import SAMPLES
from tests.support.rsm_writer import RsaKeyPair, rsa_key_pair, write_segment

pytest.importorskip("cryptography")
pytest.importorskip("pyarrow")

PARTITION = SAMPLES / "orders-0"
"""Three segments: 0, 579 and 1129."""
VARIANTS = {"plain": {}, "zstd+encrypted": {"compression": True, "encryption": True}}
QUERY = ("SELECT topic, partition, count(*) AS n, sum(\"offset\") AS offsets, sum(octet_length(value)) AS bytes, "
         "min(timestamp) AS first, max(timestamp) AS last FROM log GROUP BY topic, partition")


@pytest.fixture(scope="module")
def key_pair(tmp_path_factory) -> RsaKeyPair:
    return rsa_key_pair(tmp_path_factory.mktemp("keys"))


@pytest.fixture(autouse=True)
def forget_keys(monkeypatch):
    """Keys a read registers stay for the process: each test starts without any."""
    monkeypatch.setattr(keys_module, "_configured", {})
    monkeypatch.setattr(keys_module, "_ring", [])


def tier(root, key_pair: RsaKeyPair, variant: str):
    """orders-0's segments as Aiven's objects under ``root``."""
    options = dict(VARIANTS[variant])
    encryption = key_pair if options.pop("encryption", False) else None
    for i, log in enumerate(sorted(PARTITION.glob("*.log"))):
        write_segment(root, log, topic="orders", partition=0, segment_id=f"segment{i}aaaaaaaaaaaaaaa",
                      encryption=encryption, indexes={"offset": log.with_suffix(".index"),
                                                      "timestamp": log.with_suffix(".timeindex")}, **options)
    return root


def run_cli(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    return cli.main(list(argv), out, err), out.getvalue(), err.getvalue()


def key_args(key_pair: RsaKeyPair) -> list[str]:
    return ["--rsm-key", f"{key_pair.key_id}={key_pair.private_pem}"]


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_export_of_tiered_objects_writes_the_partitions_rows(tmp_path, key_pair, variant):
    root = tier(tmp_path / "bucket", key_pair, variant)
    status, out, err = run_cli("export", *key_args(key_pair), "--format", "jsonl", "--output",
                               str(tmp_path / "tiered"), str(root))
    assert (status, err) == (0, "") and out.startswith("Exported 3 segments (")
    assert run_cli("export", "--format", "jsonl", "--output", str(tmp_path / "plain"), str(PARTITION))[0] == 0
    tiered, plain = read_back(tmp_path / "tiered", "jsonl"), read_back(tmp_path / "plain", "jsonl")
    assert tiered.num_rows == plain.num_rows > 1000
    assert same_rows(tiered.drop_columns(["file"]), plain.drop_columns(["file"]))
    # one file per segment, named as its objects are: <base offset>-<segment id>
    assert sorted(p.name for p in (tmp_path / "tiered" / "orders-0").glob("*.jsonl")) == \
        [f"{log.stem}-segment{i}aaaaaaaaaaaaaaa.jsonl" for i, log in enumerate(sorted(PARTITION.glob("*.log")))]


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_sql_over_tiered_objects_answers_as_over_the_partition(tmp_path, key_pair, variant):
    root = tier(tmp_path / "bucket", key_pair, variant)
    status, out, err = run_cli("sql", QUERY, *key_args(key_pair), "--json", str(root))
    expected = run_cli("sql", QUERY, "--json", str(PARTITION))
    assert (status, out, err) == expected and status == 0
    assert json.loads(out.splitlines()[0])["n"] > 1000

