"""Sizes as users write them, for the command line and the Spark options alike: ``134217728``, ``128m``, ``1GiB``.

Units are binary (``k`` = 1024), case-insensitive, with an optional ``b``/``ib``.
"""
from __future__ import annotations

import re

_SIZE = re.compile(r"^\s*(\d+)\s*([kmgt]?)(i?b)?\s*$", re.IGNORECASE)
_UNITS = " kmgt"


def parse_size(text: str) -> int:
    """The positive count ``text`` gives; :class:`ValueError` saying what is expected otherwise."""
    match = _SIZE.match(text)
    if not match:
        raise ValueError(f"must be a positive size such as 134217728 or 128m, not {text!r}")
    value = int(match.group(1)) * 1024 ** _UNITS.index(match.group(2).lower() or " ")
    if value <= 0:
        raise ValueError(f"must be positive, not {text!r}")
    return value


def size_text(value: int) -> str:
    """A size in the largest unit that divides it, as :func:`parse_size` reads it back: ``64m``, ``1000``."""
    exponent = 0
    while exponent < len(_UNITS) - 1 and value and value % 1024 ** (exponent + 1) == 0:
        exponent += 1
    return f"{value // 1024 ** exponent}{_UNITS[exponent].strip()}"
