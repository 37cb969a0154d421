"""``decodeAs=struct``: the values of one Avro lineage as a typed Arrow struct column, ``valueStruct``, read
with the lineage's latest schema by Avro's schema resolution. The values are confluent-kafka's
AvroSerializer's (tests/fixtures/registry); what each reads as is written here by hand from the records
(records.tsv) and the Avro spec's resolution rules (a field the writer lacks takes the reader's default)."""
from __future__ import annotations

import datetime
import decimal
import json

import pytest

from pyspark_udfs import read_table
from pyspark_udfs.errors import KafkaLogError
from pyspark_udfs.tables.options import OptionError
from tests.registry.test_read_table import DATA
from tests.tables.test_discovery import backends, run

pa = pytest.importorskip("pyarrow")
pq = pytest.importorskip("pyarrow.parquet")
fastavro = pytest.importorskip("fastavro")

UTC = datetime.timezone.utc
ORDER = pa.struct([("id", pa.int64()), ("customer", pa.string()), ("amount", pa.decimal128(9, 2)),
                   ("placed", pa.timestamp("ms", tz="UTC")), ("note", pa.string()), ("tag", pa.binary()),
                   ("status", pa.string())])
"""orders-value version 2 (id 2), the lineage's latest: Avro's long, string, decimal(9, 2) bytes,
timestamp-millis, ["null", string], bytes, enum Status."""
ADA = {"id": 1, "customer": "Ada", "amount": decimal.Decimal("12.50"),
       "placed": datetime.datetime(2026, 1, 1, 9, 30, tzinfo=UTC), "note": "gift", "tag": b"\x00\xff",
       "status": "NEW"}  # written with version 1, which has no status: the reader's default, NEW
STRUCTS = {
    0: ADA,
    1: {"id": 2, "customer": "Bo", "amount": decimal.Decimal("-0.07"),
        "placed": datetime.datetime(2026, 1, 2, tzinfo=UTC), "note": None, "tag": b"", "status": "NEW"},
    2: {"id": 3, "customer": "Cy", "amount": decimal.Decimal("1000000.00"),
        "placed": datetime.datetime(2026, 1, 3, 12, 0, 0, 123000, tzinfo=UTC), "note": "rush", "tag": b"hi",
        "status": "PAID"},  # written with version 2
    3: None, 4: None, 5: None, 6: None, 7: None,  # a tombstone, then values that do not decode at all
    8: ADA, 9: ADA,  # the same bytes, named by GUID (prefix, then header)
}


def structs(table) -> dict[int, object]:
    rows = table.to_pylist()
    return {row["offset"]: (None if row["valueStruct"] is None
                            else dict(row["valueStruct"], placed=row["valueStruct"]["placed"].astimezone(UTC)))
            for row in rows}


@pytest.mark.parametrize("choice", backends())
def test_one_lineage_as_a_typed_struct_column(choice):
    table = read_table(DATA / "orders-0", decode="registry", decodeAs="struct", backend=choice)
    assert table.schema.field("valueStruct").type == ORDER
    assert structs(table) == STRUCTS
    # the decode columns are those of decodeAs=json (the default), valueStruct comes after them
    plain = read_table(DATA / "orders-0", decode="registry", backend=choice)
    assert table.column_names == [*plain.column_names, "valueStruct"]
    assert table.drop_columns(["valueStruct"]).equals(plain)


def test_a_value_that_does_not_read_as_the_lineage_is_null_with_a_reason():
    table = read_table(DATA / "payments-0", decode="registry", decode_as="struct", value_subject="orders-value")
    for row in table.to_pylist():
        assert row["valueStruct"] is None and row["valueDecoded"] is not None  # the JSON is still there
        assert row["decodeError"].startswith("value: does not read as subject 'orders-value' version 2 (schema id 2)")
    with pytest.raises(KafkaLogError, match="record's value could not be decoded: does not read as subject"):
        read_table(DATA / "payments-0", decode="registry", decode_as="struct", value_subject="orders-value",
                   mode="FAILFAST")


