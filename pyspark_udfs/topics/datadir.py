"""The text files of a Kafka data directory (not binary formats, so parsed here rather than specified).

``leader-epoch-checkpoint`` (per partition), ``recovery-point-offset-checkpoint``,
``replication-offset-checkpoint``, ``log-start-offset-checkpoint``,
``cleaner-offset-checkpoint`` (per data directory), ``partition.metadata``,
``quorum-state`` (KRaft), ``meta.properties`` and ``.kafka_cleanshutdown``. The checkpoint files are
Kafka's ``CheckpointFile``: a version line (0), a count line, then one entry a
line. A malformed file raises :class:`DataDirError` naming the file and the
byte where the bad line starts. Paths may be URIs (:mod:`pyspark_udfs.storage`).
"""
from __future__ import annotations

import base64
import binascii
import json
import os
import re
from dataclasses import dataclass
from typing import Any, Callable, Optional, TypeVar

from .. import storage
from ..errors import KafkaLogError

LEADER_EPOCH_CHECKPOINT = "leader-epoch-checkpoint"
PARTITION_METADATA = "partition.metadata"
QUORUM_STATE = "quorum-state"
META_PROPERTIES = "meta.properties"
CLEAN_SHUTDOWN = ".kafka_cleanshutdown"
OFFSET_CHECKPOINTS = ("recovery-point-offset-checkpoint", "replication-offset-checkpoint",
                      "log-start-offset-checkpoint", "cleaner-offset-checkpoint")
_MAX_TEXT_BYTES = 64 * 1024 * 1024
_COLON_SPACES = re.compile(r":\s+", re.ASCII)  # Kafka's WHITE_SPACES_PATTERN
_T = TypeVar("_T")


class DataDirError(KafkaLogError):
    """A text file of a data directory that does not read as Kafka writes it."""


@dataclass(frozen=True)
class EpochEntry:
    """A leader epoch and the first offset written in it."""

    epoch: int
    start_offset: int


@dataclass(frozen=True)
class OffsetEntry:
    """One line of an offset checkpoint: a partition and an offset."""

    topic: str
    partition: int
    offset: int


def _contents(path: str) -> bytes:
    """The whole of a small text file; one larger than any Kafka writes here is refused unread."""
    if storage.getsize(path) > _MAX_TEXT_BYTES:
        raise DataDirError(f"larger than {_MAX_TEXT_BYTES} bytes; not a file Kafka writes here", path, 0)
    with storage.open_binary(path) as handle:
        return handle.read()


def _json(data: bytes, path: str) -> Any:
    """``data`` decoded as JSON, else a :class:`DataDirError` naming ``path``."""
    try:
        return json.loads(data.decode("utf-8"))
    except (ValueError, UnicodeDecodeError) as exc:
        raise DataDirError(f"not JSON: {exc}", path, 0) from None


def _lines(path: str) -> list[tuple[int, str]]:
    """The file's lines with the byte position each starts at."""
    data = _contents(path)
    out, position = [], 0
    for raw in data.split(b"\n"):
        out.append((position, raw.decode("utf-8", errors="replace").rstrip("\r")))
        position += len(raw) + 1
    if out and out[-1][1] == "":
        out.pop()
    return out


def _checkpoint(path: str, parse: Callable[[list[str]], _T], width: int) -> list[_T]:
    """Kafka's ``CheckpointFile``: version 0, a count, then ``count`` lines of ``width`` fields."""
    lines = _lines(path)
    if len(lines) < 2:
        raise DataDirError("checkpoint file has no version and count lines", path, 0)
    if lines[0][1].strip() != "0":
        raise DataDirError(f"unknown checkpoint version {lines[0][1]!r} (Kafka writes 0)", path, lines[0][0])
    try:
        count = int(lines[1][1])
    except ValueError:
        raise DataDirError(f"entry count {lines[1][1]!r} is not a number", path, lines[1][0]) from None
    entries = lines[2:]
    if len(entries) != count:
        raise DataDirError(f"says {count} entries but holds {len(entries)}", path, lines[1][0])
    out = []
    for position, line in entries:
        fields = line.split(" ")
        try:
            if len(fields) != width:
                raise ValueError
            out.append(parse(fields))
        except ValueError:
            raise DataDirError(f"malformed entry {line!r}", path, position) from None
    return out


