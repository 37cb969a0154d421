"""The ``kafka-ksy`` command line: its commands, their flags and the texts of ``--help``."""
from __future__ import annotations

import argparse
import sys
import textwrap

from ..format.compression import DEFAULT_DECOMPRESSED_LIMIT
from ..format.sizes import size_text
from ..reading.segment import DEFAULT_MAX_BATCH_BYTES
from ..tables.flags import add_rsm_keys as rsm_keys
from ..tables.flags import size_flag
from . import topic_arguments
from .paths import DUMP_SUFFIXES, VERIFY_IN_DIRECTORIES, VERIFY_SUFFIXES
from .reporting import EXIT_OK, EXIT_PROBLEMS, EXIT_USAGE

DESCRIPTION = ("Read Apache Kafka's on-disk files without a broker: dump, verify, describe and recover "
               "log segments, their indexes and snapshots (in place of kafka-dump-log.sh); export their "
               "records as Parquet, Arrow or JSON lines, or query them with SQL.")
EXIT_STATUS = f"""\
exit status:
  {EXIT_OK}  everything read is clean
  {EXIT_PROBLEMS}  a problem was found in the data (recover: bytes were lost); each one was reported
     on stderr as "<file> at byte <position>: <reason>", and reading went on
  {EXIT_USAGE}  usage error, or a path that does not exist or cannot be read
     ("kafka-ksy: <path>: <reason>" on stderr; the other paths are still read)"""


def chosen_backend(parser: argparse.ArgumentParser):
    """The backend KAFKA_KSY_BACKEND asks for; a bad value is a usage error (exit 2)."""
    from ..builds import backend

    try:
        return backend.select()
    except (ValueError, ImportError) as error:
        parser.error(str(error))


class _Version(argparse.Action):
    """``--version``: the package's version and which build of the specs reads (see backend.py)."""

    def __init__(self, option_strings, dest=argparse.SUPPRESS, **kwargs):
        super().__init__(option_strings, dest, nargs=0, help="show the version and the active backend, then exit")

    def __call__(self, parser, namespace, values, option_string=None):
        from importlib.metadata import version

        chosen = chosen_backend(parser)
        from ..builds.backend import native_status

        build = "C++ build, pyspark_udfs._native" if chosen.name == "native" else "Python build"
        native = native_status()  # a fallback to the Python build said, not silent
        missing = "" if native == "built" else f"; native: {native}"
        sys.stdout.write(f"kafka-ksy {version('kafka-ksy')} (backend: {chosen.name}, {build} of ksy/){missing}\n")
        parser.exit()


def paths_help(files: tuple[str, ...], in_directories: tuple[str, ...]) -> str:
    return (f"a {', '.join(files)} file; or a directory (a partition or a whole data directory): its "
            f"{', '.join(in_directories)} files, recursively, in name order; or a URI "
            f"(s3://bucket/prefix, gs://..., see docs/object-storage.md)")


def subcommand(sub, name: str, summary: str, description: str,
               exit_status: str = EXIT_STATUS) -> argparse.ArgumentParser:
    """A subcommand with its one-line ``summary`` (in ``kafka-ksy --help``), ``description`` and the exit statuses."""
    return sub.add_parser(name, help=summary, description=_filled(f"{summary[0].upper()}{summary[1:]}. {description}"),
                          epilog=exit_status, formatter_class=argparse.RawDescriptionHelpFormatter)


def _filled(text: str) -> str:
    """A paragraph wrapped for a terminal (the help's formatter keeps line breaks, for the exit statuses)."""
    return textwrap.fill(text, width=79, break_on_hyphens=False)


