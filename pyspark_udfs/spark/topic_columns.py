"""Kafka's internal topics as Spark columns, decoded by the specs on the executors.

``consumer_offsets(df)`` and ``cluster_metadata(df)`` take a ``kafka-log``
DataFrame (``spark.read.format("kafka-log").load(DATA_DIR)``), keep the records
of that topic and decode each one in a Python UDF. A record that does not
decode keeps its row, with ``decode_error`` saying why (file and position are
the ``kafka-log`` row's ``file`` and ``position``, kept here too).
"""
from __future__ import annotations

from datetime import datetime, timezone
from typing import TYPE_CHECKING, Any, Optional

from ..model import Record
from ..topics.decoders import GROUP_TYPES, OFFSET_COMMIT_TYPES, decode_cluster_metadata, decode_offsets, decode_share_group_state
from ..topics.messages import dumps

if TYPE_CHECKING:  # pragma: no cover
    from pyspark.sql import DataFrame

OFFSETS_FIELDS = (
    ("record_type", "int"), ("groupType", "string"), ("group", "string"), ("topic", "string"), ("partition", "int"),
    ("member_id", "string"), ("committed_offset", "bigint"), ("leader_epoch", "int"), ("metadata", "string"),
    ("commit_timestamp", "timestamp"), ("expire_timestamp", "timestamp"), ("is_tombstone", "boolean"),
    ("key_json", "string"), ("value_json", "string"), ("decode_error", "string"),
)
"""The decoded columns of :func:`consumer_offsets` (after ``log_partition``, ``log_offset``, ``log_timestamp``,
``file``, ``position`` of the record in the log). ``groupType`` is the kind of group a group record describes
(``classic``, ``consumer``, ``share``, ``streams``; null for offset commits and unknown types). ``committed_offset``
… ``expire_timestamp`` are those of an
offset commit (record types 0 and 1); ``leader_epoch`` is null when the commit has none (-1 or before v3),
``expire_timestamp`` unless the value is version 1. ``key_json``/``value_json`` are the decoded key and value
as ``dump --json`` shows them, for every record type."""
METADATA_FIELDS = (
    ("record_type", "string"), ("version", "int"), ("data_json", "string"), ("decode_error", "string"),
)
"""The columns of :func:`cluster_metadata`: the record type (``TOPIC_RECORD`` …), its version and its data as
Kafka's JSON converters write it."""

SHARE_STATE_FIELDS = (
    ("record_type", "int"), ("group", "string"), ("topic_id", "string"), ("partition", "int"),
    ("snapshot_epoch", "int"), ("state_epoch", "int"), ("leader_epoch", "int"), ("start_offset", "bigint"),
    ("delivery_complete_count", "int"), ("create_timestamp", "timestamp"), ("write_timestamp", "timestamp"),
    ("state_batches", "array<struct<first_offset:bigint,last_offset:bigint,delivery_state:string,delivery_count:int>>"),
    ("is_tombstone", "boolean"), ("key_json", "string"), ("value_json", "string"), ("decode_error", "string"),
)
"""The decoded columns of :func:`share_group_state`: ``record_type`` 0 (ShareSnapshot, the whole state) or 1
(ShareUpdate, the batches changed since); ``start_offset`` -1 in an update that leaves it; ``state_epoch``,
``create_timestamp`` and ``write_timestamp`` of snapshots only; ``delivery_complete_count`` null unless written
(Kafka 4.2+); ``delivery_state`` by name (``AVAILABLE``, ``ACKNOWLEDGED``, ``ARCHIVED`` …)."""


def ddl(fields: tuple[tuple[str, str], ...]) -> str:
    """The fields (name, Spark SQL type) as a Spark struct type."""
    return "struct<" + ",".join(f"`{name}`:{kind}" for name, kind in fields) + ">"


def _when(millis: Optional[int]) -> Optional[datetime]:
    """A commit's time; None when there is none (negative) or Python's datetime cannot hold it (past year 9999)."""
    if millis is None or millis < 0:
        return None
    try:
        return datetime.fromtimestamp(millis / 1000, tz=timezone.utc)
    except (ValueError, OverflowError, OSError):
        return None


def _record(key: Optional[bytes], value: Optional[bytes], offset: int) -> Record:
    return Record(offset=offset, timestamp=0, timestamp_type="CreateTime",
                  key=None if key is None else bytes(key), value=None if value is None else bytes(value))


def offsets_values(key: Optional[bytes], value: Optional[bytes], offset: int, file: Optional[str],
                   position: Optional[int]) -> dict[str, Any]:
    """One __consumer_offsets record as :data:`OFFSETS_FIELDS` values."""
    record = _record(key, value, offset)
    decoded = decode_offsets(record, file, position)
    out: dict[str, Any] = dict.fromkeys(name for name, _ in OFFSETS_FIELDS)
    out["is_tombstone"] = record.value is None
    if decoded.error is not None:
        out["decode_error"] = str(decoded.error)
        return out
    key_obj, value_obj = decoded.key or {}, decoded.value or {}
    key_data, data = key_obj.get("data") or {}, value_obj.get("data") or {}
    out.update(record_type=key_obj.get("type"), groupType=GROUP_TYPES.get(key_obj.get("type")),
               group=key_data.get("group", key_data.get("groupId")),
               topic=key_data.get("topic"), partition=key_data.get("partition"), member_id=key_data.get("memberId"),
               key_json=dumps(key_obj), value_json=None if decoded.value is None else dumps(value_obj))
    if out["record_type"] in OFFSET_COMMIT_TYPES and data:
        epoch = data.get("leaderEpoch", -1)
        out.update(committed_offset=data["offset"], leader_epoch=None if epoch < 0 else epoch,
                   metadata=data["metadata"], commit_timestamp=_when(data["commitTimestamp"]),
                   expire_timestamp=_when(data.get("expireTimestamp")))
    return out


