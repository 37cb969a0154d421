"""The row layout every Spark reader of this package produces.

The first eight columns are those of Spark's own Kafka source
(``spark.read.format("kafka")`` with ``includeHeaders=true``), with the same
names, types and meanings, so code written against a live topic runs on
segment files unchanged. The batch's metadata, where the row comes from, and
``_corrupt_record`` follow.

Rows are plain tuples in :data:`COLUMNS` order; ``timestamp`` is held in
milliseconds since the epoch until it is converted for Spark.
"""
from __future__ import annotations

import os
import re
from typing import TYPE_CHECKING, Optional

if TYPE_CHECKING:  # pragma: no cover
    import pyarrow
    from pyspark.sql.types import StructType

COLUMNS: tuple[str, ...] = (
    # Spark's Kafka source.
    "key", "value", "topic", "partition", "offset", "timestamp", "timestampType", "headers",
    # The batch the record came from.
    "magic", "compression", "baseOffset", "producerId", "producerEpoch", "sequence",
    "isTransactional", "isControl", "partitionLeaderEpoch", "crcValid",
    # Where it came from, and what was wrong.
    "file", "position", "_corrupt_record",
)
INDEX = {name: i for i, name in enumerate(COLUMNS)}

DDL = (
    "key binary, value binary, topic string, partition int, offset bigint, timestamp timestamp, "
    "timestampType int, headers array<struct<key: string, value: binary>>, "
    "magic int, compression string, baseOffset bigint, producerId bigint, producerEpoch int, "
    "sequence int, isTransactional boolean, isControl boolean, partitionLeaderEpoch int, "
    "crcValid boolean, file string, position bigint, _corrupt_record string"
)
"""The schema as a DDL string (``spark.read.schema(DDL)``, ``createDataFrame(rdd, DDL)``)."""

_PARTITION_DIR = re.compile(r"^(.+)-(\d+)$")
_INT32_MAX = 2**31 - 1


def spark_schema() -> "StructType":
    """The Spark ``StructType`` of the rows (see :data:`COLUMNS`)."""
    from pyspark.sql.types import (
        ArrayType, BinaryType, BooleanType, IntegerType, LongType, StringType, StructField,
        StructType, TimestampType,
    )

    header = StructType([StructField("key", StringType()), StructField("value", BinaryType())])
    types = {
        "key": BinaryType(), "value": BinaryType(), "topic": StringType(), "partition": IntegerType(),
        "offset": LongType(), "timestamp": TimestampType(), "timestampType": IntegerType(),
        "headers": ArrayType(header), "magic": IntegerType(), "compression": StringType(),
        "baseOffset": LongType(), "producerId": LongType(), "producerEpoch": IntegerType(),
        "sequence": IntegerType(), "isTransactional": BooleanType(), "isControl": BooleanType(),
        "partitionLeaderEpoch": IntegerType(), "crcValid": BooleanType(), "file": StringType(),
        "position": LongType(), "_corrupt_record": StringType(),
    }
    return StructType([StructField(name, types[name], True) for name in COLUMNS])


def arrow_schema() -> "pyarrow.Schema":
    """The same schema in Arrow terms, as a Python data source must return it."""
    import pyarrow as pa

    header = pa.struct([("key", pa.string()), ("value", pa.binary())])
    types = {
        "key": pa.binary(), "value": pa.binary(), "topic": pa.string(), "partition": pa.int32(),
        "offset": pa.int64(), "timestamp": pa.timestamp("us", tz="UTC"), "timestampType": pa.int32(),
        "headers": pa.list_(header), "magic": pa.int32(), "compression": pa.string(),
        "baseOffset": pa.int64(), "producerId": pa.int64(), "producerEpoch": pa.int32(),
        "sequence": pa.int32(), "isTransactional": pa.bool_(), "isControl": pa.bool_(),
        "partitionLeaderEpoch": pa.int32(), "crcValid": pa.bool_(), "file": pa.string(),
        "position": pa.int64(), "_corrupt_record": pa.string(),
    }
    return pa.schema([(name, types[name]) for name in COLUMNS])


def topic_partition(directory: str) -> tuple[Optional[str], Optional[int]]:
    """Topic and partition from a Kafka partition directory's name, ``<topic>-<partition>``.

    Topic names may themselves hold ``-`` and ``.``, so the name is split at
    its last ``-``. A name that does not end in ``-<digits>`` (a directory
    that is not a partition, or Kafka's ``…-delete``/``…-future`` renames)
    gives ``(None, None)``. Only the last path component is looked at.

    >>> topic_partition("/var/kafka-logs/web.clicks-v2-11")
    ('web.clicks-v2', 11)
    >>> topic_partition("golden")
    (None, None)
    """
    name = os.path.basename(os.path.normpath(directory)) if directory else ""
    match = _PARTITION_DIR.match(name)
    if not match or int(match.group(2)) > _INT32_MAX:
        return None, None
    return match.group(1), int(match.group(2))
