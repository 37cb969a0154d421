"""``decodeAs=struct`` in the Spark source: the ``valueStruct`` column in the DataFrame's schema.

Spark asks a source for its schema before any task runs, so the column's type comes from the
registry's schema of the read's one lineage (:func:`~.structs.lineage`), not from the data. Its
Spark form is written here as DDL; the tasks' record batches are then cast to the Arrow schema Spark
derives from that DDL (Spark refuses batches whose Arrow types differ: microsecond timestamps,
variable-width binary, its own list and map field names).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..tables.options import OptionError

if TYPE_CHECKING:  # pragma: no cover
    import pyarrow

STRUCT_COLUMN = "valueStruct"


class NoSparkForm(OptionError):
    """An Arrow type of the struct column that Spark has no type for."""


def struct_ddl(options: Any) -> str:
    """``, valueStruct <Spark DDL>`` for the read ``options`` name, the lineage found as ``read_table`` finds it."""
    from ..tables.reader import TableScan
    from . import decode_step

    schema, _ = decode_step(TableScan.of_spark(options, decoding=True))
    return f", {STRUCT_COLUMN} {spark_ddl(schema.field(STRUCT_COLUMN).type)}"


def spark_ddl(kind: pyarrow.DataType) -> str:
    """The Spark SQL type of an Arrow type of :func:`~.structs.arrow_form`'s making."""
    import pyarrow as pa
    import pyarrow.types as t

    simple = [(t.is_boolean, "BOOLEAN"), (t.is_int32, "INT"), (t.is_int64, "BIGINT"), (t.is_float32, "FLOAT"),
              (t.is_float64, "DOUBLE"), (t.is_string, "STRING"), (t.is_binary, "BINARY"),
              (t.is_fixed_size_binary, "BINARY"), (t.is_date32, "DATE")]
    for test, name in simple:
        if test(kind):
            return name
    if t.is_timestamp(kind):
        return "TIMESTAMP" if kind.tz is not None else "TIMESTAMP_NTZ"
    if t.is_decimal128(kind):
        return f"DECIMAL({kind.precision}, {kind.scale})"
    if t.is_list(kind):
        return f"ARRAY<{spark_ddl(kind.value_type)}>"
    if t.is_map(kind):
        return f"MAP<{spark_ddl(kind.key_type)}, {spark_ddl(kind.item_type)}>"
    if t.is_struct(kind):
        fields = [kind.field(i) for i in range(kind.num_fields)]
        return "STRUCT<" + ", ".join(f"`{f.name.replace('`', '``')}`: {spark_ddl(f.type)}" for f in fields) + ">"
    what = "a decimal wider than 38 digits" if isinstance(kind, pa.Decimal256Type) else str(kind)
    raise NoSparkForm(f"decodeAs=struct: the lineage has {what}, which Spark has no type for; "
                      "read valueDecoded with from_json instead")


class SparkCast:
    """The decode step, its batches cast to the Arrow schema Spark expects (picklable)."""

    def __init__(self, step: Any, target: pyarrow.Schema):
        self.step, self.target = step, target

    def __call__(self, batches: Any) -> Any:
        import pyarrow as pa

        for batch in self.step(batches):
            yield from pa.Table.from_batches([batch]).cast(self.target).to_batches()


def spark_step(step: Any, schema: Any) -> SparkCast:
    """``step`` casting to the Arrow form of Spark's ``schema`` (a ``StructType``)."""
    from pyspark.sql.pandas.types import to_arrow_schema

    return SparkCast(step, to_arrow_schema(schema, timezone="UTC"))
