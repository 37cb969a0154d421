"""Shared test helpers: where the fixtures live, and small byte-level utilities."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = ROOT / "tests" / "fixtures" / "golden"
SAMPLES = ROOT / "samples" / "kafka-logs"


def golden_logs() -> list[Path]:
    """Every Kafka-written fixture segment that has an expected report beside it."""
    return sorted(p for p in GOLDEN.rglob("*.log") if expected_path(p).exists())


def expected_path(log: Path) -> Path:
    return log.with_name(log.name[: -len(".log")] + ".expected.jsonl")


def read_jsonl(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


@pytest.fixture(scope="session")
def spark():
    """One local SparkSession for the whole run (local[2], UTC, errors only), with ``kafka-log`` registered."""
    import pyspark_udfs
    from pyspark_udfs.demo import start_spark

    session = start_spark("local[2]")
    pyspark_udfs.register(session)
    yield session
    session.stop()


@pytest.fixture
def tmp_copy(tmp_path):
    """Copy a fixture into a temporary folder, to damage it without touching the original."""
    def copy(src: Path, name: str | None = None) -> Path:
        dest = tmp_path / (name or src.name)
        dest.write_bytes(src.read_bytes())
        return dest
    return copy


TESTS = ROOT / "tests"
SLOW_MODULES = {"native/test_sanitizers.py", "spark/test_cluster.py", "cli/test_mutation.py", "cli/test_memory.py",
                "native/test_memory.py", "reader/test_fuzz.py", "specs/test_generated.py",
                "native/test_static_targets.py", "reader/test_resync.py"}
"""Modules whose tests take tens of seconds each on 2 cores (``--durations`` of a full run)."""
NATIVE_MODULES = {"native/test_sanitizers.py", "native/test_static_targets.py", "native/test_crc.py",
                  "native/test_memory.py", "spark/test_cluster.py"}


def pytest_collection_modifyitems(config, items):
    """The markers of pyproject.toml, given by module and by fixture, so that ``make test-fast``
    (``-m "not slow and not spark"``) can leave them out without each test saying so."""
    for item in items:
        module = item.path.relative_to(TESTS).as_posix()
        if module in SLOW_MODULES:
            item.add_marker(pytest.mark.slow)
        if module in NATIVE_MODULES or module.startswith("native/"):
            item.add_marker(pytest.mark.native)
        if "spark" in getattr(item, "fixturenames", ()) or module == "spark/test_cluster.py":
            item.add_marker(pytest.mark.spark)
