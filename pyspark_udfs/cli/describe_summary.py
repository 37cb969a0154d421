"""What ``describe`` gathers of a data directory: its partitions, segments, snapshots, groups and schemas."""
from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any, NamedTuple, TypeVar, cast

from .. import storage
from ..builds.batch import Batch
from ..errors import InputError, KafkaLogError
from ..reading.inputs import base_offset_from_name
from ..reading.scan import scan
from ..reading.segment import LogSegment
from ..registry.store import STORE_TOPIC, RegisteredSchema, SchemaStore
from ..registry.usage import SAMPLE_RECORDS, SchemaUse, schema_use
from ..tables.schema import topic_partition
from ..topics import datadir
from ..topics.groups import Commit, Group, latest_state
from ..topics.kraft_image import KRaftImage, read_image
from ..topics.share_state import ShareState, latest_share_states
from ..topics.snapshot import ProducerEntry, read_producer_snapshot
from ..topics.tiered import RemotePartition, remote_partitions

_T = TypeVar("_T")

INTERNAL_TOPICS = ("__cluster_metadata", "__consumer_offsets", "__share_group_state", "__remote_log_metadata")
"""The internal topics whose records the overview replays."""


@dataclass
class SegmentSummary:
    """One ``.log`` segment: where its offsets and batch max timestamps start and end."""

    file: str
    base_offset: int | None
    size: int
    batches: int = 0
    first_offset: int | None = None
    next_offset: int | None = None
    min_timestamp: int | None = None
    max_timestamp: int | None = None
    problems: int = 0


@dataclass
class SnapshotSummary:
    """A producer-state snapshot file and how many producers it holds (None when unreadable)."""

    file: str
    offset: int | None
    producers: int | None


@dataclass
class PartitionSummary:
    """Everything ``describe`` says about one partition directory."""

    directory: str
    topic: str
    partition: int
    topic_id: str | None = None
    segments: list[SegmentSummary] = field(default_factory=list)
    leader_epochs: list[datadir.EpochEntry] = field(default_factory=list)
    checkpoints: dict[str, int] = field(default_factory=dict)
    snapshots: list[SnapshotSummary] = field(default_factory=list)
    producers: list[ProducerEntry] = field(default_factory=list)
    """The entries of the latest readable producer snapshot: the producer state a restart would load."""
    kraft_snapshots: list[str] = field(default_factory=list)
    remote: RemotePartition | None = None
    """Its segments in remote storage, as ``__remote_log_metadata`` (in this directory) lists them."""
    schema_use: SchemaUse | None = None
    """The schema ids its keys and values name, when the directory holds a registry's store topic."""

    @property
    def log_end_offset(self) -> int | None:
        ends = [s.next_offset for s in self.segments if s.next_offset is not None]
        if ends:
            return max(ends)
        bases = [s.base_offset for s in self.segments if s.base_offset is not None]
        return max(bases) if bases else None

    @property
    def size(self) -> int:
        return sum(s.size for s in self.segments)


def summarize_segment(path: str, problems: list[KafkaLogError]) -> SegmentSummary:
    """Walk a segment's batch headers; damage goes to ``problems``."""
    summary = SegmentSummary(path, base_offset_from_name(path), storage.getsize(path))
    with LogSegment(path) as segment:
        for event in scan(segment, records=False, validate_crc=False):
            if isinstance(event, Batch):
                summary.batches += 1
                if summary.first_offset is None:
                    summary.first_offset = event.base_offset
                summary.next_offset = event.last_offset + 1
                stamp = event.max_timestamp
                if stamp >= 0:
                    summary.min_timestamp = (stamp if summary.min_timestamp is None
                                             else min(stamp, summary.min_timestamp))
                    summary.max_timestamp = (stamp if summary.max_timestamp is None
                                             else max(stamp, summary.max_timestamp))
            else:
                summary.problems += 1
                problems.append(cast(KafkaLogError, event))  # without records, the rest are problems
    return summary


def _problem(reason: str, file: str, position: int | None = None) -> KafkaLogError:
    return datadir.DataDirError(reason, file, position)


def _listing(directory: str) -> list[str]:
    """The names in a directory, sorted; :class:`InputError` naming it when it cannot be listed."""
    try:
        return sorted(storage.listdir(directory))
    except OSError as error:
        raise InputError(f"cannot be read: {error.strerror or error}", directory) from None


