"""``kafka-ksy export``: files that read back as ``read_table``'s rows, resumable, damage as in Spark.

What the files must hold is what ``read_table`` gives for the same paths and options (its rows are
checked against EXPECTED.json and Kafka-written fixtures elsewhere); the counts here come from
EXPECTED.json.
"""
from __future__ import annotations

import base64
import io
import json
import os
import shutil
import signal
import subprocess
import sys
import time
from datetime import datetime, timezone
from pathlib import Path

import pyarrow as pa
import pyarrow.dataset as ds
import pyarrow.ipc
import pyarrow.parquet as pq
import pytest

from pyspark_udfs import export, read_table
from pyspark_udfs.cli import main
from pyspark_udfs.tables.schema import arrow_schema
from tests.conftest import ROOT, SAMPLES
from tests.support.damage import batch_starts, flip

EXPECTED = json.loads((SAMPLES / "EXPECTED.json").read_text())
SEGMENTS = sorted(SAMPLES.rglob("*.log"))
ORDER = ["topic", "partition", "offset"]


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(list(argv), out=out, err=err)
    return code, out.getvalue(), err.getvalue()


def read_back(output: Path, format_name: str) -> pa.Table:
    """Every file of an export (those its manifest lists), as one table."""
    manifest = json.loads((output / export.MANIFEST).read_text())
    tables = [read_file(output / name, format_name) for name in sorted(manifest["files"])]
    return pa.concat_tables(tables) if tables else arrow_schema().empty_table()


def read_file(path: Path, format_name: str) -> pa.Table:
    if format_name == "parquet":
        return pq.read_table(path)
    if format_name == "arrow":
        with pa.ipc.open_file(path) as reader:
            return reader.read_all()
    rows = []
    for line in path.read_text().splitlines():
        row = json.loads(line)
        for name in ("key", "value"):
            row[name] = None if row[name] is None else base64.b64decode(row[name])
        if row["timestamp"] is not None:
            row["timestamp"] = datetime.fromtimestamp(row["timestamp"] / 1000, tz=timezone.utc)
        if row["headers"] is not None:
            row["headers"] = [{"key": k, "value": None if v is None else base64.b64decode(v)}
                              for k, v in row["headers"]]
        rows.append(row)
    return pa.Table.from_pylist(rows, schema=arrow_schema())


def same_rows(a: pa.Table, b: pa.Table) -> bool:
    return a.sort_by([(c, "ascending") for c in ORDER]).equals(b.sort_by([(c, "ascending") for c in ORDER]))


@pytest.mark.parametrize("format_name", ["parquet", "arrow", "jsonl"])
def test_the_files_hold_read_tables_rows(format_name, tmp_path):
    output = tmp_path / "out"
    code, out, err = run("export", str(SAMPLES), "--output", str(output), "--format", format_name)
    assert (code, err) == (0, "")
    rows = EXPECTED["total_records"]
    assert out == f"Exported {len(SEGMENTS)} segments ({rows} rows, 0 damaged ranges) to {output}\n"
    suffix = {"parquet": ".parquet", "arrow": ".arrow", "jsonl": ".jsonl"}[format_name]
    expected_files = {f"{log.parent.name}/{log.stem}{suffix}" for log in SEGMENTS}
    assert {str(p.relative_to(output)) for p in output.rglob(f"*{suffix}")} == expected_files
    manifest = json.loads((output / export.MANIFEST).read_text())
    assert set(manifest["files"]) == expected_files
    table = read_back(output, format_name)
    assert table.num_rows == EXPECTED["total_records"]
    assert same_rows(table, read_table(str(SAMPLES)))


