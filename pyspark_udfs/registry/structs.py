"""A topic's values as one typed Arrow struct column (``decodeAs=struct``), when they share one Avro
or JSON Schema lineage (the versions of one subject; JSON Schema's form is :mod:`.json_structs`'s).

The column's type is the Arrow form of the lineage's latest live version, the reader schema: every
value, whatever version (or other id) wrote it, is read with Avro's schema resolution from its
writer's schema to that one (fastavro's ``schemaless_reader(writer, reader)``), as a consumer with
the latest schema reads it. A value that does not resolve, or whose content has no place in the
column (a decimal wider than its precision), gets a null and a ``decodeError``.

Avro to Arrow: ``boolean`` bool, ``int`` int32, ``long`` int64, ``float`` float32, ``double``
float64, ``bytes`` binary, ``string`` and ``enum`` string, ``fixed`` fixed-size binary, ``record``
struct, ``array`` list, ``map`` map<string, …>, ``[null, T]`` T (nullable); a union of two or more
non-null branches is JSON text (:mod:`.render`), Arrow's unions having no Parquet form. Logical types:
``decimal`` decimal128 (decimal256 past 38 digits), ``timestamp-millis``/``-micros`` timestamp in UTC,
``local-timestamp-*`` timestamp without a zone, ``date`` date32, ``time-millis`` time32[ms],
``time-micros`` time64[us], ``uuid`` string.
"""
from __future__ import annotations

import io
import json
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..tables.options import OptionError
from .decoders import DecodeError, Headers, RegistryDecoder
from .framing import Framed, FramingError, detect, read_message_indexes
from .render import to_json
from .store import AVRO, JSON, PROTOBUF, RegisteredSchema, SchemaStore, StoreError

if TYPE_CHECKING:  # pragma: no cover
    import pyarrow

    from ..tables.reader import TableScan

Convert = Callable[[Any], Any] | None
"""What a decoded value needs before Arrow takes it; None: nothing."""
_PRIMITIVES = {"null": "null", "boolean": "bool_", "int": "int32", "long": "int64", "float": "float32",
               "double": "float64", "bytes": "binary", "string": "string"}


class StructUnavailable(OptionError):
    """The lineage has no struct form (not Avro, not a record, a recursive type, not in the store)."""


def reader_schema(store: SchemaStore, subject: str) -> RegisteredSchema:
    """The lineage's latest live version (its latest version when all are soft-deleted)."""
    try:
        latest = store.latest(subject)
    except StoreError as exc:
        raise StructUnavailable(f"decodeAs=struct: {exc}") from None
    if latest is None:
        raise StructUnavailable(f"decodeAs=struct: subject {subject!r} is not in the schemas read "
                                f"({len(store)} subject versions); name the lineage with valueSubject=")
    if latest.schema_type not in (AVRO, JSON, PROTOBUF):
        raise StructUnavailable(f"decodeAs=struct: subject {subject!r} is {latest.schema_type}; "
                                "struct columns are made for Avro, JSON Schema and Protobuf lineages")
    return latest


def lineage(scan: TableScan, store: SchemaStore) -> str:
    """The subject ``decodeAs=struct`` reads a scan's values as: ``valueSubject``, else ``<topic>-value``
    (the serializers' default TopicNameStrategy) for the one topic read besides the store and Kafka's own."""
    from ..tables.discovery import discover

    if scan.options.value_subject is not None:
        return scan.options.value_subject
    found = discover(scan.paths, scan.options.topic, scan.options.partition, scan.options.include_renamed_partitions)
    topics = sorted({p.topic or "" for p in found} - {store.topic or ""})
    topics = [t for t in topics if not t.startswith("__")]
    if len(topics) != 1:
        raise StructUnavailable(f"decodeAs=struct types one topic's values: this read has "
                                f"{', '.join(topics) or 'no topic'}; choose one with topic= (or name the "
                                "lineage with valueSubject=)")
    return _one_lineage(topics[0], store)


def message_of(scan: TableScan, store: SchemaStore, subject: str) -> tuple[int, ...] | None:
    """For a Protobuf lineage, the message indexes the first framed value of the read's first local
    partition names (a file holds several messages; the schema does not say which the topic's are)."""
    from ..tables.discovery import discover
    from .protobuf_structs import first_message_indexes  # layers: it imports this module's helpers

    latest = store.latest(subject)
    if latest is None or latest.schema_type != PROTOBUF:
        return None
    found = discover(scan.paths, scan.options.topic, scan.options.partition, scan.options.include_renamed_partitions)
    for partition in found:
        paths = [segment.path for segment in partition.segments if "://" not in segment.path]
        if partition.topic != store.topic and paths:
            indexes = first_message_indexes(paths)
            if indexes is not None:
                return indexes
    return None


