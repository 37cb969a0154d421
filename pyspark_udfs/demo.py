"""``python -m pyspark_udfs.demo [DATA_DIR]``: a Spark job over a broker's data directory.

Starts a local Spark (``local[*]``), registers the ``kafka-log`` data
source, and prints what one wants to know about a Kafka data directory:
records per topic-partition with offsets, time range, codecs and damage;
what ``read_committed`` hides; a pruned offset-range query; a few decoded
records; the latest committed offset per consumer group and partition; and
the KRaft metadata log's record types and versions with the features it finalizes.
``make run`` runs it over ``samples/kafka-logs``.
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from typing import TYPE_CHECKING

from .format.text import counted, printable, utc_text

if TYPE_CHECKING:  # pragma: no cover
    from pyspark.sql import DataFrame, SparkSession

DEFAULT_DIR = "samples/kafka-logs"
_QUIET_LOG4J = """\
rootLogger.level = error
rootLogger.appenderRef.stderr.ref = console
appender.console.type = Console
appender.console.name = console
appender.console.target = SYSTEM_ERR
appender.console.layout.type = PatternLayout
appender.console.layout.pattern = %d{HH:mm:ss} %p %c{1}: %m%n%ex
"""


def start_spark(master: str = "local[*]") -> SparkSession:
    """A local SparkSession that logs only errors, with Python workers on this interpreter."""
    os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
    config = os.path.join(tempfile.mkdtemp(prefix="kafka-ksy-demo-"), "log4j2.properties")
    with open(config, "w") as handle:
        handle.write(_QUIET_LOG4J)
    from pyspark.sql import SparkSession

    spark = (SparkSession.builder.master(master).appName("kafka-ksy demo")
             .config("spark.driver.extraJavaOptions", f"-Dlog4j2.configurationFile=file:{config}")
             .config("spark.ui.enabled", "false")
             .config("spark.ui.showConsoleProgress", "false")
             .config("spark.sql.shuffle.partitions", "4")
             .config("spark.sql.session.timeZone", "UTC")
             .getOrCreate())
    spark.sparkContext.setLogLevel("ERROR")
    return spark


def _when(millis: int | None) -> str:
    return "-" if millis is None else utc_text(millis, " ", fraction=False)


def _text(data: bytes | None, width: int = 60) -> str:
    """Bytes as UTF-8 text; bytes that are not UTF-8 and characters that do not print as escapes."""
    if data is None:
        return "null"
    text = bytes(data).decode("utf-8", errors="backslashreplace")
    return _cut(printable(text), width)


def _cut(text: str, width: int) -> str:
    return text if len(text) <= width else text[: width - 1] + "…"


def _decoded_text(row, width: int = 110) -> str | None:
    """``key=… value=…`` of a record of Kafka's internal topics, decoded as ``dump --json`` decodes it
    (``decoded.key``/``decoded.value``); None for records of other topics."""
    from .cli.jsonl import dumps
    from .format.model import Record
    from .topics.decoders import DECODERS, decoder_for

    decoder = decoder_for(row.file) if row.file else None
    if decoder is None:
        return None
    record = Record(offset=row.offset, timestamp=row.ms or -1, timestamp_type="CreateTime",
                    key=None if row.key is None else bytes(row.key),
                    value=None if row.value is None else bytes(row.value))
    decoded = DECODERS[decoder](record, row.file, row.position)
    if decoded.error is not None:
        return f"not decoded: {decoded.error.reason}"
    return f"key={_cut(dumps(decoded.key), width)}  value={_cut(dumps(decoded.value), width)}"


def _table(header: list[str], rows: list[list]) -> str:
    cells = [header] + [[str(c) for c in row] for row in rows]
    widths = [max(len(row[i]) for row in cells) for i in range(len(header))]
    lines = ["  ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)).rstrip() for row in cells]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join("  " + line for line in lines)


def partition_summary(df: DataFrame) -> str:
    from pyspark.sql import functions as F

    timed = F.when(F.col("timestampType") >= 0, F.unix_millis("timestamp"))
    summary = (df.groupBy("topic", "partition")
               .agg(F.count("offset").alias("records"),
                    F.min("offset").alias("first"), F.max("offset").alias("last"),
                    F.min(timed).alias("oldest"), F.max(timed).alias("newest"),
                    F.array_sort(F.collect_set("compression")).alias("codecs"),
                    F.array_sort(F.collect_set("magic")).alias("magics"),
                    F.countDistinct("file").alias("segments"),
                    F.count("_corrupt_record").alias("damaged"))
               .orderBy("topic", "partition").collect())
    rows = [[r.topic, r.partition, r.records, f"{r.first}..{r.last}", r.segments, _when(r.oldest),
             _when(r.newest), ",".join(r.codecs), ",".join(map(str, r.magics)), r.damaged] for r in summary]
    total = sum(r.records for r in summary)
    table = _table(["topic", "partition", "records", "offsets", "segments", "oldest (UTC)", "newest (UTC)",
                    "codecs", "magic", "damaged"], rows)
    return f"{table}\n  {counted(total, 'record')} in {counted(len(summary), 'partition')}"


def committed_summary(spark: SparkSession, path: str, df: DataFrame) -> str:
    committed = spark.read.format("kafka-log").option("isolationLevel", "read_committed").load(path)
    everything = {(r.topic, r.partition): r["count"] for r in df.groupBy("topic", "partition").count().collect()}
    visible = {(r.topic, r.partition): r["count"] for r in committed.groupBy("topic", "partition").count().collect()}
    rows = [[t, p, n, visible.get((t, p), 0), n - visible.get((t, p), 0)]
            for (t, p), n in sorted(everything.items(), key=lambda kv: (str(kv[0][0]), kv[0][1] or -1))
            if visible.get((t, p), 0) != n]
    if not rows:
        return "  no aborted or open transactions: read_committed sees every record"
    return _table(["topic", "partition", "read_uncommitted", "read_committed", "hidden"], rows)


def sample_records(df: DataFrame, count: int = 3) -> str:
    from pyspark.sql import functions as F

    lines = []
    firsts = (df.where("_corrupt_record IS NULL").groupBy("topic")
              .agg(F.min(F.struct("partition", "offset")).alias("at")).orderBy("topic").collect())
    for first in firsts:
        rows = (df.where(F.col("topic").eqNullSafe(first.topic)
                         & (F.col("partition") == first.at.partition) & (F.col("offset") >= first.at.offset))
                .orderBy("offset").limit(count)
                .select("offset", "key", "value", "headers", "timestampType", F.unix_millis("timestamp").alias("ms"),
                        "file", "position")
                .collect())
        lines.append(f"  {first.topic}-{first.at.partition}:")
        for r in rows:
            headers = ", ".join(f"{h.key}={_text(h.value, 20)}" for h in r.headers or [])
            when = _when(r.ms) if r.timestampType >= 0 else "no timestamp       "
            data = _decoded_text(r) or f"key={_text(r.key, 24)}  value={_text(r.value)}"
            lines.append(f"    offset {r.offset}  {when}  {data}" + (f"  headers[{headers}]" if headers else ""))
    return "\n".join(lines)


def pruned_query(spark: SparkSession, path: str, df: DataFrame) -> str:
    from pyspark.sql import functions as F

    from .spark.datasource import KafkaLogDataSource
    from .tables.stats import ReadStats

    biggest = (df.groupBy("topic", "partition").agg(F.count("*").alias("n"), F.max("offset").alias("last"))
               .orderBy(F.desc("n")).first())
    if biggest is None or biggest.last is None:
        return "  (no records)"
    start = max(0, biggest.last // 2)
    options = {"path": path, "startingOffset": json_offsets(biggest.topic, biggest.partition, start),
               "endingOffset": json_offsets(biggest.topic, biggest.partition, start + 5)}
    rows = (spark.read.format("kafka-log").options(**options).load()
            .where(F.col("topic") == biggest.topic).where(F.col("partition") == biggest.partition)
            .select("offset", "value").collect())
    # The same plan, run here to count the work (Spark's tasks run in other processes).
    reader = KafkaLogDataSource(options).reader(None)
    stats = ReadStats()
    splits = [p for p in reader.partitions()
              if (p.split.topic, p.split.partition) == (biggest.topic, biggest.partition)]
    for split in splits:
        for _ in reader.read_split(split, stats):
            pass
    values = ", ".join(f"{r.offset}:{_text(r.value, 18)}" for r in rows)
    return (f"  {biggest.topic}-{biggest.partition}, startingOffset {start}, endingOffset {start + 5}: "
            f"{counted(len(rows), 'row')}; that partition's task read {counted(stats.batches_read, 'batch header')} "
            f"and decoded {counted(stats.batches_decoded, 'batch')}\n    {values}")


def committed_offsets(df: DataFrame) -> str:
    """The latest committed offset per group and partition, from the ``__consumer_offsets`` records."""
    from pyspark.sql import functions as F

    from .spark.topic_columns import consumer_offsets, latest_committed_offsets

    rows = (latest_committed_offsets(consumer_offsets(df)).withColumn("ms", F.unix_millis("commit_timestamp"))
            .orderBy("group", "topic", "partition").collect())
    if not rows:
        return "  (no __consumer_offsets partition, or no committed offsets)"
    return _table(["group", "topic", "partition", "offset", "leader_epoch", "committed at"],
                  [[r.group, r.topic, r.partition, r.committed_offset, r.leader_epoch,
                    _when(r.ms)] for r in rows])


def cluster_metadata_summary(df: DataFrame) -> str:
    """The ``__cluster_metadata`` records by type and version, and the features their FeatureLevelRecords leave."""
    import json

    from pyspark.sql import functions as F

    from .spark.topic_columns import cluster_metadata
    from .topics.kraft_image import KRaftImage, features_text

    metadata = cluster_metadata(df).where("decode_error IS NULL").cache()
    try:
        counts = metadata.groupBy("record_type", "version").count().orderBy("record_type", "version").collect()
        if not counts:
            return "  (no __cluster_metadata partition)"
        image = KRaftImage()
        for r in metadata.where(F.col("record_type") == "FEATURE_LEVEL_RECORD").orderBy("log_offset").collect():
            image.apply({"type": r.record_type, "version": r.version, "data": json.loads(r.data_json)})
    finally:
        metadata.unpersist()
    table = _table(["record type", "version", "records"], [[r.record_type, r.version, r["count"]] for r in counts])
    return f"{table}\n  features: {features_text(image.features)}"


def json_offsets(topic: str, partition: int, offset: int) -> str:
    import json
    return json.dumps({topic: {str(partition): offset}})


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m pyspark_udfs.demo",
                                     description="A Spark job over a broker's data directory (make run).")
    parser.add_argument("path", nargs="?", default=DEFAULT_DIR, help=f"a Kafka data directory (default {DEFAULT_DIR})")
    parser.add_argument("--master", default="local[*]", help="Spark master (default local[*])")
    args = parser.parse_args(argv)
    if not os.path.exists(args.path):
        print(f"demo: {args.path} does not exist (samples are written by `make fixtures`)", file=sys.stderr)
        return 2
    started = time.monotonic()
    spark = start_spark(args.master)
    try:
        import pyspark_udfs

        pyspark_udfs.register(spark)
        print_report(spark, args.path, args.master)
        print(f"\nDone in {time.monotonic() - started:.1f}s.")
    finally:
        spark.stop()
    return 0


def print_report(spark: SparkSession, path: str, master: str) -> None:
    """The demo's report on a data directory, on stdout, with a session that has ``kafka-log`` registered."""
    shown, path = path, os.path.abspath(path)
    df = spark.read.format("kafka-log").load(path).cache()
    try:
        print(f"Kafka log segments under {shown} (Spark {spark.version}, {master})\n")
        print("Records per topic-partition")
        print(partition_summary(df))
        print("\nTransactions (isolationLevel=read_committed)")
        print(committed_summary(spark, path, df))
        print("\nAn offset range, read without touching the rest")
        print(pruned_query(spark, path, df))
        print("\nA few records per topic (keys and values as UTF-8; Kafka's own topics decoded as dump --json does)")
        print(sample_records(df))
        print("\nLatest committed offset per group and partition (__consumer_offsets, decoded)")
        print(committed_offsets(df))
        print("\nKRaft metadata log (__cluster_metadata, decoded): record types and versions, finalized features")
        print(cluster_metadata_summary(df))
    finally:
        df.unpersist()

if __name__ == "__main__":
    sys.exit(main())
