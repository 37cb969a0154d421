"""Protobuf payloads decoded with the schema the registry holds, as protobuf's canonical JSON.

The registry stores a Protobuf schema as ``.proto`` text (its own rendering of the descriptor); the
clients may send, and some stores hold, the base64 of a serialized ``FileDescriptorProto`` instead
(confluent-kafka-python's ``_schema_to_str``). Text is compiled with the ``protoc`` that the
``grpcio-tools`` package ships (``grpc_tools.protoc``, in this process; no ``protoc`` on the machine
is needed), the references written beside it under their names (the import paths), Google's
well-known types from the same package. The registry renders a map field it read from a descriptor
as its entry message (``repeated FooEntry foo = 1;`` beside ``message FooEntry { option map_entry =
true; … key = 1; … value = 2; }``, ``ProtobufSchema.toMessage``), which protoc refuses ("map_entry
should not be set explicitly"): such text is given to protoc with ``map<K, V> foo = 1;`` again
(:func:`map_fields`). The message is the one the framing's message indexes name:
``[i, j, …]`` is the file's ``i``-th message, its ``j``-th nested message, and so on. The JSON is
``json_format.MessageToDict`` with the ``.proto`` field names.
"""
from __future__ import annotations

import base64
import binascii
import os
import re
import tempfile
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover
    from .store import RegisteredSchema

Resolve = Callable[[str, int], "RegisteredSchema | None"]
"""A subject version's schema, by subject and version."""


class ProtobufUnavailable(ImportError):
    """Protobuf decoding needs the ``protobuf`` and ``grpcio-tools`` packages."""


def protobuf_reader(schema: RegisteredSchema, resolve: Resolve, error: Callable[[str], Exception]
                    ) -> Callable[[bytes, Sequence[int]], Any]:
    """A function decoding a payload of ``schema``'s message at the given indexes to a JSON-ready dict;
    ``error`` makes the exception for a schema that does not compile or resolve."""
    from google.protobuf import json_format

    classes = message_classes(schema, resolve, error)

    def read(payload: bytes, indexes: Sequence[int]) -> Any:
        message = classes(indexes)()
        message.ParseFromString(payload)
        return json_format.MessageToDict(message, preserving_proto_field_name=True)
    return read


def message_classes(schema: RegisteredSchema, resolve: Resolve, error: Callable[[str], Exception]
                    ) -> Callable[[Sequence[int]], Any]:
    """The message class of ``schema``'s file at the given message indexes (each made once)."""
    try:
        from google.protobuf import descriptor_pool, message_factory
    except ImportError:
        raise ProtobufUnavailable("Protobuf decoding needs the protobuf and grpcio-tools packages "
                                  "(pip install 'kafka-ksy[registry]')") from None

    files = _file_set(schema, resolve, error)
    pool = descriptor_pool.DescriptorPool()
    given = {proto.name for proto in files.file}
    try:
        for proto in files.file:
            for dependency in proto.dependency:
                if dependency not in given:
                    given.add(dependency)
                    pool.Add(_well_known(dependency, error))
            pool.Add(proto)
    except TypeError as exc:  # protobuf's word for a file set that does not link
        raise error(f"{schema.label}'s files do not link: {exc}") from None
    main = files.file[-1]  # protoc lists a file after its imports; so do the descriptors here
    classes: dict[tuple[int, ...], Any] = {}

    def find(indexes: Sequence[int]) -> Any:
        key = tuple(indexes)
        if key not in classes:
            classes[key] = message_factory.GetMessageClass(pool.FindMessageTypeByName(_message_name(main, key, error)))
        return classes[key]
    return find


def _well_known(name: str, error: Callable[[str], Exception]) -> Any:
    """The descriptor of one of Google's well-known types (``google/protobuf/timestamp.proto``), which
    the clients import without registering it."""
    import importlib

    from google.protobuf import descriptor_pb2

    if not name.startswith("google/protobuf/"):
        raise error(f"import {name!r} is neither a reference of the schema nor a well-known type")
    try:
        module = importlib.import_module("google.protobuf." + name[len("google/protobuf/"):-len(".proto")] + "_pb2")
    except ImportError:
        raise error(f"import {name!r} is not a well-known type this protobuf package has") from None
    proto = descriptor_pb2.FileDescriptorProto()
    module.DESCRIPTOR.CopyToProto(proto)
    return proto


def _message_name(main: Any, indexes: tuple[int, ...], error: Callable[[str], Exception]) -> str:
    """The full name of the message ``indexes`` names in the file ``main`` (a ``FileDescriptorProto``)."""
    names, messages = [main.package] if main.package else [], main.message_type
    for index in indexes:
        if not 0 <= index < len(messages):
            raise error(f"message indexes {list(indexes)} name no message of {main.name}")
        names.append(messages[index].name)
        messages = messages[index].nested_type
    return ".".join(names)


