"""The package's front door: ``from pyspark_udfs import ...`` gives the public API, cheaply."""
from __future__ import annotations

import importlib
import subprocess
import sys

import pytest

import pyspark_udfs
from tests.conftest import GOLDEN, ROOT


@pytest.mark.parametrize("name", pyspark_udfs.__all__)
def test_every_public_name_is_its_module_object(name):
    value = getattr(pyspark_udfs, name)
    home = importlib.import_module(pyspark_udfs._EXPORTS[name], "pyspark_udfs")
    assert value is getattr(home, name)
    assert name in dir(pyspark_udfs)


def test_star_import_gives_the_public_names():
    namespace: dict = {}
    exec("from pyspark_udfs import *", namespace)
    assert set(pyspark_udfs.__all__) <= set(namespace)


def test_scan_is_the_function_even_after_its_module_is_imported():
    import pyspark_udfs.reading.scan

    module = sys.modules["pyspark_udfs.reading.scan"]
    assert pyspark_udfs.scan is module.scan and callable(pyspark_udfs.scan)
    namespace: dict = {}
    exec("from pyspark_udfs import scan", namespace)
    assert namespace["scan"] is module.scan


def test_unknown_names_are_attribute_errors_and_submodules_still_resolve():
    with pytest.raises(AttributeError):
        pyspark_udfs.no_such_name  # noqa: B018
    assert pyspark_udfs.reading.index is importlib.import_module("pyspark_udfs.reading.index")


def test_import_is_cheap():
    """Importing the package loads neither pyspark, pyarrow nor the reader until a name is used."""
    code = ("import sys, pyspark_udfs; "
            "print(sorted(m for m in ('pyspark', 'pyarrow', 'pyspark_udfs.spark', 'pyspark_udfs.reading.segment', "
            "'pyspark_udfs.builds.batch') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT)
    assert out.stdout.strip() == "[]"


def test_readme_loop_through_the_front_door():
    from pyspark_udfs import KafkaLogError, LogSegment, Record, scan

    events = list(scan(LogSegment(str(GOLDEN / "v2-lz4.log")), strict=False))
    assert any(isinstance(e, Record) for e in events)
    assert not any(isinstance(e, KafkaLogError) for e in events)
