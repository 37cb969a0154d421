"""A tiered segment as a seekable read-only file: chunks fetched, decrypted and decompressed as they are read.

Aiven's RemoteStorageManager writes each chunk of the original segment through
``CompressionChunkEnumeration`` (a zstd frame that states its content size),
then ``EncryptionChunkEnumeration`` (AES-256-GCM under the manifest's data key
with a fresh 12-byte IV: ``IV ‖ ciphertext ‖ 16-byte tag``, the manifest's AAD
authenticated); reading undoes them in the other order
(``DecryptionChunkEnumeration``, ``DecompressionChunkEnumeration``).

Each chunk a read needs costs one ranged request of exactly its transformed
bytes; memory holds two chunks (the last two read) and the one being decoded, whatever
the segment's size. A chunk that cannot be read back (its GCM tag fails, it is
shorter or longer than the manifest says, it does not decompress) is an error
naming the ``.log`` object, the chunk and its byte range: with ``strict`` it
is raised; otherwise it goes to ``on_problem`` and the chunk reads as zeros of
its original size, so the reader of the segment reports the batches there as
damaged and reads on after it.
"""
from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any, BinaryIO

import zstandard

from .. import storage
from ..errors import InputError, KafkaLogError
from . import ahead
from .keys import KeyRing
from .manifest import Chunk, Manifest, object_name, parse_manifest

IV_SIZE, TAG_SIZE = 12, 16
"""``SegmentEncryptionMetadataV1.IV_SIZE``; ``AesEncryptionProvider.GCM_TAG_LENGTH`` (128 bits)."""
MAX_RUN_BYTES = 8 << 20
"""At most this many bytes of adjacent chunks are fetched in one request (a read needs them all)."""
MAX_MANIFEST_BYTES = 64 << 20
"""A manifest is a few hundred bytes (a variable chunk index: a few per chunk); larger is not one."""


class TieredChunkError(KafkaLogError):
    """A chunk of a tiered segment's object that does not give back the bytes the manifest describes."""

    chunk: Chunk | None = None
    """The chunk, when the error is about one (not an ``.indexes`` range)."""


def manifest_bytes(path: str) -> bytes:
    """The bytes of the manifest at a local path or URI (at most one more than a manifest may have)."""
    # an object is asked for more than a manifest can hold: a range past its end is served up to its end
    # (RFC 9110, 14.1.2), so it comes in one GET, without the HEAD that would ask its size first
    with (storage.open_uri(path, MAX_MANIFEST_BYTES + 1) if storage.is_uri(path) else open(path, "rb")) as handle:
        return handle.read(MAX_MANIFEST_BYTES + 1)


def read_manifest(path: str) -> Manifest:
    """The manifest at a local path or URI (fetched ahead, :mod:`.ahead`, when it was); :class:`InputError`
    naming it when it cannot be read or parsed."""
    fetched = ahead.take(path)
    try:
        text = manifest_bytes(path) if fetched is None else fetched.result()
    except FileNotFoundError:
        raise InputError("no such file", path) from None
    except IsADirectoryError:
        raise InputError("is a directory, not a file", path) from None
    except OSError as exc:
        raise InputError(f"cannot be read: {exc.strerror or exc}", path) from None
    if len(text) > MAX_MANIFEST_BYTES:
        raise InputError(f"manifest does not parse: larger than {MAX_MANIFEST_BYTES} bytes", path)
    return parse_manifest(text, path)


class _Object:
    """The ``.log`` object read in exact byte ranges: a local file, or ranged GETs of an object in a store
    (without a HEAD: the manifest says how large it is; :func:`~pyspark_udfs.tiered.checks.object_problems`
    asks the store what it holds)."""

    def __init__(self, name: str, size: int):
        self.name = name
        self._handle: Any = storage.open_uri(name, size) if storage.is_uri(name) else _local(name)

    def read_at(self, start: int, length: int) -> bytes:
        try:
            if isinstance(self._handle, storage.RangedFile):
                return self._handle.pread(start, length)
            self._handle.seek(start)
            return self._handle.read(length)
        except OSError as exc:  # a missing object, a denied or dropped request: the object is named
            raise InputError(f"cannot be read: {exc}", self.name) from None

    def close(self) -> None:
        self._handle.close()


def _local(path: str) -> BinaryIO:
    try:
        return open(path, "rb")
    except FileNotFoundError:
        raise InputError("no such file: an object the segment's manifest describes is missing", path) from None
    except OSError as exc:
        raise InputError(f"cannot be opened: {exc.strerror}", path) from None


