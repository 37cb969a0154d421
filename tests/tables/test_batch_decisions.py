"""What a selection keeps, decided on headers that can be trusted (docs/robustness.md).

Each case damages a copy of a Kafka-written sample (``samples/kafka-logs``) at bytes named here, and
the expected rows are counted from the sample's own headers: a batch whose CRC fails is damage
whatever a filter would say of its header (control bit, offset bounds, read_committed's producer id,
a COMMIT or ABORT marker), a batch going backwards is reported as ``verify`` reports it, and a
bounded read stops only on two headers that agree. Every case runs through ``read_table`` in each
mode and in both builds, and agrees with ``dump --json`` on the same file.
"""
from __future__ import annotations

import io
import json
import shutil
import struct
from pathlib import Path

import pytest

pa = pytest.importorskip("pyarrow")

from pyspark_udfs.builds import backend  # noqa: E402
from pyspark_udfs.cli import main  # noqa: E402
from pyspark_udfs.errors import KafkaLogError  # noqa: E402
from pyspark_udfs.tables.reader import read_table  # noqa: E402
from pyspark_udfs.tables.stats import ReadStats  # noqa: E402
from tests.conftest import SAMPLES  # noqa: E402
from tests.support.damage import put, refresh_v2_crc  # noqa: E402

BACKENDS = ["python"] + (["native"] if backend.native_backend() is not None else [])
ORDERS_TOTAL = 1227  # samples/kafka-logs/EXPECTED.json: orders-0's records
COMMITTED = 72  # EXPECTED.json: payments-tx-0's read_committed_records


def headers(data: bytes) -> list[dict]:
    """The v2 batch headers of an intact segment, read with struct at the format's fixed positions."""
    out, pos = [], 0
    while pos + 61 <= len(data):
        base, length = struct.unpack_from(">qi", data, pos)
        attributes, delta = struct.unpack_from(">hi", data, pos + 21)
        producer, = struct.unpack_from(">q", data, pos + 43)
        count, = struct.unpack_from(">i", data, pos + 57)
        out.append({"position": pos, "base": base, "last": base + delta, "control": bool(attributes & 0x20),
                    "producer": producer, "count": count, "end": pos + 12 + length})
        pos += 12 + length
    return out


def holding(data: bytes, offset: int) -> dict:
    return next(h for h in headers(data) if h["base"] <= offset <= h["last"])


def copy_partition(tmp_path: Path, name: str, without: tuple[str, ...] = ()) -> Path:
    target = tmp_path / name
    shutil.copytree(SAMPLES / name, target, ignore=shutil.ignore_patterns(*without) if without else None)
    return target


def dump_json(path: Path) -> tuple[int, list[dict]]:
    """``dump --json``'s records in data batches whose CRC holds, and its problems."""
    out = io.StringIO()
    main(["dump", "--json", str(path)], out=out, err=io.StringIO())
    records, problems, counted = 0, [], True
    for line in out.getvalue().splitlines():
        item = json.loads(line)
        if item["type"] == "batch":
            counted = item.get("crc_valid") is not False and not item.get("is_control")
        elif item["type"] == "record" and counted:
            records += 1
        elif item["type"] == "error":
            problems.append(item)
    return records, problems


def read(path: Path, choice: str, mode: str, **options):
    """(intact rows' offsets, problem rows as (position, text), stats) of a read_table."""
    stats = ReadStats()
    table = read_table(path, stats, backend=choice, mode=mode, **options)
    corrupt = table["_corrupt_record"].to_pylist()
    rows = [o for o, c in zip(table["offset"].to_pylist(), corrupt, strict=True) if c is None]
    problems = [(p, c) for p, c in zip(table["position"].to_pylist(), corrupt, strict=True) if c is not None]
    return rows, problems, stats


def check_modes(path: Path, choice: str, rows: int, problem_at: int, reason: str, **options) -> None:
    """PERMISSIVE gives ``rows`` intact rows and one problem row at ``problem_at``; DROPMALFORMED the
    same rows, the problem counted as left out; FAILFAST raises the same problem."""
    good, problems, stats = read(path, choice, "PERMISSIVE", **options)
    assert len(good) == rows
    assert [p for p, _ in problems] == [problem_at] and reason in problems[0][1], problems
    assert (stats.corrupt_rows, stats.dropped_problems) == (1, 0)
    dropped, none, stats = read(path, choice, "DROPMALFORMED", **options)
    assert dropped == good and none == []
    assert (stats.corrupt_rows, stats.dropped_problems) == (0, 1)
    with pytest.raises(KafkaLogError) as caught:
        read_table(path, backend=choice, mode="FAILFAST", **options)
    assert caught.value.position == problem_at and str(caught.value) == problems[0][1]


