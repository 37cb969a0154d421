"""What a read of a data directory must give, computed from the CLI's ``dump --json`` and ``verify`` alone.

The table doors (``read_table``, ``export``, ``sql``, the Spark source) share one reader; the CLI's ``dump`` and
``verify`` do not use it. The rows a read must give are the records ``dump`` prints for the batches whose CRC
holds, cut by the options here in plain Python (Spark's Kafka source's meaning of each option, as the
``kafka-log`` manual states it); the problems it must report are the ``error`` objects of ``dump`` in the
selected partitions and offsets.
"""
from __future__ import annotations

import base64
import hashlib
import io
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pyspark_udfs.cli import main

Row = tuple[str, int, int, str]
"""(topic, partition, offset, digest of key and value): a row as every door and the oracle give it."""
Problem = tuple[str, int]
"""(file relative to the data directory, byte position): a damaged range."""


def row_order(row: Row) -> tuple:
    """A sort key for rows whose topic and partition may be null (a directory not named <topic>-<partition>)."""
    topic, number, offset, key = row
    return (topic or "", -1 if number is None else number, offset, key)


def digest(key: bytes | None, value: bytes | None) -> str:
    return hashlib.sha256(repr((key, value)).encode()).hexdigest()[:16]


@dataclass
class Batch:
    file: str
    position: int
    base: int
    last: int
    producer: int
    transactional: bool
    control: bool
    records: list[dict] = field(default_factory=list)


@dataclass
class Partition:
    topic: str
    number: int
    batches: list[Batch]
    """The batches whose CRC holds, in segment and file order."""
    errors: list[tuple[str, int, str]]
    """(file, position, kind) of each ``error`` object of a log."""


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(list(argv), out=out, err=err)
    return code, out.getvalue(), err.getvalue()


def dump(root: Path, directory: str) -> Partition:
    """A live partition directory as ``dump --json`` reads it."""
    topic, _, number = directory.rpartition("-")
    code, out, err = run("dump", "--json", str(root / directory))
    assert code in (0, 1), err
    batches: list[Batch] = []
    errors = []
    current: Batch | None = None
    for line in out.splitlines():
        obj = json.loads(line)
        file = str(Path(obj["file"]).relative_to(root)) if "file" in obj else ""
        if obj["type"] == "batch":
            current = None
            if obj["crc_valid"]:
                current = Batch(file, obj["position"], obj["base_offset"], obj["last_offset"], obj["producer_id"],
                                obj["is_transactional"], obj["is_control"])
                batches.append(current)
        elif obj["type"] == "record" and current is not None:
            current.records.append(obj)
        elif obj["type"] == "error" and file.endswith(".log"):
            errors.append((file, obj["position"], obj["kind"]))
    return Partition(topic, int(number), batches, errors)


def verify_problems(root: Path, directories: list[str]) -> set[str]:
    """Files (relative) of which ``verify`` reports a problem."""
    _, _, err = run("verify", *(str(root / d) for d in directories))
    flagged = set()
    for line in err.splitlines():
        file, at, _ = line.partition(" at byte ")
        if at and file.startswith(str(root)):
            flagged.add(str(Path(file).relative_to(root)))
    return flagged


def _bytes(text: str | None) -> bytes | None:
    return None if text is None else base64.b64decode(text)


def _per_partition(value: Any, topic: str, number: int) -> int | None:
    if isinstance(value, dict):
        return value.get(topic, {}).get(str(number))
    return value


def _first_at(partition: Partition, millis: int) -> int | None:
    """Kafka's ``offsetsForTimes``: the first offset whose record timestamp is >= ``millis``."""
    found = [r["offset"] for b in partition.batches for r in b.records if r["timestamp"] >= millis]
    return min(found) if found else None


def _aborted(partition: Partition) -> set[tuple[str, int]]:
    """(file, position) of the transactional data batches the markers abort, or leave open at the end (as a
    consumer reading the partition to its end drops them)."""
    open_batches: dict[int, list[Batch]] = {}
    aborted: set[tuple[str, int]] = set()
    for b in partition.batches:
        if b.transactional and b.control:
            kinds = {(r["control"] or {}).get("type") for r in b.records}
            pending = open_batches.pop(b.producer, [])
            if "ABORT" in kinds:
                aborted |= {(p.file, p.position) for p in pending}
        elif b.transactional:
            open_batches.setdefault(b.producer, []).append(b)
    return aborted | {(p.file, p.position) for pending in open_batches.values() for p in pending}


