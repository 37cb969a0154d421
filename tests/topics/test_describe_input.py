"""``kafka-ksy describe`` on a copy of samples/kafka-logs with bad files added (issue 32, item 17): each is a problem
naming the file, the byte and the reason, or an input error; never a traceback, a hang or a silent skip, and
never damaged content shown as sound. What Kafka's own readers accept is no problem (their rules: Kafka 4.x's
CheckpointFile, LeaderEpochCheckpointFile, OffsetCheckpointFile, MetaProperties with Properties.load,
FileQuorumStateStore with QuorumStateData.json, CleanShutdownFileHandler; Jackson's nesting limit of 1000)."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys

import pytest

from tests.conftest import SAMPLES
from tests.topics.test_cli import run

KRAFT_SNAPSHOT = "__cluster_metadata-0/00000000000000000052-0000000001.checkpoint"


@pytest.fixture
def root(tmp_path):
    copy = tmp_path / "kafka-logs"
    shutil.copytree(SAMPLES, copy)
    return copy


def describe_subprocess(*argv: str) -> subprocess.CompletedProcess:
    """``describe`` in a child process, given 30 s: a read that blocks (a FIFO) fails the test instead of hanging."""
    return subprocess.run([sys.executable, "-m", "pyspark_udfs", "describe", *argv], capture_output=True,
                          text=True, timeout=30)


@pytest.mark.parametrize("name", ["quorum-state", ".kafka_cleanshutdown"])
def test_deeply_nested_json_is_a_problem_not_a_traceback(root, name):
    """Python's JSON reader recurses (a RecursionError past ~1000 levels); Jackson refuses more than 1000."""
    where = root / ("__cluster_metadata-0" if name == "quorum-state" else "") / name
    where.write_text("[" * 100_000 + "]" * 100_000)
    code, out, err = run("describe", str(root))
    assert code == 1 and "Traceback" not in err
    assert err == f"{where} at byte 0: JSON nested 100000 levels deep; Kafka's JSON reader (Jackson) refuses " \
                  f"more than 1000\n"
    assert "orders-0: topic orders partition 0" in out  # the rest is described


def test_json_as_deep_as_jackson_reads_is_no_problem(root):
    """1000 levels of nesting in a field Kafka ignores: Jackson reads it, and so does describe."""
    state = root / "__cluster_metadata-0" / "quorum-state"
    state.write_text(state.read_text()[:-1] + ',"x":' + "[" * 999 + "]" * 999 + "}")
    code, out, err = run("describe", str(root))
    assert code == 0 and not err and "  quorum-state: leader 1 epoch 1 voted -1" in out


@pytest.mark.parametrize("name", [
    "orders-0/00000000000000002000.snapshot", "meta.properties", "replication-offset-checkpoint",
    ".kafka_cleanshutdown", "orders-0/leader-epoch-checkpoint", "orders-0/partition.metadata",
    "__cluster_metadata-0/quorum-state"])
def test_a_fifo_by_a_data_directory_name_is_an_input_error(root, name):
    """Opening a FIFO waits for a writer: describe refused none and hung on a producer snapshot's name, and
    skipped the others silently. verify and dump refuse such a path: "is not a regular file", exit status 2."""
    fifo = root / name
    if fifo.exists():
        fifo.unlink()
    os.mkfifo(fifo)
    done = describe_subprocess(str(root))
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert f"kafka-ksy: {fifo}: is not a regular file\n" in done.stderr
    assert "orders-1: topic orders partition 1" in done.stdout  # the rest is described


def test_a_kraft_snapshot_whose_crc_fails_is_damage_not_the_cluster_state(root):
    """A byte of a FeatureLevelRecord's name changed in the KRaft snapshot (its batch at byte 83 no longer matches
    its CRC): the damage is reported, and the features its records would give are not shown as the cluster's."""
    snapshot = root / KRAFT_SNAPSHOT
    data = bytearray(snapshot.read_bytes())
    at = data.index(b"group.version")
    data[at:at + 5] = b"GROUP"
    snapshot.write_bytes(bytes(data))
    code, out, err = run("describe", str(root))
    assert code == 1
    assert f"{snapshot} at byte 83: batch is corrupt (stored crc = 2421159996, computed crc = " in err
    assert "GROUP.version" not in out
    assert ("  KRaft metadata (__cluster_metadata, latest snapshot and the records after it; 1 problem: the "
            "records of damaged batches are left out):") in out
    code, out, _ = run("describe", "--json", str(root))
    data_dir = json.loads(out.splitlines()[0])
    assert code == 1 and "GROUP.version" not in data_dir["cluster_metadata"]["features"]


