"""Kafka 4.x's new internal topics and files: ``__share_group_state``, ``__remote_log_metadata`` and the
producer snapshot of 4.3's ProducerSnapshot.json, written from Kafka 4.3's message definitions by
kafka-clients' protocol types (tests/golden/internal/Kafka4Records.java), decoded by the specs."""
from __future__ import annotations

import base64
import io
import json
import shutil

import pytest

from pyspark_udfs.cli import main
from pyspark_udfs.format.model import Record
from pyspark_udfs.reading.scan import scan
from pyspark_udfs.reading.segment import LogSegment
from pyspark_udfs.topics.decoders import (
    DELETE,
    REMOTE_LOG_METADATA,
    SHARE_GROUP_STATE,
    decode_remote_log_metadata,
    decode_share_group_state,
    decoder_for,
)
from pyspark_udfs.topics.messages import dumps
from pyspark_udfs.topics.snapshot import read_producer_snapshot
from tests.conftest import GOLDEN, read_jsonl

INTERNAL = GOLDEN / "internal"
SHARE_LOG = INTERNAL / "share-group-state.log"
SHARE = read_jsonl(INTERNAL / "share-group-state.values.jsonl")
REMOTE_LOG = INTERNAL / "remote-log-metadata.log"
REMOTE = read_jsonl(INTERNAL / "remote-log-metadata.values.jsonl")


def records_of(path) -> list[Record]:
    with LogSegment(str(path)) as segment:
        return [event for event in scan(segment, strict=True) if isinstance(event, Record)]


def record(key: bytes | None, value: bytes | None, offset: int = 0) -> Record:
    return Record(offset=offset, timestamp=0, timestamp_type="CreateTime", key=key, value=value)


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(list(argv), out=out, err=err)
    return code, out.getvalue(), err.getvalue()


def record_lines(out: str) -> list[str]:
    return [line for line in out.splitlines() if line.startswith("| offset:")]


@pytest.fixture(scope="module")
def share_records():
    found = records_of(SHARE_LOG)
    assert [base64.b64encode(r.key).decode() for r in found] == [e["key"] for e in SHARE]
    return found


@pytest.fixture(scope="module")
def remote_records():
    found = records_of(REMOTE_LOG)
    assert [base64.b64encode(r.value).decode() for r in found] == [e["value"] for e in REMOTE]
    return found


@pytest.mark.parametrize("index", range(len(SHARE)), ids=[f"{e['offset']}-{e['about'][:40]}" for e in SHARE])
def test_share_group_state_record_decodes_to_what_kafka_encoded(share_records, index):
    expected = SHARE[index]
    decoded = decode_share_group_state(share_records[index], str(SHARE_LOG), 0)
    if "key_data" not in expected:  # a case Kafka skips or refuses: its line is the whole expectation
        assert decoded.key_text == expected["dls_key"]
        assert decoded.value_text is None
        return
    assert decoded.error is None
    assert decoded.key == {"type": expected["key_type"], "data": json.loads(expected["key_data"])}
    assert decoded.key_text == f'{{"type":"{expected["key_type"]}","data":{expected["key_data"]}}}'
    if expected["value"] is None:
        assert decoded.value is None and decoded.value_text == DELETE
    else:
        assert decoded.value["version"] == expected["value_version"]
        assert dumps(decoded.value["data"]) == expected["value_data"]
        assert decoded.value_text == f'{{"version":"{expected["value_version"]}","data":{expected["value_data"]}}}'
    if expected.get("dls_key") is not None:  # DumpLogSegmentsTest's own expectations
        assert (decoded.key_text, decoded.value_text) == (expected["dls_key"], expected["dls_value"])


def test_share_group_state_fixture_holds_every_case_of_kafkas_test():
    """testShareGroupStateMessageParser: snapshot, update, tombstone, unknown type, a value that does not parse."""
    cases = [e["about"] for e in SHARE if e["about"].startswith("DumpLogSegmentsTest")]
    assert len(cases) == 5
    refused = [e for e in SHARE if "key_data" not in e]
    assert [e["dls_key"].split(",")[0] for e in refused] == [
        "Unknown record type 32767 at offset 3", "Error at offset 4", "Error at offset 10"]


