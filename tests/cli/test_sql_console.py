"""``kafka-ksy sql``'s statements from stdin and its console, driven as a user does: through a pipe, and
through a pseudo-terminal (Python's ``pty``) for the prompt, its history and Ctrl-C/Ctrl-D.

Expected counts come from EXPECTED.json, written when the samples were produced by Kafka.
"""
from __future__ import annotations

import io
import json
import os
import pty
import re
import select
import shutil
import signal
import subprocess
import sys
import threading
import time

import pytest

from pyspark_udfs.cli import main
from tests.conftest import ROOT, SAMPLES
from tests.support.damage import batch_starts, flip

pytest.importorskip("duckdb")

EXPECTED = json.loads((SAMPLES / "EXPECTED.json").read_text())
ORDERS_0 = next(p["records"] for p in EXPECTED["partitions"] if (p["topic"], p["partition"]) == ("orders", 0))
KAFKA_KSY = [sys.executable, "-m", "pyspark_udfs"]
ENV = dict(os.environ, PYTHONPATH=str(ROOT))

SCRIPT = """-- a script of several statements
SELECT count(*) AS n
  FROM log;   /* a comment; with a semicolon */
CREATE TABLE kept AS SELECT "offset", 'a;b' AS s FROM log WHERE "offset" < 3;
SELECT s, count(*) AS n FROM kept GROUP BY s; SELECT $$x;y$$ AS dollar, "offset" FROM kept ORDER BY 2 LIMIT 1;
SELECT 'no semicolon at the end' AS last
"""
SCRIPT_OUTPUT = f"""\
n
----
{ORDERS_0}
(1 row)
s    n
---  -
a;b  3
(1 row)
dollar  offset
------  ------
x;y     0
(1 row)
last
-----------------------
no semicolon at the end
(1 row)
"""


def piped(args: list[str], stdin: str) -> subprocess.CompletedProcess:
    return subprocess.run([*KAFKA_KSY, "sql", *args], input=stdin, capture_output=True, text=True, timeout=120,
                          env=ENV)


@pytest.mark.parametrize("query", [["-"], []], ids=["dash", "no-query"])
def test_statements_from_stdin(query):
    result = piped([*query, str(SAMPLES / "orders-0")], SCRIPT)
    assert (result.returncode, result.stderr) == (0, "")
    assert result.stdout == SCRIPT_OUTPUT


def test_statements_from_stdin_in_process(monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.StringIO(SCRIPT))
    out, err = io.StringIO(), io.StringIO()
    assert main(["sql", "--json", str(SAMPLES / "orders-0")], out=out, err=err) == 0  # a flag, then a PATH only
    assert err.getvalue() == ""
    assert [json.loads(line) for line in out.getvalue().splitlines()] == [
        {"n": ORDERS_0}, {"s": "a;b", "n": 3}, {"dollar": "x;y", "offset": 0}, {"last": "no semicolon at the end"}]


def test_a_script_stops_at_its_first_error():
    result = piped(["-", str(SAMPLES / "orders-0"), "--csv"],
                   "SELECT 1 AS one;\n\nSELEC 2;\nSELECT 3 AS three;\n")
    assert result.returncode == 2 and result.stdout == "one\n1\n"
    assert result.stderr.startswith('kafka-ksy: sql: line 3: Parser Error: syntax error at or near "SELEC"')


@pytest.mark.parametrize("stdin", ["", "\n  -- only a comment\n"])
def test_a_script_without_statements_is_an_error(stdin):
    result = piped([str(SAMPLES / "orders-0")], stdin)
    assert (result.returncode, result.stdout) == (2, "")
    assert result.stderr == "kafka-ksy: sql: no statement to run\n"


def test_damage_read_by_a_script_is_said_once(tmp_path):
    log = tmp_path / "orders-2" / "00000000000000000000.log"
    shutil.copytree(SAMPLES / "orders-2", log.parent)
    data = log.read_bytes()
    position = batch_starts(data)[5]
    log.write_bytes(flip(data, position + 80))
    result = piped([str(tmp_path), "--json"], "SELECT count(*) AS n FROM log;\nSELECT count(*) AS n FROM log;\n")
    assert result.returncode == 1
    [line] = result.stderr.splitlines()
    assert line.startswith(f"{log} at byte {position}: ")
    assert len(set(result.stdout.splitlines())) == 1 and len(result.stdout.splitlines()) == 2


def test_a_query_without_a_path_is_said_so():
    out, err = io.StringIO(), io.StringIO()
    assert main(["sql", "SELECT count(*) FROM log"], out=out, err=err) == 2
    assert out.getvalue() == ""
    assert err.getvalue().splitlines() == [
        "kafka-ksy: Path does not exist: SELECT count(*) FROM log",
        "kafka-ksy: sql: a single argument is a PATH, to read statements from; a query goes before the paths: "
        "kafka-ksy sql SQL PATH..."]


