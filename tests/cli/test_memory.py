"""Peak memory of every command against the size of the batch it reads: at most 1.5 times the
decompressed batch above what the same command takes over a small segment.

Each command runs in a fresh interpreter that reports its own peak resident size (VmHWM; the
``ru_maxrss`` of a child would carry this process's size across the fork). Inputs are built here
(``tests/support/batches.py``): batches of millions of tiny records and of a few records of many
megabytes under every codec, a batch that is one record of 96 MiB, and a gzip bomb. Before
these bounds, a batch of tiny records cost some 25 times its decompressed size, a few big
records twice to three times, one huge record twice (Python build) to five times (C++ build,
recover), a refused bomb twice the decompression limit.

The Spark task's read of a split (``TableScan.read``, what the ``kafka-log`` source runs in a
Python worker) is held to the same bound over the batches of big records.
"""
from __future__ import annotations

import io
import os
import random
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from pyspark_udfs.builds import backend
from pyspark_udfs.cli import dump_segments, jsonl
from pyspark_udfs.format.model import ControlInfo, Record
from tests.conftest import GOLDEN, ROOT
from tests.support.batches import batch, big_record, compress, gzip_bomb, tiny_records, v1_message

MiB = 1 << 20
SLACK = 24 * MiB
"""Allowance over the small segment's run for what differs between two runs of a command
(allocator arenas, the codec libraries' own buffers)."""
NATIVE = ["native"] if backend.native_backend() is not None else []
TINY = 1_000_000
BIG = (12, 8 * MiB)  # records, bytes each
HUGE = 96 * MiB
UNCOMPRESSED = ["--max-batch-bytes", "128m"]
"""What an uncompressed batch of one huge record needs to be read at all."""

MEASURE = """
    import os, sys
    from pyspark_udfs.cli import main
    with open(os.devnull, "w") as out:
        status = main(sys.argv[1:], out=out, err=out)
    peak = next(line.split()[1] for line in open("/proc/self/status") if line.startswith("VmHWM:"))
    print(status, int(peak) * 1024)
"""


def peak(args: list[str], choice: str) -> tuple[int, int]:
    """Exit status and peak resident bytes of ``kafka-ksy ARGS`` in its own interpreter."""
    env = dict(os.environ, KAFKA_KSY_BACKEND=choice, PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "-c", textwrap.dedent(MEASURE), *args], cwd=ROOT, env=env,
                         capture_output=True, text=True, check=True, timeout=600)
    status, hwm = out.stdout.split()
    return int(status), int(hwm)


def segment(directory: Path, name: str, data: bytes) -> Path:
    path = directory / name / "00000000000000000000.log"
    path.parent.mkdir(parents=True)
    path.write_bytes(data)
    return path