def _unreadable(error: OSError, path: str) -> InputError:
    return InputError(f"cannot be read: {error.strerror or error}", path)


def describe_partition(directory: str, topic: str, partition: int,
                       checkpoints: dict[str, dict[tuple[str, int], int]],
                       problems: list[KafkaLogError]) -> PartitionSummary:
    """Read one partition directory; problems found go to ``problems``, files that cannot be read
    as :class:`InputError`. Raises :class:`InputError` when the directory cannot be listed."""
    summary = PartitionSummary(directory, topic, partition)
    names = _listing(directory)

    def guarded(name: str, reader):
        try:
            return datadir.optional_file(directory, name, reader)
        except KafkaLogError as error:
            problems.append(error)
        except OSError as error:
            problems.append(_unreadable(error, os.path.join(directory, name)))
        return None

    metadata = guarded(datadir.PARTITION_METADATA, datadir.read_partition_metadata)
    summary.topic_id = metadata.get("topic_id") if metadata else None
    summary.leader_epochs = guarded(datadir.LEADER_EPOCH_CHECKPOINT, datadir.read_leader_epochs) or []
    latest: tuple[int, list[ProducerEntry]] | None = None  # the newest readable snapshot's producers
    for name in names:
        path = os.path.join(directory, name)
        if name.endswith(".log"):
            try:
                summary.segments.append(summarize_segment(path, problems))
            except KafkaLogError as error:
                problems.append(error)
            except OSError as error:
                problems.append(_unreadable(error, path))
        elif name.endswith(".snapshot"):
            entries: list[ProducerEntry] | None = None
            try:
                entries = list(read_producer_snapshot(path))
            except KafkaLogError as error:
                problems.append(error)
            except OSError as error:
                problems.append(_unreadable(error, path))
            stem = name[:-len(".snapshot")]
            offset = int(stem) if stem.isdigit() else None
            summary.snapshots.append(SnapshotSummary(name, offset, None if entries is None else len(entries)))
            if entries is not None and offset is not None and (latest is None or offset > latest[0]):
                latest = (offset, entries)
        elif name.endswith(".checkpoint") and name != datadir.LEADER_EPOCH_CHECKPOINT:
            summary.kraft_snapshots.append(name)
    if latest is not None:
        summary.producers = latest[1]  # each snapshot is read once
    summary.checkpoints = {kind: offsets[(topic, partition)] for kind, offsets in checkpoints.items()
                           if (topic, partition) in offsets}
    problems.extend(consistency_problems(summary))
    return summary


def consistency_problems(summary: PartitionSummary) -> Iterator[KafkaLogError]:
    """What does not add up between a partition's segments, checkpoints, epochs and snapshots."""
    previous: SegmentSummary | None = None
    for segment in summary.segments:
        if previous is not None and previous.next_offset is not None and segment.base_offset is not None:
            if segment.base_offset > previous.next_offset:
                yield _problem(f"gap between segments: offsets {previous.next_offset}..{segment.base_offset - 1} "
                               f"are in no segment", segment.file)
            elif segment.base_offset < previous.next_offset:
                yield _problem(f"segment starts at {segment.base_offset}, inside the previous segment "
                               f"(which ends before {previous.next_offset})", segment.file)
        if segment.first_offset is not None and segment.base_offset is not None \
                and segment.first_offset < segment.base_offset:
            yield _problem(f"first batch at offset {segment.first_offset}, below the base offset "
                           f"{segment.base_offset} in the file name", segment.file, 0)
        previous = segment
    end = summary.log_end_offset
    if end is None:
        return
    where = f"{summary.topic}-{summary.partition}"
    for kind, offset in summary.checkpoints.items():
        if kind != "cleaner-offset-checkpoint" and offset > end:
            yield _problem(f"{kind} says {where} is at {offset}, past its log end {end}", kind)
    for entry in summary.leader_epochs:
        if entry.start_offset > end:
            yield _problem(f"leader epoch {entry.epoch} starts at {entry.start_offset}, past the log end {end}",
                           os.path.join(summary.directory, datadir.LEADER_EPOCH_CHECKPOINT))
    for snapshot in summary.snapshots:
        if snapshot.offset is not None and snapshot.offset > end:
            yield _problem(f"producer snapshot at offset {snapshot.offset}, past the log end {end}",
                           os.path.join(summary.directory, snapshot.file))


