"""The text files of a Kafka data directory (not binary formats, so parsed here rather than specified).

``leader-epoch-checkpoint`` (per partition), ``recovery-point-offset-checkpoint``,
``replication-offset-checkpoint``, ``log-start-offset-checkpoint``,
``cleaner-offset-checkpoint`` (per data directory), ``partition.metadata``,
``quorum-state`` (KRaft), ``meta.properties`` and ``.kafka_cleanshutdown``. The checkpoint files are
Kafka's ``CheckpointFile``: a version line (0), a count line, then one entry a
line. Each is read by the rules of the Java class that reads it in Kafka 4.x (:mod:`.java_text` holds
Java's ways with text): what Kafka refuses raises :class:`DataDirError` naming the file and the
byte where the bad line (or byte) is. Paths may be URIs (:mod:`pyspark_udfs.storage`).
"""
from __future__ import annotations

import base64
import binascii
import os
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, NoReturn, TypeVar

from .. import storage
from ..errors import KafkaLogError
from .java_text import TextError, jackson_json, java_int, java_properties, java_split, utf8_lines

LEADER_EPOCH_CHECKPOINT = "leader-epoch-checkpoint"
PARTITION_METADATA = "partition.metadata"
QUORUM_STATE = "quorum-state"
META_PROPERTIES = "meta.properties"
CLEAN_SHUTDOWN = ".kafka_cleanshutdown"
OFFSET_CHECKPOINTS = ("recovery-point-offset-checkpoint", "replication-offset-checkpoint",
                      "log-start-offset-checkpoint", "cleaner-offset-checkpoint")
_MAX_TEXT_BYTES = 64 * 1024 * 1024
_COLON_SPACES = re.compile(r":\s+", re.ASCII)  # Kafka's WHITE_SPACES_PATTERN
_JAVA_TRIM = "".join(map(chr, range(33)))
"""What Java's String.trim removes at either end: every character up to the space."""
_RESERVED_DIRECTORY_IDS = 100
"""DirectoryId.reserved: the UUIDs whose first 64 bits are 0 and last below 100 (MIGRATING, UNASSIGNED, LOST…)."""
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
    """The whole of a small text file; one larger than any Kafka writes here is refused unread. A path that is
    not a regular file (a FIFO would block) raises :class:`InputError` (:func:`storage.require_file`)."""
    with storage.open_binary(path) as handle:
        data = handle.read(_MAX_TEXT_BYTES + 1)
    if len(data) > _MAX_TEXT_BYTES:
        raise DataDirError(f"larger than {_MAX_TEXT_BYTES} bytes; not a file Kafka writes here", path, 0)
    return data


def _lines(path: str) -> list[tuple[int, str]]:
    """The file's lines as Kafka's readers take them (strict UTF-8), with the byte each starts at."""
    try:
        return utf8_lines(_contents(path))
    except TextError as error:
        raise DataDirError(error.reason, path, error.position) from None


def _number(text: str, bits: int, what: str, line: str, path: str, position: int) -> int:
    """``text`` read as Java reads an int (``bits`` 32) or a long (64), else the line is malformed."""
    value = java_int(text, bits)
    if value is None:
        raise DataDirError(f"malformed entry {line!r}: {what} {text!r} is not an int{bits}", path, position)
    return value


def _checkpoint(path: str, parse: Callable[[list[str], Callable[[str, int, str], int]], _T],
                width: int) -> list[_T]:
    """Kafka's ``CheckpointFile``: version 0, a count, then ``count`` lines of ``width`` fields split at white
    space, the numbers read by ``Integer.parseInt`` / ``Long.parseLong``."""
    lines = _lines(path)
    if len(lines) < 2:
        raise DataDirError("checkpoint file has no version and count lines", path, 0)
    (version_at, version), (count_at, count_text) = lines[:2]
    if java_int(version, 32) != 0:
        raise DataDirError(f"unknown checkpoint version {version!r} (Kafka writes 0)", path, version_at)
    count = java_int(count_text, 32)
    if count is None:
        raise DataDirError(f"entry count {count_text!r} is not a number", path, count_at)
    out = []
    for position, line in lines[2:]:
        fields = java_split(line)
        if len(fields) != width:
            raise DataDirError(f"malformed entry {line!r}", path, position)
        # parse calls the lambda before the next entry
        out.append(parse(fields, lambda text, bits, what: _number(text, bits, what,
                                                                  line, path, position)))  # noqa: B023
    if len(out) != count:
        raise DataDirError(f"says {count} entries but holds {len(out)}", path, count_at)
    return out


