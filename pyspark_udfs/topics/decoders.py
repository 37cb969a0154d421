"""Decoders of the keys and values of Kafka's internal topics, as DumpLogSegments' decoders print them.

Each decoder turns one record into a :class:`Decoded`: JSON objects for
``dump --json`` and the texts DumpLogSegments prints after ``key:`` and
``payload:``. A record that does not decode gives a :class:`Decoded` with an
``error`` (file, position, reason); the record itself stays readable as bytes.
"""
from __future__ import annotations

import base64
import os
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from kaitaistruct import BytesIO, KaitaiStream

from ..errors import CorruptBatchError, KafkaLogError
from ..format.model import Record
from ..format.parser_errors import PARSER_FAILURES, optional, parse_errors
from ..generated.kafka_consumer_offsets import KafkaConsumerOffsets
from ..generated.kafka_consumer_protocol import KafkaConsumerProtocol
from ..generated.kafka_metadata_record import KafkaMetadataRecord
from ..generated.kafka_remote_log_metadata import KafkaRemoteLogMetadata
from ..generated.kafka_share_group_state import KafkaShareGroupState
from ..generated.kafka_transaction_state import KafkaTransactionState
from . import remote_metadata
from .control import KRAFT_CONTROL_TYPES, decode_control_value
from .messages import dumps, fields

DELETE = "<DELETE>"
OFFSETS, TRANSACTION_LOG, CLUSTER_METADATA = "offsets", "transaction-log", "cluster-metadata"
SHARE_GROUP_STATE, REMOTE_LOG_METADATA = "share-group-state", "remote-log-metadata"
CONSUMER_PROTOCOL_VERSIONS = range(0, 4)
"""Versions of the consumer protocol Kafka 3.9 decodes; DumpLogSegments keeps other bytes as base64."""
OFFSET_COMMIT_TYPES = (0, 1)
"""The ``__consumer_offsets`` record types of offset commits (LegacyOffsetCommit, OffsetCommit)."""
GROUP_TYPES = {2: "classic", **dict.fromkeys((3, 4, 5, 6, 7, 8, 16), "consumer"),
               **dict.fromkeys(range(10, 16), "share"), **dict.fromkeys((17, 19, 20, 21, 22, 23), "streams")}
"""The kind of group each ``__consumer_offsets`` record type describes (Kafka's ``Group.GroupType`` names)."""
TRANSACTION_LOG_VALUE_ORDER = (
    "producerId", "previousProducerId", "nextProducerId", "producerEpoch", "nextProducerEpoch", "transactionTimeoutMs",
    "transactionStatus", "transactionPartitions", "transactionLastUpdateTimestampMs", "transactionStartTimestampMs",
    "clientTransactionVersion")
"""TransactionLogValue's fields in definition order (Kafka 4.4), which its JSON converter follows: the tagged
fields sit between the others, where the bytes put them last."""


@dataclass(frozen=True)
class Decoded:
    """One record decoded: JSON for ``dump --json``, texts for the ``key:``/``payload:`` of a dump line."""

    decoder: str
    key: dict[str, Any] | None = None
    value: dict[str, Any] | None = None
    key_text: str | None = None
    value_text: str | None = None
    error: KafkaLogError | None = None

    def json(self) -> dict[str, Any]:
        return {"decoder": self.decoder, "key": self.key, "value": self.value}


def type_id(record_type: int) -> int:
    """A record type of a parsed key as a plain number (the generated enum is an ``IntEnum``; a type it
    lacks stays an int)."""
    return int(record_type)


def _record_stream(record: Record) -> KaitaiStream:
    return KaitaiStream(BytesIO((record.key or b"") + (record.value or b"")))


def _keyless(decoder: str, topic: str, record: Record, file: str | None, position: int | None) -> Decoded:
    """A record of a keyed internal topic without a key: damage, as Kafka's coordinators refuse it."""
    return Decoded(decoder, error=CorruptBatchError(
        f"record at offset {record.offset} has no key; a {topic} record always has one", file, position))


def consumer_protocol(data: str | None, is_assignment: bool) -> Any:
    """A member's subscription or assignment (base64) decoded as DumpLogSegments does, else unchanged."""
    if data is None:
        return None
    raw = base64.b64decode(data)
    try:
        parsed = KafkaConsumerProtocol(is_assignment, KaitaiStream(BytesIO(raw)))
    except PARSER_FAILURES:
        return data
    return fields(parsed.body) if parsed.version in CONSUMER_PROTOCOL_VERSIONS else data


