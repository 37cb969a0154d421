"""``scan_kafka_log`` (Polars) and ``kafka_log_relation`` (DuckDB), issue 35 item 3: a query's answer is the one the
same query gives over the full read (``read_table``), and the pushed columns, filters and limits are seen in the
work done (:class:`ReadStats`). On Kafka's samples every filter; on the damaged data directory of
tests/support/damaged_dir.py the filters whose pushed bounds do not rest on offset order (a pushed offset or time
bound keeps what ``startingOffset``/``startingTimestamp`` keep there: docs/robustness.md)."""
from __future__ import annotations

from collections import Counter
from datetime import datetime, timezone

import pytest

pl = pytest.importorskip("polars")
duckdb = pytest.importorskip("duckdb")

from pyspark_udfs import read_table  # noqa: E402
from pyspark_udfs.builds import backend  # noqa: E402
from pyspark_udfs.tables.duckdb_scan import kafka_log_relation  # noqa: E402
from pyspark_udfs.tables.polars_scan import scan_kafka_log  # noqa: E402
from pyspark_udfs.tables.stats import ReadStats  # noqa: E402
from tests.conftest import SAMPLES  # noqa: E402
from tests.support import damaged_dir  # noqa: E402

BUILDS = ["python"] + (["native"] if backend.native_backend() is not None else [])
_NOV14 = datetime(2023, 11, 14, 22, 50, tzinfo=timezone.utc)
FILTERS = {  # (Polars, DuckDB): the same condition
    "topic and offsets": ((pl.col("topic") == "orders") & (pl.col("offset") >= 100) & (pl.col("offset") < 900),
                          "topic = 'orders' AND \"offset\" >= 100 AND \"offset\" < 900"),
    "partition, reversed": ((pl.col("partition") == 1) & (pl.lit(500) <= pl.col("offset")),
                            "partition IN (1) AND 500 <= \"offset\""),
    "timestamp": (pl.col("timestamp") >= _NOV14, "\"timestamp\" >= TIMESTAMP '2023-11-14 22:50:00'"),
    "or: nothing pushed": ((pl.col("partition") == 0) | (pl.col("offset") > 1000),
                           "partition = 0 OR \"offset\" > 1000"),
    "topics": ((pl.col("topic") == "web.clicks") & (pl.col("key").is_not_null()),
               "topic IN ('web.clicks', 'nothing') AND key IS NOT NULL"),
}
CASES = [(path, name) for path in ("samples", "damaged") for name in FILTERS
         if path == "samples" or name in ("or: nothing pushed", "topics")]
COLUMNS = [["offset", "timestamp"], ["topic", "partition", "offset", "_corrupt_record"], ["key", "value", "file"]]


@pytest.fixture(scope="module")
def roots(tmp_path_factory):
    return {"samples": SAMPLES, "damaged": damaged_dir.build(tmp_path_factory.mktemp("lazy") / "kafka-logs").root}


@pytest.mark.parametrize("build", BUILDS)
@pytest.mark.parametrize(("path", "name"), CASES)
def test_polars_answers_are_the_full_reads(roots, path, name, build):
    expression, root = FILTERS[name][0], roots[path]
    full = pl.from_arrow(read_table(root, backend=build)).filter(expression)
    assert full.height > 0
    for columns in COLUMNS:
        got = scan_kafka_log(root, backend=build).filter(expression).select(columns).collect()
        assert got.equals(full.select(columns)), (name, columns)
    assert scan_kafka_log(root, backend=build).filter(expression).select(pl.len()).collect().item() == full.height


@pytest.mark.parametrize("build", BUILDS)
@pytest.mark.parametrize(("path", "name"), CASES)
def test_duckdb_answers_are_the_full_reads(roots, path, name, build):
    where, damaged = FILTERS[name][1], roots[path]
    connection = duckdb.connect()
    connection.execute("SET TimeZone = 'UTC'")
    connection.register("whole", read_table(damaged, backend=build))
    for columns in COLUMNS:
        names = ", ".join(f'"{c}"' for c in columns)
        want = connection.sql(f"SELECT {names} FROM whole WHERE {where}").fetchall()
        relation = kafka_log_relation(damaged, where, connection, backend=build, columns=columns)
        assert relation.columns == columns
        assert Counter(relation.fetchall()) == Counter(want), (name, columns)


def test_the_pushdowns_are_seen_in_the_work():
    """Filters skip partitions and batches, a projection of offsets gives every row, a limit stops early."""
    path = SAMPLES / "orders-1"
    full = ReadStats()
    read_table(path, full)
    counted: dict[str, ReadStats] = {name: ReadStats() for name in ("polars", "duckdb", "offsets", "head")}
    expression, where = FILTERS["partition, reversed"]
    scan_kafka_log(path, counted["polars"]).filter(expression).collect()
    kafka_log_relation(path, where, stats=counted["duckdb"]).fetchall()
    scan_kafka_log(path, counted["offsets"]).select("offset").collect()
    scan_kafka_log(path, counted["head"]).head(5).collect()
    for name in ("polars", "duckdb"):
        assert 0 < counted[name].batches_read < full.batches_read * 0.8, name
    assert counted["offsets"].rows == full.rows
    assert counted["head"].rows < full.rows / 10


def test_a_condition_duckdb_cannot_parse_is_an_error():
    with pytest.raises(ValueError, match="syntax error"):
        kafka_log_relation(SAMPLES / "orders-1", "offset >= 5 AND (")
