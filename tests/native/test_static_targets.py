"""The varint specs in a statically typed target: Kaitai's C++ build of them, compiled and run.

Python and JavaScript compute with unbounded integers or doubles; C++, Java, C# or Go give an
arithmetic expression the type of its operands, 32 bits for bytes. These tests run the C++
that the pinned compiler generates from ``ksy/kafka_varint.ksy`` and ``ksy/kafka_varlong.ksy``
(with the project's C++ runtime, ``pyspark_udfs/native/kaitai/``) on the extreme encodings of
Kafka's ``ByteUtils``, computed by hand, and on the same bytes through the Python build.
"""
from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest
from pyspark_udfs.generated.kafka_varint import KafkaVarint
from pyspark_udfs.generated.kafka_varlong import KafkaVarlong

from pyspark_udfs.format.parser_errors import PARSER_FAILURES
from tests.conftest import ROOT

CPP = ROOT / "tests" / "cpp"
RUNTIME = ROOT / "pyspark_udfs" / "native"
KSC = ROOT / "tools" / "kaitai"

# (hex bytes, value, raw) — zigzag raw = 2v for v >= 0, -2v - 1 for v < 0, base-128 little-endian groups
VARINTS = [
    ("00", 0, 0), ("01", -1, 1), ("02", 1, 2), ("7f", -64, 127), ("8001", 64, 128),
    ("feffffff0f", 2**31 - 1, 2**32 - 2), ("ffffffff0f", -2**31, 2**32 - 1),
]
VARLONGS = [
    ("00", 0, 0), ("ffffffff0f", -2**31, 2**32 - 1), ("8080808010", 2**31, 2**32),
    ("80808080808080808001", 2**62, 2**63),
    ("feffffffffffffffff01", 2**63 - 1, 2**64 - 2), ("ffffffffffffffffff01", -2**63, 2**64 - 1),
]


@pytest.fixture(scope="module")
def varints_binary(tmp_path_factory) -> Path:
    gxx = shutil.which("g++")
    if gxx is None:
        pytest.skip("g++ is not installed")
    out = tmp_path_factory.mktemp("cpp")
    specs = [str(ROOT / "ksy" / "kafka_varint.ksy"), str(ROOT / "ksy" / "kafka_varlong.ksy")]
    subprocess.run(["node", str(KSC / "compile.js"), "cpp_stl", str(out), *specs], check=True, capture_output=True)
    binary = out / "varints"
    subprocess.run([gxx, "-std=c++11", "-O1", "-Wall", "-Werror", "-I", str(RUNTIME), "-I", str(out),
                    str(out / "kafka_varint.cpp"), str(out / "kafka_varlong.cpp"), str(CPP / "varints.cpp"),
                    *(str(f) for f in sorted((RUNTIME / "kaitai").glob("*.cpp"))), "-o", str(binary)], check=True)
    return binary


def run(binary: Path, kind: str, cases: list) -> list[tuple[int, int, int]]:
    out = subprocess.run([str(binary), kind, *(h for h, _, _ in cases)], check=True, capture_output=True, text=True)
    return [tuple(int(x) for x in line.split()) for line in out.stdout.splitlines()]


@pytest.mark.parametrize("kind, cases", [("int", VARINTS), ("long", VARLONGS)])
def test_the_cpp_build_of_the_varint_specs_decodes_the_extremes(varints_binary, kind, cases):
    assert run(varints_binary, kind, cases) == [(v, raw, len(h) // 2) for h, v, raw in cases]


@pytest.mark.parametrize("parser, cases", [(KafkaVarint, VARINTS), (KafkaVarlong, VARLONGS)])
def test_the_python_build_agrees(parser, cases):
    parsed = [parser.from_bytes(bytes.fromhex(h)) for h, _, _ in cases]
    assert [(p.value, p.raw, p.len) for p in parsed] == [(v, raw, len(h) // 2) for h, v, raw in cases]


# ------------------------------------------------------------------------------------------------
# Kafka's own answers for edge encodings (tests/golden/VarintEdges.java, written by
# `make fixtures`): paddings, last bytes with bits beyond 32 / 64 bits, encodings too long.

EDGES = json.loads((ROOT / "tests" / "fixtures" / "golden" / "varint-edges.json").read_text())["cases"]


@pytest.mark.parametrize("case", EDGES, ids=lambda c: f"{c['kind']}-{c['hex']}")
def test_the_python_build_reads_edge_encodings_as_kafka_does(case):
    parser = KafkaVarint if case["kind"] == "varint" else KafkaVarlong
    if "error" in case:
        with pytest.raises(PARSER_FAILURES):
            parser.from_bytes(bytes.fromhex(case["hex"]))
        return
    parsed = parser.from_bytes(bytes.fromhex(case["hex"]))
    assert (parsed.value, parsed.len) == (int(case["value"]), case["consumed"])


def test_the_cpp_build_reads_edge_encodings_as_kafka_does(varints_binary):
    for kind in ("varint", "varlong"):
        cases = [c for c in EDGES if c["kind"] == kind]
        out = subprocess.run([str(varints_binary), "int" if kind == "varint" else "long", *(c["hex"] for c in cases)],
                             check=True, capture_output=True, text=True).stdout.splitlines()
        expected = ["error" if "error" in c else f"{c['value']} {c['consumed']}" for c in cases]
        assert [line if line == "error" else " ".join(line.split()[::2]) for line in out] == expected
