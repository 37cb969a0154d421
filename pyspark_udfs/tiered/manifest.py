"""The ``.rsm-manifest`` of Aiven's RemoteStorageManager: how a segment's ``.log`` object was cut and transformed.

Facts from Aiven-Open/tiered-storage-for-apache-kafka (core/src/main/java/io/aiven/kafka/tieredstorage/,
docs/tiered.md cites each file): the manifest is ``SegmentManifestV1`` as JSON, its type id in ``version``
(``"1"``); ``chunkIndex`` is ``fixed`` (every transformed chunk the same size but the last) or ``variable``
(each chunk's transformed size, the chunk-sizes codec's bytes in a zstd frame, base64); the original file is
cut in ``originalChunkSize`` chunks, the last one shorter (``AbstractChunkIndex.materializeChunks``); an
empty file still has one empty chunk.
"""
from __future__ import annotations

import base64
import binascii
import json
import struct
from dataclasses import dataclass
from typing import Any, NamedTuple

import zstandard

from ..errors import InputError
from .layout import start_offset_of

MAX_CHUNK_SIZES_BYTES = 10 * 1024 * 1024
"""Largest decompressed chunk-sizes encoding Aiven accepts (``TransformedChunksDeserializer.MAX_DECOMPRESSED_SIZE``)."""
INDEX_TYPES = ("offset", "timestamp", "producerSnapshot", "leaderEpoch", "transaction")
"""The ranges of the ``.indexes`` object, in the order ``KafkaRemoteStorageManager.uploadIndexes`` writes them."""


class Chunk(NamedTuple):
    """One chunk: where its bytes are in the original segment and in the ``.log`` object."""

    number: int
    original_position: int
    original_size: int
    transformed_position: int
    transformed_size: int


class IndexRange(NamedTuple):
    position: int
    size: int


@dataclass(frozen=True)
class Encryption:
    """``SegmentEncryptionMetadataV1``: the AES data key wrapped by an RSA key pair, and the GCM AAD."""

    key_pair_id: str
    wrapped_key: bytes
    aad: bytes


