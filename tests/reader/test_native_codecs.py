"""The native build's codecs (``pyspark_udfs/native/codecs.cpp``) against compression.py.

The extension decompresses gzip and lz4 payloads through the codec libraries' C APIs
when they are clean, and leaves every other payload to :func:`compression.decompress`, which
words the problem. So for any payload: the native answer is None, or exactly the bytes
compression.py gives; and it is None wherever compression.py refuses the payload. The payloads
are the compressed records Kafka's own classes wrote (tests/golden), cut, flipped, joined and
padded, and payloads of the codecs' Python writers.
"""
from __future__ import annotations

import gzip
import os
import random
import tracemalloc

import lz4.frame
import pytest
from pyspark_udfs.generated.kafka_record_batch import KafkaRecordBatch

from pyspark_udfs.builds import backend
from pyspark_udfs.errors import CompressionError
from pyspark_udfs.format.compression import DEFAULT_DECOMPRESSED_LIMIT, decompress
from tests.reader.test_compression import COMPRESS, MiB, kafka_payloads

native = backend.native_backend()
pytestmark = pytest.mark.skipif(native is None, reason="the native build is not installed")
CODES = {codec.name: codec.value for codec in KafkaRecordBatch.CompressionType}
CODECS = ["gzip", "lz4"]  # zstd: pyspark_udfs/native/codecs.h says why not


def native_answer(codec: str, payload: bytes, limit: int = DEFAULT_DECOMPRESSED_LIMIT, magic: int = 2):
    return native.module.decompress(CODES[codec], payload, magic, limit)


def python_answer(codec: str, payload: bytes, limit: int = DEFAULT_DECOMPRESSED_LIMIT, magic: int = 2):
    """compression.py's bytes, or the CompressionError it raises."""
    try:
        return bytes(decompress(codec, payload, magic=magic, limit=limit))
    except CompressionError as exc:
        return exc


def assert_agrees(codec: str, payload: bytes, limit: int = DEFAULT_DECOMPRESSED_LIMIT, magic: int = 2) -> bool:
    """The native answer is None or compression.py's bytes, and None where compression.py refuses the
    payload; whether the native build took it."""
    ours, theirs = native_answer(codec, payload, limit, magic), python_answer(codec, payload, limit, magic)
    if isinstance(theirs, CompressionError):
        assert ours is None, f"native decompressed a payload compression.py refuses ({theirs})"
        return False
    if ours is not None:
        assert type(ours) is bytes and ours == theirs
    return ours is not None


def test_the_extension_has_both_codecs():
    """`make setup` installs the libraries: without them the fast path would be silently gone."""
    assert sorted(native.module.NATIVE_CODECS) == sorted(CODES[codec] for codec in CODECS)


@pytest.mark.parametrize("codec", CODECS)
def test_kafka_payloads_are_taken_with_compression_pys_bytes(codec):
    payloads = kafka_payloads(codec)
    for payload in payloads:
        assert assert_agrees(codec, payload)
        size = len(python_answer(codec, payload))
        assert assert_agrees(codec, payload, limit=size)
        assert native_answer(codec, payload, limit=size - 1) is None  # too large: left to compression.py


@pytest.mark.parametrize("codec", CODECS)
def test_every_cut_is_left_to_compression_py(codec):
    payload = kafka_payloads(codec)[0]
    for end in range(len(payload)):
        assert not assert_agrees(codec, payload[:end])


@pytest.mark.parametrize("codec", CODECS)
def test_flipped_bytes_agree(codec):
    """Each Kafka payload with bytes changed at random: wherever compression.py refuses one, the
    native build leaves it; wherever both take one, the bytes are the same."""
    rng = random.Random(20261126)
    taken = 0
    for payload in kafka_payloads(codec):
        for _ in range(150):
            damaged = bytearray(payload)
            for _ in range(rng.choice([1, 1, 2, 8])):
                damaged[rng.randrange(len(damaged))] = rng.randrange(256)
            taken += assert_agrees(codec, bytes(damaged))
    assert taken > 0  # changes in stored blocks' data, or under no checksum, still decompress


def test_gzip_members_one_after_the_other():
    first, second = kafka_payloads("gzip")[:2]
    assert assert_agrees("gzip", first + second)
    assert assert_agrees("gzip", first + second + first)


@pytest.mark.parametrize("codec", CODECS)
@pytest.mark.parametrize("tail", [b"\x00\x00\x00\x00", b"garbage!", b"\x00"], ids=["zeros", "garbage", "one"])
def test_bytes_after_the_stream_agree(codec, tail):
    """gzip refuses them (left to compression.py); lz4's frame decoder stops at the frame's
    end, as compression.py's does."""
    taken = assert_agrees(codec, kafka_payloads(codec)[0] + tail)
    assert taken == (codec == "lz4")