def test_share_group_state_errors_name_file_and_position():
    missing_key = decode_share_group_state(record(None, b"\x00\x00"), "f.log", 7)
    assert missing_key.error is not None and (missing_key.error.file, missing_key.error.position) == ("f.log", 7)
    cut = decode_share_group_state(record(b"\x00\x00\x00\x03gs", b""), "f.log", 9)
    assert cut.error is not None and cut.error.position == 9
    assert cut.key_text.startswith("Error at offset 0, skipping. ")


@pytest.mark.parametrize("index", range(len(REMOTE)), ids=[f"{e['offset']}-{e['about'][:40]}" for e in REMOTE])
def test_remote_log_metadata_record_decodes_to_what_kafka_encoded(remote_records, index):
    expected = REMOTE[index]
    decoded = decode_remote_log_metadata(remote_records[index], str(REMOTE_LOG), 0)
    assert decoded.key is None and decoded.key_text is None
    if "dls_value_contains" in expected:  # refused by RemoteLogMetadataSerde or the objects it builds
        assert decoded.error is not None
        assert decoded.value_text.startswith(f"Error at offset {expected['offset']}, skipping. ")
        assert expected["dls_value_contains"] in decoded.value_text
        return
    assert decoded.error is None
    assert decoded.value["version"] == expected["version"] == 0
    assert decoded.value["type"] == ["REMOTE_LOG_SEGMENT_METADATA_RECORD", "REMOTE_LOG_SEGMENT_METADATA_UPDATE_RECORD",
                                     "REMOTE_PARTITION_DELETE_METADATA_RECORD",
                                     "REMOTE_LOG_SEGMENT_METADATA_SNAPSHOT_RECORD"][expected["api_key"]]
    assert dumps(decoded.value["data"]) == expected["value_data"]
    if expected.get("dls_value") is not None:  # DumpLogSegmentsTest's own expectations
        assert decoded.value_text == expected["dls_value"]


# The toString() of Kafka 4.3's RemoteLogSegmentMetadata and RemoteLogSegmentMetadataSnapshot (storage/api and
# storage, see their toString methods) for two fixture records, written out by hand from those methods: a TreeMap
# of the leader epochs (the last entry of a repeated epoch wins), Optional.empty / Optional[CustomMetadata{N bytes}].
HAND_WRITTEN = {
    5: "RemoteLogSegmentMetadata{remoteLogSegmentId=RemoteLogSegmentId{topicIdPartition=Uj5wn_FqTXirEASvVZRY1w:foo-0, "
       "id=8hGkVq4DQ0ibmA7QIBN9Rw}, startOffset=1200, endOffset=3000000000, brokerId=2, maxTimestampMs=1700001200000, "
       "eventTimestampMs=1700001200001, segmentLeaderEpochs={2=1200, 3=2600}, segmentSizeInBytes=2147483647, "
       "customMetadata=Optional[CustomMetadata{1 bytes}], state=COPY_SEGMENT_STARTED, txnIdxEmpty=false}",
    10: "RemoteLogSegmentMetadataSnapshot{segmentId=Zm9vLXNlZ21lbnQtMDAwMQ, startOffset=0, endOffset=1199, "
        "maxTimestampMs=1700000599999, segmentLeaderEpochs={0=0, 1=700}, segmentSizeInBytes=1048576, "
        "customMetadata=Optional.empty, state=COPY_SEGMENT_FINISHED, txnIdxEmpty=true}",
}


@pytest.mark.parametrize("offset", sorted(HAND_WRITTEN))
def test_remote_log_metadata_text_is_kafkas_to_string(remote_records, offset):
    assert decode_remote_log_metadata(remote_records[offset], "f", 0).value_text == HAND_WRITTEN[offset]


def test_remote_log_metadata_tagged_txn_index_empty(remote_records):
    """TxnIndexEmpty (4.0, tag 0) is in the JSON only when written (true), as Kafka's converter leaves defaults out."""
    with_tag = decode_remote_log_metadata(remote_records[3], "f", 0).value["data"]
    without = decode_remote_log_metadata(remote_records[5], "f", 0).value["data"]
    assert with_tag["txnIndexEmpty"] is True and "txnIndexEmpty" not in without


def test_decoders_are_picked_from_the_partition_directory():
    assert decoder_for("/d/__share_group_state-12/00000000000000000000.log") == SHARE_GROUP_STATE
    assert decoder_for("/d/__remote_log_metadata-49/00000000000000000000.log") == REMOTE_LOG_METADATA
    assert decoder_for("/d/__share_group_state_x-1/00000000000000000000.log") is None


