"""kafka-ksy's Python package: Kafka's on-disk log files read through the Kaitai specs in ``ksy/``.

The distribution and the command are called ``kafka-ksy``; the import name
is ``pyspark_udfs``. Everything a user needs is importable from here::

    from pyspark_udfs import LogSegment, scan, KafkaLogError

What it holds, in layers that each need only those above them:

- the library: :mod:`~pyspark_udfs.generated` (the parsers ``make generate``
  compiles from ``ksy/``), and around them the reader of ``.log`` segments
  (:class:`LogSegment`, :class:`Batch`, :class:`Record`, :func:`scan`), the
  indexes (:mod:`~pyspark_udfs.index`), CRCs, codecs, Kafka's offset and
  timestamp rules, and salvage (:mod:`~pyspark_udfs.salvage`); plain
  Python, no Spark;
- the ``kafka-ksy`` command (:mod:`~pyspark_udfs.cli`, also
  ``python -m pyspark_udfs``): ``dump`` as Kafka's DumpLogSegments prints it
  or as JSON, ``verify``, ``recover`` and ``describe``;
- tables (:mod:`~pyspark_udfs.tables`): :func:`read_arrow` and :func:`read_table`, records as Arrow
  record batches with the ``kafka-log`` columns, for pandas, Polars, DuckDB or Parquet; planned by
  the indexes, streamed in bounded memory; pyarrow, no Spark;
- Spark (:mod:`~pyspark_udfs.spark`): the ``kafka-log`` data source and the
  ``binaryFile`` functions; :func:`register` adds the data source to a
  session. pyspark is imported only when Spark is used.

Why the name: in a Spark job this package is the Python code Spark ships to
its workers and runs there as user code (the data source's ``read`` and the
``mapPartitions`` function), with the reader they call beside it in one
importable unit.

The names below are imported on first use, so ``import pyspark_udfs`` loads
neither pyspark, pyarrow nor the reader.
"""
from __future__ import annotations

import sys
import types
from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover
    from .batch import Batch
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
    from .index import OffsetIndex, TimeIndex, read_transaction_index
    from .model import ControlInfo, Damage, Record
    from .scan import scan
    from .segment import LogSegment
    from .spark import register
    from .tables.duckdb_scan import kafka_log_relation
    from .tables.polars_scan import scan_kafka_log
    from .tables.reader import read_arrow, read_table

_EXPORTS = {
    "LogSegment": ".segment",
    "scan": ".scan",
    "Batch": ".batch",
    "Record": ".model",
    "ControlInfo": ".model",
    "Damage": ".model",
    "OffsetIndex": ".index",
    "TimeIndex": ".index",
    "read_transaction_index": ".index",
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
    if module is None:  # a submodule not imported yet (pyspark_udfs.spark, pyspark_udfs.index, ...)
        try:
            return import_module(f".{name}", __name__)
        except ModuleNotFoundError:
            raise AttributeError(f"module {__name__!r} has no attribute {name!r}") from None
    value = getattr(import_module(module, __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))


class _Package(types.ModuleType):
    """This package, whose attribute ``scan`` stays the function: the import system sets a
    submodule as an attribute of its package once loaded, and the module ``scan`` holds the
    function ``scan``."""

    def __setattr__(self, name: str, value: Any) -> None:
        if name == "scan" and isinstance(value, types.ModuleType):
            value = value.scan
        super().__setattr__(name, value)


sys.modules[__name__].__class__ = _Package
