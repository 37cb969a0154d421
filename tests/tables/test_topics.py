"""Kafka's internal topics as Arrow tables (pyspark_udfs.tables.topics), without Spark but for one test.

Truth from outside: the Kafka-written golden fixtures of tests/fixtures/golden/internal/ (each record's
key and value fields as Kafka's own classes wrote them, in ``*.values.jsonl``) and the samples' EXPECTED.json.
One Spark test checks that the Spark helpers give the same rows.
"""
from __future__ import annotations

import json
from datetime import datetime

import pyarrow as pa
import pytest

from pyspark_udfs import read_arrow
from pyspark_udfs.tables.topics import cluster_metadata, consumer_offsets, share_group_state, transactions
from pyspark_udfs.topics.column_lists import TOPIC_TABLES
from tests.conftest import GOLDEN, SAMPLES, read_jsonl
from tests.support.damage import batch_starts

INTERNAL = GOLDEN / "internal"
EXPECTED = json.loads((SAMPLES / "EXPECTED.json").read_text())
TRANSACTION_STATES = ("Empty", "Ongoing", "PrepareCommit", "PrepareAbort", "CompleteCommit", "CompleteAbort", "Dead",
                      "PrepareEpochFence")
"""Kafka's TransactionState by id (TransactionState.java)."""


def golden(name: str, topic: str, helper, **options) -> dict[int, dict]:
    """A golden fixture read through ``helper`` as a lone file named into ``topic`` partition 0, rows by offset."""
    table = helper(str(INTERNAL / f"{name}.log"), topic=topic, partition=0, **options).read_all()
    return {row["log_offset"]: row for row in table.to_pylist()}


def millis(moment: datetime | None) -> int | None:
    return None if moment is None else round(moment.timestamp() * 1000)


def test_consumer_offsets_hold_what_kafka_wrote():
    rows = golden("consumer-offsets", "__consumer_offsets", consumer_offsets)
    entries = read_jsonl(INTERNAL / "consumer-offsets.values.jsonl")
    assert sorted(rows) == [e["offset"] for e in entries]
    for entry in entries:
        row, key = rows[entry["offset"]], json.loads(entry["key_data"])
        value = json.loads(entry["value_data"]) if entry["value"] is not None else None
        assert row["decode_error"] is None and row["record_type"] == entry["key_type"], entry["about"]
        assert row["is_tombstone"] == (value is None) and row["partition"] == key.get("partition")
        assert row["group"] == key.get("group", key.get("groupId")) and row["topic"] == key.get("topic")
        if entry["key_type"] in (0, 1) and value is not None:
            assert (row["committed_offset"], row["metadata"]) == (value["offset"], value["metadata"])
            assert millis(row["commit_timestamp"]) == value["commitTimestamp"]
            assert row["leader_epoch"] == (value.get("leaderEpoch", -1) if value.get("leaderEpoch", -1) >= 0 else None)
        else:
            assert row["committed_offset"] is None


def test_transactions_hold_what_kafka_wrote():
    rows = golden("transaction-state", "__transaction_state", transactions)
    entries = read_jsonl(INTERNAL / "transaction-state.values.jsonl")
    assert sorted(rows) == [e["offset"] for e in entries]
    for entry in entries:
        row = rows[entry["offset"]]
        assert row["decode_error"] is None
        assert row["transactional_id"] == json.loads(entry["key_data"])["transactionalId"]
        assert row["is_tombstone"] == (entry["value"] is None), entry["about"]
        if entry["value"] is None:
            assert row["producer_id"] is None and row["state"] is None
            continue
        value = json.loads(entry["value_data"])
        assert (row["producer_id"], row["producer_epoch"], row["timeout_ms"]) == \
            (value["producerId"], value["producerEpoch"], value["transactionTimeoutMs"])
        status = value["transactionStatus"]  # a number no state has (4.4's fixture has two) gives no name
        assert row["state"] == (TRANSACTION_STATES[status] if 0 <= status < len(TRANSACTION_STATES) else None)
        assert row["partitions"] == [{"topic": p["topic"], "partition": n}
                                     for p in value["transactionPartitions"] or [] for n in p["partitionIds"]]
        assert millis(row["last_update_timestamp"]) == value["transactionLastUpdateTimestampMs"]
        start = value["transactionStartTimestampMs"]
        assert millis(row["start_timestamp"]) == (start if start >= 0 else None)
        assert (row["previous_producer_id"], row["next_producer_id"], row["next_producer_epoch"],
                row["client_transaction_version"]) == (value.get("previousProducerId"), value.get("nextProducerId"),
                                                       value.get("nextProducerEpoch"),
                                                       value.get("clientTransactionVersion"))
    assert {rows[e["offset"]]["state"] for e in entries} >= set(TRANSACTION_STATES)


def test_cluster_metadata_holds_what_kafka_wrote():
    rows = golden("cluster-metadata", "__cluster_metadata", cluster_metadata)
    entries = read_jsonl(INTERNAL / "cluster-metadata.values.jsonl")
    assert sorted(rows) == [e["offset"] for e in entries]
    for entry in entries:
        row = rows[entry["offset"]]
        assert (row["record_type"], row["version"], row["decode_error"]) == (entry["type"], entry["version"], None)
        assert json.loads(row["data_json"]) == json.loads(entry["data"])


