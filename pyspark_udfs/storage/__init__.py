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

import io
import os
import posixpath
import re
import threading
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, BinaryIO, TypeGuard, cast

from ..errors import InputError

if TYPE_CHECKING:  # pragma: no cover
    import pyarrow.fs

BLOCK = 64 * 1024
"""First read-ahead of :class:`RangedFile`: an object of at most this many bytes is fetched whole at its
first read, a larger one this much at a time after each seek elsewhere."""
READ_AHEAD_MAX = 1 << 20
"""Largest read-ahead: while reads go on where the last request ended, each request doubles, up to this."""

_URI = re.compile(r"^([A-Za-z][A-Za-z0-9+.-]*)://(.*)$")
_S3, _GCS = ("s3", "s3a"), ("gs", "gcs")


def is_uri(source: object) -> TypeGuard[str]:
    """Whether ``source`` names an object in a remote store (any scheme but ``file``)."""
    if not isinstance(source, str):
        return False
    match = _URI.match(source)
    return match is not None and match.group(1).lower() != "file"


@dataclass(frozen=True)
class StorageOptions:
    """How to reach a bucket, where the environment does not say it (or says otherwise)."""

    endpoint: str | None = None
    """An S3-compatible or GCS endpoint, e.g. ``http://127.0.0.1:9000`` (MinIO, moto)."""
    region: str | None = None
    anonymous: bool = False
    """Unsigned requests, for public buckets (no credentials looked up)."""


_configured: dict[str, StorageOptions] = {}


class Configuration:
    """Options registered for some buckets; registers them again wherever it is unpickled.

    The Spark data source keeps one, so its executors (which unpickle the
    reader) reach the buckets the way the driver does.
    """

    def __init__(self, uris: Iterable[str], options: StorageOptions):
        self.buckets = tuple(sorted({_bucket_key(u) for u in uris if is_uri(u)}))
        self.options = options
        for key in self.buckets:
            _configured[key] = options

    def __reduce__(self):
        return _restore, (self.buckets, self.options)


def _restore(buckets: tuple[str, ...], options: StorageOptions) -> Configuration:
    return Configuration([f"{key}/" for key in buckets], options)


def configure(uris: Iterable[str], options: StorageOptions) -> Configuration:
    """Use ``options`` for the buckets of ``uris`` in this process (the last call for a bucket wins)."""
    return Configuration(uris, options)


def _bucket_key(uri: str) -> str:
    """``scheme://bucket`` of a URI."""
    match = _URI.match(uri)
    assert match is not None  # a URI: callers checked is_uri
    scheme, rest = match.groups()
    return f"{scheme.lower()}://{rest.split('/', 1)[0]}"


def _options_for(uri: str) -> StorageOptions:
    return _configured.get(_bucket_key(uri), StorageOptions())


def _filesystem(uri: str) -> tuple[pyarrow.fs.FileSystem, str]:
    """The ``pyarrow.fs`` file system holding ``uri``, and the object's path in it."""
    try:
        from pyarrow import fs as pafs
    except ImportError:
        raise InputError("reading object storage needs pyarrow: pip install 'kafka-ksy[storage]'", uri) from None
    match = _URI.match(uri)
    assert match is not None  # a URI: callers checked is_uri
    scheme, rest = match.groups()
    scheme = scheme.lower()
    options = _options_for(uri)
    path = rest.rstrip("/")
    try:
        if scheme in _S3:
            endpoint, region = _s3_location(options)
            if endpoint is None and region is None and not options.anonymous:
                return pafs.FileSystem.from_uri(f"s3://{rest}")  # finds the bucket's region itself
            return pafs.S3FileSystem(endpoint_override=endpoint, region=region, anonymous=options.anonymous), path
        if scheme in _GCS:
            return pafs.GcsFileSystem(endpoint_override=options.endpoint, anonymous=options.anonymous), path
        return pafs.FileSystem.from_uri(uri)
    except (OSError, ValueError) as exc:  # pyarrow's ArrowInvalid is a ValueError
        raise InputError(f"cannot be opened: {_reason(exc)}", uri) from None


def _s3_location(options: StorageOptions) -> tuple[str | None, str | None]:
    """The endpoint and region of an S3 bucket: its options, else the environment's (None: the client's default)."""
    endpoint = options.endpoint or os.environ.get("AWS_ENDPOINT_URL_S3") or os.environ.get("AWS_ENDPOINT_URL")
    region = options.region or os.environ.get("AWS_REGION") or os.environ.get("AWS_DEFAULT_REGION")
    return endpoint, region


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


def _file_type():
    from pyarrow import fs as pafs

    return pafs.FileType


