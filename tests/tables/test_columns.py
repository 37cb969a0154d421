"""The kafka-log source's Arrow output is the same whichever build decodes it.

``read()`` of the data source gives record batches built natively
(``_native.ArrowBuilder``, pyspark_udfs/tables/columns.py) with the C++ build
and from row tuples with the Python build; for every fixture directory, and
for damaged copies in each mode, the two tables must be equal cell for cell.
"""
from __future__ import annotations

import io
import json
import random
import shutil
import struct

import pyarrow as pa
import pytest

from pyspark_udfs.builds import backend
from pyspark_udfs.cli import main
from pyspark_udfs.errors import KafkaLogError
from pyspark_udfs.spark.datasource import KafkaLogReader
from tests.conftest import GOLDEN, SAMPLES
from tests.reader.test_backends import damaged_copies
from tests.support.damage import batch_starts, put, refresh_v2_crc

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


HOSTILE_KEYS = [b"\xff\xfe\xfd\xfc\xfb\xfa\xf9\xf8\xf7\xf6\xf5\xf4\xf3", b"\xe2\x82-\xed\xa0\x80\xf0\x9f\x98\x80\xc3zz",
                b"ok\xc0\xafok\xf4\x90\x80\x80\xe0\x80!", b"\xf0\x9f\x98\xc3\xa9\xe2\x9c\x93 abcd"]


@pytest.mark.parametrize("key", HOSTILE_KEYS, ids=range(len(HOSTILE_KEYS)))
def test_invalid_header_keys_decode_as_python_and_kafka_replace_them(tmp_path, key):
    """A Kafka-written batch whose 13-byte header key is overwritten with invalid UTF-8 (CRC
    recomputed): both builds, in Record objects and in Arrow columns, give exactly Python's
    bytes.decode("utf-8", "replace") (each maximal invalid subpart one U+FFFD, as Java's decoder)."""
    from pyspark_udfs.format.model import Record
    from pyspark_udfs.reading.scan import scan
    from pyspark_udfs.reading.segment import LogSegment
    from tests.support.damage import batch_starts, refresh_v2_crc

    original = (GOLDEN / "v2-none.log").read_bytes()
    name = "ünïcode-hdr".encode()
    at = original.find(name)
    assert len(key) == len(name) and at > 0
    start = max(s for s in batch_starts(original) if s < at)
    data = refresh_v2_crc(original[:at] + key + original[at + len(key):], start)
    expected = key.decode("utf-8", "replace")
    for choice in ("python", "native"):
        with LogSegment(data, backend=choice) as segment:
            keys = [k for e in scan(segment) if isinstance(e, Record) for k, _ in e.headers]
        assert expected in keys, choice
    directory = tmp_path / "t-0"
    directory.mkdir()
    (directory / "00000000000000000000.log").write_bytes(data)
    for choice in ("python", "native"):
        headers = table(directory, choice).column("headers").to_pylist()
        assert expected in [h["key"] for row in headers if row for h in row], choice


@pytest.mark.parametrize("name", ["topic", "partition", "baseOffset", "isControl", "_corrupt_record"])
def test_per_batch_columns_expanded_natively_equal_pa_array_take(name):
    """The per-batch columns ``ArrowBuilder.expand`` gives out row by row hold what ``pa.array(...).take``
    makes of the same values, nulls and non-ASCII text included."""
    from pyspark_udfs.tables.columns import _KINDS, layout_of, record_batch
    from pyspark_udfs.tables.schema import arrow_schema

    expand = backend.native_backend().module.ArrowBuilder.expand
    samples = {"string": ["ünï", None, "", "topic-a" * 40], "int32": [2**31 - 1, None, -(2**31), 0],
               "int64": [2**63 - 1, -1, None, -(2**63)], "bool": [True, None, False, True]}
    kind = arrow_schema().field(name).type
    for count, run in [(1, [0]), (1, [0] * 9), (4, [3, 0, 1, 1, 2, 3]), (4, []), (4, [2] * 17)]:
        values = samples[str(kind)][:count]
        [parts] = expand(_KINDS[str(kind)], [values], pa.array(run, pa.int32()).buffers()[1].to_pybytes())
        built = record_batch(pa.schema([(name, kind)]), layout_of(kind), len(run), [parts]).column(0)
        built.validate(full=True)
        assert built.equals(pa.array(values, type=kind).take(pa.array(run, pa.int32()))), (name, values, run)
    with pytest.raises(RuntimeError, match="run index out of range"):
        expand(_KINDS[str(kind)], [samples[str(kind)][:2]], pa.array([0, 2], pa.int32()).buffers()[1].to_pybytes())


