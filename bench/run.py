#!/usr/bin/env python3
"""kafka-ksy benchmark harness: one command, one run, every peer measured side by side.

    .venv/bin/python bench/run.py            # = --quick: ~20 MB corpus, under 10 minutes
    .venv/bin/python bench/run.py --full     # 240 MB corpus + a 1 GiB segment for memory

See bench/README.md. Writes results.md, results.png and results.json (every raw number) into
bench/results/latest/ (git-ignored), or into --out DIR: `--out bench/results` replaces the
committed results.
"""
from __future__ import annotations

import argparse
import compileall
import datetime as dt
import hashlib
import io
import json
import os
import platform
import random
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

BENCH = Path(__file__).resolve().parent
REPO = BENCH.parent
sys.path.insert(0, str(BENCH))

import corpus
from corpus import MiB, log

MB = 1_000_000

PY = sys.executable
# Passes per file (the best CPU time is kept), sessions of measurements taken in turns. A scan pass is
# short and its time swings with the process's heap: its 1 MiB read buffers land on fresh pages (≈ 540
# page faults, a pass of v2-none-1000 at 1.1 ms instead of 0.3) until the heap has holes that fit them,
# after 2 to 15 passes of a file, whatever the library: 30 passes reach that steady state.
SETTINGS = {
    "quick": {"repeat": 3, "scan_repeat": 30, "java_warmup": 3.0, "java_iterations": 10, "turns": 3,
              "cli_repeat": 3, "spark_repeat": 3, "spark_sessions": 1},
    "full": {"repeat": 2, "scan_repeat": 30, "java_warmup": 5.0, "java_iterations": 5, "turns": 2,
             "cli_repeat": 3, "spark_repeat": 2, "spark_sessions": 2},
}
TARGETS = {  # issues 10, 20 and 21: measured ratio >= required (RSS: below)
    "decode_vs_aiokafka": {"required": 1.0},  # issue 21 (issue 10 asked 0.5×, 1.0× as its stretch)
    "decode_v1_vs_aiokafka": {"required": 1.0},  # issue 21: the legacy (v1 wrapper) files alone
    "decode_vs_java": {"required": 0.6},  # issue 21: Kafka's Java reader in-JVM, measured in turns with ours
    "spark_local2_vs_prebuilt_arrow": {"required": 0.8},  # issue 21: both on local[2], same session
    "spark_vs_prebuilt_arrow": {"required": 0.5},
    "spark_scaling": {"required": 1.8},
    "cli_verify_vs_kafka_python": {"required": 10.0},  # issue 35: records with a header
    "cli_dump_json_vs_kafka_python": {"required": 5.0},
    "cli_dump_text_vs_kafka_python": {"required": 5.0},
    "cli_dump_json_records_per_s": {"required": 1_000_000},  # issue 35: whole process, CPU time
    "scan_vs_java": {"required": 1.0},
    "python_decode_vs_previous": {"required": 0.95},  # "no slower", within 5 % of noise (issue 10)
    "python_scan_vs_previous": {"required": 0.95},
    "python_decode_vs_b588a4c": {"required": 0.95},  # issue 21
    "python_scan_vs_b588a4c": {"required": 0.95},
    "rss_bytes": {"required": 256 * MiB},
    "resync_zeros_mb_s": {"required": 500},  # issue 18 item 9: MB/s over a zero-filled region
    "arrow_rows_per_s": {"required": 3_000_000},  # issue 20: read_arrow, native, one core (CPU time)
    "arrow_vs_spark_local1": {"required": 3.0},  # issue 20: read_arrow rows/s ÷ kafka-log on local[1]
}
BASELINES = {
    "d7ce820": ("before the native backend", "python_{}_vs_previous"),
    "b588a4c": ("issue 21's baseline", "python_{}_vs_b588a4c"),
}
"""Earlier libraries whose pure-Python path is measured again in every run, in turns with today's, for
the "no slower" targets: ``d7ce820``, the last full run before the native backend (issue 10; its
committed results: 131,282 records/s, v2 scan 1,206 MB/s), and ``b588a4c``, the library issue 21 names.
Each: (what it is, the target's key with ``decode`` or ``scan``)."""


def baseline_reader(commit: str) -> str:
    """A baseline's reader name in the results."""
    return f"ours {BASELINES[commit][0]} ({commit})"


LOAD: list[dict] = []


