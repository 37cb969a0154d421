"""What every command shares: the report of lines and problems, the exit status, a progress line."""
from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TextIO

from ..errors import InputError, KafkaLogError, TruncatedError
from ..format.text import counted, printable
from . import jsonl

EXIT_OK, EXIT_PROBLEMS, EXIT_USAGE = 0, 1, 2


class Reporter:
    """Where output goes: stdout for data, stderr for problems, as kafka-dump-log does.

    It counts problems found in the data (exit status 1) and inputs that could
    not be read at all (exit status 2). Text for people goes out :func:`~.text.printable` (names and reasons
    carry bytes of the input, which a terminal would take as commands); ``--json`` lines as they are (JSON
    escapes what needs it). ``dump``'s record lines bypass it: they print keys and payloads as Kafka does.
    """

    def __init__(self, out: TextIO, err: TextIO, as_json: bool = False, dump_text: bool = False):
        self.out, self.err, self.as_json = out, err, as_json
        self.dump_text = dump_text  # trailing bytes as kafka-dump-log reports them: "Found N invalid bytes" on stdout
        self.problems = 0
        self.unreadable = 0

    def line(self, text: str) -> None:
        self.out.write((text if self.as_json else printable(text)) + "\n")

    def obj(self, obj: dict) -> None:
        self.out.write(jsonl.dumps(obj) + "\n")

    def problem(self, error: KafkaLogError) -> None:
        self.problems += 1
        if self.as_json:
            self.obj(jsonl.error_object(error))
        elif self.dump_text and isinstance(error, TruncatedError) and error.size is not None:
            from . import dump_segments

            self.line(dump_segments.trailing_line(error.size, os.path.basename(error.file or "")))
        else:
            self.err.write(f"{printable(str(error))}\n")

    def cannot_read(self, error: KafkaLogError) -> None:
        """A file that cannot be read (exit status 2). When reading stopped part way (``position``
        is set: a dropped connection, an I/O error), ``--json`` also gets an ``error`` object."""
        self.unreadable += 1
        if self.as_json and error.position is not None:
            self.obj(jsonl.error_object(error))
        self.err.write(f"kafka-ksy: {printable(str(error))}\n")

    def exit_status(self) -> int:
        if self.unreadable:
            return EXIT_USAGE
        return EXIT_PROBLEMS if self.problems else EXIT_OK


class Progress:
    """A one-line progress bar on stderr, shown only on a terminal."""

    def __init__(self, stream: TextIO, total: int, label: str):
        self.stream, self.total, self.label = stream, max(total, 1), label
        self.enabled = stream.isatty()
        self._last = -1

    def update(self, done: int) -> None:
        if not self.enabled:
            return
        percent = min(100, done * 100 // self.total)
        if percent != self._last:
            self._last = percent
            bar = "#" * (percent // 4)
            self.stream.write(f"\r{printable(self.label)[-40:]:40} [{bar:25}] {percent:3d}%")
            self.stream.flush()

    def close(self) -> None:
        if self.enabled:
            self.stream.write("\r" + " " * 80 + "\r")
            self.stream.flush()


@contextmanager
def reported(report: Reporter) -> Iterator[None]:
    """A problem that stops the reading of a file is reported like any other; the command goes on.

    An :class:`InputError` (the file cannot be read at all) passes through.
    """
    try:
        yield
    except InputError:
        raise
    except KafkaLogError as error:
        report.problem(error)


class Tally:
    """What verify read of a segment so far: ``N batches, M records, `` in its summary line."""

    def __init__(self) -> None:
        self.batches = self.records = 0

    def __str__(self) -> str:
        return f"{counted(self.batches, 'batch')}, {counted(self.records, 'record')}, "
