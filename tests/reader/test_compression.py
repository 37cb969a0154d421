"""Decompression of Kafka-written payloads: the whole output, its bound, damage.

The payloads are the compressed records of the v2 fixtures Kafka's own classes wrote
(tests/golden); what they decompress to is checked against a second decoder (the
standard library's zlib for gzip, cramjam's Rust bindings for lz4 and zstd).
"""
from __future__ import annotations

import gzip
import io
import os
import tracemalloc

import cramjam
import lz4.frame
import pytest
import zstandard

from pyspark_udfs.errors import CompressionError
from pyspark_udfs.format.compression import decompress
from pyspark_udfs.reading.segment import LogSegment
from tests.conftest import GOLDEN

MiB = 1 << 20
REFERENCE = {
    "gzip": gzip.decompress,
    "lz4": lambda data: bytes(cramjam.lz4.decompress(data)),
    "zstd": lambda data: bytes(cramjam.zstd.decompress(data)),
}


def kafka_payloads(codec: str) -> list[bytes]:
    """The compressed records of each batch of the Kafka-written ``v2-<codec>.log``."""
    with LogSegment(GOLDEN / f"v2-{codec}.log") as segment:
        return [bytes(b.entry[b.parsed.ofs_records:b.parsed.ofs_records + b.parsed.len_records])
                for b in segment.batches()]


def zstd_stream(raw: bytes) -> bytes:
    """``raw`` as one zstd frame written by a stream writer, as Kafka writes them: no declared size."""
    sink = io.BytesIO()
    with zstandard.ZstdCompressor().stream_writer(sink, closefd=False) as writer:
        writer.write(raw)
    return sink.getvalue()


COMPRESS = {"gzip": gzip.compress, "lz4": lz4.frame.compress, "zstd": zstd_stream}


@pytest.mark.parametrize("codec", sorted(REFERENCE))
def test_kafka_payloads_decompress_as_a_second_decoder_says(codec):
    payloads = kafka_payloads(codec)
    assert payloads
    for payload in payloads:
        expected = REFERENCE[codec](payload)
        assert bytes(decompress(codec, payload, magic=2)) == expected
        assert bytes(decompress(codec, payload, magic=2, limit=len(expected))) == expected
        with pytest.raises(CompressionError, match=f"more than {len(expected) - 1} bytes"):
            decompress(codec, payload, magic=2, limit=len(expected) - 1)


@pytest.mark.parametrize("codec", sorted(REFERENCE))
def test_a_payload_cut_short_is_an_error(codec):
    """Every cut of a Kafka-written payload is refused (a zstd frame cut short used to give
    whatever its whole blocks held, often nothing)."""
    payload = kafka_payloads(codec)[0]
    for end in range(1, len(payload)):
        with pytest.raises(CompressionError):
            decompress(codec, payload[:end], magic=2)


def test_zstd_frame_cut_short_names_the_reason():
    payload = kafka_payloads("zstd")[0]
    with pytest.raises(CompressionError, match=r"zstd frame is truncated \(no end of frame\)"):
        decompress("zstd", payload[:-1], magic=2)


@pytest.mark.parametrize("codec", ["gzip", "zstd"])
@pytest.mark.parametrize("tail", [b"\x00\x00\x00\x00", b"garbage!"], ids=["zeros", "garbage"])
def test_bytes_after_the_stream_are_an_error(codec, tail):
    """(ISA-L reads four zeros as the start of a further gzip member, cut short.)"""
    payload = kafka_payloads(codec)[0]
    with pytest.raises(CompressionError, match=r"does not decompress|truncated"):
        decompress(codec, payload + tail, magic=2)


@pytest.mark.parametrize("codec", ["gzip", "zstd"])
def test_streams_one_after_the_other_are_one_payload(codec):
    """gzip members, zstd frames: read on, as before."""
    first, second = kafka_payloads(codec)[:2]
    expected = REFERENCE[codec](first) + REFERENCE[codec](second)
    assert bytes(decompress(codec, first + second, magic=2)) == expected


@pytest.mark.parametrize("codec", sorted(COMPRESS))
def test_output_past_the_first_piece(codec):
    """A payload that compresses far more than batches do (here 1000 times) is decompressed in
    further pieces, exactly up to the limit."""
    raw = os.urandom(4000) * 1000
    payload = COMPRESS[codec](raw)
    assert len(payload) * 100 < len(raw)
    assert bytes(decompress(codec, payload, magic=2, limit=len(raw))) == raw
    with pytest.raises(CompressionError, match="more than"):
        decompress(codec, payload, magic=2, limit=len(raw) - 1)


@pytest.mark.parametrize("codec", sorted(COMPRESS))
def test_a_bomb_costs_about_the_limit(codec):
    """256 MiB of zeros (zstd: with no declared size, as Kafka writes it) against a limit of 8 MiB."""
    bomb = COMPRESS[codec](bytes(256 * MiB))
    limit = 8 * MiB
    tracemalloc.start()
    try:
        with pytest.raises(CompressionError, match=f"more than {limit} bytes"):
            decompress(codec, bomb, magic=2, limit=limit)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 1.5 * limit + 2 * MiB, f"peak {peak / MiB:.1f} MiB"


@pytest.mark.parametrize("codec", sorted(REFERENCE))
def test_a_small_batch_allocates_no_large_block(codec):
    """A batch of a few hundred bytes costs no block of 1 MiB (the decoders were asked for 1 MiB
    at a time, which glibc maps and unmaps for each batch once a read fixes its mmap threshold)."""
    payload = kafka_payloads(codec)[0]
    decompress(codec, payload, magic=2)  # the thread's zstd decompressor made outside the measure
    tracemalloc.start()
    try:
        decompress(codec, payload, magic=2)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 256 * 1024, f"peak {peak} bytes"
