"""KRaft control record values (types 2-6) against what kafka-clients 3.9.1 wrote and printed."""
from __future__ import annotations

import base64

import pytest

from pyspark_udfs.errors import CorruptBatchError
from pyspark_udfs.format.model import Record
from pyspark_udfs.reading.scan import scan
from pyspark_udfs.reading.segment import LogSegment
from pyspark_udfs.topics.control import control_text, decode_control_value
from pyspark_udfs.topics.messages import dumps
from tests.conftest import GOLDEN, read_jsonl

LOG = GOLDEN / "internal" / "kraft-control.log"
EXPECTED = read_jsonl(GOLDEN / "internal" / "kraft-control.values.jsonl")


def control_records() -> list[Record]:
    with LogSegment(str(LOG)) as segment:
        return [event for event in scan(segment, strict=True) if isinstance(event, Record)]


def test_every_control_record_of_the_fixture_is_expected():
    records = control_records()
    assert [r.offset for r in records] == [e["offset"] for e in EXPECTED]
    assert [(r.control.type, r.control.type_id) for r in records] == \
        [(e["control_type"], e["control_type_id"]) for e in EXPECTED]
    assert [base64.b64encode(r.value).decode() for r in records] == [e["value"] for e in EXPECTED]


@pytest.mark.parametrize("expected", EXPECTED, ids=[f"{e['offset']}-{e['control_type']}" for e in EXPECTED])
def test_value_decodes_to_kafkas_json(expected):
    """The spec's parse, printed, is the text of Kafka's JsonConverter for the message."""
    value = base64.b64decode(expected["value"])
    assert dumps(decode_control_value(expected["control_type_id"], value)) == expected["json"]


@pytest.mark.parametrize("expected", EXPECTED, ids=[f"{e['offset']}-{e['control_type']}" for e in EXPECTED])
def test_dump_text_is_what_dump_log_segments_prints(expected):
    """Types 2-6 print their JSON as Kafka 4.3 does (a LEADER_CHANGE at version 1, which 4.3 cannot read at
    version 0, prints the JSON of the version it carries)."""
    type_id = expected["control_type_id"]
    text = control_text(type_id, decode_control_value(type_id, base64.b64decode(expected["value"])))
    if expected["dls_control"] is None:
        assert text == f" LeaderChange: {expected['json']}"
    else:
        assert text == expected["dls_control"]


@pytest.mark.parametrize("cut", [1, 3, 9])
def test_truncated_value_is_an_error_naming_file_and_position(cut):
    voters = next(e for e in EXPECTED if e["control_type"] == "KRAFT_VOTERS")
    value = base64.b64decode(voters["value"])[:cut]
    with pytest.raises(CorruptBatchError) as caught:
        decode_control_value(6, value, "x.log", 123)
    assert caught.value.file == "x.log" and caught.value.position == 123
    assert "control record value (type 6)" in caught.value.reason


def test_abort_and_commit_values_are_transaction_markers():
    """The markers Kafka's MemoryRecords.withEndTransactionMarker wrote into v2-transactional.log (coordinator
    epoch 7, tests/golden/README.md) read through the control value spec's ABORT/COMMIT cases."""
    from kaitaistruct import BytesIO, KaitaiStream
    from pyspark_udfs.generated.kafka_control_record_value import KafkaControlRecordValue
    from pyspark_udfs.generated.kafka_record_batch import KafkaRecordBatch

    with LogSegment(str(GOLDEN / "v2-transactional.log")) as segment:
        markers = [e for e in scan(segment, strict=True) if isinstance(e, Record) and e.control is not None]
    assert [m.control.type for m in markers] == ["COMMIT", "ABORT"]
    for marker in markers:
        kind = KafkaRecordBatch.ControlRecordType(marker.control.type_id)
        body = KafkaControlRecordValue(kind, KaitaiStream(BytesIO(marker.value))).body
        assert (body.version, body.coordinator_epoch) == (0, 7)
