"""The Arrow path's record walk (native/walk.cpp) held equal to the generated parser.

``ArrowBuilder.add_v2`` reads records with the walk; ``_native.v2_records`` reads them with the C++
build of the spec (generated/cpp/, ``record_t``). For the same records section both must give the
same records (offset, timestamp, sequence, key, value, headers) and stop at the same record with the
same problem (code, index, sizes, message): on records built by hand in every form the spec allows,
on damaged ones (varints cut or too long, negative lengths, header counts past the end, sizes that
disagree) and on random bytes. The Python build's answers are checked against these elsewhere
(tests/reader/test_backends.py).
"""
from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pyspark_udfs.builds import backend
from pyspark_udfs.builds.contract import ChunkLimits, RecordsContext, V2Records
from pyspark_udfs.builds.default_batch import DefaultBatch
from pyspark_udfs.builds.record_rules import control_fields
from pyspark_udfs.errors import KafkaLogError
from pyspark_udfs.format.model import TIMESTAMP_TYPE_IDS
from pyspark_udfs.reading.segment import LogSegment
from tests.support.batches import record, varlong
from tests.support.fuzzing import SEED_CORPUS, mutate

NATIVE = backend.native_backend()
pytestmark = pytest.mark.skipif(NATIVE is None, reason="the native build is not installed")
CONTEXT = RecordsContext(1_000, 1_700_000_000_000, 1_700_000_000_500, 7, False, False)
UNBOUNDED = 1 << 40


