"""``kafka-ksy dump`` of Kafka's internal topics: decoder options, directory auto-pick, JSON, errors."""
from __future__ import annotations

import io
import json
import shutil

from pyspark_udfs.cli import main
from tests.conftest import GOLDEN, read_jsonl

INTERNAL = GOLDEN / "internal"


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(list(argv), out=out, err=err)
    return code, out.getvalue(), err.getvalue()


def record_lines(out: str) -> list[str]:
    return [line for line in out.splitlines() if line.startswith("| offset:")]


def test_kraft_control_records_print_as_kafka_43_prints_them():
    """A LEADER_CHANGE at version 1, which Kafka 4.3 cannot read (it reads version 0), prints the JSON of the
    version it carries."""
    code, out, err = run("dump", "--deep-iteration", str(INTERNAL / "kraft-control.log"))
    assert code == 0, err
    expected = read_jsonl(INTERNAL / "kraft-control.values.jsonl")
    lines = record_lines(out)
    assert len(lines) == len(expected)
    for line, record in zip(lines, expected, strict=True):
        suffix = record["dls_control"] or f" LeaderChange: {record['json']}"
        assert line.endswith(f"headerKeys: []{suffix}"), line


def test_offsets_decoder_prints_kafkas_lines():
    code, out, err = run("dump", "--offsets-decoder", str(INTERNAL / "consumer-offsets.log"))
    assert code == 0, err
    expected = read_jsonl(INTERNAL / "consumer-offsets.values.jsonl")
    lines = record_lines(out)
    assert len(lines) == len(expected)
    for line, record in zip(lines, expected, strict=True):
        if record["dls_key"] is not None:  # DumpLogSegmentsTest's own expectations
            assert line.endswith(f" key: {record['dls_key']} payload: {record['dls_value']}"), line
        payload = "<DELETE>" if record["value"] is None else \
            f'{{"version":"{record["value_version"]}","data":{record["value_printed"]}}}'
        assert line.endswith(f" payload: {payload}"), line  # e.g. 4.4's StreamsGroupMetadataValue tags 2 and 3


def test_transaction_log_decoder_prints_kafka_44s_lines(tmp_path):
    """Kafka 4.4's DumpLogSegments prints a transaction's state by name (``"transactionStatus":"Empty"``; a number no
    state has as text): DumpLogSegmentsTest's lines exactly, and every record's payload as the fixture's
    value_printed; ``dump --json`` keeps the converter's number in ``data`` and the name in ``state``."""
    code, out, err = run("dump", "--transaction-log-decoder", str(INTERNAL / "transaction-state.log"))
    assert code == 0, err
    expected = read_jsonl(INTERNAL / "transaction-state.values.jsonl")
    lines = record_lines(out)
    assert len(lines) == len(expected)
    assert sum(record["dls_key"] is not None for record in expected) == 3
    for line, record in zip(lines, expected, strict=True):
        if record["dls_key"] is not None:  # DumpLogSegmentsTest's own expectations
            assert line.endswith(f" key: {record['dls_key']} payload: {record['dls_value']}"), line
        payload = "<DELETE>" if record["value"] is None else \
            f'{{"version":"{record["value_version"]}","data":{record["value_printed"]}}}'
        assert line.endswith(f" payload: {payload}"), line
    assert any('"transactionStatus":"-56"' in line for line in lines)
    directory = tmp_path / "__transaction_state-0"
    directory.mkdir()
    shutil.copy(INTERNAL / "transaction-state.log", directory / "00000000000000000000.log")
    code, out, _ = run("dump", "--json", str(directory))
    values = [o["decoded"]["value"] for o in map(json.loads, out.splitlines()) if o["type"] == "record"]
    assert code == 0 and len(values) == len(expected)
    for value, record in zip(values, expected, strict=True):
        if record["value"] is not None:
            assert value["data"] == json.loads(record["value_data"])
            status = json.loads(record["value_printed"])["transactionStatus"]
            assert value["state"] == (None if status.lstrip("-").isdigit() else status)


def test_decoder_is_picked_from_the_partition_directory(tmp_path):
    directory = tmp_path / "__transaction_state-3"
    directory.mkdir()
    shutil.copy(INTERNAL / "transaction-state.log", directory / "00000000000000000000.log")
    _, plain, _ = run("dump", "--print-data-log", str(directory / "00000000000000000000.log"))
    _, asked, _ = run("dump", "--transaction-log-decoder", str(INTERNAL / "transaction-state.log"))
    assert record_lines(plain) == record_lines(asked)
    assert ('key: {"type":"0","data":{"transactionalId":"tx-Ongoing"}} payload: {"version":"1","data":'
            '{"producerId":2001,') in plain


