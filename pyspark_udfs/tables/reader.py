"""Kafka segments as Arrow record batches, in this process or in Spark tasks: one implementation.

:class:`TableScan` is the whole read: options parsed once, segments found,
splits planned by their indexes (:mod:`.planning`), each split read into
Arrow record batches (:mod:`.arrow`). :func:`read_arrow` runs it here and
streams the batches; the ``kafka-log`` Spark source
(:mod:`pyspark_udfs.spark.datasource`) plans with the same object on the
driver and reads its splits in tasks. So a table and a DataFrame of the same
paths and options hold the same rows, and cannot drift apart.

Options are the Spark source's (declared in :mod:`.options`), as keyword
arguments: names are case-insensitive and may be written in snake case
(``starting_offset=100`` is ``startingOffset``); values may be Python values
(``True``, ``1000``, a ``datetime``, a ``{"topic": {"0": 5}}`` dict), read as
they are, or text as Spark gives it.
"""
from __future__ import annotations

import copy
import json
import os
from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Union

from .option_docs import with_manual
from .options import DECODE_NONE, OptionError, ReadOptions, keyword_options, parse_options
from .splits import Bounds, SegmentSplit
from .stats import ReadStats

if TYPE_CHECKING:  # pragma: no cover
    import pyarrow
    from typing_extensions import Unpack

    from .keywords import ReadKeywords

Paths = Union[str, "os.PathLike[str]", "Sequence[str | os.PathLike[str]]"]


class TableScan:
    """A read of Kafka segments planned once and read split by split.

    ``paths``: what to read (:func:`~.discovery.input_paths`); ``options``: parsed at the door the read came
    in by (:func:`.options.keyword_options`, :func:`.options.parse_options`). Picklable: Spark sends it to
    its tasks with the splits. ``decoding``: the caller adds the ``decode=registry`` columns
    (:func:`pyspark_udfs.registry.decode_step`), as :func:`read_arrow`, ``sql``, ``export`` and the Spark
    source do; the tables of Kafka's own topics do not, and refuse the option rather than ignore it.
    """

    def __init__(self, paths: list[str], options: ReadOptions, decoding: bool = False):
        from ..storage import StorageOptions, configure
        from ..tiered.keys import KeyConfiguration

        self.options = options
        self.paths = paths
        if self.options.decode != DECODE_NONE and not decoding:
            raise OptionError(f"decode={self.options.decode} adds columns to the kafka-log rows only; the tables "
                              "of Kafka's own topics do not take it (docs/registry.md)")
        if not self.paths:
            raise ValueError("no path to read: give a segment, a partition directory, a data directory or a URI")
        storage = StorageOptions(options.endpoint, options.region, options.anonymous)
        self.storage = configure(self.paths, storage)  # travels to Spark's tasks
        self.keys = KeyConfiguration(options.rsm_keys)  # travels to Spark's tasks too
        self.planning_stats = ReadStats()
        """What planning read (indexes, batch headers), over every :meth:`splits` call."""

    @classmethod
    def of_spark(cls, options: Mapping[str, Any], decoding: bool = False) -> TableScan:
        """The read a Spark options map asks for (``path``/``paths`` and the options, as text)."""
        from .discovery import input_paths

        return cls(input_paths(dict(options)), parse_options(options), decoding)

    @classmethod
    def of_keywords(cls, paths: Paths, keywords: Mapping[str, Any], decoding: bool = False) -> TableScan:
        """The read of a Python call: ``paths`` and the keyword options (:func:`.options.keyword_options`)."""
        from .discovery import input_paths

        return cls(input_paths({"paths": json.dumps(path_texts(paths))}), keyword_options(keywords), decoding)

    def splits(self, bounds: Bounds = Bounds()) -> list[SegmentSplit]:
        """The byte ranges to read, in topic-partition and offset order, narrowed by ``bounds``."""
        from ..storage import bytes_fetched
        from .discovery import discover
        from .planning import plan

        before = bytes_fetched()
        found = discover(self.paths, self.options.topic, self.options.partition,
                         self.options.include_renamed_partitions)
        planned = plan(found, self.options, bounds, self.planning_stats)
        self.planning_stats.bytes_fetched += bytes_fetched() - before
        return planned

    def projected(self, columns: tuple[str, ...] | None) -> TableScan:
        """This read giving ``columns`` only (:mod:`.projection`; ``None``: all), planned the same; a read
        with ``decode=registry`` gives all (its decode columns come from the keys and values)."""
        from dataclasses import replace

        if columns == self.options.columns or self.options.decode != DECODE_NONE:
            return self
        projected = copy.copy(self)
        projected.options = replace(self.options, columns=columns)
        return projected

    def read(self, split: SegmentSplit, stats: ReadStats | None = None) -> Iterator[pyarrow.RecordBatch]:
        """One split's rows as Arrow record batches (:func:`.batches.record_batches`)."""
        from .allocator import release_large_blocks
        from .batches import record_batches

        release_large_blocks()
        return record_batches(split, self.options, stats)


