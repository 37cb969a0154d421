"""Turning the generated parsers' exceptions into the project's error family."""
from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from kaitaistruct import KaitaiStructError

from ..errors import KafkaLogError

PARSER_FAILURES = (KaitaiStructError, EOFError, ValueError, UnicodeDecodeError, OverflowError, MemoryError)


@contextmanager
def parse_errors(error: type[KafkaLogError], file: str | None, position: int | None, what: str) -> Iterator[None]:
    """Re-raise a failure of a generated parser as ``error`` naming ``what`` was being parsed."""
    try:
        yield
    except PARSER_FAILURES as exc:
        raise error(f"{what} does not parse: {describe(exc)}", file, position) from None


def describe(exc: BaseException) -> str:
    """A one-line reason for a generated parser's exception (the native build's come worded)."""
    if getattr(exc, "described", False):
        return str(exc)
    if isinstance(exc, EOFError):
        return f"runs past the end of its bytes ({exc})"
    return f"{type(exc).__name__}: {exc}"


def optional(parsed, name: str):
    """A field with an ``if`` in its spec: the generated class leaves it unset when absent."""
    return getattr(parsed, name, None)
