"""Every example of docs/export-and-sql.md runs, in order, and prints what the page shows.

``console`` blocks: each ``$ kafka-ksy …`` line (continued by a trailing ``\\``, and followed by its
standard input when it ends with a here-document ``<<'END'``) runs as ``python -m pyspark_udfs`` and its
stdout must be the lines that follow it. A ``python`` block runs with ``exec``
and its stdout must be the ``text`` block right after it. They run in a directory where
``samples`` is the repository's, so that the files one example writes are there for the next.
Any other block is listed in :data:`NOT_RUN` with the reason.
"""
from __future__ import annotations

import contextlib
import io
import os
import re
import shlex
import subprocess
import sys

import pytest

from tests.conftest import ROOT

pytest.importorskip("duckdb")
pytest.importorskip("polars")

DOC = ROOT / "docs" / "export-and-sql.md"
BLOCKS = [(m.group(1), m.group(2)) for m in re.finditer(r"^```(\w*)\n(.*?)^```", DOC.read_text(), re.S | re.M)]
NOT_RUN = {"pip install 'kafka-ksy[arrow]'": "installs packages",
           "kafka-ksy> ": "a console session: tests/cli/test_sql_console.py::test_the_docs_console_session "
                          "types it on a terminal"}


def commands(text: str) -> list[tuple[str, str | None, list[str]]]:
    """A console block's commands (continuation lines joined), each with its standard input (a here-document,
    ``<<'END'`` … ``END``, or None) and the output lines shown after it."""
    found: list[tuple[str, str | None, list[str]]] = []
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        assert lines[i].startswith("$ "), f"output before any command: {lines[i]!r}"
        command = lines[i][2:]
        while command.endswith("\\"):
            i += 1
            command = command[:-1] + lines[i].strip()
        i += 1
        stdin = None
        if here := re.search(r" <<'(\w+)'$", command):
            command, end = command[:here.start()], lines.index(here.group(1), i)
            stdin, i = "".join(line + "\n" for line in lines[i:end]), end + 1
        shown = []
        while i < len(lines) and not lines[i].startswith("$ "):
            shown.append(lines[i])
            i += 1
        found.append((command, stdin, shown))
    return found


def run_console(text: str, cwd) -> None:
    for command, stdin, shown in commands(text):
        words = shlex.split(command)
        assert words[0] == "kafka-ksy", command
        result = subprocess.run([sys.executable, "-m", "pyspark_udfs", *words[1:]], cwd=cwd, capture_output=True,
                                input=stdin or "", text=True, timeout=300, env=dict(os.environ, PYTHONPATH=str(ROOT)))
        assert (result.returncode, result.stderr) == (0, ""), (command, result.stderr)
        assert result.stdout.splitlines() == shown, command


def run_python(text: str, shown: str, cwd) -> None:
    out = io.StringIO()
    previous = os.getcwd()
    os.chdir(cwd)
    try:
        with contextlib.redirect_stdout(out):
            exec(compile(text, str(DOC), "exec"), {"__name__": "docs_example"})
    finally:
        os.chdir(previous)
    assert out.getvalue() == shown


def test_every_example_runs_and_prints_what_it_shows(tmp_path):
    (tmp_path / "samples").symlink_to(ROOT / "samples")
    ran = 0
    blocks = iter(enumerate(BLOCKS))
    for index, (lang, text) in blocks:
        if any(key in text for key in NOT_RUN):
            continue
        if lang == "console":
            run_console(text, tmp_path)
        elif lang == "python":
            _, (after, shown) = next(blocks)
            assert after == "text", f"block {index}: a python block is followed by the text it prints"
            run_python(text, shown, tmp_path)
        else:
            pytest.fail(f"block {index} ({lang or 'plain'}) {text.splitlines()[0]!r}: run it here or say why not")
        ran += 1
    assert ran >= 8
