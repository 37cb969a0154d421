"""A broker's data directory, copied from the Kafka-written samples, with one kind of damage per place.

Each damage is an edit of Kafka's own bytes at a batch found by its index in the segment, so the positions
are facts of the samples, not numbers written here. What the damage should give is not decided here: the
tests take it from the CLI's ``dump --json`` and ``verify`` (tests/support/oracle.py).
"""
from __future__ import annotations

import shutil
import struct
from dataclasses import dataclass
from pathlib import Path

from tests.conftest import SAMPLES
from tests.support.damage import batch_starts, flip, put

LIVE = ("orders-0", "orders-1", "orders-2", "payments-tx-0", "web.clicks-0", "web.clicks-1", "legacy.events-0")
"""The partition directories copied, several topics (transactional, v0/v1, multi-segment among them)."""
COPIES = {"payments-tx-1": "payments-tx-0"}
"""A second transactional partition (Kafka's bytes of payments-tx-0, its .txnindex intact) for damage that
``read_committed`` must not decide on."""
PARTITIONS = LIVE + tuple(COPIES)
"""Every live partition directory of the damaged data directory that holds segments."""
EMPTY = "empty.topic-0"
"""A partition directory holding no file (a topic created, nothing written): live, no rows."""
FUTURE = "orders-1.2b9a3c4d5e6f40718293a4b5c6d7e8f9-future"
DELETE = "orders-2.0f1e2d3c4b5a49687766554433221100-delete"
"""Copies Kafka does not serve (LocalLog: a replica being moved between log dirs, a partition being deleted):
named ``<topic>-<partition>.<uuid>-future``/``-delete`` as Kafka names them."""

_ATTRIBUTES, _LAST_OFFSET_DELTA, _PRODUCER_ID, _RECORDS = 21, 23, 43, 61
_CONTROL = 0x20  # the control bit of a v2 batch's attributes (Kafka's RecordBatch.CONTROL_FLAG_MASK)


@dataclass(frozen=True)
class Damage:
    """One edit: the segment (relative to the data directory), the batch's byte position (None for an index
    file), what it is and the issue-32 item it stands for."""

    file: str
    position: int | None
    what: str
    item: int


@dataclass(frozen=True)
class DamagedDir:
    root: Path
    damages: tuple[Damage, ...]

    def damage(self, item: int) -> Damage:
        return next(d for d in self.damages if d.item == item)


def _edit(root: Path, file: str, index: int, change) -> int:
    """Apply ``change(data, start)`` to the ``index``-th batch of ``file``; its byte position."""
    path = root / file
    data = path.read_bytes()
    start = batch_starts(data)[index]
    path.write_bytes(change(data, start))
    return start


def _payload_flip(data: bytes, start: int) -> bytes:
    return flip(data, start + _RECORDS + 10)


def build(root: Path) -> DamagedDir:
    """The damaged data directory under ``root`` (created)."""
    root.mkdir(parents=True)
    for name in LIVE:
        shutil.copytree(SAMPLES / name, root / name)
    for name in ("meta.properties", "recovery-point-offset-checkpoint", "replication-offset-checkpoint",
                 "log-start-offset-checkpoint", "cleaner-offset-checkpoint"):
        shutil.copy(SAMPLES / name, root / name)
    for name, source in COPIES.items():
        shutil.copytree(SAMPLES / source, root / name)
    shutil.copytree(SAMPLES / "orders-1", root / FUTURE)
    shutil.copytree(SAMPLES / "orders-2", root / DELETE)
    (root / EMPTY).mkdir()
    damages = []

    def edit(file: str, index: int, change, what: str, item: int) -> None:
        damages.append(Damage(file, _edit(root, file, index, change), what, item))

    edit("orders-0/00000000000000000000.log", 20, _payload_flip, "a flipped byte in the records: the CRC fails", 7)
    edit("orders-1/00000000000000000000.log", 10,
         lambda d, s: put(d, s + _ATTRIBUTES + 1, ">B", d[s + _ATTRIBUTES + 1] ^ _CONTROL),
         "the control bit of the attributes flipped: the CRC fails", 5)

    def backwards(data: bytes, start: int) -> bytes:
        previous = batch_starts(data)[batch_starts(data).index(start) - 1]
        return put(data, start, ">q", struct.unpack_from(">q", data, previous)[0] + 1)

    edit("orders-2/00000000000000000000.log", 30, backwards,
         "base offset set to the previous batch's plus one (outside the CRC): offsets go backwards", 6)
    edit("web.clicks-0/00000000000000000000.log", 20,
         lambda d, s: put(d, s + _LAST_OFFSET_DELTA, ">i", 100_000),
         "lastOffsetDelta 100000: the CRC fails, the header claims offsets past any bound", 12)
    edit("web.clicks-0/00000000000000000719.log", 5,
         lambda d, s: put(_payload_flip(d, s), s, ">q", 10**12),
         "base offset 10^12 and a flipped byte in the records: the CRC fails", 12)
    edit("web.clicks-1/00000000000000000000.log", 30, lambda d, s: put(d, s, ">q", 10**12),
         "base offset 10^12 (outside the CRC, which holds): offsets jump then go backwards", 12)

    edit("payments-tx-1/00000000000000000000.log", 22, lambda d, s: put(d, s + _PRODUCER_ID, ">q", 2001),
         "a committed batch of producer 2000 given producer id 2001, whose transaction over it aborts: the CRC "
         "fails", 13)
    edit("payments-tx-1/00000000000000000000.log", 23, lambda d, s: flip(d, s + _RECORDS + 2),
         "a COMMIT marker with a flipped byte in its record: the CRC fails", 13)

    index = root / "orders-0/00000000000000000000.index"
    entries = index.read_bytes()
    shifted = b"".join(struct.pack(">ii", struct.unpack_from(">i", entries, at)[0] + 400,
                                   struct.unpack_from(">i", entries, at + 4)[0]) for at in range(0, len(entries), 8))
    index.write_bytes(shifted)
    damages.append(Damage(str(index.relative_to(root)), None, "every entry's offset +400", 14))
    timeindex = root / "orders-0/00000000000000000579.timeindex"
    timeindex.write_bytes(b"\xff" * timeindex.stat().st_size)
    damages.append(Damage(str(timeindex.relative_to(root)), None, "every byte 0xFF", 14))
    txnindex = root / "payments-tx-0/00000000000000000000.txnindex"
    txnindex.write_bytes(txnindex.read_bytes()[:33])
    damages.append(Damage(str(txnindex.relative_to(root)), None, "cut to 33 bytes (an entry is 34)", 15))
    return DamagedDir(root, tuple(damages))
