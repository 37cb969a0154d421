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

The values the builds hand over are in :mod:`pyspark_udfs.builds.contract`, the
rules they share in :mod:`pyspark_udfs.builds.record_rules` (and
``docs/native-contract.md``). The batch classes register themselves here
(:func:`register_batch_classes`) for the native walk to make: this module
imports neither of them.

The backend is chosen by ``KAFKA_KSY_BACKEND`` (or the Spark option
``backend``): ``auto`` (the default) takes the native one when it imports,
with one warning when it does not; ``python`` or ``native`` force one.
"""
from __future__ import annotations

import os
import warnings
from collections.abc import Callable

from ..format import compression, crc
from ..format.layout import LOG_OVERHEAD
from ..format.model import LOG_APPEND_TIME, ControlInfo, Record
from ..format.parser_errors import PARSER_FAILURES, describe
from ..generated.kafka_legacy_message import KafkaLegacyMessage
from ..generated.kafka_log_segment import KafkaLogSegment
from ..generated.kafka_record_batch import KafkaRecordBatch
from .contract import (
    InnerError,
    InnerMessage,
    InnerProblem,
    InnerRecords,
    LegacyHeader,
    Prefix,
    RecordsContext,
    RecordsError,
    RecordsProblem,
    V2Header,
)
from .record_rules import (
    INT64_MAX,
    add_base,
    control_fields,
    legacy_inner_timestamp,
    legacy_inner_types,
    out_of_range,
    record_values,
)
from .stream import BufferStream, past_end, record_stream

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
PYTHON_RECORDS_HELD = 64
"""The Python build's runs are shorter: each record of a run lives until the run is consumed, and its
generated parse leaves cyclic garbage (a varint is its own ``_root``), so the collector runs every hundred
records or so; records of long runs outlive those collections, are promoted, and bring on full ones."""
CHOICES = ("auto", "python", "native")
_NO_COMPRESSION = KafkaRecordBatch.CompressionType.none.value
_CODEC_CODES = {codec.name: codec.value for codec in KafkaRecordBatch.CompressionType}


def code_of(value) -> int:
    """An enum field's number: the Python build gives enum members (or the int when unknown)."""
    return value if isinstance(value, int) else value.value


