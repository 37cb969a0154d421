"""Aiven's own test vectors (Aiven-Open/tiered-storage-for-apache-kafka, core/src/test/java/io/aiven/kafka/
tieredstorage/): ChunkSizesBinaryCodecTest, ChunkIndexSerializationTest and SegmentManifestV1SerdeTest."""
from __future__ import annotations

import base64
import struct

import pytest
import zstandard

from pyspark_udfs.errors import InputError
from pyspark_udfs.tiered.manifest import Chunk, IndexRange, decode_chunk_sizes, parse_manifest
from tests.support.rsm_writer import encode_chunk_sizes, transformed_chunks_text

ENCODED_CHUNKS = "KLUv/SAPeQAAAAAAAwAAAAoBAAoAAAAe"
"""ChunkIndexSerializationTest.ENCODED_CHUNKS: 10, 20, 30 as the codec encodes them, in a zstd frame."""
FIXED = ('{"type":"fixed","originalChunkSize":100,"originalFileSize":250,"transformedChunkSize":110,'
         '"finalTransformedChunkSize":30}')
VARIABLE = ('{"type":"variable","originalChunkSize":100,"originalFileSize":250,"transformedChunks":"'
            + ENCODED_CHUNKS + '"}')
REMOTE_LOG_SEGMENT_METADATA_JSON = (
    '{"remoteLogSegmentId":{"topicIdPartition":{"topicId":"lZ6vvmajTWKDBUTV6SQAtQ","topicPartition":'
    '{"topic":"topic1","partition":42}},"id":"adh9f8BMS4anaUnD8KWfWg"},"startOffset":0,"endOffset":1000,'
    '"maxTimestampMs":1000000000,"brokerId":2,"eventTimestampMs":2000000000,'
    '"segmentLeaderEpochs":{"0":100,"1":200,"2":300}}')
SEGMENT_INDEXES = ('"segmentIndexes":{"offset":{"position":0,"size":1},"timestamp":{"position":1,"size":1},'
                   '"producerSnapshot":{"position":2,"size":1},"leaderEpoch":{"position":3,"size":1},'
                   '"transaction":{"position":4,"size":1}}')
WITHOUT_ENCRYPTION_JSON = (
    '{"version":"1","chunkIndex":{"type":"fixed","originalChunkSize":100,"originalFileSize":1000,'
    '"transformedChunkSize":110,"finalTransformedChunkSize":110},' + SEGMENT_INDEXES + ','
    '"compression":false,"remoteLogSegmentMetadata":' + REMOTE_LOG_SEGMENT_METADATA_JSON + '}')
WITHOUT_ENCRYPTION_WITHOUT_TXN_INDEX_JSON = WITHOUT_ENCRYPTION_JSON.replace(
    '"transaction":{"position":4,"size":1}', '"transaction":null')
WITH_ENCRYPTION_WITHOUT_SECRET_KEY_JSON = WITHOUT_ENCRYPTION_JSON.replace(
    '"compression":false,', '"compression":false,"encryption":{"aad":"CgsMDQ=="},')


def test_the_encoded_chunks_vector_decodes_to_its_three_sizes():
    raw = zstandard.ZstdDecompressor().decompress(base64.b64decode(ENCODED_CHUNKS))
    # the layout the test spells out: count, base, bytes per value, the values above the base, the last in full
    assert raw == struct.pack(">iib", 3, 10, 1) + bytes([0, 10]) + struct.pack(">i", 30)
    assert decode_chunk_sizes(raw) == [10, 20, 30]
    assert transformed_chunks_text([10, 20, 30]) == ENCODED_CHUNKS  # the writer in tests/support agrees


