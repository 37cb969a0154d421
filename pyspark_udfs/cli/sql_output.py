"""The rows of a ``kafka-ksy sql`` statement as text: an aligned table, JSON lines or CSV.

Output a terminal or a parser takes as it is, so: the table shows every character that is not printable
as its Python escape (``\\x1b``, ``\\u202e``: :func:`.text.printable`), a backslash doubled, so that no
value moves the cursor, clears the screen or hides another, and the text reads back to the value; JSON
is strict (RFC 8259: ``NaN`` and infinities as the strings ``"NaN"``, ``"Infinity"``, ``"-Infinity"``,
decimals exact, characters that are not printable as ``\\u`` escapes); CSV holds each value as it is.
Dates, times and intervals come as DuckDB writes them (:mod:`.sql` casts them to text): ``infinity``
stays ``infinity``.

Rows are fetched a window at a time, so memory holds a window, whatever the size of the result.
"""
from __future__ import annotations

import base64
import csv
import json
import math
import unicodedata
from collections.abc import Iterator
from decimal import Decimal
from typing import TYPE_CHECKING, Any, TextIO

from ..format.text import printable

if TYPE_CHECKING:  # pragma: no cover
    import duckdb

WINDOW = 1000
"""Rows fetched at a time: the table's column widths are those of the rows seen so far."""
MAX_WIDTH = 100
"""A column of the table is at most this wide; a longer value goes on over the next lines (the last column's
value is never cut: nothing follows it)."""


def write_result(result: duckdb.DuckDBPyConnection, names: list[str], out: TextIO, style: str) -> int:
    """The rows of an executed statement on ``out``: ``table``, ``json`` (one object per line) or ``csv``
    (with a header); the number of rows."""
    count = 0
    if style == "json":
        for rows in _windows(result):
            count += len(rows)
            for row in rows:
                out.write("{" + ",".join(f"{_json_string(name)}:{_json(value)}"
                                         for name, value in zip(names, row, strict=True)) + "}\n")
    elif style == "csv":
        writer = csv.writer(_NewlineEnded(out), lineterminator="\r\n")
        writer.writerow(names)
        for rows in _windows(result):
            count += len(rows)
            writer.writerows(["" if value is None else _text(value) for value in row] for row in rows)
    else:
        table = _Table(out, names)
        for rows in _windows(result):
            count += len(rows)
            table.write([[_cell(value) for value in row] for row in rows])
        table.close(count)
    return count


class _NewlineEnded:
    """CSV rows ended by ``\\n``: the writer, told ``\\r\\n``, quotes a value holding either character (told
    ``\\n``, it would leave a lone ``\\r`` unquoted, and a reader would take it for the end of a line)."""

    def __init__(self, out: TextIO):
        self.out = out

    def write(self, row: str) -> None:
        self.out.write(row[:-2] + "\n")


def _windows(result: duckdb.DuckDBPyConnection) -> Iterator[list[Any]]:
    rows = result.fetchmany(WINDOW)
    while rows:
        yield rows
        rows = result.fetchmany(WINDOW)


class _Table:
    """Aligned columns under a header. Each window of rows is measured before it is written; when a window
    needs wider columns than those written so far, the header is written again with the new widths, so
    every row stands under a header it is aligned with. A column is at most :data:`MAX_WIDTH` wide (in
    terminal cells: a wide character takes two); a longer value continues on the following lines, the
    other columns blank there."""

    def __init__(self, out: TextIO, names: list[str]):
        self.out = out
        self.names = [printable(name) for name in names]
        self.widths: list[int] | None = None

    def write(self, rows: list[list[str]]) -> None:
        needed = [min(MAX_WIDTH, max([_width(name)] + [_width(row[i]) for row in rows]))
                  for i, name in enumerate(self.names)]
        if self.widths is None or any(n > w for n, w in zip(needed[:-1], self.widths, strict=False)):
            self.widths = needed if self.widths is None else [max(n, w) for n, w in zip(needed, self.widths,
                                                                                        strict=True)]
            self._row(self.names)
            self._row(["-" * width for width in self.widths])
        for row in rows:
            self._row(row)

    def close(self, count: int) -> None:
        if self.widths is None:
            self.write([])
        self.out.write(f"({count} {'row' if count == 1 else 'rows'})\n")

    def _row(self, cells: list[str]) -> None:
        assert self.widths is not None
        widths = self.widths
        pieces = [_pieces(cell, width) for cell, width in zip(cells[:-1], widths,
                                                              strict=False)] + [[cells[-1]] if cells else []]
        for line in range(max(map(len, pieces), default=1)):
            texts = [p[line] if line < len(p) else "" for p in pieces]
            self.out.write("  ".join(_padded(text, width) for text, width in zip(texts, widths,
                                                                                 strict=True)).rstrip() + "\n")


