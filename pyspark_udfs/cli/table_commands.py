"""The commands that read segments as tables: ``export`` (:mod:`.export`) and ``sql`` (:mod:`.sql`).

Both take the reader's options as flags (:mod:`.tables.flags`) and end
with :mod:`.cli`'s exit statuses: 0 clean; 1 damage was met and reported on
stderr as ``<file> at byte <position>: <reason>`` (``export`` in
PERMISSIVE mode, which writes it as ``_corrupt_record`` rows); 2 a usage
error, an input or output that cannot be used, a FAILFAST read that met
damage, an SQL error or a missing extra, each said in one line
``kafka-ksy: …`` with no traceback.
"""
from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TextIO

from ..errors import InputError, KafkaLogError
from ..format.text import counted, printable
from ..tables.flags import add_reader_arguments, reader_options
from ..tables.options import OptionError
from ..tables.writers import SUFFIXES
from .reporting import EXIT_OK, EXIT_PROBLEMS, EXIT_USAGE, Progress

EXIT_INTERRUPTED = 130
"""Interrupted (Ctrl-C): the shell's status for SIGINT."""
NEEDS_PYARROW = "the export command needs pyarrow: pip install 'kafka-ksy[arrow]'"
EXIT_STATUS = f"""\
exit status:
  {EXIT_OK}  everything read is clean
  {EXIT_PROBLEMS}  damage was read (PERMISSIVE: as rows with _corrupt_record); each range was reported
     on stderr as "<file> at byte <position>: <reason>" (DROPMALFORMED: left out, and counted)
  {EXIT_USAGE}  usage error, a path that cannot be read, an output that cannot be written, damage
     in FAILFAST mode, an SQL error, or the sql extra missing ("kafka-ksy: <reason>" on stderr)
  {EXIT_INTERRUPTED}  interrupted (export: the same command again resumes)"""


class _Stop(Exception):
    """The command ends with ``status`` after its message was written."""

    def __init__(self, status: int):
        self.status = status


def add_export_parser(parser: argparse.ArgumentParser, paths_help: str) -> None:
    parser.add_argument("paths", nargs="+", metavar="PATH", help=paths_help)
    parser.add_argument("--output", required=True, metavar="DIR_OR_URI",
                        help="directory or object-storage prefix (s3://bucket/prefix …) for the files")
    parser.add_argument("--format", choices=tuple(SUFFIXES), default="parquet", help="file format (default parquet)")
    parser.add_argument("--hive", action="store_true",
                        help="topic=<topic>/partition=<partition> directories instead of <topic>-<partition>")
    add_reader_arguments(parser)


def add_sql_parser(parser: argparse.ArgumentParser, paths_help: str) -> None:
    parser.add_argument("query", nargs="?", metavar="SQL",
                        help="the statements to run, separated by ; (views: log, consumer_offsets, transactions, "
                             "cluster_metadata, share_group_state); - reads them from stdin; none (a single "
                             "PATH): a console on a terminal, else stdin's statements")
    parser.add_argument("paths", nargs="+", metavar="PATH", help=paths_help)
    style = parser.add_mutually_exclusive_group()
    style.add_argument("--json", action="store_true", help="one JSON object per row and line")
    style.add_argument("--csv", action="store_true", help="CSV with a header line")
    add_reader_arguments(parser)


@contextmanager
def _reported(err: TextIO) -> Iterator[None]:
    """What stops a command, said in one line on stderr, as :class:`_Stop` with its exit status."""
    try:
        yield
    except (KafkaLogError, OptionError) as error:  # KafkaLogError: InputError and FAILFAST's damage
        err.write(f"kafka-ksy: {printable(str(error))}\n")
        raise _Stop(EXIT_USAGE) from None
    except BrokenPipeError:  # the reader of stdout went away (| head): main() ends quietly
        raise
    except OSError as error:  # a path that does not exist, an output that cannot be written
        where = f"{error.filename}: " if error.filename else ""
        err.write(f"kafka-ksy: {printable(f'{where}{error.strerror or error}')}\n")
        raise _Stop(EXIT_USAGE) from None
    except KeyboardInterrupt:
        err.write("kafka-ksy: interrupted\n")
        raise _Stop(EXIT_INTERRUPTED) from None