def test_share_group_state_holds_what_kafka_wrote():
    rows = golden("share-group-state", "__share_group_state", share_group_state)
    for entry in read_jsonl(INTERNAL / "share-group-state.values.jsonl"):
        row = rows[entry["offset"]]
        if "key_data" not in entry:  # a type or version Kafka 4.3 does not know, or bytes that do not parse
            assert row["group"] is None and row["start_offset"] is None, entry["about"]
            continue
        key = json.loads(entry["key_data"])
        assert row["is_tombstone"] == (entry["value_data"] is None) and row["decode_error"] is None
        assert (row["record_type"], row["group"], row["topic_id"], row["partition"]) == \
            (entry["key_type"], key["groupId"], key["topicId"], key["partition"])
        if entry["value_data"] is not None:
            value = json.loads(entry["value_data"])
            assert row["start_offset"] == value["startOffset"] and row["leader_epoch"] == value["leaderEpoch"]
            assert [(b["first_offset"], b["last_offset"], b["delivery_count"]) for b in row["state_batches"]] == \
                [(b["firstOffset"], b["lastOffset"], b["deliveryCount"]) for b in value["stateBatches"]]


def test_samples_agree_with_expected():
    """Latest commit per group = each log's end (old-app deleted by tombstones); every topic is in the metadata;
    the producers whose transactions on payments-tx were aborted are those that prepared an abort there."""
    partitions = {p["topic"]: p for p in EXPECTED["partitions"]}
    offsets = consumer_offsets(str(SAMPLES)).read_all().to_pylist()
    assert len(offsets) == partitions["__consumer_offsets"]["records"]  # data records: control records left out
    assert not [r for r in offsets if r["decode_error"]]
    latest: dict = {}
    for row in offsets:
        if row["record_type"] in (0, 1):
            latest[(row["group"], row["topic"], row["partition"])] = row
    ends = {(p["topic"], p["partition"]): p["last_offset"] + 1 for p in EXPECTED["partitions"]}
    assert {k: r["committed_offset"] for k, r in latest.items() if k[0] == "orders-app"} == \
        {("orders-app", "orders", p): ends[("orders", p)] for p in range(3)}
    assert all(r["is_tombstone"] for k, r in latest.items() if k[0] == "old-app")

    metadata = cluster_metadata(str(SAMPLES)).read_all().to_pylist()
    names = {json.loads(r["data_json"])["name"] for r in metadata if r["record_type"] == "TOPIC_RECORD"}
    assert names == {p["topic"] for p in EXPECTED["partitions"]} - {"__cluster_metadata"}

    txns = transactions(str(SAMPLES)).read_all().to_pylist()
    assert len(txns) == partitions["__transaction_state"]["records"]
    assert {r["producer_id"] for r in txns if r["state"] == "PrepareAbort"
            and {"topic": "payments-tx", "partition": 0} in r["partitions"]} == \
        {t["producer_id"] for t in partitions["payments-tx"]["aborted_transactions"]}


@pytest.mark.parametrize("name", sorted(TOPIC_TABLES))
def test_batches_tables_and_paths_give_the_same_rows(name):
    from pyspark_udfs.tables import topics

    helper = getattr(topics, name)
    from_paths = helper(SAMPLES).read_all()
    partition = str(SAMPLES / f"{TOPIC_TABLES[name].topic}-0")
    from_reader = helper(read_arrow([partition, str(SAMPLES / "orders-0")], max_records_per_batch=7))
    batches = list(from_reader)
    assert len(batches) > 1 and max(b.num_rows for b in batches) <= 7  # one decoded batch per batch read
    assert pa.Table.from_batches(batches, from_paths.schema).equals(from_paths)
    from_table = helper(read_arrow(str(SAMPLES)).read_all())
    assert isinstance(from_table, pa.Table) and from_table.equals(from_paths)
    assert from_paths.num_rows > 0


def test_a_damaged_record_keeps_its_row_with_file_and_position(tmp_path):
    """A __transaction_state segment whose second batch's key is cut short: PERMISSIVE gives the corrupt
    kafka-log row, decoded to a row naming the file and the batch's byte position; the others decode."""
    data = bytearray((SAMPLES / "__transaction_state-0" / "00000000000000000000.log").read_bytes())
    second = batch_starts(bytes(data))[1]
    data[second + 61:second + 70] = b"\xff" * 9  # the first record's length and attributes: garbage
    log = tmp_path / "__transaction_state-0" / "00000000000000000000.log"
    log.parent.mkdir()
    log.write_bytes(bytes(data))
    rows = transactions(str(tmp_path), validate_crc=False).read_all().to_pylist()
    bad = [r for r in rows if r["decode_error"] is not None]
    assert len(rows) == 31 and len(bad) == 1
    assert bad[0]["file"] == str(log) and bad[0]["position"] == second
    assert bad[0]["decode_error"].startswith(f"{log} at byte {second}")
    with pytest.raises(TypeError):
        transactions(read_arrow(str(tmp_path)), mode="FAILFAST")


@pytest.mark.spark
def test_the_spark_helpers_give_the_same_rows(spark):
    """Each Spark helper's rows on the samples equal the Arrow helper's (timestamps compared as instants)."""
    from pyspark_udfs.spark import topic_columns
    from pyspark_udfs.tables import topics

    df = spark.read.format("kafka-log").load(str(SAMPLES))

    def plain(value):
        if isinstance(value, datetime):
            return millis(value)
        if isinstance(value, list):
            return [plain(v) for v in value]
        if isinstance(value, dict):
            return {k: plain(v) for k, v in value.items()}
        return value

    for name in ("consumer_offsets", "transactions", "cluster_metadata", "share_group_state"):
        spark_rows = [plain(r.asDict(recursive=True)) for r in getattr(topic_columns, name)(df).collect()]
        arrow_rows = [plain(r) for r in getattr(topics, name)(str(SAMPLES)).read_all().to_pylist()]
        key = lambda r: (r["log_partition"], r["log_offset"])  # noqa: E731
        assert sorted(spark_rows, key=key) == sorted(arrow_rows, key=key), name
        assert len(arrow_rows) > 0

