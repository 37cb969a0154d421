"""results.json -> results.md, results.png and profile.md.

``python bench/report.py bench/results/results.json`` rewrites the reports from a saved run.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

MB = 1_000_000
MiB = 1024 * 1024


def _name(path: str) -> str:
    return Path(path).parent.name


def _by_file(result: dict) -> dict:
    """Measured files by segment name (a file a peer could not read is left out)."""
    return {_name(r["file"]): r for r in result["results"] if "skipped" not in r}


def _skipped(res: dict) -> list[str]:
    return [f"{part} {impl} {_name(r['file'])}: {r['skipped']}"
            for part in ("decode", "verify") for impl, v in res.get(part, {}).items()
            for r in v["results"] if "skipped" in r]


def _fmt_int(x: float) -> str:
    return f"{x:,.0f}"


def _fmt_ratio(x: float | None) -> str:
    if x is None:
        return "–"
    if x < 0.1:
        return f"{x:.3f}×"
    return f"{x:.2f}×" if x < 10 else f"{x:.1f}×"


COLORS = {"ours": "tab:blue", "kafka-python": "tab:orange", "aiokafka": "tab:green",
          "aiokafka (pure Python)": "tab:olive", "Java (in-JVM)": "tab:purple"}


def library_line(res: dict) -> str:
    lib = res.get("library")
    if not lib:
        return f"commit {res['environment'].get('commit', '?')}"
    text = f"library as of commit {lib['commit']}"
    if lib["uncommitted"]:
        text += f" plus uncommitted changes to {', '.join(x.split()[-1] for x in lib['uncommitted'])}"
    return text + f" (copied at the start of the run and imported by every measurement; sha256 {lib['sha256']})"


def library_problems(res: dict) -> list[str]:
    """Measurements that did not import the run's copy of the library."""
    lib = res.get("library")
    if not lib:
        return []
    out = []
    for part in ("decode", "verify"):
        for impl, r in res.get(part, {}).items():
            path = r.get("library_path")
            if path and not path.startswith(lib["path"]):
                out.append(f"{part}/{impl} imported {path}")
    for master, r in (res.get("spark") or {}).items():
        if isinstance(r, dict):
            for k in ("driver_library", "worker_library"):
                if r.get(k) and not r[k].startswith(lib["path"]):
                    out.append(f"Spark {master} {k.split('_')[0]} imported {r[k]}")
    return out


def _status(ok: bool | None) -> str:
    return "not measured" if ok is None else ("**PASS**" if ok else "**FAIL**")


# ------------------------------------------------------------------------------------------------


