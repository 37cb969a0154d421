"""The generated parsers: committed output matches the specs, and every Kaitai target agrees.

These tests need node and the pinned compiler (``make setup`` installs both).
"""
from __future__ import annotations

import enum
import json
import os
import subprocess
from pathlib import Path

import pytest
from kaitaistruct import KaitaiStruct

from pyspark_udfs.generated.kafka_log_segment import KafkaLogSegment
from pyspark_udfs.generated.kafka_offset_index import KafkaOffsetIndex
from pyspark_udfs.generated.kafka_time_index import KafkaTimeIndex
from pyspark_udfs.generated.kafka_transaction_index import KafkaTransactionIndex

from .conftest import GOLDEN, ROOT, SAMPLES

KSC = ROOT / "tools" / "kaitai"
SPECS = sorted(str(p) for p in (ROOT / "ksy").glob("*.ksy"))
OTHER_TARGETS = ["java", "go", "cpp_stl", "csharp", "ruby", "rust", "nim", "lua", "php", "perl"]
INSTANCES = ["value", "raw", "len", "records", "prefix", "len_min", "is_length_sane",
             "is_truncated", "len_entry", "ofs_crc_input", "len_crc_input"]
"""Instances compared between the builds (as in tests/js/tree.js): Kaitai evaluates them lazily."""


def compile_specs(target: str, out: Path) -> subprocess.CompletedProcess:
    return subprocess.run(["node", str(KSC / "compile.js"), target, str(out), *SPECS],
                          capture_output=True, text=True)


def generated_files(root: Path) -> dict[str, bytes]:
    """Every file under ``root`` (sub-folders included, caches left out) by relative path."""
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*"))
            if p.is_file() and "__pycache__" not in p.parts}


def test_generated_builds_match_the_specs(tmp_path):
    """`make generate` into a temporary folder gives exactly the committed generated/: the Python
    build and the C++ build in generated/cpp/."""
    out = tmp_path / "generated"
    result = subprocess.run(["make", "-s", "generate", f"GENERATED={out}"], cwd=ROOT,
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    committed = ROOT / "generated"

    def files(root: Path) -> list[str]:
        return sorted(str(p.relative_to(root)) for p in root.rglob("*")
                      if p.is_file() and "__pycache__" not in p.parts)

    names = files(out)
    assert any(n.startswith("cpp/") and n.endswith(".cpp") for n in names)
    assert names == files(committed)
    _, mismatch, errors = filecmp.cmpfiles(out, committed, names, shallow=False)
    assert not mismatch and not errors, f"generated/ is stale, run `make generate`: {mismatch}"


def test_generated_modules_import_as_a_package():
    """Kaitai's flat `import kafka_varint` lines were made package-relative by the build."""
    for path in (ROOT / "generated").glob("kafka_*.py"):
        text = path.read_text()
        assert "\nimport kafka_" not in text, path.name


@pytest.mark.parametrize("target", OTHER_TARGETS)
def test_specs_compile_for_every_target(target, tmp_path):
    result = compile_specs(target, tmp_path)
    assert result.returncode == 0, result.stderr
    assert any(tmp_path.rglob("*")), f"{target}: nothing written"


def python_tree(obj):
    if isinstance(obj, KaitaiStruct):
        out = {k: python_tree(v) for k, v in vars(obj).items() if not k.startswith("_") and v is not None}
        for name in INSTANCES:
            if name not in out and isinstance(getattr(type(obj), name, None), property):
                value = getattr(obj, name)
                if value is not None:
                    out[name] = python_tree(value)
        return out
    if isinstance(obj, bool):
        return obj
    if isinstance(obj, enum.Enum):
        return obj.value
    if isinstance(obj, (bytes, bytearray)):
        return obj.hex()
    if isinstance(obj, list):
        return [python_tree(v) for v in obj]
    return obj


@pytest.fixture(scope="module")
def js_parsers(tmp_path_factory):
    out = tmp_path_factory.mktemp("js")
    result = compile_specs("javascript", out)
    assert result.returncode == 0, result.stderr
    return out


def js_trees(js_dir: Path, type_name: str, files: list[Path]) -> dict:
    env = dict(os.environ, NODE_PATH=str(KSC / "node_modules"))
    result = subprocess.run(["node", str(ROOT / "tests" / "js" / "tree.js"), str(js_dir), type_name,
                             *map(str, files)], capture_output=True, text=True, env=env)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def fixture_files(pattern: str) -> list[Path]:
    files = sorted(GOLDEN.rglob(pattern)) + sorted(SAMPLES.rglob(pattern))
    assert files, f"no fixtures {pattern} under {GOLDEN}"
    return files


@pytest.mark.parametrize("type_name, parser, pattern", [
    ("KafkaLogSegment", KafkaLogSegment, "*.log"),
    ("KafkaOffsetIndex", KafkaOffsetIndex, "*.index"),
    ("KafkaTimeIndex", KafkaTimeIndex, "*.timeindex"),
    ("KafkaTransactionIndex", KafkaTransactionIndex, "*.txnindex"),
])
def test_javascript_parser_sees_what_python_sees(js_parsers, type_name, parser, pattern):
    """What the Web IDE shows (the JavaScript build) equals the Python parse tree, field by field."""
    files = fixture_files(pattern)
    trees = js_trees(js_parsers, type_name, files)
    for path in files:
        assert trees[str(path)] == python_tree(parser.from_file(str(path))), path.name
