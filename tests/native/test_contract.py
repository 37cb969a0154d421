"""The C++/Python contract (docs/native-contract.md): each shared rule has one home per language,
the list of pairs is complete and current, and each pair gives the same answers.

The list is read from the document: every Python name must resolve, every C++ name must be
defined in the one file the list names and in no other file of ``pyspark_udfs/native/``, every
test must exist, and ``rules.h`` and ``layout.h`` may define nothing the list leaves out. Each
pair's test feeds both builds inputs made to reach the rule's edges (by hand, with the values
Kafka's rules give computed here) and compares what each build gives.
"""
from __future__ import annotations

import ast
import dataclasses
import importlib
import inspect
import os
import re
import struct
import subprocess
import sys
from typing import NamedTuple, get_type_hints

import pyarrow as pa
import pytest

from pyspark_udfs.builds import backend
from pyspark_udfs.builds.batch import Batch, BatchInterface
from pyspark_udfs.builds.contract import (
    InnerError,
    InnerProblem,
    LegacyHeader,
    Prefix,
    RecordsContext,
    RecordsError,
    RecordsProblem,
    V2Header,
)
from pyspark_udfs.builds.default_batch import DefaultBatch
from pyspark_udfs.builds.legacy_batch import LegacyBatch
from pyspark_udfs.builds.record_rules import (
    in_offset_range,
    increment_sequence,
    legacy_inner_timestamp,
    out_of_range,
    record_values,
)
from pyspark_udfs.format import layout
from pyspark_udfs.format.crc import checksum_of, crc32, crc32c
from pyspark_udfs.format.model import TIMESTAMP_TYPE_IDS, Record
from pyspark_udfs.format.parser_errors import PARSER_FAILURES
from pyspark_udfs.reading.segment import LogSegment, entry_damage
from pyspark_udfs.tables.arrow import timestamp_value, to_record_batch
from pyspark_udfs.tables.columns import PER_BATCH, assemble
from pyspark_udfs.tables.schema import COLUMNS
from tests.conftest import GOLDEN, ROOT
from tests.reader.test_backends import assert_same
from tests.support.batches import record as record_bytes
from tests.support.damage import refresh_legacy_crc

NATIVE = backend.native_backend()
needs_native = pytest.mark.skipif(NATIVE is None, reason="pyspark_udfs._native is not built")
CONTRACT = ROOT / "docs" / "native-contract.md"
SOURCES = ROOT / "pyspark_udfs" / "native"
INT32_MAX, INT64_MAX, INT64_MIN = 2**31 - 1, 2**63 - 1, -(2**63)


# ------------------------------------------------------------------------------------------------
# The list


class Pair(NamedTuple):
    rule: str
    python: list[str]
    cpp: list[tuple[str, list[str]]]  # (file under pyspark_udfs/, names)
    tests: list[tuple[str, list[str]]]  # (file, test functions)


def contract_pairs() -> list[Pair]:
    """The rows of the table in docs/native-contract.md."""
    pairs = []
    for line in CONTRACT.read_text().splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if not line.startswith("|") or len(cells) != 4 or cells[0] in ("Rule", "---"):
            continue
        pairs.append(Pair(cells[0], _ticked(cells[1]), _files_and_names(cells[2]), _files_and_names(cells[3])))
    return pairs


def _files_and_names(cell: str) -> list[tuple[str, list[str]]]:
    """```file`: `name`, `name`; `file`: `name``` as [(file, [name, name]), (file, [name])]."""
    groups = []
    for group in cell.split(";"):
        file, _, names = group.partition(":")
        groups.append((_ticked(file)[0], _ticked(names)))
    return groups


def _ticked(text: str) -> list[str]:
    return re.findall(r"`([^`]+)`", text)


def resolve(dotted: str):
    """The object a dotted name names: the longest importable module prefix, then attributes."""
    parts = dotted.split(".")
    for cut in range(len(parts), 0, -1):
        try:
            value = importlib.import_module(".".join(parts[:cut]))
        except ModuleNotFoundError:
            continue
        for attribute in parts[cut:]:
            value = getattr(value, attribute)
        return value
    raise ImportError(dotted)


CPP_KEYWORDS = {"return", "else", "case", "throw", "new", "delete", "if", "while", "for", "switch", "sizeof"}