def note_load(what: str) -> None:
    """Record how busy the machine was (share of both cores, over 1 s) just before ``what``."""
    def sample():
        with open("/proc/stat") as f:
            v = [int(x) for x in f.readline().split()[1:]]
        return v[3] + v[4], sum(v)

    i0, t0 = sample()
    time.sleep(1.0)
    i1, t1 = sample()
    LOAD.append({"before": what, "busy": 1 - (i1 - i0) / max(t1 - t0, 1),
                 "loadavg": float(Path("/proc/loadavg").read_text().split()[0])})


def pinned(cmd: list[str]) -> list[str]:
    return ["taskset", "-c", "0", *cmd] if shutil.which("taskset") else cmd


def run_json(cmd: list[str], env: dict | None = None):
    proc = subprocess.run(cmd, stdout=subprocess.PIPE, text=True, env=env)
    if proc.returncode != 0:
        raise SystemExit(f"failed ({proc.returncode}): {' '.join(cmd)}")
    return json.loads(proc.stdout.strip().splitlines()[-1])


def backend_env(backend: str) -> dict:
    return dict(os.environ, KAFKA_KSY_BACKEND=backend)


# ------------------------------------------------------------------------------------------------
# in-process measurements (bench/workers.py, bench/KafkaScan.java)

READERS = {  # name -> (worker task prefix's reader, environment)
    "ours (native)": ("ours", {"KAFKA_KSY_BACKEND": "native"}),
    "ours (Python build)": ("ours", {"KAFKA_KSY_BACKEND": "python"}),
    "ours read_arrow (native)": ("arrow", {"KAFKA_KSY_BACKEND": "native"}),
    # PYTHONPATH set by main(); b588a4c would load today's extension, found through the editable install
    **{baseline_reader(commit): ("ours", {"KAFKA_KSY_BACKEND": "python"}) for commit in BASELINES},
    "aiokafka (Cython)": ("aiokafka", {}),
    "aiokafka (pure Python)": ("aiokafka", {"AIOKAFKA_NO_EXTENSIONS": "1"}),
    "kafka-python": ("kafka-python", {}),
}


def python_reader(kind: str, name: str, files: list[str], repeat: int) -> dict:
    reader, extra = READERS[name]
    note_load(f"{kind} {name}")
    log(f"{kind}: {name}, {len(files)} files x {repeat}")
    return run_json(pinned([PY, str(BENCH / "workers.py"), f"{kind}-{reader}", *files, "--repeat", str(repeat)]),
                    dict(os.environ, **extra))


def java_reader(mode: str, files: list[str], s: dict) -> dict:
    note_load(f"java {mode}")
    log(f"Java FileRecords {mode}: warm-up {s['java_warmup']} s, {s['java_iterations']} passes per file")
    cmd = corpus.java_cmd("KafkaScan", mode, str(s["java_iterations"]), str(s["java_warmup"]), *files)
    proc = subprocess.run(pinned(cmd), stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, check=True)
    rows = [json.loads(line) for line in proc.stdout.splitlines() if line.startswith("{")]
    results = []
    for f in files:
        mine = [r for r in rows if r["file"] == f]
        results.append({"file": f, "bytes": mine[0]["bytes"], "records": mine[0]["records"],
                        "best": min(r["cpu_ns"] for r in mine) / 1e9, "wall": [r["ns"] / 1e9 for r in mine]})
    return {"task": f"java-{mode}", "impl": "kafka-clients 3.9.1 FileRecords.batches(), ensureValid()",
            "results": results}


def keep_best(old: dict | None, new: dict) -> dict:
    """``new`` with each file's result replaced by ``old``'s where that one was faster."""
    if old:
        before = {r["file"]: r for r in old["results"]}
        new["results"] = [before[r["file"]] if before[r["file"]].get("best", 1e9) < r.get("best", 1e9) else r
                          for r in new["results"]]
    return new


def measure(kind: str, files: list[str], s: dict, turns: list[str], once: list[str]) -> dict:
    """Readers in ``turns`` measured in turns (a, b, a, b: a slow spell of the shared machine falls
    on one session of each, not on every pass of one), then each of ``once``."""
    repeat = s["repeat"] if kind == "decode" else s["scan_repeat"]
    java_mode = "records" if kind == "decode" else "verify"
    out: dict = {}
    for _ in range(s["turns"]):
        for name in turns:
            got = java_reader(java_mode, files, s) if name == "Java (in-JVM)" else \
                python_reader(kind, name, files, repeat)
            out[name] = keep_best(out.get(name), got)
    for name in once:
        out[name] = java_reader(java_mode, files, s) if name == "Java (in-JVM)" else \
            python_reader(kind, name, files, repeat)
    return out


