"""Kafka's internal topics as columns: one definition of each column list and of each record's values.

A converter takes one record of an internal topic (key and value bytes,
offset, and where it lies: file and byte position) and gives a dict of the
topic's columns, decoded by the specs (:mod:`.decoders`). A record that does
not decode keeps its row, with ``decode_error`` saying why (file, position,
reason) and the other decoded columns null.

Both ways to get these columns use the lists and converters here: the Spark
helpers (:mod:`pyspark_udfs.spark.topic_columns`, in a UDF) and the Arrow
ones (:mod:`pyspark_udfs.tables.topics`). Types are written as Spark SQL
names; :func:`arrow_type` gives the Arrow type of each. Plain Python: neither
pyspark nor pyarrow is imported here, and the decoders (with the parsers of
every internal topic) only when a record is converted.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import TYPE_CHECKING, Any

from ..format.model import Record
from .messages import dumps

if TYPE_CHECKING:  # pragma: no cover
    import pyarrow

    from .decoders import Decoded

Fields = tuple[tuple[str, str], ...]
Converter = Callable[[bytes | None, bytes | None, int, str | None, int | None], dict[str, Any]]

LOG_FIELDS: Fields = (
    ("log_partition", "int"), ("log_offset", "bigint"), ("log_timestamp", "timestamp"), ("file", "string"),
    ("position", "bigint"),
)
"""The first columns of every decoded topic: the record's partition, offset and timestamp in the log, and the
``kafka-log`` row's ``file`` and ``position`` (the byte position of its batch)."""

OFFSETS_FIELDS: Fields = (
    ("record_type", "int"), ("groupType", "string"), ("group", "string"), ("topic", "string"), ("partition", "int"),
    ("member_id", "string"), ("committed_offset", "bigint"), ("leader_epoch", "int"), ("metadata", "string"),
    ("commit_timestamp", "timestamp"), ("expire_timestamp", "timestamp"), ("is_tombstone", "boolean"),
    ("key_json", "string"), ("value_json", "string"), ("decode_error", "string"),
)
"""The decoded columns of ``consumer_offsets`` (after :data:`LOG_FIELDS`). ``groupType`` is the kind of group a
group record describes (``classic``, ``consumer``, ``share``, ``streams``; null for offset commits and unknown
types). ``committed_offset`` … ``expire_timestamp`` are those of an offset commit (record types 0 and 1);
``leader_epoch`` is null when the commit has none (-1 or before v3), ``expire_timestamp`` unless the value is
version 1. ``key_json``/``value_json`` are the decoded key and value as ``dump --json`` shows them, for every
record type."""

METADATA_FIELDS: Fields = (
    ("record_type", "string"), ("version", "int"), ("data_json", "string"), ("decode_error", "string"),
)
"""The columns of ``cluster_metadata``: the record type (``TOPIC_RECORD`` …), its version and its data as
Kafka's JSON converters write it."""

SHARE_STATE_FIELDS: Fields = (
    ("record_type", "int"), ("group", "string"), ("topic_id", "string"), ("partition", "int"),
    ("snapshot_epoch", "int"), ("state_epoch", "int"), ("leader_epoch", "int"), ("start_offset", "bigint"),
    ("delivery_complete_count", "int"), ("create_timestamp", "timestamp"), ("write_timestamp", "timestamp"),
    ("state_batches", "array<struct<first_offset:bigint,last_offset:bigint,delivery_state:string,delivery_count:int>>"),
    ("is_tombstone", "boolean"), ("key_json", "string"), ("value_json", "string"), ("decode_error", "string"),
)
"""The decoded columns of ``share_group_state``: ``record_type`` 0 (ShareSnapshot, the whole state) or 1
(ShareUpdate, the batches changed since); ``start_offset`` -1 in an update that leaves it; ``state_epoch``,
``create_timestamp`` and ``write_timestamp`` of snapshots only; ``delivery_complete_count`` null unless written
(Kafka 4.2+); ``delivery_state`` by name (``AVAILABLE``, ``ACKNOWLEDGED``, ``ARCHIVED`` …)."""

TRANSACTIONS_FIELDS: Fields = (
    ("transactional_id", "string"), ("producer_id", "bigint"), ("producer_epoch", "int"), ("state", "string"),
    ("partitions", "array<struct<topic:string,partition:int>>"), ("timeout_ms", "int"),
    ("last_update_timestamp", "timestamp"), ("start_timestamp", "timestamp"), ("previous_producer_id", "bigint"),
    ("next_producer_id", "bigint"), ("next_producer_epoch", "int"), ("client_transaction_version", "int"),
    ("is_tombstone", "boolean"), ("key_json", "string"), ("value_json", "string"), ("decode_error", "string"),
)
"""The decoded columns of ``transactions`` (``__transaction_state``): the transactional id, its producer id and
epoch, the state by Kafka's name (``Empty``, ``Ongoing``, ``PrepareCommit``, ``CompleteCommit``,
``PrepareAbort``, ``CompleteAbort``, ``Dead``, ``PrepareEpochFence``), one (topic, partition) per partition in the
transaction, and the timestamps (``start_timestamp`` null when there is none, -1). ``previous_producer_id``,
``next_producer_id``, ``next_producer_epoch`` and ``client_transaction_version`` are Kafka 4's tagged fields,
null when not written. A tombstone (the transactional id expired) has the key's columns only."""


