"""The kinds of value a read option takes, each read once at the edge where it arrives.

A kind reads both what Spark hands over (text) and what Python passes (an ``int``, a ``bool``, a
``datetime``, a ``dict``), so a typed value travels as itself from a keyword or a flag to the reader;
only text is parsed. The options themselves are declared in :mod:`.options`.
"""
from __future__ import annotations

import json
import os
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any

from ..format import sizes

_EARLIEST, _LATEST = -2, -1  # Spark's Kafka source's words for the ends of a partition in JSON


class OptionError(ValueError):
    """An option with a value the reader does not understand.

    ``option`` and ``reason`` are set when one option's value is at fault: the command line names
    the flag and gives the reason, the other doors say ``<option> <reason>``."""

    def __init__(self, message: str, option: str | None = None, reason: str | None = None):
        super().__init__(message)
        self.option, self.reason = option, reason


def bad(option: str, reason: str) -> OptionError:
    """The error of one option's value: ``<option> <reason>``."""
    return OptionError(f"{option} {reason}", option, reason)


@dataclass(frozen=True)
class PartitionValue:
    """An option that is one value for every partition, or JSON per topic and partition.

    ``{"orders": {"0": 23, "1": -2}}`` gives partition 0 of ``orders`` the
    value 23 and partition 1 none; partitions not named get ``default``.
    """

    default: int | None = None
    by_partition: Mapping[tuple[str, int], int | None] = field(default_factory=dict)

    def for_partition(self, topic: str | None, partition: int | None) -> int | None:
        if topic is not None and partition is not None and (topic, partition) in self.by_partition:
            return self.by_partition[(topic, partition)]
        return self.default

    @property
    def is_set(self) -> bool:
        return self.default is not None or any(v is not None for v in self.by_partition.values())


class Kind:
    """How an option's value is read. ``python``: the Python types a keyword takes (the typed signature);
    ``words``: the kind for people (the option table); ``metavar``: its command-line placeholder."""

    python = "str"
    metavar: str | None = None

    def words(self) -> str:
        return "text"

    def read(self, value: Any, name: str) -> Any:
        """The value as the reader holds it, from text or a Python value; :class:`OptionError` otherwise."""
        raise NotImplementedError

    def from_flag(self, text: str, name: str) -> Any:
        """A command-line flag's text as the Python value its keyword takes (checked as :meth:`read` does)."""
        return self.read(text, name)

    def shown(self, default: Any) -> str:
        """``default`` as the option table and the manuals write it."""
        return "" if default is None else str(default)


@dataclass(frozen=True)
class Choice(Kind):
    """One of a few words, case-insensitive; ``choices`` may be a function, for a list that lives elsewhere."""

    choices: Sequence[str] | Callable[[], Sequence[str]]
    upper: bool = False

    def words(self) -> str:
        return " / ".join(self.names())

    def names(self) -> Sequence[str]:
        return self.choices() if callable(self.choices) else self.choices

    def read(self, value: Any, name: str) -> str:
        names = self.names()
        word = value.strip().upper() if self.upper and isinstance(value, str) else \
            value.strip().lower() if isinstance(value, str) else None
        if word is None or word not in names:
            listed = f"one of {', '.join(names)}" if len(names) > 2 else " or ".join(names)
            raise bad(name, f"must be {listed}, not {value!r}")
        return word


class Flag(Kind):
    """True or false: a ``bool``, or ``true``/``false`` (``1``/``0``, ``yes``/``no``) as text."""

    python = "bool"

    def words(self) -> str:
        return "true / false"

    def read(self, value: Any, name: str) -> bool:
        if isinstance(value, bool):
            return value
        lowered = str(value).strip().lower()
        if lowered in ("true", "1", "yes"):
            return True
        if lowered in ("false", "0", "no"):
            return False
        raise bad(name, f"must be true or false, not {value!r}")

    def shown(self, default: Any) -> str:
        return "true" if default else "false"