@pytest.mark.parametrize("log,topic,flag,values", [
    (SHARE_LOG, "__share_group_state", "--share-group-state-decoder", SHARE),
    (REMOTE_LOG, "__remote_log_metadata", "--remote-log-metadata-decoder", REMOTE),
])
def test_dump_prints_kafkas_lines_by_flag_and_by_directory(tmp_path, log, topic, flag, values):
    directory = tmp_path / f"{topic}-0"
    directory.mkdir()
    shutil.copy(log, directory / "00000000000000000000.log")
    code, asked, err = run("dump", flag, str(log))
    assert code == 1  # the fixtures hold records Kafka refuses: each is a problem
    assert err.count("skipping") == 0 and err.count(str(log)) == sum(
        1 for e in values if "dls_value_contains" in e or ("key_data" not in e and "Error" in e.get("dls_key", "")))
    _, plain, _ = run("dump", "--print-data-log", str(directory / "00000000000000000000.log"))
    lines = record_lines(asked)
    assert lines == record_lines(plain) and len(lines) == len(values)
    for line, expected in zip(lines, values, strict=True):
        if expected.get("dls_key") is not None and expected.get("dls_value") is not None:
            assert line.endswith(f" key: {expected['dls_key']} payload: {expected['dls_value']}"), line
        elif expected.get("dls_key") is not None:
            assert line.endswith(f" key: {expected['dls_key']}"), line
        elif expected.get("dls_value") is not None:
            assert line.endswith(f" payload: {expected['dls_value']}"), line


def test_dump_json_has_decoded_objects(tmp_path):
    for log, topic in ((SHARE_LOG, "__share_group_state"), (REMOTE_LOG, "__remote_log_metadata")):
        directory = tmp_path / f"{topic}-0"
        directory.mkdir()
        shutil.copy(log, directory / "00000000000000000000.log")
    _, out, _ = run("dump", "--json", str(tmp_path / "__share_group_state-0"))
    objects = [json.loads(line) for line in out.splitlines()]
    decoded = [o["decoded"] for o in objects if o["type"] == "record" and "decoded" in o]
    assert decoded[0] == {"decoder": "share-group-state", "key": {"type": 0, "data": json.loads(SHARE[0]["key_data"])},
                          "value": {"version": 0, "data": json.loads(SHARE[0]["value_data"])}}
    assert decoded[2]["value"] is None  # tombstone
    _, out, _ = run("dump", "--json", str(tmp_path / "__remote_log_metadata-0"))
    objects = [json.loads(line) for line in out.splitlines()]
    records = [o for o in objects if o["type"] == "record"]
    assert records[0]["decoded"] == {"decoder": "remote-log-metadata", "key": None, "value": {
        "type": "REMOTE_PARTITION_DELETE_METADATA_RECORD", "version": 0, "data": json.loads(REMOTE[0]["value_data"])}}
    assert "decoded" not in records[2]  # "corrupted": an error object follows it
    errors = [o for o in objects if o["type"] == "error"]
    assert any("unknown frame version 99" in e["reason"] for e in errors)


def test_producer_snapshot_of_kafka_43_reads_as_39s():
    """4.3's ProducerSnapshot.json (version 1) writes what 3.9 wrote: the generator checked the bytes equal, and we
    read the 4.3 file's entries as the 3.9 fixture's first two, with DumpLogSegments' lines."""
    entries = list(read_producer_snapshot(str(INTERNAL / "producer-snapshot-4.3.snapshot")))
    expected = next(e for e in read_jsonl(INTERNAL / "producer-snapshots.jsonl") if e["entries"] == 5)["dls"]
    assert [e.dump_line() for e in entries] == expected[:2]
    assert (INTERNAL / "producer-snapshot-4.3.snapshot").read_bytes()[:2] == b"\x00\x01"