def cpp_definitions(text: str) -> set[str]:
    """Names a C++ source defines: functions (a body follows the parameters), structs, classes,
    enums, macros (but those #undef'd again: local helpers), and constants outside functions
    (``const``/``constexpr`` at a line's start)."""
    names = set(re.findall(r"^\s*#define\s+(\w+)", text, re.M)) - set(re.findall(r"^\s*#undef\s+(\w+)", text, re.M))
    names |= set(re.findall(r"\b(?:struct|class|enum)\s+(\w+)\s*(?::[^{;]*)?\{", text))
    names |= set(re.findall(r"^(?:static\s+)?const(?:expr)?\s+[\w:<>*,\s]+?\b(\w+)\s*(?:\[\])?\s*[=({]", text, re.M))
    for match in re.finditer(r"^[ \t]*((?:[\w:<>,*&]+[ \t]+)+)[*&]?(\w+)\s*\(", text, re.M):
        if set(match.group(1).split()) & CPP_KEYWORDS:
            continue
        depth, i = 0, match.end() - 1
        while i < len(text):
            depth += {"(": 1, ")": -1}.get(text[i], 0)
            i += 1
            if depth == 0:
                break
        rest = text[i:i + 40].lstrip()
        if rest.startswith("{") or rest.startswith("const {") or rest.startswith(": "):
            names.add(match.group(2))
    return names


def native_sources() -> dict[str, str]:
    return {str(p.relative_to(ROOT / "pyspark_udfs")): p.read_text()
            for p in sorted(SOURCES.glob("*")) if p.suffix in (".h", ".cpp")}


def test_the_list_names_what_exists():
    pairs = contract_pairs()
    assert len(pairs) >= 10
    defined = {file: cpp_definitions(text) for file, text in native_sources().items()}
    for pair in pairs:
        assert pair.python and pair.cpp and pair.tests, pair.rule
        for name in pair.python:
            resolve(name)
        for file, names in pair.cpp:
            assert file in defined, f"{pair.rule}: no file {file}"
            for name in names:
                homes = sorted(f for f, found in defined.items() if name in found)
                assert homes == [file], f"{pair.rule}: {name} is defined in {homes}, the list says {file}"
        for path, functions in pair.tests:
            tree = ast.parse((ROOT / path).read_text())
            tests = {n.name for n in tree.body if isinstance(n, ast.FunctionDef)}
            assert functions and set(functions) <= tests, (path, functions)


def test_every_shared_rule_is_listed():
    listed = {name for pair in contract_pairs() for file, names in pair.cpp for name in names}
    for file in ("native/rules.h", "native/layout.h"):
        missing = cpp_definitions(native_sources()[file]) - listed
        assert not missing, f"{file} defines {sorted(missing)}, which docs/native-contract.md does not list"


def test_guarded_has_one_definition():
    """arrow.cpp had its own guarded(), which let a parser's failure through as a RuntimeError."""
    homes = [file for file, text in native_sources().items() if "guarded" in cpp_definitions(text)]
    assert homes == ["native/guarded.h"]


# ------------------------------------------------------------------------------------------------
# Inputs: v2 batches and legacy messages made here, laid out as Kafka's DefaultRecordBatch and
# LegacyRecord write them.


def record(offset_delta: int, timestamp_delta: int = 0, key: bytes | None = None, value: bytes | None = b"v",
           headers: tuple = ()) -> bytes:
    return record_bytes(offset_delta, key, value, list(headers), timestamp_delta=timestamp_delta)


def v2_batch(records: list[bytes], *, base_offset: int = 0, last_offset_delta: int | None = None,
             base_timestamp: int = 1_000, max_timestamp: int = 9_000, base_sequence: int = -1,
             log_append_time: bool = False, count: int | None = None, tail: bytes = b"") -> bytes:
    count = len(records) if count is None else count
    last = max(count - 1, 0) if last_offset_delta is None else last_offset_delta
    attributes = 8 if log_append_time else 0
    after_crc = struct.pack(">hiqqqhii", attributes, last, base_timestamp, max_timestamp, 7, 0, base_sequence,
                            count) + b"".join(records) + tail
    head = struct.pack(">qiib", base_offset, 4 + 1 + 4 + len(after_crc), 0, 2)
    return head + struct.pack(">I", crc32c(after_crc)) + after_crc


