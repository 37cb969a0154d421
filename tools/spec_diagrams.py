"""The specs as pictures: ``make docs`` renders every ``ksy/*.ksy`` to ``docs/specs/<spec>.svg``.

The Kaitai compiler's ``graphviz`` target (through ``tools/kaitai/compile.js``,
the same pinned compiler as ``make generate``) writes one ``.dot`` graph per
spec; Graphviz's ``dot`` lays it out as SVG. Each SVG records the SHA-256 of
the ``.dot`` it was drawn from, so ``tests/test_docs.py`` can tell when a spec
changed and its diagram did not, without depending on Graphviz's exact output.
The README's table of diagrams (between its ``diagrams`` markers) is written
from each spec's ``meta/title``.

    python tools/spec_diagrams.py      # needs node, the pinned compiler, dot and PyYAML
"""
from __future__ import annotations

import hashlib
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
COMPILE_JS = ROOT / "tools" / "kaitai" / "compile.js"
SPECS = sorted((ROOT / "ksy").glob("*.ksy"))
OUT_DIR = ROOT / "docs" / "specs"
README = ROOT / "README.md"
TABLE_BEGIN = "<!-- diagrams: written by `make docs` from each spec's meta/title -->"
TABLE_END = "<!-- end of diagrams -->"
_STAMP = "<!-- rendered by tools/spec_diagrams.py from the compiler's graphviz output, sha256 {} -->"
_STAMP_RE = re.compile(r"<!-- rendered by tools/spec_diagrams\.py from the compiler's graphviz output, sha256 ([0-9a-f]{64}) -->")


def graphviz_sources(specs: list[Path] = SPECS) -> dict[str, str]:
    """Spec name (file stem) → the ``.dot`` text the compiler emits for it now."""
    with tempfile.TemporaryDirectory() as out:
        result = subprocess.run(["node", str(COMPILE_JS), "graphviz", out, *map(str, specs)],
                                capture_output=True, text=True)
        if result.returncode != 0:
            raise RuntimeError(f"graphviz compile failed:\n{result.stdout}{result.stderr}")
        return {spec.stem: (Path(out) / f"{spec.stem}.dot").read_text() for spec in specs}


def fingerprint(dot_text: str) -> str:
    return hashlib.sha256(dot_text.encode()).hexdigest()


def recorded_fingerprint(svg_text: str) -> str | None:
    """The fingerprint an SVG written by :func:`render` carries, or ``None``."""
    match = _STAMP_RE.search(svg_text)
    return match.group(1) if match else None


def render(dot_text: str) -> str:
    """The SVG of a ``.dot`` graph, stamped with the graph's fingerprint."""
    result = subprocess.run(["dot", "-q", "-Tsvg"], input=dot_text, capture_output=True, text=True)
    if result.returncode != 0:
        raise RuntimeError(f"dot failed: {result.stderr}")
    svg = result.stdout
    declaration_end = svg.index("?>") + 2 if svg.startswith("<?xml") else 0
    return f"{svg[:declaration_end]}\n{_STAMP.format(fingerprint(dot_text))}{svg[declaration_end:]}"


def readme_table(specs: list[Path] = SPECS) -> str:
    """The README's table: each spec, its title, and its diagram."""
    import yaml

    rows = ["| spec | format | diagram |", "| --- | --- | --- |"]
    for spec in specs:
        title = yaml.safe_load(spec.read_text())["meta"].get("title", "")
        rows.append(f"| [`{spec.name}`](ksy/{spec.name}) | {title} | [{spec.stem}.svg](docs/specs/{spec.stem}.svg) |")
    return "\n".join(rows)


def with_table(readme: str, table: str) -> str:
    """``readme`` with the text between its diagram markers replaced by ``table``."""
    begin, end = readme.index(TABLE_BEGIN) + len(TABLE_BEGIN), readme.index(TABLE_END)
    return f"{readme[:begin]}\n{table}\n{readme[end:]}"


def main() -> int:
    out = OUT_DIR
    out.mkdir(parents=True, exist_ok=True)
    try:
        sources = graphviz_sources()
    except RuntimeError as exc:
        print(exc, file=sys.stderr)
        return 1
    for stale in set(p.stem for p in out.glob("*.svg")) - set(sources):
        (out / f"{stale}.svg").unlink()
    for name, dot_text in sources.items():
        try:
            svg = render(dot_text)
        except RuntimeError as exc:
            print(f"ksy/{name}.ksy: {exc}", file=sys.stderr)
            return 1
        (out / f"{name}.svg").write_text(svg)
        print(f"ksy/{name}.ksy -> docs/specs/{name}.svg")
    README.write_text(with_table(README.read_text(), readme_table()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
