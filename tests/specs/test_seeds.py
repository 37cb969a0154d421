"""The articles' worked examples, decoded by the generated parsers and the reader.

The six-record batch is tests/fixtures/golden/seed-six-records.log; the other
examples were rebuilt with Kafka's own classes in tests/fixtures/golden/seeds/
(tests/golden/README.md, "Article seeds", lists every number the articles print).
Where an article and Kafka disagree, Kafka wins and the test says so.
"""
from __future__ import annotations

import io
import re

import pytest
from kaitaistruct import ValidationGreaterThanError
from pyspark_udfs.generated.kafka_log_segment import KafkaLogSegment
from pyspark_udfs.generated.kafka_record_batch import KafkaRecordBatch
from pyspark_udfs.generated.kafka_varint import KafkaVarint
from pyspark_udfs.generated.kafka_varlong import KafkaVarlong

from pyspark_udfs.cli import main
from pyspark_udfs.format.crc import crc32c
from pyspark_udfs.reading.scan import scan
from pyspark_udfs.reading.segment import LogSegment
from tests.conftest import GOLDEN
from tests.support.zigzag import unsigned_varint, varint

# 000_06a368ff11c5f124.txt: "six records with key 'key' and value 'value'", 156 bytes.
SIX_RECORDS_HEX = """
0000 0000 0000 0000 0000 0090 0000 0000
0207 3fbb 9a00 0000 0000 0500 0001 6363
9e4c cc00 0001 6363 9e4e 7bff ffff ffff
ffff ffff ffff ffff ff00 0000 061c 0000
0006 6b65 790a 7661 6c75 6500 1e00 d406
0206 6b65 790a 7661 6c75 6500 1e00 d806
0406 6b65 790a 7661 6c75 6500 1e00 da06
0606 6b65 790a 7661 6c75 6500 1e00 dc06
0806 6b65 790a 7661 6c75 6500 1e00 de06
0a06 6b65 790a 7661 6c75 6500
"""
SIX_RECORDS = bytes.fromhex(re.sub(r"\s", "", SIX_RECORDS_HEX))


def test_hex_dump_is_the_kafka_accepted_fixture():
    """The article's 156 bytes are seed-six-records.log, which Kafka's reader accepts."""
    assert len(SIX_RECORDS) == 156
    assert (GOLDEN / "seed-six-records.log").read_bytes() == SIX_RECORDS


def test_six_record_batch_header_field_by_field():
    batch = KafkaLogSegment.from_bytes(SIX_RECORDS).entries[0].body
    assert isinstance(batch, KafkaRecordBatch)
    assert batch.base_offset == 0
    assert batch.len_batch == 144
    assert batch.partition_leader_epoch == 0
    assert batch.magic == 2
    assert batch.crc == 0x073FBB9A
    assert batch.compression == KafkaRecordBatch.CompressionType.none
    assert batch.timestamp_type == KafkaRecordBatch.TimestampType.create_time
    assert not batch.is_transactional and not batch.is_control
    assert batch.last_offset_delta == 5
    assert batch.base_timestamp == 1526384708812
    assert batch.max_timestamp == 1526384709243
    assert batch.producer_id == -1
    assert batch.producer_epoch == -1
    # The seed annotates "ff ffff ff  first sequence = 0"; the bytes are 0xffffffff,
    # which Kafka reads as -1 (RecordBatch.NO_SEQUENCE). Kafka wins.
    assert batch.base_sequence == -1
    assert batch.num_records == 6


def test_six_record_crc_is_crc32c_from_attributes_to_end():
    batch = KafkaLogSegment.from_bytes(SIX_RECORDS).entries[0].body
    assert (batch.ofs_crc_input, batch.len_crc_input) == (21, 156 - 21)
    assert crc32c(SIX_RECORDS[21:]) == 0x073FBB9A
    assert crc32c(SIX_RECORDS[17:]) != 0x073FBB9A  # not over the CRC field itself


def test_six_record_records_field_by_field():
    batch = KafkaLogSegment.from_bytes(SIX_RECORDS).entries[0].body
    records = batch.records.records
    assert [r.len_record.value for r in records] == [14, 15, 15, 15, 15, 15]
    first, second = records[0], records[1]
    assert (first.attributes, first.timestamp_delta.value, first.offset_delta.value) == (0, 0, 0)
    assert (first.len_key.value, first.key, first.len_value.value, first.value) == (3, b"key", 5, b"value")
    assert first.num_headers.value == 0
    # "d406 timestamp delta = readVaint(d406) = 426", "02 offset delta = 1"
    assert second.timestamp_delta.value == 426 and second.timestamp_delta.len == 2
    assert second.offset_delta.value == 1
    assert [r.offset_delta.value for r in records] == [0, 1, 2, 3, 4, 5]


def test_six_records_through_the_reader():
    events = list(scan(LogSegment(SIX_RECORDS)))
    batch, records = events[0], events[1:]
    assert batch.crc_valid and batch.size == 156 and batch.last_offset == 5
    assert [r.offset for r in records] == [0, 1, 2, 3, 4, 5]
    assert records[0].timestamp == 1526384708812
    assert records[1].timestamp == 1526384708812 + 426
    assert records[-1].timestamp == 1526384709243  # the max timestamp of the header
    assert all(r.key == b"key" and r.value == b"value" and r.headers == [] for r in records)


# 000_06a368ff11c5f124.txt, the ZigZag table ("原值 / 编码后的值").
ZIGZAG_TABLE = [(0, 0), (-1, 1), (1, 2), (-2, 3), (2147483647, 4294967294), (-2147483648, 4294967295)]


