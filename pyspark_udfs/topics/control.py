"""Values of KRaft control records (control types 2-6), and how DumpLogSegments prints them."""
from __future__ import annotations

from typing import Any

from kaitaistruct import BytesIO, KaitaiStream

from ..errors import CorruptBatchError
from ..format.parser_errors import parse_errors
from ..generated.kafka_control_record_value import KafkaControlRecordValue
from ..generated.kafka_record_batch import KafkaRecordBatch
from .messages import dumps, fields

KRAFT_CONTROL_TYPES = range(2, 7)
DLS_LABELS = {2: "LeaderChange:", 3: "SnapshotHeader", 4: "SnapshotFooter", 5: "KRaftVersion", 6: "KRaftVoters"}
"""What DumpLogSegments (Kafka 4.1 on) prints before the JSON of each type it decodes; unknown types print as
``controlType``. Kafka 3.9 and 4.0 printed LEADER_CHANGE as ``controlType: LEADER_CHANGE(2)``."""


def decode_control_value(type_id: int, value: bytes, file: str | None = None,
                         position: int | None = None) -> dict[str, Any]:
    """The value of a KRaft control record as its JSON converter writes it.

    Raises :class:`CorruptBatchError` naming ``file`` and ``position`` when
    the bytes do not parse. Bytes after the message are ignored, as Kafka's
    ``ControlRecordUtils`` ignores them.
    """
    with parse_errors(CorruptBatchError, file, position, f"control record value (type {type_id})"):
        record_type = KafkaRecordBatch.ControlRecordType(type_id)
        body = KafkaControlRecordValue(record_type, KaitaiStream(BytesIO(value))).body
    return fields(body)


def control_text(type_id: int, data: dict[str, Any]) -> str | None:
    """What DumpLogSegments appends to the record line of a decoded control record of type 2-6, in place of
    ``controlType: …`` (which it prints for unknown types); None for other types."""
    label = DLS_LABELS.get(type_id)
    return None if label is None else f" {label} {dumps(data)}"
