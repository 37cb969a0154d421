"""No work a query does not need (issue 35, item 3): counts, projections and ``sql``'s ``count(*)``, measured.

Over the quick corpus of ``bench/corpus.py`` (written by Kafka's own classes), in one run, turns alternated
(a, b, a, b …) and the best CPU time of each kept, since the machine is shared:

- ``read_arrow(columns=[])`` (a count: rows from batch headers) against the full ``read_arrow``, per shape;
- ``read_arrow(columns=["offset", "timestamp"])`` against all columns, per shape;
- ``kafka-ksy sql 'SELECT count(*) FROM log'`` (whole process, CPU time from ``wait4``) against the same count
  over ``(SELECT * FROM log)`` (every column read) and against ``SELECT 42`` (the import floor: interpreter,
  imports, planning, no scan), over the corpus's 64 MiB segment and over every v2 segment together.

    .venv/bin/python bench/pushdown.py [--turns 5] [--out bench/results/pushdown.md]

The library measured is the working tree's (the venv's editable install), its commit written in the results.
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))

import corpus

from pyspark_udfs import read_arrow

KAFKA_KSY = ROOT / ".venv" / "bin" / "kafka-ksy"


def cpu(work: Callable[[], object]) -> float:
    start = time.process_time()
    work()
    return time.process_time() - start


def consume(path: str, **options) -> int:
    return sum(batch.num_rows for batch in read_arrow(path, **options))


def alternated(turns: int, runs: dict[str, Callable[[], float]]) -> dict[str, float]:
    """The best of ``turns`` CPU times of each run, the runs taken in turn so a slow spell falls on each."""
    best = {name: float("inf") for name in runs}
    for _ in range(turns):
        for name, run in runs.items():
            best[name] = min(best[name], run())
    return best


def process_cpu(argv: list[str]) -> float:
    """User + system CPU seconds of a whole process (its ``wait4`` usage)."""
    proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(proc.pid, 0)
    if os.waitstatus_to_exitcode(status) not in (0, 1):
        raise SystemExit(f"{argv} failed")
    return usage.ru_utime + usage.ru_stime


def read_shapes(files: list[dict], turns: int) -> list[tuple]:
    """Per shape: rows, then the best CPU seconds of the full read, the count and the offset+timestamp read."""
    rows = []
    for f in files:
        path = f["path"]
        n = consume(path)
        assert consume(path, columns=[]) == n == consume(path, columns=["offset", "timestamp"])
        best = alternated(turns, {
            "full": lambda p=path: cpu(lambda: consume(p)),
            "count": lambda p=path: cpu(lambda: consume(p, columns=[])),
            "offset+timestamp": lambda p=path: cpu(lambda: consume(p, columns=["offset", "timestamp"])),
        })
        rows.append((f["name"], n, best["full"], best["count"], best["offset+timestamp"]))
    return rows


def sql_counts(paths: list[str], turns: int) -> dict[str, float]:
    sql = [str(KAFKA_KSY), "sql"]
    return alternated(turns, {
        "count(*)": lambda: process_cpu([*sql, "SELECT count(*) FROM log", *paths]),
        "count(*) over every column": lambda: process_cpu([*sql, "SELECT count(*) FROM (SELECT * FROM log)", *paths]),
        "min/max offset, count": lambda: process_cpu(
            [*sql, 'SELECT min("offset"), max("offset"), count(*) FROM log', *paths]),
        "import floor (SELECT 42)": lambda: process_cpu([*sql, "SELECT 42", *paths]),
    })


def report(shapes: list[tuple], sqls: dict[str, dict[str, float]], turns: int, load: tuple, commit: str) -> str:
    lines = [
        "# Pushdown: counts and projections (issue 35, item 3)",
        "",
        f"`bench/pushdown.py`, library `{commit}` (working tree), "
        f"{time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}; "
        f"best CPU time of {turns} turns, the runs alternated; load average before the run "
        f"{load[0]:.2f} {load[1]:.2f} {load[2]:.2f} on a 2-core machine shared with other sessions (wall times "
        "would be noise). Native build; the quick corpus of `bench/corpus.py` (Kafka 3.9.1's writers: 12-byte "
        "keys, 100-byte values, no headers).",
        "",
        "## `read_arrow`: a count and a projection against the full read",
        "",
        "| shape | rows | full read (s) | count `columns=[]` (s) | × | offset+timestamp (s) | × |",
        "| --- | --- | --- | --- | --- | --- | --- |",
    ]
    for name, n, full, count, projected in shapes:
        lines.append(f"| {name} | {n:,} | {full:.4f} | {count:.4f} | {full / count:.1f} | {projected:.4f} | "
                     f"{full / projected:.2f} |")
    for what, best in sqls.items():
        floor = best["import floor (SELECT 42)"]
        lines += ["", f"## `kafka-ksy sql` over {what}: whole-process CPU time", "",
                  "| statement | CPU (s) | above the import floor (s) |", "| --- | --- | --- |"]
        lines += [f"| {name} | {seconds:.3f} | {seconds - floor:.3f} |" for name, seconds in best.items()]
        above = best["count(*) over every column"] - floor
        counted = max(best["count(*)"] - floor, 1e-3)
        lines += ["", f"Above the floor, the count over every column takes {above / counted:.1f}× the CPU time of the "
                      "count (each within a few hundredths of a second of noise: the floor is most of either)."]
    return "\n".join(lines) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=5)
    parser.add_argument("--out", type=Path, default=ROOT / "bench" / "results" / "pushdown.md")
    args = parser.parse_args()
    load = os.getloadavg()
    manifest = corpus.ensure("quick")
    files = [f for f in manifest["files"] if f["group"] not in ("spark",)]
    shapes = read_shapes(files, args.turns)
    big = [f["path"] for f in files if f["group"] == "rss"]
    v2 = [f["path"] for f in files if f["name"].startswith("v2-")]
    sqls = {"the 64 MiB segment (uncompressed, 1,000 records a batch)": sql_counts(big, args.turns),
            "the ten v2 segments (every codec, 100 and 1,000 records a batch)": sql_counts(v2, args.turns)}
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True,
                            text=True).stdout.strip()
    text = report(shapes, sqls, args.turns, load, commit)
    args.out.write_text(text)
    print(text)


if __name__ == "__main__":
    main()
