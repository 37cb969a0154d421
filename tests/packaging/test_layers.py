"""The package's folders are layers: no import goes up a layer, and no module imports itself round a circle.

The layer order below is the one place it is declared (docs/architecture.md draws it). A module may import
from its own layer and the layers under it. Every import counts, the ones inside functions and under
``TYPE_CHECKING`` too: an import made late still ties the two modules together. An import that has to go up
carries its reason on its own line, as a comment starting ``# layers:``; it is then left out of both checks.
"""
from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

PACKAGE = "pyspark_udfs"
ROOT = Path(__file__).resolve().parents[2] / PACKAGE

LAYERS: list[tuple[str, tuple[str, ...]]] = [  # bottom first: (name, the modules and folders it holds)
    ("errors", ("errors",)),
    ("format", ("format",)),
    ("builds", ("builds",)),
    # A tiered segment's objects (their names, keys, manifest and the ranged reads of its chunks) are read
    # through object storage, under the segment reader; what verifies and restores them sits above it.
    ("storage", ("storage", "tiered.layout", "tiered.keys", "tiered.manifest", "tiered.reader", "tiered.ahead")),
    ("reading", ("reading",)),
    ("topics and tiered", ("topics", "tiered")),
    ("tables", ("tables",)),
    ("registry", ("registry",)),
    # The lazy scans of Polars and DuckDB are doors beside sql: they add the registry's decoded columns.
    ("sql and export", ("sql", "export", "tables.polars_scan", "tables.duckdb_scan")),
    ("spark", ("spark",)),
    ("cli", ("cli",)),
    ("entry points", ("demo", "__main__", "")),  # "": the package's own __init__, which exports lazily
]
OUTSIDE = ("generated", "_native")
"""Built, not written here: they import nothing of ours."""
REASON = "# layers:"
FLAT_AT_MOST = 8


@dataclass(frozen=True)
class Import:
    source: str
    target: str
    line: int
    excused: bool


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts)


def modules() -> dict[str, Path]:
    return {module_name(p): p for p in ROOT.rglob("*.py") if "generated" not in p.relative_to(ROOT).parts}


def resolve(name: str, known: set[str]) -> str | None:
    """The module of ours ``name`` (relative to the package) imports, or None when it is not ours."""
    while name and name not in known:
        name = name.rpartition(".")[0]
    return name if name in known else ("" if name == "" else None)


def imports_of(name: str, path: Path, known: set[str]) -> Iterator[Import]:
    lines = path.read_text().splitlines()
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".") if package else []
                base = base[: len(base) - (node.level - 1)]
                target = ".".join(base + ([node.module] if node.module else []))
            elif (node.module or "").split(".")[0] == PACKAGE:
                target = node.module.partition(".")[2] if node.module else ""
            else:
                continue
            wanted = [f"{target}.{alias.name}".lstrip(".") for alias in node.names]
        elif isinstance(node, ast.Import):
            wanted = [alias.name.partition(".")[2] for alias in node.names if alias.name.split(".")[0] == PACKAGE]
        else:
            continue
        beside = lines[node.lineno - 1: node.end_lineno] + comment_above(lines, node.lineno)
        excused = any(REASON in line for line in beside)
        for each in wanted:
            if each.split(".")[0] in OUTSIDE:
                continue
            target_module = resolve(each, known)
            if target_module is not None and target_module != name:
                yield Import(name, target_module, node.lineno, excused)


def comment_above(lines: list[str], line: int) -> list[str]:
    """The comment lines right above line ``line`` (counted from 1)."""
    start = line - 1
    while start > 0 and lines[start - 1].strip().startswith("#"):
        start -= 1
    return lines[start: line - 1]


def layer_of(name: str) -> int:
    best, found = -1, None
    for index, (_, members) in enumerate(LAYERS):
        for member in members:
            if (name == member or name.startswith(member + ".") or member == "" == name) and len(member) > best:
                best, found = len(member), index
    assert found is not None, f"{PACKAGE}.{name} is in no layer: add it to LAYERS in {Path(__file__).name}"
    return found


def graph() -> list[Import]:
    found = modules()
    known = set(found)
    return [each for name, path in sorted(found.items()) for each in imports_of(name, path, known)]


def circles(edges: list[Import]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm)."""
    successors: dict[str, set[str]] = {}
    for each in edges:
        successors.setdefault(each.source, set()).add(each.target)
        successors.setdefault(each.target, set())
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for after in sorted(successors[node]):
            if after not in index:
                visit(after)
                low[node] = min(low[node], low[after])
            elif after in on_stack:
                low[node] = min(low[node], index[after])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(successors):
        if node not in index:
            visit(node)
    return found


def where(each: Import) -> str:
    return f"{PACKAGE}/{modules()[each.source].relative_to(ROOT)}:{each.line}"


def test_every_module_is_in_a_layer():
    for name in modules():
        layer_of(name)


def test_no_import_goes_up_a_layer():
    upward = [f"{where(each)}: {each.source or PACKAGE} ({LAYERS[layer_of(each.source)][0]}) imports "
              f"{each.target} ({LAYERS[layer_of(each.target)][0]})"
              for each in graph() if not each.excused and layer_of(each.target) > layer_of(each.source)]
    assert not upward, "\n" + "\n".join(upward)


def test_no_import_circle():
    found = circles([each for each in graph() if not each.excused])
    assert not found, "\n" + "\n".join(" <-> ".join(component) for component in found)


def test_the_checks_see_a_circle_and_an_upward_import():
    """The two checks above find what they look for: a made-up pair of modules that import each other."""
    made_up = [Import("format.layout", "cli", 1, False), Import("cli", "format.layout", 2, False)]
    assert circles(made_up) == [["cli", "format.layout"]]
    assert layer_of("cli") > layer_of("format.layout")


def test_every_excuse_is_for_an_import_that_needs_one():
    """A ``# layers:`` reason beside an import that goes neither up nor round a circle is stale."""
    edges = graph()
    plain = [each for each in edges if not each.excused]
    in_circle = {(a, b) for component in circles(edges) for a in component for b in component}
    stale = [where(each) for each in edges if each.excused
             and layer_of(each.target) <= layer_of(each.source) and (each.source, each.target) not in in_circle]
    assert stale == [], "these imports need no '# layers:' reason"
    assert circles(plain) == []


def test_the_architecture_page_draws_the_layers():
    """docs/architecture.md's diagram chains the layers top to bottom, each box naming its layer's first member."""
    page = (ROOT.parent / "docs" / "architecture.md").read_text()
    diagram = page.split("```mermaid\n")[1].split("```")[0]
    labels = dict(re.findall(r'^\s*(\w+)\["(.*)"\]$', diagram, re.M))
    chain = next(line for line in diagram.splitlines() if line.count("-->") == len(LAYERS) - 1).split("-->")
    drawn = [labels[node.strip()] for node in reversed(chain)]
    assert len(drawn) == len(LAYERS)
    for (name, members), label in zip(LAYERS, drawn, strict=True):
        assert members[0] in label, f"layer {name!r} is drawn as {label!r}"


@pytest.mark.parametrize("folder", [ROOT])
def test_few_modules_stay_flat_at_the_top(folder):
    flat = sorted(p.name for p in folder.glob("*.py"))
    assert len(flat) <= FLAT_AT_MOST, flat
