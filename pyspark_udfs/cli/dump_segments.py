"""Text output that mirrors ``kafka-dump-log.sh`` (Kafka 3.9 ``DumpLogSegments``) line for line."""
from __future__ import annotations

import codecs
import os
import struct
import tempfile
from collections.abc import Callable, Iterator
from typing import Protocol

from ..builds.batch import Batch
from ..format.model import Record


def _bool(value: bool) -> str:
    return "true" if value else "false"


def _text(data: bytes | memoryview) -> str:
    """Kafka's default ``StringDecoder``: UTF-8, malformed bytes replaced."""
    return str(data, "utf-8", "replace")


def batch_line(batch: Batch, base_offset: int) -> str:
    """The batch line: v2 fields first, or ``offset:`` for v0/v1, then the common tail."""
    if batch.magic >= 2:
        horizon = batch.delete_horizon_ms
        head = (
            f"baseOffset: {base_offset} lastOffset: {batch.last_offset} count: {batch.record_count}"
            f" baseSequence: {batch.base_sequence} lastSequence: {batch.last_sequence}"
            f" producerId: {batch.producer_id} producerEpoch: {batch.producer_epoch}"
            f" partitionLeaderEpoch: {batch.partition_leader_epoch}"
            f" isTransactional: {_bool(batch.is_transactional)} isControl: {_bool(batch.is_control)}"
            f" deleteHorizonMs: {'OptionalLong.empty' if horizon is None else f'OptionalLong[{horizon}]'}"
        )
    else:
        head = f"offset: {batch.last_offset}"
    return (
        f"{head} position: {batch.position} {batch.timestamp_type}: {batch.max_timestamp}"
        f" size: {batch.size} magic: {batch.magic} compresscodec: {batch.compression}"
        f" crc: {batch.crc} isvalid: {_bool(batch.crc_valid)}"
    )


def record_line(record: Record, batch: Batch, print_data: bool) -> str:
    """A ``| offset: …`` line of deep iteration, with key and payload under ``--print-data-log``."""
    line = (
        f"| offset: {record.offset} {batch.timestamp_type}: {record.timestamp}"
        f" keySize: {record.key_size} valueSize: {record.value_size}"
    )
    if batch.magic >= 2:
        keys = ",".join(key for key, _ in record.headers)
        line += f" sequence: {record.sequence} headerKeys: [{keys}]"
    else:
        line += f" isValid: {_bool(bool(record.crc_valid))} crc: {record.crc}}}"
    if record.control is not None:
        control = record.control
        if control.coordinator_epoch is not None:
            line += f" endTxnMarker: {control.type} coordinatorEpoch: {control.coordinator_epoch}"
        else:
            line += f" controlType: {control.type}({control.type_id})"
    if print_data and not batch.is_control:
        if record.key is not None:
            line += f" key: {_text(record.key)}"
        if record.value is not None:
            line += f" payload: {_text(record.value)}"
    return line


_STREAMED = 1 << 20
"""Keys and payloads above this size are decoded and written in pieces (:func:`write_record_line`)."""


def write_record_line(write: Callable[[str], object], record: Record, batch: Batch, print_data: bool) -> None:
    """Write :func:`record_line` (and its newline) with ``write``; under ``--print-data-log`` a key
    or payload of more than 1 MiB is decoded and written in pieces, never held whole as text."""
    big = print_data and not batch.is_control and any(
        data is not None and len(data) > _STREAMED for data in (record.key, record.value))
    if not big:
        write(record_line(record, batch, print_data) + "\n")
        return
    write(record_line(record, batch, False))
    for label, data in ((" key: ", record.key), (" payload: ", record.value)):
        if data is not None:
            write(label)
            decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
            view = memoryview(data)
            for start in range(0, len(view), _STREAMED):
                write(decoder.decode(view[start:start + _STREAMED]))
            write(decoder.decode(b"", final=True))
    write("\n")