def run_export(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from .. import export

    try:
        _import_pyarrow_with_the_system_allocator()
    except ImportError:
        err.write(f"kafka-ksy: {NEEDS_PYARROW}\n")
        return EXIT_USAGE
    options = reader_options(args)
    try:
        with _reported(err):
            try:
                jobs = export.plan_export(args.paths, options, args.format, args.hive)
                manifest = export.Manifest(args.output, export.export_settings(args.format, args.hive, options))
            except export.ExportError as error:
                err.write(f"kafka-ksy: {printable(str(error))}\n")
                return EXIT_USAGE
            progress = Progress(err, sum(job.bytes_to_read for job in jobs), "export")

            def problem(text: str) -> None:
                progress.close()
                err.write(printable(text) + "\n")

            try:
                summary = export.run_export(jobs, args.output, args.format, manifest, progress.update, problem)
            except KafkaLogError as error:
                progress.close()
                if not isinstance(error, InputError):
                    error = KafkaLogError(f"{error.reason} (FAILFAST: export stopped; files written before are "
                                          f"kept, and a rerun resumes)", error.file, error.position)
                raise error from None
            except KeyboardInterrupt:
                progress.close()
                err.write("kafka-ksy: interrupted; run the same command again to resume\n")
                return EXIT_INTERRUPTED
            progress.close()
    except _Stop as stop:
        return stop.status
    dropped = f", {counted(summary.dropped_problems, 'problem')} left out" if summary.dropped_problems else ""
    out.write(f"Exported {counted(summary.written, 'segment')} ({counted(summary.rows, 'row')}, "
              f"{counted(summary.corrupt_rows, 'damaged range')}{dropped}) to {args.output}"
              + (f"; {counted(summary.skipped, 'segment')} already there" if summary.skipped else "") + "\n")
    return EXIT_PROBLEMS if summary.corrupt_rows or summary.dropped_problems else EXIT_OK


def _import_pyarrow_with_the_system_allocator() -> None:
    """pyarrow, allocating with the C library's allocator when it is first imported here (the command's own
    process) and nothing says otherwise: that allocator gives memory back as batches come and go, where
    Arrow's default (mimalloc) keeps some 35 MiB more by the end of a 1 GiB Parquet export
    (bench/table_commands.py). The environment is left as it was."""
    if "pyarrow" in sys.modules or "ARROW_DEFAULT_MEMORY_POOL" in os.environ:
        import pyarrow
        return
    os.environ["ARROW_DEFAULT_MEMORY_POOL"] = "system"
    try:
        import pyarrow

        pyarrow.default_memory_pool()  # Arrow reads the variable here, once
    finally:
        del os.environ["ARROW_DEFAULT_MEMORY_POOL"]


def run_sql(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    """The query, or stdin's statements: a console on a terminal (:mod:`.sql_console`)."""
    from .. import sql
    from . import sql_console

    try:
        import duckdb  # noqa: F401
    except ImportError:
        err.write(f"kafka-ksy: {sql.MISSING_EXTRA}\n")
        return EXIT_USAGE
    scans = sql.ScanReport()
    connection = None
    try:
        with _reported(err):
            connection = sql.connect(args.paths, scans, **reader_options(args))
            session = sql_console.Session(connection, scans, out, err,
                                          "json" if args.json else "csv" if args.csv else "table")
            if args.query not in (None, "-"):
                session.run(args.query)
            elif sys.stdin is not None and sys.stdin.isatty():
                history = sql_console.History()
                try:
                    with sql_console.keyboard_interrupts():
                        sql_console.run_console(session, input, history)
                finally:
                    history.save(err)
                return EXIT_PROBLEMS if session.damaged else EXIT_OK
            else:
                sql_console.run_script(session, sys.stdin or ())  # None: Python started with no stdin
    except _Stop as stop:
        if connection is None and args.query is None:  # the one argument may have been meant as a query
            err.write("kafka-ksy: sql: a single argument is a PATH, to read statements from; "
                      "a query goes before the paths: kafka-ksy sql SQL PATH...\n")
        return stop.status
    if not session.failed and not session.statements:
        err.write("kafka-ksy: sql: no statement to run\n")
        return EXIT_USAGE
    return EXIT_USAGE if session.failed else EXIT_PROBLEMS if session.damaged else EXIT_OK
