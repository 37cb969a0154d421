"""__consumer_offsets and __transaction_state records, written from Kafka's message definitions by
kafka-clients' own protocol types (tests/golden/internal), decoded by the specs."""
from __future__ import annotations

import base64
import json
import struct

import pytest

from pyspark_udfs.format.model import Record
from pyspark_udfs.reading.scan import scan
from pyspark_udfs.reading.segment import LogSegment
from pyspark_udfs.topics.decoders import DELETE, decode_offsets, decode_transaction_log, decoder_for
from pyspark_udfs.topics.messages import dumps
from tests.conftest import GOLDEN, read_jsonl

OFFSETS_LOG = GOLDEN / "internal" / "consumer-offsets.log"
OFFSETS = read_jsonl(GOLDEN / "internal" / "consumer-offsets.values.jsonl")
TXN_LOG = GOLDEN / "internal" / "transaction-state.log"
TXN = read_jsonl(GOLDEN / "internal" / "transaction-state.values.jsonl")


def records_of(path) -> list[Record]:
    with LogSegment(str(path)) as segment:
        return [event for event in scan(segment, strict=True) if isinstance(event, Record)]


def record(key: bytes | None, value: bytes | None, offset: int = 0) -> Record:
    return Record(offset=offset, timestamp=0, timestamp_type="CreateTime", key=key, value=value)


@pytest.fixture(scope="module")
def offsets_records():
    found = records_of(OFFSETS_LOG)
    assert [base64.b64encode(r.key).decode() for r in found] == [e["key"] for e in OFFSETS]
    return found


@pytest.mark.parametrize("index", range(len(OFFSETS)), ids=[f"{e['offset']}-{e['about'][:40]}" for e in OFFSETS])
def test_offsets_record_decodes_to_what_was_encoded(offsets_records, index):
    expected = OFFSETS[index]
    decoded = decode_offsets(offsets_records[index], str(OFFSETS_LOG), 0)
    assert decoded.error is None
    assert decoded.key["type"] == expected["key_type"]
    assert dumps(decoded.key["data"]) == expected["key_data"]
    if expected["value"] is None:
        assert decoded.value is None and decoded.value_text == DELETE
    else:
        assert decoded.value["version"] == expected["value_version"]
        assert dumps(decoded.value["data"]) == expected["value_printed"]
        assert decoded.value_text == f'{{"version":"{expected["value_version"]}","data":{expected["value_printed"]}}}'
    assert decoded.key_text == f'{{"type":"{expected["key_type"]}","data":{expected["key_data"]}}}'


def test_the_cases_of_kafkas_dump_log_segments_test(offsets_records):
    """DumpLogSegmentsTest.testOffsetsMessageParser's records print what that test expects."""
    cases = [(r, e) for r, e in zip(offsets_records, OFFSETS, strict=True) if e["dls_key"] is not None]
    assert len(cases) == 4
    for rec, expected in cases:
        decoded = decode_offsets(rec, None, None)
        assert (decoded.key_text, decoded.value_text) == (expected["dls_key"], expected["dls_value"])


def test_unknown_record_type_is_skipped_as_kafka_does():
    key = struct.pack(">h", 32767) + b"\x00\x05group"
    decoded = decode_offsets(record(key, b"\x00\x00\x00\x00\x00\x0a\x00"), "x.log", 10)
    assert decoded.key_text == "Unknown record type 32767 at offset 0, skipping."
    assert decoded.value_text is None and decoded.error is None


@pytest.mark.parametrize("cut", [3, 12, 30])
def test_cut_value_is_an_error_naming_file_and_position(offsets_records, cut):
    rec = offsets_records[3]  # OffsetCommitValue v3
    decoded = decode_offsets(record(rec.key, rec.value[:cut], rec.offset), "x.log", 77)
    assert decoded.error is not None and (decoded.error.file, decoded.error.position) == ("x.log", 77)
    assert decoded.key_text.startswith(f"Error at offset {rec.offset}, skipping. ")


def test_unknown_value_version_is_an_error(offsets_records):
    rec = offsets_records[3]
    decoded = decode_offsets(record(rec.key, struct.pack(">h", 5) + rec.value[2:]), "x.log", 0)
    assert decoded.error is not None and "does not parse" in decoded.error.reason