@pytest.mark.parametrize("value, encoded", ZIGZAG_TABLE)
def test_zigzag_table_decodes(value, encoded):
    parsed = KafkaVarint.from_bytes(unsigned_varint(encoded))
    assert parsed.raw == encoded
    assert parsed.value == value
    assert varint(value) == unsigned_varint(encoded)


@pytest.mark.parametrize("value, encoded", ZIGZAG_TABLE)
def test_zigzag_table_as_varlong(value, encoded):
    assert KafkaVarlong.from_bytes(unsigned_varint(encoded)).value == value


def test_encodings_of_63_64_and_300():
    # "63 表示为 0111 1110", "64 表示为 1000 0000 0000 0001"
    assert KafkaVarint.from_bytes(bytes([0b01111110])).value == 63
    assert KafkaVarint.from_bytes(bytes([0b10000000, 0b00000001])).value == 64
    assert varint(63) == bytes([0b01111110]) and varint(64) == bytes([0b10000000, 0b00000001])
    # 300 as a plain (unsigned) varint: "1010 1100 0000 0010".
    parsed = KafkaVarint.from_bytes(bytes([0b10101100, 0b00000010]))
    assert parsed.raw == 300 and parsed.len == 2


def test_varint_longer_than_five_bytes_is_rejected():
    """Kafka's "Varint is too long": the spec's `valid: max: 127` on the fifth byte."""
    with pytest.raises(ValidationGreaterThanError) as info:
        KafkaVarint.from_bytes(bytes([0x80, 0x80, 0x80, 0x80, 0x80, 0x01]))
    assert (info.value.src_path, info.value.actual) == ("/seq/4", 128)


def test_varlong_extremes_are_exact_in_python():
    for value in (2**63 - 1, -(2**63), 2**53 + 1, -(2**53) - 1):
        raw = (value << 1) ^ (value >> 63)
        assert KafkaVarlong.from_bytes(unsigned_varint(raw)).value == value


# Byte counts and dump lines of the articles, on the same messages written by Kafka 3.9.1
# (tests/fixtures/golden/seeds/, see tests/golden/README.md "Article seeds").
SEEDS = GOLDEN / "seeds"


def sizes(path) -> list[int]:
    with LogSegment(path) as segment:
        return [b.size for b in segment.batches()]


def test_v0_message_sizes_34_and_31():
    # 000: "日志的大小 ... 为34B" and "本条消息的大小为31B" (65 bytes in all)
    assert sizes(SEEDS / "v0-key-value.log") == [34]
    assert sizes(SEEDS / "v0-two-messages.log") == [34, 31]
    [batch] = list(LogSegment(SEEDS / "v0-key-value.log").batches())
    assert batch.crc == 592888119 and batch.crc_valid  # "crc: 592888119" in the 0.8.2 dump


def test_v1_message_size_42():
    assert sizes(SEEDS / "v1-key-value.log") == [42]


def test_v2_batch_sizes_76_73_191_at_149():
    with LogSegment(SEEDS / "v2-three-batches.log") as segment:
        batches = list(segment.batches())
    assert [b.size for b in batches] == [76, 73, 191]
    assert batches[2].position == 149 and (batches[2].base_offset, batches[2].last_offset) == (2, 11)
    assert batches[0].crc == 1494132791 and batches[0].max_timestamp == 1538049867325


def test_seed_003_dump_lines():
    """The third article's kafka-dump-log output (Kafka 2.2) against ours (Kafka 3.9's format).

    Kafka 3.9 prints `deleteHorizonMs: OptionalLong.empty` after isControl, the codec in lower
    case, and `keySize`/`valueSize`; the article's 2.2 output lacks the first and spells the
    others `NONE`, `keysize`, `valuesize`. Kafka 3.9 wins; every value is the article's.
    """
    path = SEEDS / "topic_test-0" / "00000000000000000099.log"
    out = io.StringIO()
    assert main(["dump", "--print-data-log", str(path)], out=out, err=io.StringIO()) == 0
    lines = out.getvalue().splitlines()
    article_batch = ("baseOffset: 99 lastOffset: 102 count: 4 baseSequence: -1 lastSequence: -1 producerId: -1 "
                     "producerEpoch: -1 partitionLeaderEpoch: 0 isTransactional: false isControl: false "
                     "position: 0 CreateTime: 1611670759851 size: 137 magic: 2 compresscodec: NONE "
                     "crc: 820456027 isvalid: true")
    article_records = [
        "| offset: 99 CreateTime: 1611670759849 keysize: 5 valuesize: 7 sequence: -1 headerKeys: [] "
        "key: key-1 payload: value-1",
        "| offset: 100 CreateTime: 1611670759849 keysize: 5 valuesize: 7 sequence: -1 headerKeys: [] "
        "key: key-2 payload: value-2",
        "| offset: 101 CreateTime: 1611670759851 keysize: 5 valuesize: 7 sequence: -1 headerKeys: [] "
        "key: key-5 payload: value-5",
        "| offset: 102 CreateTime: 1611670759851 keysize: 5 valuesize: 7 sequence: -1 headerKeys: [] "
        "key: key-6 payload: value-6",
    ]
    in_kafka_3_9 = (article_batch.replace("isControl: false ", "isControl: false deleteHorizonMs: OptionalLong.empty ")
                    .replace("compresscodec: NONE", "compresscodec: none"))
    assert lines == [f"Dumping {path}", "Log starting offset: 99", in_kafka_3_9,
                     *(r.replace("keysize", "keySize").replace("valuesize", "valueSize") for r in article_records)]
    assert sizes(path) == [137]  # "61+(18+1)*4=137B"