@dataclass(frozen=True)
class Size(Kind):
    """A positive count of bytes: an ``int``, or ``134217728``, ``128m``, ``1GiB`` (:mod:`pyspark_udfs.format.sizes`),
    at most ``most`` (``why``: the reason for that bound)."""

    most: int = sizes.INT64_MAX
    why: str = ""
    python, metavar = "int | str", "SIZE"

    def words(self) -> str:
        return "size" + (f", at most {self.most}" if self.most != sizes.INT64_MAX else "")

    def read(self, value: Any, name: str) -> int:
        try:
            if isinstance(value, int) and not isinstance(value, bool):
                return sizes.bounded(value, self.most, self.why)
            return sizes.parse_size(str(value), self.most, self.why)
        except ValueError as exc:
            raise bad(name, str(exc)) from None

    def shown(self, default: Any) -> str:
        return "" if default is None else sizes.size_text(default)


@dataclass(frozen=True)
class Count(Size):
    """A positive whole number (of rows)."""

    python, metavar = "int", "N"

    def words(self) -> str:
        return "whole number"

    def read(self, value: Any, name: str) -> int:
        try:
            if isinstance(value, int) and not isinstance(value, bool):
                return sizes.bounded(value, self.most, self.why)
            return sizes.parse_count(str(value), self.most, self.why)
        except ValueError as exc:
            raise bad(name, str(exc)) from None

    def shown(self, default: Any) -> str:
        return "" if default is None else str(default)


class PartitionNumber(Kind):
    """A partition's number: an ``int`` from 0 up, or its digits."""

    python, metavar = "int", "N"

    def words(self) -> str:
        return "partition number"

    def read(self, value: Any, name: str) -> int:
        if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
            return value
        if isinstance(value, str) and re.fullmatch(r"\s*\d+\s*", value):
            return int(value)
        raise bad(name, f"must be a partition number, not {value!r}")


class Text(Kind):
    """Text as given (a path may be an ``os.PathLike``)."""

    python = "str"

    def read(self, value: Any, name: str) -> str:
        if isinstance(value, str):
            return value
        if isinstance(value, os.PathLike):
            return os.fspath(value)
        raise bad(name, f"must be text, not {value!r}")


class Columns(Kind):
    """Some of the ``kafka-log`` columns: names separated by commas (or a JSON list) as text, or a list of
    names; given back in the schema's order. An empty text or list asks for none (a count of rows)."""

    python, metavar = "str | list[str] | tuple[str, ...]", "NAMES"

    def words(self) -> str:
        return "column names, comma-separated"

    def read(self, value: Any, name: str) -> tuple[str, ...]:
        # layers: the names are the schema's, whose partition names come from discovery, which reads options
        from .schema import COLUMNS

        if isinstance(value, str):
            stripped = value.strip()
            try:
                names = json.loads(stripped) if stripped.startswith("[") else stripped.split(",")
            except json.JSONDecodeError as exc:
                raise bad(name, f"is not a valid JSON list: {exc}") from None
        else:
            names = value
        if not isinstance(names, Sequence) or isinstance(names, str):
            raise bad(name, f"must be column names, not {value!r}")
        asked = {str(column).strip() for column in names} - {""}
        unknown = sorted(asked - set(COLUMNS))
        if unknown:
            raise bad(name, f"has no column {', '.join(map(repr, unknown))}; the columns are {', '.join(COLUMNS)}")
        return tuple(column for column in COLUMNS if column in asked)


class KeyPairs(Kind):
    """Key pair id → path of its PEM private key: a mapping, or ``ID=PATH,ID=PATH`` or a JSON object as text."""

    python, metavar = "Mapping[str, str] | str", "ID=PATH"

    def words(self) -> str:
        return "ID=PATH, …"

    def read(self, value: Any, name: str) -> dict[str, str]:
        from ..tiered.keys import parse_rsm_keys

        try:
            return parse_rsm_keys(value)
        except ValueError as exc:
            raise bad(name, str(exc).removeprefix(f"{name} ")) from None

    def from_flag(self, text: str, name: str) -> tuple[str, str]:
        """One ``--rsm-key ID=PATH`` (the flag is repeated for more)."""
        from ..tiered.keys import parse_key_option

        try:
            return parse_key_option(text)
        except ValueError as exc:
            raise bad(name, str(exc)) from None

    def shown(self, default: Any) -> str:
        return ""


