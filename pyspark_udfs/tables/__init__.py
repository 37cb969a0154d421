"""Kafka segments as tables, without Spark: the ``kafka-log`` columns (:mod:`.schema`), options
(:mod:`.options`), finding segments (:mod:`.discovery`), planning by the indexes (:mod:`.planning`),
rows and Arrow record batches (:mod:`.rows`, :mod:`.arrow`, :mod:`.columns`), and the read that ties
them together (:mod:`.reader`: :func:`~.reader.read_arrow`, used by the Spark source as well).

Importing this package imports neither pyarrow nor pyspark.
"""
