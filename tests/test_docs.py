"""The diagrams under docs/specs/ are drawn from the specs as they are now (`make docs`).

Each SVG carries the SHA-256 of the compiler's graphviz output it was drawn
from; the test compiles the specs again (node and the pinned compiler, as
test_generated.py) and compares, so it does not depend on Graphviz's
version or layout.
"""
from __future__ import annotations

import importlib.util
import shutil

import pytest
import yaml

from .conftest import ROOT

_spec = importlib.util.spec_from_file_location("spec_diagrams", ROOT / "tools" / "spec_diagrams.py")
spec_diagrams = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(spec_diagrams)

DIAGRAMS = ROOT / "docs" / "specs"


@pytest.fixture(scope="module")
def sources() -> dict[str, str]:
    return spec_diagrams.graphviz_sources()


def test_every_spec_has_a_diagram_drawn_from_its_current_version(sources):
    stale = []
    for name, dot_text in sources.items():
        svg = DIAGRAMS / f"{name}.svg"
        recorded = spec_diagrams.recorded_fingerprint(svg.read_text()) if svg.exists() else None
        if recorded != spec_diagrams.fingerprint(dot_text):
            stale.append(f"docs/specs/{name}.svg")
    assert not stale, f"diagrams missing or older than their spec (run `make docs`): {', '.join(stale)}"


def test_no_diagram_outlives_its_spec(sources):
    assert sorted(p.stem for p in DIAGRAMS.glob("*.svg")) == sorted(sources)


def test_the_readme_links_every_diagram(sources):
    readme = (ROOT / "README.md").read_text()
    missing = [name for name in sources if f"(docs/specs/{name}.svg)" not in readme]
    assert not missing, f"README links no diagram for {missing} (run `make docs`)"
    assert spec_diagrams.readme_table() in readme, "README's table of diagrams is out of date (run `make docs`)"


def test_a_changed_spec_changes_the_fingerprint(tmp_path, sources):
    """The check above can fail: one more field in a spec gives another graph."""
    for spec in spec_diagrams.SPECS:
        shutil.copy(spec, tmp_path / spec.name)
    changed = tmp_path / "kafka_offset_index.ksy"
    spec = yaml.safe_load(changed.read_text())
    entry = next(t for t in spec["types"].values() if "seq" in t)
    entry["seq"].append({"id": "added_by_the_test", "type": "u1"})
    changed.write_text(yaml.safe_dump(spec))
    after = spec_diagrams.graphviz_sources([changed])["kafka_offset_index"]
    assert spec_diagrams.fingerprint(after) != spec_diagrams.fingerprint(sources["kafka_offset_index"])
