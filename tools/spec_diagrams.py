"""The specs as pictures: ``make docs`` renders every ``ksy/*.ksy`` to ``docs/specs/<spec>.svg``.

The Kaitai compiler's ``graphviz`` target (through ``tools/kaitai/compile.js``,
the same pinned compiler as ``make generate``) writes one ``.dot`` graph per
spec. Drawn as it is, that graph is too wide to read (every type to the right
of the one that uses it) and has flaws: edges to ports a node does not have,
and nodes it never defines (``record__params``, another spec's
``kafka_varint__seq``) that ``dot`` draws as bare labels. :func:`tidy` turns it
into a graph to draw, using nothing but the compiler's graph:

- one dotted box per type, no box inside another; each holds the type's
  fields (``seq``), its parameters (a table made from the edges that read
  them: the compiler points at ``record__params`` but never writes it), its
  instances merged into one table of computed values and one of positioned
  instances, and its switch tables (in rows of :data:`STAGGER`);
- the boxes top to bottom, each type after the first type that uses it,
  and each box drawn top-down; edges between types take no part in the
  layout, so a type never pushes the next one sideways;
- a type's title is the top row of its first table, which arrows go around
  (they cross a box's label); arrows leave a row on its right, come into a
  row on its left, and come into a used type's table at its top right;
- another spec's type is named in its field's type cell, which links to that
  spec's diagram, and listed in a "from other specs" table at the bottom;
  arrows to it are left out (each varint field would draw one across the
  page), and so are the compiler's edges from another spec's instances
  (``kafka_varint__inst__value``, read as ``len_key.value`` in the cell it
  points to), since the compiler does not say which field holds the value;
- every edge ends on a port its node has, or on the node itself;
- an edge from a table to itself is left out: the name it stands for is in
  the cell's text, a few rows from where it is defined (the compiler draws
  each ``if b0 >= 128`` of a varint as one more loop);
- the runtime's ``Kaitai::Struct::Stream::`` prefix is dropped from
  expressions, and long cells are wrapped at spaces.

A spec whose page is still wider than :data:`MAX_WIDTH_PT` or taller than
:data:`MAX_HEIGHT_PT` is drawn once per type, ``docs/specs/<spec>/<type>.svg``
(the type alone, its cells naming another type linked to that type's
diagram), listed with every diagram inline in ``docs/specs/<spec>/README.md``;
``docs/specs/<spec>.svg`` is then a map of its types, each linked to its
diagram.

Each SVG records the SHA-256 of the compiler's ``.dot`` it was drawn from, so
``tests/docs/test_docs.py`` can tell when a spec changed and its diagrams did not,
without depending on Graphviz's exact output. The table of diagrams in
``docs/formats.md`` (between its ``diagrams`` markers) is written from each
spec's ``meta/title``.

    python tools/spec_diagrams.py      # needs node, the pinned compiler, dot and PyYAML
"""
from __future__ import annotations

import copy
import functools
import hashlib
import html
import itertools
import operator
import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
COMPILE_JS = ROOT / "tools" / "kaitai" / "compile.js"
SPECS = sorted((ROOT / "ksy").glob("*.ksy"))
OUT_DIR = ROOT / "docs" / "specs"
TABLE_DOC = ROOT / "docs" / "formats.md"
TABLE_BEGIN = "<!-- diagrams: written by `make docs` from each spec's meta/title -->"
TABLE_END = "<!-- end of diagrams -->"
_STAMP = "<!-- rendered by tools/spec_diagrams.py from the compiler's graphviz output, sha256 {} -->"
_STAMP_RE = re.compile(r"<!-- rendered by tools/spec_diagrams\.py from the compiler's graphviz output, "
                       r"sha256 ([0-9a-f]{64}) -->")

# The largest drawing kept on one page, in points (dot's unit, 1/72 inch):
# 1200 pt are 1600 px on a 96 dpi screen, readable at full size on a laptop.
MAX_WIDTH_PT = 1200
MAX_HEIGHT_PT = 2400
WRAP_CHARS = 36  # a cell's text is wrapped at spaces to lines of about this many characters
MAP_WRAP_CHARS = 16  # a type's name in a map of types is broken between its words to lines of this many
STAGGER = 3  # a type's switch tables are drawn in rows of this many

