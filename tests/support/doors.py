"""Every front door of the table reader, run on one path with one set of ``kafka-log`` options, answering
in one shape: the rows (tests/support/oracle.py's ``Row``), the damaged ranges reported, and whether the door
refused or stopped (exit status 2, an exception).

Options are given by their Spark names with Python values (``{"startingOffset": {"orders": {"0": 5}}}``,
``{"includeControl": True}``); each door gets them as its users write them: keywords, CLI flags, Spark's
string options.
"""
from __future__ import annotations

import base64
import contextlib
import io
import json
import os
import re
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pyarrow as pa

from pyspark_udfs import KafkaLogError, read_table
from pyspark_udfs.builds.backend import BACKEND_ENV
from pyspark_udfs.cli import main
from pyspark_udfs.tables.stats import ReadStats
from tests.conftest import ROOT
from tests.support.oracle import Expected, Problem, Row, digest, row_order

COLUMNS = ["topic", "partition", "offset", "key", "value", "file", "position", "_corrupt_record"]
SQL = 'SELECT topic, partition, "offset", key, value, file, position, _corrupt_record FROM log'


@dataclass
class Answer:
    rows: list[Row] = field(default_factory=list)
    """Sorted, damage rows left out."""
    problems: set[Problem] = field(default_factory=set)
    failed: str | None = None
    """Why the door refused or stopped (FAILFAST), None when it answered."""
    said: str = ""
    """What it printed (stdout and stderr) or counted, for the counts it reports."""
    reasons: list[str] = field(default_factory=list)
    """The damage rows' ``_corrupt_record`` texts."""


@dataclass
class Answered:
    """An answer with, for each row, the batch it came from (to leave the excused batches out)."""

    answer: Answer
    batch_of: dict[Row, Problem]


@contextlib.contextmanager
def build(name: str | None) -> Iterator[None]:
    """``KAFKA_KSY_BACKEND`` set to ``name`` (None: as it is) for the duration."""
    before = os.environ.get(BACKEND_ENV)
    if name is not None:
        os.environ[BACKEND_ENV] = name
    try:
        yield
    finally:
        if before is None:
            os.environ.pop(BACKEND_ENV, None)
        else:
            os.environ[BACKEND_ENV] = before


def _relative(file: str | None, root: Path) -> str:
    if file is None:
        return ""
    path = Path(file)
    return str(path.relative_to(root)) if path.is_relative_to(root) else file


def from_rows(rows: list[dict], root: Path) -> Answered:
    """An answer from rows of the ``COLUMNS`` (keys and values as bytes)."""
    answer, batch_of = Answer(), {}
    for r in rows:
        where = (_relative(r["file"], root), r["position"])
        if r["_corrupt_record"] is not None:
            answer.problems.add(where)
            answer.reasons.append(r["_corrupt_record"])
            continue
        row = (r["topic"], r["partition"], r["offset"], digest(r["key"], r["value"]))
        answer.rows.append(row)
        batch_of[row] = where
    answer.rows.sort(key=row_order)
    return Answered(answer, batch_of)


def table_rows(table: pa.Table) -> list[dict]:
    return table.select(COLUMNS).to_pylist()


