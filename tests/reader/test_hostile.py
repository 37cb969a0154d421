"""Hostile input: decompression bombs, files changing under the reader, odd paths."""
from __future__ import annotations

import gzip
import io
import os

import cramjam
import lz4.frame
import pytest
import zstandard

from pyspark_udfs.errors import CompressionError, InputError, KafkaLogError
from pyspark_udfs.format.compression import SNAPPY_JAVA_MAGIC, decompress
from pyspark_udfs.format.model import Record
from pyspark_udfs.reading.scan import scan
from pyspark_udfs.reading.segment import LogSegment
from tests.conftest import GOLDEN
from tests.support.damage import batch_starts

BOMB_SIZE = 64 * 1024 * 1024  # 64 MiB of zeros compresses to a few KB
LIMIT = 1024 * 1024


def snappy_java(raw: bytes) -> bytes:
    out = bytearray(SNAPPY_JAVA_MAGIC + b"\x00\x00\x00\x01\x00\x00\x00\x01")
    for i in range(0, len(raw), 1 << 20):
        block = bytes(cramjam.snappy.compress_raw(raw[i:i + (1 << 20)]))
        out += len(block).to_bytes(4, "big") + block
    return bytes(out)


BOMBS = {
    "gzip": lambda raw: gzip.compress(raw),
    "lz4": lambda raw: lz4.frame.compress(raw),
    "zstd": lambda raw: zstandard.ZstdCompressor().compress(raw),
    "snappy": snappy_java,
}


@pytest.mark.parametrize("codec", sorted(BOMBS))
def test_decompression_bomb_stops_at_the_limit(codec):
    bomb = BOMBS[codec](b"\x00" * BOMB_SIZE)
    assert len(bomb) < BOMB_SIZE // 20  # snappy's ratio on zeros is ~21:1, the others far more
    with pytest.raises(CompressionError, match=f"more than {LIMIT} bytes"):
        decompress(codec, bomb, magic=2, limit=LIMIT)


@pytest.mark.parametrize("codec", sorted(BOMBS))
def test_under_the_limit_decompresses(codec):
    raw = os.urandom(1000) * 50
    assert decompress(codec, BOMBS[codec](raw), magic=2, limit=len(raw)) == raw


def test_raw_snappy_block_bomb_is_refused_before_decompressing():
    block = bytes(cramjam.snappy.compress_raw(b"\x00" * BOMB_SIZE))
    with pytest.raises(CompressionError, match="more than"):
        decompress("snappy", block, magic=2, limit=LIMIT)


def test_growing_file_reads_consistently_up_to_the_size_at_open(tmp_path):
    source = GOLDEN / "v2-none.log"
    live = tmp_path / "00000000000000000000.log"
    live.write_bytes(source.read_bytes())
    with LogSegment(live) as segment:
        events = scan(segment)
        first = next(events)
        with open(live, "ab") as appender:  # the broker appends half a batch meanwhile
            appender.write(source.read_bytes()[:40])
        rest = list(events)
    assert first.position == 0 and not [e for e in rest if isinstance(e, KafkaLogError)]
    assert [e.offset for e in rest if isinstance(e, Record)][-1] == 1009 or rest


def test_shrinking_file_gives_an_error_not_a_crash(tmp_path, monkeypatch):
    monkeypatch.setattr("pyspark_udfs.reading.segment._READ_CHUNK", 4096)  # so the cut is not yet buffered
    monkeypatch.setattr("pyspark_udfs.reading.segment._WALK_READ_CHUNK", 4096)
    source = GOLDEN / "indexed-0" / "00000000000000005000.log"
    data = source.read_bytes()
    live = tmp_path / source.name
    live.write_bytes(data)
    starts = batch_starts(data)
    with LogSegment(live) as segment:
        items = segment.batches()
        next(items)
        os.truncate(live, starts[60] + 20)  # cut inside a later batch while reading
        rest = list(items)
    batches = [i for i in rest if not hasattr(i, "reason")]
    damage = [i for i in rest if hasattr(i, "reason")]
    assert [b.position for b in batches] == starts[1:60]  # every whole batch before the cut
    assert all(b.crc_valid for b in batches)
    assert damage and damage[0].position == starts[60] and not damage[-1].resumable


def test_symlink_and_directory_are_clear_errors(tmp_path):
    link = tmp_path / "link.log"
    link.symlink_to(GOLDEN / "v2-none.log")
    with pytest.raises(InputError, match="symbolic link"):
        LogSegment(link)
    with pytest.raises(InputError, match="directory"):
        LogSegment(tmp_path)


def test_non_seekable_stream_is_refused():
    class Pipe(io.RawIOBase):
        def readable(self):
            return True

        def seekable(self):
            return False

    with pytest.raises(InputError, match="not seekable"):
        LogSegment(Pipe())


def test_plain_raw_snappy_block_is_accepted_as_kafka_does():
    raw = b"kafka " * 1000
    assert decompress("snappy", bytes(cramjam.snappy.compress_raw(raw)), magic=1) == raw


def test_kafka_3160_header_checksum_is_only_forgiven_for_magic_0():
    frame = bytearray(lz4.frame.compress(b"abc" * 100, content_checksum=False, store_size=False))
    frame[6] ^= 0xFF  # wrong header checksum
    assert decompress("lz4", bytes(frame), magic=0) == b"abc" * 100
    with pytest.raises(CompressionError):
        decompress("lz4", bytes(frame), magic=1)