# ------------------------------------------------------------------------------------------------
# whole processes: kafka-ksy verify / dump --json against kafka-python scripts


def child_cpu(cmd: list[str], env: dict) -> dict:
    """CPU seconds (user + system, from wait4) and wall seconds of one process, output discarded."""
    t0 = time.perf_counter()
    proc = subprocess.Popen(pinned(cmd), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    _, status, usage = os.wait4(proc.pid, 0)
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"failed: {' '.join(cmd)}")
    return {"cpu": usage.ru_utime + usage.ru_stime, "wall": time.perf_counter() - t0,
            "peak_rss_bytes": usage.ru_maxrss * 1024}


def output_digest(cmd: list[str], env: dict) -> str:
    """SHA-256 of a command's output, read in chunks (a large output held here would count in
    the peak RSS of every process this one starts later)."""
    digest = hashlib.sha256()
    with subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env) as proc:
        for chunk in iter(lambda: proc.stdout.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


def cli_suite(files: list[dict], repeat: int) -> dict:
    """Each command over ``files`` (manifest entries) in one process per reader, the readers in turns."""
    records = sum(f["records"] for f in files)
    files = [f["path"] for f in files]
    ours = [PY, "-m", "pyspark_udfs"]
    peer = [PY, str(BENCH / "kafka_python_cli.py")]
    commands = {
        "verify": {"ours (native)": ([*ours, "verify", *files], "native"),
                   "ours (Python build)": ([*ours, "verify", *files], "python"),
                   "kafka-python": ([*peer, "verify", *files], "native")},
        "dump --json": {"ours (native)": ([*ours, "dump", "--json", *files], "native"),
                        "ours (Python build)": ([*ours, "dump", "--json", *files], "python"),
                        "kafka-python": ([*peer, "dump-json", *files], "native")},
        "dump --print-data-log": {"ours (native)": ([*ours, "dump", "--print-data-log", *files], "native"),
                                  "ours (Python build)": ([*ours, "dump", "--print-data-log", *files], "python"),
                                  "kafka-python": ([*peer, "dump-text", *files], "native")},
    }
    out: dict = {"files": files, "bytes": sum(os.path.getsize(f) for f in files), "records": records}
    for task, readers in commands.items():
        digests = {name: output_digest(cmd, backend_env(b)) for name, (cmd, b) in readers.items()}
        runs: dict = {name: [] for name in readers}
        note_load(f"kafka-ksy {task}")
        for _ in range(repeat):
            for name, (cmd, b) in readers.items():
                runs[name].append(child_cpu(cmd, backend_env(b)))
        out[task] = {name: {"best": min(r["cpu"] for r in rs), "runs": rs, "output_sha256": digests[name]}
                     for name, rs in runs.items()}
        log(f"whole process {task}: " + ", ".join(f"{n} {v['best']:.2f} s CPU" for n, v in out[task].items()))
    return out


# ------------------------------------------------------------------------------------------------


def spark_suite(root: str, s: dict) -> dict:
    """Sessions alternate (local[1], local[2], local[1], ...); each master keeps its best runs."""
    out: dict = {"path": root}
    for session in range(s["spark_sessions"]):
        for master in ("local[1]", "local[2]"):
            note_load(f"spark {master}")
            log(f"Spark {master}: kafka-log and prebuilt Arrow (session {session + 1})")
            cmd = [PY, str(BENCH / "spark_bench.py"), "--master", master, "--path", root,
                   "--repeat", str(s["spark_repeat"])]
            proc = subprocess.run(cmd, capture_output=True, text=True)
            lines = [line for line in proc.stdout.splitlines() if line.startswith("{")]
            if proc.returncode != 0 or not lines:
                return {**out, "skipped": f"spark_bench.py exited {proc.returncode}: {proc.stderr.strip()[-800:]}"}
            got = json.loads(lines[-1])
            if master in out:
                for source in (k for k, v in got.items() if isinstance(v, dict)):
                    for k in ("wall", "cpu"):
                        got[source][k] += out[master][source][k]
            out[master] = got
    return out


def peak_rss(cmd: list[str], env: dict) -> dict:
    """``child_cpu`` with the peak RSS taken by GNU time, a small process that forks ``cmd``:
    the ru_maxrss wait4 reports for a child of this process is at least this process's own size
    (the kernel carries it across exec)."""
    if not Path("/usr/bin/time").exists():
        return child_cpu(cmd, env)
    with tempfile.NamedTemporaryFile("r") as out:
        got = child_cpu(["/usr/bin/time", "-f", "%M", "-o", out.name, *cmd], env)
        got["peak_rss_bytes"] = int(out.read().split()[-1]) * 1024
    return got


def rss_suite(big: dict) -> dict:
    path = big["path"]
    log(f"peak RSS on {path} ({big['bytes'] / MiB:.0f} MiB)")
    workers = [PY, str(BENCH / "workers.py")]
    runs = {
        "python + pyspark_udfs imported (baseline)": ([PY, "-c", "import pyspark_udfs.reading.segment"], "native"),
        "ours (native): full record decode": ([*workers, "decode-ours", path, "--repeat", "1"], "native"),
        "ours (native): batch-level scan": ([*workers, "verify-ours", path, "--repeat", "1"], "native"),
        "kafka-python: batch-level scan (whole file in memory)":
            ([*workers, "verify-kafka-python", path, "--repeat", "1"], "native"),
        "Java FileRecords: batch-level scan (default heap)":
            (corpus.java_cmd("KafkaScan", "verify", "1", "0", path), "native"),
    }
    return {"file": path, "bytes": big["bytes"], "records": big["records"],
            "runs": {name: peak_rss(cmd, backend_env(b)) for name, (cmd, b) in runs.items()}}


RESYNC_REGIONS = {"quick": {"zeros": 256 * MiB, "random": 4 * MiB},
                  "full": {"zeros": 1024 * MiB, "random": 16 * MiB}}
"""Damaged regions between intact batches for the resync part: zeros (a sparse file, as a
broker's preallocated segment after a crash) and random bytes."""


def resync_segments(mode: str) -> dict[str, dict]:
    """Segments of Kafka-written batches (the golden v2-none.log), a damaged region, the batches
    again: one per kind of region, written once under bench/corpus/resync/."""
    batches = (REPO / "tests" / "fixtures" / "golden" / "v2-none.log").read_bytes()
    out = {}
    for kind, size in RESYNC_REGIONS[mode].items():
        path = corpus.CORPUS / "resync" / f"{kind}-{size // MiB}" / "00000000000000000000.log"
        if not path.exists() or path.stat().st_size != 2 * len(batches) + size:
            path.parent.mkdir(parents=True, exist_ok=True)
            with open(path, "wb") as f:
                f.write(batches)
                if kind == "zeros":
                    f.truncate(len(batches) + size)  # a hole, read as zeros
                    f.seek(0, io.SEEK_END)
                else:
                    f.write(random.Random(size).randbytes(size))
                f.write(batches)
        out[kind] = {"path": str(path), "region_bytes": size}
    return out


def resync_suite(mode: str, s: dict) -> dict:
    """CPU time of reading each resync segment whole (the search past its damaged region is
    nearly all of it), native and Python builds, in turns."""
    out: dict = {}
    for kind, seg in resync_segments(mode).items():
        out[kind] = {**seg}
        for name in ["ours (native)", "ours (Python build)"]:
            got = python_reader("resync", name, [seg["path"]], s["repeat"])
            out[kind][name] = {"best": got["results"][0]["best"], "cpu": got["results"][0]["cpu"],
                               "damaged_bytes": got["results"][0]["digest"]}
            log(f"resync over {kind}: {name} {seg['region_bytes'] / MB / out[kind][name]['best']:,.0f} MB/s")
    return out


def profile(files: list[str]) -> list[dict]:
    note_load("profile")
    log("native path: ns per record by stage")
    return run_json(pinned([PY, str(BENCH / "profile_native.py"), *files, "--repeat", "5"]), backend_env("native"))


# ------------------------------------------------------------------------------------------------


def native_build(sources: Path) -> Path | None:
    """pyspark_udfs._native built from ``sources`` (a tree with setup.py), cached by the sources'
    hash under bench/corpus/native/; None when it does not build."""
    digest = hashlib.sha256()
    for f in sorted([sources / "setup.py", *(sources / "pyspark_udfs" / "native").rglob("*"),
                     *(sources / "generated" / "cpp").rglob("*")]):
        if f.is_file():
            digest.update(str(f.relative_to(sources)).encode() + f.read_bytes())
    cache = corpus.CORPUS / "native" / digest.hexdigest()[:16]
    built = list(cache.glob("_native*.so"))
    if built:
        return built[0]
    log("building pyspark_udfs._native for the measured library (about a minute)")
    proc = subprocess.run([PY, "setup.py", "--quiet", "build_ext", "--inplace"], cwd=sources, capture_output=True,
                          env=dict(os.environ, KAFKA_KSY_REQUIRE_NATIVE="1"))
    so = list((sources / "pyspark_udfs").glob("_native*.so"))
    if proc.returncode != 0 or not so:
        log(f"the native build failed: {proc.stderr.decode()[-500:]}")
        return None
    cache.mkdir(parents=True, exist_ok=True)
    shutil.copy2(so[0], cache / so[0].name)
    return cache / so[0].name


def snapshot_library(root: Path, worktree: bool, ref: str = "HEAD", native: bool = True) -> dict:
    """Copy the library (pyspark_udfs/, generated/, the native extension built from them) and make
    every measurement process import that copy: others edit the library while a run goes on, and
    one run must measure one version. By default HEAD's committed files; with ``worktree`` the
    working tree as it is now."""
    shutil.rmtree(root, ignore_errors=True)
    sources = root / "sources"
    sources.mkdir(parents=True)
    paths = ["pyspark_udfs", "generated", "setup.py"]
    if worktree:
        for p in paths:
            if (REPO / p).is_dir():
                shutil.copytree(REPO / p, sources / p, ignore=shutil.ignore_patterns("__pycache__", "*.so"))
            else:
                shutil.copy2(REPO / p, sources / p)
    else:
        tar = subprocess.run(["git", "-C", str(REPO), "archive", "--format=tar", ref,
                              *(p for p in paths if ref == "HEAD" or p != "setup.py")],
                             capture_output=True, check=True).stdout
        with tarfile.open(fileobj=io.BytesIO(tar)) as t:
            t.extractall(sources, filter="data")
    native = native_build(sources) if native else None
    pkg = root / "lib" / "pyspark_udfs"
    shutil.copytree(sources / "pyspark_udfs", pkg, ignore=shutil.ignore_patterns("native", "*.so"))
    shutil.copytree(sources / "generated", pkg / "generated", ignore=shutil.ignore_patterns("cpp"))
    if native:
        shutil.copy2(native, pkg / native.name)
    compileall.compile_dir(pkg, quiet=1)  # as an install leaves it (PYTHONDONTWRITEBYTECODE may be set here)
    git = ["git", "-C", str(REPO)]
    commit = subprocess.run([*git, "rev-parse", "--short", ref], capture_output=True, text=True).stdout.strip()
    if ref != "HEAD":
        return {"commit": commit, "path": str(root / "lib")}
    dirty = subprocess.run([*git, "status", "--porcelain", "--", *paths], capture_output=True,
                           text=True).stdout.split("\n") if worktree else []
    os.environ["PYTHONPATH"] = os.pathsep.join([str(root / "lib"), *filter(None, [os.environ.get("PYTHONPATH")])])
    log(f"measuring the library as of {commit}{' + uncommitted changes' if any(dirty) else ''}"
        f"{'' if native else ' (NO native extension)'}")
    return {"commit": commit, "uncommitted": [d for d in dirty if d], "native": bool(native), "path": str(root / "lib")}


def environment() -> dict:
    from importlib.metadata import version

    def v(dist):
        try:
            return version(dist)
        except Exception:
            return "-"

    cpu = next((line.split(":", 1)[1].strip() for line in Path("/proc/cpuinfo").read_text().splitlines()
                if line.startswith("model name")), "?")
    java = subprocess.run(["java", "-version"], capture_output=True, text=True).stderr.splitlines()[0]
    return {"date": dt.datetime.now(dt.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"), "cpu": cpu,
            "cores": os.cpu_count(), "python": platform.python_version(), "java": java,
            "versions": {d: v(d) for d in ("kaitaistruct", "kafka-python", "aiokafka", "pyspark", "pyarrow")}}


PARTS = ["decode", "scan", "cli", "spark", "rss", "profile", "resync"]


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    g = p.add_mutually_exclusive_group()
    g.add_argument("--quick", action="store_true", help="small corpus (the default)")
    g.add_argument("--full", action="store_true", help="240 MB corpus, a 1 GiB segment for memory")
    p.add_argument("--out", default=str(BENCH / "results" / "latest"),
                   help="results directory (default bench/results/latest, git-ignored; "
                        "bench/results holds the committed run)")
    p.add_argument("--regenerate", action="store_true", help="rewrite the corpus even if it is up to date")
    p.add_argument("--worktree", action="store_true", help="measure the working tree instead of HEAD")
    p.add_argument("--skip", nargs="*", default=[], choices=PARTS)
    a = p.parse_args()
    mode = "full" if a.full else "quick"
    s = SETTINGS[mode]
    out_dir = Path(a.out).resolve()
    out_dir.mkdir(parents=True, exist_ok=True)
    started = time.perf_counter()

    baselines = [baseline_reader(commit) for commit in BASELINES]
    if {"decode", "scan"} - set(a.skip):
        for commit, name in zip(BASELINES, baselines, strict=True):
            copy = snapshot_library(corpus.CORPUS / f"library-{commit}", False, commit, native=False)
            READERS[name][1]["PYTHONPATH"] = copy["path"]
    library = snapshot_library(corpus.CORPUS / "library", a.worktree)
    os.chdir(corpus.CORPUS / "library")  # no child finds the repository's pyspark_udfs/ through its cwd
    res: dict = {"mode": mode, "settings": s, "targets": TARGETS,
                 "baselines": {name: BASELINES[commit][1] for commit, name in zip(BASELINES, baselines, strict=True)},
                 "environment": environment(), "library": library}
    if set(PARTS) - set(a.skip) - {"resync"}:  # the Kafka-written corpus (Java) for every part but resync
        manifest = corpus.ensure(mode, force=a.regenerate)
        quick = manifest if mode == "quick" else corpus.ensure("quick")
        files = [f["path"] for f in manifest["files"] if f["group"] == "decode"]
        quick_v2 = {f["name"]: f["path"] for f in quick["files"] if f["group"] == "decode" and f["magic"] == 2}
        res["corpus"] = manifest["files"]
    natives = ["ours (native)"] if library["native"] else []
    if "decode" not in a.skip:
        arrow = ["ours read_arrow (native)"] if library["native"] else []
        res["decode"] = {**measure("decode", files, s, [*natives, *arrow, "aiokafka (Cython)", "Java (in-JVM)"],
                                   ["kafka-python", "aiokafka (pure Python)"]),
                         **measure("decode", files, s, ["ours (Python build)", *baselines], [])}
    if "scan" not in a.skip:
        res["scan"] = {**measure("verify", files, s, [*natives, "Java (in-JVM)"],
                                 ["kafka-python", "aiokafka (Cython)"]),
                       **measure("verify", files, s, ["ours (Python build)", *baselines], [])}
    if "cli" not in a.skip:
        res["cli"] = cli_suite([f for f in manifest["files"] if f["group"] == "cli"], s["cli_repeat"])
    if "spark" not in a.skip:
        spark_dir = Path(next(f for f in manifest["files"] if f["group"] == "spark")["path"]).parent.parent
        res["spark"] = spark_suite(str(spark_dir), s)
        if library["native"]:  # read_arrow over the same directory, one core: the same rows without Spark
            res["spark"]["read_arrow"] = python_reader("decode", "ours read_arrow (native)",
                                                       sorted(str(p) for p in spark_dir.glob("*/*.log")), s["repeat"])
    if "rss" not in a.skip:
        res["rss"] = rss_suite(next(f for f in manifest["files"] if f["group"] == "rss"))
    if "profile" not in a.skip and library["native"]:
        res["profile"] = profile([quick_v2[n] for n in ("v2-none-1000", "v2-lz4-1000", "v2-zstd-100")])
    if "resync" not in a.skip:
        res["resync"] = resync_suite(mode, s)
    res["elapsed_seconds"] = time.perf_counter() - started
    res["machine_load"] = LOAD

    import report

    report.write_all(res, out_dir)
    log(f"done in {res['elapsed_seconds'] / 60:.1f} min: {out_dir}/results.md")


if __name__ == "__main__":
    main()
