"""Offsets that do not fit Kafka's int64: a v2 batch whose baseOffset (outside the CRC) was damaged so
that baseOffset + lastOffsetDelta passes 2^63 - 1 is a damaged batch for every reader, in both builds."""
from __future__ import annotations

import gzip
import io
import json
import struct
import zlib

import pytest

from pyspark_udfs.builds import backend
from pyspark_udfs.builds.backend import BACKEND_ENV
from pyspark_udfs.cli import main
from pyspark_udfs.errors import KafkaLogError
from pyspark_udfs.format.crc import crc32c
from pyspark_udfs.spark.datasource import KafkaLogDataSource
from pyspark_udfs.tables.schema import COLUMNS
from tests.conftest import GOLDEN
from tests.support.batches import record
from tests.support.damage import batch_starts, put

BUILDS = ["python"] + (["native"] if backend.native_backend() is not None else [])
INT64_MAX = 2**63 - 1


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    return main(list(argv), out, err), out.getvalue(), err.getvalue()


@pytest.fixture(params=[INT64_MAX, INT64_MAX - 1, INT64_MAX - 2])
def damaged(request, tmp_path):
    """The second batch of a Kafka-written segment (several records) with its base offset near 2^63."""
    data = (GOLDEN / "v2-none.log").read_bytes()
    starts = batch_starts(data)
    last_delta = struct.unpack_from(">i", data, starts[1] + 23)[0]
    assert last_delta >= 1 and request.param + last_delta > INT64_MAX  # the sum leaves int64
    log = tmp_path / "t-0" / "00000000000000000000.log"
    log.parent.mkdir()
    log.write_bytes(put(data, starts[1], ">q", request.param))
    return log, starts[1], len(starts)


@pytest.mark.parametrize("build", BUILDS)
def test_every_command_reports_the_batch_as_damage(build, damaged, monkeypatch, tmp_path):
    monkeypatch.setenv(BACKEND_ENV, build)
    log, position, batches = damaged
    where = f"{log} at byte {position}: last offset "

    code, out, err = run("dump", "--deep-iteration", "--print-data-log", str(log))
    assert code == 1 and where in err and "Traceback" not in err
    code, out, err = run("dump", "--json", str(log))
    objects = [json.loads(line) for line in out.splitlines()]
    assert code == 1
    assert [(o["position"], o["kind"]) for o in objects if o["type"] == "error"] == [(position, "corrupt")]
    assert all(o["offset"] <= INT64_MAX for o in objects if o["type"] == "record")
    assert all(o["last_offset"] <= INT64_MAX for o in objects if o["type"] == "batch")
    code, out, err = run("verify", str(log))
    assert code == 1 and out.startswith(f"FAIL {log}: {batches - 1} batches") and where in err
    code, out, err = run("recover", str(log), "--output", str(tmp_path / "out"))
    assert code == 1 and f"  lost bytes {position}.." in out
    assert run("verify", str(tmp_path / "out" / log.name))[0] == 0


@pytest.mark.parametrize("build", BUILDS)
def test_the_spark_reader_reports_it_in_every_mode(build, damaged):
    log, position, _batches = damaged
    corrupt, offset = COLUMNS.index("_corrupt_record"), COLUMNS.index("offset")

    def rows(mode: str) -> list[tuple]:
        reader = KafkaLogDataSource({"path": str(log.parent), "backend": build, "mode": mode}).reader(None)
        return [row for p in reader.partitions() for row in reader.read_split(p)]

    permissive = rows("PERMISSIVE")
    bad = [row for row in permissive if row[corrupt] is not None]
    assert len(bad) == 1 and f"at byte {position}: last offset " in bad[0][corrupt]
    assert all(row[offset] is not None and row[offset] <= INT64_MAX for row in permissive if row[corrupt] is None)
    with pytest.raises(KafkaLogError, match=f"at byte {position}: last offset "):
        rows("FAILFAST")
    assert len(rows("DROPMALFORMED")) == len(permissive) - 1

    import pyarrow as pa

    reader = KafkaLogDataSource({"path": str(log.parent), "backend": build}).reader(None)
    table = pa.Table.from_batches([b for p in reader.partitions() for b in reader.read(p)])
    assert table.column("_corrupt_record").null_count == table.num_rows - 1
    assert table.column("offset").null_count == 1  # only the damage row's


