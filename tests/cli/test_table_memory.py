"""Peak memory of ``export`` and ``sql`` against the size of their input: bounded by the batch, not the input.

The benchmark's bound is a Parquet export of a 1 GiB segment in under 256 MiB of resident memory
(``bench/table_commands.py``): a quarter of the input. Here the same ratio is held, on a 192 MiB
segment of the benchmark's shape, by what the export adds to the interpreter's own size (its peak
over a 1 MiB segment); and a 48 MiB segment shows that the peak does not grow with the input. Each
run is a fresh interpreter reporting its own VmHWM (:func:`tests.cli.test_memory.peak`).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli.test_memory import peak
from tests.support.batches import write_segment

pytestmark = pytest.mark.slow
MiB = 1 << 20
SIZES = {"small": 1 * MiB, "medium": 48 * MiB, "big": 192 * MiB}
GROWTH = 16 * MiB
"""What may differ between two runs over inputs of different sizes (allocator arenas, Arrow's pools)."""


@pytest.fixture(scope="module")
def segments(tmp_path_factory) -> dict[str, Path]:
    root = tmp_path_factory.mktemp("table-memory")
    found = {}
    for name, size in SIZES.items():
        path = root / f"{name}-0" / "00000000000000000000.log"
        path.parent.mkdir()
        write_segment(path, size)
        found[name] = path
    return found


@pytest.mark.parametrize("format_name", ["parquet", "arrow", "jsonl"])
def test_export_adds_less_than_a_quarter_of_its_input(segments, format_name, tmp_path):
    peaks = {}
    for name, path in segments.items():
        status, peaks[name] = peak(["export", str(path), "--output", str(tmp_path / name), "--format", format_name],
                                   "auto")
        assert status == 0
    assert peaks["big"] - peaks["small"] < segments["big"].stat().st_size / 4, peaks
    assert peaks["big"] - peaks["medium"] < GROWTH, peaks


def test_sql_streams_the_views(segments):
    query = "SELECT count(*), sum(octet_length(value)) FROM log"
    peaks = {}
    for name, path in segments.items():
        status, peaks[name] = peak(["sql", query, str(path)], "auto")
        assert status == 0
    assert peaks["big"] - peaks["small"] < segments["big"].stat().st_size / 4, peaks
    assert peaks["big"] - peaks["medium"] < GROWTH, peaks
