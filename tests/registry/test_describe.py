"""``kafka-ksy describe`` on a data directory holding a schema registry's ``_schemas`` topic: the subject
versions the registry's replay leaves (tests/golden/registry/make_records.py writes the store records, by
hand from the registry's classes), and the schema ids each topic's records name (their framing bytes, written
by confluent-kafka's serializers: tests/fixtures/registry/records.tsv)."""
from __future__ import annotations

import json
import shutil
import struct

import pytest

from tests.registry.test_read_table import DATA
from tests.support.damage import refresh_v2_crc
from tests.topics.test_cli import run

SUBJECTS = [  # (subject, version, id, type, soft-deleted): legacy-value 1 is hard-deleted (a tombstone)
    ("clicks-copy-value", 1, 7, "JSON", False), ("clicks-value", 1, 7, "JSON", False),
    ("customer", 1, 3, "AVRO", False), ("orders-value", 1, 1, "AVRO", True), ("orders-value", 2, 2, "AVRO", False),
    ("payments-key", 1, 5, "AVRO", False), ("payments-value", 1, 4, "AVRO", False),
    ("ship/party.proto", 1, 8, "PROTOBUF", False), ("shipments-value", 1, 9, "PROTOBUF", False),
]


def test_text_lists_the_registry_and_the_ids_each_topic_names():
    code, out, err = run("describe", str(DATA))
    assert code == 0, err
    assert "  schema registry (_schemas, 9 subject versions):" in out
    assert "    orders-value version 1: id 1, AVRO, soft-deleted" in out
    assert "    payments-value version 1: id 4, AVRO, references customer version 1" in out
    assert "legacy-value" not in out
    orders = out[out.index("orders-0: topic orders"):]
    # offsets 0, 1, 5 (id framing), 8 (GUID framing), 9 (GUID header) name id 1; 2 names id 2; 4 names 999;
    # 6 is JSON with no framing; 7 is two bytes of a truncated framing; 3 is a tombstone
    assert ("  schemas its records name (the first 1000 records of each segment: 10 records):\n"
            "    keys: no schema named; 10 records without framing\n"
            "    values: schema id 1 (5 records), schema id 2 (1 record), schema id 999 (not in the schemas "
            "read, 1 record); 1 record without framing; 1 record with a broken framing\n") in orders
    payments = out[out.index("payments-0: topic payments"):]
    assert "    keys: schema id 5 (2 records)\n    values: schema id 4 (2 records)\n" in payments
    legacy = out[out.index("legacy-0: topic legacy"):]
    assert "    values: schema id 6 (not in the schemas read, 1 record)\n" in legacy  # hard-deleted
    schemas = out[out.index("_schemas-0: topic _schemas"):]
    assert "schemas its records name" not in schemas.split("\n\n")[0]


def test_json_lists_subjects_and_ids_per_partition():
    code, out, err = run("describe", "--json", str(DATA))
    assert code == 0, err
    objects = [json.loads(line) for line in out.splitlines()]
    registry = objects[0]["schema_registry"]
    assert registry["topic"] == "_schemas"
    assert [(s["subject"], s["version"], s["id"], s["schema_type"], s["deleted"])
            for s in registry["subjects"]] == SUBJECTS
    assert registry["subjects"][6]["references"] == [
        {"name": "com.example.Customer", "subject": "customer", "version": 1}]
    partitions = {o["topic"]: o for o in objects[1:]}
    values = partitions["orders"]["schema_use"]["values"]
    assert [(s["id"], s["in_store"], s["records"], s["framings"]) for s in values["schemas"]] == [
        (1, True, 5, ["confluent", "confluent-guid", "confluent-header"]), (2, True, 1, ["confluent"]),
        (999, False, 1, ["confluent"])]
    assert (values["unframed"], values["broken"]) == (1, 1)
    assert partitions["shipments"]["schema_use"]["values"]["schemas"][0]["id"] == 9
    assert partitions["_schemas"]["schema_use"] is None


def test_the_sample_bounds_the_records_read():
    code, out, _ = run("describe", "--json", "--schema-sample", "2", str(DATA))
    orders = next(o for o in map(json.loads, out.splitlines()) if o.get("topic") == "orders")
    assert orders["schema_use"]["records"] == 2 and orders["schema_use"]["sample"] == 2
    assert [(s["id"], s["records"]) for s in orders["schema_use"]["values"]["schemas"]] == [(1, 2)]
    code, out, _ = run("describe", "--schema-sample", "0", str(DATA))
    assert code == 0 and "schemas its records name (every record: 10 records):" in out
    with pytest.raises(SystemExit) as usage:  # a usage error, exit status 2
        run("describe", "--schema-sample", "-1", str(DATA))
    assert usage.value.code == 2


def test_without_a_store_topic_nothing_is_said_of_schemas(tmp_path):
    shutil.copytree(DATA / "orders-0", tmp_path / "orders-0")
    code, out, err = run("describe", "--json", str(tmp_path))
    objects = [json.loads(line) for line in out.splitlines()]
    assert code == 0, err
    assert objects[0]["schema_registry"] is None and objects[1]["schema_use"] is None


def test_a_store_record_the_registry_refuses_is_a_problem(tmp_path):
    """A SCHEMA value without an integer ``id`` (its batch's CRC made right again: the bytes are what a
    broker would hold) is skipped, as the registry skips it, and is a problem naming the store's directory."""
    shutil.copytree(DATA, tmp_path / "kafka-logs")
    store = tmp_path / "kafka-logs" / "_schemas-0" / "00000000000000000000.log"
    data = store.read_bytes()
    at = data.index(b'{"subject":"clicks-copy-value","version":1,"id":7')
    data = data[:at] + data[at:].replace(b'"id":7', b'"xd":7', 1)
    start = 0
    while start + 12 + struct.unpack_from(">i", data, start + 8)[0] <= at:  # the batch holding the edit
        start += 12 + struct.unpack_from(">i", data, start + 8)[0]
    store.write_bytes(refresh_v2_crc(data, start))
    code, out, err = run("describe", str(tmp_path / "kafka-logs"))
    assert code == 1
    assert "schema registry (_schemas, 8 subject versions)" in out and "clicks-copy-value" not in out
    assert "_schemas-0: schema registry record at offset 11 is skipped, as the registry skips it: " \
           "'id' is not an integer: None" in err
    assert "Traceback" not in err
