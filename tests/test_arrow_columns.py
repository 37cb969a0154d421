"""The kafka-log source's Arrow output is the same whichever build decodes it.

``read()`` of the data source gives record batches built natively
(``_native.ArrowBuilder``, pyspark_udfs/spark/columns.py) with the C++ build
and from row tuples with the Python build; for every fixture directory, and
for damaged copies in each mode, the two tables must be equal cell for cell.
"""
from __future__ import annotations

import random
import shutil

import pyarrow as pa
import pytest

from pyspark_udfs import backend
from pyspark_udfs.spark.datasource import KafkaLogReader

from .conftest import GOLDEN, SAMPLES
from .test_backends import damaged_copies

pytestmark = pytest.mark.skipif(backend.native_backend() is None, reason="pyspark_udfs._native is not built")


def table(path, choice: str, **options) -> pa.Table:
    reader = KafkaLogReader({"path": str(path), "backend": choice, **options})
    batches = [b for partition in reader.partitions() for b in reader.read(partition)]
    return pa.Table.from_batches(batches) if batches else None


@pytest.mark.parametrize("options", [{}, {"maxRecordsPerBatch": "7"}, {"startingOffset": "3", "endingOffset": "40"},
                                     {"includeControl": "true", "isolationLevel": "read_committed"}])
@pytest.mark.parametrize("path", [SAMPLES, GOLDEN], ids=["samples", "golden"])
def test_native_columns_equal_the_rows(path, options):
    native, python = table(path, "native", **options), table(path, "python", **options)
    assert python is not None and python.num_rows > 0
    assert native.equals(python)


@pytest.mark.parametrize("mode", ["PERMISSIVE", "DROPMALFORMED"])
def test_damaged_segments_give_the_same_columns(tmp_path, mode):
    rng = random.Random(random.randrange(1 << 30))
    sources = sorted(p for p in GOLDEN.glob("*.log") if p.stat().st_size < 300_000)
    corrupt = 0
    for n, source in enumerate(sources):
        for k, copy in enumerate(damaged_copies(source.read_bytes(), rng, 4)):
            directory = tmp_path / f"t{n}x{k}-0"
            directory.mkdir()
            (directory / "00000000000000000000.log").write_bytes(copy)
            native, python = table(directory, "native", mode=mode), table(directory, "python", mode=mode)
            assert (native is None and python is None) or native.equals(python), source.name
            if python is not None:
                corrupt += python.column("_corrupt_record").null_count != python.num_rows
            shutil.rmtree(directory)
    assert mode == "DROPMALFORMED" or corrupt > 0