def with_consumer_protocol(value: dict[str, Any]) -> dict[str, Any]:
    """GroupMetadataValue with each member's metadata decoded when the protocol type is ``consumer``."""
    if value.get("protocolType") != "consumer":
        return value
    members = [dict(member, subscription=consumer_protocol(member.get("subscription"), False),
                    assignment=consumer_protocol(member.get("assignment"), True))
               for member in value.get("members") or []]
    return dict(value, members=members)


def decode_offsets(record: Record, file: str | None, position: int | None) -> Decoded:
    """A ``__consumer_offsets`` record (DumpLogSegments ``--offsets-decoder``)."""
    if record.key is None:
        return _keyless(OFFSETS, "__consumer_offsets", record, file, position)
    try:
        with parse_errors(CorruptBatchError, file, position, f"__consumer_offsets record at offset {record.offset}"):
            parsed = KafkaConsumerOffsets(len(record.key), record.value_size, _record_stream(record))
        record_type = type_id(parsed.key.record_type)
        if not parsed.key.is_known:  # a newer Kafka's record: DumpLogSegments skips it, and so do we
            return Decoded(OFFSETS, key={"type": record_type, "data": None},
                           key_text=f"Unknown record type {record_type} at offset {record.offset}, skipping.")
        key = {"type": record_type, "data": fields(parsed.key.body)}
        value = None
        parsed_value = optional(parsed, "value")
        if parsed_value is not None:
            if isinstance(parsed_value.body, bytes):
                raise CorruptBatchError(f"value version {parsed_value.version} of record type {record_type} "
                                        "is unknown to Kafka 4.4", file, position)
            data = fields(parsed_value.body)
            value = {"version": parsed_value.version,
                     "data": with_consumer_protocol(data) if record_type == 2 else data}
    except CorruptBatchError as error:
        return Decoded(OFFSETS, key_text=f"Error at offset {record.offset}, skipping. {error.reason}", error=error)
    key_text = dumps({"type": str(record_type), "data": key["data"]})
    value_text = DELETE if value is None else dumps({"version": str(value["version"]), "data": value["data"]})
    return Decoded(OFFSETS, key=key, value=value, key_text=key_text, value_text=value_text)


def transaction_state_name(status: Any) -> str | None:
    """A TransactionStatus by Kafka's name (``Empty``, ``PrepareEpochFence`` …); None for a number Kafka does not
    name (the generated enum keeps it an int)."""
    if not isinstance(status, KafkaTransactionState.TransactionState):
        return None
    return status.name.title().replace("_", "")


def decode_transaction_log(record: Record, file: str | None, position: int | None) -> Decoded:
    """A ``__transaction_state`` record (DumpLogSegments ``--transaction-log-decoder``, Kafka 4.4's lines: the key
    and value as 4.1 on print them, the value's ``transactionStatus`` by name as 4.4 prints it)."""
    if record.key is None:
        return _keyless(TRANSACTION_LOG, "__transaction_state", record, file, position)
    try:
        with parse_errors(CorruptBatchError, file, position, f"__transaction_state record at offset {record.offset}"):
            parsed = KafkaTransactionState(len(record.key), record.value_size, _record_stream(record))
    except CorruptBatchError as error:
        return Decoded(TRANSACTION_LOG, key_text=f"Error at offset {record.offset}, skipping. {error.reason}",
                       error=error)
    record_type = parsed.key.version
    if not parsed.key.is_known:
        return Decoded(TRANSACTION_LOG, key={"type": record_type, "data": None},
                       key_text=f"Unknown record type {record_type} at offset {record.offset}, skipping.")
    key = {"type": record_type, "data": fields(parsed.key.body)}
    key_text = dumps({"type": str(record_type), "data": key["data"]})
    parsed_value = optional(parsed, "value")
    if parsed_value is None:
        return Decoded(TRANSACTION_LOG, key=key, key_text=key_text, value_text=DELETE)
    body = parsed_value.body
    found = fields(body)
    data = {name: found[name] for name in TRANSACTION_LOG_VALUE_ORDER if name in found}
    state = transaction_state_name(body.transaction_status)
    value = {"version": parsed_value.version, "data": data, "state": state}
    # Kafka 4.4's DumpLogSegments replaces the converter's number with the state's name, or with the number as
    # text when it names no state; the JSON's data stays the converter's
    printed = dict(data, transactionStatus=state if state is not None else str(data["transactionStatus"]))
    return Decoded(TRANSACTION_LOG, key=key, value=value, key_text=key_text,
                   value_text=dumps({"version": str(parsed_value.version), "data": printed}))