def _pieces(text: str, width: int) -> list[str]:
    """``text`` in lines of at most ``width`` terminal cells."""
    if text.isascii():
        return [text[i:i + width] for i in range(0, len(text), width)] or [text]
    if _width(text) <= width:
        return [text]
    pieces, piece, used = [], "", 0
    for char in text:
        size = _char_width(char)
        if used + size > width and piece:
            pieces.append(piece)
            piece, used = "", 0
        piece += char
        used += size
    return [*pieces, piece]


def _padded(text: str, width: int) -> str:
    return text + " " * (width - _width(text))


def _width(text: str) -> int:
    """The terminal cells ``text`` takes (escaped text: every character printable)."""
    return len(text) if text.isascii() else sum(map(_char_width, text))


def _char_width(char: str) -> int:
    if unicodedata.combining(char):
        return 0
    return 2 if unicodedata.east_asian_width(char) in ("W", "F") else 1


def _cell(value: Any) -> str:
    """A value in the table, on one line and safe for a terminal (:func:`.text.printable`): strings and bytes
    (as UTF-8 text, a byte that is not UTF-8 as ``\\xff``) with each backslash doubled, so that an escape
    is never the value's own text; the rest as :func:`_text`, nested values' JSON as it is."""
    if isinstance(value, str):
        return printable(value.replace("\\", "\\\\"))
    if isinstance(value, (bytes, bytearray, memoryview)):
        return printable(bytes(value).decode("utf-8", "surrogateescape").replace("\\", "\\\\"))
    return printable(_text(value))


def _text(value: Any) -> str:
    """A value as one CSV field or table cell: NULL, true/false, bytes in base64, decimals exact, nested
    values as JSON, the rest as Python's ``str``."""
    if value is None:
        return "NULL"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (bytes, bytearray, memoryview)):
        return base64.b64encode(bytes(value)).decode("ascii")
    if isinstance(value, Decimal):
        return format(value, "f")
    if isinstance(value, (dict, list, tuple)):
        return _json(value)
    return str(value)


def _json(value: Any) -> str:
    """``value`` as strict JSON: bytes in base64, ``NaN``/``Infinity`` as strings, decimals and big integers
    as exact numbers, map keys as text, the rest as :func:`_text` gives it, in a string."""
    if value is None or isinstance(value, (bool, int)):
        return "null" if value is None else "true" if value is True else "false" if value is False else str(value)
    if isinstance(value, float):
        if math.isnan(value):
            return '"NaN"'
        return json.dumps(value) if math.isfinite(value) else '"Infinity"' if value > 0 else '"-Infinity"'
    if isinstance(value, Decimal):
        return format(value, "f")
    if isinstance(value, dict):
        return "{" + ",".join(f"{_json_string(_text(k))}:{_json(v)}" for k, v in value.items()) + "}"
    if isinstance(value, (list, tuple)):
        return "[" + ",".join(map(_json, value)) + "]"
    return _json_string(_text(value))


def _json_string(text: str) -> str:
    """A JSON string, every character that is not printable escaped (JSON escapes only the C0 controls)."""
    encoded = json.dumps(text, ensure_ascii=False)
    return encoded if encoded.isprintable() else "".join(
        char if char.isprintable() else _json_escape(char) for char in encoded)


def _json_escape(char: str) -> str:
    code = ord(char)
    if code < 0x10000:
        return f"\\u{code:04x}"
    code -= 0x10000
    return f"\\u{0xD800 + (code >> 10):04x}\\u{0xDC00 + (code & 0x3FF):04x}"