def test_one_file_per_segment_in_offset_order(tmp_path):
    """A partition's files, in name order, hold its rows in offset order: each file's rows are its segment's."""
    run("export", str(SAMPLES / "orders-0"), "--output", str(tmp_path))
    files = sorted((tmp_path / "orders-0").glob("*.parquet"))
    assert [f.stem for f in files] == [log.stem for log in sorted((SAMPLES / "orders-0").glob("*.log"))]
    offsets = [o for f in files for o in pq.read_table(f).column("offset").to_pylist()]
    [orders] = [p for p in EXPECTED["partitions"] if (p["topic"], p["partition"]) == ("orders", 0)]
    assert offsets == list(range(orders["first_offset"], orders["last_offset"] + 1))
    for f in files:
        assert set(pq.read_table(f).column("file").to_pylist()) == {str(SAMPLES / "orders-0" / f"{f.stem}.log")}


def test_hive_layout_reads_back_as_a_partitioned_dataset(tmp_path):
    code, _, _ = run("export", str(SAMPLES), "--output", str(tmp_path), "--hive")
    assert code == 0
    assert (tmp_path / "topic=orders" / "partition=2" / "00000000000000000000.parquet").is_file()
    dataset = ds.dataset(tmp_path, format="parquet", partitioning="hive", exclude_invalid_files=True)
    table = dataset.to_table(columns=arrow_schema().names)
    assert same_rows(table, read_table(str(SAMPLES)))
    counts = dataset.to_table(filter=ds.field("topic") == "web.clicks").num_rows
    assert counts == sum(p["records"] for p in EXPECTED["partitions"] if p["topic"] == "web.clicks")


@pytest.mark.parametrize("flags, options", [
    (["--isolation-level", "read_committed"], {"isolation_level": "read_committed"}),
    (["--include-control", "--starting-offset", "30", "--ending-offset", "62"],
     {"include_control": True, "starting_offset": 30, "ending_offset": 62}),
    (["--starting-timestamp", "2023-11-14T22:30:00Z", "--max-records-per-batch", "3"],
     {"starting_timestamp": "2023-11-14T22:30:00Z"}),
])
def test_the_reader_options_as_flags(flags, options, tmp_path):
    source = str(SAMPLES / "payments-tx-0")
    code, _, _ = run("export", source, "--output", str(tmp_path), "--format", "arrow", *flags)
    assert code == 0
    expected = read_table(source, **options)
    assert 0 < expected.num_rows < read_table(source, include_control=True).num_rows
    assert same_rows(read_back(tmp_path, "arrow"), expected)
    if "isolation_level" in options:
        [payments] = [p for p in EXPECTED["partitions"] if p["topic"] == "payments-tx"]
        assert expected.num_rows == payments["read_committed_records"]


def test_a_lone_segment_and_the_topic_flags(tmp_path):
    """A segment outside a partition directory goes under its directory's name; --topic/--partition name it."""
    lone = tmp_path / "loose" / "00000000000000000000.log"
    lone.parent.mkdir()
    shutil.copy(SAMPLES / "orders-1" / "00000000000000000000.log", lone)
    assert run("export", str(lone), "--output", str(tmp_path / "a"))[0] == 0
    assert pq.read_table(tmp_path / "a" / "loose" / "00000000000000000000.parquet").column("topic").null_count > 0
    assert run("export", str(lone), "--output", str(tmp_path / "b"), "--topic", "orders", "--partition", "1")[0] == 0
    table = pq.read_table(tmp_path / "b" / "orders-1" / "00000000000000000000.parquet")
    assert set(table.column("topic").to_pylist()) == {"orders"} and set(table.column("partition").to_pylist()) == {1}


# -- resuming ---------------------------------------------------------------------------------------------------------

class Interrupt:
    """A writer that stops the export (Ctrl-C) in the middle of its ``at``-th file."""

    def __init__(self, monkeypatch, at: int):
        self.files = 0
        real = export.open_writer

        def open_writer(format_name, sink, schema):
            self.files += 1
            writer = real(format_name, sink, schema)
            if self.files == at:
                def write(batch):
                    sink.write(b"half a file")
                    raise KeyboardInterrupt
                writer.write = write
            return writer
        monkeypatch.setattr(export, "open_writer", open_writer)


