"""Which sources are URIs, and the options (endpoint, region, anonymous) each bucket is reached with."""
from __future__ import annotations

import os
import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TypeGuard

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


def _s3_location(options: StorageOptions) -> tuple[str | None, str | None]:
    """The endpoint and region of an S3 bucket: its options, else the environment's (None: the client's default)."""
    endpoint = options.endpoint or os.environ.get("AWS_ENDPOINT_URL_S3") or os.environ.get("AWS_ENDPOINT_URL")
    region = options.region or os.environ.get("AWS_REGION") or os.environ.get("AWS_DEFAULT_REGION")
    return endpoint, region
