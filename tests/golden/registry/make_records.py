"""The registry fixtures' records: values framed by confluent-kafka's own serializers, and the
``_schemas`` records Confluent Schema Registry's KafkaStore would write for their schemas.

Writes ``records.tsv`` (one record a line, for RegistrySegments.java, which builds the batches with
Kafka's classes) and ``EXPECTED.jsonl`` (what decoding each record must give, written by hand here).

The values come from confluent-kafka-python's AvroSerializer and JSONSerializer with its mock
registry (``mock://``). The mock gives every registration a new id; the real registry gives one id
per schema content, so the content registered under a second subject is written to ``_schemas``
with the first one's id, as KafkaSchemaRegistry does. The mock's GUIDs are random, the registry's
are derived (``Schema.getGuid``: MD5 of the schema text and references): the records framed with a
GUID carry the derived one, computed here with hashlib, independently of the package.

``_schemas`` keys and values are Jackson's rendering of the registry's classes: ``SchemaKey``'s
property order ``keytype, subject, version, magic``; ``SchemaValue``'s creator order ``subject,
version, id, schemaType, references, schema, deleted`` with empty lists left out (NON_EMPTY).

Usage: python make_records.py OUT_DIR
"""
from __future__ import annotations

import datetime
import decimal
import hashlib
import json
import sys
from pathlib import Path

from confluent_kafka.schema_registry import Schema, SchemaReference, SchemaRegistryClient
from confluent_kafka.schema_registry.avro import AvroSerializer
from confluent_kafka.schema_registry.json_schema import JSONSerializer
from confluent_kafka.serialization import MessageField, SerializationContext

T0 = 1_767_225_600_000  # 2026-01-01T00:00:00Z

ORDER_V1 = {"type": "record", "name": "Order", "namespace": "com.example", "fields": [
    {"name": "id", "type": "long"},
    {"name": "customer", "type": "string"},
    {"name": "amount", "type": {"type": "bytes", "logicalType": "decimal", "precision": 9, "scale": 2}},
    {"name": "placed", "type": {"type": "long", "logicalType": "timestamp-millis"}},
    {"name": "note", "type": ["null", "string"], "default": None},
    {"name": "tag", "type": "bytes"}]}
ORDER_V2 = {**ORDER_V1, "fields": ORDER_V1["fields"] + [
    {"name": "status", "type": {"type": "enum", "name": "Status", "symbols": ["NEW", "PAID"]}, "default": "NEW"}]}
CUSTOMER = {"type": "record", "name": "Customer", "namespace": "com.example", "fields": [
    {"name": "name", "type": "string"}, {"name": "email", "type": ["null", "string"], "default": None}]}
PAYMENT = {"type": "record", "name": "Payment", "namespace": "com.example", "fields": [
    {"name": "id", "type": "long"}, {"name": "payer", "type": "com.example.Customer"}]}
LEGACY = {"type": "record", "name": "Legacy", "fields": [{"name": "n", "type": "int"}]}
CLICK = {"$schema": "http://json-schema.org/draft-07/schema#", "title": "Click", "type": "object",
         "properties": {"page": {"type": "string"}, "ms": {"type": "integer"}}, "required": ["page", "ms"]}


def text(schema: dict) -> str:
    return json.dumps(schema, separators=(",", ":"))


def guid(schema_text: str, references: list[tuple[str, str, int]] = ()) -> bytes:
    """The registry's GUID bytes: MD5 over the schema text, then each reference's name, subject, version."""
    digest = hashlib.md5(schema_text.encode())
    for name, subject, version in references:
        digest.update(name.encode() + subject.encode() + version.to_bytes(4, "big"))
    return digest.digest()