def test_an_interrupted_export_resumes_where_it_stopped(tmp_path, monkeypatch):
    output = tmp_path / "out"
    Interrupt(monkeypatch, at=4)
    code, out, err = run("export", str(SAMPLES), "--output", str(output))
    assert code == 130 and out == "" and err == "kafka-ksy: interrupted; run the same command again to resume\n"
    done = json.loads((output / export.MANIFEST).read_text())["files"]
    written = sorted(output.rglob("*.parquet"))
    assert len(done) == 3 and sorted(str(p.relative_to(output)) for p in written) == sorted(done)
    assert not [p for p in output.rglob("*") if p.name.endswith(".partial")]  # the half-written file is gone
    stamps = {p: p.stat().st_mtime_ns for p in written}
    monkeypatch.undo()

    code, out, _ = run("export", str(SAMPLES), "--output", str(output))
    assert code == 0 and out.endswith("; 3 segments already there\n")
    assert out.startswith(f"Exported {len(SEGMENTS) - 3} segments")
    assert {p: p.stat().st_mtime_ns for p in written} == stamps  # skipped, not written again
    assert same_rows(read_back(output, "parquet"), read_table(str(SAMPLES)))
    assert run("export", str(SAMPLES), "--output", str(output))[1].startswith("Exported 0 segments (0 rows")


