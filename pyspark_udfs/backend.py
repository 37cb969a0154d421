"""The two builds of ``ksy/`` behind one set of calls.

Every structure is parsed by code the Kaitai compiler generated from the
specs: its Python build (``pyspark_udfs.generated``, the reference, which
runs everywhere) or its C++ build (``generated/cpp``, compiled into the
extension ``pyspark_udfs._native``, the fast path). The batch classes ask a
backend for an entry's prefix, a batch header, the records of a v2 batch
and the inner messages of a legacy wrapper; both backends answer with the
same values, and ``tests/reader/test_backends.py`` holds them to it. The native
one also walks a read buffer's intact batches in one call (``walk``), making
the batch objects the Python build makes one entry at a time.

The backend is chosen by ``KAFKA_KSY_BACKEND`` (or the Spark option
``backend``): ``auto`` (the default) takes the native one when it imports,
with one warning when it does not; ``python`` or ``native`` force one.
"""
from __future__ import annotations

import os
import warnings
from typing import Callable, NamedTuple, Optional, Union

from . import crc
from .generated.kafka_legacy_message import KafkaLegacyMessage
from .generated.kafka_log_segment import KafkaLogSegment
from .generated.kafka_record_batch import KafkaRecordBatch
from .layout import LOG_OVERHEAD
from .model import ControlInfo, Record
from .record_rules import INT64_MAX, INT64_MIN, NO_SEQUENCE, increment_sequence
from .parser_errors import PARSER_FAILURES, describe
from .stream import BufferStream

BACKEND_ENV = "KAFKA_KSY_BACKEND"
RECORDS_HELD = 4096
RECORD_BYTES_HELD = 4 << 20
"""A v2 batch's records are decoded in runs of at most this many records, a run ending after
the record whose encoded size brings the run to this many bytes: a batch of ten million tiny records, or
of a few of many megabytes, never becomes all its records in memory at once."""
VIEWS_FROM = 1 << 20
"""Readers that only look at the records (the commands, the Arrow path) ask for keys, values and
header values of this many bytes or more as memoryviews of the batch's (decompressed) bytes: a
record of many megabytes is then never copied (``Record.value`` is ``bytes`` everywhere else)."""
CHOICES = ("auto", "python", "native")


class Prefix(NamedTuple):
    """kafka_log_segment.ksy's ``entry_prefix``: what an entry's first 17 bytes say."""

    offset: int
    len_declared: int
    epoch_or_crc: int
    magic: int
    len_min: int


class V2Header(NamedTuple):
    """The header fields of kafka_record_batch.ksy, named as the spec names them."""

    base_offset: int
    len_batch: int
    partition_leader_epoch: int
    magic: int
    crc: int
    attributes: int
    last_offset_delta: int
    base_timestamp: int
    max_timestamp: int
    producer_id: int
    producer_epoch: int
    base_sequence: int
    num_records: int
    compression: int
    timestamp_type: int
    is_transactional: bool
    is_control: bool
    has_delete_horizon: bool
    ofs_records: int
    len_records: int
    ofs_crc_input: int
    len_crc_input: int


class LegacyHeader(NamedTuple):
    """The fields of kafka_legacy_message.ksy, named as the spec names them (a key or value of
    :data:`VIEWS_FROM` bytes or more a memoryview of the entry)."""

    offset: int
    len_message: int
    crc: int
    magic: int
    timestamp_type: int
    compression: int
    timestamp: Optional[int]
    len_key: int
    key: Optional[bytes]
    len_value: int
    value: Optional[bytes]
    ofs_crc_input: int
    len_crc_input: int


class RecordsContext(NamedTuple):
    """What a v2 batch's header says that each of its records needs."""

    base_offset: int
    base_timestamp: int
    max_timestamp: int
    base_sequence: int
    is_control: bool
    log_append_time: bool


