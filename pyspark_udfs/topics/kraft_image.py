"""The KRaft metadata image a ``__cluster_metadata-0`` directory leaves: topic ids, finalized features, brokers.

Its latest snapshot (``<end offset>-<epoch>.checkpoint``) is read, then the log's records from the snapshot's end
offset on, each applied as Kafka 4.4's controller replays it (``FeatureControlManager``, ``ClusterControlManager``,
``ReplicationControlManager``): a FeatureLevelRecord at level 0 removes its feature; a broker's fencing, controlled
shutdown, log directories and cordoned log directories change by RegisterBrokerRecord, Fence/UnfenceBrokerRecord and
BrokerRegistrationChangeRecord (whose tagged fields change only what they carry; KIP-1066's ``cordonedLogDirs``,
4.3) when the record's broker epoch is the registration's. Controllers' registrations (RegisterControllerRecord,
4.4's UnregisterControllerRecord) are not kept. Records that do not decode are left out here (``dump`` reports them).
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Any

from ..errors import KafkaLogError
from ..format.model import Damage, Record
from ..generated.kafka_metadata_record import KafkaMetadataRecord
from ..reading.scan import batch_events
from ..reading.segment import LogSegment, damage_error
from .decoders import decode_cluster_metadata

FENCING_CHANGES = {1: True, -1: False}
"""BrokerRegistrationChangeRecord ``fenced``: 1 fences, -1 unfences, 0 leaves it (BrokerRegistrationFencingChange)."""


@dataclass
class Broker:
    """A broker's registration as the metadata log leaves it."""

    broker_id: int
    epoch: int
    fenced: bool
    in_controlled_shutdown: bool
    log_dirs: list[str]
    cordoned_log_dirs: list[str] | None
    """None until the broker reports them (Kafka 4.3 on); the directories no new replica is placed in."""
    rack: str | None = None


@dataclass
class KRaftImage:
    """What the metadata log says about the cluster when it ends."""

    topic_ids: dict[str, str] = field(default_factory=dict)
    features: dict[str, int] = field(default_factory=dict)
    brokers: dict[int, Broker] = field(default_factory=dict)

    def apply(self, value: dict[str, Any]) -> None:
        """Replay one decoded metadata record (``decode_cluster_metadata``'s value)."""
        kind, data = value["type"], value["data"]
        if kind == "TOPIC_RECORD":
            self.topic_ids[data["name"]] = data["topicId"]
        elif kind == "REMOVE_TOPIC_RECORD":
            self.topic_ids = {name: id_ for name, id_ in self.topic_ids.items() if id_ != data["topicId"]}
        elif kind == "FEATURE_LEVEL_RECORD":
            if data["featureLevel"] == 0:
                self.features.pop(data["name"], None)
            else:
                self.features[data["name"]] = data["featureLevel"]
        elif kind == "REGISTER_BROKER_RECORD":
            self.brokers[data["brokerId"]] = Broker(
                data["brokerId"], data["brokerEpoch"], data["fenced"], data.get("inControlledShutdown", False),
                list(data.get("logDirs", [])), data.get("cordonedLogDirs"), data["rack"])
        else:
            self._change(kind, data)

    def _change(self, kind: str, data: dict[str, Any]) -> None:
        """A change of a registered broker, applied only at the registration's epoch (as Kafka replays it)."""
        if kind not in ("UNREGISTER_BROKER_RECORD", "FENCE_BROKER_RECORD", "UNFENCE_BROKER_RECORD",
                        "BROKER_REGISTRATION_CHANGE_RECORD"):
            return
        broker_id = data["brokerId"] if "brokerId" in data else data["id"]
        broker = self.brokers.get(broker_id)
        if broker is None or broker.epoch != (data["brokerEpoch"] if "brokerEpoch" in data else data["epoch"]):
            return
        if kind == "UNREGISTER_BROKER_RECORD":
            del self.brokers[broker_id]
        elif kind in ("FENCE_BROKER_RECORD", "UNFENCE_BROKER_RECORD"):
            broker.fenced = kind == "FENCE_BROKER_RECORD"
        else:
            broker.fenced = FENCING_CHANGES.get(data.get("fenced", 0), broker.fenced)
            broker.in_controlled_shutdown = broker.in_controlled_shutdown or data.get("inControlledShutdown", 0) == 1
            if data.get("logDirs"):
                broker.log_dirs = list(data["logDirs"])
            if data.get("cordonedLogDirs") is not None:
                broker.cordoned_log_dirs = list(data["cordonedLogDirs"])


def release(metadata_version: int) -> str | None:
    """The release a ``metadata.version`` level names (``4.3-IV0``), by the spec's ``metadata_version`` enum
    (Kafka 4.4's MetadataVersion, 7..33); None for a level it does not name."""
    try:
        name = KafkaMetadataRecord.MetadataVersion(metadata_version).name  # ibp_4_3_iv0
    except ValueError:
        return None
    major, minor, iv = name.split("_")[1:]
    return f"{major}.{minor}-{iv.upper()}"


def features_text(features: dict[str, int]) -> str:
    """``metadata.version 30 (4.3-IV0), group.version 1, …``: metadata.version first, then by name."""
    shown = []
    for name, level in sorted(features.items(), key=lambda kv: (kv[0] != "metadata.version", kv[0])):
        named = release(level) if name == "metadata.version" else None
        shown.append(f"{name} {level}" + (f" ({named})" if named else ""))
    return ", ".join(shown) or "none"


def snapshot_end(path: str) -> int:
    """The end offset a KRaft snapshot's name carries (``<offset>-<epoch>.checkpoint``)."""
    stem = os.path.basename(path).split("-")[0]
    return int(stem) if stem.isdigit() else 0


def read_image(snapshots: list[str], segments: list[str], problems: list[KafkaLogError]) -> KRaftImage | None:
    """The image after the latest of ``snapshots`` (paths) and the records of ``segments`` from its end on; a file
    that cannot be opened goes to ``problems``, and then there is no answer (None).

    The records of a batch whose CRC fails are not replayed: its damage goes to ``problems``, as does every
    other problem found."""
    image = KRaftImage()
    files = sorted(snapshots, key=snapshot_end)[-1:]
    end = snapshot_end(files[0]) if files else 0
    for file in files + segments:
        is_snapshot = file.endswith(".checkpoint")
        try:
            segment = LogSegment(file)
        except KafkaLogError as error:
            problems.append(error)
            return None
        with segment:
            for item in segment.batches():
                if isinstance(item, Damage):
                    problems.append(damage_error(item))
                    continue
                sound = item.crc_valid
                for event in batch_events(item, records=sound):
                    if isinstance(event, KafkaLogError):
                        problems.append(event)
                    elif isinstance(event, Record) and event.control is None and (is_snapshot or event.offset >= end):
                        value = decode_cluster_metadata(event, file, None).value
                        if value is not None:
                            image.apply(value)
    return image
