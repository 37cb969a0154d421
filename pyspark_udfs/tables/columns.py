"""One split straight to Arrow record batches, with no Python object per record.

The split is walked as :func:`~pyspark_udfs.tables.rows.read_split` walks it
(the same batch decisions, modes and problem rows); the records of each v2
batch, and the inner messages of each clean legacy wrapper, go from the C++
build into ``_native.ArrowBuilder``'s buffers, and only the rare rows made in
Python (uncompressed legacy messages, damaged wrappers, problem rows) are
added one by one. Each read buffer is offered to ``ArrowBuilder.add_walk``
first, which walks its v2 batches, makes read_split's decisions and appends
their records with no Python per batch but a compressed payload's
:func:`~pyspark_udfs.format.compression.decompress`, up to the first batch it leaves to read_split (legacy,
damaged, a payload that does not decompress, transactional under
read_committed, the split's end). Columns that hold the same value for every record of a
batch (topic, partition, the batch header's fields, file, position) are kept
once per batch and given out row by row by ``ArrowBuilder.expand``. Every
column is built from its buffers (``pa.array`` of Python values would import
pandas, a second of a short command such as ``sql``), and the record batch goes
to pyarrow in one import through the Arrow C data interface
(``_native.arrow_c_array``, :func:`record_batch`). Record batches are cut
by the rule of :mod:`pyspark_udfs.tables.arrow`, inside a Kafka batch when it
says so.
"""
from __future__ import annotations

from collections.abc import Iterable, Iterator
from functools import cache, partial
from operator import itemgetter
from typing import TYPE_CHECKING, NamedTuple, cast

from ..builds.backend import code_of
from ..builds.batch import codec_name
from ..builds.contract import (
    BatchProblem,
    ChunkLimits,
    LegacyResume,
    LegacyWrapper,
    RecordsProblem,
    V2Added,
    V2Records,
    WalkConfig,
)
from ..builds.default_batch import DefaultBatch
from ..builds.legacy_batch import INNER_MESSAGES_HELD, LegacyBatch
from ..builds.record_rules import INT64_MAX, INT64_MIN, legacy_inner_types
from ..errors import KafkaLogError
from ..format.compression import decompress
from ..format.layout import LOG_OVERHEAD
from ..format.model import LOG_APPEND_TIME, TIMESTAMP_TYPE_IDS, TIMESTAMP_TYPE_NAMES
from ..reading.segment import LogSegment
from .arrow import ALONE_BYTES, row_bytes, starts_new_chunk
from .options import ReadOptions
from .projection import blank, fill_mask
from .rows import Row, problem_rows, read_split, records_rows
from .schema import COLUMNS, INDEX, arrow_schema
from .splits import SegmentSplit
from .stats import ReadStats

if TYPE_CHECKING:  # pragma: no cover
    import pyarrow

PER_RECORD = ("key", "value", "offset", "timestamp", "timestampType", "headers", "sequence", "crcValid")
"""Columns the builder fills row by row; every other column is one value per batch."""
PER_BATCH = tuple(name for name in COLUMNS if name not in PER_RECORD)
_FULL = object()  # yielded when the builder stopped in the middle of a batch: finish the record batch
_per_batch, _per_record = (itemgetter(*(INDEX[name] for name in names)) for names in (PER_BATCH, PER_RECORD))
_new_tuple = tuple.__new__  # a NamedTuple made without its Python __new__, slow for a call per batch
_V2_TYPE_IDS = {code: TIMESTAMP_TYPE_IDS[name] for code, name in TIMESTAMP_TYPE_NAMES.items()}
"""The ``timestampType`` column's value for a v2 batch's timestamp type field."""


def read_split_arrow(split: SegmentSplit, options: ReadOptions, stats: ReadStats | None, native,
                     source=None) -> Iterator[pyarrow.RecordBatch]:
    """The rows of ``split`` as record batches cut by the rule of :mod:`pyspark_udfs.tables.arrow`
    (``maxRecordsPerBatch`` rows, ``maxBytesPerBatch`` bytes), the same batches the Python build gives."""
    return _SplitColumns(split, options, stats, native).record_batches(source)