_HEADER_COLOR = "#E0FFE0"  # the compiler's colour of a table's header row
_LINK_COLOR = "#E0E8FF"
_TIERS = ("params", "seq", "values", "instances")  # a type's tables from top to bottom, then the others
_TOP = "top"  # the port of a table's top right cell (the compiler's ports all end in _pos, _size, _type, __if, ...)


# --- the compiler's graph --------------------------------------------------------------------------------

@dataclass
class Cell:
    attrs: str  # the TD's attributes as written, e.g. ' PORT="crc_type"'
    text: str   # HTML-escaped

    @property
    def port(self) -> str | None:
        match = re.search(r'\bPORT="([^"]*)"', self.attrs)
        return match.group(1) if match else None


@dataclass
class Table:
    """A node drawn as an HTML table (every node the compiler writes is one)."""

    name: str
    rows: list[list[Cell]]

    @property
    def ports(self) -> set[str]:
        return {cell.port for row in self.rows for cell in row if cell.port}

    @property
    def header(self) -> list[str]:
        return [cell.text for cell in self.rows[0]] if self.rows else []


@dataclass
class Edge:
    tail: str
    tail_port: str | None
    head: str
    head_port: str | None
    attrs: str  # as written, e.g. 'style=bold'

    @property
    def uses_type(self) -> bool:
        """A bold edge: a field of this type is (or switches to) that type; the others carry values."""
        return "bold" in self.attrs


@dataclass
class TypeBox:
    name: str   # the type's id, e.g. "record"
    label: str  # e.g. "KafkaRecordBatch::Record"
    tables: list[Table] = field(default_factory=list)


@dataclass
class Graph:
    types: dict[str, TypeBox]  # in the compiler's order, the spec's top-level type first
    edges: list[Edge]
    outside: list[Table] = field(default_factory=list)  # tables outside every type's box
    imports: list[tuple[str, str | None, str]] = field(default_factory=list)  # (table, port, spec): a field of
    # another spec's type

    def table(self, name: str) -> Table | None:
        for table in [*self.outside, *(t for box in self.types.values() for t in box.tables)]:
            if table.name == name:
                return table
        return None


_CLUSTER = re.compile(r"subgraph cluster__(\w+) \{$")
_CLUSTER_LABEL = re.compile(r'label="([^"]*)";$')
_NODE = re.compile(r"(\w+) \[label=<(.*)$")
_EDGE = re.compile(r"(\w+)(?::(\w+))? -> (\w+)(?::(\w+))? \[(.*)\];$")
_IGNORED = {"digraph {", "rankdir=LR;", "node [shape=plaintext];", "graph[style=dotted];", "}", ""}
_RUNTIME = "Kaitai::Struct::Stream::"  # the Ruby runtime's namespace in expressions, noise in a picture
_ROW = re.compile(r"<TR>(.*?)</TR>", re.S)
_CELL = re.compile(r"<TD([^>]*)>(.*?)</TD>", re.S)


def parse(dot_text: str) -> Graph:
    """The compiler's graph: its clusters (flattened, one per type), tables and edges.

    Raises ``ValueError`` on a line of a shape the compiler did not write before,
    so a new compiler's output is looked at rather than drawn half.
    """
    types: dict[str, TypeBox] = {}
    stack: list[TypeBox] = []
    loose: list[Table] = []
    edges: list[Edge] = []
    lines = iter(dot_text.splitlines())
    for number, raw in enumerate(lines, 1):
        line = raw.strip()
        if match := _CLUSTER.match(line):
            stack.append(types.setdefault(match.group(1), TypeBox(match.group(1), match.group(1))))
        elif stack and (match := _CLUSTER_LABEL.match(line)):
            stack[-1].label = match.group(1)
        elif match := _NODE.match(line):
            label = match.group(2)
            while not label.endswith(">];"):
                label += "\n" + next(lines).strip()
            label = label.replace(_RUNTIME, "")
            rows = [[Cell(*cell) for cell in _CELL.findall(row)] for row in _ROW.findall(label)]
            table = Table(match.group(1), rows)
            (stack[-1].tables if stack else loose).append(table)
        elif match := _EDGE.match(line):
            edges.append(Edge(*match.groups()))
        elif line == "}" and stack:
            stack.pop()
        elif line not in _IGNORED:
            raise ValueError(f"line {number} of the compiler's graph not understood: {line!r}")
    for table in loose:  # the compiler writes switch tables unindented; they belong to their type
        types[owner(table.name, types) or ""].tables.append(table)
    return Graph(types, edges)


