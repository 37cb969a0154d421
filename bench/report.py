"""results.json -> results.md and results.png: ``python bench/report.py [bench/results/results.json]``."""
from __future__ import annotations

import json
import statistics
import sys
from collections.abc import Callable
from pathlib import Path

MB, MiB = 1_000_000, 1024 * 1024


def _name(path: str) -> str:
    return Path(path).parent.name


def _rows(part: dict) -> dict[str, dict]:
    """Each reader's measured files by segment name (files a reader could not read left out)."""
    return {reader: {_name(r["file"]): r for r in v["results"] if "skipped" not in r} for reader, v in part.items()}


def _rate(rows: dict, what: str, names=None) -> float:
    """Records (or bytes) per CPU second over ``names`` (default: every file)."""
    names = [n for n in (names or rows) if n in rows]
    return sum(rows[n][what] for n in names) / sum(rows[n]["best"] for n in names)


def _best_rate(spark: dict, master: str, source: str) -> float:
    return spark[master]["rows"] / min(spark[master][source]["wall"])


Add = Callable[..., None]
""":func:`targets`' ``add(label, key, measured, lower_is_better=False, unit="×")``: one target's row."""


def targets(res: dict) -> list[dict]:
    """Each of the targets (issues 10, 20, 21, 35) that was measured: label, required (number and text), measured,
    score (measured ÷ required, or its inverse for RSS: ≥ 1 passes) and ok."""
    t, out = res["targets"], []

    def add(label: str, key: str, measured: float | None, lower_is_better: bool = False, unit: str = "×") -> None:
        need = t[key]["required"]
        ok = None if measured is None else (measured < need if lower_is_better else measured >= need)
        text = f"< {need / MiB:.0f} MiB" if lower_is_better else f"≥ {need}{unit}"
        if "stretch" in t[key]:
            text += f" (stretch {t[key]['stretch']}×)"
        score = None if measured is None else (need / measured if lower_is_better else measured / need)
        out.append({"label": label, "key": key, "text": text, "measured": measured, "score": score, "ok": ok,
                    "rss": lower_is_better, "unit": unit})

    # in the order of the table and the chart
    for part in (_decode_targets, _spark_targets, _cli_targets, _scan_targets, _python_build_targets,
                 _rss_target, _resync_targets):
        part(res, t, add)
    return out


def _decode_targets(res: dict, t: dict, add: Add) -> None:
    if "decode" in res and "ours (native)" in res["decode"]:
        d = _rows(res["decode"])
        common = [n for n in d["ours (native)"] if n in d["aiokafka (Cython)"]]
        add("record decode to `Record` objects, CRCs on, whole corpus: ours (native) ÷ aiokafka (Cython)",
            "decode_vs_aiokafka", _rate(d["ours (native)"], "records", common) /
            _rate(d["aiokafka (Cython)"], "records", common))
        legacy = [n for n in common if n.startswith("v1-")]
        if legacy and "decode_v1_vs_aiokafka" in t:
            add("record decode, v1 (legacy wrapper) files: ours (native) ÷ aiokafka (Cython)", "decode_v1_vs_aiokafka",
                _rate(d["ours (native)"], "records", legacy) / _rate(d["aiokafka (Cython)"], "records", legacy))
        if "Java (in-JVM)" in d and "decode_vs_java" in t:
            add("record decode, whole corpus: ours (native) ÷ Kafka's Java reader in-JVM (measured in turns)",
                "decode_vs_java", _rate(d["ours (native)"], "records") / _rate(d["Java (in-JVM)"], "records"))
    if "decode" in res and "ours read_arrow (native)" in res["decode"]:
        d = _rows(res["decode"])
        add("`read_arrow` (native) over the whole corpus, rows per CPU second on one core", "arrow_rows_per_s",
            _rate(d["ours read_arrow (native)"], "records"), unit=" rows/s")


