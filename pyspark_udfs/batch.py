"""Batches as Kafka's ``RecordBatch`` interface shows them, whatever their magic.

A :class:`Batch` wraps the parse tree the generated parsers built for one
entry of a segment. Header fields are read at once; records are decoded only
when :meth:`Batch.records` is iterated, so a batch-level scan never
decompresses anything.
"""
from __future__ import annotations

import itertools
from functools import cached_property
from typing import Callable, Iterator, Optional


from . import compression
from .crc import checksum_of, crc32, crc32c
from .errors import CorruptBatchError, KafkaLogError
from .generated.kafka_legacy_message import KafkaLegacyMessage
from .generated.kafka_log_segment import KafkaLogSegment
from .generated.kafka_record_batch import KafkaRecordBatch
from .model import CREATE_TIME, LOG_APPEND_TIME, ControlInfo, Record
from .offsets import (
    NO_SEQUENCE,
    increment_sequence,
    legacy_inner_base,
    legacy_inner_timestamp,
    legacy_timestamp_type,
)
from .stream import BufferStream
from .parsing import PARSER_FAILURES, describe, optional

LOG_OVERHEAD = 12
HEADER_SIZE_UP_TO_MAGIC = 17
"""Bytes of an entry up to and including its magic, alike in every format."""
_INNER_MESSAGES_HELD = 4096
"""Inner messages of a legacy wrapper parsed ahead at most (see ``LegacyBatch.records``)."""
RECORD_BATCH_OVERHEAD = 61
LEGACY_RECORD_OVERHEAD_V0 = 14
_CONTROL_TYPE_NAMES = {t.value: t.name.upper() for t in KafkaRecordBatch.ControlRecordType}


def codec_name(compression_enum) -> str:
    """Kafka's lowercase codec name for a generated compression enum value."""
    return compression_enum.name if hasattr(compression_enum, "name") else f"unknown({compression_enum})"


class Batch:
    """Common view of a v2 RecordBatch and a legacy (v0/v1) message.

    ``entry`` holds the batch's bytes, log overhead included: a read-only view
    of the reader's buffer (copy it with ``bytes()`` to keep it apart).
    """

    magic: int
    _crc_algorithm: Callable[[bytes | memoryview], int]

    def __init__(self, file: str, position: int, entry: bytes | memoryview, parsed, decompression_limit: int):
        self.file = file
        self.position = position
        self.entry = entry
        self.parsed = parsed
        self.decompression_limit = decompression_limit
        self._computed_crc: Optional[int] = None

    @property
    def computed_crc(self) -> int:
        """The CRC of the range the header's CRC covers, computed on first use."""
        if self._computed_crc is None:
            self._computed_crc = checksum_of(self.entry, self.parsed, self._crc_algorithm)
        return self._computed_crc

    @property
    def size(self) -> int:
        """Bytes the batch occupies in the file, log overhead included."""
        return len(self.entry)

    @property
    def end_position(self) -> int:
        return self.position + self.size

    def records(self) -> Iterator[Record]:  # pragma: no cover - abstract
        raise NotImplementedError

    def _error(self, cls: type[KafkaLogError], reason: str) -> KafkaLogError:
        return cls(reason, self.file, self.position)

    def _decompress(self, data: bytes) -> bytes:
        try:
            return compression.decompress(
                self.compression, data, magic=self.magic, limit=self.decompression_limit
            )
        except KafkaLogError as exc:
            raise exc.at(self.file, self.position) from None

    def __repr__(self) -> str:
        return (
            f"<{type(self).__name__} {self.file}@{self.position} magic={self.magic} "
            f"offsets={self.base_offset}..{self.last_offset} {self.compression}>"
        )


