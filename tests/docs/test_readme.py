"""Every example in README.md and docs/*.md runs, and what it shows is what the product prints.

Each fenced block of those files is either run here (shell lines as ``python -m
pyspark_udfs`` subprocesses on the samples and fixtures, Python blocks with
``exec``, the Spark ones on one shared SparkSession), run by a test elsewhere
(:data:`RUN` names it as ``tests/<module>.py::<test>``), or listed in
:data:`NOT_RUN` with the reason; a new block that is none of these fails
:func:`test_every_block_is_run_or_says_why_not`.
"""
from __future__ import annotations

import contextlib
import io
import json
import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

from tests.conftest import GOLDEN, ROOT, SAMPLES
from tests.support.damage import batch_starts, put, refresh_v2_crc

DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
"""The README and every Markdown file under docs/."""
BLOCKS = [(path, m.group(1), m.group(2)) for path in DOCS
          for m in re.finditer(r"^ *```(\w*)\n(.*?)^ *```", path.read_text(), re.S | re.M)]
"""Each fenced block: its file, its language, its text (indented blocks, as in lists, too)."""
EXPECTED = json.loads((SAMPLES / "EXPECTED.json").read_text())

EXPORT_AND_SQL = "tests/docs/test_export_and_sql.py::test_every_example_runs_and_prints_what_it_shows"
"""docs/export-and-sql.md's blocks, run in order (the files its examples write are read by the next)."""
REGISTRY = "tests/docs/test_registry_doc.py::test_every_example_prints_what_the_page_shows"
"""docs/registry.md's blocks, run in order (later blocks use the names earlier ones set)."""