def test_a_record_without_key_is_an_error():
    decoded = decode_offsets(record(None, b"\x00\x00"), "x.log", 5)
    assert decoded.error is not None and "has no key" in decoded.error.reason


def test_malformed_consumer_protocol_stays_base64(offsets_records):
    """As DumpLogSegments does: the member's bytes are kept when they do not parse."""
    rec, _expected = next((r, e) for r, e in zip(offsets_records, OFFSETS, strict=True) if "not parsed" in e["about"])
    member = decode_offsets(rec, None, None).value["data"]["members"][0]
    assert member["subscription"] == base64.b64encode(b"Subscription").decode()


def test_connect_group_keeps_member_metadata_as_bytes(offsets_records):
    rec, expected = next((r, e) for r, e in zip(offsets_records, OFFSETS,
                                                strict=True) if e["about"].startswith("connect"))
    assert dumps(decode_offsets(rec, None, None).value["data"]) == expected["value_data"]


@pytest.fixture(scope="module")
def txn_records():
    found = records_of(TXN_LOG)
    assert [base64.b64encode(r.key).decode() for r in found] == [e["key"] for e in TXN]
    return found


@pytest.mark.parametrize("index", range(len(TXN)), ids=[e["about"] for e in TXN])
def test_transaction_record_decodes_to_what_was_encoded(txn_records, index):
    expected = TXN[index]
    decoded = decode_transaction_log(txn_records[index], None, None)
    assert decoded.error is None
    assert dumps(decoded.key["data"]) == expected["key_data"]
    assert decoded.key_text == f'{{"type":"0","data":{expected["key_data"]}}}'
    if expected["value"] is None:
        assert decoded.value is None and decoded.value_text == DELETE
    else:
        assert dumps(decoded.value["data"]) == expected["value_data"]
        assert decoded.value_text == f'{{"version":"{expected["value_version"]}","data":{expected["value_printed"]}}}'


def test_transaction_state_is_named():
    states = {json.loads(e["key_data"])["transactionalId"]: e for e in TXN if e["value"] is not None}
    assert len(states) > 8
    for rec in records_of(TXN_LOG):
        decoded = decode_transaction_log(rec, None, None)
        if decoded.value is not None and decoded.key["data"]["transactionalId"].startswith("tx-") \
                and decoded.key["data"]["transactionalId"] != "tx-v2":
            assert decoded.value["state"] == decoded.key["data"]["transactionalId"][3:]


def test_unknown_transaction_record_type():
    """As Kafka 4.3's DumpLogSegmentsTest: an unknown type is reported and skipped."""
    decoded = decode_transaction_log(record(struct.pack(">h", 32767), None), None, None)
    assert decoded.key_text == "Unknown record type 32767 at offset 0, skipping."
    assert decoded.value_text is None and decoded.error is None


@pytest.mark.parametrize("status, printed", [(4, '"CompleteCommit"'), (7, '"PrepareEpochFence"'), (6, '"Dead"'),
                                             (9, '"9"'), (0xC8, '"-56"')])
def test_transaction_state_prints_as_kafka_44_prints_it(txn_records, status, printed):
    """Kafka 4.4's DumpLogSegments prints TransactionStatus by TransactionState's name, and a number no state has
    as text (a Java byte: 0xC8 is -56); it does not fail on it. ``dump --json`` keeps the converter's number."""
    rec = txn_records[1]
    value = bytearray(rec.value)
    value[2 + 8 + 2 + 4] = status  # TransactionStatus after version, producer id, epoch, timeout
    decoded = decode_transaction_log(record(rec.key, bytes(value), rec.offset), "x.log", 3)
    assert decoded.error is None
    assert f'"transactionTimeoutMs":60000,"transactionStatus":{printed},"transactionPartitions"' in decoded.value_text
    assert decoded.value["data"]["transactionStatus"] == struct.unpack("b", bytes([status]))[0]
    assert decoded.value["state"] == (None if printed[1:-1].lstrip("-").isdigit() else printed[1:-1])


@pytest.mark.parametrize("directory, expected", [
    ("/data/__consumer_offsets-17/00000000000000000000.log", "offsets"),
    ("__transaction_state-0/00000000000000000000.log", "transaction-log"),
    ("/data/orders-0/00000000000000000000.log", None),
    ("/data/__consumer_offsets/00000000000000000000.log", None),
])
def test_decoder_is_picked_by_partition_directory(directory, expected):
    assert decoder_for(directory) == expected