class Log:
    """records.tsv lines and EXPECTED.jsonl entries, offsets counted per partition directory."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.expected: list[dict] = []
        self.next: dict[str, int] = {}

    def add(self, directory: str, batch: int, key: bytes | None, value: bytes | None, headers=(),
            codec: str = "none", **expect) -> None:
        offset = self.next.get(directory, 0)
        self.next[directory] = offset + 1
        hexed = [b.hex() if b is not None else "-" for b in (key, value)]
        fields = [directory, str(batch), codec, str(T0 + offset * 1000), *hexed]
        fields += [f"{k}={v.hex() if v is not None else '-'}" for k, v in headers]
        self.lines.append("\t".join(fields))
        if expect:
            self.expected.append({"topic": directory.rsplit("-", 1)[0], "offset": offset, **expect})


def main(out: Path) -> None:
    client = SchemaRegistryClient.new_client({"url": "mock://registry-fixtures"})
    log = Log()
    ctx = SerializationContext("orders", MessageField.VALUE)

    # orders: two versions of one lineage (evolution), plain string keys.
    order_v1 = AvroSerializer(client, text(ORDER_V1))
    order_v2 = AvroSerializer(client, text(ORDER_V2))
    first = {"id": 1, "customer": "Ada", "amount": decimal.Decimal("12.50"),
             "placed": datetime.datetime(2026, 1, 1, 9, 30, tzinfo=datetime.timezone.utc), "note": "gift",
             "tag": b"\x00\xff"}
    v1_bytes = order_v1(first, ctx)
    log.add("orders-0", 0, b"order-1", v1_bytes, valueSchemaId=1, valueDecoded=(
        '{"id":1,"customer":"Ada","amount":"12.50","placed":"2026-01-01T09:30:00Z","note":"gift","tag":"AP8="}'))
    log.add("orders-0", 0, b"order-2", order_v1(
        {"id": 2, "customer": "Bo", "amount": decimal.Decimal("-0.07"),
         "placed": datetime.datetime(2026, 1, 2, tzinfo=datetime.timezone.utc), "note": None, "tag": b""}, ctx),
        valueSchemaId=1, valueDecoded=(
            '{"id":2,"customer":"Bo","amount":"-0.07","placed":"2026-01-02T00:00:00Z","note":null,"tag":""}'))
    log.add("orders-0", 1, b"order-3", order_v2(
        {"id": 3, "customer": "Cy", "amount": decimal.Decimal("1000000.00"),
         "placed": datetime.datetime(2026, 1, 3, 12, 0, 0, 123000, tzinfo=datetime.timezone.utc), "note": "rush",
         "tag": b"hi", "status": "PAID"}, ctx),
        valueSchemaId=2, valueDecoded=('{"id":3,"customer":"Cy","amount":"1000000.00",'
                                       '"placed":"2026-01-03T12:00:00.123000Z","note":"rush","tag":"aGk=",'
                                       '"status":"PAID"}'))
    log.add("orders-0", 1, b"order-1", None, valueSchemaId=None, valueDecoded=None, decodeError=None)
    log.add("orders-0", 2, b"order-4", v1_bytes[:1] + (999).to_bytes(4, "big") + v1_bytes[5:],
            valueSchemaId=None, valueDecoded=None, decodeError="value: unknown schema id 999")
    log.add("orders-0", 2, b"order-5", v1_bytes[:12], valueSchemaId=None, valueDecoded=None,
            decodeError="value: bytes do not match schema id 1")
    log.add("orders-0", 2, b"order-6", b'{"plain":true}', valueSchemaId=None, valueDecoded=None,
            decodeError="value: no registry framing: first byte 123")
    log.add("orders-0", 2, b"order-7", v1_bytes[:2], valueSchemaId=None, valueDecoded=None,
            decodeError="value: truncated framing: 2 bytes")
    # The GUID framings: magic 1 in the value's prefix, and in the __value_schema_id header (the
    # payload bare), each naming ORDER_V1 by the GUID the registry derives.
    order_guid = guid(client.get_schema(1).schema_str)
    log.add("orders-0", 3, b"order-1", b"\x01" + order_guid + v1_bytes[5:], valueSchemaId=1,
            valueDecoded=json.loads(json.dumps(log.expected[0]["valueDecoded"])))
    log.add("orders-0", 3, b"order-1", v1_bytes[5:], headers=[("__value_schema_id", b"\x01" + order_guid)],
            valueSchemaId=1, valueDecoded=log.expected[0]["valueDecoded"])

    # payments: a named type from another subject (references), gzip batches; the key framed too.
    client.register_schema("customer", Schema(text(CUSTOMER), "AVRO"))
    payment_schema = Schema(text(PAYMENT), "AVRO", [SchemaReference("com.example.Customer", "customer", 1)])
    payment = AvroSerializer(client, payment_schema, conf={"auto.register.schemas": True})
    key_serializer = AvroSerializer(client, '"long"')
    pctx = SerializationContext("payments", MessageField.VALUE)
    kctx = SerializationContext("payments", MessageField.KEY)
    payment_values = [payment({"id": 10, "payer": {"name": "Ada", "email": None}}, pctx),
                      payment({"id": 11, "payer": {"name": "Émile", "email": "e@example.com"}}, pctx)]
    key_values = [key_serializer(10, kctx), key_serializer(11, kctx)]
    ids = {name: client.get_latest_version(name).schema_id
           for name in ("customer", "payments-value", "payments-key")}
    log.add("payments-0", 0, key_values[0], payment_values[0], codec="gzip", keySchemaId=ids["payments-key"],
            keyDecoded="10", valueSchemaId=ids["payments-value"],
            valueDecoded='{"id":10,"payer":{"name":"Ada","email":null}}')
    log.add("payments-0", 0, key_values[1], payment_values[1], codec="gzip", keySchemaId=ids["payments-key"],
            keyDecoded="11", valueSchemaId=ids["payments-value"],
            valueDecoded='{"id":11,"payer":{"name":"Émile","email":"e@example.com"}}')

    # legacy: a schema hard-deleted after its record was written (soft delete, then tombstone).
    legacy = AvroSerializer(client, text(LEGACY))
    log.add("legacy-0", 0, None, legacy({"n": 7}, SerializationContext("legacy", MessageField.VALUE)),
            valueSchemaId=None, valueDecoded=None, decodeError="value: unknown schema id")
    legacy_id = client.get_latest_version("legacy-value").schema_id

    # clicks: JSON Schema values.
    click = JSONSerializer(json.dumps(CLICK), client)
    cctx = SerializationContext("clicks", MessageField.VALUE)
    log.add("clicks-0", 0, None, click({"page": "/home", "ms": 12}, cctx), codec="gzip")
    click_id = client.get_latest_version("clicks-value").schema_id
    log.expected.append({"topic": "clicks", "offset": 0, "valueSchemaId": click_id,
                         "valueDecoded": '{"page":"/home","ms":12}'})

    # _schemas, as the registry writes it: one record a batch, in registration order.
    store = []

    def put(key: dict, value: dict | None) -> None:
        store.append((json.dumps(key, separators=(",", ":"), ensure_ascii=False).encode(),
                      None if value is None else json.dumps(value, separators=(",", ":"),
                                                            ensure_ascii=False).encode()))

    def schema_value(subject: str, version: int, schema_id: int, schema_text: str, kind: str | None = "AVRO",
                     references=(), deleted: bool = False) -> dict:
        value: dict = {"subject": subject, "version": version, "id": schema_id}
        if kind is not None:
            value["schemaType"] = kind
        if references:
            value["references"] = [{"name": n, "subject": s, "version": v} for n, s, v in references]
        return {**value, "schema": schema_text, "deleted": deleted}

    def schema_key(subject: str, version: int) -> dict:
        return {"keytype": "SCHEMA", "subject": subject, "version": version, "magic": 1}

    put({"keytype": "NOOP", "magic": 0}, None)
    put({"keytype": "CONFIG", "magic": 0}, {"compatibilityLevel": "BACKWARD"})
    for subject in ("orders-value", "customer", "payments-value", "payments-key", "legacy-value", "clicks-value"):
        for version in client.get_versions(subject):
            registered = client.get_version(subject, version)
            refs = [(r.name, r.subject, r.version) for r in registered.schema.references or ()]
            kind = registered.schema.schema_type
            # An older registry (5.x) left schemaType out for Avro: the orders lineage is written so.
            put(schema_key(subject, version), schema_value(subject, version, registered.schema_id,
                                                           registered.schema.schema_str,
                                                           None if subject == "orders-value" else kind, refs))
    # The same content under a second subject shares the first one's id.
    clicks = client.get_version("clicks-value", 1)
    put(schema_key("clicks-copy-value", 1), schema_value("clicks-copy-value", 1, click_id,
                                                         clicks.schema.schema_str, "JSON"))
    # A soft delete of the old orders version: its records still decode.
    orders_v1 = client.get_version("orders-value", 1)
    put(schema_key("orders-value", 1), schema_value("orders-value", 1, orders_v1.schema_id,
                                                    orders_v1.schema.schema_str, None, deleted=True))
    # legacy-value: soft-deleted (the subject), then hard-deleted (a tombstone per version).
    legacy_text = client.get_version("legacy-value", 1).schema.schema_str
    put(schema_key("legacy-value", 1), schema_value("legacy-value", 1, legacy_id, legacy_text, deleted=True))
    put({"keytype": "DELETE_SUBJECT", "subject": "legacy-value", "magic": 0},
        {"subject": "legacy-value", "version": 1})
    put(schema_key("legacy-value", 1), None)
    put({"keytype": "NOOP", "magic": 0}, None)
    for batch, (key, value) in enumerate(store):
        log.add("_schemas-0", batch, key, value)

    out.mkdir(parents=True, exist_ok=True)
    (out / "records.tsv").write_text("\n".join(log.lines) + "\n")
    (out / "EXPECTED.jsonl").write_text("".join(json.dumps(e, ensure_ascii=False) + "\n" for e in log.expected))


if __name__ == "__main__":
    main(Path(sys.argv[1]))
