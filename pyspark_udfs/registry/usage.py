"""Which schemas a topic's keys and values name, read off their framing (:mod:`.framing`), for
``kafka-ksy describe``: nothing is decoded, so no decoder library is needed.

Bounded work: by default the first :data:`SAMPLE_RECORDS` data records of each segment are looked at
(the start of every segment, so a schema that came in later in the log still shows), ``sample=None``
reads every record.
"""
from __future__ import annotations

import itertools
from collections.abc import Iterable
from dataclasses import dataclass, field

from ..errors import KafkaLogError
from ..reading.scan import data_records
from .framing import FramingError, detect
from .store import SchemaStore

SAMPLE_RECORDS = 1000
"""Records looked at per segment by default."""


@dataclass
class SchemaCount:
    """Records whose key or value names one schema: by id, or by GUID when no id is known for it."""

    id: int | None
    guid: str | None
    in_store: bool
    """Whether the schemas read hold it (an Apicurio or Glue id is its own registry's, never here)."""
    framings: list[str] = field(default_factory=list)
    records: int = 0


@dataclass
class FieldUse:
    """What the keys (or values) looked at carry."""

    schemas: list[SchemaCount] = field(default_factory=list)
    unframed: int = 0
    """Non-null keys/values with no registry framing (for keys, usually plain strings)."""
    broken: int = 0
    """Framings that are there but truncated or unreadable (``decode`` gives them a ``decodeError``)."""


@dataclass
class SchemaUse:
    """The schemas a partition's records name."""

    sample: int | None
    """Records looked at per segment; None: every record."""
    records: int = 0
    keys: FieldUse = field(default_factory=FieldUse)
    values: FieldUse = field(default_factory=FieldUse)
    problems: int = 0
    """Damage met on the way (a batch that does not decompress): its records are not counted."""


def schema_use(segments: Iterable[str], store: SchemaStore, sample: int | None = SAMPLE_RECORDS) -> SchemaUse:
    """The schemas the data records of ``segments`` (one partition's) name, :class:`SchemaUse`."""
    use = SchemaUse(sample)
    counts: dict[str, dict[tuple, SchemaCount]] = {"key": {}, "value": {}}
    for path in segments:
        problems: list[KafkaLogError] = []
        for _, record in itertools.islice(data_records([path], problems), sample):
            use.records += 1
            for name, data in (("key", record.key), ("value", record.value)):
                if data is not None:
                    _count(name, bytes(data), record.headers, store, counts[name],
                           use.keys if name == "key" else use.values)
        use.problems += len(problems)
    for name, found in counts.items():
        target = use.keys if name == "key" else use.values
        target.schemas = sorted(found.values(), key=lambda c: (c.id is None, c.id or 0, c.guid or ""))
    return use


def _count(name: str, data: bytes, headers: list, store: SchemaStore, found: dict[tuple, SchemaCount],
           use: FieldUse) -> None:
    try:
        framed = detect(data, headers, name)
    except FramingError as error:
        if not data or str(error).startswith("no registry framing"):
            use.unframed += 1
        else:
            use.broken += 1
        return
    if isinstance(framed.schema, int):
        schema = store.by_id(framed.schema)
        key: tuple = ("id", framed.schema)
        entry = found.get(key) or SchemaCount(framed.schema, None, schema is not None)
    else:
        schema = store.by_guid(framed.schema)
        if schema is not None and schema.id is not None:
            key = ("id", schema.id)
            entry = found.get(key) or SchemaCount(schema.id, None, True)
        else:
            key = ("guid", str(framed.schema))
            entry = found.get(key) or SchemaCount(None, str(framed.schema), schema is not None)
    found[key] = entry
    entry.records += 1
    if framed.kind not in entry.framings:
        entry.framings.append(framed.kind)


def use_text(use: FieldUse) -> str:
    """``schema id 1 (4 records), schema id 999 (not in the schemas read, 1 record); 1 record without framing``."""
    from ..format.text import counted

    parts = [(f"schema id {c.id}" if c.id is not None else f"schema {c.guid}") + " ("
             + ("" if c.in_store else "not in the schemas read, ") + counted(c.records, "record") + ")"
             for c in use.schemas]
    rest = [f"{counted(n, 'record')} {what}" for n, what in
            ((use.unframed, "without framing"), (use.broken, "with a broken framing")) if n]
    return "; ".join([", ".join(parts) or "no schema named", *rest])