def _missing(fs: pyarrow.fs.FileSystem, uri: str) -> str:
    """Why ``uri`` is not there: its bucket is missing, or only the object or prefix."""
    bucket = _bucket_key(uri).split("://", 1)[1]
    return f"bucket {bucket!r} does not exist" if _bucket_missing(fs, bucket) else "no such object or prefix"


def _bucket_missing(fs: pyarrow.fs.FileSystem, bucket: str) -> bool:
    try:
        return fs.get_file_info(bucket).type == _file_type().NotFound
    except OSError:
        return False


def _reason(exc: Exception) -> str:
    """pyarrow's message without its request id (which differs on every run)."""
    return re.sub(r"\s*\(Request ID: [^)]*\)", "", str(exc)).strip()


_CONNECT_TIMEOUT, _READ_TIMEOUT = 1, 3
"""Seconds to connect, and without a byte of a response: the AWS SDK's defaults, which pyarrow keeps."""
_ATTEMPTS = 3
"""Requests for a range at most, as pyarrow's S3 retry strategy (AwsStandardS3RetryStrategy(max_attempts=3))."""


class _S3Object:
    """An S3 object read by ranged GETs through botocore, without asking its size (a listing or a HEAD gave it).

    It reaches the bucket as ``pyarrow.fs.S3FileSystem`` does for the same :class:`StorageOptions` and
    environment: the endpoint (``https://`` unless it names a scheme; path-style addressing, as pyarrow
    uses with an endpoint), the region, unsigned requests when ``anonymous``, else the usual credential
    chain; with the AWS SDK's timeouts that pyarrow keeps (1 s to connect, 3 s without a byte) and its
    3 attempts, so a dropped or stalled connection fails a read as it does there."""

    def __init__(self, client, bucket: str, key: str):
        self._client, self._bucket, self._key = client, bucket, key

    def read_at(self, length: int, start: int) -> bytes:
        """``length`` bytes from ``start`` in one GET (up to :data:`_ATTEMPTS` when the response breaks off);
        :class:`OSError` with the client's reason when it fails."""
        from botocore.exceptions import BotoCoreError, ClientError, ReadTimeoutError, ResponseStreamingError

        for _ in range(_ATTEMPTS):
            try:  # botocore retries what fails before the body (connecting, throttling, 5xx) itself
                response = self._client.get_object(Bucket=self._bucket, Key=self._key,
                                                   Range=f"bytes={start}-{start + length - 1}")
            except (BotoCoreError, ClientError) as exc:
                raise OSError(str(exc)) from None
            try:  # but not a body cut short or stalled, which the AWS SDK under pyarrow retries: so here
                return response["Body"].read()
            except ReadTimeoutError:  # its message names the endpoint, which a body's read does not know
                reason = f"the response stopped: no byte for {_READ_TIMEOUT} s"
            except ResponseStreamingError as exc:  # its message is a tuple of urllib3's message and urllib3's error
                error = exc.kwargs.get("error")
                cause = error.args[0] if isinstance(error, Exception) and error.args else error
                reason = f"the response stopped: {cause}"
            except BotoCoreError as exc:
                reason = str(exc)
        raise OSError(f"{reason} ({_ATTEMPTS} attempts)")

    def close(self) -> None:
        """Nothing to release: the client's connections are pooled for the process."""


def _s3_object(uri: str) -> _S3Object | None:
    """An ``s3://`` (or ``s3a://``) object for ranged GETs without a HEAD; None for another scheme, or
    without botocore (then ``pyarrow.fs`` reads it)."""
    located = _s3_located(uri)
    if located is None:
        return None
    client, _, bucket, key = located
    return _S3Object(client, bucket, key)


def _s3_located(uri: str) -> tuple[Any, str, str, str] | None:
    """botocore's client for an ``s3://`` (or ``s3a://``) URI's bucket, with the URI's scheme, bucket and
    key; None for another scheme, or without botocore."""
    match = _URI.match(uri)
    assert match is not None  # a URI: callers checked is_uri
    scheme, rest = match.groups()
    if scheme.lower() not in _S3:
        return None
    options = _options_for(uri)
    client = _s3_client(*_s3_location(options), options.anonymous)
    if client is None:
        return None
    bucket, _, key = rest.rstrip("/").partition("/")
    return client, scheme, bucket, key


_clients: dict[tuple[str | None, str | None, bool], object] = {}
_clients_lock = threading.Lock()


