"""The decode columns, added to record batches after the reader (either build) has filled them.

``keySchemaId``, ``valueSchemaId`` (int64: Apicurio's global ids are longs), ``keyDecoded``,
``valueDecoded`` (JSON text, :mod:`.render`) and ``decodeError``. A record that cannot be decoded
keeps its row, with ``decodeError`` saying why (``value: unknown schema id 7``); under ``FAILFAST``
the first such record stops the read with a :class:`~pyspark_udfs.errors.KafkaLogError` naming its
file and byte position. A value must carry a framing; a key without one (a plain string key beside
framed values is the common case) is left undecoded without an error, while a key whose framing is
there but broken or unknown is an error like a value's. Control records, corrupt rows and the
records of the store topic the schemas come from (``_schemas``: registry JSON, not framed) are not
decoded.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Iterable, Iterator, Optional

from ..errors import KafkaLogError
from .decoders import DecodeError, RegistryDecoder
from .framing import APICURIO_ID_HEADERS, CONFLUENT_HEADERS, CONFLUENT_V0, CONFLUENT_V1, GLUE_VERSION

if TYPE_CHECKING:  # pragma: no cover
    import pyarrow

DECODE_FIELDS = (("keySchemaId", "int64"), ("valueSchemaId", "int64"), ("keyDecoded", "string"),
                 ("valueDecoded", "string"), ("decodeError", "string"))
"""The columns ``decode=registry`` adds after the reader's, in this order."""
_MAGICS = (CONFLUENT_V0, CONFLUENT_V1, GLUE_VERSION)


def decoded_schema(base: "pyarrow.Schema") -> "pyarrow.Schema":
    """``base`` with the decode columns after its own."""
    import pyarrow as pa

    return pa.schema(list(base) + [pa.field(name, pa.type_for_alias(kind)) for name, kind in DECODE_FIELDS])


def decode_batches(batches: Iterable["pyarrow.RecordBatch"], decoder: RegistryDecoder,
                   fail_fast: bool) -> Iterator["pyarrow.RecordBatch"]:
    """Each batch with the decode columns added (:data:`DECODE_FIELDS`)."""
    for batch in batches:
        yield decode_batch(batch, decoder, fail_fast)


def decode_batch(batch: "pyarrow.RecordBatch", decoder: RegistryDecoder, fail_fast: bool) -> "pyarrow.RecordBatch":
    import pyarrow as pa

    columns = {name: batch.column(name).to_pylist() for name in
               ("key", "value", "headers", "topic", "isControl", "_corrupt_record", "file", "position")}
    out: dict[str, list] = {name: [] for name, _ in DECODE_FIELDS}
    for i in range(batch.num_rows):
        decoded: dict[str, tuple[Optional[int], Optional[str]]] = {"key": (None, None), "value": (None, None)}
        errors = []
        skip = columns["isControl"][i] or columns["_corrupt_record"][i] or columns["topic"][i] == decoder.store.topic
        if not skip:
            headers = [(h["key"], h["value"]) for h in columns["headers"][i] or ()]
            for field in ("key", "value"):
                data = columns[field][i]
                if data is None or (field == "key" and not _framed(data, headers, field)):
                    continue
                try:
                    result = decoder.decode(data, headers, field)
                    decoded[field] = (result.schema_id, result.json)
                except DecodeError as exc:
                    if fail_fast:
                        raise KafkaLogError(f"record's {field} could not be decoded: {exc}",
                                            columns["file"][i], columns["position"][i]) from None
                    errors.append(f"{field}: {exc}")
        out["keySchemaId"].append(decoded["key"][0])
        out["valueSchemaId"].append(decoded["value"][0])
        out["keyDecoded"].append(decoded["key"][1])
        out["valueDecoded"].append(decoded["value"][1])
        out["decodeError"].append("; ".join(errors) or None)
    schema = decoded_schema(batch.schema)
    arrays = list(batch.columns) + [pa.array(out[name], type=schema.field(name).type) for name, _ in DECODE_FIELDS]
    return pa.RecordBatch.from_arrays(arrays, schema=schema)


def _framed(data: bytes, headers: list[tuple[str, Optional[bytes]]], field: str) -> bool:
    """Whether ``data`` claims a registry framing: a schema id header or a registry magic byte."""
    names = {CONFLUENT_HEADERS[field], *(f"apicurio.{field}.{n}" for n in APICURIO_ID_HEADERS)}
    return any(key in names for key, _ in headers) or (len(data) > 0 and data[0] in _MAGICS)
