"""No module of the package is over 500 lines; no function over 80 unless a comment beside its ``def`` says why.

Run as a script to list the functions over the limit: ``python tests/packaging/test_function_length.py``.
"""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2] / "pyspark_udfs"
LIMIT = 80
MODULE_LIMIT = 500
REASON = "# long:"
LEFT_TO_THE_BOUNDARY_WORK = {"tables/columns.py:read_split_arrow"}
"""Issue 36, item 5: split into named steps together with the C++ builder it drives (the typed-boundary work)."""


def long_functions() -> list[str]:
    found = []
    for path in sorted(ROOT.rglob("*.py")):
        if "generated" in path.relative_to(ROOT).parts:
            continue
        lines = path.read_text().splitlines()
        for node in ast.walk(ast.parse(path.read_text())):
            if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            length = node.end_lineno - node.lineno + 1
            first = min([node.lineno] + [d.lineno for d in node.decorator_list])
            beside = lines[first - 2: node.lineno]  # the line above the def (or its decorators) and the def line
            if length > LIMIT and not any(REASON in line for line in beside):
                found.append(f"{path.relative_to(ROOT)}:{node.name} ({length} lines)")
    return found


def test_no_function_is_over_80_lines_without_a_reason():
    over = [f for f in long_functions() if f.split(" (")[0] not in LEFT_TO_THE_BOUNDARY_WORK]
    assert not over, "\n" + "\n".join(over)


def test_no_module_is_over_500_lines():
    over = [f"{p.relative_to(ROOT)} ({n} lines)" for p in sorted(ROOT.rglob("*.py"))
            if "generated" not in p.relative_to(ROOT).parts and (n := len(p.read_text().splitlines())) > MODULE_LIMIT]
    assert not over, "\n" + "\n".join(over)


if __name__ == "__main__":
    print("\n".join(long_functions()))
