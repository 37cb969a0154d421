"""Decoded values as JSON text, one rule for every front door.

Avro unions are already unwrapped by fastavro (the branch's value alone); what JSON has no type for
is written as text: bytes and fixed as base64, decimals as their exact digits, timestamps as
ISO-8601 in UTC, dates and times as ISO-8601, UUIDs as their usual form, and non-finite floats as
``"NaN"``, ``"Infinity"``, ``"-Infinity"`` (JSON has no literal for them).
"""
from __future__ import annotations

import base64
import datetime
import decimal
import json
import math
import uuid
from typing import Any


def to_json(value: Any) -> str:
    """``value`` (what a decoder returns) as compact JSON text, keys in the schema's field order."""
    try:  # json's C encoder walks the value; only the types JSON lacks come to _text
        return _ENCODER.encode(value)
    except ValueError:  # a non-finite float: the slower walk that writes it as text
        return json.dumps(_plain(value), ensure_ascii=False, separators=(",", ":"), allow_nan=False)


def _text(value: Any) -> Any:
    """A value JSON has no type for, as the rules above write it (``default`` of the encoder)."""
    plain = _plain(value)
    if plain is value:
        raise TypeError(f"{type(value).__name__} is not a decoded value")
    return plain


_ENCODER = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"), allow_nan=False, default=_text)


def _plain(value: Any) -> Any:
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, float) and not math.isfinite(value):
        return "NaN" if math.isnan(value) else ("Infinity" if value > 0 else "-Infinity")
    if isinstance(value, (bytes, bytearray, memoryview)):
        return base64.b64encode(bytes(value)).decode("ascii")
    if isinstance(value, decimal.Decimal):
        return format(value, "f")
    if isinstance(value, datetime.datetime):
        if value.tzinfo is not None:
            value = value.astimezone(datetime.timezone.utc)
        return value.isoformat().replace("+00:00", "Z") if value.tzinfo else value.isoformat()
    if isinstance(value, (datetime.date, datetime.time)):
        return value.isoformat()
    if isinstance(value, uuid.UUID):
        return str(value)
    return value
