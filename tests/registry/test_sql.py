"""``kafka-ksy sql --decode registry``: the log view with the decode columns, DuckDB's JSON operators
on them, and FAILFAST ending the command on a record that does not decode (exit status 2, the
file and byte position named), in both builds."""
from __future__ import annotations

import json

import pytest

from tests.registry.test_read_table import DATA, EXPECTED
from tests.tables.test_discovery import backends, run

pytest.importorskip("duckdb")
pytest.importorskip("fastavro")


@pytest.mark.parametrize("choice", backends())
def test_decoded_columns_in_the_log_view(choice, monkeypatch):
    monkeypatch.setenv("KAFKA_KSY_BACKEND", choice)
    query = ("SELECT topic, \"offset\", valueSchemaId, valueDecoded, decodeError FROM log "
             "WHERE topic <> '_schemas' ORDER BY topic, \"offset\"")
    code, out, err = run("sql", query, str(DATA), "--decode", "registry", "--json")
    assert (code, err) == (0, "")
    found = {(row["topic"], row["offset"]): row for row in map(json.loads, out.splitlines())}
    for expected in EXPECTED:
        row = found[(expected["topic"], expected["offset"])]
        assert (row["valueSchemaId"], row["valueDecoded"]) == (expected.get("valueSchemaId"),
                                                                expected.get("valueDecoded"))
        assert (expected.get("decodeError") or "@") in (row["decodeError"] or "@")
    code, out, err = run("sql", "SELECT valueDecoded->>'$.payer.name' AS payer FROM log WHERE topic = 'payments' "
                                "ORDER BY \"offset\"", str(DATA), "--decode", "registry", "--csv")
    assert (code, out, err) == (0, "payer\nAda\nÉmile\n", "")


def test_failfast_and_the_plain_view(monkeypatch):
    orders = str(DATA / "orders-0")
    code, out, err = run("sql", "SELECT count(*) FROM log", orders, "--decode", "registry", "--mode", "FAILFAST")
    assert code == 2 and out == ""
    assert err.startswith(f"kafka-ksy: {orders}/00000000000000000000.log at byte ")
    assert "value could not be decoded: unknown schema id 999" in err
    code, out, err = run("sql", "SELECT * FROM log LIMIT 0", orders, "--csv")
    assert code == 0 and "decodeError" not in out
    code, out, err = run("sql", "SELECT 1", orders, "--decode", "registry", "--schemas", str(DATA / "nothing"))
    assert code == 2 and err == f"kafka-ksy: schemas: {DATA / 'nothing'} does not exist\n"

