"""The state of each share-partition, from ``__share_group_state`` segments (KIP-932).

A ShareSnapshot record holds a share-partition's whole state; each ShareUpdate
after it changes the start offset (unless -1) and replaces the state of the
offset ranges its batches name; a tombstone deletes the state. Replayed in log
order, the last snapshot and the updates after it give the state the share
coordinator would load: ranges below the start offset are dropped. Memory
holds one state per live share-partition.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from ..errors import KafkaLogError
from ..generated.kafka_share_group_state import KafkaShareGroupState
from ..reading.scan import data_records
from .decoders import decode_share_group_state

SNAPSHOT, UPDATE = 0, 1


@dataclass(frozen=True)
class StateBatch:
    """The delivery state of the offsets ``first_offset..last_offset``."""

    first_offset: int
    last_offset: int
    delivery_state: str
    delivery_count: int


@dataclass
class ShareState:
    """One share-partition's state: a share group's position in one topic partition."""

    group: str
    topic_id: str
    partition: int
    start_offset: int
    state_epoch: int
    leader_epoch: int
    snapshot_epoch: int
    write_timestamp: int
    delivery_complete_count: int | None = None
    updates: int = 0
    """ShareUpdate records applied since the snapshot."""
    batches: list[StateBatch] = field(default_factory=list)


def delivery_state_name(state_id: int) -> str:
    """``ACKNOWLEDGED`` for 2, …, ``UNKNOWN(n)`` for an id Kafka's ``RecordState`` does not have."""
    try:
        return KafkaShareGroupState.DeliveryState(state_id).name.upper()
    except ValueError:
        return f"UNKNOWN({state_id})"


def _batches(data: dict) -> list[StateBatch]:
    return [StateBatch(b["firstOffset"], b["lastOffset"], delivery_state_name(b["deliveryState"]), b["deliveryCount"])
            for b in data["stateBatches"]]


def overlay(batches: list[StateBatch], newer: list[StateBatch], start_offset: int) -> list[StateBatch]:
    """``batches`` with the ranges of ``newer`` replacing theirs, in offset order, cut at ``start_offset``."""
    out = list(batches)
    for new in newer:
        kept = []
        for old in out:
            if old.last_offset < new.first_offset or old.first_offset > new.last_offset:
                kept.append(old)
                continue
            if old.first_offset < new.first_offset:
                kept.append(StateBatch(old.first_offset, new.first_offset - 1, old.delivery_state, old.delivery_count))
            if old.last_offset > new.last_offset:
                kept.append(StateBatch(new.last_offset + 1, old.last_offset, old.delivery_state, old.delivery_count))
        out = [*kept, new]
    out = [b if b.first_offset >= start_offset else StateBatch(start_offset, b.last_offset, b.delivery_state,
                                                                 b.delivery_count)
           for b in out if b.last_offset >= start_offset]
    return sorted(out, key=lambda b: b.first_offset)


def _complete_count(data: dict) -> int | None:
    count = data.get("deliveryCompleteCount", -1)
    return None if count < 0 else count


def latest_share_states(segments: Iterable[str],
                        problems: list[KafkaLogError]) -> dict[tuple[str, str, int], ShareState]:
    """(group, topic id, partition) → its state, over ``segments`` in the order given (log order)."""
    states: dict[tuple[str, str, int], ShareState] = {}
    for path, record in data_records(segments, problems):
        decoded = decode_share_group_state(record, path, None)
        if decoded.error is not None or decoded.key is None or decoded.key["data"] is None:
            continue
        key = decoded.key["data"]
        where = (key["groupId"], key["topicId"], key["partition"])
        if decoded.value is None:
            states.pop(where, None)
            continue
        data = decoded.value["data"]
        if decoded.key["type"] == SNAPSHOT:
            states[where] = ShareState(*where, data["startOffset"], data["stateEpoch"], data["leaderEpoch"],
                                       data["snapshotEpoch"], data["writeTimestamp"], _complete_count(data),
                                       0, overlay([], _batches(data), data["startOffset"]))
        elif where in states:  # an update without a snapshot before it has nothing to apply to
            state = states[where]
            if data["startOffset"] >= 0:
                state.start_offset = data["startOffset"]
            state.leader_epoch = data["leaderEpoch"]
            state.delivery_complete_count = _complete_count(data) if "deliveryCompleteCount" in data \
                else state.delivery_complete_count
            state.updates += 1
            state.batches = overlay(state.batches, _batches(data), state.start_offset)
    return states

