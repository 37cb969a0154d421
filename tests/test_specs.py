"""The specs read like documentation: full meta, a doc on every field, instance and type."""
from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from .conftest import ROOT

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


def imported_by_others() -> set[str]:
    return {name for path in SPECS for name in load(path)["meta"].get("imports", [])}


@pytest.mark.parametrize("path", SPECS, ids=[p.name for p in SPECS])
def test_meta_is_complete(path):
    """Every spec has a full meta; one without a file extension is a building block another spec imports."""
    meta = load(path)["meta"]
    assert meta["id"] == path.stem
    for key in ("title", "xref", "license", "ks-version", "endian"):
        assert meta.get(key), f"{path.name}: meta.{key}"
    assert str(meta["ks-version"]) == "0.11"
    assert meta.get("file-extension") or path.stem in imported_by_others(), path.name
    for imported in meta.get("imports", []):
        assert "/" not in imported and (ROOT / "ksy" / f"{imported}.ksy").exists()


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
