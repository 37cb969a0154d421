"""The reader library on Kafka's fixtures and on damaged copies of them."""
from __future__ import annotations

import io
import struct

import pytest

from pyspark_udfs.builds.batch import Batch
from pyspark_udfs.errors import (
    ChecksumError,
    CompressionError,
    CorruptBatchError,
    InputError,
    KafkaLogError,
    TruncatedError,
)
from pyspark_udfs.format.model import Record
from pyspark_udfs.reading.scan import scan
from pyspark_udfs.reading.segment import LogSegment
from tests.conftest import GOLDEN, expected_path, read_jsonl
from tests.support.damage import batch_starts, flip, put, refresh_v2_crc


def events(data: bytes, **kwargs) -> list:
    return list(scan(LogSegment(data, name="damaged.log"), **kwargs))


def problems(evts) -> list[KafkaLogError]:
    return [e for e in evts if isinstance(e, KafkaLogError)]


def offsets(evts) -> list[int]:
    return [e.offset for e in evts if isinstance(e, Record)]


def expected_offsets(name: str) -> list[int]:
    return [e["offset"] for e in read_jsonl(expected_path(GOLDEN / name)) if e["type"] == "record"]


def fixture(name: str) -> bytes:
    return (GOLDEN / name).read_bytes()


def test_reads_path_bytes_and_file_object_alike():
    path = GOLDEN / "v2-lz4.log"
    by_path = offsets(scan(LogSegment(path)))
    by_bytes = offsets(scan(LogSegment(path.read_bytes())))
    with open(path, "rb") as handle:
        by_handle = offsets(scan(LogSegment(handle)))
    assert by_path == by_bytes == by_handle == expected_offsets("v2-lz4.log")


def test_memory_is_bounded_by_the_read_buffer():
    """The file is read 1 MiB at a time (or one batch, when a batch is larger), never whole."""
    path = GOLDEN / "indexed-0" / "00000000000000005000.log"
    reads = []

    class Spy(io.FileIO):
        def read(self, size=-1):
            reads.append(size)
            return super().read(size)

    with Spy(str(path), "r") as handle, LogSegment(handle, max_batch_bytes=1000) as segment:
        items = list(segment.batches())
    big = [i for i in items if not isinstance(i, Batch)]
    assert len(items) == 90 and big  # batches over 1000 bytes are refused unread
    assert all(r is not None and 0 <= r <= 1 << 20 for r in reads)


def test_a_batch_larger_than_the_read_buffer_is_read_whole(monkeypatch):
    monkeypatch.setattr("pyspark_udfs.reading.segment._READ_CHUNK", 100)
    monkeypatch.setattr("pyspark_udfs.reading.segment._WALK_READ_CHUNK", 100)
    path = GOLDEN / "indexed-0" / "00000000000000005000.log"
    with LogSegment(path) as segment:
        batches = list(segment.batches())
    assert len(batches) == 90 and all(isinstance(b, Batch) and b.crc_valid for b in batches)


def test_input_is_opened_read_only(tmp_path, monkeypatch):
    modes = []
    real_open = open
    monkeypatch.setattr("builtins.open", lambda f, mode="r", *a, **k: modes.append(mode) or real_open(f, mode, *a, **k))
    list(scan(LogSegment(GOLDEN / "v2-gzip.log")))
    assert modes == ["rb"]


def test_flipped_byte_in_a_value_fails_the_crc_but_keeps_the_batch():
    data = fixture("v2-none.log")
    start = batch_starts(data)[1]
    evts = events(flip(data, start + 61 + 12))
    errors = problems(evts)
    assert any(isinstance(e, ChecksumError) and e.position == start for e in errors)
    assert len([e for e in evts if isinstance(e, Batch)]) == 3


@pytest.mark.parametrize("name", ["v2-gzip.log", "v2-snappy.log", "v2-lz4.log", "v2-zstd.log",
                                  "v1-gzip.log", "v0-snappy.log", "v1-lz4.log"])
