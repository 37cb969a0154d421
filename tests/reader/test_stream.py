"""pyspark_udfs.builds.stream's BufferStream and RecordStream answer the generated parsers' calls as Kaitai's
own runtime does."""
from __future__ import annotations

import io
import random

import pytest
from kaitaistruct import KaitaiStream

from pyspark_udfs.builds.stream import BufferStream, RecordStream, past_end
from tests.conftest import ROOT


def _reads(stream: KaitaiStream, plan: list[tuple[str, int]]) -> list:
    """What the stream gives for each call of ``plan``, or the error that stopped it."""
    out: list = []
    try:
        for call, n in plan:
            out.append(stream.read_bits_int_be(n) if call == "bits" else stream.read_bits_int_le(n) if call == "le" else
                       _u1(stream) if call == "u1" else stream.read_s1() if call == "s1" else
                       stream.read_s4be() if call == "s4" else stream.read_bytes(n))
            out.append((stream.pos(), stream.bits_left, stream.is_eof()))
    except EOFError as exc:
        out.append(("EOFError", str(exc)))
    return out


def _u1(stream: KaitaiStream) -> int:
    try:
        return stream.read_u1()
    except StopIteration:  # a RecordStream's at the end, as v2_records turns it into the runtime's error
        raise past_end() from None


@pytest.mark.parametrize("seed", range(400))
def test_reads_match_the_runtime(seed):
    rng = random.Random(seed)
    data = bytes(rng.randrange(256) for _ in range(rng.randrange(0, 24)))
    plan = [rng.choice([("bits", rng.randrange(1, 65)), ("bits", rng.randrange(1, 9)), ("le", rng.randrange(1, 9)),
                        ("u1", 1), ("u1", 1), ("s1", 1), ("s4", 1), ("bytes", rng.randrange(0, 4))])
            for _ in range(rng.randrange(1, 12))]
    expected = _reads(KaitaiStream(io.BytesIO(data)), plan)
    assert _reads(BufferStream(data), plan) == expected
    assert _reads(BufferStream(memoryview(data)), plan) == expected
    assert _reads(RecordStream(data), plan) == expected
    assert _reads(RecordStream(bytearray(data)), plan) == expected


def test_a_record_stream_reads_from_where_it_was_sought_and_lets_go_of_its_buffer():
    stream = RecordStream(bytes(range(10)))
    stream.seek(7)
    assert (stream.read_u1(), stream.pos(), stream.read_bytes(2), stream.is_eof()) == (7, 8, bytes([8, 9]), True)
    with pytest.raises(StopIteration):
        stream.read_u1()
    stream.close()
    assert (stream.buffer, stream.pos(), stream.size()) == (b"", 0, 0)


def test_the_legacy_attribute_bits():
    # attributes 0b0000_1_011: unused 0, LogAppendTime (1), lz4 (3), as kafka_legacy_message.ksy reads them
    stream = BufferStream(bytes([0b00001011, 0xFF]))
    assert [stream.read_bits_int_be(4), stream.read_bits_int_be(1), stream.read_bits_int_be(3)] == [0, 1, 3]
    stream.align_to_byte()
    assert stream.read_u1() == 0xFF


def test_enums_resolve_as_the_runtime_resolves_them():
    """Every generated module's _resolve_enum (written by tools/kaitai/compile.js) gives what the
    runtime's KaitaiStream.resolve_enum gives: the same member, or the same int for a value the enum
    does not name; and no module still calls the runtime's, or has its stream class replaced."""
    import enum
    import importlib

    modules = {path: importlib.import_module(f"pyspark_udfs.generated.{path.stem}")
               for path in sorted((ROOT / "generated").glob("kafka_*.py"))}
    enums = {v for module in modules.values() for c in vars(module).values() if isinstance(c, type)
             for v in vars(c).values() if isinstance(v, enum.EnumMeta)}
    using = [module for path, module in modules.items() if "_resolve_enum(" in path.read_text()]
    assert len(enums) > 10 and len(using) > 5
    for path, module in modules.items():
        assert module.KaitaiStream is KaitaiStream
        assert "KaitaiStream.resolve_enum(" not in path.read_text().replace("return KaitaiStream.resolve_enum(", "")
    for module in using:
        for enum_type in enums:
            for value in (*range(-2, 40), True, 2**70, "lz4", None, 1.0):
                looked_up = module._resolve_enum(enum_type, value)
                expected = KaitaiStream.resolve_enum(enum_type, value)
                assert looked_up == expected and type(looked_up) is type(expected)