@dataclass
class Expected:
    rows: list[Row]
    """Sorted; rows of the excused batches left out."""
    problems: set[Problem]
    """Damage in the selected range: every door must report each."""
    allowed: set[Problem]
    """Damage a door may report (anywhere in the selected partitions)."""
    allowed_files: set[str]
    """Files ``verify`` flags in the selected partitions (indexes among them): a door may report damage in them."""
    excused: set[Problem]
    """Batches whose CRC holds but whose offsets go backwards: whether their rows are kept is the readers' rule
    (the same in every door), not the oracle's."""


def _bounds(partition: Partition, options: dict) -> tuple[tuple[int, float] | None, str]:
    """[start, end) of offsets the options select in ``partition``; None: nothing."""
    start = _per_partition(options.get("startingOffset"), partition.topic, partition.number)
    end = _per_partition(options.get("endingOffset"), partition.topic, partition.number)
    low, high = (start if start is not None else -1), (end if end is not None else float("inf"))
    ts_start = _per_partition(options.get("startingTimestamp"), partition.topic, partition.number)
    ts_end = _per_partition(options.get("endingTimestamp"), partition.topic, partition.number)
    if ts_start is not None:
        first = _first_at(partition, ts_start)
        if first is None:
            return None, "no record at or after startingTimestamp"
        low = max(low, first)
    if ts_end is not None:
        first = _first_at(partition, ts_end)
        if first is not None:
            high = min(high, first)
    return (low, high), ""


def selected(partition: Partition, options: dict) -> bool:
    topic, number = options.get("topic"), options.get("partition")
    return (topic is None or topic == partition.topic) and (number is None or int(number) == partition.number)


def expected(partitions: list[Partition], options: dict, flagged: frozenset[str] | set[str] = frozenset()) -> Expected:
    """What a read with ``options`` must give; ``flagged``: the files ``verify`` reports a problem in."""
    rows: list[Row] = []
    problems: set[Problem] = set()
    allowed: set[Problem] = set()
    excused: set[Problem] = set()
    files: set[str] = set()
    for p in partitions:
        if not selected(p, options):
            continue
        allowed |= {(f, pos) for f, pos, _ in p.errors}
        files |= {f for f in flagged if f.startswith(f"{p.topic}-{p.number}/")}
        excused |= {(f, pos) for f, pos, kind in p.errors if kind == "offsets"}
        bounds, _ = _bounds(p, options)
        if bounds is None:
            continue
        low, high = bounds
        aborted = _aborted(p) if options.get("isolationLevel") == "read_committed" else set()
        for b in p.batches:
            if (b.file, b.position) in excused or (b.file, b.position) in aborted:
                continue
            for r in b.records:
                if low <= r["offset"] < high and (r["control"] is None or options.get("includeControl")):
                    rows.append((p.topic, p.number, r["offset"], digest(_bytes(r["key"]), _bytes(r["value"]))))
        problems |= {(f, pos) for f, pos, kind in p.errors if _in_range(p, f, pos, kind, low, high, options)}
    return Expected(sorted(rows, key=row_order), problems, allowed, files, excused)


def _in_range(p: Partition, file: str, position: int, kind: str, low: int, high: float, options: dict) -> bool:
    """Whether damage at ``position`` of ``file`` lies among the selected offsets. Offsets out of order: the
    batch's own, when its records are selected (a control batch only with ``includeControl``). A batch that
    cannot be trusted: when the intact batches around it hold selected offsets on both sides (or, at an end of
    the partition, when the read runs to that end), so that no reading of its damaged header puts it outside."""
    order = [(b.file, b.position) for b in p.batches]
    if kind == "offsets":
        b = p.batches[order.index((file, position))]
        return b.base < high and b.last >= low and (not b.control or bool(options.get("includeControl")))
    ordered = _in_order(p)
    before = [b for b in ordered if (b.file, b.position) < (file, position)]
    after = [b for b in ordered if (b.file, b.position) > (file, position)]
    from_start = before[-1].last >= low if before else low < 0
    to_end = after[0].base < high if after else high == float("inf")
    return from_start and to_end


def _in_order(p: Partition) -> list[Batch]:
    """The intact batches whose offsets come before the next one's: a batch whose base offset was damaged
    outside the CRC (10^12 before a batch at 363) says nothing of where the damage lies."""
    excused = {(f, pos) for f, pos, kind in p.errors if kind == "offsets"}
    kept = [b for b in p.batches if (b.file, b.position) not in excused]
    return [b for b, after in zip(kept, [*kept[1:], None], strict=False) if after is None or b.last < after.base]
