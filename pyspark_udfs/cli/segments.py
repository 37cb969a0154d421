"""A segment as ``dump`` and ``verify`` open it, its batches and problems in order, an index's checks."""
from __future__ import annotations

import os
from collections.abc import Iterator

from .. import storage
from ..errors import InputError, KafkaLogError
from ..reading.index import OffsetIndex, TimeIndex, sibling
from ..reading.index_checks import verify_offset_index, verify_time_index
from ..reading.offset_order import CheckedEvent, checked
from ..reading.scan import scan
from ..reading.segment import LogSegment
from ..tiered.keys import KeyRing
from ..tiered.layout import MANIFEST_SUFFIX
from ..tiered.segments import TieredLogSegment
from .paths import suffix_of
from .reporting import Reporter


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


def open_log(path: str, args, report: Reporter) -> LogSegment:
    """The segment at ``path``; a tiered segment's manifest (``.rsm-manifest``) as the segment it describes,
    each chunk that cannot be read back reported and read as zeros."""
    options = dict(max_batch_bytes=args.max_batch_bytes, decompression_limit=args.decompression_limit)
    if path.endswith(MANIFEST_SUFFIX):
        return TieredLogSegment(path, KeyRing(dict(args.rsm_key or ())), report.problem, **options)
    return LogSegment(path, **options)


def events_of(segment: LogSegment, *, records: bool, record_lists: bool = False,
              views: bool = False) -> Iterator[CheckedEvent]:
    """The segment's batches, (with ``records``) their records, and every problem: CRCs and offsets too.

    With ``record_lists`` a v2 batch's records come as lists, with ``views`` their big keys and
    values as memoryviews (see :func:`scan.scan`): for commands that only print or count them.
    """
    return checked(scan(segment, records=records, validate_crc=True, record_lists=record_lists, views=views),
                   segment.base_offset)