def owner(node: str, types: dict[str, TypeBox] | set[str]) -> str | None:
    """The type a node name belongs to (``record__seq_key_switch`` → ``record``), if one of ``types``."""
    candidates = [name for name in types if node.startswith(f"{name}__")]
    return max(candidates, key=len) if candidates else None


# --- the graph to draw -----------------------------------------------------------------------------------

def tidy(dot_text: str) -> Graph:
    """The compiler's graph, made fit to draw (see the module's docstring)."""
    graph = parse(dot_text)
    moved: dict[tuple[str, str | None], tuple[str, str | None]] = {}
    moved_tails: dict[tuple[str, str | None], tuple[str, str | None]] = {}
    for box in graph.types.values():
        _merge_instances(box, moved, moved_tails)
    edges = []
    for edge in graph.edges:
        tail, tail_port = moved_tails.get((edge.tail, edge.tail_port)) or moved.get(
            (edge.tail, edge.tail_port), (edge.tail, edge.tail_port))
        head, head_port = moved.get((edge.head, edge.head_port), (edge.head, edge.head_port))
        edges.append(Edge(tail, tail_port, head, head_port, edge.attrs))
    _add_params(graph, edges)
    graph.edges = []
    for edge in edges:
        tail, head = graph.table(edge.tail), graph.table(edge.head)
        if tail and head is None and edge.uses_type and owner(edge.head, graph.types) is None:
            graph.imports.append((edge.tail, edge.tail_port, edge.head.removesuffix("__seq")))
        if tail is None or head is None or tail is head:
            continue
        kept = Edge(edge.tail, edge.tail_port if edge.tail_port in tail.ports else None,
                    edge.head, edge.head_port if edge.head_port in head.ports else None, edge.attrs)
        if kept not in graph.edges:
            graph.edges.append(kept)
    graph.types = {name: graph.types[name] for name in reading_order(graph)}
    return graph


def reading_order(graph: Graph) -> list[str]:
    """The types from the spec's top-level one, each after the first type that uses it."""
    order = list(graph.types)[:1]
    for name in order:
        for edge in graph.edges:
            used = owner(edge.head, graph.types)
            if edge.uses_type and owner(edge.tail, graph.types) == name and used and used not in order:
                order.append(used)
    return order + [name for name in graph.types if name not in order]


def _merge_instances(box: TypeBox, moved: dict, moved_tails: dict) -> None:
    """One table of the type's computed values (id, value), one of its positioned instances.

    A value's row takes edges in on its id (``<id>_type``) and sends them out
    from its value (``<id>_value``), so neither crosses the table.
    """
    values = Table(f"{box.name}__values", [])
    positioned = Table(f"{box.name}__instances", [])
    tables = []
    for table in box.tables:
        instance = table.name.removeprefix(f"{box.name}__inst__")
        if instance == table.name or table.header not in (["id", "value"], ["pos", "size", "type", "id"]):
            tables.append(table)
            continue
        merged = values if table.header == ["id", "value"] else positioned
        if not merged.rows:
            merged.rows.append(table.rows[0])
        rows = table.rows[1:]
        merged.rows.extend(rows)
        if merged is values and len(rows) == 1 and len(rows[0]) == 2 and not table.ports:
            rows[0][0].attrs += f' PORT="{instance}_type"'
            rows[0][1].attrs += f' PORT="{instance}_value"'
            moved_tails[(table.name, f"{instance}_type")] = (values.name, f"{instance}_value")
        ports = {cell.port for row in rows for cell in row if cell.port}
        for port in [*ports, None]:
            moved[(table.name, port)] = (merged.name, port if port in ports else f"{instance}_type")
    box.tables = [t for t in (*tables[:1], values, positioned, *tables[1:]) if t.rows]