class _SplitColumns:
    """One split read into an ``ArrowBuilder``: :func:`read_split`'s two hooks (``fast``, ``decode``),
    what they hand on (:data:`_FULL` when a record batch is to be cut, problem rows), and the cut.
    ``runs`` holds the per-batch values of the record batch being built; the builder's rows point at them."""

    def __init__(self, split: SegmentSplit, options: ReadOptions, stats: ReadStats | None, native):
        self.split, self.options = split, options
        self.stats = stats if stats is not None else ReadStats()
        self.builder = native.ArrowBuilder()
        self.builder.fill = fill_mask(options.columns)
        self.runs: list[tuple] = []
        self.limits = ChunkLimits(split.offset_low, split.offset_high, options.max_records_per_batch,
                                  options.max_bytes_per_batch, ALONE_BYTES)
        self.config: WalkConfig | None = None  # add_walk's, made with the open segment's limits

    def record_batches(self, source) -> Iterator[pyarrow.RecordBatch]:
        """read_split's items turned into record batches: a cut at each :data:`_FULL`, rows added one by one."""
        split = self.split
        in_int64 = all(bound is None or INT64_MIN <= bound <= INT64_MAX
                       for bound in (split.offset_low, split.offset_high, split.timestamp_low))
        for item in read_split(split, self.options, self.stats, source, decode=self.decode,
                               fast=self.fast if in_int64 else None):
            if item is _FULL:
                yield self.cut()
            else:
                yield from self.add_row(item)
        if self.builder.rows:
            yield self.cut()

    def cut(self) -> pyarrow.RecordBatch:
        """The record batch built so far; the builder and ``runs`` start again empty."""
        batch = assemble(self.builder.finish(), self.runs)
        self.runs = []
        return batch

    def add_row(self, row: Row) -> Iterator[pyarrow.RecordBatch]:
        """A row made in Python, cut before and after as :func:`starts_new_chunk` and ALONE_BYTES say."""
        if self.options.columns is not None:  # the key, value and headers not asked null, as the builder leaves them
            row = blank(row, self.options.columns)
        size = row_bytes(row)
        limits = self.limits
        if starts_new_chunk(self.builder.rows, self.builder.bytes, size, limits.max_rows, limits.max_bytes):
            yield self.cut()
        self.runs.append(_per_batch(row))
        self.builder.add_row(*_per_record(row), len(self.runs) - 1)
        if size >= ALONE_BYTES:
            yield self.cut()

    def fast(self, log: LogSegment, window: memoryview, position: int, stop: int,
             previous: tuple[int, int] | None):
        """:func:`read_split`'s ``fast``: the batches at the start of ``window`` that
        ``ArrowBuilder.add_walk`` decides and appends itself."""
        if self.config is None:
            self.config = _walk_config(log, self.split, self.options)
        step = self.builder.add_walk(window, log.size - position, stop - position, position, previous, self.runs,
                                     self.config)
        stats = self.stats
        stats.batches_read += step.batches_read
        stats.batches_decoded += step.batches_decoded
        stats.rows += step.rows
        if not step.taken:
            return 0, step.python_next, None
        handed = self.handed(log, step.full, step.problem) if step.full or step.problem is not None else ()
        return step.taken, step.python_next, (handed, step.previous)

    def handed(self, log: LogSegment, full: bool, problem: BatchProblem | None) -> Iterator[object]:
        """After :meth:`fast`: the record batches it filled (the rest of a batch it stopped in goes to
        the next one), then the rows of the problem that stopped a batch's records."""
        while full:
            yield _FULL
            if not self.builder.pending:  # a record alone ended its batch
                break
            assert self.config is not None  # add_walk, which made it, left the batch pending
            step = self.builder.add_pending(self.runs, self.config)
            self.stats.rows += step.rows
            full, problem = step.full, step.problem
        if problem is not None:
            batch = cast(DefaultBatch, log.read_entry(problem.position))
            if self.builder.alone:  # a record sharing this batch's bytes: out before the problem's rows
                yield _FULL
            error = batch.records_error(RecordsProblem(*problem.problem), problem.record_count)
            yield from problem_rows(error, self.split, self.options, self.stats, batch)

    def decode(self, batch, split, options, stats) -> Iterable[object]:
        """:func:`read_split`'s ``decode`` of each batch that passes: the records of a v2 batch go to the
        builder here, and only a batch that fills the record batch or has a problem gives items."""
        if type(batch) is not DefaultBatch or batch.backend.name != "native":  # (isinstance of a Protocol is slow)
            return self.other(batch)
        stats.batches_decoded += 1
        try:
            data, start, count, context = batch.records_input()
        except KafkaLogError as error:
            return problem_rows(error, split, options, stats, batch)
        parsed = batch.parsed  # the batch's properties, read from the header's fields (faster)
        self.runs.append(_batch_values(split, batch.position, 2, codec_name(parsed.compression), parsed.base_offset,
                                       parsed.producer_id, parsed.producer_epoch, bool(parsed.is_transactional),
                                       bool(parsed.is_control), parsed.partition_leader_epoch))
        records = _new_tuple(V2Records, (data, start, count, context, _V2_TYPE_IDS[code_of(parsed.timestamp_type)],
                                         batch.crc_valid))
        added = self.builder.add_v2(records, self.limits, len(self.runs) - 1, None)
        stats.rows += added.rows
        if added.resume is None and added.problem is None and not self.builder.alone:
            return ()  # the whole batch is in the builder: the common case
        return self.v2_rest(batch, records, added)

    def v2_rest(self, batch: DefaultBatch, records: V2Records, added: V2Added) -> Iterator[object]:
        """After a v2 batch's first ``ArrowBuilder.add_v2``: the record batches it fills, its other
        records, then its problem's rows."""
        per_batch = self.runs[-1]
        while added.resume is not None:
            yield _FULL  # the rest of this batch's records go to the next record batch
            self.runs.append(per_batch)
            added = self.builder.add_v2(records, self.limits, len(self.runs) - 1, added.resume)
            self.stats.rows += added.rows
        if self.builder.alone:  # a record sharing this batch's bytes: out before another batch is read
            yield _FULL
        if added.problem is not None:
            error = batch.records_error(RecordsProblem(*added.problem), records.record_count)
            yield from problem_rows(error, self.split, self.options, self.stats, batch)

    def other(self, batch) -> Iterable[object]:
        """A legacy batch, through :meth:`legacy` when the native build decompresses it, else from
        :func:`records_rows`."""
        if batch.backend.name == "native" and type(batch) is LegacyBatch and batch.compression != "none":
            return self.legacy(batch)
        return records_rows(batch, self.split, self.options, self.stats)

    def legacy(self, batch: LegacyBatch) -> Iterator[object]:
        """A compressed wrapper's inner messages straight into the builder when it is clean (see
        ``ArrowBuilder.add_legacy``), else as rows from :func:`records_rows`."""
        split, stats = self.split, self.stats
        try:
            wrapper = _legacy_wrapper(batch, self.options)
        except KafkaLogError:
            yield from records_rows(batch, split, self.options, stats)  # which gives the problem its rows
            return
        per_batch = None
        resume: LegacyResume | None = None
        while True:
            added = self.builder.add_legacy(wrapper, self.limits, len(self.runs), resume)
            if added is None:  # not clean: nothing was added
                yield from records_rows(batch, split, self.options, stats)
                return
            if per_batch is None:
                stats.batches_decoded += 1
                per_batch = _batch_values(split, batch.position, batch.magic, batch.compression, added.first_offset,
                                          batch.producer_id, batch.producer_epoch, batch.is_transactional,
                                          batch.is_control, batch.partition_leader_epoch)
            self.runs.append(per_batch)
            stats.rows += added.rows
            resume = added.resume
            if resume is None:
                if self.builder.alone:  # a message sharing the inner set's bytes: out before another batch is read
                    yield _FULL
                return
            yield _FULL  # the rest of the wrapper's messages go to the next record batch


