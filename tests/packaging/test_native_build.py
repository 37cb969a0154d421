"""The C++ extension's build: required, it fails loudly; optional, a fallback is said, not silent.

setup.py builds ``pyspark_udfs._native`` and, unless ``KAFKA_KSY_REQUIRE_NATIVE`` is set (``make
setup`` and ``.ci/run`` set it), installs the package without it when the build fails, recording why
beside where the extension would be; ``kafka-ksy --version`` then says the native build is missing
and why. The failing compiler here is ``false`` (CC and CXX), which fails at the first source.
"""
from __future__ import annotations

import os
import subprocess
import sys

import pytest

from pyspark_udfs.builds import backend
from tests.conftest import ROOT


def build(tmp_path, **env: str) -> subprocess.CompletedProcess:
    """``setup.py build_ext`` into ``tmp_path`` with a compiler that always fails."""
    environment = {k: v for k, v in os.environ.items() if k != "KAFKA_KSY_REQUIRE_NATIVE"}
    environment |= {"CC": "false", "CXX": "false", **env}
    return subprocess.run([sys.executable, "setup.py", "build_ext", "--build-lib", str(tmp_path / "lib"),
                           "--build-temp", str(tmp_path / "temp")], cwd=ROOT, env=environment,
                          capture_output=True, text=True, timeout=300)


def test_a_required_build_fails_loudly_when_the_extension_does_not_compile(tmp_path):
    run = build(tmp_path, KAFKA_KSY_REQUIRE_NATIVE="1")
    assert run.returncode != 0, run.stdout + run.stderr
    assert "error" in run.stderr.lower()
    assert not (tmp_path / "lib" / "pyspark_udfs" / "_native.not-built").exists()


def test_an_optional_build_falls_back_and_records_why(tmp_path):
    run = build(tmp_path)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "pyspark_udfs._native not built" in run.stderr
    record = (tmp_path / "lib" / "pyspark_udfs" / "_native.not-built").read_text()
    assert "CompileError" in record and "false" in record


def version_line(code: str) -> str:
    """``kafka-ksy --version``'s output in a fresh interpreter that first runs ``code``."""
    run = subprocess.run([sys.executable, "-c", f"{code}\nfrom pyspark_udfs.cli import main\nmain(['--version'])"],
                         cwd=ROOT, capture_output=True, text=True, timeout=120,
                         env={**os.environ, "KAFKA_KSY_BACKEND": "auto"})
    assert run.returncode == 0, run.stderr
    return run.stdout


def test_the_version_says_when_the_native_build_is_missing_and_why():
    """An extension that cannot be imported (here: blocked in sys.modules, as a missing file would be)
    is said by --version, with the import's error, and the Python build reads."""
    line = version_line("import sys; sys.modules['pyspark_udfs._native'] = None")
    assert "backend: python" in line
    assert "native: not built (import of pyspark_udfs._native halted; None in sys.modules)" in line


def test_the_version_gives_setups_reason_when_it_recorded_one(tmp_path, monkeypatch):
    monkeypatch.setattr(backend, "native_backend", lambda: None)
    monkeypatch.setattr(backend, "NOT_BUILT", tmp_path / "_native.not-built")
    (tmp_path / "_native.not-built").write_text("CompileError: command 'false' failed with exit code 1\n")
    assert backend.native_status() == "not built (CompileError: command 'false' failed with exit code 1)"


@pytest.mark.skipif(backend.native_backend() is None, reason="pyspark_udfs._native is not built")
def test_the_version_says_nothing_more_when_the_native_build_is_there():
    assert "native:" not in version_line("")
