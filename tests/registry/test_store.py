"""The schemas rebuilt from ``_schemas`` as Confluent Schema Registry's KafkaStore replays it: the
fixture topic (tests/golden/registry/make_records.py) read with the package's reader in both builds,
and the replay's rules record by record."""
from __future__ import annotations

import base64
import hashlib
import json
import uuid

import pytest

from pyspark_udfs.registry.store import AVRO, JSON, PROTOBUF, Reference, SchemaStore, schema_guid
from tests.conftest import ROOT
from tests.tables.test_discovery import backends

STORE = ROOT / "tests" / "fixtures" / "registry" / "kafka-logs" / "_schemas-0"


def key(keytype: str, **fields) -> bytes:
    return json.dumps({"keytype": keytype, **fields, "magic": 1 if keytype == "SCHEMA" else 0}).encode()


def value(subject: str, version: int, schema_id: int, deleted: bool = False, **extra) -> bytes:
    return json.dumps({"subject": subject, "version": version, "id": schema_id, **extra,
                       "schema": '"string"', "deleted": deleted}).encode()


@pytest.mark.parametrize("choice", backends())
def test_the_fixture_store_read_with_the_packages_reader(choice):
    store = SchemaStore.from_log(STORE, backend=choice)
    assert store.topic == "_schemas" and store.problems == []
    listed = {(s.subject, s.version): (s.id, s.schema_type, s.deleted) for s in store.versions.values()}
    assert listed == {
        ("orders-value", 1): (1, AVRO, True),  # soft-deleted: still there
        ("orders-value", 2): (2, AVRO, False),  # no schemaType written: Avro
        ("customer", 1): (3, AVRO, False), ("payments-value", 1): (4, AVRO, False),
        ("payments-key", 1): (5, AVRO, False),
        ("clicks-value", 1): (7, JSON, False), ("clicks-copy-value", 1): (7, JSON, False),
        ("ship/party.proto", 1): (8, PROTOBUF, False), ("shipments-value", 1): (9, PROTOBUF, False),
    }  # legacy-value 1 (id 6): hard-deleted by a tombstone
    assert store.by_id(6) is None and store.by_id(1).subject == "orders-value"
    assert store.version("payments-value", 1).references == (Reference("com.example.Customer", "customer", 1),)


def test_replay_rules():
    store = SchemaStore.from_records([
        (0, key("NOOP"), None),
        (1, key("SCHEMA", subject="a", version=1), value("a", 1, 10)),
        (2, key("SCHEMA", subject="a", version=2), value("a", 2, 11)),
        (3, key("SCHEMA", subject="b", version=1), value("b", 1, 10)),  # same content, same id
        (4, key("DELETE_SUBJECT", subject="a"), json.dumps({"subject": "a", "version": 1}).encode()),
        (5, key("SCHEMA", subject="c", version=1), value("c", 1, 12, deleted=True)),
        (6, key("CLEAR_SUBJECT", subject="c"), json.dumps({"subject": "c"}).encode()),
        (7, key("SCHEMA", subject="b", version=1), None),  # hard delete of b 1; a 1 still holds id 10
        (8, b"not json", b"{}"),
        (9, key("SURPRISE"), b"{}"),
        (10, key("SCHEMA", subject="d", version=1), b'{"subject": "d"}'),
        (11, key("CONFIG", subject="a"), b'{"compatibilityLevel": "NONE"}'),
        (12, key("SCHEMA", subject="a", version=2), value("a", 2, 11, schemaType="JSON")),  # last value wins
    ])
    assert {(s.subject, s.version): (s.id, s.deleted, s.schema_type) for s in store.versions.values()} == {
        ("a", 1): (10, True, AVRO), ("a", 2): (11, False, JSON)}
    assert store.by_id(10).subject == "a" and store.by_id(12) is None
    assert [(p.offset, p.reason.split(":")[0]) for p in store.problems] == [
        (8, "key is not JSON"), (9, "unknown keytype 'SURPRISE'"), (10, "'schema' is not a string")]


def test_guid_as_the_registry_derives_it():
    # Schema.updateHash: the text, then each reference's name, subject and version (int32, big-endian).
    digest = hashlib.md5(b'{"type":"record"}' + b"com.example.Customer" + b"customer" + b"\x00\x00\x00\x03")
    refs = [Reference("com.example.Customer", "customer", 3)]
    assert schema_guid('{"type":"record"}', refs) == uuid.UUID(digest.hexdigest())
    stored = "ASNFZ4mrze8BI0VniavN7w=="  # the value's md5 field, when the registry wrote one
    assert schema_guid("anything", (), stored) == uuid.UUID("01234567-89ab-cdef-0123-456789abcdef")
    assert schema_guid("with metadata", (), None, extras=True) is None



def test_no_guid_is_made_up_for_a_value_with_metadata_even_empty():
    """Schema.updateHash (confluentinc/schema-registry) hashes a byte 1 and the metadata whenever the
    metadata is not null: an empty ``{}`` changes the GUID as a full one does, and is not rebuilt here."""
    text = '{"type":"record"}'
    md5 = "ASNFZ4mrze8BI0VniavN7w=="  # the value's md5 field
    records = [(i, key("SCHEMA", subject=f"s{i}", version=1),
                json.dumps({"subject": f"s{i}", "version": 1, "id": i, "schema": text, **extra}).encode())
               for i, extra in enumerate([{}, {"metadata": {}}, {"ruleSet": {}}, {"metadata": {}, "md5": md5}])]
    store = SchemaStore.from_records(records)
    assert [store.version(f"s{i}", 1).guid for i in range(4)] == [
        uuid.UUID(hashlib.md5(text.encode()).hexdigest()), None, None, uuid.UUID(bytes=base64.b64decode(md5))]


def test_a_directory_of_schema_files(tmp_path):
    (tmp_path / "4.avsc").write_text('{"type": "record", "name": "R", "fields": [{"name": "x", "type": "int"}]}')
    (tmp_path / "orders-value").mkdir()
    (tmp_path / "orders-value" / "2-9.json").write_text('{"type": "object"}')
    (tmp_path / "README.txt").write_text("ignored")
    store = SchemaStore.from_directory(tmp_path)
    assert (store.by_id(4).schema_type, store.by_id(9).subject, store.by_id(9).version) == (AVRO, "orders-value", 2)
    assert store.by_guid(schema_guid((tmp_path / "4.avsc").read_text(), ())).id == 4
    (tmp_path / "x.avsc").write_text("{}")
    with pytest.raises(ValueError, match=r"x\.avsc: a schema file is named <id>\.avsc"):
        SchemaStore.from_directory(tmp_path)
