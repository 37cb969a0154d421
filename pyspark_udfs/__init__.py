"""kafka-ksy's Python package: Kafka's on-disk log files read through the Kaitai specs in ``ksy/``.

What it holds, in three layers that each need only the one below:

- the library: :mod:`~pyspark_udfs.generated` (the parsers ``make generate``
  compiles from ``ksy/``), and around them the reader of ``.log`` segments
  (:mod:`~pyspark_udfs.segment`, :mod:`~pyspark_udfs.batch`,
  :mod:`~pyspark_udfs.scan`), the indexes (:mod:`~pyspark_udfs.index`),
  CRCs, codecs, Kafka's offset and timestamp rules, and salvage
  (:mod:`~pyspark_udfs.salvage`); plain Python, no Spark;
- the ``kafka-ksy`` command (:mod:`~pyspark_udfs.cli`, also
  ``python -m pyspark_udfs``): ``dump`` as Kafka's DumpLogSegments prints it
  or as JSON, ``verify`` and ``recover``;
- Spark (:mod:`~pyspark_udfs.spark`): the ``kafka-log`` data source and the
  ``binaryFile`` functions; :func:`register` adds the data source to a
  session. pyspark is imported only when Spark is used.

Why the name: in a Spark job this package is the Python code Spark ships to
its workers and runs there as user code (the data source's ``read`` and the
``mapPartitions`` function), with the reader they call beside it in one
importable unit. The distribution and the command are called ``kafka-ksy``;
the library and the command work without Spark.
"""
from .spark import register  # noqa: F401  (Spark: the "kafka-log" data source)