def test_json_dump_adds_decoded_key_and_value(tmp_path):
    directory = tmp_path / "__consumer_offsets-0"
    directory.mkdir()
    shutil.copy(INTERNAL / "consumer-offsets.log", directory / "00000000000000000000.log")
    code, out, _ = run("dump", "--json", str(directory))
    assert code == 0
    records = [o for o in map(json.loads, out.splitlines()) if o["type"] == "record"]
    expected = read_jsonl(INTERNAL / "consumer-offsets.values.jsonl")
    assert len(records) == len(expected)
    for record, wanted in zip(records, expected, strict=True):
        decoded = record["decoded"]
        assert decoded["decoder"] == "offsets" and decoded["key"]["type"] == wanted["key_type"]
        assert decoded["key"]["data"] == json.loads(wanted["key_data"])
        if wanted["value"] is None:
            assert decoded["value"] is None and record["value"] is None
        else:
            assert decoded["value"]["data"] == json.loads(wanted["value_printed"])
        assert record["key"] == wanted["key"]  # the raw bytes stay


def test_undecodable_value_is_an_error_line_not_a_traceback(tmp_path):
    """A value that does not decode is reported with file and position; the dump goes on."""
    log = tmp_path / "offsets.log"
    data = bytearray((INTERNAL / "transaction-state.log").read_bytes())
    log.write_bytes(bytes(data))
    code, out, err = run("dump", "--offsets-decoder", str(log))  # the wrong decoder for these records
    assert code == 1
    assert err.count(f"{log} at byte ") >= 1 and "Traceback" not in err
    assert len(record_lines(out)) == len(read_jsonl(INTERNAL / "transaction-state.values.jsonl"))
    code, out, _ = run("dump", "--json", "--offsets-decoder", str(log))
    errors = [o for o in map(json.loads, out.splitlines()) if o["type"] == "error"]
    assert code == 1 and errors and all(e["file"] == str(log) and e["position"] is not None for e in errors)


def test_producer_snapshot_dumps_as_dump_log_segments_does():
    expected = read_jsonl(INTERNAL / "producer-snapshots.jsonl")[1]
    path = INTERNAL / expected["file"]
    code, out, err = run("dump", str(path))
    assert code == 0, err
    assert out.splitlines() == [f"Dumping {path}", *expected["dls"]]
    code, out, _ = run("dump", "--json", str(path))
    entries = [json.loads(line) for line in out.splitlines()]
    assert code == 0 and [e["producer_id"] for e in entries] == [1000, 2000, 3001, 4000, 3000000000]
    assert entries[1]["current_txn_first_offset"] == 118 and entries[1]["file"] == str(path)


def test_corrupt_producer_snapshot_is_a_problem(tmp_path):
    path = tmp_path / "00000000000000000010.snapshot"
    data = bytearray((INTERNAL / "00000000000000001129.snapshot").read_bytes())
    data[-1] ^= 0xFF
    path.write_bytes(bytes(data))
    code, out, err = run("dump", str(path))
    assert code == 1 and out.splitlines() == [f"Dumping {path}"]
    assert f"{path} at byte 6: snapshot is corrupt" in err


def test_no_decoding_unless_keys_and_values_are_shown(tmp_path):
    """In a __consumer_offsets-N directory, --deep-iteration alone prints no payload and decodes nothing."""
    directory = tmp_path / "__consumer_offsets-0"
    directory.mkdir()
    shutil.copy(INTERNAL / "transaction-state.log", directory / "00000000000000000000.log")  # not offsets records
    code, out, err = run("dump", "--deep-iteration", str(directory / "00000000000000000000.log"))
    assert code == 0 and err == "" and " payload: " not in out
    assert run("dump", "--print-data-log", str(directory / "00000000000000000000.log"))[0] == 1


def test_verify_checks_producer_snapshots(tmp_path):
    good = INTERNAL / "00000000000000001129.snapshot"
    code, out, _ = run("verify", str(good))
    assert code == 0 and out.splitlines() == [f"OK {good}: 5 producers, 0 problems"]
    bad = tmp_path / "00000000000000000005.snapshot"
    data = bytearray(good.read_bytes())
    data[12] ^= 4
    bad.write_bytes(bytes(data))
    code, out, err = run("verify", str(tmp_path))
    assert code == 1 and out.splitlines() == [f"FAIL {bad}: 0 producers, 1 problem"]
    assert f"{bad} at byte 6: snapshot is corrupt" in err
