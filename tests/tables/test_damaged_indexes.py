"""Damaged ``.index``, ``.timeindex`` and ``.txnindex`` files never change what a read gives (issue 32, 14-15).

An index is a hint: the rows of a bounded read of a partition whose indexes
are damaged (every way ``verify`` flags, and ways that keep Kafka's order but
lie) are the rows of the same read with the index files deleted, in both
builds. Truth: Kafka-written ``samples/kafka-logs`` (``orders-0``, two
segments, and ``payments-tx-0`` with its ``.txnindex``) and their
``EXPECTED.json``.
"""
from __future__ import annotations

import io
import json
import random
import shutil
import struct
from collections.abc import Callable
from datetime import datetime, timezone
from pathlib import Path

import pytest

pa = pytest.importorskip("pyarrow")

from pyspark_udfs import read_table  # noqa: E402
from pyspark_udfs.builds import backend  # noqa: E402
from pyspark_udfs.builds.backend import BACKEND_ENV  # noqa: E402
from pyspark_udfs.cli import main  # noqa: E402
from tests.cli.test_mutation import FIXTURES, mutate  # noqa: E402
from tests.conftest import SAMPLES  # noqa: E402

BUILDS = ["python"] + (["native"] if backend.native_backend() is not None else [])
EXPECTED = json.loads((SAMPLES / "EXPECTED.json").read_text())
ORDERS = SAMPLES / "orders-0"


