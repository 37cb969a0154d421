"""``kafka-ksy describe DATA_DIR``: one overview of a broker's data directory.

For each partition directory: topic, partition, topic id, its segments with
offset and time ranges and sizes, leader epochs, the data directory's
checkpointed offsets against the log's end, and the producer-state snapshots;
for the directory, what its internal topics leave: groups and committed offsets,
share-group state, tiered segments, and the KRaft metadata image (features,
brokers; :mod:`.kraft_image`). What does not add up is reported as a problem (exit status 1): a gap or an
overlap between segments, a checkpoint past the log end, a leader epoch that
starts past it, a snapshot beyond it, a text file Kafka could not read, a
topic id that is not the one the KRaft metadata log (``__cluster_metadata-0``) gives the topic.
Where the directory holds a schema registry's store topic (``_schemas``), its subjects, versions, ids
and types, and per topic the schema ids its keys and values name (:mod:`pyspark_udfs.registry.usage`:
the first records of each segment, or all of them).
Segments are read batch by batch, headers only (nothing is decompressed). The
data directory may be a URI (:mod:`pyspark_udfs.storage`).
"""
from __future__ import annotations

import os
from collections.abc import Iterator
from dataclasses import asdict, dataclass, field
from typing import Any, cast

from .. import storage
from ..builds.batch import Batch
from ..errors import InputError, KafkaLogError
from ..format.text import counted, utc_text
from ..reading.scan import scan
from ..reading.segment import LogSegment, base_offset_from_name
from ..registry.store import STORE_TOPIC, RegisteredSchema, SchemaStore
from ..registry.usage import SAMPLE_RECORDS, SchemaUse, schema_use, use_text
from ..tables.schema import topic_partition
from ..topics import datadir
from ..topics.groups import Commit, Group, latest_state
from ..topics.kraft_image import KRaftImage, features_text, read_image
from ..topics.share_state import ShareState, latest_share_states
from ..topics.snapshot import ProducerEntry, read_producer_snapshot
from ..topics.tiered import RemotePartition, remote_partitions


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
    def guarded(name: str, reader):
        try:
            return datadir.optional_file(path, name, reader)
        except KafkaLogError as error:
            problems.append(error)
        except OSError as error:
            problems.append(_unreadable(error, os.path.join(path, name)))
        return None

    properties = guarded(datadir.META_PROPERTIES, datadir.read_properties) or {}
    clean_shutdown = datadir.present(path, datadir.CLEAN_SHUTDOWN) if properties else None
    shutdown_epoch = guarded(datadir.CLEAN_SHUTDOWN, datadir.read_clean_shutdown) if clean_shutdown else None
    checkpoints: dict[str, dict[tuple[str, int], int]] = {}
    for kind in datadir.OFFSET_CHECKPOINTS:
        entries = guarded(kind, datadir.read_offset_checkpoint)
        if entries is not None:
            checkpoints[kind] = {(e.topic, e.partition): e.offset for e in entries}
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
            quorum = guarded(os.path.join(name, datadir.QUORUM_STATE), datadir.read_quorum_state)
    # what reading each internal topic's records finds, beside what the segments' headers showed
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
    registry = registry_store(partitions, problems)
    if registry is not None:
        for p in partitions:
            if not p.topic.startswith("__") and p.topic != registry.topic:
                p.schema_use = schema_use([s.file for s in p.segments], registry, schema_sample)
    return DataDirSummary(path, properties, sorted(checkpoints), partitions, quorum, commits,
                          sorted(groups.values(), key=lambda g: g.group), shares, kraft, clean_shutdown,
                          shutdown_epoch, damaged, registry)


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


INTERNAL_TOPICS = ("__cluster_metadata", "__consumer_offsets", "__share_group_state", "__remote_log_metadata")
"""The internal topics whose records the overview replays."""
_PRODUCERS_SHOWN = 10
"""Producers of the latest snapshot listed in the text overview."""