class TieredSegment(storage.PositionedFile):
    """The original segment a manifest describes, read through its ``.log`` object chunk by chunk."""

    def __init__(self, manifest: str, keys: KeyRing | None = None, *, strict: bool = False,
                 on_problem: Callable[[KafkaLogError], None] | None = None):
        super().__init__()
        self.manifest = read_manifest(manifest)
        self.name = object_name(manifest, "log")
        self.strict, self.on_problem = strict, on_problem
        encryption = self.manifest.encryption
        self._cipher: Any = None
        if encryption is not None:
            from cryptography.hazmat.primitives.ciphers.aead import AESGCM

            self._cipher = AESGCM((keys or KeyRing()).data_key(encryption, manifest))
        self._object: _Object | None = None
        self._position = 0
        self._held: list[tuple[Chunk, bytes]] = []
        self.damaged: set[int] = set()
        """The chunks found damaged: each reported once, read as zeros again without a request."""
        self.chunks_read = 0
        self._unreported: list[TieredChunkError] = []
        self._run: dict[int, bytes] = {}
        self._zstd = zstandard.ZstdDecompressor()  # one per segment: making one per chunk costs as much as a chunk
        """Transformed bytes of the chunks a read fetched in one request, each let go as it is decoded."""

    @property
    def size(self) -> int:
        return self.manifest.original_file_size

    def read(self, size: int | None = -1) -> bytes:
        end = self.size if size is None or size < 0 else min(self.size, self._position + size)
        if self._position < end:
            self._fetch_run(self.manifest.chunk_at(self._position).number, self.manifest.chunk_at(end - 1).number)
        parts = []
        while self._position < end:
            chunk = self.manifest.chunk_at(self._position)
            data = self._chunk_data(chunk)
            start = self._position - chunk.original_position
            wanted = min(end, chunk.original_position + chunk.original_size) - self._position
            part = bytes(wanted) if data is None else data[start:start + wanted]
            parts.append(part)
            self._position += len(part)
        return b"".join(parts)

    def readinto(self, buffer: Any) -> int:
        data = self.read(len(buffer))
        buffer[:len(data)] = data
        return len(data)

    def object(self) -> _Object:
        if self._object is None:
            self._object = _Object(self.name, self.manifest.transformed_size)
        return self._object

    def _chunk_data(self, chunk: Chunk) -> bytes | None:
        """The chunk's original bytes; None for a damaged chunk (read as zeros, never held whole). The last two
        chunks are kept: a batch across a chunk boundary is read again from its start without a request."""
        if chunk.number in self.damaged:
            return None
        kept = next((data for held, data in self._held if held == chunk), None)
        if kept is not None:
            return kept
        self._held = self._held[-1:]  # the oldest chunk is let go before the next is fetched
        raw = self._run.pop(chunk.number, None)
        try:
            if raw is None:
                raw = self.object().read_at(chunk.transformed_position, chunk.transformed_size)
            data = self.decode(chunk, raw)
        except TieredChunkError as error:
            if self.strict:
                raise
            self.damaged.add(chunk.number)
            error.chunk = chunk
            self._unreported.append(error)
            if self.on_problem is not None:
                self.on_problem(error)
            return None
        self._held.append((chunk, data))
        self.chunks_read += 1
        return data

    def _fetch_run(self, first: int, last: int) -> None:
        """The transformed bytes of chunks ``first``..``last`` that a read needs and memory does not hold,
        fetched in one ranged request (at most :data:`MAX_RUN_BYTES`) rather than one per chunk: each is
        decoded as the read reaches it (:meth:`_chunk_data`)."""
        held = {chunk.number for chunk, _ in self._held}
        wanted = [c for c in self.manifest.chunks[first:last + 1] if c.number not in held | self.damaged]
        if len(wanted) < 2:
            return
        start = wanted[0].transformed_position
        wanted = [c for c in wanted if c.transformed_position + c.transformed_size - start <= MAX_RUN_BYTES]
        if len(wanted) < 2 or wanted[-1].number - wanted[0].number != len(wanted) - 1:
            return
        data = memoryview(self.object().read_at(start, wanted[-1].transformed_position
                                                + wanted[-1].transformed_size - start))
        self._run = {c.number: data[c.transformed_position - start:
                                    c.transformed_position - start + c.transformed_size].tobytes() for c in wanted}

    def take_problems(self, start: int, end: int | None) -> list[KafkaLogError]:
        """The damaged chunks found since last asked that a reader of the segment's bytes [start, end) reports:
        those starting in the range, and the one it starts in (so each is reported once by the splits that
        tile a segment, twice at most where a split starts inside it). Each as an error at the chunk's first
        byte of the segment, saying what its own error says (the object, the chunk, its bytes there, why)."""
        found, self._unreported = self._unreported, []
        return [KafkaLogError(str(error), self.manifest.name, chunk.original_position, chunk.original_size)
                for error in found if (chunk := error.chunk) is not None
                and (start <= chunk.original_position < (end if end is not None else self.size + 1)
                     or chunk.original_position < start < chunk.original_position + chunk.original_size)]

    def decode(self, chunk: Chunk, raw: bytes) -> bytes:
        """The original bytes of ``chunk`` from its transformed bytes ``raw``; :class:`TieredChunkError` when
        they do not give them back."""
        def fail(reason: str) -> TieredChunkError:
            return TieredChunkError(f"chunk {chunk.number} (bytes {chunk.transformed_position}-"
                                    f"{chunk.transformed_position + chunk.transformed_size - 1} of the object, "
                                    f"{chunk.original_size} bytes of the segment from byte "
                                    f"{chunk.original_position}): {reason}",
                                    self.name, chunk.transformed_position, chunk.transformed_size)
        if len(raw) < chunk.transformed_size:
            raise fail(f"the object ends after {len(raw)} of its {chunk.transformed_size} bytes")
        data = raw
        if self._cipher is not None:
            from cryptography.exceptions import InvalidTag

            if len(data) < IV_SIZE + TAG_SIZE:
                raise fail(f"{len(data)} bytes, fewer than an IV and a GCM tag")
            try:
                data = self.decrypt(data)
            except InvalidTag:
                raise fail("the AES-GCM tag does not match (the chunk's bytes, its size in the manifest, "
                           "or the manifest's AAD or data key are not those it was written with)") from None
        if self.manifest.compression:
            try:
                declared = zstandard.frame_content_size(data)
                if declared != chunk.original_size:
                    raise fail(f"its zstd frame states {declared} bytes, the manifest {chunk.original_size}")
                data = self._zstd.decompress(data, max_output_size=chunk.original_size)
            except zstandard.ZstdError as exc:
                raise fail(f"does not decompress (zstd): {exc}") from None
        if len(data) != chunk.original_size:
            raise fail(f"gives {len(data)} bytes, the manifest says {chunk.original_size}")
        return data

    def index_bytes(self, kind: str) -> bytes | None:
        """The ``kind`` index (``offset``, ``timestamp``, …: :data:`~.manifest.INDEX_TYPES`) from the ``.indexes``
        object, decrypted, in one ranged request; None when the segment has none. :class:`TieredChunkError` when
        its range does not decrypt, :class:`InputError` when the object cannot be read."""
        where = self.manifest.indexes.get(kind)
        if where is None or where.size == 0:
            return None
        name = object_name(self.manifest.name, "indexes")
        indexes = _Object(name, where.position + where.size)
        try:
            data = indexes.read_at(where.position, where.size)
        finally:
            indexes.close()
        if len(data) < where.size:
            raise TieredChunkError(f"{kind} index (bytes {where.position}-{where.position + where.size - 1}): the "
                                   f"object ends after {len(data)} of its bytes", name, where.position, where.size)
        if not self.encrypted:
            return data
        from cryptography.exceptions import InvalidTag

        try:
            return self.decrypt(data)
        except (InvalidTag, ValueError):  # ValueError: a range shorter than an IV
            raise TieredChunkError(f"{kind} index (bytes {where.position}-{where.position + where.size - 1}): the "
                                   "AES-GCM tag does not match", name, where.position, where.size) from None

    @property
    def encrypted(self) -> bool:
        return self._cipher is not None

    def decrypt(self, data: bytes) -> bytes:
        """``IV ‖ ciphertext ‖ tag`` decrypted under the data key and the manifest's AAD (``AesEncryptionProvider
        .decryptionCipher``); cryptography's ``InvalidTag`` when the tag does not match."""
        assert self._cipher is not None and self.manifest.encryption is not None  # callers check encrypted
        return self._cipher.decrypt(data[:IV_SIZE], data[IV_SIZE:], self.manifest.encryption.aad)

    def close(self) -> None:
        if not self.closed:
            if self._object is not None:
                self._object.close()
            self._held = []
        super().close()


def open_described(manifest: str) -> TieredSegment:
    """The segment ``manifest`` describes, for readers that know only a file (``read_table``, the Spark source),
    with the keys registered for this process (``rsmKeys``). A damaged chunk reads as zeros, so the reader
    reports the batches it spoils at their positions in the segment and reads on (FAILFAST stops there); the
    chunk's own error, naming the object and the chunk, is logged (``dump`` and ``verify`` report it)."""
    from .keys import configured_keys

    return TieredSegment(manifest, configured_keys(), on_problem=_log)


def _log(error: KafkaLogError) -> None:
    logging.getLogger(__name__).warning("%s", error)