def test_a_consumer_offsets_batch_whose_crc_fails_gives_no_commit(root):
    """The samples' last commits of orders-app (one batch at byte 5509) with the group's name changed: no commit of
    a group "ORDERS-app" is shown, the damage is reported, and the headings say the overview is of the intact
    batches (describe reads segments' headers only, so it found no problem and showed the damaged commit)."""
    log = root / "__consumer_offsets-0" / "00000000000000000000.log"
    data = bytearray(log.read_bytes())
    at = data.rindex(b"orders-app")
    data[at:at + 6] = b"ORDERS"
    log.write_bytes(bytes(data))
    code, out, err = run("describe", str(root))
    assert code == 1 and f"{log} at byte 5509: batch is corrupt (stored crc = 2696655251, " in err
    assert "ORDERS" not in out
    assert ("  committed offsets (__consumer_offsets, latest per group and partition; 1 problem: the records of "
            "damaged batches are left out):") in out.splitlines()
    code, out, _ = run("describe", "--json", str(root))
    assert code == 1 and "ORDERS-app" not in {c["group"] for c in json.loads(out.splitlines()[0])["committed_offsets"]}


@pytest.mark.parametrize("name, text, where, reason", [
    ("orders-0/leader-epoch-checkpoint", b"0\n1\n0 9223372036854775808\n", 4,
     "malformed entry '0 9223372036854775808': start offset '9223372036854775808' is not an int64"),
    ("orders-0/leader-epoch-checkpoint", b"0\n1\n2147483648 0\n", 4,
     "malformed entry '2147483648 0': epoch '2147483648' is not an int32"),
    ("replication-offset-checkpoint", b"0\n1\nord\xffers 0 5\n", 7,
     "byte 0xff is not UTF-8, which Kafka reads this file as"),
    ("meta.properties", b"version=1\nnode.id=abc\ncluster.id=q1Sh-9_ISia_zwGINzRvyQ\n", 10,
     "node.id 'abc' is not an int32"),
    ("meta.properties", b"version=1\nnode.id=1\ncluster.id=q1Sh-9_IS\xffa_zwGINzRvyQ\n", 40,
     "byte 0xff is not ASCII: Kafka writes meta.properties as UTF-8 and reads it as ISO-8859-1, so only ASCII "
     "reads back as written"),
    ("meta.properties", b"version=2\nnode.id=1\ncluster.id=q1Sh-9_ISia_zwGINzRvyQ\n", 0,
     "version '2' is not 0 or 1, the meta.properties versions Kafka reads"),
    ("meta.properties", b"version=1\ncluster.id=q1Sh-9_ISia_zwGINzRvyQ\n", 0, "version 1 without node.id"),
    ("meta.properties", b"version=1\nnode.id=1\ncluster.id=x\ndirectory.id=AAAAAAAAAAAAAAAAAAAAAQ\n", 33,
     "directory.id 'AAAAAAAAAAAAAAAAAAAAAQ' is one Kafka reserves"),
    ("meta.properties", b"version=1\nnode.id=1\ncluster.id=x\\u00\n", 20, "malformed \\uxxxx escape '\\\\u00'"),
    ("__cluster_metadata-0/quorum-state", b'{"leaderId":1,"leaderEpoch":1,"votedId":-1,"data_version":2}', 0,
     "data_version 2 is not 0 or 1, the versions Kafka reads"),
    ("__cluster_metadata-0/quorum-state",
     b'{"clusterId":"","leaderEpoch":1,"votedId":-1,"appliedOffset":0,"currentVoters":null,"data_version":0}', 0,
     "no leaderId, which QuorumStateData version 0 must have"),
    ("__cluster_metadata-0/quorum-state",
     b'{"leaderId":1,"leaderEpoch":1.5,"votedId":-1,"votedDirectoryId":"AAAAAAAAAAAAAAAAAAAAAA","data_version":1}',
     0, "leaderEpoch 1.5 is not an int32"),
    ("orders-0/partition.metadata", b"version: 0\ntopic_id: HBaK2wDSCOQvkzFFKfH6n\xe9\n", 42,
     "byte 0xe9 is not UTF-8, which Kafka reads this file as"),
])
def test_a_text_file_kafka_cannot_read_is_a_problem(root, name, text, where, reason):
    """describe exited 0 on these, showing what it made of them; Kafka refuses each (or, for a byte outside ASCII
    in meta.properties, reads something else than was written)."""
    (root / name).write_bytes(text)
    code, out, err = run("describe", str(root))
    assert code == 1 and f"{root / name} at byte {where}: {reason}\n" in err, err
    assert "orders-1: topic orders partition 1" in out


@pytest.mark.parametrize("name, text, shown", [
    ("meta.properties", b"# written by hand\nversion = 1\nnode.id : 1\n  cluster.id\tq1Sh-9_ISia_\\\n    zwGINzRvyQ\n",
     "Data directory {root} (node.id=1 cluster.id=q1Sh-9_ISia_zwGINzRvyQ)"),
    ("replication-offset-checkpoint", b"0\n1\norders\t0  1227\r\n", "  replication-offset-checkpoint: 1227"),
    ("orders-0/leader-epoch-checkpoint", b"+0\n01\n0 +0\r", "  leader epochs: 0 from 0"),
])
def test_what_kafka_reads_is_no_problem(root, name, text, shown):
    """Properties.load's separators (``=``, ``:``, white space), comments and continued lines; a checkpoint split
    at any white space, with Java's numbers and line ends."""
    (root / name).write_bytes(text)
    code, out, err = run("describe", str(root))
    assert code == 0 and not err, err
    assert shown.format(root=root) in out.splitlines()