def _add_params(graph: Graph, edges: list[Edge]) -> None:
    """The parameters of each type, a table the compiler's edges point from but it never writes."""
    for edge in edges:
        name = edge.tail
        box = graph.types.get(owner(name, graph.types) or "")
        if box is None or name != f"{box.name}__params" or not edge.tail_port:
            continue
        table = graph.table(name)
        if table is None:
            table = Table(name, [[Cell(f' BGCOLOR="{_HEADER_COLOR}"', "param")]])
            box.tables.insert(0, table)
        if edge.tail_port not in table.ports:
            table.rows.append([Cell(f' PORT="{edge.tail_port}"', edge.tail_port.removesuffix("_type"))])


def camel(name: str) -> str:
    """A type id as the compiler names the type: ``kafka_varint`` → ``KafkaVarint``."""
    return "".join(part[:1].upper() + part[1:] for part in name.split("_"))


def _link(table: Table, port: str | None, url: str) -> None:
    """Make the cell naming the type of the row holding ``port`` a link to ``url``."""
    for row in table.rows:
        if port in [cell.port for cell in row]:
            column = table.header.index("type") if "type" in table.header and len(row) == len(table.header) else None
            cell = row[column] if column is not None else next(c for c in row if c.port == port)
            if "HREF=" not in cell.attrs:
                cell.attrs += f' HREF="{url}" TITLE="{url}"'


def _imports_table(specs: list[str], known: set[str], prefix: str) -> Table:
    """The specs whose types this graph uses, each linked to its diagram."""
    rows = [[Cell(f' BGCOLOR="{_LINK_COLOR}" COLSPAN="2"', "from other specs")]]
    for spec in specs:
        href = f' HREF="{prefix}{spec}.svg" TITLE="{prefix}{spec}.svg"' if spec in known else ""
        rows.append([Cell(href, camel(spec)), Cell(href, f"{spec}.ksy")])
    return Table("other_specs", rows)


def page(graph: Graph, known: set[str]) -> Graph:
    """The whole spec on one page; ``known`` are the specs with a diagram, for links."""
    graph = copy.deepcopy(graph)
    specs = []
    for table, port, spec in graph.imports:
        if spec in known:
            _link(graph.table(table), port, f"{spec}.svg")
        specs += [spec] if spec not in specs else []
    graph.outside = [_imports_table(specs, known, "")] if specs else []
    return graph


def type_page(graph: Graph, name: str, known: set[str]) -> Graph:
    """One type of a spec drawn alone, in ``docs/specs/<spec>/<type>.svg``.

    Its cells naming another type link to that type's page; arrows from or to
    other types are left out (the cell's text names what they carry).
    """
    graph = copy.deepcopy(graph)
    box = graph.types[name]
    mine = {table.name for table in box.tables}
    specs = []
    for table, port, spec in graph.imports:
        if table in mine:
            if spec in known:
                _link(graph.table(table), port, f"../{spec}.svg")
            specs += [spec] if spec not in specs else []
    for edge in graph.edges:
        used = owner(edge.head, graph.types)
        if edge.tail in mine and edge.uses_type and used and used != name:
            _link(graph.table(edge.tail), edge.tail_port, f"{used}.svg")
    edges = [edge for edge in graph.edges if edge.tail in mine and edge.head in mine]
    outside = [_imports_table(specs, known, "../")] if specs else []
    return Graph({name: box}, edges, outside)


def type_map(graph: Graph, spec: str) -> Graph:
    """A spec drawn once per type: a box per type, linked to its page, and which type uses which.

    Drawn left to right (a switch over thirty types is a column of thirty
    boxes), long names broken between their words.
    """
    boxes = {}
    for box in graph.types.values():
        title = box.label.rsplit("::", 1)[-1]  # the spec's name is the map's first box
        href = f' HREF="{spec}/{box.name}.svg" TITLE="{spec}/{box.name}.svg"'
        cell = Cell(href, wrap(html.escape(title), MAP_WRAP_CHARS, _CAMEL_WORDS))
        boxes[box.name] = Table(f"{box.name}__type", [[cell]])
    pairs: list[tuple[str, str]] = []
    for edge in graph.edges:
        user, used = owner(edge.tail, graph.types), owner(edge.head, graph.types)
        if edge.uses_type and user and used and user != used and (user, used) not in pairs:
            pairs.append((user, used))
    edges = [Edge(f"{user}__type", None, f"{used}__type", None, "style=bold") for user, used in pairs]
    return Graph({}, edges, list(boxes.values()))