def test_an_export_killed_mid_way_resumes(tmp_path):
    """SIGKILL while the files are written (no chance to clean up): the rerun finishes the job, and the
    result is the uninterrupted export's."""
    output = tmp_path / "out"
    command = [sys.executable, "-m", "pyspark_udfs", "export", str(SAMPLES), "--output", str(output),
               "--max-records-per-batch", "1"]  # a row group per row: slow enough to be killed in the middle
    process = subprocess.Popen(command, env=dict(os.environ, PYTHONPATH=str(ROOT)), stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
    manifest = output / export.MANIFEST
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and process.poll() is None and not manifest.exists():
        time.sleep(0.01)
    assert process.poll() is None, "the export ended before it could be killed"
    process.send_signal(signal.SIGKILL)
    process.wait()
    done = json.loads(manifest.read_text())["files"]
    assert 0 < len(done) < len(SEGMENTS)
    code, out, _ = run("export", str(SAMPLES), "--output", str(output), "--max-records-per-batch", "1000")
    assert code == 0 and f"; {len(done)} segment" in out
    assert not [p for p in output.rglob("*") if p.name.endswith(".partial")]
    assert same_rows(read_back(output, "parquet"), read_table(str(SAMPLES)))


def test_a_file_the_manifest_does_not_list_is_written_again(tmp_path):
    """An object left by a failed upload, or a file put there by hand, is not taken as done."""
    output = tmp_path / "out"
    run("export", str(SAMPLES / "orders-2"), "--output", str(output))
    manifest = json.loads((output / export.MANIFEST).read_text())
    [name] = manifest["files"]
    del manifest["files"][name]
    (output / export.MANIFEST).write_text(json.dumps(manifest))
    (output / name).write_bytes(b"not parquet")
    code, out, _ = run("export", str(SAMPLES / "orders-2"), "--output", str(output))
    assert code == 0 and out.startswith("Exported 1 segment (")
    assert same_rows(pq.read_table(output / name), read_table(str(SAMPLES / "orders-2")))


def test_a_segment_that_grew_is_written_again(tmp_path):
    """Kafka's active segment grows between two runs: its file is written again, the others are kept."""
    source = tmp_path / "data" / "orders-0"
    shutil.copytree(SAMPLES / "orders-0", source)
    output = tmp_path / "out"
    run("export", str(source.parent), "--output", str(output))
    active = source / "00000000000000001129.log"
    data = active.read_bytes()
    first_batch = data[:batch_starts(data)[1]]
    with open(active, "ab") as grown:  # the same batch again: a batch at lower offsets, read and reported
        grown.write(first_batch)
    code, out, err = run("export", str(source.parent), "--output", str(output))
    assert code == 1 and out.startswith("Exported 1 segment (") and out.endswith("; 2 segments already there\n")
    assert f"{active} at byte {len(data)}: batch offsets 1129.." in err and "go backwards" in err
    assert same_rows(read_back(output, "parquet"), read_table(str(source.parent)))


def test_other_settings_are_refused_rather_than_mixed(tmp_path):
    run("export", str(SAMPLES / "orders-2"), "--output", str(tmp_path))
    code, out, err = run("export", str(SAMPLES / "orders-2"), "--output", str(tmp_path), "--starting-offset", "5")
    assert code == 2 and out == ""
    assert err.startswith(f"kafka-ksy: {tmp_path / export.MANIFEST}: the output holds an export with other settings")
    assert "starting_offset" in err and "Traceback" not in err


# -- damage -----------------------------------------------------------------------------------------------------------

@pytest.fixture
def damaged(tmp_path) -> tuple[Path, Path, int]:
    """A data directory of two partitions; the third batch of orders-0's second segment has a flipped byte."""
    data = tmp_path / "data"
    for name in ("orders-0", "orders-2"):
        shutil.copytree(SAMPLES / name, data / name)
    log = data / "orders-0" / "00000000000000000579.log"
    content = log.read_bytes()
    third = batch_starts(content)[2]
    log.write_bytes(flip(content, third + 70))
    return data, log, third


def test_permissive_writes_the_damage_as_a_row_and_reports_it(damaged, tmp_path):
    data, log, position = damaged
    code, out, err = run("export", str(data), "--output", str(tmp_path / "out"))
    [line] = err.splitlines()
    assert code == 1 and line.startswith(f"{log} at byte {position}: ") and "crc" in line
    assert "1 damaged range" in out
    table = read_back(tmp_path / "out", "parquet")
    corrupt = table.filter(pa.compute.is_valid(table.column("_corrupt_record")))
    assert corrupt.column("_corrupt_record").to_pylist() == [line]
    assert corrupt.column("position").to_pylist() == [position]
    assert same_rows(table, read_table(str(data)))


def test_dropmalformed_leaves_the_damage_out(damaged, tmp_path):
    data, _, _ = damaged
    code, out, err = run("export", str(data), "--output", str(tmp_path / "out"), "--mode", "dropmalformed")
    assert (code, err) == (1, "") and "0 damaged ranges, 1 problem left out) to" in out  # counted, not hidden
    table = read_back(tmp_path / "out", "parquet")
    assert table.column("_corrupt_record").null_count == table.num_rows
    assert same_rows(table, read_table(str(data), mode="DROPMALFORMED"))


def test_failfast_stops_naming_file_and_byte(damaged, tmp_path):
    data, log, position = damaged
    output = tmp_path / "out"
    code, out, err = run("export", str(data), "--output", str(output), "--mode", "FAILFAST")
    assert code == 2 and out == ""
    assert err.startswith(f"kafka-ksy: {log} at byte {position}: ") and "FAILFAST: export stopped" in err
    assert len(err.splitlines()) == 1 and "Traceback" not in err
    # the segment before is written and recorded; nothing after
    assert list(json.loads((output / export.MANIFEST).read_text())["files"]) == \
        ["orders-0/00000000000000000000.parquet"]
    assert [p.relative_to(output) for p in output.rglob("*.parquet")] == [Path("orders-0/00000000000000000000.parquet")]
    assert not [p for p in output.rglob("*") if ".partial" in p.name]


@pytest.mark.parametrize("argv, message", [
    (["export", "/no/such/dir", "--output", "OUT"], "kafka-ksy: Path does not exist: /no/such/dir"),
    (["export", "SAMPLE", "--output", "FILE"], "cannot be written"),
])
def test_bad_inputs_and_outputs_are_one_line_and_status_2(argv, message, tmp_path):
    (tmp_path / "file").write_text("a file, not a directory")
    names = {"OUT": str(tmp_path / "out"), "FILE": str(tmp_path / "file"), "SAMPLE": str(SAMPLES / "orders-2")}
    code, _out, err = run(*[names.get(a, a) for a in argv])
    assert code == 2 and message in err and len(err.splitlines()) == 1 and "Traceback" not in err


@pytest.mark.parametrize("garbage", [b"", b"\x00" * 100, bytes(range(256)) * 64, b"\xff" * 61])
def test_garbage_segments_become_damage_rows(garbage, tmp_path):
    log = tmp_path / "t-0" / "00000000000000000000.log"
    log.parent.mkdir()
    log.write_bytes(garbage)
    code, _out, err = run("export", str(log), "--output", str(tmp_path / "out"), "--format", "jsonl")
    assert code == (1 if garbage else 0) and "Traceback" not in err
    rows = read_back(tmp_path / "out", "jsonl")
    assert rows.column("_corrupt_record").to_pylist() == err.splitlines()
    assert (rows.num_rows > 0) == bool(garbage)


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_a_progress_bar_on_a_terminal_only(tmp_path):
    err = Terminal()
    assert main(["export", str(SAMPLES / "orders-0"), "--output", str(tmp_path / "a")], out=io.StringIO(), err=err) == 0
    assert "\r" in err.getvalue() and "100%" in err.getvalue() and err.getvalue().endswith("\r")
    code, _, plain_err = run("export", str(SAMPLES / "orders-0"), "--output", str(tmp_path / "b"))
    assert (code, plain_err) == (0, "")


def test_without_pyarrow_a_clear_message(tmp_path):
    program = ("import sys; sys.modules['pyarrow'] = None\n"
               "from pyspark_udfs.cli import main\n"
               f"sys.exit(main(['export', {str(SAMPLES / 'orders-2')!r}, '--output', {str(tmp_path)!r}]))")
    result = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True,
                            env=dict(os.environ, PYTHONPATH=str(ROOT)), timeout=120)
    assert (result.returncode, result.stdout) == (2, "")
    assert result.stderr == "kafka-ksy: the export command needs pyarrow: pip install 'kafka-ksy[arrow]'\n"


