"""An entry's checks before it is parsed, the search for the next entry past damage, and damage as an error."""
from __future__ import annotations

import re

from ..builds.batch import Batch
from ..builds.contract import Prefix
from ..builds.default_batch import DefaultBatch
from ..builds.legacy_batch import LegacyBatch
from ..builds.record_rules import INT32_MAX, INT64_MAX
from ..errors import CorruptBatchError, KafkaLogError, TruncatedError
from ..format.layout import (
    LEGACY_RECORD_OVERHEAD_V0,
    LENGTH_OFFSET,
    LOG_OVERHEAD,
    MAGIC_OFFSET,
)
from ..format.model import Damage

ENTRY_FORMATS: dict[int, type[Batch]] = {0: LegacyBatch, 1: LegacyBatch, 2: DefaultBatch}
"""The batch class for each magic; its ``spec`` is the generated type the ``body`` switch of
kafka_log_segment.ksy's ``entry`` picks (a test checks the two agree). The reader parses the
body from its own buffer rather than through the entry's substream."""


BATCH_CLASSES = frozenset(ENTRY_FORMATS.values())
"""The classes of the batches :meth:`LogSegment.read_entry` gives (a test of ``type(item) in`` it is
faster than ``isinstance`` of :class:`Batch`, a Protocol)."""



def entry_size(window: memoryview) -> int:
    """The bytes the entry at the start of ``window`` declares it takes (0 when its length is not there)."""
    if len(window) < LENGTH_OFFSET + 4:
        return 0
    return LOG_OVERHEAD + int.from_bytes(window[LENGTH_OFFSET:LENGTH_OFFSET + 4], "big", signed=True)


def entry_damage(prefix: Prefix, available: int, max_batch_bytes: int) -> tuple[int, str, bool, bool] | None:
    """Why :meth:`LogSegment.read_entry` refuses an entry before parsing it, from its
    ``entry_prefix`` and the ``available`` bytes of the file from its start, as the damage's
    ``(size, reason, resumable, truncated)``; None when it is parsed. The native walk and
    ``next_batch`` refuse the same entries (``pyspark_udfs/native/rules.h``'s ``entry_accepted``)."""
    declared = prefix.len_declared
    if declared < LEGACY_RECORD_OVERHEAD_V0:
        return (available, f"impossible length {declared} (a batch is at least "
                           f"{LEGACY_RECORD_OVERHEAD_V0} bytes after its offset and length)", False, False)
    if declared > available - LOG_OVERHEAD:
        return (available, f"truncated: length {declared} runs past the end of the file "
                           f"({available - LOG_OVERHEAD} bytes follow)", False, True)
    size = declared + LOG_OVERHEAD
    if size > max_batch_bytes + LOG_OVERHEAD:
        return size, f"batch of {size} bytes exceeds the limit of {max_batch_bytes} bytes", True, False
    magic = prefix.magic
    if magic not in ENTRY_FORMATS:
        return size, f"unknown magic {magic}", True, False
    if declared < prefix.len_min:
        return size, f"length {declared} is smaller than the minimum {prefix.len_min} for magic {magic}", True, False
    return None


_KNOWN_MAGIC = re.compile(rb"[\x00-\x02]")
_NONZERO = re.compile(rb"[^\x00]")
_ZERO_RUNS = (bytes(1 << 16), bytes(1 << 10))


def next_candidate(window: bytes, begin: int, end: int, available: int, max_size: int) -> tuple[int, bool]:
    """The first position in ``[begin, end)`` of ``window`` (bytes of the file, ``available`` of
    them from its start) that :meth:`LogSegment.read_entry` does not turn down at its first
    checks, as ``(position, False)`` (to be judged by it), or ``(-1, False)``.

    Where kafka_log_segment.ksy's ``entry_prefix`` has the magic (byte 16) and the length (4 bytes
    at byte 8), read here only to pass over hopeless positions quickly: the magic must be 0, 1
    or 2 and the length at least 14 and within the file. A length of four zero bytes never is,
    so in a run of zeros every position whose length lies inside the run is passed over at once.
    ``max_size`` (the largest entry accepted) is read_entry's to apply.
    """
    position = begin
    while position < end:
        found = _KNOWN_MAGIC.search(window, position + MAGIC_OFFSET, end + MAGIC_OFFSET)
        if found is None:
            return -1, False
        position = found.start() - MAGIC_OFFSET
        length = int.from_bytes(window[position + LENGTH_OFFSET:position + LENGTH_OFFSET + 4], "big", signed=True)
        if length == 0:
            after = _next_nonzero(window, position + LENGTH_OFFSET + 4)
            position = max(position + 1, after - LENGTH_OFFSET - 3)  # the first length that holds it
        elif LEGACY_RECORD_OVERHEAD_V0 <= length <= available - position - LOG_OVERHEAD:
            return position, False
        else:
            position += 1
    return -1, False


def _next_nonzero(data: bytes, position: int) -> int:
    """The first index >= ``position`` of ``data`` whose byte is not zero, or ``len(data)``:
    64 KiB, then 1 KiB of zeros at a time (compared, not copied), then byte by byte."""
    for zeros in _ZERO_RUNS:
        while data.startswith(zeros, position):
            position += len(zeros)
    end = min(len(data), position + len(_ZERO_RUNS[-1]))
    found = _NONZERO.search(data, position, end)
    return end if found is None else found.start()
_OVERFLOW_FROM = INT64_MAX - INT32_MAX
"""No v2 batch whose base offset is at most this overflows (its lastOffsetDelta is an int32)."""


def offsets_overflow(batch: Batch) -> Damage | None:
    """A v2 batch whose last offset (baseOffset + lastOffsetDelta) does not fit Kafka's int64, as
    damage of its bytes (the base offset is outside the CRC, so the CRC may still hold); else None.

    Kafka computes offsets in Java longs, where such a sum wraps to a negative offset: no broker
    writes it, so it is a damaged header, reported at the batch's position by every reader."""
    if batch.magic != 2 or batch.last_offset <= INT64_MAX:
        return None
    return Damage(batch.file, batch.position, batch.size,
                  f"last offset {batch.base_offset} + {batch.last_offset - batch.base_offset} does not fit "
                  f"Kafka's int64 offsets (a damaged baseOffset)", True)


def damage_error(damage: Damage) -> KafkaLogError:
    """The exception strict mode raises for a damaged range."""
    cls = TruncatedError if damage.truncated else CorruptBatchError
    return cls(damage.reason, damage.file, damage.position, damage.size)