@pytest.mark.parametrize("command, unknown", [
    (["sql", "--bogus", "SELECT 1", str(SAMPLES)], "--bogus"),
    (["sql", "SELECT 1", str(SAMPLES), "--frobnicate"], "--frobnicate"),
    (["export", str(SAMPLES), "--output", "out", "--bogus"], "--bogus"),
])
def test_an_unknown_flag_shows_the_commands_own_usage(command, unknown, capsys):
    with pytest.raises(SystemExit) as exit_:
        main(command)
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith(f"usage: kafka-ksy {command[0]} ")
    assert err.splitlines()[-1] == f"kafka-ksy {command[0]}: error: unrecognized arguments: {unknown}"


class Terminal:
    """``kafka-ksy sql ARGS`` on a pseudo-terminal: what a user types, and what the screen shows."""

    def __init__(self, args: list[str], home, sigint=signal.SIG_DFL):
        self.pid, self.fd = pty.fork()
        if self.pid == 0:  # the child: the terminal is its stdin, stdout and stderr
            signal.signal(signal.SIGINT, sigint)  # as a shell starts it, whatever this process was given
            os.chdir(ROOT)
            os.execve(sys.executable, [*KAFKA_KSY, "sql", *args], dict(ENV, HOME=str(home), TERM="dumb"))
        self.seen = b""
        self.ended = False

    def type(self, keys: bytes) -> None:
        os.write(self.fd, keys)

    def until(self, text: str, timeout: float = 60) -> str:
        """What the screen shows up to ``text`` (carriage returns left out)."""
        token, end = text.encode(), time.monotonic() + timeout
        while token not in self.seen:
            ready, _, _ = select.select([self.fd], [], [], max(0.0, end - time.monotonic()))
            assert ready, f"no {text!r} on the screen: {self.seen!r}"
            try:
                chunk = os.read(self.fd, 4096)
            except OSError:  # the child ended: EIO
                chunk = b""
            assert chunk, f"ended before {text!r}: {self.seen!r}"
            self.seen += chunk.replace(b"\r", b"")
        at = self.seen.index(token) + len(token)
        shown, self.seen = self.seen[:at], self.seen[at:]
        return shown.decode()

    def ctrl_c_at_the_prompt(self) -> str:
        """Ctrl-C while a line is typed, and the screen up to the next prompt. Sent again after 15 s without
        one: Python's readline loses a SIGINT that lands between drawing its prompt and waiting for keys."""
        for _ in range(4):
            self.type(b"\x03")
            try:
                return self.until(PROMPT, timeout=15)
            except AssertionError:
                continue
        raise AssertionError(f"no {PROMPT!r} after Ctrl-C: {self.seen!r}")

    def status(self) -> int:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                self.ended = True
                return os.waitstatus_to_exitcode(status)
            try:
                os.read(self.fd, 4096)  # drain, so that the child is not blocked writing
            except OSError:
                time.sleep(0.05)
        os.kill(self.pid, 9)
        raise AssertionError("kafka-ksy sql did not end")


PROMPT, CONTINUED = "kafka-ksy> ", "...> "


@pytest.fixture
def terminal(tmp_path):
    started = []

    def start(*args: str, sigint=signal.SIG_DFL) -> Terminal:
        started.append(Terminal(list(args), tmp_path, sigint))
        return started[-1]
    yield start
    for term in started:
        if not term.ended:
            os.kill(term.pid, 9)
            os.waitpid(term.pid, 0)
        os.close(term.fd)


def test_the_console(terminal, tmp_path):
    term = terminal(str(SAMPLES / "orders-0"))
    assert "views log, consumer_offsets, transactions, cluster_metadata, share_group_state" in term.until(PROMPT)
    term.type(b"SELECT count(*)\r")  # a statement goes on over lines until its ;
    term.until(CONTINUED)
    term.type(b"  AS n FROM log;\r")
    assert term.until(PROMPT).endswith(f"n\n----\n{ORDERS_0}\n(1 row)\n{PROMPT}")
    term.type(b"SELEC 1;\r")  # an error is said, and the console goes on
    assert 'kafka-ksy: sql: Parser Error: syntax error at or near "SELEC"' in term.until(PROMPT)
    term.type(b"SELECT 'a' AS s;  SELECT 2 AS two;\r")
    assert term.until(PROMPT).endswith(f"s\n-\na\n(1 row)\ntwo\n---\n2\n(1 row)\n{PROMPT}")
    term.type(b"\x1b[A\x1b[A\x1b[A\r")  # up three times: the two-line statement, recalled whole
    assert term.until("(1 row)\n").endswith(f"n\n----\n{ORDERS_0}\n(1 row)\n")  # readline redraws the line first
    term.until(PROMPT)
    term.type(b".help\r")
    assert ".exit    leave (also .quit, or Ctrl-D)" in term.until(PROMPT)
    term.type(b"SELECT 'dropped'\r")
    term.until(CONTINUED)
    term.ctrl_c_at_the_prompt()  # Ctrl-C drops the statement being typed
    term.type(b"SELECT 'kept' AS after_ctrl_c;\r")
    assert term.until(PROMPT).endswith(f"after_ctrl_c\n------------\nkept\n(1 row)\n{PROMPT}")
    term.type(b"SELECT sum(i * i) FROM range(1000000000000) t(i), log;\r")  # runs for hours
    term.until("log;\n")  # readline has taken the line: the statement runs (however loaded the machine)
    time.sleep(1)
    term.type(b"\x03")  # Ctrl-C stops a running statement, and the console goes on
    assert "kafka-ksy: interrupted" in term.until(PROMPT)
    term.type(b"\x04")  # Ctrl-D leaves
    assert term.status() == 0
    history = (tmp_path / ".kafka_ksy_history").read_text()
    assert "SELECT 'a' AS s;  SELECT 2 AS two;" in history and ".help" in history