def read_arrow(paths: Paths, stats: ReadStats | None = None, **options: Unpack[ReadKeywords]
               ) -> pyarrow.RecordBatchReader:
    """Records of Kafka segments as a stream of Arrow record batches, with the ``kafka-log`` columns.

    ``paths``: a ``.log`` segment, a partition directory, a broker's data
    directory, a glob or an object-storage URI, or a list of them.
    ``options``: the ``kafka-log`` source's, listed below, as keywords in
    snake case or under their Spark names (any case), with typed values or
    text as Spark takes it. Planning (listing, indexes) happens here; segments are read as
    the reader is consumed, one batch at a time, so memory stays bounded by
    ``maxBytesPerBatch`` and ``maxRecordsPerBatch`` whatever the input's size.
    ``stats``, when given, counts the work (:class:`ReadStats`).

    Damage follows ``mode`` as in Spark: ``PERMISSIVE`` gives a row with
    ``_corrupt_record`` naming file, byte position and reason and reading
    goes on; ``FAILFAST`` raises :class:`~pyspark_udfs.errors.KafkaLogError`
    while the reader is consumed.

    ``decode="registry"`` adds the columns of values decoded with their
    registry schemas, read from ``schemas`` or the ``_schemas`` topic beside
    the data (:mod:`pyspark_udfs.registry`, docs/registry.md).

    The options (docs/options.md):

    {options}
    """
    import pyarrow as pa

    return pa.RecordBatchReader.from_batches(*scan_batches(TableScan.of_keywords(paths, options, decoding=True),
                                                           stats=stats))


def scan_batches(scan: TableScan, bounds: Bounds = Bounds(), stats: ReadStats | None = None
                 ) -> tuple[pyarrow.Schema, Iterator[pyarrow.RecordBatch]]:
    """The schema of ``scan``'s rows and its record batches, planned now with ``bounds`` (the pushed-down
    filters of :mod:`.pushed`), read as they are consumed; the ``decode=registry`` columns added."""
    # layers: scan_batches adds the registry's decoded columns; the registry reads its _schemas topic with
    # this module's read_table, so it is imported only when a scan is read.
    from ..registry import decode_step
    from ..tiered.ahead import ManifestsAhead
    from ..tiered.reader import manifest_bytes

    splits = scan.splits(bounds)
    if stats is not None:
        stats.add(scan.planning_stats)

    def batches() -> Iterator[pyarrow.RecordBatch]:
        with ManifestsAhead((s.path for s in splits), manifest_bytes):  # tiered segments': while one is read
            for split in splits:
                yield from scan.read(split, stats)

    schema, step = decode_step(scan)
    return schema, step(batches())


def read_table(paths: Paths, stats: ReadStats | None = None, **options: Unpack[ReadKeywords]) -> pyarrow.Table:
    """:func:`read_arrow`, read whole into one ``pyarrow.Table`` (for inputs that fit in memory). The options:

    {options}
    """
    return read_arrow(paths, stats, **options).read_all()


def path_texts(paths: Any) -> list[str]:
    """``paths`` as a list of path texts; :class:`TypeError` saying what a path is when they are not one."""
    alone = isinstance(paths, (str, os.PathLike, bytes, bytearray, memoryview)) or not isinstance(paths, Iterable)
    listed = [paths] if alone else list(paths)
    texts = [os.fspath(p) if isinstance(p, os.PathLike) else p for p in listed]
    for given, text in zip(listed, texts, strict=True):
        if not isinstance(text, str):
            raise TypeError(f"a path is a str or an os.PathLike giving one (or a list of them), "
                            f"not {type(given).__name__}: {given!r}")
    return texts


read_arrow.__doc__ = with_manual(read_arrow.__doc__, keywords=True)
read_table.__doc__ = with_manual(read_table.__doc__, keywords=True)
