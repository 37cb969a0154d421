"""Tiered objects as Aiven's RemoteStorageManager writes them, built from Kafka-written segment files.

Step by step after Aiven-Open/tiered-storage-for-apache-kafka ``KafkaRemoteStorageManager.copyLogSegmentData``:
a data key and an AAD from two separate 256-bit key generations (``AesEncryptionProvider.createDataKeyAndAAD``);
the ``.log`` cut in ``chunk.size`` chunks (``BaseTransformChunkEnumeration``), each compressed to a zstd frame
that states its content size (``CompressionChunkEnumeration``), then encrypted with AES-256-GCM under a fresh
12-byte IV written before the ciphertext and its 16-byte tag (``EncryptionChunkEnumeration``); a ``fixed``
chunk index when no transform changes sizes unpredictably, else ``variable`` (``TransformFinisher``); the
indexes each as one chunk, encrypted but never compressed, back to back in the ``.indexes`` object, an
empty one taking no bytes (``uploadIndexes``/``transformIndex``); the data key wrapped with RSA-OAEP
(SHA3-512, MGF1 SHA3-512) as ``<keyPairId>:<base64>`` (``RsaEncryptionProvider``, ``EncryptedDataKey``), here by
the ``openssl`` command's own OAEP, not by the reader's code.
"""
from __future__ import annotations

import base64
import json
import os
import struct
import subprocess
from dataclasses import dataclass
from pathlib import Path

import zstandard

INDEX_ORDER = ("offset", "timestamp", "producerSnapshot", "leaderEpoch", "transaction")


def encode_chunk_sizes(values: list[int]) -> bytes:
    """``ChunkSizesBinaryCodec.encode``."""
    if not values:
        return struct.pack(">i", 0)
    if any(v < 0 for v in values):
        raise ValueError("Values cannot be negative")
    if len(values) == 1:
        return struct.pack(">ii", 1, values[0])
    base = min(values[:-1])
    width = max(1 if v - base <= 0xFF else 2 if v - base <= 0xFFFF else 3 if v - base <= 0xFFFFFF else 4
                for v in values[:-1])
    body = b"".join((v - base).to_bytes(4, "big")[4 - width:] for v in values[:-1])
    return struct.pack(">iib", len(values), base, width) + body + struct.pack(">i", values[-1])


def transformed_chunks_text(sizes: list[int]) -> str:
    """``TransformedChunksSerializer``: the codec's bytes in a zstd frame stating its content size, base64."""
    return base64.b64encode(zstandard.ZstdCompressor(write_content_size=True).compress(
        encode_chunk_sizes(sizes))).decode()


@dataclass
class RsaKeyPair:
    key_id: str
    private_pem: Path
    public_pem: Path


def rsa_key_pair(directory: Path, key_id: str = "key-1", bits: int = 2048) -> RsaKeyPair:
    """A fresh RSA key pair, its private key written as PKCS#8 PEM (what ``RsaKeyReader`` reads)."""
    from cryptography.hazmat.primitives import serialization
    from cryptography.hazmat.primitives.asymmetric import rsa

    private = rsa.generate_private_key(public_exponent=65537, key_size=bits)
    path, public = directory / f"{key_id}.pem", directory / f"{key_id}.pub.pem"
    path.write_bytes(private.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                           serialization.NoEncryption()))
    public.write_bytes(private.public_key().public_bytes(serialization.Encoding.PEM,
                                                         serialization.PublicFormat.SubjectPublicKeyInfo))
    return RsaKeyPair(key_id, path, public)


def _encrypt(data: bytes, key: bytes, aad: bytes) -> bytes:
    from cryptography.hazmat.primitives.ciphers.aead import AESGCM

    iv = os.urandom(12)
    return iv + AESGCM(key).encrypt(iv, data, aad)


def oaep_wrap(data: bytes, public_pem: Path, digest: str = "sha3-512", mgf1_digest: str = "sha3-512") -> bytes:
    """RSA-OAEP encryption by OpenSSL (``openssl pkeyutl``), the empty label."""
    return subprocess.run(["openssl", "pkeyutl", "-encrypt", "-pubin", "-inkey", str(public_pem),
                           "-pkeyopt", "rsa_padding_mode:oaep", "-pkeyopt", f"rsa_oaep_md:{digest}",
                           "-pkeyopt", f"rsa_mgf1_md:{mgf1_digest}"],
                          input=data, capture_output=True, check=True).stdout