NOT_RUN = {
    "make run    # set everything up": "make targets reinstall the virtualenv (`make run` is the demo, whose report "
                                       "test_the_demo_report_is_text_with_kafkas_topics_decoded prints)",
    "pip install 'kafka-ksy[spark]'": "installs the distribution from the package index into the environment",
    "pip install 'kafka-ksy[arrow]'": "installs the distribution from the package index into the environment",
    "pip install 'kafka-ksy[registry]'": "installs the distribution from the package index into the environment",
    "make bench ": "the benchmark takes minutes and writes bench/results/",
    ".venv/bin/pip install atheris": "installs atheris and fuzzes for an hour",
}
RUN = {
    "read_arrow, read_table, register, scan": "test_the_front_door",
    "$ kafka-ksy verify samples/kafka-logs/orders-0": "test_command_line_session",
    "$ kafka-ksy --version": "test_version_line",
    "kafka-ksy dump PATH...": "test_command_lines",
    '{"type":"batch","file":"…"': "test_json_schema_example",
    "| offset: 59 …": "test_internal_topic_lines",
    '| offset: 0 … key: {"type":"0","data":{"groupId":"gs1"': "test_kafka4_topic_lines",
    '{"decoder":"share-group-state"': "test_kafka4_decoded_json",
    '{"type":"record", …, "decoded"': "test_decoded_json_example",
    "    for event in scan(segment):": "test_python_api_loop_goes_on_after_damage",
    "from pyspark.sql import SparkSession": "test_spark_example",
    "from pyspark_udfs.spark.topic_columns import": "test_internal_topics_as_columns_example",
    "flowchart TB": "tests/packaging/test_layers.py::test_the_architecture_page_draws_the_layers",
    "pip wheel --no-deps -w dist .": "tests/spark/test_cluster.py::test_a_wheel_on_every_node",
    "PYSPARK_PYTHON=./env/bin/python spark-submit --archives": "tests/spark/test_cluster.py::test_a_packed_environment",
    'table = read_table("samples/kafka-logs/orders-0")':
        "tests/tables/test_read_arrow.py::test_the_docs_examples_print_what_they_say",
    "max_records_per_batch=500": "tests/tables/test_read_arrow.py::test_the_docs_examples_print_what_they_say",
    'orders = read_table("samples/kafka-logs/orders-1").to_pandas()':
        "tests/tables/test_read_arrow.py::test_the_docs_examples_print_what_they_say",
    "clicks = pl.from_arrow(": "tests/tables/test_read_arrow.py::test_the_docs_examples_print_what_they_say",
    "log = read_arrow(\"samples/kafka-logs\")":
        "tests/tables/test_read_arrow.py::test_the_docs_examples_print_what_they_say",
    "pq.ParquetWriter(path, reader.schema)":
        "tests/tables/test_read_arrow.py::test_the_docs_examples_print_what_they_say",
    'columns=["offset", "timestamp"])': "tests/tables/test_read_arrow.py::test_the_docs_examples_print_what_they_say",
    "orders = scan_kafka_log(": "tests/tables/test_read_arrow.py::test_the_docs_examples_print_what_they_say",
    "clicks = kafka_log_relation(": "tests/tables/test_read_arrow.py::test_the_docs_examples_print_what_they_say",
    '$ kafka-ksy export samples/kafka-logs --output exported': EXPORT_AND_SQL,
    '$ kafka-ksy export samples/kafka-logs/payments-tx-0 --output committed': EXPORT_AND_SQL,
    'pl.scan_parquet("exported/*/*.parquet")': EXPORT_AND_SQL,
    "{'__cluster_metadata': ": EXPORT_AND_SQL,
    '$ kafka-ksy sql "SELECT topic, count(*) AS records FROM log': EXPORT_AND_SQL,
    "producerEpoch, isTransactional FROM log WHERE topic = 'payments-tx'": EXPORT_AND_SQL,
    "key = 'customer-0376'::BLOB": EXPORT_AND_SQL,
    'committed_offset, commit_timestamp FROM consumer_offsets': EXPORT_AND_SQL,
    "FROM transactions WHERE state LIKE 'Complete%'": EXPORT_AND_SQL,
    "$ kafka-ksy sql - samples/kafka-logs/payments-tx-0 <<'SQL'": EXPORT_AND_SQL,
    "kafka-ksy> SELECT topic, count(*) AS records FROM log":
        "tests/cli/test_sql_console.py::test_the_docs_console_session",
    'consumer_offsets("samples/kafka-logs").read_all()': EXPORT_AND_SQL,
    '75 [True, True]': EXPORT_AND_SQL,
    'con = connect("samples/kafka-logs"': EXPORT_AND_SQL,
    '[(72,)]': EXPORT_AND_SQL,
    'read_table("tests/fixtures/registry/kafka-logs/orders-0", decode="registry")': REGISTRY,
    '0 1 {"id":1,"customer":"Ada"': REGISTRY,
    "for row in table.to_pylist()[3:8]:": REGISTRY,
    "4 value: unknown schema id 999": REGISTRY,
    "valueDecoded->>'$.payer.name'": REGISTRY,
    "[(10, 'Ada'), (11, 'Émile')]": REGISTRY,
    'SchemaStore.from_log("tests/fixtures/registry': REGISTRY,
    "orders-value 1 1 AVRO (soft-deleted)": REGISTRY,
    "tests/fixtures/registry/kafka-logs --decode registry": REGISTRY,
    "$ kafka-ksy dump --json --decode registry": REGISTRY,
    "$ kafka-ksy describe tests/fixtures/registry/kafka-logs": REGISTRY,
    'decode="registry", decodeAs="struct")': REGISTRY,
    "struct<id: int64, customer: string": REGISTRY,
    'spark.read.format("kafka-log").option("decode", "registry")':
        "tests/registry/test_spark.py::test_a_dataframe_with_the_decode_columns",
    'option("decodeAs", "struct")': "tests/registry/test_spark.py::test_decode_as_struct_gives_a_struct_column",
    "|offset|customer|    amount|": "tests/registry/test_spark.py::test_decode_as_struct_gives_a_struct_column",
    "--output orders-export --topic orders": REGISTRY,
    "FROM 'orders-export/orders-0/*.parquet'": REGISTRY,
    "[('Cy', Decimal('1000000.00'))]": REGISTRY,
}
"""A unique string of each block, and the test that runs it."""