def legacy_message(magic: int, offset: int = 0, value: bytes | None = None, timestamp: int = 5) -> bytes:
    body = struct.pack(">bb", magic, 0) + (struct.pack(">q", timestamp) if magic == 1 else b"")
    body += struct.pack(">i", -1) + (struct.pack(">i", -1) if value is None else struct.pack(">i", len(value)) + value)
    entry = struct.pack(">qiI", offset, 4 + len(body), 0) + body
    return refresh_legacy_crc(entry, 0)


def batches(data: bytes, build: str, **limits) -> list:
    with LogSegment(data, backend=build, **limits) as segment:
        return list(segment.batches())


def decoded(data: bytes, build: str) -> list[tuple[list[Record], str | None]]:
    """Each batch's records and the problem after them, through ``build``."""
    out = []
    for batch in batches(data, build):
        assert isinstance(batch, DefaultBatch), batch
        records, problem = batch.decode()
        out.append((records, None if problem is None else problem.reason))
    return out


def arrow_rows(data: bytes, low: int | None = None, high: int | None = None) -> tuple[list[dict], object]:
    """The records of the first batch of ``data`` as the native Arrow builder gives them, and its problem."""
    (batch,) = batches(data, "native")
    builder = NATIVE.module.ArrowBuilder()
    input_data, start, count, context = batch.records_input()
    _added, problem, resume = builder.add_v2(input_data, start, count, 0, context,
                                             TIMESTAMP_TYPE_IDS[batch.timestamp_type], low, high, 0, batch.crc_valid,
                                             1 << 20, 1 << 30, 1 << 30)
    assert resume is None
    table = pa.Table.from_batches([assemble(builder.finish(), [(None,) * len(PER_BATCH)])])
    table = table.set_column(COLUMNS.index("timestamp"), "timestamp", table["timestamp"].cast(pa.int64()))
    return table.select(["offset", "timestamp", "sequence"]).to_pylist(), problem


def values(records: list[Record]) -> list[tuple[int, int, int]]:
    return [(r.offset, r.timestamp, r.sequence) for r in records]


# ------------------------------------------------------------------------------------------------
# The pairs


@needs_native
def test_layout_numbers():
    assert {name: getattr(layout, name) for name in NATIVE.module.LAYOUT} == NATIVE.module.LAYOUT
    assert set(NATIVE.module.LAYOUT) == {"LOG_OVERHEAD", "LENGTH_OFFSET", "MAGIC_OFFSET", "HEADER_SIZE_UP_TO_MAGIC",
                                         "LEGACY_RECORD_OVERHEAD_V0"}


@needs_native
def test_sequence_increment():
    """Kafka's incrementSequence wraps after Int.MAX: base Int.MAX - 1 gives Int.MAX - 1, Int.MAX, 0, 1."""
    expected = [INT32_MAX - 1, INT32_MAX, 0, 1]
    assert [increment_sequence(INT32_MAX - 1, delta) for delta in range(4)] == expected
    data = v2_batch([record(d) for d in range(4)], base_sequence=INT32_MAX - 1)
    for build in ("python", "native"):
        ((records, problem),) = decoded(data, build)
        assert [r.sequence for r in records] == expected and problem is None
        (batch,) = batches(data, build)
        assert batch.last_sequence == 1
    rows, problem = arrow_rows(data)
    assert [row["sequence"] for row in rows] == expected and problem is None


@needs_native
@pytest.mark.parametrize("log_append_time", [False, True])
def test_record_values(log_append_time):
    """Offsets base + delta up to Kafka's largest, timestamps base + delta or the batch's max under
    LogAppendTime, sequences -1 when the batch has none."""
    base, base_ts, max_ts = INT64_MAX - 9, -5, 77
    deltas = [(0, 0), (2, 5), (9, -20), (-4, 2**40)]
    data = v2_batch([record(o, t) for o, t in deltas], base_offset=base, last_offset_delta=0, base_timestamp=base_ts,
                    max_timestamp=max_ts, log_append_time=log_append_time)
    expected = [(base + o, max_ts if log_append_time else base_ts + t, -1) for o, t in deltas]
    context = RecordsContext(base, base_ts, max_ts, -1, False, log_append_time)
    assert [record_values(context, o, t) for o, t in deltas] == expected
    assert expected[2][0] == INT64_MAX
    for build in ("python", "native"):
        ((records, problem),) = decoded(data, build)
        assert values(records) == expected and problem is None
    rows, problem = arrow_rows(data)
    assert problem is None
    assert rows == [{"offset": o, "timestamp": timestamp_value(t), "sequence": s} for o, t, s in expected]