def ddl(fields: Fields) -> str:
    """The fields (name, Spark SQL type) as a Spark struct type."""
    return "struct<" + ",".join(f"`{name}`:{kind}" for name, kind in fields) + ">"


_PLAIN = {"int": "int32", "bigint": "int64", "string": "string", "boolean": "bool"}
_NESTED = re.compile(r"^(array|struct)<(.*)>$")


def arrow_type(spark_type: str) -> pyarrow.DataType:
    """The Arrow type of one of the Spark SQL types above (a ``timestamp`` is microseconds in UTC)."""
    import pyarrow as pa

    if spark_type == "timestamp":
        return pa.timestamp("us", tz="UTC")
    if spark_type in _PLAIN:
        return pa.type_for_alias(_PLAIN[spark_type])
    nested = _NESTED.match(spark_type)
    assert nested is not None  # the column types of these tables are the plain ones or array/struct
    kind, inner = nested.groups()
    if kind == "array":
        return pa.list_(arrow_type(inner))
    return pa.struct([(name, arrow_type(child)) for name, child in _members(inner)])


def _members(inner: str) -> list[tuple[str, str]]:
    """``a:int,b:array<int>`` as [(``a``, ``int``), (``b``, ``array<int>``)]."""
    members, depth, start = [], 0, 0
    for i, char in enumerate(inner + ","):
        depth += (char == "<") - (char == ">")
        if char == "," and depth == 0:
            name, _, kind = inner[start:i].partition(":")
            members.append((name.strip(), kind.strip()))
            start = i + 1
    return members


def arrow_schema(fields: Fields) -> pyarrow.Schema:
    """The fields as an Arrow schema, every column nullable."""
    import pyarrow as pa

    return pa.schema([(name, arrow_type(kind)) for name, kind in fields])


def _when(millis: int | None) -> datetime | None:
    """A commit's time; None when there is none (negative) or Python's datetime cannot hold it (past year 9999)."""
    if millis is None or millis < 0:
        return None
    try:
        return datetime.fromtimestamp(millis / 1000, tz=timezone.utc)
    except (ValueError, OverflowError, OSError):
        return None


def _record(key: bytes | None, value: bytes | None, offset: int) -> Record:
    return Record(offset=offset, timestamp=0, timestamp_type="CreateTime",
                  key=None if key is None else bytes(key), value=None if value is None else bytes(value))


def _row_of(decode: Callable[[Record, str | None, int | None], Decoded], fields: Fields,
            key: bytes | None, value: bytes | None, offset: int, file: str | None,
            position: int | None) -> tuple[Decoded, dict[str, Any]]:
    """A record decoded, and its row of ``fields`` holding what every topic's row has: ``is_tombstone``
    (where ``fields`` has it) and, when the record does not decode, ``decode_error``."""
    record = _record(key, value, offset)
    decoded = decode(record, file, position)
    out: dict[str, Any] = dict.fromkeys(name for name, _ in fields)
    if "is_tombstone" in out:
        out["is_tombstone"] = record.value is None
    if decoded.error is not None:
        out["decode_error"] = str(decoded.error)
    return decoded, out


def offsets_values(key: bytes | None, value: bytes | None, offset: int, file: str | None,
                   position: int | None) -> dict[str, Any]:
    """One __consumer_offsets record as :data:`OFFSETS_FIELDS` values."""
    from .decoders import GROUP_TYPES, OFFSET_COMMIT_TYPES, decode_offsets

    decoded, out = _row_of(decode_offsets, OFFSETS_FIELDS, key, value, offset, file, position)
    if decoded.error is not None:
        return out
    key_obj, value_obj = decoded.key or {}, decoded.value or {}
    key_data, data = key_obj.get("data") or {}, value_obj.get("data") or {}
    record_type: Any = key_obj.get("type")  # a record type number, or None when the key has none
    out.update(record_type=record_type, groupType=GROUP_TYPES.get(record_type),
               group=key_data.get("group", key_data.get("groupId")),
               topic=key_data.get("topic"), partition=key_data.get("partition"), member_id=key_data.get("memberId"),
               key_json=dumps(key_obj), value_json=None if decoded.value is None else dumps(value_obj))
    if out["record_type"] in OFFSET_COMMIT_TYPES and data:
        epoch = data.get("leaderEpoch", -1)
        out.update(committed_offset=data["offset"], leader_epoch=None if epoch < 0 else epoch,
                   metadata=data["metadata"], commit_timestamp=_when(data["commitTimestamp"]),
                   expire_timestamp=_when(data.get("expireTimestamp")))
    return out


