"""A parse tree of one of Kafka's generated messages as the JSON its ``*JsonConverter`` writes.

The specs name fields in snake case after Kafka's field names (``LeaderId`` is
``leader_id``); the converters write them in lower camel case (``leaderId``).
The tree is walked in field order, so the JSON keys come out in Kafka's order
(except known tagged fields, which come last, where the bytes put them).
An array is a count field then ``<name>``, which is absent when the array is
null: ``num_<name>``, an unsigned varint holding a compact array's count plus
one, or ``num_<name>_legacy``, the signed 32-bit count of a non-flexible
version. (A ``num_`` field of another type is a message field, such as
``NumPartitions``.)
A nullable structure is a marker byte ``present_<name>`` (negative for null)
then ``<name>``, absent when null.
Tagged-field sections are not printed, as Kafka's converters skip unknown tags;
the fields of a tag a spec knows (a ``tagged_fields`` list whose ``data``
parsed as a type holding the field) are written with the others. Parameters of
a type are not fields.
"""
from __future__ import annotations

import base64
import inspect
import json
import struct
from functools import cache
from typing import Any

from kaitaistruct import KaitaiStruct

from ..generated.kafka_bool import KafkaBool
from ..generated.kafka_bytes import KafkaBytes
from ..generated.kafka_compact_bytes import KafkaCompactBytes
from ..generated.kafka_compact_string import KafkaCompactString
from ..generated.kafka_float64 import KafkaFloat64
from ..generated.kafka_string import KafkaString
from ..generated.kafka_tagged_fields import KafkaTaggedFields
from ..generated.kafka_uuid import KafkaUuid
from ..generated.kafka_uvarint import KafkaUvarint

_CAMEL_EXCEPTIONS = {"kraft_version": "kRaftVersion", "kraft_version_feature": "kRaftVersionFeature"}
"""Kafka names that do not follow from their snake-case id (``KRaftVersion`` → ``kRaftVersion``)."""


def json_name(field: str) -> str:
    """``leader_epoch`` → ``leaderEpoch``, as Kafka's generator lower-cases a field name's first letter."""
    if field in _CAMEL_EXCEPTIONS:
        return _CAMEL_EXCEPTIONS[field]
    head, *rest = field.split("_")
    return head + "".join(part[:1].upper() + part[1:] for part in rest)


def uuid_text(data: bytes) -> str:
    """Kafka's ``Uuid.toString()``: URL-safe base64 of the 16 bytes, without padding."""
    return base64.urlsafe_b64encode(data).decode("ascii").rstrip("=")


@cache
def params_of(cls: type[Any]) -> frozenset[str]:
    """The parameters of a generated type: its constructor's arguments before ``_io``."""
    names = list(inspect.signature(cls.__init__).parameters)
    return frozenset(names[1:names.index("_io")])


def fields(node: KaitaiStruct) -> dict[str, Any]:
    """The message fields of a parsed structure, in order, as JSON values keyed by Kafka's names."""
    out: dict[str, Any] = {}
    names = vars(node)
    params = params_of(type(node))  # type: ignore[arg-type]  # a class is hashable; mypy sees type[Any] as not
    for name, value in names.items():
        if name.startswith("_") or name in params or isinstance(value, KafkaTaggedFields):
            continue
        if name == "tagged_fields":  # a section whose tags the spec knows
            for tagged in value:
                if isinstance(tagged.data, KaitaiStruct):
                    out.update(fields(tagged.data))
            continue
        if name.startswith("present_"):  # a nullable structure's marker
            target = name[len("present_"):]
            if target not in names:
                out[json_name(target)] = None
            continue
        if name.startswith("num_") and (isinstance(value, KafkaUvarint) or name.endswith("_legacy")):
            target = name[4:].removesuffix("_legacy")
            if target not in names:  # a null array
                out[json_name(target)] = None
            continue
        out[json_name(name)] = to_json(value)
    return out


def to_json(value: Any) -> Any:
    """One field value as Kafka's converter writes it (bytes as standard base64, as Jackson does)."""
    if isinstance(value, (KafkaCompactString, KafkaString)):
        return None if value.is_null else value.value
    if isinstance(value, (KafkaCompactBytes, KafkaBytes)):
        return None if value.is_null else base64.b64encode(value.value).decode("ascii")
    if isinstance(value, KafkaUuid):
        return uuid_text(value.bytes)
    if isinstance(value, KafkaBool):
        return value.value
    if isinstance(value, KafkaFloat64):
        return struct.unpack(">d", value.raw)[0]  # the spec keeps the IEEE 754 bytes whole
    if isinstance(value, KaitaiStruct):
        return fields(value)
    if isinstance(value, list):
        return [to_json(item) for item in value]
    return value


def dumps(obj: Any) -> str:
    """Compact JSON as Jackson's ``JsonNode.toString()`` writes it."""
    return json.dumps(obj, separators=(",", ":"), ensure_ascii=False)