class DefaultBatch(Batch):
    """A RecordBatch (magic 2), from ``kafka_record_batch.ksy``."""

    magic = 2
    parsed: KafkaRecordBatch
    _crc_algorithm = staticmethod(crc32c)

    @property
    def base_offset(self) -> int:
        return self.parsed.base_offset

    @property
    def last_offset(self) -> int:
        return self.parsed.base_offset + self.parsed.last_offset_delta

    @property
    def crc(self) -> int:
        return self.parsed.crc

    @property
    def crc_valid(self) -> bool:
        return self.size >= RECORD_BATCH_OVERHEAD and self.crc == self.computed_crc

    @property
    def compression(self) -> str:
        return codec_name(self.parsed.compression)

    @property
    def timestamp_type(self) -> str:
        return LOG_APPEND_TIME if self.parsed.timestamp_type.value else CREATE_TIME

    @property
    def max_timestamp(self) -> int:
        return self.parsed.max_timestamp

    @property
    def base_timestamp(self) -> int:
        return self.parsed.base_timestamp

    @property
    def partition_leader_epoch(self) -> int:
        return self.parsed.partition_leader_epoch

    @property
    def producer_id(self) -> int:
        return self.parsed.producer_id

    @property
    def producer_epoch(self) -> int:
        return self.parsed.producer_epoch

    @property
    def base_sequence(self) -> int:
        return self.parsed.base_sequence

    @property
    def last_sequence(self) -> int:
        if self.base_sequence == NO_SEQUENCE:
            return NO_SEQUENCE
        return increment_sequence(self.base_sequence, self.parsed.last_offset_delta)

    @property
    def is_transactional(self) -> bool:
        return bool(self.parsed.is_transactional)

    @property
    def is_control(self) -> bool:
        return bool(self.parsed.is_control)

    @property
    def record_count(self) -> int:
        return self.parsed.num_records

    @property
    def delete_horizon_ms(self) -> Optional[int]:
        return self.parsed.base_timestamp if self.parsed.has_delete_horizon else None

    def records(self) -> Iterator[Record]:
        """Decode the records, decompressing first when needed.

        Records are yielded as they are decoded; a problem (bad payload, a
        record that does not parse, a count that disagrees with the header)
        raises a :class:`KafkaLogError` after every good record before it.
        """
        count = self.record_count
        if count < 0:
            raise self._error(CorruptBatchError, f"invalid record count {count} in magic v2 batch")
        if count == 0:
            return
        parsed = self.parsed
        if parsed.compression == KafkaRecordBatch.CompressionType.none:
            # One copy of the batch, so that every key and value is a slice of bytes.
            stream = BufferStream(bytes(self.entry))
            stream.seek(parsed.ofs_records)
        else:
            stream = BufferStream(self._decompress(parsed.compressed_records))
        is_control = self.is_control
        timestamp_type = self.timestamp_type
        log_append = timestamp_type == LOG_APPEND_TIME
        base_offset, base_ts, max_ts = parsed.base_offset, parsed.base_timestamp, parsed.max_timestamp
        base_sequence = parsed.base_sequence
        record_type = KafkaRecordBatch.Record
        end = stream.size()
        position = stream.pos()
        try:
            for decoded in range(count):
                if position >= end:
                    raise self._error(
                        CorruptBatchError,
                        f"header declares {count} records but the batch holds {decoded} (premature end of records)",
                    )
                try:
                    body = record_type(is_control, stream, parsed, parsed)
                except PARSER_FAILURES as exc:
                    raise self._error(CorruptBatchError,
                                      f"record {decoded} of the batch does not parse: {describe(exc)}") from None
                # Kafka's "Invalid record size": the fields take exactly the declared length.
                length = body.len_record
                start, position = position, stream.pos()
                if position - start != length.len + length.value:
                    raise self._error(CorruptBatchError, (
                        f"invalid record size: record {decoded} declares {length.value} bytes "
                        f"but its fields take {position - start - length.len}"))
                delta = body.offset_delta.value
                if is_control:
                    key, value, control = _control_fields(body)
                else:
                    key, value, control = getattr(body, "key", None), getattr(body, "value", None), None
                headers = body.headers
                if headers:
                    headers = [(h.key, getattr(h, "value", None)) for h in headers]
                # Kafka's rules: offset = base + delta; under LogAppendTime every record
                # has the batch's max timestamp, else base + delta; sequence = base +
                # delta (wrapping at Int.MAX), or -1 when the batch has none.
                yield Record(
                    base_offset + delta,
                    max_ts if log_append else base_ts + body.timestamp_delta.value,
                    timestamp_type,
                    key,
                    value,
                    headers,
                    NO_SEQUENCE if base_sequence < 0 else increment_sequence(base_sequence, delta),
                    control,
                    batch=self,
                )
            if position < end:
                raise self._error(
                    CorruptBatchError,
                    f"records still remaining after the {count} records the header declares",
                )
        finally:
            stream.close()


def _control_fields(body: KafkaRecordBatch.Record) -> tuple[Optional[bytes], Optional[bytes], ControlInfo]:
    """Key and value bytes of a control record, and what it says."""
    key, value = getattr(body, "key", None), getattr(body, "value", None)
    if not isinstance(key, KafkaRecordBatch.ControlRecordKey):
        return key, value, ControlInfo("UNKNOWN", -1)
    raw_type = key.record_type
    type_id = raw_type if isinstance(raw_type, int) else raw_type.value
    name = _CONTROL_TYPE_NAMES.get(type_id, "UNKNOWN")
    if isinstance(value, KafkaRecordBatch.EndTxnMarker):
        return body._raw_key, body._raw_value, ControlInfo(name, type_id, value.coordinator_epoch)
    return body._raw_key, value, ControlInfo(name, type_id)