@needs_native
@pytest.mark.parametrize("base, base_ts, deltas, words", [
    (INT64_MAX - 3, 0, [(0, 0), (4, 0)], f"its offset {INT64_MAX - 3} + 4 does not fit Kafka's int64"),
    (INT64_MIN + 3, 0, [(0, 0), (-4, 0)], f"its offset {INT64_MIN + 3} + -4 does not fit Kafka's int64"),
    (0, INT64_MAX - 1, [(0, 0), (1, 2)], f"its timestamp {INT64_MAX - 1} + 2 does not fit Kafka's int64"),
])
def test_out_of_range(base, base_ts, deltas, words):
    """A record whose offset or timestamp leaves int64 stops the records there, worded alike by
    both builds and given by the Arrow builder as the same problem."""
    data = v2_batch([record(o, t) for o, t in deltas], base_offset=base, last_offset_delta=0, base_timestamp=base_ts)
    context = RecordsContext(base, base_ts, 0, -1, False, False)
    (offset_delta, timestamp_delta) = deltas[1]
    assert out_of_range(context, offset_delta, timestamp_delta, *record_values(context, *deltas[1])[:2]) == words
    problems = []
    for build in ("python", "native"):
        (batch,) = batches(data, build)
        input_data, start, count, context = batch.records_input()
        records, problem, _position = batch.backend.v2_records(input_data, start, count, context, "CreateTime")
        assert len(records) == 1
        problems.append((problem.code, problem.index, problem.message))
    _rows, arrow_problem = arrow_rows(data)
    problems.append((arrow_problem[0], arrow_problem[1], arrow_problem[4]))
    assert problems == [(RecordsError.OUT_OF_RANGE, 1, words)] * 3


@needs_native
@pytest.mark.parametrize("base", [100, INT64_MAX - 6, INT64_MIN + 5])
def test_offset_range(base):
    """The rows the Python build keeps with in_offset_range are the ones the Arrow builder keeps, bounds
    past int64 too (a range that ends after the largest offset, ``offset <= 2^63 - 1`` pushed down)."""
    deltas = [-5, -1, 0, 1, 2, 3, 6]
    data = v2_batch([record(d) for d in deltas], base_offset=base, last_offset_delta=0)
    ((records, problem),) = decoded(data, "python")
    offsets = [base + d for d in deltas]
    assert [r.offset for r in records] == offsets and problem is None
    bounds = [None, offsets[0], offsets[0] + 1, offsets[3], offsets[-1], offsets[-1] + 1, INT64_MIN - 1, INT64_MAX + 1]
    for low in bounds:
        for high in bounds:
            kept = [r.offset for r in records if in_offset_range(r.offset, low, high)]
            rows, _problem = arrow_rows(data, low, high)
            assert [row["offset"] for row in rows] == kept, (low, high)


ENTRIES = {"v0": legacy_message(0), "v1": legacy_message(1), "v2": v2_batch([], count=0)}


def entry_cases() -> list[tuple[str, bytes, int, int]]:
    """(what, file bytes, available, max_batch_bytes) at each edge of read_entry's checks."""
    cases = []
    for name, entry in ENTRIES.items():
        size = len(entry)
        shorter = entry[:8] + struct.pack(">i", size - 13) + entry[12:]
        unknown = entry[:16] + b"\x03" + entry[17:]
        cases += [(f"{name} whole", entry, size, 1 << 20),
                  (f"{name} length one below its magic's smallest", shorter, size, 1 << 20),
                  (f"{name} file one byte short", entry[:-1], size - 1, 1 << 20),
                  (f"{name} at the size limit", entry, size, size - 12),
                  (f"{name} one byte over the size limit", entry, size, size - 13),
                  (f"{name} magic 3", unknown, size, 1 << 20)]
    return cases


