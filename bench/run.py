#!/usr/bin/env python3
"""kafka-ksy benchmark harness: one command, one run, every peer measured side by side.

    .venv/bin/python bench/run.py            # = --quick: ~20 MB corpus, a few minutes
    .venv/bin/python bench/run.py --full     # 200 MB of v2 + 1 GiB segment, ~10-15 minutes on 2 cores

See bench/README.md. Writes results.md, results.png, results.json and profile.md into
bench/results/ (--full) or bench/results/quick/ (--quick), or --out DIR.
"""
from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import platform
import shutil
import subprocess
import sys
import time
from pathlib import Path

BENCH = Path(__file__).resolve().parent
REPO = BENCH.parent
sys.path.insert(0, str(BENCH))

import corpus  # noqa: E402
from corpus import MB, MiB, log  # noqa: E402

PY = sys.executable
WORKERS = str(BENCH / "workers.py")

SETTINGS = {
    # repeat: timed passes per file (best is kept); verify passes repeat until min_seconds
    "quick": {"repeat": 3, "repeat_slow": 2, "verify_min_seconds": 0.3, "java_warmup": 3.0, "java_iterations": 10,
              "spark_repeat": 2, "pyspy_seconds": 4.0},
    "full": {"repeat": 2, "repeat_slow": 1, "verify_min_seconds": 0.5, "java_warmup": 5.0, "java_iterations": 5,
             "spark_repeat": 2, "pyspy_seconds": 8.0},
}

TARGETS = {
    "decode_vs_kafka_python": 0.5,    # our records/s >= 0.5x kafka-python's, CRCs on
    "verify_bytes_per_s": 1e9,        # batch-level verify >= 1 GB/s on one core
    "spark_scaling": 1.8,             # local[2] rows/s >= 1.8x local[1]
    "rss_bytes": 256 * MiB,           # peak RSS while reading a 1 GiB segment < 256 MiB
}


def cpu_busy(seconds: float = 1.0) -> float:
    """Share of all cores busy over ``seconds`` (from /proc/stat), 0..1."""
    def sample():
        with open("/proc/stat") as f:
            v = [int(x) for x in f.readline().split()[1:]]
        return v[3] + v[4], sum(v)  # idle + iowait, total

    try:
        i0, t0 = sample()
        time.sleep(seconds)
        i1, t1 = sample()
        return 1 - (i1 - i0) / max(t1 - t0, 1)
    except OSError:
        return 0.0


QUIET: list[dict] = []


def wait_for_quiet(what: str, limit: float = 0.15, max_wait: float = 45.0) -> None:
    """Wait (up to ``max_wait`` s) until other processes leave the cores idle; record what was seen."""
    t0 = time.perf_counter()
    busy = cpu_busy()
    while busy > limit and time.perf_counter() - t0 < max_wait:
        log(f"machine busy ({busy:.0%} of all cores) before {what}; waiting")
        busy = cpu_busy(2.0)
    QUIET.append({"before": what, "busy": busy, "waited_seconds": round(time.perf_counter() - t0, 1)})


def pinned(cmd: list[str], cpu: int = 0) -> list[str]:
    return ["taskset", "-c", str(cpu), *cmd] if shutil.which("taskset") else cmd


def run_json(cmd: list[str], env: dict | None = None) -> dict:
    proc = subprocess.run(cmd, stdout=subprocess.PIPE, text=True, env=env)
    if proc.returncode != 0:
        raise SystemExit(f"failed ({proc.returncode}): {' '.join(cmd)}")
    return json.loads(proc.stdout.strip().splitlines()[-1])


# ------------------------------------------------------------------------------------------------


def keep_best(results: list[dict], newer: list[dict]) -> list[dict]:
    """``results`` with each file's entry replaced by its entry in ``newer`` where that one was
    faster (a skipped file never replaces a measured one)."""
    by_file = {r["file"]: r for r in newer}
    return [by_file[r["file"]] if by_file.get(r["file"], {}).get("best", float("inf")) < r.get("best", float("inf"))
            else r for r in results]


