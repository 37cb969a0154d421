"""A v2 batch's records decoded in runs (``DefaultBatch.record_runs``) are the batch's records,
whole and in order, with a problem reported at its index in the batch, with either build."""
from __future__ import annotations

import pytest

from pyspark_udfs.builds import backend
from pyspark_udfs.builds.backend import PYTHON_RECORDS_HELD, RECORD_BYTES_HELD, RECORDS_HELD, VIEWS_FROM
from pyspark_udfs.errors import CorruptBatchError
from pyspark_udfs.reading.segment import LogSegment
from tests.support.batches import batch, big_record, record, tiny_records

BUILDS = ["python"] + (["native"] if backend.native_backend() is not None else [])
COUNT = 2 * RECORDS_HELD + 1808


def runs_of(data: bytes, choice: str) -> tuple[list[list[int]], list[str]]:
    """Each run's offsets, and the reasons of the problems after them."""
    with LogSegment(data, backend=choice) as seg:
        (only,) = list(seg.batches())
        runs, problems = [], []
        for run in only.record_runs():
            if isinstance(run, CorruptBatchError):
                problems.append(run.reason)
            else:
                runs.append([record.offset for record in run])
        return runs, problems


def tiny_record_at(index: int) -> int:
    """Where record ``index`` of :func:`tiny_records` starts (8 bytes each below 64, then 9)."""
    return index * 8 if index < 64 else 64 * 8 + (index - 64) * 9


@pytest.mark.parametrize("codec", ["none", "zstd"])
@pytest.mark.parametrize("choice", BUILDS)
def test_runs_of_many_records_are_the_records_in_order(codec, choice):
    runs, problems = runs_of(batch(tiny_records(COUNT), COUNT, codec), choice)
    held = PYTHON_RECORDS_HELD if choice == "python" else RECORDS_HELD  # shorter: see PYTHON_RECORDS_HELD
    assert [len(run) for run in runs] == [held] * (COUNT // held) + [COUNT % held] * (COUNT % held > 0)
    assert [offset for run in runs for offset in run] == list(range(COUNT)) and problems == []


@pytest.mark.parametrize("choice", BUILDS)
def test_runs_of_big_records_end_at_the_byte_budget(choice):
    size = RECORD_BYTES_HELD // 3 + 1  # three of them pass the budget
    records = b"".join(big_record(i, bytes([i]) * size) for i in range(7))
    runs, problems = runs_of(batch(records, 7, "zstd"), choice)
    assert runs == [[0, 1, 2], [3, 4, 5], [6]] and problems == []


@pytest.mark.parametrize("choice", BUILDS)
@pytest.mark.parametrize("damage, reason", [
    ("count up", f"header declares {COUNT + 1} records but the batch holds {COUNT} (premature end of records)"),
    ("count down", f"records still remaining after the {COUNT - 1} records the header declares"),
    ("record 5000 longer", "invalid record size: record 5000 declares 9 bytes but its fields take 8"),
])
def test_a_problem_past_the_first_run_names_its_record_in_the_batch(choice, damage, reason):
    records = bytearray(tiny_records(COUNT))
    count = COUNT
    if damage == "count up":
        count += 1
    elif damage == "count down":
        count -= 1
    else:
        records[tiny_record_at(5000)] = 9 << 1  # its length varint: 9 bytes instead of 8
    runs, problems = runs_of(batch(bytes(records), count, "zstd"), choice)
    assert problems == [reason]
    decoded = [offset for run in runs for offset in run]
    assert decoded == list(range(min(COUNT, count) if damage != "record 5000 longer" else 5000))


@pytest.mark.parametrize("codec", ["none", "zstd", "snappy"])
@pytest.mark.parametrize("choice", BUILDS)
def test_a_record_cut_inside_a_varint_runs_past_the_end(codec, choice):
    """The Python build reads varints a byte at a time through the buffer's iterator (stream.RecordStream):
    its end is the runtime's error, worded as for any other read past the end."""
    cut = record(1, None, b"x" * 200)[:5]  # length (2 bytes), attributes, deltas, null key; the value length cut
    runs, problems = runs_of(batch(record(0, b"k", b"v") + cut, 2, codec), choice)
    assert runs == [[0]] and problems == [
        "record 1 of the batch does not parse: runs past the end of its bytes (requested 1 bytes, but only 0 bytes "
        "available)"]


@pytest.mark.parametrize("codec", ["none", "zstd"])
@pytest.mark.parametrize("choice", BUILDS)
def test_views_share_the_big_fields_and_copy_the_others(codec, choice):
    """With ``views``, keys, values and header values of VIEWS_FROM bytes or more are memoryviews
    (of the batch's bytes), the others bytes, all equal to what was written; without, all bytes."""
    key, value, header = b"k" * VIEWS_FROM, b"v" * (VIEWS_FROM - 1), b"h" * VIEWS_FROM
    written = [(key, value, [("a", header), ("b", b"x"), ("c", None)]), (None, header, [])]
    records = b"".join(record(i, k, v, [(n.encode(), hv) for n, hv in h]) for i, (k, v, h) in enumerate(written))
    with LogSegment(batch(records, 2, codec), backend=choice) as seg:
        (only,) = list(seg.batches())
        for views in (True, False):
            (run,) = list(only.record_runs(views))
            assert [(r.key, r.value, r.headers) for r in run] == written
            fields = [run[0].key, run[0].value, run[0].headers[0][1], run[0].headers[1][1], run[1].value]
            shared = [type(f) is memoryview for f in fields]
            assert shared == ([True, False, True, False, True] if views else [False] * 5)
        assert all(type(r.value) is bytes for r in only.records())
