"""The seeds' worked examples (shared/seeds/*.txt), decoded by the generated parsers.

Where a seed and Kafka disagree, Kafka wins and the test says so.
"""
from __future__ import annotations

import re

import pytest
from kaitaistruct import KaitaiStream, BytesIO

from pyspark_udfs.crc import crc32c
from pyspark_udfs.generated.kafka_log_segment import KafkaLogSegment
from pyspark_udfs.generated.kafka_record_batch import KafkaRecordBatch
from pyspark_udfs.generated.kafka_varint import KafkaVarint
from pyspark_udfs.generated.kafka_varlong import KafkaVarlong
from pyspark_udfs.scan import scan
from pyspark_udfs.segment import LogSegment
from pyspark_udfs.zigzag import unsigned_varint, varint

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


def test_hex_dump_is_156_bytes():
    assert len(SIX_RECORDS) == 156


def test_six_record_batch_header_field_by_field():
    batch = KafkaLogSegment.from_bytes(SIX_RECORDS).entries[0].body
    assert isinstance(batch, KafkaRecordBatch)
    assert batch.base_offset == 0
    assert batch.len_batch == 144
    assert batch.partition_leader_epoch == 0
    assert batch.magic == 2
    assert batch.crc == 0x073FBB9A
    assert batch.attributes.compression == KafkaRecordBatch.CompressionType.none
    assert batch.attributes.timestamp_type == KafkaRecordBatch.TimestampType.create_time
    assert not batch.attributes.is_transactional and not batch.attributes.is_control
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
    first, second = records[0].body, records[1].body
    assert (first.attributes, first.timestamp_delta.value, first.offset_delta.value) == (0, 0, 0)
    assert (first.len_key.value, first.key, first.len_value.value, first.value) == (3, b"key", 5, b"value")
    assert first.num_headers.value == 0
    # "d406 timestamp delta = readVaint(d406) = 426", "02 offset delta = 1"
    assert second.timestamp_delta.value == 426 and second.timestamp_delta.len == 2
    assert second.offset_delta.value == 1
    assert [r.body.offset_delta.value for r in records] == [0, 1, 2, 3, 4, 5]


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
    with pytest.raises(Exception, match="b4|max"):
        KafkaVarint.from_bytes(bytes([0x80, 0x80, 0x80, 0x80, 0x80, 0x01]))


def test_varlong_extremes_are_exact_in_python():
    for value in (2**63 - 1, -(2**63), 2**53 + 1, -(2**53) - 1):
        raw = (value << 1) ^ (value >> 63)
        assert KafkaVarlong.from_bytes(unsigned_varint(raw)).value == value
