#!/usr/bin/env python3
"""Object storage (issue 21): requests per segment and bytes fetched per split, the library before and
after side by side, against one loopback S3 server (moto) behind a proxy that counts every request.

    .venv/bin/python bench/object_storage.py                    # 200 small segments, HEAD against BEFORE
    .venv/bin/python bench/object_storage.py --segments 2000 --worktree

Measured, each command in its own process importing one library (a copy of BEFORE's or HEAD's
pyspark_udfs/ and generated/; with --worktree the working tree's):

- ``verify``, ``dump`` and ``describe`` of a prefix holding one partition of ``--segments`` small
  segments, without index files and with their ``.index`` and ``.timeindex``: requests per segment
  (HEAD, ranged GET, listing), and the wall time;
- ``read_arrow`` of an offset range of one 8 MB segment (with its indexes) narrowed to 1, 10 and 100
  batches of 8 KB, to the last batches, and not narrowed: bytes fetched from the ``.log`` ÷ the byte
  range of the split planned for it, and the index bytes fetched.

The segments are written by Kafka's own classes (``CorpusWriter.java``, as bench/run.py's corpus),
cut into segments at batch boundaries as a broker rolls them, their indexes rebuilt by ``kafka-ksy
recover`` (Kafka's indexing rule). Counts, not times, are the point: the server is on this machine.
Writes ``object-storage.md`` and ``object-storage.json`` into ``--out`` (default bench/results/latest/).
Needs the ``dev`` extra (moto, boto3) and Java 17 with Kafka's jars (see bench/README.md).
"""
from __future__ import annotations

import argparse
import http.client
import io
import json
import logging
import os
import shutil
import socket
import subprocess
import sys
import tarfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

BENCH = Path(__file__).resolve().parent
REPO = BENCH.parent
sys.path.insert(0, str(BENCH))
sys.path.insert(0, str(REPO))

import corpus
from corpus import log

ROOT = corpus.CORPUS / "object-storage"
BEFORE = "0a77d11"
"""main before this work: the library whose 2,000 small segments took 16,004 requests to verify."""
BUCKET = "bench"
REGION = "us-east-1"
SEGMENT_BYTES = 32 * 1024
"""A small segment: the batches written are cut into segments of at least this many bytes."""
NARROW_BATCH_RECORDS = 64
"""Records per batch of the narrow-range segment: 64 records of ~125 bytes, an 8 KB batch."""
NARROW_CASES = {"1 batch": 1, "10 batches": 10, "100 batches": 100, "last 3 batches": -3, "whole segment": 0}
CREDENTIALS = {"aws_access_key_id": "bench", "aws_secret_access_key": "bench"}
TARGET_REQUESTS = 2
TARGET_RATIO = 2.0


# ------------------------------------------------------------------------------------------------
# the corpus: Kafka-written batches, rolled into small segments; one 8 MB segment; indexes by recover


