"""Which files a command reads: the suffixes each takes, a directory's files, one file at a time."""
from __future__ import annotations

import os
from collections.abc import Callable, Iterable

from .. import storage
from ..errors import InputError
from ..format.text import printable
from ..tables.discovery import NO_SEGMENTS, list_files
from ..tiered.layout import MANIFEST_SUFFIX
from ..tiered.segments import without_transformed
from . import topic_arguments
from .reporting import Reporter

# What only some commands use is imported where they run (dump_segments, salvage, dump_decoders and
# describe, which bring the decoders of the internal topics): ``verify`` starts without it.

SEGMENT_SUFFIXES = (".log", ".index", ".timeindex", ".txnindex", MANIFEST_SUFFIX)
DUMP_SUFFIXES = SEGMENT_SUFFIXES + topic_arguments.SUFFIXES
"""What ``dump`` reads: segments, indexes, producer snapshots, KRaft snapshots."""
VERIFY_SUFFIXES = SEGMENT_SUFFIXES + topic_arguments.SUFFIXES
"""The files ``verify`` checks when named; in a directory it checks its ``.log`` (with their indexes) and
``.snapshot`` files."""
VERIFY_IN_DIRECTORIES = (".log", ".txnindex", MANIFEST_SUFFIX, *topic_arguments.SUFFIXES)
"""What ``verify`` checks of a directory's files (a tiered segment through its manifest)."""


def files_of(path: str, suffixes: tuple[str, ...]) -> tuple[list[str], list[InputError]]:
    """The file as given; for a directory (or a URI prefix), its files ending in ``suffixes`` (recursively,
    sorted), and the directories under it that could not be listed (each one an :class:`InputError`)."""
    is_prefix = storage.is_uri(path) and storage.kind(path) == "directory"
    if not is_prefix and not os.path.isdir(path):
        return [path], []
    listing = list_files(path)
    found = without_transformed(f for f in [*listing.files, *listing.others] if f.endswith(suffixes))
    if not found and not listing.unreadable:
        raise InputError(f"directory {NO_SEGMENTS}", path)
    return sorted(found), listing.unreadable


def suffix_of(path: str) -> str:
    return os.path.splitext(path)[1]


def ignore_unknown(path: str, report: Reporter) -> None:
    """DumpLogSegments' message for a file of another kind; a path that is no file is an input error."""
    storage.require_file(path)
    report.err.write(f"Ignoring unknown file {printable(path)}\n")


def for_each_file(paths: Iterable[str], suffixes: tuple[str, ...], report: Reporter,
                  handle: Callable[[str], None]) -> None:
    """``handle`` each input file (a directory: its files ending in ``suffixes``); a file or directory
    that cannot be read is reported (exit status 2) and skipped, and the others are read."""
    for given in paths:
        try:
            files, unlisted = files_of(given, suffixes)
        except InputError as error:
            report.cannot_read(error)
            continue
        for unreadable in unlisted:
            report.cannot_read(unreadable)
        for path in files:
            try:
                handle(path)
            except InputError as error:
                report.cannot_read(error)
            except BrokenPipeError:
                raise
            except OSError as error:
                report.cannot_read(InputError(error.strerror or str(error), path))
