"""One stream of events over a segment: batches, their records, and problems.

This is what the CLI's ``dump`` and ``verify``, and the Spark readers, walk.
A problem is an event too (a :class:`KafkaLogError` carrying file, position
and reason), so a reader can report it and go on with the next batch whose
start can still be trusted.
"""
from __future__ import annotations

from typing import Iterator, Optional, Union

from .batch import Batch
from .default_batch import DefaultBatch
from .errors import ChecksumError, KafkaLogError
from .model import Damage, Record
from .segment import LogSegment, damage_error

Event = Union[Batch, Record, list[Record], KafkaLogError]


def scan(
    segment: LogSegment,
    *,
    records: bool = True,
    validate_crc: bool = True,
    strict: bool = False,
    start: int = 0,
    end: Optional[int] = None,
    record_lists: bool = False,
) -> Iterator[Event]:
    """Yield each batch, then (with ``records``) its records, and every problem found.

    With ``strict`` the first problem is raised instead of yielded. With
    ``record_lists`` the records of a v2 batch come as lists, the runs of
    :meth:`DefaultBatch.record_runs` (never empty; one for most batches), for
    readers that take them whole; legacy records still come one by one.
    """
    def problem(error: KafkaLogError) -> KafkaLogError:
        if strict:
            raise error
        return error

    for item in segment.batches(start, end):
        if isinstance(item, Damage):
            yield problem(damage_error(item))
            continue
        yield item
        if validate_crc and not item.crc_valid:
            yield problem(crc_error(item))
        if not records:
            continue
        try:
            if isinstance(item, DefaultBatch):  # a v2 batch's records come in runs
                for run in item.record_runs():
                    if isinstance(run, KafkaLogError):
                        yield problem(run)
                    elif record_lists:
                        yield run
                    else:
                        yield from run
                continue
            for record in item.records():
                yield record
                if validate_crc and record.crc_valid is False and item.compression != "none":
                    yield problem(inner_crc_error(item, record))
        except KafkaLogError as error:
            yield problem(error)


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
