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
SLOW_TESTS = {
    "native/test_contract.py::test_the_stub_matches_the_extension",  # mypy's stubtest: a whole mypy build
    "docs/test_export_and_sql.py::test_every_example_runs_and_prints_what_it_shows",  # ~30 CLI and SQL runs
    "docs/test_readme.py::test_command_lines",  # each README command line as a subprocess, and dumps to count
    "cli/test_users.py::test_a_size_option_takes_the_units_the_spark_options_take",  # 11 CLI runs
    "cli/test_export.py::test_an_export_killed_mid_way_resumes",  # a row group per row, killed, then rerun
    "tables/test_columns.py::test_native_columns_equal_the_rows[samples-options1]",  # 900 batches of 7 rows
    "reader/test_index.py::test_a_batch_header_alone_confirms_what_the_whole_batch_confirms[python]",  # ([native]
    # in both runs) every byte of every golden log, read as a header and as a whole entry
    # the same check command by command: the fast run keeps some commands, the full run all of them
    "cli/test_users.py::test_an_unreadable_directory_or_file_is_exit_2_naming_it_and_the_rest_is_read[dump --json]",
    "cli/test_users.py::test_an_unreadable_directory_or_file_is_exit_2_naming_it_and_the_rest_is_read[verify]",
    "cli/test_users.py::test_an_unreadable_directory_or_file_is_exit_2_naming_it_and_the_rest_is_read[describe --json]",
    "storage/test_object_storage.py::test_cli_reads_a_prefix_as_it_reads_the_local_directory"
    "[dump --deep-iteration --print-data-log]",
    "storage/test_object_storage.py::test_cli_reads_a_prefix_as_it_reads_the_local_directory[dump --json]",
    "storage/test_object_storage.py::test_cli_reads_a_prefix_as_it_reads_the_local_directory[describe --json]",
    "storage/test_object_storage.py::test_an_endpoint_that_refuses_connections_is_named_by_every_command[dump --json]",
    "storage/test_object_storage.py::test_an_endpoint_that_refuses_connections_is_named_by_every_command[verify]",
    "storage/test_object_storage.py::test_an_endpoint_that_refuses_connections_is_named_by_every_command"
    "[describe --json]",
    "storage/test_object_storage.py::test_a_command_over_a_prefix_costs_each_object_it_reads_one_get"
    "[with indexes-verify]",
    "storage/test_object_storage.py::test_a_command_over_a_prefix_costs_each_object_it_reads_one_get"
    "[with indexes-dump]",
    "storage/test_object_storage.py::test_every_command_reports_a_dropped_connection_in_its_contract",
}
"""Tests (a name, or one parametrization's) of over ~5 s on 2 cores: ``make test`` runs them, ``make test-fast``
does not."""
SLOW_FIXTURES = {
    ("docs/test_docs.py", "sources"),  # the Kaitai compiler (node) draws every spec as a graph
    ("topics/test_js.py", "js_parsers"),  # the Kaitai compiler builds every spec as JavaScript
}
"""(module, fixture): the tests of a module that use a fixture that takes over ~5 s to build."""
NATIVE_MODULES = {"native/test_sanitizers.py", "native/test_static_targets.py", "native/test_crc.py",
                  "native/test_memory.py", "spark/test_cluster.py"}


def pytest_collection_modifyitems(config, items):
    """The markers of pyproject.toml, given by module and by fixture, so that ``make test-fast``
    (``-m "not slow and not spark"``) can leave them out without each test saying so. A name in SLOW_TESTS
    that names no test of its module (renamed, removed) is an error, not a test silently back in the fast run."""
    modules, matched = set(), set()
    for item in items:
        module = item.path.relative_to(TESTS).as_posix()
        fixtures = getattr(item, "fixturenames", ())
        names = {f"{module}::{item.name}", f"{module}::{getattr(item, 'originalname', item.name)}"}
        modules.add(module)
        matched |= names & SLOW_TESTS
        if (module in SLOW_MODULES or names & SLOW_TESTS
                or any((module, name) in SLOW_FIXTURES for name in fixtures)):
            item.add_marker(pytest.mark.slow)
        if module in NATIVE_MODULES or module.startswith("native/"):
            item.add_marker(pytest.mark.native)
        if "spark" in fixtures or module == "spark/test_cluster.py":
            item.add_marker(pytest.mark.spark)
    unknown = sorted(name for name in SLOW_TESTS - matched if name.partition("::")[0] in modules)
    if unknown and not any("::" in arg for arg in config.args):  # not when single tests were asked for
        raise pytest.UsageError(f"tests/conftest.py SLOW_TESTS names no test: {', '.join(unknown)}")
