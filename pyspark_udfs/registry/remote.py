"""Schemas asked of a live registry (``schemas=http://registry:8081``), each id asked once per process.

Never required: the default source is the ``_schemas`` topic beside the data; a URL is for data whose
store topic is not at hand. The requests are Confluent Schema Registry's REST API (Karapace and
Redpanda serve the same; docs/registry.md cites it): ``GET /schemas/ids/{id}``,
``GET /schemas/guids/{guid}`` and ``GET /subjects/{subject}/versions/{version}`` (for references),
answered with ``{"schema", "schemaType" (absent for Avro), "references"}``. A 404 is an unknown
schema; any other failure (refused connection, timeout, not JSON) is the reason the records naming
that schema do not decode. Answers and failures alike are kept for the life of the store, so a
registry that is down costs one timeout per schema, not one per record.
"""
from __future__ import annotations

import json
import urllib.error
import urllib.parse
import urllib.request
import uuid
from typing import Any

from .store import AVRO, Reference, RegisteredSchema, SchemaStore, StoreError, schema_guid

TIMEOUT_SECONDS = 10.0
_Key = int | uuid.UUID | tuple[str, int]


def is_registry_url(text: str) -> bool:
    return text.startswith(("http://", "https://"))


class RegistrySchemaStore(SchemaStore):
    """A :class:`SchemaStore` that asks the registry at ``url`` for what it is asked for."""

    def __init__(self, url: str, timeout: float = TIMEOUT_SECONDS):
        super().__init__()
        self.url, self.timeout = url.rstrip("/"), timeout
        self._asked: dict[_Key, RegisteredSchema | StoreError | None] = {}

    def by_id(self, schema_id: int) -> RegisteredSchema | None:
        return self._ask(schema_id, f"/schemas/ids/{schema_id}")

    def by_guid(self, guid: uuid.UUID) -> RegisteredSchema | None:
        return self._ask(guid, f"/schemas/guids/{guid}")

    def version(self, subject: str, version: int) -> RegisteredSchema | None:
        return self._ask((subject, version), f"/subjects/{urllib.parse.quote(subject, safe='')}/versions/{version}")

    def latest(self, subject: str) -> RegisteredSchema | None:
        return self._ask((subject, -1), f"/subjects/{urllib.parse.quote(subject, safe='')}/versions/latest")

    def __len__(self) -> int:
        return sum(isinstance(found, RegisteredSchema) for found in self._asked.values())

    def _ask(self, key: _Key, path: str) -> RegisteredSchema | None:
        if key not in self._asked:
            try:
                self._asked[key] = self._schema(key, self._get(path))
            except StoreError as exc:
                self._asked[key] = exc
        found = self._asked[key]
        if isinstance(found, StoreError):
            raise StoreError(str(found))  # a new exception each time: one raised again would grow its traceback
        return found

    def _get(self, path: str) -> dict | None:
        """The JSON object the registry answers ``path`` with; None for a 404."""
        request = urllib.request.Request(self.url + path, headers={
            "Accept": "application/vnd.schemaregistry.v1+json, application/json"})
        try:
            with urllib.request.urlopen(request, timeout=self.timeout) as response:
                body = response.read()
        except urllib.error.HTTPError as exc:
            if exc.code == 404:
                return None
            raise StoreError(f"schema registry {self.url}{path} answered HTTP {exc.code}") from None
        except (urllib.error.URLError, OSError) as exc:
            reason = getattr(exc, "reason", exc)
            raise StoreError(f"schema registry {self.url}{path} did not answer: {reason}") from None
        try:
            answer = json.loads(body)
        except (ValueError, UnicodeDecodeError):
            answer = None
        if not isinstance(answer, dict) or not isinstance(answer.get("schema"), str):
            raise StoreError(f"schema registry {self.url}{path} answered no schema object")
        return answer

    def _schema(self, key: _Key, answer: dict | None) -> RegisteredSchema | None:
        if answer is None:
            return None
        try:
            references = tuple(Reference(str(r["name"]), str(r["subject"]), int(r["version"]))
                               for r in answer.get("references") or ())
        except (KeyError, TypeError, ValueError):
            raise StoreError(f"schema registry {self.url}: the references of {key} are not name, subject, "
                             f"version") from None
        schema_id: Any = answer.get("id", key if isinstance(key, int) else None)
        subject, version = key if isinstance(key, tuple) else (str(answer.get("subject", self.url)), 0)
        if isinstance(answer.get("version"), int):
            version = answer["version"]
        text = answer["schema"]
        return RegisteredSchema(subject, version, schema_id if isinstance(schema_id, int) else None,
                                answer.get("schemaType") or AVRO, text, references,
                                guid=key if isinstance(key, uuid.UUID) else schema_guid(text, references))
