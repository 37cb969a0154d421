"""docs/spark.md's recipes for the native module on Spark executors, run as written on
local-cluster[2,1,1024] (executor JVMs of their own, each with its own Python workers), each job
started with ``PYSPARK_PYTHON=... spark-submit ...`` from a directory outside the source tree, so
that Spark's Python processes import only what the recipe installs or ships:

- a wheel on every node: ``pip wheel`` of the files git tracks, installed with its ``spark`` extra
  into the interpreter PYSPARK_PYTHON names; executors read with the C++ build;
- a packed environment: that interpreter's virtualenv packed as env.tar.gz, unpacked as ./env where
  the job starts and shipped with ``--archives env.tar.gz#env``, PYSPARK_PYTHON=./env/bin/python;
  executors read with the C++ build from their own copy;
- only the wheel's Python files, shipped with ``--py-files``: executors read with the Python build
  after one warning per worker process, never a failure.

Each read gives the rows a local read gives. The "nodes" are this machine: an interpreter's
dependencies (the ``spark`` extra's pyspark, pyarrow, pandas) are the project venv's, on its path
through a .pth file, so pip installs offline, and the environment is packed with tar (venv-pack
would rewrite paths that are the same here). Spark's workers make executor directories under
``$SPARK_HOME/work``; SPARK_HOME is a temporary directory linking to pyspark's files, so they are
made there, not in the venv.
"""
from __future__ import annotations

import json
import os
import shutil
import site
import subprocess
import sys
import tarfile
import venv
import zipfile
from pathlib import Path

import pytest

from pyspark_udfs.builds import backend
from tests.conftest import ROOT, SAMPLES

pytestmark = pytest.mark.skipif(backend.native_backend() is None, reason="pyspark_udfs._native is not built")


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    """``pip wheel`` of the files git tracks, as a clean checkout has them (a work tree's build/ may hold
    stale files)."""
    out_dir = tmp_path_factory.mktemp("wheel")
    source = out_dir / "source"
    tracked = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True).stdout
    for name in filter(None, tracked.decode().split("\0")):
        if (ROOT / name).is_file() and not (ROOT / name).is_symlink():
            (source / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, source / name)
    out = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-v", "-w", str(out_dir), str(source)],
                         capture_output=True, text=True, timeout=1200,
                         env={"KAFKA_KSY_REQUIRE_NATIVE": "1", "PATH": "/usr/bin:/bin"})
    assert out.returncode == 0, out.stderr[-3000:]
    for warning in ("BuildBackendWarning", "SetuptoolsDeprecationWarning", "_BetaConfiguration",
                    "is absent from the `packages` configuration"):
        assert warning not in out.stdout + out.stderr
    (built,) = out_dir.glob("kafka_ksy-*.whl")
    return built


def test_pip_wheel_builds_a_wheel_with_the_extension_and_its_stub(wheel, tmp_path):
    archive = zipfile.ZipFile(wheel)
    names = archive.namelist()
    (extension,) = [n for n in names if n.startswith("pyspark_udfs/_native") and n.endswith(".so")]
    for module in ("generated/kafka_record_batch.py", "spark/datasource.py", "topics/decoders.py",
                   "tables/reader.py", "builds/backend.py", "_native.pyi", "py.typed"):
        assert f"pyspark_udfs/{module}" in names
    assert archive.read("pyspark_udfs/_native.pyi") == (ROOT / "pyspark_udfs" / "_native.pyi").read_bytes()
    assert not [n for n in names if n.endswith((".cpp", ".h"))]  # sources are not package data
    library = tmp_path / "extension.so"
    library.write_bytes(archive.read(extension))
    sections = subprocess.run(["readelf", "-S", "-W", str(library)], capture_output=True, text=True, check=True)
    assert ".text" in sections.stdout
    assert ".debug_" not in sections.stdout and ".symtab" not in sections.stdout  # stripped


def bare_python(root: Path) -> str:
    """An interpreter with the project's dependencies but not the project: a venv whose only
    addition is the project venv's site-packages as a plain path (its .pth files, the editable
    install among them, are not processed)."""
    venv.create(root, with_pip=False)
    (packages,) = (root / "lib").glob("python3*/site-packages")
    (packages / "dependencies.pth").write_text("\n".join(site.getsitepackages()) + "\n")
    python = str(root / "bin" / "python")
    missing = subprocess.run([python, "-c", "import pyspark_udfs"], capture_output=True, text=True, cwd=root,
                             env=without_the_source_tree())
    assert "No module named 'pyspark_udfs'" in missing.stderr
    return python


def without_the_source_tree() -> dict:
    return {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "SPARK_HOME", "PYSPARK_DRIVER_PYTHON")}


