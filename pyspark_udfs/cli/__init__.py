"""``kafka-ksy``: dump, verify, describe and recover Kafka's files, in place of ``kafka-dump-log.sh``; export
them as tables and query them with SQL (:mod:`.table_commands`).

The texts of ``--help`` (plain text, exit statuses included) are :data:`DESCRIPTION` and :data:`EXIT_STATUS`.
"""
from __future__ import annotations

import argparse
import os
import sys
import textwrap
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager, nullcontext
from typing import TYPE_CHECKING, TextIO, cast

from .. import storage
from ..builds.batch import Batch
from ..errors import InputError, KafkaLogError, TruncatedError
from ..format.compression import DEFAULT_DECOMPRESSED_LIMIT
from ..format.model import Record
from ..format.sizes import size_text
from ..format.text import counted, printable
from ..reading.index import (
    OffsetIndex,
    TimeIndex,
    read_transaction_index,
    sibling,
    transaction_index_problems,
    verify_offset_index,
    verify_time_index,
)
from ..reading.offset_order import BatchStart, CheckedEvent, checked
from ..reading.scan import scan
from ..reading.segment import DEFAULT_MAX_BATCH_BYTES, LogSegment
from ..tables.discovery import NO_SEGMENTS, list_files
from ..tables.flags import add_rsm_keys as rsm_keys
from ..tables.flags import size_flag
from ..tiered.keys import KeyRing
from ..tiered.layout import MANIFEST_SUFFIX
from ..tiered.segments import TieredLogSegment, without_transformed
from . import jsonl, topic_arguments

if TYPE_CHECKING:
    from ..registry import RegistryDecoder
    from ..tiered.restore import Restorer
    from . import dump_segments

# What only some commands use is imported where they run (dump_segments, salvage, dump_decoders and
# describe, which bring the decoders of the internal topics): ``verify`` starts without it.

SEGMENT_SUFFIXES = (".log", ".index", ".timeindex", ".txnindex", MANIFEST_SUFFIX)
DUMP_SUFFIXES = SEGMENT_SUFFIXES + topic_arguments.SUFFIXES
"""What ``dump`` reads: segments, indexes, producer snapshots, KRaft snapshots."""
VERIFY_SUFFIXES = SEGMENT_SUFFIXES + topic_arguments.SUFFIXES
"""The files ``verify`` checks when named; in a directory it checks its ``.log`` (with their indexes) and
``.snapshot`` files."""
VERIFY_IN_DIRECTORIES = (".log", ".txnindex", MANIFEST_SUFFIX, *topic_arguments.SUFFIXES)
"""What ``verify`` checks of a directory's files (a tiered segment through its manifest)."""
EXIT_OK, EXIT_PROBLEMS, EXIT_USAGE = 0, 1, 2

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


def files_of(path: str, suffixes: tuple[str, ...]) -> tuple[list[str], list[InputError]]:
    """The file as given; for a directory (or a URI prefix), its files ending in ``suffixes`` (recursively,
    sorted), and the directories under it that could not be listed (each one an :class:`InputError`)."""
    is_prefix = storage.is_uri(path) and storage.kind(path) == "directory"
    if not is_prefix and not os.path.isdir(path):
        return [path], []
    listing = list_files(path)
    found = without_transformed(f for f in [*listing.files, *listing.others] if f.endswith(suffixes))
    if not found and not listing.unreadable:
        raise InputError(f"directory {NO_SEGMENTS}", path)
    return sorted(found), listing.unreadable


def suffix_of(path: str) -> str:
    return os.path.splitext(path)[1]


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


def events_of(segment: LogSegment, *, records: bool, record_lists: bool = False,
              views: bool = False) -> Iterator[CheckedEvent]:
    """The segment's batches, (with ``records``) their records, and every problem: CRCs and offsets too.

    With ``record_lists`` a v2 batch's records come as lists, with ``views`` their big keys and
    values as memoryviews (see :func:`scan.scan`): for commands that only print or count them.
    """
    return checked(scan(segment, records=records, validate_crc=True, record_lists=record_lists, views=views),
                   segment.base_offset)


def registry_decoder(path: str, args) -> RegistryDecoder | None:
    """``dump --decode registry``'s decoder for a segment (one per schema source for the command); an
    :class:`InputError` when there are no schemas to read."""
    if getattr(args, "decode", "none") != "registry":
        return None
    from ..registry.dump import decoder_for
    from ..registry.sources import STORE_PARTITION, store_beside
    from ..tables.options import OptionError

    beside = store_beside([path]) if args.schemas is None else None
    if args.schemas is None and beside is None:
        raise InputError(f"--decode registry: no {STORE_PARTITION} directory beside it; give --schemas", path)
    try:
        return decoder_for(args.schemas, beside)
    except (OptionError, ValueError) as error:
        raise InputError(f"--decode registry: {error}", path) from None


