"""Legacy messages (magic 0 and 1): kafka_legacy_message.ksy as Kafka's ``AbstractLegacyRecordBatch``.

An uncompressed message is a batch of one record; a compressed wrapper is a
batch of its inner messages, which its value holds compressed. Kafka's
offset rules for them are in :mod:`pyspark_udfs.builds.record_rules`: magic 1 inner
offsets are relative to the wrapper's, which is the last inner offset.
"""
from __future__ import annotations

from collections.abc import Iterator
from itertools import chain

from ..errors import CorruptBatchError, KafkaLogError
from ..format.layout import HEADER_SIZE_UP_TO_MAGIC, LEGACY_RECORD_OVERHEAD_V0, LOG_OVERHEAD
from ..format.model import Record
from ..generated.kafka_legacy_message import KafkaLegacyMessage
from ..generated.kafka_record_batch import KafkaRecordBatch
from .backend import VIEWS_FROM, code_of, register_batch_classes
from .batch import Batch, codec_name
from .contract import InnerError, InnerProblem
from .record_rules import legacy_inner_base, legacy_timestamp_type

INNER_MESSAGES_HELD = 4096
"""Inner messages of a wrapper parsed ahead at most (see :meth:`LegacyBatch.records`)."""
SIZE_HOP = 0
"""The code of an :class:`~pyspark_udfs.builds.contract.InnerProblem` this module finds itself, beside the
backends' :class:`~pyspark_udfs.builds.contract.InnerError`: a size that cannot be right, met while hopping
over inner messages by their sizes alone (its ``message`` says why)."""
_ZSTD = KafkaRecordBatch.CompressionType.zstd.value


