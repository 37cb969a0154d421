"""Framings as the registries' own code writes them: confluent-kafka's ``SchemaId`` (magic 0 and 1,
Protobuf message indexes) and serializers (the GUID in ``__value_schema_id``); Apicurio's and AWS
Glue's layouts as their Java sources write them (``Legacy8ByteIdHandler``, ``DefaultHeadersHandler``,
``AWSSchemaRegistryConstants``), built here by hand."""
from __future__ import annotations

import struct
import uuid
import zlib

import pytest

from pyspark_udfs.registry.framing import Framed, FramingError, detect, read_message_indexes

SchemaId = pytest.importorskip("confluent_kafka.schema_registry.common.serde").SchemaId
GUID = "12345678-1234-1234-1234-123456789abc"


@pytest.mark.parametrize("indexes", [[0], [1], [1, 2], [0, 300, 7], [-1]])
def test_confluent_magic_0_and_1_with_protobuf_message_indexes(indexes):
    by_id = detect(SchemaId("PROTOBUF", 70000, message_indexes=indexes).id_to_bytes() + b"payload", None, "value")
    assert (by_id.kind, by_id.schema) == ("confluent", 70000)
    assert read_message_indexes(by_id) == Framed("confluent", 70000, b"payload", tuple(indexes))
    by_guid = detect(SchemaId("PROTOBUF", guid=GUID, message_indexes=indexes).guid_to_bytes() + b"p", None, "key")
    assert read_message_indexes(by_guid) == Framed("confluent-guid", uuid.UUID(GUID), b"p", tuple(indexes))


def test_the_guid_header_wins_over_the_payload_and_is_per_field():
    header = SchemaId("AVRO", guid=GUID).guid_to_bytes()
    framed = detect(b"\x00\x00\x00\x00\x07bare", [("__value_schema_id", header)], "value")
    assert framed == Framed("confluent-header", uuid.UUID(GUID), b"\x00\x00\x00\x00\x07bare")
    assert detect(b"\x00\x00\x00\x00\x07rest", [("__value_schema_id", header)], "key").schema == 7
    with pytest.raises(FramingError, match="not magic 1"):
        detect(b"x", [("__key_schema_id", b"\x00\x00\x00\x00\x01")], "key")


def test_apicurio_legacy_global_id_and_headers():
    assert detect(b"\x00" + struct.pack(">q", 42) + b"avro", None, "value") == Framed("apicurio-legacy", 42, b"avro")
    headers = [("apicurio.value.globalId", struct.pack(">q", 2**40)), ("apicurio.value.encoding", b"BINARY")]
    assert detect(b"bare", headers, "value") == Framed("apicurio-header", 2**40, b"bare")
    assert detect(b"bare", [("apicurio.key.contentId", struct.pack(">q", 9))], "key").schema == 9
    with pytest.raises(FramingError, match="not an 8-byte long"):
        detect(b"bare", [("apicurio.value.contentId", b"\x00\x09")], "value")


def test_aws_glue_plain_and_zlib():
    version = uuid.uuid4()
    assert detect(b"\x03\x00" + version.bytes + b"avro", None, "value") == Framed("glue", version, b"avro")
    assert detect(b"\x03\x05" + version.bytes + zlib.compress(b"avro" * 50), None, "value").payload == b"avro" * 50
    with pytest.raises(FramingError, match="does not inflate"):
        detect(b"\x03\x05" + version.bytes + b"not zlib", None, "value")
    with pytest.raises(FramingError, match="compression byte 9"):
        detect(b"\x03\x09" + version.bytes, None, "value")


@pytest.mark.parametrize("data, reason", [
    (b"", "the bytes are empty"), (b"\x00\x00\x01", "truncated framing: 3 bytes"),
    (b"\x01" + bytes(10), "16-byte schema GUID"), (b"\x03\x00" + bytes(4), "AWS Glue"),
    (b"\x02abc", "first byte 2"), (b"{}", "first byte 123"),
])
def test_bytes_that_hold_no_whole_framing(data, reason):
    with pytest.raises(FramingError, match=reason):
        detect(data, None, "value")


def test_message_indexes_cut_or_out_of_range():
    for payload, reason in ((b"\x04\x02", "truncated"), (b"\x80", "truncated"), (b"\x01", "out of range"),
                            (b"\xff" * 11, "longer than 10 bytes")):
        with pytest.raises(FramingError, match=reason):
            read_message_indexes(Framed("confluent", 1, payload))


def test_aws_glues_own_codec_and_a_schema_named_by_its_version(tmp_path):
    """Bytes from the aws-glue-schema-registry package's ``codec.encode``, decoded with a schema file
    named by the schema version's UUID."""
    codec = pytest.importorskip("aws_schema_registry.codec")
    fastavro = pytest.importorskip("fastavro")
    import io
    import json

    from pyspark_udfs.registry.decoders import RegistryDecoder
    from pyspark_udfs.registry.store import SchemaStore

    schema = {"type": "record", "name": "R", "fields": [{"name": "n", "type": "long"}]}
    version = uuid.UUID("b7b4a7f0-0c0b-4f3e-9d3c-5b0b6f4b8a11")
    avro = io.BytesIO()
    fastavro.schemaless_writer(avro, fastavro.parse_schema(schema), {"n": -3})
    (tmp_path / f"{version}.avsc").write_text(json.dumps(schema))
    decoder = RegistryDecoder(SchemaStore.from_directory(tmp_path))
    for compression in (None, True):
        data = codec.encode(avro.getvalue(), version, compression=compression)
        assert detect(data, None, "value") == Framed("glue", version, avro.getvalue())
        decoded = decoder.decode(data, None, "value")
        assert (decoded.schema_id, decoded.json) == (None, '{"n":-3}')
