"""What is written about the read options, made from their declaration (:mod:`.options`).

* :func:`table`: the option table of docs/options.md, between its markers;
* :func:`keywords_module`: :mod:`.keywords`, the typed keywords of ``read_arrow`` and
  ``read_binary_files`` (a type checker needs them in a file);
* :func:`manual`: the options section of the Spark source's docstring and of ``read_arrow``'s.

``python -m pyspark_udfs.tables.option_docs`` rewrites the two files; tests fail while they differ.
"""
from __future__ import annotations

import re
import sys
import textwrap
from pathlib import Path

from .options import OPTIONS, Option

DOC = Path("docs") / "options.md"
KEYWORDS = Path(__file__).with_name("keywords.py")
BEGIN = "<!-- options table: made by `python -m pyspark_udfs.tables.option_docs` from ReadOptions; do not edit -->"
END = "<!-- end of the options table -->"


def _default(option: Option) -> str:
    return option.declared.kind.shown(option.default)


def table() -> str:
    """The markdown table of every option, between :data:`BEGIN` and :data:`END`."""
    rows = [BEGIN, "",
            "| Spark option | keyword | flag | value | default | since | what it does |",
            "|---|---|---|---|---|---|---|"]
    for option in OPTIONS:
        flag = f"`{option.flag}`" if option.flag else "—"
        default = f"`{_default(option)}`" if _default(option) else "—"
        binary = "; `read_binary_files` takes it too" if option.declared.binary_files else ""
        cells = (f"`{option.name}`", f"`{option.keyword}`", flag, _escaped(option.declared.kind.words()), default,
                 option.declared.since, _escaped(option.declared.manual) + binary)
        rows.append("| " + " | ".join(cells) + " |")
    return "\n".join([*rows, "", END])


def _escaped(text: str) -> str:
    """Text for a markdown table cell: ``<topic>`` is not an HTML tag, ``|`` not a column."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("|", "\\|")


def with_table(page: str) -> str:
    """``page`` with its table replaced by :func:`table`."""
    pattern = re.compile(re.escape(BEGIN) + ".*?" + re.escape(END), re.DOTALL)
    if not pattern.search(page):
        raise ValueError(f"{DOC} has no options table markers")
    return pattern.sub(lambda _: table(), page)


def keywords_module() -> str:
    """The source of :mod:`.keywords`."""
    def typed(name: str, doc: str, among: list[Option]) -> list[str]:
        return [f"class {name}(TypedDict, total=False):", f'    """{doc}"""', "",
                *(f"    {o.keyword}: {o.declared.kind.python}" for o in among)]

    return "\n".join([
        '"""The typed keywords of the readers, made from :class:`.options.ReadOptions` by',
        "``python -m pyspark_udfs.tables.option_docs``: do not edit.",
        "",
        "Type checkers know the snake-case names; the readers also take the Spark names, in any case.",
        '"""',
        "from __future__ import annotations",
        "",
        "from collections.abc import Mapping",
        "from datetime import datetime",
        "from typing import TypedDict",
        "",
        '__all__ = ["BinaryFileKeywords", "Mapping", "ReadKeywords", "datetime"]',
        "",
        "",
        *typed("ReadKeywords", "The options of ``read_arrow``, ``read_table``, ``sql.connect`` and the topic tables.",
               list(OPTIONS)),
        "",
        "",
        *typed("BinaryFileKeywords", "The options of ``read_binary_files`` and its ``mapInArrow`` functions.",
               [o for o in OPTIONS if o.declared.binary_files]),
        ""])


def manual(keywords: bool = False, indent: str = "    ", only: tuple[Option, ...] = OPTIONS) -> str:
    """Each option as a definition: its name (the Spark name, or the keyword when ``keywords``), value,
    default and version, then its manual and details."""
    entries = []
    for option in only:
        default = _default(option)
        head = (f"``{option.keyword if keywords else option.name}`` ({option.declared.kind.words()}"
                f"{f'; default {default}' if default else ''}; since {option.declared.since})")
        body = option.declared.manual[0].upper() + option.declared.manual[1:] + "."
        if option.declared.details:
            body += " " + option.declared.details
        entries.append(indent + head + "\n" + textwrap.fill(body, 100, initial_indent=indent * 2,
                                                              subsequent_indent=indent * 2))
    return "\n".join(entries)


def with_manual(doc: str | None, keywords: bool = False, only: tuple[Option, ...] = OPTIONS) -> str | None:
    """A docstring whose ``{options}`` line is replaced by :func:`manual` (``None`` under ``python -OO``)."""
    if doc is None:
        return None
    indent = re.search(r"^( *)\{options\}$", doc, re.MULTILINE)
    if indent is None:
        raise ValueError("the docstring has no {options} line")
    return doc.replace(indent.group(0), manual(keywords, indent.group(1) or "    ", only))


def main(root: Path = Path()) -> int:
    """Rewrite the table of docs/options.md and :mod:`.keywords` under ``root`` (the repository)."""
    page = root / DOC
    page.write_text(with_table(page.read_text()))
    KEYWORDS.write_text(keywords_module())
    print(f"wrote {page} and {KEYWORDS}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