def _s3_client(endpoint: str | None, region: str | None, anonymous: bool):
    """botocore's S3 client for these options, one per process (clients are thread-safe, creating them is
    not, and costs tens of milliseconds); None when botocore is not installed."""
    try:
        import botocore.session
        from botocore import UNSIGNED
        from botocore.config import Config
    except ImportError:
        return None
    with _clients_lock:
        client = _clients.get((endpoint, region, anonymous))
        if client is None:
            config = Config(connect_timeout=_CONNECT_TIMEOUT, read_timeout=_READ_TIMEOUT,
                            retries={"mode": "standard", "max_attempts": _ATTEMPTS},
                            signature_version=UNSIGNED if anonymous else None,
                            s3={"addressing_style": "path"} if endpoint else None,
                            response_checksum_validation="when_required")  # a range has no checksum of its own
            url = endpoint if endpoint is None or "://" in endpoint else f"https://{endpoint}"
            client = botocore.session.get_session().create_client("s3", endpoint_url=url, region_name=region,
                                                                  config=config)
            _clients[(endpoint, region, anonymous)] = client
        return client


class _Counter(threading.local):
    fetched = 0


_counter = _Counter()


def bytes_fetched() -> int:
    """Bytes this thread has fetched from object storage so far (for read statistics)."""
    return _counter.fetched


class PositionedFile(io.RawIOBase):
    """A read-only binary file of :attr:`size` bytes that reads from a position it keeps: what an object read by
    ranges (:class:`RangedFile`) and a tiered segment read by chunks share. Subclasses read."""

    _position = 0

    @property
    def size(self) -> int:
        raise NotImplementedError

    def readable(self) -> bool:
        return True

    def seekable(self) -> bool:
        return True

    def tell(self) -> int:
        return self._position

    def seek(self, offset: int, whence: int = io.SEEK_SET) -> int:
        base = {io.SEEK_SET: 0, io.SEEK_CUR: self._position, io.SEEK_END: self.size}[whence]
        if base + offset < 0:
            raise ValueError(f"negative seek position {base + offset}")
        self._position = base + offset
        return self._position


class RangedFile(PositionedFile):
    """An object in a store as a seekable, read-only binary file.

    Reads are served from one buffer that ranged requests fill: an object of
    at most :data:`BLOCK` bytes is fetched whole at its first read; otherwise
    a read the buffer cannot serve fetches :data:`BLOCK` bytes from where it
    starts, twice the last request while each read goes on where that one
    ended (up to :data:`READ_AHEAD_MAX`), so walking an index's 8-byte
    entries costs a few requests, and a read larger than that is fetched as
    asked and not kept. :meth:`pread` fetches exactly the bytes asked (a
    segment reader sizes its own reads). Memory: the buffer and the bytes
    asked. ``bytes_fetched``, ``requests`` and ``largest_request`` tell what it cost.
    """

    def __init__(self, handle, uri: str, size: int):
        super().__init__()
        self._handle, self.name, self._size = handle, uri, size
        self._position = 0
        self._block, self._block_start = b"", 0
        self.bytes_fetched = self.requests = self.largest_request = 0

    @property
    def size(self) -> int:
        return self._size

    def read(self, size: int = -1) -> bytes:
        start = self._position
        wanted = self._size - start if size is None or size < 0 else min(size, self._size - start)
        if wanted <= 0:
            return b""
        offset = start - self._block_start
        if not (offset >= 0 and offset + wanted <= len(self._block)):
            first, length = self._read_ahead(start)
            if first + length < start + wanted:
                data = self._fetch(start, wanted)
                self._position = start + len(data)
                return data
            self._block, self._block_start = self._fetch(first, length), first
            offset = start - first
        data = self._block[offset:offset + wanted]
        self._position = start + len(data)
        return data

    def _read_ahead(self, start: int) -> tuple[int, int]:
        """Where the request for a read from ``start`` begins and how long it is."""
        if self._size <= BLOCK:
            return 0, self._size
        end = self._block_start + len(self._block)
        length = min(2 * len(self._block), READ_AHEAD_MAX) if self._block and self._block_start <= start <= end \
            else BLOCK
        return start, min(length, self._size - start)

    def pread(self, start: int, length: int) -> bytes:
        """Exactly the bytes from ``start`` (fewer where the object ends), in one request; nothing is kept."""
        length = min(length, self._size - start)
        return self._fetch(start, length) if length > 0 else b""

    def readinto(self, buffer) -> int:
        data = self.read(len(buffer))
        buffer[:len(data)] = data
        return len(data)

    def _fetch(self, start: int, length: int) -> bytes:
        try:
            data = self._handle.read_at(length, start)
        except OSError as exc:
            raise OSError(f"ranged read of bytes {start}-{start + length - 1} failed: {_reason(exc)}") from None
        self.requests += 1
        self.bytes_fetched += len(data)
        self.largest_request = max(self.largest_request, length)
        _counter.fetched += len(data)
        return data

    def close(self) -> None:
        if not self.closed:
            self._handle.close()
            self._block = b""
        super().close()