class RecordsProblem(Exception):
    """Why the records of a v2 batch stopped before the header's count (worded by the batch).

    ``code``: 1 the bytes end early, 2 a record does not parse, 3 a record's fields do not take
    its declared length, 4 bytes remain after the declared count, 5 a record's offset or timestamp
    (the batch's base plus the record's delta) does not fit Kafka's int64 (``message`` says which).
    """

    PREMATURE_END, UNPARSABLE, BAD_SIZE, REMAINING, OUT_OF_RANGE = 1, 2, 3, 4, 5

    def __init__(self, code: int, index: int, declared: int = 0, taken: int = 0, message: str = ""):
        super().__init__(code, index, declared, taken, message)
        self.code, self.index, self.declared, self.taken, self.message = code, index, declared, taken, message


class InnerProblem(NamedTuple):
    """Why an inner message of a legacy wrapper cannot be read: code 1 it does not parse
    (``message`` says why), code 2 its fields do not take its declared size."""

    code: int
    index: int
    position: int
    declared: int
    taken: int
    message: str


InnerMessage = tuple[int, "LegacyHeader | KafkaLegacyMessage", bool]
"""(position in the decompressed set, fields, whether its CRC-32 holds)."""

CONTROL_TYPE_NAMES = {t.value: t.name.upper() for t in KafkaRecordBatch.ControlRecordType}
"""Kafka's names of the control record types (ControlRecordType), from the spec's enum."""


def control_fields(key: Optional[bytes], value: Optional[bytes], record_type: Optional[int],
                   coordinator_epoch: Optional[int]) -> tuple[Optional[bytes], Optional[bytes], ControlInfo]:
    """Key, value and what a control record says, from its raw key and value and, where they
    parsed, the key's record type and the COMMIT/ABORT marker's coordinator epoch."""
    if record_type is None:
        return key, value, ControlInfo("UNKNOWN", -1)
    return key, value, ControlInfo(CONTROL_TYPE_NAMES.get(record_type, "UNKNOWN"), record_type, coordinator_epoch)


def code_of(value) -> int:
    """An enum field's number: the Python build gives enum members (or the int when unknown)."""
    return value if isinstance(value, int) else value.value


