"""Text as Kafka's Java code reads it, for the text files of a data directory (:mod:`.datadir`).

``Integer.parseInt`` and ``Long.parseLong``, ``String.split("\\\\s+")``, ``BufferedReader.readLine`` over UTF-8
decoded strictly (``Files.newBufferedReader``), ``Properties.load`` (ISO-8859-1), and JSON as Jackson's
``ObjectMapper`` reads it. What Java refuses raises :class:`TextError` with the character (or byte) where it
was found; the caller names the file.
"""
from __future__ import annotations

import json
import re
import sys
from string import hexdigits
from typing import Any, NoReturn

JACKSON_MAX_DEPTH = 1000
"""Jackson's StreamReadConstraints.DEFAULT_MAX_DEPTH (2.15 and later; Kafka 4.x ships 2.16 and up): deeper
nesting is refused."""
_JAVA_INT = re.compile(r"[+-]?\d+")  # Character.digit: any Unicode decimal digit of the BMP
_JAVA_SPACE = re.compile(r"[ \t\n\x0b\f\r]+")  # java.util.regex's \s: ASCII white space only
_LINE_END = re.compile(rb"\r\n|\r|\n")
_NATURAL_LINE = re.compile(r"([^\r\n]*)(?:\r\n|\r|\n)")
_PROPERTY_ESCAPES = {"t": "\t", "r": "\r", "n": "\n", "f": "\f"}


class TextError(ValueError):
    """Text Kafka's reader refuses: why, and where (a character or byte index)."""

    def __init__(self, reason: str, position: int):
        super().__init__(reason)
        self.reason, self.position = reason, position


def java_int(text: str, bits: int) -> int | None:
    """``Integer.parseInt`` (``bits`` 32) or ``Long.parseLong`` (64) of ``text``; None where Java throws
    NumberFormatException (white space, a fraction, a value out of range)."""
    if not _JAVA_INT.fullmatch(text) or any(ord(c) > 0xFFFF for c in text):  # Java reads UTF-16 units
        return None
    value = int(text)
    return value if -(1 << (bits - 1)) <= value < 1 << (bits - 1) else None


def java_split(line: str) -> list[str]:
    """``line.split("\\\\s+")`` as Java splits: an empty first field where the line starts with white space, no
    empty last fields, and the line itself (even empty) where there is no white space."""
    parts = _JAVA_SPACE.split(line)
    if len(parts) == 1:
        return parts
    while parts and not parts[-1]:
        parts.pop()
    return parts


def utf8_lines(data: bytes) -> list[tuple[int, str]]:
    """The lines ``BufferedReader.readLine`` gives of ``data`` (``\\n``, ``\\r`` or ``\\r\\n`` ends one; the last
    needs none), each with the byte it starts at. :class:`TextError` at the first byte that is not UTF-8, which
    ``Files.newBufferedReader`` refuses (MalformedInputException)."""
    try:
        data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise TextError(f"byte 0x{data[error.start]:02x} is not UTF-8, which Kafka reads this file as",
                        error.start) from None
    lines, start = [], 0
    for end in _LINE_END.finditer(data):
        lines.append((start, data[start:end.start()].decode("utf-8")))
        start = end.end()
    if start < len(data):
        lines.append((start, data[start:].decode("utf-8")))
    return lines


def java_properties(text: str) -> dict[str, tuple[int, str]]:
    """What ``Properties.load`` reads from ``text`` (a file's bytes as ISO-8859-1): each key's value and the
    character its line starts at (a key given twice: the last). Blank lines and ``#``/``!`` comments are
    skipped, a line ending in an odd number of backslashes goes on in the next, a key ends at an unescaped
    ``=``, ``:`` or white space. :class:`TextError` for a malformed ``\\uXXXX`` escape, the one thing it refuses."""
    found: dict[str, tuple[int, str]] = {}
    for position, line in _logical_lines(text):
        key, value = _key_value(line)
        found[_unescaped(key, position)] = (position, _unescaped(value, position))
    return found


