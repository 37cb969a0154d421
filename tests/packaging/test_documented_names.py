"""Every name the README and docs/*.md document still imports: the public names do not move with the modules.

``tests/docs/test_docs.py`` resolves each dotted ``pyspark_udfs.…`` name of the docs; here each
``from pyspark_udfs… import …`` line they show runs, and the command and the Spark source keep their names.
"""
from __future__ import annotations

import importlib
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
_IMPORT = re.compile(r"^\s*from (pyspark_udfs(?:\.\w+)*) import ([\w, ]+|\([\w,\s]+\))", re.M)


def documented_imports() -> list[tuple[str, str]]:
    found = set()
    for path in DOCS:
        for module, names in _IMPORT.findall(path.read_text()):
            for name in names.strip("()").replace("\n", " ").split(","):
                if name.strip():
                    found.add((module, name.strip().split(" as ")[0]))
    return sorted(found)


def test_the_docs_show_imports():
    assert ("pyspark_udfs.sql", "connect") in documented_imports()


@pytest.mark.parametrize(("module", "name"), documented_imports())
def test_every_documented_import_works(module, name):
    assert getattr(importlib.import_module(module), name) is not None


def test_every_exported_name_imports():
    import pyspark_udfs

    for name in pyspark_udfs.__all__:
        assert getattr(pyspark_udfs, name) is not None


def test_the_command_is_kafka_ksy():
    scripts = (ROOT / "pyproject.toml").read_text().partition("[project.scripts]")[2]
    module, _, function = re.search(r'^kafka-ksy = "([^"]+)"', scripts, re.M).group(1).partition(":")
    assert (module, function) == ("pyspark_udfs.cli", "main")
    assert callable(getattr(importlib.import_module(module), function))


def test_the_spark_source_is_kafka_log():
    pytest.importorskip("pyspark")
    from pyspark_udfs.spark.datasource import KafkaLogDataSource

    assert KafkaLogDataSource.name() == "kafka-log"


def test_the_storage_door_keeps_its_names():
    """docs/object-storage.md names ``pyspark_udfs.storage.configure`` and ``StorageOptions``."""
    from pyspark_udfs import storage

    assert callable(storage.configure) and storage.StorageOptions(endpoint="x").endpoint == "x"
