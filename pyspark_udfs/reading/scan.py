"""One stream of events over a segment: batches, their records, and problems.

This is what the CLI's ``dump`` and ``verify``, and the Spark readers, walk.
A problem is an event too (a :class:`KafkaLogError` carrying file, position
and reason), so a reader can report it and go on with the next batch whose
start can still be trusted.
"""
from __future__ import annotations

from collections.abc import Iterable, Iterator

from ..builds.batch import Batch
from ..builds.default_batch import DefaultBatch
from ..errors import ChecksumError, KafkaLogError
from ..format.model import Damage, Record
from .segment import LogSegment, damage_error

Event = Batch | Record | list[Record] | KafkaLogError


def scan(
    segment: LogSegment,
    *,
    records: bool = True,
    validate_crc: bool = True,
    strict: bool = False,
    start: int = 0,
    end: int | None = None,
    record_lists: bool = False,
    views: bool = False,
) -> Iterator[Event]:
    """Yield each batch, then (with ``records``) its records, and every problem found.

    With ``strict`` the first problem is raised instead of yielded. With
    ``record_lists`` the records of a v2 batch come as lists, the runs of
    :meth:`DefaultBatch.record_runs` (never empty; one for most batches), for
    readers that take them whole; legacy records still come one by one. With
    ``views`` the big keys and values of a v2 batch are memoryviews of its bytes
    (see :meth:`DefaultBatch.record_runs`), for readers done with each record
    before the next batch.
    """
    for item in segment.batches(start, end):
        if isinstance(item, Damage):
            yield _problem(damage_error(item), strict)
            continue
        yield item
        yield from batch_events(item, records=records, validate_crc=validate_crc, strict=strict,
                                record_lists=record_lists, views=views)


def batch_events(batch: Batch, *, records: bool = True, validate_crc: bool = True, strict: bool = False,
                 record_lists: bool = False, views: bool = False) -> Iterator[Event]:
    """What :func:`scan` yields after ``batch`` itself: its CRC's problem, its records and theirs."""
    if validate_crc and not batch.crc_valid:
        yield _problem(crc_error(batch), strict)
    if not records:
        return
    try:
        if isinstance(batch, DefaultBatch):  # a v2 batch's records come in runs
            for run in batch.record_runs(views):
                if isinstance(run, KafkaLogError):
                    yield _problem(run, strict)
                elif record_lists:
                    yield run
                else:
                    yield from run
            return
        for record in batch.records(views):
            yield record
            if validate_crc and record.crc_valid is False and batch.compression != "none":
                yield _problem(inner_crc_error(batch, record), strict)
    except KafkaLogError as error:
        yield _problem(error, strict)


def data_records(paths: Iterable[str], problems: list[KafkaLogError]) -> Iterator[tuple[str, Record]]:
    """The data records (not control records) of the segments at ``paths``, in the order given, each
    with its segment's path; each problem found on the way is appended to ``problems`` and reading goes on.
    The records of a batch whose CRC fails are damage, not data: its problem is all that comes of it."""
    for path in paths:
        with LogSegment(path) as segment:
            sound = True
            for event in scan(segment, records=True, validate_crc=True):
                if isinstance(event, Batch):
                    sound = event.crc_valid
                elif isinstance(event, KafkaLogError):
                    problems.append(event)
                elif sound and isinstance(event, Record) and event.control is None:
                    yield path, event


def _problem(error: KafkaLogError, strict: bool) -> KafkaLogError:
    if strict:
        raise error
    return error


def crc_error(batch: Batch) -> ChecksumError:
    """Kafka's wording for a batch whose CRC does not hold."""
    return ChecksumError(
        f"batch is corrupt (stored crc = {batch.crc}, computed crc = {batch.computed_crc})",
        batch.file, batch.position,
    )


def inner_crc_error(batch: Batch, record: Record) -> ChecksumError:
    """Kafka's wording for an inner message of a legacy wrapper whose own CRC does not hold."""
    return ChecksumError(f"inner message at offset {record.offset} is corrupt (stored crc = {record.crc})",
                         batch.file, batch.position)
