"""Decoding Avro values with ``decode="registry"`` beside confluent-kafka's own AvroDeserializer loop,
and ``read_table``'s rows/s with decoding beside the raw read (issue 33, point 6).

The values are framed by confluent-kafka's AvroSerializer (mock registry); the segment holding them
is laid out by tests/support/batches.py, with a ``_schemas-0`` beside it holding the schema as the
registry writes it. Timings are CPU time of this process (``time.process_time``: a loaded machine
takes wall time, not CPU time, from a turn), the contenders' turns alternated so that a slow spell
falls on both; each figure is the median of ``--rounds`` turns, the best beside it.

Usage: .venv/bin/python bench/registry_decode.py [--records N] [--rounds R] [--out FILE.md]
"""
from __future__ import annotations

import argparse
import datetime
import decimal
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
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


def alternate(rounds: int, contenders: dict[str, Callable[[], object]]) -> dict[str, list[float]]:
    """CPU seconds of each contender's turns, the contenders taking turns in order, ``rounds`` times."""
    times: dict[str, list[float]] = {name: [] for name in contenders}
    for _ in range(rounds):
        for name, work in contenders.items():
            start = time.process_time()
            work()
            times[name].append(time.process_time() - start)
    return times


def write_segments(root: Path, values: list[bytes], schema_id: int, schema_text: str) -> Path:
    """A partition directory of ``values`` (1,000 records a batch) and a ``_schemas-0`` beside it."""
    data = root / "orders-0"
    data.mkdir()
    with open(data / "00000000000000000000.log", "wb") as out:
        for start in range(0, len(values), 1000):
            chunk = values[start:start + 1000]
            out.write(batch(b"".join(record(i, None, v) for i, v in enumerate(chunk)), len(chunk),
                            base_offset=start))
    store_dir = root / "_schemas-0"
    store_dir.mkdir()
    key = json.dumps({"keytype": "SCHEMA", "subject": "orders-value", "version": 1, "magic": 1}).encode()
    value = json.dumps({"subject": "orders-value", "version": 1, "id": schema_id, "schema": schema_text,
                        "deleted": False}).encode()
    (store_dir / "00000000000000000000.log").write_bytes(batch(record(0, key, value), 1))
    return data


def measure(n: int, rounds: int) -> tuple[dict[str, list[float]], dict[str, list[float]]]:
    client = SchemaRegistryClient.new_client({"url": "mock://bench"})
    ctx = SerializationContext("orders", MessageField.VALUE)
    serializer = AvroSerializer(client, json.dumps(SCHEMA))
    values = [serializer({"id": i, "customer": f"customer-{i % 977}", "amount": decimal.Decimal(i % 10_000) / 100,
                          "note": None if i % 3 else "rush", "qty": i % 50}, ctx) for i in range(n)]
    registered = client.get_latest_version("orders-value")
    store = SchemaStore([RegisteredSchema("orders-value", 1, registered.schema_id, "AVRO",
                                          registered.schema.schema_str)])
    deserializer = AvroDeserializer(client)
    decoder = RegistryDecoder(store)
    deserializer(values[0], ctx), decoder.decode(values[0], None, "value")  # schemas parsed before the clock
    loops = alternate(rounds, {"theirs": lambda: [deserializer(v, ctx) for v in values],
                               "ours": lambda: [decoder.decode(v, None, "value") for v in values]})
    with tempfile.TemporaryDirectory() as root:
        data = write_segments(Path(root), values, registered.schema_id, registered.schema.schema_str)
        assert read_table(data, decode="registry").column("decodeError").null_count == n
        tables = alternate(rounds, {"raw": lambda: read_table(data),
                                    "decoded": lambda: read_table(data, decode="registry"),
                                    "struct": lambda: read_table(data, decode="registry", decodeAs="struct")})
    return loops, tables


def report(n: int, rounds: int, loops: dict[str, list[float]], tables: dict[str, list[float]]) -> str:
    def rate(times: list[float]) -> str:
        return f"{n / statistics.median(times):,.0f} (best {n / min(times):,.0f})"

    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True,
                            cwd=Path(__file__).parent).stdout.strip()
    ratio = statistics.median(loops["theirs"]) / statistics.median(loops["ours"])
    load = os.getloadavg()[0]
    when = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    return "\n".join([
        "# Decoding schema-registry values (issue 33)", "",
        f"{when}; library `{commit}`; {n:,} Avro values of a 5-field record (confluent-kafka's AvroSerializer); "
        f"CPU time of one process, turns alternated, median of {rounds} rounds (best in brackets); "
        f"load average {load:.1f} on {os.cpu_count()} cores when it ended.", "",
        "| what | records/s (CPU time) |", "| --- | ---: |",
        f"| confluent-kafka `AvroDeserializer`, one call per value (Python objects) | {rate(loops['theirs'])} |",
        f"| `RegistryDecoder.decode`, one call per value (JSON text) | {rate(loops['ours'])} |",
        f"| `read_table(path)` | {rate(tables['raw'])} |",
        f"| `read_table(path, decode=\"registry\")` | {rate(tables['decoded'])} |",
        f"| `read_table(path, decode=\"registry\", decodeAs=\"struct\")` | {rate(tables['struct'])} |", "",
        f"`decode=\"registry\"` per record vs confluent-kafka's loop: {ratio:.2f}× (target ≥ 1.0×: "
        f"{'pass' if ratio >= 1.0 else 'fail'}).", ""])


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--records", type=int, default=50_000)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--out", type=Path, help="also write the table here (Markdown)")
    args = parser.parse_args()
    loops, tables = measure(args.records, args.rounds)
    text = report(args.records, args.rounds, loops, tables)
    print(text)
    if args.out is not None:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(text)


if __name__ == "__main__":
    main()