# --- drawing ---------------------------------------------------------------------------------------------

_WORDS = re.compile(r"[^ ]*(?: |$)")  # words, each with the space after it
_SYLLABLES = re.compile(r"[^_]*(?:_|$)")  # the parts of an identifier, each with the underscore after it
_CAMEL_WORDS = re.compile(r"[A-Z]?[^A-Z]*")  # the words of a CamelCase name


def wrap(text: str, width: int = WRAP_CHARS, words: re.Pattern = _WORDS) -> str:
    """HTML text broken into lines of about ``width`` characters, between ``words``.

    A word longer than a line (``:coordinator_record_type_consumer_group_metadata``)
    is broken after its underscores.
    """
    if len(html.unescape(text)) <= width:
        return text
    pieces = []
    for word in filter(None, words.findall(text)):
        pieces += _SYLLABLES.findall(word) if len(html.unescape(word)) > width else [word]
    lines = [""]
    for piece in filter(None, pieces):
        if lines[-1] and len(html.unescape(lines[-1] + piece).rstrip()) > width:
            lines.append("")
        lines[-1] += piece
    return "<BR/>".join(line.rstrip() for line in lines)


def _cell_dot(cell: Cell) -> str:
    text = cell.text if "<BR/>" in cell.text else wrap(cell.text)
    align = ' BALIGN="LEFT"' if text != cell.text else ""
    return f"<TD{cell.attrs}{align}>{text}</TD>"


def _table_dot(table: Table, indent: str, title: str | None = None) -> str:
    """A table node; ``title``, if given, is drawn as its top row, in bold, without a border."""
    corner = table.rows[0][-1]
    if corner.port is None:
        corner.attrs += f' PORT="{_TOP}"'
    rows = [f"{indent}\t<TR>{''.join(_cell_dot(cell) for cell in row)}</TR>" for row in table.rows]
    if title is not None:
        span = max(len(row) for row in table.rows)
        cell = f'<TD COLSPAN="{span}" BORDER="0" ALIGN="LEFT"><B>{html.escape(title)}</B></TD>'
        rows.insert(0, f"{indent}\t<TR>{cell}</TR>")
    table_tag = '<TABLE BORDER="0" CELLBORDER="1" CELLSPACING="0">'
    body = "\n".join(rows)
    return f"{indent}{table.name} [label=<{table_tag}\n{body}\n{indent}</TABLE>>];"


def _side(graph: Graph, node: str, port: str | None, side: str) -> str:
    """An edge's end on the ``side`` ("e" or "w") of the row holding ``port``.

    Arrows leave a row on its right and come into a row on its left, so no
    arrow crosses a table's other cells or its header; an arrow to a whole
    table (a type used by another) comes into its header's right, away from
    its box's title (on the left).
    """
    table = graph.table(node)
    if table and port is None and side == "w" and graph.types:
        return f"{node}:{_TOP}:e"
    row = next((row for row in table.rows if port in [cell.port for cell in row]), None) if table and port else None
    if row is None:
        return node
    edge_cell = row[-1] if side == "e" else row[0]
    return f"{node}:{edge_cell.port}:{side}" if edge_cell.port else f"{node}:{port}"