class LegacyBatch(Batch):
    """A legacy message (magic 0 or 1)."""

    __slots__ = ("_inner",)
    spec = KafkaLegacyMessage
    _crc_function = "crc32"
    _smallest_checked = LOG_OVERHEAD + LEGACY_RECORD_OVERHEAD_V0

    @property
    def magic(self) -> int:  # type: ignore[override]
        return self.parsed.magic

    @property
    def last_offset(self) -> int:
        return self.parsed.offset

    @property
    def base_offset(self) -> int:
        """The first offset: the message's own, or a wrapper's first inner offset. Reading that
        decompresses the wrapper (once: :meth:`records` reuses it); when the inner set cannot
        be read, the wrapper's own offset (the error comes with :meth:`records`)."""
        if self.compression == "none":
            return self.parsed.offset
        try:
            first = next(iter(self.records(views=True)), None)  # only its offset is read
        except KafkaLogError:
            first = None
        return first.offset if first is not None else self.parsed.offset

    @property
    def crc(self) -> int:
        return self.parsed.crc

    @property
    def compression(self) -> str:
        return codec_name(self.parsed.compression)

    @property
    def timestamp_type(self) -> str:
        return legacy_timestamp_type(self.magic, bool(code_of(self.parsed.timestamp_type)))

    @property
    def max_timestamp(self) -> int:
        return self.parsed.timestamp if self.magic == 1 else -1

    partition_leader_epoch = -1
    producer_id = -1
    producer_epoch = -1
    base_sequence = -1
    last_sequence = -1
    is_transactional = False
    is_control = False
    record_count = None
    delete_horizon_ms = None

    def records(self, views: bool = False) -> Iterator[Record]:
        """The message itself, or a wrapper's inner messages with Kafka's offsets and timestamps.

        The usual wrapper (hundreds of messages) is parsed ahead whole, so any problem in it is
        raised before its first record, as Kafka reads the whole inner set first. Past
        :data:`INNER_MESSAGES_HELD` messages, magic 1 finds its last inner offset by hopping
        over the rest with their sizes alone, and the rest is parsed as it is given, so a
        wrapper of millions of tiny messages never becomes millions of parsed objects at once.
        With ``views``, an inner message's key and value of ``backend.VIEWS_FROM`` bytes or more
        are memoryviews of the decompressed set rather than copies.
        """
        if self.compression == "none":
            return iter(self._own_record(views))
        first = self._first_inner(views)
        records, position, problem, compressed_at, data, base = first[:6]
        if problem is None and compressed_at is None and position >= len(data):  # the usual wrapper: one run
            added = self.backend.add_base(records, base, len(records)) if base else len(records)
            if added == len(records):
                return iter(records)  # no generator between the caller and the list
            return chain(records[:added], _raising(self._offset_overflow(records, added, base)))
        # chain's C loop hands out each run's records: no generator resumes per record.
        return chain.from_iterable(self._runs_from(first))

    def _own_record(self, views: bool) -> list[Record]:
        """An uncompressed message: its one record."""
        message = self.parsed
        key, value = getattr(message, "key", None), getattr(message, "value", None)
        return [Record(
            offset=message.offset,
            timestamp=self.max_timestamp,
            timestamp_type=self.timestamp_type,
            key=key if views or type(key) is not memoryview else bytes(key),  # the header's are views
            value=value if views or type(value) is not memoryview else bytes(value),
            crc=message.crc,
            crc_valid=self.crc_valid,
        )]

    def _first_inner(self, views: bool) -> tuple:
        """The backend's first call over a wrapper's inner set, a problem in it raised, and what the
        calls after it need: (records, position, problem, compressed_at, data, base, views_from,
        wrapper_type, wrapper_timestamp)."""
        data = self.inner_set()
        views_from = VIEWS_FROM if views else 0
        wrapper_type, wrapper_timestamp = self.timestamp_type, self.max_timestamp
        records, position, problem, last, compressed_at = self.backend.legacy_records(
            data, 0, INNER_MESSAGES_HELD, 0, views_from, wrapper_type, wrapper_timestamp)
        if problem is not None:
            raise self._inner_error(problem)
        if last is None:
            raise self._error(CorruptBatchError, "compressed message set with no inner records")
        base = 0
        if self.magic == 1:
            if len(records) == INNER_MESSAGES_HELD:
                last = self._last_inner_offset(data, position, len(records), last)
            try:
                base = legacy_inner_base(self.parsed.offset, last)
            except KafkaLogError as exc:
                raise exc.at(self.file, self.position) from None
        return records, position, problem, compressed_at, data, base, views_from, wrapper_type, wrapper_timestamp

    def _runs_from(self, first: tuple) -> Iterator[list[Record]]:
        """:meth:`records` in lists, from :meth:`_first_inner`'s call on."""
        records, position, problem, compressed_at, data, base, views_from, wrapper_type, wrapper_timestamp = first
        index = len(records)
        while True:
            yield from self._inner_runs(records, base, compressed_at)
            if problem is not None:
                raise self._inner_error(problem)
            if position >= len(data):
                return
            records, position, problem, _, compressed_at = self.backend.legacy_records(
                data, position, INNER_MESSAGES_HELD, index, views_from, wrapper_type, wrapper_timestamp)
            index += len(records)

    def inner_set(self) -> bytes | bytearray:
        """The wrapper's inner message set, decompressed on first use."""
        if getattr(self, "_inner", None) is None:  # the slot is set once decompressed
            value = getattr(self.parsed, "value", None)
            if value is None:
                raise self._error(CorruptBatchError, f"compressed message set with null value (magic = {self.magic})")
            if code_of(self.parsed.compression) == _ZSTD:
                raise self._error(CorruptBatchError, "zstd is not allowed in message format v0/v1")
            self._inner = self._decompress(value)
        return self._inner

    def _inner_runs(self, records: list[Record], base: int, compressed_at: int | None) -> Iterator[list[Record]]:
        """``records`` with ``base`` added to their offsets, up to the first compressed one."""
        end = len(records) if compressed_at is None else compressed_at
        added = self.backend.add_base(records, base, end) if base else end
        if added:
            yield records if added == len(records) else records[:added]
        if added < end:
            raise self._offset_overflow(records, added, base)
        if compressed_at is not None:
            raise self._error(CorruptBatchError, "inner messages must not be compressed")

    def _offset_overflow(self, records: list[Record], index: int, base: int) -> CorruptBatchError:
        """``records[index]``'s offset plus ``base`` does not fit int64."""
        return self._error(CorruptBatchError, f"inner message offset {base} + {records[index].offset} does not "
                                              f"fit Kafka's int64")

    def _last_inner_offset(self, data: bytes | bytearray, position: int, index: int, last: int) -> int:
        """The offset field of the last inner message from ``position`` on (``last`` when there
        are none), hopping from one message to the next with kafka_log_segment.ksy's
        ``entry_prefix`` (offset and size) and keeping nothing on the way."""
        end, view = len(data), memoryview(data)
        while position < end:
            if end - position < HEADER_SIZE_UP_TO_MAGIC:
                raise self._inner_error(InnerProblem(SIZE_HOP, index, position, 0, 0,
                                                    f"is cut short: {end - position} bytes remain"))
            prefix = self.backend.entry_prefix(view[position:position + HEADER_SIZE_UP_TO_MAGIC])
            declared = prefix.len_declared
            if declared < prefix.len_min or declared > end - position - LOG_OVERHEAD:
                raise self._inner_error(InnerProblem(SIZE_HOP, index, position, 0, 0, (
                    f"declares {declared} bytes; {end - position - LOG_OVERHEAD} follow, "
                    f"and magic {prefix.magic} needs at least {prefix.len_min}")))
            last, index = prefix.offset, index + 1
            position += LOG_OVERHEAD + declared
        return last

    def _inner_error(self, problem: InnerProblem) -> CorruptBatchError:
        if problem.code == InnerError.UNPARSABLE:
            what = f"does not parse: {problem.message}"
        elif problem.code == InnerError.BAD_SIZE:
            what = f"declares {problem.declared} bytes but its fields take {problem.taken}"
        else:
            what = problem.message
        return self._error(CorruptBatchError, f"inner message {problem.index} (byte {problem.position} "
                                              f"of the decompressed message set) {what}")


def _raising(error: KafkaLogError) -> Iterator[Record]:
    """No record, then ``error`` raised: chained after the records that come before a problem."""
    yield from ()
    raise error


register_batch_classes(legacy=LegacyBatch)
