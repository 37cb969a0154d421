"""RecordBatch, message format v2 (magic 2): kafka_record_batch.ksy as Kafka's ``DefaultRecordBatch``."""
from __future__ import annotations

from collections.abc import Iterator
from itertools import chain
from typing import Literal, overload

from ..errors import CorruptBatchError
from ..format.layout import RECORD_BATCH_OVERHEAD
from ..format.model import TIMESTAMP_TYPE_NAMES, Record
from ..generated.kafka_record_batch import KafkaRecordBatch
from .backend import VIEWS_FROM, code_of, register_batch_classes
from .batch import Batch, codec_name
from .contract import RecordsContext, RecordsError, RecordsProblem
from .record_rules import NO_SEQUENCE, increment_sequence

_NO_COMPRESSION = KafkaRecordBatch.CompressionType.none.value
_LOG_APPEND_TIME = KafkaRecordBatch.TimestampType.log_append_time.value
_COPIED = 1 << 20
_new_tuple = tuple.__new__
RecordsBytes = bytes | bytearray | memoryview


class DefaultBatch(Batch):
    """A RecordBatch (magic 2): header fields as written, records decoded on demand."""

    __slots__ = ()
    magic = 2
    spec = KafkaRecordBatch

    _crc_function = "crc32c"
    _smallest_checked = RECORD_BATCH_OVERHEAD

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
    def compression(self) -> str:
        return codec_name(self.parsed.compression)

    @property
    def timestamp_type(self) -> str:
        return TIMESTAMP_TYPE_NAMES[code_of(self.parsed.timestamp_type)]

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
    def delete_horizon_ms(self) -> int | None:
        return self.parsed.base_timestamp if self.parsed.has_delete_horizon else None

    def records(self, views: bool = False) -> Iterator[Record]:
        """Decode the records, decompressing first when needed, with Kafka's offsets, timestamps
        and sequences (:func:`~pyspark_udfs.builds.record_rules.record_values`).

        A problem (bad payload, a record that does not parse or does not take its declared
        size, a count that disagrees with the header) raises :class:`CorruptBatchError` after
        every good record before it. ``views``: as :meth:`record_runs` takes it.
        """
        run, rest = self._first_run(views)
        records, problem, _ = run
        if problem is None and len(records) >= rest[1]:
            return iter(records)  # the whole batch in one run (the usual case): no generator at all
        # chain's C loop hands out each run's records: no generator frame resumes per record.
        return chain.from_iterable(_good(self._runs(run, rest)))

    def decode(self) -> tuple[list[Record], CorruptBatchError | None]:
        """All the records at once, and the problem after the last good one, if any (what
        :meth:`records` yields and raises, for callers that take a batch's records whole)."""
        records: list[Record] = []
        for run in self.record_runs():
            if isinstance(run, CorruptBatchError):
                return records, run
            records += run
        return records, None

    def record_runs(self, views: bool = False) -> Iterator[list[Record] | CorruptBatchError]:
        """The records in runs (lists, never empty) of at most ``backend.RECORDS_HELD`` records (the
        Python build: ``PYTHON_RECORDS_HELD``) and about ``backend.RECORD_BYTES_HELD`` bytes, then the
        problem after the last good one, if any: what :meth:`records` gives, in bounded memory for a
        batch of millions of records. With ``views``, keys and values of ``backend.VIEWS_FROM`` bytes
        or more are memoryviews of the batch's bytes rather than copies (for readers that let go of
        them with the run)."""
        yield from self._runs(*self._first_run(views))

    def _first_run(self, views: bool) -> tuple[tuple[list[Record], RecordsProblem | None, int], _Rest]:
        """The first run the backend gives (records, problem, where the next starts) and what the
        runs after it are asked with."""
        data, start, count, context = self.records_input()
        timestamp_type = TIMESTAMP_TYPE_NAMES[code_of(self.parsed.timestamp_type)]
        views_from = VIEWS_FROM if views else 0
        run = self.backend.v2_records(data, start, count, context, timestamp_type, views_from=views_from)
        return run, (data, count, context, timestamp_type, views_from)

    def _runs(self, run: tuple[list[Record], RecordsProblem | None, int], rest: _Rest
              ) -> Iterator[list[Record] | CorruptBatchError]:
        data, count, context, timestamp_type, views_from = rest
        decoded = 0
        while True:
            records, problem, start = run
            if records:
                yield records
            if problem is not None:
                yield self.records_error(RecordsProblem(problem.code, decoded + problem.index, problem.declared,
                                                        problem.taken, problem.message), count)
                return
            decoded += len(records)
            if decoded >= count:
                return
            run = self.backend.v2_records(data, start, count - decoded, context, timestamp_type, views_from=views_from)

    @overload
    def records_input(self, plain: Literal[False] = False) -> tuple[RecordsBytes, int, int, RecordsContext]: ...
    @overload
    def records_input(self, plain: Literal[True]) -> tuple[RecordsBytes, int, int, tuple]: ...

    def records_input(self, plain: bool = False) -> tuple[RecordsBytes, int, int, RecordsContext | tuple]:
        """What a backend decodes the records from: the bytes (decompressed when needed), where
        the records start, how many the header declares, and the header's context (with ``plain``,
        its values as a plain tuple, which costs a native call less to make and to read)."""
        parsed = self.parsed
        count = parsed.num_records
        if count < 0:
            raise self._error(CorruptBatchError, f"invalid record count {count} in magic v2 batch")
        data: bytes | bytearray | memoryview
        if count == 0:
            data, start = b"", 0
        elif code_of(parsed.compression) == _NO_COMPRESSION:
            # The Python build slices keys and values faster from bytes than from a view: a copy
            # of a batch up to 1 MiB; the native one copies them out of the view.
            data = bytes(self.entry) if self.backend.name == "python" and len(self.entry) <= _COPIED else self.entry
            start = parsed.ofs_records
        else:
            ofs = parsed.ofs_records
            data, start = self._decompress(self.entry[ofs:ofs + parsed.len_records]), 0
            if type(data) is bytearray and self.backend.name == "python" and len(data) <= _COPIED:
                data = bytes(data)  # snappy gives a bytearray: copied for the Python build as above
        context = (parsed.base_offset, parsed.base_timestamp, parsed.max_timestamp, parsed.base_sequence,
                   bool(parsed.is_control), code_of(parsed.timestamp_type) == _LOG_APPEND_TIME)
        # tuple.__new__ rather than RecordsContext(...) or _make: the NamedTuple's own are Python
        # functions, slow for a call per batch.
        return data, start, count, context if plain else _new_tuple(RecordsContext, context)

    def records_error(self, problem: RecordsProblem, count: int) -> CorruptBatchError:
        return self._error(CorruptBatchError, _reason(problem, count))


