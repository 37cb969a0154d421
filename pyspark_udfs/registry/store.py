"""The schemas a registry holds, rebuilt from its own store topic (``_schemas``) or from a directory.

Confluent Schema Registry keeps every schema in a compacted topic written by its ``KafkaStore``
(facts from confluentinc/schema-registry, cited in docs/registry.md):

* keys are JSON objects, ``{"keytype": "SCHEMA", "subject": …, "version": …, "magic": 1}``; the
  other key types (``CONFIG``, ``MODE``, ``NOOP``, ``CONTEXT``, ``ASSOC``) say nothing about schemas;
* a ``SCHEMA`` value is ``{"subject", "version", "id", "schemaType", "references", "schema",
  "deleted", "md5", "metadata", "ruleSet"}``, ``schemaType`` absent for Avro;
* a value with ``"deleted": true`` is a soft delete (the id still decodes old records); a null value
  (tombstone) is a hard delete of that subject version;
* ``DELETE_SUBJECT`` ``{"subject", "version"}`` soft-deletes versions 1..version;
  ``CLEAR_SUBJECT`` ``{"subject"}`` drops the subject's soft-deleted versions;
* the last value per key wins (the topic is compacted; the registry replays it in offset order).

An id names one schema content; the same content under two subjects shares it, so an id stays
decodable while any version holding it is left.
"""
from __future__ import annotations

import base64
import hashlib
import json
import os
import uuid
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

AVRO, JSON, PROTOBUF = "AVRO", "JSON", "PROTOBUF"
STORE_TOPIC = "_schemas"
"""Confluent's default ``kafkastore.topic`` (``SchemaRegistryConfig.DEFAULT_KAFKASTORE_TOPIC``)."""
FILE_TYPES = {".avsc": AVRO, ".json": JSON, ".proto": PROTOBUF}


class StoreError(ValueError):
    """A schema the store cannot say yes or no about (a live registry that does not answer)."""


@dataclass(frozen=True)
class Reference:
    """A schema's reference to another subject's version, under the ``name`` its text uses."""

    name: str
    subject: str
    version: int


@dataclass(frozen=True)
class RegisteredSchema:
    """One subject version as the registry holds it."""

    subject: str
    version: int
    id: int | None
    """None for a schema known by GUID only (an AWS Glue schema version, from a file named by it)."""
    schema_type: str
    schema: str
    references: tuple[Reference, ...] = ()
    deleted: bool = False
    guid: uuid.UUID | None = None
    """What framing magic 1 carries (:func:`schema_guid`); None when it cannot be derived."""

    @property
    def label(self) -> str:
        """How messages name it: ``schema id 7``, or ``schema <guid>``."""
        return f"schema id {self.id}" if self.id is not None else f"schema {self.guid}"


@dataclass(frozen=True)
class StoreProblem:
    """A store record the registry itself would refuse; it is skipped."""

    offset: int | None
    reason: str


def schema_guid(schema: str, references: Iterable[Reference], md5: str | None = None,
                extras: bool = False) -> uuid.UUID | None:
    """The GUID the registry gives a schema: not stored in ``_schemas`` but derived, as its
    ``Schema.getGuid``/``MD5.ofSchema`` do, from the MD5 of the schema text (UTF-8) then each
    reference's name, subject (UTF-8) and version (big-endian int32), read as a UUID's 16 bytes;
    or the value's ``md5`` field (base64) when it has one. ``extras``: the value has metadata or a
    rule set, which also enter the hash in a form not rebuilt here, so None."""
    if md5:
        return uuid.UUID(bytes=base64.b64decode(md5))
    if extras:
        return None
    digest = hashlib.md5(schema.encode("utf-8"))
    for ref in references:
        digest.update(ref.name.encode("utf-8"))
        digest.update(ref.subject.encode("utf-8"))
        digest.update(ref.version.to_bytes(4, "big", signed=True))
    return uuid.UUID(bytes=digest.digest())


