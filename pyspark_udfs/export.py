"""``kafka-ksy export``: segments to Parquet, Arrow or JSON lines files, resumable segment by segment.

The read is :class:`~pyspark_udfs.tables.reader.TableScan`'s, the one
behind ``read_arrow`` and the Spark source, with the same options: the files
hold the rows ``read_table`` gives. Each source segment becomes one file,
``<topic>-<partition>/<segment>.<format>`` under the output (or
``topic=<topic>/partition=<partition>/<segment>.<format>`` in the Hive
layout); a partition is the files of its directory, in name (offset) order.

**Resuming.** A manifest, ``_kafka_ksy_export.json`` in the output, lists
each file written completely, with the size of its source segment. A file
is recorded only after it is closed, and a local file only appears under its
name then (it is written as ``.<name>.partial`` and renamed); an object in a
store appears when its upload completes. A rerun of the same command skips
the segments the manifest lists (a segment that grew since, Kafka's active
one, is written again) and writes the others: an interrupted export
resumes where it stopped, and a file cut short is never taken as done. The
manifest also holds the format, layout and reader options: a rerun with
other ones is refused rather than mixing two exports.
"""
from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterator
from contextlib import suppress
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from . import storage
from .errors import InputError
from .tables.discovery import partition_name
from .tables.flags import content_options
from .tables.reader import TableScan
from .tables.splits import SegmentSplit
from .tables.stats import ReadStats
from .tables.writers import SUFFIXES, open_writer
from .tiered.layout import MANIFEST_SUFFIX

if TYPE_CHECKING:  # pragma: no cover
    import pyarrow

    from .registry import Step

MANIFEST = "_kafka_ksy_export.json"
HIVE_NULL = "__HIVE_DEFAULT_PARTITION__"
"""Hive's directory value for a null partition column (a segment whose topic or partition is unknown)."""


class ExportError(Exception):
    """An export that cannot start or go on: the output holds another export, two segments want one file."""


@dataclass
class SegmentJob:
    """One source segment and the file it becomes."""

    source: str
    size: int
    target: str
    """The file's path relative to the output, with ``/`` separators."""
    scan: TableScan = field(repr=False)
    schema: pyarrow.Schema = field(repr=False)
    """The files' columns: the reader's, and the decode columns with ``decode=registry``."""
    step: Step = field(repr=False)
    """What the read's record batches go through before they are written (:func:`pyspark_udfs.registry.decode_step`)."""
    splits: list[SegmentSplit] = field(default_factory=list)

    @property
    def bytes_to_read(self) -> int:
        return sum((self.size if s.end is None else s.end) - s.start for s in self.splits)


@dataclass
class ExportSummary:
    written: int = 0
    skipped: int = 0
    rows: int = 0
    corrupt_rows: int = 0
    """Damaged ranges written as ``_corrupt_record`` rows."""
    dropped_problems: int = 0
    """Problems DROPMALFORMED left out (:attr:`ReadStats.dropped_problems`)."""


def target_directory(split: SegmentSplit, hive: bool) -> str:
    """The directory of a segment's file: by topic and partition, or (unknown, or a directory Kafka renamed)
    by its own directory's name."""
    if hive:
        topic = HIVE_NULL if split.topic is None else split.topic
        partition = HIVE_NULL if split.partition is None else str(split.partition)
        return f"topic={topic}/partition={partition}"
    if split.topic is None or split.partition is None or _renamed(split):
        return os.path.basename(storage.parent(split.path).rstrip("/")) or "segments"
    return f"{split.topic}-{split.partition}"


def target_file(split: SegmentSplit, format_name: str, hive: bool) -> str:
    """A segment's file under the output; in the Hive layout, a segment of a directory Kafka renamed
    (``…-future``) is named after that directory too, beside the live partition's files."""
    stem = os.path.basename(split.path)
    for suffix in (".log", MANIFEST_SUFFIX):  # a tiered segment: <base>-<segmentId>, as its objects are named
        stem = stem[:-len(suffix)] if stem.endswith(suffix) else stem
    if hive and _renamed(split):
        stem = f"{os.path.basename(storage.parent(split.path))}.{stem}"
    return f"{target_directory(split, hive)}/{stem}{SUFFIXES[format_name]}"


def _renamed(split: SegmentSplit) -> bool:
    named = partition_name(storage.parent(split.path))
    return named is not None and named.renamed is not None


def plan_export(paths: list[str], options: dict[str, Any], format_name: str, hive: bool) -> list[SegmentJob]:
    """The segments to read, each with its target file, in partition and offset order.

    Raises what :class:`TableScan` raises for a path or option it cannot use, and :class:`ExportError`
    when two segments would be written to one file.
    """
    from .registry import decode_step

    scan = TableScan.of_keywords(paths, options, decoding=True)
    schema, step = decode_step(scan)  # the decode=registry columns, the schemas read once for every job
    jobs: dict[str, SegmentJob] = {}
    by_target: dict[str, str] = {}
    for split in scan.splits():
        job = jobs.get(split.path)
        if job is None:
            target = target_file(split, format_name, hive)
            if by_target.setdefault(target, split.path) != split.path:
                raise ExportError(f"{split.path} and {by_target[target]} would both be written to {target}; "
                                  "export them to different outputs (or name their topic with --topic)")
            job = jobs[split.path] = SegmentJob(split.path, storage.getsize(split.path), target, scan, schema, step)
        job.splits.append(split)
    return list(jobs.values())