def test_per_batch_columns_expanded_together_equal_one_by_one():
    """``ArrowBuilder.expand`` takes all the per-batch columns in one call (the run buffer is read once):
    each column's buffers are those of a call for it alone; a kind per column is required."""
    expand = backend.native_backend().module.ArrowBuilder.expand
    run = pa.array([1, 1, 0, 2, 2, 2, 1], pa.int32()).buffers()[1].to_pybytes()
    columns = [["a", None, "ccc"], [7, 8, None], [True, False, None]]
    assert expand("sq?", columns, run) == [expand(kind, [values], run)[0] for kind, values in zip("sq?", columns,
                                                                                                  strict=True)]
    with pytest.raises(RuntimeError, match="kinds must be one of"):
        expand("sq", columns, run)


def test_reading_natively_never_imports_pandas():
    """``pa.array`` of Python values imports pandas (a second of a short command like ``sql``); the native
    path builds every column from buffers."""
    import subprocess
    import sys

    code = ("import sys; from pyspark_udfs.tables.reader import read_table; "
            f"assert read_table({str(SAMPLES)!r}, backend='native').num_rows > 0; "
            "print('pandas' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"


def header_edits(data: bytes, rng: random.Random) -> list[bytes]:
    """Copies of an intact v2 segment with one batch header's selection fields damaged: the control bit, the
    last offset delta, the producer id (all three under the CRC: it then fails), or the base offset (outside
    it: the CRC holds) jumped far ahead or back to 0, or the delta made negative with the CRC refreshed."""
    starts = batch_starts(data)
    copies = []
    for _ in range(6):
        at = rng.choice(starts)
        attributes = struct.unpack_from(">h", data, at + 21)[0]
        copies += [put(data, at + 21, ">h", attributes ^ 0x20), put(data, at + 23, ">i", rng.choice([10**6, -1000])),
                   put(data, at + 43, ">q", rng.randrange(-1, 3000)), put(data, at, ">q", rng.choice([10**12, 0])),
                   refresh_v2_crc(put(data, at + 23, ">i", -2), at)]
    return copies


@pytest.mark.parametrize("options", [{}, {"endingOffset": "40"}, {"startingOffset": "20"},
                                     {"isolationLevel": "read_committed"}, {"includeControl": "true"},
                                     {"mode": "DROPMALFORMED", "endingOffset": "25"},
                                     {"mode": "FAILFAST", "startingOffset": "10", "endingOffset": "60"}], ids=repr)
def test_damaged_headers_give_the_same_columns_under_every_selection(tmp_path, options):
    """The batch decisions (docs/robustness.md, read_split's and add_walk's) made on damaged headers: both
    builds give the same rows and problems, or the same FAILFAST error."""
    seed = random.randrange(1 << 30)
    rng = random.Random(seed)
    for n, name in enumerate(["v2-transactional", "v2-control-types", "v2-compacted", "v2-none", "v2-zstd"]):
        for k, copy in enumerate(header_edits((GOLDEN / f"{name}.log").read_bytes(), rng)):
            directory = tmp_path / f"t{n}x{k}-0"
            directory.mkdir()
            (directory / "00000000000000000000.log").write_bytes(copy)
            out = []
            for choice in ("native", "python"):
                try:
                    out.append(table(directory, choice, **options))
                except KafkaLogError as error:
                    out.append(str(error))
            native, python = out
            assert (native is None and python is None) or (
                native == python if isinstance(python, str) else native.equals(python)), (name, k, seed)
            if not options:  # a whole read agrees with dump --json, as ../shared/tools/cli-mutate asks
                records, damaged = dump_json(directory / "00000000000000000000.log")
                corrupt = python.column("_corrupt_record").to_pylist() if python is not None else []
                assert sum(text is None for text in corrupt) == records, (name, k, seed)
                assert not damaged or any(text is not None for text in corrupt), (name, k, seed)
            shutil.rmtree(directory)


def dump_json(path) -> tuple[int, bool]:
    """``dump --json``'s records in data batches whose CRC holds, and whether it reports damage."""
    out = io.StringIO()
    main(["dump", "--json", str(path)], out=out, err=io.StringIO())
    records, damaged, counted = 0, False, True
    for item in map(json.loads, out.getvalue().splitlines()):
        if item["type"] == "batch":
            counted = item.get("crc_valid") is not False and not item.get("is_control")
        elif item["type"] == "record":
            records += counted
        elif item["type"] == "error":
            damaged = True
    return records, damaged