def dump_log(path: str, args, report: Reporter, gaps: dump_segments.NonConsecutiveOffsets) -> None:
    from ..registry import dump as registry_dump
    from ..tables.schema import topic_partition
    from . import dump_decoders, dump_segments

    decoder = dump_decoders.decoder_of(path, args)
    registry = registry_decoder(path, args)
    print_data = args.print_data_log or dump_decoders.chosen_decoder(args) is not None
    deep = args.deep_iteration or print_data or registry is not None
    with open_log(path, args, report) as segment:
        if not report.as_json:
            report.line(f"Dumping {path}")
            if segment.base_offset is not None:
                report.line(f"Log starting offset: {segment.base_offset}")
            elif (snapshot := dump_decoders.snapshot_line(path)) is not None:
                report.line(snapshot)
            gaps.start_file(path)
        current: Batch | None = None
        decoding = False  # whether the records of the batch in hand go through a decoder
        file_json = jsonl.dumps(path)
        topic = topic_partition(os.path.dirname(os.path.abspath(path)))[0]
        runs = decoder is None and registry is None  # a v2 batch's lines written at once
        native = getattr(segment.backend, "module", None)
        events = events_of(segment, records=deep or report.as_json, views=decoder is None, record_lists=runs)
        for event in _control_records_singly(events) if runs else events:
            if type(event) is list:
                assert current is not None
                if report.as_json:
                    jsonl.write_records_json(report.out.write, cast("list[Record]", event), file_json, native)
                else:
                    gaps.records(cast("list[Record]", event))
                    dump_segments.write_record_lines(report.out.write, cast("list[Record]", event), current,
                                                     print_data, native)
            elif type(event) is Record:  # the most frequent event first
                assert current is not None  # records follow their batch
                decoded = dump_decoders.decode(event, current, decoder) if decoding else None
                schemas = None if registry is None else registry_dump.decoding(event, registry, topic)
                if schemas is not None and decoded is None:
                    # Decoded with registry schemas (docs/registry.md): the fields after the record's own.
                    if report.as_json:
                        report.line(jsonl.record_json(event, file_json)[:-1] + registry_dump.json_fields(schemas) + "}")
                    else:
                        gaps.record(event.offset)
                        report.line(dump_segments.record_line(event, current, False)
                                    + registry_dump.text_fields(schemas))
                elif report.as_json and decoded is None:
                    jsonl.write_record_json(report.out.write, event, file_json)
                elif report.as_json:
                    report.line(dump_decoders.record_json_line(event, file_json, decoded))
                else:
                    gaps.record(event.offset)
                    if decoded is None:
                        dump_segments.write_record_line(report.out.write, event, current, print_data)
                    else:
                        report.line(dump_decoders.record_line(event, current, print_data, decoded))
                if decoded is not None and decoded.error is not None:
                    report.problem(decoded.error)
            elif isinstance(event, BatchStart):
                current = event.batch
                decoding = decoder is not None or current.is_control
                if report.as_json:
                    report.obj(jsonl.batch_object(event.batch, event.first_offset))
                else:
                    report.line(dump_segments.batch_line(event.batch, event.first_offset))
            else:
                report.problem(cast(KafkaLogError, event))  # without record_lists, no list of records comes


def _control_records_singly(events: Iterator[CheckedEvent]) -> Iterator[CheckedEvent]:
    """``events`` with the record lists of control batches given record by record: dump decodes those."""
    control = False
    for event in events:
        if type(event) is list and control:
            yield from event
            continue
        if isinstance(event, BatchStart):
            control = event.batch.is_control
        yield event


def dump_index(path: str, args, report: Reporter) -> None:
    index_class = OffsetIndex if suffix_of(path) == ".index" else TimeIndex
    with index_class(path) as index:
        if not report.as_json:
            report.line(f"Dumping {path}")
        if args.index_sanity_check:
            problems = index.sanity_problems()
            for problem in problems:
                report.problem(problem)
            if not problems and not report.as_json:
                report.line(f"{path} passed sanity check.")
            return
        if index.entries == 0 and not report.as_json:
            report.line(f"{path} is empty.")
        if not args.verify_index_only:
            for entry in index:
                if report.as_json:
                    report.obj(jsonl.index_entry_object(entry, path) if index_class is OffsetIndex
                               else jsonl.time_index_entry_object(entry, path))
                elif index_class is OffsetIndex:
                    report.line(f"offset: {entry.offset} position: {entry.position}")
                else:
                    report.line(f"timestamp: {entry.timestamp} offset: {entry.offset}")
        if args.verify_index_only:
            for problem in check_index(path):
                report.problem(problem)


