"""The diagrams under docs/specs/ are drawn from the specs as they are now (`make docs`), and can be read.

Each SVG carries the SHA-256 of the compiler's graphviz output it was drawn
from; the test compiles the specs again (node and the pinned compiler, as
test_generated.py) and compares, so it does not depend on Graphviz's
version or layout. The graphs the tool hands to dot are checked by a parser
of their own here: every edge ends on a node and port that exist, every node
of a type sits in that type's box, dot warns about nothing; every SVG fits
the tool's page bound and no arrow in it crosses a type's title.
"""
from __future__ import annotations

import importlib
import importlib.util
import re
import shutil
import subprocess
import sys

import pytest
import yaml

from tests.conftest import ROOT

_spec = importlib.util.spec_from_file_location("spec_diagrams", ROOT / "tools" / "spec_diagrams.py")
spec_diagrams = importlib.util.module_from_spec(_spec)
sys.modules["spec_diagrams"] = spec_diagrams  # its dataclasses look their module up there
_spec.loader.exec_module(spec_diagrams)

DIAGRAMS = ROOT / "docs" / "specs"


@pytest.fixture(scope="module")
def sources() -> dict[str, str]:
    return spec_diagrams.graphviz_sources()


def _svgs(name: str) -> list:
    """A spec's diagram and, when it is drawn once per type, those in its folder."""
    return [DIAGRAMS / f"{name}.svg", *sorted((DIAGRAMS / name).glob("*.svg"))]


def test_every_spec_has_a_diagram_drawn_from_its_current_version(sources):
    stale = []
    for name, dot_text in sources.items():
        for svg in _svgs(name):
            recorded = spec_diagrams.recorded_fingerprint(svg.read_text()) if svg.exists() else None
            if recorded != spec_diagrams.fingerprint(dot_text):
                stale.append(str(svg.relative_to(ROOT)))
    assert not stale, f"diagrams missing or older than their spec (run `make docs`): {', '.join(stale)}"


def test_no_diagram_outlives_its_spec(sources):
    assert sorted(p.stem for p in DIAGRAMS.glob("*.svg")) == sorted(sources)
    assert spec_diagrams.split_specs() <= set(sources)
    for name in spec_diagrams.split_specs():
        types = spec_diagrams.tidy(sources[name]).types
        assert sorted(p.stem for p in (DIAGRAMS / name).glob("*.svg")) == sorted(types)
        index = (DIAGRAMS / name / "README.md").read_text()
        assert index == spec_diagrams.type_index(name, sources[name]), f"docs/specs/{name}/README.md is out of date"


def test_every_diagram_fits_a_screen(sources):
    """At most MAX_WIDTH_PT wide (1200 pt: 1600 px at 96 dpi) and MAX_HEIGHT_PT tall.

    Drawn as the compiler lays it out, kafka_record_batch.svg was 3,932 pt wide.
    """
    too_big = {}
    for name in sources:
        for svg in _svgs(name):
            width, height = spec_diagrams.svg_size(svg.read_text())
            if width > spec_diagrams.MAX_WIDTH_PT or height > spec_diagrams.MAX_HEIGHT_PT:
                too_big[str(svg.relative_to(ROOT))] = (width, height)
    assert not too_big, f"diagrams larger than {spec_diagrams.MAX_WIDTH_PT}x{spec_diagrams.MAX_HEIGHT_PT} pt: {too_big}"


def test_no_arrow_crosses_a_title(sources):
    crossings = {}
    for name in sources:
        for svg in _svgs(name):
            if found := spec_diagrams.title_crossings(svg.read_text()):
                crossings[str(svg.relative_to(ROOT))] = found
    assert not crossings, f"arrows through a type's title: {crossings}"


def test_an_arrow_through_a_title_is_found():
    """The check above can fail: a path straight through a bold title, and one beside it."""
    title = ('<text text-anchor="start" x="10" y="-100" font-family="Times,serif" font-weight="bold" '
             'font-size="14.00">KafkaRecordBatch::Header</text>')
    through = '<g id="edge1" class="edge">\n<title>a:e&#45;&gt;b:w</title>\n<path d="M0,-105C30,-105 60,-105 90,-105"/>'
    beside = '<g id="edge2" class="edge">\n<title>c:e&#45;&gt;d:w</title>\n<path d="M0,-60C30,-60 60,-60 90,-60"/>'
    assert spec_diagrams.title_crossings(title + through + beside) == ["a:e->b:w through KafkaRecordBatch::Header"]


_CLUSTER = re.compile(r"subgraph cluster__(\w+) \{")
_NODE = re.compile(r"(\w+) \[label=<(.*?)>(?:, [^\]]*)?\];", re.S)
_EDGE = re.compile(r"^\s*(\w+)(?::(\w+))? -> (\w+)(?::(\w+))? \[", re.M)


def flaws(dot_text: str) -> list[str]:
    """What makes a graph draw badly: edges to nodes or ports that do not exist, nodes outside their type's box."""
    boxes, nodes, open_boxes = {}, {}, []
    position = 0
    for line in dot_text.splitlines(keepends=True):
        if match := _CLUSTER.search(line):
            open_boxes.append(match.group(1))
        elif line.strip() == "}" and open_boxes:
            open_boxes.pop()
        elif match := _NODE.match(dot_text, position + len(line) - len(line.lstrip())):
            nodes[match.group(1)] = set(re.findall(r'PORT="(\w+)"', match.group(2)))
            boxes[match.group(1)] = open_boxes[-1] if open_boxes else None
        position += len(line)
    found = []
    for node, box in boxes.items():
        types = [t for t in re.findall(r"subgraph cluster__(\w+) \{", dot_text) if node.startswith(f"{t}__")]
        if types and box != max(types, key=len):
            found.append(f"{node} is drawn outside the box of {max(types, key=len)}")
    for edge in _EDGE.finditer(dot_text):
        for node, port in (edge.group(1, 2), edge.group(3, 4)):
            if node not in nodes:
                found.append(f"edge to {node}, a node the graph does not define")
            elif port and port not in nodes[node]:
                found.append(f"edge to port {port} that {node} does not have")
    return found