class PythonBackend:
    """Kaitai's Python build of ksy/ (``pyspark_udfs.generated``)."""

    name = "python"
    crc32 = staticmethod(crc.crc32)
    decompress = staticmethod(compression.decompress)

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
    def legacy_inner(data: bytes | bytearray | memoryview, start: int, limit: int, first_index: int, views_from: int = 0
                     ) -> tuple[list[InnerMessage], int, InnerProblem | None]:
        """At most ``limit`` inner messages from byte ``start`` of a decompressed wrapper, where
        the next one starts, and the problem that stopped the walk, if any. Keys and values of
        ``views_from`` bytes or more (0: none) are memoryviews of ``data`` (see :data:`VIEWS_FROM`)."""
        stream = BufferStream(data, views_from)
        stream.seek(start)
        view = memoryview(data)
        messages: list[InnerMessage] = []
        end, index, position = len(data), first_index, start
        checksum_of, crc32 = crc.checksum_of, crc.crc32
        try:
            while len(messages) < limit and position < end:
                try:
                    message = KafkaLegacyMessage(stream)
                except PARSER_FAILURES as exc:
                    return messages, position, InnerProblem(InnerError.UNPARSABLE, index, position, 0, 0,
                                                            describe(exc))
                after = stream.pos()
                taken = after - position - LOG_OVERHEAD
                if taken != message.len_message:
                    return messages, position, InnerProblem(InnerError.BAD_SIZE, index, position,
                                                            message.len_message, taken, "")
                messages.append((position, message, checksum_of(view, message, crc32, position) == message.crc))
                index += 1
                position = after
            return messages, position, None
        finally:
            stream.close()

    add_base = staticmethod(add_base)
    """``add_base(records, base, end)``: :func:`pyspark_udfs.builds.record_rules.add_base`."""

    @staticmethod
    def legacy_records(data: bytes | bytearray | memoryview, start: int, limit: int, first_index: int,
                       views_from: int, wrapper_type: str, wrapper_timestamp: int) -> InnerRecords:
        """The inner messages :meth:`legacy_inner` gives, as records of a wrapper of timestamp type
        ``wrapper_type`` and timestamp ``wrapper_timestamp`` (see :data:`~pyspark_udfs.builds.contract.InnerRecords`):
        each offset as the message holds it (magic 1's are relative: the caller adds the base)."""
        messages, position, problem = PythonBackend.legacy_inner(data, start, limit, first_index, views_from)
        types = legacy_inner_types(wrapper_type)
        records: list[Record] = []
        compressed_at: int | None = None
        for _position, inner, crc_valid in messages:
            if compressed_at is None and code_of(inner.compression) != _NO_COMPRESSION:
                compressed_at = len(records)
            magic = inner.magic
            records.append(Record(
                inner.offset,
                legacy_inner_timestamp(wrapper_type, wrapper_timestamp, magic, getattr(inner, "timestamp", None)),
                types[magic],
                getattr(inner, "key", None),
                getattr(inner, "value", None),
                [],
                crc=inner.crc,
                crc_valid=crc_valid,
            ))
        last = messages[-1][1].offset if messages else None
        return records, position, problem, last, compressed_at

    @staticmethod
    def v2_records(data: bytes | bytearray | memoryview, start: int, count: int, context: RecordsContext,
                   timestamp_type: str,
                   held: int = PYTHON_RECORDS_HELD, held_bytes: int = RECORD_BYTES_HELD, views_from: int = 0
                   ) -> tuple[list[Record], RecordsProblem | None, int]:
        """The next records of a v2 batch from byte ``start`` of ``data`` (``count`` of them remain),
        the problem that stopped them before ``count``, if any (the records before it are kept;
        its index counts from ``start``), and where the records after them start. Gives at most
        ``held`` records, and none after those whose sizes add up to ``held_bytes``: the
        caller asks again from there (the bytes after the last record are checked once all
        ``count`` records are decoded). The keys, values and header values of a data batch of
        ``views_from`` bytes or more (0: none) are memoryviews of ``data`` (see :data:`VIEWS_FROM`)."""
        stream = record_stream(data, 0 if context.is_control else views_from)
        stream.seek(start)
        is_control = context.is_control
        record_type = KafkaRecordBatch.Record
        end, position = len(data), start
        records: list[Record] = []
        append = records.append
        taken = 0
        try:
            for decoded in range(count):
                if position >= end:
                    return records, RecordsProblem(RecordsError.PREMATURE_END, decoded), position
                if decoded == held or taken >= held_bytes:
                    return records, None, position
                try:
                    body = record_type(is_control, stream)
                except (StopIteration, *PARSER_FAILURES) as exc:
                    if isinstance(exc, StopIteration):  # a RecordStream's read_u1 at the end
                        exc = past_end()
                    return records, RecordsProblem(RecordsError.UNPARSABLE, decoded, message=describe(exc)), position
                length = body.len_record
                size = length.value
                begin, position = position, stream.pos()
                if position - begin != length.len + size:
                    return records, RecordsProblem(RecordsError.BAD_SIZE, decoded, size,
                                                   position - begin - length.len), begin
                delta, timestamp_delta = body.offset_delta.value, body.timestamp_delta.value
                offset, timestamp, sequence = record_values(context, delta, timestamp_delta)
                outside = out_of_range(context, delta, timestamp_delta, offset, timestamp)
                if outside is not None:
                    return records, RecordsProblem(RecordsError.OUT_OF_RANGE, decoded, message=outside), begin
                if is_control:
                    key, value, control = _control_of(body)
                else:
                    key, value, control = getattr(body, "key", None), getattr(body, "value", None), None
                taken += size
                headers = body.headers
                if headers:
                    headers = [(_text(h.key), getattr(h, "value", None)) for h in headers]
                append(Record(offset, timestamp, timestamp_type, key, value, headers, sequence, control))
            if position < end:
                return records, RecordsProblem(RecordsError.REMAINING, count), position
            return records, None, position
        finally:
            stream.close()


def _text(key: bytes | memoryview | str) -> str:
    """A header key as Kafka decodes it (``Utils.utf8``: invalid bytes become U+FFFD)."""
    return key if isinstance(key, str) else str(key, "utf-8", "replace")


def _control_of(body: KafkaRecordBatch.Record) -> tuple[bytes | None, bytes | None, ControlInfo]:
    key, value = getattr(body, "key", None), getattr(body, "value", None)
    record_type = code_of(key.record_type) if isinstance(key, KafkaRecordBatch.ControlRecordKey) else None
    epoch = value.coordinator_epoch if isinstance(value, KafkaRecordBatch.EndTxnMarker) else None
    return control_fields(getattr(body, "_raw_key", key), getattr(body, "_raw_value", value), record_type, epoch)


