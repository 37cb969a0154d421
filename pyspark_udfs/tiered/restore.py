"""Restore: tiered objects turned back into a broker's partition directory (``recover --output DIR``).

Each remote segment (an Aiven ``.rsm-manifest``, or a ``.log`` of Kafka's ``LocalTieredStorage``) is salvaged
as a local one is (:func:`~pyspark_udfs.reading.salvage.recover_segment`: every intact batch copied bit for bit, the
``.index`` and ``.timeindex`` rebuilt by Kafka's rule) into ``DIR/<topic>-<partition>/``. What the remote
storage manager kept beside the segment is written back under the broker's names: the transaction index as
``<base>.txnindex``, the producer snapshot as ``<next offset>.snapshot`` (Kafka uploads the snapshot taken at
the next segment's base offset, ``RemoteLogManager.copyLogSegment``), and the leader-epoch checkpoint of the
partition's last segment as ``leader-epoch-checkpoint`` (each upload holds the epochs up to its segment's end).
"""
from __future__ import annotations

import os
from collections.abc import Callable

from .. import storage
from ..errors import InputError, KafkaLogError
from ..reading.salvage import RecoveryReport, recover_segment
from ..reading.segment import LogSegment
from .keys import KeyRing
from .layout import MANIFEST_SUFFIX, partition_of, start_offset_of
from .segments import TieredLogSegment

_LOCAL_SIDECARS = {"transaction": ".txnindex", "producerSnapshot": ".snapshot",
                   "leaderEpoch": ".leader_epoch_checkpoint"}
"""LocalTieredStorage's file for each index Aiven names in ``segmentIndexes`` (``RemoteLogSegmentFileset``)."""


def is_tiered(path: str) -> bool:
    """A manifest, or a ``.log`` named and placed as LocalTieredStorage places its copies."""
    if path.endswith(MANIFEST_SUFFIX):
        return True
    return (path.endswith(".log") and start_offset_of(path) is not None
            and partition_of(storage.parent(path)) is not None)


class Restorer:
    """Restores the tiered segments given one by one into ``output``; :meth:`finish` writes each partition's
    leader-epoch checkpoint, that of its segment with the highest start offset."""

    def __init__(self, output: str, keys: KeyRing, on_problem: Callable[[KafkaLogError], None], **options):
        self.output, self.keys, self.on_problem, self.options = output, keys, on_problem, options
        self._epochs: dict[str, tuple[int, bytes]] = {}

    def restore(self, path: str) -> tuple[RecoveryReport, list[str]]:
        """The segment at ``path`` restored; the salvage report and a line per other file written."""
        where = partition_of(storage.parent(path))
        if where is None:
            raise InputError("cannot tell its topic and partition: expected under <topic>-<topicId>/<partition>/ "
                             "(Aiven) or <topic>-<partition>-<topicId>/ (LocalTieredStorage)", path)
        directory = storage.join(self.output, f"{where[0]}-{where[1]}")
        segment: LogSegment
        manifest = path[: -len(".log")] + MANIFEST_SUFFIX
        if path.endswith(".log") and storage.exists(manifest):
            raise InputError(f"holds the chunks of a tiered segment, not its batches: recover {manifest}", path)
        if path.endswith(MANIFEST_SUFFIX):
            segment = TieredLogSegment(path, self.keys, self.on_problem, **self.options)
        else:
            segment = LogSegment(path, **self.options)
            segment.base_offset = start_offset_of(path)
        with segment:
            report = recover_segment(segment, directory)
            sidecars = {kind: self._sidecar(segment, path, kind) for kind in _LOCAL_SIDECARS}
        return report, self._write_sidecars(report, directory, sidecars)

    def _sidecar(self, segment: LogSegment, path: str, kind: str) -> bytes | None:
        """The ``kind`` index kept beside the segment; None when there is none or it cannot be read (reported)."""
        try:
            if isinstance(segment, TieredLogSegment):
                return segment.tiered.index_bytes(kind)
            local = path[: -len(".log")] + _LOCAL_SIDECARS[kind]
            if not storage.exists(local):
                return None
            with storage.open_binary(local) as handle:
                return handle.read()
        except KafkaLogError as error:
            self.on_problem(error)
            return None

    def _write_sidecars(self, report: RecoveryReport, directory: str, found: dict[str, bytes | None]) -> list[str]:
        base = os.path.basename(report.output)[: -len(".log")]
        files: dict[str, bytes] = {}
        if found["transaction"]:
            files[f"{base}.txnindex"] = found["transaction"]
        tail_lost = any(lost.last_offset is None and lost.first_offset is not None for lost in report.lost)
        if found["producerSnapshot"] and report.last_offset is not None and not tail_lost:
            files[f"{report.last_offset + 1:020d}.snapshot"] = found["producerSnapshot"]
        if found["leaderEpoch"] and int(base) >= self._epochs.get(directory, (-1, b""))[0]:
            self._epochs[directory] = (int(base), found["leaderEpoch"])
        for name, data in files.items():
            _write(storage.join(directory, name), data)
        return [f"  wrote {storage.join(directory, name)}" for name in files]

    def finish(self) -> list[str]:
        """Each partition's ``leader-epoch-checkpoint`` written; a line per file."""
        lines = []
        for directory, (_, data) in sorted(self._epochs.items()):
            target = storage.join(directory, "leader-epoch-checkpoint")
            _write(target, data)
            lines.append(f"  wrote {target}")
        return lines


def _write(path: str, data: bytes) -> None:
    try:
        with storage.open_output(path) as out:
            out.write(data)
    except OSError as exc:
        raise InputError(f"cannot be written: {exc}", path) from None