def source(topic: str, summary: DataDirSummary, detail: str = "") -> str:
    """``(topic, detail)``, where a heading names what it is read from; saying so when the records of damaged
    batches are left out."""
    problems = summary.damaged.get(topic, 0)
    return (f"({topic}" + (f", {detail}" if detail else "")
            + (f"; {counted(problems, 'problem')}: the records of damaged batches are left out" if problems else "")
            + ")")


def _range(low: int | None, high: int | None) -> str:
    return "-" if low is None else f"{low}..{high}"


def _times(low: int | None, high: int | None) -> str:
    return "-" if low is None or high is None else f"{utc_text(low)}..{utc_text(high)}"


def text_lines(summary: DataDirSummary) -> Iterator[str]:
    """The overview as text, one partition after another."""
    identity = " ".join(f"{k}={v}" for k, v in summary.properties.items() if k in ("cluster.id", "node.id"))
    yield f"Data directory {summary.path}" + (f" ({identity})" if identity else "")
    topics: dict[str, list[PartitionSummary]] = {}
    for p in summary.partitions:
        topics.setdefault(p.topic, []).append(p)
    yield f"  {counted(len(topics), 'topic')}, {counted(len(summary.partitions), 'partition')}: " + ", ".join(
        f"{topic} ({counted(len(ps), 'partition')}, {counted(sum(p.size for p in ps), 'byte')})"
        for topic, ps in topics.items())
    if summary.checkpoint_files:
        yield f"  checkpoints: {', '.join(summary.checkpoint_files)}"
    if summary.clean_shutdown:
        yield ("  clean shutdown: yes (.kafka_cleanshutdown"
               + ("" if summary.shutdown_broker_epoch is None else f", broker epoch {summary.shutdown_broker_epoch}")
               + ")")
    elif summary.clean_shutdown is not None:
        yield ("  clean shutdown: no (no .kafka_cleanshutdown: the broker is running or did not stop cleanly; "
               "on start it recovers the segments after each recovery point)")
    if summary.quorum_state is not None:
        state = summary.quorum_state
        yield (f"  quorum-state: leader {state.get('leaderId')} epoch {state.get('leaderEpoch')} "
               f"voted {state.get('votedId')}")
    if summary.kraft is not None:
        yield from kraft_lines(summary.kraft, source("__cluster_metadata", summary,
                                                     "latest snapshot and the records after it"))
    if summary.groups:
        yield f"  groups {source('__consumer_offsets', summary)}:"
        for g in summary.groups:
            yield (f"    {g.group}: {g.group_type}"
                   + (f" ({g.protocol_type})" if g.protocol_type else "")
                   + ("" if g.epoch is None
                      else f", {'generation' if g.group_type == 'classic' else 'epoch'} {g.epoch}")
                   + f", {counted(len(g.members), 'member')}"
                   + ("" if g.topology_epoch is None else f", topology epoch {g.topology_epoch}")
                   + ("" if g.share_state_topics is None
                      else f", share state of {counted(g.share_state_topics, 'topic')}"))
    if summary.commits:
        yield f"  committed offsets {source('__consumer_offsets', summary, 'latest per group and partition')}:"
        for c in summary.commits:
            lag = summary.lag(c)
            yield (f"    {c.group} {c.topic}-{c.partition}: {c.offset}"
                   + (f" (lag {lag})" if lag is not None else "") + f" at {utc_text(c.commit_timestamp)}"
                   + (f", leader epoch {c.leader_epoch}" if c.leader_epoch is not None else ""))
    if summary.share_states:
        yield from share_state_lines(summary)
    if summary.registry is not None:
        yield from registry_lines(summary.registry)
    for p in summary.partitions:
        yield ""
        yield (f"{os.path.basename(p.directory)}: topic {p.topic} partition {p.partition}"
               + (f" topic id {p.topic_id}" if p.topic_id else ""))
        yield (f"  {counted(len(p.segments), 'segment')}, {counted(p.size, 'byte')}, log end offset "
               f"{'-' if p.log_end_offset is None else p.log_end_offset}")
        for s in p.segments:
            last = None if s.next_offset is None else s.next_offset - 1
            yield (f"  {os.path.basename(s.file)}: offsets {_range(s.first_offset, last)}"
                   f", {counted(s.size, 'byte')}, {counted(s.batches, 'batch')}, "
                   f"batch times {_times(s.min_timestamp, s.max_timestamp)}"
                   + (f", {counted(s.problems, 'problem')}" if s.problems else ""))
        if p.leader_epochs:
            yield "  leader epochs: " + ", ".join(f"{e.epoch} from {e.start_offset}" for e in p.leader_epochs)
        for kind, offset in p.checkpoints.items():
            yield f"  {kind}: {offset}"
        for snap in p.snapshots:
            yield f"  producer snapshot {snap.file}: " + (
                "unreadable" if snap.producers is None else counted(snap.producers, "producer"))
        for entry in p.producers[:_PRODUCERS_SHOWN]:
            when = utc_text(entry.timestamp) if entry.timestamp >= 0 else "-"
            yield (f"    producer {entry.producer_id} epoch {entry.epoch}: last offset {entry.last_offset}, "
                   f"last sequence {entry.last_sequence}, at {when}"
                   + (f", transaction open since offset {entry.current_txn_first_offset}"
                      if entry.current_txn_first_offset >= 0 else ""))
        if len(p.producers) > _PRODUCERS_SHOWN:
            more = counted(len(p.producers) - _PRODUCERS_SHOWN, "more producer")
            yield f"    … and {more} (--json lists them all)"
        for name in p.kraft_snapshots:
            yield f"  KRaft snapshot {name}"
        if p.remote is not None:
            yield from remote_lines(p.remote, source("__remote_log_metadata", summary))
        if p.schema_use is not None:
            use = p.schema_use
            yield ("  schemas its records name ("
                   + (f"the first {use.sample} records of each segment" if use.sample is not None
                      else "every record") + f": {counted(use.records, 'record')}"
                   + (f", {counted(use.problems, 'problem')}" if use.problems else "") + "):")
            yield f"    keys: {use_text(use.keys)}"
            yield f"    values: {use_text(use.values)}"