def _legacy_wrapper(batch: LegacyBatch, options: ReadOptions) -> LegacyWrapper:
    """``ArrowBuilder.add_legacy``'s view of a compressed legacy wrapper (its inner set decompressed:
    KafkaLogError when that fails)."""
    wrapper_type = batch.timestamp_type
    type_ids = tuple(TIMESTAMP_TYPE_IDS[kind] for kind in legacy_inner_types(wrapper_type))
    return LegacyWrapper(batch.inner_set(), INNER_MESSAGES_HELD, batch.last_offset, batch.magic,
                         wrapper_type == LOG_APPEND_TIME, batch.max_timestamp, (type_ids[0], type_ids[1]),
                         batch.crc_valid, options.validate_crc)


def _batch_values(split: SegmentSplit, position: int, magic: int, compression: str, base_offset: int,
                  producer_id: int, producer_epoch: int, transactional: bool, control: bool,
                  leader_epoch: int) -> tuple:
    """The :data:`PER_BATCH` columns' values for the rows of one batch, as
    :func:`~pyspark_udfs.tables.rows.record_row` gives them (``ArrowBuilder.add_walk`` gives a v2
    batch's by the columns' names, :func:`_walk_config`)."""
    return (split.topic, split.partition, magic, compression, base_offset, producer_id, producer_epoch,
            transactional, control, leader_epoch, split.path, position, None)


