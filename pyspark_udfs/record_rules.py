"""Kafka's rules for offsets, sequences and timestamps of records in a batch."""
from __future__ import annotations

from .errors import CorruptBatchError
from .model import CREATE_TIME, LOG_APPEND_TIME, NO_TIMESTAMP_TYPE

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


def legacy_timestamp_type(magic: int, log_append_time: bool) -> str:
    """Timestamp type of a legacy message: none for magic 0, else from the attributes bit."""
    if magic == 0:
        return NO_TIMESTAMP_TYPE
    return LOG_APPEND_TIME if log_append_time else CREATE_TIME


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


def legacy_inner_timestamp(wrapper_type: str, wrapper_timestamp: int, inner_magic: int, inner_timestamp: int | None) -> int:
    """Timestamp of an inner message: the wrapper's under LogAppendTime, else its own (-1 for magic 0)."""
    if wrapper_type == LOG_APPEND_TIME:
        return wrapper_timestamp
    if inner_magic == 0 or inner_timestamp is None:
        return NO_TIMESTAMP
    return inner_timestamp