class Offset(Kind):
    """An offset bound: an ``int``, ``earliest``/``latest``, or per topic and partition
    (``{"orders": {"0": 23}}``, a mapping or its JSON; -2 earliest, -1 latest, as in Spark's Kafka source).

    A start of ``latest`` or an end of ``earliest`` selects nothing, so they are refused."""

    python, metavar = "int | str | Mapping[str, Mapping[str, int]]", "OFFSET"

    def __init__(self, start: bool):
        self.start = start

    def words(self) -> str:
        return "offset, earliest / latest, JSON"

    def read(self, value: Any, name: str) -> PartitionValue:
        return _per_partition(value, name, lambda one: self._one(one, name))

    def from_flag(self, text: str, name: str) -> int | str:
        self.read(text, name)
        return int(text) if re.fullmatch(r"\s*\d+\s*", text) else text

    def shown(self, default: Any) -> str:
        return ""

    def _one(self, value: Any, name: str) -> int | None:
        word = value.strip().lower() if isinstance(value, str) else value
        number = int(word) if isinstance(word, str) and re.fullmatch(r"-?\d+", word) else word
        if number in ("earliest", _EARLIEST) and not isinstance(number, bool):
            if self.start:
                return None
            raise bad(name, f"cannot be {word}")
        if number in ("latest", _LATEST) and not isinstance(number, bool):
            if not self.start:
                return None
            raise bad(name, f"cannot be {word}")
        if not isinstance(number, int) or isinstance(number, bool):
            raise bad(name, f"must be an offset, earliest/latest or JSON, not {value!r}")
        if number < 0:
            raise bad(name, f"must not be negative, not {number}")
        return number


class Timestamp(Kind):
    """A time bound: epoch milliseconds, a ``datetime``, ISO-8601 text (UTC unless it says), or per topic and
    partition as :class:`Offset`."""

    python, metavar = "int | str | datetime | Mapping[str, Mapping[str, int | datetime]]", "TIME"

    def words(self) -> str:
        return "epoch ms, ISO-8601, JSON"

    def read(self, value: Any, name: str) -> PartitionValue:
        return _per_partition(value, name, lambda one: self._one(one, name))

    def from_flag(self, text: str, name: str) -> int | str:
        self.read(text, name)
        return int(text) if re.fullmatch(r"\s*-?\d+\s*", text) else text

    def shown(self, default: Any) -> str:
        return ""

    @staticmethod
    def _one(value: Any, name: str) -> int:
        if isinstance(value, datetime):
            return epoch_millis(value)
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return int(value)
        word = str(value).strip()
        if re.fullmatch(r"-?\d+", word):
            return int(word)
        try:
            moment = datetime.fromisoformat(word.replace("Z", "+00:00"))
        except ValueError:
            raise bad(name, f"must be epoch milliseconds, ISO-8601 or JSON, not {value!r}") from None
        return epoch_millis(moment)


def epoch_millis(moment: datetime) -> int:
    """Milliseconds since the epoch, rounded down; a naive datetime is taken as UTC."""
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=timezone.utc)
    delta = moment - datetime(1970, 1, 1, tzinfo=timezone.utc)
    return (delta.days * 86_400_000_000 + delta.seconds * 1_000_000 + delta.microseconds) // 1000


def _per_partition(value: Any, name: str, one: Callable[[Any], int | None]) -> PartitionValue:
    """One value for every partition, or a mapping (or its JSON) of topic → partition → value."""
    if isinstance(value, PartitionValue):
        return value
    parsed = value
    if isinstance(value, str) and value.strip().startswith("{"):
        try:
            parsed = json.loads(value)
        except json.JSONDecodeError as exc:
            raise bad(name, f"is not valid JSON: {exc}") from None
    if not isinstance(parsed, Mapping):
        return PartitionValue(default=one(value))
    by_partition: dict[tuple[str, int], int | None] = {}
    for topic, partitions in parsed.items():
        if not isinstance(partitions, Mapping):
            raise OptionError(f'{name}: expected {{"topic": {{"partition": value}}}}, got {value!r}', name,
                              f'expected {{"topic": {{"partition": value}}}}, got {value!r}')
        for partition, each in partitions.items():
            try:
                number = int(partition)
            except ValueError:
                raise OptionError(f"{name}: partition {partition!r} of {topic!r} is not a number", name,
                                  f"partition {partition!r} of {topic!r} is not a number") from None
            by_partition[(str(topic), number)] = one(each)
    return PartitionValue(None, by_partition)