@needs_native
@pytest.mark.parametrize("what, data, available, max_batch_bytes", entry_cases(), ids=lambda v: str(v)[:40])
def test_entry_checks(what, data, available, max_batch_bytes):
    """entry_damage refuses exactly the entries the native walk and next_batch refuse (entry_accepted)."""
    assert len(data) == available
    refused = entry_damage(backend.PythonBackend.entry_prefix(data[:17]), available, max_batch_bytes)
    accepted = refused is None
    assert accepted == what.endswith(("whole", "at the size limit"))
    limits = {"max_batch_bytes": max_batch_bytes}
    for build in ("python", "native"):
        (item,) = batches(data, build, **limits)[:1]
        assert isinstance(item, Batch) == accepted and (accepted or item.reason.startswith(refused[1]))
    walked = NATIVE.module.walk(data, available, available, max_batch_bytes + 12, "x.log", 0, 1 << 20, NATIVE)
    assert len(walked) == accepted
    found = NATIVE.module.next_batch(data, 0, 1, available, max_batch_bytes + 12)
    assert found == ((0, True) if accepted else (-1, False))
    with LogSegment(data, backend="python", max_batch_bytes=max_batch_bytes) as segment:
        assert isinstance(segment.read_entry(0), Batch) == accepted


@needs_native
def test_crc_slice():
    """checksum_of's range is the one the C++ walk and legacy_inner check, on Kafka-written entries
    (whose CRCs hold) and on copies with a byte flipped inside the range."""
    for name in ("v2-none.log", "v2-gzip.log", "v1-none.log", "v0-none.log"):
        data = (GOLDEN / name).read_bytes()
        flipped = bytearray(data)
        flipped[21 if data[16] == 2 else 17] ^= 0x10  # an unused bit of the first entry's attributes
        for copy, intact in ((data, True), (bytes(flipped), False)):
            walked = NATIVE.module.walk(copy, len(copy), len(copy), 1 << 24, name, 0, 1 << 24, NATIVE)
            assert walked and walked[0].crc_valid == intact
            for batch in walked:
                algorithm = crc32c if batch.magic == 2 else crc32
                assert batch._computed_crc == checksum_of(batch.entry, batch.parsed, algorithm)
            python = [b.computed_crc for b in batches(copy, "python") if isinstance(b, Batch)]
            assert python[:len(walked)] == [b._computed_crc for b in walked]
    (wrapper,) = [b for b in batches((GOLDEN / "v1-gzip.log").read_bytes(), "python")][:1]
    inner = bytearray(wrapper.inner_set())
    inner[20] ^= 0x01  # the first inner message's attributes: its CRC fails
    results = [build.legacy_inner(bytes(inner), 0, 1000, 0) for build in (backend.PythonBackend(), NATIVE)]
    flags = [[valid for _position, _fields, valid in messages] for messages, _next, _problem in results]
    assert flags[0] == flags[1] and flags[0][0] is False and all(flags[0][1:])


@needs_native
def test_records_problem_codes():
    """The codes have the same names and values on both sides, and each comes from the same bytes in
    both builds and in the Arrow builder."""
    assert NATIVE.module.CODES["RecordsError"] == {code.name: code.value for code in RecordsError}
    good = [record(0), record(1)]
    assert record(1)[0] == 0x0E  # its fields take 7 bytes
    cases = {  # code: (batch, records before the problem)
        RecordsError.PREMATURE_END: (v2_batch(good, count=3), 2),
        RecordsError.UNPARSABLE: (v2_batch([record(0), b"\x10\x00\xff\xff\xff\xff\xff\xff"], count=2), 1),
        RecordsError.BAD_SIZE: (v2_batch([record(0), b"\x10" + record(1)[1:] + b"\x00"], count=2), 1),
        RecordsError.REMAINING: (v2_batch(good, tail=b"\x00"), 2),
    }
    for code, (data, before) in cases.items():
        problems = []
        for build in ("python", "native"):
            (batch,) = batches(data, build)
            input_data, start, count, context = batch.records_input()
            records, problem, _position = batch.backend.v2_records(input_data, start, count, context, "CreateTime")
            assert len(records) == before
            problems.append((problem.code, problem.index, problem.declared, problem.taken))
        _rows, arrow_problem = arrow_rows(data)
        problems.append(tuple(arrow_problem[:4]))
        assert problems[0][0] == code and problems == [problems[0]] * 3, problems


