"""Every example of docs/registry.md runs, in order, from the repository's root, and prints what the page
shows: a ``python`` block runs with ``exec`` (the blocks share their names, as in one session) and its
stdout must be the ``text`` block right after it; a ``console`` block's ``$ kafka-ksy …`` lines run as
in docs/export-and-sql.md's test. They run in a scratch directory (the export writes there) where
``tests`` is the repository's. The ``sh`` block (an install) is not run; the Spark blocks are run by
tests/registry/test_spark.py."""
from __future__ import annotations

import contextlib
import io
import os
import re

import pytest

from tests.conftest import ROOT
from tests.docs.test_export_and_sql import run_console

pytest.importorskip("fastavro")
pytest.importorskip("duckdb")

DOC = ROOT / "docs" / "registry.md"
BLOCKS = [(m.group(1), m.group(2)) for m in re.finditer(r"^```(\w*)\n(.*?)^```", DOC.read_text(), re.S | re.M)]


def test_every_example_prints_what_the_page_shows(monkeypatch, tmp_path):
    (tmp_path / "tests").symlink_to(ROOT / "tests")
    monkeypatch.chdir(tmp_path)
    names: dict = {"__name__": "docs_example"}
    ran = 0
    for (kind, text), (next_kind, shown) in zip(BLOCKS, [*BLOCKS[1:], ("", "")], strict=False):
        if kind == "console":
            run_console(text, tmp_path)
            ran += 1
        if kind != "python":
            assert kind in ("sh", "text", "console"), f"a {kind!r} block: run it here or say why not"
            continue
        if 'spark.read.format("kafka-log")' in text:
            continue  # needs a SparkSession: tests/registry/test_spark.py runs these queries
        assert next_kind == "text", f"a python block without its output after it: {text[:60]!r}"
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            exec(compile(text, str(DOC), "exec"), names)
        assert out.getvalue() == shown, text
        ran += 1
    assert ran == 10 and os.getcwd() == str(tmp_path)
