"""Where a read's schemas come from: the ``schemas`` option, else the store topic beside the data."""
from __future__ import annotations

import glob
import os
from collections.abc import Sequence

from ..tables.options import OptionError
from .remote import RegistrySchemaStore, is_registry_url
from .store import STORE_TOPIC, SchemaStore

STORE_PARTITION = f"{STORE_TOPIC}-0"
"""The registry's store topic has one partition (``KafkaStore`` refuses more)."""


def load_store(schemas: str | None, paths: Sequence[str], backend: str | None = None) -> SchemaStore:
    """The schemas of a read of ``paths``: from ``schemas`` (a store topic's partition directory or
    segment, a data directory holding ``_schemas-0``, a directory of schema files, or a live registry's
    URL, :mod:`.remote`), else from the
    ``_schemas-0`` directory found beside the data (:func:`store_beside`)."""
    where = schemas if schemas is not None else store_beside(paths)
    if where is not None and is_registry_url(where):
        return RegistrySchemaStore(where)
    if where is None:
        raise OptionError(f"decode=registry: no {STORE_PARTITION} directory beside {', '.join(paths)}; "
                          "say where the schemas are with schemas=<_schemas-0 directory or schema files>")
    if not os.path.exists(where):
        raise OptionError(f"schemas: {where} does not exist")
    options = {} if backend is None else {"backend": backend}
    if os.path.isdir(os.path.join(where, STORE_PARTITION)):
        return SchemaStore.from_log(os.path.join(where, STORE_PARTITION), **options)
    if os.path.isfile(where) or glob.glob(os.path.join(glob.escape(where), "*.log")):
        return SchemaStore.from_log(where, **options)
    return SchemaStore.from_directory(where)


def store_beside(paths: Sequence[str]) -> str | None:
    """The ``_schemas-0`` directory in a data directory read, or beside a partition directory or
    segment read (local paths; a glob counts from the directory it starts in)."""
    for path in paths:
        if "://" in path:
            continue
        path = os.path.abspath(path.split("*", 1)[0] or ".")
        for base in (path, os.path.dirname(path), os.path.dirname(os.path.dirname(path))):
            candidate = os.path.join(base, STORE_PARTITION)
            if os.path.isdir(candidate):
                return candidate
    return None