def test_the_compilers_graph_has_the_flaws_the_check_looks_for(sources):
    """The check below can fail: the compiler's own graph fails it."""
    found = flaws(sources["kafka_record_batch"])
    assert "edge to record__params, a node the graph does not define" in found
    assert "edge to kafka_varint__seq, a node the graph does not define" in found
    assert "edge to port len_records_type that kafka_record_batch__inst__len_records does not have" in found


@pytest.mark.slow
def test_the_drawn_graphs_have_no_flaws_and_dot_warns_about_nothing(sources):
    known = set(sources)
    for name, source in sources.items():
        graph = spec_diagrams.tidy(source)
        if name in spec_diagrams.split_specs():
            drawn = {f"{name}.svg": spec_diagrams.to_dot(spec_diagrams.type_map(graph, name), rankdir="LR")}
            drawn.update({f"{name}/{t}.svg": spec_diagrams.to_dot(spec_diagrams.type_page(graph, t, known))
                          for t in graph.types})
        else:
            drawn = {f"{name}.svg": spec_diagrams.to_dot(spec_diagrams.page(graph, known))}
        for path, dot_text in drawn.items():
            assert not flaws(dot_text), f"docs/specs/{path}: {flaws(dot_text)}"
            result = subprocess.run(["dot", "-Tsvg", "-o", "/dev/null"], input=dot_text, capture_output=True, text=True)
            assert result.returncode == 0 and not result.stderr, f"docs/specs/{path}: {result.stderr}"


def test_the_specs_page_links_every_diagram(sources):
    page = spec_diagrams.TABLE_DOC.read_text()
    missing = [name for name in sources if f"(specs/{name}.svg)" not in page]
    assert not missing, f"docs/formats.md links no diagram for {missing} (run `make docs`)"
    assert spec_diagrams.diagram_table() in page, "docs/formats.md's table of diagrams is out of date (run `make docs`)"


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


# -- the README and docs/*.md: links and names --------------------------------------------------------------------

DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
_LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)\)")
_HEADING = re.compile(r"^#{1,6} +(.+?) *$", re.M)


def anchor(heading: str) -> str:
    """GitHub's id of a heading: lower case, punctuation but ``-`` and ``_`` dropped, spaces as ``-``."""
    return re.sub(r"[^\w\- ]", "", heading.lower()).replace(" ", "-")


def broken_links(path, text: str | None = None) -> list[str]:
    """The relative links of a Markdown file (``text``: its text) whose file or heading is not in the repository."""
    found = []
    for target in _LINK.findall(path.read_text() if text is None else text):
        if re.match(r"[a-z]+:", target):  # https:, mailto:
            continue
        name, _, fragment = target.partition("#")
        linked = (path.parent / name).resolve() if name else path
        outside = not linked.exists() or ROOT not in (linked, *linked.parents)
        if outside or (fragment and linked.suffix == ".md"
                       and fragment not in {anchor(h) for h in _HEADING.findall(linked.read_text())}):
            found.append(target)
    return found


def test_every_relative_link_of_the_docs_resolves():
    broken = {str(p.relative_to(ROOT)): found for p in DOCS if (found := broken_links(p))}
    assert not broken, f"links to no file or heading in the repository: {broken}"


def test_a_broken_link_is_found():
    """The check above can fail: a missing file, a missing heading, a file outside the repository."""
    text = ("[a](cli.md#the---json-schema-a-public-contract) [b](no-such.md) [c](cli.md#no-such-heading) "
            "[d](../../etc/passwd) [e](https://kaitai.io) [f](#command-line-kafka-ksy) ![g](specs/)\n")
    assert broken_links(ROOT / "docs" / "cli.md", text) == ["no-such.md", "cli.md#no-such-heading",
                                                             "../../etc/passwd"]


def resolves(name: str) -> bool:
    """Whether a dotted ``pyspark_udfs.…`` name is a module or an attribute of one."""
    parts = name.split(".")
    for cut in range(len(parts), 0, -1):
        try:
            found = importlib.import_module(".".join(parts[:cut]))
        except ImportError:
            continue
        try:
            for attribute in parts[cut:]:
                found = getattr(found, attribute)
        except AttributeError:
            return False
        return True
    return False


def test_the_docs_name_only_what_exists():
    """Every ``pyspark_udfs.…`` name imports, and every path in backquotes (globs too) is in the repository."""
    missing = []
    for path in DOCS:
        text = path.read_text()
        missing += [name for name in sorted(set(re.findall(r"\bpyspark_udfs(?:\.\w+)+", text))) if not resolves(name)]
        paths = re.findall(r"`((?:\.ci|bench|docs|generated|ksy|pyspark_udfs|samples|tests|tools)/[^`\s<>…]*)`", text)
        missing += [p for p in sorted(set(paths)) if not list(ROOT.glob(p.rstrip("/")))]
    assert not missing
    assert not resolves("pyspark_udfs.spark.arrow_binary_files")  # the check can fail: that name is in binary_files