def to_dot(graph: Graph, rankdir: str = "TB") -> str:
    """The graph in dot's language: the types one under another, each drawn top-down.

    A type's tables are stacked: parameters, fields, values, instances, then
    switch tables in rows of :data:`STAGGER`, so a box is as wide as its
    widest table. A type's title is the top row of its first table, not its box's label:
    dot routes arrows around tables but not around labels. Invisible edges
    put each type's box under the one before it, and the tables outside the
    types under the last; the edges between types take no part in the
    layout, so a type never pushes the next one sideways.
    """
    out = ["digraph {", f"\trankdir={rankdir};", "\tnode [shape=plaintext];", "\tranksep=0.3;", "\tnodesep=0.2;"]
    for box in graph.types.values():
        out += [f"\tsubgraph cluster__{box.name} {{", "\t\tgraph[style=dotted];"]
        out += [_table_dot(table, "\t\t", box.label if i == 0 else None) for i, table in enumerate(box.tables)]
        out.append("\t}")
    out += [_table_dot(table, "\t") for table in graph.outside]
    for box in graph.types.values():
        tiers = [[t for t in box.tables if t.name == f"{box.name}__{kind}"] for kind in _TIERS]
        tiers.append([t for t in box.tables if t not in functools.reduce(operator.iadd, tiers, [])])
        tiers = [tier for tier in tiers if tier]
        for above, below in itertools.pairwise(tiers):
            out += [f"\t{a.name} -> {b.name} [style=invis];" for a in above for b in below]
        switches = [table for table in box.tables if table.header == ["case", "type"]]
        out += [f"\t{a.name} -> {b.name} [style=invis];" for a, b in zip(switches, switches[STAGGER:], strict=False)]
    layers = [box.tables for box in graph.types.values()] + ([graph.outside] if graph.types else [])
    for above, below in itertools.pairwise(layers):
        out += [f"\t{a.name} -> {b.name} [style=invis];" for a in above for b in below]
    for edge in graph.edges:
        tail, head = _side(graph, edge.tail, edge.tail_port, "e"), _side(graph, edge.head, edge.head_port, "w")
        same_type = owner(edge.tail, graph.types) == owner(edge.head, graph.types)
        constraint = "" if same_type else ", constraint=false"
        out.append(f"\t{tail} -> {head} [{edge.attrs}{constraint}];")
    out.append("}")
    return "\n".join(out) + "\n"


# --- files -----------------------------------------------------------------------------------------------

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


def svg_size(svg_text: str) -> tuple[float, float]:
    """An SVG's width and height in points, as dot writes them."""
    match = re.search(r'<svg width="([\d.]+)pt" height="([\d.]+)pt"', svg_text)
    if match is None:
        raise ValueError("no size in points in the SVG")
    return float(match.group(1)), float(match.group(2))


def render(drawing: str, source: str) -> str:
    """The SVG of the graph ``drawing``, stamped with the fingerprint of the compiler's graph ``source``."""
    result = subprocess.run(["dot", "-q", "-Tsvg"], input=drawing, capture_output=True, text=True)
    if result.returncode != 0:
        raise RuntimeError(f"dot failed: {result.stderr}")
    svg = result.stdout
    declaration_end = svg.index("?>") + 2 if svg.startswith("<?xml") else 0
    return f"{svg[:declaration_end]}\n{_STAMP.format(fingerprint(source))}{svg[declaration_end:]}"


_SVG_TITLE = re.compile(r'<text text-anchor="(\w+)" x="([-\d.]+)" y="([-\d.]+)"[^>]*font-weight="bold"[^>]*'
                        r'font-size="([\d.]+)">([^<]*)</text>')
_SVG_EDGE = re.compile(r'<g id="edge\d+" class="edge">\s*<title>([^<]*)</title>\s*<path [^>]*d="M([^"]*)"', re.S)


def title_crossings(svg: str) -> list[str]:
    """The arrows of an SVG drawn by dot that pass through a box's title, as "arrow through title".

    A title's box is estimated from its font size (characters at most 0.6 em
    wide); an arrow's path is sampled along its Bézier segments.
    """
    titles = []
    for anchor, x, y, size, text in _SVG_TITLE.findall(svg):
        width, x, y, size = 0.6 * float(size) * len(html.unescape(text)), float(x), float(y), float(size)
        left = {"start": x, "middle": x - width / 2, "end": x - width}[anchor]
        titles.append((html.unescape(text), left, left + width, y - 0.8 * size, y + 0.2 * size))
    found = []
    for name, path in _SVG_EDGE.findall(svg):
        numbers = [float(n) for n in re.findall(r"-?[\d.]+", path)]
        points = list(zip(numbers[::2], numbers[1::2], strict=True))
        samples = []
        for i in range(0, len(points) - 3, 3):
            (x0, y0), (x1, y1), (x2, y2), (x3, y3) = points[i:i + 4]
            for step in range(21):
                t = step / 20
                a, b, c, d = (1 - t) ** 3, 3 * t * (1 - t) ** 2, 3 * t * t * (1 - t), t ** 3
                samples.append((a * x0 + b * x1 + c * x2 + d * x3, a * y0 + b * y1 + c * y2 + d * y3))
        for title, left, right, top, bottom in titles:
            if any(left <= x <= right and top <= y <= bottom for x, y in samples):
                found.append(f"{html.unescape(name)} through {title}")
    return found