# --------------------------------------------------------------------------------------------
# A batch whose CRC fails is damage, whatever its header says


@pytest.mark.parametrize("choice", BACKENDS)
def test_a_damaged_batch_that_claims_control_is_reported(tmp_path, choice):
    partition = copy_partition(tmp_path, "orders-0")
    log = partition / "00000000000000000000.log"
    data = log.read_bytes()
    first = headers(data)[0]
    log.write_bytes(put(data, 21, ">h", struct.unpack_from(">h", data, 21)[0] | 0x20))  # the control bit
    check_modes(partition, choice, ORDERS_TOTAL - first["count"], 0, "batch is corrupt")
    records, problems = dump_json(log)
    assert [p["position"] for p in problems] == [0]
    assert len(read(log, choice, "PERMISSIVE")[0]) == records


@pytest.mark.parametrize("choice", BACKENDS)
def test_a_garbage_tail_that_looks_like_a_control_batch_is_reported(tmp_path, choice):
    partition = copy_partition(tmp_path, "orders-0")
    log = partition / "00000000000000001129.log"
    data = log.read_bytes()
    # a v2 header, 49 bytes after its length, control bit set, no records, a CRC that does not hold
    tail = struct.pack(">qiibIhiqqqhii", 5000, 49, 0, 2, 0xDEADBEEF, 0x20, 0, 0, 0, -1, -1, -1, 0)
    log.write_bytes(data + tail)
    check_modes(partition, choice, ORDERS_TOTAL, len(data), "batch is corrupt")
    assert [p["position"] for p in dump_json(log)[1]] == [len(data)]


@pytest.mark.parametrize("choice", BACKENDS)
def test_an_end_bound_does_not_stop_on_a_damaged_last_offset(tmp_path, choice):
    """A CRC-failing batch whose lastOffsetDelta says 10^6 does not end a read up to 900."""
    partition = copy_partition(tmp_path, "orders-0")
    log = partition / "00000000000000000579.log"
    data = log.read_bytes()
    batch = holding(data, 700)
    log.write_bytes(put(data, batch["position"] + 23, ">i", 10**6))
    check_modes(partition, choice, 900 - batch["count"], batch["position"], "batch is corrupt", endingOffset=900)


@pytest.mark.parametrize("choice", BACKENDS)
def test_a_start_bound_does_not_skip_a_damaged_batch(tmp_path, choice):
    """A CRC-failing batch whose damaged lastOffsetDelta puts it before the start is still reported."""
    partition = copy_partition(tmp_path, "orders-0")
    log = partition / "00000000000000000579.log"
    data = log.read_bytes()
    batch = holding(data, 700)
    log.write_bytes(put(data, batch["position"] + 23, ">i", -1000))
    check_modes(partition, choice, ORDERS_TOTAL - 600 - batch["count"], batch["position"], "batch is corrupt",
                startingOffset=600)


# --------------------------------------------------------------------------------------------
# Offsets out of order: verify's problem, in every door; a base offset (outside the CRC) ends nothing


@pytest.mark.parametrize("choice", BACKENDS)
def test_a_batch_going_backwards_is_reported_and_its_records_kept(tmp_path, choice):
    partition = copy_partition(tmp_path, "orders-0")
    log = partition / "00000000000000000000.log"
    data = log.read_bytes()
    previous, third = headers(data)[1:3]
    log.write_bytes(put(data, third["position"], ">q", 0))  # outside the CRC: it still holds
    reason = (f"batch offsets 0..{third['last'] - third['base']} go backwards from the previous batch's "
              f"{previous['base']}..{previous['last']}")
    check_modes(partition, choice, ORDERS_TOTAL, third["position"], reason)
    records, problems = dump_json(log)
    assert [(p["kind"], p["position"]) for p in problems] == [("offsets", third["position"])]
    assert problems[0]["reason"] == reason
    assert len(read(log, choice, "PERMISSIVE")[0]) == records


