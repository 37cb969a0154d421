"""The latest committed offset per consumer group and partition, from ``__consumer_offsets`` segments.

The same rule as :func:`pyspark_udfs.internal.spark_columns.latest_committed_offsets`, in one process:
the last offset commit of each (group, topic, partition) in log order wins, and a tombstone deletes it.
Memory holds one entry per live (group, topic, partition), whatever the size of the segments.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Optional

from ..errors import KafkaLogError
from ..model import Record
from ..scan import scan
from ..segment import LogSegment
from .decoders import decode_offsets

OFFSET_COMMIT_TYPES = (0, 1)


@dataclass(frozen=True)
class Commit:
    """A group's committed position in one partition."""

    group: str
    topic: str
    partition: int
    offset: int
    leader_epoch: Optional[int]
    commit_timestamp: int


def latest_commits(segments: Iterable[str], problems: list[KafkaLogError]) -> dict[tuple[str, str, int], Commit]:
    """(group, topic, partition) → its latest commit, over ``segments`` in the order given (log order)."""
    latest: dict[tuple[str, str, int], Commit] = {}
    for path in segments:
        with LogSegment(path) as segment:
            for event in scan(segment, records=True, validate_crc=True):
                if isinstance(event, KafkaLogError):
                    problems.append(event)
                    continue
                if not isinstance(event, Record) or event.control is not None:
                    continue
                decoded = decode_offsets(event, path, None)
                if decoded.error is not None or decoded.key is None or decoded.key["type"] not in OFFSET_COMMIT_TYPES:
                    continue
                key = decoded.key["data"]
                where = (key["group"], key["topic"], key["partition"])
                if decoded.value is None:
                    latest.pop(where, None)
                    continue
                value = decoded.value["data"]
                epoch = value.get("leaderEpoch", -1)
                latest[where] = Commit(*where, value["offset"], None if epoch < 0 else epoch, value["commitTimestamp"])
    return latest
