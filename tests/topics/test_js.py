"""What the Web IDE shows (the specs' JavaScript build) equals the Python parse, for the parameter-free specs
of Kafka's own files and records: producer snapshots and every metadata record of the fixtures."""
from __future__ import annotations

import base64

from pyspark_udfs.generated.kafka_metadata_record import KafkaMetadataRecord
from pyspark_udfs.generated.kafka_producer_snapshot import KafkaProducerSnapshot

from tests.conftest import GOLDEN, SAMPLES, read_jsonl
from tests.specs.test_generated import js_parsers, js_trees, python_tree  # noqa: F401 (js_parsers is a fixture)


def test_producer_snapshots(js_parsers):  # noqa: F811
    files = sorted(GOLDEN.rglob("*.snapshot")) + sorted(SAMPLES.rglob("*.snapshot"))
    assert len(files) > 5
    trees = js_trees(js_parsers, "KafkaProducerSnapshot", files)
    for path in files:
        assert trees[str(path)] == python_tree(KafkaProducerSnapshot.from_file(str(path))), path.name


def test_metadata_records(js_parsers, tmp_path):  # noqa: F811
    files = []
    for entry in read_jsonl(GOLDEN / "internal" / "cluster-metadata.values.jsonl"):
        path = tmp_path / f"{entry['offset']:03d}-{entry['message']}-v{entry['version']}.bin"
        path.write_bytes(base64.b64decode(entry["value"]))
        files.append(path)
    trees = js_trees(js_parsers, "KafkaMetadataRecord", files)
    for path in files:
        assert trees[str(path)] == python_tree(KafkaMetadataRecord.from_file(str(path))), path.name


def test_kraft_snapshots(js_parsers):  # noqa: F811
    """A KRaft snapshot (.checkpoint) is a segment of batches: the Web IDE reads it with kafka_log_segment."""
    from pyspark_udfs.generated.kafka_log_segment import KafkaLogSegment

    files = sorted(GOLDEN.rglob("*.checkpoint")) + sorted(SAMPLES.rglob("*.checkpoint"))
    assert len(files) >= 2
    trees = js_trees(js_parsers, "KafkaLogSegment", files)
    for path in files:
        assert trees[str(path)] == python_tree(KafkaLogSegment.from_file(str(path))), path.name