class NativeBackend:
    """Kaitai's C++ build of ksy/ (``pyspark_udfs._native``)."""

    name = "native"

    def __init__(self, module):
        self.module = self._native = module
        module.configure(Record, Prefix, V2Header, LegacyHeader, VIEWS_FROM)
        module.configure_codecs(*compression.FIRST_ROOM)
        self.configure_batches()
        self.crc32c, self.crc32 = module.crc32c, module.crc32
        self.ParseError = module.ParseError
        self.entry_prefix: Callable[[object], Prefix] = module.entry_prefix
        self.v2_header: Callable[[object], V2Header] = module.v2_header
        self.legacy_message: Callable[[object], LegacyHeader] = module.legacy_message
        self.walk = module.walk
        """``walk(window, available, limit, max_size, file, position, decompression_limit, backend[, most])``:
        the batches back to back from the start of ``window`` (at byte ``position`` of the file,
        ``available`` bytes of it from there) as objects of the registered batch classes with
        their CRCs computed, up to ``limit`` bytes and the first entry that needs a closer look,
        after the first whose CRC fails, and after ``most`` of them (-1: no bound)
        (``pyspark_udfs/native/module.cpp``)."""
        self.next_batch = module.next_batch
        """``next_batch(window, begin, end, available, max_size)``: segment.py's
        ``next_candidate``, with each candidate judged by the C++ build's parsers and CRC, as
        ``(position, True)``, unless its entry runs past ``window`` (``pyspark_udfs/native/resync.cpp``)."""

    def configure_batches(self) -> None:
        """Give the C++ build the batch classes its walk makes, once both are registered."""
        if len(_BATCH_CLASSES) == 2:
            self._native.configure_batches(_BATCH_CLASSES["default"], _BATCH_CLASSES["legacy"])

    def legacy_inner(self, data: bytes | bytearray | memoryview, start: int, limit: int, first_index: int,
                     views_from: int = 0
                     ) -> tuple[list[InnerMessage], int, InnerProblem | None]:
        messages, position, problem = self._native.legacy_inner(data, start, limit, first_index, views_from)
        return messages, position, None if problem is None else InnerProblem._make(problem)

    def legacy_records(self, data: bytes | bytearray | memoryview, start: int, limit: int, first_index: int,
                       views_from: int, wrapper_type: str, wrapper_timestamp: int) -> InnerRecords:
        records, position, problem, last, compressed_at = self._native.legacy_records(
            data, start, limit, first_index, views_from, wrapper_type == LOG_APPEND_TIME, wrapper_timestamp,
            legacy_inner_types(wrapper_type))
        return (records, position, None if problem is None else InnerProblem._make(problem), last,
                None if compressed_at < 0 else compressed_at)

    def decompress(self, codec: str, data: bytes | memoryview, *, magic: int,
                   limit: int = compression.DEFAULT_DECOMPRESSED_LIMIT) -> bytes | bytearray:
        """:func:`compression.decompress`'s bytes, by the codec libraries' C APIs when the payload is
        clean (``pyspark_udfs/native/codecs.h``), else by it."""
        out = self._native.decompress(_CODEC_CODES.get(codec, -1), data, magic, limit)
        return out if out is not None else compression.decompress(codec, data, magic=magic, limit=limit)

    def add_base(self, records: list[Record], base: int, end: int) -> int:
        if not 0 <= base <= INT64_MAX:  # no int64 offset takes it: the first record stops (or none is asked)
            return add_base(records, base, end)
        return self._native.add_base(records, base, end)

    def v2_records(self, data: bytes | bytearray | memoryview, start: int, count: int, context: RecordsContext,
                   timestamp_type: str,
                   held: int = RECORDS_HELD, held_bytes: int = RECORD_BYTES_HELD, views_from: int = 0
                   ) -> tuple[list[Record], RecordsProblem | None, int]:
        records, problem, position = self._native.v2_records(data, start, count, context, timestamp_type,
                                                             control_fields, held, held_bytes, views_from)
        return records, None if problem is None else RecordsProblem(*problem), position


_native_backend: NativeBackend | None = None
_warned = False
_BATCH_CLASSES: dict[str, type] = {}


def register_batch_classes(**classes: type) -> None:
    """Called by :mod:`~pyspark_udfs.builds.default_batch` (``default=``) and
    :mod:`~pyspark_udfs.builds.legacy_batch` (``legacy=``) with their batch class, which the native
    walk makes objects of (filling their slots by name)."""
    unknown = set(classes) - {"default", "legacy"}
    if unknown:
        raise TypeError(f"unknown batch kinds {sorted(unknown)}")
    _BATCH_CLASSES.update(classes)
    if _native_backend is not None:
        _native_backend.configure_batches()


def native_backend() -> NativeBackend | None:
    """The C++ build, or None when the extension is not importable here."""
    global _native_backend
    if _native_backend is None:
        try:
            from .. import _native  # type: ignore[attr-defined]
        except ImportError:
            return None
        _native_backend = NativeBackend(_native)
    return _native_backend


Backend = PythonBackend | NativeBackend


def select(choice: str | None = None) -> Backend:
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