def dump_transaction_index(path: str, report: Reporter) -> None:
    """One line per aborted transaction, as DumpLogSegments prints a ``.txnindex``, then its problems."""
    if not report.as_json:
        report.line(f"Dumping {path}")
    for txn in read_transaction_index(path):
        if report.as_json:
            report.obj(jsonl.aborted_txn_object(txn, path))
        else:
            report.line(f"version: 0 producerId: {txn.producer_id} firstOffset: {txn.first_offset} "
                        f"lastOffset: {txn.last_offset} lastStableOffset: {txn.last_stable_offset}")
    for problem in transaction_index_problems(path):  # what verify reports of it (the entries did parse)
        report.problem(problem)


def check_index(path: str) -> Iterator[KafkaLogError]:
    """Problems of an index file against its segment's ``.log`` (and offset index)."""
    log_path = sibling(path, ".log")
    if not storage.exists(log_path):
        raise InputError(f"no log file {os.path.basename(log_path)} beside the index", path)
    with LogSegment(log_path) as log:
        if suffix_of(path) == ".index":
            with OffsetIndex(path) as index:
                yield from verify_offset_index(index, log)
        else:
            with TimeIndex(path) as time_index, OffsetIndex(sibling(path, ".index")) as index:
                yield from verify_time_index(time_index, index, log)


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


def verify_file(path: str, args, report: Reporter) -> None:
    """Check every CRC, the structure and the offsets of a log, and its indexes; print a summary line."""
    suffix = suffix_of(path)
    if suffix == topic_arguments.SNAPSHOT:
        from . import dump_decoders

        storage.require_file(path)
        dump_decoders.verify_producer_snapshot(path, report)
        return
    if suffix not in VERIFY_SUFFIXES:
        ignore_unknown(path, report)
        return
    storage.require_file(path)
    before = report.problems
    counts = ""
    if suffix in (".log", topic_arguments.KRAFT_SNAPSHOT, MANIFEST_SUFFIX):
        tally = Tally()
        with open_log(path, args, report) as segment:
            try:
                with reported(report):
                    verify_log(segment, report, tally, topic_decoder(path))
            except InputError as error:
                if error.position is None:
                    raise
                report.line(f"FAIL {path}: {tally}{counted(report.problems - before, 'problem')}, "
                            f"reading stopped at byte {error.position}")
                raise
            counts = str(tally)
            verify_indexes(segment, path, report)
            if suffix == MANIFEST_SUFFIX:
                from ..tiered.checks import object_problems

                for problem in object_problems(cast(TieredLogSegment, segment).tiered, segment):
                    report.problem(problem)
    elif suffix == ".txnindex":
        for problem in transaction_index_problems(path):
            report.problem(problem)
    else:
        with reported(report):
            for problem in check_index(path):
                report.problem(problem)
    found = report.problems - before
    report.line(f"{'OK' if not found else 'FAIL'} {path}: {counts}{counted(found, 'problem')}")


def open_log(path: str, args, report: Reporter) -> LogSegment:
    """The segment at ``path``; a tiered segment's manifest (``.rsm-manifest``) as the segment it describes,
    each chunk that cannot be read back reported and read as zeros."""
    options = dict(max_batch_bytes=args.max_batch_bytes, decompression_limit=args.decompression_limit)
    if path.endswith(MANIFEST_SUFFIX):
        return TieredLogSegment(path, KeyRing(dict(args.rsm_key or ())), report.problem, **options)
    return LogSegment(path, **options)


def verify_indexes(log: LogSegment, path: str, report: Reporter) -> None:
    """Check the ``.index`` and ``.timeindex`` beside a segment against it, when there is an offset index: the
    segment (read already, its buffer reused) and each index opened once."""
    index_path, time_path = sibling(path, ".index"), sibling(path, ".timeindex")
    if not storage.exists(index_path):
        return
    index: OffsetIndex | None = None
    try:
        with reported(report):
            index = OffsetIndex(index_path)
            for problem in verify_offset_index(index, log):
                report.problem(problem)
        if storage.exists(time_path):
            with reported(report), TimeIndex(time_path) as time_index, \
                    (nullcontext(index) if index is not None else OffsetIndex(index_path)) as offsets:
                for problem in verify_time_index(time_index, offsets, log):
                    report.problem(problem)
    finally:
        if index is not None:
            index.close()


class Tally:
    """What verify read of a segment so far: ``N batches, M records, `` in its summary line."""

    def __init__(self) -> None:
        self.batches = self.records = 0

    def __str__(self) -> str:
        return f"{counted(self.batches, 'batch')}, {counted(self.records, 'record')}, "