def test_flipped_byte_in_a_compressed_payload_is_reported_and_the_next_batch_read(name):
    data = fixture(name)
    starts = batch_starts(data)
    header = 61 if data[starts[0] + 16] == 2 else 12 + 22
    damaged = flip(data, starts[0] + header + 12)
    evts = events(damaged)
    errors = problems(evts)
    assert errors and all(e.file == "damaged.log" and e.position == starts[0] for e in errors)
    # everything in the later batches is still there
    later = expected_offsets(name)[-1]
    assert later in offsets(evts)


def test_flipped_crc_byte():
    data = fixture("v1-none.log")
    evts = events(flip(data, 12))
    [error] = problems(evts)
    assert isinstance(error, ChecksumError) and error.position == 0
    assert offsets(evts) == expected_offsets("v1-none.log")


def test_truncated_tail_is_trailing_bytes_not_a_crash():
    data = fixture("v2-zstd.log")
    last = batch_starts(data)[-1]
    evts = events(data[: last + 30])
    [error] = problems(evts)
    assert isinstance(error, TruncatedError) and error.position == last and error.size == 30
    assert "truncated" in error.reason


def test_length_past_the_end_of_the_file():
    data = fixture("v2-none.log")
    last = batch_starts(data)[-1]
    evts = events(put(data, last + 8, ">i", 10_000))
    [error] = problems(evts)
    assert isinstance(error, TruncatedError) and error.position == last


def test_negative_length_is_skipped_by_finding_the_next_intact_batch():
    data = fixture("v2-none.log")
    first, second, third = batch_starts(data)
    evts = events(put(data, second + 8, ">i", -5))
    [error] = problems(evts)
    assert error.position == second and "impossible length -5" in error.reason
    assert error.size == third - second and f"next intact batch found at byte {third}" in error.reason
    assert [e.position for e in evts if isinstance(e, Batch)] == [first, third]


def test_without_resync_reading_stops_at_an_untrusted_length():
    data = put(fixture("v2-none.log"), batch_starts(fixture("v2-none.log"))[1] + 8, ">i", -5)
    with LogSegment(data) as segment:
        items = list(segment.batches(resync=False))
    assert len(items) == 2 and not items[-1].resumable


def test_unknown_magic_is_skipped_by_its_length():
    data = fixture("v2-none.log")
    second = batch_starts(data)[1]
    evts = events(put(data, second + 16, ">b", 7))
    [error] = problems(evts)
    assert isinstance(error, CorruptBatchError) and error.position == second and "unknown magic 7" in error.reason
    assert len([e for e in evts if isinstance(e, Batch)]) == 2  # the first and the third


def test_unknown_codec():
    data = fixture("v2-none.log")
    first = batch_starts(data)[0]
    attributes = struct.unpack_from(">h", data, first + 21)[0]
    damaged = refresh_v2_crc(put(data, first + 21, ">h", attributes | 0x07), first)
    evts = events(damaged)
    [error] = problems(evts)
    assert isinstance(error, CompressionError) and "unknown compression codec" in error.reason


def test_wrong_record_count_both_ways():
    data = fixture("v2-none.log")
    first = batch_starts(data)[0]
    count = struct.unpack_from(">i", data, first + 57)[0]
    more = events(refresh_v2_crc(put(data, first + 57, ">i", count + 2), first))
    [error] = problems(more)
    assert "header declares" in error.reason and error.position == first
    fewer = events(refresh_v2_crc(put(data, first + 57, ">i", count - 1), first))
    [error] = problems(fewer)
    assert "records still remaining" in error.reason
    assert offsets(fewer)[:count - 1] == expected_offsets("v2-none.log")[:count - 1]


def test_huge_record_count_does_not_allocate():
    data = fixture("v2-none.log")
    first = batch_starts(data)[0]
    evts = events(refresh_v2_crc(put(data, first + 57, ">i", 2**31 - 1), first))
    assert any("header declares 2147483647 records" in e.reason for e in problems(evts))


