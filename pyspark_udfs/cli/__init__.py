"""``kafka-ksy``: dump, verify, describe and recover Kafka's files, in place of ``kafka-dump-log.sh``; export
them as tables and query them with SQL (:mod:`.table_commands`).

One module per command (:mod:`.dump`, :mod:`.verify`, :mod:`.recover`, :mod:`.describe`, :mod:`.table_commands`),
and what they share: the command line and its ``--help`` (:mod:`.parser`), the files a command reads
(:mod:`.paths`), the report and exit status (:mod:`.reporting`). This module runs the command asked for.
"""
from __future__ import annotations

import argparse
import sys
from typing import TextIO

from .. import storage
from ..errors import InputError
from ..format.text import printable
from ..tiered.keys import KeyRing
from ..tiered.layout import MANIFEST_SUFFIX
from .dump import dump_file
from .parser import build_parser, chosen_backend
from .paths import DUMP_SUFFIXES, VERIFY_IN_DIRECTORIES, for_each_file
from .recover import recover_segment
from .reporting import EXIT_OK, Reporter
from .verify import verify_file


def main(argv: list[str] | None = None, out: TextIO = sys.stdout, err: TextIO = sys.stderr) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    chosen_backend(parser)
    as_json = getattr(args, "json", False)
    report = Reporter(out, err, as_json=as_json, dump_text=args.command == "dump" and not as_json)
    try:
        if args.command in ("export", "sql"):
            from . import table_commands

            run = table_commands.run_export if args.command == "export" else table_commands.run_sql
            return run(args, out, err)
        with storage.remembering_listings():  # a directory's listing tells which files are there: no probe
            run_command(args, report, err)
    except BrokenPipeError:
        return EXIT_OK
    return report.exit_status()


def run_command(args: argparse.Namespace, report: Reporter, err: TextIO) -> None:
    """The subcommand ``args`` names, reporting to ``report``."""
    if args.command == "dump":
        from . import dump_segments

        gaps = dump_segments.NonConsecutiveOffsets()
        for_each_file(args.paths, DUMP_SUFFIXES, report, lambda path: dump_file(path, args, report, gaps))
        for line in gaps.lines():
            err.write(printable(line) + "\n")
    elif args.command == "verify":
        for_each_file(args.paths, VERIFY_IN_DIRECTORIES, report,
                      lambda path: verify_file(path, args, report))
    elif args.command == "describe":
        from . import describe as topics_describe

        topics_describe.run(args.data_dir, report, args.schema_sample, args.remote)
    else:
        from ..tiered.restore import Restorer

        restorer = Restorer(args.output, KeyRing(dict(args.rsm_key or ())), report.problem,
                            max_batch_bytes=args.max_batch_bytes, decompression_limit=args.decompression_limit)
        for_each_file([args.segment], (".log", MANIFEST_SUFFIX), report,
                      lambda path: recover_segment(path, args, report, restorer))
        try:
            for line in restorer.finish():
                report.line(line)
        except InputError as error:
            report.cannot_read(error)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
