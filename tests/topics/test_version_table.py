"""The table of docs/internal-topics.md, "What each Kafka version writes", holds: each record type,
field and feature it names in its "changes in 4.0–4.3" and "changes in 4.4" columns is a name of Kafka's own
definitions (tests/golden/internal/definitions/, copied from Kafka 4.4) and appears in what our decoders make
of the Kafka-written golden fixtures, so "we read every type and version in this table" is checked.
"""
from __future__ import annotations

import json
import re

import pytest

from pyspark_udfs.reading.scan import scan
from pyspark_udfs.reading.segment import LogSegment
from pyspark_udfs.topics import decoders
from tests.conftest import GOLDEN, ROOT

DOC = (ROOT / "docs" / "internal-topics.md").read_text()
DEFINITIONS = ROOT / "tests" / "golden" / "internal" / "definitions"
SAMPLE_METADATA = ROOT / "samples" / "kafka-logs" / "__cluster_metadata-0" / "00000000000000000000.log"
"""The features a 4.3 cluster finalizes are in the samples' metadata log (the golden fixture's values are
synthesized from the definitions)."""
FIXTURES = {
    "`__consumer_offsets`": ("consumer-offsets.log", decoders.decode_offsets),
    "`__transaction_state`": ("transaction-state.log", decoders.decode_transaction_log),
    "`__cluster_metadata`": ("cluster-metadata.log", decoders.decode_cluster_metadata),
    "`__share_group_state`": ("share-group-state.log", decoders.decode_share_group_state),
    "`__remote_log_metadata`": ("remote-log-metadata.log", decoders.decode_remote_log_metadata),
}
NOT_IN_A_RELEASE = {"ShareGroupPartitionMetadata", "StreamsGroupPartitionMetadata"}
"""Named by the table as types no release writes (reported as unknown types, tested elsewhere)."""


CHANGES = ("changes in 4.0–4.3", "changes in 4.4")


def table_rows() -> dict[str, str]:
    """Each row's first cell -> its "changes in 4.0–4.3" and "changes in 4.4" cells."""
    section = DOC.split("## What each Kafka version writes", 1)[1].split("\n## ", 1)[0]
    lines = [line for line in section.splitlines() if line.startswith("| ")]
    header = [cell.strip() for cell in lines[0].strip("| ").split(" | ")]
    columns = [header.index(name) for name in CHANGES]
    rows = [line.strip("| ").split(" | ") for line in lines if line.startswith("| `")]
    assert rows and all(len(cells) == len(header) for cells in rows)
    return {cells[0].strip(): " ".join(cells[c] for c in columns) for cells in rows}


def names_in_definitions() -> set[str]:
    names: set[str] = set()

    def walk(node):
        if isinstance(node, dict):
            if isinstance(node.get("name"), str):
                names.add(node["name"])
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    for path in DEFINITIONS.rglob("*.json"):
        text = "\n".join(line for line in path.read_text().splitlines() if not line.strip().startswith("//"))
        walk(json.loads(text))
    return names


def api_key(name: str) -> str | None:
    """``type N``: the record type (apiKey) of a coordinator record's key definition, as decoded keys give it."""
    path = DEFINITIONS / f"{name.removesuffix('Value').removesuffix('Key')}Key.json"
    if not path.exists():
        return None
    text = "\n".join(line for line in path.read_text().splitlines() if not line.strip().startswith("//"))
    return f"type {json.loads(text)['apiKey']}"


def decoded_words(fixture: str, decode) -> set[str]:
    """Every key and every string value of the decoded keys and values of a fixture's records (and the
    type names in them)."""
    words: set[str] = set()

    def walk(node):
        if isinstance(node, dict):
            for key, value in node.items():
                words.add(str(key))
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)
        elif isinstance(node, str):
            words.add(node)

    paths = [GOLDEN / "internal" / fixture] + ([SAMPLE_METADATA] if fixture == "cluster-metadata.log" else [])
    for path in paths:
        with LogSegment(str(path)) as segment:
            for event in scan(segment):
                if hasattr(event, "offset") and getattr(event, "control", None) is None:
                    decoded = decode(event, str(path), 0)  # the fixtures' damaged records give errors: left out
                    walk(decoded.key)
                    walk(decoded.value)
                    if isinstance(decoded.key, dict) and "type" in decoded.key:
                        words.add(f"type {decoded.key['type']}")
    return words


def spellings(name: str) -> set[str]:
    """A definition's name as Kafka's JSON converters and record-type names write it."""
    camel = name[0].lower() + name[1:]
    snake = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", name).upper()
    return {name, camel, snake, snake.removesuffix("_RECORD") + "_RECORD"}


@pytest.mark.parametrize("row", list(FIXTURES))
def test_every_name_the_table_gives_for_4x_is_kafkas_and_is_decoded(row):
    changes = table_rows()[row]
    named = [n for n in re.findall(r"`([^`]+)`", changes) if n not in NOT_IN_A_RELEASE]
    assert named, f"the row {row} names nothing"
    definitions = names_in_definitions()
    words = decoded_words(*FIXTURES[row])
    for name in named:
        if name.endswith(".checkpoint"):  # a file name (4.4's bootstrap snapshot), not a record's
            continue
        if "." in name:  # a feature name, written in FeatureLevelRecord values
            assert name in words, f"{row}: the feature {name} is in no decoded FeatureLevelRecord"
            continue
        assert {name, f"{name}Key", f"{name}Value"} & definitions, f"{row}: {name} is not a name in Kafka's definitions"
        assert spellings(name) & words or api_key(name) in words, \
            f"{row}: {name} is in no decoded record of {FIXTURES[row][0]}"