@pytest.mark.parametrize("choice", BACKENDS)
def test_an_end_bound_does_not_stop_on_a_jumped_base_offset(tmp_path, choice):
    """A batch whose base offset says 10^12 (its CRC holds: the field is outside it) does not end a read up
    to 900: as verify says, it does not fit its segment (2^31 above the file name's 579) and the batch after
    it goes backwards; the records up to 900 are all there."""
    partition = copy_partition(tmp_path, "orders-0")
    log = partition / "00000000000000000579.log"
    data = log.read_bytes()
    batch = holding(data, 700)
    after = next(h for h in headers(data) if h["position"] == batch["end"])
    log.write_bytes(put(data, batch["position"], ">q", 10**12))
    jumped = f"{10**12}..{10**12 + batch['last'] - batch['base']}"
    reasons = [f"batch offsets {jumped} do not fit a segment whose base offset is 579",
               f"batch offsets {after['base']}..{after['last']} go backwards from the previous batch's {jumped}"]
    good, problems, stats = read(partition, choice, "PERMISSIVE", endingOffset=900)
    assert sorted(good) == [o for o in range(900) if not batch["base"] <= o <= batch["last"]]
    assert [p for p, _ in problems] == [batch["position"], after["position"]]
    assert all(reason in text for reason, (_, text) in zip(reasons, problems, strict=True)), problems
    dropped, none, stats = read(partition, choice, "DROPMALFORMED", endingOffset=900)
    assert dropped == good and none == [] and stats.dropped_problems == 2
    with pytest.raises(KafkaLogError, match=reasons[0]):
        read_table(partition, backend=choice, mode="FAILFAST", endingOffset=900)
    _, reported = dump_json(log)
    assert [(p["kind"], p["position"]) for p in reported] == [("offsets", batch["position"]),
                                                               ("offsets", after["position"])]


# --------------------------------------------------------------------------------------------
# read_committed decides on trusted headers only


@pytest.mark.parametrize("choice", BACKENDS)
def test_read_committed_reports_a_damaged_producer_id(tmp_path, choice):
    """A committed batch of producer 2000 whose damaged producer id names 2001, which aborted offsets
    36..60 (EXPECTED.json): not dropped as aborted, but damage."""
    partition = copy_partition(tmp_path, "payments-tx-0")
    log = partition / "00000000000000000000.log"
    data = log.read_bytes()
    batch = holding(data, 40)
    assert (batch["producer"], batch["control"]) == (2000, False)
    log.write_bytes(put(data, batch["position"] + 43, ">q", 2001))
    check_modes(partition, choice, COMMITTED - batch["count"], batch["position"], "batch is corrupt",
                isolationLevel="read_committed")


@pytest.mark.parametrize("choice", BACKENDS)
def test_read_committed_does_not_use_a_damaged_marker(tmp_path, choice):
    """Producer 2000's COMMIT marker at offset 42, its type damaged to ABORT (its CRC fails), read without a
    .txnindex: the marker is reported, not used, so the transaction's records stay committed (the next
    COMMIT of 2000, at 45, closes it)."""
    partition = copy_partition(tmp_path, "payments-tx-0", without=("*.txnindex",))
    log = partition / "00000000000000000000.log"
    data = log.read_bytes()
    marker = holding(data, 42)
    assert (marker["producer"], marker["control"]) == (2000, True)
    key = data.index(b"\x08\x00\x00\x00\x01", marker["position"] + 61)  # key length 4, version 0, COMMIT (1)
    assert key < marker["end"]
    log.write_bytes(put(data, key + 4, ">b", 0))  # ABORT
    check_modes(partition, choice, COMMITTED, marker["position"], "batch is corrupt",
                isolationLevel="read_committed")
    # the same marker with its CRC refreshed, as Kafka would have written an ABORT, is used: producer
    # 2000's records since its previous marker (34, 40, 41) are aborted
    log.write_bytes(refresh_v2_crc(put(data, key + 4, ">b", 0), marker["position"]))
    good, problems, _ = read(partition, choice, "PERMISSIVE", isolationLevel="read_committed")
    assert problems == [] and len(good) == COMMITTED - 3 and not {34, 40, 41} & set(good)


@pytest.mark.parametrize("choice", BACKENDS)
def test_a_start_timestamp_is_not_resolved_on_damaged_timestamps(tmp_path, choice):
    """A batch before the one holding the 901st oldest record, its base and max timestamps damaged to the
    year 2100 (its CRC fails): startingTimestamp still starts at that record, as Kafka's offsetsForTimes
    would on the intact log, and the damaged batch is reported."""
    full = read_table(SAMPLES / "orders-0", backend=choice)
    timestamps = sorted(full["timestamp"].to_pylist())
    start = timestamps[900]
    wanted = sorted(o for o, t in zip(full["offset"].to_pylist(), full["timestamp"].to_pylist(),
                                      strict=True) if t >= start)
    partition = copy_partition(tmp_path, "orders-0")
    log = partition / "00000000000000000579.log"
    data = log.read_bytes()
    batch = headers(data)[[h["base"] <= wanted[0] <= h["last"] for h in headers(data)].index(True) - 3]
    year_2100 = 4102444800000
    log.write_bytes(put(put(data, batch["position"] + 27, ">q", year_2100), batch["position"] + 35, ">q", year_2100))
    good, problems, _ = read(partition, choice, "PERMISSIVE", startingTimestamp=start.isoformat())
    assert sorted(good) == wanted
    assert [p for p, _ in problems] == [batch["position"]]