def test_share_state_values_of_a_fixture_record():
    from pyspark_udfs.spark.topic_columns import share_state_values
    entry = next(e for e in SHARE if e["about"].startswith("snapshot with DeliveryCompleteCount"))
    row = share_state_values(base64.b64decode(entry["key"]), base64.b64decode(entry["value"]), 5, "f.log", 3)
    assert (row["record_type"], row["group"], row["topic_id"], row["partition"]) == (0, "orders-share",
                                                                                   "b2Q4Z8TkQcW2mC0vDb8gXQ", 2)
    assert (row["snapshot_epoch"], row["state_epoch"], row["leader_epoch"], row["start_offset"]) == (3, 1, 7, 100)
    assert row["delivery_complete_count"] == 5 and row["write_timestamp"].timestamp() * 1000 == 1700000000002
    assert row["state_batches"] == [
        {"first_offset": 100, "last_offset": 104, "delivery_state": "ACKNOWLEDGED", "delivery_count": 1},
        {"first_offset": 105, "last_offset": 109, "delivery_state": "AVAILABLE", "delivery_count": 2},
        {"first_offset": 110, "last_offset": 110, "delivery_state": "ARCHIVED", "delivery_count": 5}]
    update = next(e for e in SHARE if e["about"].startswith("update: start offset unchanged"))
    row = share_state_values(base64.b64decode(update["key"]), base64.b64decode(update["value"]), 6, "f.log", 3)
    assert row["start_offset"] == -1 and row["state_epoch"] is None and row["create_timestamp"] is None
    assert row["delivery_complete_count"] is None
    bad = share_state_values(b"\x00\x00\x00", None, 0, "f.log", 9)
    assert bad["decode_error"].startswith("f.log at byte 9: ") and bad["group"] is None


def test_overlay_replaces_ranges_and_cuts_at_the_start_offset():
    from pyspark_udfs.topics.share_state import StateBatch, overlay
    old = [StateBatch(0, 9, "AVAILABLE", 1), StateBatch(10, 19, "ACKNOWLEDGED", 1)]
    assert overlay(old, [StateBatch(5, 12, "ARCHIVED", 3)], 2) == [
        StateBatch(2, 4, "AVAILABLE", 1), StateBatch(5, 12, "ARCHIVED", 3), StateBatch(13, 19, "ACKNOWLEDGED", 1)]
    assert overlay(old, [], 20) == []
    assert overlay(old, [StateBatch(3, 3, "ACKNOWLEDGED", 2)], 0)[:3] == [
        StateBatch(0, 2, "AVAILABLE", 1), StateBatch(3, 3, "ACKNOWLEDGED", 2), StateBatch(4, 9, "AVAILABLE", 1)]


def test_describe_shows_share_state_and_remote_segments():
    """The samples' share group and tiered segments, as SampleInternal.java wrote them (its comments say the story)."""
    from pyspark_udfs.cli.describe import describe_data_dir
    from tests.conftest import SAMPLES
    problems: list = []
    summary = describe_data_dir(str(SAMPLES), problems)
    assert problems == []
    states = {(s.group, s.partition): s for s in summary.share_states}
    assert set(states) == {("orders-share", 0), ("orders-share", 1), ("orders-share", 2)}  # audit-share was deleted
    s0 = states[("orders-share", 0)]
    # snapshot epoch 1 at start offset 160 with 160..169 AVAILABLE, then an update acknowledging 160..162
    assert (s0.start_offset, s0.snapshot_epoch, s0.updates, s0.delivery_complete_count) == (160, 1, 1, 3)
    assert [(b.first_offset, b.last_offset, b.delivery_state) for b in s0.batches] == [
        (160, 162, "ACKNOWLEDGED"), (163, 169, "AVAILABLE")]
    parts = {(p.topic, p.partition): p for p in summary.partitions}
    orders0 = parts[("orders", 0)]
    local = [(s.first_offset, s.next_offset - 1, s.size) for s in orders0.segments]
    remote = [(r.start_offset, r.end_offset, r.size, r.status) for r in orders0.remote.segments]
    assert remote == [local[0] + ("copied",), local[1] + ("copy in progress",)]
    clicks0 = parts[("web.clicks", 0)]
    assert [(r.start_offset, r.status) for r in clicks0.remote.segments] == [(0, "deleted")]
    assert parts[("orders", 1)].remote is None
    code, out, _ = run("describe", str(SAMPLES))
    assert code == 0
    assert "    orders-share orders-0: start offset 160, state epoch 0, leader epoch 1, snapshot epoch 1 + 1 update, " \
           "delivery complete count 3; 160..162 ACKNOWLEDGED (delivery count 1), " \
           "163..169 AVAILABLE (delivery count 1)" in out
    assert "  remote segments (__remote_log_metadata): 2" in out
    code, out, _ = run("describe", "--json", str(SAMPLES))
    objects = [json.loads(line) for line in out.splitlines()]
    assert len(objects[0]["share_group_state"]) == 3
    orders = next(o for o in objects if o.get("topic") == "orders" and o.get("partition") == 0)
    assert [s["state"] for s in orders["remote"]["segments"]] == ["COPY_SEGMENT_FINISHED", "COPY_SEGMENT_STARTED"]


