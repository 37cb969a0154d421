"""The benchmark corpus: Kafka's jars (cached as tests/golden/regenerate.sh caches them),
the two Java helpers compiled against them, and segments written by Kafka's own classes.

Everything generated lives in bench/corpus/ (git-ignored): bench/corpus/classes/ and
bench/corpus/<mode>/..., with a manifest.json per mode that makes a rerun with the same
specification skip regeneration.
"""
from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import zipfile
from dataclasses import asdict, dataclass
from pathlib import Path

BENCH = Path(__file__).resolve().parent
REPO = BENCH.parent
CORPUS = BENCH / "corpus"

WHEEL_PROJECT = "shigawire-apache-flink-libraries"
WHEEL_VERSION = "2.0.0.post1"
WHEEL_FILE = f"shigawire_apache_flink_libraries-{WHEEL_VERSION}-py3-none-any.whl"
JAR_SHA256 = {  # the same pins as tests/golden/regenerate.sh
    "kafka-clients": "7568b998572d256f0b7bc0afdc1b7a2588b8b08415c62ce314c864a6851ae9d9",
    "lz4-java": "d74a3334fb35195009b338a951f918203d6bbca3d1d359033dc33edd1cadc9ef",
    "snappy-java": "4c766cb3f855415ee734b2392949a0b6f12a60879334a74518deaf6270d32e36",
    "zstd-jni": "793ca8734aa15687e7e64564eab8b6ae9ee2720eae27aa663074682144b1c386",
    "slf4j-api": "d3ef575e3e4979678dc01bf1dcce51021493b4d11fb7f1be8ad982877c16a1c0",
}
SEED = 20240917
MB = 1_000_000
MiB = 1024 * 1024


def log(msg: str) -> None:
    print(f"[bench] {msg}", file=sys.stderr, flush=True)


def cache_dir() -> Path:
    explicit = os.environ.get("KAFKA_KSY_CACHE")
    if explicit:
        return Path(explicit)
    xdg = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(xdg) / "kafka-ksy"


def jars() -> list[Path]:
    """The five jars, extracted from the PyPI wheel once and checked against their sha256."""
    cache = cache_dir()
    jardir = cache / f"jars-{WHEEL_VERSION}"
    paths = [jardir / f"{name}.jar" for name in JAR_SHA256]
    if not all(p.is_file() for p in paths):
        wheels = cache / "wheels"
        wheels.mkdir(parents=True, exist_ok=True)
        wheel = wheels / WHEEL_FILE
        if not wheel.is_file():
            log(f"downloading {WHEEL_PROJECT}=={WHEEL_VERSION} into {wheels}")
            subprocess.run(
                [sys.executable, "-m", "pip", "download", "--no-deps", f"{WHEEL_PROJECT}=={WHEEL_VERSION}",
                 "-d", str(wheels)],
                check=True, stdout=sys.stderr,
            )
        log(f"extracting jars to {jardir}")
        tmp = Path(tempfile.mkdtemp(prefix="jars.", dir=cache))
        with zipfile.ZipFile(wheel) as z:
            for name in JAR_SHA256:
                with z.open(f"pyflink/lib/{name}.jar") as src, open(tmp / f"{name}.jar", "wb") as out:
                    shutil.copyfileobj(src, out)
        tmp.chmod(0o755)
        shutil.rmtree(jardir, ignore_errors=True)
        tmp.rename(jardir)
    if os.environ.get("KAFKA_KSY_SKIP_JAR_CHECK") != "1":
        for name, path in zip(JAR_SHA256, paths, strict=True):
            got = hashlib.sha256(path.read_bytes()).hexdigest()
            if got != JAR_SHA256[name]:
                raise SystemExit(f"sha256 mismatch for {path}: {got}; delete {jardir} to re-extract")
    return paths


def classpath() -> str:
    """Kafka's jars plus the compiled bench/*.java (recompiled when a source is newer)."""
    cp = [str(p) for p in jars()]
    classes = CORPUS / "classes"
    sources = sorted(BENCH.glob("*.java"))
    stamp = classes / ".stamp"
    if not stamp.exists() or any(s.stat().st_mtime > stamp.stat().st_mtime for s in sources):
        log("compiling " + " ".join(s.name for s in sources))
        shutil.rmtree(classes, ignore_errors=True)
        classes.mkdir(parents=True)
        subprocess.run(
            ["javac", "--release", "17", "-encoding", "UTF-8", "-d", str(classes), "-cp", ":".join(cp),
             *map(str, sources)],
            check=True,
        )
        stamp.touch()
    return ":".join([str(classes), *cp])


def java_cmd(main: str, *args: str, tmpdir: Path | None = None) -> list[str]:
    tmp = tmpdir or (CORPUS / "tmp")
    tmp.mkdir(parents=True, exist_ok=True)
    # java.io.tmpdir: snappy-java and zstd-jni unpack their native libraries there
    return ["java", f"-Djava.io.tmpdir={tmp}", "-Dfile.encoding=UTF-8", "-cp", classpath(), main, *args]


