"""Readable test ids for parametrizations over CLI command lines."""
from __future__ import annotations

from collections.abc import Sequence


def command_id(argv: Sequence[str]) -> str:
    """``["dump", "--json"]`` as ``dump --json``: an id that names the command (``command1`` would move when the
    list is reordered, and tests/conftest.py's SLOW_TESTS names some of them)."""
    return " ".join(argv)
