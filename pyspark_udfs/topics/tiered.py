"""The tiered segments of each partition, from ``__remote_log_metadata`` segments (KIP-405).

``TopicBasedRemoteLogMetadataManager`` announces a segment with a
RemoteLogSegmentMetadata record when its copy to remote storage starts, then
records each change of its state (copy finished, deletion started, deletion
finished) with a RemoteLogSegmentMetadataUpdate; a RemotePartitionDeleteMetadata
record marks a partition's remote data for deletion. Replayed in log order
they give, for each partition, its remote segments and where each stands.
An update for a segment no record announced is left out, as Kafka's cache
refuses it. Memory holds one entry per remote segment.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from ..errors import KafkaLogError
from ..reading.scan import data_records
from .decoders import decode_remote_log_metadata
from .remote_metadata import PARTITION_DELETE_STATES, SEGMENT_STATES, leader_epochs, state_name

STATUS = {"COPY_SEGMENT_STARTED": "copy in progress", "COPY_SEGMENT_FINISHED": "copied",
          "DELETE_SEGMENT_STARTED": "deletion in progress", "DELETE_SEGMENT_FINISHED": "deleted"}
"""What each RemoteLogSegmentState says of a segment."""


@dataclass
class RemoteSegment:
    """One segment in remote storage, as the metadata topic last described it."""

    segment_id: str
    start_offset: int
    end_offset: int
    size: int
    max_timestamp: int
    leader_epochs: dict[int, int]
    state: str | None
    """The RemoteLogSegmentState's name; None for an id Kafka's ``forId`` does not know."""
    event_timestamp: int
    broker_id: int
    txn_index_empty: bool
    custom_metadata: str | None = None
    """The remote storage manager's custom metadata, base64; None when there is none."""

    @property
    def status(self) -> str:
        """What the state says of the segment; a state id Kafka does not know is said so, not raised."""
        return "in an unknown state" if self.state is None else STATUS.get(self.state, self.state)


@dataclass
class RemotePartition:
    """A topic partition's remote segments (by start offset) and the state of its remote deletion, if any."""

    topic: str
    topic_id: str
    partition: int
    segments: list[RemoteSegment] = field(default_factory=list)
    delete_state: str | None = None


def remote_partitions(segments: Iterable[str], problems: list[KafkaLogError]) -> dict[tuple[str, int], RemotePartition]:
    """(topic, partition) → its remote segments, over ``segments`` of ``__remote_log_metadata`` in log order."""
    partitions: dict[tuple[str, int], RemotePartition] = {}
    by_id: dict[str, RemoteSegment] = {}

    def partition_of(entry: dict) -> RemotePartition:
        where = (entry["name"], entry["partition"])
        if where not in partitions:
            partitions[where] = RemotePartition(entry["name"], entry["id"], entry["partition"])
        return partitions[where]

    for path, record in data_records(segments, problems):
        value = decode_remote_log_metadata(record, path, None).value
        if value is None:
            continue
        data, kind = value["data"], value["type"]
        if kind == "REMOTE_LOG_SEGMENT_METADATA_RECORD":
            ident = data["remoteLogSegmentId"]
            seg = RemoteSegment(ident["id"], data["startOffset"], data["endOffset"], data["segmentSizeInBytes"],
                                data["maxTimestampMs"], leader_epochs(data["segmentLeaderEpochs"]),
                                state_name(SEGMENT_STATES, data["remoteLogSegmentState"]),
                                data["eventTimestampMs"], data["brokerId"], data.get("txnIndexEmpty", False),
                                data["customMetadata"])
            by_id[seg.segment_id] = seg
            owner = partition_of(ident["topicIdPartition"])
            owner.segments = sorted([s for s in owner.segments if s.segment_id != seg.segment_id] + [seg],
                                    key=lambda s: (s.start_offset, s.end_offset))
        elif kind == "REMOTE_LOG_SEGMENT_METADATA_UPDATE_RECORD":
            updated = by_id.get(data["remoteLogSegmentId"]["id"])
            if updated is not None:
                updated.state = state_name(SEGMENT_STATES, data["remoteLogSegmentState"])
                updated.event_timestamp, updated.broker_id = data["eventTimestampMs"], data["brokerId"]
                updated.custom_metadata = data["customMetadata"]  # createWithUpdates takes the update's
        elif kind == "REMOTE_PARTITION_DELETE_METADATA_RECORD":
            partition_of(data["topicIdPartition"]).delete_state = state_name(
                PARTITION_DELETE_STATES, data["remotePartitionDeleteState"])
    return partitions