def block(key: str) -> str:
    """The one block holding ``key``."""
    matches = [text for _path, _lang, text in BLOCKS if key in text]
    assert len(matches) == 1, f"README.md and docs/ have {len(matches)} blocks holding {key!r}"
    return matches[0]


def test_every_block_is_run_or_says_why_not():
    for path, lang, text in BLOCKS:
        owners = [k for k in (*NOT_RUN, *RUN) if k in text]
        first = text.splitlines()[0]
        assert len(owners) == 1, f"{path.relative_to(ROOT)} block ({lang or 'plain'}) {first!r}: run it or say why not"
    for test in RUN.values():
        module, _, name = test.rpartition("::")
        if module:
            assert f"\ndef {name}(" in (ROOT / module).read_text(), test
        else:
            assert test in globals(), test


def cli(*argv: str, env: dict | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "pyspark_udfs", *argv], capture_output=True, text=True,
                          timeout=300, env=dict(os.environ, PYTHONPATH=str(ROOT), **(env or {})))


def test_version_line():
    command, shown = block("$ kafka-ksy --version").splitlines()
    assert command == "$ kafka-ksy --version"
    result = cli("--version", env={"KAFKA_KSY_BACKEND": "native"})
    assert result.returncode == 0 and result.stdout == shown + "\n"


def test_the_front_door():
    """The README's import line runs in a fresh interpreter, and its names are the package's exports."""
    code = block("read_arrow, read_table, register, scan")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                         env=dict(os.environ, PYTHONPATH=str(ROOT)))
    assert out.returncode == 0, out.stderr
    import pyspark_udfs

    names = re.fullmatch(r"from pyspark_udfs import (.*)\n", code).group(1).split(", ")
    assert set(names) <= set(pyspark_udfs.__all__)


def session(text: str) -> list[tuple[str, list[str]]]:
    """A block of ``$ command`` lines, each followed by what it prints."""
    steps: list[tuple[str, list[str]]] = []
    for line in text.splitlines():
        if line.startswith("$ "):
            steps.append((line[2:], []))
        else:
            steps[-1][1].append(line)
    return steps


def test_command_line_session():
    """Each command as written (pipes too), from the repository's root: exactly the lines shown."""
    for command, shown in session(block("$ kafka-ksy verify samples/kafka-logs/orders-0")):
        assert command.startswith("kafka-ksy ")
        line = f"{shlex.quote(sys.executable)} -m pyspark_udfs{command[len('kafka-ksy'):]}"
        out = subprocess.run(["bash", "-c", line], cwd=ROOT, capture_output=True, text=True, timeout=300,
                             env=dict(os.environ, PYTHONPATH=str(ROOT)))
        assert out.returncode == 0 and out.stdout.splitlines() == shown, (command, out.stdout, out.stderr)


# -- the command lines ------------------------------------------------------------------------------------------------

INDEXED = GOLDEN / "indexed-0"
PLACEHOLDERS = {
    "00000000000000005000.index": str(INDEXED / "00000000000000005000.index"),
    "00000000000000005000.timeindex": str(INDEXED / "00000000000000005000.timeindex"),
    "DATA_DIR": str(SAMPLES),
    "SEGMENT": str(SAMPLES / "orders-0" / "00000000000000000000.log"),
}
DECODER_DIRS = {"--offsets-decoder": "__consumer_offsets-0", "--transaction-log-decoder": "__transaction_state-0",
                "--cluster-metadata-decoder": "__cluster_metadata-0"}


def records_in(path: str, control: bool = True) -> int:
    """Records (``control=False``: data records only) as ``dump --json`` counts them."""
    objects = [json.loads(line) for line in cli("dump", "--json", path).stdout.splitlines()]
    return sum(o["type"] == "record" and (control or o["control"] is None) for o in objects)


