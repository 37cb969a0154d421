"""Faults at the I/O boundary on tiered objects: the loopback S3 server's answers for the segment's ``.log``
object cut short (the connection dropped mid-body), refused (HTTP 503) or short (a body shorter than its
range, the connection kept), from its second GET on. Every command names the object and where reading
stopped, keeps what it read before, and never shows a traceback; ``read_table`` ends with a problem row
(PERMISSIVE) or raises (FAILFAST)."""
from __future__ import annotations

import http.client
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from pyspark_udfs import read_table, storage
from pyspark_udfs.errors import KafkaLogError
from tests.tiered.test_tiered_s3 import BUCKET, PREFIX, SEGMENT, bucket, run_cli  # noqa: F401  (bucket: fixture)

FAULTS = ["dropped", "503", "short"]


class FaultyRelay(ThreadingHTTPServer):
    """Relays HTTP to the S3 server; GETs of an object ending in ``target`` after the first ``passed`` get
    ``fault``."""

    daemon_threads = True

    def __init__(self, upstream: str, target: str, fault: str, passed: int = 1):
        self.upstream, self.target, self.fault, self.passed = upstream.removeprefix("http://"), target, fault, passed
        self.faulted = 0
        self.gets = 0
        super().__init__(("127.0.0.1", 0), _Handler)

    @property
    def endpoint(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}"


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server: FaultyRelay

    def log_message(self, *args) -> None:
        pass

    def _relay(self) -> None:
        body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        upstream = http.client.HTTPConnection(self.server.upstream)
        upstream.request(self.command, self.path, body, dict(self.headers.items()))
        response = upstream.getresponse()
        data = response.read()
        hit = self.command == "GET" and self.path.split("?")[0].endswith(self.server.target)
        if hit:
            self.server.gets += 1
        fault = self.server.fault if hit and self.server.gets > self.server.passed else None
        if fault == "503":
            self.server.faulted += 1
            answer = b"<Error><Code>SlowDown</Code><Message>injected</Message></Error>"
            self.send_response(503)
            self.send_header("Content-Length", str(len(answer)))
            self.end_headers()
            self.wfile.write(answer)
            return
        self.send_response(response.status)
        for key, value in response.getheaders():
            if key.lower() not in ("transfer-encoding", "connection", "server", "date"):
                self.send_header(key, value)
        self.end_headers()
        if fault is None:
            self.wfile.write(data)
            return
        self.server.faulted += 1
        self.wfile.write(data[: len(data) // 3])
        self.wfile.flush()
        self.close_connection = True
        if fault == "dropped":
            self.connection.shutdown(2)

    do_GET = do_HEAD = do_PUT = do_POST = do_DELETE = _relay


@pytest.fixture(params=FAULTS)
def faulty(request, bucket, monkeypatch):  # noqa: F811
    endpoint, _local, pair, key = bucket
    relay = FaultyRelay(endpoint, key.replace(".rsm-manifest", ".log"), request.param)
    thread = threading.Thread(target=relay.serve_forever, daemon=True)
    thread.start()
    monkeypatch.setattr(storage.uris, "_configured", {})
    monkeypatch.setenv("AWS_ENDPOINT_URL", relay.endpoint)
    yield relay, f"s3://{BUCKET}/{key}", ["--rsm-key", f"{pair.key_id}={pair.private_pem}"], pair
    relay.shutdown()
    relay.server_close()


def test_every_command_names_the_object_where_its_reading_failed(faulty, tmp_path):
    relay, uri, keys, _ = faulty
    log_uri = uri.replace(".rsm-manifest", ".log")
    whole = run_cli("dump", "--json", *keys, str(SEGMENT))[1].splitlines()
    for command, exit_status in ((["dump", "--json"], 2), (["verify"], 2),
                                 (["recover", "--output", str(tmp_path / "out")], 2),
                                 (["export", "--format", "jsonl", "--output", str(tmp_path / "export")], 1)):
        status, out, err = run_cli(*command, *keys, uri)  # export: the failure is a problem row, as in sql
        assert status == exit_status and f"{log_uri}: cannot be read: " in err and "Traceback" not in err, \
            (command, err)
        if command[0] == "dump":
            records = [line for line in out.splitlines() if '"type": "error"' not in line]
            assert 1 < len(records) < len(whole)  # what was read before the fault is kept
    status, out, err = run_cli("sql", "SELECT count(*) AS n FROM log WHERE _corrupt_record IS NULL", *keys,
                               "--json", uri)
    assert status == 1 and f"{log_uri}: cannot be read: " in err and "Traceback" not in err
    assert relay.faulted >= 5


def test_read_table_keeps_what_it_read_before_the_fault(faulty):
    _, uri, _, pair = faulty
    keys = {pair.key_id: str(pair.private_pem)}
    rows = read_table(uri, rsmKeys=keys).select(["offset", "_corrupt_record"]).to_pylist()
    *good, failure = rows
    expected = read_table(str(SEGMENT)).select(["offset"]).to_pylist()
    assert good and all(r["_corrupt_record"] is None for r in good)
    assert [r["offset"] for r in good] == [r["offset"] for r in expected[:len(good)]]
    assert failure["_corrupt_record"].startswith(f"{uri.replace('.rsm-manifest', '.log')}: cannot be read: ")
    with pytest.raises(KafkaLogError, match="cannot be read"):
        read_table(uri, rsmKeys=keys, mode="FAILFAST")