def _spark_targets(res: dict, t: dict, add: Add) -> None:
    spark = res.get("spark", {})
    if "local[1]" in spark and "read_arrow" in spark:
        arrow = spark["read_arrow"]["results"]
        add("`read_arrow` (native, one core) rows per wall second ÷ Spark `kafka-log` on local[1], same directory",
            "arrow_vs_spark_local1", sum(r["records"] for r in arrow) / sum(min(r["wall"]) for r in arrow)
            / _best_rate(spark, "local[1]", "kafka-log"))
    if "local[1]" in spark:
        add("Spark `kafka-log` local[1] rows/s ÷ prebuilt-Arrow Python source (same session)",
            "spark_vs_prebuilt_arrow", _best_rate(spark, "local[1]", "kafka-log") /
            _best_rate(spark, "local[1]", "prebuilt Arrow"))
    if "local[2]" in spark and "spark_local2_vs_prebuilt_arrow" in t:
        add("Spark `kafka-log` local[2] rows/s ÷ prebuilt-Arrow Python source on local[2] (same session)",
            "spark_local2_vs_prebuilt_arrow", _best_rate(spark, "local[2]", "kafka-log") /
            _best_rate(spark, "local[2]", "prebuilt Arrow"))
    if "local[2]" in spark:
        busy = max((q["busy"] for q in res.get("machine_load", []) if q["before"] == "spark local[2]"), default=0)
        reference = _best_rate(spark, "local[2]", "prebuilt Arrow") / _best_rate(spark, "local[1]", "prebuilt Arrow")
        add(f"Spark `kafka-log` local[2] ÷ local[1] rows/s (the prebuilt-Arrow source: {reference:.2f}×)" + (
            f"; **inconclusive**: other processes held {busy:.0%} of the two cores before local[2] ran"
            if busy > 0.25 else ""), "spark_scaling",
            _best_rate(spark, "local[2]", "kafka-log") / _best_rate(spark, "local[1]", "kafka-log"))


def _cli_targets(res: dict, t: dict, add: Add) -> None:
    if "cli" not in res:
        return
    for task, key in (("verify", "cli_verify_vs_kafka_python"), ("dump --json", "cli_dump_json_vs_kafka_python"),
                      ("dump --print-data-log", "cli_dump_text_vs_kafka_python")):
        c = res["cli"].get(task)
        if c is not None and key in t:
            add(f"`kafka-ksy {task}` whole process, CPU time: kafka-python script ÷ ours (native)", key,
                c["kafka-python"]["best"] / c["ours (native)"]["best"])
    if "cli_dump_json_records_per_s" in t and "records" in res["cli"]:
        add("`kafka-ksy dump --json` (native) whole process, records per CPU second", "cli_dump_json_records_per_s",
            res["cli"]["records"] / res["cli"]["dump --json"]["ours (native)"]["best"], unit=" records/s")


def _scan_targets(res: dict, t: dict, add: Add) -> None:
    if "scan" in res and "ours (native)" in res["scan"]:
        s = _rows(res["scan"])
        add("batch-level scan with CRC, whole corpus: ours (native) ÷ Java `FileRecords` in-JVM", "scan_vs_java",
            _rate(s["ours (native)"], "bytes") / _rate(s["Java (in-JVM)"], "bytes"))


def _python_build_targets(res: dict, t: dict, add: Add) -> None:
    baselines = res.get("baselines") or {res["previous"]: "python_{}_vs_previous"}  # (runs before b588a4c's)
    for before, key in baselines.items():
        for part, what in (("decode", "records"), ("scan", "bytes")):
            if part in res:
                rows = _rows(res[part])
                add(f"pure-Python path, {'record decode' if part == 'decode' else 'batch-level scan'}: ours "
                    f"(Python build) ÷ {before.removeprefix('ours ')}, same run", key.format(part),
                    _rate(rows["ours (Python build)"], what) / _rate(rows[before], what))


def _rss_target(res: dict, t: dict, add: Add) -> None:
    if "rss" in res:
        label = f"peak RSS, full decode (native) of a {res['rss']['bytes'] / MiB:.0f} MiB segment"
        add(label + ("" if res["rss"]["bytes"] >= 1024 * MiB else " (quick mode: not the 1 GiB of the target)"),
            "rss_bytes", res["rss"]["runs"]["ours (native): full record decode"]["peak_rss_bytes"], True)


def _resync_targets(res: dict, t: dict, add: Add) -> None:
    if "resync" in res and "resync_zeros_mb_s" in t:
        zeros = res["resync"]["zeros"]
        for name in ("ours (native)", "ours (Python build)"):
            add(f"resync past a {zeros['region_bytes'] / MiB:,.0f} MiB zero-filled region, {name}, MB per CPU second",
                "resync_zeros_mb_s", zeros["region_bytes"] / MB / zeros[name]["best"], unit=" MB/s")


