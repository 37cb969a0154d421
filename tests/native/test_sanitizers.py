"""The native backend under AddressSanitizer and UndefinedBehaviorSanitizer.

``make native-asan`` builds ``pyspark_udfs._native`` with ``-fsanitize=address,undefined``
into build/asan/; a Python with libasan preloaded then reads every fixture and damaged
copies of each (tests/fuzz/native_check.py) through both native outputs (Record objects and
Arrow columns). Any invalid memory access or undefined behaviour aborts with a report, and
LeakSanitizer's report at exit must name no allocation made by our code.
"""
from __future__ import annotations

import os
import random
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import ROOT

pytestmark = pytest.mark.skipif(shutil.which("g++") is None, reason="g++ is not installed")


def library(name: str) -> str:
    return subprocess.run(["g++", f"-print-file-name={name}"],
                          capture_output=True, text=True, check=True).stdout.strip()


def sanitizer_env(pythonpath: str) -> dict:
    """The environment of a Python whose ``_native`` is the sanitizer build, found on ``pythonpath``."""
    return dict(os.environ, PYTHONPATH=pythonpath,
                # libstdc++ with it, so that ASan's interceptor of __cxa_throw finds the real one.
                LD_PRELOAD=" ".join([library("libasan.so"), library("libstdc++.so")]),
                ASAN_OPTIONS="detect_leaks=1:exitcode=0:abort_on_error=0:halt_on_error=1",
                LSAN_OPTIONS="report_objects=0:max_leaks=200",
                UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1",
                KAFKA_KSY_BACKEND="native",
                PYTHONMALLOC="malloc")


def leaks_in_our_code(report: str) -> list[str]:
    """LeakSanitizer's reports whose stacks pass through the extension or the generated parsers."""
    return [block for block in report.split("\n\n") if "leak of" in block
            and any(name in block for name in ("_native", "kaitai", "kafka_", "c_data"))]


@pytest.fixture(scope="module")
def asan_package(tmp_path_factory) -> Path:
    """A copy of the package whose _native is the sanitizer build."""
    build = subprocess.run(["make", "-s", "native-asan"], cwd=ROOT, capture_output=True, text=True)
    assert build.returncode == 0, build.stderr[-3000:]
    built = list((ROOT / "build" / "asan" / "pyspark_udfs").glob("_native*.so"))
    assert len(built) == 1
    root = tmp_path_factory.mktemp("asan")
    shutil.copytree(ROOT / "pyspark_udfs", root / "pyspark_udfs",
                    ignore=shutil.ignore_patterns("_native*.so", "__pycache__", "native", "generated"))
    shutil.copytree(ROOT / "generated", root / "pyspark_udfs" / "generated",
                    ignore=shutil.ignore_patterns("cpp", "__pycache__"))
    shutil.copy(built[0], root / "pyspark_udfs")
    return root


def test_fixtures_and_damaged_copies_run_clean_under_the_sanitizers(asan_package):
    seed = random.randrange(1 << 30)
    env = sanitizer_env(os.pathsep.join([str(asan_package), str(ROOT)]))
    run = subprocess.run([sys.executable, "-m", "tests.fuzz.native_check", str(seed), "6"], cwd=asan_package, env=env,
                         capture_output=True, text=True, timeout=1200)
    report = run.stderr
    assert f"{asan_package}" in run.stdout, run.stdout + report[-3000:]  # the sanitizer build was the one loaded
    assert "checked" in run.stdout, f"seed {seed}\n{report[-5000:]}"
    assert "ERROR: AddressSanitizer" not in report and "runtime error:" not in report, f"seed {seed}\n{report[-5000:]}"
    ours = leaks_in_our_code(report)
    assert not ours, f"seed {seed}: leaks in our code\n" + "\n\n".join(ours[:5])


@pytest.mark.parametrize("tests", ["tables/test_c_data.py", "reader/test_native_codecs.py"])
def test_the_extensions_own_tests_run_clean_under_the_sanitizers(asan_package, tests):
    """Tests of the extension's parts against the sanitizer build. test_c_data: the refused buffers
    are refused before anything reads past them, and every export, imported or not, is given back.
    test_native_codecs: damaged, cut and oversized payloads stop within the output they were given."""
    env = sanitizer_env(str(asan_package))
    # ROOT goes after the copy on sys.path (the tests come from it, the package from the copy)
    script = ("import sys, pytest; sys.path.append(sys.argv[1]); import pyspark_udfs._native as n; "
              "print('module', n.__file__, flush=True); "
              "sys.exit(pytest.main(['-q', '-p', 'no:cacheprovider', '--import-mode=append', sys.argv[2]]))")
    run = subprocess.run([sys.executable, "-c", script, str(ROOT), str(ROOT / "tests" / tests)],
                         cwd=asan_package, env=env, capture_output=True, text=True, timeout=600)
    report = run.stderr
    assert f"module {asan_package}" in run.stdout, run.stdout + report[-3000:]
    assert run.returncode == 0 and " passed" in run.stdout, run.stdout[-3000:] + report[-3000:]
    assert "ERROR: AddressSanitizer" not in report and "runtime error:" not in report, report[-5000:]
    ours = leaks_in_our_code(report)
    assert not ours, "leaks in our code\n" + "\n\n".join(ours[:5])