@pytest.fixture(scope="module")
def node_env(tmp_path_factory, wheel) -> Path:
    """A virtualenv as on every node: ``pip install '<wheel>[spark]'`` (the extra's packages are found
    installed, so nothing is downloaded)."""
    root = tmp_path_factory.mktemp("node") / "env"
    python = bare_python(root)
    out = subprocess.run([sys.executable, "-m", "pip", "--python", python, "install", "--no-index",
                          f"{wheel}[spark]"], capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr[-3000:]
    return root


def spark_submit(workdir: Path, python: str, *options: str, **env: str) -> subprocess.CompletedProcess:
    """``PYSPARK_PYTHON=python spark-submit OPTIONS tests/spark/cluster_job.py DATA_DIR`` from ``workdir``
    (``env``: more variables), SPARK_HOME a directory there linking to pyspark's files."""
    import pyspark

    home = workdir / "spark-home"
    if not home.exists():
        home.mkdir()
        for entry in Path(pyspark.__file__).parent.iterdir():
            if entry.name != "work":
                (home / entry.name).symlink_to(entry)
    env = dict(without_the_source_tree(), SPARK_HOME=str(home), PYSPARK_PYTHON=python, **env)
    return subprocess.run([str(home / "bin" / "spark-submit"), *options,
                           str(ROOT / "tests" / "spark" / "cluster_job.py"), str(SAMPLES)],
                          cwd=workdir, env=env, capture_output=True, text=True, timeout=900)


def cluster_read(workdir: Path, python: str, *options: str) -> dict:
    """What the job printed, run as :func:`spark_submit` runs it."""
    out = spark_submit(workdir, python, *options)
    assert out.returncode == 0, out.stderr[-4000:]
    assert list((workdir / "spark-home" / "work").iterdir())  # the executors' directories, made there
    return json.loads(out.stdout.strip().splitlines()[-1])


@pytest.fixture(scope="module")
def local_rows() -> list:
    from pyspark_udfs.spark.datasource import KafkaLogReader

    reader = KafkaLogReader({"path": str(SAMPLES), "backend": "python"})
    rows = [row for p in reader.partitions() for row in reader.read_split(p)]
    return sorted([r[4], r[2], r[3], (r[1] or b"").hex()] for r in rows)


def test_a_wheel_on_every_node(tmp_path, node_env, local_rows):
    result = cluster_read(tmp_path, str(node_env / "bin" / "python"))
    for name, _pid, warnings, module_file in result["workers"]:
        assert name == "native" and not warnings and module_file.startswith(f"{node_env}/lib/")
    assert result["rows"] == local_rows


def test_a_packed_environment(tmp_path, node_env, local_rows):
    with tarfile.open(tmp_path / "env.tar.gz", "w:gz") as packed:
        packed.add(node_env, arcname=".")
    ship = ("--archives", "env.tar.gz#env")
    # Without ./env where the job starts, the driver plans the data source with ./env/bin/python all the same,
    # even when its own Python is another interpreter that has the package.
    driver = str(node_env / "bin" / "python")
    failed = spark_submit(tmp_path, "./env/bin/python", *ship, PYSPARK_DRIVER_PYTHON=driver)
    assert failed.returncode != 0
    assert 'Cannot run program "./env/bin/python"' in failed.stdout + failed.stderr
    with tarfile.open(tmp_path / "env.tar.gz") as packed:  # the driver's copy: ./env where the job starts
        packed.extractall(tmp_path / "env", filter="tar")
    shutil.rmtree(tmp_path / "spark-home" / "work", ignore_errors=True)
    result = cluster_read(tmp_path, "./env/bin/python", *ship)
    for name, _pid, warnings, module_file in result["workers"]:  # each executor's own copy of the archive
        assert name == "native" and not warnings and module_file.startswith(f"{tmp_path}/spark-home/work/app-")
    assert result["rows"] == local_rows


def test_only_the_python_files_fall_back_with_one_warning(tmp_path, wheel, local_rows):
    python = bare_python(tmp_path / "bare")
    pure = tmp_path / "kafka_ksy_pure.zip"
    with zipfile.ZipFile(wheel) as built, zipfile.ZipFile(pure, "w") as archive:
        for name in built.namelist():
            if name.startswith("pyspark_udfs/") and name.endswith(".py"):
                archive.writestr(name, built.read(name))
    result = cluster_read(tmp_path, python, "--py-files", str(pure))
    for name, _pid, _warnings, module_file in result["workers"]:
        assert name == "python" and "kafka_ksy_pure.zip" in module_file
    pids = {pid for _name, pid, _warnings, _file in result["workers"]}
    warned = [w for _name, _pid, warnings, _file in result["workers"] for w in warnings]
    assert 1 <= len(warned) <= len(pids) and all("_native is not installed" in w for w in warned)
    assert result["rows"] == local_rows
