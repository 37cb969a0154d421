"""Spark columns of __consumer_offsets and __cluster_metadata (pyspark_udfs.spark.topic_columns)."""
from __future__ import annotations

import base64
import json

import pytest

from pyspark_udfs.spark.topic_columns import metadata_values, offsets_values
from tests.conftest import GOLDEN, SAMPLES, read_jsonl

OFFSETS = read_jsonl(GOLDEN / "internal" / "consumer-offsets.values.jsonl")


def values_of(about: str) -> dict:
    entry = next(e for e in OFFSETS if e["about"].startswith(about))
    value = None if entry["value"] is None else base64.b64decode(entry["value"])
    return offsets_values(base64.b64decode(entry["key"]), value, entry["offset"], "f.log", 9)


def test_offset_commit_columns_follow_the_value_version():
    v0 = values_of("offset commit key type 0, value v0")
    assert (v0["group"], v0["topic"], v0["partition"], v0["committed_offset"]) == ("orders-app", "orders", 0, 41)
    assert v0["leader_epoch"] is None and v0["expire_timestamp"] is None and v0["metadata"] == ""
    v1 = values_of("value v1 with expireTimestamp")
    assert v1["expire_timestamp"].timestamp() * 1000 == 1700000000000 + 86400000
    v3 = values_of("value v3 with leaderEpoch")
    assert (v3["committed_offset"], v3["leader_epoch"], v3["metadata"]) == (3000000000, 5, "ключ ☕")
    assert v3["commit_timestamp"].timestamp() * 1000 == 1700000000003
    assert values_of("value v4")["leader_epoch"] is None  # -1: no epoch
    tombstone = values_of("offset tombstone")
    assert tombstone["is_tombstone"] and tombstone["committed_offset"] is None and tombstone["record_type"] == 1


def test_other_record_types_give_group_member_and_json():
    member = values_of("member of the consumer protocol")
    assert (member["record_type"], member["group"], member["member_id"]) == (5, "new-app", "m-1")
    assert json.loads(member["value_json"])["data"]["serverAssignor"] == "uniform"
    assert member["committed_offset"] is None


@pytest.mark.parametrize("about, group_type, group, member", [
    ("offset commit key type 0", None, "orders-app", None),
    ("classic consumer group, value v4", "classic", "orders-app", None),
    ("member of the consumer protocol", "consumer", "new-app", "m-1"),
    ("4.0: ConsumerGroupRegularExpression", "consumer", "new-app", None),
    ("share group member", "share", "share-app", "s-1"),
    ("share group state partition metadata", "share", "share-app", None),
    ("streams member with an endpoint", "streams", "streams-app", "t-1"),
    ("streams topology tombstone", "streams", "streams-app", None),
])
def test_group_type_column_names_the_kind_of_group(about, group_type, group, member):
    row = values_of(about)
    assert (row["groupType"], row["group"], row["member_id"]) == (group_type, group, member)
    assert row["decode_error"] is None


def test_undecodable_record_keeps_its_row_with_the_error():
    row = offsets_values(b"\x00\x01\x00", b"\x00\x03", 12, "f.log", 99)
    assert row["decode_error"].startswith("f.log at byte 99: ") and row["group"] is None


def test_metadata_columns():
    entry = next(e for e in read_jsonl(GOLDEN / "internal" / "cluster-metadata.values.jsonl")
                 if e["message"] == "TopicRecord")
    row = metadata_values(None, base64.b64decode(entry["value"]), entry["offset"], "m.log", 0)
    assert (row["record_type"], row["version"]) == ("TOPIC_RECORD", 0)
    assert json.loads(row["data_json"]) == json.loads(entry["data"])
    assert "garbage" in metadata_values(None, base64.b64decode(entry["value"]) + b"\x00", 0, "m.log", 0)["decode_error"]