def test_a_value_that_has_no_place_in_the_column_is_null_with_a_reason():
    from pyspark_udfs.registry import RegistryDecoder, SchemaStore
    from pyspark_udfs.registry.structs import StructReader

    reader = StructReader(RegistryDecoder(SchemaStore.from_log(DATA / "_schemas-0")), "orders-value")
    wide = dict(ADA, amount=decimal.Decimal("123456789.00"))  # 11 digits, the column's precision is 9
    array, misfits = reader.array([ADA, wide, None])
    assert array.to_pylist()[0] == ADA and array.to_pylist()[1:] == [None, None]
    assert list(misfits) == [1] and misfits[1].startswith("does not fit the column of subject 'orders-value'")


@pytest.mark.parametrize("options, message", [
    ({}, "decodeAs=struct types one topic's values: this read has clicks, legacy, orders, payments, shipments"),
    ({"topic": "orders", "value_subject": "nothing-value"}, "subject 'nothing-value' is not in the schemas read"),
    ({"topic": "payments", "value_subject": "payments-key"}, "subject 'payments-key' is not an Avro record"),
])
def test_a_read_with_no_one_lineage_is_refused(options, message):
    with pytest.raises(OptionError, match=message):
        read_table(DATA, decode="registry", decode_as="struct", **options)


def test_a_json_schema_lineage_as_a_typed_struct_column():
    """clicks-value, confluent-kafka's JSONSerializer's value {"page": "/home", "ms": 12}: the schema's
    string and integer properties as string and int64, in its order."""
    table = read_table(DATA / "clicks-0", decode="registry", decodeAs="struct")
    assert table.schema.field("valueStruct").type == pa.struct([("page", pa.string()), ("ms", pa.int64())])
    assert table.column("valueStruct").to_pylist() == [{"page": "/home", "ms": 12}]


def test_json_schema_forms():
    from pyspark_udfs.registry.json_structs import NoJsonStruct, json_struct

    kind, convert = json_struct({"type": "object", "definitions": {"P": {"type": "object", "properties": {
        "x": {"type": "number"}}}}, "properties": {
        "tags": {"type": "array", "items": {"type": "string"}}, "at": {"$ref": "#/definitions/P"},
        "n": {"type": ["integer", "null"]}, "any": {"oneOf": [{"type": "string"}, {"type": "integer"}]},
        "m": {"type": "object", "additionalProperties": {"type": "boolean"}}}})
    assert kind == pa.struct([("tags", pa.list_(pa.string())), ("at", pa.struct([("x", pa.float64())])),
                              ("n", pa.int64()), ("any", pa.string()), ("m", pa.map_(pa.string(), pa.bool_()))])
    assert convert({"tags": [], "at": None, "n": 1, "any": 7, "m": {}})["any"] == "7"
    with pytest.raises(NoJsonStruct, match="recursive"):
        node = {"type": "object", "properties": {"next": {"$ref": "#/$defs/N"}}}
        json_struct({"type": "object", "$defs": {"N": node}, "properties": {"head": {"$ref": "#/$defs/N"}}})
    with pytest.raises(NoJsonStruct, match="not an object with properties"):
        json_struct({"type": "string"})


@pytest.mark.parametrize("choice", backends())
def test_a_protobuf_lineage_as_the_message_its_values_name(choice):
    """shipments-value, confluent-kafka's ProtobufSerializer's ship.Shipment: the second message of its file
    (message indexes [1]), a message of another subject's file, a Timestamp and a map."""
    pytest.importorskip("grpc_tools.protoc")
    table = read_table(DATA / "shipments-0", decode="registry", decodeAs="struct", backend=choice)
    assert table.schema.field("valueStruct").type == pa.struct([
        ("id", pa.int64()), ("to", pa.struct([("name", pa.string())])), ("sent", pa.timestamp("ns", tz="UTC")),
        ("items", pa.map_(pa.string(), pa.int32()))])
    (value,) = table.column("valueStruct").to_pylist()
    assert value == {"id": 2**40, "to": {"name": "Ada"}, "sent": datetime.datetime(2026, 1, 1, tzinfo=UTC),
                     "items": [("bolt", 3)]}


