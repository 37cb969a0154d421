"""``kafka-ksy sql``'s statements: one query, a script on stdin, or the console's prompt.

Statements run one after the other in the same DuckDB (:func:`.sql.connect`), each one's rows written as
:mod:`.sql_output` writes them. Lines are read until one ends a statement with ``;`` (outside quotes and
comments), so a script of any length is read a statement at a time. Failures are said as ``kafka-ksy: …``
on stderr: a query or a script stops at the first; the console says it and goes on.
"""
from __future__ import annotations

import os
import re
import signal
import threading
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager, suppress
from types import FrameType
from typing import TYPE_CHECKING, TextIO

from .. import sql
from ..errors import KafkaLogError
from ..format.text import counted, printable, printable_lines
from ..tables.duckdb_scan import named_columns
from . import sql_output

if TYPE_CHECKING:  # pragma: no cover
    import duckdb

PROMPT = "kafka-ksy> "
CONTINUED = "       ...> "
HISTORY_FILE = "~/.kafka_ksy_history"
HISTORY_LENGTH = 1000
HELP = f"""\
Views: {', '.join(sql.VIEWS)} (DESCRIBE log lists its columns).
A statement ends with ; and may take several lines. Ctrl-C drops the statement being typed, or stops
the one running.
.help    this text
.exit    leave (also .quit, or Ctrl-D)"""


class Session:
    """Runs statements on a connection, writing their rows on ``out`` in ``style`` and what failed or was
    damaged on ``err``; ``failed`` and ``damaged`` tell whether any statement failed or read damage."""

    def __init__(self, connection: duckdb.DuckDBPyConnection, scans: sql.ScanReport, out: TextIO, err: TextIO,
                 style: str):
        self.connection, self.scans, self.out, self.err, self.style = connection, scans, out, err, style
        self.failed = False
        self.statements = 0
        self._reported = 0
        self._dropped = 0  # DROPMALFORMED's problems reported so far

    @property
    def damaged(self) -> bool:
        return bool(self.scans.damage or self.scans.dropped)

    def run(self, text: str, where: str = "") -> bool:
        """Runs the statements of ``text`` until one fails; whether all ran. ``where`` (``line 3: ``)
        goes before a failure's reason."""
        import duckdb

        try:
            statements = self.connection.extract_statements(text)
        except duckdb.Error as error:
            return self._failed(f"sql: {where}{error}")
        for statement in statements:
            self.statements += 1
            self.scans.error = None
            self.scans.columns = named_columns(self.connection, statement.query)
            try:
                with _interruptible(self.connection):
                    shown = sql.run(self.connection, statement)
                    if shown is not None:
                        sql_output.write_result(shown[1], shown[0], self.out, self.style)
            except duckdb.Error as error:
                if isinstance(self.scans.error, KafkaLogError):  # FAILFAST's damage, an input that went away
                    return self._failed(f"{where}{self.scans.error}")
                failed = self.scans.error
                return self._failed("sql: " + where + (str(error) if failed is None else
                                                       f"reading failed: {type(failed).__name__}: {failed}"))
            finally:
                self._report_damage()
        return True

    def _failed(self, reason: str) -> bool:
        self.err.write(f"kafka-ksy: {printable_lines(reason)}\n")
        self.failed = True
        return False

    def _report_damage(self) -> None:
        """Each damaged range read, once, after the statement that read it first; under DROPMALFORMED, how
        many problems it left out (docs/robustness.md: counted, not hidden)."""
        damage = list(self.scans.damage)
        for text in damage[self._reported:]:
            self.err.write(printable(text) + "\n")
        self._reported = len(damage)
        dropped = sum(self.scans.dropped.values())
        if dropped > self._dropped:
            self.err.write(f"kafka-ksy: sql: {counted(dropped - self._dropped, 'problem')} left out (DROPMALFORMED)\n")
            self._dropped = dropped


@contextmanager
def _interruptible(connection: duckdb.DuckDBPyConnection) -> Iterator[None]:
    """Ctrl-C while a statement runs asks DuckDB to stop it, and the statement's failure is then a
    KeyboardInterrupt. Python's own KeyboardInterrupt would stop whichever code runs at that moment, a
    view's scan too, which DuckDB would report as a failed query. DuckDB forgets an interrupt asked for
    before its query starts (Ctrl-C while the statement is bound, which a loaded machine stretches), so
    after Ctrl-C it is asked again until the statement ends."""
    interrupted: list[bool] = []
    ended = threading.Event()
    repeater = threading.Thread(target=_interrupt_until, args=(connection, ended), daemon=True)

    def stop(signum: int, frame: FrameType | None) -> None:
        connection.interrupt()
        if not interrupted:
            interrupted.append(True)
            repeater.start()
    try:
        previous = signal.signal(signal.SIGINT, stop)
    except ValueError:  # not the main thread: signals are not ours to handle
        yield
        return
    try:
        yield
    except Exception:
        if interrupted:
            raise KeyboardInterrupt from None
        raise
    finally:
        signal.signal(signal.SIGINT, previous)
        ended.set()
        if interrupted:
            repeater.join()


@contextmanager
def keyboard_interrupts() -> Iterator[None]:
    """Ctrl-C at the prompt raises KeyboardInterrupt, as the console promises, also when the process started
    with SIGINT ignored, which Python then leaves ignored (a job a shell put in the background, a runner's
    children): Ctrl-C would do nothing while a statement is typed."""
    try:
        previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    except ValueError:  # not the main thread: signals are not ours to handle
        yield
        return
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)


def _interrupt_until(connection: duckdb.DuckDBPyConnection, ended: threading.Event) -> None:
    while not ended.wait(0.05):
        connection.interrupt()