@pytest.mark.parametrize("build", BUILDS)
def test_a_batch_ending_exactly_at_the_largest_offset_is_read(build, tmp_path, monkeypatch):
    monkeypatch.setenv(BACKEND_ENV, build)
    data = (GOLDEN / "v2-none.log").read_bytes()
    last = batch_starts(data)[-1]
    last_delta = struct.unpack_from(">i", data, last + 23)[0]
    log = tmp_path / "t-0" / f"{INT64_MAX - last_delta:020d}.log"  # offsets up to 2^31 - 1 above the name
    log.parent.mkdir()
    log.write_bytes(put(data[last:], 0, ">q", INT64_MAX - last_delta))
    code, out, err = run("dump", "--json", str(log))
    offsets = [json.loads(line)["offset"] for line in out.splitlines() if json.loads(line)["type"] == "record"]
    assert code == 0 and err == "" and max(offsets) == INT64_MAX

    import pyarrow as pa

    reader = KafkaLogDataSource({"path": str(log.parent), "backend": build}).reader(None)
    table = pa.Table.from_batches([b for p in reader.partitions() for b in reader.read(p)])
    assert table.column("offset").to_pylist() == offsets and table.column("_corrupt_record").null_count == len(offsets)


# -- one record's offset or timestamp past int64, inside a batch whose CRC holds -----------------------------------


def v2_batch(base_offset: int, last_delta: int, base_timestamp: int, max_timestamp: int, records: list[bytes]) -> bytes:
    """A v2 batch written field by field as DefaultRecordBatch lays it out, its CRC-32C computed."""
    after_crc = struct.pack(">hiqqqhii", 0, last_delta, base_timestamp, max_timestamp, -1, -1, -1,
                            len(records)) + b"".join(records)
    return struct.pack(">qiibI", base_offset, 9 + len(after_crc), 0, 2, crc32c(after_crc)) + after_crc


def v1_wrapper(offset: int, inner_offsets: list[int]) -> bytes:
    """A magic 1 gzip wrapper (LegacyRecord's layout, CRC-32 from magic on) around uncompressed inner
    messages with these relative offsets."""
    def message(offset: int, attributes: int, value: bytes) -> bytes:
        body = struct.pack(">bbqi", 1, attributes, 1_700_000_000_000, -1) + struct.pack(">i", len(value)) + value
        return struct.pack(">qiI", offset, 4 + len(body), zlib.crc32(body)) + body

    inner = b"".join(message(o, 0, b"v%d" % o) for o in inner_offsets)
    return message(offset, 1, gzip.compress(inner))


OVERFLOWS = {
    # name: (segment bytes, position of the damaged batch, the reason's words)
    "offset": (v2_batch(INT64_MAX - 1, 1, 1_700_000_000_000, 1_700_000_000_000,
                        [record(0, None, b"a"), record(5, None, b"b")]),
               "record 1 of the batch: its offset 9223372036854775806 + 5 does not fit Kafka's int64"),
    "timestamp": (v2_batch(0, 1, INT64_MAX - 10, INT64_MAX,
                           [record(0, None, b"c"), record(1, None, b"d", timestamp_delta=100)]),
                  "record 1 of the batch: its timestamp 9223372036854775797 + 100 does not fit Kafka's int64"),
    "v1 inner offset": (v1_wrapper(INT64_MAX, [0, 7, 1]),
                        "inner message offset 9223372036854775806 + 7 does not fit Kafka's int64"),
}


@pytest.mark.parametrize("build", BUILDS)
@pytest.mark.parametrize("name", OVERFLOWS)
def test_a_record_past_int64_is_damage_everywhere(build, name, tmp_path, monkeypatch):
    """The sum Java would wrap to a negative offset or time: every command and the table reader say
    where and why; nothing prints a number past int64, nothing raises."""
    from pyspark_udfs import read_table

    monkeypatch.setenv(BACKEND_ENV, build)
    data, reason = OVERFLOWS[name]
    below = max(struct.unpack_from(">q", data)[0] - 1, 0)  # a segment holds offsets up to 2^31 - 1 above its name's
    log = tmp_path / "t-0" / f"{below:020d}.log"
    log.parent.mkdir()
    log.write_bytes(data)
    where = f"{log} at byte 0: {reason}"

    code, out, err = run("dump", "--deep-iteration", "--print-data-log", str(log))
    assert code == 1 and where in err and "Traceback" not in err
    code, out, err = run("dump", "--json", str(log))
    objects = [json.loads(line) for line in out.splitlines()]
    assert code == 1 and [o["reason"] for o in objects if o["type"] == "error"] == [reason]
    assert all(-2**63 <= o[k] <= INT64_MAX for o in objects if o["type"] == "record" for k in ("offset", "timestamp"))
    code, out, err = run("verify", str(log))
    assert code == 1 and out.startswith(f"FAIL {log}") and where in err
    code, out, err = run("recover", str(log), "--output", str(tmp_path / "out"))
    assert code == 1 and "Traceback" not in err

    table = read_table(str(log), backend=build)
    corrupt = [c for c in table.column("_corrupt_record").to_pylist() if c]
    assert corrupt == [where]
    with pytest.raises(KafkaLogError, match="does not fit Kafka's int64"):
        read_table(str(log), backend=build, mode="FAILFAST")
