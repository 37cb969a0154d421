"""``schemas=http://…``: schemas asked of a live registry, each once per read, never required.

The registry here is a tiny HTTP server in the test answering Confluent Schema Registry's REST API
(``GET /schemas/ids/{id}``, ``/schemas/guids/{guid}``, ``/subjects/{subject}/versions/{version|latest}``,
``{"schema", "schemaType" (absent for Avro), "references"}``, 404 for what it does not hold) from the
fixture's ``_schemas`` topic; the values are confluent-kafka's serializers' (EXPECTED.jsonl)."""
from __future__ import annotations

import json
import shutil
import threading
import urllib.parse
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from pyspark_udfs import read_table
from pyspark_udfs.registry import SchemaStore
from tests.registry.test_read_table import DATA, EXPECTED

pytest.importorskip("fastavro")
STORE = SchemaStore.from_log(DATA / "_schemas-0")


def answer(path: str) -> dict | None:
    """What the registry answers ``path`` with; None: 404."""
    parts = [urllib.parse.unquote(p) for p in path.strip("/").split("/")]
    schema = None
    if parts[:2] == ["schemas", "ids"]:
        schema = STORE.by_id(int(parts[2]))
    elif parts[:2] == ["schemas", "guids"]:
        schema = next((s for s in STORE.versions.values() if str(s.guid) == parts[2]), None)
    elif parts[0] == "subjects" and parts[2] == "versions":
        schema = STORE.latest(parts[1]) if parts[3] == "latest" else STORE.version(parts[1], int(parts[3]))
    if schema is None:
        return None
    body: dict = {"schema": schema.schema}
    if schema.schema_type != "AVRO":
        body["schemaType"] = schema.schema_type
    if schema.references:
        body["references"] = [{"name": r.name, "subject": r.subject, "version": r.version} for r in schema.references]
    if parts[0] == "subjects":
        body.update(subject=schema.subject, version=schema.version, id=schema.id)
    return body


@pytest.fixture
def registry() -> Iterator[tuple[str, list[str], dict]]:
    """The server's URL, the paths it was asked, and ``{"status": N}`` to make it fail."""
    asked: list[str] = []
    settings: dict = {}

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            asked.append(self.path)
            body = answer(self.path)
            status = settings.get("status") or (200 if body is not None else 404)
            data = json.dumps(body if status == 200 else {"error_code": 40403, "message": "Schema not found"})
            self.send_response(status)
            self.send_header("Content-Type", "application/vnd.schemaregistry.v1+json")
            self.end_headers()
            self.wfile.write(data.encode())

        def log_message(self, *args) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}", asked, settings
    server.shutdown()
    server.server_close()


def alone(tmp_path, name: str) -> str:
    """A copy of a partition directory with no _schemas-0 beside it."""
    shutil.copytree(DATA / name, tmp_path / name)
    return str(tmp_path / name)


def test_values_decode_with_schemas_asked_of_the_registry_once_each(tmp_path, registry):
    url, asked, _ = registry
    rows = {(r["topic"], r["offset"]): r for name in ("orders-0", "payments-0")
            for r in read_table(alone(tmp_path, name), decode="registry", schemas=url).to_pylist()}
    for expected in EXPECTED:
        if expected["topic"] not in ("orders", "payments"):
            continue
        row = rows[(expected["topic"], expected["offset"])]
        assert row["valueDecoded"] == expected.get("valueDecoded")
        error = expected.get("decodeError")
        assert (row["decodeError"] is None) if error is None else error in row["decodeError"]
    # payments-value references customer version 1: asked by subject and version
    assert sorted(asked) == sorted(set(asked))  # each schema once per read
    assert {"/schemas/ids/4", "/schemas/ids/5", "/subjects/customer/versions/1", "/schemas/ids/999"} <= set(asked)


def test_a_registry_that_fails_is_the_reason_and_is_asked_once(tmp_path, registry):
    url, asked, settings = registry
    settings["status"] = 500
    table = read_table(alone(tmp_path, "payments-0"), decode="registry", schemas=url)
    errors = table.column("decodeError").to_pylist()
    assert errors == [f"key: schema registry {url}/schemas/ids/5 answered HTTP 500; "
                      f"value: schema registry {url}/schemas/ids/4 answered HTTP 500"] * 2
    assert sorted(asked) == ["/schemas/ids/4", "/schemas/ids/5"]  # two records, one request per id
    refused = read_table(alone(tmp_path / "again", "payments-0"), decode="registry",
                         schemas="http://127.0.0.1:9")  # nothing listens on the discard port
    assert all("did not answer" in e for e in refused.column("decodeError").to_pylist())


def test_struct_columns_with_the_registry_s_latest_version(tmp_path, registry):
    url, asked, _ = registry
    table = read_table(alone(tmp_path, "orders-0"), decode="registry", decodeAs="struct", schemas=url)
    assert [row["valueStruct"]["status"] for row in table.to_pylist() if row["valueStruct"]] == [
        "NEW", "NEW", "PAID", "NEW", "NEW"]
    assert "/subjects/orders-value/versions/latest" in asked
