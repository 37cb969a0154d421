"""Peers' own test vectors, byte for byte: confluent-kafka-python's ``tests/schema_registry/test_schema_id.py``
(framings with and without message indexes, the GUID of magic 1) and Confluent's
``ProtobufConverterTest`` (``testToConnectDataForKeyWithSecondMessage``: the bytes ``0 0 0 0 1 2 2``
before ``TestMessage2``, the second message of ``TestProto.proto``). The sources are
confluentinc/confluent-kafka-python@8b1c7a61 and confluentinc/schema-registry@794611bd; the Protobuf
payloads are written by hand from the protobuf wire format (tag = field number << 3 | wire type)."""
from __future__ import annotations

import json
import uuid

import pytest

from pyspark_udfs.registry.decoders import RegistryDecoder
from pyspark_udfs.registry.framing import Framed, detect, read_message_indexes
from pyspark_udfs.registry.store import PROTOBUF, RegisteredSchema, SchemaStore

GUID_BYTES = bytes([0x01, 0x89, 0x79, 0x17, 0x62, 0x23, 0x36, 0x41, 0x86, 0x96, 0x74, 0x29, 0x9B, 0x90, 0xA8, 0x02,
                    0xE2])
"""``test_schema_guid``'s input; its GUID is 89791762-2336-4186-9674-299b90a802e2."""
GUID = uuid.UUID("89791762-2336-4186-9674-299b90a802e2")


def test_confluent_kafka_python_schema_id_vectors():
    assert detect(bytes([0x00, 0x00, 0x00, 0x00, 0x01]), None, "value") == Framed("confluent", 1, b"")
    assert detect(GUID_BYTES, None, "value") == Framed("confluent-guid", GUID, b"")
    # test_schema_guid_with_message_indexes / test_schema_id_with_message_indexes: 06 02 04 06 is [1, 2, 3]
    indexed = read_message_indexes(detect(GUID_BYTES + bytes([0x06, 0x02, 0x04, 0x06]), None, "value"))
    assert (indexed.schema, indexed.message_indexes, indexed.payload) == (GUID, (1, 2, 3), b"")
    indexed = read_message_indexes(detect(bytes([0, 0, 0, 0, 1, 0x06, 0x02, 0x04, 0x06]), None, "value"))
    assert (indexed.schema, indexed.message_indexes, indexed.payload) == (1, (1, 2, 3), b"")


TEST_PROTO = """syntax = "proto3";

package io.confluent.kafka.serializers.protobuf.test;

option java_package = "io.confluent.kafka.serializers.protobuf.test";
option java_outer_classname = "TestMessageProtos";

import "google/protobuf/descriptor.proto";

message TestMessage {
    string test_string = 1;
    bool test_bool = 2;
    bytes test_bytes = 3;
    double test_double = 4;
    float test_float = 5;
    fixed32 test_fixed32 = 6;
    fixed64 test_fixed64 = 7;
    int32 test_int32 = 8;
    int64 test_int64 = 9;
    sfixed32 test_sfixed32 = 10;
    sfixed64 test_sfixed64 = 11;
    sint32 test_sint32 = 12;
    sint64 test_sint64 = 13;
    uint32 test_uint32 = 14;
    uint64 test_uint64 = 15;
}

message TestMessage2 {
    string test_string = 1;
    bool test_bool = 2;
    bytes test_bytes = 3;
    double test_double = 4;
    float test_float = 5;
    fixed32 test_fixed32 = 6;
    fixed64 test_fixed64 = 7;
    int32 test_int32 = 8;
    int64 test_int64 = 9;
    sfixed32 test_sfixed32 = 10;
    sfixed64 test_sfixed64 = 11;
    sint32 test_sint32 = 12;
    sint64 test_sint64 = 13;
    uint32 test_uint32 = 14;
    uint64 test_uint64 = 15;
    TestMessage test_message = 16;
}
"""
"""protobuf-serializer/src/test/proto/TestProto.proto, as the converter test registers it."""
HELLO_WORLD = b"\x0a\x0bHello World" + b"\x40\x7b"
"""HELLO_WORLD_MESSAGE(2): test_string (1, length-delimited) "Hello World", test_int32 (8, varint) 123."""
NESTED = HELLO_WORLD + b"\x82\x01\x0f" + HELLO_WORLD
"""HELLO_WORLD_MESSAGE_NESTED: field 16 (tag 0x82 0x01), the 15 bytes of HELLO_WORLD_MESSAGE."""


@pytest.mark.parametrize("framing, payload, expected", [
    (bytes([0, 0, 0, 0, 1, 0]), HELLO_WORLD, {"test_string": "Hello World", "test_int32": 123}),  # TestMessage
    (bytes([0, 0, 0, 0, 1, 2, 2]), HELLO_WORLD, {"test_string": "Hello World", "test_int32": 123}),  # TestMessage2
    (bytes([0, 0, 0, 0, 1, 2, 2]), NESTED, {"test_string": "Hello World", "test_int32": 123,
                                            "test_message": {"test_string": "Hello World", "test_int32": 123}}),
])
def test_protobuf_converter_test_vectors(framing, payload, expected):
    pytest.importorskip("grpc_tools.protoc")
    store = SchemaStore([RegisteredSchema("my-topic-key", 1, 1, PROTOBUF, TEST_PROTO)])
    decoded = RegistryDecoder(store).decode(framing + payload, None, "key")
    assert (decoded.schema_id, json.loads(decoded.json)) == (1, expected)
