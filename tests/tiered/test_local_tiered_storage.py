"""Kafka's own ``LocalTieredStorage`` layout (raw copies: ``<topic>-<partition>-<topicId>/<start offset>-<segment
id>.log``, ``.index``, ``.timeindex``, ``.txnindex``, ``.leader_epoch_checkpoint``, ``.snapshot``, as
``RemoteLogSegmentFileset.openFileset`` names them) is read as the partition it was copied from."""
from __future__ import annotations

import io
import shutil
from pathlib import Path

import pytest

from pyspark_udfs import cli, read_table
from tests.conftest import SAMPLES

PARTITION = SAMPLES / "orders-0"
TOPIC_ID = "lZ6vvmajTWKDBUTV6SQAtQ"


@pytest.fixture(scope="module")
def storage_dir(tmp_path_factory) -> Path:
    """orders-0's segments as LocalTieredStorage copies them, each with its own segment id."""
    root = tmp_path_factory.mktemp("local-tiered")
    directory = root / f"orders-0-{TOPIC_ID}"
    directory.mkdir()
    for i, log in enumerate(sorted(PARTITION.glob("*.log"))):
        base, segment_id = int(log.stem), f"segment{i}{'x' * 14}"
        for suffix in (".log", ".index", ".timeindex"):
            shutil.copy(log.with_suffix(suffix), directory / f"{base}-{segment_id}{suffix}")
        shutil.copy(PARTITION / "leader-epoch-checkpoint", directory / f"{base}-{segment_id}.leader_epoch_checkpoint")
    return root


def run_cli(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    return cli.main(list(argv), out, err), out.getvalue(), err.getvalue()


def test_read_table_reads_the_partition_topic_and_partition_from_the_directory(storage_dir):
    table = read_table(str(storage_dir)).drop_columns(["file"])
    assert table.to_pylist() == read_table(str(PARTITION)).drop_columns(["file"]).to_pylist()
    assert set(table.column("topic").to_pylist()) == {"orders"} and set(table.column("partition").to_pylist()) == {0}


def test_offset_bounds_are_found_through_the_copied_indexes(storage_dir):
    table = read_table(str(storage_dir), startingOffset=600, endingOffset=1150).drop_columns(["file"])
    expected = read_table(str(PARTITION), startingOffset=600, endingOffset=1150).drop_columns(["file"])
    assert table.to_pylist() == expected.to_pylist() and table.num_rows == 550


def test_verify_checks_each_segment_with_its_indexes(storage_dir):
    status, out, err = run_cli("verify", str(storage_dir))
    _, expected, _ = run_cli("verify", str(PARTITION))
    assert (status, err) == (0, "")
    def by_offset(text: str, name_offset) -> dict[int, str]:
        return {name_offset(Path(line.split(": ")[0].split(" ", 1)[1]).name): line.split(": ", 1)[1]
                for line in text.splitlines() if ".log:" in line}
    assert by_offset(out, lambda name: int(name.split("-")[0])) == by_offset(expected, lambda name: int(name[:20]))


def test_dump_of_a_copied_segment_prints_what_dump_of_the_original_prints(storage_dir):
    copy = next((storage_dir / f"orders-0-{TOPIC_ID}").glob("579-*.log"))
    status, out, err = run_cli("dump", "--deep-iteration", str(copy))
    _, expected, _ = run_cli("dump", "--deep-iteration", str(PARTITION / "00000000000000000579.log"))
    assert (status, err) == (0, "") and out == expected.replace(str(PARTITION / "00000000000000000579.log"), str(copy))