_Rest = tuple[bytes | bytearray | memoryview, int, RecordsContext, str, int]
"""What the runs of a batch after its first are asked with: the records' bytes, the header's
count, the context, the timestamp type's name and ``views_from`` (a plain tuple: cheaper to make
than a NamedTuple, once per batch)."""


def _good(runs: Iterator[list[Record] | CorruptBatchError]) -> Iterator[list[Record]]:
    """The runs, raising the problem after the last good one."""
    for run in runs:
        if isinstance(run, CorruptBatchError):
            raise run
        yield run


def _reason(problem: RecordsProblem, count: int) -> str:
    """Kafka's words (``DefaultRecordBatch``, ``DefaultRecord``) for why the records stopped."""
    if problem.code == RecordsError.PREMATURE_END:
        return f"header declares {count} records but the batch holds {problem.index} (premature end of records)"
    if problem.code == RecordsError.UNPARSABLE:
        return f"record {problem.index} of the batch does not parse: {problem.message}"
    if problem.code == RecordsError.BAD_SIZE:
        return (f"invalid record size: record {problem.index} declares {problem.declared} bytes "
                f"but its fields take {problem.taken}")
    if problem.code == RecordsError.OUT_OF_RANGE:
        return f"record {problem.index} of the batch: {problem.message}"
    return f"records still remaining after the {count} records the header declares"


register_batch_classes(default=DefaultBatch)