def registry_lines(store: SchemaStore) -> Iterator[str]:
    """The subject versions the registry's store topic leaves, as the registry replays it."""
    yield f"  schema registry ({store.topic}, {counted(len(store), 'subject version')}):"
    for s in _subject_versions(store):
        yield (f"    {s.subject} version {s.version}: id {s.id}, {s.schema_type}"
               + (", references " + ", ".join(f"{r.subject} version {r.version}" for r in s.references)
                  if s.references else "")
               + (", soft-deleted" if s.deleted else ""))


def kraft_lines(image: KRaftImage, where: str) -> Iterator[str]:
    """The cluster's finalized features and its brokers' registrations, as the metadata log (``where``, see
    :func:`source`) leaves them."""
    yield f"  KRaft metadata {where}:"
    yield f"    features: {features_text(image.features)}"
    for broker in sorted(image.brokers.values(), key=lambda b: b.broker_id):
        dirs = f" ({', '.join(broker.log_dirs)})" if broker.log_dirs else ""
        yield (f"    broker {broker.broker_id}: epoch {broker.epoch}, {'fenced' if broker.fenced else 'unfenced'}"
               + (", in controlled shutdown" if broker.in_controlled_shutdown else "")
               + (f", rack {broker.rack}" if broker.rack is not None else "")
               + f", {counted(len(broker.log_dirs), 'log dir')}{dirs}"
               + (f", cordoned: {', '.join(broker.cordoned_log_dirs)}" if broker.cordoned_log_dirs else ""))


