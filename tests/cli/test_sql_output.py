"""``kafka-ksy sql``'s output taken as it is by a terminal (the table) or a parser (``--json``, ``--csv``).

Expected texts are written out by hand from the values' definitions (Python's escapes, RFC 8259, DuckDB's
text of its own types), never produced by the code under test.
"""
from __future__ import annotations

import base64
import csv
import io
import json
import re
import unicodedata
from decimal import Decimal

import pytest

from pyspark_udfs.cli import main
from tests.conftest import SAMPLES
from tests.support.batches import batch, record

pytest.importorskip("duckdb")

SOME_PARTITION = str(SAMPLES / "payments-tx-0")
"""For queries that compute their values and read no record."""


def sql(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(["sql", *args], out=out, err=err)
    return code, out.getvalue(), err.getvalue()


def strict(line: str) -> dict:
    """A JSON object as a strict parser reads it: NaN or Infinity is an error, numbers keep every digit."""
    def refuse(constant: str) -> None:
        raise ValueError(f"not JSON: {constant}")
    return json.loads(line, parse_constant=refuse, parse_float=Decimal)


@pytest.fixture
def hostile(tmp_path):
    """A partition whose records hold what a terminal obeys: an escape that clears the screen, a carriage
    return that overwrites the line, a right-to-left override, bytes that are not UTF-8, a backslash."""
    records = [
        record(0, b"clear", b"\x1b[2J\x1b[Hgone"),
        record(1, b"over\rwrite", b"a\nb\tc"),
        record(2, b"rtl", "\u202egnp.exe".encode()),
        record(3, b"binary", b"\x00\xff\xfe\x7f"),
        record(4, b"back\\slash", "\u009b31m\\x1b".encode()),  # a C1 CSI, then the 4 characters \x1b
    ]
    directory = tmp_path / "hostile-0"
    directory.mkdir()
    (directory / "00000000000000000000.log").write_bytes(batch(b"".join(records), len(records)))
    return directory


def test_the_table_shows_control_characters_escaped(hostile):
    code, out, err = sql('SELECT "offset", key, value FROM log ORDER BY "offset"', str(hostile))
    assert (code, err) == (0, "")
    assert "\x1b" not in out and "\r" not in out and "\u202e" not in out and "\u009b" not in out
    lines = out.splitlines()
    assert len(lines) == 2 + 5 + 1
    starts = [m.start() for m in re.finditer(r"\S+", lines[0])]
    cells = [[line[a:b].rstrip() for a, b in zip(starts, [*starts[1:], None], strict=False)] for line in lines[2:-1]]
    assert cells == [
        ["0", "clear", "\\x1b[2J\\x1b[Hgone"],
        ["1", "over\\rwrite", "a\\nb\\tc"],
        ["2", "rtl", "\\u202egnp.exe"],
        ["3", "binary", "\\x00\\xff\\xfe\\x7f"],
        ["4", "back\\\\slash", "\\x9b31m\\\\x1b"],
    ]


def test_json_and_csv_keep_the_values_exactly(hostile):
    code, out, err = sql('SELECT "offset", key, decode(key) AS key_text, value FROM log ORDER BY "offset"',
                         str(hostile), "--json")
    assert (code, err) == (0, "")
    assert "\x1b" not in out and "\u202e" not in out and "\u009b" not in out  # escaped as \u001b …, still JSON
    rows = [strict(line) for line in out.splitlines()]
    assert [base64.b64decode(r["value"]) for r in rows] == [
        b"\x1b[2J\x1b[Hgone", b"a\nb\tc", "\u202egnp.exe".encode(), b"\x00\xff\xfe\x7f", "\u009b31m\\x1b".encode()]
    assert [r["key_text"] for r in rows] == ["clear", "over\rwrite", "rtl", "binary", "back\\slash"]
    code, out, err = sql('SELECT decode(key) AS k FROM log ORDER BY "offset"', str(hostile), "--csv")
    assert [row["k"] for row in csv.DictReader(io.StringIO(out))] == [
        "clear", "over\rwrite", "rtl", "binary", "back\\slash"]


VALUES = """SELECT 'nan'::DOUBLE AS nan, 'inf'::DOUBLE AS inf, '-inf'::FLOAT AS ninf,
    'infinity'::TIMESTAMP AS ts_inf, '-infinity'::TIMESTAMPTZ AS tstz_ninf, 'infinity'::DATE AS d_inf,
    '9999-12-31'::DATE AS d_last, '9999-12-31 23:59:59.999999'::TIMESTAMP AS ts_last,
    '2023-11-14 22:41:56.817123456'::TIMESTAMP_NS AS ns, '10000-01-01'::TIMESTAMP AS far,
    INTERVAL '1 month 2 days 3 microseconds' AS iv,
    12345678901234567890.123456789012::DECIMAL(38,12) AS dec, 0::DECIMAL(18,10) AS zero,
    170141183460469231731687303715884105727::HUGEINT AS huge,
    [{'at': 'infinity'::DATE, 'raw': '\\x1b\\xff'::BLOB}] AS nested,
    MAP {'\\x01'::BLOB: 'nan'::DOUBLE} AS map"""


def test_json_is_strict_and_exact():
    code, out, err = sql(VALUES, SOME_PARTITION, "--json")
    assert (code, err) == (0, "")
    row = strict(out)
    assert row == {
        "nan": "NaN", "inf": "Infinity", "ninf": "-Infinity",
        "ts_inf": "infinity", "tstz_ninf": "-infinity", "d_inf": "infinity",
        "d_last": "9999-12-31", "ts_last": "9999-12-31 23:59:59.999999",
        "ns": "2023-11-14 22:41:56.817123456", "far": "10000-01-01 00:00:00",
        "iv": "1 month 2 days 00:00:00.000003",
        "dec": Decimal("12345678901234567890.123456789012"), "zero": Decimal("0E-10"),
        "huge": 170141183460469231731687303715884105727,
        "nested": [{"at": "infinity", "raw": base64.b64encode(b"\x1b\xff").decode()}],
        "map": {base64.b64encode(b"\x01").decode(): "NaN"},
    }
    assert '"zero":0.0000000000,' in out  # the decimal's scale, as DuckDB holds it


def test_the_table_and_csv_show_the_same_values():
    code, out, err = sql(VALUES, SOME_PARTITION, "--csv")
    assert (code, err) == (0, "")
    [row] = csv.DictReader(io.StringIO(out))
    assert {k: row[k] for k in ("nan", "ts_inf", "d_inf", "d_last", "ns", "iv", "dec")} == {
        "nan": "nan", "ts_inf": "infinity", "d_inf": "infinity", "d_last": "9999-12-31",
        "ns": "2023-11-14 22:41:56.817123456", "iv": "1 month 2 days 00:00:00.000003",
        "dec": "12345678901234567890.123456789012"}
    code, out, err = sql(VALUES, SOME_PARTITION)
    header, _, line, footer = out.splitlines()
    assert footer == "(1 row)"
    starts = [m.start() for m in re.finditer(r"\S+", header)]
    cells = dict(zip(header.split(), (line[a:b].rstrip() for a, b in zip(starts, [*starts[1:], None], strict=False)),
                     strict=True))
    assert cells == {**row, "nested": '[{"at":"infinity","raw":"G/8="}]', "map": '{"AQ==":"NaN"}'}


def on_screen(line: str) -> str:
    """``line`` with one character per terminal cell: a wide (East Asian W/F) character is followed by NUL."""
    return "".join(c + "\0" if unicodedata.east_asian_width(c) in "WF" else c for c in line)


def columns_under_their_header(lines: list[str]) -> list[list[str]]:
    """Each row's cells, cut where the columns of the header above it start on screen; checks that each cell
    starts there (a space before it) and that a header is followed by its dashes."""
    rows, starts = [], []
    for number, line in enumerate(map(on_screen, lines)):
        if number + 1 < len(lines) and lines[number + 1] and set(lines[number + 1]) <= {"-", " "}:
            starts = [m.start() for m in re.finditer(r"\S+", line)]
            continue
        if set(line) <= {"-", " "}:
            assert [m.start() for m in re.finditer(r"-+", line)] == starts
            continue
        assert all(line[at - 1] == " " for at in starts[1:] if at < len(line)), line
        rows.append([line[a:b].rstrip().replace("\0", "") for a, b in zip(starts, [*starts[1:], None], strict=False)])
    return rows


def test_rows_past_the_first_window_stay_aligned():
    """A value wider than the first thousand rows' comes late: the header is written again, wider."""
    query = """SELECT i, CASE WHEN i = 1500 THEN repeat('x', 30) WHEN i = 1800 THEN '漢字漢字漢字漢字漢字漢字漢字漢字'
                              ELSE 'a' END AS s, i * 2 AS twice
               FROM range(2000) t(i) ORDER BY i"""
    code, out, err = sql(query, SOME_PARTITION)
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert lines[-1] == "(2000 rows)"
    rows = columns_under_their_header(lines[:-1])
    assert [[int(r[0]), r[1], int(r[2])] for r in rows] == [
        [i, "x" * 30 if i == 1500 else "漢字" * 8 if i == 1800 else "a", 2 * i] for i in range(2000)]
    assert sum(line.split() == ["i", "s", "twice"] for line in lines) == 2


def test_a_value_wider_than_a_column_goes_on_over_the_next_lines():
    long_value = "".join(f"{i:03d}," for i in range(80))  # 320 characters
    code, out, err = sql(f"SELECT '{long_value}' AS v, 'end' AS last_column, '{long_value}' AS tail", SOME_PARTITION)
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert lines[-1] == "(1 row)" and len(lines) == 2 + 4 + 1  # 320 characters: 100 + 100 + 100 + 20
    assert lines[0] == "v" + " " * 99 + "  last_column  tail"
    pieces = [line[:100].rstrip() for line in lines[2:-1]]
    assert "".join(pieces) == long_value and all(len(p) == 100 for p in pieces[:-1])
    assert lines[2] == pieces[0] + "  end          " + long_value  # the last column is never cut
    assert all(len(line) <= 100 for line in lines[3:-1])