def _entries(data: bytes, layout: str) -> list[tuple[int, int]]:
    size = struct.calcsize(layout)
    return [struct.unpack_from(layout, data, i * size) for i in range(len(data) // size)]


def _pack(layout: str, entries) -> bytes:
    return b"".join(struct.pack(layout, *entry) for entry in entries)


def _offsets(by: int) -> Callable[[bytes], bytes]:
    return lambda data: _pack(">ii", [(rel + by, pos) for rel, pos in _entries(data, ">ii")])


def _timestamps(by: int) -> Callable[[bytes], bytes]:
    return lambda data: _pack(">qi", [(ts + by, rel) for ts, rel in _entries(data, ">qi")])


def _decreasing(data: bytes) -> bytes:
    entries = _entries(data, ">qi")
    return _pack(">qi", zip([ts for ts, _ in entries][::-1], [rel for _, rel in entries], strict=True))


def _last_timestamp_lowered(data: bytes) -> bytes:
    """The last entry (a rolled segment's largest timestamp) just above the one before: still in order."""
    entries = _entries(data, ">qi")
    entries[-1] = (entries[-2][0] + 1, entries[-1][1])
    return _pack(">qi", entries)


DAMAGE: dict[str, tuple[str, Callable[[bytes], bytes]]] = {
    "timeindex all 0xff": (".timeindex", lambda data: b"\xff" * len(data)),
    "timeindex negative": (".timeindex", lambda data: _pack(">qi", [(-5 - i, rel) for i, (_, rel)
                                                                   in enumerate(_entries(data, ">qi"))])),
    "timeindex random": (".timeindex", lambda data: random.Random(len(data)).randbytes(len(data))),
    "timeindex decreasing": (".timeindex", _decreasing),
    "timeindex 10 min early": (".timeindex", _timestamps(-600_000)),
    "timeindex largest lowered": (".timeindex", _last_timestamp_lowered),
    "index offsets +400": (".index", _offsets(400)),
}


def _timestamps_of_orders() -> tuple[list[int], int]:
    """Every timestamp of ``orders-0``, and the largest of its first segment (offsets below 579)."""
    table = read_table(ORDERS)
    millis = [int(ts.timestamp() * 1000) for ts in table["timestamp"].to_pylist()]
    first = max(ts for ts, offset in zip(millis, table["offset"].to_pylist(), strict=True) if offset < 579)
    return sorted(set(millis)), first


def _at(millis: int) -> datetime:
    return datetime.fromtimestamp(millis / 1000, timezone.utc)


_TIMES, _FIRST_SEGMENTS_LARGEST = _timestamps_of_orders()
READS = [
    {"starting_timestamp": _at(_FIRST_SEGMENTS_LARGEST)},
    *({"starting_timestamp": _at(_TIMES[len(_TIMES) * k // 10])} for k in (1, 3, 5, 7, 9)),
    {"ending_timestamp": _at(_TIMES[len(_TIMES) // 2])},
    {"starting_timestamp": _at(_TIMES[len(_TIMES) // 5]), "ending_timestamp": _at(_TIMES[len(_TIMES) * 4 // 5])},
    {"ending_offset": 400}, {"ending_offset": 1000}, {"starting_offset": 300}, {"starting_offset": 700},
    {"starting_offset": 100, "ending_offset": 1100, "max_partition_bytes": 4096},
]


def _rows(directory: Path, options: dict) -> list[tuple]:
    table = read_table(directory, **options)
    return list(zip(table["offset"].to_pylist(), table["_corrupt_record"].to_pylist(), strict=True))


def _copy(tmp_path: Path, source: Path, name: str) -> Path:
    target = tmp_path / name / source.name
    shutil.copytree(source, target)
    return target


@pytest.mark.parametrize("build", BUILDS)
@pytest.mark.parametrize("damage", DAMAGE)
def test_a_damaged_index_gives_the_rows_of_no_index(damage, build, tmp_path, monkeypatch):
    monkeypatch.setenv(BACKEND_ENV, build)
    suffix, edit = DAMAGE[damage]
    bare = _copy(tmp_path, ORDERS, "bare")
    for index in [*bare.glob("*.index"), *bare.glob("*.timeindex")]:
        index.unlink()
    damaged = _copy(tmp_path, ORDERS, "damaged")
    for index in damaged.glob("*" + suffix):
        index.write_bytes(edit(index.read_bytes()))
    wrong = {}
    for options in READS:
        want, got = _rows(bare, options), _rows(damaged, options)
        assert want, f"{options} reads nothing: not a test"
        if got != want:
            wrong[str(options)] = (len(got), len(want))
    assert not wrong, f"rows read with the damaged index (got, wanted): {wrong}"


def _run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(list(argv), out=out, err=err)
    return code, out.getvalue(), err.getvalue()


PAYMENTS = SAMPLES / "payments-tx-0"
TXNINDEX = "00000000000000000000.txnindex"


def _cut(data: bytes) -> bytes:
    return data[:33]


def _second_before_first(data: bytes) -> bytes:
    """The two entries swapped: last offsets that go down, which Kafka's ``append`` refuses."""
    return data[34:68] + data[:34] + data[68:]


PARTIAL = {"cut to 33 bytes": _cut, "a partial entry after the first": lambda data: data[:40]}
TXN_DAMAGE = {**PARTIAL, "entries out of order": _second_before_first}


@pytest.mark.parametrize("build", BUILDS)
@pytest.mark.parametrize("damage", PARTIAL)
def test_read_committed_does_not_trust_a_damaged_txnindex(damage, build, tmp_path, monkeypatch):
    monkeypatch.setenv(BACKEND_ENV, build)
    payments = next(p for p in EXPECTED["partitions"] if p["directory"] == "payments-tx-0")
    assert len(payments["aborted_transactions"]) == 2 == (PAYMENTS / TXNINDEX).stat().st_size // 34
    copy = _copy(tmp_path, PAYMENTS, "damaged")
    (copy / TXNINDEX).write_bytes(PARTIAL[damage]((copy / TXNINDEX).read_bytes()))
    got = read_table(copy, isolation_level="read_committed")
    assert got.num_rows == payments["read_committed_records"]
    aborted = [(a["producer_id"], a["first_offset"], a["last_offset"]) for a in payments["aborted_transactions"]]
    assert not any(pid == producer and first <= offset <= last for producer, first, last in aborted
                   for pid, offset in zip(got["producerId"].to_pylist(), got["offset"].to_pylist(), strict=True))


@pytest.mark.parametrize("damage", TXN_DAMAGE)
def test_verify_and_dump_flag_a_damaged_txnindex(damage, tmp_path):
    copy = _copy(tmp_path, PAYMENTS, "damaged")
    path = copy / TXNINDEX
    path.write_bytes(TXN_DAMAGE[damage](path.read_bytes()))
    code, out, err = _run("verify", str(path))
    assert code == 1 and out.startswith(f"FAIL {path}: 1 problem"), (out, err)
    assert f"{path} at byte " in err
    code, out, err = _run("dump", str(path))
    assert code == 1 and err.count(f"{path} at byte ") == 1, (out, err)
    code, out, _ = _run("dump", "--json", str(path))
    errors = [json.loads(line) for line in out.splitlines() if json.loads(line)["type"] == "error"]
    assert code == 1 and len(errors) == 1 and errors[0]["file"] == str(path)


def test_a_partial_txnindex_entry_is_named_with_its_byte_position(tmp_path):
    path = _copy(tmp_path, PAYMENTS, "cut") / TXNINDEX
    path.write_bytes(path.read_bytes()[:40])
    code, _, err = _run("verify", str(path))
    assert code == 1
    assert (f"{path} at byte 34: transaction index is corrupt: found 40 bytes which is not a multiple of 34 "
            f"(a partial entry of 6 bytes at the end)") in err


def _sql_count(*argv: str) -> int:
    code, out, err = _run("sql", "--csv", "select count(*) as n from log", *argv)
    assert code == 0 and not err, (code, out, err)
    return int(out.splitlines()[1])


@pytest.mark.parametrize("build", BUILDS)
def test_sql_counts_through_damaged_indexes_what_it_counts_without_them(build, tmp_path, monkeypatch):
    """The issue's own cases through ``kafka-ksy sql``: an all-0xFF ``.timeindex`` with a starting
    timestamp, ``.index`` offsets shifted by +400 with ending offset 400, a ``.txnindex`` cut to 33 bytes
    with read_committed."""
    pytest.importorskip("duckdb")
    monkeypatch.setenv(BACKEND_ENV, build)
    start = _at(_TIMES[len(_TIMES) // 10]).isoformat()
    for name, (suffix, edit) in (("time", DAMAGE["timeindex all 0xff"]), ("offsets", DAMAGE["index offsets +400"])):
        damaged = _copy(tmp_path, ORDERS, name)
        for index in damaged.glob("*" + suffix):
            index.write_bytes(edit(index.read_bytes()))
        bound = ["--starting-timestamp", start] if name == "time" else ["--ending-offset", "400"]
        assert _sql_count(str(damaged), *bound) == _sql_count(str(ORDERS), *bound) > 0
    assert _sql_count(str(tmp_path / "offsets" / ORDERS.name), "--ending-offset", "400") == 400
    payments = _copy(tmp_path, PAYMENTS, "cut")
    (payments / TXNINDEX).write_bytes(_cut((payments / TXNINDEX).read_bytes()))
    want = next(p for p in EXPECTED["partitions"] if p["directory"] == "payments-tx-0")["read_committed_records"]
    assert _sql_count(str(payments), "--isolation-level", "read_committed") == want


INDEXED = [f for f in FIXTURES if ".index" in f.files and ".timeindex" in f.files]


def _bounds(rnd: random.Random, table) -> dict:
    """A random start, end or both (the start below the end), by offset or by timestamp, from the
    offsets and timestamps the segment holds."""
    offsets = table["offset"].to_pylist()
    times = sorted({int(ts.timestamp() * 1000) for ts in table["timestamp"].to_pylist()})
    by_offset = rnd.random() < 0.5 or len(times) < 2
    values = offsets if by_offset else times
    low, high = sorted(rnd.sample(values, 2))
    names = ("starting_offset", "ending_offset") if by_offset else ("starting_timestamp", "ending_timestamp")
    convert = (lambda v: v) if by_offset else _at
    options = {name: convert(value) for name, value in zip(names, (low, high), strict=True)}
    options.pop(rnd.choice((*names, None)), None)  # sometimes one side only
    if rnd.random() < 0.3:
        options["max_partition_bytes"] = rnd.choice((1024, 4096))
    return options


CASES = 200


@pytest.mark.parametrize("seed, build", [(20261128, "python"), (random.randrange(1 << 30), BUILDS[-1])],
                         ids=["fixed-seed-python-build", "fresh-seed-default-build"])
def test_mutated_indexes_give_the_rows_of_no_index(seed, build, tmp_path, monkeypatch):
    """test_mutation's edits (bit flips, 4-byte words, truncation, inserted bytes) of a Kafka-written
    segment's ``.index`` or ``.timeindex``, and random bounds: the rows are those read with no index."""
    monkeypatch.setenv(BACKEND_ENV, build)
    assert len(INDEXED) >= 2
    failures = []
    for case in range(CASES):
        rnd = random.Random(f"{seed}/{case}")
        fixture = INDEXED[rnd.randrange(len(INDEXED))]
        suffix = rnd.choice((".index", ".timeindex"))
        m = mutate(fixture.files[suffix], rnd, log=False)
        bare, damaged = tmp_path / f"{case}" / "bare" / "t-0", tmp_path / f"{case}" / "damaged" / "t-0"
        bare.mkdir(parents=True)
        damaged.mkdir(parents=True)
        (bare / (fixture.stem + ".log")).write_bytes(fixture.files[".log"])
        for name, data in fixture.files.items():
            (damaged / (fixture.stem + name)).write_bytes(data)
        (damaged / (fixture.stem + suffix)).write_bytes(bytes(m.data))
        options = _bounds(rnd, read_table(bare))
        want, got = _rows(bare, options), _rows(damaged, options)
        if got != want:
            failures.append(f"case {case}, {fixture.label} {suffix} {'; '.join(m.edits)}, {options}: "
                            f"{len(got)} rows, {len(want)} without the index")
        shutil.rmtree(tmp_path / f"{case}")
        if len(failures) == 5:
            break
    assert not failures, f"seed {seed}, {BACKEND_ENV}={build}:\n" + "\n".join(failures)


@pytest.mark.parametrize("build", BUILDS)
def test_read_committed_through_a_mutated_txnindex_gives_the_rows_of_the_markers(build, tmp_path, monkeypatch):
    """test_mutation's edits of ``payments-tx-0``'s ``.txnindex`` (a producer id or an offset flipped
    passes every check of the file alone): read_committed gives the rows the log's markers give, with
    the ``.txnindex`` deleted, which are Kafka's (EXPECTED.json). Left out: an index cut to whole
    entries (emptied, or its last entry gone), which no reader can tell from one with fewer aborted
    transactions without reading every marker (docs/robustness.md)."""
    monkeypatch.setenv(BACKEND_ENV, build)
    bare = _copy(tmp_path, PAYMENTS, "bare")
    (bare / TXNINDEX).unlink()
    want = _rows(bare, {"isolation_level": "read_committed"})
    assert len(want) == next(p for p in EXPECTED["partitions"]
                             if p["directory"] == "payments-tx-0")["read_committed_records"]
    damaged = _copy(tmp_path, PAYMENTS, "damaged")
    original = (PAYMENTS / TXNINDEX).read_bytes()
    wrong = []
    for case in range(60):
        m = mutate(original, random.Random(f"txn/{case}"), log=False)
        if len(m.data) % 34 == 0 and original.startswith(m.data):
            continue
        (damaged / TXNINDEX).write_bytes(bytes(m.data))
        got = _rows(damaged, {"isolation_level": "read_committed"})
        if got != want:
            wrong.append(f"{'; '.join(m.edits)}: {len(got)} rows")
    assert not wrong, f"read_committed rows differ from the markers' {len(want)}: {wrong[:5]}"
