"""Freed column buffers go back to the system while a read goes on (glibc's malloc only).

glibc raises its mmap threshold each time it frees a block it had mapped, up to 32 MiB, so the
column buffers of later record batches (megabytes, grown and freed once a batch) come from the
heap, which keeps what they free: a task reading batches of large records grew by tens of MiB
over a segment (tests/tables/test_allocator.py). A fixed threshold (``mallopt(M_MMAP_THRESHOLD)``,
which also stops the adjustment) maps every block of 1 MiB or more and unmaps it when freed.

Fixing it also fixes glibc's trim threshold, at its default of 128 KiB: each time more than that
lay free at the top of the heap it was given back, and the next batch's allocations took fresh
pages again, zeroed by the kernel. Free heap top up to :data:`TRIM` is kept for the next batch
(a larger one kept more than a task's memory test allows to grow).

It is process-wide; a process started with glibc's own ``MALLOC_MMAP_THRESHOLD_`` or
``MALLOC_TRIM_THRESHOLD_`` keeps what it chose.
"""
from __future__ import annotations

import ctypes
import os
import platform

M_TRIM_THRESHOLD, M_MMAP_THRESHOLD = -1, -3
"""glibc's ``mallopt`` parameter numbers (malloc.h)."""
THRESHOLD = 1 << 20
TRIM = 4 << 20
_settled = False


def release_large_blocks() -> None:
    """Fix glibc's mmap threshold at 1 MiB and its trim threshold at 4 MiB, once per process; elsewhere
    nothing."""
    global _settled
    if _settled:
        return
    _settled = True
    if any(name in os.environ for name in ("MALLOC_MMAP_THRESHOLD_", "MALLOC_TRIM_THRESHOLD_")):
        return
    if platform.system() != "Linux" or platform.libc_ver()[0] != "glibc":
        return
    try:
        mallopt = ctypes.CDLL(None).mallopt
        mallopt(ctypes.c_int(M_MMAP_THRESHOLD), ctypes.c_int(THRESHOLD))
        mallopt(ctypes.c_int(M_TRIM_THRESHOLD), ctypes.c_int(TRIM))
    except (OSError, AttributeError):  # no C library to load, or one without mallopt
        pass
