"""CRC checks over the input ranges the specs expose (``ofs_crc_input``, ``len_crc_input``)."""
from __future__ import annotations

import zlib

import crc32c as _crc32c


crc32c = _crc32c.crc32c
"""CRC-32C (Castagnoli) of a buffer, hardware-accelerated where the CPU has it: RecordBatch v2."""


crc32 = zlib.crc32
"""CRC-32 (IEEE, as ``java.util.zip.CRC32``) of a buffer: legacy messages v0 and v1."""


def checksum_of(entry: bytes, parsed, algorithm) -> int:
    """Compute ``algorithm`` over the CRC input range that ``parsed`` declares inside ``entry``."""
    start = parsed.ofs_crc_input
    return algorithm(memoryview(entry)[start:start + parsed.len_crc_input])
