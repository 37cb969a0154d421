"""What the two builds of ``ksy/`` hand each other: header tuples, the records context, problems.

The C++ build (``pyspark_udfs._native``) makes the NamedTuples below itself,
without calling them, field by field in its own order: it exports the names
of every tuple it builds or reads (``_native.FIELDS``, by class name), its
``configure`` refuses a class whose ``_fields`` differ by name or order, and
``tests/native/test_contract.py`` compares each list with the class here.
The Python build gives its generated types, whose attributes have the same
names. The rules both builds apply are listed in ``docs/native-contract.md``.
"""
from __future__ import annotations

from enum import IntEnum
from typing import NamedTuple

from ..format.model import Record
from ..generated.kafka_legacy_message import KafkaLegacyMessage


class Prefix(NamedTuple):
    """kafka_log_segment.ksy's ``entry_prefix``: what an entry's first 17 bytes say."""

    offset: int
    len_declared: int
    epoch_or_crc: int
    magic: int
    len_min: int


class V2Header(NamedTuple):
    """The header fields of kafka_record_batch.ksy, named as the spec names them."""

    base_offset: int
    len_batch: int
    partition_leader_epoch: int
    magic: int
    crc: int
    attributes: int
    last_offset_delta: int
    base_timestamp: int
    max_timestamp: int
    producer_id: int
    producer_epoch: int
    base_sequence: int
    num_records: int
    compression: int
    timestamp_type: int
    is_transactional: bool
    is_control: bool
    has_delete_horizon: bool
    ofs_records: int
    len_records: int
    ofs_crc_input: int
    len_crc_input: int


class LegacyHeader(NamedTuple):
    """The fields of kafka_legacy_message.ksy, named as the spec names them (a key or value of
    :data:`~pyspark_udfs.builds.backend.VIEWS_FROM` bytes or more a memoryview of the entry)."""

    offset: int
    len_message: int
    crc: int
    magic: int
    timestamp_type: int
    compression: int
    timestamp: int | None
    len_key: int
    key: bytes | None
    len_value: int
    value: bytes | None
    ofs_crc_input: int
    len_crc_input: int


class RecordsContext(NamedTuple):
    """What a v2 batch's header says that each of its records needs."""

    base_offset: int
    base_timestamp: int
    max_timestamp: int
    base_sequence: int
    is_control: bool
    log_append_time: bool


class RecordsError(IntEnum):
    """Why the records of a v2 batch stopped before the header's count (``rules.h``'s ``RecordsError``)."""

    PREMATURE_END = 1
    """The bytes end before the header's count."""
    UNPARSABLE = 2
    """A record does not parse (the problem's ``message`` says why)."""
    BAD_SIZE = 3
    """A record's fields do not take its declared length (Kafka's "invalid record size")."""
    REMAINING = 4
    """Bytes remain after the declared count."""
    OUT_OF_RANGE = 5
    """A record's offset or timestamp (the batch's base plus its delta) leaves Kafka's int64
    (the problem's ``message`` says which: :func:`~pyspark_udfs.builds.record_rules.out_of_range`)."""


class InnerError(IntEnum):
    """Why the inner messages of a legacy wrapper stopped (``rules.h``'s ``InnerError``)."""

    UNPARSABLE = 1
    """An inner message does not parse (the problem's ``message`` says why)."""
    BAD_SIZE = 2
    """Its fields do not take its declared size."""


class RecordsProblem(Exception):
    """Why the records of a v2 batch stopped before the header's count (worded by the batch):
    ``code`` is a :class:`RecordsError`."""

    def __init__(self, code: int, index: int, declared: int = 0, taken: int = 0, message: str = ""):
        super().__init__(code, index, declared, taken, message)
        self.code, self.index, self.declared, self.taken, self.message = code, index, declared, taken, message


class InnerProblem(NamedTuple):
    """Why an inner message of a legacy wrapper cannot be read: ``code`` is an :class:`InnerError`,
    or the legacy batch's own :data:`~pyspark_udfs.builds.legacy_batch.SIZE_HOP` (``message`` says why)."""

    code: int
    index: int  # type: ignore[assignment]  # a field, shadowing tuple.index as NamedTuple lets it
    position: int
    declared: int
    taken: int
    message: str


InnerMessage = tuple[int, "LegacyHeader | KafkaLegacyMessage", bool]
"""(position in the decompressed set, fields, whether its CRC-32 holds)."""
InnerRecords = tuple[list[Record], int, InnerProblem | None, int | None, int | None]
"""A backend's ``legacy_records``: the inner messages as records (offsets as the messages hold
them), where the next message starts, the problem that stopped the walk (or None), the last
message's offset (None when there is none) and the index of the first compressed one (or None)."""