@needs_native
def test_inner_problem_codes():
    """The codes have the same names and values on both sides, and each comes from the same
    decompressed inner set in both builds."""
    assert NATIVE.module.CODES["InnerError"] == {code.name: code.value for code in InnerError}
    first, second = legacy_message(1, 0, b"a"), legacy_message(1, 1, b"b")
    longer = second[:8] + struct.pack(">i", len(second) - 12 + 17) + second[12:] + bytes(17)
    cases = {
        InnerError.UNPARSABLE: first + second[:-3],  # the second is cut short
        InnerError.BAD_SIZE: first + longer,  # the second declares 17 bytes more than its fields take
    }
    for code, data in cases.items():
        results = [build.legacy_inner(data, 0, 1000, 0) for build in (backend.PythonBackend(), NATIVE)]
        (python_messages, python_next, python_problem), (native_messages, native_next, native_problem) = results
        assert len(python_messages) == len(native_messages) == 1 and python_next == native_next == len(first)
        assert python_problem.code == code and python_problem[:5] == native_problem[:5]


@needs_native
@pytest.mark.parametrize("wrapper_type", ["CreateTime", "LogAppendTime"])
def test_legacy_inner_records(wrapper_type):
    """An inner message's timestamp is the wrapper's under LogAppendTime, else its own, -1 for magic 0
    (legacy_inner_timestamp); both builds make the same records, offsets as the messages hold them,
    and find the same first compressed message."""
    wrapper_ts = 99
    compressed = bytearray(legacy_message(1, 3, b"d", timestamp=8))
    compressed[17] = 1  # the attributes: gzip
    data = (legacy_message(0, 0, b"a") + legacy_message(1, 1, b"b", timestamp=5)
            + legacy_message(1, 2, b"c", timestamp=-7) + refresh_legacy_crc(bytes(compressed), 0))
    own = [(0, None), (1, 5), (1, -7), (1, 8)]
    expected = [wrapper_ts] * 4 if wrapper_type == "LogAppendTime" else [-1, 5, -7, 8]
    assert [legacy_inner_timestamp(wrapper_type, wrapper_ts, m, t) for m, t in own] == expected
    types = ([wrapper_type] * 4 if wrapper_type == "LogAppendTime"
             else ["NoTimestampType", "CreateTime", "CreateTime", "CreateTime"])
    results = [build.legacy_records(data, 0, 1000, 0, 0, wrapper_type, wrapper_ts)
               for build in (backend.PythonBackend(), NATIVE)]
    assert results[0] == results[1]
    records, position, problem, last, compressed_at = results[1]
    assert [(r.offset, r.timestamp, r.timestamp_type, r.value, r.headers) for r in records] == [
        (o, t, k, v, []) for o, t, k, v in zip(range(4), expected, types, (b"a", b"b", b"c", b"d"), strict=True)]
    assert (position, problem, last, compressed_at) == (len(data), None, 3, 3)


@needs_native
def test_add_base():
    """A magic 1 wrapper's base goes onto the offsets up to ``end``, stopping before the first that would
    pass int64; both builds change the same records and stop at the same one."""
    offsets = [0, 5, INT64_MAX - 10, INT64_MAX - 9, 7]
    for base, end, expected in ((10, 5, 3), (10, 2, 2), (0, 5, 5), (INT64_MAX, 1, 1), (2**63, 5, 0)):
        results = []
        for build in (backend.PythonBackend(), NATIVE):
            records = [Record(o, 0, "CreateTime", None, None) for o in offsets]
            results.append((build.add_base(records, base, end), [r.offset for r in records]))
        assert results[0] == results[1] == (expected, [o + base for o in offsets[:expected]] + offsets[expected:])


