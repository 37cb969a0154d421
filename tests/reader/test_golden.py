"""Every Kafka-written fixture, read by us, reports exactly what Kafka's own reader reported.

The fixtures and their ``*.expected.jsonl`` reports come from
tests/golden/GoldenSegments.java (Kafka 3.9.1's MemoryRecordsBuilder,
FileRecords and record iterators); see tests/golden/README.md.
"""
from __future__ import annotations

import json

import pytest

from pyspark_udfs.builds.batch import Batch
from pyspark_udfs.cli import jsonl
from pyspark_udfs.format.model import Record
from pyspark_udfs.reading.scan import scan
from pyspark_udfs.reading.segment import LogSegment
from tests.conftest import expected_path, golden_logs, read_jsonl

LOGS = golden_logs()


def our_report(path) -> list[dict]:
    """Our events in the expected files' shape (record size fields included)."""
    out = []
    with LogSegment(path) as segment:
        for event in scan(segment, strict=True):
            if isinstance(event, Batch):
                out.append(jsonl.batch_object(event, event.base_offset))
            elif isinstance(event, Record):
                obj = json.loads(jsonl.record_json(event, jsonl.dumps(str(path))))
                obj["key_size"], obj["value_size"] = event.key_size, event.value_size
                out.append(obj)
    return out


def test_there_are_golden_fixtures_for_every_magic_and_codec():
    names = {p.name for p in LOGS}
    for magic in ("v0", "v1", "v2"):
        for codec in ("none", "gzip", "snappy", "lz4"):
            assert f"{magic}-{codec}.log" in names
    assert "v2-zstd.log" in names and "mixed-magic.log" in names


@pytest.mark.parametrize("path", LOGS, ids=[p.name for p in LOGS])
def test_matches_kafkas_reader(path):
    expected = read_jsonl(expected_path(path))
    ours = our_report(path)
    assert [o["type"] for o in ours] == [e["type"] for e in expected]
    for index, (mine, theirs) in enumerate(zip(ours, expected, strict=True)):
        for field, value in theirs.items():
            if field == "control" and value is not None:
                for key, inner in value.items():
                    assert mine["control"][key] == inner, (index, field, key)
                continue
            assert mine[field] == value, (index, theirs["type"], field)
