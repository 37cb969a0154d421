"""``s3://`` objects read by botocore's ranged GETs when their size is known (no HEAD, no listing)."""
from __future__ import annotations

import threading
from typing import Any

from .uris import _S3, _URI, _options_for, _s3_location

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