class _Command(argparse.ArgumentParser):
    """A subcommand's parser: an argument it does not know is its own usage error (argparse would leave it to
    the top level, whose usage says nothing of the subcommand's); options and positionals may be mixed in
    any order, as in ``sql QUERY --json PATH`` (intermixed: an optional positional, as ``sql``'s query,
    is not taken as absent before the options)."""

    _parsing = False

    def parse_known_args(self, args=None, namespace=None):  # type: ignore[no-untyped-def]
        if self._parsing:  # parse_known_intermixed_args calls parse_known_args in its turn
            return super().parse_known_args(args, namespace)
        self._parsing = True
        try:
            namespace, extras = self.parse_known_intermixed_args(args, namespace)
        finally:
            self._parsing = False
        if extras:
            self.error(f"unrecognized arguments: {' '.join(extras)}")
        return namespace, extras


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="kafka-ksy", description=_filled(DESCRIPTION), epilog=EXIT_STATUS,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--version", action=_Version)
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND", parser_class=_Command)

    def limits(p: argparse.ArgumentParser) -> None:
        p.add_argument("--max-batch-bytes", type=size_flag("maxBatchBytes"), default=DEFAULT_MAX_BATCH_BYTES,
                       metavar="SIZE",
                       help=f"largest batch accepted: bytes, or with a unit as in 64m, 1g "
                            f"(default {size_text(DEFAULT_MAX_BATCH_BYTES)})")
        p.add_argument("--decompression-limit", type=size_flag("decompressionLimit"),
                       default=DEFAULT_DECOMPRESSED_LIMIT, metavar="SIZE",
                       help=f"largest decompressed size of one batch (default {size_text(DEFAULT_DECOMPRESSED_LIMIT)})")

    dump = subcommand(sub, "dump", "print segments, indexes and snapshots as kafka-dump-log.sh does",
                      "Text mirrors Kafka's DumpLogSegments line for line; --json gives one object per line "
                      "(the schema is in docs/cli.md). Problems go to stderr, and reading goes on.")
    dump.add_argument("paths", nargs="+", metavar="PATH", help=paths_help(DUMP_SUFFIXES, DUMP_SUFFIXES))
    dump.add_argument("--deep-iteration", action="store_true", help="print every record")
    dump.add_argument("--print-data-log", action="store_true", help="print keys and values (implies deep iteration)")
    dump.add_argument("--json", action="store_true", help="one JSON object per line (docs/cli.md)")
    dump.add_argument("--verify-index-only", action="store_true", help="check index entries against the log")
    dump.add_argument("--index-sanity-check", action="store_true", help="only check index files' sanity")
    topic_arguments.add_decoder_options(dump)
    dump.add_argument("--decode", choices=("none", "registry"), default="none",
                      help="registry: decode keys and values with the schemas of the _schemas topic beside the "
                           "segment, or of --schemas (docs/registry.md)")
    dump.add_argument("--schemas", metavar="PATH", help="where --decode registry finds schemas")
    limits(dump)
    rsm_keys(dump)

    recover = subcommand(sub, "recover", "copy every intact batch into a clean segment with rebuilt indexes",
                         "Batches are copied bit for bit, .index and .timeindex rebuilt as Kafka builds them, "
                         "and the byte and offset ranges lost are listed. The input is never modified.")
    recover.add_argument("segment", metavar="SEGMENT",
                         help="the damaged .log file, or tiered objects: a .rsm-manifest, or a directory or prefix "
                              "of them or of LocalTieredStorage copies (docs/tiered.md); never modified")
    recover.add_argument("--output", required=True, metavar="DIR",
                         help="directory for the clean segment (tiered objects: for <topic>-<partition>/)")
    limits(recover)
    rsm_keys(recover)

    verify = subcommand(sub, "verify", "check CRCs, structure, offsets, indexes and producer snapshots",
                        "One summary line per file (OK or FAIL, with counts); problems on stderr. A .log's "
                        ".index and .timeindex beside it are checked against it.")
    verify.add_argument("paths", nargs="+", metavar="PATH",
                        help=paths_help(VERIFY_SUFFIXES, VERIFY_IN_DIRECTORIES))
    limits(verify)
    rsm_keys(verify)
    topic_arguments.add_describe_parser(subcommand(
        sub, "describe", "overview of a broker's data directory",
        "Topics, partitions, segments, checkpoints, leader epochs, producer and KRaft snapshots, and the "
        "latest committed offset per consumer group; what does not add up is a problem (exit status 1)."))

    from . import table_commands

    table_paths = paths_help((".log",), (".log",))
    table_commands.add_export_parser(subcommand(
        sub, "export", "write records as Parquet, Arrow or JSON lines files, one per segment",
        "Rows with the kafka-log columns, as read_table gives them, under <topic>-<partition>/ (or "
        "topic=/partition= directories); local or object storage. A rerun of the same command skips the "
        "segments already written (a manifest lists them): an interrupted export resumes. Damage is a "
        "_corrupt_record row (PERMISSIVE), reported on stderr (exit status 1). Needs pyarrow.",
        table_commands.EXIT_STATUS), table_paths)
    table_commands.add_sql_parser(subcommand(
        sub, "sql", "query records with SQL in an embedded DuckDB",
        "Views: log (the kafka-log columns), and the internal topics decoded: consumer_offsets, "
        "transactions, cluster_metadata, share_group_state. Output: an aligned table, --json or --csv. "
        "Needs the sql extra: pip install 'kafka-ksy[sql]'.", table_commands.EXIT_STATUS), table_paths)
    return parser