def read_leader_epochs(path: str) -> list[EpochEntry]:
    """``leader-epoch-checkpoint``: ``epoch startOffset`` lines."""
    return _checkpoint(path, lambda f: EpochEntry(int(f[0]), int(f[1])), 2)


def read_offset_checkpoint(path: str) -> list[OffsetEntry]:
    """An offset checkpoint of a data directory: ``topic partition offset`` lines."""
    return _checkpoint(path, lambda f: OffsetEntry(f[0], int(f[1]), int(f[2])), 3)


def read_properties(path: str) -> dict[str, str]:
    """``meta.properties`` (Java properties: ``key=value``, ``#`` comments)."""
    out = {}
    for position, line in _lines(path):
        line = line.strip()
        if not line or line.startswith(("#", "!")):
            continue
        key, sep, value = line.partition("=")
        if not sep:
            raise DataDirError(f"malformed property line {line!r}", path, position)
        out[key.strip()] = value.strip()
    return out


def read_partition_metadata(path: str) -> dict[str, str]:
    """``partition.metadata``: ``version: N`` and ``topic_id: <base64 UUID>``, read as Kafka's
    ``PartitionMetadataReadBuffer`` does: each line split at ``:`` and white space into two fields, any version
    of 0 or more (a downgraded broker reads a newer file), and a topic id of 16 bytes that is not all zeros."""
    lines = _lines(path)
    fields = []
    for position, line in lines[:2]:
        parts = _COLON_SPACES.split(line)
        if len(parts) != 2:
            raise DataDirError(f"malformed line {line!r}", path, position)
        fields.append((position, parts[1]))
    if len(fields) < 2:
        raise DataDirError("expected 'version: N' and 'topic_id: …' lines", path, 0)
    (version_at, version), (topic_at, topic_id) = fields
    if not re.fullmatch(r"[+-]?[0-9]+", version, re.ASCII) or not -2**31 <= int(version) < 2**31:
        raise DataDirError(f"version {version!r} is not a number", path, version_at)
    if int(version) < 0:
        raise DataDirError(f"unrecognized version {int(version)}", path, version_at)
    raw = _uuid_bytes(topic_id)
    if raw is None:
        raise DataDirError(f"topic id {topic_id!r} is not a base64 UUID of 16 bytes", path, topic_at)
    if raw == bytes(16):
        raise DataDirError("invalid topic id (all zeros)", path, topic_at)
    return {"version": str(int(version)), "topic_id": topic_id}


def _uuid_bytes(text: str) -> Optional[bytes]:
    """The 16 bytes of Kafka's ``Uuid.fromString`` (URL-safe base64, padding optional), or None."""
    if len(text) > 24:
        return None
    try:
        raw = base64.b64decode(text + "=" * (-len(text) % 4), altchars=b"-_", validate=True)
    except (ValueError, binascii.Error):
        return None
    return raw if len(raw) == 16 else None


def read_quorum_state(path: str) -> dict[str, Any]:
    """``quorum-state`` of ``__cluster_metadata-0``: the JSON of Kafka's QuorumStateData."""
    state = _json(_contents(path), path)
    if not isinstance(state, dict):
        raise DataDirError("not a JSON object", path, 0)
    return state


def read_clean_shutdown(path: str) -> Optional[int]:
    """``.kafka_cleanshutdown``, which a broker writes as it stops cleanly and deletes as it starts: the broker
    epoch of Kafka's ``CleanShutdownFileHandler`` JSON (``{"version":0,"brokerEpoch":N}``, KIP-966), or None for
    the empty file brokers before Kafka 3.7 wrote."""
    data = _contents(path)
    if not data.strip():
        return None
    content = _json(data, path)
    epoch = content.get("brokerEpoch") if isinstance(content, dict) else None
    if type(epoch) is not int or not -2**63 <= epoch < 2**63:
        raise DataDirError("no brokerEpoch of int64 in the clean-shutdown JSON", path, 0)
    return epoch


def optional_file(directory: str, name: str, reader: Callable[[str], _T]) -> Optional[_T]:
    """``reader`` applied to ``directory/name``, or None when there is no such file."""
    path = os.path.join(directory, name)
    return reader(path) if storage.isfile(path) else None