class SchemaStore:
    """Schemas by id, GUID and subject version."""

    def __init__(self, schemas: Iterable[RegisteredSchema] = (), problems: Iterable[StoreProblem] = (),
                 topic: str | None = None):
        self.versions: dict[tuple[str, int], RegisteredSchema] = {}
        self.problems = list(problems)
        self.topic = topic
        """The store topic the schemas were read from, if any: its own records are not framed."""
        for schema in schemas:
            self.versions[(schema.subject, schema.version)] = schema
        self._by_id: dict[int, RegisteredSchema] = {}
        self._by_guid: dict[uuid.UUID, RegisteredSchema] = {}
        # A live version wins over a soft-deleted one holding the same id (same content either way).
        for schema in sorted(self.versions.values(), key=lambda s: (not s.deleted, s.subject, s.version)):
            if schema.id is not None:
                self._by_id[schema.id] = schema
            if schema.guid is not None:
                self._by_guid[schema.guid] = schema

    def by_id(self, schema_id: int) -> RegisteredSchema | None:
        return self._by_id.get(schema_id)

    def by_guid(self, guid: uuid.UUID) -> RegisteredSchema | None:
        return self._by_guid.get(guid)

    def version(self, subject: str, version: int) -> RegisteredSchema | None:
        return self.versions.get((subject, version))

    def latest(self, subject: str) -> RegisteredSchema | None:
        """The subject's latest live version (its latest when all are soft-deleted)."""
        held = [s for (name, _), s in self.versions.items() if name == subject]
        return max(held, key=lambda s: (not s.deleted, s.version), default=None)

    def __len__(self) -> int:
        return len(self.versions)

    @classmethod
    def from_records(cls, records: Iterable[tuple[int | None, bytes | None, bytes | None]]) -> SchemaStore:
        """The store after replaying ``(offset, key, value)`` records in offset order."""
        replay = _Replay()
        for offset, key, value in records:
            replay.apply(offset, key, value)
        return cls(replay.versions.values(), replay.problems)

    @classmethod
    def from_log(cls, path: str | os.PathLike[str], **options: Any) -> SchemaStore:
        """The store from the registry's topic: a ``_schemas-0`` partition directory (or segment), read
        with this package's reader (:func:`~pyspark_udfs.tables.reader.read_table`; ``options`` are its)."""
        from ..tables.reader import read_table
        from ..tables.schema import topic_partition

        table = read_table(path, **options).select(["offset", "key", "value", "_corrupt_record"])
        problems = [StoreProblem(None, text) for text in table.column("_corrupt_record").to_pylist() if text]
        rows = zip(table.column("offset").to_pylist(), table.column("key").to_pylist(),
                   table.column("value").to_pylist(), strict=True)
        store = cls.from_records(row for row, text in zip(rows, table.column("_corrupt_record").to_pylist(),
                                                          strict=True)
                                 if not text)
        store.problems[:0] = problems
        store.topic = topic_partition(os.fspath(path).rstrip("/"))[0] or STORE_TOPIC
        return store

    @classmethod
    def from_segments(cls, paths: list[str], problems: list) -> SchemaStore:
        """The store from the store topic's segments (one partition's, in offset order) read record by
        record with this package's scanner, no pyarrow needed; damage met goes to ``problems``."""
        from ..reading.scan import data_records
        from ..tables.schema import topic_partition

        store = cls.from_records((r.offset, r.key, r.value) for _, r in data_records(paths, problems))
        store.topic = topic_partition(os.path.basename(os.path.dirname(paths[0])))[0] if paths else None
        return store

    @classmethod
    def from_directory(cls, path: str | os.PathLike[str]) -> SchemaStore:
        """Schemas from files named ``<id>.avsc`` (Avro), ``<id>.json`` (JSON Schema) or ``<id>.proto``,
        or ``<subject>/<version>-<id>.<ext>`` to give them subjects (references resolve by subject);
        the GUID is derived as the registry derives it. A file named by a UUID
        (``<uuid>.avsc``) is the schema version of that id in AWS Glue's registry."""
        found = []
        for root, _, files in os.walk(path):
            subject = os.path.relpath(root, path)
            for name in sorted(files):
                stem, ext = os.path.splitext(name)
                kind = FILE_TYPES.get(ext)
                if kind is None:
                    continue
                with open(os.path.join(root, name), encoding="utf-8") as handle:
                    text = handle.read()
                glue = _uuid(stem) if subject == "." else None
                if glue is not None:
                    found.append(RegisteredSchema(f"file:{name}", 1, None, kind, text, guid=glue))
                    continue
                version_text, _, id_text = stem.rpartition("-") if subject != "." else ("1", "", stem)
                if not (id_text.isdigit() and version_text.isdigit()):
                    raise ValueError(f"{os.path.join(root, name)}: a schema file is named <id>{ext} or <uuid>{ext} "
                                     f"at the top, or <subject>/<version>-<id>{ext}")
                found.append(RegisteredSchema(subject if subject != "." else f"file:{name}", int(version_text),
                                              int(id_text), kind, text, guid=schema_guid(text, ())))
        return cls(found)


