"""The decode columns, added to record batches after the reader (either build) has filled them.

``keySchemaId``, ``valueSchemaId`` (int64: Apicurio's global ids are longs), ``keyDecoded``,
``valueDecoded`` (JSON text, :mod:`.render`) and ``decodeError``. A record that cannot be decoded
keeps its row, with ``decodeError`` saying why (``value: unknown schema id 7``); under ``FAILFAST``
the first such record stops the read with a :class:`~pyspark_udfs.errors.KafkaLogError` naming its
file and byte position. A value must carry a framing; a key without one (a plain string key beside
framed values is the common case) is left undecoded without an error, while a key whose framing is
there but broken or unknown is an error like a value's. Control records, corrupt rows and the
records of the store topic the schemas come from (``_schemas``: registry JSON, not framed) are not
decoded. With ``decodeAs=struct`` a sixth column, ``valueStruct``, holds each value read as its
lineage's latest schema (:mod:`.structs`); a value that does not read so has a null there and a
``decodeError``.
"""
from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from ..errors import KafkaLogError
from .decoders import DecodeError, RegistryDecoder
from .framing import APICURIO_ID_HEADERS, CONFLUENT_HEADERS, CONFLUENT_V0, CONFLUENT_V1, GLUE_VERSION

if TYPE_CHECKING:  # pragma: no cover
    import pyarrow

    from .structs import StructReader

DECODE_FIELDS = (("keySchemaId", "int64"), ("valueSchemaId", "int64"), ("keyDecoded", "string"),
                 ("valueDecoded", "string"), ("decodeError", "string"))
"""The columns ``decode=registry`` adds after the reader's, in this order."""
STRUCT_FIELD = "valueStruct"
"""The column ``decodeAs=struct`` adds after them."""
_MAGICS = (CONFLUENT_V0, CONFLUENT_V1, GLUE_VERSION)


def decoded_ddl(base: str) -> str:
    """The DDL ``base`` with the decode columns after its own (Spark's names of their types)."""
    spark = {"int64": "bigint", "string": "string"}
    return base + "".join(f", {name} {spark[kind]}" for name, kind in DECODE_FIELDS)


def decoded_schema(base: pyarrow.Schema, struct: pyarrow.DataType | None = None) -> pyarrow.Schema:
    """``base`` with the decode columns after its own, and ``valueStruct`` of type ``struct`` when given."""
    import pyarrow as pa

    fields = list(base) + [pa.field(name, pa.type_for_alias(kind)) for name, kind in DECODE_FIELDS]
    return pa.schema(fields + ([pa.field(STRUCT_FIELD, struct)] if struct is not None else []))


def decode_batches(batches: Iterable[pyarrow.RecordBatch], decoder: RegistryDecoder, fail_fast: bool,
                   structs: StructReader | None = None) -> Iterator[pyarrow.RecordBatch]:
    """Each batch with the decode columns added (:data:`DECODE_FIELDS`, and ``valueStruct`` with ``structs``)."""
    for batch in batches:
        yield decode_batch(batch, decoder, fail_fast, structs)


@dataclass(frozen=True)
class RecordDecoding:
    """What decoding one record's key and value gave."""

    key_schema_id: int | None = None
    key_json: str | None = None
    value_schema_id: int | None = None
    value_json: str | None = None
    errors: tuple[tuple[str, str], ...] = ()
    """(field, reason) for each of key and value that could not be decoded."""

    @property
    def error(self) -> str | None:
        """The ``decodeError`` text: ``key: …; value: …``."""
        return "; ".join(f"{field}: {reason}" for field, reason in self.errors) or None


def decode_record(decoder: RegistryDecoder, key: bytes | None, value: bytes | None,
                  headers: list[tuple[str, bytes | None]]) -> RecordDecoding:
    """A record's key and value decoded by the rules above (a null or unframed key is left alone)."""
    found: dict[str, tuple[int | None, str | None]] = {}
    errors = []
    for field, data in (("key", key), ("value", value)):
        if data is None or (field == "key" and not _framed(data, headers, field)):
            continue
        try:
            result = decoder.decode(data, headers, field)
            found[field] = (result.schema_id, result.json)
        except DecodeError as exc:
            errors.append((field, str(exc)))
    (key_id, key_json), (value_id, value_json) = found.get("key", (None, None)), found.get("value", (None, None))
    return RecordDecoding(key_id, key_json, value_id, value_json, tuple(errors))


def decode_batch(batch: pyarrow.RecordBatch, decoder: RegistryDecoder, fail_fast: bool,
                 structs: StructReader | None = None) -> pyarrow.RecordBatch:
    import pyarrow as pa

    columns = {name: batch.column(name).to_pylist() for name in
               ("key", "value", "headers", "topic", "isControl", "_corrupt_record", "file", "position")}
    skipped = RecordDecoding()
    results: list[RecordDecoding] = []
    typed: list = []
    for i in range(batch.num_rows):
        skip = columns["isControl"][i] or columns["_corrupt_record"][i] or columns["topic"][i] == decoder.store.topic
        headers = [(h["key"], h["value"]) for h in columns["headers"][i] or ()]
        result = skipped if skip else decode_record(decoder, columns["key"][i], columns["value"][i], headers)
        if structs is not None:
            result = _typed(structs, result, None if skip else columns["value"][i], headers, typed)
        results.append(result)
    extra = []
    if structs is not None:
        array, misfits = structs.array(typed)
        extra.append(array)
        for i, reason in misfits.items():
            results[i] = replace(results[i], errors=(*results[i].errors, ("value", reason)))
    if fail_fast:
        for i, result in enumerate(results):
            if result.errors:
                field, reason = result.errors[0]
                raise KafkaLogError(f"record's {field} could not be decoded: {reason}", columns["file"][i],
                                    columns["position"][i])
    out = {"keySchemaId": [r.key_schema_id for r in results], "valueSchemaId": [r.value_schema_id for r in results],
           "keyDecoded": [r.key_json for r in results], "valueDecoded": [r.value_json for r in results],
           "decodeError": [r.error for r in results]}
    schema = decoded_schema(batch.schema, None if structs is None else structs.type)
    arrays = list(batch.columns) + [pa.array(out[name], type=schema.field(name).type) for name, _ in DECODE_FIELDS]
    return pa.RecordBatch.from_arrays(arrays + extra, schema=schema)


def _typed(structs: StructReader, result: RecordDecoding, value: bytes | None,
           headers: list[tuple[str, bytes | None]], typed: list) -> RecordDecoding:
    """``typed`` with the record's value read as the lineage's schema appended (None unless its value decoded
    and reads so); ``result`` with the reason when it does not read so."""
    if value is None or any(field == "value" for field, _ in result.errors):
        typed.append(None)
        return result
    try:
        typed.append(structs.read(value, headers))
        return result
    except DecodeError as exc:
        typed.append(None)
        return replace(result, errors=(*result.errors, ("value", str(exc))))


def _framed(data: bytes, headers: list[tuple[str, bytes | None]], field: str) -> bool:
    """Whether ``data`` claims a registry framing: a schema id header or a registry magic byte."""
    names = {CONFLUENT_HEADERS[field], *(f"apicurio.{field}.{n}" for n in APICURIO_ID_HEADERS)}
    return any(key in names for key, _ in headers) or (len(data) > 0 and data[0] in _MAGICS)
