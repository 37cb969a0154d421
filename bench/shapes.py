#!/usr/bin/env python3
"""Issue 35 item 1: ``read_arrow`` per shape of record, beside Kafka's Java reader and the machine's limit.

    .venv/bin/python bench/shapes.py                    # ~2 MB a shape, 3 turns: about 5 minutes
    .venv/bin/python bench/shapes.py --size 8 --turns 4 --out bench/results
    .venv/bin/python bench/shapes.py --report bench/results/latest/shapes.json   # the table again

The shapes (written by Kafka's own MemoryRecords/FileRecords, bench/CorpusWriter.java, into
bench/corpus/shapes/): 100-byte JSON values with a 16-byte key and one header in batches of 100 and
1,000 records, each codec; 1 KiB values (lz4, 100 a batch); 10-byte values without key or header
(none, lz4; 1,000 a batch); v1 gzip wrappers of 100 and 1,000 messages.

Three readers, measured in turns (ours, Java, limit; again), each the best CPU time of its passes over a
file in a process pinned to core 0, files in the page cache:

- ours: ``read_arrow(path, mode="FAILFAST")`` into Arrow record batches (``workers.py decode-arrow``),
  the library of this working tree (the venv's editable install);
- Java: kafka-clients 3.9.1 ``FileRecords.batches()``, ``ensureValid()`` and every record's offset,
  timestamp, key, value and headers (``KafkaScan.java records``), after a JIT warm-up;
- limit: the sum of four stages timed apart (``--limit-worker``): the page-cache read of the file into a
  buffer, every batch's CRC (``limit.c``, CRC-32C by the CPU's instruction), the decompression of every
  compressed payload alone (the codec libraries called directly: lz4, zstandard, isal; snappy through
  ``pyspark_udfs.format.compression``, whose framing is a few lines of Python around cramjam), and a plain C
  walk of the records into columns (``limit.c``: offset, timestamp, key, value, headers, into buffers
  allocated once).

Writes shapes.md and shapes.json into ``--out`` (default bench/results/latest/, git-ignored).
No test asserts on these times.
"""
from __future__ import annotations

import argparse
import ctypes
import datetime as dt
import json
import os
import struct
import subprocess
import sys
import time
from dataclasses import asdict, dataclass
from pathlib import Path

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH))

import corpus
from corpus import MB, log

PY = sys.executable
ROOT = corpus.CORPUS / "shapes"
TARGET_JAVA, TARGET_LIMIT = 1.5, 0.8  # issue 35 item 1: ours ÷ Java on every shape; ours ÷ the limit


@dataclass(frozen=True)
class Shape:
    name: str
    magic: int
    codec: str
    per_batch: int
    key: int  # bytes, -1 for null keys
    value: int
    headers: int

    def arg(self, target: int) -> str:
        return f"{self.name}:{self.magic}:{self.codec}:{self.per_batch}:{target}:{self.headers}:{self.key}:{self.value}"


SHAPES = [
    *(Shape(f"json-{codec}-{n}", 2, codec, n, 16, 100, 1)
      for codec in ("none", "lz4", "zstd", "snappy", "gzip") for n in (100, 1000)),
    Shape("kib-lz4-100", 2, "lz4", 100, 16, 1024, 1),
    Shape("tiny-none-1000", 2, "none", 1000, -1, 10, 0),
    Shape("tiny-lz4-1000", 2, "lz4", 1000, -1, 10, 0),
    *(Shape(f"v1-gzip-{n}", 1, "gzip", n, 16, 100, 0) for n in (100, 1000)),
]


def ensure_corpus(size: int) -> list[str]:
    """The shapes' segments of ``size`` bytes each, written unless the manifest says they are there."""
    manifest_path = ROOT / "manifest.json"
    wanted = {"seed": corpus.SEED, "size": size, "shapes": [asdict(s) for s in SHAPES]}
    paths = [str(ROOT / s.name / "00000000000000000000.log") for s in SHAPES]
    if manifest_path.exists() and json.loads(manifest_path.read_text()) == wanted and all(map(os.path.isfile, paths)):
        return paths
    ROOT.mkdir(parents=True, exist_ok=True)
    log(f"writing the shapes into {ROOT} with Kafka 3.9.1's MemoryRecords/FileRecords")
    cmd = corpus.java_cmd("CorpusWriter", str(ROOT), str(corpus.SEED), *(s.arg(size) for s in SHAPES))
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    manifest_path.write_text(json.dumps(wanted, indent=1))
    return paths