@pytest.mark.parametrize("values, width", [
    ([0, 1000, 2, 44002, 369], 2),
    ([2**31 - 1, 2**31 - 2, 2**31 - 3, 10], 1),
    ([(2**31 - 1) // 2, (2**31 - 1) // 2 - 1, (2**31 - 1) // 2 - 2, 10], 1),
    ([1, 2, 3, 2**31 - 1], 1),
    ([1, 0xFF + 10, 0xFF + 20, 0xFF + 30, 2**31 - 1], 2),
    ([1, 0xFFFF + 10, 0xFFFF + 20, 0xFFFF + 30, 2**31 - 1], 3),
    ([1, 0xFFFFFF + 10, 0xFFFFFF + 20, 0xFFFFFF + 30, 2**31 - 1], 4),
    (list(range(0, 2**31 - 2000, 1000 * 1000)), 4),
    (list(range(0, 2**31 - 2000, 1000 * 1000))[::-1], 4),
])
def test_chunk_sizes_codec_multiple_values(values, width):
    encoded = encode_chunk_sizes(values)
    assert len(encoded) == 4 + 4 + 1 + (len(values) - 1) * width + 4
    assert struct.unpack_from(">i", encoded)[0] == len(values) and encoded[8] == width
    assert decode_chunk_sizes(encoded) == values


@pytest.mark.parametrize("values", [[], [213], [2**31 - 1]])
def test_chunk_sizes_codec_empty_and_single(values):
    assert decode_chunk_sizes(encode_chunk_sizes(values)) == values


def manifest_with(chunk_index: str) -> bytes:
    return WITHOUT_ENCRYPTION_JSON.replace(WITHOUT_ENCRYPTION_JSON[WITHOUT_ENCRYPTION_JSON.index('{"type"'):
                                                                  WITHOUT_ENCRYPTION_JSON.index(',"segmentIndexes"')],
                                           chunk_index).encode()


def test_fixed_chunk_index_materializes_as_aiven_says():
    manifest = parse_manifest(manifest_with(FIXED), "m.rsm-manifest")
    assert manifest.chunks == (Chunk(0, 0, 100, 0, 110), Chunk(1, 100, 100, 110, 110), Chunk(2, 200, 50, 220, 30))


def test_variable_chunk_index_materializes_as_aiven_says():
    manifest = parse_manifest(manifest_with(VARIABLE), "m.rsm-manifest")
    assert manifest.chunks == (Chunk(0, 0, 100, 0, 10), Chunk(1, 100, 100, 10, 20), Chunk(2, 200, 50, 30, 30))


@pytest.mark.parametrize("missing", ["originalChunkSize", "originalFileSize", "transformedChunkSize",
                                     "finalTransformedChunkSize"])
def test_a_fixed_index_without_a_required_property_is_refused(missing):
    fields = FIXED.replace("{", "").replace("}", "").split(",")
    index = "{" + ",".join(f for f in fields if not f.startswith(f'"{missing}"')) + "}"
    with pytest.raises(InputError, match=f"m.rsm-manifest: manifest does not parse: missing required property "
                                         f"'{missing}'"):
        parse_manifest(manifest_with(index), "m.rsm-manifest")


def test_the_serde_vectors_parse():
    with_txn = parse_manifest(WITHOUT_ENCRYPTION_JSON.encode(), "m.rsm-manifest")
    assert with_txn.chunks[-1] == Chunk(9, 900, 100, 990, 110) and len(with_txn.chunks) == 10
    assert with_txn.indexes == {"offset": IndexRange(0, 1), "timestamp": IndexRange(1, 1),
                                "producerSnapshot": IndexRange(2, 1), "leaderEpoch": IndexRange(3, 1),
                                "transaction": IndexRange(4, 1)}
    assert not with_txn.compression and with_txn.encryption is None and with_txn.start_offset == 0
    without_txn = parse_manifest(WITHOUT_ENCRYPTION_WITHOUT_TXN_INDEX_JSON.encode(), "m.rsm-manifest")
    assert without_txn.indexes["transaction"] is None


def test_encryption_without_its_data_key_is_refused_as_aiven_refuses_it():
    """The serde test's JSON with the data key removed: ``dataKey`` is a required creator property."""
    with pytest.raises(InputError, match="manifest does not parse: missing required property 'dataKey'"):
        parse_manifest(WITH_ENCRYPTION_WITHOUT_SECRET_KEY_JSON.encode(), "m.rsm-manifest")


@pytest.mark.parametrize("digest, mgf1, unwraps", [("sha3-512", "sha3-512", True), ("sha512", "sha512", False),
                                                   ("sha3-512", "sha1", False), ("sha1", "sha1", False)])
def test_the_data_key_unwraps_only_with_oaep_sha3_512_and_mgf1_sha3_512(tmp_path, digest, mgf1, unwraps):
    """BouncyCastle's OAEPWithSHA3-512AndMGF1Padding (CipherSpi.engineSetPadding): SHA3-512 for both, as OpenSSL
    wraps it; a key wrapped with other digests does not unwrap."""
    pytest.importorskip("cryptography")
    from cryptography.hazmat.primitives.serialization import load_pem_private_key

    from pyspark_udfs.tiered.keys import oaep_decrypt
    from tests.support.rsm_writer import oaep_wrap, rsa_key_pair

    pair = rsa_key_pair(tmp_path)
    data_key = bytes(range(32))
    wrapped = oaep_wrap(data_key, pair.public_pem, digest, mgf1)
    private = load_pem_private_key(pair.private_pem.read_bytes(), None)
    if unwraps:
        assert oaep_decrypt(private, wrapped) == data_key
    else:
        with pytest.raises(ValueError):
            oaep_decrypt(private, wrapped)


def test_the_custom_metadata_vector_decodes():
    """SegmentCustomMetadataSerdeTest.shouldSerDeSomeFields: {0: 100L, 2: "foo"} is 11 bytes; empty is none."""
    from pyspark_udfs.tiered.layout import decode_custom_metadata

    # the tagged-fields section Kafka's Struct writes: 2 fields; tag 0, 2 bytes, zigzag varlong 100; tag 2, 4 bytes,
    # compact string "foo"
    encoded = bytes([2, 0, 2, 0xC8, 0x01, 2, 4, 4]) + b"foo"
    assert len(encoded) == 11
    assert decode_custom_metadata(encoded) == {"remote_size": 100, "object_key": "foo"}
    assert decode_custom_metadata(b"") == {}
    with pytest.raises(ValueError):
        decode_custom_metadata(encoded[:-1])


def test_custom_metadata_overrides_the_prefix_and_the_key():
    """ObjectKeyFactory.key(fields, …): object_prefix and object_key, when there, win over the configuration."""
    from pyspark_udfs.tiered.layout import manifest_key

    args = ("configured/", "topic1", "lZ6vvmajTWKDBUTV6SQAtQ", 42, 1234, "adh9f8BMS4anaUnD8KWfWg")
    assert manifest_key(*args) == \
        "configured/topic1-lZ6vvmajTWKDBUTV6SQAtQ/42/00000000000000001234-adh9f8BMS4anaUnD8KWfWg.rsm-manifest"
    both = bytes([2, 1, 5, 5]) + b"pre/" + bytes([2, 4, 4]) + b"k/x"
    assert manifest_key(*args, custom_metadata=both) == "pre/k/x.rsm-manifest"


@pytest.mark.parametrize("chunk_index, transformed", [
    ('{"type":"fixed","originalChunkSize":101,"originalFileSize":253,"transformedChunkSize":111,'
     '"finalTransformedChunkSize":81}', [(0, 111), (111, 111), (222, 81)]),
    ('{"type":"variable","originalChunkSize":101,"originalFileSize":253,"transformedChunks":"'
     + transformed_chunks_text([33, 22, 5]) + '"}', [(0, 33), (33, 22), (55, 5)]),
], ids=["FixedSizeChunkIndexBuilderTest", "VariableSizeChunkIndexBuilderTest"])
def test_three_chunks_and_the_chunk_of_each_original_byte(chunk_index, transformed):
    """``threeChunks`` of Aiven's builder tests: chunks and ``findChunkForOriginalOffset`` for every byte."""
    manifest = parse_manifest(manifest_with(chunk_index), "m.rsm-manifest")
    expected = [Chunk(n, o, s, *t) for n, (o, s, t) in enumerate(zip((0, 101, 202), (101, 101, 51), transformed,
                                                                     strict=True))]
    assert list(manifest.chunks) == expected
    assert [manifest.chunk_at(i) for i in range(253)] == [expected[0]] * 101 + [expected[1]] * 101 + [expected[2]] * 51
    assert manifest.transformed_size == sum(size for _, size in transformed)


@pytest.mark.parametrize("chunk_index", [
    '{"type":"fixed","originalChunkSize":100,"originalFileSize":0,"transformedChunkSize":113,'
    '"finalTransformedChunkSize":0}',
    '{"type":"variable","originalChunkSize":100,"originalFileSize":0,"transformedChunks":"'
    + transformed_chunks_text([]) + '"}'], ids=["fixed", "variable"])
def test_an_empty_file_has_one_empty_chunk(chunk_index):
    """ChunkIndexBuilderCommonTest's empty file: ``containsExactly(new Chunk(0, 0, 0, 0, 0))``."""
    assert parse_manifest(manifest_with(chunk_index), "m.rsm-manifest").chunks == (Chunk(0, 0, 0, 0, 0),)
