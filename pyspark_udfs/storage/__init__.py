"""Segments in object storage: URIs opened through ``pyarrow.fs`` and read in byte ranges.

A source is a URI when it starts with a scheme other than ``file``:
``s3://bucket/key`` (also ``s3a://``), ``gs://bucket/key``, or anything else
``pyarrow.fs.FileSystem.from_uri`` knows (``abfs://``, ``hdfs://``, …).
An object is read as a seekable file (:class:`RangedFile`): in ranged
requests sized by a read-ahead that grows while reading goes on (or exactly
as a segment reader asks), so a 1 GiB segment never lands whole in memory or
on disk, and a reader that seeks through an index fetches only what it looks at.

Inside :func:`remembering_listings` (each CLI command runs in one), what a
listing of a prefix showed answers the questions asked about the names under
it afterwards: whether an object or a prefix is there, and an object's size,
without a request per file (a segment's missing ``.index`` costs nothing);
so does the HEAD that found an object named alone. An ``s3://`` object whose
size is known so is read by ranged GETs alone (:class:`_S3Object`).

Where to connect: :class:`StorageOptions` (``endpoint``, ``region``,
``anonymous``) registered for a bucket with :func:`configure`, else the
environment: ``AWS_ENDPOINT_URL_S3`` / ``AWS_ENDPOINT_URL``, ``AWS_REGION``
/ ``AWS_DEFAULT_REGION``; credentials always come from the provider's usual
chain (``AWS_ACCESS_KEY_ID`` …, ``~/.aws``, ``GOOGLE_APPLICATION_CREDENTIALS``).
"""
from __future__ import annotations

import os
import posixpath
from typing import BinaryIO, cast

from ..errors import InputError
from .counters import bytes_fetched
from .files import BLOCK, READ_AHEAD_MAX, PositionedFile, RangedFile
from .filesystems import _bucket_missing, _file_type, _filesystem, _missing, _reason
from .listing import _covering, _list_siblings, _listing_of, _remember, _remember_object, remembering_listings
from .s3 import _s3_object
from .uris import Configuration, StorageOptions, _bucket_key, configure, is_uri

__all__ = [  # the names readers use; the path functions below take a local path or a URI alike
    "BLOCK", "READ_AHEAD_MAX", "Configuration", "PositionedFile", "RangedFile", "StorageOptions", "bytes_fetched",
    "configure", "exists", "getsize", "is_uri", "isdir", "isfile", "join", "kind", "list_files", "listdir",
    "open_binary", "open_output", "open_uri", "parent", "remembering_listings", "remove", "require_directory",
    "require_file",
]


def open_uri(uri: str, size: int | None = None) -> RangedFile:
    """The object at ``uri`` as a seekable read-only file; :class:`InputError` naming the URI when it cannot be.

    An ``s3://`` object whose size a remembered listing gave (or ``size``: what a tiered segment's manifest
    says it holds) is read by :class:`_S3Object`'s ranged GETs alone; any other is opened through
    ``pyarrow.fs``, which asks the store for the size first (pyarrow's ``open_input_file`` takes only a
    path, so it always sends a HEAD)."""
    name = uri.rstrip("/")
    if size is None:
        known = _listing_of(name)
        size = known.files.get(name) if known is not None else None
    if size is not None:
        direct = _s3_object(uri)
        if direct is not None:
            return RangedFile(direct, uri, size)
    fs, path = _filesystem(uri)
    try:
        handle = fs.open_input_file(path)  # one HEAD request, for the size
    except FileNotFoundError:
        try:
            prefix = fs.get_file_info(path).type == _file_type().Directory
        except OSError:
            prefix = False
        raise InputError("is a directory (a prefix), not an object" if prefix else _missing(fs, uri), uri) from None
    except OSError as exc:
        raise InputError(f"cannot be read: {_reason(exc)}", uri) from None
    return RangedFile(handle, uri, handle.size())


def list_files(uri: str, recursive: bool = True) -> dict[str, int]:
    """Every object under the prefix ``uri`` (URI → size), from one listing (paged by the store).

    Raises :class:`InputError` naming the URI when the bucket or the prefix
    does not exist or cannot be listed.
    """
    known = _covering(uri, recursive)
    if known is not None:
        return known.files_in(uri.rstrip("/"), recursive)
    from pyarrow import fs as pafs

    fs, path = _filesystem(uri)
    try:
        infos = fs.get_file_info(pafs.FileSelector(path, recursive=recursive))
    except FileNotFoundError:
        raise InputError(_missing(fs, uri), uri) from None
    except OSError as exc:
        bucket = _bucket_key(uri).split("://", 1)[1]
        reason = f"bucket {bucket!r} does not exist" if _bucket_missing(fs, bucket) else _reason(exc)
        raise InputError(f"cannot be listed: {reason}", uri) from None
    return _remember(uri, path, infos, recursive).files_in(uri.rstrip("/"), recursive)


