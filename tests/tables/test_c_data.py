"""``_native.arrow_c_array``: column buffers handed to Arrow through the C data interface.

The record batches of ``read_arrow`` are built this way (``tables.columns.record_batch``); the
tables' own tests compare them with the Python build's. Here: every layout against pyarrow's own
arrays of the same values, the buffers' lifetime (the batch outlives everything it came from, and
Arrow may let go of it on another thread), and buffers that do not match what they claim, which
are refused before Arrow could read past them.
"""
from __future__ import annotations

import gc
import sys
import threading

import pyarrow as pa
import pytest

from pyspark_udfs.builds import backend
from pyspark_udfs.tables.columns import layout_of, record_batch

pytestmark = pytest.mark.skipif(backend.native_backend() is None, reason="pyspark_udfs._native is not built")

HEADERS = pa.list_(pa.struct([("key", pa.string()), ("value", pa.binary())]))


def parts_of(array: pa.Array) -> tuple:
    """An array's buffers as ``ArrowBuilder.finish`` gives them (bytes objects, offset 0)."""
    if array.offset:
        array = pa.concat_arrays([array])

    def raw(buffer) -> bytes:
        return b"" if buffer is None else buffer.to_pybytes()

    buffers = array.buffers()
    if pa.types.is_list(array.type):
        entries = array.values
        return (array.null_count, raw(buffers[0]), raw(buffers[1]), parts_of(entries.field(0)),
                parts_of(entries.field(1)))
    return (array.null_count, *(raw(b) for b in buffers))


SAMPLES = [
    pa.array([1, None, -(2**63), 2**63 - 1], pa.int64()),
    pa.array([None, 7, -(2**31)], pa.int32()),
    pa.array([True, None, False, True, True, False, None, True, False], pa.bool_()),
    pa.array(["ünï", None, "", "x" * 300], pa.string()),
    pa.array([b"\x00\xff", None, b""], pa.binary()),
    pa.array([0, None, 1_700_000_000_000, -(2**63)], pa.timestamp("ms", tz="UTC")),
    pa.array([[{"key": "a", "value": b"1"}, {"key": "ü", "value": None}], None, [], [{"key": "", "value": b""}]],
             HEADERS),
    pa.array([], pa.int64()),
    pa.array([], HEADERS),
]


@pytest.mark.parametrize("array", SAMPLES, ids=lambda a: f"{a.type}-{len(a)}")
def test_a_column_comes_back_as_pyarrow_built_it(array):
    schema = pa.schema([("c", array.type)])
    batch = record_batch(schema, layout_of(array.type), len(array), [parts_of(array)])
    batch.validate(full=True)
    assert batch.column(0).equals(array)
    assert batch.column(0).null_count == array.null_count


def test_several_columns_in_one_batch():
    schema = pa.schema([(f"c{i}", a.type) for i, a in enumerate(SAMPLES[:2])])
    rows = 3
    arrays = [SAMPLES[0].slice(0, rows), SAMPLES[1]]
    batch = record_batch(schema, "".join(layout_of(a.type) for a in arrays), rows, [parts_of(a) for a in arrays])
    batch.validate(full=True)
    assert batch.equals(pa.RecordBatch.from_arrays(arrays, schema=schema))


def test_the_batch_outlives_its_buffers_and_is_released_on_another_thread():
    """The batch holds the Python objects (no copy, no dangling pointer once the caller drops
    them); Arrow may free it on a thread that does not hold the GIL."""
    array = SAMPLES[3]
    parts = parts_of(array)
    data = parts[3]
    before = sys.getrefcount(data)
    batch = record_batch(pa.schema([("c", array.type)]), "s", len(array), [parts])
    assert sys.getrefcount(data) > before  # a view held by the batch
    del parts
    gc.collect()
    assert batch.column(0).equals(array)
    holder = [batch]
    del batch
    thread = threading.Thread(target=holder.clear)
    thread.start()
    thread.join()
    assert sys.getrefcount(data) == before - 1  # the parts tuple's reference is gone, the view too


def test_an_export_never_imported_gives_its_buffers_back():
    array = SAMPLES[0]
    parts = parts_of(array)
    values = parts[2]
    before = sys.getrefcount(values)
    owner, address = backend.native_backend().module.arrow_c_array(len(array), "8", [parts])
    assert isinstance(address, int) and sys.getrefcount(values) > before
    del owner
    assert sys.getrefcount(values) == before


@pytest.mark.parametrize("layouts, rows, parts, reason", [
    ("8", 4, [(0, b"", b"\x00" * 31)], "values too short"),
    ("4", 2, [(1, b"", b"\x00" * 8)], "validity bitmap too short"),
    ("1", 9, [(0, b"", b"\xff")], "values too short"),
    ("8", 1, [(2, b"\xff", b"\x00" * 8)], "null count out of range"),
    ("s", 2, [(0, b"", b"\x00" * 8, b"ab")], "binary offsets too short"),
    ("s", 1, [(0, b"", b"\x00\x00\x00\x00\x03\x00\x00\x00", b"ab")], "outside the data"),
    ("s", 1, [(0, b"", b"\x02\x00\x00\x00\x01\x00\x00\x00", b"ab")], "outside the data"),
    ("s", 1, [(0, b"", b"\x00\x00\x00", b"ab")], "offsets of a wrong size"),
    ("h", 1, [(0, b"", b"\x00\x00\x00\x00\x02\x00\x00\x00", (0, b"", b"\x00" * 8, b"ab"), (0, b"", b"\x00" * 12, b""))],
     "binary offsets too short"),
    ("h", 1, [(0, b"", b"\x01\x00\x00\x00\x00\x00\x00\x00", (0, b"", b"\x00" * 4, b""), (0, b"", b"\x00" * 4, b""))],
     "out of order"),
    ("8", 1, [(0, b"", b"\x00" * 8, b"")], "do not match its layout"),
    ("s8", 1, [(0, b"", b"\x00" * 8)], "must be one of"),
    ("x", 1, [(0, b"", b"\x00" * 8)], "must be one of"),
    ("8", -1, [(0, b"", b"")], "rows out of range"),
])
def test_buffers_that_do_not_match_their_lengths_are_refused(layouts, rows, parts, reason):
    with pytest.raises(RuntimeError, match=reason):
        backend.native_backend().module.arrow_c_array(rows, layouts, parts)


def test_a_buffer_without_the_buffer_protocol_is_a_type_error():
    with pytest.raises(TypeError):
        backend.native_backend().module.arrow_c_array(1, "8", [(0, b"", "not bytes")])
