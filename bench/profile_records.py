"""Where each microsecond of our record path goes.

``python bench/profile_records.py FILE... --out bench/results/profile.md --json OUT.json``

Three views, all on one core:

1. Stage timing, no profiler attached (the exact numbers): the same file read again and again,
   each time doing one more of the stages records() goes through, so each stage's cost is a
   difference of two clean timings:
     walk        LogSegment.batches(): file window, generated entry + batch-header parse
     crc         batch.crc_valid (CRC-32C over the batch)
     decompress  compression.decompress() over the batch's compressed records
     generated   the generated parser alone (KafkaRecordBatch.Record, records not kept) over the
                 record bytes, on the stream type Batch.records() uses
     layer       the rest of Batch.records(): per-record glue in pyspark_udfs/batch.py and the
                 Record objects (full decode minus the four stages above)
   and, apart: gc, the full decode with the cyclic garbage collector on minus off (the parse
   trees hold _parent/_root back-references, so they are freed by the collector, not by
   reference counting).
2. cProfile of the full decode, own time per function, with time inside C built-ins charged
   to the Python code that called them, grouped into the same layers (generated parser split
   into varint types, other generated types, and the Kaitai runtime) and scaled to the
   unprofiled time per record (cProfile's per-call overhead inflates small functions, so the
   shares are indicative; view 1 is the ground truth per stage).
3. py-spy (when installed), sampling the unprofiled decode loop: own samples per layer and the
   hottest source lines.
4. The floor: the generated Record type alone, and with the value reads any correct decode
   needs from it (length and its byte count for Kafka's size check, offset and timestamp
   deltas, key, value, headers), next to the full decode: what no layer over these generated
   parsers can go below.
"""
from __future__ import annotations

import argparse
import cProfile
import gc
import json
import os
import pstats
import shutil
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

from pyspark_udfs import compression
from pyspark_udfs.generated.kafka_record_batch import KafkaRecordBatch
from pyspark_udfs.model import Damage
from pyspark_udfs.segment import LogSegment

from pyspark_udfs.stream import BufferStream as LibraryStream

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH))
from workers import decode_ours, verify_ours  # noqa: E402

LAYERS = [
    ("generated: varint/varlong types", "kafka_varint.py kafka_varlong.py"),
    ("generated: record, batch, entry types", "generated/"),
    ("Kaitai stream (kaitaistruct runtime, our BufferStream)", "kaitaistruct.py pyspark_udfs/stream.py"),
    ("our batch layer (batch.py, model, offsets, parsing)", "pyspark_udfs/batch.py pyspark_udfs/model.py pyspark_udfs/offsets.py pyspark_udfs/parsing.py contextlib.py <string>"),
    ("our segment layer (segment.py window I/O)", "pyspark_udfs/segment.py"),
    ("CRC (crc.py + crc32c)", "pyspark_udfs/crc.py"),
    ("decompression (compression.py + codec libraries)", "pyspark_udfs/compression.py"),
    ("benchmark driver loops (bench/)", "bench/workers.py bench/profile_records.py"),
]


def layer_of_file(filename: str) -> str | None:
    for name, patterns in LAYERS:
        for pat in patterns.split():
            if pat in filename:
                return name
    return None


def best_of(fn, repeat: int, min_seconds: float = 1.0) -> float:
    best, spent, n, share = float("inf"), 0.0, 0, 1.0
    gc.collect()
    while n < repeat or spent < min_seconds:
        c0, t0 = time.process_time(), time.perf_counter()
        fn()
        t = time.perf_counter() - t0
        if t < best:
            best, share = t, (time.process_time() - c0) / t if t > 0 else 1.0
        spent, n = spent + t, n + 1
    CPU_SHARES.append(share)
    return best


CPU_SHARES: list[float] = []
"""CPU time / wall time of every kept pass: below ~0.95, another process had our core."""


# ------------------------------------------------------------------------------------------------
# 1. stages


def stage_walk(path: str) -> None:
    with LogSegment(path) as segment:
        for _ in segment.batches():
            pass


def stage_walk_crc(path: str) -> None:
    with LogSegment(path) as segment:
        for batch in segment.batches():
            batch.crc_valid


def record_payloads(path: str) -> list[tuple]:
    """(parsed batch, codec, compressed bytes or None, record bytes) per v2 batch."""
    out = []
    with LogSegment(path) as segment:
        for batch in segment.batches():
            if isinstance(batch, Damage) or batch.magic != 2:
                continue
            parsed = batch.parsed
            if batch.compression == "none":
                raw = bytes(batch.entry[parsed.ofs_records:])
                out.append((parsed, "none", None, raw))
            else:
                data = parsed.compressed_records
                out.append((parsed, batch.compression, data, compression.decompress(batch.compression, data, magic=2)))
    return out


def stage_decompress(payloads: list[tuple]) -> None:
    for _, codec, data, _ in payloads:
        if data is not None:
            compression.decompress(codec, data, magic=2)