def _uuid(text: str) -> uuid.UUID | None:
    try:
        return uuid.UUID(text) if len(text) == 36 else None
    except ValueError:
        return None


class _Replay:
    """The registry's ``KafkaStoreMessageHandler`` over the records, reduced to schemas."""

    def __init__(self) -> None:
        self.versions: dict[tuple[str, int], RegisteredSchema] = {}
        self.problems: list[StoreProblem] = []

    def apply(self, offset: int | None, key: bytes | None, value: bytes | None) -> None:
        try:
            parsed = _json_object(key, "key")
            keytype = parsed.get("keytype")
            if keytype == "SCHEMA":
                self._schema(parsed, value)
            elif value is None:
                return  # a tombstone of any other key type changes no schema
            elif keytype == "DELETE_SUBJECT":
                body = _json_object(value, "DELETE_SUBJECT value")
                subject, upto = _text(body, "subject"), _int(body, "version")
                for (name, version), schema in list(self.versions.items()):
                    if name == subject and version <= upto and not schema.deleted:
                        self.versions[(name, version)] = _with_deleted(schema)
            elif keytype == "CLEAR_SUBJECT":
                subject = _text(_json_object(value, "CLEAR_SUBJECT value"), "subject")
                for (name, version), schema in list(self.versions.items()):
                    if name == subject and schema.deleted:
                        del self.versions[(name, version)]
            elif keytype not in ("CONFIG", "MODE", "NOOP", "CONTEXT", "ASSOC"):
                raise ValueError(f"unknown keytype {keytype!r}")
        except ValueError as exc:
            self.problems.append(StoreProblem(offset, str(exc)))

    def _schema(self, key: dict, value: bytes | None) -> None:
        subject, version = _text(key, "subject"), _int(key, "version")
        if key.get("magic", 0) not in (0, 1):  # SchemaRegistrySerializer.validateMagicByte
            raise ValueError(f"SCHEMA key magic {key.get('magic')!r} is neither 0 nor 1")
        if value is None:
            self.versions.pop((subject, version), None)
            return
        body = _json_object(value, "SCHEMA value")
        references = tuple(Reference(_text(r, "name"), _text(r, "subject"), _int(r, "version"))
                           for r in body.get("references") or ())
        text = _text(body, "schema")
        # Schema.updateHash hashes metadata and a rule set when they are not null, empty ones too.
        extras = body.get("metadata") is not None or body.get("ruleSet") is not None
        self.versions[(subject, version)] = RegisteredSchema(
            subject, version, _int(body, "id"), body.get("schemaType") or AVRO, text, references,
            bool(body.get("deleted", False)), schema_guid(text, references, body.get("md5"), extras))


def _with_deleted(schema: RegisteredSchema) -> RegisteredSchema:
    from dataclasses import replace

    return replace(schema, deleted=True)


def _json_object(data: bytes | None, what: str) -> dict:
    if data is None:
        raise ValueError(f"{what} is null")
    try:
        parsed = json.loads(bytes(data))
    except (ValueError, UnicodeDecodeError) as exc:
        raise ValueError(f"{what} is not JSON: {exc}") from None
    if not isinstance(parsed, dict):
        raise ValueError(f"{what} is not a JSON object")
    return parsed


def _text(body: dict, name: str) -> str:
    value = body.get(name)
    if not isinstance(value, str):
        raise ValueError(f"{name!r} is not a string: {value!r}")
    return value


def _int(body: dict, name: str) -> int:
    value = body.get(name)
    if not isinstance(value, int) or isinstance(value, bool):
        raise ValueError(f"{name!r} is not an integer: {value!r}")
    return value
