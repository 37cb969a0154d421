"""Kafka's rules for the records of a batch: offsets, sequences, timestamps, control records.

The v2 rules here have a C++ twin in ``pyspark_udfs/native/rules.h``; the
pairs, and the tests that hold them to the same answers, are listed in
``docs/native-contract.md``.
"""
from __future__ import annotations

from collections.abc import Iterable

from ..errors import CorruptBatchError
from ..format.model import CREATE_TIME, LOG_APPEND_TIME, NO_TIMESTAMP_TYPE, ControlInfo, Record
from ..generated.kafka_record_batch import KafkaRecordBatch
from .contract import RecordsContext

INT32_MAX = 2**31 - 1
INT64_MIN, INT64_MAX = -(2**63), 2**63 - 1
"""Offsets and timestamps are Java longs in Kafka; a value outside (a sum that Java would wrap) is damage."""
NO_SEQUENCE = -1
NO_TIMESTAMP = -1


def increment_sequence(sequence: int, increment: int) -> int:
    """Kafka's ``DefaultRecordBatch.incrementSequence``: sequences wrap to 0 after Int.MAX."""
    if sequence > INT32_MAX - increment:
        return increment - (INT32_MAX - sequence) - 1
    return sequence + increment


def record_values(context: RecordsContext, offset_delta: int, timestamp_delta: int) -> tuple[int, int, int]:
    """A v2 record's offset, timestamp and sequence, as Kafka's ``DefaultRecord`` gives them:
    offset = base + delta; under LogAppendTime every record has the batch's max timestamp, else
    base + delta; sequence = base + delta wrapping at Int.MAX, or -1 when the batch has none.
    Sums are exact: a damaged header can take them past 64 bits (:func:`out_of_range`)."""
    base_sequence = context.base_sequence
    return (
        context.base_offset + offset_delta,
        context.max_timestamp if context.log_append_time else context.base_timestamp + timestamp_delta,
        NO_SEQUENCE if base_sequence < 0 else increment_sequence(base_sequence, offset_delta),
    )


def out_of_range(context: RecordsContext, offset_delta: int, timestamp_delta: int, offset: int,
                 timestamp: int) -> str | None:
    """Why a v2 record's offset or timestamp from :func:`record_values` is damage, or None: Kafka
    computes them in Java longs, where a sum outside int64 would wrap, so no broker wrote it."""
    if not INT64_MIN <= offset <= INT64_MAX:
        return f"its offset {context.base_offset} + {offset_delta} does not fit Kafka's int64"
    if not INT64_MIN <= timestamp <= INT64_MAX:
        return f"its timestamp {context.base_timestamp} + {timestamp_delta} does not fit Kafka's int64"
    return None


def indexed_timestamp(timestamps: Iterable[int]) -> int:
    """The timestamp a time index entry gives a batch: the largest of its records' timestamps, as
    DumpLogSegments checks an entry (and ``verify``, and ``recover`` indexes), not the header's max
    timestamp (Kafka's own recovery reads it; a broker writes the two equal); NO_TIMESTAMP without records."""
    return max(timestamps, default=NO_TIMESTAMP)


def in_offset_range(offset: int, low: int | None, high: int | None) -> bool:
    """Whether a record's offset lies in ``[low, high)`` (None: no bound on that side)."""
    return (low is None or offset >= low) and (high is None or offset < high)


CONTROL_TYPE_NAMES = {t.value: t.name.upper() for t in KafkaRecordBatch.ControlRecordType}
"""Kafka's names of the control record types (ControlRecordType), from the spec's enum."""


def control_fields(key: bytes | None, value: bytes | None, record_type: int | None,
                   coordinator_epoch: int | None) -> tuple[bytes | None, bytes | None, ControlInfo]:
    """Key, value and what a control record says, from its raw key and value and, where they
    parsed, the key's record type and the COMMIT/ABORT marker's coordinator epoch."""
    if record_type is None:
        return key, value, ControlInfo("UNKNOWN", -1)
    return key, value, ControlInfo(CONTROL_TYPE_NAMES.get(record_type, "UNKNOWN"), record_type, coordinator_epoch)


def legacy_timestamp_type(magic: int, log_append_time: bool) -> str:
    """Timestamp type of a legacy message: none for magic 0, else from the attributes bit."""
    if magic == 0:
        return NO_TIMESTAMP_TYPE
    return LOG_APPEND_TIME if log_append_time else CREATE_TIME


def legacy_inner_types(wrapper_type: str) -> tuple[str, str]:
    """The timestamp types of a wrapper's inner messages of magic 0 and 1: the wrapper's under
    LogAppendTime, else each magic's own (inner messages are never LogAppendTime themselves)."""
    if wrapper_type == LOG_APPEND_TIME:
        return wrapper_type, wrapper_type
    return legacy_timestamp_type(0, False), legacy_timestamp_type(1, False)


def legacy_inner_base(wrapper_offset: int, last_inner: int) -> int:
    """What to add to a magic 1 inner message's (relative) offset to get its absolute offset.

    Magic 1 inner offsets are relative (0, 1, 2, …) and the wrapper carries the
    absolute offset of the last one: absolute = wrapper offset - last inner
    offset + inner offset. A wrapper offset of 0 means base 0, as Kafka accepts
    from librdkafka. (Magic 0 inner offsets are absolute already: base 0.)
    """
    if wrapper_offset == 0:
        return 0
    if wrapper_offset < last_inner:
        raise CorruptBatchError(
            f"wrapper offset {wrapper_offset} is less than the last inner message offset {last_inner}"
        )
    return wrapper_offset - last_inner


def add_base(records: list[Record], base: int, end: int) -> int:
    """Add a magic 1 wrapper's ``base`` (:func:`legacy_inner_base`) to the offsets of ``records[:end]``,
    stopping before the first whose offset would pass Kafka's int64 (a relative offset past the last
    one's, under a wrapper near 2^63); how many were changed."""
    highest = INT64_MAX - base
    for index in range(end):
        record = records[index]
        if record.offset > highest:
            return index
        record.offset += base
    return end


def legacy_inner_timestamp(wrapper_type: str, wrapper_timestamp: int, inner_magic: int,
                           inner_timestamp: int | None) -> int:
    """Timestamp of an inner message: the wrapper's under LogAppendTime, else its own (-1 for magic 0)."""
    if wrapper_type == LOG_APPEND_TIME:
        return wrapper_timestamp
    if inner_magic == 0 or inner_timestamp is None:
        return NO_TIMESTAMP
    return inner_timestamp