def _logical_lines(text: str) -> list[tuple[int, str]]:
    """Properties' logical lines (LineReader), with the character each starts at."""
    lines: list[tuple[int, str]] = []
    pending, start = None, 0
    for natural in _NATURAL_LINE.finditer(text + "\n"):
        raw = natural.group(1)
        part = raw.lstrip(" \t\f")
        if pending is None:
            if not part or part[0] in "#!":
                continue
            pending, start = "", natural.start() + len(raw) - len(part)
        trailing = len(part) - len(part.rstrip("\\"))
        if trailing % 2:
            pending += part[:-1]
            continue
        lines.append((start, pending + part))
        pending = None
    if pending is not None:
        lines.append((start, pending))  # the text ended inside a continued line
    return lines


def _key_value(line: str) -> tuple[str, str]:
    """A logical line's key and value, still escaped (Properties.load0)."""
    key_end, value_start, separator, backslash = 0, len(line), False, False
    while key_end < len(line):
        char = line[key_end]
        if not backslash and char in "=:":
            value_start, separator = key_end + 1, True
            break
        if not backslash and char in " \t\f":
            value_start = key_end + 1
            break
        backslash = char == "\\" and not backslash
        key_end += 1
    while value_start < len(line):
        char = line[value_start]
        if char not in " \t\f":
            if separator or char not in "=:":
                break
            separator = True
        value_start += 1
    return line[:key_end], line[value_start:]


def _unescaped(text: str, position: int) -> str:
    """Properties.loadConvert: ``\\uXXXX``, ``\\t``, ``\\r``, ``\\n``, ``\\f``; another escaped character is itself."""
    out, i = [], 0
    while i < len(text):
        char, i = text[i], i + 1
        if char != "\\":
            out.append(char)
            continue
        if i == len(text):
            break  # a backslash ending the text (the file ended in a continued line) is dropped
        char, i = text[i], i + 1
        if char == "u":
            digits = text[i:i + 4]
            if len(digits) < 4 or any(d not in hexdigits for d in digits):
                escape = "\\u" + digits
                raise TextError(f"malformed \\uxxxx escape {escape!r}", position)
            out.append(chr(int(digits, 16)))
            i += 4
        else:
            out.append(_PROPERTY_ESCAPES.get(char, char))
    return "".join(out)


def jackson_json(text: str) -> Any:
    """The first JSON value in ``text``, as Jackson's ``ObjectMapper.readTree`` reads it (what follows it is not
    read). :class:`TextError` where Jackson refuses it: no JSON value, ``NaN`` or ``Infinity``, or nesting deeper
    than :data:`JACKSON_MAX_DEPTH`."""
    depth = _nesting(text) if text.count("[") + text.count("{") > JACKSON_MAX_DEPTH else 0  # else not too deep
    if depth > JACKSON_MAX_DEPTH:
        raise TextError(f"JSON nested {depth} levels deep; Kafka's JSON reader (Jackson) refuses more than "
                        f"{JACKSON_MAX_DEPTH}", 0)
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(limit + JACKSON_MAX_DEPTH)  # Python's reader recurses once a level: room for Jackson's
    try:
        return json.JSONDecoder(parse_constant=_refused).raw_decode(text.lstrip(" \t\r\n"))[0]
    except RecursionError:  # a caller already as deep as the limit
        raise TextError(f"JSON nested {_nesting(text)} levels deep, deeper than this reader follows", 0) from None
    except ValueError as error:
        raise TextError(f"not JSON: {error}", 0) from None
    finally:
        sys.setrecursionlimit(limit)


def _refused(constant: str) -> NoReturn:
    raise ValueError(f"{constant} is not a JSON number")


def _nesting(text: str) -> int:
    """How deep arrays and objects nest in ``text`` (brackets inside strings do not count)."""
    brackets = re.sub(r"[^\[\]{}]+", "", re.sub(r'"(?:[^"\\]|\\.)*"', "", text, flags=re.DOTALL))
    deepest = depth = 0
    for char in brackets:
        depth += 1 if char in "[{" else -1
        deepest = max(deepest, depth)
    return deepest
