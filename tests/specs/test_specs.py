"""The specs read like documentation: full meta, a doc on every field, instance and type."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from tests.conftest import ROOT

SPECS = sorted((ROOT / "ksy").glob("*.ksy"))


def load(path: Path) -> dict:
    return yaml.safe_load(path.read_text())


def test_specs_are_one_flat_folder():
    """The Web IDE and compile.js resolve imports in the importing spec's folder only."""
    assert SPECS, "no specs under ksy/"
    assert [p for p in (ROOT / "ksy").rglob("*.ksy") if p.parent != ROOT / "ksy"] == []


def test_every_spec_has_its_generated_module():
    """`make generate` writes one Python module per spec, named by its id, and nothing else."""
    modules = {p.stem for p in (ROOT / "generated").glob("*.py") if p.stem != "__init__"}
    assert modules == {p.stem for p in SPECS}


@pytest.mark.parametrize("path", SPECS, ids=[p.name for p in SPECS])
def test_meta_is_complete(path):
    meta = load(path)["meta"]
    assert meta["id"] == path.stem
    for key in ("title", "xref", "license", "ks-version", "endian"):
        assert meta.get(key), f"{path.name}: meta.{key}"
    assert str(meta["ks-version"]) == "0.11"
    for imported in meta.get("imports", []):
        assert "/" not in imported and (ROOT / "ksy" / f"{imported}.ksy").exists()


def test_every_file_of_a_segment_has_a_spec():
    """A partition directory holds .log, .index, .timeindex and .txnindex files: each suffix is some spec's."""
    extensions = set()
    for path in SPECS:
        extension = load(path)["meta"].get("file-extension")
        extensions.update([extension] if isinstance(extension, str) else extension or [])
    assert {"log", "index", "timeindex", "txnindex"} <= extensions


def walk_types(spec: dict, name: str):
    yield name, spec
    for sub_name, sub in (spec.get("types") or {}).items():
        yield from walk_types(sub, f"{name}::{sub_name}")


@pytest.mark.parametrize("path", SPECS, ids=[p.name for p in SPECS])
def test_every_type_field_and_instance_has_a_doc(path):
    spec = load(path)
    assert spec.get("doc")
    for name, type_spec in walk_types(spec, path.stem):
        assert type_spec.get("doc"), name
        for field in type_spec.get("seq") or []:
            assert field.get("doc"), f"{name}.{field['id']}"
        for inst_name, inst in (type_spec.get("instances") or {}).items():
            assert inst.get("doc"), f"{name}.{inst_name}"
        for param in type_spec.get("params") or []:
            assert param.get("doc"), f"{name}({param['id']})"


def test_varint_value_uses_no_bit_operators():
    """JavaScript's bit operators are 32-bit: the decoded value must come from arithmetic."""
    for stem in ("kafka_varint", "kafka_varlong"):
        instances = load(ROOT / "ksy" / f"{stem}.ksy")["instances"]
        for inst in instances.values():
            expr = str(inst.get("value", ""))
            assert not any(op in expr for op in ("<<", ">>", "&", "|", "^", "~")), stem


def test_webide_representations_name_what_the_web_ide_can_show():
    """The Web IDE fills `{name}` only from parsed fields and eager instances of that type."""
    shown = 0
    for path in SPECS:
        for name, type_spec in walk_types(load(path), path.stem):
            representation = type_spec.get("-webide-representation")
            if representation is None:
                continue
            visible = {field["id"] for field in type_spec.get("seq") or []} | {
                inst_name for inst_name, inst in (type_spec.get("instances") or {}).items()
                if inst.get("-webide-parse-mode") == "eager"}
            names = [part.split(":")[0].split(".")[0] for part in re.findall(r"\{(.*?)\}", representation)]
            assert names and set(names) <= visible, f"{name}: {representation}"
            shown += 1
    assert shown >= 8


@pytest.mark.parametrize("spec, type_path", [
    ("kafka_varint", []), ("kafka_varlong", []), ("kafka_record_batch", ["record"]),
    ("kafka_record_batch", ["header"]), ("kafka_offset_index", ["entry"]), ("kafka_time_index", ["entry"]),
])
def test_values_show_at_a_glance_in_the_web_ide(spec, type_path):
    type_spec = load(ROOT / "ksy" / f"{spec}.ksy")
    for name in type_path:
        type_spec = type_spec["types"][name]
    assert type_spec.get("-webide-representation")