@needs_native
def test_tuple_field_names():
    """_native.FIELDS names every tuple the C++ build makes or reads; each list is the Python
    class's, by name and in order, and configure() refuses a class whose fields differ."""
    fields = NATIVE.module.FIELDS
    python = {
        "Prefix": Prefix._fields, "V2Header": V2Header._fields, "LegacyHeader": LegacyHeader._fields,
        "RecordsContext": RecordsContext._fields, "InnerProblem": InnerProblem._fields,
        "RecordsProblem": tuple(inspect.signature(RecordsProblem).parameters),
        "Record": tuple(f.name for f in dataclasses.fields(Record)),
        "DefaultBatch": Batch.__slots__, "LegacyBatch": Batch.__slots__ + LegacyBatch.__slots__,
    }
    assert fields == python
    swapped = NamedTuple("Prefix", [(name, int) for name in ("len_declared", "offset", "epoch_or_crc", "magic",
                                                             "len_min")])
    with pytest.raises(RuntimeError, match="_fields are not the fields the C\\+\\+ build fills"):
        NATIVE.module.configure(Record, swapped, V2Header, LegacyHeader, backend.VIEWS_FROM)
    renamed = NamedTuple("V2Header", [(name if name != "crc" else "checksum", int) for name in V2Header._fields])
    with pytest.raises(RuntimeError, match=r"V2Header\._fields"):
        NATIVE.module.configure(Record, Prefix, renamed, LegacyHeader, backend.VIEWS_FROM)
    NATIVE.module.configure(Record, Prefix, V2Header, LegacyHeader, backend.VIEWS_FROM)
    assert type(NATIVE.v2_header((GOLDEN / "v2-none.log").read_bytes())) is V2Header


@needs_native
def test_failures_become_python_exceptions():
    """One guarded(): a parser's failure is ParseError (a ValueError the Python build's
    PARSER_FAILURES catches, worded already), a Python error stays itself, anything else is a
    RuntimeError, from the module's functions and the Arrow builder alike."""
    module = NATIVE.module
    with pytest.raises(module.ParseError) as caught:
        module.entry_prefix(b"\x00" * 5)
    assert isinstance(caught.value, PARSER_FAILURES) and caught.value.described
    with pytest.raises(PARSER_FAILURES):
        backend.PythonBackend.entry_prefix(b"\x00" * 5)
    with pytest.raises(TypeError):
        module.crc32c(42)
    with pytest.raises(RuntimeError, match="out of range"):
        module.next_batch(bytes(40), 5, 2, 40, 100)
    builder = module.ArrowBuilder()
    with pytest.raises(TypeError):
        builder.add_row(None, None, 1, 1, 0, [("key", 42)], -1, True, 0)
    context = RecordsContext(0, 0, 0, -1, False, False)
    with pytest.raises(TypeError):
        builder.add_v2(42, 0, 1, 0, context, 0, None, None, 0, True, 10, 10, 10)