@dataclass(frozen=True)
class Spec:
    """One segment to write: ``name`` is the directory it goes in."""

    name: str
    magic: int
    codec: str
    records_per_batch: int
    target_bytes: int
    headers: int = 0
    group: str = "decode"  # decode: the throughput corpus; rss: the big segment; spark: the Spark data dir;
    # cli: records with a header, for the whole-process commands

    def arg(self) -> str:
        return f"{self.name}:{self.magic}:{self.codec}:{self.records_per_batch}:{self.target_bytes}:{self.headers}"


CODECS = ("none", "lz4", "zstd", "snappy", "gzip")
BATCH_SIZES = (100, 1000)


def specs(mode: str) -> list[Spec]:
    """What each mode writes.

    full:  10 v2 segments of 20 MB (5 codecs x 100/1000 records per batch) = 200 MB of v2,
           2 v1 gzip segments of 20 MB, one 1 GiB v2 segment for the memory test, and a
           4-partition data directory (4 x 16 MB, lz4, 1000 per batch) for Spark.
    quick: the same shapes at 2 MB per segment, a 64 MiB segment for memory, 4 x 4 MB for Spark.
    Both: 5 v2 segments (one per codec, 1000 records per batch) of records with one header, for
    ``kafka-ksy verify`` and ``dump`` as whole processes (4 MB each in quick mode, 16 MB in full mode:
    enough records that the interpreter's start does not decide the ratio).
    """
    per_file = {"quick": 2 * MB, "full": 20 * MB}[mode]
    out = [
        Spec(f"v2-{codec}-{n}", 2, codec, n, per_file)
        for codec in CODECS
        for n in BATCH_SIZES
    ]
    out += [Spec(f"v1-gzip-{n}", 1, "gzip", n, per_file) for n in BATCH_SIZES]
    big = {"quick": 64 * MiB, "full": 1024 * MiB}[mode]
    out.append(Spec("rss/v2-none-1000", 2, "none", 1000, big, group="rss"))
    spark_part = {"quick": 4 * MB, "full": 16 * MB}[mode]
    out += [Spec(f"spark/bench-{p}", 2, "lz4", 1000, spark_part, group="spark") for p in range(4)]
    cli_part = {"quick": 4 * MB, "full": 16 * MB}[mode]
    out += [Spec(f"cli/v2-{codec}-1000-h1", 2, codec, 1000, cli_part, headers=1, group="cli") for codec in CODECS]
    return out


def ensure(mode: str, force: bool = False) -> dict:
    """Write the corpus of ``mode`` unless a manifest says it is already there; return the manifest."""
    root = CORPUS / mode
    manifest_path = root / "manifest.json"
    wanted = [asdict(s) for s in specs(mode)]
    if not force and manifest_path.exists():
        manifest = json.loads(manifest_path.read_text())
        if manifest.get("specs") == wanted and manifest.get("seed") == SEED and all(
            Path(f["path"]).is_file() and Path(f["path"]).stat().st_size == f["bytes"] for f in manifest["files"]
        ):
            log(f"corpus {root} is up to date")
            return manifest
    shutil.rmtree(root, ignore_errors=True)
    root.mkdir(parents=True)
    log(f"writing the {mode} corpus into {root} with Kafka 3.9.1's MemoryRecords/FileRecords")
    cmd = java_cmd("CorpusWriter", str(root), str(SEED), *(s.arg() for s in specs(mode)))
    proc = subprocess.run(cmd, capture_output=True, text=True)
    noise = [line for line in proc.stderr.splitlines() if line and not line.startswith("SLF4J: ")]
    if noise or proc.returncode != 0:
        print("\n".join(noise), file=sys.stderr)
    if proc.returncode != 0:
        raise SystemExit(f"CorpusWriter failed ({proc.returncode})")
    files = [json.loads(line) for line in proc.stdout.splitlines() if line.startswith("{")]
    by_name = {s.name: s for s in specs(mode)}
    for f in files:
        f["group"] = by_name[f["name"]].group
        f["path"] = str(Path(f["path"]).resolve())
    manifest = {"mode": mode, "seed": SEED, "specs": wanted, "files": files}
    manifest_path.write_text(json.dumps(manifest, indent=1))
    log(f"corpus written: {sum(f['bytes'] for f in files) / MB:.0f} MB in {len(files)} segments")
    return manifest


if __name__ == "__main__":
    import argparse

    p = argparse.ArgumentParser(description="write the benchmark corpus")
    p.add_argument("mode", choices=["quick", "full"])
    p.add_argument("--force", action="store_true")
    a = p.parse_args()
    print(json.dumps(ensure(a.mode, a.force), indent=1))
