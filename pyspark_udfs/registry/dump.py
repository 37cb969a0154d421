"""``kafka-ksy dump --decode registry``: a record's key and value decoded with their registry schemas.

``--json`` adds ``key_schema_id``, ``key_decoded``, ``value_schema_id``, ``value_decoded`` (JSON
values, not text) and ``decode_error`` to the record's object; the text dump prints the decoded
JSON in place of the payload (``key: … payload: …``, as DumpLogSegments' decoders do). The rules of
what is decoded are :func:`.columns.decode_record`'s, as in the table doors.
"""
from __future__ import annotations

import json
from functools import lru_cache

from ..format.model import Record
from .columns import RecordDecoding, decode_record
from .decoders import RegistryDecoder
from .sources import load_store


@lru_cache(maxsize=8)
def decoder_for(schemas: str | None, store_path: str | None) -> RegistryDecoder | None:
    """One decoder per schema source for a whole command (the store is read once): ``schemas`` as
    given, else the ``_schemas-0`` beside the segment (``store_path``); None when there is neither."""
    if schemas is None and store_path is None:
        return None
    return RegistryDecoder(load_store(schemas if schemas is not None else store_path, []))


def decoding(record: Record, decoder: RegistryDecoder, topic: str | None) -> RecordDecoding | None:
    """What decoding ``record`` of ``topic`` gives; None for a record not decoded (control, the store's own)."""
    if record.control is not None or topic == decoder.store.topic:
        return None
    return decode_record(decoder, bytes(record.key) if record.key is not None else None,
                         bytes(record.value) if record.value is not None else None, list(record.headers))


def json_fields(result: RecordDecoding) -> str:
    """The fields ``--json`` adds, as the JSON text to put before the object's closing brace."""
    return (f',"key_schema_id":{_json(result.key_schema_id)},"key_decoded":{result.key_json or "null"},'
            f'"value_schema_id":{_json(result.value_schema_id)},"value_decoded":{result.value_json or "null"},'
            f'"decode_error":{_json(result.error)}')


def text_fields(result: RecordDecoding) -> str:
    """What the text dump adds to a record's line."""
    parts = [f" key: {result.key_json}" if result.key_json is not None else "",
             f" payload: {result.value_json}" if result.value_json is not None else "",
             f" decode error: {result.error}" if result.error is not None else ""]
    return "".join(parts)


def _json(value: object) -> str:
    return json.dumps(value, ensure_ascii=False)