def summarize(res: dict) -> dict:
    """Per-file and aggregate numbers plus the four targets."""
    s: dict = {"files": [f["name"] for f in res["corpus"] if f["group"] == "decode"]}
    corpus = {f["name"]: f for f in res["corpus"]}
    s["corpus"] = corpus

    if "decode" in res:
        dec = {impl: _by_file(r) for impl, r in res["decode"].items()}
        s["decode"] = {}
        for impl, rows in dec.items():
            per = {n: {"rps": r["records"] / r["best"], "mbps": r["bytes"] / r["best"] / MB} for n, r in rows.items()}
            total_records = sum(r["records"] for r in rows.values())
            total_time = sum(r["best"] for r in rows.values())
            total_bytes = sum(r["bytes"] for r in rows.values())
            v2 = [r for n, r in rows.items() if n.startswith("v2")]
            s["decode"][impl] = {
                "per_file": per,
                "total": {"rps": total_records / total_time, "mbps": total_bytes / total_time / MB},
                "v2": {"rps": sum(r["records"] for r in v2) / sum(r["best"] for r in v2)},
            }
        digests = {}
        for impl, rows in dec.items():
            for n, r in rows.items():
                if "digest" in r:
                    digests.setdefault(n, {})[impl] = (r["records"], r["digest"])
        s["decode_mismatch"] = {n: d for n, d in digests.items() if len(set(d.values())) > 1}
        java = dec.get("Java (in-JVM)", {})
        s["java_record_mismatch"] = {n: (java[n]["records"], dec["ours"][n]["records"]) for n in java
                                     if n in dec["ours"] and java[n]["records"] != dec["ours"][n]["records"]}

    if "verify" in res:
        ver = {impl: _by_file(r) for impl, r in res["verify"].items()}
        s["verify"] = {}
        for impl, rows in ver.items():
            per = {n: r["bytes"] / r["best"] for n, r in rows.items()}
            v2 = [r for n, r in rows.items() if n.startswith("v2")]
            s["verify"][impl] = {
                "per_file": per,
                "v2": sum(r["bytes"] for r in v2) / sum(r["best"] for r in v2),
                "total": sum(r["bytes"] for r in rows.values()) / sum(r["best"] for r in rows.values()),
            }

    targets: dict = {}
    t = res["targets"]
    if "decode" in s:
        ours_rows, kp_rows = _by_file(res["decode"]["ours"]), _by_file(res["decode"]["kafka-python"])
        common = [n for n in s["files"] if n in ours_rows and n in kp_rows]
        ratio = (sum(ours_rows[n]["records"] for n in common) / sum(ours_rows[n]["best"] for n in common)) / (
            sum(kp_rows[n]["records"] for n in common) / sum(kp_rows[n]["best"] for n in common))
        worst = min(s["decode"]["ours"]["per_file"][n]["rps"] / s["decode"]["kafka-python"]["per_file"][n]["rps"]
                    for n in common)
        targets["decode"] = {"measured": ratio, "required": t["decode_vs_kafka_python"], "worst_file": worst,
                             "ok": ratio >= t["decode_vs_kafka_python"]}
    if "verify" in s:
        v = s["verify"]["ours"]["v2"]
        targets["verify"] = {"measured": v, "required": t["verify_bytes_per_s"], "ok": v >= t["verify_bytes_per_s"]}
    spark = res.get("spark")
    if spark:
        one, two = spark.get("local[1]", {}), spark.get("local[2]", {})
        if "rows_per_s" in one and "rows_per_s" in two:
            r = two["rows_per_s"] / one["rows_per_s"]
            targets["spark"] = {"measured": r, "required": t["spark_scaling"], "ok": r >= t["spark_scaling"]}
        else:
            why = one.get("skipped") or two.get("skipped") or "not run"
            targets["spark"] = {"measured": None, "required": t["spark_scaling"], "ok": None, "skipped": why}
    if "rss" in res:
        runs = res["rss"]["runs"]
        key = next(k for k in runs if k.startswith("ours: full record decode"))
        peak = runs[key]["peak_rss_bytes"]
        targets["rss"] = {"measured": peak, "required": t["rss_bytes"], "ok": peak < t["rss_bytes"],
                          "segment_bytes": res["rss"]["bytes"],
                          "is_1gib": res["rss"]["bytes"] >= 1024 * MiB}
    s["targets"] = targets
    return s


# ------------------------------------------------------------------------------------------------