@pytest.fixture(scope="module")
def inputs(tmp_path_factory) -> dict[str, tuple[Path, int]]:
    """name -> (segment, decompressed size of its batch)."""
    root = tmp_path_factory.mktemp("memory")
    out = {"small": (segment(root, "small", (GOLDEN / "v2-zstd.log").read_bytes()), 0)}
    tiny = tiny_records(TINY)
    for codec in ("zstd", "gzip", "lz4", "snappy"):
        out[f"tiny-{codec}"] = (segment(root, f"tiny-{codec}", batch(tiny, TINY, codec)), len(tiny))
    count, size = BIG
    rng = random.Random(7)
    big = b"".join(big_record(i, rng.randbytes(4096) * (size // 4096)) for i in range(count))
    for codec in ("zstd", "gzip", "lz4", "snappy"):
        out[f"big-{codec}"] = (segment(root, f"big-{codec}", batch(big, count, codec)), len(big))
    huge = big_record(0, rng.randbytes(4096) * (HUGE // 4096))
    for codec in ("zstd", "gzip", "none"):
        out[f"huge-{codec}"] = (segment(root, f"huge-{codec}", batch(huge, 1, codec)), len(huge))
    inner = v1_message(0, rng.randbytes(4096) * (HUGE // 4096))
    out["huge-legacy"] = (segment(root, "huge-legacy", v1_message(0, inner, "gzip")), len(inner))
    out["huge-legacy-none"] = (segment(root, "huge-legacy-none", inner), len(inner))
    member = gzip_bomb(32 * MiB)
    out["bomb"] = (segment(root, "bomb", batch(b"", 1, "gzip", payload=member * 4)), 128 * MiB)
    return out


def command(name: str, path: Path, tmp: Path) -> list[str]:
    if name == "recover":
        return ["recover", str(path), "--output", str(tmp / f"recovered-{path.parent.name}")]
    if name == "describe":
        return ["describe", str(path.parent)]
    return [*name.split(), str(path)]


BASELINES: dict[tuple, int] = {}
"""Peak of a command over the small segment, by (command, backend, options)."""


def check(name: str, inputs, what: str, choice: str, tmp: Path, limit: int | None = None,
          options: tuple[str, ...] = ()) -> None:
    extra = [*options] + ([] if limit is None else ["--decompression-limit", str(limit)])
    path, decompressed = inputs[what]
    key = (name, choice, tuple(extra))
    if key not in BASELINES:
        BASELINES[key] = peak(command(name, inputs["small"][0], tmp) + extra, choice)[1]
    baseline = BASELINES[key]
    status, got = peak(command(name, path, tmp) + extra, choice)
    held = decompressed if limit is None else limit
    assert got <= baseline + 1.5 * held + SLACK, (
        f"{name} {what} ({choice}): peak {got / MiB:.0f} MiB, {baseline / MiB:.0f} MiB over a small segment, "
        f"batch {held / MiB:.0f} MiB decompressed")
    assert status in (0, 1)


@pytest.mark.parametrize("choice", NATIVE)
@pytest.mark.parametrize("codec", ["zstd", "gzip", "lz4", "snappy"])
def test_verify_of_millions_of_tiny_records(inputs, codec, choice, tmp_path):
    check("verify", inputs, f"tiny-{codec}", choice, tmp_path)


@pytest.mark.parametrize("choice", NATIVE)
@pytest.mark.parametrize("name", ["dump --json", "dump --deep-iteration", "dump", "recover", "describe"])
def test_every_command_over_millions_of_tiny_records(inputs, name, choice, tmp_path):
    check(name, inputs, "tiny-zstd", choice, tmp_path)


@pytest.mark.parametrize("choice", NATIVE)
@pytest.mark.parametrize("codec", ["zstd", "gzip", "lz4", "snappy"])
@pytest.mark.parametrize("name", ["verify", "dump --json", "dump --deep-iteration --print-data-log"])
def test_a_few_records_of_many_megabytes(inputs, codec, name, choice, tmp_path):
    check(name, inputs, f"big-{codec}", choice, tmp_path)


@pytest.mark.parametrize("codec", ["zstd", "snappy"])
@pytest.mark.parametrize("name", ["verify", "dump --json"])
def test_a_few_records_of_many_megabytes_with_the_python_build(inputs, codec, name, tmp_path):
    check(name, inputs, f"big-{codec}", "python", tmp_path)


@pytest.mark.parametrize("choice", [*NATIVE, "python"])
@pytest.mark.parametrize("codec", ["zstd", "gzip"])
@pytest.mark.parametrize("name", ["verify", "dump", "dump --json", "dump --deep-iteration --print-data-log",
                                  "recover", "describe"])
def test_one_record_of_96_mib_alone_in_its_batch(inputs, name, codec, choice, tmp_path):
    """The record's value is never copied: the commands read it where decompression put it."""
    check(name, inputs, f"huge-{codec}", choice, tmp_path)


@pytest.mark.parametrize("choice", [*NATIVE, "python"])
@pytest.mark.parametrize("name", ["verify", "dump --json", "recover"])
def test_one_uncompressed_record_of_96_mib(inputs, name, choice, tmp_path):
    """Read where the read buffer holds it (recover once copied the whole batch twice more)."""
    check(name, inputs, "huge-none", choice, tmp_path, options=tuple(UNCOMPRESSED))


@pytest.mark.parametrize("choice", [*NATIVE, "python"])
@pytest.mark.parametrize("what", ["huge-legacy", "huge-legacy-none"])
@pytest.mark.parametrize("name", ["verify", "dump --json", "dump --deep-iteration --print-data-log", "recover"])
def test_one_legacy_message_of_96_mib(inputs, name, what, choice, tmp_path):
    """In a gzip wrapper, and on its own (magic 1)."""
    check(name, inputs, what, choice, tmp_path, options=tuple(UNCOMPRESSED) if what.endswith("none") else ())


READ_SPLITS = """
    import os, sys
    from pyspark_udfs.tables.reader import TableScan
    scan = TableScan({"path": sys.argv[1]})
    rows = 0
    for split in scan.splits():
        for batch in scan.read(split):  # as the kafka-log source's reader gives them to Spark
            rows += batch.num_rows
            del batch
    peak = next(line.split()[1] for line in open("/proc/self/status") if line.startswith("VmHWM:"))
    print(rows, int(peak) * 1024)
"""


def task_peak(path: Path, choice: str) -> tuple[int, int]:
    """Rows and peak resident bytes of reading ``path`` as the Spark task does, in its own interpreter."""
    env = dict(os.environ, KAFKA_KSY_BACKEND=choice, PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "-c", textwrap.dedent(READ_SPLITS), str(path)], cwd=ROOT, env=env,
                         capture_output=True, text=True, check=True, timeout=600)
    rows, hwm = out.stdout.split()
    return int(rows), int(hwm)


@pytest.mark.parametrize("choice", [*NATIVE, "python"])
@pytest.mark.parametrize("what, rows", [("huge-zstd", 1), ("big-zstd", BIG[0])])
def test_the_spark_task_over_big_records(inputs, what, rows, choice):
    """A record of 1 MiB or more goes to Spark in a record batch of its own whose value column
    shares the decompressed batch (before: 2 to 3 times the batch)."""
    key = ("spark task", choice, ())
    if key not in BASELINES:
        BASELINES[key] = task_peak(inputs["small"][0], choice)[1]
    path, decompressed = inputs[what]
    got_rows, got = task_peak(path.parent, choice)
    assert got_rows == rows
    assert got <= BASELINES[key] + 1.5 * decompressed + SLACK, (
        f"spark task {what} ({choice}): peak {got / MiB:.0f} MiB, {BASELINES[key] / MiB:.0f} MiB over a small "
        f"segment, batch {decompressed / MiB:.0f} MiB decompressed")


@pytest.mark.parametrize("choice", [*NATIVE, "python"])
@pytest.mark.parametrize("name", ["verify", "dump --json", "recover"])
def test_a_refused_gzip_bomb_costs_at_most_its_limit(inputs, name, choice, tmp_path):
    """128 MiB of zeros in four gzip members under a 64 MiB limit: refused, having held at most
    the limit."""
    check(name, inputs, "bomb", choice, tmp_path, limit=64 * MiB)


@pytest.mark.parametrize("size", [0, 5, 3 << 18, (3 << 18) + 2, MiB, MiB + 1, 5 * MiB + 7])
def test_a_big_record_written_in_pieces_is_the_same_line(size):
    rng = random.Random(size)
    for key in (None, b"k", rng.randbytes(size)):
        record = Record(5, 7, "CreateTime", key, rng.randbytes(size), [("h", b"v"), ("n", None)], 3,
                        ControlInfo("COMMIT", 1, 4))
        out = io.StringIO()
        jsonl.write_record_json(out.write, record, jsonl.dumps("f.log"))
        assert out.getvalue() == jsonl.record_json(record, jsonl.dumps("f.log")) + "\n"


@pytest.mark.parametrize("size", [0, 3, MiB - 1, MiB, MiB + 1, 3 * MiB])
def test_a_big_payload_printed_in_pieces_is_the_same_line(size):
    """Under --print-data-log, text decoded piece by piece (multi-byte characters cut between
    pieces, malformed bytes) is the text decoded whole."""
    class V2Batch:  # the fields of a batch a record line reads
        magic, timestamp_type, is_control = 2, "CreateTime", False

    rng = random.Random(size)
    for value in (rng.randbytes(size), ("é€😀" * size).encode()[:size + 1], b"a" * size):
        for key in (None, b"k", value):
            record = Record(1, 2, "CreateTime", key, value, [("h", None)], 3)
            for print_data in (True, False):
                out = io.StringIO()
                dump_segments.write_record_line(out.write, record, V2Batch, print_data)
                assert out.getvalue() == dump_segments.record_line(record, V2Batch, print_data) + "\n"


def test_the_inputs_decode_as_built(inputs):
    """The batches hold what they were built with (their CRC holds, every record is there)."""
    from pyspark_udfs.reading.segment import LogSegment

    with LogSegment(inputs["big-lz4"][0]) as seg:
        (only,) = list(seg.batches())
        assert only.crc_valid
        assert [len(r.value) for r in only.records()] == [BIG[1]] * BIG[0]
    assert len(compress("zstd", tiny_records(100))) > 0
    with LogSegment(inputs["tiny-snappy"][0]) as seg:
        (only,) = list(seg.batches())
        offsets = [r.offset for run in only.record_runs() for r in run]
        assert offsets == list(range(TINY))