def _one_lineage(topic: str, store: SchemaStore) -> str:
    """``<topic>-value``, else the one ``<topic>-<record name>`` subject (TopicRecordNameStrategy); a topic
    whose values are of several such subjects has no one struct type."""
    if store.latest(f"{topic}-value") is not None:
        return f"{topic}-value"
    named = sorted({subject for subject, _ in store.versions if subject.startswith(f"{topic}-")} - {f"{topic}-key"})
    if len(named) > 1:
        raise StructUnavailable(f"decodeAs=struct: topic {topic!r} mixes lineages ({', '.join(named)}): one struct "
                                "column holds one; choose it with valueSubject=")
    return named[0] if named else f"{topic}-value"


class StructReader:
    """Reads values with their writer's schema resolved to the lineage's reader schema, as Arrow-ready
    Python values; the writer schemas are parsed once per id (:class:`RegistryDecoder`'s cache)."""

    def __init__(self, decoder: RegistryDecoder, subject: str, indexes: tuple[int, ...] | None = None):
        """``indexes``: for a Protobuf lineage, the message of its file the column holds (:func:`message_of`)."""
        schema = reader_schema(decoder.store, subject)
        self.decoder, self.schema = decoder, schema
        self._writers: dict[Any, Any] = {}
        """The writers' parsed schemas by the id or GUID naming them (their text for JSON Schema)."""
        if schema.schema_type == JSON:
            from .json_structs import json_struct  # layers: it imports this module's helpers

            self.reader = None
            self.type, self.convert = json_struct(json.loads(schema.schema))
            return
        if schema.schema_type == PROTOBUF:
            self.reader, self.convert, self.indexes = None, None, indexes or (0,)
            self._protobuf_form(schema)
            return
        try:
            self.reader = decoder.avro_schema(schema)
        except DecodeError as exc:
            raise StructUnavailable(f"decodeAs=struct: {exc}") from None
        if not (isinstance(self.reader, dict) and self.reader.get("type") in ("record", "error")):
            raise StructUnavailable(f"decodeAs=struct: subject {subject!r} is not an Avro record")
        self.type, self.convert = arrow_form(self.reader, self.reader.get("__named_schemas", {}), ())

    def read(self, data: bytes, headers: Headers) -> Any:
        """The value as the struct column holds it; :class:`DecodeError` when it does not fit."""
        from fastavro import schemaless_reader

        try:
            framed = detect(data, headers, "value")
        except FramingError as exc:
            raise DecodeError(str(exc)) from None
        writer = self._writers.get(framed.schema)
        if writer is None:
            try:
                schema = (self.decoder.store.by_id(framed.schema) if isinstance(framed.schema, int)
                          else self.decoder.store.by_guid(framed.schema))
            except StoreError as exc:
                raise DecodeError(str(exc)) from None
            if schema is None or schema.schema_type != self.schema.schema_type:
                raise DecodeError(f"{f'its schema is not {self.schema.schema_type}' if schema else 'unknown schema'}: "
                                  f"it has no place in the struct of subject {self.schema.subject!r}")
            writer = self._writers[framed.schema] = self.decoder.avro_schema(schema) if self.reader else schema.schema
        if self.schema.schema_type == PROTOBUF:
            return self._protobuf(framed)
        try:
            value = (json.loads(framed.payload) if self.reader is None
                     else schemaless_reader(io.BytesIO(framed.payload), writer, self.reader))
        except Exception as exc:  # fastavro's resolution and read errors
            raise DecodeError(f"does not read as subject {self.schema.subject!r} version {self.schema.version} "
                              f"({self.schema.label}): {type(exc).__name__}: {exc}") from None
        return value if self.convert is None else self.convert(value)

    def _protobuf_form(self, schema: RegisteredSchema) -> None:
        from .protobuf import ProtobufUnavailable, message_classes
        from .protobuf_structs import message_struct  # layers: it imports this module's helpers

        try:
            self._message = message_classes(schema, self.decoder.store.version, StructUnavailable)(self.indexes)
        except ProtobufUnavailable as exc:
            raise StructUnavailable(f"decodeAs=struct: {exc}") from None
        self.type, self._read_message = message_struct(self._message.DESCRIPTOR)

    def _protobuf(self, framed: Framed) -> Any:
        """A Protobuf value parsed with the lineage's message class (its wire format reads every version)."""
        try:
            indexed = read_message_indexes(framed)
        except FramingError as exc:
            raise DecodeError(str(exc)) from None
        if indexed.message_indexes != self.indexes:
            raise DecodeError(f"is message {list(indexed.message_indexes or ())} of its file; the column holds "
                              f"message {list(self.indexes)} of subject {self.schema.subject!r}")
        message = self._message()
        try:
            message.ParseFromString(indexed.payload)
        except Exception as exc:  # protobuf's DecodeError and the like
            raise DecodeError(f"does not read as subject {self.schema.subject!r} version {self.schema.version} "
                              f"({self.schema.label}): {type(exc).__name__}: {exc}") from None
        return self._read_message(message)


    def array(self, values: list) -> tuple[pyarrow.Array, dict[int, str]]:
        """The column of ``values`` (what :meth:`read` gave, None for no value), and the rows whose value
        has no place in it (a decimal wider than its precision …), null there, with the reason."""
        import pyarrow as pa

        try:
            return pa.array(values, type=self.type), {}
        except (pa.ArrowException, TypeError, ValueError, OverflowError):
            pass  # one value does not fit: find it (and any other), row by row
        misfits: dict[int, str] = {}
        for i, value in enumerate(values):
            try:
                pa.array([value], type=self.type)
            except (pa.ArrowException, TypeError, ValueError, OverflowError) as exc:
                misfits[i] = f"does not fit the column of subject {self.schema.subject!r}: {type(exc).__name__}: {exc}"
        return pa.array([None if i in misfits else v for i, v in enumerate(values)], type=self.type), misfits