# ------------------------------------------------------------------------------------------------
# the limit's stages, in-process (--limit-worker)


def limit_library() -> ctypes.CDLL:
    """bench/limit.c, compiled into bench/corpus/ when the source is newer."""
    source, built = BENCH / "limit.c", corpus.CORPUS / "limit.so"
    if not built.exists() or built.stat().st_mtime < source.stat().st_mtime:
        built.parent.mkdir(parents=True, exist_ok=True)
        subprocess.run(["cc", "-O2", "-msse4.2", "-shared", "-fPIC", str(source), "-lz", "-o", str(built)],
                       check=True)
    lib = ctypes.CDLL(str(built))
    lib.limit_crc.restype = lib.limit_walk.restype = ctypes.c_int64
    lib.limit_crc.argtypes = [ctypes.c_char_p, ctypes.c_int64]
    return lib


class Columns(ctypes.Structure):
    """limit.c's Columns."""
    _fields_ = [("rows", ctypes.c_int64), ("rows_cap", ctypes.c_int64),
                *((name, ctypes.c_void_p) for name in ("offset", "timestamp", "key_offsets", "value_offsets",
                                                        "header_offsets", "key_data", "value_data")),
                ("data_cap", ctypes.c_int64), ("headers", ctypes.c_int64), ("headers_cap", ctypes.c_int64),
                *((name, ctypes.c_void_p) for name in ("header_key_offsets", "header_value_offsets", "header_data")),
                ("header_data_used", ctypes.c_int64), ("header_data_cap", ctypes.c_int64)]


def _columns(rows: int, data: int, keep: list) -> Columns:
    """Columns for ``rows`` rows and ``data`` bytes of record data, allocated (and zeroed) once."""
    def buf(n: int):
        b = ctypes.create_string_buffer(max(n, 8))
        keep.append(b)
        return ctypes.cast(b, ctypes.c_void_p)

    headers = 2 * rows + 16
    return Columns(0, rows, buf(8 * rows), buf(8 * rows), buf(4 * rows + 4), buf(4 * rows + 4), buf(4 * rows + 4),
                   buf(data), buf(data), data, 0, headers, buf(4 * headers + 4), buf(4 * headers + 4), buf(data), 0,
                   data)


def _batches(buf: bytes) -> list[tuple]:
    """(codec, magic, payload or records bytes, records, base offset, base timestamp) per batch."""
    out, pos = [], 0
    while pos + 17 <= len(buf):
        base_offset, length = struct.unpack_from(">qi", buf, pos)
        end, magic = pos + 12 + length, buf[pos + 16]
        if magic == 2:
            codec = struct.unpack_from(">h", buf, pos + 21)[0] & 7
            base_ts = struct.unpack_from(">q", buf, pos + 27)[0]
            count = struct.unpack_from(">i", buf, pos + 57)[0]
            out.append((codec, 2, buf[pos + 61:end], count, base_offset, base_ts))
        else:
            codec, at = buf[pos + 17] & 7, pos + 18 + (8 if magic >= 1 else 0)
            key_len = struct.unpack_from(">i", buf, at)[0]
            at += 4 + max(key_len, 0)
            value_len = struct.unpack_from(">i", buf, at)[0]
            out.append((codec, magic, buf[at + 4:at + 4 + value_len], 0, base_offset, 0))
        pos = end
    return out


def _decoders() -> dict:
    """Each codec's decompression alone, by its code."""
    import lz4.frame
    import zstandard
    from isal import igzip

    from pyspark_udfs.format.compression import decompress

    zstd = zstandard.ZstdDecompressor()
    return {1: igzip.decompress, 2: lambda data: decompress("snappy", data, magic=2), 3: lz4.frame.decompress,
            4: lambda data: zstd.decompressobj().decompress(data)}