def stage_generated(payloads: list[tuple], with_values: bool = False) -> None:
    """The generated Record type over each batch's record bytes, records not kept, on the stream
    type Batch.records() uses. ``with_values``: plus the reads every correct decode needs from
    it (section 4): the length varint's value and byte count (Kafka's record-size check), the
    offset and timestamp deltas, and the key, value and headers fields; no Record objects, no
    checks, no offsets computed."""
    Record = KafkaRecordBatch.Record
    for parsed, _, _, raw in payloads:
        stream = LibraryStream(raw)
        is_control = parsed.is_control
        end = len(raw)
        while stream.pos() < end:
            r = Record(is_control, stream, parsed, parsed)
            if with_values:
                length = r.len_record
                _ = (length.len, length.value, r.offset_delta.value, r.timestamp_delta.value,
                     getattr(r, "key", None), getattr(r, "value", None), r.headers)


def stages(path: str, repeat: int) -> dict:
    records, batches, _ = decode_ours(path)
    full = full_nogc = float("inf")
    for _ in range(max(repeat, 3)):  # collector on and off, interleaved
        full = min(full, best_of(lambda: decode_ours(path), 1, 0.0))
        gc.disable()
        try:
            full_nogc = min(full_nogc, best_of(lambda: decode_ours(path), 1, 0.0))
        finally:
            gc.enable()
    walk = best_of(lambda: stage_walk(path), repeat)
    walk_crc = best_of(lambda: stage_walk_crc(path), repeat)
    payloads = record_payloads(path)
    decompress = best_of(lambda: stage_decompress(payloads), repeat)
    generated = best_of(lambda: stage_generated(payloads), repeat)
    del payloads
    us = 1e6 / records
    parts = {
        "walk": walk * us,
        "crc": max(walk_crc - walk, 0.0) * us,
        "decompress": decompress * us,
        "generated": generated * us,
    }
    parts["layer"] = full * us - sum(parts.values())
    return {"file": path, "records": records, "batches": batches, "full_us": full * us, "parts_us": parts,
            "gc_us": max(full - full_nogc, 0.0) * us}


# ------------------------------------------------------------------------------------------------
# 4. the floor of the generated parsers: what any layer over them must pay per record


def floor(path: str, repeat: int) -> dict:
    """Full decode next to the generated parser's own cost, with and without the value reads."""
    records = decode_ours(path)[0]
    payloads = record_payloads(path)
    us = 1e6 / records
    out = {
        "file": path, "records": records,
        "full_us": best_of(lambda: decode_ours(path), repeat) * us,
        "generated_us": best_of(lambda: stage_generated(payloads), repeat) * us,
        "generated_values_us": best_of(lambda: stage_generated(payloads, with_values=True), repeat) * us,
    }
    del payloads
    return out


# ------------------------------------------------------------------------------------------------
# 2. cProfile


def _func_layers(stats: pstats.Stats) -> dict:
    raw = stats.stats  # (file, line, name) -> (cc, nc, tt, ct, callers)
    memo: dict = {}

    def layer(func, depth=0) -> dict[str, float]:
        """Fractions of func's own time per layer (a built-in inherits its callers' layers)."""
        if func in memo:
            return memo[func]
        own = layer_of_file(func[0])
        if own is not None:
            memo[func] = {own: 1.0}
            return memo[func]
        if func[0] == "~" and ("crc32c" in func[2]):
            memo[func] = {"CRC (crc.py + crc32c)": 1.0}
            return memo[func]
            return memo[func]
        callers = raw[func][4]
        total = sum(v[2] for v in callers.values())
        shares: dict[str, float] = defaultdict(float)
        if depth < 8 and total > 0:
            memo[func] = {"other": 1.0}  # cycle guard
            for caller, v in callers.items():
                for k, f in layer(caller, depth + 1).items():
                    shares[k] += f * v[2] / total
        else:
            shares["other"] = 1.0
        memo[func] = dict(shares)
        return memo[func]

    return {f: layer(f) for f in raw}


def cprofile(fn, scale_us: float, top: int = 15) -> dict:
    prof = cProfile.Profile()
    prof.enable()
    fn()
    prof.disable()
    stats = pstats.Stats(prof)
    total = sum(v[2] for v in stats.stats.values())
    layers = _func_layers(stats)
    per_layer: dict[str, float] = defaultdict(float)
    for func, v in stats.stats.items():
        for k, f in layers[func].items():
            per_layer[k] += v[2] * f
    funcs = sorted(stats.stats.items(), key=lambda kv: -kv[1][2])[:top]
    rows = []
    for (file, line, name), v in funcs:
        short = file
        for marker in ("site-packages/", "/work/main/", str(BENCH.parent) + "/"):
            if marker in short:
                short = short.split(marker, 1)[1]
        rows.append({
            "function": f"{name} ({short}:{line})" if file != "~" else name,
            "calls": v[1], "own_share": v[2] / total, "own_us_per_record": scale_us * v[2] / total,
            "layer": max(layers[(file, line, name)].items(), key=lambda kv: kv[1])[0],
        })
    return {
        "layers": {k: {"share": t / total, "us_per_record": scale_us * t / total} for k, t in
                   sorted(per_layer.items(), key=lambda kv: -kv[1])},
        "top": rows,
    }