def test_garbage_after_the_last_batch():
    data = fixture("v2-snappy.log") + b"\x00" * 9
    evts = events(data)
    [error] = problems(evts)
    assert isinstance(error, TruncatedError) and error.size == 9
    assert "9 trailing bytes" in error.reason


def test_empty_file():
    assert events(b"") == []


def test_strict_mode_raises_with_location():
    data = fixture("v2-none.log")
    with pytest.raises(ChecksumError) as info:
        list(scan(LogSegment(flip(data, 20), name="x.log"), strict=True))
    assert info.value.file == "x.log" and info.value.position == 0
    assert "x.log at byte 0" in str(info.value)


def test_decompression_limit_stops_a_large_payload():
    with LogSegment(GOLDEN / "v2-gzip.log", decompression_limit=10) as segment:
        errors = problems(scan(segment))
    assert errors and all(isinstance(e, CompressionError) and "more than 10 bytes" in e.reason for e in errors)


def test_batch_over_the_size_limit_is_skipped_not_read():
    with LogSegment(GOLDEN / "v2-none.log", max_batch_bytes=40) as segment:
        items = list(segment.batches())
    assert all(not isinstance(i, Batch) for i in items)
    assert [i.position for i in items] == batch_starts(fixture("v2-none.log"))


@pytest.mark.parametrize("make, reason", [
    (lambda tmp: tmp, "is a directory"),
    (lambda tmp: tmp / "missing.log", "no such file"),
])
def test_bad_paths_are_clear_errors(tmp_path, make, reason):
    with pytest.raises(InputError, match=reason):
        LogSegment(make(tmp_path))


def test_a_record_whose_fields_disagree_with_its_length_is_reported():
    """Kafka: "Invalid record size: expected to read N bytes in record payload, but instead read M"."""
    data = fixture("v2-none.log")
    second = batch_starts(data)[1]
    assert data[second + 70] == 0x0E  # the first record's value length, 7 as a zigzag varint
    damaged = refresh_v2_crc(put(data, second + 70, ">B", 0x0F), second)  # now -8: a null value
    evts = events(damaged)
    [error] = problems(evts)
    assert isinstance(error, CorruptBatchError) and error.position == second
    assert "invalid record size: record 0 declares 29 bytes but its fields take 11" in error.reason


def test_the_reader_picks_the_format_the_segment_spec_picks():
    """segment.ENTRY_FORMATS mirrors the body switch of kafka_log_segment.ksy's entry."""
    from pyspark_udfs.generated.kafka_log_segment import KafkaLogSegment

    from pyspark_udfs.reading.entries import ENTRY_FORMATS
    seen = set()
    for name in ("mixed-magic.log", "v2-zstd.log"):
        for entry in KafkaLogSegment.from_bytes(fixture(name)).entries:
            assert type(entry.body) is ENTRY_FORMATS[entry.prefix.magic].spec
            seen.add(entry.prefix.magic)
    assert seen == set(ENTRY_FORMATS) == {0, 1, 2}


def _rewrap_v1_gzip(data: bytes, edit) -> bytes:
    """The first wrapper of a v1 gzip segment with ``edit`` applied to its decompressed message set."""
    import gzip
    import zlib
    size = struct.unpack_from(">i", data, 8)[0]
    wrapper = data[:12 + size]
    key_len = struct.unpack_from(">i", wrapper, 26)[0]
    value_at = 30 + max(key_len, 0) + 4
    inner = edit(gzip.decompress(wrapper[value_at:]))
    value = gzip.compress(inner)
    body = wrapper[16:value_at - 4] + struct.pack(">i", len(value)) + value
    return wrapper[:8] + struct.pack(">iI", len(body) + 4, zlib.crc32(body)) + body


