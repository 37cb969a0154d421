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
from kaitaistruct import BytesIO, KaitaiStream, KaitaiStruct
from pyspark_udfs.generated.kafka_log_segment import KafkaLogSegment
from pyspark_udfs.generated.kafka_offset_index import KafkaOffsetIndex
from pyspark_udfs.generated.kafka_time_index import KafkaTimeIndex
from pyspark_udfs.generated.kafka_transaction_index import KafkaTransactionIndex

from pyspark_udfs.format import layout
from tests.conftest import GOLDEN, ROOT, SAMPLES

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
    fresh, committed = generated_files(out), generated_files(ROOT / "generated")
    assert any(name.startswith("cpp/") and name.endswith(".cpp") for name in fresh)
    assert sorted(fresh) == sorted(committed)
    stale = [name for name in fresh if fresh[name] != committed[name]]
    assert not stale, f"generated/ is stale, run `make generate`: {stale}"


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


def consumed(parser, data: bytes) -> int:
    """Bytes the generated type reads from ``data``."""
    stream = KaitaiStream(BytesIO(data))
    parser(stream)
    return stream.pos()


def test_layout_numbers_are_what_the_specs_read():
    """pyspark_udfs/format/layout.py names sizes and positions; the generated parsers must agree with each."""
    entry = bytes(range(1, 17)) + b"\x02"
    prefix = KafkaLogSegment.EntryPrefix.from_bytes(entry)
    assert consumed(KafkaLogSegment.EntryPrefix, entry) == layout.HEADER_SIZE_UP_TO_MAGIC
    assert prefix.len_declared == int.from_bytes(entry[layout.LENGTH_OFFSET:layout.LENGTH_OFFSET + 4], "big")
    assert prefix.magic == entry[layout.MAGIC_OFFSET]
    len_min = {magic: KafkaLogSegment.EntryPrefix.from_bytes(entry[:16] + bytes([magic])).len_min
               for magic in (0, 1, 2)}
    assert len_min == {0: layout.LEGACY_RECORD_OVERHEAD_V0, 1: layout.LEGACY_RECORD_OVERHEAD_V1,
                       2: layout.RECORD_BATCH_OVERHEAD - layout.LOG_OVERHEAD}
    batch = KafkaLogSegment.from_file(str(GOLDEN / "v2-none.log")).entries[0].body
    assert batch.ofs_records == layout.RECORD_BATCH_OVERHEAD
    assert batch._io.size() == layout.LOG_OVERHEAD + batch.len_batch  # the entry's body is the whole batch
    legacy = KafkaLogSegment.from_file(str(GOLDEN / "v1-none.log")).entries[0].body
    assert legacy.ofs_crc_input == layout.MAGIC_OFFSET
    assert consumed(KafkaOffsetIndex.Entry, bytes(32)) == layout.OFFSET_INDEX_ENTRY_SIZE
    assert consumed(KafkaTimeIndex.Entry, bytes(32)) == layout.TIME_INDEX_ENTRY_SIZE
    assert consumed(KafkaTransactionIndex.AbortedTxn, bytes(64)) == layout.TRANSACTION_INDEX_ENTRY_SIZE