def test_an_output_whose_manifest_is_not_one_is_refused(tmp_path):
    (tmp_path / export.MANIFEST).write_text("{not json")
    code, out, err = run("export", str(SAMPLES / "orders-2"), "--output", str(tmp_path))
    assert (code, out) == (2, "") and err.startswith(f"kafka-ksy: {tmp_path / export.MANIFEST}: not an export manifest")
    assert len(err.splitlines()) == 1 and not list(tmp_path.rglob("*.parquet"))


def test_a_damaged_batch_that_claims_control_is_exported_as_damage(tmp_path):
    """The first batch of orders-0 with its control bit flipped (its CRC then fails): a damaged range, not
    13 records gone without a word; DROPMALFORMED counts what it left out (docs/robustness.md)."""
    source = tmp_path / "data" / "orders-0"
    shutil.copytree(SAMPLES / "orders-0", source)
    log = source / "00000000000000000000.log"
    data = bytearray(log.read_bytes())
    data[22] ^= 0x20  # attributes' low byte: bit 5, control
    log.write_bytes(bytes(data))
    code, out, err = run("export", str(source.parent), "--output", str(tmp_path / "out"))
    [line] = err.splitlines()
    assert code == 1 and line.startswith(f"{log} at byte 0: batch is corrupt") and "1 damaged range" in out
    code, out, err = run("export", str(source.parent), "--output", str(tmp_path / "dropped"), "--mode", "DROPMALFORMED")
    assert code == 1 and "(1214 rows, 0 damaged ranges, 1 problem left out)" in out  # 1227 - its 13 records