def fits(svg: str) -> bool:
    width, height = svg_size(svg)
    return width <= MAX_WIDTH_PT and height <= MAX_HEIGHT_PT


def diagrams(name: str, source: str, known: set[str]) -> dict[str, str]:
    """The SVGs of one spec, by path under ``docs/specs/``: one page if it fits, else one per type and a map."""
    graph = tidy(source)
    whole = render(to_dot(page(graph, known)), source)
    if fits(whole):
        return {f"{name}.svg": whole}
    svgs = {f"{name}.svg": render(to_dot(type_map(graph, name), rankdir="LR"), source)}
    for type_name in graph.types:
        svgs[f"{name}/{type_name}.svg"] = render(to_dot(type_page(graph, type_name, known)), source)
    return svgs


def type_index(name: str, source: str) -> str:
    """``docs/specs/<spec>/README.md`` of a spec drawn once per type: every type's diagram, in reading order."""
    graph = tidy(source)
    lines = [f"# {name}.ksy, one diagram per type", "",
             f"Written by `make docs` (tools/spec_diagrams.py); [map of the types](../{name}.svg).", ""]
    for box in graph.types.values():
        lines += [f"## {box.label}", "", f"![{box.label}]({box.name}.svg)", ""]
    return "\n".join(lines)


def split_specs(out: Path = OUT_DIR) -> set[str]:
    """The specs drawn once per type (those with a folder of diagrams)."""
    return {path.name for path in out.iterdir() if path.is_dir()} if out.exists() else set()


def diagram_table(specs: list[Path] = SPECS, split: set[str] | None = None) -> str:
    """The table of ``docs/formats.md``: each spec, its title, and its diagram (and its folder of per-type
    diagrams), linked relative to ``docs/``."""
    import yaml

    split = split_specs() if split is None else split
    rows = ["| spec | format | diagram |", "| --- | --- | --- |"]
    for spec in specs:
        title = yaml.safe_load(spec.read_text())["meta"].get("title", "")
        diagram = f"[{spec.stem}.svg](specs/{spec.stem}.svg)"
        if spec.stem in split:
            diagram += f", [one per type](specs/{spec.stem}/)"
        rows.append(f"| [`{spec.name}`](../ksy/{spec.name}) | {title} | {diagram} |")
    return "\n".join(rows)


def with_table(doc: str, table: str) -> str:
    """``doc`` with the text between its diagram markers replaced by ``table``."""
    begin, end = doc.index(TABLE_BEGIN) + len(TABLE_BEGIN), doc.index(TABLE_END)
    return f"{doc[:begin]}\n{table}\n{doc[end:]}"


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
    for name, source in sources.items():
        try:
            svgs = diagrams(name, source, set(sources))
        except (RuntimeError, ValueError) as exc:
            print(f"ksy/{name}.ksy: {exc}", file=sys.stderr)
            return 1
        shutil.rmtree(out / name, ignore_errors=True)
        for path, svg in svgs.items():
            (out / path).parent.mkdir(parents=True, exist_ok=True)
            (out / path).write_text(svg)
        if len(svgs) > 1:
            (out / name / "README.md").write_text(type_index(name, source))
        per_type = f" and {len(svgs) - 1} in docs/specs/{name}/" if len(svgs) > 1 else ""
        print(f"ksy/{name}.ksy -> docs/specs/{name}.svg{per_type}")
    for stale in split_specs(out) - set(sources):
        shutil.rmtree(out / stale)
    TABLE_DOC.write_text(with_table(TABLE_DOC.read_text(), diagram_table()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