@dataclass(frozen=True)
class Manifest:
    name: str
    """Where the manifest was read (local path or URI), named in every error about it."""
    original_chunk_size: int
    original_file_size: int
    chunks: tuple[Chunk, ...]
    indexes: dict[str, IndexRange | None]
    compression: bool
    encryption: Encryption | None
    start_offset: int | None
    """The segment's base offset: from the object's name, else the manifest's ``remoteLogSegmentMetadata``."""
    end_offset: int | None = None
    """The segment's last offset, from ``remoteLogSegmentMetadata`` (Aiven writes the segment's metadata there,
    ``SegmentManifestV1.remoteLogSegmentMetadata``, ``KafkaTypeSerdeModule``); None without it."""

    @property
    def transformed_size(self) -> int:
        """The size the ``.log`` object must have."""
        last = self.chunks[-1]
        return last.transformed_position + last.transformed_size

    def chunk_at(self, position: int) -> Chunk:
        """The chunk holding byte ``position`` of the original segment (``0 <= position < original_file_size``)."""
        return self.chunks[position // self.original_chunk_size]


def object_name(manifest_name: str, suffix: str) -> str:
    """The segment's object with another suffix (``log``, ``indexes``) beside its manifest."""
    return manifest_name[: -len(".rsm-manifest")] + "." + suffix


def decode_chunk_sizes(data: bytes) -> list[int]:
    """``ChunkSizesBinaryCodec.decode``: a count (int32); then for one value the value; for more, a base (int32),
    bytes per value (int8), count - 1 values above the base in that many big-endian bytes, and the last value
    in full (int32). Raises ValueError when the bytes do not hold what they announce."""
    if len(data) < 4:
        raise ValueError(f"chunk sizes: {len(data)} bytes, fewer than a count")
    (count,) = struct.unpack_from(">i", data)
    if count < 0:
        raise ValueError(f"chunk sizes: negative count {count}")
    if count == 0:
        return []
    if count == 1:
        if len(data) < 8:
            raise ValueError("chunk sizes: the single value is cut short")
        return [struct.unpack_from(">i", data, 4)[0]]
    if len(data) < 9:
        raise ValueError("chunk sizes: base and width cut short")
    base, width = struct.unpack_from(">ib", data, 4)
    if not 1 <= width <= 4:
        raise ValueError(f"chunk sizes: {width} bytes per value (1 to 4 expected)")
    end = 9 + (count - 1) * width
    if len(data) < end + 4:
        raise ValueError(f"chunk sizes: {count} values announced, {len(data)} bytes hold fewer")
    values = [base + int.from_bytes(data[i:i + width], "big") for i in range(9, end, width)]
    values.append(struct.unpack_from(">i", data, end)[0])
    return values


def _transformed_chunks(text: str) -> list[int]:
    """``TransformedChunksDeserializer``: base64 of a zstd frame (its content size stated) of the codec's bytes."""
    compressed = base64.b64decode(text, validate=True)
    size = zstandard.frame_content_size(compressed)
    if size < 0 or size > MAX_CHUNK_SIZES_BYTES:
        raise ValueError(f"transformedChunks: invalid decompressed size {size}")
    return decode_chunk_sizes(zstandard.ZstdDecompressor().decompress(compressed, max_output_size=size))


def _chunks(index: dict[str, Any]) -> tuple[int, int, tuple[Chunk, ...]]:
    kind = index.get("type")
    original_chunk, original_size = _int(index, "originalChunkSize"), _int(index, "originalFileSize")
    if original_chunk <= 0:
        raise ValueError(f"originalChunkSize must be positive, {original_chunk} given")
    if original_size < 0:
        raise ValueError(f"originalFileSize must be non-negative, {original_size} given")
    count = -(-original_size // original_chunk)
    if kind == "fixed":
        size, final = _int(index, "transformedChunkSize"), _int(index, "finalTransformedChunkSize")
        if size < 0 or final < 0:
            raise ValueError("transformed chunk sizes must be non-negative")
        sizes = [size] * (count - 1) + [final] if count else []
    elif kind == "variable":
        sizes = _transformed_chunks(_field(index, "transformedChunks", str))
        if len(sizes) != count:
            raise ValueError(f"transformedChunks has {len(sizes)} sizes, {original_size} bytes in chunks of "
                             f"{original_chunk} make {count}")
        if any(s < 0 for s in sizes):
            raise ValueError("transformed chunk sizes must be non-negative")
    else:
        raise ValueError(f"chunkIndex type {kind!r} (fixed or variable expected)")
    if not sizes:
        return original_chunk, original_size, (Chunk(0, 0, 0, 0, 0),)
    chunks, original, transformed = [], 0, 0
    for i, size in enumerate(sizes):
        length = original_chunk if i < count - 1 else original_size - original
        chunks.append(Chunk(i, original, length, transformed, size))
        original, transformed = original + length, transformed + size
    return original_chunk, original_size, tuple(chunks)


def _indexes(value: dict[str, Any]) -> dict[str, IndexRange | None]:
    found: dict[str, IndexRange | None] = {}
    for kind in INDEX_TYPES:
        entry = value.get(kind)
        if entry is None:
            if kind != "transaction":  # SegmentIndexesV1 requires the others; a segment may lack a txn index
                raise ValueError(f"segmentIndexes.{kind} is missing")
            found[kind] = None
            continue
        found[kind] = IndexRange(_int(entry, "position"), _int(entry, "size"))
    return found


def _encryption(value: dict[str, Any] | None) -> Encryption | None:
    if value is None:
        return None
    data_key = _field(value, "dataKey", str)
    # EncryptedDataKey.parse: exactly one ':' between a non-blank key pair id and the base64 of the wrapped key
    key_pair_id, colon, wrapped = data_key.partition(":")
    if not colon or ":" in wrapped or not key_pair_id.strip() or not wrapped:
        raise ValueError(f"encryption.dataKey {data_key[:40]!r} is not '<keyPairId>:<base64>'")
    return Encryption(key_pair_id, base64.b64decode(wrapped, validate=True),
                      base64.b64decode(_field(value, "aad", str), validate=True))


def _field(value: dict[str, Any], name: str, kind: type) -> Any:
    if name not in value:
        raise ValueError(f"missing required property {name!r}")
    if not isinstance(value[name], kind) or (isinstance(value[name], bool) and kind is not bool):
        raise ValueError(f"property {name!r} is {json.dumps(value[name])[:40]}, not a {kind.__name__}")
    return value[name]


def _int(value: dict[str, Any], name: str) -> int:
    return _field(value, name, int)


def parse_manifest(text: bytes, name: str) -> Manifest:
    """The manifest in ``text``; :class:`InputError` naming ``name`` and what does not parse."""
    try:
        value = json.loads(text)
        if not isinstance(value, dict):
            raise ValueError("not a JSON object")
        if value.get("version") != "1":
            raise ValueError(f"version {json.dumps(value.get('version'))} (\"1\" expected)")
        original_chunk, original_size, chunks = _chunks(_field(value, "chunkIndex", dict))
        indexes = _indexes(_field(value, "segmentIndexes", dict))
        compression = _field(value, "compression", bool)
        encryption = _encryption(value.get("encryption"))
    except (ValueError, binascii.Error, zstandard.ZstdError) as exc:  # JSONDecodeError is a ValueError
        raise InputError(f"manifest does not parse: {exc}", name) from None
    metadata = value.get("remoteLogSegmentMetadata")
    metadata = metadata if isinstance(metadata, dict) else {}
    start = start_offset_of(name)
    if start is None:
        start = _optional_int(metadata, "startOffset")
    return Manifest(name, original_chunk, original_size, chunks, indexes, compression, encryption, start,
                    _optional_int(metadata, "endOffset"))


def _optional_int(value: dict[str, Any], name: str) -> int | None:
    found = value.get(name)
    return found if isinstance(found, int) and not isinstance(found, bool) else None