def cli(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(list(argv), out=out, err=err)
    return code, out.getvalue(), err.getvalue()


def run_as(prefix: tuple[str, ...], *argv: str) -> subprocess.CompletedProcess:
    """This Python with ``argv`` in a process of its own, started through ``prefix`` (setpriv, to drop root's
    right to read anything)."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.run([*prefix, sys.executable, *argv], capture_output=True, text=True, env=env, timeout=300)


def flags(options: dict[str, Any]) -> list[str]:
    """The CLI flags of ``options`` (``startingOffset`` is ``--starting-offset``)."""
    out = []
    for name, value in options.items():
        flag = "--" + re.sub(r"(?<!^)([A-Z])", r"-\1", name).lower()
        if value is True:
            out.append(flag)
        else:
            out += [flag, json.dumps(value) if isinstance(value, dict) else str(value)]
    return out


def spark_options(options: dict[str, Any]) -> dict[str, str]:
    return {k: ("true" if v is True else json.dumps(v) if isinstance(v, dict) else str(v)) for k, v in options.items()}


def read_table_door(root: Path, path: Path, options: dict[str, Any], build_name: str) -> Answered:
    stats = ReadStats()
    with build(build_name):
        try:
            table = read_table(path, stats, **options)
        except (KafkaLogError, ValueError, OSError) as exc:
            return Answered(Answer(failed=f"{type(exc).__name__}: {exc}"), {})
    answered = from_rows(table_rows(table), root)
    answered.answer.said = repr(stats)
    return answered


def export_door(root: Path, path: Path, options: dict[str, Any], output: Path) -> Answered:
    from pyspark_udfs import export

    code, out, err = cli("export", str(path), "--output", str(output), "--format", "parquet", *flags(options))
    if code == 2:
        return Answered(Answer(failed=f"exit 2: {err.strip()}", said=out + err), {})
    manifest = output / export.MANIFEST
    import pyarrow.parquet as pq

    files = sorted(json.loads(manifest.read_text())["files"]) if manifest.exists() else []
    rows = [r for name in files for r in table_rows(pq.read_table(output / name))]
    answered = from_rows(rows, root)
    answered.answer.said = out + err
    return answered


def sql_door(root: Path, path: Path, options: dict[str, Any]) -> Answered:
    code, out, err = cli("sql", SQL, str(path), "--json", *flags(options))
    if code == 2:
        return Answered(Answer(failed=f"exit 2: {err.strip()}", said=err), {})
    rows = []
    for line in out.splitlines():
        r = json.loads(line)
        r["key"], r["value"] = (None if r[k] is None else base64.b64decode(r[k]) for k in ("key", "value"))
        rows.append(r)
    answered = from_rows(rows, root)
    answered.answer.said = err
    return answered


def spark_door(root: Path, frame) -> Answered:
    """The rows of a ``kafka-log`` DataFrame read from under ``root``."""
    try:
        rows = [r.asDict() for r in frame.select(*COLUMNS).collect()]
    except Exception as exc:
        return Answered(Answer(failed=f"{type(exc).__name__}: {str(exc).splitlines()[0]}"), {})
    for r in rows:
        r["key"], r["value"] = (None if r[k] is None else bytes(r[k]) for k in ("key", "value"))
    return from_rows(rows, root)


def _offsets(rows) -> str:
    by: dict[tuple, list[int]] = {}
    for topic, number, offset, _ in rows:
        by.setdefault((topic, number), []).append(offset)
    return "; ".join(f"{t}-{n}: {len(o)} rows, offsets {min(o)}..{max(o)}" for (t, n), o in sorted(by.items(),
                                                                                                     key=str))


def disagreements(name: str, got: Answered, want: Expected) -> list[str]:
    """How a door's answer differs from the oracle's (rows of excused batches left out)."""
    answer = got.answer
    if answer.failed:
        return [f"{name}: refused or stopped: {answer.failed}"]
    out = []
    rows = [r for r in answer.rows if got.batch_of.get(r) not in want.excused]
    if rows != want.rows:
        missing = sorted(set(want.rows) - set(rows), key=row_order)
        extra = sorted(set(rows) - set(want.rows), key=row_order)
        doubled = len(rows) - len(set(rows))
        out.append(f"{name}: {len(rows)} rows, {len(want.rows)} expected; missing {_offsets(missing) or 'none'}; "
                   f"extra {_offsets(extra) or 'none'}; {doubled} duplicated")
    if want.problems - answer.problems:
        out.append(f"{name}: damage not reported: {sorted(want.problems - answer.problems)} "
                   f"(reported: {sorted(answer.problems)})")
    unknown = {p for p in answer.problems - want.allowed if p[0] not in want.allowed_files}
    if unknown:
        out.append(f"{name}: damage reported that dump does not report: {sorted(unknown)}")
    return out


def agreement(answers: dict[str, Answered]) -> list[str]:
    """Whether every door gave the same rows (excused ones included) and problems as the first."""
    (first, base), *rest = answers.items()
    return [f"{name} and {first} disagree: {len(a.answer.rows)} vs {len(base.answer.rows)} rows, problems "
            f"{sorted(a.answer.problems)} vs {sorted(base.answer.problems)}, failed {a.answer.failed!r} vs "
            f"{base.answer.failed!r}"
            for name, a in rest if (a.answer.rows, a.answer.problems, bool(a.answer.failed))
            != (base.answer.rows, base.answer.problems, bool(base.answer.failed))]
