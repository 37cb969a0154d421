"""CRC checks over the input ranges the specs expose (``ofs_crc_input``, ``len_crc_input``)."""
from __future__ import annotations

import zlib
from collections.abc import Callable
from typing import Protocol

crc32 = zlib.crc32
"""CRC-32 (IEEE, as ``java.util.zip.CRC32``) of a buffer: legacy messages v0 and v1."""



class _Crc32c(Protocol):
    def __call__(self, data: bytes | memoryview, value: int = 0, /) -> int: ...


crc32c: _Crc32c
"""CRC-32C (Castagnoli) of a buffer, hardware-accelerated where the CPU has it: RecordBatch v2.
The ``crc32c`` package's, imported on first use: its import takes longer than the native
backend's start-up, which has a CRC-32C of its own."""


def __getattr__(name: str):
    if name == "crc32c":
        import crc32c as package

        globals()["crc32c"] = package.crc32c
        return package.crc32c
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def checksum_of(entry: bytes | memoryview, parsed, algorithm: Callable[[bytes | memoryview], int], at: int = 0) -> int:
    """``algorithm`` over the CRC input range ``parsed`` declares (``ofs_crc_input``, ``len_crc_input``),
    cut to the entry (``entry`` from byte ``at`` on): a start before it is its first byte, a length of 0
    or less is no bytes (``pyspark_udfs/native/rules.h``'s ``checksum_of``)."""
    size, start, length = len(entry) - at, parsed.ofs_crc_input, parsed.len_crc_input
    start = at + (0 if start < 0 else size if start > size else start)
    view = entry if type(entry) is memoryview else memoryview(entry)
    return algorithm(view[start:start + (length if length > 0 else 0)])
