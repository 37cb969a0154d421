"""What a listing showed, remembered for one command's run: existence and sizes without a request per file."""
from __future__ import annotations

import posixpath
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import cast

from ..errors import InputError
from .filesystems import _file_type
from .s3 import _s3_located


@dataclass
class _Listing:
    """What one listing of the prefix ``root`` showed: its objects (URI → size) and the prefixes below it
    (all of them, for a ``recursive`` listing; else those directly in it). A listing of the ``stem`` of a
    file name (``…/00000000000000000579.``) shows the names of one directory that start with it."""

    root: str
    recursive: bool
    files: dict[str, int]
    directories: set[str] = field(default_factory=set)
    stem: bool = False

    def covers(self, uri: str) -> bool:
        """Whether the listing tells what is at ``uri``: the root itself, or a name it reached."""
        if self.stem:
            return uri.startswith(self.root) and "/" not in uri[len(self.root):]
        return uri == self.root or (uri.startswith(self.root + "/") if self.recursive
                                    else posixpath.dirname(uri) == self.root)

    def kind(self, uri: str) -> str:
        if uri in self.files:
            return "file"
        return "directory" if uri == self.root or uri in self.directories else "missing"

    def files_in(self, uri: str, recursive: bool) -> dict[str, int]:
        """The objects under the prefix ``uri`` (directly in it unless ``recursive``); :class:`InputError`
        when the listing shows no such prefix."""
        if self.kind(uri) != "directory":
            raise InputError("no such object or prefix", uri)
        if recursive:
            return {f: size for f, size in self.files.items() if f.startswith(uri + "/")}
        return {f: size for f, size in self.files.items() if posixpath.dirname(f) == uri}

    def names_in(self, uri: str) -> list[str]:
        """Names of the objects and prefixes directly in ``uri``, as ``os.listdir``."""
        return [posixpath.basename(name) for name in (*self.files, *self.directories) if posixpath.dirname(name) == uri]


_remembered: ContextVar[list[_Listing] | None] = ContextVar("kafka_ksy_listings", default=None)


@contextmanager
def remembering_listings() -> Iterator[None]:
    """Within the block, each listing of a prefix is remembered and answers later questions about the names
    under it (:func:`kind`, :func:`exists`, :func:`isfile`, :func:`isdir`, :func:`getsize`, :func:`listdir`,
    :func:`list_files`) without a request. For one command's run: what a listing showed can go stale."""
    if _remembered.get() is not None:
        yield
        return
    token = _remembered.set([])
    try:
        yield
    finally:
        _remembered.reset(token)


def _remember(uri: str, path: str, infos: list, recursive: bool) -> _Listing:
    """A listing of ``uri`` from ``infos`` (pyarrow's, of the store's ``path``), remembered when inside
    :func:`remembering_listings`."""
    base = uri.rstrip("/")
    listing = _Listing(base, recursive, {})
    for info in infos:
        if not info.path.startswith(path):
            continue
        name = base + info.path[len(path):].rstrip("/")
        if info.type == _file_type().File:
            listing.files[name] = info.size
        elif info.type == _file_type().Directory:
            listing.directories.add(name)
    if recursive:
        for name in listing.files:
            parent = posixpath.dirname(name)
            while parent.startswith(base + "/") and parent not in listing.directories:
                listing.directories.add(parent)
                parent = posixpath.dirname(parent)
    remembered = _remembered.get()
    if remembered is not None:
        remembered.append(listing)
    return listing


def _remember_object(uri: str, size: int) -> None:
    """Inside :func:`remembering_listings`, that an object is at ``uri`` with ``size`` bytes (what a HEAD
    showed), so that opening it asks no more."""
    remembered = _remembered.get()
    if remembered is not None:
        remembered.append(_Listing(uri, False, {uri: size}))


def _list_siblings(uri: str) -> _Listing | None:
    """Inside :func:`remembering_listings`, for an ``s3://`` object name with a suffix (a segment
    ``…/00000000000000000579.log``): one listing of the names that start with its stem
    (``…/00000000000000000579.``), remembered. It finds the object and its size, and the segment's index
    files or their absence, in one request where a HEAD per file would take one each. None outside a
    command, for another scheme, a name without a suffix, without botocore, or when the listing fails
    (the caller's HEAD then gives the store's reason)."""
    if _remembered.get() is None:
        return None
    located = _s3_located(uri)
    if located is None:
        return None
    client, scheme, bucket, key = located
    directory, _, name = key.rpartition("/")
    stem = name.partition(".")[0]
    if not stem or stem == name:
        return None
    from botocore.exceptions import BotoCoreError, ClientError

    prefix = f"{directory}/{stem}." if directory else f"{stem}."
    root = f"{scheme}://{bucket}/{prefix}"
    listing = _Listing(root, False, {}, stem=True)
    try:
        for page in client.get_paginator("list_objects_v2").paginate(Bucket=bucket, Prefix=prefix, Delimiter="/"):
            listing.files.update((f"{scheme}://{bucket}/{item['Key']}", item["Size"])
                                 for item in page.get("Contents", ()))
            listing.directories.update(f"{scheme}://{bucket}/{item['Prefix'].rstrip('/')}"
                                       for item in page.get("CommonPrefixes", ()))
    except (BotoCoreError, ClientError):
        return None
    cast(list, _remembered.get()).append(listing)
    return listing


def _covering(uri: str, recursive: bool) -> _Listing | None:
    """A remembered listing that holds what a listing of the prefix ``uri`` would show (``recursive``: and
    of every prefix below it), or None."""
    uri = uri.rstrip("/")
    for listing in _remembered.get() or ():
        if (listing.recursive and listing.covers(uri)) or \
                (not recursive and uri == listing.root and uri not in listing.files):  # not an object's HEAD
            return listing
    return None


def _listing_of(uri: str) -> _Listing | None:
    """The remembered listing that shows what is at ``uri``, or None."""
    return next((listing for listing in _remembered.get() or () if listing.covers(uri)), None)
