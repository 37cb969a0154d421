"""The ``kafka-log`` Spark source with ``decode=registry``: the decode columns in the DataFrame, made
in the tasks, the same values as ``read_table``'s, and FAILFAST failing the query."""
from __future__ import annotations

import pickle

import pytest

from pyspark_udfs.spark.datasource import KafkaLogDataSource
from tests.registry.test_read_table import DATA, EXPECTED

pytest.importorskip("fastavro")


def test_the_reader_and_its_step_travel_to_the_tasks():
    reader = KafkaLogDataSource({"path": str(DATA), "decode": "registry"}).reader(None)
    copy = pickle.loads(pickle.dumps(reader))
    decoded = [row for p in copy.partitions() for batch in copy.read(p) for row in batch.to_pylist()]
    found = {(row["topic"], row["offset"]): row["valueDecoded"] for row in decoded}
    assert all(found[(e["topic"], e["offset"])] == e.get("valueDecoded") for e in EXPECTED)


@pytest.mark.spark
def test_a_dataframe_with_the_decode_columns(spark):
    frame = spark.read.format("kafka-log").option("decode", "registry").load(str(DATA))
    assert frame.columns[-5:] == ["keySchemaId", "valueSchemaId", "keyDecoded", "valueDecoded", "decodeError"]
    rows = {(r.topic, r.offset): r for r in frame.collect()}
    for expected in EXPECTED:
        row = rows[(expected["topic"], expected["offset"])]
        assert (row.valueSchemaId, row.valueDecoded) == (expected.get("valueSchemaId"), expected.get("valueDecoded"))
    payer = frame.where("topic = 'payments'").selectExpr("get_json_object(valueDecoded, '$.payer.name') AS payer")
    assert sorted(r.payer for r in payer.collect()) == ["Ada", "Émile"]
    failing = spark.read.format("kafka-log").option("decode", "registry").option("mode", "FAILFAST")
    with pytest.raises(Exception, match="unknown schema id 999"):
        failing.load(str(DATA / "orders-0")).collect()


ORDER_DDL = ("valueStruct STRUCT<`id`: BIGINT, `customer`: STRING, `amount`: DECIMAL(9, 2), `placed`: TIMESTAMP, "
             "`note`: STRING, `tag`: BINARY, `status`: STRING>")
"""orders-value version 2 (tests/registry/test_structs.py's ORDER) in Spark's types."""


def test_decode_as_struct_puts_the_lineages_struct_in_the_sources_schema():
    source = KafkaLogDataSource({"path": str(DATA / "orders-0"), "decode": "registry", "decodeAs": "struct"})
    assert source.schema().endswith(", decodeError string, " + ORDER_DDL)
    mixed = KafkaLogDataSource({"path": str(DATA), "decode": "registry", "decodeAs": "struct"})
    with pytest.raises(ValueError, match="decodeAs=struct types one topic's values: this read has clicks, legacy"):
        mixed.schema()


def test_spark_types_of_the_struct_forms():
    pa = pytest.importorskip("pyarrow")
    from pyspark_udfs.registry.spark import NoSparkForm, spark_ddl

    kind = pa.struct([("f", pa.binary(4)), ("lt", pa.timestamp("ms")), ("d", pa.date32()),
                      ("xs", pa.list_(pa.float32())), ("m", pa.map_(pa.string(), pa.int32())), ("a`b", pa.bool_())])
    assert spark_ddl(kind) == ("STRUCT<`f`: BINARY, `lt`: TIMESTAMP_NTZ, `d`: DATE, `xs`: ARRAY<FLOAT>, "
                               "`m`: MAP<STRING, INT>, `a``b`: BOOLEAN>")
    with pytest.raises(NoSparkForm, match="the lineage has time32\\[ms\\], which Spark has no type for"):
        spark_ddl(pa.struct([("t", pa.time32("ms"))]))
    with pytest.raises(NoSparkForm, match="a decimal wider than 38 digits"):
        spark_ddl(pa.decimal256(40, 2))


@pytest.mark.spark
def test_decode_as_struct_gives_a_struct_column(spark):
    from decimal import Decimal

    frame = (spark.read.format("kafka-log").option("decode", "registry").option("decodeAs", "struct")
             .load(str(DATA / "orders-0")))
    assert frame.columns[-1] == "valueStruct"
    found = {r.offset: r.valueStruct for r in frame.collect()}
    assert (found[2].customer, found[2].amount, found[2].status) == ("Cy", Decimal("1000000.00"), "PAID")
    assert (found[0].status, found[0].tag, found[4]) == ("NEW", bytearray(b"\x00\xff"), None)
    paid = frame.where("valueStruct.status = 'PAID'").selectExpr("valueStruct.placed", "offset").collect()
    assert [(str(r.placed), r.offset) for r in paid] == [("2026-01-03 12:00:00.123000", 2)]
    # docs/registry.md's Spark example and what it shows
    shown = frame.where("valueStruct.status = 'PAID'").select("offset", "valueStruct.customer", "valueStruct.amount")
    assert shown._jdf.showString(20, 20, False) == block("|offset|customer|    amount|")
    ships = (spark.read.format("kafka-log").option("decode", "registry").option("decodeAs", "struct")
             .load(str(DATA / "shipments-0")))  # Protobuf, confluent-kafka's ProtobufSerializer
    (row,) = ships.selectExpr("valueStruct.id", "valueStruct.to.name", "valueStruct.items['bolt']",
                              "CAST(valueStruct.sent AS STRING)").collect()
    assert tuple(row) == (2**40, "Ada", 3, "2026-01-01 00:00:00")


def block(key: str) -> str:
    from tests.docs.test_readme import block as doc_block

    return doc_block(key)
