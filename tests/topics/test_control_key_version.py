"""A control record whose key (or ABORT/COMMIT value) has a negative version: Kafka's reader throws
InvalidRecordException ("Invalid version found for control record: -1. May indicate data
corruption", ControlRecordType.parseTypeId; the same for EndTransactionMarker). Both builds report it
as a problem of its batch instead of decoding an UNKNOWN control record."""
from __future__ import annotations

import io
import json

import pytest

from pyspark_udfs.builds import backend
from pyspark_udfs.builds.backend import BACKEND_ENV
from pyspark_udfs.cli import main
from pyspark_udfs.reading.segment import LogSegment
from pyspark_udfs.spark.datasource import KafkaLogDataSource
from pyspark_udfs.tables.schema import COLUMNS
from tests.conftest import GOLDEN
from tests.support.damage import refresh_v2_crc

BUILDS = ["python"] + (["native"] if backend.native_backend() is not None else [])
KEY = b"\x08\x00\x00"  # a control record's key: length 4 (zigzag 8), then version 0 (two bytes)


def with_negative_version(part: str) -> tuple[bytes, int]:
    """v2-transactional.log with the first COMMIT/ABORT marker's key version (``part="key"``) or
    value version (``"value"``) set to -1, its CRC recomputed: what a producer bug would leave."""
    data = bytearray((GOLDEN / "v2-transactional.log").read_bytes())
    with LogSegment(bytes(data)) as segment:
        batch = next(b for b in segment.batches() if b.is_control)
    at = bytes(data).index(KEY, batch.position + 61, batch.end_position) + 1  # the key's version
    if part == "value":
        at += 4 + 1  # past the key (version, type) and the value's length varint
    data[at:at + 2] = b"\xff\xff"
    return refresh_v2_crc(bytes(data), batch.position), batch.position


@pytest.mark.parametrize("part", ["key", "value"])
@pytest.mark.parametrize("build", BUILDS)
def test_a_negative_control_version_is_a_problem_for_every_reader(build, part, tmp_path, monkeypatch):
    monkeypatch.setenv(BACKEND_ENV, build)
    data, position = with_negative_version(part)
    log = tmp_path / "t-0" / "00000000000000000000.log"
    log.parent.mkdir()
    log.write_bytes(data)
    out, err = io.StringIO(), io.StringIO()
    assert main(["dump", "--json", str(log)], out, err) == 1
    errors = [o for o in map(json.loads, out.getvalue().splitlines()) if o["type"] == "error"]
    assert [e["position"] for e in errors] == [position]
    assert "validation failed" in errors[0]["reason"] and "got -1" in errors[0]["reason"], errors[0]["reason"]
    assert not [o for o in map(json.loads, out.getvalue().splitlines())
                if o["type"] == "record" and (o.get("control") or {}).get("type") == "UNKNOWN"]
    out, err = io.StringIO(), io.StringIO()
    assert main(["verify", str(log)], out, err) == 1 and f"{log} at byte {position}: " in err.getvalue()

    reader = KafkaLogDataSource({"path": str(log.parent), "backend": build, "includeControl": "true"}).reader(None)
    rows = [row for p in reader.partitions() for row in reader.read_split(p)]
    corrupt = [row for row in rows if row[COLUMNS.index("_corrupt_record")] is not None]
    assert len(corrupt) == 1 and corrupt[0][COLUMNS.index("position")] == position
