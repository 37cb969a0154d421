"""The reader's options as command-line flags, for the commands that read tables (``export``, ``sql``).

The flags are made from the declared options (:data:`~pyspark_udfs.tables.options.OPTIONS`): each is
the option's name in kebab case (``--starting-offset`` is ``startingOffset``; ``--no-validate-crc``
for one that is on by default). A value is read when the command line is parsed, by the option's
own kind, so a bad one is a usage error (exit status 2) naming the flag, with the reason the other
doors give; the parsed namespace holds the typed values the keywords of ``read_arrow`` take.
"""
from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any

from .option_kinds import Choice, Flag, KeyPairs
from .options import BY_NAME, OPTIONS, Option, OptionError


def add_reader_arguments(parser: argparse.ArgumentParser) -> None:
    """The reader's options as flags of ``parser``, in a group of their own."""
    group = parser.add_argument_group("reading (the kafka-log source's options; see docs/options.md)")
    for option in OPTIONS:
        if option.flag is not None:
            add_flag(group, option)


def add_flag(p: Any, option: Option) -> None:
    """``option``'s flag on ``p`` (a parser or an argument group); unset, it is ``None`` in the namespace."""
    assert option.flag is not None
    kind, declared = option.declared.kind, option.declared
    shown = kind.shown(option.default)
    text = declared.manual + (f" (default {shown})" if shown and not isinstance(kind, Flag) else "")
    if isinstance(kind, Flag):
        text += " (on unless this flag is given)" if option.default else ""
        p.add_argument(option.flag, dest=dest(option), action="store_false" if option.default else "store_true",
                       default=None, help=text)
        return
    extra: dict[str, Any] = {"metavar": declared.metavar or kind.metavar}
    if isinstance(kind, Choice):
        extra = {"choices": kind.names()}
    if isinstance(kind, KeyPairs):
        extra["action"] = "append"
        text += "; repeatable"
    p.add_argument(option.flag, dest=dest(option), type=flag_type(option), help=text, **extra)


def dest(option: Option) -> str:
    """The namespace attribute of ``option``'s flag: the flag's words in snake case."""
    assert option.flag is not None
    return option.flag.removeprefix("--no-").removeprefix("--").replace("-", "_")


def flag_type(option: Option) -> Callable[[str], Any]:
    """An argparse type reading a flag's text as ``option``'s kind does, to the value its keyword takes."""
    def read(text: str) -> Any:
        try:
            return option.declared.kind.from_flag(text, option.name)
        except OptionError as error:
            raise argparse.ArgumentTypeError(error.reason or str(error)) from None
    return read


def size_flag(name: str) -> Callable[[str], int]:
    """The argparse type of the size option named ``name`` (its Spark name), for flags of other commands."""
    return flag_type(BY_NAME[name.lower()])


def add_rsm_keys(p: Any) -> None:
    """``--rsm-key ID=PATH``, repeatable (``p``: a parser or an argument group): the private keys that unwrap
    encrypted tiered segments' data keys (the ``rsmKeys`` option), for the commands that read segments."""
    add_flag(p, BY_NAME["rsmkeys"])


def reader_options(args: argparse.Namespace) -> dict[str, Any]:
    """The flags given, as keyword options of :func:`~pyspark_udfs.tables.reader.read_arrow`: typed values,
    those unset or equal to their default left out."""
    options = {}
    for option in OPTIONS:
        value = getattr(args, dest(option), None) if option.flag is not None else None
        if isinstance(option.declared.kind, KeyPairs) and value is not None:
            value = dict(value)
        if value is not None and value != option.default:
            options[option.keyword] = value
    return options


def content_options(options: dict[str, Any]) -> dict[str, Any]:
    """Those of ``options`` (keywords, as :func:`reader_options` gives them) that change which rows a read
    gives."""
    content = {option.keyword for option in OPTIONS if option.declared.content}
    return {name: value for name, value in options.items() if name in content}
