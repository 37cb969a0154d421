"""The KRaft metadata image ``describe`` reads from ``__cluster_metadata-0``: features, brokers, topic ids.

The samples' metadata log is a Kafka 4.3 cluster's (tests/golden/internal/SampleInternal.java): metadata.version 30
(4.3's ``MetadataVersion.LATEST_PRODUCTION``, IBP_4_3_IV0) and the other features at 4.3's production levels, the
broker's registration (RegisterBrokerRecord v4) with its second log directory cordoned by a
BrokerRegistrationChangeRecord v3; its KRaft snapshot holds the image, where RegisterBrokerRecord v4 carries the
cordoned directory.
"""
from __future__ import annotations

import base64
import hashlib
import json
import shutil

import pytest

from pyspark_udfs.topics.kraft_image import KRaftImage, read_image
from tests.conftest import GOLDEN, SAMPLES
from tests.topics.test_cli import run

METADATA = SAMPLES / "__cluster_metadata-0"
FEATURES_43 = {"metadata.version": 30, "eligible.leader.replicas.version": 1, "group.version": 1,
               "share.version": 1, "streams.version": 1, "transaction.version": 2}
"""Kafka 4.3's ``LATEST_PRODUCTION`` of each feature written as a FeatureLevelRecord (server-common's
MetadataVersion, EligibleLeaderReplicasVersion, GroupVersion, ShareVersion, StreamsVersion, TransactionVersion)."""


def uuid_of(name: str) -> str:
    """The generator's ids: the first 16 bytes of SHA-256 of a name, printed as Kafka prints a Uuid."""
    return base64.urlsafe_b64encode(hashlib.sha256(name.encode()).digest()[:16]).rstrip(b"=").decode()


def image(snapshot: bool = True) -> KRaftImage:
    problems: list = []
    result = read_image([str(p) for p in METADATA.glob("*.checkpoint")] if snapshot else [],
                        [str(p) for p in sorted(METADATA.glob("*.log"))], problems)
    assert problems == [] and result is not None
    return result


def test_the_samples_cluster_is_a_kafka_43_cluster_with_a_cordoned_log_dir():
    got = image()
    assert got.features == FEATURES_43
    (broker,) = got.brokers.values()
    first = (SAMPLES / "meta.properties").read_text().split("directory.id=")[1].split()[0]
    assert first == uuid_of("log-dir")  # this data directory is the broker's first log dir
    assert (broker.broker_id, broker.epoch, broker.fenced) == (1, 7, False)
    assert broker.log_dirs == [first, uuid_of("log-dir-2")] and broker.cordoned_log_dirs == [uuid_of("log-dir-2")]


def test_the_snapshot_holds_what_the_log_before_it_leaves():
    """The snapshot's image (RegisterBrokerRecord v4 with CordonedLogDirs) is the log's records replayed from offset
    0: the registration (v4 without the tag), the unfencing (BrokerRegistrationChangeRecord v0) and the cordoning
    (v3)."""
    from_log, from_snapshot = image(snapshot=False), image()
    assert from_log == from_snapshot
    snapshot = json.loads(run("dump", "--json", str(next(METADATA.glob("*.checkpoint"))))[1].splitlines()[3])
    assert snapshot["decoded"]["value"]["type"] == "FEATURE_LEVEL_RECORD"  # metadata.version first, as Kafka writes it
    assert snapshot["decoded"]["value"]["data"] == {"name": "metadata.version", "featureLevel": 30}


def change(**data) -> dict:
    return {"type": "BROKER_REGISTRATION_CHANGE_RECORD", "version": 3,
            "data": {"brokerId": 1, "brokerEpoch": 7, **data}}


def registered() -> KRaftImage:
    got = KRaftImage()
    got.apply({"type": "REGISTER_BROKER_RECORD", "version": 4, "data": {
        "brokerId": 1, "brokerEpoch": 7, "fenced": True, "inControlledShutdown": False, "rack": None,
        "logDirs": ["a", "b"]}})
    return got


@pytest.mark.parametrize("records, fenced, shutdown, dirs, cordoned", [
    ([], True, False, ["a", "b"], None),  # CordonedLogDirs is null until the broker reports it
    ([change(fenced=-1)], False, False, ["a", "b"], None),
    ([change(fenced=-1), change(fenced=1)], True, False, ["a", "b"], None),
    ([change(fenced=-1), change(fenced=0)], False, False, ["a", "b"], None),  # 0: no change
    ([change(inControlledShutdown=1)], True, True, ["a", "b"], None),
    ([change(logDirs=["a"])], True, False, ["a"], None),
    ([change(logDirs=[])], True, False, ["a", "b"], None),  # an empty list is no change (ClusterControlManager)
    ([change(cordonedLogDirs=["b"])], True, False, ["a", "b"], ["b"]),
    ([change(cordonedLogDirs=["b"]), change(cordonedLogDirs=[])], True, False, ["a", "b"], []),  # uncordoned
    ([change(cordonedLogDirs=["b"]), change(fenced=-1)], False, False, ["a", "b"], ["b"]),  # absent: no change
    ([change(brokerEpoch=6, fenced=-1)], True, False, ["a", "b"], None),  # another epoch: not this registration
    ([{"type": "UNFENCE_BROKER_RECORD", "version": 0, "data": {"id": 1, "epoch": 7}}], False, False, ["a", "b"], None),
])
def test_broker_changes_are_replayed_as_kafkas_controller_replays_them(records, fenced, shutdown, dirs, cordoned):
    got = registered()
    for record in records:
        got.apply(record)
    broker = got.brokers[1]
    assert (broker.fenced, broker.in_controlled_shutdown, broker.log_dirs, broker.cordoned_log_dirs) == (
        fenced, shutdown, dirs, cordoned)


