"""``kafka-ksy dump --decode registry``: ``--json`` gives each record's key and value decoded as JSON
values (``key_decoded``/``value_decoded``), the text dump the decoded JSON in place of the payload."""
from __future__ import annotations

import json
import shutil

import pytest

from tests.registry.test_read_table import DATA, EXPECTED
from tests.tables.test_discovery import run

pytest.importorskip("fastavro")


def test_json_lines_carry_the_decoded_key_and_value():
    code, out, err = run("dump", "--json", "--decode", "registry", *(str(p) for p in sorted(DATA.glob("*-0"))))
    assert (code, err) == (0, "")
    records = {}
    for line in map(json.loads, out.splitlines()):
        if line["type"] == "record":
            topic = line["file"].split("/")[-2].rsplit("-", 1)[0]
            records[(topic, line["offset"])] = line
    for expected in EXPECTED:
        line = records[(expected["topic"], expected["offset"])]
        for field, column in (("key", "key"), ("value", "value")):
            decoded = expected.get(f"{column}Decoded")
            assert line[f"{field}_decoded"] == (None if decoded is None else json.loads(decoded)), (expected, line)
            assert line[f"{field}_schema_id"] == expected.get(f"{column}SchemaId")
        assert (expected.get("decodeError") or "@") in (line["decode_error"] or "@")
    assert "key_decoded" not in records[("_schemas", 2)]  # the store's own records are not decoded


def test_text_lines_and_where_the_schemas_are(tmp_path):
    segment = DATA / "orders-0" / "00000000000000000000.log"
    code, out, err = run("dump", "--decode", "registry", str(segment))
    lines = [line for line in out.splitlines() if line.startswith("| offset: ")]
    assert code == 0 and err == ""
    assert lines[0].endswith(' payload: {"id":1,"customer":"Ada","amount":"12.50","placed":"2026-01-01T09:30:00Z",'
                             '"note":"gift","tag":"AP8="}')
    assert lines[4].endswith(" decode error: value: unknown schema id 999: not in the schemas read "
                             "(9 subject versions)")
    shutil.copytree(DATA / "orders-0", tmp_path / "orders-0")
    alone = tmp_path / "orders-0" / segment.name
    code, out, err = run("dump", "--decode", "registry", str(alone))
    assert code == 2 and err == (f"kafka-ksy: {alone}: --decode registry: no _schemas-0 directory beside it; "
                                 "give --schemas\n")
    code, out, err = run("dump", "--decode", "registry", "--schemas", str(DATA), str(alone))
    assert code == 0 and "payload: {\"id\":1," in out