def read_leader_epochs(path: str) -> list[EpochEntry]:
    """``leader-epoch-checkpoint``: ``epoch startOffset`` lines."""
    return _checkpoint(path, lambda f, number: EpochEntry(number(f[0], 32, "epoch"),
                                                          number(f[1], 64, "start offset")), 2)


def read_offset_checkpoint(path: str) -> list[OffsetEntry]:
    """An offset checkpoint of a data directory: ``topic partition offset`` lines."""
    return _checkpoint(path, lambda f, number: OffsetEntry(f[0], number(f[1], 32, "partition"),
                                                           number(f[2], 64, "offset")), 3)


def read_properties(path: str) -> dict[str, str]:
    """``meta.properties`` as Kafka's ``MetaProperties.Builder`` reads it (``Properties.load``): a ``version`` of
    0 or 1 (none: 0); in version 1 a ``node.id`` that is an int32 and a ``cluster.id``, in version 0 a
    ``broker.id`` that is an int32 where there is one; a ``directory.id`` that is a base64 UUID, not one of the
    100 Kafka reserves. Kafka writes the file in UTF-8 and reads it as ISO-8859-1: only ASCII reads back as
    written (its ids are ASCII), so any other byte is damage."""
    data = _contents(path)
    if not data.isascii():
        at = next(i for i, byte in enumerate(data) if byte > 0x7F)
        raise DataDirError(f"byte 0x{data[at]:02x} is not ASCII: Kafka writes meta.properties as UTF-8 and reads "
                           f"it as ISO-8859-1, so only ASCII reads back as written", path, at)
    try:
        found = java_properties(data.decode("latin-1"))
    except TextError as error:
        raise DataDirError(error.reason, path, error.position) from None

    def refuse(reason: str, key: str) -> NoReturn:
        raise DataDirError(reason, path, found[key][0] if key in found else 0)

    version_text = found["version"][1].strip(_JAVA_TRIM) if "version" in found else "0"  # fromNumberString trims
    version = java_int(version_text, 32)
    if version not in (0, 1):
        refuse(f"version {version_text!r} is not 0 or 1, the meta.properties versions Kafka reads", "version")
    for key in ("node.id", "cluster.id") if version == 1 else ():
        if key not in found:
            refuse(f"version 1 without {key}", "version")
    id_key = "node.id" if version == 1 else "broker.id"
    if id_key in found and java_int(found[id_key][1], 32) is None:
        refuse(f"{id_key} {found[id_key][1]!r} is not an int32", id_key)
    if "directory.id" in found:
        text = found["directory.id"][1]
        raw = _uuid_bytes(text)
        if raw is None:
            refuse(f"directory.id {text!r} is not a base64 UUID of 16 bytes", "directory.id")
        if raw[:8] == bytes(8) and int.from_bytes(raw[8:], "big") < _RESERVED_DIRECTORY_IDS:
            refuse(f"directory.id {text!r} is one Kafka reserves", "directory.id")
    return {key: value for key, (_, value) in found.items()}


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
    number = java_int(version, 32)
    if number is None:
        raise DataDirError(f"version {version!r} is not a number", path, version_at)
    if number < 0:
        raise DataDirError(f"unrecognized version {number}", path, version_at)
    raw = _uuid_bytes(topic_id)
    if raw is None:
        raise DataDirError(f"topic id {topic_id!r} is not a base64 UUID of 16 bytes", path, topic_at)
    if raw == bytes(16):
        raise DataDirError("invalid topic id (all zeros)", path, topic_at)
    return {"version": str(number), "topic_id": topic_id}


def _uuid_bytes(text: str) -> bytes | None:
    """The 16 bytes of Kafka's ``Uuid.fromString`` (URL-safe base64, padding optional), or None."""
    if len(text) > 24:
        return None
    try:
        raw = base64.b64decode(text + "=" * (-len(text) % 4), altchars=b"-_", validate=True)
    except (ValueError, binascii.Error):
        return None
    return raw if len(raw) == 16 else None