assert PER_BATCH == ("topic", "partition", "magic", "compression", "baseOffset", "producerId", "producerEpoch",
                     "isTransactional", "isControl", "partitionLeaderEpoch", "file", "position",
                     "_corrupt_record"), "_batch_values gives its values in PER_BATCH's order"


_CODEC_NAMES = tuple(codec_name(code) for code in range(8))
"""The ``compression`` column's value for each value of a v2 batch's 3-bit codec field."""


def _walk_config(log: LogSegment, split: SegmentSplit, options: ReadOptions) -> WalkConfig:
    """``ArrowBuilder.add_walk``'s config for ``split`` read from ``log``. A file name's base offset past
    int64 (20 digits) is given as int64's largest: every batch is below either, and no batch is 2^31 above."""
    file_base = None if log.base_offset is None else min(log.base_offset, INT64_MAX)
    limits = ChunkLimits(split.offset_low, split.offset_high, options.max_records_per_batch,
                         options.max_bytes_per_batch, ALONE_BYTES)
    return WalkConfig(max_size=log.max_batch_bytes + LOG_OVERHEAD, limits=limits, timestamp_low=split.timestamp_low,
                      file_base=file_base, include_control=options.include_control,
                      read_committed=split.aborted is not None,
                      decompress=partial(decompress, magic=2, limit=log.decompression_limit),
                      decompression_limit=log.decompression_limit, topic=split.topic, partition=split.partition,
                      file=split.path, codec_names=_CODEC_NAMES, type_ids=(_V2_TYPE_IDS[0], _V2_TYPE_IDS[1]),
                      per_batch=PER_BATCH)


def assemble(finished: tuple[int, dict], runs: list[tuple]) -> pyarrow.RecordBatch:
    """A record batch in :data:`COLUMNS` order from the builder's buffers and the batches' values."""
    rows, buffers = finished
    plan = _assembly()
    parts: list = [None] * len(COLUMNS)
    for name in PER_RECORD:
        parts[INDEX[name]] = buffers[name]
    columns = list(zip(*runs, strict=True)) if runs else [()] * len(PER_BATCH)  # runs as columns
    for at, built in zip(plan.per_batch_at, native_module().ArrowBuilder.expand(plan.per_batch_kinds, columns,
                                                                                buffers["run"]), strict=True):
        parts[at] = built
    return record_batch(plan.schema, plan.layouts, rows, parts)


def record_batch(schema: pyarrow.Schema, layouts: str, rows: int, parts: list) -> pyarrow.RecordBatch:
    """The record batch of ``schema`` whose columns are ``parts`` (buffers as ``ArrowBuilder`` gives them,
    laid out as ``layouts`` says, :func:`layout_of`), through the Arrow C data interface: one import
    instead of a ``pyarrow.Array.from_buffers`` per column, which costs more than the rest of a small
    record batch. The buffers are not copied."""
    import pyarrow as pa

    owner, address = native_module().arrow_c_array(rows, layouts, parts)
    batch = pa.RecordBatch._import_from_c(address, schema)
    del owner  # the import moved the array out; this frees what is left of it
    return batch


def layout_of(kind: pyarrow.DataType) -> str:
    """``_native.arrow_c_array``'s letter for a column of ``kind``: bits, bytes per value, binary, or the
    headers' list of key/value structs."""
    import pyarrow as pa

    if pa.types.is_list(kind):
        return "h"
    if pa.types.is_binary(kind) or pa.types.is_string(kind):
        return "s"
    return "1" if pa.types.is_boolean(kind) else str(kind.bit_width // 8)


class _Assembly(NamedTuple):
    """What :func:`assemble` needs of the schema, looked up once rather than for each record batch
    (the look-ups by name and the types' names were ≈ a third of its time)."""
    schema: pyarrow.Schema
    layouts: str  # arrow_c_array's letter for each column
    per_batch_at: tuple  # the position in COLUMNS of each PER_BATCH column
    per_batch_kinds: str  # ArrowBuilder.expand's letters for PER_BATCH


_KINDS = {"int32": "i", "int64": "q", "bool": "?", "string": "s"}
"""``ArrowBuilder.expand``'s letter for the type of each per-batch column."""


@cache
def _assembly() -> _Assembly:
    schema = arrow_schema()
    return _Assembly(schema=schema, layouts="".join(layout_of(schema.field(name).type) for name in COLUMNS),
                     per_batch_at=tuple(INDEX[name] for name in PER_BATCH),
                     per_batch_kinds="".join(_KINDS[str(schema.field(name).type)] for name in PER_BATCH))


def native_module():
    from ..builds.backend import native_backend

    native = native_backend()
    assert native is not None  # the builder's columns come from it
    return native.module
