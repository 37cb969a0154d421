"""The package's front door: ``from pyspark_udfs import ...`` gives the public API, cheaply."""
from __future__ import annotations

import importlib
import shutil
import subprocess
import sys
import zipfile

import pytest

import pyspark_udfs
from pyspark_udfs import backend

from tests.conftest import GOLDEN, ROOT


@pytest.mark.parametrize("name", pyspark_udfs.__all__)
def test_every_public_name_is_its_module_object(name):
    value = getattr(pyspark_udfs, name)
    home = importlib.import_module(pyspark_udfs._EXPORTS[name], "pyspark_udfs")
    assert value is getattr(home, name)
    assert name in dir(pyspark_udfs)


def test_star_import_gives_the_public_names():
    namespace: dict = {}
    exec("from pyspark_udfs import *", namespace)
    assert set(pyspark_udfs.__all__) <= set(namespace)


def test_scan_is_the_function_even_after_its_module_is_imported():
    import pyspark_udfs.scan  # noqa: F401

    module = sys.modules["pyspark_udfs.scan"]
    assert pyspark_udfs.scan is module.scan and callable(pyspark_udfs.scan)
    namespace: dict = {}
    exec("from pyspark_udfs import scan", namespace)
    assert namespace["scan"] is module.scan


def test_unknown_names_are_attribute_errors_and_submodules_still_resolve():
    with pytest.raises(AttributeError):
        pyspark_udfs.no_such_name  # noqa: B018
    assert pyspark_udfs.index is importlib.import_module("pyspark_udfs.index")


def test_import_is_cheap():
    """Importing the package loads neither pyspark, pyarrow nor the reader until a name is used."""
    code = ("import sys, pyspark_udfs; "
            "print(sorted(m for m in ('pyspark', 'pyarrow', 'pyspark_udfs.spark', 'pyspark_udfs.segment', "
            "'pyspark_udfs.batch') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT)
    assert out.stdout.strip() == "[]"


def test_readme_loop_through_the_front_door():
    from pyspark_udfs import KafkaLogError, LogSegment, Record, scan

    events = list(scan(LogSegment(str(GOLDEN / "v2-lz4.log")), strict=False))
    assert any(isinstance(e, Record) for e in events)
    assert not any(isinstance(e, KafkaLogError) for e in events)


@pytest.mark.slow
@pytest.mark.native
@pytest.mark.skipif(backend.native_backend() is None, reason="pyspark_udfs._native is not built")
def test_pip_wheel_builds_a_wheel_with_the_extension_and_its_stub(tmp_path):
    """``pip wheel .`` from the files git tracks, as a clean checkout has them (a work tree's build/ may
    hold stale files): the wheel carries the extension, stripped, and its type stub, not its sources."""
    source = tmp_path / "source"
    tracked = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True).stdout
    for name in filter(None, tracked.decode().split("\0")):
        if (ROOT / name).is_file() and not (ROOT / name).is_symlink():
            (source / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, source / name)
    out = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-v",
                          "-w", str(tmp_path), str(source)], capture_output=True, text=True, timeout=1200,
                         env={"KAFKA_KSY_REQUIRE_NATIVE": "1", "PATH": "/usr/bin:/bin"})
    assert out.returncode == 0, out.stderr[-3000:]
    build_log = out.stdout + out.stderr
    for warning in ("BuildBackendWarning", "SetuptoolsDeprecationWarning", "_BetaConfiguration",
                    "is absent from the `packages` configuration"):
        assert warning not in build_log
    (wheel,) = tmp_path.glob("kafka_ksy-*.whl")
    archive = zipfile.ZipFile(wheel)
    names = archive.namelist()
    (extension,) = [n for n in names if n.startswith("pyspark_udfs/_native") and n.endswith(".so")]
    for module in ("generated/kafka_record_batch.py", "spark/datasource.py", "topics/decoders.py", "backend.py",
                   "_native.pyi"):
        assert f"pyspark_udfs/{module}" in names
    assert archive.read("pyspark_udfs/_native.pyi") == (ROOT / "pyspark_udfs" / "_native.pyi").read_bytes()
    assert not [n for n in names if n.endswith((".cpp", ".h"))]  # sources are not package data
    library = tmp_path / "extension.so"
    library.write_bytes(archive.read(extension))
    sections = subprocess.run(["readelf", "-S", "-W", str(library)], capture_output=True, text=True, check=True)
    assert ".text" in sections.stdout
    assert ".debug_" not in sections.stdout and ".symtab" not in sections.stdout  # stripped