def markdown(res: dict, s: dict) -> str:
    env = res["environment"]
    mode = res["mode"]
    corpus = s["corpus"]
    L: list[str] = []
    L.append(f"# kafka-ksy benchmark — {mode} run")
    L.append("")
    L.append(f"{env['date']}, {library_line(res)}; {env['cpu']}, {env['cores']} cores, Linux {env['kernel']}; "
             f"Python {env['python']}; {env['java']}. Every single-core number comes from a process pinned to "
             f"core 0 (`taskset -c 0`); all peers were measured in this same run on the same files. "
             f"Run time {res.get('elapsed_seconds', 0) / 60:.1f} min. Raw numbers: `results.json`; "
             f"how to run and what is measured: `bench/README.md`.")
    L.append("")
    L.append("Versions: " + ", ".join(f"{k} {v}" for k, v in env["versions"].items()) + ".")
    L.append("")
    problems = library_problems(res)
    if problems:
        L.append("**WARNING: not every measurement used the run's copy of the library:** " + "; ".join(problems))
        L.append("")

    # targets ------------------------------------------------------------------------------------
    L.append("## Targets")
    L.append("")
    L.append("| target | required | measured | measured / required | result |")
    L.append("| --- | --- | --- | --- | --- |")
    tg = s["targets"]
    if "decode" in tg:
        d = tg["decode"]
        L.append(f"| record decode, records/s vs kafka-python (CRCs on, whole corpus) | ≥ {d['required']}× | "
                 f"{d['measured']:.2f}× (worst file {d['worst_file']:.2f}×) | {d['measured'] / d['required']:.2f} | {_status(d['ok'])} |")
    if "verify" in tg:
        d = tg["verify"]
        L.append(f"| batch-level verify (CRC, no record decode), all v2 files, one core | ≥ {d['required'] / 1e9:.0f} GB/s | "
                 f"{d['measured'] / 1e9:.2f} GB/s | {d['measured'] / d['required']:.2f} | {_status(d['ok'])} |")
    if "spark" in tg:
        d = tg["spark"]
        if d["ok"] is None:
            L.append(f"| Spark data source, local[2] vs local[1] rows/s | ≥ {d['required']}× | skipped: {d['skipped'][:160]} | – | not measured |")
        else:
            L.append(f"| Spark data source, local[2] vs local[1] rows/s | ≥ {d['required']}× | {d['measured']:.2f}× | "
                     f"{d['measured'] / d['required']:.2f} | {_status(d['ok'])} |")
    if "rss" in tg:
        d = tg["rss"]
        size = f"{d['segment_bytes'] / MiB:.0f} MiB segment" + ("" if d["is_1gib"] else " — quick mode, NOT the 1 GiB of the target")
        L.append(f"| peak RSS, full record decode of one segment ({size}) | < {d['required'] / MiB:.0f} MiB | "
                 f"{d['measured'] / MiB:.0f} MiB | {d['measured'] / d['required']:.2f} (lower is better) | "
                 f"{_status(d['ok']) if d['is_1gib'] else _status(d['ok']) + ' (indicative)'} |")
    L.append("")

    # decode -------------------------------------------------------------------------------------
    if "decode" in s:
        dec = s["decode"]
        peers = [k for k in dec if k != "ours"]
        L.append("## Full record decode (offset, timestamp, key, value, headers; CRC of every batch checked)")
        L.append("")
        L.append("Records per second on one core (best of the timed passes over each file, file in page cache); "
                 "the ratio columns are ours ÷ peer (above 1: we are faster). MB/s counts bytes on disk.")
        L.append("")
        head = "| segment | records | MB | ours rec/s | ours MB/s | " + " | ".join(f"{p} rec/s | ours ÷ {p}" for p in peers) + " |"
        L.append(head)
        L.append("|" + " --- |" * (5 + 2 * len(peers)))
        for n in s["files"]:
            c = corpus[n]
            o = dec["ours"]["per_file"][n]
            cells = [n, _fmt_int(c["records"]), f"{c['bytes'] / MB:.1f}", _fmt_int(o["rps"]), f"{o['mbps']:.1f}"]
            for p in peers:
                if n not in dec[p]["per_file"]:
                    cells += ["n/a", "–"]
                    continue
                pr = dec[p]["per_file"][n]["rps"]
                cells += [_fmt_int(pr), _fmt_ratio(o["rps"] / pr)]
            L.append("| " + " | ".join(cells) + " |")
        o = dec["ours"]["total"]
        cells = ["**all**", _fmt_int(sum(corpus[n]["records"] for n in s["files"])),
                 f"{sum(corpus[n]['bytes'] for n in s['files']) / MB:.1f}", f"**{_fmt_int(o['rps'])}**", f"{o['mbps']:.1f}"]
        for p in peers:
            pr = dec[p]["total"]["rps"]
            cells += [_fmt_int(pr), f"**{_fmt_ratio(o['rps'] / pr)}**"]
        L.append("| " + " | ".join(cells) + " |")
        L.append("")
        L.append(f"Ours per record: {1e6 / o['rps']:.2f} µs; kafka-python {1e6 / dec['kafka-python']['total']['rps']:.2f} µs; "
                 f"aiokafka (Cython) {1e6 / dec['aiokafka']['total']['rps']:.2f} µs; "
                 f"aiokafka (pure Python) {1e6 / dec['aiokafka (pure Python)']['total']['rps']:.2f} µs; "
                 f"Java {1e6 / dec['Java (in-JVM)']['total']['rps']:.3f} µs.")
        impls = {k: v.get("impl") for k, v in res["decode"].items()}
        L.append("")
        L.append("Implementations: " + "; ".join(f"{k}: {v}" for k, v in impls.items()) + ".")
        if s["decode_mismatch"]:
            L.append("")
            L.append(f"**WARNING: implementations disagree on record counts/digests:** {s['decode_mismatch']}")
        else:
            L.append("All Python implementations decoded the same records (count and a digest of offsets and key/value "
                     "lengths agree on every file).")
        if _skipped(res):
            L.append("Not measured: " + "; ".join(_skipped(res)) + ". Totals of a peer cover the files it read; "
                     "the target ratio compares ours and kafka-python's on the files both read.")
        if s["java_record_mismatch"]:
            L.append(f"Java record counts differ: {s['java_record_mismatch']}")
        L.append("")

    # verify -------------------------------------------------------------------------------------
    if "verify" in s:
        ver = s["verify"]
        peers = [k for k in ver if k != "ours"]
        L.append("## Batch-level scan with CRC check (no record decode)")
        L.append("")
        L.append("MB/s of segment bytes on one core. Ours: `LogSegment.batches()` + `batch.crc_valid` (what "
                 "`kafka-ksy verify` does per batch). kafka-python / aiokafka: `MemoryRecords` over the file's bytes + "
                 "`batch.validate_crc()`. Java: `FileRecords.batches()` + `ensureValid()` after JIT warm-up.")
        L.append("")
        L.append("| segment | batches | ours MB/s | " + " | ".join(f"{p} MB/s | ours ÷ {p}" for p in peers) + " |")
        L.append("|" + " --- |" * (3 + 2 * len(peers)))
        for n in s["files"]:
            o = ver["ours"]["per_file"][n]
            cells = [n, _fmt_int(corpus[n]["batches"]), _fmt_int(o / MB)]
            for p in peers:
                if n not in ver[p]["per_file"]:
                    cells += ["n/a", "–"]
                    continue
                pr = ver[p]["per_file"][n]
                cells += [_fmt_int(pr / MB), _fmt_ratio(o / pr)]
            L.append("| " + " | ".join(cells) + " |")
        for label, key in (("**all v2**", "v2"), ("**all**", "total")):
            o = ver["ours"][key]
            cells = [label, "", f"**{_fmt_int(o / MB)}**"]
            for p in peers:
                cells += [_fmt_int(ver[p][key] / MB), f"**{_fmt_ratio(o / ver[p][key])}**"]
            L.append("| " + " | ".join(cells) + " |")
        L.append("")
        wp = res.get("verify_whole_process")
        if wp:
            L.append("Whole process, one cold pass over all v2 files (interpreter or JVM start-up included, best of 3):")
            L.append("")
            L.append("| reader | seconds | MB/s | ours ÷ reader |")
            L.append("| --- | --- | --- | --- |")
            for k, v in wp.items():
                L.append(f"| {k} | {v['best_seconds']:.2f} | {_fmt_int(v['bytes_per_s'] / MB)} | "
                         f"{_fmt_ratio(wp['ours']['bytes_per_s'] / v['bytes_per_s'])} |")
            L.append("")

    # spark --------------------------------------------------------------------------------------
    sp = res.get("spark")
    if sp:
        L.append("## Spark data source (`spark.read.format(\"kafka-log\")`)")
        L.append("")
        L.append(f"{sp['rows']:,} rows in {sp['partitions_on_disk']} segments ({sp['bytes'] / MB:.0f} MB, lz4, 1000 per batch) "
                 f"under `{Path(sp['path']).relative_to(Path(sp['path']).parents[2]) if len(Path(sp['path']).parents) > 2 else sp['path']}`, "
                 "written to the `noop` sink (every column materialised) after a warm-up `count()`.")
        L.append("")
        one, two = sp.get("local[1]", {}), sp.get("local[2]", {})
        if "rows_per_s" in one and "rows_per_s" in two:
            L.append("| master | partitions | seconds (best session) | every session's best | rows/s | vs local[1] |")
            L.append("| --- | --- | --- | --- | --- | --- |")
            for m, r in (("local[1]", one), ("local[2]", two)):
                sessions = ", ".join(f"{t:.2f}" for t in r.get("session_bests", [r["best"]]))
                L.append(f"| {m} | {r['partitions']} | {r['best']:.2f} | {sessions} | {_fmt_int(r['rows_per_s'])} | "
                         f"{_fmt_ratio(r['rows_per_s'] / one['rows_per_s'])} |")
        else:
            why = one.get("skipped") or two.get("skipped") or "not run"
            L.append(f"**Skipped:** {why}")
        L.append("")

    # rss ----------------------------------------------------------------------------------------
    rss = res.get("rss")
    if rss:
        L.append("## Peak resident memory")
        L.append("")
        big = rss["bytes"] >= 1024 * MiB
        L.append(f"One segment of {rss['bytes'] / MiB:.0f} MiB ({rss['records']:,} records, uncompressed, 1000 per batch)"
                 + ("." if big else " — **quick mode: a smaller segment than the 1 GiB of the target**; run `--full` for the real test.")
                 + " Each reader runs in its own process; peak RSS is that process's `ru_maxrss` (from `os.wait4`).")
        L.append("")
        L.append("| reader | peak RSS (MiB) | seconds |")
        L.append("| --- | --- | --- |")
        for k, v in rss["runs"].items():
            L.append(f"| {k} | {v['peak_rss_bytes'] / MiB:.0f} | {v['seconds']:.1f} |")
        L.append("")

    L.append("## Measurement conditions")
    L.append("")
    L.append("The machine is shared (other sessions run tests on it). Before each measurement the harness waits up to "
             "45 s for the cores to be idle and records what it saw; each Python pass records its process CPU time ÷ "
             "wall time (below ~0.95 means another process had our core during the pass that was kept).")
    L.append("")
    busy = [q for q in res.get("machine_load", []) if q["busy"] > 0.15]
    if busy:
        L.append("Busy when measuring (share of both cores used by others just before): " +
                 "; ".join(f"{q['before']} {q['busy']:.0%}" for q in busy) + ".")
    else:
        L.append("The cores were idle before every measurement.")
    contended = []
    for part in ("decode", "verify"):
        for impl, r in res.get(part, {}).items():
            for row in r["results"]:
                share = row.get("best_cpu_share")
                if share is not None and share < 0.95:
                    contended.append(f"{part} {impl} {_name(row['file'])} ({share:.2f})")
    L.append("")
    L.append(("Passes kept despite sharing the core: " + ", ".join(contended) + ".") if contended else
             "Every kept Python pass had its core to itself (CPU ÷ wall ≥ 0.95).")
    L.append("")
    if "profile" in res:
        L.append("## Profile")
        L.append("")
        L.append("Where the time of our record path goes: `profile.md`.")
        L.append("")
    L.append("![results](results.png)")
    L.append("")
    return "\n".join(L)


