"""Values framed by confluent-kafka's own AvroSerializer (mock registry) decoded with the schemas it
registered, rendered as JSON by the rules of docs/registry.md (expected texts written by hand)."""
from __future__ import annotations

import datetime
import decimal
import json
import uuid

import pytest

from pyspark_udfs.registry.decoders import DecodeError, RegistryDecoder
from pyspark_udfs.registry.store import Reference, RegisteredSchema, SchemaStore

pytest.importorskip("fastavro")
registry = pytest.importorskip("confluent_kafka.schema_registry")
from confluent_kafka.schema_registry.avro import AvroSerializer  # noqa: E402
from confluent_kafka.serialization import MessageField, SerializationContext  # noqa: E402

LOGICAL = {"type": "record", "name": "Everything", "fields": [
    {"name": "day", "type": {"type": "int", "logicalType": "date"}},
    {"name": "at", "type": {"type": "long", "logicalType": "timestamp-micros"}},
    {"name": "clock", "type": {"type": "int", "logicalType": "time-millis"}},
    {"name": "id", "type": {"type": "string", "logicalType": "uuid"}},
    {"name": "price", "type": {"type": "fixed", "name": "Money", "size": 4, "logicalType": "decimal",
                               "precision": 8, "scale": 3}},
    {"name": "raw", "type": {"type": "fixed", "name": "Two", "size": 2}},
    {"name": "ratio", "type": "double"},
    {"name": "tags", "type": {"type": "map", "values": "long"}},
    {"name": "either", "type": ["null", "int", {"type": "record", "name": "Inner", "fields": [
        {"name": "s", "type": "string"}]}]},
]}


def serialized(value: dict) -> tuple[SchemaStore, bytes]:
    client = registry.SchemaRegistryClient.new_client({"url": "mock://decoders"})
    data = AvroSerializer(client, json.dumps(LOGICAL))(value, SerializationContext("t", MessageField.VALUE))
    registered = client.get_latest_version("t-value")
    store = SchemaStore([RegisteredSchema("t-value", 1, registered.schema_id, "AVRO", registered.schema.schema_str)])
    return store, data


def test_logical_types_unions_and_what_json_has_no_type_for():
    store, data = serialized({
        "day": datetime.date(2026, 2, 28), "at": datetime.datetime(2026, 2, 28, 23, 59, 59, 1, datetime.timezone.utc),
        "clock": datetime.time(7, 8, 9, 10000), "id": uuid.UUID("0f8fad5b-d9cb-469f-a165-70867728950e"),
        "price": decimal.Decimal("-12.345"), "raw": b"\x01\x02", "ratio": float("nan"), "tags": {"a": 1},
        "either": {"s": "inside"}})
    decoded = RegistryDecoder(store).decode(data, None, "value")
    assert decoded.schema_id == store.by_id(decoded.schema_id).id
    assert decoded.json == (
        '{"day":"2026-02-28","at":"2026-02-28T23:59:59.000001Z","clock":"07:08:09.010000",'
        '"id":"0f8fad5b-d9cb-469f-a165-70867728950e","price":"-12.345","raw":"AQI=","ratio":"NaN",'
        '"tags":{"a":1},"either":{"s":"inside"}}')


def test_bytes_that_do_not_match_and_bytes_left_over():
    store, data = serialized({
        "day": datetime.date(1970, 1, 1), "at": datetime.datetime(1970, 1, 1, tzinfo=datetime.timezone.utc),
        "clock": datetime.time(0), "id": uuid.UUID(int=0), "price": decimal.Decimal("0.000"), "raw": b"  ",
        "ratio": 1.5, "tags": {}, "either": None})
    decoder = RegistryDecoder(store)
    assert decoder.decode(data, None, "value").json == (  # no NaN: every other type by the same rules
        '{"day":"1970-01-01","at":"1970-01-01T00:00:00Z","clock":"00:00:00","id":"00000000-0000-0000-0000-000000000000",'
        '"price":"0.000","raw":"ICA=","ratio":1.5,"tags":{},"either":null}')
    with pytest.raises(DecodeError, match="1 bytes left after the Avro value"):
        decoder.decode(data + b"\x00", None, "value")
    with pytest.raises(DecodeError, match="bytes do not match schema id"):
        decoder.decode(data[:-3], None, "value")


def test_json_protobuf_and_unknown_schema_types():
    store = SchemaStore([RegisteredSchema("j", 1, 1, "JSON", "{}"), RegisteredSchema("p", 1, 2, "PROTOBUF", ""),
                         RegisteredSchema("x", 1, 3, "THRIFT", "")])
    decoder = RegistryDecoder(store)
    assert decoder.decode(b"\x00\x00\x00\x00\x01" + b'{"b": [1, 2.5, "\\u00e9"]}', None, "value").json == (
        '{"b":[1,2.5,"é"]}')
    with pytest.raises(DecodeError, match="bytes do not match schema id 1"):
        decoder.decode(b"\x00\x00\x00\x00\x01{", None, "value")
    with pytest.raises(DecodeError, match=r"message indexes \[1, 2\] name no message of registry-schema-2.proto"):
        decoder.decode(b"\x00\x00\x00\x00\x02\x04\x02\x04payload", None, "value")
    with pytest.raises(DecodeError, match="schemaType 'THRIFT'"):
        decoder.decode(b"\x00\x00\x00\x00\x03", None, "value")


def test_each_schema_is_parsed_once(monkeypatch):
    import fastavro

    store, data = serialized({
        "day": datetime.date(1970, 1, 1), "at": datetime.datetime(1970, 1, 1, tzinfo=datetime.timezone.utc),
        "clock": datetime.time(0), "id": uuid.UUID(int=0), "price": decimal.Decimal("0.000"), "raw": b"  ",
        "ratio": 1.5, "tags": {}, "either": 4})
    parsed = []
    real = fastavro.parse_schema
    monkeypatch.setattr(fastavro, "parse_schema", lambda *a, **k: parsed.append(1) or real(*a, **k))
    decoder = RegistryDecoder(store)
    assert {decoder.decode(data, None, "value").json for _ in range(5)} == {
        '{"day":"1970-01-01","at":"1970-01-01T00:00:00Z","clock":"00:00:00",'
        '"id":"00000000-0000-0000-0000-000000000000","price":"0.000","raw":"ICA=","ratio":1.5,"tags":{},"either":4}'}
    assert len(parsed) == 1


def test_references_that_are_missing_or_cycle():
    missing = SchemaStore([RegisteredSchema("a", 1, 1, "AVRO", '"string"', (Reference("X", "gone", 1),))])
    with pytest.raises(DecodeError, match="references subject 'gone' version 1, which is not in the schemas read"):
        RegistryDecoder(missing).decode(b"\x00\x00\x00\x00\x01\x02a", None, "value")
    record = '{"type": "record", "name": "%s", "fields": [{"name": "f", "type": ["null", "%s"]}]}'
    cycle = SchemaStore([RegisteredSchema("a", 1, 1, "AVRO", record % ("A", "B"), (Reference("B", "b", 1),)),
                         RegisteredSchema("b", 1, 2, "AVRO", record % ("B", "A"), (Reference("A", "a", 1),))])
    with pytest.raises(DecodeError, match="is not a valid Avro schema"):
        RegistryDecoder(cycle).decode(b"\x00\x00\x00\x00\x01\x00", None, "value")
