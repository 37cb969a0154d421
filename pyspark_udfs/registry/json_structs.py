"""The Arrow struct form of a JSON Schema lineage (``decodeAs=struct``), from the schema's own types.

JSON Schema to Arrow: ``object`` with ``properties`` struct (the properties in the schema's order; a
key a value has beyond them is left out, one it lacks is null), ``object`` with only
``additionalProperties`` map<string, …>, ``array`` with ``items`` list, ``string`` string,
``integer`` int64, ``number`` float64, ``boolean`` bool; ``"type": [T, "null"]`` T (nullable);
``$ref`` to ``#/definitions/…`` or ``#/$defs/…`` the type it names. What has no one type (several
non-null types, ``oneOf``/``anyOf``, no ``type``) is JSON text, as in ``valueDecoded``. A JSON value
is read as it was written: JSON has no schema resolution, so each value of the lineage, whichever
version wrote it, is laid into the latest version's columns.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .render import to_json
from .structs import StructUnavailable, _each, _each_value

if TYPE_CHECKING:  # pragma: no cover
    import pyarrow

Convert = Callable[[Any], Any] | None
_SCALARS = {"string": "string", "integer": "int64", "number": "float64", "boolean": "bool_"}


class NoJsonStruct(StructUnavailable):
    """A JSON Schema with no struct form (not an object, a recursive or outside ``$ref``)."""


def json_struct(schema: dict) -> tuple[pyarrow.DataType, Convert]:
    """The struct type of a JSON Schema's top-level object and the conversion its values need."""
    import pyarrow as pa

    kind, convert = _form(schema, schema, ())
    if not pa.types.is_struct(kind):
        raise NoJsonStruct("decodeAs=struct: the JSON Schema is not an object with properties")
    return kind, convert


def _form(node: Any, root: dict, refs: tuple[str, ...]) -> tuple[pyarrow.DataType, Convert]:
    import pyarrow as pa

    if not isinstance(node, dict):
        return _text()
    if "$ref" in node:
        return _form(_resolve(node["$ref"], root, refs), root, (*refs, node["$ref"]))
    kinds = node.get("type")
    kinds = [kinds] if isinstance(kinds, str) else [k for k in kinds or () if k != "null"]
    if len(kinds) != 1 or any(k in node for k in ("oneOf", "anyOf", "allOf")):
        return _text()
    kind = kinds[0]
    if kind in _SCALARS:
        return getattr(pa, _SCALARS[kind])(), None
    if kind == "array" and isinstance(node.get("items"), dict):
        item, convert = _form(node["items"], root, refs)
        return pa.list_(item), None if convert is None else _each(convert)
    if kind == "object" and isinstance(node.get("properties"), dict):
        fields = [(name, *_form(sub, root, refs)) for name, sub in node["properties"].items()]
        converts = [(name, convert) for name, _, convert in fields if convert is not None]
        struct = pa.struct([pa.field(name, kind_) for name, kind_, _ in fields])
        return struct, _record(converts) if converts else None
    if kind == "object" and isinstance(node.get("additionalProperties"), dict):
        item, convert = _form(node["additionalProperties"], root, refs)
        return pa.map_(pa.string(), item), None if convert is None else _each_value(convert)
    return _text()


def _record(converts: list[tuple[str, Callable[[Any], Any]]]) -> Callable[[Any], Any]:
    def record(value: Any) -> Any:
        if not isinstance(value, dict):
            return value  # not an object: the column's misfit check names it
        out = dict(value)
        for name, convert in converts:
            out[name] = convert(out.get(name))
        return out
    return record


def _text() -> tuple[pyarrow.DataType, Convert]:
    import pyarrow as pa

    return pa.string(), lambda v: None if v is None else to_json(v)


def _resolve(ref: Any, root: dict, refs: tuple[str, ...]) -> Any:
    if ref in refs:
        raise NoJsonStruct(f"decodeAs=struct: $ref {ref} is recursive; Arrow structs are not")
    for prefix in ("#/definitions/", "#/$defs/"):
        if isinstance(ref, str) and ref.startswith(prefix):
            found = root.get(prefix[2:-1], {}).get(ref[len(prefix):])
            if found is not None:
                return found
    raise NoJsonStruct(f"decodeAs=struct: $ref {ref!r} is not a definition of the schema itself")
