"""Which schema a key or value was written with: the registries' wire framings, detected per record.

Facts from each project's source (docs/registry.md cites the files):

* Confluent, magic 0: ``0x00`` + the schema id as a big-endian int32, then the payload
  (confluent-kafka-python ``SchemaId.id_to_bytes``; Apicurio's ``Default4ByteIdHandler`` writes the
  same layout with its content or global id).
* Confluent, magic 1: ``0x01`` + the schema's 16-byte GUID (``SchemaId.guid_to_bytes``).
* Confluent, in headers: ``__key_schema_id`` / ``__value_schema_id`` hold the magic-1 bytes and the
  payload is bare (``header_schema_id_serializer``; the deserializer looks at the header first).
* Protobuf, after either Confluent prefix: the message indexes, a zigzag varint count then that many
  zigzag varints; a count of 0 (one ``0x00`` byte) means ``[0]`` (``SchemaId._read_index_array``).
* Apicurio, legacy: ``0x00`` + an 8-byte big-endian global id (``Legacy8ByteIdHandler``); told from
  Confluent's 4-byte id by its high four bytes being zero (no registry assigns id 0).
* Apicurio, in headers: ``apicurio.key.globalId`` / ``apicurio.value.globalId`` (or ``…contentId``)
  as 8-byte big-endian longs (``DefaultHeadersHandler``), the payload bare.
* AWS Glue: ``0x03`` + a compression byte (``0x00`` none, ``0x05`` zlib) + the schema version's
  16-byte UUID (``AWSSchemaRegistryConstants``), then the payload, zlib-deflated when flagged.
"""
from __future__ import annotations

import uuid
import zlib
from collections.abc import Sequence
from dataclasses import dataclass

CONFLUENT_V0, CONFLUENT_V1, GLUE_VERSION = 0, 1, 3
GLUE_NONE, GLUE_ZLIB = 0, 5
CONFLUENT_HEADERS = {"key": "__key_schema_id", "value": "__value_schema_id"}
APICURIO_ID_HEADERS = ("globalId", "contentId")
MAX_MESSAGE_INDEXES = 100_000
"""confluent-kafka-python refuses a longer index array; so do we, before allocating it."""

SchemaRef = int | uuid.UUID
"""A schema id (int) or GUID (UUID), what a framing names."""


class FramingError(ValueError):
    """Bytes that do not hold the framing they start with (truncated, unknown magic)."""


@dataclass(frozen=True)
class Framed:
    """A key's or value's framing: the schema it names and where its payload starts."""

    kind: str
    """``confluent``, ``confluent-guid``, ``confluent-header``, ``apicurio-legacy``, ``apicurio-header``, ``glue``."""
    schema: SchemaRef
    payload: bytes
    message_indexes: tuple[int, ...] | None = None
    """Set for Protobuf payloads once :func:`read_message_indexes` has been applied."""

    @property
    def schema_id(self) -> int | None:
        return self.schema if isinstance(self.schema, int) else None


def detect(data: bytes, headers: Sequence[tuple[str, bytes | None]] | None, field: str) -> Framed:
    """The framing of ``data``, the ``field`` (``key`` or ``value``) of a record with ``headers``.

    Headers win over a prefix, as in confluent-kafka's ``dual_schema_id_deserializer``.
    """
    header = _header(headers, CONFLUENT_HEADERS[field])
    if header is not None:
        if len(header) < 17 or header[0] != CONFLUENT_V1:
            raise FramingError(f"header {CONFLUENT_HEADERS[field]} is not magic 1 + a 16-byte GUID")
        return Framed("confluent-header", uuid.UUID(bytes=bytes(header[1:17])), bytes(data))
    for name in APICURIO_ID_HEADERS:
        header = _header(headers, f"apicurio.{field}.{name}")
        if header is not None:
            if len(header) != 8:
                raise FramingError(f"header apicurio.{field}.{name} is {len(header)} bytes, not an 8-byte long")
            return Framed("apicurio-header", int.from_bytes(header, "big", signed=True), bytes(data))
    if not data:
        raise FramingError("no framing: the bytes are empty")
    magic = data[0]
    if magic == CONFLUENT_V0:
        _need(data, 5, "magic 0 + a 4-byte schema id")
        high = int.from_bytes(data[1:5], "big")
        if high == 0 and len(data) >= 9:
            return Framed("apicurio-legacy", int.from_bytes(data[1:9], "big", signed=True), bytes(data[9:]))
        return Framed("confluent", high, bytes(data[5:]))
    if magic == CONFLUENT_V1:
        _need(data, 17, "magic 1 + a 16-byte schema GUID")
        return Framed("confluent-guid", uuid.UUID(bytes=bytes(data[1:17])), bytes(data[17:]))
    if magic == GLUE_VERSION:
        _need(data, 18, "AWS Glue's 0x03 + compression byte + 16-byte schema version id")
        compression, version = data[1], uuid.UUID(bytes=bytes(data[2:18]))
        if compression == GLUE_NONE:
            return Framed("glue", version, bytes(data[18:]))
        if compression == GLUE_ZLIB:
            try:
                return Framed("glue", version, zlib.decompress(data[18:]))
            except zlib.error as exc:
                raise FramingError(f"AWS Glue payload flagged zlib does not inflate: {exc}") from None
        raise FramingError(f"AWS Glue compression byte {compression} is neither 0 (none) nor 5 (zlib)")
    raise FramingError(f"no registry framing: first byte {magic} is none of 0, 1 (Confluent) or 3 (AWS Glue)")


def read_message_indexes(framed: Framed) -> Framed:
    """``framed`` with the Protobuf message indexes read off the front of its payload."""
    data, pos = framed.payload, 0
    count, pos = _zigzag(data, pos)
    if count < 0 or count > MAX_MESSAGE_INDEXES:
        raise FramingError(f"Protobuf message index count {count} is out of range")
    if count == 0:
        return Framed(framed.kind, framed.schema, data[pos:], (0,))
    indexes = []
    for _ in range(count):
        index, pos = _zigzag(data, pos)
        indexes.append(index)
    return Framed(framed.kind, framed.schema, data[pos:], tuple(indexes))


def _zigzag(data: bytes, pos: int) -> tuple[int, int]:
    value = shift = 0
    while True:
        if pos >= len(data):
            raise FramingError("truncated Protobuf message indexes")
        byte = data[pos]
        pos += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if not byte & 0x80:
            return (value >> 1) ^ -(value & 1), pos
        if shift > 63:
            raise FramingError("Protobuf message index varint longer than 10 bytes")


def _header(headers: Sequence[tuple[str, bytes | None]] | None, name: str) -> bytes | None:
    for key, value in headers or ():
        if key == name and value is not None:
            return value
    return None


def _need(data: bytes, size: int, what: str) -> None:
    if len(data) < size:
        raise FramingError(f"truncated framing: {len(data)} bytes, {what} needs {size}")
