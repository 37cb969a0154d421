"""``kafka-ksy export --decode registry``: the files carry the decode columns, and an export resumes
only with the same decode settings (they change the rows' columns)."""
from __future__ import annotations

import pytest

from pyspark_udfs.tables.options import OptionError
from pyspark_udfs.tables.reader import TableScan
from pyspark_udfs.tables.topics import consumer_offsets
from tests.registry.test_read_table import DATA, EXPECTED
from tests.tables.test_discovery import run

pq = pytest.importorskip("pyarrow.parquet")
pytest.importorskip("fastavro")


def test_exported_files_hold_the_decoded_values(tmp_path):
    out = tmp_path / "out"
    code, stdout, err = run("export", str(DATA), "--output", str(out), "--decode", "registry")
    assert (code, err) == (0, ""), err
    rows = {}
    for path in out.rglob("*.parquet"):
        for row in pq.read_table(path).to_pylist():
            rows[(row["topic"], row["offset"])] = row
    for expected in EXPECTED:
        row = rows[(expected["topic"], expected["offset"])]
        assert (row["valueSchemaId"], row["valueDecoded"]) == (expected.get("valueSchemaId"),
                                                                expected.get("valueDecoded"))
    code, stdout, err = run("export", str(DATA), "--output", str(out))
    assert code == 2 and "the output holds an export with other settings" in err and "decode" in err
    code, stdout, err = run("export", str(DATA), "--output", str(out), "--decode", "registry")
    assert code == 0 and "already there" in stdout


def test_the_tables_of_kafkas_own_topics_refuse_decode_rather_than_ignore_it():
    with pytest.raises(OptionError, match="decode=registry adds columns to the kafka-log rows only"):
        consumer_offsets(str(DATA), decode="registry")
    with pytest.raises(OptionError, match="decode=registry adds columns to the kafka-log rows only"):
        TableScan.of_keywords(str(DATA), {"decode": "registry"})
