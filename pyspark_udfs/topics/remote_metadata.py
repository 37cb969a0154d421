"""``__remote_log_metadata`` records as Kafka's ``RemoteLogMetadataSerde`` turns them into objects.

DumpLogSegments' ``--remote-log-metadata-decoder`` prints each record's value
as the ``toString()`` of the object Kafka's transforms make of it
(``RemoteLogSegmentMetadata{…}``, ``RemoteLogSegmentMetadataUpdate{…}``, …),
and refuses what those objects' constructors refuse. Both are here, from the
JSON data of a decoded record (:func:`.decoders.decode_remote_log_metadata`).
"""
from __future__ import annotations

import base64
from typing import Any

SEGMENT_STATES = ("COPY_SEGMENT_STARTED", "COPY_SEGMENT_FINISHED", "DELETE_SEGMENT_STARTED", "DELETE_SEGMENT_FINISHED")
"""``RemoteLogSegmentState`` by id."""
PARTITION_DELETE_STATES = ("DELETE_PARTITION_MARKED", "DELETE_PARTITION_STARTED", "DELETE_PARTITION_FINISHED")
"""``RemotePartitionDeleteState`` by id."""
TYPE_NAMES = ("REMOTE_LOG_SEGMENT_METADATA_RECORD", "REMOTE_LOG_SEGMENT_METADATA_UPDATE_RECORD",
              "REMOTE_PARTITION_DELETE_METADATA_RECORD", "REMOTE_LOG_SEGMENT_METADATA_SNAPSHOT_RECORD")
"""The record types by api key, as ``dump --json`` names them."""


def state_name(names: tuple[str, ...], state_id: int) -> str | None:
    """A state's name by its id, None when Kafka's ``forId`` knows no such id."""
    return names[state_id] if 0 <= state_id < len(names) else None


def _topic_id_partition(entry: dict[str, Any]) -> str:
    """Kafka's ``TopicIdPartition.toString()``: ``<topic id>:<topic>-<partition>``."""
    return f"{entry['id']}:{entry['name']}-{entry['partition']}"


def _segment_id(entry: dict[str, Any]) -> str:
    return f"RemoteLogSegmentId{{topicIdPartition={_topic_id_partition(entry['topicIdPartition'])}, id={entry['id']}}}"


def _custom(data: str | None) -> str:
    """``Optional<CustomMetadata>.toString()``."""
    if data is None:
        return "Optional.empty"
    return f"Optional[CustomMetadata{{{len(base64.b64decode(data))} bytes}}]"


def leader_epochs(entries: list[dict[str, Any]]) -> dict[int, int]:
    """SegmentLeaderEpochs as Kafka's transforms map them: the last entry of an epoch wins, sorted by epoch."""
    epochs: dict[int, int] = {}
    for entry in entries:
        epochs[entry["leaderEpoch"]] = entry["offset"]
    return dict(sorted(epochs.items()))


def _epochs(entries: list[dict[str, Any]]) -> str:
    """A ``TreeMap<Integer, Long>``'s ``toString()``: ``{0=0, 1=100}``."""
    return "{" + ", ".join(f"{epoch}={offset}" for epoch, offset in leader_epochs(entries).items()) + "}"


def _bool(value: bool) -> str:
    return "true" if value else "false"


def problem(api_key: int, data: dict[str, Any]) -> str | None:
    """What the constructors of Kafka's objects refuse in a record (their exception's message), or None."""
    if api_key == 2:
        state = state_name(PARTITION_DELETE_STATES, data["remotePartitionDeleteState"])
        return "null" if state is None else None  # Objects.requireNonNull(state) has no message
    if state_name(SEGMENT_STATES, data["remoteLogSegmentState"]) is None:
        return "state can not be null"
    if api_key in (0, 3) and not data["segmentLeaderEpochs"]:
        return "segmentLeaderEpochs can not be null or empty"
    if api_key == 0:
        start, end = data["startOffset"], data["endOffset"]
        if start < 0:
            return f"Unexpected start offset = {start}. StartOffset for a remote segment cannot be negative"
        if end < start:
            return (f"Unexpected end offset = {end}. EndOffset for a remote segment cannot be less than "
                    f"startOffset = {start}")
    return None


def text(api_key: int, data: dict[str, Any]) -> str:
    """The ``toString()`` DumpLogSegments prints for a record that :func:`problem` lets through."""
    if api_key == 0:
        return ("RemoteLogSegmentMetadata{remoteLogSegmentId=" + _segment_id(data["remoteLogSegmentId"])
                + f", startOffset={data['startOffset']}, endOffset={data['endOffset']}, brokerId={data['brokerId']}"
                + f", maxTimestampMs={data['maxTimestampMs']}, eventTimestampMs={data['eventTimestampMs']}"
                + f", segmentLeaderEpochs={_epochs(data['segmentLeaderEpochs'])}"
                + f", segmentSizeInBytes={data['segmentSizeInBytes']}, customMetadata={_custom(data['customMetadata'])}"
                + f", state={state_name(SEGMENT_STATES, data['remoteLogSegmentState'])}"
                + f", txnIdxEmpty={_bool(data.get('txnIndexEmpty', False))}}}")
    if api_key == 1:
        return ("RemoteLogSegmentMetadataUpdate{remoteLogSegmentId=" + _segment_id(data["remoteLogSegmentId"])
                + f", customMetadata={_custom(data['customMetadata'])}"
                + f", state={state_name(SEGMENT_STATES, data['remoteLogSegmentState'])}"
                + f", eventTimestampMs={data['eventTimestampMs']}, brokerId={data['brokerId']}}}")
    if api_key == 2:
        return ("RemotePartitionDeleteMetadata{topicPartition=" + _topic_id_partition(data["topicIdPartition"])
                + f", state={state_name(PARTITION_DELETE_STATES, data['remotePartitionDeleteState'])}"
                + f", eventTimestampMs={data['eventTimestampMs']}, brokerId={data['brokerId']}}}")
    return (f"RemoteLogSegmentMetadataSnapshot{{segmentId={data['segmentId']}, startOffset={data['startOffset']}"
            + f", endOffset={data['endOffset']}, maxTimestampMs={data['maxTimestampMs']}"
            + f", segmentLeaderEpochs={_epochs(data['segmentLeaderEpochs'])}"
            + f", segmentSizeInBytes={data['segmentSizeInBytes']}, customMetadata={_custom(data['customMetadata'])}"
            + f", state={state_name(SEGMENT_STATES, data['remoteLogSegmentState'])}"
            + f", txnIdxEmpty={_bool(data.get('txnIndexEmpty', False))}}}")
