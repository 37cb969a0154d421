"""Segments in object storage: an S3 server (moto, in this process, on 127.0.0.1) holding the samples.

Everything read from ``s3://`` must equal what the same bytes give from the
local disk: the CLI's output, the library's batches, Spark's rows. Failures
(a missing bucket, a denied request, a connection dropped in the middle of
a segment) must name the URI, and PERMISSIVE keeps every batch read before.
"""
from __future__ import annotations

import http.client
import io
import json
import logging
import posixpath
import socket
import struct
import sys
import threading
import time
import urllib.request
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from pyspark_udfs import cli, storage
from pyspark_udfs.errors import InputError
from pyspark_udfs.reading.index import OffsetIndex
from pyspark_udfs.reading.segment import LogSegment
from pyspark_udfs.spark.datasource import KafkaLogDataSource
from pyspark_udfs.tables.schema import COLUMNS
from pyspark_udfs.tables.stats import ReadStats
from tests.conftest import SAMPLES
from tests.spark.test_source import spark_rows
from tests.support.commands import command_id
from tests.support.damage import batch_starts
from tests.topics.test_describe import data_dir

moto_server = pytest.importorskip("moto.server")
boto3 = pytest.importorskip("boto3")

BUCKET = "kafka"
REGION = "us-east-1"
BIG = "big/concatenated.log"
"""Every v2 sample segment's batches back to back, four times, offsets growing: several MiB of Kafka-written
batches."""
FAULTY_DIR_SEGMENT = "faultydir/big-0/00000000000000000000.log"
"""``BIG`` again, in a data directory's layout (topic ``big``, partition 0), for ``describe``."""
STALL_SECONDS = 20
"""How long the stalling proxy holds a response: far longer than the S3 client waits on a silent
connection, yet bounded, so that a client without a timeout makes the test fail, never hang."""
CHUNK = 1 << 20  # LogSegment's read buffer for a store (_READ_CHUNK): the largest ranged request a walk makes


def big_segment() -> bytes:
    """:data:`BIG`'s bytes: each batch's base offset (outside its CRC) renumbered so that offsets only grow, as
    in one segment Kafka wrote (the reader reports offsets that go backwards); the legacy sample is left out,
    its offsets being inside compressed wrappers."""
    out, offset = bytearray(), 0
    for _ in range(4):
        for path in sorted(SAMPLES.rglob("*.log")):
            if path.parent.name == "legacy.events-0":
                continue
            data = path.read_bytes()
            starts = batch_starts(data)
            for start, end in zip(starts, [*starts[1:], len(data)], strict=False):
                out += struct.pack(">q", offset) + data[start + 8:end]
                offset += struct.unpack_from(">i", data, start + 23)[0] + 1  # lastOffsetDelta
    return bytes(out)


@pytest.fixture(scope="module")
def s3():
    """The moto S3 server's endpoint, with the samples uploaded as a broker layout, a flat prefix and one big object."""
    logging.getLogger("werkzeug").setLevel(logging.ERROR)
    server = moto_server.ThreadedMotoServer(ip_address="127.0.0.1", port=0, verbose=False)
    server.start()
    host, port = server.get_host_and_port()
    assert host == "127.0.0.1"
    endpoint = f"http://127.0.0.1:{port}"
    with pytest.MonkeyPatch.context() as env:
        env.setenv("AWS_ACCESS_KEY_ID", "testing")
        env.setenv("AWS_SECRET_ACCESS_KEY", "testing")
        env.setenv("AWS_EC2_METADATA_DISABLED", "true")  # never ask a metadata service for credentials
        env.setenv("AWS_ENDPOINT_URL", endpoint)
        env.setenv("AWS_REGION", REGION)
        client = boto3.client("s3", endpoint_url=endpoint, region_name=REGION)
        client.create_bucket(Bucket=BUCKET, ACL="public-read")  # public: Spark's executors read it anonymously
        uploads = {f"broker/{p.relative_to(SAMPLES)}": p.read_bytes() for p in SAMPLES.rglob("*") if p.is_file()}
        uploads.update({f"flat/{p.name}": p.read_bytes() for p in (SAMPLES / "orders-0").iterdir()})
        uploads[BIG] = big_segment()
        uploads[FAULTY_DIR_SEGMENT] = big_segment()
        for key, body in uploads.items():
            client.put_object(Bucket=BUCKET, Key=key, Body=body, ACL="public-read")
        yield endpoint
    server.stop()


@pytest.fixture(autouse=True)
def forget_bucket_options(monkeypatch):
    """Options a test's reader registers for the bucket (endpoint, anonymous) end with the test."""
    monkeypatch.setattr(storage.uris, "_configured", {})


