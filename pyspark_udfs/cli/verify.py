"""``kafka-ksy verify``: every check of a segment, its indexes and snapshots, each problem reported."""
from __future__ import annotations

import os
from collections.abc import Callable
from contextlib import nullcontext
from typing import cast

from .. import storage
from ..builds.batch import Batch
from ..errors import InputError, KafkaLogError
from ..format.model import Record
from ..format.text import counted
from ..reading.index import OffsetIndex, TimeIndex, sibling
from ..reading.index_checks import verify_offset_index, verify_time_index
from ..reading.offset_order import BatchStart
from ..reading.segment import LogSegment
from ..reading.transaction_index import transaction_index_problems
from ..tiered.layout import MANIFEST_SUFFIX
from ..tiered.segments import TieredLogSegment
from . import topic_arguments
from .paths import VERIFY_SUFFIXES, ignore_unknown, suffix_of
from .reporting import Progress, Reporter, Tally, reported
from .segments import check_index, events_of, open_log


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
