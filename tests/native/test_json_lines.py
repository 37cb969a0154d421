"""``dump``'s record lines written by the extension (``native/lines.cpp``) are the lines the Python build
writes (``jsonl.record_json`` for ``--json``, ``dump_segments.record_line`` for deep iteration): over every
Kafka-written golden segment and over records whose fields must be escaped or are not text (the CLI's output
with the native build is held to Kafka's own reports by tests/cli/test_commands.py)."""
from __future__ import annotations

import io

import pytest

from pyspark_udfs.builds import backend
from pyspark_udfs.cli import dump_segments, jsonl
from pyspark_udfs.format.model import ControlInfo, Record
from pyspark_udfs.reading.scan import scan
from pyspark_udfs.reading.segment import LogSegment
from tests.conftest import golden_logs

NATIVE = backend.native_backend()
pytestmark = pytest.mark.skipif(NATIVE is None, reason="pyspark_udfs._native is not built")
V2_LOGS = [p for p in golden_logs() if p.name.startswith("v2-") or p.name.startswith("seed-")]


def python_lines(records: list[Record], file_json: str) -> str:
    out = io.StringIO()
    for record in records:
        jsonl.write_record_json(out.write, record, file_json)
    return out.getvalue()


def joined(pieces: list[str] | None) -> str | None:
    """The extension's pieces as one text; each piece ends a line."""
    assert pieces is None or all(piece.endswith("\n") for piece in pieces)
    return None if pieces is None else "".join(pieces)


def python_text(records: list[Record], timestamp_type: str, print_data: bool) -> str:
    batch = FakeBatch(timestamp_type)
    out = io.StringIO()
    for record in records:
        dump_segments.write_record_line(out.write, record, batch, print_data)  # type: ignore[arg-type]
    return out.getvalue()


def is_utf8(data: bytes | None) -> bool:
    try:
        str(data or b"", "utf-8")
    except UnicodeDecodeError:
        return False
    return True


class FakeBatch:
    """What record_line reads of a v2 data batch."""

    magic, is_control = 2, False

    def __init__(self, timestamp_type: str):
        self.timestamp_type = timestamp_type


def native_records(path) -> list[list[Record]]:
    """The runs of records of a segment as the native build reads them."""
    with LogSegment(path, backend="native") as segment:
        return [event for event in scan(segment, record_lists=True) if isinstance(event, list)]


@pytest.mark.parametrize("path", V2_LOGS, ids=[p.name for p in V2_LOGS])
def test_the_lines_of_kafka_written_records(path):
    file_json = jsonl.dumps(str(path))
    runs = native_records(path)
    assert runs
    for records in runs:
        text = joined(NATIVE.module.json_lines(records, file_json))
        if any(r.control is not None for r in records):
            assert text is None  # control records are written by Python, decoded
            assert NATIVE.module.text_lines(records, "CreateTime", False) is None
        else:
            assert text == python_lines(records, file_json)
            for print_data in (False, True):
                timestamp_type = records[0].timestamp_type
                shown = joined(NATIVE.module.text_lines(records, timestamp_type, print_data))
                if shown is None:  # left to Python: data it must replace bytes of
                    assert print_data and not all(map(is_utf8, (d for r in records for d in (r.key, r.value))))
                else:
                    assert shown == python_text(records, timestamp_type, print_data)


def record(**fields) -> Record:
    values = {"offset": 7, "timestamp": 1700000000000, "timestamp_type": "CreateTime", "key": b"k",
              "value": b"value", "headers": [], "sequence": -1}
    values.update(fields)
    return Record(**values)


ESCAPED = [
    record(headers=[('a"quote', b"1"), ("back\\slash", None), ("new\nline\ttab\rcr\bbs\fff", b"")]),
    record(headers=[("\x00\x01\x1f\x7f", b"\xff\x00"), ("é ü 日本 🙂", b"x" * 100)]),
    record(key=None, value=None, sequence=2**31 - 1, offset=2**63 - 1, timestamp=-1),
    record(key=b"", value=memoryview(b"0123456789")[2:7], headers=[("h", memoryview(b"abc"))]),
    record(key=bytes(range(256)), value=bytes(range(255, -1, -1)) * 3, timestamp_type="LogAppendTime"),
]


@pytest.mark.parametrize("records", [[r] for r in ESCAPED] + [ESCAPED, ESCAPED * 300],
                         ids=[*map(str, range(len(ESCAPED))), "all", "in pieces"])
@pytest.mark.parametrize("file", ["plain.log", 'a "quoted"\\name\n.log', "dir/é.log"])
def test_the_lines_of_records_json_must_escape(records, file):
    file_json = jsonl.dumps(file)
    assert joined(NATIVE.module.json_lines(records, file_json)) == python_lines(records, file_json)


TEXT = [
    record(key="é ü 日本 🙂".encode(), value=b'{"a": "\\n\x01\x7f"}\n\t', headers=[("é", b"1"), ("b,c", None)]),
    record(key=None, value=None, headers=[("a", b"")]),
    record(key=b"", value=memoryview(b"0123456789")[2:7], timestamp_type="LogAppendTime"),
    record(key=b"\xef\xbf\xbd\xf4\x8f\xbf\xbf", value=b"\xc2\x80\xe0\xa0\x80\xf0\x90\x80\x80"),  # edges that are UTF-8
]
NOT_UTF8 = [b"\xff", b"\xc0\x80", b"\xed\xa0\x80", b"\xf4\x90\x80\x80", b"\xe0\x80\x80", b"a\xe2\x82", b"\x80"]


@pytest.mark.parametrize("records", [[r] for r in TEXT] + [TEXT, TEXT * 300],
                         ids=[*map(str, range(len(TEXT))), "all", "in pieces"])
@pytest.mark.parametrize("print_data", [False, True])
def test_the_text_lines_of_records(records, print_data):
    shown = joined(NATIVE.module.text_lines(records, "CreateTime", print_data))
    assert shown == python_text(records, "CreateTime", print_data)


@pytest.mark.parametrize("data", NOT_UTF8)
def test_data_that_is_not_utf8_is_left_to_python_which_replaces_it(data):
    records = [record(), record(value=data)]
    assert NATIVE.module.text_lines(records, "CreateTime", True) is None
    assert joined(NATIVE.module.text_lines(records, "CreateTime", False)) == python_text(records, "CreateTime", False)
    out = io.StringIO()
    dump_segments.write_record_lines(out.write, records, FakeBatch("CreateTime"), True,  # type: ignore[arg-type]
                                     NATIVE.module)
    assert out.getvalue() == python_text(records, "CreateTime", True)


DECLINED = {
    "control record": record(key=b"\x00\x00\x00\x00", control=ControlInfo("COMMIT", 0, 5)),
    "value over 1 MiB": record(value=b"v" * ((1 << 20) + 1)),
    "header key with a lone surrogate": record(headers=[("bad\udcff", b"1")]),
    "offset beyond 64 bits": record(offset=2**64),
    "headers as a tuple": record(headers=(("h", b"1"),)),
    "not a Record": "text",
}


@pytest.mark.parametrize("declined", DECLINED.values(), ids=DECLINED.keys())
def test_records_it_does_not_write_are_left_to_python(declined):
    records = [record(), declined]
    assert NATIVE.module.json_lines(records, '"f"') is None
    assert NATIVE.module.text_lines(records, "CreateTime", True) is None
    if isinstance(declined, Record):  # and write_records_json writes them as the Python build does
        out = io.StringIO()
        jsonl.write_records_json(out.write, records, '"f"', NATIVE.module)
        assert out.getvalue() == python_lines(records, '"f"')
