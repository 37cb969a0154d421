"""How the kafka-log reader cuts rows into Arrow record batches (pyspark_udfs/tables/arrow.py).

Both builds must give the same record batches, each within ``maxRecordsPerBatch`` rows and
``maxBytesPerBatch`` bytes of keys, values and headers (or one row alone), each a valid Arrow
batch; and a segment whose values add up past what one Arrow binary column can hold (2 GiB)
must read whole. The large segment and what it holds come from Kafka's own classes
(tests/golden/LargeValues.java, tests/fixtures/large-values/EXPECTED.json).
"""
from __future__ import annotations

import hashlib
import json
from itertools import zip_longest

import pyarrow as pa
import pyarrow.compute as pc
import pytest

from pyspark_udfs.builds import backend
from pyspark_udfs.spark.datasource import KafkaLogReader
from pyspark_udfs.tables.arrow import ALONE_BYTES
from tests.conftest import GOLDEN, ROOT, SAMPLES
from tests.support.batches import batch, record, v1_message

pytestmark = pytest.mark.skipif(backend.native_backend() is None, reason="pyspark_udfs._native is not built")

LARGE = ROOT / "tests" / "fixtures" / "large-values"
MiB = 1024 * 1024


def batches(path, choice: str, **options):
    reader = KafkaLogReader({"path": str(path), "backend": choice, **options})
    for partition in reader.partitions():
        yield from reader.read(partition)


def payload_bytes(batch: pa.RecordBatch) -> int:
    """What maxBytesPerBatch counts, from the Arrow columns: keys, values, header keys (UTF-8) and values."""
    headers = pc.list_flatten(batch.column("headers"))
    parts = [batch.column("key"), batch.column("value"), headers.field("key"), headers.field("value")]
    return sum(pc.sum(pc.binary_length(p)).as_py() or 0 for p in parts)


BOUNDS = [{"maxBytesPerBatch": "1"}, {"maxBytesPerBatch": "700"},
          {"maxBytesPerBatch": "4k", "maxRecordsPerBatch": "13"},
          {"maxBytesPerBatch": "2k", "includeControl": "true", "mode": "PERMISSIVE"}]


@pytest.mark.parametrize("path, options", [(GOLDEN, o) for o in BOUNDS] + [  # the samples: the full run only
    pytest.param(SAMPLES, o, marks=pytest.mark.slow) for o in BOUNDS[2:]],
                         ids=[f"golden-{i}" for i in range(4)] + ["samples-2", "samples-3"])
def test_both_builds_cut_the_same_batches_within_the_bounds(path, options):
    native, python = list(batches(path, "native", **options)), list(batches(path, "python", **options))
    assert len(native) == len(python) > 1
    max_rows = int(options.get("maxRecordsPerBatch", 10_000))
    max_bytes = {"1": 1, "700": 700, "4k": 4096, "2k": 2048}[options["maxBytesPerBatch"]]
    divided = 0
    for i, (mine, theirs) in enumerate(zip(native, python, strict=True)):
        assert mine.equals(theirs), i
        mine.validate(full=True)
        assert 0 < mine.num_rows <= max_rows
        assert mine.num_rows == 1 or payload_bytes(mine) <= max_bytes, i
        if i and (mine.column("file")[0], mine.column("position")[0]) == \
                (native[i - 1].column("file")[-1], native[i - 1].column("position")[-1]):
            divided += 1  # one Kafka batch's records in two record batches
    assert divided > 0
    whole = pa.Table.from_batches(list(batches(path, "python", **{k: v for k, v in options.items()
                                                                  if not k.startswith("max")})))
    assert pa.Table.from_batches(native).equals(whole)


def test_a_batch_is_full_at_the_byte_bound_not_before():
    """With the bound at the exact size of the first rows, they fill one batch; one byte less
    leaves the last of them to the next batch."""
    rows = pa.Table.from_batches(list(batches(SAMPLES / "orders-0", "python"))).slice(0, 5)
    exact = payload_bytes(rows.combine_chunks().to_batches()[0])
    for choice in ("native", "python"):
        first = next(batches(SAMPLES / "orders-0", choice, maxBytesPerBatch=str(exact)))
        assert first.num_rows >= 5 and payload_bytes(first.slice(0, 5)) == exact
        smaller = next(batches(SAMPLES / "orders-0", choice, maxBytesPerBatch=str(exact - 1)))
        assert smaller.num_rows == 4, choice


def test_a_row_of_a_mebibyte_or_more_goes_alone_in_both_builds(tmp_path):
    """Rows of ALONE_BYTES or more (v2 records, and a legacy message made into a row in Python)
    each make a record batch of their own; the rows around them are cut as before."""
    big, small = b"B" * ALONE_BYTES, b"s"
    segment = (batch(b"".join(record(i, None, v) for i, v in enumerate([small, big, small, small])), 4, "zstd")
               + batch(record(0, b"k", big), 1, "zstd", base_offset=4) + v1_message(5, big + b"!")
               + batch(b"".join(record(i, None, small) for i in range(3)), 3, "none", base_offset=6))
    path = tmp_path / "topic-0" / "00000000000000000000.log"
    path.parent.mkdir()
    path.write_bytes(segment)
    native, python = list(batches(path, "native")), list(batches(path, "python"))
    assert [b.num_rows for b in native] == [1, 1, 2, 1, 1, 3]
    for mine, theirs in zip_longest(native, python):
        assert mine.equals(theirs)
        mine.validate(full=True)
    values = [v for b in native for v in b.column("value").to_pylist()]
    assert values == [small, big, small, small, big, big + b"!", small, small, small]
    assert native[3].column("key").to_pylist() == [b"k"]


@pytest.mark.slow
def test_values_past_2_gib_read_in_bounded_batches_identically():
    """2,400 values of 1 MiB (2.3 GiB, in 280 KB of zstd): each build's batches are valid, within
    16 MiB (the default bound), equal to the other build's, and together hold what Kafka's reader found."""
    expected = json.loads((LARGE / "EXPECTED.json").read_text())
    assert expected["value_bytes"] > 2**31
    sampled = {s["offset"]: s for s in expected["sampled"]}
    rows = value_bytes = 0
    seen = {}
    for native, python in zip_longest(batches(LARGE, "native"), batches(LARGE, "python")):
        assert native is not None and python is not None
        native.validate(full=True)
        assert native.equals(python)
        assert native.column("_corrupt_record").null_count == native.num_rows
        assert payload_bytes(native) <= 16 * MiB
        rows += native.num_rows
        value_bytes += pc.sum(pc.binary_length(native.column("value"))).as_py()
        offsets = native.column("offset").to_pylist()
        for offset in sampled.keys() & set(offsets):
            i = offsets.index(offset)
            value = native.column("value")[i].as_py()
            headers = native.column("headers")[i].as_py() or []
            seen[offset] = {"offset": offset, "key": native.column("key")[i].as_py().decode(),
                            "value_size": len(value), "value_sha256": hashlib.sha256(value).hexdigest(),
                            "headers": len(headers)}
    assert rows == expected["records"]
    assert value_bytes == expected["value_bytes"]
    assert seen == sampled


def test_the_byte_bound_stays_below_what_32_bit_offsets_hold():
    from pyspark_udfs.tables.options import OptionError, parse_options

    assert parse_options({}).max_bytes_per_batch == 16 * MiB
    assert parse_options({"maxBytesPerBatch": "2047m"}).max_bytes_per_batch == 2047 * MiB
    for bad in ("2g", "4294967296", "0"):
        with pytest.raises(OptionError, match="maxBytesPerBatch"):
            parse_options({"maxBytesPerBatch": bad})
