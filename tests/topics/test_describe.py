"""``kafka-ksy describe``: a data directory's overview, and what does not add up in it."""
from __future__ import annotations

import json
import shutil

import pytest

from pyspark_udfs.topics import datadir
from tests.conftest import GOLDEN, SAMPLES
from tests.topics.test_cli import run

TOPIC_ID = "b2Q4Z8TkQcW2mC0vDb8gXQ"


def data_dir(tmp_path, *, replication: int = 1227, epochs: str = "0 0\n1 579\n") -> str:
    """orders-0 of the samples (offsets 0..1226 in three segments) with Kafka's text files beside it."""
    root = tmp_path / "kafka-logs"
    shutil.copytree(SAMPLES / "orders-0", root / "orders-0")
    (root / "orders-0" / "partition.metadata").write_text(f"version: 0\ntopic_id: {TOPIC_ID}\n")
    (root / "orders-0" / "leader-epoch-checkpoint").write_text(f"0\n{epochs.count(chr(10))}\n{epochs}")
    (root / "replication-offset-checkpoint").write_text(f"0\n2\norders 0 {replication}\norders 1 5\n")
    (root / "recovery-point-offset-checkpoint").write_text("0\n1\norders 0 1129\n")
    (root / "meta.properties").write_text("#\n#Tue Nov 14 22:13:20 UTC 2023\nnode.id=1\nversion=1\n"
                                          "cluster.id=q1Sh-9_ISia_zwGINzRvyQ\n")
    shutil.copy(GOLDEN / "internal" / "00000000000000001129.snapshot", root / "orders-0")
    return str(root)


def test_overview_of_a_partition(tmp_path):
    code, out, err = run("describe", data_dir(tmp_path))
    assert code == 0, err
    assert out.splitlines()[0].endswith("(node.id=1 cluster.id=q1Sh-9_ISia_zwGINzRvyQ)")
    assert out.splitlines()[1] == "  1 topic, 1 partition: orders (1 partition, 105890 bytes)"
    assert f"orders-0: topic orders partition 0 topic id {TOPIC_ID}" in out
    assert "  3 segments, 105890 bytes, log end offset 1227" in out  # sizes as in samples/EXPECTED.json
    assert "  00000000000000000579.log: offsets 579..1128, 48443 bytes, 69 batches" in out
    assert "  leader epochs: 0 from 0, 1 from 579" in out
    assert "  replication-offset-checkpoint: 1227" in out and "  recovery-point-offset-checkpoint: 1129" in out
    assert "  producer snapshot 00000000000000001129.snapshot: 5 producers" in out
    # the latest snapshot (at the log end, 1227) is the state a restart loads: its producers are listed
    assert "    producer 1000 epoch 0: last offset 1226, last sequence 1226, at 2023-11-14T23:13:14.755Z" in out


def test_json_overview(tmp_path):
    code, out, _ = run("describe", "--json", data_dir(tmp_path))
    objects = [json.loads(line) for line in out.splitlines()]
    assert code == 0 and objects[0]["type"] == "data_dir" and objects[0]["properties"]["node.id"] == "1"
    partition = objects[1]
    assert (partition["topic"], partition["partition"], partition["log_end_offset"]) == ("orders", 0, 1227)
    assert [s["first_offset"] for s in partition["segments"]] == [0, 579, 1129]
    assert partition["leader_epochs"] == [{"epoch": 0, "start_offset": 0}, {"epoch": 1, "start_offset": 579}]
    assert [p["producer_id"] for p in partition["producers"]] == [1000]


def test_what_does_not_add_up_is_reported(tmp_path):
    root = data_dir(tmp_path, replication=1300, epochs="0 0\n1 579\n2 5000\n")
    (tmp_path / "kafka-logs" / "orders-0" / "00000000000000000579.log").unlink()
    code, _out, err = run("describe", root)
    assert code == 1
    assert "gap between segments: offsets 579..1128 are in no segment" in err
    assert "replication-offset-checkpoint says orders-0 is at 1300, past its log end 1227" in err
    assert "leader epoch 2 starts at 5000, past the log end 1227" in err
    assert "Traceback" not in err


@pytest.mark.parametrize("text, reason", [
    ("1\n0\n", "unknown checkpoint version"), ("0\n2\norders 0 5\n", "says 2 entries but holds 1"),
    ("0\n1\norders zero 5\n", "malformed entry"), ("0\n", "no version and count"),
])
def test_malformed_checkpoint_names_file_and_line(tmp_path, text, reason):
    path = tmp_path / "replication-offset-checkpoint"
    path.write_text(text)
    with pytest.raises(datadir.DataDirError) as caught:
        datadir.read_offset_checkpoint(str(path))
    assert reason in caught.value.reason and caught.value.file == str(path)


