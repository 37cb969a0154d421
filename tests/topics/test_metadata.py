"""__cluster_metadata records: every type and version Kafka 4.4 writes, encoded from its message definition by
kafka-clients' Schema/Struct in MetadataRecordSerde's frame (tests/golden/internal/MetadataRecords.java)."""
from __future__ import annotations

import base64
import json
import shutil

import pytest

from pyspark_udfs.format.model import Record
from pyspark_udfs.topics.decoders import decode_cluster_metadata
from pyspark_udfs.topics.messages import dumps
from tests.conftest import GOLDEN, read_jsonl
from tests.topics.test_cli import record_lines, run

INTERNAL = GOLDEN / "internal"
EXPECTED = read_jsonl(INTERNAL / "cluster-metadata.values.jsonl")
# Kafka's converters write fields in definition order; tagged fields come last in the bytes, and these
# definitions put a tagged field before others (or tags out of number order), so their text order differs.
TAGS_OUT_OF_DEFINITION_ORDER = {("PartitionRecord", 0), ("PartitionRecord", 1), ("PartitionRecord", 2),
                                ("PartitionChangeRecord", 2)}


def record(value: bytes | None, offset: int = 0) -> Record:
    return Record(offset=offset, timestamp=0, timestamp_type="CreateTime", key=None, value=value)


def test_every_type_and_version_of_kafka_44_is_covered():
    types = {(e["api_key"], e["version"]) for e in EXPECTED}
    assert {key for key, _ in types} == set(range(30)) - {6, 13, 16}
    assert {(0, v) for v in range(5)} | {(3, v) for v in range(3)} | {(5, v) for v in range(3)} \
        | {(17, v) for v in range(4)} <= types


@pytest.mark.parametrize("expected", EXPECTED, ids=[f"{e['offset']}-{e['message']}-v{e['version']}" for e in EXPECTED])
def test_record_decodes_to_what_was_encoded(expected):
    decoded = decode_cluster_metadata(record(base64.b64decode(expected["value"]), expected["offset"]), None, None)
    assert decoded.error is None
    assert (decoded.value["type"], decoded.value["version"]) == (expected["type"], expected["version"])
    assert decoded.value["data"] == json.loads(expected["data"])
    if (expected["message"], expected["version"]) not in TAGS_OUT_OF_DEFINITION_ORDER:
        assert decoded.value_text == (f'{{"type":"{expected["type"]}","version":{expected["version"]},'
                                      f'"data":{expected["data"]}}}')


TOPIC = next(e for e in EXPECTED if e["message"] == "TopicRecord")


@pytest.mark.parametrize("edit, reason", [
    (lambda v: b"\x00" + v[1:], "unknown frame version 0"),
    (lambda v: v[:1] + b"\x06" + v[2:], "unknown metadata record type 6"),
    (lambda v: v[:2] + b"\x01" + v[3:], "version 1 of TOPIC_RECORD is unknown"),
    (lambda v: v + b"\x00\x00", "found 2 byte(s) of garbage after TOPIC_RECORD"),
    (lambda v: v[:8], "does not parse"),
])
def test_records_kafka_refuses_are_errors(edit, reason):
    decoded = decode_cluster_metadata(record(edit(base64.b64decode(TOPIC["value"])), 7), "m.log", 40)
    assert decoded.error is not None and reason in decoded.error.reason
    assert (decoded.error.file, decoded.error.position) == ("m.log", 40)
    assert decoded.value_text.startswith("Error at 7, skipping. ")


