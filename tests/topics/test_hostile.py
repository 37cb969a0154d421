"""Hostile keys and values never escape the decoders as exceptions: a Decoded with an error, or a decode."""
from __future__ import annotations

import base64

from hypothesis import given, settings
from hypothesis import strategies as st

from pyspark_udfs.errors import CorruptBatchError
from pyspark_udfs.format.model import Record
from pyspark_udfs.topics.control import decode_control_value
from pyspark_udfs.topics.decoders import decode_cluster_metadata, decode_offsets, decode_transaction_log
from tests.conftest import GOLDEN, read_jsonl

INTERNAL = GOLDEN / "internal"
SEEDS = {
    "offsets": [(base64.b64decode(e["key"]), e["value"] and base64.b64decode(e["value"]))
                for e in read_jsonl(INTERNAL / "consumer-offsets.values.jsonl")],
    "transactions": [(base64.b64decode(e["key"]), e["value"] and base64.b64decode(e["value"]))
                     for e in read_jsonl(INTERNAL / "transaction-state.values.jsonl")],
    "metadata": [(None, base64.b64decode(e["value"])) for e in read_jsonl(INTERNAL / "cluster-metadata.values.jsonl")],
}
DECODERS = {"offsets": decode_offsets, "transactions": decode_transaction_log, "metadata": decode_cluster_metadata}


def mutate(data: bytes | None, cut: int, flips: list[tuple[int, int]]) -> bytes | None:
    if data is None:
        return None
    out = bytearray(data[:max(0, len(data) - cut)])
    for position, bit in flips:
        if out:
            out[position % len(out)] ^= 1 << (bit % 8)
    return bytes(out)


@settings(max_examples=400, deadline=None)
@given(kind=st.sampled_from(sorted(SEEDS)), index=st.integers(min_value=0), cut=st.integers(0, 6),
       flips=st.lists(st.tuples(st.integers(0, 10_000), st.integers(0, 7)), max_size=3),
       key_too=st.booleans())
def test_mutated_records_decode_or_name_their_error(kind, index, cut, flips, key_too):
    key, value = SEEDS[kind][index % len(SEEDS[kind])]
    record = Record(offset=7, timestamp=0, timestamp_type="CreateTime",
                    key=mutate(key, cut, flips) if key_too else key, value=mutate(value, cut, flips))
    decoded = DECODERS[kind](record, "x.log", 40)
    if decoded.error is not None:
        assert (decoded.error.file, decoded.error.position) == ("x.log", 40)


@settings(max_examples=300, deadline=None)
@given(kind=st.sampled_from(sorted(DECODERS)), key=st.one_of(st.none(), st.binary(max_size=40)),
       value=st.one_of(st.none(), st.binary(max_size=200)))
def test_random_bytes_decode_or_name_their_error(kind, key, value):
    record = Record(offset=0, timestamp=0, timestamp_type="CreateTime", key=key, value=value)
    decoded = DECODERS[kind](record, "x.log", 0)
    assert decoded.error is None or decoded.error.file == "x.log"


@settings(max_examples=300, deadline=None)
@given(type_id=st.integers(2, 6), value=st.binary(max_size=120))
def test_random_control_values_raise_only_the_projects_error(type_id, value):
    try:
        decode_control_value(type_id, value, "x.log", 3)
    except CorruptBatchError as error:
        assert error.position == 3