def test_a_protobuf_value_of_another_message_or_a_recursive_message():
    pytest.importorskip("grpc_tools.protoc")
    from pyspark_udfs.registry import RegistryDecoder, SchemaStore
    from pyspark_udfs.registry.decoders import DecodeError
    from pyspark_udfs.registry.store import RegisteredSchema
    from pyspark_udfs.registry.structs import StructReader, StructUnavailable

    (framed,) = read_table(DATA / "shipments-0").column("value").to_pylist()
    assert framed[5:7] == b"\x02\x02"  # one index, 1
    reader = StructReader(RegistryDecoder(SchemaStore.from_log(DATA / "_schemas-0")), "shipments-value", (1,))
    with pytest.raises(DecodeError, match=r"is message \[0\] of its file; the column holds message \[1\]"):
        reader.read(framed[:5] + b"\x00" + framed[7:], None)
    recursive = 'syntax = "proto3";\nmessage N { N next = 1; }\n'
    store = SchemaStore([RegisteredSchema("n-value", 1, 1, "PROTOBUF", recursive)])
    with pytest.raises(StructUnavailable, match="message N is recursive"):
        StructReader(RegistryDecoder(store), "n-value")


def test_a_topic_that_mixes_lineages_is_refused():
    """TopicRecordNameStrategy (<topic>-<record>): two record subjects for one topic, no <topic>-value."""
    from pyspark_udfs.registry import SchemaStore
    from pyspark_udfs.registry.store import RegisteredSchema
    from pyspark_udfs.registry.structs import StructUnavailable, _one_lineage

    record = '{"type":"record","name":"%s","fields":[]}'
    store = SchemaStore([RegisteredSchema("events-com.A", 1, 1, "AVRO", record % "A"),
                         RegisteredSchema("events-com.B", 1, 2, "AVRO", record % "B"),
                         RegisteredSchema("events-key", 1, 3, "AVRO", '"string"')])
    with pytest.raises(StructUnavailable, match=r"topic 'events' mixes lineages \(events-com.A, events-com.B\)"):
        _one_lineage("events", store)
    assert _one_lineage("events", SchemaStore(list(store.versions.values())[1:])) == "events-com.B"


def test_option_values():
    with pytest.raises(OptionError, match="decodeAs=struct types what decode=registry decodes: give both"):
        read_table(DATA / "orders-0", decode_as="struct")
    with pytest.raises(OptionError, match="decodeAs must be json or struct, not 'avro'"):
        read_table(DATA / "orders-0", decode="registry", decode_as="avro")


def test_logical_types_map_to_arrow_types():
    """The Avro spec's logical types and complex types, each to its Arrow type (docs/registry.md's table)."""
    from pyspark_udfs.registry.structs import arrow_form

    schema = fastavro.parse_schema({"type": "record", "name": "T", "fields": [
        {"name": "d", "type": {"type": "bytes", "logicalType": "decimal", "precision": 40, "scale": 3}},
        {"name": "f", "type": {"type": "fixed", "name": "F", "size": 8, "logicalType": "decimal", "precision": 18,
                               "scale": 0}},
        {"name": "tm", "type": {"type": "long", "logicalType": "timestamp-micros"}},
        {"name": "lt", "type": {"type": "long", "logicalType": "local-timestamp-millis"}},
        {"name": "day", "type": {"type": "int", "logicalType": "date"}},
        {"name": "t1", "type": {"type": "int", "logicalType": "time-millis"}},
        {"name": "t2", "type": {"type": "long", "logicalType": "time-micros"}},
        {"name": "u", "type": {"type": "string", "logicalType": "uuid"}},
        {"name": "raw", "type": {"type": "fixed", "name": "R", "size": 4}},
        {"name": "xs", "type": {"type": "array", "items": "float"}},
        {"name": "m", "type": {"type": "map", "values": ["null", "double"]}},
        {"name": "either", "type": ["null", "int", "string"]},
        {"name": "again", "type": ["null", "F"]},
        {"name": "ok", "type": "boolean"},
    ]})
    kind, convert = arrow_form(schema, schema["__named_schemas"], ())
    assert kind == pa.struct([
        ("d", pa.decimal256(40, 3)), ("f", pa.decimal128(18, 0)), ("tm", pa.timestamp("us", tz="UTC")),
        ("lt", pa.timestamp("ms")), ("day", pa.date32()), ("t1", pa.time32("ms")), ("t2", pa.time64("us")),
        ("u", pa.string()), ("raw", pa.binary(4)), ("xs", pa.list_(pa.float32())),
        ("m", pa.map_(pa.string(), pa.float64())), ("either", pa.string()), ("again", pa.decimal128(18, 0)),
        ("ok", pa.bool_())])
    import uuid
    converted = convert({"d": None, "f": None, "tm": None, "lt": None, "day": None, "t1": None, "t2": None,
                         "u": uuid.UUID(int=1), "raw": None, "xs": None, "m": None, "either": 7, "again": None,
                         "ok": True})
    assert (converted["u"], converted["either"]) == ("00000000-0000-0000-0000-000000000001", "7")


