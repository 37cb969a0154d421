"""Where tiered segments lie: the names remote storage managers give their objects.

Aiven's RemoteStorageManager (``ObjectKeyFactory``): ``<prefix><topic>-<topicId>/<partition>/<start offset in
20 digits>-<segmentId>.{log,indexes,rsm-manifest}``. Kafka's ``LocalTieredStorage`` (its test storage, raw copies:
``RemoteTopicPartitionDirectory``, ``RemoteLogSegmentFileset``): ``<topic>-<partition>-<topicId>/<start
offset>-<segmentId>.{log,index,timeindex,txnindex,leader_epoch_checkpoint,snapshot}``, the offset in plain
decimal. Ids are Kafka Uuids, 22 base64url characters.
"""
from __future__ import annotations

import re

MANIFEST_SUFFIX = ".rsm-manifest"
"""``ObjectKeyFactory.Suffix.MANIFEST``: a path ending so is read as the segment it describes."""
_UUID = r"[A-Za-z0-9_-]{22}"
_AIVEN_NAME = re.compile(rf"^(\d{{20}})-{_UUID}\.(log|indexes|rsm-manifest)$")
_AIVEN_TOPIC = re.compile(rf"^(.+)-{_UUID}$")
_LOCAL_NAME = re.compile(rf"^(\d+)-{_UUID}\.(log|index|timeindex|txnindex|leader_epoch_checkpoint|snapshot)$")
_LOCAL_PARTITION = re.compile(rf"^(.+)-(\d+)-{_UUID}$")
"""``RemoteTopicPartitionDirectory.FILENAME_FORMAT`` (the topic's legal characters left to Kafka)."""
_INT32_MAX = 2**31 - 1


def start_offset_of(path: str) -> int | None:
    """The start offset a tiered object's name carries (either layout); None for other names."""
    name = path.rstrip("/").rsplit("/", 1)[-1]
    match = _AIVEN_NAME.match(name) or _LOCAL_NAME.match(name)
    return int(match.group(1)) if match else None


def partition_of(directory: str) -> tuple[str, int] | None:
    """Topic and partition from the directory (prefix) holding tiered objects: Aiven's
    ``…/<topic>-<topicId>/<partition>`` or LocalTieredStorage's ``…/<topic>-<partition>-<topicId>``."""
    parts = directory.rstrip("/").split("/")
    local = _LOCAL_PARTITION.match(parts[-1])
    if local and int(local.group(2)) <= _INT32_MAX:
        return local.group(1), int(local.group(2))
    if len(parts) < 2 or not parts[-1].isdigit() or int(parts[-1]) > _INT32_MAX:
        return None
    topic = _AIVEN_TOPIC.match(parts[-2])
    return (topic.group(1), int(parts[-1])) if topic else None


CUSTOM_METADATA_FIELDS = {0: "remote_size", 1: "object_prefix", 2: "object_key"}
"""``SegmentCustomMetadataField``: the tagged fields Aiven's RemoteStorageManager may put in a segment's custom
metadata (``__remote_log_metadata``), by tag: a VARLONG and two COMPACT_STRINGs."""


def _uvarint(data: bytes, at: int) -> tuple[int, int]:
    value = shift = 0
    while True:
        if at >= len(data) or shift > 63:
            raise ValueError(f"custom metadata: varint cut short at byte {at}")
        byte = data[at]
        value |= (byte & 0x7F) << shift
        at, shift = at + 1, shift + 7
        if not byte & 0x80:
            return value, at


def decode_custom_metadata(data: bytes) -> dict[str, object]:
    """``SegmentCustomMetadataSerde.deserialize``: a tagged-fields section (count, then tag, size and value of
    each field, unsigned varints); empty bytes are no fields. ValueError when it does not parse; a tag Aiven
    does not define is kept by its number."""
    fields: dict[str, object] = {}
    if not data:
        return fields
    count, at = _uvarint(data, 0)
    for _ in range(count):
        tag, at = _uvarint(data, at)
        size, at = _uvarint(data, at)
        value, at = data[at:at + size], at + size
        if len(value) < size:
            raise ValueError(f"custom metadata: field {tag} cut short")
        if tag == 0:
            raw, _ = _uvarint(value, 0)
            fields["remote_size"] = (raw >> 1) ^ -(raw & 1)  # zigzag
        elif tag in (1, 2):
            length, start = _uvarint(value, 0)
            fields[CUSTOM_METADATA_FIELDS[tag]] = value[start:start + length - 1].decode("utf-8")
        else:
            fields[str(tag)] = value
    if at != len(data):
        raise ValueError(f"custom metadata: {len(data) - at} bytes after its fields")
    return fields


def manifest_key(prefix: str, topic: str, topic_id: str, partition: int, start_offset: int, segment_id: str,
                 custom_metadata: bytes = b"") -> str:
    """The key of a segment's manifest (``ObjectKeyFactory.key(fields, metadata, suffix)``): the custom
    metadata's ``object_prefix`` and ``object_key``, when present, override the configured prefix and the key
    made from the segment's metadata (``mainPath``)."""
    fields = decode_custom_metadata(custom_metadata)
    main = fields.get("object_key") or f"{topic}-{topic_id}/{partition}/{start_offset:020d}-{segment_id}"
    return f"{fields.get('object_prefix', prefix)}{main}{MANIFEST_SUFFIX}"