def python_peer(task: str, files: list[str], repeat: int, min_seconds: float = 0.0, env_extra: dict | None = None) -> dict:
    wait_for_quiet(task)
    env = dict(os.environ, **(env_extra or {}))
    cmd = [PY, WORKERS, task, *files, "--repeat", str(repeat), "--min-seconds", str(min_seconds), "--cpu", "0"]
    log(f"{task}{' ' + str(env_extra) if env_extra else ''}: {len(files)} files x {repeat}")
    t0 = time.perf_counter()
    out = run_json(pinned(cmd), env)
    # a file whose best pass shared the core with another process is measured again, twice at most
    for attempt in range(2):
        shared = [r["file"] for r in out["results"] if "skipped" not in r and r.get("best_cpu_share", 1.0) < 0.9]
        if not shared:
            break
        wait_for_quiet(f"{task} (again: {len(shared)} files shared the core)")
        log(f"{task}: measuring {len(shared)} files again, their core was shared")
        cmd = [PY, WORKERS, task, *shared, "--repeat", str(repeat), "--min-seconds", str(min_seconds), "--cpu", "0"]
        out["results"] = keep_best(out["results"], run_json(pinned(cmd), env)["results"])
        out["remeasured"] = out.get("remeasured", 0) + len(shared)
    out["wall_seconds"] = time.perf_counter() - t0
    return out


PEER_SESSIONS = 2


def in_turns(tasks: dict[str, str], files: list[str], repeat: int, min_seconds: float = 0.0) -> dict[str, dict]:
    """Ours and a peer measured in turns (ours, peer, ours, peer): a slow spell of the machine
    then hits one session of each rather than every pass of one, and the ratio between them
    stays fair. Each file keeps its best time over the sessions."""
    out: dict[str, dict] = {}
    for session in range(PEER_SESSIONS):
        for name, task in tasks.items():
            got = python_peer(task, files, repeat, min_seconds)
            got["sessions"] = session + 1
            if name in out:
                got["results"] = keep_best(out[name]["results"], got["results"])
            out[name] = got
    return out