SHORT = {"decode_vs_aiokafka": "decode vs aiokafka (1.0×)", "decode_v1_vs_aiokafka": "v1 decode vs aiokafka (1.0×)",
         "decode_vs_java": "decode vs Java (0.6×)", "spark_local2_vs_prebuilt_arrow": "Spark local[2] vs Arrow (0.8)",
         "spark_vs_prebuilt_arrow": "Spark vs prebuilt Arrow (0.5)",
         "spark_scaling": "Spark local[2] / local[1] (1.8×)", "cli_verify_vs_kafka_python": "kafka-ksy verify (10×)",
         "cli_dump_json_vs_kafka_python": "kafka-ksy dump --json (5×)",
         "cli_dump_text_vs_kafka_python": "kafka-ksy dump text (5×)",
         "cli_dump_json_records_per_s": "dump --json (1 M records/s)", "scan_vs_java": "batch scan vs Java (1.0×)",
         "python_decode_vs_previous": "Python build decode vs d7ce820", "python_scan_vs_previous":
         "Python build scan vs d7ce820", "python_decode_vs_b588a4c": "Python build decode vs b588a4c",
         "python_scan_vs_b588a4c": "Python build scan vs b588a4c", "rss_bytes": "peak RSS (< 256 MiB)",
         "resync_zeros_mb_s": "resync over zeros (500 MB/s)", "arrow_rows_per_s": "read_arrow (3 M rows/s)",
         "arrow_vs_spark_local1": "read_arrow vs Spark local[1] (3×)"}
"""Each target's name in the chart."""


def _verdict(ok: bool | None) -> str:
    return "not measured" if ok is None else ("**PASS**" if ok else "**FAIL**")


def _table(head: list[str], rows: list[list[str]]) -> list[str]:
    return ["| " + " | ".join(head) + " |", "|" + " --- |" * len(head), *("| " + " | ".join(r) + " |" for r in rows)]


def _per_file(part: dict, what: str, scale: float, unit: str) -> list[str]:
    rows = _rows(part)
    readers = list(rows)
    names = list(next(iter(rows.values())))
    body = [[n, *(f"{rows[r][n][what] / rows[r][n]['best'] / scale:,.0f}" if n in rows[r] else "n/a"
                  for r in readers)] for n in names]
    body.append(["**all**", *(f"**{_rate(rows[r], what) / scale:,.0f}**" for r in readers)])
    return _table([f"segment ({unit})", *readers], body)


def markdown(res: dict) -> str:
    sections = (_heading, _targets_section, _conditions_section, _decode_section, _scan_section, _cli_section,
                _spark_section, _rss_section, _profile_section, _resync_section)
    L = [line for section in sections for line in section(res)]
    L += ["![results](results.png)", ""]
    return "\n".join(L)


def _heading(res: dict) -> list[str]:
    env, lib = res["environment"], res["library"]
    return [f"# kafka-ksy benchmark — {res['mode']} run", "",
            f"{env['date']}; library as of commit {lib['commit']}"
            + (f" plus uncommitted changes ({len(lib['uncommitted'])} paths)" if lib["uncommitted"] else "")
            + ("" if lib["native"] else " **without the native extension**")
            + f"; {env['cpu']}, {env['cores']} cores; Python {env['python']}; {env['java']}; "
            + ", ".join(f"{k} {v}" for k, v in env["versions"].items())
            + f". All peers measured in this run, on the same files; {res['elapsed_seconds'] / 60:.1f} min. "
            "How to run and what is measured: `bench/README.md`.", ""]


def _targets_section(res: dict) -> list[str]:
    return ["## Targets (issues 10, 20, 21, 35)", "",
            *_table(["target", "required", "measured", "result"],
                    [[t["label"], t["text"], "–" if t["measured"] is None else
                      (f"{t['measured'] / MiB:.0f} MiB" if t["rss"] else
                       f"{t['measured']:,.0f}{t['unit']}" if t.get("unit", "×") != "×" else f"{t['measured']:.2f}×"),
                      _verdict(t["ok"])]
                     for t in targets(res)])]


