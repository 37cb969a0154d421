"""Sizes as users write them, for the command line and the Spark options alike: ``134217728``, ``128m``, ``1GiB``.

Units are binary (``k`` = 1024), case-insensitive, with an optional ``b``/``ib``.
"""
from __future__ import annotations

import re

_SIZE = re.compile(r"^\s*(\d+)\s*([kmgt]?)(i?b)?\s*$", re.IGNORECASE)
_COUNT = re.compile(r"^\s*\d+\s*$")
_UNITS = " kmgt"
INT64_MAX = 2**63 - 1
"""The largest size or count any option takes: a long, as in Spark's options."""


def parse_size(text: str, most: int = INT64_MAX, why: str = "") -> int:
    """The positive size ``text`` gives, at most ``most`` (``why``: the reason for that bound);
    :class:`ValueError` saying what is expected otherwise."""
    match = _SIZE.match(text)
    if not match:
        raise ValueError(f"must be a positive size such as 134217728 or 128m, not {text!r}")
    return _bounded(int(match.group(1)) * 1024 ** _UNITS.index(match.group(2).lower() or " "), text, most, why)


def parse_count(text: str, most: int = INT64_MAX, why: str = "") -> int:
    """The positive whole number ``text`` gives, at most ``most``; :class:`ValueError` otherwise."""
    if not _COUNT.match(text):
        raise ValueError(f"must be a positive whole number such as 10000, not {text!r}")
    return _bounded(int(text), text, most, why)


def bounded(value: int, most: int = INT64_MAX, why: str = "") -> int:
    """``value`` when it is positive and at most ``most``; :class:`ValueError` as :func:`parse_size` says it
    of the same value written as text."""
    return _bounded(value, str(value), most, why)


def _bounded(value: int, text: str, most: int, why: str) -> int:
    if value <= 0:
        raise ValueError(f"must be positive, not {text!r}")
    if value > most:
        raise ValueError(f"must be at most {most}{f' ({why})' if why else ''}, not {text!r}")
    return value


def size_text(value: int) -> str:
    """A size in the largest unit that divides it, as :func:`parse_size` reads it back: ``64m``, ``1000``."""
    exponent = 0
    while exponent < len(_UNITS) - 1 and value and value % 1024 ** (exponent + 1) == 0:
        exponent += 1
    return f"{value // 1024 ** exponent}{_UNITS[exponent].strip()}"