def _file_set(schema: RegisteredSchema, resolve: Resolve, error: Callable[[str], Exception]) -> Any:
    """The ``FileDescriptorSet`` of ``schema`` and everything it imports, the schema's file last."""
    from google.protobuf import descriptor_pb2

    with tempfile.TemporaryDirectory(prefix="kafka-ksy-proto-") as root:
        main = f"registry-schema-{schema.id if schema.id is not None else schema.guid}.proto"
        described: list[Any] = []
        _write(root, main, schema, resolve, error, described, set())
        if described and len(described) == 1 + len(_all_references(schema, resolve)):
            # Every file came as a descriptor: no compiler needed.
            files = descriptor_pb2.FileDescriptorSet()
            files.file.extend(described)
            return files
        return _compile(root, main, error)


def _write(root: str, name: str, schema: RegisteredSchema, resolve: Resolve, error: Callable[[str], Exception],
           described: list, seen: set) -> None:
    """``schema`` as ``root/name`` (text) or into ``described`` (a descriptor), its references first."""
    from google.protobuf import descriptor_pb2

    seen.add(name)
    for ref in schema.references:
        target = resolve(ref.subject, ref.version)
        if target is None:
            raise error(f"{schema.label} references subject {ref.subject!r} version {ref.version}, "
                        "which is not in the schemas read")
        if ref.name not in seen:
            _write(root, ref.name, target, resolve, error, described, seen)
    descriptor = _descriptor(schema.schema)
    if descriptor is not None:
        proto = descriptor_pb2.FileDescriptorProto.FromString(descriptor)
        proto.name = proto.name or name
        described.append(proto)
    path = os.path.join(root, name)
    if os.path.relpath(path, root).startswith(".."):
        raise error(f"schema reference name {name!r} leaves the schema directory")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(map_fields(schema.schema))


_MAP_ENTRY = re.compile(r"\n[ \t]*message (\w+) \{\s*option map_entry = true;\s*"
                        r"(?:optional )?([\w.]+) key = 1;\s*(?:optional )?([\w.]+) value = 2;\s*\}")


def map_fields(text: str) -> str:
    """``text`` with each map entry message the registry wrote (see above) folded back into a
    ``map<K, V>`` field."""
    entries = {match.group(1): (match.group(2), match.group(3)) for match in _MAP_ENTRY.finditer(text)}
    if not entries:
        return text
    text = _MAP_ENTRY.sub("", text)
    names = "|".join(map(re.escape, entries))
    field = re.compile(rf"repeated (?:\.?[\w.]*\.)?({names}) (\w+ = \d+)")
    return field.sub(lambda m: f"map<{entries[m.group(1)][0]}, {entries[m.group(1)][1]}> {m.group(2)}", text)


def _all_references(schema: RegisteredSchema, resolve: Resolve) -> set[str]:
    found: set[str] = set()
    pending = list(schema.references)
    while pending:
        ref = pending.pop()
        if ref.name not in found:
            found.add(ref.name)
            target = resolve(ref.subject, ref.version)
            pending.extend(target.references if target else ())
    return found


def _descriptor(text: str) -> bytes | None:
    """The bytes of a base64 ``FileDescriptorProto``, or None for ``.proto`` text."""
    stripped = text.strip()
    if not stripped or any(c.isspace() for c in stripped) or ";" in stripped:
        return None
    try:
        return base64.b64decode(stripped, validate=True)
    except (binascii.Error, ValueError):
        return None


def _compile(root: str, main: str, error: Callable[[str], Exception]) -> Any:
    """protoc (``grpc_tools.protoc``) over the files under ``root``; its complaint in the error."""
    try:
        import grpc_tools
        from grpc_tools import protoc
    except ImportError:
        raise ProtobufUnavailable("Protobuf .proto text needs the grpcio-tools package, which ships protoc "
                                  "(pip install 'kafka-ksy[registry]')") from None
    from google.protobuf import descriptor_pb2

    output = os.path.join(root, ".descriptor-set")
    includes = os.path.join(os.path.dirname(grpc_tools.__file__), "_proto")
    complaint = os.path.join(root, ".protoc-stderr")
    saved = os.dup(2)  # protoc writes its complaints to the process's stderr: keep them for the error
    try:
        with open(complaint, "wb") as sink:
            os.dup2(sink.fileno(), 2)
            status = protoc.main(["protoc", f"-I{root}", f"-I{includes}", "--include_imports",
                                  f"--descriptor_set_out={output}", os.path.join(root, main)])
    finally:
        os.dup2(saved, 2)
        os.close(saved)
    if status != 0:
        with open(complaint, encoding="utf-8", errors="replace") as handle:
            said = " ".join(handle.read().replace(root + os.sep, "").split())
        raise error(f"protoc refused the schema: {said or f'exit status {status}'}")
    with open(output, "rb") as handle:
        return descriptor_pb2.FileDescriptorSet.FromString(handle.read())