def _conditions_section(res: dict) -> list[str]:
    load = res.get("machine_load", [])
    L = ["", "## Conditions", "",
         "The machine is shared with other sessions. Every in-process number is the best **CPU time** "
         "(`process_time`; Java: the thread's CPU time) of several passes, each in a process pinned to core 0; "
         "whole processes are timed by their CPU time (user + system, `wait4`); Spark's numbers are wall time "
         "(best run; the process tree's CPU time is in `results.json`)."]
    if load:
        busy = [q["busy"] for q in load]
        L.append(f"Just before each measurement the other processes kept the two cores {statistics.median(busy):.0%} "
                 f"busy at the median ({max(busy):.0%} at most); 1-minute load average up to "
                 f"{max(q['loadavg'] for q in load):.1f}.")
    L.append("")
    return L


def _decode_section(res: dict) -> list[str]:
    if "decode" not in res:
        return []
    d = _rows(res["decode"])
    L = ["## Record decode (every batch's CRC, every record's fields), records per CPU second", ""]
    L += _per_file(res["decode"], "records", 1, "records/s")
    L += ["", "µs per record: " + "; ".join(f"{r} {1e6 / _rate(v, 'records'):.2f}" for r, v in d.items()) + ".",
          "Implementations: " + "; ".join(f"{r}: {v['impl']}" for r, v in res["decode"].items()) + "."]
    digests: dict[str, set] = {}
    for rows in d.values():
        for n, r in rows.items():
            if "digest" in r:
                digests.setdefault(n, set()).add((r["records"], r["digest"]))
    bad = sorted(n for n, v in digests.items() if len(v) > 1)
    L += [f"**WARNING: readers disagree on the records of {', '.join(bad)}**" if bad else
          "Every Python reader decoded the same records (count and a digest of offsets and key/value lengths).",
          ""]
    return L


def _scan_section(res: dict) -> list[str]:
    if "scan" not in res:
        return []
    return ["## Batch-level scan with CRC (no record decode), MB per CPU second", "",
            *_per_file(res["scan"], "bytes", MB, "MB/s"), ""]


def _cli_section(res: dict) -> list[str]:
    if "cli" not in res:
        return []
    c = res["cli"]
    L = ["## Whole processes", "",
         f"{len(c['files'])} v2 segments of records with one header ({c['bytes'] / MB:.0f} MB"
         + (f", {c['records']:,} records" if "records" in c else "") + ") in one process, "
         "output discarded; best CPU time of the passes (interpreter start included), the readers in turns."
         " Ours runs as `python -m pyspark_udfs`; the peer is `bench/kafka_python_cli.py`.", ""]
    rows = []
    for task in (t for t in ("verify", "dump --json", "dump --print-data-log") if t in c):
        ours = c[task]["ours (native)"]["best"]
        for reader, v in c[task].items():
            rows.append([f"`{task}`", reader, f"{v['best']:.2f}", f"{min(r['wall'] for r in v['runs']):.2f}",
                         f"{v['best'] / ours:.2f}×"])
        same = len({v["output_sha256"] for v in c[task].values()}) == 1
        rows.append([f"`{task}`", "output", "identical" if same else "**DIFFERENT**", "", ""])
    L += _table(["command", "reader", "CPU s", "wall s (best)", "÷ ours (native)"], rows)
    L.append("")
    return L


def _spark_section(res: dict) -> list[str]:
    spark = res.get("spark", {})
    if spark.get("skipped"):
        return ["## Spark", "", f"Skipped: {spark['skipped']}", ""]
    if "local[1]" not in spark:
        return []
    L = ["## Spark", "",
         f"{spark['local[1]']['rows']:,} rows in 4 segments (lz4) under `{_name(spark['path'] + '/x')}`, "
         "written to the `noop` sink. *prebuilt Arrow*: a Python data source yielding the kafka-log reader's "
         "own Arrow batches, written to Arrow IPC files before timing (`bench/spark_bench.py`).", ""]
    rows = []
    for master in ("local[1]", "local[2]"):
        for source in (k for k, v in spark[master].items() if isinstance(v, dict)):
            v = spark[master][source]
            rows.append([master, source, str(v["partitions"]), ", ".join(f"{w:.2f}" for w in v["wall"]),
                         f"{_best_rate(spark, master, source):,.0f}" if v["counted"] else "–",
                         f"{min(v['cpu']):.2f}"])
    L += _table(["master", "source", "partitions", "wall s (each run)", "rows/s (best)", "CPU s (best)"], rows)
    L += ["", f"Backend in the Python workers: {spark['local[1]'].get('worker_backend')}.", ""]
    if "read_arrow" in spark:
        arrow = spark["read_arrow"]["results"]
        rows_read, wall = sum(r["records"] for r in arrow), sum(min(r["wall"]) for r in arrow)
        L += [f"The same segments through `read_arrow` (native), no Spark, one process pinned to one core: "
              f"{rows_read:,} rows in {wall:.2f} s wall, {rows_read / wall:,.0f} rows/s.", ""]
    return L