def share_state_lines(summary: DataDirSummary) -> Iterator[str]:
    """Each share-partition's state: start offset, epochs, and its state batches."""
    names = {p.topic_id: p.topic for p in summary.partitions if p.topic_id}
    yield (f"  share-group state "
           f"{source('__share_group_state', summary, 'latest snapshot and the updates after it')}:")
    for s in summary.share_states:
        topic = names.get(s.topic_id, s.topic_id)
        yield (f"    {s.group} {topic}-{s.partition}: start offset {s.start_offset}, state epoch {s.state_epoch}, "
               f"leader epoch {s.leader_epoch}, snapshot epoch {s.snapshot_epoch} + {counted(s.updates, 'update')}"
               + (f", delivery complete count {s.delivery_complete_count}"
                  if s.delivery_complete_count is not None else "")
               + ("; " + ", ".join(f"{b.first_offset}..{b.last_offset} {b.delivery_state} "
                                   f"(delivery count {b.delivery_count})"
                                   for b in s.batches) if s.batches else ""))


def remote_lines(remote: RemotePartition, where: str) -> Iterator[str]:
    """A partition's segments in remote storage, next to its local log, as ``where`` (:func:`source`) lists them."""
    yield (f"  remote segments {where}: {len(remote.segments)}"
           + (f", partition deletion {remote.delete_state}" if remote.delete_state else ""))
    for seg in remote.segments:
        yield (f"    {seg.segment_id}: offsets {seg.start_offset}..{seg.end_offset}, {seg.size} bytes, {seg.status} "
               f"({seg.state} at {utc_text(seg.event_timestamp)}), leader epochs "
               + ", ".join(f"{e} from {o}" for e, o in seg.leader_epochs.items()))


def json_objects(summary: DataDirSummary) -> Iterator[dict[str, Any]]:
    """The overview as ``dump --json``-style objects: one ``data_dir``, then one ``partition`` each."""
    yield {"type": "data_dir", "path": summary.path, "properties": summary.properties,
           "checkpoint_files": summary.checkpoint_files, "quorum_state": summary.quorum_state,
           "clean_shutdown": summary.clean_shutdown, "shutdown_broker_epoch": summary.shutdown_broker_epoch,
           "committed_offsets": [dict(asdict(c), lag=summary.lag(c)) for c in summary.commits],
           "groups": [dict(asdict(g), members=sorted(g.members)) for g in summary.groups],
           "share_group_state": [asdict(s) for s in summary.share_states],
           "cluster_metadata": None if summary.kraft is None else {
               "features": summary.kraft.features,
               "brokers": [asdict(b) for b in sorted(summary.kraft.brokers.values(), key=lambda b: b.broker_id)]},
           "schema_registry": None if summary.registry is None else {
               "topic": summary.registry.topic,
               "subjects": [{"subject": s.subject, "version": s.version, "id": s.id, "schema_type": s.schema_type,
                             "deleted": s.deleted, "guid": None if s.guid is None else str(s.guid),
                             "references": [asdict(r) for r in s.references]}
                            for s in _subject_versions(summary.registry)]}}
    for p in summary.partitions:
        obj = asdict(p)
        obj.update(type="partition", log_end_offset=p.log_end_offset, size=p.size)
        yield obj


def run(path: str, report, schema_sample: int | None = SAMPLE_RECORDS) -> None:
    """The ``describe`` command: the overview on stdout (``--json``: objects), problems as the CLI reports them.

    A URI is listed once, whole: that listing answers which files each partition holds and their sizes."""
    problems: list[KafkaLogError] = []
    with storage.remembering_listings():
        try:
            storage.require_directory(path)
            if storage.is_uri(path):
                storage.list_files(path, recursive=True)
            summary = describe_data_dir(path, problems, schema_sample)
        except InputError as error:
            report.cannot_read(error)
            return
    if report.as_json:
        for obj in json_objects(summary):
            report.obj(obj)
    else:
        for line in text_lines(summary):
            report.line(line)
    for problem in problems:
        if isinstance(problem, InputError):
            report.cannot_read(problem)
        else:
            report.problem(problem)