def test_export_writes_real_columns_and_sql_queries_fields(tmp_path):
    import duckdb

    out = tmp_path / "out"
    code, _, err = run("export", str(DATA), "--output", str(out), "--topic", "orders", "--decode", "registry",
                       "--decode-as", "struct")
    assert (code, err) == (0, ""), err
    (path,) = out.rglob("*.parquet")
    assert pq.read_schema(path).field("valueStruct").type == ORDER
    found = duckdb.sql(f"SELECT \"offset\", valueStruct.amount, valueStruct.status, typeof(valueStruct.placed) "
                       f"FROM '{path}' WHERE valueStruct IS NOT NULL ORDER BY 1").fetchall()
    assert found == [(o, STRUCTS[o]["amount"], STRUCTS[o]["status"], "TIMESTAMP WITH TIME ZONE")
                     for o in (0, 1, 2, 8, 9)]
    code, _, err = run("export", str(DATA), "--output", str(tmp_path / "lines"), "--format", "jsonl",
                       "--topic", "orders", "--decode", "registry", "--decode-as", "struct")
    (lines,) = (tmp_path / "lines").rglob("*.jsonl")
    first = json.loads(lines.read_text().splitlines()[0])
    assert first["valueStruct"] == {"id": 1, "customer": "Ada", "amount": "12.50", "placed": "2026-01-01T09:30:00Z",
                                    "note": "gift", "tag": "AP8=", "status": "NEW"}  # valueDecoded's JSON rules
    code, stdout, err = run("sql", "SELECT \"offset\", valueStruct.customer AS customer FROM log "
                            "WHERE valueStruct.status = 'PAID'", str(DATA), "--decode", "registry",
                            "--decode-as", "struct", "--topic", "orders")
    assert (code, err) == (0, "")
    assert stdout.splitlines()[2].split() == ["2", "Cy"]
    # JSON Schema and Protobuf lineages through the same doors (confluent-kafka's JSON and Protobuf serializers)
    code, stdout, err = run("sql", "SELECT valueStruct.page, valueStruct.ms + 1 AS ms, typeof(valueStruct.ms) FROM log",
                            str(DATA / "clicks-0"), "--decode", "registry", "--decode-as", "struct", "--csv")
    assert (code, stdout, err) == (0, "page,ms,typeof(valueStruct.ms)\n/home,13,BIGINT\n", "")
    code, _, err = run("export", str(DATA / "shipments-0"), "--output", str(tmp_path / "ship"), "--decode", "registry",
                       "--decode-as", "struct")
    assert (code, err) == (0, ""), err
    (path,) = (tmp_path / "ship").rglob("*.parquet")
    found = duckdb.sql(f"SELECT valueStruct.id, valueStruct.to.name, valueStruct.items['bolt'], "
                       f"epoch(valueStruct.sent) FROM '{path}'").fetchall()
    assert found == [(2**40, "Ada", 3, 1767225600.0)]
