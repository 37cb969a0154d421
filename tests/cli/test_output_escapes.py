"""Names and record fields holding control characters reach no terminal raw (issue 32, item 19).

Every line ``describe``, ``verify`` and ``dump`` print for people goes through one rule (``text.printable``):
a character that does not print is written as its escape (``\\x1b``, ``\\n``), a byte of a name that is not
UTF-8 as ``\\xff``. ``--json`` stays exact (JSON escapes control characters itself). ``dump``'s record lines
print keys and payloads as Kafka's DumpLogSegments does, raw (docs/cli.md)."""
from __future__ import annotations

import json
import os
import shutil

import pytest

from tests.conftest import SAMPLES
from tests.support.batches import batch, record
from tests.support.damage import batch_starts, refresh_v2_crc
from tests.topics.test_cli import run

SEGMENT = "00000000000000001129.log"
ESC = "\x1b[2J"
"""Erase the screen: a terminal runs it where it is printed raw."""


def clean(text: str) -> bool:
    """Whether ``text`` holds no character a terminal takes as a command (line breaks aside)."""
    return all(c.isprintable() for line in text.splitlines() for c in line)


@pytest.fixture
def odd_names(tmp_path):
    """Partition directories of orders-0's last segment, named with an ESC sequence, a line break, and a byte
    that is not UTF-8 (as os.listdir gives it: a surrogate)."""
    root = tmp_path / "logs"
    names = [f"ev{ESC}il-0", "line\nbreak-0", os.fsdecode(b"caf\xe9-0")]
    for name in names:
        (root / name).mkdir(parents=True)
        shutil.copy(SAMPLES / "orders-0" / SEGMENT, root / name / SEGMENT)
    return root, names


def test_verify_prints_one_clean_line_per_file(odd_names):
    root, _ = odd_names
    code, out, err = run("verify", str(root))
    assert code == 0 and not err
    assert out.splitlines() == [f"OK {root}/{shown}/{SEGMENT}: 12 batches, 98 records, 0 problems"
                                for shown in ("caf\\xe9-0", "ev\\x1b[2Jil-0", "line\\nbreak-0")]


def test_problems_and_unreadable_paths_are_escaped(odd_names, tmp_path):
    root, names = odd_names
    damaged = root / names[0] / SEGMENT
    data = bytearray(damaged.read_bytes())
    data[100] ^= 0xFF
    damaged.write_bytes(bytes(data))
    code, out, err = run("verify", str(root / names[0]), str(root / names[1] / "missing.log"))
    assert code == 2 and clean(out) and clean(err)
    assert f"{root}/ev\\x1b[2Jil-0/{SEGMENT} at byte 0: batch is corrupt" in err
    assert f"kafka-ksy: {root}/line\\nbreak-0/missing.log: no such file or directory\n" in err


def test_describe_escapes_topic_names(odd_names):
    root, _ = odd_names
    code, out, _err = run("describe", str(root))
    assert code == 0 and clean(out), out
    assert "ev\\x1b[2Jil-0: topic ev\\x1b[2Jil partition 0" in out
    assert "caf\\xe9-0: topic caf\\xe9 partition 0" in out


def test_json_keeps_names_exact(odd_names):
    """The names come back exactly from the JSON (a byte that is not UTF-8 through os.fsencode), and the output
    is UTF-8 any reader takes."""
    root, names = odd_names
    code, out, _ = run("describe", "--json", str(root))
    out.encode("utf-8")  # no lone surrogate: raises UnicodeEncodeError otherwise
    topics = {json.loads(line)["topic"] for line in out.splitlines()[1:]}
    # Kafka's LocalLog takes any name ending in -<partition>, a line break included
    assert code == 0 and topics == {f"ev{ESC}il", "line\nbreak", os.fsdecode(b"caf\xe9")}
    assert os.fsencode(os.fsdecode(b"caf\xe9")) in {os.fsencode(t) for t in topics}
    code, out, _ = run("dump", "--json", str(root / names[2] / SEGMENT))
    out.encode("utf-8")
    assert json.loads(out.splitlines()[0])["file"] == str(root / names[2] / SEGMENT)


def test_describe_escapes_what_records_carry(tmp_path):
    """A consumer group named with an ESC sequence in the samples' __consumer_offsets (the same length as
    orders-app, CRCs recomputed): its lines in describe's overview are escaped, its JSON exact."""
    root = tmp_path / "kafka-logs"
    shutil.copytree(SAMPLES, root)
    log = root / "__consumer_offsets-0" / "00000000000000000000.log"
    evil = f"{ESC}\x1b]0;x\x07".encode()
    assert len(evil) == len(b"orders-app")
    data = log.read_bytes().replace(b"orders-app", evil)
    for start in batch_starts(data):
        data = refresh_v2_crc(data, start)
    log.write_bytes(data)
    code, out, err = run("describe", str(root))
    assert code == 0 and not err and clean(out)
    assert "    \\x1b[2J\\x1b]0;x\\x07 orders-0: 1227 (lag 0) at 2023-11-14T23:13:20.000Z, leader epoch 1" in out
    code, out, _ = run("describe", "--json", str(root))
    assert evil.decode() in {c["group"] for c in json.loads(out.splitlines()[0])["committed_offsets"]}


def test_dump_escapes_paths_and_prints_payloads_as_kafka_does(odd_names):
    root, names = odd_names
    log = root / names[1] / SEGMENT
    log.write_bytes(batch(record(0, b"k", f"v{ESC}".encode()), 1, base_offset=1129))
    code, out, _ = run("dump", "--print-data-log", str(log))
    assert code == 0 and out.splitlines()[0] == f"Dumping {root}/line\\nbreak-0/{SEGMENT}"
    assert out.splitlines()[-1].endswith(f"key: k payload: v{ESC}")
    code, out, err = run("dump", str(root / names[0] / "notes.txt"))
    assert code == 2 and err == f"kafka-ksy: {root}/ev\\x1b[2Jil-0/notes.txt: no such file or directory\n"


@pytest.mark.parametrize("mode", ["PERMISSIVE", "FAILFAST"])
def test_export_and_sql_say_damage_and_paths_escaped(odd_names, tmp_path, mode):
    """The table commands' own lines on stderr (damage read, FAILFAST's stop, a path that is not there) follow
    the same rule as verify's."""
    pytest.importorskip("duckdb")
    root, names = odd_names
    damaged = root / names[0] / SEGMENT
    data = bytearray(damaged.read_bytes())
    data[100] ^= 0xFF
    damaged.write_bytes(bytes(data))
    shown = f"{root}/ev\\x1b[2Jil-0/{SEGMENT} at byte 0"
    for argv in (["sql", "--mode", mode, "select count(*) from log", str(root / names[0])],
                 ["export", "--mode", mode, "--output", str(tmp_path / f"out-{mode}"), str(root / names[0])]):
        code, out, err = run(*argv)
        assert code in (1, 2) and clean(out) and clean(err), (argv, err)
        assert shown in err, (argv, err)
    code, _, err = run("sql", "select 1", str(root / names[1] / "missing.log"))
    assert code == 2 and clean(err) and "line\\nbreak-0/missing.log" in err, err