class PythonBackend:
    """Kaitai's Python build of ksy/ (``pyspark_udfs.generated``)."""

    name = "python"
    crc32 = staticmethod(crc.crc32)

    def __init__(self):
        self.crc32c = crc.crc32c  # the crc32c package, imported once a Python backend is wanted

    @staticmethod
    def entry_prefix(view) -> KafkaLogSegment.EntryPrefix:
        """The generated type itself (its fields are those of :class:`Prefix`)."""
        return KafkaLogSegment.EntryPrefix(BufferStream(view))

    @staticmethod
    def v2_header(view) -> KafkaRecordBatch:
        """The generated type itself: its fields are those of :class:`V2Header`, and the instances
        a reader never asks for are never computed."""
        return KafkaRecordBatch(BufferStream(view))

    @staticmethod
    def legacy_message(view) -> KafkaLegacyMessage:
        """The generated type itself (fields as :class:`LegacyHeader`; absent ones unset; a key
        or value of :data:`VIEWS_FROM` bytes or more a memoryview of ``view``)."""
        return KafkaLegacyMessage(BufferStream(view, VIEWS_FROM))

    @staticmethod
    def legacy_inner(data: bytes, start: int, limit: int, first_index: int, views_from: int = 0
                     ) -> tuple[list[InnerMessage], int, Optional[InnerProblem]]:
        """At most ``limit`` inner messages from byte ``start`` of a decompressed wrapper, where
        the next one starts, and the problem that stopped the walk, if any. Keys and values of
        ``views_from`` bytes or more (0: none) are memoryviews of ``data`` (see :data:`VIEWS_FROM`)."""
        stream = BufferStream(data, views_from)
        stream.seek(start)
        view = memoryview(data)
        messages: list[InnerMessage] = []
        end, index = len(data), first_index
        try:
            while len(messages) < limit and stream.pos() < end:
                position = stream.pos()
                try:
                    message = KafkaLegacyMessage(stream)
                except PARSER_FAILURES as exc:
                    return messages, position, InnerProblem(1, index, position, 0, 0, describe(exc))
                taken = stream.pos() - position - LOG_OVERHEAD
                if taken != message.len_message:
                    return messages, position, InnerProblem(2, index, position, message.len_message, taken, "")
                crc_start = position + message.ofs_crc_input
                crc_range = view[crc_start:crc_start + max(message.len_crc_input, 0)]
                messages.append((position, message, crc.crc32(crc_range) == message.crc))
                index += 1
            return messages, stream.pos(), None
        finally:
            stream.close()

    @staticmethod
    def v2_records(data: bytes, start: int, count: int, context: RecordsContext, timestamp_type: str,
                   held: int = RECORDS_HELD, held_bytes: int = RECORD_BYTES_HELD, views_from: int = 0
                   ) -> tuple[list[Record], Optional[RecordsProblem], int]:
        """The next records of a v2 batch from byte ``start`` of ``data`` (``count`` of them remain),
        the problem that stopped them before ``count``, if any (the records before it are kept;
        its index counts from ``start``), and where the records after them start. Gives at most
        ``held`` records, and none after those whose sizes add up to ``held_bytes``: the
        caller asks again from there (the bytes after the last record are checked once all
        ``count`` records are decoded). The keys, values and header values of a data batch of
        ``views_from`` bytes or more (0: none) are memoryviews of ``data`` (see :data:`VIEWS_FROM`)."""
        stream = BufferStream(data, 0 if context.is_control else views_from)
        stream.seek(start)
        base_offset, base_ts, max_ts, base_sequence, is_control, log_append = context
        record_type = KafkaRecordBatch.Record
        end, position = len(data), start
        records: list[Record] = []
        append = records.append
        taken = 0
        try:
            for decoded in range(count):
                if position >= end:
                    return records, RecordsProblem(RecordsProblem.PREMATURE_END, decoded), position
                if decoded == held or taken >= held_bytes:
                    return records, None, position
                try:
                    body = record_type(is_control, stream)
                except PARSER_FAILURES as exc:
                    return records, RecordsProblem(RecordsProblem.UNPARSABLE, decoded, message=describe(exc)), position
                length = body.len_record
                size = length.value
                begin, position = position, stream.pos()
                if position - begin != length.len + size:
                    return records, RecordsProblem(RecordsProblem.BAD_SIZE, decoded, size,
                                                   position - begin - length.len), begin
                delta = body.offset_delta.value
                # Kafka's rules: offset = base + delta; under LogAppendTime every record has
                # the batch's max timestamp, else base + delta; sequence = base + delta
                # (wrapping at Int.MAX), or -1 when the batch has none. A sum that leaves
                # int64 (Java would wrap it) is damage.
                offset = base_offset + delta
                timestamp = max_ts if log_append else base_ts + body.timestamp_delta.value
                if not INT64_MIN <= offset <= INT64_MAX:
                    return records, RecordsProblem(RecordsProblem.OUT_OF_RANGE, decoded, message=(
                        f"its offset {base_offset} + {delta} does not fit Kafka's int64")), begin
                if not INT64_MIN <= timestamp <= INT64_MAX:
                    return records, RecordsProblem(RecordsProblem.OUT_OF_RANGE, decoded, message=(
                        f"its timestamp {base_ts} + {body.timestamp_delta.value} does not fit Kafka's int64")), begin
                if is_control:
                    key, value, control = _control_of(body)
                else:
                    key, value, control = getattr(body, "key", None), getattr(body, "value", None), None
                taken += size
                headers = body.headers
                if headers:
                    headers = [(_text(h.key), getattr(h, "value", None)) for h in headers]
                append(Record(
                    offset,
                    timestamp,
                    timestamp_type,
                    key,
                    value,
                    headers,
                    NO_SEQUENCE if base_sequence < 0 else increment_sequence(base_sequence, delta),
                    control,
                ))
            if position < end:
                return records, RecordsProblem(RecordsProblem.REMAINING, count), position
            return records, None, position
        finally:
            stream.close()


def _text(key: "bytes | memoryview | str") -> str:
    """A header key as Kafka decodes it (``Utils.utf8``: invalid bytes become U+FFFD)."""
    return key if isinstance(key, str) else str(key, "utf-8", "replace")


