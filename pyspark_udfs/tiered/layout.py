"""Where tiered segments lie: the names remote storage managers give their objects.

Aiven's RemoteStorageManager (``ObjectKeyFactory``): ``<prefix><topic>-<topicId>/<partition>/<start offset in
20 digits>-<segmentId>.{log,indexes,rsm-manifest}``. Kafka's ``LocalTieredStorage`` (its test storage, raw copies:
``RemoteTopicPartitionDirectory``, ``RemoteLogSegmentFileset``): ``<topic>-<partition>-<topicId>/<start
offset>-<segmentId>.{log,index,timeindex,txnindex,leader_epoch_checkpoint,snapshot}``, the offset in plain
decimal. Ids are Kafka Uuids, 22 base64url characters.
"""
from __future__ import annotations

import re
from typing import Optional

MANIFEST_SUFFIX = ".rsm-manifest"
"""``ObjectKeyFactory.Suffix.MANIFEST``: a path ending so is read as the segment it describes."""
_UUID = r"[A-Za-z0-9_-]{22}"
_AIVEN_NAME = re.compile(rf"^(\d{{20}})-{_UUID}\.(log|indexes|rsm-manifest)$")
_AIVEN_TOPIC = re.compile(rf"^(.+)-{_UUID}$")
_LOCAL_NAME = re.compile(rf"^(\d+)-{_UUID}\.(log|index|timeindex|txnindex|leader_epoch_checkpoint|snapshot)$")
_LOCAL_PARTITION = re.compile(rf"^(.+)-(\d+)-{_UUID}$")
"""``RemoteTopicPartitionDirectory.FILENAME_FORMAT`` (the topic's legal characters left to Kafka)."""
_INT32_MAX = 2**31 - 1


def start_offset_of(path: str) -> Optional[int]:
    """The start offset a tiered object's name carries (either layout); None for other names."""
    name = path.rstrip("/").rsplit("/", 1)[-1]
    match = _AIVEN_NAME.match(name) or _LOCAL_NAME.match(name)
    return int(match.group(1)) if match else None


def partition_of(directory: str) -> Optional[tuple[str, int]]:
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