def _rss_section(res: dict) -> list[str]:
    if "rss" not in res:
        return []
    r = res["rss"]
    return ["## Peak resident memory", "",
            f"One uncompressed segment of {r['bytes'] / MiB:.0f} MiB ({r['records']:,} records); each reader "
            "in its own process (`ru_maxrss`).", "",
            *_table(["reader", "peak RSS (MiB)", "CPU s"],
                    [[k, f"{v['peak_rss_bytes'] / MiB:.0f}", f"{v['cpu']:.1f}"] for k, v in r["runs"].items()]),
            ""]


def _profile_section(res: dict) -> list[str]:
    if "profile" not in res:
        return []
    stages = ["full", "walk_crc", "input", "v2_records", "add_v2"]
    return ["## Native path: ns per record by stage (`bench/profile_native.py`)", "",
            *_table(["segment", "full decode", "walk + CRC", "+ records input", "v2_records (parse + Record)",
                     "add_v2 (parse + Arrow)"],
                    [[_name(p["file"]), *(f"{p['ns_per_record'][k]:.0f}" for k in stages)] for p in res["profile"]]),
            ""]


def _resync_section(res: dict) -> list[str]:
    if "resync" not in res:
        return []
    return ["## Resync: the search for the next intact batch past a damaged region", "",
            "Kafka-written batches, a damaged region, the batches again (`bench/run.py` `resync_segments`); "
            "the whole segment read (`workers.py resync-ours`), MB of the region per CPU second.", "",
            *_table(["region", "size (MiB)", *(n for n in ("ours (native)", "ours (Python build)"))],
                    [[kind, f"{r['region_bytes'] / MiB:,.0f}",
                      *(f"{r['region_bytes'] / MB / r[n]['best']:,.0f}"
                        for n in ("ours (native)", "ours (Python build)"))]
                     for kind, r in res["resync"].items()]),
            ""]


def chart(res: dict, path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, (left, right) = plt.subplots(1, 2, figsize=(15, 6), gridspec_kw={"width_ratios": [3, 2]})
    fig.suptitle(f"kafka-ksy benchmark, {res['mode']} run, {res['environment']['date']}")
    rows = targets(res)
    left.barh([SHORT[t["key"]] for t in rows], [min(t["score"] or 0, 3) for t in rows],
              color=["lightgrey" if t["ok"] is None else ("tab:green" if t["ok"] else "tab:red") for t in rows])
    left.axvline(1, color="black", linestyle="--", linewidth=1)
    left.invert_yaxis()
    left.tick_params(axis="y", labelsize=8)
    left.set_xlabel("measured ÷ required (≥ 1 passes; clipped at 3)")
    left.set_title("Targets")
    if "decode" in res:
        d = _rows(res["decode"])
        right.bar(list(d), [_rate(v, "records") for v in d.values()], color="tab:blue")
        right.set_yscale("log")
        right.tick_params(axis="x", labelrotation=30, labelsize=8)
        right.set_ylabel("records per CPU second (log)")
        right.set_title("Record decode, whole corpus")
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)


def write_all(res: dict, out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    (out / "results.json").write_text(json.dumps(res, indent=1))
    (out / "results.md").write_text(markdown(res))
    chart(res, out / "results.png")


if __name__ == "__main__":
    source = Path(sys.argv[1] if len(sys.argv) > 1 else Path(__file__).parent / "results" / "results.json")
    write_all(json.loads(source.read_text()), source.parent)