class LineWriter(Protocol):
    """What writes a run's lines at once: the extension (``native/lines.cpp``)."""

    def text_lines(self, records: list[Record], timestamp_type: str, print_data: bool, /) -> list[str] | None: ...


def write_record_lines(write: Callable[[str], object], records: list[Record], batch: Batch, print_data: bool,
                       native: LineWriter | None) -> None:
    """Write the lines of a v2 batch's run of records: with ``native`` (the native build's module) in one
    string the extension writes (the text of :func:`record_line`, tests/native/test_json_lines.py), else, or
    where it declines (a control record, data that is not UTF-8 or is over 1 MiB), one by one."""
    pieces = None if native is None else native.text_lines(records, batch.timestamp_type,
                                                           print_data and not batch.is_control)
    if pieces is not None:
        for piece in pieces:
            write(piece)
        return
    for record in records:
        write_record_line(write, record, batch, print_data)


def trailing_line(size: int, file_name: str) -> str:
    return f"Found {size} invalid bytes at the end of {file_name}"


class NonConsecutiveOffsets:
    """DumpLogSegments' summary of deep iteration: ``Non-consecutive offsets in <file>``.

    Kafka notes every record whose offset is not the previous record's plus
    one (across the batches of a file; gaps that compaction leaves, too), and
    after all files prints for each file ``  A is followed by B``, the pair
    found last first (it prepends to a Scala list). The pairs wait in a
    temporary file, so a heavily compacted segment costs disk, not memory.
    """

    _PAIR = struct.Struct(">qq")
    _CHUNK = _PAIR.size * 4096

    def __init__(self) -> None:
        self._spill: tempfile.SpooledTemporaryFile | None = None
        self._ranges: dict[str, list[tuple[int, int]]] = {}  # file -> byte ranges of its pairs in the spill
        self._file = ""
        self._previous: int | None = None

    def start_file(self, path: str) -> None:
        """Records from now on belong to ``path``, named as Java's ``File.getAbsolutePath`` names it
        (joined to the working directory, not normalised)."""
        self._file, self._previous = path if os.path.isabs(path) else os.path.join(os.getcwd(), path), None

    def records(self, records: list[Record]) -> None:
        """:meth:`record` for each of ``records``, the common case (consecutive offsets) in one comparison."""
        first = records[0].offset
        if self._previous in (None, first - 1) and [r.offset for r in records] == list(
                range(first, first + len(records))):
            self._previous = records[-1].offset
            return
        for record in records:
            self.record(record.offset)

    def record(self, offset: int) -> None:
        previous, self._previous = self._previous, offset
        if previous is None or offset == previous + 1:
            return
        if self._spill is None:
            self._spill = tempfile.SpooledTemporaryFile(max_size=1 << 20)  # noqa: SIM115 (kept for the whole dump)
        start = self._spill.tell()
        self._spill.write(self._PAIR.pack(previous, offset))
        ranges = self._ranges.setdefault(self._file, [])
        if ranges and ranges[-1][1] == start:
            ranges[-1] = (ranges[-1][0], start + self._PAIR.size)
        else:
            ranges.append((start, start + self._PAIR.size))

    def lines(self) -> Iterator[str]:
        """The summary's lines, for every file that had a gap; the pairs are dropped as they are read."""
        spill, self._spill = self._spill, None
        if spill is None:
            return
        with spill:
            for file, ranges in self._ranges.items():
                yield f"Non-consecutive offsets in {file}"
                for start, end in reversed(ranges):
                    while end > start:
                        begin = max(start, end - self._CHUNK)
                        spill.seek(begin)
                        chunk = spill.read(end - begin)
                        for at in range(len(chunk) - self._PAIR.size, -1, -self._PAIR.size):
                            first, second = self._PAIR.unpack_from(chunk, at)
                            yield f"  {first} is followed by {second}"
                        end = begin
        self._ranges = {}