def test_malformed_text_file_is_a_problem_and_the_rest_is_described(tmp_path):
    root = data_dir(tmp_path)
    (tmp_path / "kafka-logs" / "orders-0" / "leader-epoch-checkpoint").write_text("0\n1\n0\n")
    code, out, err = run("describe", root)
    assert code == 1 and "leader-epoch-checkpoint at byte 4: malformed entry '0'" in err
    assert "3 segments" in out


def test_quorum_state_and_partition_metadata(tmp_path):
    (tmp_path / "quorum-state").write_text('{"clusterId":"","leaderId":1,"leaderEpoch":3,"votedId":-1,'
                                           '"appliedOffset":0,"currentVoters":[{"voterId":1}],"data_version":0}')
    assert datadir.read_quorum_state(str(tmp_path / "quorum-state"))["leaderEpoch"] == 3
    metadata = tmp_path / "partition.metadata"
    # PartitionMetadataReadBuffer reads any version >= 0 (a downgraded broker reads a newer file).
    metadata.write_text("version: 1\ntopic_id: b2Q4Z8TkQcW2mC0vDb8gXQ")
    assert datadir.read_partition_metadata(str(metadata)) == {"version": "1", "topic_id": "b2Q4Z8TkQcW2mC0vDb8gXQ"}
    for text, position, reason in [
            ("version: -1\ntopic_id: b2Q4Z8TkQcW2mC0vDb8gXQ", 0, "unrecognized version -1"),
            ("version: x\ntopic_id: b2Q4Z8TkQcW2mC0vDb8gXQ", 0, "version 'x' is not a number"),
            ("version: 0\ntopic_id: x", 11, "topic id 'x' is not a base64 UUID of 16 bytes"),
            ("version: 0\ntopic_id: AAAAAAAAAAAAAAAAAAAAAA", 11, "invalid topic id (all zeros)"),
            ("version 0\ntopic_id: b2Q4Z8TkQcW2mC0vDb8gXQ", 0, "malformed line 'version 0'"),
            ("version: 0\n", 0, "expected 'version: N' and 'topic_id: …' lines")]:
        metadata.write_text(text)
        with pytest.raises(datadir.DataDirError) as error:
            datadir.read_partition_metadata(str(metadata))
        assert reason in str(error.value) and f"at byte {position}" in str(error.value), (text, str(error.value))


def test_not_a_directory_is_an_input_error(tmp_path):
    code, _, err = run("describe", str(tmp_path / "missing"))
    assert code == 2 and err == f"kafka-ksy: {tmp_path / 'missing'}: no such file or directory\n"
    (tmp_path / "a.log").write_bytes(b"")
    code, _, err = run("describe", str(tmp_path / "a.log"))
    assert code == 2 and "a.log: is not a directory" in err


def test_topic_ids_are_checked_against_the_kraft_metadata_log(tmp_path):
    """The samples' partition.metadata files agree with the TopicRecords of __cluster_metadata; an edited one
    does not."""
    root = tmp_path / "kafka-logs"
    shutil.copytree(SAMPLES, root)
    code, _, err = run("describe", str(root))
    assert code == 0, err
    (root / "orders-1" / "partition.metadata").write_text(f"version: 0\ntopic_id: {TOPIC_ID}\n")
    shutil.copytree(root / "orders-1", root / "shipments-0")
    code, _, err = run("describe", str(root))
    assert code == 1
    assert f"topic id {TOPIC_ID}, but the KRaft metadata log gives orders the id " in err
    assert f"topic shipments (id {TOPIC_ID}) is not in the KRaft metadata log" in err


def test_committed_offsets_and_lag_of_the_samples():
    """Every sample group commits up to each log's end in the last minute: lag 0; old-app was deleted."""
    code, out, err = run("describe", str(SAMPLES))
    assert code == 0, err
    assert "    orders-app orders-0: 1227 (lag 0) at 2023-11-14T23:13:20.000Z, leader epoch 1" in out
    assert "old-app" not in out
    code, out, _ = run("describe", "--json", str(SAMPLES))
    commits = json.loads(out.splitlines()[0])["committed_offsets"]
    assert {(c["group"], c["topic"], c["partition"], c["lag"]) for c in commits} == {
        ("orders-app", "orders", 0, 0), ("orders-app", "orders", 1, 0), ("orders-app", "orders", 2, 0),
        ("click-stream", "web.clicks", 0, 0), ("click-stream", "web.clicks", 1, 0),
        ("payments-audit", "payments-tx", 0, 0)}