class LegacyBatch(Batch):
    """A legacy message (magic 0 or 1), from ``kafka_legacy_message.ksy``.

    An uncompressed message is a batch of one record; a compressed wrapper is
    a batch of its inner messages.
    """

    parsed: KafkaLegacyMessage
    _crc_algorithm = staticmethod(crc32)

    @property
    def magic(self) -> int:  # type: ignore[override]
        return self.parsed.magic

    @property
    def last_offset(self) -> int:
        return self.parsed.offset

    @cached_property
    def base_offset(self) -> int:
        """First offset: the message's own, or the first inner offset of a wrapper (decompresses)."""
        if self.compression == "none":
            return self.parsed.offset
        first = next(iter(self.records()), None)
        return first.offset if first is not None else self.parsed.offset

    @property
    def crc(self) -> int:
        return self.parsed.crc

    @property
    def crc_valid(self) -> bool:
        return self.size - LOG_OVERHEAD >= LEGACY_RECORD_OVERHEAD_V0 and self.crc == self.computed_crc

    @property
    def compression(self) -> str:
        return codec_name(self.parsed.compression)

    @property
    def timestamp_type(self) -> str:
        return legacy_timestamp_type(self.magic, bool(self.parsed.timestamp_type.value))

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

    def records(self) -> Iterator[Record]:
        message = self.parsed
        if self.compression == "none":
            yield Record(
                offset=message.offset,
                timestamp=self.max_timestamp,
                timestamp_type=self.timestamp_type,
                key=optional(message, "key"),
                value=optional(message, "value"),
                crc=message.crc,
                crc_valid=self.crc_valid,
                batch=self,
            )
            return
        if optional(message, "value") is None:
            raise self._error(
                CorruptBatchError, f"compressed message set with null value (magic = {self.magic})"
            )
        if self.compression == "zstd":
            raise self._error(CorruptBatchError, "zstd is not allowed in message format v0/v1")
        stream = BufferStream(self._decompress(message.value))
        try:
            messages = self._inner_messages(stream)
            # Magic 1 offsets need the last inner offset first. The usual wrapper (hundreds of
            # messages) is parsed ahead whole; past _INNER_MESSAGES_HELD messages, the rest is
            # hopped over with the sizes alone and parsed again as it is given, so a wrapper of
            # millions of tiny messages does not become millions of parsed objects at once.
            held = list(itertools.islice(messages, _INNER_MESSAGES_HELD))
            base = 0
            if self.magic == 1:
                last = held[-1][2].offset
                if len(held) == _INNER_MESSAGES_HELD:
                    resume = stream.pos()
                    last = self._last_inner_offset(stream, len(held), last)
                    stream.seek(resume)
                try:
                    base = legacy_inner_base(message.offset, last)
                except KafkaLogError as exc:
                    raise exc.at(self.file, self.position) from None
            wrapper_type, wrapper_timestamp = self.timestamp_type, self.max_timestamp
            inner_types = {magic: wrapper_type if wrapper_type == LOG_APPEND_TIME
                           else legacy_timestamp_type(magic, False) for magic in (0, 1)}
            view = memoryview(stream.buffer)
            for index, start, inner in itertools.chain(held, messages):
                if inner.compression != KafkaRecordBatch.CompressionType.none:
                    raise self._error(CorruptBatchError, "inner messages must not be compressed")
                magic = inner.magic
                yield Record(
                    base + inner.offset,
                    legacy_inner_timestamp(wrapper_type, wrapper_timestamp, magic, getattr(inner, "timestamp", None)),
                    inner_types[magic],
                    getattr(inner, "key", None),
                    getattr(inner, "value", None),
                    [],
                    crc=inner.crc,
                    crc_valid=inner.crc == checksum_of(view[start:], inner, crc32),
                    batch=self,
                )
        finally:
            stream.close()

    def _inner_messages(self, stream: BufferStream) -> Iterator[tuple[int, int, KafkaLegacyMessage]]:
        """The decompressed inner message set, from the stream's position: messages of this same
        spec back to back, each parsed in place and checked to take exactly the log overhead plus
        its declared size; (index, position, message) for each."""
        end, index = stream.size(), 0
        while stream.pos() < end:
            start = stream.pos()
            try:
                message = KafkaLegacyMessage(stream)
            except PARSER_FAILURES as exc:
                raise self._inner_error(index, start, f"does not parse: {describe(exc)}") from None
            taken = stream.pos() - start - LOG_OVERHEAD
            if taken != message.len_message:
                raise self._inner_error(index, start, f"declares {message.len_message} bytes but its fields take {taken}")
            yield index, start, message
            index += 1
        if index == 0:
            raise self._error(CorruptBatchError, "compressed message set with no inner records")

    def _last_inner_offset(self, stream: BufferStream, index: int, last: int) -> int:
        """The offset field of the last inner message from the stream's position on (``last``
        when there are none), hopping from one message to the next with the generated
        ``entry_prefix`` type (offset and size) and keeping nothing on the way."""
        end = stream.size()
        while stream.pos() < end:
            start = stream.pos()
            if end - start < HEADER_SIZE_UP_TO_MAGIC:
                raise self._inner_error(index, start, f"is cut short: {end - start} bytes remain")
            prefix = KafkaLogSegment.EntryPrefix(stream)
            declared = prefix.len_declared
            if declared < prefix.len_min or declared > end - start - LOG_OVERHEAD:
                raise self._inner_error(index, start, (
                    f"declares {declared} bytes; {end - start - LOG_OVERHEAD} follow, "
                    f"and magic {prefix.magic} needs at least {prefix.len_min}"))
            last, index = prefix.offset, index + 1
            stream.seek(start + LOG_OVERHEAD + declared)
        return last

    def _inner_error(self, index: int, start: int, what: str) -> CorruptBatchError:
        return self._error(CorruptBatchError,
                           f"inner message {index} (byte {start} of the decompressed message set) {what}")