def topic_decoder(path: str) -> Callable[[Record, Batch], KafkaLogError | None] | None:
    """For a segment of Kafka's own topics (``__consumer_offsets-N``, ...) or a KRaft snapshot: what
    decodes each of its records as ``dump`` does, giving the decoder's error, if any. Other segments
    (the common case) get None, without importing the decoders."""
    if not os.path.basename(os.path.dirname(os.path.abspath(path))).startswith("__") \
            and not path.endswith(topic_arguments.KRAFT_SNAPSHOT):
        return None
    from ..topics.decoders import CLUSTER_METADATA, decoder_for
    from . import dump_decoders

    decoder = decoder_for(path) or (CLUSTER_METADATA if path.endswith(topic_arguments.KRAFT_SNAPSHOT) else None)
    if decoder is None:
        return None

    def error_of(record: Record, batch: Batch) -> KafkaLogError | None:
        decoded = dump_decoders.decode(record, batch, decoder)
        return None if decoded is None else decoded.error
    return error_of


def verify_log(segment: LogSegment, report: Reporter, tally: Tally,
               decode: Callable[[Record, Batch], KafkaLogError | None] | None = None) -> None:
    """Report every problem of a segment, counting its batches and records in ``tally``; with
    ``decode`` (:func:`topic_decoder`), also each record that does not decode."""
    progress = Progress(report.err, segment.size, segment.name)
    batch: Batch | None = None
    try:
        for event in events_of(segment, records=True, record_lists=True, views=decode is None):
            kind = type(event)
            if kind is list or kind is Record:  # a v2 batch's records, or a legacy record
                records = cast("list[Record]", event) if kind is list else [cast(Record, event)]
                tally.records += len(records)
                if decode is not None and batch is not None:
                    for record in records:
                        error = decode(record, batch)
                        if error is not None:
                            report.problem(error)
            elif kind is BatchStart:
                tally.batches += 1
                batch = cast(BatchStart, event).batch
                progress.update(batch.end_position)
            else:
                report.problem(cast(KafkaLogError, event))
    finally:
        progress.close()


def dump_file(path: str, args, report: Reporter, gaps: dump_segments.NonConsecutiveOffsets) -> None:
    suffix = suffix_of(path)
    if suffix not in SEGMENT_SUFFIXES + topic_arguments.SUFFIXES:
        ignore_unknown(path, report)
        return
    storage.require_file(path)
    with reported(report):
        if suffix in (".log", topic_arguments.KRAFT_SNAPSHOT, MANIFEST_SUFFIX):
            dump_log(path, args, report, gaps)
        elif suffix == topic_arguments.SNAPSHOT:
            from . import dump_decoders

            dump_decoders.dump_producer_snapshot(path, report)
        elif suffix == ".txnindex":
            dump_transaction_index(path, report)
        else:
            dump_index(path, args, report)


def ignore_unknown(path: str, report: Reporter) -> None:
    """DumpLogSegments' message for a file of another kind; a path that is no file is an input error."""
    storage.require_file(path)
    report.err.write(f"Ignoring unknown file {printable(path)}\n")


def recover_segment(path: str, args, report: Reporter, restorer: Restorer) -> None:
    """A segment salvaged into ``--output``; a tiered one restored into its ``<topic>-<partition>/`` there."""
    from ..reading.salvage import recover
    from ..tiered.restore import is_tiered

    storage.require_file(path)
    with reported(report):
        written: list[str] = []
        if is_tiered(path):
            result, written = restorer.restore(path)
        else:
            result = recover(path, args.output, max_batch_bytes=args.max_batch_bytes,
                             decompression_limit=args.decompression_limit)
        for line in result.lines() + written:
            report.line(line)
        report.problems += len(result.lost)
        if result.read_error is not None:
            raise result.read_error


def for_each_file(paths: Iterable[str], suffixes: tuple[str, ...], report: Reporter,
                  handle: Callable[[str], None]) -> None:
    """``handle`` each input file (a directory: its files ending in ``suffixes``); a file or directory
    that cannot be read is reported (exit status 2) and skipped, and the others are read."""
    for given in paths:
        try:
            files, unlisted = files_of(given, suffixes)
        except InputError as error:
            report.cannot_read(error)
            continue
        for unreadable in unlisted:
            report.cannot_read(unreadable)
        for path in files:
            try:
                handle(path)
            except InputError as error:
                report.cannot_read(error)
            except BrokenPipeError:
                raise
            except OSError as error:
                report.cannot_read(InputError(error.strerror or str(error), path))


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
        build = "C++ build, pyspark_udfs._native" if chosen.name == "native" else "Python build"
        sys.stdout.write(f"kafka-ksy {version('kafka-ksy')} (backend: {chosen.name}, {build} of ksy/)\n")
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

        topics_describe.run(args.data_dir, report, args.schema_sample)
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