def test_unregistering_and_feature_level_zero_remove():
    got = registered()
    got.apply({"type": "UNREGISTER_BROKER_RECORD", "version": 0, "data": {"brokerId": 1, "brokerEpoch": 6}})
    assert 1 in got.brokers  # another epoch
    got.apply({"type": "UNREGISTER_BROKER_RECORD", "version": 0, "data": {"brokerId": 1, "brokerEpoch": 7}})
    assert got.brokers == {}
    for level in (1, 0):
        got.apply({"type": "FEATURE_LEVEL_RECORD", "version": 0,
                   "data": {"name": "share.version", "featureLevel": level}})
    assert got.features == {}


def test_every_metadata_record_type_and_version_replays():
    """Kafka 4.4's every metadata record type at every version (the golden cluster-metadata.log) replays."""
    problems: list = []
    got = read_image([], [str(GOLDEN / "internal" / "cluster-metadata.log")], problems)
    assert problems == [] and got is not None and got.topic_ids and got.features and got.brokers


def test_describe_shows_the_features_and_the_brokers():
    code, out, err = run("describe", str(SAMPLES))
    assert code == 0, err
    lines = out.splitlines()
    start = lines.index("  KRaft metadata (__cluster_metadata, latest snapshot and the records after it):")
    dirs = f"{uuid_of('log-dir')}, {uuid_of('log-dir-2')}"
    assert lines[start + 1:start + 3] == [
        "    features: metadata.version 30 (4.3-IV0), eligible.leader.replicas.version 1, group.version 1, "
        "share.version 1, streams.version 1, transaction.version 2",
        f"    broker 1: epoch 7, unfenced, 2 log dirs ({dirs}), cordoned: {uuid_of('log-dir-2')}"]
    code, out, _ = run("describe", "--json", str(SAMPLES))
    assert json.loads(out.splitlines()[0])["cluster_metadata"] == {"features": FEATURES_43, "brokers": [{
        "broker_id": 1, "epoch": 7, "fenced": False, "in_controlled_shutdown": False,
        "log_dirs": [uuid_of("log-dir"), uuid_of("log-dir-2")], "cordoned_log_dirs": [uuid_of("log-dir-2")],
        "rack": None}]}


def test_a_data_directory_without_a_metadata_log_has_no_cluster_metadata(tmp_path):
    shutil.copytree(SAMPLES / "orders-1", tmp_path / "orders-1")
    code, out, _ = run("describe", "--json", str(tmp_path))
    assert code == 0 and json.loads(out.splitlines()[0])["cluster_metadata"] is None
    assert "KRaft metadata" not in run("describe", str(tmp_path))[1]


@pytest.mark.parametrize("level, name", [(7, "3.3-IV3"), (21, "3.9-IV0"), (25, "4.0-IV3"), (27, "4.1-IV1"),
                                         (29, "4.2-IV1"), (30, "4.3-IV0"), (31, "4.4-IV0"), (32, "4.4-IV1"),
                                         (33, "4.4-IV2"), (34, None), (6, None)])
def test_metadata_version_levels_name_their_release(level, name):
    """Kafka 4.4's MetadataVersion: 7 (IBP_3_3_IV3, its minimum) … 30 (IBP_4_3_IV0, 4.4's latest production too),
    31-33 (IBP_4_4_IV0..IV2: share groups' dead-letter queues, CIDR ACL hosts, controller unregistration); 34 is no
    level 4.4 has; 6 is below what 4.x reads."""
    from pyspark_udfs.topics.kraft_image import release
    assert release(level) == name


def test_a_kafka_44_metadata_log_describes_and_dumps_clean(tmp_path):
    """A metadata log as a Kafka 4.4 cluster at metadata.version 33 (IBP_4_4_IV2) writes it, by hand from 4.4's
    definitions: FeatureLevelRecord ``metadata.version`` 33 and UnregisterControllerRecord (29) for controller 3.
    ``describe`` names the level's release; ``dump`` prints both records as 4.4's DumpLogSegments does, no problem."""
    from tests.support.batches import batch, record

    feature = bytes([1, 12, 0, 17]) + b"metadata.version" + (33).to_bytes(2, "big") + b"\x00"
    unregister = bytes([1, 29, 0]) + (3).to_bytes(4, "big") + b"\x00"
    log = tmp_path / "__cluster_metadata-0" / "00000000000000000000.log"
    log.parent.mkdir()
    log.write_bytes(batch(record(0, None, feature) + record(1, None, unregister), 2))
    code, out, err = run("describe", str(tmp_path))
    assert code == 0, err
    assert "    features: metadata.version 33 (4.4-IV2)" in out.splitlines()
    code, out, err = run("dump", "--print-data-log", str(log))
    assert (code, err) == (0, "")
    assert [line.split(" payload: ")[1] for line in out.splitlines() if line.startswith("| offset:")] == [
        '{"type":"FEATURE_LEVEL_RECORD","version":0,"data":{"name":"metadata.version","featureLevel":33}}',
        '{"type":"UNREGISTER_CONTROLLER_RECORD","version":0,"data":{"controllerId":3}}']
