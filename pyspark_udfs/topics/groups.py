"""The latest committed offset per consumer group and partition, and the groups, from ``__consumer_offsets``.

The same rule as :func:`pyspark_udfs.spark.topic_columns.latest_committed_offsets`, in one process:
the last offset commit of each (group, topic, partition) in log order wins, and a tombstone deletes it.
Memory holds one entry per live (group, topic, partition) and per live group (with its member ids), whatever
the size of the segments. Groups of every kind are replayed the same way: classic (type 2), consumer (3-8, 16),
share (10-15) and streams (17, 19-23); the tombstone of a group's epoch record deletes the group.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import cast

from ..errors import KafkaLogError
from ..reading.scan import data_records
from .decoders import GROUP_TYPES, OFFSET_COMMIT_TYPES, decode_offsets

GROUP_EPOCH_TYPES = (3, 11, 17)
"""The record types holding a consumer, share or streams group's epoch (their ``Epoch`` field)."""
MEMBER_TYPES = (5, 10, 19)
"""The record types of a consumer, share or streams group's member metadata (one per live member)."""


@dataclass(frozen=True)
class Commit:
    """A group's committed position in one partition."""

    group: str
    topic: str
    partition: int
    offset: int
    leader_epoch: int | None
    commit_timestamp: int


@dataclass
class Group:
    """A group as its latest records leave it: its kind, epoch (classic: generation), members and state."""

    group: str
    group_type: str
    epoch: int | None = None
    members: set[str] = field(default_factory=set)
    protocol_type: str | None = None
    """A classic group's protocol type (``consumer``, ``connect``, …)."""
    topology_epoch: int | None = None
    """A streams group's topology epoch (StreamsGroupTopology)."""
    share_state_topics: int | None = None
    """A share group's topics with initialized share-group state (ShareGroupStatePartitionMetadata)."""


def _apply_group_record(groups: dict[str, Group], record_type: int, key: dict, value: dict | None) -> None:
    """One group record replayed: a group tombstone (its epoch or classic metadata record) deletes the group."""
    name = cast(str, key.get("group", key.get("groupId")))  # every group record's key names its group
    kind = GROUP_TYPES[record_type]
    if value is None:
        if record_type == 2 or record_type in GROUP_EPOCH_TYPES:
            groups.pop(name, None)
        elif record_type in MEMBER_TYPES and name in groups:
            groups[name].members.discard(key["memberId"])
        elif record_type == 23 and name in groups:
            groups[name].topology_epoch = None
        return
    group = groups.setdefault(name, Group(name, kind))
    group.group_type = kind
    data = value["data"]
    if record_type == 2:
        group.epoch, group.protocol_type = data["generation"], data["protocolType"]
        group.members = {m["memberId"] for m in data.get("members") or []}
    elif record_type in GROUP_EPOCH_TYPES:
        group.epoch = data["epoch"]
    elif record_type in MEMBER_TYPES:
        group.members.add(key["memberId"])
    elif record_type == 23:
        group.topology_epoch = data["epoch"]
    elif record_type == 15:
        group.share_state_topics = len(data.get("initializedTopics") or [])


def _decoded_records(segments: Iterable[str], problems: list[KafkaLogError]):
    """The decoded records of known types of ``__consumer_offsets`` segments, in log order."""
    for path, record in data_records(segments, problems):
        decoded = decode_offsets(record, path, None)
        if decoded.error is None and decoded.key is not None and decoded.key["data"] is not None:
            yield decoded


def latest_state(segments: Iterable[str], problems: list[KafkaLogError]
                 ) -> tuple[dict[tuple[str, str, int], Commit], dict[str, Group]]:
    """In one pass over ``segments`` (log order): (group, topic, partition) → its latest commit, and group id →
    the group its records leave. Undecodable records are skipped (``dump`` reports them)."""
    latest: dict[tuple[str, str, int], Commit] = {}
    groups: dict[str, Group] = {}
    for decoded in _decoded_records(segments, problems):
        record_type = decoded.key["type"]
        if record_type in GROUP_TYPES:
            _apply_group_record(groups, record_type, decoded.key["data"], decoded.value)
        if record_type not in OFFSET_COMMIT_TYPES:
            continue
        key = decoded.key["data"]
        where = (key["group"], key["topic"], key["partition"])
        if decoded.value is None:
            latest.pop(where, None)
            continue
        value = decoded.value["data"]
        epoch = value.get("leaderEpoch", -1)
        latest[where] = Commit(*where, value["offset"], None if epoch < 0 else epoch, value["commitTimestamp"])
    return latest, groups


def latest_commits(segments: Iterable[str], problems: list[KafkaLogError]) -> dict[tuple[str, str, int], Commit]:
    """(group, topic, partition) → its latest commit, over ``segments`` in the order given (log order)."""
    return latest_state(segments, problems)[0]
