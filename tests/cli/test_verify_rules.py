"""What verify checks besides CRCs and offsets: KRaft snapshots, the records of Kafka's own topics
(decoded as dump decodes them), the sanity of a .txnindex (Kafka's TransactionIndex.sanityCheck),
and each problem reported once."""
from __future__ import annotations

import io
import json
import struct

from pyspark_udfs.cli import main
from tests.conftest import GOLDEN, SAMPLES
from tests.support.batches import batch, big_record
from tests.support.damage import batch_starts, refresh_v2_crc


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    return main(list(argv), out, err), out.getvalue(), err.getvalue()


def test_a_kraft_snapshot_is_verified(tmp_path):
    snapshot = next((SAMPLES / "__cluster_metadata-0").glob("*.checkpoint"))
    code, out, err = run("verify", str(snapshot))
    assert code == 0 and out.startswith(f"OK {snapshot}: ") and "batches" in out and err == ""
    data = bytearray(snapshot.read_bytes())
    second = batch_starts(bytes(data))[1]
    data[second + 70] ^= 0x40  # a byte of the second batch's records: its CRC no longer holds
    damaged = tmp_path / "__cluster_metadata-0" / snapshot.name
    damaged.parent.mkdir()
    damaged.write_bytes(bytes(data))
    code, out, err = run("verify", str(damaged))
    assert code == 1 and out.startswith(f"FAIL {damaged}: ") and f"{damaged} at byte {second}: " in err
    code, out, _ = run("verify", str(tmp_path))  # found in a directory too
    assert f"FAIL {damaged}: " in out


def test_a_record_of_an_internal_topic_that_does_not_decode_fails_verify_as_dump_reports_it(tmp_path):
    log = tmp_path / "__transaction_state-0" / "00000000000000000000.log"
    log.parent.mkdir()
    good = (SAMPLES / "__transaction_state-0" / "00000000000000000000.log").read_bytes()
    bad = batch(big_record(0, b"\x00\x01 not a TransactionLogValue"), 1, base_offset=10_000)
    log.write_bytes(good + bad)
    code, out, _ = run("dump", "--json", str(log))
    dumped = [(o["position"], o["reason"]) for o in map(json.loads, out.splitlines()) if o["type"] == "error"]
    assert code == 1 and dumped and all(position == len(good) for position, _ in dumped)
    code, out, err = run("verify", str(log))
    assert code == 1 and out.startswith(f"FAIL {log}: ")
    assert [line for line in err.splitlines()] == [f"{log} at byte {p}: {reason}" for p, reason in dumped]
    assert run("verify", str(SAMPLES / "__transaction_state-0"))[0] == 0  # Kafka's own records decode


def txn_entry(producer: int, first: int, last: int, lso: int) -> bytes:
    """An AbortedTxn entry as Kafka's TransactionIndex writes it: version 0, then four int64s."""
    return struct.pack(">hqqqq", 0, producer, first, last, lso)


def test_a_txnindex_is_checked_as_kafka_checks_it(tmp_path):
    index = tmp_path / "00000000000000000100.txnindex"
    index.write_bytes(txn_entry(7, 100, 120, 121) + txn_entry(8, 150, 140, 151) + txn_entry(9, 20, 90, 95))
    code, out, err = run("verify", str(index))
    assert code == 1 and out == f"FAIL {index}: 3 problems\n"
    assert err.splitlines() == [
        f"{index} at byte 34: last offset 140 of aborted transaction of producer 8 is less than its first offset 150",
        f"{index} at byte 68: last offset 90 of aborted transaction of producer 9 is less than the segment's "
        f"start offset 100",
        f"{index} at byte 68: last offset 90 of aborted transaction of producer 9 does not follow the previous "
        f"entry's last offset 140",
    ]
    index.write_bytes(txn_entry(7, 100, 120, 121))
    assert run("verify", str(index)) == (0, f"OK {index}: 0 problems\n", "")


def test_a_batch_that_does_not_decompress_is_reported_once(tmp_path):
    """The time-index check reads the batch its entry points at again; that batch's failure is the
    log's problem, said once."""
    assert run("recover", str(GOLDEN / "v2-gzip.log"), "--output", str(tmp_path / "t-0"))[0] == 0
    (log,) = (tmp_path / "t-0").glob("*.log")
    time_index = log.with_suffix(".timeindex")
    assert time_index.stat().st_size > 0  # its last entry points at the last batch
    data = log.read_bytes()
    start = batch_starts(data)[-1]
    broken = bytearray(data)
    broken[start + 61 + 12] ^= 0xFF  # inside the gzip stream (its CRC recomputed): a codec failure
    log.write_bytes(refresh_v2_crc(bytes(broken), start))
    code, _out, err = run("verify", str(log))
    problems = [line for line in err.splitlines() if line.startswith(f"{log} at byte {start}: ")]
    assert code == 1 and len(problems) == 1 and "gzip" in problems[0], err