@pytest.mark.parametrize("codec", CODECS)
def test_output_past_the_first_room_and_the_limit(codec):
    """4 MB that compress 1000 times: the output grows past its first room, up to exactly the limit."""
    raw = os.urandom(4000) * 1000
    payload = COMPRESS[codec](raw)
    assert native_answer(codec, payload, limit=len(raw)) == raw
    assert native_answer(codec, payload, limit=len(raw) - 1) is None
    assert native_answer(codec, payload, limit=0) is None


def test_a_gzip_isize_that_lies_is_only_a_first_room():
    """The first room comes from the last member's ISIZE field, which the CRC does not cover:
    wrong, it is refused with the member (ISA-L checks it); the members before it are read whole."""
    raw = os.urandom(300_000)
    payload = bytearray(gzip.compress(raw))
    payload[-4:] = (0xFFFFFFFF).to_bytes(4, "little")
    assert not assert_agrees("gzip", bytes(payload))
    assert assert_agrees("gzip", gzip.compress(raw) + gzip.compress(b"x"))  # ISIZE 1, 300 KB before


@pytest.mark.parametrize("codec, payload, magic", [
    ("gzip", b"", 2),                                                # empty: compression.py's b""
    ("lz4", lz4.frame.compress(b"kafka" * 100), 0),                  # magic 0: KAFKA-3160's checksum
    ("zstd", kafka_payloads("zstd")[0], 2),                         # zstd: compression.py's
    ("gzip", b"\x00" * 4 + b"not a member", 2),                      # no gzip magic
    ("lz4", b"\x04\x22\x4d", 2),                                     # shorter than the magic
], ids=["empty", "lz4-magic-0", "zstd", "gzip-no-magic", "lz4-short"])
def test_what_is_left_to_compression_py(codec, payload, magic):
    assert native_answer(codec, payload, magic=magic) is None


@pytest.mark.parametrize("code", [CODES["none"], CODES["snappy"], CODES["zstd"], 5, 7, -1])
def test_other_codecs_are_left_to_compression_py(code):
    assert native.module.decompress(code, gzip.compress(b"kafka"), 2, DEFAULT_DECOMPRESSED_LIMIT) is None


@pytest.mark.parametrize("codec", CODECS)
def test_the_backend_words_a_problem_as_compression_py(codec):
    payload = kafka_payloads(codec)[0]
    expected = python_answer(codec, payload)
    assert native.decompress(codec, payload, magic=2) == expected
    with pytest.raises(CompressionError) as theirs:
        decompress(codec, payload[:-3], magic=2)
    with pytest.raises(CompressionError) as ours:
        native.decompress(codec, payload[:-3], magic=2)
    assert str(ours.value) == str(theirs.value)
    with pytest.raises(CompressionError, match=f"more than {len(expected) - 1} bytes"):
        native.decompress(codec, payload, magic=2, limit=len(expected) - 1)


@pytest.mark.parametrize("codec", CODECS)
def test_a_bomb_costs_about_the_limit_through_the_backend(codec):
    """256 MiB of zeros against a limit of 8 MiB: the native build stops at the limit and gives the
    payload back, compression.py then words it; the two never hold their outputs at once."""
    bomb = COMPRESS[codec](bytes(256 * MiB))
    limit = 8 * MiB
    tracemalloc.start()
    try:
        with pytest.raises(CompressionError, match=f"more than {limit} bytes"):
            native.decompress(codec, bomb, magic=2, limit=limit)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 1.5 * limit + 2 * MiB, f"peak {peak / MiB:.1f} MiB"


def test_the_first_room_is_compression_pys():
    """The native lz4 decoder is asked first for what compression.py's FIRST_ROOM says (the backend
    configures the native codecs with it: stated once; gzip's first room is its trailer's size): a first
    room of 8 MiB shows in the peak memory of a 256 KiB payload's decompression, compression.py's does
    not; a first room that makes no sense is refused."""
    from pyspark_udfs.format import compression

    module, data = native.module, bytes(range(256)) * 1024

    def peak(codec: str, payload: bytes) -> int:
        tracemalloc.start()
        try:
            assert module.decompress(CODES[codec], payload, 2, 16 * MiB) == data
            return tracemalloc.get_traced_memory()[1]
        finally:
            tracemalloc.stop()

    with pytest.raises(RuntimeError, match="configure_codecs"):
        module.configure_codecs(8, 16384, 1024, 65536)  # most below least
    payload = lz4.frame.compress(data)
    try:
        module.configure_codecs(1, 8 * MiB, 8 * MiB, 8 * MiB)
        assert peak("lz4", payload) >= 8 * MiB
    finally:
        module.configure_codecs(*compression.FIRST_ROOM)
    assert peak("lz4", payload) < 2 * len(data)
