"""The transaction index (``.txnindex``): its aborted transactions, its checks, and the same read from the log."""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from kaitaistruct import KaitaiStream

from .. import storage
from ..errors import IndexFileError, KafkaLogError
from ..format.layout import (
    TRANSACTION_INDEX_ENTRY_SIZE,
)
from ..format.parser_errors import PARSER_FAILURES, describe
from ..generated.kafka_transaction_index import KafkaTransactionIndex
from .index import OffsetIndex
from .index_lookups import _batch_holding, _or_safe
from .inputs import Source, base_offset_from_name, file_size, open_input
from .segment import LogSegment


@dataclass(frozen=True, slots=True)
class AbortedTxn:
    """A ``.txnindex`` entry: a producer's aborted transaction in this partition."""

    producer_id: int
    first_offset: int
    last_offset: int
    last_stable_offset: int = -1


def read_transaction_index(source: Source, name: str | None = None) -> list[AbortedTxn]:
    """The entries of a ``.txnindex`` file (a trailing partial entry is ignored, as Kafka does)."""
    handle, display, owned = open_input(source, name)
    try:
        stream = KaitaiStream(handle)
        entries = []
        for slot in range(file_size(handle) // TRANSACTION_INDEX_ENTRY_SIZE):
            stream.seek(slot * TRANSACTION_INDEX_ENTRY_SIZE)
            try:
                entry = KafkaTransactionIndex.AbortedTxn(stream)
            except PARSER_FAILURES as exc:
                raise IndexFileError(f"aborted transaction entry does not parse: {describe(exc)}",
                                     display, slot * TRANSACTION_INDEX_ENTRY_SIZE) from None
            entries.append(AbortedTxn(entry.producer_id, entry.first_offset, entry.last_offset,
                                      entry.last_stable_offset))
        return entries
    finally:
        if owned:
            handle.close()


def transaction_index_problems(path: str, next_base_offset: int | None = None) -> Iterator[KafkaLogError]:
    """What ``verify`` and ``dump`` find wrong in a ``.txnindex``, and why ``read_committed`` reads the
    log's markers instead of it: Kafka's ``TransactionIndex.sanityCheck`` (an aborted transaction whose
    last offset is below the segment's base offset, from the file's name), the rule of its ``append``
    (last offsets that grow), and, ours, a partial entry at the end (Kafka reads past it, but a write
    cut short leaves it: the index is not whole), a last offset below its first offset, and, given the
    next segment's base offset, a last offset (the ABORT marker's) at or past it."""
    base = base_offset_from_name(path)
    try:
        entries = read_transaction_index(path)
        size = storage.getsize(path)
    except KafkaLogError as error:
        yield error
        return
    previous: int | None = None
    for slot, txn in enumerate(entries):
        where = slot * TRANSACTION_INDEX_ENTRY_SIZE
        named = f"last offset {txn.last_offset} of aborted transaction of producer {txn.producer_id}"
        if base is not None and txn.last_offset < base:
            yield IndexFileError(f"{named} is less than the segment's start offset {base}", path, where)
        if next_base_offset is not None and txn.last_offset >= next_base_offset:
            yield IndexFileError(f"{named} is not less than the next segment's start offset {next_base_offset}",
                                 path, where)
        if txn.last_offset < txn.first_offset:
            yield IndexFileError(f"{named} is less than its first offset {txn.first_offset}", path, where)
        if previous is not None and txn.last_offset <= previous:
            yield IndexFileError(f"{named} does not follow the previous entry's last offset {previous}", path, where)
        previous = txn.last_offset
    if size % TRANSACTION_INDEX_ENTRY_SIZE:
        whole = size - size % TRANSACTION_INDEX_ENTRY_SIZE
        yield IndexFileError(f"transaction index is corrupt: found {size} bytes which is not a multiple of "
                             f"{TRANSACTION_INDEX_ENTRY_SIZE} (a partial entry of {size - whole} bytes at the end)",
                             path, whole)


def _aborted_in_log(log: LogSegment, index: OffsetIndex | None, txn: AbortedTxn) -> bool:
    marker = _batch_holding(log, index, txn.last_offset)
    if (marker is None or not marker.is_control or marker.producer_id != txn.producer_id
            or marker.base_offset != txn.last_offset):
        return False
    first = next(iter(marker.records()), None)
    if first is None or first.control is None or first.control.type != "ABORT":
        return False
    if log.base_offset is None or txn.first_offset < log.base_offset:
        return True  # the transaction began in an earlier segment
    data = _batch_holding(log, index, txn.first_offset)
    return (data is not None and data.base_offset == txn.first_offset and data.producer_id == txn.producer_id
            and data.is_transactional and not data.is_control)


def aborted_txns_in_log(log: LogSegment, index: OffsetIndex | None, entries: list[AbortedTxn]) -> bool:
    """Whether the segment's log holds what each of its ``.txnindex`` entries says: the producer's
    ABORT marker at the last offset and, when the transaction began in this segment, a transactional
    batch of the producer starting at the first offset (Kafka's ``AbortedTxn``). An entry whose bytes
    were damaged where no check of the file alone sees it (a producer id, an offset) fails here."""
    return _or_safe(False, lambda: all(_aborted_in_log(log, index, txn) for txn in entries))
