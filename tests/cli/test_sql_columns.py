"""``kafka-ksy sql`` reads the ``log`` columns a statement names (issue 35, item 3), and its answers and damage
reports are those of a read of every column: each query is compared with the same query over
``(SELECT * FROM log)``, which reads them all, on the damaged data directory of tests/support/damaged_dir.py."""
from __future__ import annotations

import io

import pytest

pytest.importorskip("duckdb")

from pyspark_udfs import sql
from pyspark_udfs.builds import backend
from pyspark_udfs.cli import main, sql_console
from pyspark_udfs.tables.duckdb_scan import named_columns
from tests.conftest import SAMPLES
from tests.support import damaged_dir

BUILDS = ["python"] + (["native"] if backend.native_backend() is not None else [])
QUERIES = [
    "SELECT count(*) AS n FROM {log} l",
    'SELECT topic, partition, count(*) AS n, min("offset") AS low, max("offset") AS high FROM {log} l GROUP BY ALL '
    "ORDER BY ALL",
    'SELECT count(*) AS n, max("timestamp") AS last FROM {log} l WHERE "offset" >= 100',
    "SELECT count(*) AS n, sum(octet_length(value)) AS bytes FROM {log} l WHERE key IS NOT NULL",
    'SELECT count(*) AS n FROM {log} a JOIN {log} b USING (topic, partition, "offset")',
    "SELECT _corrupt_record IS NULL AS good, count(*) AS n FROM {log} l GROUP BY ALL ORDER BY ALL",
]
FULL = "(SELECT * FROM log)"


@pytest.fixture(scope="module")
def damaged(tmp_path_factory):
    return damaged_dir.build(tmp_path_factory.mktemp("sql-columns") / "kafka-logs").root


def _sql(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(["sql", *argv], out=out, err=err)
    return code, out.getvalue(), err.getvalue()


@pytest.mark.parametrize("build", BUILDS)
@pytest.mark.parametrize("query", QUERIES)
@pytest.mark.parametrize("mode", ["PERMISSIVE", "DROPMALFORMED"])
def test_answers_and_damage_are_those_of_a_full_read(damaged, query, mode, build, monkeypatch):
    monkeypatch.setenv("KAFKA_KSY_BACKEND", build)
    named = _sql(query.format(log="log"), str(damaged), "--json", "--mode", mode)
    full = _sql(query.format(log=FULL), str(damaged), "--json", "--mode", mode)
    assert named == full
    assert named[0] == 1 and named[2], "the damage is reported, and the exit status says so"


def _work(query: str, path) -> sql.ScanReport:
    report = sql.ScanReport()
    out, err = io.StringIO(), io.StringIO()
    assert sql_console.Session(sql.connect([str(path)], report), report, out, err, "json").run(query), err.getvalue()
    return report


def test_a_count_walks_every_batch_as_the_full_read():
    """A count reads and decodes every batch the full read does (a header's record count is not trusted:
    docs/arrow.md), and gives its rows."""
    path = SAMPLES / "orders-1"
    counted, full = _work("SELECT count(*) FROM log", path), _work(f"SELECT count(*) FROM {FULL}", path)
    assert counted.stats.batches_read == full.stats.batches_read > 0
    assert counted.stats.batches_decoded == full.stats.batches_decoded == full.stats.batches_read
    assert counted.stats.rows == full.stats.rows


def test_named_columns():
    import duckdb

    connection = duckdb.connect()
    assert named_columns(connection, "SELECT count(*) FROM log") == ("_corrupt_record",)
    assert named_columns(connection, 'SELECT max("offset") FROM log GROUP BY topic') == (
        "topic", "offset", "_corrupt_record")
    for everything in ("SELECT * FROM log", "SELECT log.* EXCLUDE (key) FROM log", "SELECT COLUMNS('k.*') FROM log",
                       "SELECT count(*) FROM log NATURAL JOIN log b", "CREATE TABLE t AS SELECT key FROM log",
                       "SELECT #1 FROM log"):
        assert named_columns(connection, everything) is None, everything