def test_an_inner_message_whose_size_disagrees_with_its_fields_is_named():
    """The first inner message declares one byte more than its fields take (a byte is inserted
    after it, so the next message is still where its size says)."""
    sizes = []

    def grow_first(inner: bytes) -> bytes:
        sizes.append(struct.unpack_from(">i", inner, 8)[0])
        end = 12 + sizes[0]
        return put(inner[:end] + b"\0" + inner[end:], 8, ">i", sizes[0] + 1)
    data = _rewrap_v1_gzip(fixture("v1-gzip.log"), grow_first)
    [error] = problems(events(data))
    assert isinstance(error, CorruptBatchError) and error.position == 0
    assert error.reason == (f"inner message 0 (byte 0 of the decompressed message set) declares "
                            f"{sizes[0] + 1} bytes but its fields take {sizes[0]}")


def test_an_inner_size_past_the_end_of_the_message_set_is_named():
    starts = []

    def grow_last(inner: bytes) -> bytes:
        position = 0
        while position < len(inner):
            starts.append(position)
            position += 12 + struct.unpack_from(">i", inner, position + 8)[0]
        last = starts[-1]
        return put(inner, last + 8, ">i", len(inner) - last - 12 + 1)
    data = _rewrap_v1_gzip(fixture("v1-gzip.log"), grow_last)
    evts = events(data)
    [error] = problems(evts)
    last = starts[-1]
    assert error.reason.startswith(f"inner message {len(starts) - 1} (byte {last} of the decompressed message set) "
                                   f"declares")
    assert offsets(evts) == []  # magic 1: the sizes are walked before any record is given


def test_a_compressed_inner_message_is_refused_as_kafka_does():
    import zlib

    def compress_flag_on_second(inner: bytes) -> bytes:
        second = 12 + struct.unpack_from(">i", inner, 8)[0]
        flagged = put(inner, second + 17, ">b", 1)  # attributes: gzip
        size = struct.unpack_from(">i", flagged, second + 8)[0]
        crc = zlib.crc32(flagged[second + 16:second + 12 + size])
        return put(flagged, second + 12, ">I", crc)
    data = _rewrap_v1_gzip(fixture("v1-gzip.log"), compress_flag_on_second)
    evts = events(data)
    [error] = problems(evts)
    assert "inner messages must not be compressed" in error.reason
    assert len(offsets(evts)) == 1  # the first inner message was good


def _tiny_v1_messages(count: int) -> bytes:
    """``count`` inner messages of magic 1 with relative offsets, null keys and values (34 bytes each)."""
    import zlib
    body = struct.pack(">bbqii", 1, 0, 1_700_000_000_000, -1, -1)
    message = struct.pack(">iI", len(body) + 4, zlib.crc32(body)) + body
    return b"".join(struct.pack(">q", i) + message for i in range(count))


@pytest.mark.slow
def test_a_wrapper_of_many_tiny_messages_is_read_in_bounded_memory():
    """A gzip bomb of minimal inner messages must not become one parsed object per message."""
    import tracemalloc
    count = 300_000
    inner = _tiny_v1_messages(count)
    data = put(_rewrap_v1_gzip(fixture("v1-gzip.log"), lambda _: inner), 0, ">q", 5_000 + count - 1)
    [batch] = LogSegment(data, name="bomb.log").batches()
    tracemalloc.start()
    try:
        first = [r.offset for _, r in zip(range(3), batch.records(), strict=False)]
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert first == [5_000, 5_001, 5_002]
    assert peak < 3 * len(inner), f"peak {peak} bytes for {len(inner)} decompressed bytes"
    assert sum(1 for _ in batch.records()) == count


def test_past_the_messages_parsed_ahead_sizes_are_still_checked_before_any_record():
    count, bad = 5_000, 4_500  # more than a wrapper's messages parsed ahead
    inner = _tiny_v1_messages(count)
    size = len(inner) // count
    inner = put(inner, bad * size + 8, ">i", len(inner))  # message `bad` runs past the end
    data = put(_rewrap_v1_gzip(fixture("v1-gzip.log"), lambda _: inner), 0, ">q", count - 1)
    evts = events(data)
    [error] = problems(evts)
    assert error.reason == (f"inner message {bad} (byte {bad * size} of the decompressed message set) declares "
                            f"{len(inner)} bytes; {len(inner) - bad * size - 12} follow, and magic 1 needs at least 22")
    assert offsets(evts) == []