def decode_control(record: Record, file: str | None, position: int | None) -> Decoded | None:
    """A KRaft control record's value (types 2-6); None for other records."""
    control = record.control
    if control is None or control.type_id not in KRAFT_CONTROL_TYPES:
        return None
    try:
        data = decode_control_value(control.type_id, record.value or b"", file, position)
    except CorruptBatchError as error:
        return Decoded("control", error=error)
    return Decoded("control", value={"type": control.type, "data": data})


def _metadata_problem(parsed: KafkaMetadataRecord) -> str | None:
    """Why Kafka's ``MetadataRecordSerde`` would refuse a parsed record, or None."""
    frame, api_key, version = parsed.frame_version.value, parsed.api_key.value, parsed.version.value
    if frame != 1:
        return f"unknown frame version {frame} (only frame version 1 is supported)"
    if not isinstance(parsed.record_type, KafkaMetadataRecord.MetadataRecordType):
        return f"unknown metadata record type {api_key}"
    if not parsed.is_readable:
        return f"version {version} of {parsed.record_type.name.upper()} is unknown to Kafka 4.4"
    left = parsed.body._io.size() - parsed.body._io.pos()
    return f"found {left} byte(s) of garbage after {parsed.record_type.name.upper()}" if left else None


def decode_cluster_metadata(record: Record, file: str | None, position: int | None) -> Decoded:
    """A ``__cluster_metadata`` record (DumpLogSegments ``--cluster-metadata-decoder``): its value only."""
    try:
        if record.value is None:
            raise CorruptBatchError(f"metadata record at offset {record.offset} has a null value", file, position)
        what = f"metadata record at offset {record.offset}"
        with parse_errors(CorruptBatchError, file, position, what):
            parsed = KafkaMetadataRecord(KaitaiStream(BytesIO(record.value)))
        problem = _metadata_problem(parsed)
        if problem is not None:
            raise CorruptBatchError(f"{what}: {problem}", file, position)
    except CorruptBatchError as error:
        return Decoded(CLUSTER_METADATA, value_text=f"Error at {record.offset}, skipping. {error.reason}", error=error)
    value = {"type": parsed.record_type.name.upper(), "version": parsed.version.value, "data": fields(parsed.body)}
    return Decoded(CLUSTER_METADATA, value=value, value_text=dumps(value))


def _with_tagged_after(data: dict[str, Any], tagged: str, after: str) -> dict[str, Any]:
    """``data`` with the known tagged field ``tagged`` moved behind ``after``, where Kafka's converter writes it."""
    if tagged not in data:
        return data
    out: dict[str, Any] = {}
    for name, value in data.items():
        if name != tagged:
            out[name] = value
        if name == after:
            out[tagged] = data[tagged]
    return out


_NULL_STATE_BATCHES = ("Could not read record with version 0 from value's buffer due to: "
                       "non-nullable field stateBatches was serialized as null.")


def decode_share_group_state(record: Record, file: str | None, position: int | None) -> Decoded:
    """A ``__share_group_state`` record (DumpLogSegments ``--share-group-state-decoder``, Kafka 4.1+ layout)."""
    if record.key is None:
        return _keyless(SHARE_GROUP_STATE, "__share_group_state", record, file, position)
    try:
        with parse_errors(CorruptBatchError, file, position, f"__share_group_state record at offset {record.offset}"):
            parsed = KafkaShareGroupState(len(record.key), record.value_size, _record_stream(record))
        record_type = int(parsed.key.record_type)
        if not parsed.key.is_known:  # Kafka: UnknownRecordTypeException, skipped
            return Decoded(SHARE_GROUP_STATE, key={"type": record_type, "data": None},
                           key_text=f"Unknown record type {record_type} at offset {record.offset}, skipping.")
        key = {"type": record_type, "data": fields(parsed.key.body)}
        value = None
        parsed_value = optional(parsed, "value")
        if parsed_value is not None:
            if not parsed_value.is_known:
                raise CorruptBatchError(
                    f"Found an unknown record version {parsed_value.version} for {record_type} type", file, position)
            if parsed_value.body.num_state_batches.value == 0:  # a null array, which is not nullable
                raise CorruptBatchError(_NULL_STATE_BATCHES, file, position)
            data = _with_tagged_after(fields(parsed_value.body), "deliveryCompleteCount", "startOffset")
            value = {"version": parsed_value.version, "data": data}
    except CorruptBatchError as error:
        return Decoded(SHARE_GROUP_STATE, key_text=f"Error at offset {record.offset}, skipping. {error.reason}",
                       error=error)
    key_text = dumps({"type": str(record_type), "data": key["data"]})
    value_text = DELETE if value is None else dumps({"version": str(value["version"]), "data": value["data"]})
    return Decoded(SHARE_GROUP_STATE, key=key, value=value, key_text=key_text, value_text=value_text)