def write_corpus(segments: int) -> dict:
    """Kafka-written segments under ROOT/<segments>/ (reused when there), as the manifest lists them."""
    base = ROOT / f"corpus-{segments}"
    manifest = base / "manifest.json"
    if manifest.exists():
        return json.loads(manifest.read_text())
    shutil.rmtree(base, ignore_errors=True)
    raw = base / "raw"
    log(f"writing {segments} small segments and an 8 MB one with Kafka 3.9.1's classes")
    specs = [f"small:2:lz4:10:{segments * SEGMENT_BYTES * 5 // 4}:0",  # more than ``segments`` segments
             f"narrow:2:none:{NARROW_BATCH_RECORDS}:8000000:0"]
    subprocess.run(corpus.java_cmd("CorpusWriter", str(raw), str(corpus.SEED), *specs), check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    from pyspark_udfs.reading.salvage import recover
    from pyspark_udfs.reading.segment import LogSegment

    data = (raw / "small" / "00000000000000000000.log").read_bytes()
    rolled = base / "rolled"
    rolled.mkdir(parents=True)
    cuts, start = [], 0
    with LogSegment(data) as whole:
        for batch in whole.batches():
            if batch.position - start >= SEGMENT_BYTES:
                cuts.append(start)
                start = batch.position
    cuts.append(start)
    assert len(cuts) >= segments, (len(cuts), segments)
    names = []
    with LogSegment(data) as whole:
        offsets = {b.position: b.base_offset for b in whole.batches()}
    for i, cut in enumerate(cuts[:segments]):
        end = cuts[i + 1] if i + 1 < len(cuts) else len(data)
        name = f"{offsets[cut]:020d}.log"
        (rolled / name).write_bytes(data[cut:end])
        names.append(name)
    indexed = base / "indexed"
    for name in names:
        recover(str(rolled / name), str(indexed))
    narrow = base / "narrow"
    recover(str(raw / "narrow" / "00000000000000000000.log"), str(narrow))
    for name in names:
        assert (indexed / name).read_bytes() == (rolled / name).read_bytes()
    out = {"segments": len(names), "names": names, "rolled": str(rolled), "indexed": str(indexed),
           "narrow": str(narrow), "segment_bytes": sum((rolled / n).stat().st_size for n in names) // len(names)}
    manifest.write_text(json.dumps(out))
    return out


# ------------------------------------------------------------------------------------------------
# the loopback S3 server and the proxy counting what reaches it


class CountingProxy(ThreadingHTTPServer):
    """Relays HTTP to the S3 server and keeps every request: method, path, Range, bytes returned."""

    daemon_threads = True

    def __init__(self, upstream: str):
        self.upstream = upstream.removeprefix("http://")
        self.seen: list[dict] = []
        self.lock = threading.Lock()
        super().__init__(("127.0.0.1", 0), _Relay)

    @property
    def endpoint(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}"

    def take(self) -> list[dict]:
        with self.lock:
            seen, self.seen = self.seen, []
        return seen


class _Relay(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server: CountingProxy

    def setup(self) -> None:
        """Without Nagle's algorithm, as S3 and MinIO (Go sets TCP_NODELAY) answer: a response's body, written
        after its headers, is not held back until the client acknowledges them (a client that delays its ACK,
        as urllib3's sockets do, waited 40 ms per GET on a reused connection)."""
        super().setup()
        self.connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)

    def log_message(self, *args) -> None:
        pass

    def _relay(self) -> None:
        body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        upstream = http.client.HTTPConnection(self.server.upstream)
        upstream.request(self.command, self.path, body, dict(self.headers.items()))
        response = upstream.getresponse()
        data = response.read()
        with self.server.lock:
            self.server.seen.append({"method": self.command, "path": self.path, "range": self.headers.get("Range"),
                                     "bytes": len(data) if self.command == "GET" else 0})
        self.send_response(response.status)
        for key, value in response.getheaders():
            if key.lower() not in ("transfer-encoding", "connection", "server", "date"):
                self.send_header(key, value)
        self.end_headers()
        self.wfile.write(data)

    do_GET = do_HEAD = do_PUT = do_POST = do_DELETE = _relay


def kind_of(request: dict) -> str:
    if request["method"] == "GET" and "list-type=2" in request["path"]:
        return "LIST"
    return request["method"]


def summary(requests: list[dict]) -> dict:
    """Requests by kind, and bytes fetched from .log and from index objects."""
    out = {"requests": len(requests), "HEAD": 0, "GET": 0, "LIST": 0, "log_bytes": 0, "index_bytes": 0}
    for r in requests:
        kind = kind_of(r)
        out[kind] = out.get(kind, 0) + 1
        if kind == "GET":
            key = r["path"].split("?")[0]
            out["log_bytes" if key.endswith(".log") else "index_bytes"] += r["bytes"]
    return out


def start_servers() -> tuple[object, CountingProxy]:
    from moto.server import ThreadedMotoServer

    logging.getLogger("werkzeug").setLevel(logging.ERROR)
    server = ThreadedMotoServer(ip_address="127.0.0.1", port=0, verbose=False)
    server.start()
    proxy = CountingProxy(f"http://127.0.0.1:{server.get_host_and_port()[1]}")
    threading.Thread(target=proxy.serve_forever, daemon=True).start()
    return server, proxy


def upload(proxy: CountingProxy, data: dict) -> None:
    import boto3

    client = boto3.client("s3", endpoint_url=proxy.endpoint, region_name=REGION, **CREDENTIALS)
    client.create_bucket(Bucket=BUCKET)
    files = {f"plain/orders-0/{n}": Path(data["rolled"]) / n for n in data["names"]}
    for directory in ("indexed", "narrow"):
        files.update({f"{directory}/orders-0/{p.name}": p for p in Path(data[directory]).iterdir()})
    log(f"uploading {len(files)} objects")
    with ThreadPoolExecutor(8) as pool:
        list(pool.map(lambda item: client.put_object(Bucket=BUCKET, Key=item[0], Body=item[1].read_bytes()),
                      files.items()))
    proxy.take()


# ------------------------------------------------------------------------------------------------
# the libraries measured


def snapshot(label: str, ref: str | None) -> dict:
    """pyspark_udfs/ and generated/ of ``ref`` (None: the working tree) under ROOT/lib-<label>/, with the
    working tree's native extension when ``ref``'s C++ sources are the working tree's."""
    target = ROOT / f"lib-{label}"
    shutil.rmtree(target, ignore_errors=True)
    pkg = target / "pyspark_udfs"
    if ref is None:
        shutil.copytree(REPO / "pyspark_udfs", pkg, symlinks=False,
                        ignore=shutil.ignore_patterns("__pycache__", "*.so", "generated", "native"))
        shutil.copytree(REPO / "generated", pkg / "generated", ignore=shutil.ignore_patterns("cpp", "__pycache__"))
        commit = "working tree"
    else:
        tar = subprocess.run(["git", "-C", str(REPO), "archive", "--format=tar", ref, "pyspark_udfs", "generated"],
                             capture_output=True, check=True).stdout
        sources = target / "sources"
        with tarfile.open(fileobj=io.BytesIO(tar)) as t:
            t.extractall(sources, filter="data")
        shutil.copytree(sources / "pyspark_udfs", pkg, ignore=shutil.ignore_patterns("native"))
        shutil.rmtree(pkg / "generated", ignore_errors=True)
        shutil.copytree(sources / "generated", pkg / "generated", ignore=shutil.ignore_patterns("cpp"))
        shutil.rmtree(sources)
        commit = subprocess.run(["git", "-C", str(REPO), "rev-parse", "--short", ref], capture_output=True,
                                text=True, check=True).stdout.strip()
    same_cpp = ref is None or subprocess.run(
        ["git", "-C", str(REPO), "diff", "--quiet", ref, "--", "pyspark_udfs/native", "generated/cpp"]).returncode == 0
    native = list((REPO / "pyspark_udfs").glob("_native*.so"))
    if same_cpp and native:
        shutil.copy2(native[0], pkg / native[0].name)
    return {"label": label, "commit": commit, "path": str(target), "native": bool(same_cpp and native)}


def run(library: dict, proxy: CountingProxy, argv: list[str]) -> dict:
    """One process of ``library`` running ``argv`` against the proxy: its requests, their kinds, its wall time."""
    env = dict(os.environ, PYTHONPATH=library["path"], AWS_ENDPOINT_URL=proxy.endpoint, AWS_REGION=REGION,
               AWS_ACCESS_KEY_ID="bench", AWS_SECRET_ACCESS_KEY="bench", AWS_EC2_METADATA_DISABLED="true")
    if not library["native"]:
        env["KAFKA_KSY_BACKEND"] = "python"
    proxy.take()
    started = time.perf_counter()
    proc = subprocess.run([sys.executable, *argv], env=env, cwd=ROOT, capture_output=True,
                          text=True)
    wall = time.perf_counter() - started
    requests = proxy.take()
    if proc.returncode not in (0, 1):
        raise SystemExit(f"{library['label']}: {' '.join(argv)} exited {proc.returncode}: {proc.stderr[-2000:]}")
    return {**summary(requests), "wall": wall, "status": proc.returncode, "stdout": proc.stdout}


READ = """
import json, sys
from pyspark_udfs.tables.reader import read_arrow
low, high = (int(a) if a != "-" else None for a in sys.argv[2:4])
rows = read_arrow(sys.argv[1], startingOffset=low, endingOffset=high).read_all().num_rows
print(json.dumps({"rows": rows}))
"""


def narrow_ranges(data: dict) -> dict[str, dict]:
    """Each narrow case's offsets, and the byte range of the split planned for it (from the local copy)."""
    from pyspark_udfs.reading.segment import LogSegment
    from pyspark_udfs.tables.reader import TableScan

    directory = Path(data["narrow"])
    with LogSegment(str(directory / "00000000000000000000.log")) as log_segment:
        batches = [(b.base_offset, b.last_offset + 1) for b in log_segment.batches()]
    middle = len(batches) // 2
    out = {}
    for name, count in NARROW_CASES.items():
        if count > 0:
            low, high = batches[middle][0], batches[middle + count - 1][1]
        elif count < 0:
            low, high = batches[count][0], batches[-1][1]
        else:
            low, high = None, None
        options = {k: v for k, v in {"startingOffset": low, "endingOffset": high}.items() if v is not None}
        splits = TableScan.of_keywords(str(directory), options).splits()
        size = (directory / "00000000000000000000.log").stat().st_size
        span = sum((s.end if s.end is not None else size) - s.start for s in splits)
        out[name] = {"low": low, "high": high, "split_bytes": span, "rows": (high or batches[-1][1]) - (low or 0)}
    return out


# ------------------------------------------------------------------------------------------------


def measure(library: dict, proxy: CountingProxy, data: dict, ranges: dict) -> dict:
    n = data["segments"]
    out: dict = {"library": {k: v for k, v in library.items() if k != "path"}, "commands": {}, "narrow": {}}
    for command in (["verify"], ["dump"], ["describe"]):
        for prefix in ("plain", "indexed"):
            name = f"{' '.join(command)} {prefix}"
            got = run(library, proxy, ["-m", "pyspark_udfs", *command, f"s3://{BUCKET}/{prefix}"])
            got.pop("stdout")
            got["per_segment"] = got["requests"] / n
            out["commands"][name] = got
            log(f"{library['label']}: {name}: {got['requests']} requests ({got['per_segment']:.2f} per segment: "
                f"{got['HEAD']} HEAD, {got['GET']} GET, {got['LIST']} LIST), {got['wall']:.1f} s")
    for name, case in ranges.items():
        got = run(library, proxy, ["-c", READ, f"s3://{BUCKET}/narrow/orders-0",
                                   str(case["low"]) if case["low"] is not None else "-",
                                   str(case["high"]) if case["high"] is not None else "-"])
        rows = json.loads(got.pop("stdout").strip().splitlines()[-1])["rows"]
        if rows != case["rows"]:
            raise SystemExit(f"{library['label']}: {name}: {rows} rows, expected {case['rows']}")
        got["ratio"] = got["log_bytes"] / case["split_bytes"]
        out["narrow"][name] = got
        log(f"{library['label']}: read {name} ({case['split_bytes']:,} bytes): {got['log_bytes']:,} log bytes "
            f"fetched ({got['ratio']:.2f}x), {got['index_bytes']:,} index bytes, {got['requests']} requests")
    return out


def report(res: dict) -> str:
    before, after = res["before"], res["after"]
    n = res["corpus"]["segments"]
    lines = [
        "# Object storage: requests and bytes (issue 21)", "",
        f"{res['date']}; a loopback moto S3 server; {n} segments of about {res['corpus']['segment_bytes']:,} bytes "
        f"in one partition; before: `{before['library']['commit']}`, after: `{after['library']['commit']}`"
        f"{'' if after['library']['native'] else ' (Python build)'}.", "",
        "## Requests per segment (whole command, listings included)", "",
        f"target: ≤ {TARGET_REQUESTS} per segment, + 1 per index file present", "",
        "| command | before | after | after: HEAD / GET / LIST | before: wall | after: wall |",
        "| --- | ---: | ---: | --- | ---: | ---: |",
    ]
    for name, got in after["commands"].items():
        old = before["commands"][name]
        lines.append(f"| `{name}` | {old['per_segment']:.2f} ({old['requests']:,}) | {got['per_segment']:.2f} "
                     f"({got['requests']:,}) | {got['HEAD']:,} / {got['GET']:,} / {got['LIST']:,} | "
                     f"{old['wall']:.1f} s | {got['wall']:.1f} s |")
    lines += ["", "A HEAD per object read is pyarrow's `FileSystem.open_input_file` asking the size (Arrow's C++ "
              "`OpenInputFile(FileInfo)` takes the size a listing gave, apache/arrow#7547, but pyarrow does not "
              "expose it): a segment with both indexes, 3 objects, cost 6 requests. Since `c96d3ba` an `s3://` "
              "object whose size the prefix's listing gave is read by botocore's ranged GETs alone: 3 requests; "
              "the one HEAD left asks whether the prefix is an object.",
              "", "## Bytes fetched from the `.log` ÷ the split's byte range (`read_arrow`, planning included)", "",
              f"target: ≤ {TARGET_RATIO:g}× (+ index bytes)", "",
              "| offset range | split bytes | before | after | after: index bytes | before / after: requests |",
              "| --- | ---: | ---: | ---: | ---: | ---: |"]
    for name, got in after["narrow"].items():
        old = before["narrow"][name]
        span = res["ranges"][name]["split_bytes"]
        lines.append(f"| {name} | {span:,} | {old['ratio']:.2f}× ({old['log_bytes']:,}) | "
                     f"{got['ratio']:.2f}× ({got['log_bytes']:,}) | {got['index_bytes']:,} | "
                     f"{old['requests']} / {got['requests']} |")
    return "\n".join(lines) + "\n"


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--segments", type=int, default=200)
    p.add_argument("--before", default=BEFORE, help=f"the library before (a git ref, default {BEFORE})")
    p.add_argument("--worktree", action="store_true", help="measure the working tree as after, not HEAD")
    p.add_argument("--out", default=str(BENCH / "results" / "latest"))
    p.add_argument("--report", metavar="JSON", help="only rewrite object-storage.md from a run's JSON")
    a = p.parse_args()
    if a.report:
        res = json.loads(Path(a.report).read_text())
        (Path(a.report).parent / "object-storage.md").write_text(report(res))
        return
    ROOT.mkdir(parents=True, exist_ok=True)
    data = write_corpus(a.segments)
    ranges = narrow_ranges(data)
    libraries = {"before": snapshot("before", a.before), "after": snapshot("after", None if a.worktree else "HEAD")}
    server, proxy = start_servers()
    try:
        upload(proxy, data)
        res = {"date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), "corpus": data, "ranges": ranges}
        for label, library in libraries.items():
            res[label] = measure(library, proxy, data, ranges)
    finally:
        proxy.shutdown()
        server.stop()
    res["corpus"] = {k: v for k, v in data.items() if k != "names"}
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    (out / "object-storage.json").write_text(json.dumps(res, indent=1))
    text = report(res)
    (out / "object-storage.md").write_text(text)
    print(text)


if __name__ == "__main__":
    main()