def _best(fn, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        c0 = time.process_time()
        fn()
        times.append(time.process_time() - c0)
    return min(times)


def limit_stages(path: str, repeat: int, lib: ctypes.CDLL) -> dict:
    """The four stages' best CPU times over ``path``, and the rows the walk took."""
    size = os.path.getsize(path)
    whole = bytearray(size)

    def read() -> None:
        with open(path, "rb", buffering=0) as f:
            f.readinto(whole)

    read()
    data = bytes(whole)
    batches, decoders = _batches(data), _decoders()
    compressed = [(decoders[codec], payload) for codec, _, payload, *_ in batches if codec]

    def decompress_all() -> None:
        for decode, payload in compressed:
            decode(payload)

    plain = [decoders[codec](payload) if codec else payload for codec, _, payload, *_ in batches]
    records, table, at = bytearray(), [], 0
    for part, (_, magic, _, count, base_offset, base_ts) in zip(plain, batches, strict=True):
        records += part
        table += [at, len(part), count, base_offset, base_ts, magic]
        at += len(part)
    rows = sum(b[3] for b in batches) or len(records) // 26 + 1  # (a v1 message is 26 bytes at least)
    keep: list = []
    columns = _columns(rows, len(records), keep)
    records_bytes = bytes(records)
    table_array = (ctypes.c_int64 * len(table))(*table)

    def walk() -> None:
        if lib.limit_walk(records_bytes, table_array, ctypes.c_int64(len(batches)), ctypes.byref(columns)) < 0:
            raise SystemExit(f"{path}: the plain walk could not read it")

    if lib.limit_crc(data, size) != 0:
        raise SystemExit(f"{path}: a bad CRC")
    walk()
    stages = {"read": _best(read, repeat), "crc": _best(lambda: lib.limit_crc(data, size), repeat),
              "decompress": _best(decompress_all, repeat) if compressed else 0.0, "walk": _best(walk, repeat)}
    return {"file": path, "rows": int(columns.rows), "stages": stages, "best": sum(stages.values())}


def limit_worker(files: list[str], repeat: int) -> None:
    lib = limit_library()
    print(json.dumps({"task": "limit", "results": [limit_stages(f, repeat, lib) for f in files]}))


# ------------------------------------------------------------------------------------------------
# the run: readers in turns, then the report


def readers(files: list[str], repeat: int, java_warmup: float) -> dict:
    """Each reader's command."""
    return {
        "ours": [PY, str(BENCH / "workers.py"), "decode-arrow", *files, "--repeat", str(repeat)],
        "java": corpus.java_cmd("KafkaScan", "records", str(repeat), str(java_warmup), *files),
        "limit": [PY, str(BENCH / "shapes.py"), "--limit-worker", *files, "--repeat", str(repeat)],
    }


def measure_once(name: str, cmd: list[str]) -> dict[str, dict]:
    """One reader's pass over the files: {file: {"best", "records"}}."""
    import run

    run.note_load(name)
    env = dict(os.environ, KAFKA_KSY_BACKEND="native")
    proc = subprocess.run(run.pinned(cmd), stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env,
                          check=True)
    lines = [json.loads(line) for line in proc.stdout.splitlines() if line.startswith("{")]
    if name != "java":
        return {r["file"]: {"best": r["best"], "records": r.get("records", r.get("rows"))}
                | ({"stages": r["stages"]} if "stages" in r else {}) for r in lines[-1]["results"]}
    out: dict[str, dict] = {}
    for r in lines:
        got = out.setdefault(r["file"], {"best": r["cpu_ns"] / 1e9, "records": r["records"]})
        got["best"] = min(got["best"], r["cpu_ns"] / 1e9)
    return out


def measure(files: list[str], turns: int, repeat: int, java_warmup: float) -> dict:
    """Every reader in turns (ours, java, limit, ours, …), each file's best over the turns."""
    best: dict[str, dict[str, dict]] = {}
    for turn in range(turns):
        for name, cmd in readers(files, repeat, java_warmup).items():
            log(f"turn {turn + 1}/{turns}: {name}")
            for path, got in measure_once(name, cmd).items():
                kept = best.setdefault(name, {}).get(path)
                if kept is None or got["best"] < kept["best"]:
                    best[name][path] = got
    return best


def report(res: dict) -> str:
    """shapes.md: per shape, ours ÷ Java and ours ÷ the limit (as speeds), the targets judged."""
    m = res["measured"]
    lines = ["# `read_arrow` per shape: Kafka's Java reader and the machine's limit (issue 35)", "",
             f"{res['date']}, library {res['library']}, {res['environment']}. CPU time, best of {res['repeat']} "
             f"passes × {res['turns']} turns taken in turns (ours, Java, limit), one core, files in the page cache. "
             f"Machine load before each measurement (share of both cores busy): median "
             f"{res['load_median']:.0%}, max {res['load_max']:.0%}.", "",
             "| shape | records | ours M rows/s | Java M rows/s | ours ÷ Java (≥ 1.5) | limit M rows/s | "
             "ours ÷ limit (≥ 0.8) | limit's stages: read / CRC / decompress / walk (ms) |",
             "| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |"]
    totals = {"ours": 0.0, "java": 0.0, "limit": 0.0}
    for path in res["files"]:
        name = Path(path).parent.name
        ours, java, limit = (m[k][path] for k in ("ours", "java", "limit"))
        n = ours["records"]
        if not n == java["records"] == limit["records"]:
            raise SystemExit(f"{name}: the readers saw {n}, {java['records']}, {limit['records']} records")
        for k in totals:
            totals[k] += m[k][path]["best"]
        st = limit["stages"]
        lines.append(f"| {name} | {n:,} | {n / ours['best'] / 1e6:.2f} | {n / java['best'] / 1e6:.2f} | "
                     f"{java['best'] / ours['best']:.2f}× | {n / limit['best'] / 1e6:.2f} | "
                     f"{limit['best'] / ours['best']:.2f} | "
                     + " / ".join(f"{st[s] * 1e3:.2f}" for s in ("read", "crc", "decompress", "walk")) + " |")
    rows = sum(m["ours"][p]["records"] for p in res["files"])
    lines.append(f"| **whole corpus** | {rows:,} | {rows / totals['ours'] / 1e6:.2f} | "
                 f"{rows / totals['java'] / 1e6:.2f} | {totals['java'] / totals['ours']:.2f}× | "
                 f"{rows / totals['limit'] / 1e6:.2f} | {totals['limit'] / totals['ours']:.2f} | |")
    java = [m["java"][p]["best"] / m["ours"][p]["best"] for p in res["files"]]
    limit = [m["limit"][p]["best"] / m["ours"][p]["best"] for p in res["files"]]
    lines += ["", f"Targets: ours ÷ Java ≥ {TARGET_JAVA} on every shape: "
              f"{'pass' if min(java) >= TARGET_JAVA else 'fail'} (lowest {min(java):.2f}×); ours ÷ the limit ≥ "
              f"{TARGET_LIMIT}: {'pass' if min(limit) >= TARGET_LIMIT else 'fail'} (lowest {min(limit):.2f}, "
              f"whole corpus {totals['limit'] / totals['ours']:.2f}).", ""]
    return "\n".join(lines)


def library_version() -> str:
    head = subprocess.run(["git", "-C", str(BENCH), "rev-parse", "--short", "HEAD"], capture_output=True, text=True)
    dirty = subprocess.run(["git", "-C", str(BENCH), "status", "--porcelain", "--", "../pyspark_udfs"],
                           capture_output=True, text=True).stdout.strip()
    return head.stdout.strip() + (" + working tree" if dirty else "")


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--size", type=float, default=2, help="MB a shape (default 2)")
    p.add_argument("--turns", type=int, default=3)
    p.add_argument("--repeat", type=int, default=3, help="passes a file in each turn")
    p.add_argument("--java-warmup", type=float, default=3.0)
    p.add_argument("--out", default=str(BENCH / "results" / "latest"))
    p.add_argument("--report", help="rewrite shapes.md from this shapes.json")
    p.add_argument("--limit-worker", nargs="+", metavar="FILE", help=argparse.SUPPRESS)
    a = p.parse_args()
    if a.limit_worker:
        return limit_worker(a.limit_worker, a.repeat)
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    if a.report:
        res = json.loads(Path(a.report).read_text())
    else:
        import statistics

        import run

        files = ensure_corpus(int(a.size * MB))
        measured = measure(files, a.turns, a.repeat, a.java_warmup)
        busy = [entry["busy"] for entry in run.LOAD]
        res = {"date": dt.datetime.now(dt.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"), "library": library_version(),
               "environment": f"{os.cpu_count()} cores, Python {sys.version.split()[0]}", "repeat": a.repeat,
               "turns": a.turns, "files": files, "measured": measured, "load": run.LOAD,
               "load_median": statistics.median(busy), "load_max": max(busy)}
        (out / "shapes.json").write_text(json.dumps(res, indent=1))
    text = report(res)
    (out / "shapes.md").write_text(text)
    print(text)


if __name__ == "__main__":
    main()
