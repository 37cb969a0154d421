"""``kafka-ksy dump``: segments, indexes and snapshots as Kafka's DumpLogSegments prints them, or as JSON."""
from __future__ import annotations

import os
from collections.abc import Iterator
from typing import TYPE_CHECKING, cast

from .. import storage
from ..builds.batch import Batch
from ..errors import InputError, KafkaLogError
from ..format.model import Record
from ..reading.index import OffsetIndex, TimeIndex
from ..reading.offset_order import BatchStart, CheckedEvent
from ..reading.segment import LogSegment
from ..reading.transaction_index import read_transaction_index, transaction_index_problems
from ..tiered.layout import MANIFEST_SUFFIX
from . import jsonl, topic_arguments
from .paths import SEGMENT_SUFFIXES, ignore_unknown, suffix_of
from .reporting import Reporter, reported
from .segments import check_index, events_of, open_log

if TYPE_CHECKING:
    from ..registry import RegistryDecoder
    from . import dump_segments


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
            _text_heading(path, segment, report, gaps)
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


def _text_heading(path: str, segment: LogSegment, report: Reporter,
                  gaps: dump_segments.NonConsecutiveOffsets) -> None:
    """The lines kafka-dump-log prints before a file's batches."""
    from . import dump_decoders

    report.line(f"Dumping {path}")
    if segment.base_offset is not None:
        report.line(f"Log starting offset: {segment.base_offset}")
    elif (snapshot := dump_decoders.snapshot_line(path)) is not None:
        report.line(snapshot)
    gaps.start_file(path)


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
