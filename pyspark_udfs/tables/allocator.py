"""Freed column buffers go back to the system while a read goes on (glibc's malloc only).

glibc raises its mmap threshold each time it frees a block it had mapped, up to 32 MiB, so the
column buffers of later record batches (megabytes, grown and freed once a batch) come from the
heap, which keeps what they free: a task reading batches of large records grew by tens of MiB
over a segment (measured: 53 MiB over the interpreter after 16 Kafka batches of 4.5 MiB, 75 MiB
after 48). A fixed threshold (``mallopt(M_MMAP_THRESHOLD)``, which also stops the adjustment)
maps every block of 1 MiB or more and unmaps it when freed: 41 MiB for both.

It is process-wide; a process started with glibc's own ``MALLOC_MMAP_THRESHOLD_`` or
``MALLOC_TRIM_THRESHOLD_`` keeps what it chose.
"""
from __future__ import annotations

import ctypes
import os
import platform

M_MMAP_THRESHOLD = -3
"""glibc's ``mallopt`` parameter number (malloc.h)."""
THRESHOLD = 1 << 20
_settled = False


def release_large_blocks() -> None:
    """Fix glibc's mmap threshold at 1 MiB, once per process; elsewhere nothing."""
    global _settled
    if _settled:
        return
    _settled = True
    if any(name in os.environ for name in ("MALLOC_MMAP_THRESHOLD_", "MALLOC_TRIM_THRESHOLD_")):
        return
    if platform.system() != "Linux" or platform.libc_ver()[0] != "glibc":
        return
    try:
        ctypes.CDLL(None).mallopt(ctypes.c_int(M_MMAP_THRESHOLD), ctypes.c_int(THRESHOLD))
    except (OSError, AttributeError):  # no C library to load, or one without mallopt
        pass