def test_command_lines(tmp_path):
    """Each line runs on the samples (exit status 0: they are clean) and prints what its comment says."""
    lines = [line for line in block("kafka-ksy dump PATH...").splitlines() if line.strip()]
    assert len(lines) == 12
    for line in lines:
        command, _, comment = (part.strip() for part in line.partition("#"))
        words = command.split()
        assert words[0] == "kafka-ksy"
        decoder = next((w for w in words if w in DECODER_DIRS), None)
        partition = str(SAMPLES / (DECODER_DIRS[decoder] if decoder else "orders-0"))
        argv = [PLACEHOLDERS.get(w, partition if w in ("PATH", "PATH...") else str(tmp_path / "out") if w == "DIR"
                                 else w) for w in words[1:]]
        result = cli(*argv)
        assert result.returncode == 0, (line, result.stderr)
        out = result.stdout.splitlines()
        if "--deep-iteration" in words or "--print-data-log" in words:  # one line per record
            assert sum(o.startswith("| offset: ") for o in out) == records_in(partition), line
        if "--print-data-log" in words:  # with key and payload
            assert all(" payload: " in o for o in out if o.startswith("| offset: ")), line
        if decoder:  # decoded as DumpLogSegments decodes them: JSON or Kafka's texts
            assert sum(" key: " in o or " payload: " in o for o in out) == records_in(partition, False), line
        if "--index-sanity-check" in words:
            assert out[-1] == f"{argv[-1]} passed sanity check.", line
        if "--verify-index-only" in words:
            assert out == [f"Dumping {argv[-1]}"] and result.stderr == "", line
        if "--json" in words:
            assert all(json.loads(o)["type"] for o in out), line
        if words[1] == "describe":
            assert out[0].startswith(f"Data directory {SAMPLES}") and "overview" in comment
        if words[1] == "verify":
            assert out and all(o.startswith("OK ") for o in out), line
        if words[1] == "recover":
            output = f"{argv[3]}/00000000000000000000.log"
            assert out == [f"Recovered {argv[1]} -> {output}: 61 batches, 49119 bytes kept"], out  # EXPECTED.json
            assert (tmp_path / "out" / "00000000000000000000.log").read_bytes() == Path(argv[1]).read_bytes()
        if words[1:] == ["dump", "PATH..."]:  # like kafka-dump-log.sh --files
            assert out[0] == f"Dumping {partition}/00000000000000000000.index", out[0]


# -- the JSON contract ------------------------------------------------------------------------------------------------

def objects_of(text: str) -> list[dict]:
    """The example's objects; ``…`` stands for what is left out (a value, or members)."""
    return [json.loads(re.sub(r"\s*…,\s*|,\s*…(?=\s*[}\]])", "", chunk))
            for chunk in re.split(r"\n(?=\{)", text.strip())]


def contains(actual, shown) -> bool:
    """``shown`` is ``actual`` with some members left out (and ``"…"`` for some values)."""
    if shown == "…":
        return True
    if isinstance(shown, dict):
        return isinstance(actual, dict) and all(k in actual and contains(actual[k], v) for k, v in shown.items())
    return actual == shown


def dumped(*paths: Path) -> list[dict]:
    return [json.loads(line) for path in paths for line in cli("dump", "--json", str(path)).stdout.splitlines()]


def test_json_schema_example(tmp_path):
    shown = objects_of(block('{"type":"batch","file":"…"'))
    actual = dumped(GOLDEN / "v2-transactional.log", INDEXED, SAMPLES / "payments-tx-0")
    data = (GOLDEN / "v2-transactional.log").read_bytes()
    damaged = tmp_path / "00000000000000000000.log"
    damaged.write_bytes(data[:batch_starts(data)[1] + 17] + b"\x00\x00\x00\x00" + data[batch_starts(data)[1] + 21:])
    actual += dumped(damaged)
    for example in shown:
        same_type = [o for o in actual if o["type"] == example["type"]]
        assert same_type and all(set(o) == set(example) for o in same_type), example["type"]
        if example["type"] == "error":
            error = next(o for o in same_type if o["kind"] == example["kind"])
            assert re.fullmatch(r"batch is corrupt \(stored crc = 0, computed crc = \d+\)", error["reason"])
        else:
            assert any(contains(o, example) for o in same_type), example


