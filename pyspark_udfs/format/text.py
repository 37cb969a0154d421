"""Numbers as the commands print them for people: counts with their noun, epoch milliseconds as UTC.

Times cover every int64 a Kafka timestamp field can hold. Python's ``datetime`` stops at years 1 and 9999, but a
valid batch may carry any int64 timestamp (a producer's clock is the producer's business). Years
outside 0000..9999 are written as Java's ``Instant.toString`` writes them
(ISO 8601's expanded years): ``+10000-01-01T00:00:00.000Z``,
``-292275055-05-16T16:47:04.192Z``.
"""
from __future__ import annotations

from datetime import date, timedelta

_DAY_MS = 86_400_000
_CYCLE_DAYS = 146_097
"""Days in 400 Gregorian years: the calendar repeats with this period."""
_EPOCH = date(1970, 1, 1)


def utc_text(millis: int, separator: str = "T", fraction: bool = True) -> str:
    """``YYYY-MM-DDTHH:MM:SS.mmmZ`` (``fraction=False``: to the second, no ``Z``, for tables)."""
    days, ms = divmod(millis, _DAY_MS)
    cycles, day = divmod(days, _CYCLE_DAYS)
    moment = _EPOCH + timedelta(days=day)  # within 1970..2370
    year = moment.year + 400 * cycles
    year_text = f"{year:04d}" if 0 <= year <= 9999 else f"{'+' if year > 0 else '-'}{abs(year):04d}"
    seconds, ms = divmod(ms, 1000)
    minutes, seconds = divmod(seconds, 60)
    hours, minutes = divmod(minutes, 60)
    text = f"{year_text}-{moment.month:02d}-{moment.day:02d}{separator}{hours:02d}:{minutes:02d}:{seconds:02d}"
    return f"{text}.{ms:03d}Z" if fraction else text


def counted(count: int, noun: str) -> str:
    """``1 batch``, ``0 batches``, ``2 problems``: the count and its noun, plural unless it is one."""
    if count == 1:
        return f"{count} {noun}"
    return f"{count} {noun}es" if noun.endswith(("s", "x", "ch", "sh")) else f"{count} {noun}s"


def printable(text: str) -> str:
    """``text`` with each character that does not print as its escape: control and format characters, line and
    paragraph breaks (``\\x1b``, ``\\n``, ``\\u202e``), and each byte of a file name that is not UTF-8 (Python's
    surrogate escape) as that byte (``\\xff``). For text shown to people: a terminal takes an escape sequence as
    a command, and a line break in a name would split a line of output in two."""
    if text.isprintable():
        return text
    return "".join(c if c.isprintable() else _escaped(c) for c in text)


def printable_lines(text: str) -> str:
    """:func:`printable`, line by line: for messages whose line breaks are their own (an SQL error's caret
    line under the statement), while a name within a line still cannot break it."""
    return "\n".join(printable(line) for line in text.split("\n"))


def _escaped(char: str) -> str:
    code = ord(char)
    if 0xDC80 <= code <= 0xDCFF:  # os.fsdecode's stand-in for a byte that is not UTF-8
        return f"\\x{code - 0xDC00:02x}"
    return repr(char)[1:-1]