def run_script(session: Session, lines: Iterable[str]) -> None:
    """The statements of ``lines`` (stdin), until one fails."""
    for first_line, text in statements_of(lines):
        if not session.run(text, f"line {first_line}: "):
            return


def statements_of(lines: Iterable[str]) -> Iterator[tuple[int, str]]:
    """The texts of ``lines`` that end with a statement's ``;``, each with the number of its first line; then
    what is left, if it holds more than blanks and comments."""
    ending = StatementEnd()
    text, first = "", 1
    for number, line in enumerate(lines, 1):
        if not text and ending.blank(line):
            first = number + 1
            continue
        text += line if line.endswith("\n") else line + "\n"
        if ending.feed(line):
            yield first, text
            text, first = "", number + 1
    if text and not ending.blank(text):
        yield first, text


class StatementEnd:
    """Whether the lines fed so far end with a ``;`` outside strings, quoted names and comments: an
    incremental scan of each line once, so a long statement costs its length."""

    _DOLLAR = re.compile(r"\$([A-Za-z_][A-Za-z0-9_]*)?\$")

    def __init__(self) -> None:
        self._closing: str | None = None  # what ends the string or comment we are in
        self._backslash = False  # in an E'…' string, where \' does not end it
        self._ended = False
        self._seen = False  # anything but spaces and comments

    def blank(self, text: str) -> bool:
        """Whether ``text`` holds only spaces and comments (without changing the state)."""
        saved = self._closing, self._backslash, self._ended, self._seen
        self._seen = False
        try:
            self.feed(text)
            return not self._seen and self._closing is None
        finally:
            self._closing, self._backslash, self._ended, self._seen = saved

    def feed(self, line: str) -> bool:
        i, n = 0, len(line)
        while i < n:
            if self._closing is not None:
                at = self._close(line, i)
                if at < 0:
                    if self._closing == "\n":  # a -- comment ends with its line
                        self._closing = None
                    return self._closing is None and self._ended
                i, self._closing, self._backslash = at + len(self._closing), None, False
                continue
            char = line[i]
            if char.isspace():
                pass
            elif line.startswith("--", i):
                self._closing = "\n"
            elif line.startswith("/*", i):
                self._closing, i = "*/", i + 1
            else:
                self._seen = True
                self._ended = char == ";"
                if char in "'\"":
                    self._closing = char
                    self._backslash = char == "'" and i > 0 and line[i - 1] in "eE" and \
                        (i == 1 or not (line[i - 2].isalnum() or line[i - 2] == "_"))
                elif char == "$" and (dollar := self._DOLLAR.match(line, i)):
                    self._closing, i = dollar.group(0), dollar.end() - 1
            i += 1
        return self._closing is None and self._ended

    def _close(self, line: str, i: int) -> int:
        """Where in ``line``, from ``i``, the string or comment we are in ends; -1 if not in this line."""
        assert self._closing is not None
        while True:
            at = line.find(self._closing, i)
            if at < 0 or self._closing not in "'\"":
                return at
            if self._backslash and line.count("\\", i, at):  # E'…': a backslash escapes the next character
                i = line.index("\\", i) + 2
            elif line.startswith(self._closing * 2, at):  # '' in a string, "" in a name
                i = at + 2
            else:
                return at


def run_console(session: Session, read: Callable[[str], str], history: History | None = None) -> None:
    """The prompt: statements from ``read`` (``input``: it raises EOFError at Ctrl-D, KeyboardInterrupt at
    Ctrl-C) until ``.exit``, ``.quit`` or Ctrl-D; a failure is said and the console goes on. ``history`` keeps
    each statement whole."""
    session.err.write(f"kafka-ksy sql: views {', '.join(sql.VIEWS)}. End statements with ;  "
                      f".help for help, .exit or Ctrl-D to leave.\n")
    ending, lines = StatementEnd(), list[str]()
    while True:
        try:
            line = read(CONTINUED if lines else PROMPT)
        except EOFError:
            session.out.write("\n")
            if lines:
                session.run("\n".join(lines))
            return
        except KeyboardInterrupt:  # drops what was typed of the statement
            session.out.write("\n")
            ending, lines = StatementEnd(), []
            continue
        if not lines and line.strip().startswith("."):
            command = line.strip().split()[0]
            if history is not None:
                history.add(line.strip())
            if command in (".exit", ".quit"):
                return
            session.err.write(HELP + "\n" if command == ".help" else
                              f"kafka-ksy: unknown command {command}; .help lists them\n")
            continue
        if not lines and ending.blank(line):
            continue
        lines.append(line)
        if ending.feed(line + "\n"):
            if history is not None:
                history.add("\n".join(lines))
            try:
                session.run("\n".join(lines) + "\n")
            except KeyboardInterrupt:
                session.err.write("kafka-ksy: interrupted\n")
            ending, lines = StatementEnd(), []


class History:
    """The console's history with readline, where Python has it (the arrow keys recall earlier statements),
    kept in :data:`HISTORY_FILE` across sessions; each statement one entry, however many lines it took."""

    def __init__(self) -> None:
        self.path = os.path.expanduser(HISTORY_FILE)
        try:
            import readline
        except ImportError:  # pragma: no cover - Python built without readline: no history
            self.readline = None
            return
        self.readline = readline
        readline.set_auto_history(False)  # input() would add each line; a statement is one entry
        with suppress(OSError):  # none yet
            readline.read_history_file(self.path)
        readline.set_history_length(HISTORY_LENGTH)

    def add(self, entry: str) -> None:
        if self.readline is not None:
            self.readline.add_history(entry)

    def save(self, err: TextIO) -> None:
        if self.readline is None:
            return
        try:
            self.readline.write_history_file(self.path)
        except OSError as error:
            err.write(f"kafka-ksy: history not saved: {self.path}: {error.strerror or error}\n")