# ------------------------------------------------------------------------------------------------
# 3. py-spy


def loop(path: str, seconds: float) -> None:
    until = time.perf_counter() + seconds
    while time.perf_counter() < until:
        decode_ours(path)


def pyspy(path: str, seconds: float) -> dict | None:
    exe = shutil.which("py-spy") or str(Path(sys.executable).parent / "py-spy")
    if not os.path.exists(exe):
        return {"skipped": "py-spy is not installed"}
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "raw.txt"
        cmd = [exe, "record", "--rate", "500", "--format", "raw", "--output", str(out), "--",
               sys.executable, __file__, "--loop", path, "--seconds", str(seconds)]
        proc = subprocess.run(["taskset", "-c", "0", *cmd] if shutil.which("taskset") else cmd,
                              capture_output=True, text=True)
        if proc.returncode != 0 or not out.exists():
            return {"skipped": f"py-spy failed: {proc.stderr.strip()[-300:]}"}
        per_layer: dict[str, int] = defaultdict(int)
        per_line: dict[str, int] = defaultdict(int)
        total = 0
        for line in out.read_text().splitlines():
            stack, _, count = line.rpartition(" ")
            if "decode_ours" not in stack:
                continue
            n = int(count)
            leaf = stack.split(";")[-1]
            file = leaf[leaf.rfind("(") + 1:-1]
            per_layer[layer_of_file(file) or "other"] += n
            per_line[leaf.replace("/work/main/", "")] += n
            total += n
    return {
        "samples": total,
        "layers": {k: v / total for k, v in sorted(per_layer.items(), key=lambda kv: -kv[1])},
        "top_lines": [{"line": k, "share": v / total} for k, v in sorted(per_line.items(), key=lambda kv: -kv[1])[:15]],
    }


# ------------------------------------------------------------------------------------------------


def run(files: list[str], cprofile_files: list[str], pyspy_file: str | None, repeat: int, pyspy_seconds: float,
        floor_files: list[str] = (), verify_files: list[str] = ()) -> dict:
    result: dict = {"stages": [], "cprofile": {}, "cprofile_generated": {}, "pyspy": None}
    for f in files:
        print(f"[profile] stages {f}", file=sys.stderr, flush=True)
        result["stages"].append(stages(f, repeat))
    full_us = {s["file"]: s for s in result["stages"]}
    for f in cprofile_files:
        print(f"[profile] cProfile {f}", file=sys.stderr, flush=True)
        st = full_us.get(f) or stages(f, repeat)
        result["cprofile"][f] = cprofile(lambda: decode_ours(f), st["full_us"])
        result["cprofile"][f]["records"] = st["records"]
        payloads = record_payloads(f)
        result["cprofile_generated"][f] = cprofile(lambda: stage_generated(payloads), st["parts_us"]["generated"], top=10)
    result["verify"] = {}
    for f in verify_files:
        print(f"[profile] verify cProfile {f}", file=sys.stderr, flush=True)
        batches = verify_ours(f)[1]
        per_batch = best_of(lambda: verify_ours(f), repeat) * 1e6 / batches
        prof = cprofile(lambda: verify_ours(f), per_batch, top=12)
        prof.update({"batches": batches, "us_per_batch": per_batch, "bytes": os.path.getsize(f)})
        result["verify"][f] = prof
    result["floor"] = []
    for f in floor_files:
        print(f"[profile] floor {f}", file=sys.stderr, flush=True)
        result["floor"].append(floor(f, repeat))
    if pyspy_file:
        print(f"[profile] py-spy {pyspy_file}", file=sys.stderr, flush=True)
        result["pyspy"] = pyspy(pyspy_file, pyspy_seconds)
        result["pyspy_file"] = pyspy_file
    return result


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("files", nargs="*")
    p.add_argument("--cprofile", nargs="*", default=None, help="files for cProfile (default: the first two)")
    p.add_argument("--pyspy", default=None, help="file for py-spy (default: the first)")
    p.add_argument("--floor", nargs="*", default=[], help="files for the generated parsers' floor (v2)")
    p.add_argument("--verify", nargs="*", default=[], help="files for a cProfile of the batch-level verify")
    p.add_argument("--repeat", type=int, default=3)
    p.add_argument("--pyspy-seconds", type=float, default=6.0)
    p.add_argument("--json", default=None)
    p.add_argument("--loop", default=None, help=argparse.SUPPRESS)
    p.add_argument("--seconds", type=float, default=5.0, help=argparse.SUPPRESS)
    p.add_argument("--cpu", type=int, default=0)
    a = p.parse_args()
    if a.cpu >= 0 and hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {a.cpu})
    if a.loop:
        loop(a.loop, a.seconds)
        return
    result = run(a.files, a.cprofile if a.cprofile is not None else a.files[:2], a.pyspy or a.files[0],
                 a.repeat, a.pyspy_seconds, a.floor, a.verify)
    result["min_cpu_share"] = min(CPU_SHARES) if CPU_SHARES else None
    text = json.dumps(result, indent=1)
    if a.json:
        Path(a.json).write_text(text)
    else:
        print(text)


if __name__ == "__main__":
    main()