def test_unregister_controller_record_prints_as_kafka_44_prints_it():
    """UnregisterControllerRecord (29, Kafka 4.4, KIP-1312), by hand from 4.4's UnregisterControllerRecord.json: frame
    1, api key 29, version 0, ControllerId 1, no tagged fields; DumpLogSegments prints it with its type's name
    (MetadataRecordType.UNREGISTER_CONTROLLER_RECORD). A version above 0 and type 30 are refused as 4.4 refuses them."""
    decoded = decode_cluster_metadata(record(bytes([1, 29, 0, 0, 0, 0, 1, 0]), 3), "m.log", 0)
    assert decoded.error is None
    assert decoded.value_text == '{"type":"UNREGISTER_CONTROLLER_RECORD","version":0,"data":{"controllerId":1}}'
    newer = decode_cluster_metadata(record(bytes([1, 29, 1, 0, 0, 0, 1, 0]), 3), "m.log", 0)
    assert "version 1 of UNREGISTER_CONTROLLER_RECORD is unknown to Kafka 4.4" in newer.error.reason
    unknown = decode_cluster_metadata(record(bytes([1, 30, 0, 0]), 3), "m.log", 0)
    assert "unknown metadata record type 30" in unknown.error.reason
    assert unknown.value_text.startswith("Error at 3, skipping. ")


def test_null_value_is_an_error():
    assert "null value" in decode_cluster_metadata(record(None), "m.log", 0).error.reason


def test_dump_picks_the_decoder_in_a_cluster_metadata_directory(tmp_path):
    directory = tmp_path / "__cluster_metadata-0"
    directory.mkdir()
    shutil.copy(INTERNAL / "cluster-metadata.log", directory / "00000000000000000000.log")
    code, out, err = run("dump", "--print-data-log", str(directory / "00000000000000000000.log"))
    assert code == 0, err
    lines = record_lines(out)
    # the log's first record is the LeaderChangeMessage MemoryRecordsBuilder writes; Kafka 4.1+ prints its JSON
    assert lines[0].endswith(' LeaderChange: {"version":0,"leaderId":1000,"voters":[{"voterId":1000}],'
                             '"grantingVoters":[{"voterId":1000}]}')
    data = [line for line in lines[1:]]
    assert len(data) == len(EXPECTED)
    first = EXPECTED[0]
    assert data[0].endswith(f' payload: {{"type":"{first["type"]}","version":0,"data":{first["data"]}}}')
    assert " key: " not in data[0]
    _, asked, _ = run("dump", "--cluster-metadata-decoder", str(INTERNAL / "cluster-metadata.log"))
    assert record_lines(asked) == lines
    unregister = [(line, e) for line, e in zip(data, EXPECTED,
                                               strict=True) if e["type"] == "UNREGISTER_CONTROLLER_RECORD"]
    assert len(unregister) == 2  # Kafka 4.4's type 29, two synthesized values
    for line, e in unregister:
        assert line.endswith(f' payload: {{"type":"UNREGISTER_CONTROLLER_RECORD","version":0,"data":{e["data"]}}}')


def test_kraft_snapshot_dumps_between_header_and_footer():
    path = INTERNAL / "00000000000000000009-0000000003.checkpoint"
    code, out, err = run("dump", "--cluster-metadata-decoder", str(path))
    assert code == 0, err
    lines = record_lines(out)
    assert " SnapshotHeader {\"version\":0,\"lastContainedLogTimestamp\":1700000000008}" in lines[0]
    assert lines[-1].endswith(" SnapshotFooter {\"version\":0}")
    assert [line.split(" payload: ")[1] for line in lines[1:-1]] == [
        dumps({"type": e["type"], "version": e["version"], "data": json.loads(e["data"])}) for e in EXPECTED[:8]]


def test_kraft_snapshot_names_its_end_offset_and_epoch(tmp_path):
    """DumpLogSegments prints `Snapshot end offset: N, epoch: E` (its test: "Snapshot end offset: 0, epoch: 0")."""
    _, out, _ = run("dump", str(INTERNAL / "00000000000000000009-0000000003.checkpoint"))
    assert out.splitlines()[1] == "Snapshot end offset: 9, epoch: 3"
    bootstrap = tmp_path / "bootstrap.checkpoint"
    shutil.copy(INTERNAL / "00000000000000000009-0000000003.checkpoint", bootstrap)
    assert run("dump", str(bootstrap))[1].splitlines()[1] == "KRaft bootstrap snapshot"
