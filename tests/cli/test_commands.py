"""The kafka-ksy command line: text like kafka-dump-log.sh, the JSON contract, exit statuses."""
from __future__ import annotations

import io
import json
import subprocess
import sys

from pyspark_udfs.builds.legacy_batch import LegacyBatch
from pyspark_udfs.cli import main
from tests.conftest import GOLDEN, SAMPLES, expected_path, read_jsonl
from tests.support.damage import batch_starts, flip, refresh_legacy_crc


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(list(argv), out=out, err=err)
    return code, out.getvalue(), err.getvalue()


def test_json_dump_is_kafkas_report_line_for_line():
    path = GOLDEN / "v2-transactional.log"
    code, out, _ = run("dump", "--json", str(path))
    assert code == 0
    ours = [json.loads(line) for line in out.splitlines()]
    theirs = read_jsonl(expected_path(path))
    assert len(ours) == len(theirs)
    for mine, kafka in zip(ours, theirs, strict=True):
        assert mine["file"] == str(path)
        shared = {k: v for k, v in kafka.items() if k in mine and k != "control"}
        assert {k: mine[k] for k in shared} == shared
        if kafka.get("control"):
            assert mine["control"]["type"] == kafka["control"]["type"]
            assert mine["control"]["coordinator_epoch"] == kafka["control"].get("coordinator_epoch")


def test_json_schema_fields():
    _code, out, _ = run("dump", "--json", str(GOLDEN / "v1-gzip.log"))
    batch, record = (json.loads(line) for line in out.splitlines()[:2])
    assert set(batch) >= {"type", "file", "position", "size", "base_offset", "last_offset", "magic", "crc",
                          "crc_valid", "compression", "timestamp_type", "max_timestamp",
                          "partition_leader_epoch", "producer_id", "producer_epoch", "base_sequence",
                          "is_transactional", "is_control", "record_count"}
    assert batch["record_count"] is None and batch["producer_id"] == -1  # v0/v1 read -1 as Kafka reports
    assert set(record) >= {"type", "file", "offset", "timestamp", "key", "value", "headers", "control"}


def test_json_errors_and_recovery_after_damage(tmp_path):
    data = (GOLDEN / "v2-gzip.log").read_bytes()
    starts = batch_starts(data)
    damaged = tmp_path / "00000000000000001000.log"
    damaged.write_bytes(flip(data, starts[0] + 70) + b"\x00\x01")
    code, out, _ = run("dump", "--json", str(damaged))
    lines = [json.loads(line) for line in out.splitlines()]
    errors = [e for e in lines if e["type"] == "error"]
    assert code == 1
    assert {e["position"] for e in errors} == {starts[0], len(data)}
    assert all(e["file"] == str(damaged) and e["reason"] for e in errors)
    assert len([e for e in lines if e["type"] == "batch"]) == len(starts)


def test_text_dump_mirrors_kafka_dump_log():
    path = GOLDEN / "v2-transactional.log"
    _code, out, _ = run("dump", "--print-data-log", str(path))
    lines = out.splitlines()
    assert lines[0] == f"Dumping {path}"
    assert lines[1].startswith("baseOffset: 0 lastOffset: 2 count: 3 baseSequence: 0 lastSequence: 2 "
                               "producerId: 4000 producerEpoch: 2 partitionLeaderEpoch: 1 isTransactional: true "
                               "isControl: false deleteHorizonMs: OptionalLong.empty position: 0 CreateTime: ")
    assert lines[1].endswith("size: 140 magic: 2 compresscodec: none crc: 574382240 isvalid: true")
    assert lines[2] == ("| offset: 0 CreateTime: 1700000000000 keySize: 6 valueSize: 11 sequence: 0 "
                        "headerKeys: [txn] key: acct-1 payload: debit 10.00")
    markers = [line for line in lines if "endTxnMarker" in line]
    assert markers and markers[0].endswith("endTxnMarker: COMMIT coordinatorEpoch: 7")
    assert any("endTxnMarker: ABORT" in line for line in lines)