def test_internal_topic_lines():
    lines = [line for line in block("| offset: 59 …").splitlines() if line]
    out = []
    for directory in DECODER_DIRS.values():
        out += cli("dump", "--print-data-log", str(SAMPLES / directory)).stdout.splitlines()
    for line in lines:
        start, end = line.split(" … ")
        assert any(o.startswith(start + " ") and o.endswith(" " + end) for o in out), line


def test_kafka4_topic_lines():
    """The share-group state and tiered-storage lines: Kafka 4.3's DumpLogSegmentsTest cases in the golden fixtures."""
    internal = GOLDEN / "internal"
    out = (cli("dump", "--share-group-state-decoder", str(internal / "share-group-state.log")).stdout
           + cli("dump", "--remote-log-metadata-decoder", str(internal / "remote-log-metadata.log")).stdout
           ).splitlines()
    for line in [line for line in block('| offset: 0 … key: {"type":"0","data":{"groupId":"gs1"').splitlines() if line]:
        start, end = line.split(" … ")
        assert any(o.startswith(start + " ") and o.endswith(" " + end) for o in out), line


def test_kafka4_decoded_json():
    internal = GOLDEN / "internal"
    actual = [json.loads(line).get("decoded")
              for flag, name in (("--share-group-state-decoder", "share-group-state"),
                                 ("--remote-log-metadata-decoder", "remote-log-metadata"))
              for line in cli("dump", "--json", flag, str(internal / f"{name}.log")).stdout.splitlines()]
    text = block('{"decoder":"share-group-state"').replace("[…]", '"…"').replace("{…}", '"…"')
    for example in objects_of(text):
        assert any(contains(o, example) for o in actual), example


def test_decoded_json_example():
    actual = dumped(*(SAMPLES / d for d in (*DECODER_DIRS.values(), "payments-tx-0")))
    for example in objects_of(block('{"type":"record", …, "decoded"')):
        assert any(contains(o, example) for o in actual), example


# -- Python --------------------------------------------------------------------------------------------------------

def run_block(code: str, namespace: dict | None = None, **replace: str) -> str:
    """``code`` run with ``replace``'s substitutions, its stdout; ``namespace``: what earlier blocks defined."""
    for old, new in replace.items():
        assert old in code
        code = code.replace(old, new)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(code, "README.md", "exec"), {"__name__": "readme", **(namespace or {})})
    return out.getvalue()


def test_python_api_loop_goes_on_after_damage(tmp_path):
    """v2-gzip.log with the first batch's gzip stream broken (CRC recomputed, so only decompression fails)."""
    data = (GOLDEN / "v2-gzip.log").read_bytes()
    starts = batch_starts(data)
    damaged = put(data, starts[0] + 61, ">I", 0)  # the gzip magic and method, first bytes of the records
    damaged = refresh_v2_crc(damaged, starts[0])
    segment = tmp_path / "00000000000000001000.log"
    segment.write_bytes(damaged)
    code = block("    for event in scan(segment):")
    out = run_block(code, **{"/var/kafka-logs/orders-0/00000000000000000000.log": str(segment)}).splitlines()
    problems = [line for line in out if line.startswith("problem: ")]
    assert problems == [next(p for p in problems if p.startswith(f"problem: {segment} at byte 0: "))]
    batches = [line.split()[:2] for line in out if re.fullmatch(r"\d+ \d+ gzip True", line)]
    assert len(batches) == len(starts)  # every batch, the damaged one too, and every record after it
    records = [line for line in out if not line.startswith("problem: ") and line not in
               {" ".join(b) + " gzip True" for b in batches}]
    whole = run_block(code, **{"/var/kafka-logs/orders-0/00000000000000000000.log":
                               str(GOLDEN / "v2-gzip.log")}).splitlines()
    first_batch = int(batches[0][1]) - int(batches[0][0]) + 1
    assert len(records) == len(whole) - len(starts) - first_batch


# -- Spark ---------------------------------------------------------------------------------------------------------

def shown_table(out: str) -> list[list[str]]:
    """The rows of a DataFrame.show() table."""
    rows = [line for line in out.splitlines() if line.startswith("|")]
    return [[cell.strip() for cell in row.strip("|").split("|")] for row in rows[1:]]