class Manifest:
    """What an output holds: the export's settings, and each file written completely."""

    def __init__(self, output: str, settings: dict[str, Any]):
        self.path = storage.join(output, MANIFEST)
        self.settings = settings
        self.files: dict[str, dict[str, Any]] = {}
        if storage.exists(self.path):
            self._load()

    def _load(self) -> None:
        try:
            with storage.open_binary(self.path) as handle:
                found = json.loads(handle.read())
            settings, files = found["settings"], found["files"]
        except (ValueError, KeyError, TypeError) as exc:
            raise ExportError(f"{self.path}: not an export manifest ({exc}); give another --output") from None
        if settings != self.settings:
            raise ExportError(f"{self.path}: the output holds an export with other settings "
                              f"({_differences(settings, self.settings)}); give another --output, or the same "
                              "settings to resume")
        self.files = files

    def done(self, job: SegmentJob) -> bool:
        entry = self.files.get(job.target)
        return entry is not None and entry.get("source") == job.source and entry.get("source_size") == job.size

    def record(self, job: SegmentJob, rows: int, corrupt_rows: int) -> None:
        self.files[job.target] = {"source": job.source, "source_size": job.size, "rows": rows,
                                  "corrupt_rows": corrupt_rows}
        text = json.dumps({"settings": self.settings, "files": self.files}, indent=1, sort_keys=True)
        _write_whole(self.path, text.encode("utf-8"))


def _differences(old: dict[str, Any], new: dict[str, Any]) -> str:
    keys = sorted(k for k in set(old) | set(new) if old.get(k) != new.get(k))
    return ", ".join(f"{k}: {old.get(k)!r} then, {new.get(k)!r} now" for k in keys)


def _write_whole(path: str, data: bytes) -> None:
    """A small file written so that it is there whole or as it was (local: a new file renamed over it)."""
    with _output(path) as sink:
        sink.write(data)


class _output:
    """A file opened for writing that takes its name only once closed without an error (locally: written
    beside it as ``.<name>.partial``, then renamed); an object is stored when it is closed, and removed
    again when writing it failed."""

    def __init__(self, path: str):
        self.path = path
        self.partial = path if storage.is_uri(path) else os.path.join(os.path.dirname(path),
                                                                      f".{os.path.basename(path)}.partial")

    def __enter__(self):
        self.sink = storage.open_output(self.partial)
        return self.sink

    def __exit__(self, kind, error, traceback) -> None:
        try:
            self.sink.close()
        except OSError as exc:
            if kind is None:
                raise InputError(f"cannot be written: {exc}", self.path) from None
        if kind is None:
            if self.partial != self.path:
                os.replace(self.partial, self.path)
            return
        storage.remove(self.partial)


def run_export(jobs: list[SegmentJob], output: str, format_name: str, manifest: Manifest,
               progress: Callable[[int], None] = lambda done: None,
               problem: Callable[[str], None] = lambda text: None) -> ExportSummary:
    """Write each job's file unless the manifest has it, reporting bytes read to ``progress`` and each
    damaged range written (PERMISSIVE) to ``problem``. A FAILFAST read raises
    :class:`~pyspark_udfs.errors.KafkaLogError`; the files written before stay recorded."""
    summary = ExportSummary()
    done_bytes = 0
    for job in jobs:
        if manifest.done(job):
            summary.skipped += 1
            done_bytes += job.bytes_to_read
            progress(done_bytes)
            continue
        rows = corrupt = 0
        stats = ReadStats()
        with _output(storage.join(output, job.target)) as sink:
            writer = open_writer(format_name, sink, job.schema)
            try:
                for batch, read in _batches(job, stats):
                    writer.write(batch)
                    rows += batch.num_rows
                    for text in _corrupt_records(batch):
                        corrupt += 1
                        problem(text)
                    progress(done_bytes + read)
            except BaseException:
                with suppress(Exception):  # the file is deleted: its footer does not matter
                    writer.close()
                raise
            writer.close()
        manifest.record(job, rows, corrupt)
        done_bytes += job.bytes_to_read
        summary.written += 1
        summary.rows += rows
        summary.corrupt_rows += corrupt
        summary.dropped_problems += stats.dropped_problems
        progress(done_bytes)
    return summary


def _batches(job: SegmentJob, stats: ReadStats) -> Iterator[tuple[pyarrow.RecordBatch, int]]:
    """The job's record batches, each with the bytes of the segment read so far (by the batch's last row)."""
    before = 0
    for split in job.splits:
        for batch in job.step(job.scan.read(split, stats)):
            positions = batch.column("position")
            last = positions[len(positions) - 1].as_py() if len(positions) else None
            yield batch, before + (0 if last is None else max(0, last - split.start))
        before += (job.size if split.end is None else split.end) - split.start


def _corrupt_records(batch: pyarrow.RecordBatch) -> list[str]:
    column = batch.column("_corrupt_record")
    if column.null_count == len(column):
        return []
    return [text for text in column.to_pylist() if text is not None]


def export_settings(format_name: str, hive: bool, options: dict[str, Any]) -> dict[str, Any]:
    """What must not change between an export and its resumption."""
    return {"format": format_name, "layout": "hive" if hive else "topic-partition",
            "options": {k: str(v) for k, v in sorted(content_options(options).items())}}
