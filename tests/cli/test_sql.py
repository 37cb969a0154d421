"""``kafka-ksy sql``: the forensic console over the samples, its output formats, and its failures.

Answers are checked against EXPECTED.json and against values computed here another way (``dump --json``,
the in-process reader of the internal topics' latest commits), never against the SQL path itself.
"""
from __future__ import annotations

import base64
import csv
import io
import json
import os
import re
import shutil
import subprocess
import sys
from datetime import datetime, timezone

import pytest

from pyspark_udfs.cli import main
from tests.conftest import ROOT, SAMPLES
from tests.support.damage import batch_starts, flip

pytest.importorskip("duckdb")

EXPECTED = json.loads((SAMPLES / "EXPECTED.json").read_text())
PARTITIONS = {(p["topic"], p["partition"]): p for p in EXPECTED["partitions"]}


def sql(query: str, *args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(["sql", query, *(args or (str(SAMPLES),))], out=out, err=err)
    return code, out.getvalue(), err.getvalue()


def json_rows(query: str, *args: str) -> list[dict]:
    code, out, err = sql(query, "--json", *args) if args else sql(query, str(SAMPLES), "--json")
    assert (code, err) == (0, ""), err
    return [json.loads(line) for line in out.splitlines()]


def test_records_per_topic_are_expecteds():
    rows = json_rows("SELECT topic, count(*) AS n FROM log GROUP BY 1 ORDER BY 1")
    expected: dict[str, int] = {}
    for (topic, _), p in PARTITIONS.items():
        expected[topic] = expected.get(topic, 0) + p["records"]
    assert {r["topic"]: r["n"] for r in rows} == expected


def test_which_producer_wrote_an_offset():
    """Each aborted transaction's first offset was written by its producer, in a transactional batch."""
    for aborted in PARTITIONS[("payments-tx", 0)]["aborted_transactions"]:
        [row] = json_rows(f'SELECT producerId, isTransactional, isControl FROM log '
                          f'WHERE topic = \'payments-tx\' AND partition = 0 AND "offset" = {aborted["first_offset"]}')
        assert row == {"producerId": aborted["producer_id"], "isTransactional": True, "isControl": False}


def test_records_of_a_key_between_two_times():
    """The offsets and timestamps of one key's records in a time window, as ``dump --json`` gives them."""
    start, end = 1700001000000, 1700003000000
    expected = []
    for partition in range(3):
        dumped = subprocess.run([sys.executable, "-m", "pyspark_udfs", "dump", "--json",
                                 str(SAMPLES / f"orders-{partition}")], capture_output=True, text=True, check=True,
                                env=dict(os.environ, PYTHONPATH=str(ROOT)))
        for line in dumped.stdout.splitlines():
            obj = json.loads(line)
            if obj["type"] == "record" and obj["key"] and base64.b64decode(obj["key"]) == b"customer-0376" \
                    and start <= obj["timestamp"] < end:
                expected.append((partition, obj["offset"], obj["timestamp"]))
    assert len(expected) > 3
    begin, until = (datetime.fromtimestamp(t / 1000, tz=timezone.utc).isoformat() for t in (start, end))
    rows = json_rows(f"""SELECT partition, "offset", epoch_ms("timestamp") AS ms FROM log
                         WHERE topic = 'orders' AND key = 'customer-0376'::BLOB
                           AND "timestamp" >= '{begin}' AND "timestamp" < '{until}' ORDER BY ALL""")
    assert [(r["partition"], r["offset"], r["ms"]) for r in rows] == sorted(expected)


LAST_COMMITS = """SELECT topic, partition, committed_offset, is_tombstone FROM consumer_offsets
                  WHERE "group" = '{group}' AND record_type IN (0, 1)
                  QUALIFY row_number() OVER (PARTITION BY topic, partition ORDER BY log_offset DESC) = 1
                  ORDER BY ALL"""


def test_last_commit_of_a_group():
    """orders-app's last commits are each partition's end (EXPECTED.json); old-app's were deleted; every
    group's agrees with describe's in-process reading of __consumer_offsets."""
    rows = json_rows(LAST_COMMITS.format(group="orders-app"))
    assert [(r["topic"], r["partition"], r["committed_offset"]) for r in rows] == \
        [("orders", p, PARTITIONS[("orders", p)]["last_offset"] + 1) for p in range(3)]
    assert all(r["is_tombstone"] for r in json_rows(LAST_COMMITS.format(group="old-app")))
    from pyspark_udfs.topics.groups import latest_commits
    commits = latest_commits(sorted(str(p) for p in (SAMPLES / "__consumer_offsets-0").glob("*.log")), [])
    rows = json_rows("""SELECT "group", topic, partition, committed_offset FROM consumer_offsets
                        WHERE record_type IN (0, 1)
                        QUALIFY row_number() OVER (PARTITION BY "group", topic, partition ORDER BY log_offset DESC) = 1
                          AND NOT is_tombstone""")
    assert {(r["group"], r["topic"], r["partition"]): r["committed_offset"] for r in rows} == \
        {key: commit.offset for key, commit in commits.items()}


def test_the_other_views():
    topics = json_rows("SELECT data_json::JSON->>'name' AS name FROM cluster_metadata "
                       "WHERE record_type = 'TOPIC_RECORD'")
    assert {r["name"] for r in topics} == {t for t, _ in PARTITIONS} - {"__cluster_metadata"}
    aborted = json_rows("""SELECT DISTINCT producer_id FROM transactions, unnest(partitions) AS p(tp)
                           WHERE state = 'PrepareAbort' AND tp.topic = 'payments-tx' ORDER BY 1""")
    assert [r["producer_id"] for r in aborted] == \
        sorted({t["producer_id"] for t in PARTITIONS[("payments-tx", 0)]["aborted_transactions"]})
    [state] = json_rows("SELECT count(*) AS n FROM share_group_state")
    assert state["n"] == PARTITIONS[("__share_group_state", 0)]["records"]


def test_a_view_scanned_twice_in_one_query():
    [row] = json_rows('SELECT count(*) AS n FROM log a JOIN log b USING (topic, partition, "offset")')
    assert row["n"] == EXPECTED["total_records"]


def test_reader_flags():
    [row] = json_rows("SELECT count(*) AS n FROM log", str(SAMPLES / "payments-tx-0"), "--isolation-level",
                      "read_committed")
    assert row["n"] == PARTITIONS[("payments-tx", 0)]["read_committed_records"]
    [row] = json_rows("SELECT count(*) AS n, min(\"offset\") AS low FROM log", str(SAMPLES / "orders-1"),
                      "--starting-offset", "1000")
    assert (row["n"], row["low"]) == (PARTITIONS[("orders", 1)]["last_offset"] + 1 - 1000, 1000)


def test_the_three_outputs_hold_the_same_values():
    query = ("SELECT topic, partition, count(*) AS n, max(\"timestamp\") AS last, any_value(key) IS NULL AS k "
             "FROM log GROUP BY ALL ORDER BY ALL")
    as_json = json_rows(query)
    code, out, _ = sql(query, str(SAMPLES), "--csv")
    assert code == 0
    as_csv = list(csv.DictReader(io.StringIO(out)))
    assert [{k: str(v).lower() if isinstance(v, bool) else str(v) for k, v in r.items()} for r in as_json] == as_csv
    code, out, _ = sql(query)
    lines = out.splitlines()
    assert code == 0 and lines[0].split() == ["topic", "partition", "n", "last", "k"]
    assert set(lines[1]) == {"-", " "} and lines[-1] == f"({len(as_json)} rows)"
    starts = [m.start() for m in re.finditer(r"\S+", lines[0])]  # each column starts where its name does
    assert all(line[at - 1] == " " and line[at] != " " for line in lines[1:-1] for at in starts[1:])
    assert [[line[a:b].strip() for a, b in zip(starts, [*starts[1:], None], strict=False)] for line in lines[2:-1]] == \
        [[r["topic"], str(r["partition"]), str(r["n"]), r["last"], str(r["k"]).lower()] for r in as_json]


def test_bytes_and_nulls_in_each_output():
    query = "SELECT key, value, headers FROM log WHERE topic = 'payments-tx' AND \"offset\" = 0"
    [row] = json_rows(query)
    assert base64.b64decode(row["key"]) == b"pay-00001" and row["headers"][0]["key"] == "service"
    _code, out, _ = sql("SELECT key, NULL AS nothing FROM log WHERE topic = 'payments-tx' AND \"offset\" = 0")
    assert out.splitlines()[2].split() == ["pay-00001", "NULL"]
    _code, out, _ = sql("SELECT key, NULL AS nothing FROM log WHERE topic = 'payments-tx' AND \"offset\" = 0",
                       str(SAMPLES), "--csv")
    assert out.splitlines()[1] == base64.b64encode(b"pay-00001").decode() + ","


@pytest.mark.parametrize("query, reason", [
    ("", "no statement to run"),
    (" ; -- nothing", "no statement to run"),
    ("SELEC 1", "Parser Error"),
    ("SELECT nope FROM log", "Binder Error"),
    ("SELECT * FROM no_such_view", "Catalog Error"),
    ("SELECT 1/0::INTEGER + 'a'", "Conversion Error"),
])
def test_an_sql_error_is_one_clear_line(query, reason):
    code, out, err = sql(query)
    assert code == 2 and out == ""
    assert err.startswith(f"kafka-ksy: sql: {reason}") and "Traceback" not in err


def test_a_missing_path_and_a_bad_flag():
    code, out, err = sql("SELECT 1", "/no/such/dir")
    assert (code, out) == (2, "") and err == "kafka-ksy: Path does not exist: /no/such/dir\n"
    with pytest.raises(SystemExit) as exit_:
        main(["sql", "SELECT 1", str(SAMPLES), "--starting-offset", "soon"], out=io.StringIO(), err=io.StringIO())
    assert exit_.value.code == 2


def test_without_duckdb_a_clear_message():
    program = ("import sys; sys.modules['duckdb'] = None\n"
               "from pyspark_udfs.cli import main\n"
               f"sys.exit(main(['sql', 'SELECT 1', {str(SAMPLES)!r}]))")
    result = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True,
                            env=dict(os.environ, PYTHONPATH=str(ROOT)), timeout=120)
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr == "kafka-ksy: the sql command needs DuckDB: pip install 'kafka-ksy[sql]'\n"