def test_text_dump_of_legacy_messages():
    _code, out, _ = run("dump", "--deep-iteration", str(GOLDEN / "v0-none.log"))
    lines = out.splitlines()
    assert lines[1].startswith("offset: ") and " NoTimestampType: -1 " in lines[1]
    assert lines[2].startswith("| offset: ") and lines[2].endswith("}")


def test_index_dump_lines():
    index = GOLDEN / "indexed-0" / "00000000000000005000.index"
    _code, out, _ = run("dump", str(index))
    expected = [f"offset: {e['offset']} position: {e['position']}"
                for e in read_jsonl(index.with_name(index.name + ".expected.jsonl"))]
    assert out.splitlines() == [f"Dumping {index}", *expected]


def test_verify_exit_statuses(tmp_path):
    assert run("verify", *(str(p) for p in GOLDEN.glob("*.log")), str(GOLDEN / "indexed-0"))[0] == 0
    damaged = tmp_path / "bad.log"
    damaged.write_bytes(flip((GOLDEN / "v2-none.log").read_bytes(), 30))
    code, out, err = run("verify", str(damaged))
    assert code == 1 and out.splitlines()[-1].startswith(f"FAIL {damaged}: 3 batches")
    assert "bad.log at byte 0" in err
    code, out, err = run("dump", str(damaged))  # the text dump too: isvalid: false, and the reason on stderr
    assert (code == 1 and " position: 0 " in out and " isvalid: false" in out
            and f"{damaged} at byte 0: batch is corrupt" in err)
    assert run("verify", str(tmp_path / "missing.log"))[0] == 2


def test_verify_checks_indexes_beside_a_log(tmp_path):
    segment = GOLDEN / "indexed-0" / "00000000000000005000"
    for suffix in (".log", ".index", ".timeindex"):
        (tmp_path / (segment.name + suffix)).write_bytes(segment.with_suffix(suffix).read_bytes())
    index = tmp_path / (segment.name + ".index")
    index.write_bytes(index.read_bytes()[:8] + b"\x00\x00\x00\x03\x00\x00\x00\x00" + index.read_bytes()[16:])
    code, out, _ = run("verify", str(tmp_path))
    assert code == 1 and "FAIL" in out


def test_module_entry_point_runs():
    result = subprocess.run([sys.executable, "-m", "pyspark_udfs", "dump", str(GOLDEN / "v2-lz4.log")],
                            capture_output=True, text=True)
    assert result.returncode == 0 and result.stdout.startswith("Dumping ")


def test_the_seeds_index_entry_disagrees_with_kafka_3_9():
    """Seed 003 shows `offset: 99 position: 0` for a batch ending at 102. Kafka 3.9 indexes a
    batch's last offset, and its --verify-index-only reports this entry; so do we."""
    index = GOLDEN / "seeds" / "topic_test-0" / "00000000000000000099.index"
    code, _out, err = run("dump", "--verify-index-only", str(index))
    assert code == 1 and "index offset: 99, log offset: 102" in err


