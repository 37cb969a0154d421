"""Keys and values decoded with the schema their framing names, each schema parsed once.

Avro with fastavro: the writer's schema is the reader's (a record decodes as it was written, so
every version of a lineage decodes), named types defined in referenced subjects resolve (the
references are parsed first, depth first, into fastavro's ``named_schemas``), logical types are
fastavro's. JSON Schema values are JSON text after the framing. Protobuf payloads follow their
message indexes and decode with :mod:`.protobuf`.
"""
from __future__ import annotations

import io
import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from .framing import Framed, FramingError, SchemaRef, detect, read_message_indexes
from .render import to_json
from .store import AVRO, JSON, PROTOBUF, RegisteredSchema, SchemaStore, StoreError

Headers = Sequence[tuple[str, bytes | None]] | None
MAX_REFERENCE_DEPTH = 64
"""References deeper than this are taken for a cycle (the registry refuses cycles when registering)."""


class DecodeError(ValueError):
    """Why one key or value could not be decoded."""


@dataclass(frozen=True)
class Decoded:
    schema_id: int | None
    json: str


class RegistryDecoder:
    """Decodes framed keys and values with a :class:`SchemaStore`'s schemas, caching each schema's
    parsed form by the id or GUID that named it."""

    def __init__(self, store: SchemaStore):
        self.store = store
        self._readers: dict[SchemaRef, tuple[RegisteredSchema, Callable[[Framed], Any]]] = {}

    def decode(self, data: bytes, headers: Headers, field: str) -> Decoded:
        """``data``, the ``field`` (``key``/``value``) of a record with ``headers``, as JSON text;
        :class:`DecodeError` saying why not."""
        try:
            framed = detect(data, headers, field)
        except FramingError as exc:
            raise DecodeError(str(exc)) from None
        schema, reader = self._reader(framed.schema)
        try:
            return Decoded(schema.id, to_json(reader(framed)))
        except DecodeError:
            raise
        except FramingError as exc:
            raise DecodeError(str(exc)) from None
        except Exception as exc:  # fastavro's and json's many errors: the bytes do not match the schema
            raise DecodeError(f"bytes do not match {schema.label} ({schema.schema_type}, subject "
                              f"{schema.subject!r} version {schema.version}): {type(exc).__name__}: {exc}") from None

    def _reader(self, ref: SchemaRef) -> tuple[RegisteredSchema, Callable[[Framed], Any]]:
        cached = self._readers.get(ref)
        if cached is None:
            try:
                schema = self.store.by_id(ref) if isinstance(ref, int) else self.store.by_guid(ref)
            except StoreError as exc:
                raise DecodeError(str(exc)) from None
            if schema is None:
                what = f"schema id {ref}" if isinstance(ref, int) else f"schema GUID {ref}"
                raise DecodeError(f"unknown {what}: not in the schemas read ({len(self.store)} subject versions)")
            try:
                reader = self._make_reader(schema)
            except (DecodeError, StoreError) as exc:  # a schema that does not parse fails once, not once per record
                reader = _failing(DecodeError(str(exc)))
            cached = self._readers[ref] = (schema, reader)
        return cached

    def _make_reader(self, schema: RegisteredSchema) -> Callable[[Framed], Any]:
        if schema.schema_type == AVRO:
            return _avro_reader(self.avro_schema(schema))
        if schema.schema_type == JSON:
            return lambda framed: json.loads(framed.payload)
        if schema.schema_type == PROTOBUF:
            from .protobuf import ProtobufUnavailable, protobuf_reader

            try:
                read = protobuf_reader(schema, self.store.version, DecodeError)
            except ProtobufUnavailable as exc:
                raise DecodeError(str(exc)) from None

            def protobuf(framed: Framed) -> Any:
                indexed = read_message_indexes(framed)
                return read(indexed.payload, indexed.message_indexes or (0,))
            return protobuf
        raise DecodeError(f"{schema.label} has schemaType {schema.schema_type!r}, which is not "
                          f"AVRO, JSON or PROTOBUF")

    def avro_schema(self, schema: RegisteredSchema) -> Any:
        """``schema`` parsed by fastavro, the named types of its references resolved."""
        return self._avro_schema(schema, 0, {}, set())

    def _avro_schema(self, schema: RegisteredSchema, depth: int, named: dict, done: set) -> Any:
        """The parsed Avro schema, its references' named types parsed first into ``named`` (each
        subject version once: ``done``, as two references may share one)."""
        import fastavro

        if depth > MAX_REFERENCE_DEPTH:
            raise DecodeError(f"schema references deeper than {MAX_REFERENCE_DEPTH} at subject {schema.subject!r}")
        for ref in schema.references:
            try:
                target = self.store.version(ref.subject, ref.version)
            except StoreError as exc:
                raise DecodeError(str(exc)) from None
            if target is None:
                raise DecodeError(f"{schema.label} references subject {ref.subject!r} version "
                                  f"{ref.version}, which is not in the schemas read")
            if (target.subject, target.version) not in done:
                done.add((target.subject, target.version))
                self._avro_schema(target, depth + 1, named, done)
        try:
            return fastavro.parse_schema(json.loads(schema.schema), named_schemas=named)
        except Exception as exc:
            raise DecodeError(f"{schema.label} (subject {schema.subject!r} version {schema.version}) "
                              f"is not a valid Avro schema: {exc}") from None


def _failing(exc: DecodeError) -> Callable[[Framed], Any]:
    reason = str(exc)  # a new exception per record: one raised again and again would grow its traceback

    def fail(framed: Framed) -> Any:
        raise DecodeError(reason)
    return fail


def _avro_reader(parsed: Any) -> Callable[[Framed], Any]:
    from fastavro import schemaless_reader

    def read(framed: Framed) -> Any:
        stream = io.BytesIO(framed.payload)
        value = schemaless_reader(stream, parsed, None)
        left = len(framed.payload) - stream.tell()
        if left:
            raise DecodeError(f"{left} bytes left after the Avro value")
        return value
    return read