def _remote_problem(parsed: KafkaRemoteLogMetadata) -> str | None:
    """Why Kafka's ``RemoteLogMetadataSerde`` would refuse a parsed record's frame or message (its words), or None."""
    frame, api_key, version = parsed.frame_version.value, parsed.api_key.value, parsed.version.value
    if frame == 0:
        return ("Could not deserialize metadata record with frame version 0. Note that upgrades from the preview "
                "release of KRaft in 2.8 to newer versions are not supported.")
    if frame != 1:
        return (f"Could not deserialize metadata record due to unknown frame version {frame}"
                "(only frame version 1 is supported)")
    if not isinstance(parsed.record_type, KafkaRemoteLogMetadata.RemoteLogMetadataType):
        return f"Unknown metadata id {api_key}"
    if version != 0:
        return f"Failed to deserialize record with type {api_key}: version {version} is unknown"
    if api_key in (0, 3) and parsed.body.num_segment_leader_epochs.value == 0:  # null, and not nullable
        return (f"Failed to deserialize record with type {api_key}: "
                "non-nullable field segmentLeaderEpochs was serialized as null")
    left = parsed.body._io.size() - parsed.body._io.pos()
    return f"Found {left} byte(s) of garbage after {api_key}" if left else None


def decode_remote_log_metadata(record: Record, file: str | None, position: int | None) -> Decoded:
    """A ``__remote_log_metadata`` record (DumpLogSegments ``--remote-log-metadata-decoder``): its value only."""
    what = f"remote log metadata record at offset {record.offset}"
    try:
        if record.value is None:
            raise CorruptBatchError(f"{what} has a null value", file, position)
        with parse_errors(CorruptBatchError, file, position, what):
            parsed = KafkaRemoteLogMetadata(KaitaiStream(BytesIO(record.value)))
    except CorruptBatchError as error:
        return Decoded(REMOTE_LOG_METADATA, value_text=f"Error at offset {record.offset}, skipping. {error.reason}",
                       error=error)
    api_key = parsed.api_key.value
    problem = _remote_problem(parsed)
    data = fields(parsed.body) if problem is None else {}
    problem = problem or remote_metadata.problem(api_key, data)
    if problem is not None:
        return Decoded(REMOTE_LOG_METADATA, value_text=f"Error at offset {record.offset}, skipping. {problem}",
                       error=CorruptBatchError(f"{what}: {problem}", file, position))
    value = {"type": remote_metadata.TYPE_NAMES[api_key], "version": parsed.version.value, "data": data}
    return Decoded(REMOTE_LOG_METADATA, value=value, value_text=remote_metadata.text(api_key, data))


DECODERS: dict[str, Callable[[Record, str | None, int | None], Decoded]] = {
    OFFSETS: decode_offsets,
    TRANSACTION_LOG: decode_transaction_log,
    CLUSTER_METADATA: decode_cluster_metadata,
    SHARE_GROUP_STATE: decode_share_group_state,
    REMOTE_LOG_METADATA: decode_remote_log_metadata,
}
_TOPIC_DECODERS = {"__consumer_offsets": OFFSETS, "__transaction_state": TRANSACTION_LOG,
                   "__cluster_metadata": CLUSTER_METADATA, "__share_group_state": SHARE_GROUP_STATE,
                   "__remote_log_metadata": REMOTE_LOG_METADATA}
_PARTITION_DIRECTORY = re.compile("^(" + "|".join(_TOPIC_DECODERS) + r")-\d+$")


def decoder_for(path: str) -> str | None:
    """The decoder a segment's partition directory calls for (``__consumer_offsets-N`` …), if any."""
    directory = os.path.basename(os.path.dirname(os.path.abspath(path)))
    match = _PARTITION_DIRECTORY.match(directory)
    return _TOPIC_DECODERS[match.group(1)] if match else None
