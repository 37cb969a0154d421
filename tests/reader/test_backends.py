"""Both builds of ksy/ decode every input identically.

Every segment fixture (Kafka-written golden files, the seeds' examples, the
sample data directory), damaged copies of each (bit flips, Kafka's extreme
4-byte values, truncation, inserted bytes) and hypothesis-generated
mutations go through ``scan()`` once with the Python build and once with the
C++ build (``pyspark_udfs._native``); the events must be the same: every
batch with every header property, every record, every problem with its
class, file and position.
"""
from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pyspark_udfs.builds import backend
from pyspark_udfs.builds.batch import Batch
from pyspark_udfs.errors import KafkaLogError
from pyspark_udfs.reading.scan import scan
from pyspark_udfs.reading.segment import LogSegment
from tests.conftest import GOLDEN, ROOT, SAMPLES
from tests.support.fuzzing import SEED_CORPUS, mutate

pytestmark = pytest.mark.skipif(backend.native_backend() is None, reason="pyspark_udfs._native is not built")

BATCH_FIELDS = ("position", "size", "magic", "base_offset", "last_offset", "crc", "crc_valid", "computed_crc",
                "compression", "timestamp_type", "max_timestamp", "partition_leader_epoch", "producer_id",
                "producer_epoch", "base_sequence", "last_sequence", "is_transactional", "is_control",
                "record_count", "delete_horizon_ms")
SEGMENTS = sorted({p for p in [*GOLDEN.rglob("*.log"), *SAMPLES.rglob("*.log"), *(ROOT / "tests").rglob("*.log")]
                   if p.stat().st_size < 2_000_000})
FOUR_BYTES = [b"\x00\x00\x00\x00", b"\x7f\xff\xff\xff", b"\x80\x00\x00\x00", b"\xff\xff\xff\xff"]


def events(data: bytes, choice: str, name: str = "x.log", views: bool = False) -> list[tuple]:
    """What a reader sees, as comparable tuples (``views``: as the commands read, see scan)."""
    out: list[tuple] = []
    with LogSegment(data, name=name, backend=choice, max_batch_bytes=1 << 22,
                    decompression_limit=1 << 24) as segment:
        for event in scan(segment, views=views):
            if isinstance(event, Batch):
                out.append(("batch", *(getattr(event, f) for f in BATCH_FIELDS)))
            elif isinstance(event, KafkaLogError):
                out.append(("error", type(event).__name__, event.file, event.position))
            else:
                out.append(("record", event))
    return out


def assert_same(data: bytes, name: str = "x.log") -> list[tuple]:
    python, native = events(data, "python", name), events(data, "native", name)
    assert native == python
    return python


@pytest.mark.parametrize("path", SEGMENTS, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_fixture_decodes_identically(path: Path):
    seen = assert_same(path.read_bytes(), path.name)
    assert any(kind == "batch" for kind, *_ in seen)


def damaged_copies(data: bytes, rng: random.Random, count: int) -> list[bytes]:
    """The damage ../shared/tools/cli-mutate does: 1-4 edits of four kinds."""
    copies = []
    for _ in range(count):
        out = bytearray(data)
        for _ in range(rng.randint(1, 4)):
            kind, at = rng.random(), rng.randrange(max(1, len(out)))
            if kind < 0.5 and out:
                out[at] ^= 1 << rng.randrange(8)
            elif kind < 0.7:
                out[at:at + 4] = rng.choice(FOUR_BYTES)
            elif kind < 0.85:
                del out[at:]
            else:
                out[at:at] = rng.randbytes(rng.randint(1, 64))
        copies.append(bytes(out))
    return copies


@pytest.mark.parametrize("path", [pytest.param(p, marks=pytest.mark.slow) if p.stat().st_size > 20_000 else p
                                  for p in SEGMENTS if p.stat().st_size < 300_000],
                         ids=lambda p: str(p.relative_to(ROOT)))  # over 20 kB (seconds each): the full run only
def test_damaged_copies_decode_identically(path: Path):
    seed = random.randrange(1 << 30)
    rng = random.Random(seed)
    for copy in damaged_copies(path.read_bytes(), rng, 25):
        try:
            assert_same(copy, path.name)
        except AssertionError:
            print(f"seed {seed}")  # shown by pytest on failure, to reproduce
            raise


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.sampled_from(range(len(SEED_CORPUS))),
       edits=st.lists(st.tuples(st.integers(0, 3), st.integers(0, 1 << 20), st.integers(0, 255)),
                      min_size=1, max_size=6))
def test_property_mutations_decode_identically(seed, edits):
    assert_same(mutate(SEED_CORPUS[seed], edits))


def test_the_backends_are_what_they_say():
    assert backend.select("python").name == "python"
    assert backend.select("native").name == "native"
    assert backend.select("auto").name == "native"
    with pytest.raises(ValueError, match="must be one of"):
        backend.select("fast")


def test_the_cli_says_which_backend_reads(monkeypatch, capsys):
    from pyspark_udfs.cli import main

    for choice, words in (("native", "backend: native, C++ build"), ("python", "backend: python, Python build")):
        monkeypatch.setenv(backend.BACKEND_ENV, choice)
        with pytest.raises(SystemExit) as stop:
            main(["--version"])
        assert stop.value.code == 0 and words in capsys.readouterr().out
    monkeypatch.setenv(backend.BACKEND_ENV, "fast")
    with pytest.raises(SystemExit) as stop:
        main(["verify", str(GOLDEN / "v2-none.log")])
    assert stop.value.code == 2 and "must be one of auto, python, native" in capsys.readouterr().err


def test_without_the_extension_auto_reads_with_python_after_one_warning(monkeypatch):
    import warnings

    monkeypatch.setattr(backend, "native_backend", lambda: None)
    monkeypatch.setattr(backend, "_warned", False)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        assert [backend.select("auto").name for _ in range(3)] == ["python"] * 3
    assert len(caught) == 1 and "_native is not installed" in str(caught[0].message)
    with pytest.raises(ImportError, match="native backend"):
        backend.select("native")
