"""Producer state snapshots (``<offset>.snapshot``), read with the ``kafka_producer_snapshot`` spec.

The CRC is checked over the file in chunks before any entry is returned, as
Kafka refuses a snapshot whose CRC does not hold; entries are then parsed one
by one, so a large file costs no more memory than one chunk.
"""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from kaitaistruct import KaitaiStream

from .. import storage
from ..errors import ChecksumError, KafkaLogError
from ..format.crc import crc32c
from ..format.parser_errors import PARSER_FAILURES, describe
from ..generated.kafka_producer_snapshot import KafkaProducerSnapshot

_CHUNK = 1 << 20
_SEQUENCE_SPAN = 2 ** 31  # sequences run 0 … 2^31 - 1, then wrap to 0


class SnapshotError(KafkaLogError):
    """A producer snapshot that Kafka would refuse: unknown version, bad CRC, bad structure."""


@dataclass(frozen=True)
class ProducerEntry:
    """One producer's state, as ``ProducerStateManager.readSnapshot`` reads it."""

    producer_id: int
    epoch: int
    last_sequence: int
    last_offset: int
    offset_delta: int
    timestamp: int
    coordinator_epoch: int
    current_txn_first_offset: int

    @property
    def first_sequence(self) -> int:
        """The last batch's first sequence (``DefaultRecordBatch.decrementSequence``, wrapping)."""
        return (self.last_sequence - self.offset_delta) % _SEQUENCE_SPAN

    def dump_line(self) -> str:
        """DumpLogSegments' line for the entry (``dumpProducerIdSnapshot``)."""
        txn = self.current_txn_first_offset
        line = (f"producerId: {self.producer_id} producerEpoch: {self.epoch} "
                f"coordinatorEpoch: {self.coordinator_epoch} currentTxnFirstOffset: "
                f"{f'OptionalLong[{txn}]' if txn >= 0 else 'OptionalLong.empty'} lastTimestamp: {self.timestamp} ")
        if self.last_offset >= 0:
            line += (f"firstSequence: {self.first_sequence} lastSequence: {self.last_sequence} "
                     f"lastOffset: {self.last_offset} offsetDelta: {self.offset_delta} timestamp: {self.timestamp}")
        return line

    def json(self, file: str) -> dict:
        """The ``dump --json`` object of the entry (see docs/internal-topics.md)."""
        return {"type": "producer_entry", "file": file, "producer_id": self.producer_id, "producer_epoch": self.epoch,
                "last_sequence": self.last_sequence, "last_offset": self.last_offset,
                "offset_delta": self.offset_delta, "timestamp": self.timestamp,
                "coordinator_epoch": self.coordinator_epoch,
                "current_txn_first_offset": self.current_txn_first_offset}


def read_producer_snapshot(path: str) -> Iterator[ProducerEntry]:
    """The entries of a snapshot file; :class:`SnapshotError` (file, position, reason) if Kafka would refuse it."""
    with storage.open_binary(path) as handle:
        stream = KaitaiStream(handle)
        try:
            header = KafkaProducerSnapshot.Header(stream)
        except PARSER_FAILURES as exc:
            raise SnapshotError(f"snapshot header does not parse: {describe(exc)}", path, 0) from None
        start = stream.pos()
        handle.seek(header.ofs_crc_input)
        computed = 0
        while chunk := handle.read(_CHUNK):
            computed = crc32c(chunk, computed)
        if computed != header.crc:
            raise ChecksumError(f"snapshot is corrupt (stored crc = {header.crc}, computed crc = {computed})",
                                path, header.ofs_crc_input)
        stream.seek(start)
        for index in range(header.num_entries):
            position = stream.pos()
            try:
                e = KafkaProducerSnapshot.ProducerEntry(stream)
            except PARSER_FAILURES as exc:
                raise SnapshotError(f"producer entry {index} does not parse: {describe(exc)}", path, position) from None
            yield ProducerEntry(e.producer_id, e.epoch, e.last_sequence, e.last_offset, e.offset_delta, e.timestamp,
                                e.coordinator_epoch, e.current_txn_first_offset)
