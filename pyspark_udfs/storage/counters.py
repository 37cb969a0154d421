"""The bytes each thread fetched from object storage, for read statistics."""
from __future__ import annotations

import threading


class _Counter(threading.local):
    fetched = 0


_counter = _Counter()


def bytes_fetched() -> int:
    """Bytes this thread has fetched from object storage so far (for read statistics)."""
    return _counter.fetched
