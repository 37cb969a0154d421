"""The Arrow struct form of a Protobuf lineage (``decodeAs=struct``), from the message's descriptor.

A ``.proto`` file holds several messages and the registry's schema does not say which one a topic's
values are: the framing does (its message indexes). The struct is that of the message the topic's
first framed value names (:func:`first_message_indexes`); a value of another message has a null
``valueStruct`` and a ``decodeError``.

Protobuf to Arrow (the descriptor's field types): ``double``/``float`` float64/float32, ``int32``,
``sint32``, ``sfixed32`` int32, ``int64``, ``sint64``, ``sfixed64`` int64, ``uint32``/``fixed32``
uint32, ``uint64``/``fixed64`` uint64, ``bool``, ``string``, ``bytes`` binary, enums string (the
value's name), messages struct, ``repeated`` list, ``map<K, V>`` map; Google's
``Timestamp`` timestamp[ns] in UTC and its wrappers (``StringValue``…) the wrapped type, nullable. A
field holds what a reader of the message sees: proto3's default for an unset scalar, null for an
unset message or ``optional`` field.
"""
from __future__ import annotations

import datetime
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .structs import StructUnavailable

if TYPE_CHECKING:  # pragma: no cover
    import pyarrow

Read = Callable[[Any], Any]
"""A field's (or message's) value as Arrow takes it."""
_WRAPPERS = ("DoubleValue", "FloatValue", "Int64Value", "UInt64Value", "Int32Value", "UInt32Value", "BoolValue",
             "StringValue", "BytesValue")
_EPOCH = datetime.datetime(1970, 1, 1, tzinfo=datetime.timezone.utc)


class NoProtobufStruct(StructUnavailable):
    """A message with no struct form (recursive)."""


def message_struct(descriptor: Any, enclosing: tuple[str, ...] = ()) -> tuple[pyarrow.DataType, Read]:
    """The struct type of a message descriptor and the function turning a message into its value."""
    import pyarrow as pa

    if descriptor.full_name in enclosing:
        raise NoProtobufStruct(f"decodeAs=struct: message {descriptor.full_name} is recursive; Arrow structs are not")
    inner = (*enclosing, descriptor.full_name)
    fields = [(field, *_field_form(field, inner)) for field in descriptor.fields]
    kind = pa.struct([pa.field(field.name, kind_) for field, kind_, _ in fields])

    def read(message: Any) -> Any:
        out: dict[str, Any] = {}
        for field, _, convert in fields:
            if field.has_presence and not _repeated(field) and not message.HasField(field.name):
                out[field.name] = None
            else:
                out[field.name] = convert(getattr(message, field.name))
        return out
    return kind, read


def _field_form(field: Any, enclosing: tuple[str, ...]) -> tuple[pyarrow.DataType, Read]:
    import pyarrow as pa

    if field.message_type is not None and field.message_type.GetOptions().map_entry:
        key, _ = _one_form(field.message_type.fields_by_name["key"], enclosing)
        value, convert = _one_form(field.message_type.fields_by_name["value"], enclosing)
        return pa.map_(key, value), lambda entries: {k: convert(v) for k, v in entries.items()}
    kind, convert = _one_form(field, enclosing)
    if _repeated(field):
        return pa.list_(kind), lambda items: [convert(x) for x in items]
    return kind, convert


def _one_form(field: Any, enclosing: tuple[str, ...]) -> tuple[pyarrow.DataType, Read]:
    """One value of ``field`` (an element of it when repeated)."""
    import pyarrow as pa

    if field.enum_type is not None:
        names = {v.number: v.name for v in field.enum_type.values}
        return pa.string(), lambda number: names.get(number, str(number))
    message = field.message_type
    if message is not None:
        if message.full_name == "google.protobuf.Timestamp":
            return pa.timestamp("ns", tz="UTC"), lambda t: t.seconds * 1_000_000_000 + t.nanos
        if message.file.package == "google.protobuf" and message.name in _WRAPPERS:
            return _one_form(message.fields_by_name["value"], enclosing)[0], lambda w: w.value
        return message_struct(message, enclosing)
    kinds = {field.TYPE_DOUBLE: pa.float64(), field.TYPE_FLOAT: pa.float32(), field.TYPE_BOOL: pa.bool_(),
             field.TYPE_STRING: pa.string(), field.TYPE_BYTES: pa.binary(), field.TYPE_UINT32: pa.uint32(),
             field.TYPE_FIXED32: pa.uint32(), field.TYPE_UINT64: pa.uint64(), field.TYPE_FIXED64: pa.uint64()}
    wide = (field.TYPE_INT64, field.TYPE_SINT64, field.TYPE_SFIXED64)
    return kinds.get(field.type, pa.int64() if field.type in wide else pa.int32()), _same


def _repeated(field: Any) -> bool:
    """protobuf 5.28 on say ``is_repeated``; ``label`` is gone from the newest."""
    return bool(field.is_repeated) if hasattr(field, "is_repeated") else field.label == field.LABEL_REPEATED


def _same(value: Any) -> Any:
    return value


def first_message_indexes(paths: list[str]) -> tuple[int, ...] | None:
    """The message indexes of the first framed value in the segments ``paths`` (one partition's, in
    offset order), None when none is framed."""
    from ..reading.scan import data_records
    from .framing import FramingError, detect, read_message_indexes

    for _, record in data_records(paths, []):
        if record.value is None:
            continue
        try:
            return read_message_indexes(detect(record.value, list(record.headers or ()), "value")).message_indexes
        except FramingError:
            continue
    return None