def test_latest_committed_offset_per_group_and_partition(spark):
    """In the samples every group commits up to each log's end in the last minute; old-app was deleted."""
    from pyspark_udfs.spark.topic_columns import cluster_metadata, consumer_offsets, latest_committed_offsets

    df = spark.read.format("kafka-log").load(str(SAMPLES))
    offsets = consumer_offsets(df).cache()
    assert offsets.where("decode_error IS NOT NULL").count() == 0
    latest = {(r.group, r.topic, r.partition): r for r in latest_committed_offsets(offsets).collect()}
    expected = json.loads((SAMPLES / "EXPECTED.json").read_text())
    ends = {(p["topic"], p["partition"]): p["last_offset"] + 1 for p in expected["partitions"]}
    assert {k: r.committed_offset for k, r in latest.items() if k[0] == "orders-app"} == \
        {("orders-app", "orders", p): ends[("orders", p)] for p in range(3)}
    assert not [k for k in latest if k[0] == "old-app"]  # its offsets were deleted by tombstones
    from pyspark_udfs.topics.groups import latest_commits
    in_process = latest_commits(sorted(str(p) for p in (SAMPLES / "__consumer_offsets-0").glob("*.log")), [])
    assert {k: (r.committed_offset, r.leader_epoch) for k, r in latest.items()} == \
        {k: (c.offset, c.leader_epoch) for k, c in in_process.items()}
    assert offsets.where("group = 'old-app' AND is_tombstone").count() == 2
    metadata = cluster_metadata(df)
    types = {r.record_type for r in metadata.select("record_type").distinct().collect()}
    assert {"TOPIC_RECORD", "PARTITION_RECORD", "REGISTER_BROKER_RECORD", "NO_OP_RECORD"} <= types
    topics = {json.loads(r.data_json)["name"] for r in metadata.where("record_type = 'TOPIC_RECORD'").collect()}
    assert {p["topic"] for p in expected["partitions"]} - {"__cluster_metadata"} == topics


def test_group_types_through_the_spark_source(spark, tmp_path):
    """consumer-offsets.log (every Kafka 4.3 record type) read by the kafka-log source in a __consumer_offsets-0
    directory: groupType per record as GROUP_TYPES names the fixture's key types, no decode errors, and two
    queries on the one DataFrame agree with a fresh read."""
    from pyspark_udfs.spark.topic_columns import consumer_offsets
    from pyspark_udfs.topics.decoders import GROUP_TYPES

    directory = tmp_path / "__consumer_offsets-0"
    directory.mkdir()
    (directory / "00000000000000000000.log").write_bytes((GOLDEN / "internal" / "consumer-offsets.log").read_bytes())
    offsets = consumer_offsets(spark.read.format("kafka-log").load(str(tmp_path)))
    expected: dict = {}
    for entry in OFFSETS:
        kind = GROUP_TYPES.get(entry["key_type"])
        expected[kind] = expected.get(kind, 0) + 1
    counts = {r["groupType"]: r["count"] for r in offsets.groupBy("groupType").count().collect()}
    assert counts == expected and set(counts) == {None, "classic", "consumer", "share", "streams"}
    assert offsets.where("decode_error IS NOT NULL").count() == 0
    again = consumer_offsets(spark.read.format("kafka-log").load(str(tmp_path)))
    assert sorted(r["group"] for r in offsets.where("groupType = 'streams'").select("group").collect()) == \
        sorted(r["group"] for r in again.where("groupType = 'streams'").select("group").collect())


def test_share_group_state_columns(spark):
    """Every __share_group_state record of the samples is a row, with what the in-process decoder reads of it."""
    from pyspark_udfs.spark.topic_columns import share_group_state
    from pyspark_udfs.topics.decoders import decode_share_group_state

    df = spark.read.format("kafka-log").load(str(SAMPLES))
    state = share_group_state(df)
    rows = state.orderBy("log_offset").collect()
    [log] = sorted((SAMPLES / "__share_group_state-0").glob("*.log"))
    from pyspark_udfs.format.model import Record
    from pyspark_udfs.reading.scan import scan
    from pyspark_udfs.reading.segment import LogSegment
    with LogSegment(str(log)) as segment:
        records = [e for e in scan(segment) if isinstance(e, Record)]
    assert [r.log_offset for r in rows] == [r.offset for r in records]
    for row, record in zip(rows, records, strict=True):
        decoded = decode_share_group_state(record, str(log), None)
        assert row.decode_error is None and row.record_type == decoded.key["type"]
        assert (row.group, row.topic_id, row.partition) == tuple(decoded.key["data"].values())
        assert row.is_tombstone == (decoded.value is None)
        if decoded.value is not None:
            data = decoded.value["data"]
            assert row.start_offset == data["startOffset"]
            assert [(b.first_offset, b.last_offset, b.delivery_count) for b in row.state_batches] == \
                [(b["firstOffset"], b["lastOffset"], b["deliveryCount"]) for b in data["stateBatches"]]
    # a second query on the same DataFrame equals a fresh read
    assert state.where("record_type = 0 AND NOT is_tombstone").count() == \
        share_group_state(spark.read.format("kafka-log").load(str(SAMPLES))).where(
            "record_type = 0 AND NOT is_tombstone").count()
    last = (state.where("group = 'orders-share' AND partition = 0 AND record_type = 0")
            .orderBy("log_offset").collect()[-1])
    assert (last.start_offset, last.snapshot_epoch, last.delivery_complete_count) == (160, 1, 0)
    assert [tuple(b) for b in last.state_batches] == [(160, 169, "AVAILABLE", 1)]
