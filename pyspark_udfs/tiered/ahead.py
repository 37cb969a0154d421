"""Manifests fetched a few segments ahead of the reading, so their GETs overlap the reading of the segment
before: a tiered segment then costs the reader no more waiting than a plain one (its chunks' GETs).

:class:`ManifestsAhead` is opened over the splits a read will go through in order; one thread fetches the
bytes of the next :data:`DEPTH` manifests of objects in a store; :func:`take` hands one over (or None when
it was not fetched ahead) and lets the thread fetch the next. Memory holds at most :data:`DEPTH` manifests.
"""
from __future__ import annotations

import threading
from collections import deque
from collections.abc import Callable, Iterable
from concurrent.futures import Future, ThreadPoolExecutor
from types import TracebackType

from .. import storage
from .layout import MANIFEST_SUFFIX

DEPTH = 4
_lock = threading.Lock()
_ahead: dict[str, tuple[Future[bytes], ManifestsAhead]] = {}


class ManifestsAhead:
    def __init__(self, paths: Iterable[str], fetch: Callable[[str], bytes]):
        self._fetch = fetch
        self._queue = deque(p for p in dict.fromkeys(paths) if p.endswith(MANIFEST_SUFFIX) and storage.is_uri(p))
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="kafka-ksy-manifests") \
            if self._queue else None
        for _ in range(DEPTH):
            self.next()

    def next(self) -> None:
        """The next manifest's fetch started, when there is one."""
        with _lock:
            if self._queue and self._pool is not None:
                path = self._queue.popleft()
                _ahead[path] = (self._pool.submit(self._fetch, path), self)

    def __enter__(self) -> ManifestsAhead:
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 traceback: TracebackType | None) -> None:
        with _lock:
            self._queue.clear()
            for path in [p for p, (_, owner) in _ahead.items() if owner is self]:
                del _ahead[path]
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)


def take(path: str) -> Future[bytes] | None:
    """The fetch of ``path`` started ahead, if any (the next one is started in its place)."""
    with _lock:
        entry = _ahead.pop(path, None)
    if entry is None:
        return None
    entry[1].next()
    return entry[0]