def arrow_form(schema: Any, named: dict, enclosing: tuple[str, ...]) -> tuple[pyarrow.DataType, Convert]:
    """The Arrow type of a parsed Avro schema and the conversion its decoded values need."""
    import pyarrow as pa

    if isinstance(schema, str):
        if schema in _PRIMITIVES:
            return getattr(pa, _PRIMITIVES[schema])(), None
        if schema in enclosing:
            raise StructUnavailable(f"decodeAs=struct: {schema} is recursive; Arrow structs are not")
        return arrow_form(named[schema], named, enclosing)
    if isinstance(schema, list):
        branches = [b for b in schema if b != "null"]
        if len(branches) == 1:
            return arrow_form(branches[0], named, enclosing)
        return pa.string(), lambda v: None if v is None else to_json(v)
    logical = _logical(schema)
    if logical is not None:
        return logical
    kind = schema["type"]
    if kind in ("record", "error"):
        return _record_form(schema, named, enclosing)
    if kind == "enum":
        return pa.string(), None
    if kind == "fixed":
        return pa.binary(schema["size"]), None
    if kind == "array":
        item, convert = arrow_form(schema["items"], named, enclosing)
        return pa.list_(item), None if convert is None else _each(convert)
    if kind == "map":
        item, convert = arrow_form(schema["values"], named, enclosing)
        return pa.map_(pa.string(), item), None if convert is None else _each_value(convert)
    return arrow_form(kind, named, enclosing)  # {"type": "long"} and the like


def _record_form(schema: dict, named: dict, enclosing: tuple[str, ...]) -> tuple[pyarrow.DataType, Convert]:
    """:func:`arrow_form` of a record: a struct of its fields, converted field by field where they need it."""
    import pyarrow as pa

    inner = (*enclosing, schema["name"])
    fields = [(f["name"], *arrow_form(f["type"], named, inner)) for f in schema["fields"]]
    converts = [(name, convert) for name, _, convert in fields if convert is not None]
    struct = pa.struct([pa.field(name, kind_) for name, kind_, _ in fields])
    if not converts:
        return struct, None

    def record(value: Any) -> Any:
        if value is None:
            return None
        out = dict(value)
        for name, convert in converts:
            out[name] = convert(out[name])
        return out
    return struct, record


def _each(convert: Callable[[Any], Any]) -> Callable[[Any], Any]:
    return lambda items: None if items is None else [convert(x) for x in items]


def _each_value(convert: Callable[[Any], Any]) -> Callable[[Any], Any]:
    return lambda entries: None if entries is None else {k: convert(x) for k, x in entries.items()}


def _logical(schema: dict) -> tuple[pyarrow.DataType, Convert] | None:
    import pyarrow as pa

    logical = schema.get("logicalType")
    if logical == "decimal" and schema["type"] in ("bytes", "fixed"):
        precision, scale = schema.get("precision", 0), schema.get("scale", 0)
        return (pa.decimal128 if precision <= 38 else pa.decimal256)(precision, scale), None
    forms: dict[str, tuple[Any, Convert]] = {
        "timestamp-millis": (pa.timestamp("ms", tz="UTC"), None),
        "timestamp-micros": (pa.timestamp("us", tz="UTC"), None),
        "local-timestamp-millis": (pa.timestamp("ms"), None), "local-timestamp-micros": (pa.timestamp("us"), None),
        "date": (pa.date32(), None), "time-millis": (pa.time32("ms"), None), "time-micros": (pa.time64("us"), None),
        "uuid": (pa.string(), lambda v: None if v is None else str(v)),
    }
    return forms.get(logical) if isinstance(logical, str) else None