def metadata_values(key: bytes | None, value: bytes | None, offset: int, file: str | None,
                    position: int | None) -> dict[str, Any]:
    """One __cluster_metadata record as :data:`METADATA_FIELDS` values."""
    from .decoders import decode_cluster_metadata

    decoded, out = _row_of(decode_cluster_metadata, METADATA_FIELDS, key, value, offset, file, position)
    if decoded.error is None:
        decoded_value = decoded.value
        assert decoded_value is not None  # a metadata record that decodes has a value
        out.update(record_type=decoded_value["type"], version=decoded_value["version"],
                   data_json=dumps(decoded_value["data"]))
    return out


def share_state_values(key: bytes | None, value: bytes | None, offset: int, file: str | None,
                       position: int | None) -> dict[str, Any]:
    """One __share_group_state record as :data:`SHARE_STATE_FIELDS` values."""
    from .decoders import decode_share_group_state
    from .share_state import delivery_state_name

    decoded, out = _row_of(decode_share_group_state, SHARE_STATE_FIELDS, key, value, offset, file, position)
    if decoded.error is not None:
        return out
    key_obj = decoded.key or {}
    key_data, data = key_obj.get("data") or {}, (decoded.value or {}).get("data") or {}
    count = data.get("deliveryCompleteCount")
    out.update(record_type=key_obj.get("type"), group=key_data.get("groupId"), topic_id=key_data.get("topicId"),
               partition=key_data.get("partition"), snapshot_epoch=data.get("snapshotEpoch"),
               state_epoch=data.get("stateEpoch"), leader_epoch=data.get("leaderEpoch"),
               start_offset=data.get("startOffset"),
               delivery_complete_count=None if count is None or count < 0 else count,
               create_timestamp=_when(data.get("createTimestamp")), write_timestamp=_when(data.get("writeTimestamp")),
               key_json=dumps(key_obj), value_json=None if decoded.value is None else dumps(decoded.value))
    if "stateBatches" in data:
        out["state_batches"] = [{"first_offset": b["firstOffset"], "last_offset": b["lastOffset"],
                                 "delivery_state": delivery_state_name(b["deliveryState"]),
                                 "delivery_count": b["deliveryCount"]} for b in data["stateBatches"]]
    return out


def transaction_values(key: bytes | None, value: bytes | None, offset: int, file: str | None,
                       position: int | None) -> dict[str, Any]:
    """One __transaction_state record as :data:`TRANSACTIONS_FIELDS` values."""
    from .decoders import decode_transaction_log

    decoded, out = _row_of(decode_transaction_log, TRANSACTIONS_FIELDS, key, value, offset, file, position)
    if decoded.error is not None:
        return out
    key_obj = decoded.key or {}
    out.update(transactional_id=(key_obj.get("data") or {}).get("transactionalId"), key_json=dumps(key_obj))
    if decoded.value is None:
        return out
    data = decoded.value["data"]
    out.update(producer_id=data["producerId"], producer_epoch=data["producerEpoch"], state=decoded.value["state"],
               partitions=[{"topic": p["topic"], "partition": partition}
                           for p in data["transactionPartitions"] or () for partition in p["partitionIds"]],
               timeout_ms=data["transactionTimeoutMs"],
               last_update_timestamp=_when(data["transactionLastUpdateTimestampMs"]),
               start_timestamp=_when(data["transactionStartTimestampMs"]),
               previous_producer_id=data.get("previousProducerId"), next_producer_id=data.get("nextProducerId"),
               next_producer_epoch=data.get("nextProducerEpoch"),
               client_transaction_version=data.get("clientTransactionVersion"),
               value_json=dumps(decoded.value))
    return out


@dataclass(frozen=True)
class TopicColumns:
    """An internal topic as a table: the topic's name, its decoded columns and their converter."""

    topic: str
    fields: Fields
    values: Converter


CONSUMER_OFFSETS = TopicColumns("__consumer_offsets", OFFSETS_FIELDS, offsets_values)
CLUSTER_METADATA = TopicColumns("__cluster_metadata", METADATA_FIELDS, metadata_values)
SHARE_GROUP_STATE = TopicColumns("__share_group_state", SHARE_STATE_FIELDS, share_state_values)
TRANSACTIONS = TopicColumns("__transaction_state", TRANSACTIONS_FIELDS, transaction_values)
TOPIC_TABLES = {"consumer_offsets": CONSUMER_OFFSETS, "transactions": TRANSACTIONS,
                "cluster_metadata": CLUSTER_METADATA, "share_group_state": SHARE_GROUP_STATE}
"""Each decoded internal topic under its table's name (the helpers' names, and the ``sql`` command's views)."""
