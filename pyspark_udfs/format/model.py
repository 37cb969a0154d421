"""Plain data the reader hands out: records, headers, control records, damage."""
from __future__ import annotations

from dataclasses import dataclass, field

from ..generated.kafka_record_batch import KafkaRecordBatch

TIMESTAMP_TYPE_NAMES = {t.value: "".join(word.capitalize() for word in t.name.split("_"))
                        for t in KafkaRecordBatch.TimestampType}
"""Kafka's ``TimestampType`` names (``CreateTime``, ``LogAppendTime``) by the spec's enum value."""
CREATE_TIME = TIMESTAMP_TYPE_NAMES[KafkaRecordBatch.TimestampType.create_time.value]
LOG_APPEND_TIME = TIMESTAMP_TYPE_NAMES[KafkaRecordBatch.TimestampType.log_append_time.value]
NO_TIMESTAMP_TYPE = "NoTimestampType"
"""Magic 0 messages have no timestamp (Kafka's ``TimestampType.NO_TIMESTAMP_TYPE``)."""
TIMESTAMP_TYPE_IDS = {NO_TIMESTAMP_TYPE: -1, **{name: value for value, name in TIMESTAMP_TYPE_NAMES.items()}}
"""Kafka's ``TimestampType.id``, which Spark's Kafka source exposes as ``timestampType``."""


@dataclass(frozen=True, slots=True)
class ControlInfo:
    """What a control record says: its type and, for COMMIT/ABORT, the coordinator epoch."""

    type: str
    type_id: int
    coordinator_epoch: int | None = None


@dataclass(slots=True)
class Record:
    """One record, with offsets and timestamps resolved as Kafka's consumer sees them."""

    offset: int
    timestamp: int
    timestamp_type: str
    key: bytes | None
    value: bytes | None
    headers: list[tuple[str, bytes | None]] = field(default_factory=list)
    sequence: int = -1
    control: ControlInfo | None = None
    crc: int | None = None
    """Legacy (v0/v1) messages only: the message's own CRC-32 and whether it holds."""
    crc_valid: bool | None = None

    @property
    def key_size(self) -> int:
        return -1 if self.key is None else len(self.key)

    @property
    def value_size(self) -> int:
        return -1 if self.value is None else len(self.value)


@dataclass(frozen=True, slots=True)
class Damage:
    """A byte range of a segment that holds no readable batch.

    ``resumable`` tells whether reading went on after it (its length could be
    trusted) or stopped there; ``truncated`` that the file ends inside it (a
    segment still being written, or cut short).
    """

    file: str
    position: int
    size: int
    reason: str
    resumable: bool
    truncated: bool = False
