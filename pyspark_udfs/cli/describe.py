"""``kafka-ksy describe DATA_DIR``: one overview of a broker's data directory, as text or JSON.

What it gathers is :mod:`.describe_summary`; this module writes it out.

For each partition directory: topic, partition, topic id, its segments with
offset and time ranges and sizes, leader epochs, the data directory's
checkpointed offsets against the log's end, and the producer-state snapshots;
for the directory, what its internal topics leave: groups and committed offsets,
share-group state, tiered segments, and the KRaft metadata image (features,
brokers; :mod:`pyspark_udfs.topics.kraft_image`). What does not add up is reported as a problem
(exit status 1): a gap or an
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
from dataclasses import asdict
from itertools import chain
from typing import Any

from .. import storage
from ..errors import InputError, KafkaLogError
from ..format.text import counted, utc_text
from ..registry.store import SchemaStore
from ..registry.usage import SAMPLE_RECORDS, use_text
from ..topics.kraft_image import KRaftImage, features_text
from ..topics.tiered import RemotePartition
from . import describe_tiered as tiered_describe
from .describe_summary import DataDirSummary, PartitionSummary, _subject_versions, describe_data_dir

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
    yield from overview_lines(summary)
    for p in summary.partitions:
        yield ""
        yield from partition_lines(p, summary)


def overview_lines(summary: DataDirSummary) -> Iterator[str]:
    """The data directory's own lines: its topics, shutdown, quorum, groups, commits, share states, schemas."""
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


def partition_lines(p: PartitionSummary, summary: DataDirSummary) -> Iterator[str]:
    """One partition's lines: its segments, leader epochs, checkpoints, producers, tiered and schema use."""
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


def run(path: str, report, schema_sample: int | None = SAMPLE_RECORDS, remote: str | None = None) -> None:
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
        if remote is None and not summary.partitions:  # no broker's partitions: maybe tiered objects
            remote = path
        stored = {} if remote is None else tiered_describe.describe_stored(remote, summary.partitions, problems)
    if report.as_json:
        for obj in chain(json_objects(summary), tiered_describe.json_objects(remote or "", stored)):
            report.obj(obj)
    else:
        for line in chain(text_lines(summary), tiered_describe.lines(remote, stored) if remote else ()):
            report.line(line)
    for problem in problems:
        if isinstance(problem, InputError):
            report.cannot_read(problem)
        else:
            report.problem(problem)
