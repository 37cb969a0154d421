"""The native module on Spark executors that are separate processes (local-cluster[2,1,1024]).

Executors with the package installed (here: the project's venv, as a wheel on every node
would be) read with the C++ build; executors that get the package as a pure-Python zip
(spark.submit.pyFiles, no _native) read with the Python build after one warning, never a
failure, and both give the rows a local read gives. ``pip wheel .`` builds a wheel that
carries the extension.
"""
from __future__ import annotations

import json
import shutil
import subprocess
import sys
import zipfile

import pytest

from pyspark_udfs import backend

from tests.conftest import ROOT, SAMPLES

pytestmark = pytest.mark.skipif(backend.native_backend() is None, reason="pyspark_udfs._native is not built")


def cluster_read(workdir, *args: str) -> dict:
    """The job run from ``workdir``, outside the source tree, so that only an installed package or
    the shipped zip can be imported by Spark's Python workers."""
    out = subprocess.run([sys.executable, str(ROOT / "tests" / "spark" / "cluster_job.py"), str(SAMPLES), *args],
                         cwd=workdir, capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr[-4000:]
    return json.loads(out.stdout.strip().splitlines()[-1])


@pytest.fixture(scope="module")
def local_rows() -> list:
    from pyspark_udfs.spark.datasource import KafkaLogReader

    reader = KafkaLogReader({"path": str(SAMPLES), "backend": "python"})
    rows = [row for p in reader.partitions() for row in reader.read_split(p)]
    return sorted([r[4], r[2], r[3], (r[1] or b"").hex()] for r in rows)


def test_executors_with_the_package_installed_read_natively(tmp_path, local_rows):
    result = cluster_read(tmp_path)
    names = {name for name, _pid, _warnings, _file in result["workers"]}
    assert names == {"native"}
    assert result["rows"] == local_rows


def bare_python(root) -> str:
    """An interpreter with the project's dependencies but not the project: a venv whose only
    addition is the main venv's site-packages as a plain path (its .pth files, the editable
    install among them, are not processed)."""
    import site
    import venv

    venv.create(root, with_pip=False)
    (packages,) = (root / "lib").glob("python3*/site-packages")
    (packages / "dependencies.pth").write_text("\n".join(site.getsitepackages()) + "\n")
    return str(root / "bin" / "python")


def test_executors_without_the_native_module_fall_back_with_one_warning(tmp_path, local_rows):
    python = bare_python(tmp_path / "bare")
    missing = subprocess.run([python, "-c", "import pyspark_udfs"], capture_output=True, text=True, cwd=tmp_path)
    assert "No module named 'pyspark_udfs'" in missing.stderr
    pure = tmp_path / "pyspark_udfs_pure.zip"
    with zipfile.ZipFile(pure, "w") as archive:
        for path in (ROOT / "pyspark_udfs").rglob("*.py"):
            archive.write(path, path.relative_to(ROOT))
        for path in (ROOT / "generated").glob("*.py"):
            archive.write(path, f"pyspark_udfs/generated/{path.name}")
    result = cluster_read(tmp_path, str(pure), python)
    for name, _pid, warnings, module_file in result["workers"]:
        assert name == "python" and "pyspark_udfs_pure.zip" in module_file
    pids = {pid for _name, pid, _warnings, _file in result["workers"]}
    warned = [w for _name, _pid, warnings, _file in result["workers"] for w in warnings]
    assert 1 <= len(warned) <= len(pids) and all("_native is not installed" in w for w in warned)
    assert result["rows"] == local_rows


def test_pip_wheel_builds_a_wheel_with_the_extension(tmp_path):
    """From the files git tracks, as a clean checkout has them (a work tree's build/ may hold stale files)."""
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
    for module in ("generated/kafka_record_batch.py", "spark/datasource.py", "internal/decoders.py", "backend.py"):
        assert f"pyspark_udfs/{module}" in names
    assert not [n for n in names if n.endswith((".cpp", ".h"))]  # sources are not package data
    library = tmp_path / "extension.so"
    library.write_bytes(archive.read(extension))
    sections = subprocess.run(["readelf", "-S", "-W", str(library)], capture_output=True, text=True, check=True)
    assert ".text" in sections.stdout
    assert ".debug_" not in sections.stdout and ".symtab" not in sections.stdout  # stripped
