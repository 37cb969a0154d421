"""kafka-ksy's Python package: Kafka's on-disk log files read through the Kaitai specs in ``ksy/``.

The distribution and the command are called ``kafka-ksy``; the import name
is ``pyspark_udfs``. Everything a user needs is importable from here::

    from pyspark_udfs import LogSegment, scan, KafkaLogError

What it holds, in layers, each using only those under it (docs/architecture.md):

- the library: :mod:`~pyspark_udfs.generated` (the parsers ``make generate``
  compiles from ``ksy/``); around them Kafka's format facts
  (:mod:`~pyspark_udfs.format`: layout, CRCs, codecs, the :class:`Record`), the
  two builds behind one batch interface (:mod:`~pyspark_udfs.builds`), object
  storage (:mod:`~pyspark_udfs.storage`), and the reader of ``.log`` segments
  (:mod:`~pyspark_udfs.reading`: :class:`LogSegment`, :func:`scan`, the indexes,
  offset order, salvage); plain Python, no Spark;
- Kafka's own topics and files (:mod:`~pyspark_udfs.topics`) and tiered
  segments (:mod:`~pyspark_udfs.tiered`);
- tables (:mod:`~pyspark_udfs.tables`): :func:`read_arrow` and :func:`read_table`, records as Arrow
  record batches with the ``kafka-log`` columns, for pandas, Polars, DuckDB or Parquet; planned by
  the indexes, streamed in bounded memory; pyarrow, no Spark; values decoded with a schema
  registry's schemas (:mod:`~pyspark_udfs.registry`); :mod:`~pyspark_udfs.sql` and
  :mod:`~pyspark_udfs.export` over them;
- Spark (:mod:`~pyspark_udfs.spark`): the ``kafka-log`` data source and the
  ``binaryFile`` functions; :func:`register` adds the data source to a
  session. pyspark is imported only when Spark is used;
- the ``kafka-ksy`` command (:mod:`~pyspark_udfs.cli`, also
  ``python -m pyspark_udfs``): ``dump`` as Kafka's DumpLogSegments prints it
  or as JSON, ``verify``, ``recover``, ``describe``, ``export`` and ``sql``.

Why the name: in a Spark job this package is the Python code Spark ships to
its workers and runs there as user code (the data source's ``read`` and the
``mapPartitions`` function), with the reader they call beside it in one
importable unit.

The names below are imported on first use, so ``import pyspark_udfs`` loads
neither pyspark, pyarrow nor the reader.
"""
from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover
    from .builds.batch import Batch
    from .errors import (
        ChecksumError,
        CompressionError,
        CorruptBatchError,
        IndexFileError,
        InputError,
        KafkaLogError,
        OffsetError,
        TruncatedError,
    )
    from .format.model import ControlInfo, Damage, Record
    from .reading.index import OffsetIndex, TimeIndex
    from .reading.scan import scan
    from .reading.segment import LogSegment
    from .reading.transaction_index import read_transaction_index
    from .spark import register
    from .tables.duckdb_scan import kafka_log_relation
    from .tables.polars_scan import scan_kafka_log
    from .tables.reader import read_arrow, read_table

_EXPORTS = {
    "LogSegment": ".reading.segment",
    "scan": ".reading.scan",
    "Batch": ".builds.batch",
    "Record": ".format.model",
    "ControlInfo": ".format.model",
    "Damage": ".format.model",
    "OffsetIndex": ".reading.index",
    "TimeIndex": ".reading.index",
    "read_transaction_index": ".reading.transaction_index",
    "KafkaLogError": ".errors",
    "CorruptBatchError": ".errors",
    "ChecksumError": ".errors",
    "CompressionError": ".errors",
    "TruncatedError": ".errors",
    "OffsetError": ".errors",
    "IndexFileError": ".errors",
    "InputError": ".errors",
    "read_arrow": ".tables.reader",
    "read_table": ".tables.reader",
    "scan_kafka_log": ".tables.polars_scan",
    "kafka_log_relation": ".tables.duckdb_scan",
    "register": ".spark",
}
"""Each public name and the module that defines it."""

__all__ = list(_EXPORTS)


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:  # a submodule not imported yet (pyspark_udfs.spark, pyspark_udfs.reading.index, ...)
        try:
            return import_module(f".{name}", __name__)
        except ModuleNotFoundError:
            raise AttributeError(f"module {__name__!r} has no attribute {name!r}") from None
    value = getattr(import_module(module, __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
