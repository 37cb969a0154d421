"""The one exception family of kafka-ksy.

Every problem names the file, the byte position in that file, and the reason,
so that a message alone tells an operator where to look with a hex editor.
"""
from __future__ import annotations


class KafkaLogError(Exception):
    """A problem in a Kafka log, index or compressed payload.

    ``position`` is the byte offset in ``file`` where the problem starts, or
    ``None`` when it concerns the file as a whole; ``size``, when known, the
    number of bytes it spans.
    """

    def __init__(self, reason: str, file: str | None = None, position: int | None = None,
                 size: int | None = None):
        self.reason = reason
        self.file = file
        self.position = position
        self.size = size
        super().__init__(self._message())

    def _message(self) -> str:
        where = self.file or "<input>"
        if self.position is not None:
            where += f" at byte {self.position}"
        return f"{where}: {self.reason}"

    def at(self, file: str | None, position: int | None) -> KafkaLogError:
        """The same error, located in ``file`` at ``position`` when it had no location yet."""
        return type(self)(
            self.reason,
            self.file if self.file is not None else file,
            self.position if self.position is not None else position,
            self.size,
        )


class CorruptBatchError(KafkaLogError):
    """A batch or message whose structure does not parse (length, magic, fields, count)."""


class ChecksumError(KafkaLogError):
    """A CRC that does not match its bytes."""


class CompressionError(KafkaLogError):
    """A payload that does not decompress, or would exceed the size limit."""


class TruncatedError(KafkaLogError):
    """The file ends inside a batch: a segment still being written, or cut short."""


class OffsetError(KafkaLogError):
    """Offsets out of Kafka's order: not increasing, outside their batch's range, batches overlapping."""


class IndexFileError(KafkaLogError):
    """An ``.index`` or ``.timeindex`` file that is malformed or disagrees with its log."""


class InputError(KafkaLogError):
    """An input that cannot be read as asked: missing, a directory, unreadable."""