def test_damaged_records_give_errors_not_exceptions(share_records, remote_records):
    """Every cut and a seeded set of byte flips of every fixture record: a Decoded (maybe with an error), never a
    raise."""
    import random
    rnd = random.Random(19)
    for decode, records in ((decode_share_group_state, share_records), (decode_remote_log_metadata, remote_records)):
        for r in records:
            for field in ("key", "value"):
                data = getattr(r, field)
                if not data:
                    continue
                variants = [data[:n] for n in range(len(data))]
                for _ in range(20):
                    flipped = bytearray(data)
                    flipped[rnd.randrange(len(data))] ^= 1 << rnd.randrange(8)
                    variants.append(bytes(flipped))
                for variant in variants:
                    damaged = record(variant if field == "key" else r.key, variant if field == "value" else r.value)
                    decoded = decode(damaged, "f.log", 5)
                    assert decoded.error is None or (decoded.error.file, decoded.error.position) == ("f.log", 5)
                    if decoded.error is not None:
                        assert (decoded.key_text or decoded.value_text or "").startswith(
                            "Error at offset 0, skipping. ") \
                            or (decoded.key_text is None and decoded.value_text is None)


# Kafka 4.3's ShareCoordinatorRecordSerdeTest, its buffers built as that test builds them (keys type-prefixed by
# MessageUtil.toCoordinatorTypePrefixedByteBuffer, values version-prefixed; ShareSnapshotKey is not flexible).
TOPIC_ID = bytes(range(1, 17))
SNAPSHOT_KEY = b"\x00\x00" + b"\x00\x07groupId" + TOPIC_ID + b"\x00\x00\x00\x01"
FOO_KEY = b"\x00\x00" + b"\x00\x03foo" + TOPIC_ID + b"\x00\x00\x00\x01"


def test_share_serde_test_deserialize():
    """testDeserialize's record (getShareSnapshotRecord): ShareSnapshotValue v0 with start offset 1, leader epoch 2,
    state epoch 1, snapshot epoch 1, timestamps left at 0, one batch 1..10 AVAILABLE delivered once; the bytes
    by hand from 4.3's definition (compact array length + 1, empty tagged-field sections)."""
    value = (b"\x00\x00" + (1).to_bytes(4, "big") + (1).to_bytes(4, "big") + (2).to_bytes(4, "big")
             + (1).to_bytes(8, "big") + bytes(8) + bytes(8)
             + b"\x02" + (1).to_bytes(8, "big") + (10).to_bytes(8, "big") + b"\x00" + b"\x00\x01" + b"\x00" + b"\x00")
    decoded = decode_share_group_state(record(SNAPSHOT_KEY, value), "x.log", 0)
    assert decoded.error is None
    topic_id = base64.urlsafe_b64encode(TOPIC_ID).rstrip(b"=").decode()
    assert decoded.key == {"type": 0, "data": {"groupId": "groupId", "topicId": topic_id, "partition": 1}}
    assert decoded.value == {"version": 0, "data": {
        "snapshotEpoch": 1, "stateEpoch": 1, "leaderEpoch": 2, "startOffset": 1, "createTimestamp": 0,
        "writeTimestamp": 0, "stateBatches": [{"firstOffset": 1, "lastOffset": 10, "deliveryState": 0,
                                               "deliveryCount": 1}]}}
    tombstone = decode_share_group_state(record(SNAPSHOT_KEY, None), "x.log", 0)  # testDeserializeWithTombstoneForValue
    assert tombstone.error is None and tombstone.value is None and tombstone.value_text == DELETE


def test_share_serde_test_invalid_record_type_is_skipped():
    decoded = decode_share_group_state(record(b"\x00\xff" + bytes(62), bytes(64)), "x.log", 0)
    assert decoded.error is None and decoded.key_text == "Unknown record type 255 at offset 0, skipping."