@needs_native
def test_arrow_nulls():
    """A timestamp whose microseconds do not fit int64 is null in the Python build's columns as in
    the native builder's (from rows; v2 records: test_record_values)."""
    stamps = [7, INT64_MAX // 1000, INT64_MAX // 1000 + 1, -(INT64_MAX // 1000), -(INT64_MAX // 1000) - 1, None]
    rows = [dict.fromkeys(COLUMNS) | {"offset": 1, "timestamp": ms} for ms in stamps]
    python = to_record_batch([tuple(row[c] for c in COLUMNS) for row in rows]).column("timestamp")
    builder = NATIVE.module.ArrowBuilder()
    for row in rows:
        builder.add_row(None, None, row["offset"], row["timestamp"], None, None, None, None, 0)
    native = assemble(builder.finish(), [(None,) * len(PER_BATCH)]).column(COLUMNS.index("timestamp"))
    assert native.cast(pa.int64()).to_pylist() == python.cast(pa.int64()).to_pylist()
    assert python.cast(pa.int64()).to_pylist() == [timestamp_value(ms) for ms in stamps]
    assert [timestamp_value(ms) is None for ms in stamps] == [False, False, True, False, True, True]


# ------------------------------------------------------------------------------------------------
# The extension's stub, the batch interface, the import graph


@needs_native
def test_the_stub_matches_the_extension(tmp_path):
    """mypy's stubtest: every name the built module exports is in _native.pyi with a matching kind
    and signature, and the stub names nothing the module lacks."""
    pytest.importorskip("mypy.stubtest")
    env = dict(os.environ, PYTHONPATH=str(ROOT), MYPYPATH=str(ROOT), MYPY_CACHE_DIR=str(tmp_path / "cache"))
    run = subprocess.run([sys.executable, "-m", "mypy.stubtest", "pyspark_udfs._native"], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stdout[-4000:] + run.stderr[-2000:]
    stub = ast.parse((ROOT / "pyspark_udfs" / "_native.pyi").read_text())
    named = {n.name for n in stub.body if isinstance(n, (ast.FunctionDef, ast.ClassDef))}
    named |= {t.target.id for t in stub.body if isinstance(t, ast.AnnAssign)}
    assert named == {name for name in dir(NATIVE.module) if not name.startswith("_")}


def interface_members() -> dict[str, object]:
    return {name: value for name, value in vars(BatchInterface).items()
            if isinstance(value, property) or (inspect.isfunction(value) and not name.startswith("_"))}


def test_the_batch_interface_is_the_documented_list():
    """docs/python.md's list of what a Batch exposes (the README's until it moved there)."""
    text = (ROOT / "docs" / "python.md").read_text()
    listed = text[text.index("- `Batch` (`DefaultBatch`"):text.index("- `Record`:")]
    names = set(_ticked(listed)) - {"Batch", "DefaultBatch", "LegacyBatch", "RecordBatch"}
    assert names and names <= set(interface_members())


@pytest.mark.parametrize("build", ["python"] + (["native"] if NATIVE is not None else []))
def test_both_batch_classes_provide_every_member(build):
    members = interface_members()
    for cls in (DefaultBatch, LegacyBatch):
        assert not [name for name in members if not hasattr(cls, name)], cls
    seen = set()
    for name in ("v2-gzip.log", "v1-gzip.log", "v0-none.log"):
        for batch in batches((GOLDEN / name).read_bytes(), build):
            assert isinstance(batch, BatchInterface)
            seen.add(type(batch))
            for member, declared in members.items():
                if isinstance(declared, property):
                    hint = get_type_hints(declared.fget)["return"]
                    assert isinstance(getattr(batch, member), getattr(hint, "__args__", hint)), (name, member)
                else:
                    assert all(isinstance(r, Record) for r in getattr(batch, member)())
    assert seen == {DefaultBatch, LegacyBatch}


BATCH_MODULES = ("pyspark_udfs.builds.backend", "pyspark_udfs.builds.batch", "pyspark_udfs.builds.default_batch",
                 "pyspark_udfs.builds.legacy_batch")


def test_the_backend_imports_no_batch_module():
    """The batch modules register their classes with the backend; it never imports them, at any level."""
    tree = ast.parse((ROOT / "pyspark_udfs" / "builds" / "backend.py").read_text())
    imported = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    imported |= {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names}
    assert not imported & {"batch", "default_batch", "legacy_batch", "reading.segment"}


@pytest.mark.parametrize("module", BATCH_MODULES)
def test_each_module_imports_alone(module):
    code = (f"import sys, {module}; "
            "print(sorted(m for m in sys.modules "
            "if m in {'pyspark_udfs.builds.default_batch', 'pyspark_udfs.builds.legacy_batch'}))")
    run = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    loaded = {"pyspark_udfs.builds.backend": [], "pyspark_udfs.builds.batch": []}.get(module, [module])
    assert run.stdout.strip() == str(loaded) and not run.stderr


@needs_native
def test_the_walk_makes_the_registered_classes():
    """Before the batch modules are imported the native walk says so; once they are, it makes them."""
    code = ("from pyspark_udfs.builds import backend\n"
            "native = backend.native_backend()\n"
            "data = open(sys.argv[1], 'rb').read()\n"
            "try:\n    native.walk(data, len(data), len(data), 1 << 24, 'x', 0, 1 << 24, native)\n"
            "except RuntimeError as exc:\n    print('refused:', exc)\n"
            "import pyspark_udfs.builds.default_batch, pyspark_udfs.builds.legacy_batch\n"
            "print(sorted({type(b).__name__ for b in native.walk(data, len(data), len(data), 1 << 24, 'x', 0, "
            "1 << 24, native)}))\n")
    run = subprocess.run([sys.executable, "-c", "import sys\n" + code, str(GOLDEN / "mixed-magic.log")], cwd=ROOT,
                         capture_output=True, text=True, check=True)
    first, second = run.stdout.splitlines()
    assert first.startswith("refused: no batch classes registered")
    assert second == "['DefaultBatch', 'LegacyBatch']"


@needs_native
def test_made_inputs_decode_identically():
    """Every input made above, whole, through scan() in both builds (tests/reader/test_backends.py's comparison)."""
    for _what, data, _available, _max in entry_cases():
        assert_same(data)
    assert_same(v2_batch([record(d, d) for d in range(5)], base_sequence=INT32_MAX - 2, log_append_time=True))
    assert_same(legacy_message(1, 3, b"x") + legacy_message(0, 4, None))
