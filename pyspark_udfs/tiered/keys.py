"""The RSA private keys that unwrap a manifest's data key, from PEM files the user names (``rsmKeys``, ``--rsm-key``).

Aiven's ``RsaEncryptionProvider`` wraps the 256-bit AES data key with ``RSA/NONE/OAEPWithSHA3-512AndMGF1Padding``
from the BouncyCastle provider, whose ``CipherSpi.engineSetPadding`` maps that name to OAEP with SHA3-512, MGF1
with SHA3-512 and the empty label (``PSource.PSpecified.DEFAULT``). Its ``RsaKeyReader`` reads the private key
as PKCS#8 PEM; a PKCS#1 (``BEGIN RSA PRIVATE KEY``) file is read too.

``cryptography`` refuses SHA3 digests in OAEP, so :func:`oaep_decrypt` decodes RFC 8017's EME-OAEP itself over
the raw RSA operation on the key's numbers. It is not constant-time: it unwraps the user's own keys offline,
where no one can time it as an oracle.
"""
from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ..errors import InputError

if TYPE_CHECKING:  # pragma: no cover
    from .manifest import Encryption

_DIGEST = hashlib.sha3_512
_DIGEST_SIZE = 64


def _mgf1(seed: bytes, length: int) -> bytes:
    """RFC 8017 B.2.1 with SHA3-512."""
    blocks = -(-length // _DIGEST_SIZE)
    return b"".join(_DIGEST(seed + i.to_bytes(4, "big")).digest() for i in range(blocks))[:length]


def _xor(a: bytes, b: bytes) -> bytes:
    return (int.from_bytes(a, "big") ^ int.from_bytes(b, "big")).to_bytes(len(a), "big")


def oaep_decrypt(private_key: Any, ciphertext: bytes) -> bytes:
    """RSAES-OAEP-DECRYPT (RFC 8017 7.1.2) with SHA3-512, MGF1-SHA3-512 and the empty label; ValueError when
    the ciphertext was not made with this key and these parameters."""
    numbers = private_key.private_numbers()
    n = numbers.public_numbers.n
    k = (n.bit_length() + 7) // 8
    if len(ciphertext) != k or k < 2 * _DIGEST_SIZE + 2:
        raise ValueError("ciphertext length does not match the key")
    c = int.from_bytes(ciphertext, "big")
    if c >= n:
        raise ValueError("ciphertext out of range")
    m1, m2 = pow(c, numbers.dmp1, numbers.p), pow(c, numbers.dmq1, numbers.q)  # CRT
    em = (m2 + (numbers.iqmp * (m1 - m2) % numbers.p) * numbers.q).to_bytes(k, "big")
    masked_seed, masked_db = em[1:1 + _DIGEST_SIZE], em[1 + _DIGEST_SIZE:]
    seed = _xor(masked_seed, _mgf1(masked_db, _DIGEST_SIZE))
    db = _xor(masked_db, _mgf1(seed, k - _DIGEST_SIZE - 1))
    label_hash, rest = db[:_DIGEST_SIZE], db[_DIGEST_SIZE:].lstrip(b"\0")
    if em[0] != 0 or label_hash != _DIGEST(b"").digest() or not rest or rest[0] != 1:
        raise ValueError("OAEP decoding error")
    return rest[1:]


def parse_key_option(text: str) -> tuple[str, str]:
    """``ID=PATH`` of ``--rsm-key`` → (key pair id, PEM path); ValueError when it is not that."""
    key_id, equals, path = text.partition("=")
    if not equals or not key_id or not path:
        raise ValueError(f"{text!r} is not ID=PATH (a key pair id and its private key's PEM file)")
    return key_id, path


class KeyRing:
    """Key pair id → private key PEM path; each key loaded when a manifest first needs it."""

    def __init__(self, paths: Mapping[str, str] | None = None):
        self.paths = dict(paths or {})
        self._loaded: dict[str, Any] = {}
        self._unwrapped: dict[tuple[str, bytes], bytes] = {}
        """Data keys unwrapped so far: a segment opened again (planning, then reading) costs no RSA operation."""

    def data_key(self, encryption: Encryption, manifest: str) -> bytes:
        """The manifest's AES data key, unwrapped; :class:`InputError` naming the manifest when no key, or the
        wrong key, is given."""
        key_id = encryption.key_pair_id
        if key_id not in self.paths:
            given = ", ".join(sorted(self.paths)) or "none"
            raise InputError(f"the data key is wrapped by key pair {key_id!r}: give its private key with "
                             f"--rsm-key {key_id}=PATH (option rsmKeys; key pairs given: {given})", manifest)
        cached = self._unwrapped.get((key_id, encryption.wrapped_key))
        if cached is not None:
            return cached
        private = self._private_key(key_id, manifest)
        try:
            key = oaep_decrypt(private, encryption.wrapped_key)
        except (ValueError, AttributeError):  # AttributeError: not an RSA key
            raise InputError(f"the data key does not unwrap with the private key given for key pair {key_id!r} "
                             f"({self.paths[key_id]}): not the key pair that wrapped it", manifest) from None
        if len(key) != 32:
            raise InputError(f"the data key unwrapped to {len(key)} bytes, not an AES-256 key", manifest)
        self._unwrapped[(key_id, encryption.wrapped_key)] = key
        return key

    def _private_key(self, key_id: str, manifest: str) -> Any:
        if key_id not in self._loaded:
            try:
                from cryptography.hazmat.primitives.serialization import load_pem_private_key
            except ImportError:
                raise InputError("reading encrypted tiered segments needs cryptography: "
                                 "pip install 'kafka-ksy[tiered]'", manifest) from None
            path = self.paths[key_id]
            try:
                with open(path, "rb") as pem:
                    self._loaded[key_id] = load_pem_private_key(pem.read(), password=None)
            except OSError as exc:
                raise InputError(f"private key of key pair {key_id!r} cannot be read: {exc.strerror or exc}",
                                 path) from None
            except (ValueError, TypeError) as exc:
                raise InputError(f"private key of key pair {key_id!r} is not an unencrypted PEM private key: "
                                 f"{exc}", path) from None
        return self._loaded[key_id]


def parse_rsm_keys(value: Any) -> dict[str, str]:
    """The ``rsmKeys`` option: a mapping of key pair id → PEM path, or its text ``ID=PATH,ID=PATH`` (or a JSON
    object); ValueError when it is neither."""
    if value is None:
        return {}
    if isinstance(value, Mapping):
        return {str(k): str(v) for k, v in value.items()}
    text = str(value).strip()
    if text.startswith("{"):
        try:
            found = json.loads(text)
        except ValueError:
            raise ValueError(f"rsmKeys {text[:40]!r} is not a JSON object of key pair id → PEM path") from None
        return parse_rsm_keys(found)
    return dict(parse_key_option(item.strip()) for item in text.split(",") if item.strip())


_configured: dict[str, str] = {}
_ring: list[KeyRing] = []


class KeyConfiguration:
    """Key paths registered for the reads of this process; registered again wherever it is unpickled (so a
    Spark source's tasks read with the keys its driver was given)."""

    def __init__(self, paths: Mapping[str, str]):
        self.paths = dict(paths)
        if any(_configured.get(key_id) != path for key_id, path in self.paths.items()):
            _configured.update(self.paths)
            _ring.clear()  # a key ring over the new paths (the same paths keep their ring and what it unwrapped)

    def __reduce__(self):
        return KeyConfiguration, (self.paths,)


def configured_keys() -> KeyRing:
    """One key ring over every key registered with :class:`KeyConfiguration` (each PEM file read once)."""
    if not _ring:
        _ring.append(KeyRing(_configured))
    return _ring[0]