@pytest.mark.parametrize("key, value", [
    (b"", bytes(64)),  # testDeserializeWithKeyEmptyBuffer
    (FOO_KEY, b""),  # testDeserializeWithValueEmptyBuffer
    (b"\x00\x00", b"\x00\x00"),  # testDeserializeWithInvalidKeyBytes
    (FOO_KEY, b"\x00\x00"),  # testDeserializeWithInvalidValueBytes
], ids=["key-empty", "value-empty", "invalid-key-bytes", "invalid-value-bytes"])
def test_share_serde_test_failures_are_errors(key, value):
    """The failures of Kafka 4.3's ShareCoordinatorRecordSerdeTest are errors naming file and position, printed as
    DumpLogSegments prints them (``Error at offset 0, skipping. …``)."""
    decoded = decode_share_group_state(record(key, value), "x.log", 31)
    assert decoded.error is not None and (decoded.error.file, decoded.error.position) == ("x.log", 31)
    assert decoded.key_text.startswith("Error at offset 0, skipping. ")


def test_remote_log_metadata_formatter_test_line():
    """Kafka 4.3's RemoteLogMetadataFormatterTest.testFormat: RemoteLogSegmentMetadata(foo-0, start 0, end 100,
    max timestamp -1, broker 1, event time 123, size 1024, 10 bytes of custom metadata, COPY_SEGMENT_STARTED, epochs
    {0=0, 1=20, 2=80}, txnIdxEmpty true), serialized by hand from 4.3's RemoteLogSegmentMetadataRecord definition in
    RemoteLogMetadataSerde's frame (uvarints 1, api key 0, version 0), prints the value that test expects after its
    ``partition: 0, offset: 0, value: `` (its random ids fixed here)."""
    topic_id, segment_id = bytes(range(16)), bytes(range(16, 32))

    def uuid(raw: bytes) -> str:
        return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()

    epochs = b"".join(e.to_bytes(4, "big") + o.to_bytes(8, "big") + b"\x00" for e, o in ((0, 0), (1, 20), (2, 80)))
    value = (b"\x01\x00\x00"  # frame version 1, RemoteLogSegmentMetadataRecord, v0
             + b"\x04foo" + topic_id + (0).to_bytes(4, "big") + b"\x00"  # TopicIdPartitionEntry (compact string)
             + segment_id + b"\x00"  # RemoteLogSegmentIdEntry
             + (0).to_bytes(8, "big") + (100).to_bytes(8, "big") + (1).to_bytes(4, "big")
             + (-1).to_bytes(8, "big", signed=True) + (123).to_bytes(8, "big")
             + b"\x04" + epochs + (1024).to_bytes(4, "big")
             + b"\x0b" + bytes(10) + b"\x00"  # CustomMetadata (compact bytes), state COPY_SEGMENT_STARTED (0)
             + b"\x01\x00\x01\x01")  # tagged fields: one, tag 0 TxnIndexEmpty, 1 byte, true
    decoded = decode_remote_log_metadata(record(None, value), "f", 0)
    assert decoded.error is None
    assert decoded.value_text == (
        f"RemoteLogSegmentMetadata{{remoteLogSegmentId=RemoteLogSegmentId{{topicIdPartition={uuid(topic_id)}:foo-0, "
        f"id={uuid(segment_id)}}}, startOffset=0, endOffset=100, brokerId=1, maxTimestampMs=-1, "
        "eventTimestampMs=123, segmentLeaderEpochs={0=0, 1=20, 2=80}, segmentSizeInBytes=1024, "
        "customMetadata=Optional[CustomMetadata{10 bytes}], state=COPY_SEGMENT_STARTED, txnIdxEmpty=true}")


def test_a_remote_segment_in_a_state_kafka_does_not_know_is_described_not_raised():
    """state_name gives None for an id RemoteLogSegmentState.forId does not know; describe's line must
    still be written (before: KeyError)."""
    from pyspark_udfs.topics.remote_metadata import state_name
    from pyspark_udfs.topics.tiered import SEGMENT_STATES, RemoteSegment

    unknown = state_name(SEGMENT_STATES, 99)
    segment = RemoteSegment("id", 0, 9, 100, 0, {}, unknown, 0, 1, False)
    assert unknown is None and segment.status == "in an unknown state"
    known = RemoteSegment("id", 0, 9, 100, 0, {}, state_name(SEGMENT_STATES, 1), 0, 1, False)
    assert known.status == "copied"