@pytest.fixture
def damaged(tmp_path):
    log = tmp_path / "orders-2" / "00000000000000000000.log"
    shutil.copytree(SAMPLES / "orders-2", log.parent)
    data = log.read_bytes()
    position = batch_starts(data)[5]
    log.write_bytes(flip(data, position + 80))
    return tmp_path, log, position


def test_damage_in_each_mode(damaged):
    directory, log, position = damaged
    code, out, err = sql("SELECT count(*) AS n, count(_corrupt_record) AS bad FROM log", str(directory), "--json")
    [line] = err.splitlines()
    assert code == 1 and line.startswith(f"{log} at byte {position}: ")
    assert json.loads(out)["bad"] == 1
    code, out, err = sql("SELECT count(*) AS n FROM log", str(directory), "--mode", "DROPMALFORMED", "--json")
    assert code == 1 and json.loads(out)["n"] < PARTITIONS[("orders", 2)]["records"]
    assert err == "kafka-ksy: sql: 1 problem left out (DROPMALFORMED)\n"  # counted, not hidden
    code, out, err = sql("SELECT count(*) AS n FROM log", str(directory), "--mode", "FAILFAST")
    assert (code, out) == (2, "") and err.startswith(f"kafka-ksy: {log} at byte {position}: ")
    assert len(err.splitlines()) == 1