def kind(uri: str) -> str:
    """``"file"`` or ``"directory"`` (a prefix); :class:`InputError` naming the URI when neither."""
    known = _listing_of(uri.rstrip("/"))
    if known is not None:
        found = known.kind(uri.rstrip("/"))
        if found == "missing":
            raise InputError("no such object or prefix", uri)  # the listing that shows it found the bucket
        return found
    siblings = _list_siblings(uri.rstrip("/"))
    found = siblings.kind(uri.rstrip("/")) if siblings is not None else "missing"
    if found != "missing":
        return found
    fs, path = _filesystem(uri)
    try:
        info = fs.get_file_info(path)
    except OSError as exc:
        raise InputError(f"cannot be read: {_reason(exc)}", uri) from None
    if info.type == _file_type().File:
        _remember_object(uri.rstrip("/"), info.size)
        return "file"
    if info.type == _file_type().Directory:
        return "directory"
    raise InputError(_missing(fs, uri), uri)


def exists(path: str) -> bool:
    """Whether a local path or a remote object exists."""
    if not is_uri(path):
        return os.path.exists(path)
    try:
        return kind(path) == "file"
    except InputError:
        return False


def isdir(path: str) -> bool:
    """Whether a local path is a directory, or a URI a prefix holding objects."""
    if not is_uri(path):
        return os.path.isdir(path)
    try:
        return kind(path) == "directory"
    except InputError:
        return False


def require_directory(path: str) -> None:
    """Raise :class:`InputError` with the real cause unless ``path`` is a local directory or a
    prefix: missing, a file, a missing bucket, a denied request, an endpoint that does not answer."""
    if is_uri(path):
        found = kind(path)  # raises with the store's own reason
    elif not os.path.lexists(path):
        raise InputError("no such file or directory", path)
    else:
        found = "directory" if os.path.isdir(path) else "file"
    if found != "directory":
        raise InputError("is not a directory (give a broker's data directory, one of log.dirs)", path)


def isfile(path: str) -> bool:
    """Whether a local path is a regular file, or a URI an object."""
    return exists(path) if is_uri(path) else os.path.isfile(path)


def getsize(path: str) -> int:
    if not is_uri(path):
        return os.path.getsize(path)
    name = path.rstrip("/")
    known = _listing_of(name)
    if known is not None and name in known.files:
        return known.files[name]
    fs, key = _filesystem(path)
    try:
        return fs.get_file_info(key).size
    except OSError as exc:
        raise InputError(f"cannot be read: {_reason(exc)}", path) from None


def listdir(path: str) -> list[str]:
    """Names of the files and directories (prefixes) directly in ``path``, as ``os.listdir``; one listing."""
    if not is_uri(path):
        return os.listdir(path)
    known = _covering(path, recursive=False)
    if known is None:
        from pyarrow import fs as pafs

        fs, key = _filesystem(path)
        try:
            known = _remember(path, key, fs.get_file_info(pafs.FileSelector(key)), recursive=False)
        except OSError as exc:
            raise InputError(f"cannot be listed: {_reason(exc)}", path) from None
    return known.names_in(path.rstrip("/"))


def require_file(path: str) -> None:
    """Raise :class:`InputError` for a local path that is not a regular file we may read (a URI: when opened).

    Checked before a file is opened: opening a FIFO waits for a writer, and a device may never end."""
    if is_uri(path):
        return
    if not os.path.lexists(path):
        raise InputError("no such file or directory", path)
    if not os.path.isfile(path):
        raise InputError("is not a regular file", path)
    if not os.access(path, os.R_OK):
        raise InputError("permission denied", path)


def open_binary(path: str) -> BinaryIO:
    """A local file or an object, opened for reading as a seekable binary file; :class:`InputError` for a local
    path that is not a regular file (:func:`require_file`)."""
    if not is_uri(path):
        require_file(path)
        return open(path, "rb")
    # a RangedFile is an io.RawIOBase offering what readers use of a BinaryIO (read, seek, tell)
    return cast(BinaryIO, open_uri(path))


def join(directory: str, name: str) -> str:
    """``name`` inside a local directory or a prefix."""
    return directory.rstrip("/") + "/" + name if is_uri(directory) else os.path.join(directory, name)


def open_output(path: str) -> BinaryIO:
    """A new local file or object, opened for writing (an object is stored when the file is closed).

    A local path's directory is created; :class:`InputError` names the path when it cannot be written.
    """
    if not is_uri(path):
        try:
            os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
            return open(path, "wb")
        except OSError as exc:
            raise InputError(f"cannot be written: {exc.strerror or exc}", path) from None
    fs, key = _filesystem(path)
    try:
        return fs.open_output_stream(key)
    except OSError as exc:
        bucket = _bucket_key(path).split("://", 1)[1]
        reason = f"bucket {bucket!r} does not exist" if _bucket_missing(fs, bucket) else _reason(exc)
        raise InputError(f"cannot be written: {reason}", path) from None


def remove(path: str) -> None:
    """Delete a local file or an object if it is there (what cannot be deleted is left)."""
    try:
        if is_uri(path):
            fs, key = _filesystem(path)
            fs.delete_file(key)
        else:
            os.remove(path)
    except (OSError, InputError):
        pass


def parent(path: str) -> str:
    """The directory (or prefix) holding a local path or an object."""
    return posixpath.dirname(path) if is_uri(path) else os.path.dirname(path)