def run_cli(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = cli.main(list(argv), out, err)
    return status, out.getvalue(), err.getvalue()


def as_local(text: str) -> str:
    return text.replace(f"s3://{BUCKET}/broker", str(SAMPLES))


@pytest.mark.parametrize("command", [["dump", "--deep-iteration", "--print-data-log"], ["dump", "--json"],
                                     ["verify"], ["describe"], ["describe", "--json"]], ids=command_id)
def test_cli_reads_a_prefix_as_it_reads_the_local_directory(s3, command):
    remote = run_cli(*command, f"s3://{BUCKET}/broker")
    local = run_cli(*command, str(SAMPLES))
    assert local[1].count("\n") >= 8
    assert (remote[0], as_local(remote[1]), as_local(remote[2])) == local


@pytest.mark.parametrize("json_output", [False, True])
def test_cli_describes_a_data_directory_in_s3(s3, tmp_path, json_output):
    """With Kafka's text files and a producer snapshot beside the segments (the describe tests' data directory)."""
    local = Path(data_dir(tmp_path))
    client = boto3.client("s3", endpoint_url=s3, region_name=REGION)
    for path in local.rglob("*"):
        if path.is_file():
            client.put_object(Bucket=BUCKET, Key=f"datadir/{path.relative_to(local)}", Body=path.read_bytes())
    flags = ["--json"] if json_output else []
    remote = run_cli("describe", *flags, f"s3://{BUCKET}/datadir")
    expected = run_cli("describe", *flags, str(local))
    assert "00000000000000001129.snapshot" in expected[1] and "node.id" in expected[1]  # snapshot, meta.properties
    assert remote[0] == expected[0] == 0
    assert remote[1].replace(f"s3://{BUCKET}/datadir", str(local)) == expected[1]


def test_cli_dumps_indexes_and_recovers_from_s3(s3, tmp_path):
    partition = "orders-0/00000000000000000579"
    for suffix in (".index", ".timeindex"):
        remote = run_cli("dump", "--verify-index-only", f"s3://{BUCKET}/broker/{partition}{suffix}")
        local = run_cli("dump", "--verify-index-only", str(SAMPLES / f"{partition}{suffix}"))
        assert (remote[0], as_local(remote[1]), remote[2]) == local
    (tmp_path / "remote").mkdir()
    (tmp_path / "remote" / "00000000000000000579.log").write_bytes(b"an older recovery, overwritten")
    remote = run_cli("recover", f"s3://{BUCKET}/broker/{partition}.log", "--output", str(tmp_path / "remote"))
    local = run_cli("recover", str(SAMPLES / f"{partition}.log"), "--output", str(tmp_path / "local"))
    assert remote[0] == local[0] == 0
    for name in ("00000000000000000579.log", "00000000000000000579.index", "00000000000000000579.timeindex"):
        assert (tmp_path / "remote" / name).read_bytes() == (tmp_path / "local" / name).read_bytes()


def test_a_big_segment_is_read_in_ranges_never_whole(s3):
    data = big_segment()
    assert len(data) > 3 * CHUNK
    with storage.open_uri(f"s3://{BUCKET}/{BIG}") as handle, LogSegment(handle) as remote, \
            LogSegment(data) as local:
        seen = [(b.position, b.base_offset, b.last_offset, b.crc_valid) for b in remote.batches()]
        expected = list(local.batches())
        assert seen == [(b.position, b.base_offset, b.last_offset, b.crc_valid) for b in expected]
        assert handle.largest_request <= CHUNK
        assert handle.requests >= len(data) // CHUNK
        # each byte once, but for the batch cut by the end of each ranged read, fetched again with the next
        assert len(data) <= handle.bytes_fetched <= len(data) + handle.requests * max(b.size for b in expected)


def reader(path: str, **options: str):
    return KafkaLogDataSource({"path": path, **options}).reader(None)


TOPIC, PARTITION, OFFSET, FILE, POSITION, CORRUPT = (
    COLUMNS.index(c) for c in ("topic", "partition", "offset", "file", "position", "_corrupt_record"))


def rows_of(source, stats: ReadStats) -> list[tuple]:
    """The rows of every split of ``source``, with ``file`` blanked (local and remote names differ)."""
    rows = []
    for partition in source.partitions():
        rows += [(*row[:FILE], None, *row[FILE + 1:]) for row in source.read_split(partition, stats)]
    return rows


def test_flat_prefix_takes_topic_and_partition_from_options(s3):
    remote = rows_of(reader(f"s3://{BUCKET}/flat", topic="orders", partition="0"), ReadStats())
    local = rows_of(reader(str(SAMPLES / "orders-0")), ReadStats())
    assert len(local) > 1000
    assert remote == local
    assert {(row[TOPIC], row[PARTITION]) for row in remote} == {("orders", 0)}


def test_a_narrow_offset_range_fetches_only_the_bytes_it_needs(s3):
    log = SAMPLES / "orders-1" / "00000000000000000000.log"
    with OffsetIndex(log.with_suffix(".index")) as index:
        entry = index.entry(index.entries - 3)  # where the offset index sends a read of the last few offsets
    assert entry.position > 0.9 * log.stat().st_size
    options = {"startingOffset": str(entry.offset + 1), "endingOffset": str(entry.offset + 11)}
    narrow, whole = ReadStats(), ReadStats()
    source = reader(f"s3://{BUCKET}/broker/orders-1", **options)
    rows = rows_of(source, narrow)
    narrow.add(source.planning_stats)
    assert [row[OFFSET] for row in rows] == list(range(entry.offset + 1, entry.offset + 11))
    assert rows == rows_of(reader(str(log.parent), **options), ReadStats())
    rows_of(reader(f"s3://{BUCKET}/broker/orders-1"), whole)
    assert whole.bytes_fetched >= log.stat().st_size
    assert 0 < narrow.bytes_fetched < log.stat().st_size / 4


def test_spark_reads_s3_as_it_reads_the_local_directory(s3, spark):
    options = {"endpoint": s3, "region": REGION, "anonymous": "true"}  # executors do not share this process's env
    remote = spark_rows(spark.read.format("kafka-log").options(**options).load(f"s3://{BUCKET}/broker"))
    local = spark_rows(spark.read.format("kafka-log").load(str(SAMPLES)))
    assert len(local) > 3000
    for row in remote:
        assert row["file"].startswith(f"s3://{BUCKET}/broker/")
        row["file"] = as_local(row["file"])
    assert remote == local


def test_a_missing_bucket_is_named(s3):
    status, out, err = run_cli("dump", "s3://no-such-bucket/orders-0/00000000000000000000.log")
    assert status == 2 and out == ""
    assert "s3://no-such-bucket/orders-0/00000000000000000000.log: bucket 'no-such-bucket' does not exist" in err
    with pytest.raises(InputError, match=r"s3://no-such-bucket/data: .*bucket 'no-such-bucket' does not exist"):
        reader("s3://no-such-bucket/data").partitions()


def test_a_missing_object_and_a_prefix_are_named(s3):
    partition = f"s3://{BUCKET}/broker/orders-0"
    with pytest.raises(InputError, match=f"^{partition}/missing.log: no such object or prefix$"):
        LogSegment(f"{partition}/missing.log")
    with pytest.raises(InputError, match=rf"^{partition}: is a directory \(a prefix\), not an object$"):
        LogSegment(partition)


def set_moto_auth(endpoint: str, free_requests: str) -> None:
    """Moto checks signatures and permissions after ``free_requests`` more requests ("inf": never)."""
    request = urllib.request.Request(f"{endpoint}/moto-api/reset-auth", data=free_requests.encode(), method="POST",
                                     headers={"Content-Type": "text/plain"})
    urllib.request.urlopen(request).read()


def test_a_denied_request_is_named(s3):
    uri = f"s3://{BUCKET}/broker/orders-0/00000000000000000000.log"
    set_moto_auth(s3, "0")  # from now on the test's credentials are unknown to the server: 403
    try:
        status, out, err = run_cli("dump", uri)
        with pytest.raises(InputError) as denied:
            reader(f"s3://{BUCKET}/broker").partitions()
    finally:
        set_moto_auth(s3, "inf")
    assert status == 2 and out == ""
    assert err.startswith(f"kafka-ksy: {uri}: ") and "ACCESS_DENIED" in err
    assert str(denied.value).startswith(f"s3://{BUCKET}/broker: ")
    assert "ACCESS_DENIED" in str(denied.value) or "INVALID_ACCESS_KEY_ID" in str(denied.value)


class DroppingProxy(ThreadingHTTPServer):
    """Relays HTTP to the S3 server, but cuts short every ranged GET of ``BIG`` (and of
    ``FAULTY_DIR_SEGMENT``) but the first (from byte 0): the connection is dropped after a third of
    the response, or with ``stall`` the response stops there for ``STALL_SECONDS`` first."""

    daemon_threads = True

    def __init__(self, upstream: str, stall: bool = False):
        self.upstream = upstream.removeprefix("http://")
        self.stall = stall
        self.dropped = 0
        self.requests: list[tuple[str, str]] = []
        self.fetched: list[tuple[str, int]] = []
        """Each GET's path and the bytes of its response."""
        super().__init__(("127.0.0.1", 0), _Relay)

    @property
    def endpoint(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}"


class _Relay(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server: DroppingProxy

    def log_message(self, *args) -> None:
        pass

    def _relay(self) -> None:
        self.server.requests.append((self.command, self.path))
        body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        upstream = http.client.HTTPConnection(self.server.upstream)
        upstream.request(self.command, self.path, body, {k: v for k, v in self.headers.items()})
        response = upstream.getresponse()
        data = response.read()
        if self.command == "GET":
            self.server.fetched.append((self.path, len(data)))
        ranged = self.headers.get("Range", "bytes=0-").removeprefix("bytes=").split("-")[0]
        drop = (self.command == "GET" and self.path.split("?")[0].endswith((BIG, FAULTY_DIR_SEGMENT))
                and int(ranged) > 0)
        self.send_response(response.status)
        for key, value in response.getheaders():
            if key.lower() not in ("transfer-encoding", "connection", "server", "date"):
                self.send_header(key, value)
        self.end_headers()
        if drop:
            self.server.dropped += 1
            self.wfile.write(data[: len(data) // 3])
            self.wfile.flush()
            if self.server.stall:
                time.sleep(STALL_SECONDS)
            self.close_connection = True
            self.connection.shutdown(2)
            return
        self.wfile.write(data)

    do_GET = do_HEAD = do_PUT = do_POST = do_DELETE = _relay


@pytest.fixture
def proxy(s3):
    proxy = DroppingProxy(s3)
    thread = threading.Thread(target=proxy.serve_forever, daemon=True)
    thread.start()
    yield proxy
    proxy.shutdown()
    proxy.server_close()


@pytest.fixture
def first_read(tmp_path) -> tuple[int, Path]:
    """Where the first ranged read of ``BIG`` (the only one the proxy lets through) stops being useful:
    the start of the first batch it does not hold whole; and a local file of the batches before it."""
    with LogSegment(big_segment()) as whole:
        cut = next(b.position for b in whole.batches() if b.position + b.size > CHUNK)
    before = tmp_path / "before.log"
    before.write_bytes(big_segment()[:cut])
    return cut, before


def test_a_dropped_connection_mid_segment_is_named_and_permissive_keeps_what_was_read(proxy, monkeypatch, first_read):
    uri = f"s3://{BUCKET}/{BIG}"
    cut, before = first_read
    monkeypatch.setenv("AWS_ENDPOINT_URL", proxy.endpoint)

    status, out, err = run_cli("dump", uri)
    assert status == 2
    assert out.splitlines()[1:] == run_cli("dump", str(before))[1].splitlines()[1:]
    assert err.splitlines()[-1].startswith(f"kafka-ksy: {uri} at byte {cut}: read failed: ranged read of bytes {cut}-")

    rows = rows_of(reader(uri, endpoint=proxy.endpoint), ReadStats())
    assert rows[:-1] == rows_of(reader(str(before)), ReadStats())
    assert len(rows) > 1000
    failure = rows[-1]
    assert failure[POSITION] == cut and failure[CORRUPT].startswith(f"{uri} at byte {cut}: read failed: ")
    with pytest.raises(InputError, match=f"{uri} at byte {cut}: read failed"):
        rows_of(reader(uri, endpoint=proxy.endpoint, mode="FAILFAST"), ReadStats())
    assert proxy.dropped >= 3


def test_spark_permissive_keeps_every_row_read_before_a_dropped_connection(proxy, spark, first_read):
    uri = f"s3://{BUCKET}/{BIG}"
    cut, before = first_read
    options = {"endpoint": proxy.endpoint, "region": REGION, "anonymous": "true"}
    rows = spark_rows(spark.read.format("kafka-log").options(**options).load(uri))
    expected = spark_rows(spark.read.format("kafka-log").load(str(before)))
    assert len(expected) > 1000
    for row in rows[:-1] + expected:
        row["file"] = None
    assert rows[:-1] == expected
    assert rows[-1]["position"] == cut
    assert rows[-1]["_corrupt_record"].startswith(f"{uri} at byte {cut}: read failed: ")


def test_a_prefix_is_listed_once_not_file_by_file(proxy):
    from pyspark_udfs.tables.discovery import discover

    storage.configure([f"s3://{BUCKET}/"], storage.StorageOptions(endpoint=proxy.endpoint, region=REGION))
    found = discover([f"s3://{BUCKET}/broker"])
    local = discover([str(SAMPLES)])
    assert [(p.topic, p.partition, [(s.base_offset, s.size, sorted(s.indexes)) for s in p.segments]) for p in found] \
        == [(p.topic, p.partition, [(s.base_offset, s.size, sorted(s.indexes)) for s in p.segments]) for p in local]
    listings = [path for method, path in proxy.requests if "list-type=2" in path]
    assert sum(len(p.segments) for p in found) == len(list(SAMPLES.rglob("*.log"))) > 10
    assert len(listings) <= 2  # whether the prefix is a directory, then all of it (one page holds 1000 keys)
    assert len(proxy.requests) <= 3


def test_uri_patterns_expand_as_local_globs(s3):
    from pyspark_udfs.tables.discovery import discover

    def shape(found):
        return [(p.topic, p.partition, [s.base_offset for s in p.segments], len(p.selected)) for p in found]

    for pattern in ("orders-*", "*-1", "web.clicks-[01]/00000000000000000*.log"):
        remote = discover([f"s3://{BUCKET}/broker/{pattern}"])
        assert remote and shape(remote) == shape(discover([str(SAMPLES / pattern)]))
    with pytest.raises(FileNotFoundError, match=f"s3://{BUCKET}/broker/nothing-\\*"):
        discover([f"s3://{BUCKET}/broker/nothing-*"])


@pytest.mark.slow
def test_thousands_of_segments_take_a_few_paged_listings(s3, proxy):
    client = boto3.client("s3", endpoint_url=s3, region_name=REGION)
    names = [f"{base * 1000:020d}{suffix}" for base in range(1200) for suffix in (".log", ".index")]
    with ThreadPoolExecutor(8) as pool:
        list(pool.map(lambda name: client.put_object(Bucket=BUCKET, Key=f"many/orders-7/{name}", Body=b"x"), names))
    storage.configure([f"s3://{BUCKET}/"], storage.StorageOptions(endpoint=proxy.endpoint, region=REGION))
    from pyspark_udfs.tables.discovery import discover

    [partition] = discover([f"s3://{BUCKET}/many"])
    assert (partition.topic, partition.partition, len(partition.segments)) == ("orders", 7, 1200)
    assert all(s.indexes == {".index"} for s in partition.segments)
    listings = [path for method, path in proxy.requests if method == "GET" and "list-type=2" in path]
    assert len(listings) == len(proxy.requests) - 1 <= 1 + 3  # HEAD and a 1-key listing: a prefix? then 3 pages


def upload_partitions(endpoint: str, prefix: str, suffixes: tuple[str, ...]) -> Counter:
    """The sample partitions of ordinary topics under ``prefix``, each segment's files ending in ``suffixes``;
    how many objects of each suffix."""
    client = boto3.client("s3", endpoint_url=endpoint, region_name=REGION)
    counts: Counter = Counter()
    for path in sorted(SAMPLES.rglob("*")):
        if path.suffix in suffixes and not path.parent.name.startswith("__"):
            client.put_object(Bucket=BUCKET, Key=f"{prefix}/{path.relative_to(SAMPLES)}", Body=path.read_bytes())
            counts[path.suffix] += 1
            counts[f"empty {path.suffix}"] += path.stat().st_size == 0
    return counts


@pytest.mark.parametrize("command", ["verify", "dump", "describe"])
@pytest.mark.parametrize("suffixes", [(".log",), (".log", ".index", ".timeindex")], ids=["logs", "with indexes"])
def test_a_command_over_a_prefix_costs_each_object_it_reads_one_get(s3, proxy, monkeypatch, command, suffixes):
    """No probe for an index that is not there, no listing per file: the prefix is asked whether it is one
    and listed once; each object read costs one ranged GET (none for an empty one; each file here is under
    the first read's size), no HEAD (the listing gave its size); ``describe`` reads only the segments."""
    prefix = f"requests-{len(suffixes)}"
    counts = upload_partitions(s3, prefix, suffixes)
    monkeypatch.setenv("AWS_ENDPOINT_URL", proxy.endpoint)
    proxy.requests.clear()
    status, out, err = run_cli(command, f"s3://{BUCKET}/{prefix}")
    read = counts[".log"] if command == "describe" else sum(counts[s] for s in suffixes)
    shown = {"verify": "OK ", "dump": "Dumping ", "describe": "  0"}[command]  # a line per file read
    assert status == 0 and sum(line.startswith(shown) for line in out.splitlines()) == (
        counts[".log"] if command != "dump" else read), err
    kinds = Counter("LIST" if "list-type=2" in path else method for method, path in proxy.requests)
    assert counts[".log"] == 11 and sum(counts[s] for s in suffixes) == 11 * len(suffixes)
    empty = counts["empty .log"] if command == "describe" else sum(counts[f"empty {s}"] for s in suffixes)
    assert (empty > 0) == (command != "describe" and len(suffixes) > 1)  # two empty index files in the samples
    # the prefix probed (a HEAD for an object of its name, a 1-key listing) and listed; per object read, one
    # ranged GET (none for an empty object)
    assert kinds == {"HEAD": 1, "GET": read - empty, "LIST": 2}


@pytest.mark.parametrize("command", [["dump"], ["dump", "--json"], ["verify"]])
def test_a_segment_named_alone_costs_one_listing_and_its_gets(s3, proxy, monkeypatch, command):
    """One listing of the names that start with the segment's stem finds it and its size, and tells
    ``verify`` which index files the segment has (here ``.index`` and ``.timeindex``, no ``.txnindex``):
    no HEAD for any of them; then a ranged GET per file read."""
    uri = f"s3://{BUCKET}/broker/orders-0/00000000000000000579.log"
    monkeypatch.setenv("AWS_ENDPOINT_URL", proxy.endpoint)
    proxy.requests.clear()
    status, out, err = run_cli(*command, uri)
    assert (status, err) == (0, "")
    assert as_local(out) == run_cli(*command, str(SAMPLES / "orders-0/00000000000000000579.log"))[1]
    objects = 3 if command == ["verify"] else 1
    kinds = Counter("LIST" if "list-type=2" in path else method for method, path in proxy.requests)
    assert kinds == {"LIST": 1, "GET": objects}
    assert any("prefix=broker%2Forders-0%2F00000000000000000579." in path for _, path in proxy.requests)


def test_a_missing_segment_named_alone_is_named_with_the_stores_reason(s3, proxy, monkeypatch):
    """A name the stem's listing does not show is asked of the store as before (a HEAD), whose answer names
    what is missing; a prefix whose name has a dot is still read as a prefix."""
    monkeypatch.setenv("AWS_ENDPOINT_URL", proxy.endpoint)
    status, out, err = run_cli("verify", f"s3://{BUCKET}/broker/orders-0/00000000000000099999.log")
    assert status == 2 and "00000000000000099999.log" in err and "Traceback" not in err, err
    client = boto3.client("s3", endpoint_url=s3, region_name=REGION)
    sample = SAMPLES / "orders-0/00000000000000000579.log"
    client.put_object(Bucket=BUCKET, Key="dotted/my.topic-0/00000000000000000579.log", Body=sample.read_bytes())
    status, out, err = run_cli("verify", f"s3://{BUCKET}/dotted/my.topic-0")
    assert (status, err) == (0, ""), err
    assert out.count("OK ") == 1


def test_without_botocore_an_object_read_costs_pyarrows_head_too(s3, proxy, monkeypatch):
    """botocore is what reads an object without asking its size; without it, pyarrow's ``open_input_file``
    reads it after a HEAD, and the output is the same."""
    counts = upload_partitions(s3, "requests-nobotocore", (".log",))
    monkeypatch.setenv("AWS_ENDPOINT_URL", proxy.endpoint)
    expected = run_cli("verify", f"s3://{BUCKET}/requests-nobotocore")
    monkeypatch.setitem(sys.modules, "botocore", None)  # import botocore fails
    monkeypatch.setattr(storage.s3, "_clients", {})
    proxy.requests.clear()
    assert run_cli("verify", f"s3://{BUCKET}/requests-nobotocore") == expected
    kinds = Counter("LIST" if "list-type=2" in path else method for method, path in proxy.requests)
    assert kinds == {"HEAD": 1 + counts[".log"], "GET": counts[".log"], "LIST": 2}


def test_a_narrow_split_fetches_about_its_own_bytes(proxy, monkeypatch):
    """Planning confirms where the offset index points by batch headers alone, the split is read no further
    than its end, and the time index is not read without a timestamp bound: the ``.log`` bytes fetched are
    at most twice the split's byte range (the offset index's bytes come on top)."""
    from pyspark_udfs.tables.reader import TableScan, read_arrow

    log = SAMPLES / "orders-1" / "00000000000000000000.log"
    with OffsetIndex(log.with_suffix(".index")) as index:
        entry = index.entry(index.entries // 2)
    options = {"startingOffset": entry.offset + 1, "endingOffset": entry.offset + 11}
    [split] = TableScan.of_keywords(str(log.parent), options).splits()
    assert split.end is not None and 0 < split.end - split.start < log.stat().st_size / 10
    monkeypatch.setenv("AWS_ENDPOINT_URL", proxy.endpoint)
    table = read_arrow(f"s3://{BUCKET}/broker/orders-1", **options).read_all()
    assert table.column("offset").to_pylist() == list(range(entry.offset + 1, entry.offset + 11))
    fetched = Counter()
    for path, size in proxy.fetched:
        fetched[Path(path.split("?")[0]).suffix] += size
    assert fetched[".log"] <= 2 * (split.end - split.start)
    assert fetched[".index"] <= log.with_suffix(".index").stat().st_size and fetched[".timeindex"] == 0


@pytest.fixture
def stalling_proxy(s3):
    proxy = DroppingProxy(s3, stall=True)
    thread = threading.Thread(target=proxy.serve_forever, daemon=True)
    thread.start()
    yield proxy
    proxy.shutdown()
    proxy.server_close()


def test_every_command_reports_a_dropped_connection_in_its_contract(proxy, monkeypatch, first_read, tmp_path):
    """dump, dump --json, verify, recover and describe each say where reading stopped, keep what
    they read before, and exit 2 (a file that could not be read)."""
    uri = f"s3://{BUCKET}/{BIG}"
    cut, before = first_read
    monkeypatch.setenv("AWS_ENDPOINT_URL", proxy.endpoint)
    stopped = f"{uri} at byte {cut}: read failed: "

    status, out, err = run_cli("dump", "--json", uri)
    local = run_cli("dump", "--json", str(before))[1].splitlines()
    *records, last = out.splitlines()
    assert status == 2 and records == [line.replace(str(before), uri) for line in local]
    failure = json.loads(last)
    assert (failure["type"], failure["kind"], failure["file"], failure["position"]) == ("error", "read", uri, cut)
    assert failure["reason"].startswith("read failed: ") and f"kafka-ksy: {stopped}" in err

    status, out, err = run_cli("verify", uri)
    batches = run_cli("verify", str(before))[1].split(": ")[1].split(",")[0]  # "N batches"
    assert status == 2
    assert out.startswith(f"FAIL {uri}: {batches}, ") and out.rstrip().endswith(f"reading stopped at byte {cut}")
    assert f"kafka-ksy: {stopped}" in err

    status, out, err = run_cli("recover", uri, "--output", str(tmp_path / "out"))
    assert status == 2 and f"kafka-ksy: {stopped}" in err
    assert f"  lost bytes {cut}..{len(big_segment())} " in out and "read failed: " in out
    (recovered,) = (tmp_path / "out").glob("*.log")
    assert run_cli("verify", str(recovered))[0] == 0
    kept = [(b.base_offset, b.last_offset) for b in LogSegment(str(recovered)).batches()]
    assert kept and all(b.position + b.size <= cut for b in LogSegment(before.read_bytes()).batches())

    status, out, err = run_cli("describe", f"s3://{BUCKET}/faultydir")
    assert status == 2 and f"s3://{BUCKET}/{FAULTY_DIR_SEGMENT} at byte " in err and "read failed" in err
    assert "Traceback" not in err


@pytest.mark.parametrize("command", [["dump"], ["dump", "--json"], ["verify"]])
def test_a_dropped_connection_in_an_object_a_listing_sized_is_named(proxy, monkeypatch, first_read, command):
    """Over a prefix the listing gives each object's size and botocore's ranged GETs read it (no HEAD): a
    connection dropped mid-segment is named with the byte where reading stopped, as pyarrow's reads are."""
    uri = f"s3://{BUCKET}/{FAULTY_DIR_SEGMENT}"
    cut, before = first_read
    monkeypatch.setenv("AWS_ENDPOINT_URL", proxy.endpoint)
    status, out, err = run_cli(*command, posixpath.dirname(uri))
    assert status == 2 and "Traceback" not in err
    assert err.splitlines()[-1].startswith(f"kafka-ksy: {uri} at byte {cut}: read failed: ranged read of bytes {cut}-")
    assert "the response stopped: Connection broken: IncompleteRead(" in err and "(3 attempts)" in err
    assert proxy.dropped == 3  # the range asked 3 times, as pyarrow's retry strategy does
    assert not any(method == "HEAD" and path.endswith(".log") for method, path in proxy.requests)
    local = run_cli(*command, str(before))
    if command == ["verify"]:
        assert out.startswith(f"FAIL {uri}: {local[1].split(': ')[1].split(',')[0]}, ")
    elif command == ["dump"]:
        batches = [line for line in local[1].splitlines() if line.startswith("baseOffset: ")]
        assert [line for line in out.splitlines() if line.startswith("baseOffset: ")] == batches
    else:
        assert out.splitlines()[:-1] == [line.replace(str(before), uri) for line in local[1].splitlines()]


def test_an_object_deleted_or_denied_after_the_listing_is_named(s3, monkeypatch):
    """What the listing showed but cannot be read any more (deleted since, or the credentials refused) is a
    read failure at byte 0 of that object, with the store's reason; every object is reported."""
    client = boto3.client("s3", endpoint_url=s3, region_name=REGION)
    uri = f"s3://{BUCKET}/gone/t-0/00000000000000000000.log"
    client.put_object(Bucket=BUCKET, Key=uri.split("/", 3)[3], Body=big_segment()[:100000])
    listed = storage._remember

    def listed_then_deleted(*args, **kwargs):
        listing = listed(*args, **kwargs)
        client.delete_object(Bucket=BUCKET, Key=uri.split("/", 3)[3])
        return listing

    monkeypatch.setattr(storage, "_remember", listed_then_deleted)
    status, out, err = run_cli("verify", f"s3://{BUCKET}/gone")
    assert (status, out) == (2, f"FAIL {uri}: 0 batches, 0 records, 0 problems, reading stopped at byte 0\n")
    assert err == (f"kafka-ksy: {uri} at byte 0: read failed: ranged read of bytes 0-99999 failed: An error occurred "
                   "(NoSuchKey) when calling the GetObject operation: The specified key does not exist.\n")
    monkeypatch.undo()

    partition = f"s3://{BUCKET}/broker/orders-0"
    set_moto_auth(s3, "3")  # the prefix's HEAD and two listings pass, then the test's credentials are unknown
    try:
        status, out, err = run_cli("verify", partition)
    finally:
        set_moto_auth(s3, "inf")
    segments = sorted(p.name for p in (SAMPLES / "orders-0").glob("*.log"))
    assert status == 2 and out.splitlines() == [
        f"FAIL {partition}/{name}: 0 batches, 0 records, 0 problems, reading stopped at byte 0" for name in segments]
    for name in segments:
        assert f"kafka-ksy: {partition}/{name} at byte 0: read failed: ranged read of bytes 0-" in err
    assert err.count("(InvalidAccessKeyId) when calling the GetObject operation") == len(err.splitlines())


@pytest.mark.slow
@pytest.mark.parametrize("path, botocore", [(BIG, True), (posixpath.dirname(FAULTY_DIR_SEGMENT), True), (BIG, False)],
                         ids=["object", "prefix", "object without botocore"])
def test_a_stalled_connection_times_out_and_is_reported(stalling_proxy, monkeypatch, first_read, path, botocore):
    """A segment named alone or found in a prefix, read by botocore (or by pyarrow without it): the read
    times out on the silent connection, 3 times."""
    uri = f"s3://{BUCKET}/{BIG if path == BIG else FAULTY_DIR_SEGMENT}"
    cut, _before = first_read
    monkeypatch.setenv("AWS_ENDPOINT_URL", stalling_proxy.endpoint)
    if not botocore:
        monkeypatch.setitem(sys.modules, "botocore", None)  # import botocore fails
        monkeypatch.setattr(storage.s3, "_clients", {})
    status, out, err = run_cli("dump", "--json", f"s3://{BUCKET}/{path}")
    assert stalling_proxy.dropped == 3  # the range asked 3 times, as pyarrow's retry strategy does
    assert status == 2
    assert json.loads(out.splitlines()[-1])["position"] == cut
    assert f"kafka-ksy: {uri} at byte {cut}: read failed: " in err
    assert ("the response stopped: no byte for 3 s (3 attempts)" if botocore else "Timeout was reached") in err


@pytest.mark.parametrize("command", [["dump"], ["dump", "--json"], ["verify"], ["describe"], ["describe", "--json"]],
                         ids=command_id)
def test_an_endpoint_that_refuses_connections_is_named_by_every_command(s3, monkeypatch, command):
    with socket.socket() as closed:  # a port nothing listens on
        closed.bind(("127.0.0.1", 0))
        port = closed.getsockname()[1]
    monkeypatch.setenv("AWS_ENDPOINT_URL", f"http://127.0.0.1:{port}")
    uri = f"s3://{BUCKET}/broker"
    status, _out, err = run_cli(*command, uri)
    assert status == 2 and "Traceback" not in err
    assert err.startswith(f"kafka-ksy: {uri}: cannot be read: ") and "connect" in err.lower()


@pytest.mark.parametrize("command", ["describe", "dump", "verify"])
def test_describe_names_a_missing_bucket_and_a_denied_request_as_dump_does(s3, command):
    status, out, err = run_cli(command, "s3://no-such-bucket/data")
    assert (status, out) == (2, "")
    assert err == "kafka-ksy: s3://no-such-bucket/data: bucket 'no-such-bucket' does not exist\n"
    set_moto_auth(s3, "0")
    try:
        status, out, err = run_cli(command, f"s3://{BUCKET}/broker")
    finally:
        set_moto_auth(s3, "inf")
    assert status == 2 and err.startswith(f"kafka-ksy: s3://{BUCKET}/broker: ") and "ACCESS_DENIED" in err


def test_recover_writes_to_a_uri(s3, tmp_path):
    source = f"s3://{BUCKET}/broker/orders-0/00000000000000000579.log"
    local = run_cli("recover", str(SAMPLES / "orders-0/00000000000000000579.log"), "--output", str(tmp_path))
    status, out, err = run_cli("recover", source, "--output", f"s3://{BUCKET}/recovered/")
    assert (status, err) == (0, "") and out.startswith(f"Recovered {source} -> s3://{BUCKET}/recovered/0000")
    client = boto3.client("s3", endpoint_url=s3, region_name=REGION)
    for suffix in (".log", ".index", ".timeindex"):
        name = f"00000000000000000579{suffix}"
        body = client.get_object(Bucket=BUCKET, Key=f"recovered/{name}")["Body"].read()
        assert body == (tmp_path / name).read_bytes()
    assert local[0] == 0
    assert run_cli("verify", f"s3://{BUCKET}/recovered/00000000000000000579.log")[0] == 0
    assert not Path("s3:").exists()  # nothing written to a local directory named after the URI


def test_recover_to_a_missing_bucket_is_refused(s3, tmp_path):
    source = str(SAMPLES / "orders-0/00000000000000000579.log")
    status, out, err = run_cli("recover", source, "--output", "s3://no-such-bucket/out")
    assert status == 2 and out == ""
    assert err.startswith("kafka-ksy: s3://no-such-bucket/out/00000000000000000579.log: cannot be written: ")
    assert "no-such-bucket" in err


def test_export_writes_to_a_uri_and_resumes_there(s3, tmp_path):
    """The samples read from S3 exported to S3: the rows read_table gives locally (``file`` aside), a manifest
    in the bucket, and a rerun that finds every segment done."""
    import pyarrow.parquet as pq

    from pyspark_udfs import read_table
    from pyspark_udfs.export import MANIFEST

    output = f"s3://{BUCKET}/exports/run-1"
    status, out, err = run_cli("export", f"s3://{BUCKET}/broker", "--output", output)
    assert (status, err) == (0, "") and out.endswith(f" to {output}\n")
    client = boto3.client("s3", endpoint_url=s3, region_name=REGION)
    manifest = json.loads(client.get_object(Bucket=BUCKET, Key=f"exports/run-1/{MANIFEST}")["Body"].read())
    assert len(manifest["files"]) == len(list(SAMPLES.rglob("*.log")))
    rows = []
    for name in sorted(manifest["files"]):
        body = client.get_object(Bucket=BUCKET, Key=f"exports/run-1/{name}")["Body"].read()
        rows += pq.read_table(io.BytesIO(body)).drop_columns(["file"]).to_pylist()
    order = lambda row: (row["topic"], row["partition"], row["offset"])  # noqa: E731
    assert sorted(rows, key=order) == sorted(read_table(str(SAMPLES)).drop_columns(["file"]).to_pylist(), key=order)
    again = run_cli("export", f"s3://{BUCKET}/broker", "--output", output)
    assert again[0] == 0 and again[1].startswith("Exported 0 segments")
    assert f"; {len(manifest['files'])} segments already there" in again[1]
    assert not Path("s3:").exists()


def test_export_to_a_missing_bucket_is_refused(s3):
    status, out, err = run_cli("export", str(SAMPLES / "orders-2"), "--output", "s3://no-such-bucket/out")
    assert status == 2 and out == "" and len(err.splitlines()) == 1
    assert err.startswith("kafka-ksy: s3://no-such-bucket/out/") and "bucket 'no-such-bucket' does not exist" in err


def test_a_prefix_is_read_as_the_local_directory_would_be(s3):
    """``topic`` keeps its partitions, a directory Kafka renamed is left out, and a prefix holding no segment
    is an error naming it, as for local paths (tests/tables/test_discovery.py)."""
    from pyspark_udfs import read_table

    client = boto3.client("s3", endpoint_url=s3, region_name=REGION)
    future = "orders-1.5f2a31c6e4d94ac1b2cd0a6d9c3f0e7b-future"
    for path in (SAMPLES / "orders-1").iterdir():
        client.put_object(Bucket=BUCKET, Key=f"renamed/{future}/{path.name}", Body=path.read_bytes())
    client.put_object(Bucket=BUCKET, Key="renamed/orders-0/00000000000000000000.log",
                      Body=(SAMPLES / "orders-0" / "00000000000000000000.log").read_bytes())
    client.put_object(Bucket=BUCKET, Key="texts/meta.properties", Body=(SAMPLES / "meta.properties").read_bytes())
    local_orders = read_table(str(SAMPLES), topic="orders").num_rows
    assert read_table(f"s3://{BUCKET}/broker", topic="orders").num_rows == local_orders
    assert read_table(f"s3://{BUCKET}/renamed").num_rows \
        == read_table(str(SAMPLES / "orders-0" / "00000000000000000000.log")).num_rows
    with pytest.raises(InputError, match=f"^s3://{BUCKET}/texts: holds no segment files$"):
        read_table(f"s3://{BUCKET}/texts")