@dataclass
class DataDirSummary:
    """A data directory: its identity, checkpoints, partitions and consumer groups' committed offsets."""

    path: str
    properties: dict[str, str]
    checkpoint_files: list[str]
    partitions: list[PartitionSummary]
    quorum_state: dict[str, Any] | None = None
    commits: list[Commit] = field(default_factory=list)
    """The latest committed offset per group and partition, from the ``__consumer_offsets`` partitions here."""
    groups: list[Group] = field(default_factory=list)
    """The classic, consumer, share and streams groups the ``__consumer_offsets`` partitions here leave."""
    share_states: list[ShareState] = field(default_factory=list)
    """The state of each share-partition, from the ``__share_group_state`` partitions here."""
    kraft: KRaftImage | None = None
    """What ``__cluster_metadata-0`` here says about the cluster (features, brokers, topic ids)."""
    clean_shutdown: bool | None = None
    """Whether ``.kafka_cleanshutdown`` is here; None where there is no ``meta.properties`` (not a broker's
    data directory, e.g. a copy of some segments)."""
    shutdown_broker_epoch: int | None = None
    """The broker epoch ``.kafka_cleanshutdown`` holds (Kafka 3.7 and later write it)."""
    damaged: dict[str, int] = field(default_factory=dict)
    """Internal topic → problems found reading its records: the records of its damaged batches are left out of
    what the overview says of it (``kraft``, ``groups``, ``commits``, ``share_states``, each partition's
    ``remote``)."""
    registry: SchemaStore | None = None
    """The schemas of the registry's store topic (``_schemas-0``) here, replayed as the registry does."""

    def lag(self, commit: Commit) -> int | None:
        """Records between a commit and the end of its partition's log, when that log is in this directory."""
        end = next((p.log_end_offset for p in self.partitions
                    if (p.topic, p.partition) == (commit.topic, commit.partition)), None)
        return None if end is None else end - commit.offset


def describe_data_dir(path: str, problems: list[KafkaLogError],
                      schema_sample: int | None = SAMPLE_RECORDS) -> DataDirSummary:
    """Everything ``describe`` reports about ``path``; problems found go to ``problems`` (an
    :class:`InputError` for a file or directory that cannot be read: it is left out). ``schema_sample``:
    records read per segment for the schema ids each topic names (None: all)."""
    properties = _guarded(path, datadir.META_PROPERTIES, datadir.read_properties, problems) or {}
    clean_shutdown = datadir.present(path, datadir.CLEAN_SHUTDOWN) if properties else None
    shutdown_epoch = (_guarded(path, datadir.CLEAN_SHUTDOWN, datadir.read_clean_shutdown, problems)
                      if clean_shutdown else None)
    checkpoints = _checkpoints(path, problems)
    partitions, quorum = _partitions(path, checkpoints, problems)
    internal = _replay_internal_topics(partitions, problems)
    registry = registry_store(partitions, problems)
    if registry is not None:
        for p in partitions:
            if not p.topic.startswith("__") and p.topic != registry.topic:
                p.schema_use = schema_use([s.file for s in p.segments], registry, schema_sample)
    return DataDirSummary(path, properties, sorted(checkpoints), partitions, quorum, internal.commits,
                          internal.groups, internal.shares, internal.kraft, clean_shutdown, shutdown_epoch,
                          internal.damaged, registry)


def _guarded(path: str, name: str, reader: Callable[[str], _T], problems: list[KafkaLogError]) -> _T | None:
    """``reader`` applied to ``path/name`` when it is there; a file that cannot be read is a problem."""
    try:
        return datadir.optional_file(path, name, reader)
    except KafkaLogError as error:
        problems.append(error)
    except OSError as error:
        problems.append(_unreadable(error, os.path.join(path, name)))
    return None


def _checkpoints(path: str, problems: list[KafkaLogError]) -> dict[str, dict[tuple[str, int], int]]:
    """Each offset checkpoint file here: (topic, partition) → offset."""
    checkpoints: dict[str, dict[tuple[str, int], int]] = {}
    for kind in datadir.OFFSET_CHECKPOINTS:
        entries = _guarded(path, kind, datadir.read_offset_checkpoint, problems)
        if entries is not None:
            checkpoints[kind] = {(e.topic, e.partition): e.offset for e in entries}
    return checkpoints


