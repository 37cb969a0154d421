"""``read_table(decode="registry")`` over a data directory whose values confluent-kafka's serializers
framed and whose ``_schemas`` topic is written as the registry writes it (tests/golden/registry/):
what each record decodes to is written by hand in EXPECTED.jsonl, in both builds."""
from __future__ import annotations

import shutil

import pytest

from pyspark_udfs import read_table
from pyspark_udfs.errors import KafkaLogError
from pyspark_udfs.tables.options import OptionError
from tests.conftest import ROOT, read_jsonl
from tests.tables.test_discovery import backends

pytest.importorskip("fastavro")

FIXTURES = ROOT / "tests" / "fixtures" / "registry"
DATA = FIXTURES / "kafka-logs"
EXPECTED = read_jsonl(FIXTURES / "EXPECTED.jsonl")
DECODE_COLUMNS = ["keySchemaId", "valueSchemaId", "keyDecoded", "valueDecoded", "decodeError"]


def rows(path, **options) -> dict[tuple[str, int], dict]:
    table = read_table(path, decode="registry", **options)
    return {(row["topic"], row["offset"]): row for row in table.to_pylist()}


@pytest.mark.parametrize("choice", backends())
def test_every_record_decodes_as_its_writer_wrote_it(choice):
    found = rows(DATA, backend=choice)
    for expected in EXPECTED:
        row = found[(expected["topic"], expected["offset"])]
        for column in ("keySchemaId", "keyDecoded", "valueSchemaId", "valueDecoded"):
            assert row[column] == expected.get(column), (expected, row)
        error = expected.get("decodeError")
        assert (row["decodeError"] is None) if error is None else error in (row["decodeError"] or ""), (expected, row)
    # The rows, raw columns included, are the plain read's: decoding adds columns and drops nothing.
    plain = read_table(DATA, backend=choice)
    decoded = read_table(DATA, backend=choice, decode="registry")
    assert decoded.column_names == plain.column_names + DECODE_COLUMNS
    assert decoded.select(plain.column_names).equals(plain)


def test_the_store_topic_itself_is_not_decoded():
    store_rows = [row for (topic, _), row in rows(DATA).items() if topic == "_schemas"]
    assert len(store_rows) == 17
    assert all(row[c] is None for row in store_rows for c in DECODE_COLUMNS)


def test_schemas_found_beside_a_partition_directory_and_given_explicitly(tmp_path):
    beside = rows(DATA / "payments-0")
    assert beside[("payments", 1)]["valueDecoded"] == '{"id":11,"payer":{"name":"Émile","email":"e@example.com"}}'
    shutil.copytree(DATA / "payments-0", tmp_path / "payments-0")
    with pytest.raises(OptionError, match="no _schemas-0 directory beside"):
        read_table(tmp_path / "payments-0", decode="registry")
    for schemas in (DATA, DATA / "_schemas-0", DATA / "_schemas-0" / "00000000000000000000.log"):
        given = rows(tmp_path / "payments-0", schemas=str(schemas))
        assert given[("payments", 1)]["valueDecoded"] == beside[("payments", 1)]["valueDecoded"]


def test_failfast_stops_on_the_first_record_that_does_not_decode():
    with pytest.raises(KafkaLogError) as raised:
        read_table(DATA / "orders-0", decode="registry", mode="FAILFAST")
    message = str(raised.value)
    assert "orders-0/00000000000000000000.log at byte " in message
    assert "value could not be decoded: unknown schema id 999" in message
    assert read_table(DATA / "payments-0", decode="registry", mode="FAILFAST").num_rows == 2


def test_decode_option_values():
    with pytest.raises(OptionError, match="decode must be none or registry, not 'avro'"):
        read_table(DATA / "orders-0", decode="avro")
    assert read_table(DATA / "orders-0", decode="none").column_names[-1] == "_corrupt_record"
