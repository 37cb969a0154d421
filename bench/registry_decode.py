"""Decoding Avro values with ``decode="registry"`` beside confluent-kafka's own AvroDeserializer loop,
and ``read_table``'s rows/s with and without decoding (issue 33, point 6).

The values are framed by confluent-kafka's AvroSerializer (mock registry); the segment holding them
is laid out by tests/support/batches.py, with a ``_schemas-0`` beside it holding the schema as the
registry writes it. Each figure is the best of ``--repeat`` runs, in records per second.

Usage: .venv/bin/python bench/registry_decode.py [--records N] [--repeat R]
"""
from __future__ import annotations

import argparse
import decimal
import json
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from confluent_kafka.schema_registry import SchemaRegistryClient
from confluent_kafka.schema_registry.avro import AvroDeserializer, AvroSerializer
from confluent_kafka.serialization import MessageField, SerializationContext

from pyspark_udfs import read_table
from pyspark_udfs.registry import RegistryDecoder, SchemaStore
from pyspark_udfs.registry.store import RegisteredSchema
from tests.support.batches import batch, record

SCHEMA = {"type": "record", "name": "Order", "fields": [
    {"name": "id", "type": "long"}, {"name": "customer", "type": "string"},
    {"name": "amount", "type": {"type": "bytes", "logicalType": "decimal", "precision": 9, "scale": 2}},
    {"name": "note", "type": ["null", "string"]}, {"name": "qty", "type": "int"}]}


def best(repeat: int, work) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return min(times)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--records", type=int, default=100_000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    client = SchemaRegistryClient.new_client({"url": "mock://bench"})
    ctx = SerializationContext("orders", MessageField.VALUE)
    serializer = AvroSerializer(client, json.dumps(SCHEMA))
    values = [serializer({"id": i, "customer": f"customer-{i % 977}", "amount": decimal.Decimal(i % 10_000) / 100,
                          "note": None if i % 3 else "rush", "qty": i % 50}, ctx) for i in range(args.records)]
    registered = client.get_latest_version("orders-value")
    store = SchemaStore([RegisteredSchema("orders-value", 1, registered.schema_id, "AVRO",
                                          registered.schema.schema_str)])
    deserializer = AvroDeserializer(client)
    decoder = RegistryDecoder(store)
    n = len(values)
    theirs = best(args.repeat, lambda: [deserializer(v, ctx) for v in values])
    ours = best(args.repeat, lambda: [decoder.decode(v, None, "value") for v in values])

    with tempfile.TemporaryDirectory() as root:
        data = Path(root) / "orders-0"
        data.mkdir()
        with open(data / "00000000000000000000.log", "wb") as out:
            for start in range(0, n, 1000):
                chunk = values[start:start + 1000]
                out.write(batch(b"".join(record(i, None, v) for i, v in enumerate(chunk)), len(chunk),
                                base_offset=start))
        store_dir = Path(root) / "_schemas-0"
        store_dir.mkdir()
        key = json.dumps({"keytype": "SCHEMA", "subject": "orders-value", "version": 1, "magic": 1}).encode()
        value = json.dumps({"subject": "orders-value", "version": 1, "id": registered.schema_id,
                            "schema": registered.schema.schema_str, "deleted": False}).encode()
        (store_dir / "00000000000000000000.log").write_bytes(batch(record(0, key, value), 1))
        raw = best(args.repeat, lambda: read_table(data))
        decoded = best(args.repeat, lambda: read_table(data, decode="registry"))
        assert read_table(data, decode="registry").column("decodeError").null_count == n

    print(f"{n} Avro values, best of {args.repeat}")
    print(f"confluent-kafka AvroDeserializer loop     {n / theirs:>12,.0f} records/s (Python objects)")
    print(f"RegistryDecoder.decode loop               {n / ours:>12,.0f} records/s (JSON text)")
    print(f"read_table, raw                           {n / raw:>12,.0f} rows/s")
    print(f"read_table, decode='registry'             {n / decoded:>12,.0f} rows/s")


if __name__ == "__main__":
    main()