def _json(text: str, path: str) -> Any:
    """``text`` as Kafka's JSON reader (Jackson) reads it, else a :class:`DataDirError` naming ``path``."""
    try:
        return jackson_json(text)
    except TextError as error:
        raise DataDirError(error.reason, path, error.position) from None


def read_quorum_state(path: str) -> dict[str, Any]:
    """``quorum-state`` of ``__cluster_metadata-0`` as Kafka's ``FileQuorumStateStore`` reads it: its first line,
    a JSON object whose ``data_version`` is 0 or 1, with the fields ``QuorumStateData`` has at that version."""
    lines = _lines(path)
    if not lines:
        raise DataDirError("empty: Kafka reads a line of JSON here", path, 0)
    state = _json(lines[0][1], path)
    if not isinstance(state, dict):
        raise DataDirError("not a JSON object", path, 0)
    version = state.get("data_version")
    if type(version) is not int or version not in _QUORUM_FIELDS:
        raise DataDirError(f"data_version {version!r} is not 0 or 1, the versions Kafka reads", path, 0)
    for name, kind in _QUORUM_FIELDS[version]:
        if name not in state:
            raise DataDirError(f"no {name}, which QuorumStateData version {version} must have", path, 0)
        if not _quorum_field(state[name], kind):
            raise DataDirError(f"{name} {state[name]!r} is not {_QUORUM_KINDS[kind]}", path, 0)
    return state


_QUORUM_FIELDS = {
    0: (("clusterId", "string"), ("leaderId", "int32"), ("leaderEpoch", "int32"), ("votedId", "int32"),
        ("appliedOffset", "int64"), ("currentVoters", "voters")),
    1: (("leaderId", "int32"), ("leaderEpoch", "int32"), ("votedId", "int32"), ("votedDirectoryId", "uuid")),
}
"""QuorumStateData.json: the fields of each version, all mandatory in its JSON (QuorumStateDataJsonConverter)."""
_QUORUM_KINDS = {"string": "a string", "int32": "an int32", "int64": "an int64", "uuid": "a base64 UUID",
                 "voters": 'null or a list of {"voterId": int32}'}


def _quorum_field(value: Any, kind: str) -> bool:
    """Whether a QuorumStateData field's JSON value is one Kafka's converter takes (MessageUtil.jsonNodeToInt…)."""
    if kind in ("int32", "int64"):
        bits = int(kind[3:])
        return type(value) is int and -(1 << (bits - 1)) <= value < 1 << (bits - 1)
    if kind == "string":
        return isinstance(value, str)
    if kind == "uuid":
        return isinstance(value, str) and _uuid_bytes(value) is not None
    return value is None or (isinstance(value, list) and all(
        isinstance(voter, dict) and _quorum_field(voter.get("voterId"), "int32") for voter in value))


def read_clean_shutdown(path: str) -> int | None:
    """``.kafka_cleanshutdown``, which a broker writes as it stops cleanly and deletes as it starts: the broker
    epoch of Kafka's ``CleanShutdownFileHandler`` JSON (``{"version":0,"brokerEpoch":N}``, KIP-966), or None for
    the empty file brokers before Kafka 3.7 wrote."""
    text = _contents(path).decode("utf-8", errors="replace")  # as Utils.readFileAsString decodes it
    if not text.strip():
        return None
    content = _json(text, path)
    epoch = content.get("brokerEpoch") if isinstance(content, dict) else None
    if type(epoch) is not int or not -2**63 <= epoch < 2**63:
        raise DataDirError("no brokerEpoch of int64 in the clean-shutdown JSON", path, 0)
    return epoch


def present(directory: str, name: str) -> bool:
    """Whether anything is at ``directory/name``: a file, or something else (which reading it then refuses)."""
    path = os.path.join(directory, name)
    return os.path.lexists(path) or storage.exists(path)


def optional_file(directory: str, name: str, reader: Callable[[str], _T]) -> _T | None:
    """``reader`` applied to ``directory/name``, or None when nothing is there. A FIFO, a directory or a device
    by that name is an :class:`InputError` (``reader`` opens it through :func:`storage.open_binary`)."""
    return reader(os.path.join(directory, name)) if present(directory, name) else None