def _wrap(data_key: bytes, pair: RsaKeyPair) -> str:
    wrapped = oaep_wrap(data_key, pair.public_pem)
    return f"{pair.key_id}:{base64.b64encode(wrapped).decode()}"


def _last_offset(segment: bytes, start_offset: int) -> int:
    """The last offset of the segment's last batch (RemoteLogSegmentMetadata.endOffset); the start offset when
    it has none."""
    from pyspark_udfs.reading.segment import LogSegment

    with LogSegment(segment) as log:
        return max((b.last_offset for b in log.batches() if hasattr(b, "last_offset")), default=start_offset)


def main_path(topic: str, topic_id: str, partition: int, start_offset: int, segment_id: str) -> str:
    """``ObjectKeyFactory.mainPath``."""
    return f"{topic}-{topic_id}/{partition}/{start_offset:020d}-{segment_id}"


def write_segment(out: Path, log: Path, *, topic: str = "orders", topic_id: str = "lZ6vvmajTWKDBUTV6SQAtQ",
                  partition: int = 0, segment_id: str = "adh9f8BMS4anaUnD8KWfWg", chunk_size: int = 4096,
                  compression: bool = False, encryption: RsaKeyPair | None = None,
                  indexes: dict[str, Path | None] | None = None, prefix: str = "") -> Path:
    """The three objects of the segment ``log`` under ``out``; the manifest's path."""
    start_offset = int(log.name.split(".")[0])
    key = (os.urandom(32), os.urandom(32)) if encryption else None  # two separate generateKey() calls
    original = log.read_bytes()
    chunks = [original[i:i + chunk_size] for i in range(0, len(original), chunk_size)]
    transformed = []
    for chunk in chunks:
        if compression:
            chunk = zstandard.ZstdCompressor(write_content_size=True).compress(chunk)
        if key is not None:
            chunk = _encrypt(chunk, *key)
        transformed.append(chunk)
    chunk_index: dict = {"originalChunkSize": chunk_size, "originalFileSize": len(original)}
    if compression:  # CompressionChunkEnumeration.transformedChunkSize() is null: variable sizes
        chunk_index = {"type": "variable", **chunk_index,
                       "transformedChunks": transformed_chunks_text([len(c) for c in transformed])}
    else:
        fixed = chunk_size + (12 + 16 if key is not None else 0)
        chunk_index = {"type": "fixed", **chunk_index, "transformedChunkSize": fixed,
                       "finalTransformedChunkSize": len(transformed[-1]) if transformed else 0}
    index_bytes, ranges, position = [], {}, 0
    for kind in INDEX_ORDER:
        path = (indexes or {}).get(kind)
        if path is None and kind == "transaction":
            ranges[kind] = None
            continue
        data = path.read_bytes() if path is not None else b""
        if data and key is not None:
            data = _encrypt(data, *key)
        ranges[kind] = {"position": position, "size": len(data)}
        index_bytes.append(data)
        position += len(data)
    manifest: dict = {"version": "1", "chunkIndex": chunk_index, "segmentIndexes": ranges,
                      "compression": compression}
    if key is not None and encryption is not None:
        manifest["encryption"] = {"dataKey": _wrap(key[0], encryption), "aad": base64.b64encode(key[1]).decode()}
    manifest["remoteLogSegmentMetadata"] = {
        "remoteLogSegmentId": {"topicIdPartition": {"topicId": topic_id, "topicPartition": {
            "topic": topic, "partition": partition}}, "id": segment_id},
        "startOffset": start_offset, "endOffset": _last_offset(original, start_offset), "maxTimestampMs": 0,
        "brokerId": 1, "eventTimestampMs": 0, "segmentLeaderEpochs": {"0": start_offset}}
    stem = out / (prefix + main_path(topic, topic_id, partition, start_offset, segment_id))
    stem.parent.mkdir(parents=True, exist_ok=True)
    Path(f"{stem}.log").write_bytes(b"".join(transformed))
    Path(f"{stem}.indexes").write_bytes(b"".join(index_bytes))
    Path(f"{stem}.rsm-manifest").write_text(json.dumps(manifest, separators=(",", ":")))
    return Path(f"{stem}.rsm-manifest")