@pytest.mark.parametrize("record_type", [9, 18, 24, -1])
def test_types_kafka_43_does_not_know_are_skipped(record_type):
    """9 (Kafka 4.0's ShareGroupPartitionMetadata) and 18 (never released) are unknown to Kafka 4.1-4.3."""
    decoded = decode_offsets(record(struct.pack(">h", record_type) + b"\x00\x01g", b"\x00\x00\x00"), "x.log", 0)
    assert decoded.key_text == f"Unknown record type {record_type} at offset 0, skipping."
    assert decoded.error is None and decoded.value is None


def test_type_0_value_above_version_0_is_an_error(offsets_records):
    """Kafka 4.1+ reads type 0's value as LegacyOffsetCommitValue, version 0 only."""
    rec = next(r for r, e in zip(offsets_records, OFFSETS, strict=True) if e["key_type"] == 0)
    decoded = decode_offsets(record(rec.key, struct.pack(">h", 1) + rec.value[2:]), "x.log", 0)
    assert decoded.error is not None and "value version 1 of record type 0" in decoded.error.reason


def test_every_record_type_of_kafka_43_is_in_the_fixture():
    assert {e["key_type"] for e in OFFSETS} == set(range(24)) - {9, 18}


def test_consumer_group_value_version_above_zero_is_an_error(offsets_records):
    rec = next(r for r, e in zip(offsets_records, OFFSETS,
                                 strict=True) if e["key_type"] == 3 and e["value"] is not None)
    decoded = decode_offsets(record(rec.key, struct.pack(">h", 1) + rec.value[2:]), "x.log", 0)
    assert decoded.error is not None and "value version 1 of record type 3" in decoded.error.reason


def test_the_cases_of_kafkas_transaction_log_test(txn_records):
    """Kafka 4.4's DumpLogSegmentsTest lines (transactionStatus by name); TransactionLogTest's value with unknown
    tagged fields reads as Kafka reads it."""
    cases = [(r, e) for r, e in zip(txn_records, TXN, strict=True) if e["dls_key"] is not None]
    assert len(cases) == 3
    for rec, expected in cases:
        decoded = decode_transaction_log(rec, None, None)
        assert (decoded.key_text, decoded.value_text) == (expected["dls_key"], expected["dls_value"])
    future = next(r for r, e in zip(txn_records, TXN, strict=True) if "unknown tagged fields" in e["about"])
    assert decode_transaction_log(future, None, None).value_text == (
        '{"version":"1","data":{"producerId":1000,"producerEpoch":100,"transactionTimeoutMs":1000,'
        '"transactionStatus":"CompleteCommit","transactionPartitions":[{"topic":"topic","partitionIds":[1]}],'
        '"transactionLastUpdateTimestampMs":2000,"transactionStartTimestampMs":3000}}')


def test_kafka_44_transaction_log_message_formatter_line():
    """Kafka 4.4's TransactionLogMessageFormatterTest: TransactionLogValue v1 (producer 100, epoch 50, timeout 500,
    status 4, no partitions, timestamps 1000/750) prints ``"transactionStatus":"CompleteCommit"`` (4.3: ``4``); the
    bytes built here from 4.4's TransactionLogValue.json, as that test's TransactionLogValue writes them."""
    value = (struct.pack(">hqhib", 1, 100, 50, 500, 4) + b"\x01"  # version 1, …, a compact array of 0 partitions
             + struct.pack(">qq", 1000, 750) + b"\x00")  # timestamps, no tagged fields
    decoded = decode_transaction_log(record(TXN_KEY, value), None, None)
    assert decoded.value_text == (
        '{"version":"1","data":{"producerId":100,"producerEpoch":50,"transactionTimeoutMs":500,'
        '"transactionStatus":"CompleteCommit","transactionPartitions":[],"transactionLastUpdateTimestampMs":1000,'
        '"transactionStartTimestampMs":750}}')


def test_a_null_non_nullable_array_is_not_read_as_empty():
    """A subscription whose topic count is -1: Kafka's reader fails, so DumpLogSegments keeps the bytes."""
    from pyspark_udfs.topics.decoders import consumer_protocol

    null_topics = base64.b64encode(struct.pack(">hi", 0, -1) + struct.pack(">i", -1)).decode()
    assert consumer_protocol(null_topics, False) == null_topics
    empty_topics = base64.b64encode(struct.pack(">hi", 0, 0) + struct.pack(">i", -1)).decode()
    assert consumer_protocol(empty_topics, False) == {"topics": [], "userData": None}