# ------------------------------------------------------------------------------------------------


def chart(res: dict, s: dict, path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    import numpy as np

    fig, axes = plt.subplots(2, 2, figsize=(15, 10))
    fig.suptitle(f"kafka-ksy benchmark ({res['mode']} run, one core unless noted) — {res['environment']['date']}")
    files = s["files"]
    x = np.arange(len(files))

    ax = axes[0][0]
    if "decode" in s:
        impls = list(s["decode"])
        w = 0.8 / len(impls)
        for i, impl in enumerate(impls):
            ax.bar(x + (i - (len(impls) - 1) / 2) * w, [s["decode"][impl]["per_file"].get(n, {}).get("rps", 0) for n in files], w,
                   label=impl, color=COLORS.get(impl))
        ax.set_yscale("log")
        ax.set_xticks(x, files, rotation=45, ha="right", fontsize=8)
        ax.set_ylabel("records/s (log)")
        ax.set_title("Full record decode with CRC")
        ax.legend(fontsize=8)
        ax.grid(axis="y", alpha=0.3)

    ax = axes[0][1]
    if "verify" in s:
        impls = list(s["verify"])
        w = 0.8 / len(impls)
        for i, impl in enumerate(impls):
            ax.bar(x + (i - (len(impls) - 1) / 2) * w, [s["verify"][impl]["per_file"].get(n, 0) / MB for n in files], w,
                   label=impl, color=COLORS.get(impl))
        ax.axhline(1000, color="red", linestyle="--", linewidth=1, label="target 1 GB/s")
        ax.set_yscale("log")
        ax.set_xticks(x, files, rotation=45, ha="right", fontsize=8)
        ax.set_ylabel("MB/s (log)")
        ax.set_title("Batch-level scan with CRC check")
        ax.legend(fontsize=8)
        ax.grid(axis="y", alpha=0.3)

    ax = axes[1][0]
    tg = s["targets"]
    labels, values, colors = [], [], []
    names = {"decode": "decode vs kafka-python\n(≥ 0.5×)", "verify": "verify\n(≥ 1 GB/s)",
             "spark": "Spark 2 vs 1 core\n(≥ 1.8×)", "rss": "peak RSS\n(< 256 MiB)"}
    for k, d in tg.items():
        labels.append(names[k])
        if d.get("measured") is None:
            values.append(0)
            colors.append("lightgrey")
            continue
        score = d["required"] / d["measured"] if k == "rss" else d["measured"] / d["required"]
        values.append(score)
        colors.append("tab:green" if d["ok"] else "tab:red")
    cap = 2.0
    bars = ax.bar(labels, [min(v, cap) for v in values], color=colors)
    for b, v, (k, d) in zip(bars, values, tg.items()):
        text = "skipped" if d.get("measured") is None else (f"{v:.2f}" if v <= cap else f"{v:.1f} (clipped)")
        ax.text(b.get_x() + b.get_width() / 2, max(b.get_height(), 0.02), text, ha="center", va="bottom", fontsize=9)
    ax.set_ylim(0, cap * 1.1)
    ax.axhline(1.0, color="black", linestyle="--", linewidth=1)
    ax.set_ylabel("measured ÷ required (≥ 1 passes; RSS: required ÷ measured)")
    ax.set_title("Targets")
    ax.grid(axis="y", alpha=0.3)

    ax = axes[1][1]
    rss = res.get("rss")
    if rss:
        names_r = list(rss["runs"])
        vals = [rss["runs"][k]["peak_rss_bytes"] / MiB for k in names_r]
        ax.barh([n.replace(" (", "\n(") for n in names_r], vals, color="tab:blue")
        ax.axvline(256, color="red", linestyle="--", linewidth=1, label="target 256 MiB")
        for i, v in enumerate(vals):
            ax.text(v, i, f" {v:.0f}", va="center", fontsize=8)
        ax.set_xlabel("peak RSS, MiB")
        ax.set_title(f"Peak RSS reading a {rss['bytes'] / MiB:.0f} MiB segment")
        ax.tick_params(axis="y", labelsize=7)
        ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


# ------------------------------------------------------------------------------------------------


def profile_markdown(res: dict, s: dict) -> str:
    prof = res["profile"]
    L = ["# Where the time of our record path goes", ""]
    L.append(f"{res['mode']} run, {res['environment']['date']}, {library_line(res)}, one core. "
             "Produced by `bench/profile_records.py` (run by `bench/run.py`) over the quick corpus's 2 MB segments "
             "(per-record costs do not depend on a file's length; small files allow many clean repeats).")
    L.append("")
    if "decode" in s:
        kp = 1e6 / s["decode"]["kafka-python"]["total"]["rps"]
        ours = 1e6 / s["decode"]["ours"]["total"]["rps"]
        need = kp / res["targets"]["decode_vs_kafka_python"]
        L.append(f"Context: over the whole corpus our full decode costs **{ours:.1f} µs per record**, kafka-python's "
                 f"{kp:.1f} µs; the target (≥ 0.5× kafka-python's records/s) means at most **{need:.1f} µs per record**, "
                 f"so {max(ours - need, 0):.1f} µs per record have to go.")
        L.append("")
    share = prof.get("min_cpu_share")
    if share is not None:
        L.append(f"Kept timings had their core to themselves (lowest CPU ÷ wall {share:.2f})." if share >= 0.95 else
                 f"**Some kept timings shared the core with another process** (lowest CPU ÷ wall {share:.2f}): "
                 "treat small differences with care.")
        L.append("")
    L.append("## 1. Stages, timed without a profiler (µs per record)")
    L.append("")
    L.append("Each column is the difference between two clean timings of the same file (best of ≥ 2 passes): "
             "*walk* = `LogSegment.batches()` (file window, generated entry and batch-header parse); *CRC* = "
             "`batch.crc_valid`; *decompress* = `compression.decompress()`; *generated* = the generated "
             "`KafkaRecordBatch.Record` type alone over the (decompressed) record bytes, records not kept, on the "
             "stream type `Batch.records()` uses; "
             "*our layer* = the rest of `Batch.records()` (per-record glue and the `Record` objects).")
    L.append("")
    L.append("| segment | total | walk | CRC | decompress | generated parser | our layer | generated share | of which cyclic GC |")
    L.append("| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for st in prof["stages"]:
        p = st["parts_us"]
        L.append(f"| {_name(st['file'])} | {st['full_us']:.2f} | {p['walk']:.2f} | {p['crc']:.2f} | {p['decompress']:.2f} | "
                 f"{p['generated']:.2f} | {p['layer']:.2f} | {p['generated'] / st['full_us']:.0%} | {st.get('gc_us', 0):.2f} |")
    L.append("")
    L.append("*Of which cyclic GC*: the full decode with Python's cyclic garbage collector on minus off, spread over "
             "the stages (every generated object points back at its `_parent` and `_root`, so a record's parse tree "
             "is a reference cycle freed by the collector rather than by reference counting). Stage differences "
             "are taken between best-of timings, so on a busy machine a small column can come out slightly off.")
    L.append("")
    for f, c in prof["cprofile"].items():
        L.append(f"## 2. cProfile of the full decode: {_name(f)}")
        L.append("")
        L.append("Own time per layer (C built-ins charged to their Python caller), scaled to the unprofiled µs per "
                 "record. cProfile adds a fixed cost to every call, so layers made of many tiny calls (the Kaitai "
                 "runtime, varints) look somewhat bigger here than they are; section 1 is exact per stage.")
        L.append("")
        L.append("| layer | share | µs per record |")
        L.append("| --- | --- | --- |")
        for k, v in c["layers"].items():
            if v["share"] >= 0.0005:
                L.append(f"| {k} | {v['share']:.1%} | {v['us_per_record']:.2f} |")
        L.append("")
        g = prof["cprofile_generated"].get(f)
        if g:
            L.append("Inside the *generated* stage alone:")
            L.append("")
            L.append("| layer | share | µs per record |")
            L.append("| --- | --- | --- |")
            for k, v in g["layers"].items():
                if v["share"] >= 0.0005:
                    L.append(f"| {k} | {v['share']:.1%} | {v['us_per_record']:.2f} |")
            L.append("")
        L.append("Top functions by own time:")
        L.append("")
        L.append("| function | calls | calls per record | share | µs per record |")
        L.append("| --- | --- | --- | --- | --- |")
        records = c.get("records") or next((st["records"] for st in prof["stages"] if st["file"] == f), None)
        for r in c["top"]:
            per = f"{r['calls'] / records:.1f}" if records else "–"
            L.append(f"| `{r['function']}` | {r['calls']:,} | {per} | {r['own_share']:.1%} | {r['own_us_per_record']:.2f} |")
        L.append("")
    if prof.get("verify"):
        L.append("## Batch-level verify: cost per batch (cProfile, scaled to the unprofiled time)")
        L.append("")
        for f, c in prof["verify"].items():
            size = c["bytes"] / c["batches"]
            L.append(f"**{_name(f)}**: {c['us_per_batch']:.1f} µs per batch of {size / 1000:.1f} kB on average = "
                     f"{size / c['us_per_batch']:.0f} MB/s; 1 GB/s would need ≤ {size / 1000:.1f} µs per batch.")
            L.append("")
            L.append("| layer | share | µs per batch |")
            L.append("| --- | --- | --- |")
            for k, v in c["layers"].items():
                if v["share"] >= 0.0005:
                    L.append(f"| {k} | {v['share']:.1%} | {v['us_per_record']:.2f} |")
            L.append("")
            L.append("| function | calls per batch | µs per batch |")
            L.append("| --- | --- | --- |")
            for r in c["top"]:
                L.append(f"| `{r['function']}` | {r['calls'] / c['batches']:.1f} | {r['own_us_per_record']:.2f} |")
            L.append("")
    ps = prof.get("pyspy")
    if ps:
        L.append(f"## 3. py-spy: {_name(prof.get('pyspy_file', ''))}")
        L.append("")
        if "skipped" in ps:
            L.append(f"Skipped: {ps['skipped']}")
        else:
            L.append(f"{ps['samples']:,} samples of the unprofiled decode loop (500 Hz); own samples (leaf frame; C "
                     "built-ins count for the Python line calling them).")
            L.append("")
            L.append("| layer | share |")
            L.append("| --- | --- |")
            for k, v in ps["layers"].items():
                L.append(f"| {k} | {v:.1%} |")
            L.append("")
            L.append("| hottest lines | share |")
            L.append("| --- | --- |")
            for r in ps["top_lines"]:
                L.append(f"| `{r['line']}` | {r['share']:.1%} |")
        L.append("")
    if prof.get("floor"):
        kp_files = s.get("decode", {}).get("kafka-python", {}).get("per_file", {})
        L.append("## 4. The floor of the generated parsers (µs per record, no profiler)")
        L.append("")
        L.append("*Generated*: the generated `Record` type alone over each batch's record bytes. *Floor*: the same "
                 "plus the reads every correct decode needs from it (the length varint's value and byte count for "
                 "Kafka's record-size check, the offset and timestamp deltas, key, value, headers), with no `Record` "
                 "objects, checks or offset arithmetic: no layer over these generated parsers can go below it. "
                 "*Budget*: twice kafka-python's time per record on the same segment in this run (its 20 MB "
                 "version), the most the ≥ 0.5× target allows for the whole decode.")
        L.append("")
        L.append("| segment | full decode | generated | floor | floor ÷ full | kafka-python | budget at 0.5× | floor ÷ budget |")
        L.append("| --- | --- | --- | --- | --- | --- | --- | --- |")
        for e in prof["floor"]:
            name = _name(e["file"])
            kp = kp_files.get(name)
            kp_us = 1e6 / kp["rps"] if kp else None
            cells = [name, f"{e['full_us']:.2f}", f"{e['generated_us']:.2f}", f"{e['generated_values_us']:.2f}",
                     f"{e['generated_values_us'] / e['full_us']:.0%}",
                     f"{kp_us:.2f}" if kp_us else "–", f"{2 * kp_us:.2f}" if kp_us else "–",
                     f"{e['generated_values_us'] / (2 * kp_us):.2f}" if kp_us else "–"]
            L.append("| " + " | ".join(cells) + " |")
        L.append("")
    notes = Path(__file__).with_name("profile_notes.md")
    if notes.exists():
        L.append(notes.read_text().rstrip())
        L.append("")
    return "\n".join(L)


def write_all(res: dict, out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    (out / "results.json").write_text(json.dumps(res, indent=1))
    s = summarize(res)
    (out / "results.md").write_text(markdown(res, s))
    chart(res, s, out / "results.png")
    if "profile" in res:
        (out / "profile.md").write_text(profile_markdown(res, s))


if __name__ == "__main__":
    target = Path(sys.argv[1] if len(sys.argv) > 1 else Path(__file__).parent / "results" / "results.json")
    write_all(json.loads(target.read_text()), target.parent)