def test_the_console_leaves_on_exit_and_quit(terminal):
    for command in (b".exit", b".quit"):
        term = terminal(str(SAMPLES / "orders-0"))
        term.until(PROMPT)
        term.type(b".nope\r")
        assert "kafka-ksy: unknown command .nope; .help lists them" in term.until(PROMPT)
        term.type(command + b"\r")
        assert term.status() == 0


def test_ctrl_c_drops_a_statement_being_typed_in_a_console_started_with_sigint_ignored(terminal):
    """A console started as a background job or by a runner that ignores SIGINT (Python then leaves it
    ignored) still drops the statement being typed at Ctrl-C."""
    term = terminal(str(SAMPLES / "orders-0"), sigint=signal.SIG_IGN)
    term.until(PROMPT)
    term.type(b"SELECT 'dropped'\r")
    term.until(CONTINUED)
    term.ctrl_c_at_the_prompt()
    term.type(b".exit\r")
    assert term.status() == 0


def test_the_console_over_damage_exits_1(terminal, tmp_path):
    log = tmp_path / "orders-2" / "00000000000000000000.log"
    shutil.copytree(SAMPLES / "orders-2", log.parent)
    data = log.read_bytes()
    position = batch_starts(data)[5]
    log.write_bytes(flip(data, position + 80))
    term = terminal(str(tmp_path), "--mode", "FAILFAST")
    term.until(PROMPT)
    term.type(b"SELECT count(*) FROM log;\r")
    assert f"kafka-ksy: {log} at byte {position}: " in term.until(PROMPT)  # FAILFAST: said, the console goes on
    term.type(b".exit\r")
    assert term.status() == 0
    term = terminal(str(tmp_path))
    term.until(PROMPT)
    term.type(b"SELECT count(_corrupt_record) AS bad FROM log;\r")
    shown = term.until(PROMPT)
    assert f"{log} at byte {position}: " in shown and "bad\n---\n1\n(1 row)" in shown
    term.type(b"\x04")
    assert term.status() == 1


def test_the_docs_console_session(terminal):
    """docs/export-and-sql.md's console session, typed line by line: the screen shows what the page does."""
    [session] = [m.group(1) for m in re.finditer(r"^```text\n(.*?)^```", (ROOT / "docs" / "export-and-sql.md")
                                                 .read_text(), re.S | re.M) if PROMPT in m.group(1)]
    command, *screen = session.splitlines()
    assert command.startswith("$ kafka-ksy sql ")
    term = terminal(*command.split()[3:])
    shown = term.until(PROMPT)
    for line in screen:
        prompt = next((p for p in (PROMPT, " " * 7 + CONTINUED) if line.startswith(p)), None)
        if prompt:
            typed = line[len(prompt):]
            term.type(typed.encode() + b"\r")
            shown += term.until(typed + "\n" if line == screen[-1] else PROMPT if line.endswith(";") else CONTINUED)
    assert term.status() == 0
    assert shown.splitlines() == screen


def test_ctrl_c_just_before_a_statement_starts_still_stops_it(monkeypatch):
    """Ctrl-C that lands after the console took the line but before DuckDB started the statement (a moment a
    loaded machine stretches) stops it too: DuckDB forgets an interrupt asked for before a query starts."""
    from pyspark_udfs import sql
    from pyspark_udfs.cli import sql_console

    scans = sql.ScanReport()
    out, err = io.StringIO(), io.StringIO()
    session = sql_console.Session(sql.connect([str(SAMPLES / "orders-0")], scans), scans, out, err, "table")
    real_run = sql.run

    def ctrl_c_first(connection, statement):
        os.kill(os.getpid(), signal.SIGINT)  # Ctrl-C, handled before the statement starts
        return real_run(connection, statement)
    monkeypatch.setattr(sql, "run", ctrl_c_first)
    hung: list[bool] = []

    def rescue() -> None:  # a lost Ctrl-C would leave the statement running for hours
        hung.append(True)
        session.connection.interrupt()
    watchdog = threading.Timer(30, rescue)
    watchdog.start()
    try:
        with pytest.raises(KeyboardInterrupt):
            session.run("SELECT sum(i * i) FROM range(1000000000000) t(i), log;")
    finally:
        watchdog.cancel()
    assert not hung, "the statement ran on after Ctrl-C"
