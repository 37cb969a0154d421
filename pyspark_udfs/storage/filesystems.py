"""The ``pyarrow.fs`` filesystem of a URI, and its failures worded as a reader meets them."""
from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..errors import InputError
from .uris import _GCS, _S3, _URI, _bucket_key, _options_for, _s3_location

if TYPE_CHECKING:  # pragma: no cover
    import pyarrow.fs


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