def metadata_values(key: Optional[bytes], value: Optional[bytes], offset: int, file: Optional[str],
                    position: Optional[int]) -> dict[str, Any]:
    """One __cluster_metadata record as :data:`METADATA_FIELDS` values."""
    decoded = decode_cluster_metadata(_record(key, value, offset), file, position)
    out: dict[str, Any] = dict.fromkeys(name for name, _ in METADATA_FIELDS)
    if decoded.error is not None:
        out["decode_error"] = str(decoded.error)
    else:
        out.update(record_type=decoded.value["type"], version=decoded.value["version"],
                   data_json=dumps(decoded.value["data"]))
    return out


def share_state_values(key: Optional[bytes], value: Optional[bytes], offset: int, file: Optional[str],
                       position: Optional[int]) -> dict[str, Any]:
    """One __share_group_state record as :data:`SHARE_STATE_FIELDS` values."""
    from ..topics.share_state import delivery_state_name
    record = _record(key, value, offset)
    decoded = decode_share_group_state(record, file, position)
    out: dict[str, Any] = dict.fromkeys(name for name, _ in SHARE_STATE_FIELDS)
    out["is_tombstone"] = record.value is None
    if decoded.error is not None:
        out["decode_error"] = str(decoded.error)
        return out
    key_obj = decoded.key or {}
    key_data, data = key_obj.get("data") or {}, (decoded.value or {}).get("data") or {}
    count = data.get("deliveryCompleteCount")
    out.update(record_type=key_obj.get("type"), group=key_data.get("groupId"), topic_id=key_data.get("topicId"),
               partition=key_data.get("partition"), snapshot_epoch=data.get("snapshotEpoch"),
               state_epoch=data.get("stateEpoch"), leader_epoch=data.get("leaderEpoch"),
               start_offset=data.get("startOffset"), delivery_complete_count=None if count is None or count < 0 else count,
               create_timestamp=_when(data.get("createTimestamp")), write_timestamp=_when(data.get("writeTimestamp")),
               key_json=dumps(key_obj), value_json=None if decoded.value is None else dumps(decoded.value))
    if "stateBatches" in data:
        out["state_batches"] = [{"first_offset": b["firstOffset"], "last_offset": b["lastOffset"],
                                 "delivery_state": delivery_state_name(b["deliveryState"]),
                                 "delivery_count": b["deliveryCount"]} for b in data["stateBatches"]]
    return out


def _decoded(df: "DataFrame", topic: str, fields: tuple[tuple[str, str], ...], convert) -> "DataFrame":
    from pyspark.sql import functions as F
    # a plain Python UDF: no pandas needed, and a lambda without type hints so Spark does not try Arrow
    decode = F.udf(lambda key, value, offset, file, position: convert(key, value, offset, file, position),
                   ddl(fields), useArrow=False)
    records = df.where((F.col("topic") == topic) & ~F.coalesce(F.col("isControl"), F.lit(False)))
    return records.select(F.col("partition").alias("log_partition"), F.col("offset").alias("log_offset"),
                          F.col("timestamp").alias("log_timestamp"), "file", "position",
                          decode("key", "value", "offset", "file", "position").alias("_decoded")).select(
        "log_partition", "log_offset", "log_timestamp", "file", "position", "_decoded.*")


def consumer_offsets(df: "DataFrame") -> "DataFrame":
    """The ``__consumer_offsets`` records of a ``kafka-log`` DataFrame, decoded (:data:`OFFSETS_FIELDS`)."""
    return _decoded(df, "__consumer_offsets", OFFSETS_FIELDS, offsets_values)


def cluster_metadata(df: "DataFrame") -> "DataFrame":
    """The ``__cluster_metadata`` records of a ``kafka-log`` DataFrame, decoded (:data:`METADATA_FIELDS`)."""
    return _decoded(df, "__cluster_metadata", METADATA_FIELDS, metadata_values)


def share_group_state(df: "DataFrame") -> "DataFrame":
    """The ``__share_group_state`` records of a ``kafka-log`` DataFrame, decoded (:data:`SHARE_STATE_FIELDS`)."""
    return _decoded(df, "__share_group_state", SHARE_STATE_FIELDS, share_state_values)


def latest_committed_offsets(offsets: "DataFrame") -> "DataFrame":
    """The latest committed offset per group and partition: the last offset commit of each (group, topic,
    partition) in log order, dropped when it is a tombstone (the offset was deleted)."""
    from pyspark.sql import Window
    from pyspark.sql import functions as F
    last = Window.partitionBy("group", "topic", "partition").orderBy(F.desc("log_partition"), F.desc("log_offset"))
    return (offsets.where(F.col("record_type").isin(0, 1))
            .withColumn("_rank", F.row_number().over(last)).where("_rank = 1 AND NOT is_tombstone")
            .select("group", "topic", "partition", "committed_offset", "leader_epoch", "metadata",
                    "commit_timestamp", "expire_timestamp"))