def test_spark_example(spark):
    out = run_block(block("from pyspark.sql import SparkSession"), **{'"/backups/kafka-logs"': repr(str(SAMPLES))})
    rows = {(topic, int(partition)): int(count) for topic, partition, count in shown_table(out)}
    by_partition = {(p["topic"], p["partition"]): p for p in EXPECTED["partitions"]}
    assert set(rows) == {k for k, p in by_partition.items() if p["last_offset"] >= 1000}
    for key, count in rows.items():  # offsets 1000.. of the committed records (offsets start at 0 in the samples)
        assert 0 < count <= min(by_partition[key]["read_committed_records"], by_partition[key]["last_offset"] - 999)
    assert rows[("orders", 0)] == 227  # no transactions there: offsets 1000..1226
    from pyspark_udfs.spark.pushdown import FILTER_PUSHDOWN_CONF, scoped_to_the_query

    scoped = scoped_to_the_query(spark)  # what register's comment says it sets, and when
    assert (spark.conf.get(FILTER_PUSHDOWN_CONF, "false") == "true") == scoped
    if tuple(int(n) for n in spark.version.split(".")[:2]) in {(4, 1), (4, 2), (4, 3)}:
        assert not scoped


def test_internal_topics_as_columns_example(spark):
    out = run_block(block("from pyspark_udfs.spark.topic_columns import"), {"spark": spark},  # the block above's
                    **{'"/backups/kafka-logs"': repr(str(SAMPLES))})
    committed, topics = (shown_table(table) for table in out.strip().split("\n\n"))
    groups = {tuple(row[:3]) for row in committed}
    assert ("orders-app", "orders", "0") in groups and not any(g[0] == "old-app" for g in groups)
    names = {json.loads(row[0])["name"] for row in topics}
    assert names == {p["topic"] for p in EXPECTED["partitions"]} - {"__cluster_metadata"}


def test_the_demo_report_is_text_with_kafkas_topics_decoded(spark):
    """``make run``'s report: text only (no NUL or control bytes from the internal topics' records), those
    records decoded as ``dump --json`` decodes them."""
    from pyspark_udfs.demo import print_report

    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        print_report(spark, str(SAMPLES), "local[2]")
    text = out.getvalue()
    assert not [c for c in text if not c.isprintable() and c != "\n"]
    records = text[text.index("A few records per topic"):text.index("Latest committed offset")]
    for topic, shown in (("__consumer_offsets-0", 'key={"type":'), ("__transaction_state-0", 'key={"type":0,'),
                         ("__cluster_metadata-0", 'value={"type":"')):
        section = records[records.index(f"  {topic}:"):].split("\n  ", 2)[1]
        assert shown in section, section
    assert "orders-app      orders       0          1227" in text
    # the metadata log of a Kafka 4.3 cluster (tests/golden/internal/SampleInternal.java): its records by type and
    # version, as many as Kafka's reader counts (EXPECTED.json), and the features at 4.3's production levels
    kraft = text[text.index("KRaft metadata log (__cluster_metadata"):].split("\n\n")[0].splitlines()
    rows = {tuple(line.split()[:2]): int(line.split()[2]) for line in kraft[3:] if not line.startswith("  features: ")}
    metadata = next(p for p in EXPECTED["partitions"] if p["topic"] == "__cluster_metadata")
    assert sum(rows.values()) == metadata["records"]
    assert {("CLEAR_ELR_RECORD", "0"): 2, ("REGISTER_BROKER_RECORD", "4"): 1, ("FEATURE_LEVEL_RECORD", "0"): 6,
            ("BROKER_REGISTRATION_CHANGE_RECORD", "0"): 1, ("BROKER_REGISTRATION_CHANGE_RECORD", "3"): 1,
            ("PARTITION_RECORD", "2"): 11, ("PARTITION_CHANGE_RECORD", "2"): 1}.items() <= rows.items()
    assert ("  features: metadata.version 30 (4.3-IV0), eligible.leader.replicas.version 1, group.version 1, "
            "share.version 1, streams.version 1, transaction.version 2") in kraft