def _partitions(path: str, checkpoints: dict[str, dict[tuple[str, int], int]], problems: list[KafkaLogError]
                ) -> tuple[list[PartitionSummary], dict[str, Any] | None]:
    """The partition directories here, and the quorum state of ``__cluster_metadata``'s."""
    partitions = []
    quorum = None
    for name in _listing(path):
        directory = os.path.join(path, name)
        topic, partition = topic_partition(name)
        if topic is None or partition is None or not storage.isdir(directory):  # both None or neither
            continue
        try:
            partitions.append(describe_partition(directory, topic, partition, checkpoints, problems))
        except InputError as error:
            problems.append(error)
            continue
        if topic == "__cluster_metadata":
            quorum = _guarded(path, os.path.join(name, datadir.QUORUM_STATE), datadir.read_quorum_state, problems)
    return partitions, quorum


class _Internal(NamedTuple):
    """What replaying the internal topics' records gives (:class:`DataDirSummary`'s fields of that name)."""

    kraft: KRaftImage | None
    commits: list[Commit]
    groups: list[Group]
    shares: list[ShareState]
    damaged: dict[str, int]


def _replay_internal_topics(partitions: list[PartitionSummary], problems: list[KafkaLogError]) -> _Internal:
    """What reading each internal topic's records finds, beside what the segments' headers showed; sets each
    partition's ``remote``."""
    found: dict[str, list[KafkaLogError]] = {topic: [] for topic in INTERNAL_TOPICS}

    def files(topic: str) -> list[str]:
        return [s.file for p in partitions if p.topic == topic for s in p.segments]

    metadata = next((p for p in partitions if p.topic == "__cluster_metadata"), None)
    kraft = None
    if metadata is not None:
        kraft = read_image([os.path.join(metadata.directory, name) for name in metadata.kraft_snapshots],
                           files("__cluster_metadata"), found["__cluster_metadata"])
    latest, groups = latest_state(files("__consumer_offsets"), found["__consumer_offsets"])
    commits = sorted(latest.values(), key=lambda c: (c.group, c.topic, c.partition))
    shares = sorted(latest_share_states(files("__share_group_state"), found["__share_group_state"]).values(),
                    key=lambda s: (s.group, s.topic_id, s.partition))
    remote = remote_partitions(files("__remote_log_metadata"), found["__remote_log_metadata"])
    reported = {(e.file, e.position, e.reason) for e in problems}
    problems.extend(e for errors in found.values() for e in errors if (e.file, e.position, e.reason) not in reported)
    damaged = {topic: len(errors) for topic, errors in found.items() if errors}
    if kraft is not None and "__cluster_metadata" not in damaged:  # else topics may be missing from the image
        problems.extend(topic_id_problems(partitions, kraft.topic_ids))
    for p in partitions:
        p.remote = remote.get((p.topic, p.partition))
    return _Internal(kraft, commits, sorted(groups.values(), key=lambda g: g.group), shares, damaged)


def registry_store(partitions: list[PartitionSummary], problems: list[KafkaLogError]) -> SchemaStore | None:
    """The schemas of the registry's store topic, when its partition is here; the records the registry
    itself would refuse are problems."""
    store = next((p for p in partitions if (p.topic, p.partition) == (STORE_TOPIC, 0)), None)
    if store is None:
        return None
    found: list[KafkaLogError] = []
    registry = SchemaStore.from_segments([s.file for s in store.segments], found)
    reported = {(e.file, e.position, e.reason) for e in problems}
    problems.extend(e for e in found if (e.file, e.position, e.reason) not in reported)
    problems.extend(_problem(f"schema registry record at offset {problem.offset} is skipped, as the registry "
                             f"skips it: {problem.reason}", store.directory) for problem in registry.problems)
    return registry


def _subject_versions(store: SchemaStore) -> list[RegisteredSchema]:
    return sorted(store.versions.values(), key=lambda s: (s.subject, s.version))


def topic_id_problems(partitions: list[PartitionSummary], ids: dict[str, str]) -> Iterator[KafkaLogError]:
    """Partitions whose ``partition.metadata`` topic id is not the metadata log's id for their topic."""
    for p in partitions:
        if p.topic == "__cluster_metadata" or p.topic_id is None:
            continue
        where = os.path.join(p.directory, datadir.PARTITION_METADATA)
        if p.topic not in ids:
            yield _problem(f"topic {p.topic} (id {p.topic_id}) is not in the KRaft metadata log", where)
        elif ids[p.topic] != p.topic_id:
            yield _problem(f"topic id {p.topic_id}, but the KRaft metadata log gives {p.topic} the id "
                           f"{ids[p.topic]}", where)