def test_an_unexpected_failure_while_reading_is_one_line(monkeypatch):
    """DuckDB's message for an exception in a scan holds a Python traceback: the command says what failed."""
    from pyspark_udfs.tables.reader import TableScan

    def read(self, split, stats=None):
        raise RuntimeError("the disk caught fire")
        yield  # a generator, as the real one
    monkeypatch.setattr(TableScan, "read", read)
    code, out, err = sql("SELECT count(*) FROM log")
    assert (code, out) == (2, "") and err == "kafka-ksy: sql: reading failed: RuntimeError: the disk caught fire\n"


def test_a_reader_that_stops_early_ends_it_quietly():
    """``| head``: the rows not read are not an error."""
    command = f"{sys.executable} -m pyspark_udfs sql 'SELECT * FROM log' {SAMPLES} --json | head -1"
    result = subprocess.run(["sh", "-c", command], capture_output=True, text=True, timeout=120,
                            env=dict(os.environ, PYTHONPATH=str(ROOT)))
    assert json.loads(result.stdout)["topic"] and result.stderr == ""


def test_an_ending_offset_reads_past_a_jumped_base_offset(tmp_path):
    """The batch of orders-0 holding offset 700 (offsets 690..705) with a base offset of 10^12, which its
    CRC does not cover: a read up to 900 still gives every other record below 900, and the batch after
    it is reported as going backwards, as verify reports it (and the jumped batch as not fitting its segment);
    FAILFAST stops at the first."""
    directory = tmp_path / "orders-0"
    shutil.copytree(SAMPLES / "orders-0", directory)
    log = directory / "00000000000000000579.log"
    data = bytearray(log.read_bytes())
    at = next(p for p in batch_starts(bytes(data)) if int.from_bytes(data[p:p + 8], "big") == 690)
    data[at:at + 8] = (10**12).to_bytes(8, "big")
    log.write_bytes(bytes(data))
    query = "SELECT count(*) FILTER (WHERE _corrupt_record IS NULL) AS ok, count(_corrupt_record) AS bad FROM log"
    code, out, err = sql(query, str(directory), "--ending-offset", "900", "--json")
    assert code == 1 and json.loads(out) == {"ok": 900 - 16, "bad": 2}
    assert "go backwards from the previous batch's 1000000000000..1000000000015" in err
    code, out, err = sql(query, str(directory), "--ending-offset", "900", "--mode", "FAILFAST")
    assert code == 2 and "1000000000000..1000000000015 do not fit a segment whose base offset is 579" in err
