"""Batches as Kafka's ``RecordBatch`` interface shows them, whatever their magic.

:class:`BatchInterface` declares what every batch offers. A :class:`Batch`
is one entry of a segment: a v2 RecordBatch
(:class:`~pyspark_udfs.builds.default_batch.DefaultBatch`, kafka_record_batch.ksy)
or a legacy message (:class:`~pyspark_udfs.builds.legacy_batch.LegacyBatch`,
kafka_legacy_message.ksy), whose header a backend parsed
(:mod:`pyspark_udfs.builds.backend`). As in Kafka's ``RecordBatch``:

- header properties (``base_offset`` except for a legacy wrapper,
  ``last_offset``, ``magic``, ``crc``, ``compression``, ``timestamp_type``,
  ``max_timestamp``, ``producer_id``, ``producer_epoch``, ``base_sequence``,
  ``last_sequence``, ``is_transactional``, ``is_control``, ``record_count``,
  ``delete_horizon_ms``, ``partition_leader_epoch``) read the header only;
- ``crc_valid`` computes the CRC over the range the spec names, once
  (Kafka's ``isValid``);
- :meth:`records` decodes, and decompresses first when the batch is
  compressed; a problem raises a :class:`KafkaLogError` after every good
  record before it. A legacy wrapper's ``base_offset`` (its first inner
  offset) decompresses too, and falls back to the wrapper's own offset when
  the inner set cannot be read.
"""
from __future__ import annotations

from collections.abc import Iterator
from typing import Protocol, TypeVar, runtime_checkable

from ..errors import KafkaLogError
from ..format.crc import checksum_of
from ..format.model import Record
from ..generated.kafka_record_batch import KafkaRecordBatch
from .backend import Backend, code_of

_E = TypeVar("_E", bound=KafkaLogError)

_CODEC_NAMES = {c.value: c.name for c in KafkaRecordBatch.CompressionType}


def codec_name(code) -> str:
    """Kafka's lowercase codec name for a ``compression`` field (a number or the spec's enum)."""
    number = code_of(code)
    name = _CODEC_NAMES.get(number)
    return name if name is not None else f"unknown({number})"


@runtime_checkable
class BatchInterface(Protocol):
    """What every batch offers, whatever its magic (docs/python.md's ``Batch`` list): Kafka's
    ``RecordBatch`` view. :class:`~pyspark_udfs.builds.default_batch.DefaultBatch` and
    :class:`~pyspark_udfs.builds.legacy_batch.LegacyBatch` implement it (``tests/native/test_contract.py``
    checks every member on both)."""

    @property
    def file(self) -> str: ...
    @property
    def position(self) -> int: ...
    @property
    def size(self) -> int: ...
    @property
    def end_position(self) -> int: ...
    @property
    def magic(self) -> int: ...
    @property
    def base_offset(self) -> int: ...
    @property
    def last_offset(self) -> int: ...
    @property
    def crc(self) -> int: ...
    @property
    def computed_crc(self) -> int: ...
    @property
    def crc_valid(self) -> bool: ...
    @property
    def compression(self) -> str: ...
    @property
    def timestamp_type(self) -> str: ...
    @property
    def max_timestamp(self) -> int: ...
    @property
    def partition_leader_epoch(self) -> int: ...
    @property
    def producer_id(self) -> int: ...
    @property
    def producer_epoch(self) -> int: ...
    @property
    def base_sequence(self) -> int: ...
    @property
    def last_sequence(self) -> int: ...
    @property
    def is_transactional(self) -> bool: ...
    @property
    def is_control(self) -> bool: ...
    @property
    def record_count(self) -> int | None: ...
    @property
    def delete_horizon_ms(self) -> int | None: ...
    def records(self, views: bool = False) -> Iterator[Record]: ...


class Batch(BatchInterface):
    """Common view of a v2 RecordBatch and a legacy (v0/v1) message (:class:`BatchInterface`).

    ``entry`` holds the batch's bytes, log overhead included: a read-only view
    of the reader's buffer (copy it with ``bytes()`` to keep it apart).
    ``parsed`` is the header as the backend parsed it, with the spec's field names.
    The native backend's segment walk makes these objects without calling
    ``__init__``, filling the slots (the names it fills are in its ``module.cpp``).
    """

    # The C++ build fills these by position; _native.FIELDS holds it to this order.
    __slots__ = ("file", "position", "entry", "parsed", "decompression_limit", "backend",  # noqa: RUF023
                 "_computed_crc", "_crc_valid")

    file: str
    position: int
    spec: type
    """The generated type of ``ksy/`` whose fields ``parsed`` holds."""

    def __init__(self, file: str, position: int, entry: bytes | memoryview, parsed, decompression_limit: int,
                 backend: Backend):
        self.file = file
        self.position = position
        self.entry = entry
        self.parsed = parsed
        self.decompression_limit = decompression_limit
        self.backend = backend
        self._computed_crc: int | None = None
        self._crc_valid: bool | None = None

    _crc_function: str
    """The backend's function for the format's CRC (``crc32c`` or ``crc32``)."""
    _smallest_checked: int
    """Bytes an entry needs, log overhead included, for its CRC to be checked at all."""

    @property
    def computed_crc(self) -> int:
        """The CRC of the range the header's CRC covers, computed on first use."""
        crc = self._computed_crc
        if crc is None:
            crc = self._computed_crc = checksum_of(self.entry, self.parsed, getattr(self.backend, self._crc_function))
        return crc

    @property
    def crc_valid(self) -> bool:
        """Whether the header's CRC matches its range's (Kafka's ``isValid``), checked once."""
        valid = self._crc_valid
        if valid is None:
            valid = self._crc_valid = len(self.entry) >= self._smallest_checked and self.parsed.crc == self.computed_crc
        return valid

    @property
    def size(self) -> int:
        """Bytes the batch occupies in the file, log overhead included."""
        return len(self.entry)

    @property
    def end_position(self) -> int:
        return self.position + self.size

    def records(self, views: bool = False) -> Iterator[Record]:  # pragma: no cover - abstract
        """The records; with ``views``, keys and values of ``backend.VIEWS_FROM`` bytes or more are
        memoryviews of the batch's (decompressed) bytes, for readers done with them before the next
        batch (the commands, the Arrow path); else ``bytes``."""
        raise NotImplementedError

    def _error(self, cls: type[_E], reason: str) -> _E:
        return cls(reason, self.file, self.position)

    def _decompress(self, data: bytes | memoryview) -> bytes | bytearray:
        try:
            return self.backend.decompress(self.compression, data, magic=self.magic, limit=self.decompression_limit)
        except KafkaLogError as exc:
            raise exc.at(self.file, self.position) from None

    def __repr__(self) -> str:
        return (
            f"<{type(self).__name__} {self.file}@{self.position} magic={self.magic} "
            f"offsets={self.base_offset}..{self.last_offset} {self.compression}>"
        )
