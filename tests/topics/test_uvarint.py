"""The unsigned varint of Kafka's message encoding read as Kafka's ByteUtils.readUnsignedVarint reads it."""
from __future__ import annotations

import json

import pytest
from kaitaistruct import BytesIO, KaitaiStream
from pyspark_udfs.generated.kafka_uvarint import KafkaUvarint

from pyspark_udfs.format.parser_errors import PARSER_FAILURES
from tests.conftest import GOLDEN

CASES = json.loads((GOLDEN / "internal" / "uvarint-edges.json").read_text())["cases"]


@pytest.mark.parametrize("case", CASES, ids=[c["hex"] or "empty" for c in CASES])
def test_unsigned_varint_as_kafka_reads_it(case):
    stream = KaitaiStream(BytesIO(bytes.fromhex(case["hex"])))
    if "error" in case:
        with pytest.raises(PARSER_FAILURES):
            KafkaUvarint(stream).value  # noqa: B018 (the property read is what raises)
        return
    parsed = KafkaUvarint(stream)
    assert (parsed.value, parsed.len, stream.pos()) == (case["unsigned"], case["consumed"], case["consumed"])


def test_the_edges_include_kafkas_errors_and_dropped_bits():
    assert sum("error" in c for c in CASES) >= 4
    dropped = next(c for c in CASES if c["hex"] == "ffffffff7f")  # bits 4-6 of the 5th byte fall off
    assert dropped["unsigned"] == 2**32 - 1