def test_groups_of_every_kind(tmp_path):
    """describe of a __consumer_offsets-0 holding tests/fixtures/golden/internal/consumer-offsets.log: the groups
    its records leave (see test_internal_groups for the replay by hand), as text and in the data_dir object."""
    root = tmp_path / "kafka-logs"
    (root / "__consumer_offsets-0").mkdir(parents=True)
    shutil.copy(GOLDEN / "internal" / "consumer-offsets.log",
                root / "__consumer_offsets-0" / "00000000000000000000.log")
    code, out, err = run("describe", str(root))
    assert code == 0, err
    lines = out.splitlines()
    start = lines.index("  groups (__consumer_offsets):")
    assert lines[start + 1:start + 6] == [
        "    connect-cluster: classic (connect), generation 2, 1 member",
        "    empty-group: classic (consumer), generation 0, 0 members",
        "    new-app: consumer, epoch 5, 2 members",
        "    share-app: share, epoch 2, 1 member, share state of 1 topic",
        "    streams-app: streams, epoch 4, 2 members",
    ]
    code, out, err = run("describe", "--json", str(root))
    groups = {g["group"]: g for g in json.loads(out.splitlines()[0])["groups"]}
    assert groups["streams-app"] == {"group": "streams-app", "group_type": "streams", "epoch": 4,
                                     "members": ["t-1", "t-2"], "protocol_type": None, "topology_epoch": None,
                                     "share_state_topics": None}


def test_text_files_are_those_kafka_43_writes():
    """Kafka 4.x writes the versions 3.9 wrote (4.3's storage/internals/checkpoint): CheckpointFile version 0 for the
    offset checkpoints and leader-epoch-checkpoint (CURRENT_VERSION = 0; a version line, a count line, one entry a
    line), and partition.metadata as PartitionMetadata.encode writes it, ``version: 0\\ntopic_id: <id>`` with no
    newline after (PartitionMetadataFileTest reads back the lines ``version: 0`` and ``topic_id: <id>``). The
    samples' files are written so and read here."""
    for directory in (p for p in SAMPLES.iterdir() if p.is_dir()):
        text = (directory / "partition.metadata").read_text()
        topic_id = datadir.read_partition_metadata(str(directory / "partition.metadata"))["topic_id"]
        assert text == f"version: 0\ntopic_id: {topic_id}" and len(topic_id) == 22
        epochs = (directory / "leader-epoch-checkpoint").read_text().splitlines()
        assert epochs[0] == "0" and int(epochs[1]) == len(datadir.read_leader_epochs(
            str(directory / "leader-epoch-checkpoint"))) == len(epochs) - 2
    for kind in datadir.OFFSET_CHECKPOINTS:
        lines = (SAMPLES / kind).read_text().splitlines()
        entries = datadir.read_offset_checkpoint(str(SAMPLES / kind))
        assert lines[0] == "0" and int(lines[1]) == len(entries) == len(lines) - 2
        assert [f"{e.topic} {e.partition} {e.offset}" for e in entries] == lines[2:]


def test_clean_shutdown_file(tmp_path):
    """``.kafka_cleanshutdown`` as CleanShutdownFileHandler writes it (KIP-966), as older brokers wrote it (empty),
    absent (a running or crashed broker), and damaged: still a clean shutdown, and a problem naming the file."""
    root = data_dir(tmp_path)
    marker = tmp_path / "kafka-logs" / ".kafka_cleanshutdown"
    code, out, err = run("describe", root)
    assert code == 0 and "  clean shutdown: no (no .kafka_cleanshutdown: the broker is running" in out, err
    for text, line in [('{"version":0,"brokerEpoch":42}', "  clean shutdown: yes (.kafka_cleanshutdown, broker "
                                                          "epoch 42)"),
                       ("", "  clean shutdown: yes (.kafka_cleanshutdown)")]:
        marker.write_text(text)
        code, out, err = run("describe", root)
        assert code == 0 and line + "\n" in out, err
    code, out, _ = run("describe", "--json", root)
    assert json.loads(out.splitlines()[0])["clean_shutdown"] is True
    marker.write_text('{"version":0}')
    code, out, err = run("describe", root)
    assert code == 1 and "  clean shutdown: yes (.kafka_cleanshutdown)\n" in out
    assert ".kafka_cleanshutdown at byte 0: no brokerEpoch of int64 in the clean-shutdown JSON" in err
    (tmp_path / "kafka-logs" / "meta.properties").unlink()  # a copy of segments, not a broker's directory
    code, out, _ = run("describe", root)
    assert "clean shutdown" not in out