def java_in_jvm(mode: str, files: list[str], iterations: int, warmup: float) -> dict:
    wait_for_quiet(f"java-{mode}")
    log(f"Java FileRecords {mode}: warm-up {warmup}s, {iterations} timed passes per file")
    cmd = corpus.java_cmd("KafkaScan", mode, str(iterations), str(warmup), *files)
    proc = run_java(pinned(cmd))
    rows = [json.loads(line) for line in proc.stdout.splitlines() if line.startswith("{")]
    results = []
    for f in files:
        mine = sorted((r for r in rows if r["file"] == f), key=lambda r: r["ns"])
        best = mine[0]
        results.append({"file": f, "bytes": best["bytes"], "records": best["records"], "batches": best["batches"],
                        "best": best["ns"] / 1e9, "median": mine[len(mine) // 2]["ns"] / 1e9, "runs": len(mine),
                        "best_thread_cpu_share": best["cpu_ns"] / best["ns"]})
    return {"task": f"java-{mode}", "impl": "kafka-clients 3.9.1 FileRecords.batches(), ensureValid()", "results": results}


def run_java(cmd: list[str]) -> subprocess.CompletedProcess:
    """Run a JVM, dropping slf4j's "no binding" notice from its stderr."""
    proc = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    noise = [line for line in proc.stderr.splitlines() if line and not line.startswith("SLF4J: ")]
    if noise:
        print("\n".join(noise), file=sys.stderr)
    if proc.returncode != 0:
        raise SystemExit(f"failed ({proc.returncode}): {' '.join(cmd)}")
    return proc


def whole_process(files: list[str]) -> dict:
    """One cold pass over all files, timed from outside including interpreter/JVM start-up."""
    out = {}
    cmds = {
        "ours": [PY, WORKERS, "once-verify-ours", *files, "--cpu", "-1"],
        "kafka-python": [PY, WORKERS, "once-verify-kafka-python", *files, "--cpu", "-1"],
        "java": corpus.java_cmd("KafkaScan", "verify", "1", "0", *files),
    }
    total = sum(os.path.getsize(f) for f in files)
    wait_for_quiet("whole-process verify")
    for name, cmd in cmds.items():
        walls = []
        for _ in range(3):
            t0 = time.perf_counter()
            subprocess.run(pinned(cmd), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
            walls.append(time.perf_counter() - t0)
        out[name] = {"best_seconds": min(walls), "walls": walls, "bytes": total, "bytes_per_s": total / min(walls)}
        log(f"whole process {name}: {min(walls):.2f}s for {total / MB:.0f} MB")
    return out


def peak_rss(cmd: list[str], env: dict | None = None) -> dict:
    """Run ``cmd`` and return its own peak RSS (wait4's ru_maxrss, KiB on Linux) and wall time."""
    t0 = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    wall = time.perf_counter() - t0
    if proc.returncode != 0:
        raise SystemExit(f"failed ({proc.returncode}): {' '.join(cmd)}")
    return {"peak_rss_bytes": usage.ru_maxrss * 1024, "seconds": wall}


def rss_suite(big: dict) -> dict:
    path = big["path"]
    log(f"peak RSS on {path} ({big['bytes'] / MiB:.0f} MiB)")
    runs = {
        "python + pyspark_udfs imported (baseline)": [PY, "-c", "import pyspark_udfs.segment, pyspark_udfs.batch"],
        "ours: full record decode (batches() + records(), CRC)": [PY, WORKERS, "once-decode-ours", path],
        "ours: batch-level verify (batches() + crc_valid)": [PY, WORKERS, "once-verify-ours", path],
        "kafka-python: batch-level verify (whole file in memory)": [PY, WORKERS, "once-verify-kafka-python", path],
        "Java FileRecords: verify (JVM, default heap)": corpus.java_cmd("KafkaScan", "verify", "1", "0", path),
    }
    out = {}
    for name, cmd in runs.items():
        out[name] = peak_rss(pinned(cmd))
        log(f"  {name}: {out[name]['peak_rss_bytes'] / MiB:.0f} MiB in {out[name]['seconds']:.1f}s")
    return {"file": path, "bytes": big["bytes"], "records": big["records"], "runs": out}


SPARK_SESSIONS = 2


def spark_suite(files: list[dict], repeat: int) -> dict:
    root = str(Path(files[0]["path"]).parent.parent)
    rows = sum(f["records"] for f in files)
    out = {"path": root, "rows": rows, "bytes": sum(f["bytes"] for f in files), "partitions_on_disk": len(files)}
    # Sessions alternate (1, 2, 1, 2): a burst of load from outside hits one session, not one
    # master's every measurement; each master keeps its best session.
    for session in range(SPARK_SESSIONS):
        for master in ("local[1]", "local[2]"):
            wait_for_quiet(f"spark {master}")
            log(f"Spark {master} over {root} (session {session + 1} of {SPARK_SESSIONS})")
            cmd = [PY, str(BENCH / "spark_bench.py"), "--master", master, "--path", root, "--records", str(rows),
                   "--repeat", str(repeat)]
            proc = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            lines = [line for line in proc.stdout.splitlines() if line.startswith("{")]
            if proc.returncode != 0 or not lines:
                out[master] = {"skipped": f"spark_bench.py exited {proc.returncode}: {proc.stderr.strip()[-500:]}"}
                log(f"  skipped: {out[master]['skipped'][:200]}")
                return out
            result = json.loads(lines[-1])
            sessions = out.get(master, {}).get("session_bests", []) + [result["best"]]
            if master not in out or result["best"] < out[master]["best"]:
                out[master] = result
            out[master]["session_bests"] = sessions
    return out


def profile(files: list[str], cprofile_files: list[str], pyspy_file: str, floor_files: list[str],
            verify_files: list[str], settings: dict, out: Path) -> dict:
    wait_for_quiet("profile")
    log("profiling our record path (stages, cProfile, the generated parsers' floor, py-spy)")
    cmd = [PY, str(BENCH / "profile_records.py"), *files, "--cprofile", *cprofile_files, "--pyspy", pyspy_file,
           "--floor", *floor_files, "--verify", *verify_files,
           "--repeat", "3", "--pyspy-seconds", str(settings["pyspy_seconds"]), "--json", str(out), "--cpu", "0"]
    subprocess.run(cmd, check=True)
    return json.loads(out.read_text())


# ------------------------------------------------------------------------------------------------


def snapshot_library(root: Path, worktree: bool) -> dict:
    """Copy the library (pyspark_udfs/ and generated/) and make every measurement process import
    that copy: other people edit the library while a run goes on, and one run must measure one
    version. By default the copy is HEAD's committed files; with ``worktree`` the working tree
    as it is now (uncommitted changes included). Returns what was measured."""
    import hashlib
    import io
    import tarfile

    shutil.rmtree(root, ignore_errors=True)
    root.mkdir(parents=True)
    pkg = root / "pyspark_udfs"
    if worktree:
        ignore = shutil.ignore_patterns("__pycache__", "*.pyc")
        shutil.copytree(REPO / "pyspark_udfs", pkg, ignore=ignore)
        shutil.rmtree(pkg / "generated", ignore_errors=True)
        shutil.copytree(REPO / "generated", pkg / "generated", ignore=ignore)
    else:
        tar = subprocess.run(["git", "-C", str(REPO), "archive", "--format=tar", "HEAD", "pyspark_udfs", "generated"],
                             capture_output=True, check=True).stdout
        with tarfile.open(fileobj=io.BytesIO(tar)) as t:
            t.extractall(root, filter="data")
        shutil.rmtree(pkg / "generated", ignore_errors=True)
        (root / "generated").rename(pkg / "generated")
    digest = hashlib.sha256()
    for f in sorted(p for p in root.rglob("*.py")):
        digest.update(str(f.relative_to(root)).encode())
        digest.update(f.read_bytes())
    git = ["git", "-C", str(REPO)]
    commit = subprocess.run([*git, "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
    dirty = subprocess.run([*git, "status", "--porcelain", "--", "pyspark_udfs", "generated"],
                           capture_output=True, text=True).stdout.strip().splitlines() if worktree else []
    os.environ["PYTHONPATH"] = os.pathsep.join([str(root), *filter(None, [os.environ.get("PYTHONPATH")])])
    info = {"commit": commit, "uncommitted": dirty, "sha256": digest.hexdigest()[:16], "path": str(root)}
    log(f"measuring the library as of {commit}{' + uncommitted changes' if dirty else ''} (copy in {root})")
    return info


def environment() -> dict:
    def cmd_out(cmd):
        try:
            return subprocess.run(cmd, capture_output=True, text=True).stderr.strip().splitlines()[0]
        except Exception:
            return "?"

    cpu = "?"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    from importlib.metadata import version

    def v(d):
        try:
            return version(d)
        except Exception:
            return "-"

    return {
        "date": dt.datetime.now(dt.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
        "cpu": cpu, "cores": os.cpu_count(), "kernel": platform.release(),
        "python": platform.python_version(), "java": cmd_out(["java", "-version"]),
        "versions": {d: v(d) for d in ("kafka-ksy", "kaitaistruct", "crc32c", "lz4", "zstandard", "cramjam",
                                       "kafka-python", "aiokafka", "python-snappy", "pyspark", "pyarrow")},
    }


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    g = p.add_mutually_exclusive_group()
    g.add_argument("--quick", action="store_true", help="small corpus (the default)")
    g.add_argument("--full", action="store_true", help="200 MB of v2 segments, a 1 GiB segment for memory")
    p.add_argument("--out", default=None, help="results directory (default bench/results, or bench/results/quick)")
    p.add_argument("--regenerate", action="store_true", help="rewrite the corpus even if it is up to date")
    p.add_argument("--worktree", action="store_true",
                   help="measure the library's working tree (uncommitted changes included) instead of HEAD")
    p.add_argument("--skip", nargs="*", default=[], choices=["decode", "verify", "spark", "rss", "profile"],
                   help="leave out parts (their rows then read 'not run')")
    a = p.parse_args()
    mode = "full" if a.full else "quick"
    settings = SETTINGS[mode]
    out_dir = (Path(a.out) if a.out else BENCH / "results" / ("" if mode == "full" else "quick")).resolve()
    out_dir.mkdir(parents=True, exist_ok=True)
    started = time.perf_counter()

    library = snapshot_library(corpus.CORPUS / "library", a.worktree)
    os.chdir(corpus.CORPUS / "library")  # so no child finds the repository's pyspark_udfs/ through its cwd
    manifest = corpus.ensure(mode, force=a.regenerate)
    # the profile's per-record costs do not depend on a file's length: it always uses the quick
    # corpus's 2 MB segments, which allow many clean repeats
    quick_manifest = manifest if mode == "quick" else corpus.ensure("quick")
    decode_files = [f for f in manifest["files"] if f["group"] == "decode"]
    paths = [f["path"] for f in decode_files]
    v2_paths = [f["path"] for f in decode_files if f["magic"] == 2]
    big = next(f for f in manifest["files"] if f["group"] == "rss")
    spark_files = [f for f in manifest["files"] if f["group"] == "spark"]

    results: dict = {"mode": mode, "settings": settings, "targets": TARGETS, "environment": environment(),
                     "library": library, "corpus": manifest["files"]}
    if "decode" not in a.skip:
        results["decode"] = {
            **in_turns({"ours": "decode-ours", "kafka-python": "decode-kafka-python"}, paths, settings["repeat"]),
            "aiokafka": python_peer("decode-aiokafka", paths, settings["repeat"]),
            "aiokafka (pure Python)": python_peer("decode-aiokafka", paths, settings["repeat_slow"],
                                                  env_extra={"AIOKAFKA_NO_EXTENSIONS": "1"}),
            "Java (in-JVM)": java_in_jvm("records", paths, settings["java_iterations"], settings["java_warmup"]),
        }
    if "verify" not in a.skip:
        ms = settings["verify_min_seconds"]
        results["verify"] = {
            **in_turns({"ours": "verify-ours", "kafka-python": "verify-kafka-python"}, paths, settings["repeat"], ms),
            "aiokafka": python_peer("verify-aiokafka", paths, settings["repeat"], ms),
            "Java (in-JVM)": java_in_jvm("verify", paths, settings["java_iterations"], settings["java_warmup"]),
        }
        results["verify_whole_process"] = whole_process(v2_paths)
    if "spark" not in a.skip:
        results["spark"] = spark_suite(spark_files, settings["spark_repeat"])
    if "rss" not in a.skip:
        results["rss"] = rss_suite(big)
    (out_dir / "results.partial.json").write_text(json.dumps(results, indent=1))  # in case the profile fails
    if "profile" not in a.skip:
        by_name = {f["name"]: f["path"] for f in quick_manifest["files"] if f["group"] == "decode"}
        # the profile's per-record costs do not depend on the file's length: the quick corpus's
        # 2 MB segments would do, but the files of this run are used so the numbers match it
        prof_files = [by_name[n] for n in ("v2-none-100", "v2-none-1000", "v2-lz4-1000", "v2-zstd-1000",
                                            "v2-snappy-1000", "v2-gzip-1000", "v2-gzip-100")]
        results["profile"] = profile(prof_files, [by_name["v2-none-1000"], by_name["v2-zstd-100"]],
                                     by_name["v2-none-1000"],
                                     [by_name[n] for n in ("v2-none-100", "v2-none-1000", "v2-zstd-1000")],
                                     [by_name["v2-zstd-100"], by_name["v2-none-1000"]], settings, out_dir / "profile.json")
        (out_dir / "profile.json").unlink()
    (out_dir / "results.partial.json").unlink(missing_ok=True)
    results["elapsed_seconds"] = time.perf_counter() - started
    results["machine_load"] = QUIET

    import report

    report.write_all(results, out_dir)
    log(f"done in {results['elapsed_seconds'] / 60:.1f} min: {out_dir}/results.md")


if __name__ == "__main__":
    main()