def _control_of(body: KafkaRecordBatch.Record) -> tuple[Optional[bytes], Optional[bytes], ControlInfo]:
    key, value = getattr(body, "key", None), getattr(body, "value", None)
    record_type = code_of(key.record_type) if isinstance(key, KafkaRecordBatch.ControlRecordKey) else None
    epoch = value.coordinator_epoch if isinstance(value, KafkaRecordBatch.EndTxnMarker) else None
    return control_fields(getattr(body, "_raw_key", key), getattr(body, "_raw_value", value), record_type, epoch)


class NativeBackend:
    """Kaitai's C++ build of ksy/ (``pyspark_udfs._native``)."""

    name = "native"

    def __init__(self, module):
        from .default_batch import DefaultBatch  # they import this module
        from .legacy_batch import LegacyBatch

        self.module = self._native = module
        module.configure(Record, Prefix, V2Header, LegacyHeader, DefaultBatch, LegacyBatch, VIEWS_FROM)
        self.crc32c, self.crc32 = module.crc32c, module.crc32
        self.ParseError = module.ParseError
        self.entry_prefix: Callable[[object], Prefix] = module.entry_prefix
        self.v2_header: Callable[[object], V2Header] = module.v2_header
        self.legacy_message: Callable[[object], LegacyHeader] = module.legacy_message
        self.walk = module.walk
        """``walk(window, available, limit, max_size, file, position, decompression_limit, backend)``:
        the batches back to back from the start of ``window`` (at byte ``position`` of the file,
        ``available`` bytes of it from there) as ``DefaultBatch`` and ``LegacyBatch`` objects with
        their CRCs computed, up to ``limit`` bytes and the first entry that needs a closer look,
        and after the first whose CRC fails (``pyspark_udfs/native/module.cpp``)."""
        self.next_batch = module.next_batch
        """``next_batch(window, begin, end, available, max_size)``: segment.py's
        ``next_candidate``, with each candidate judged by the C++ build's parsers and CRC, as
        ``(position, True)``, unless its entry runs past ``window`` (``pyspark_udfs/native/resync.cpp``)."""

    def legacy_inner(self, data: bytes, start: int, limit: int, first_index: int, views_from: int = 0
                     ) -> tuple[list[InnerMessage], int, Optional[InnerProblem]]:
        messages, position, problem = self._native.legacy_inner(data, start, limit, first_index, views_from)
        return messages, position, None if problem is None else InnerProblem._make(problem)

    def v2_records(self, data: bytes, start: int, count: int, context: RecordsContext, timestamp_type: str,
                   held: int = RECORDS_HELD, held_bytes: int = RECORD_BYTES_HELD, views_from: int = 0
                   ) -> tuple[list[Record], Optional[RecordsProblem], int]:
        records, problem, position = self._native.v2_records(data, start, count, context, timestamp_type,
                                                             control_fields, held, held_bytes, views_from)
        return records, None if problem is None else RecordsProblem(*problem), position


_native_backend: Optional[NativeBackend] = None
_warned = False


def native_backend() -> Optional[NativeBackend]:
    """The C++ build, or None when the extension is not importable here."""
    global _native_backend
    if _native_backend is None:
        try:
            from . import _native  # type: ignore[attr-defined]
        except ImportError:
            return None
        _native_backend = NativeBackend(_native)
    return _native_backend


Backend = Union[PythonBackend, NativeBackend]


def select(choice: Optional[str] = None) -> Backend:
    """The backend for ``choice`` (``auto``, ``python`` or ``native``; default from the environment)."""
    global _warned
    choice = (choice or os.environ.get(BACKEND_ENV) or "auto").lower()
    if choice not in CHOICES:
        raise ValueError(f"{BACKEND_ENV}/backend must be one of {', '.join(CHOICES)}, not {choice!r}")
    if choice == "python":
        return PythonBackend()
    native = native_backend()
    if native is not None:
        return native
    if choice == "native":
        raise ImportError("the native backend (pyspark_udfs._native) is not installed here; "
                          "see docs/builds.md on building it, or use backend=auto")
    if not _warned:
        _warned = True
        warnings.warn("pyspark_udfs._native is not installed here: reading with the Python build "
                      "(slower, same results)", RuntimeWarning, stacklevel=2)
    return PythonBackend()