def test_a_legacy_wrapper_that_does_not_decompress_keeps_its_batch_line(tmp_path):
    """The second gzip wrapper of v1-gzip with a byte of its deflate stream flipped and its CRC-32
    recomputed: the wrapper is reported with its own offset, then the error; the others in full."""
    data = (GOLDEN / "v1-gzip.log").read_bytes()
    starts = batch_starts(data)
    damaged = tmp_path / "v1-gzip.log"
    damaged.write_bytes(refresh_legacy_crc(flip(data, starts[1] + 60), starts[1]))
    kafka = read_jsonl(expected_path(GOLDEN / "v1-gzip.log"))
    wrapper = next(e for e in kafka if e["type"] == "batch" and e["position"] == starts[1])

    code, out, _ = run("dump", "--json", str(damaged))
    lines = [json.loads(line) for line in out.splitlines()]
    assert code == 1
    at = next(i for i, e in enumerate(lines) if e["type"] == "batch" and e["position"] == starts[1])
    assert lines[at]["crc_valid"] and lines[at]["base_offset"] == lines[at]["last_offset"] == wrapper["last_offset"]
    assert {k: lines[at + 1][k] for k in ("type", "position", "kind")} == {
        "type": "error", "position": starts[1], "kind": "compression"}
    others = lines[:at] + lines[at + 2:]
    kafka_others = [e for e in kafka if e.get("position") != starts[1] and
                    not (e["type"] == "record" and wrapper["base_offset"] <= e["offset"] <= wrapper["last_offset"])]
    assert len(others) == len(kafka_others)
    for mine, theirs in zip(others, kafka_others, strict=True):
        assert {k: mine[k] for k in theirs if k in mine} == {k: v for k, v in theirs.items() if k in mine}

    code, out, err = run("dump", "--deep-iteration", str(damaged))
    assert code == 1 and f"offset: {wrapper['last_offset']} position: {starts[1]} " in out
    assert f"{damaged} at byte {starts[1]}: gzip payload does not decompress" in err
    code, out, err = run("verify", str(damaged))
    assert code == 1 and out.startswith(f"FAIL {damaged}: {len(starts)} batches") and "does not decompress" in err
    code, out, _ = run("recover", str(damaged), "--output", str(tmp_path / "out"))
    # its CRC holds, but verify would fail the output: left out, reported lost
    assert code == 1 and out.startswith("Recovered") and f"  lost bytes {starts[1]}.." in out
    assert "gzip payload does not decompress" in out
    assert run("verify", str(next((tmp_path / "out").glob("*.log"))))[0] == 0


def test_missing_and_unreadable_paths_exit_2_and_the_rest_is_read(tmp_path):
    missing = tmp_path / "no-such.log"
    code, out, err = run("dump", str(missing), str(GOLDEN / "v2-none.log"))
    assert code == 2 and f"kafka-ksy: {missing}: no such file or directory" in err
    assert f"Dumping {GOLDEN / 'v2-none.log'}" in out
    assert run("dump", str(tmp_path / "no-such-file"))[0] == 2  # no suffix: not an "unknown file"
    assert run("verify", str(missing))[0] == 2
    assert run("recover", str(missing), "--output", str(tmp_path / "out"))[0] == 2
    empty = tmp_path / "empty-dir"
    empty.mkdir()
    assert run("verify", str(empty))[0] == 2
    notes = tmp_path / "notes.txt"
    notes.write_text("not a segment")
    assert run("dump", str(notes)) == (0, "", f"Ignoring unknown file {notes}\n")


def test_transaction_index_json():
    path = SAMPLES / "payments-tx-0" / "00000000000000000000.txnindex"
    code, out, _ = run("dump", "--json", str(path))
    entries = [json.loads(line) for line in out.splitlines()]
    assert code == 0 and entries
    text = run("dump", str(path))[1].splitlines()[1:]
    assert [f"version: 0 producerId: {e['producer_id']} firstOffset: {e['first_offset']} "
            f"lastOffset: {e['last_offset']} lastStableOffset: {e['last_stable_offset']}" for e in entries] == text
    assert all(set(e) == {"type", "file", "producer_id", "first_offset", "last_offset", "last_stable_offset"}
               and e["type"] == "aborted_txn" for e in entries)


def test_no_command_reads_a_legacy_wrappers_base_offset(monkeypatch):
    """The CLI takes a wrapper's first offset from its first record (or the wrapper's own offset), so its
    output cannot depend on ``LegacyBatch.base_offset``, which decompresses the wrapper to find it."""
    logs = [str(p) for p in sorted(GOLDEN.glob("v[01]-*.log")) if "-none" not in p.name]
    commands = [["dump", "--json"], ["dump", "--deep-iteration"], ["dump"], ["verify"]]
    before = [run(*command, *logs) for command in commands]

    def unreadable(batch):
        raise AssertionError("LegacyBatch.base_offset read")
    monkeypatch.setattr(LegacyBatch, "base_offset", property(unreadable))
    assert [run(*command, *logs) for command in commands] == before
    assert all(code == 0 for code, _, _ in before)