def _bits(validity: bytes, rows: int) -> list[bool]:
    return [bool(validity[i // 8] >> (i % 8) & 1) for i in range(rows)]


def _binary(buffers: tuple, rows: int) -> list[bytes | None]:
    nulls, validity, offsets, data = buffers
    valid = _bits(validity, rows) if nulls else [True] * rows
    at = [int.from_bytes(offsets[4 * i:4 * i + 4], "little", signed=True) for i in range(rows + 1)]
    return [bytes(data[at[i]:at[i + 1]]) if valid[i] else None for i in range(rows)]


def _fixed(buffers: tuple, rows: int, width: int) -> list[int | None]:
    nulls, validity, values = buffers
    valid = _bits(validity, rows) if nulls else [True] * rows
    return [int.from_bytes(values[width * i:width * i + width], "little", signed=True) if valid[i] else None
            for i in range(rows)]


def walked(data: bytes, count: int, context: tuple = CONTEXT, start: int = 0) -> tuple[list[tuple], tuple | None]:
    """The records the walk gives (add_v2, then finish()), and its problem."""
    builder = NATIVE.module.ArrowBuilder()
    records = V2Records(data, start, count, RecordsContext(*context), TIMESTAMP_TYPE_IDS["CreateTime"], True)
    _, problem, _ = builder.add_v2(records, ChunkLimits(None, None, UNBOUNDED, UNBOUNDED, UNBOUNDED), 0, None)
    rows, columns = builder.finish()
    _hnulls, _hvalidity, hoffsets, hkeys, hvalues = columns["headers"]
    list_at = [int.from_bytes(hoffsets[4 * i:4 * i + 4], "little") for i in range(rows + 1)]
    keys, values = _binary(hkeys, list_at[-1]), _binary(hvalues, list_at[-1])
    headers = [[(keys[h].decode(), values[h]) for h in range(list_at[i], list_at[i + 1])] for i in range(rows)]
    timestamps = _fixed(columns["timestamp"], rows, 8)
    out = list(zip(_fixed(columns["offset"], rows, 8), [None if t is None else t // 1000 for t in timestamps],
                   _fixed(columns["sequence"], rows, 4), _binary(columns["key"], rows),
                   _binary(columns["value"], rows), headers, strict=True))
    return [tuple(r) for r in out], None if problem is None else tuple(problem)


def parsed(data: bytes, count: int, context: tuple = CONTEXT, start: int = 0) -> tuple[list[tuple], tuple | None]:
    """The records the generated parser gives (v2_records), and its problem."""
    records, problem, _ = NATIVE.module.v2_records(data, start, count, tuple(context), "CreateTime", control_fields,
                                                   count, UNBOUNDED)
    out = [(r.offset, _microseconds_fit(r.timestamp), r.sequence, None if r.key is None else bytes(r.key),
            None if r.value is None else bytes(r.value), [(k, None if v is None else bytes(v)) for k, v in r.headers])
           for r in records]
    return out, None if problem is None else tuple(problem)


def _microseconds_fit(ms: int) -> int | None:
    """The timestamp in ms as the Arrow column keeps it: null where microseconds leave int64."""
    return ms if -(2**63) <= ms * 1000 < 2**63 else None


def assert_same(data: bytes, count: int) -> None:
    assert walked(data, count) == parsed(data, count), data.hex()


def assert_walks_equal_in(segment: bytes) -> int:
    """Every v2 batch of ``segment`` (whatever its CRC) read by both: how many were compared."""
    compared = 0
    with LogSegment(segment, name="walk.log", backend="native") as log:
        for item in log.batches():
            if type(item) is not DefaultBatch:
                continue
            try:
                data, start, count, context = item.records_input(plain=True)
            except KafkaLogError:  # a payload that does not decompress: no records to walk
                continue
            assert walked(data, count, context, start) == parsed(data, count, context, start), bytes(data).hex()
            compared += 1
    return compared


def raw_varint(raw: int) -> bytes:
    """``raw`` as base-128 groups, least significant first, with no zigzag mapping."""
    out = bytearray()
    while True:
        out.append(raw & 0x7F | (0x80 if raw > 0x7F else 0))
        raw >>= 7
        if not raw:
            return bytes(out)


def body(fields: bytes) -> bytes:
    """A record whose fields after its length are ``fields``."""
    return varlong(len(fields)) + fields


FORMS = {
    "plain": record(0, b"key", b"value"),
    "null key and value": record(1, None, None),
    "empty key and value": record(2, b"", b""),
    "headers": record(3, b"k", b"v", [(b"a", b"1"), (b"b", None), (b"", b"")]),
    "header key not UTF-8": record(4, b"k", b"v", [(b"\xff\xfeab\xc3", b"x")]),
    "timestamp delta of 9 bytes": record(5, b"k", b"v", timestamp_delta=1 << 60),
    "timestamp delta of 10 bytes": record(6, b"k", b"v", timestamp_delta=-(1 << 62) - 5),
    "negative offset delta": record(-3, b"k", b"v"),
    "key length -7 (null)": body(b"\x00\x00\x02" + varlong(-7) + varlong(-1) + varlong(0)),
    "fifth varint byte over 15": body(b"\x00\x00" + b"\xff\xff\xff\xff\x1f" + varlong(-1) + varlong(-1) + varlong(0)),
    "fifth varint byte 15": body(b"\x00\x00" + b"\xfe\xff\xff\xff\x0f" + varlong(-1) + varlong(-1) + varlong(0)),
    "varint of 5 bytes for a small value": body(b"\x00\x00\x84\x80\x80\x80\x00" + varlong(1) + b"k" + varlong(-1)
                                                + varlong(0)),
    "negative header count": body(b"\x00\x00\x00" + varlong(-1) + varlong(-1) + varlong(-2)),
}


@pytest.mark.parametrize("form", sorted(FORMS))
def test_every_form_of_a_record_reads_as_the_generated_parser_reads_it(form):
    data = FORMS[form] + record(9, b"after", b"it")
    assert_same(data, 2)
    assert parsed(data, 2)[1] is None or form == "fifth varint byte over 15"  # the forms are records, not damage


DAMAGED = {
    "varint of 6 bytes": body(b"\x00\x00\x80\x80\x80\x80\x80\x00" + varlong(-1) + varlong(-1) + varlong(0)),
    "varlong of 11 bytes": body(b"\x00" + b"\x80" * 10 + b"\x00\x00" + varlong(-1) + varlong(-1) + varlong(0)),
    "key length -2 as a header key length": body(b"\x00\x00\x00" + varlong(-1) + varlong(-1) + varlong(1)
                                                 + varlong(-2) + varlong(-1)),
    "header count past the end": body(b"\x00\x00\x00" + varlong(-1) + varlong(-1) + varlong(1_000_000)),
    "header count of int32's largest": body(b"\x00\x00\x00" + varlong(-1) + varlong(-1) + raw_varint(0xFFFFFFFE)),
    "key past the end": body(b"\x00\x00\x00" + varlong(50) + b"abc"),
    "value past the end": body(b"\x00\x00\x00" + varlong(-1) + varlong(2**31 - 1)),
    "length shorter than the fields": varlong(3) + record(0, b"key", b"value")[1:],
    "length longer than the fields": varlong(200) + record(0, b"key", b"value")[1:] + bytes(10),
    "length negative": varlong(-5) + record(0, b"key", b"value")[1:],
}


@pytest.mark.parametrize("damage", sorted(DAMAGED))
def test_damaged_records_stop_where_and_as_the_generated_parser_stops(damage):
    data = record(0, b"before", b"it") + DAMAGED[damage] + record(2, b"after", b"it")
    assert_same(data, 3)
    assert parsed(data, 3)[1] is not None  # damage, as the generated parser sees it


def test_records_cut_at_every_byte_stop_as_the_generated_parser_stops():
    data = b"".join(FORMS[form] for form in sorted(FORMS))
    for cut in range(len(data) + 1):
        assert_same(data[:cut], len(FORMS))


def test_fewer_or_more_records_than_declared():
    data = record(0, b"a", b"b") + record(1, None, b"c", [(b"h", b"v")])
    for count in range(5):
        assert_same(data, count)


@settings(max_examples=2000, deadline=None, database=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(data=st.binary(max_size=80), count=st.integers(0, 6))
def test_random_bytes_read_as_the_generated_parser_reads_them(data, count):
    assert_same(data, count)


@settings(max_examples=1000, deadline=None, database=None, derandomize=True)
@given(forms=st.lists(st.sampled_from(sorted(FORMS)), min_size=1, max_size=4),
       edits=st.lists(st.tuples(st.integers(0, 1 << 12), st.integers(0, 255)), max_size=3))
def test_edited_records_read_as_the_generated_parser_reads_them(forms, edits):
    data = bytearray(b"".join(FORMS[form] for form in forms))
    for at, value in edits:
        data[at % len(data)] = value
    assert_same(bytes(data), len(forms))


def test_every_fixture_walks_as_the_generated_parser_reads_it():
    assert sum(assert_walks_equal_in(seed) for seed in SEED_CORPUS) > 20


@settings(max_examples=600, deadline=None, database=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.sampled_from(SEED_CORPUS),
       edits=st.lists(st.tuples(st.integers(0, 3), st.integers(0, 1 << 20), st.integers(0, 255)), min_size=1,
                      max_size=6))
def test_mutated_fixtures_walk_as_the_generated_parser_reads_them(seed, edits):
    assert_walks_equal_in(mutate(seed, edits))