GROUP_KEY = struct.pack(">h", 3) + b"\x00\x03foo"  # ConsumerGroupMetadataKey("foo"), type-prefixed as Kafka writes it
TXN_KEY = struct.pack(">h", 0) + b"\x00\x05txnId"  # TransactionLogKey("txnId")


@pytest.mark.parametrize("decode, key, value", [
    (decode_offsets, struct.pack(">h", 255) + bytes(62), bytes(64)),
    (decode_transaction_log, struct.pack(">h", 255) + bytes(62), bytes(64)),
], ids=["offsets", "transaction-log"])
def test_serde_tests_invalid_record_type(decode, key, value):
    """Kafka 4.3's *CoordinatorRecordSerdeTest.testDeserializeWithInvalidRecordType: type 255 is unknown."""
    decoded = decode(record(key, value), "x.log", 0)
    assert decoded.error is None and decoded.key_text == "Unknown record type 255 at offset 0, skipping."


@pytest.mark.parametrize("decode, key, value", [
    (decode_offsets, b"", bytes(64)),  # testDeserializeWithKeyEmptyBuffer
    (decode_offsets, GROUP_KEY, b""),  # testDeserializeWithValueEmptyBuffer
    (decode_offsets, struct.pack(">h", 3), struct.pack(">h", 0)),  # testDeserializeWithInvalidKeyBytes
    (decode_offsets, GROUP_KEY, struct.pack(">h", 0)),  # testDeserializeWithInvalidValueBytes
    (decode_offsets, GROUP_KEY, struct.pack(">h", 1)),  # testDeserializeWithInvalidValueVersion: highest + 1
    (decode_offsets, GROUP_KEY, struct.pack(">h", -1)),  # testDeserializeWithInvalidValueVersion: lowest - 1
    (decode_transaction_log, b"", bytes(64)),
    (decode_transaction_log, TXN_KEY, b""),
    (decode_transaction_log, struct.pack(">h", 0), struct.pack(">h", 0)),
    (decode_transaction_log, TXN_KEY, struct.pack(">h", 0)),
])
def test_serde_tests_failures_are_errors(decode, key, value):
    """The failures of Kafka 4.3's GroupCoordinatorRecordSerdeTest and TransactionCoordinatorRecordSerdeTest
    (bytes as those tests build them) are errors naming file and position; the line says what Kafka's says."""
    decoded = decode(record(key, value), "x.log", 31)
    assert decoded.error is not None and (decoded.error.file, decoded.error.position) == ("x.log", 31)
    assert decoded.key_text.startswith("Error at offset 0, skipping. ")


def test_dump_log_segments_test_parsing_error_is_swallowed_and_reported():
    """Kafka 4.3's DumpLogSegmentsTest.testOffsetsMessageParser: a ConsumerGroupMetadataKey with the bytes of a
    default ConsumerGroupMemberMetadataValue v0 (null instance and rack ids, empty client id, host and topics,
    null regex, rebalance timeout -1, null assignor, no tags) is an error Kafka prints as ``Error at offset 0``."""
    member_value = struct.pack(">h", 0) + b"\x00\x00\x01\x01\x01\x00" + struct.pack(">i", -1) + b"\x00\x00"
    decoded = decode_offsets(record(struct.pack(">h", 3) + b"\x00\x05group", member_value), "x.log", 0)
    assert decoded.error is not None and decoded.value_text is None
    assert decoded.key_text.startswith("Error at offset 0, skipping. ")


def test_a_kafka_40_share_group_metadata_value_is_an_error_as_in_kafka_41():
    """Kafka 4.0's ShareGroupMetadataValue v0 is Epoch and tagged fields (bytes by hand from 4.0's definition);
    4.1 added MetadataHash to version 0 in place, so Kafka 4.1-4.3 cannot read it, and neither do we."""
    key = struct.pack(">h", 11) + b"\x00\x09share-app"
    decoded = decode_offsets(record(key, struct.pack(">hi", 0, 2) + b"\x00"), "x.log", 0)
    assert decoded.error is not None and decoded.key_text.startswith("Error at offset 0, skipping. ")
