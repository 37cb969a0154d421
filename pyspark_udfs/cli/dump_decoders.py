"""``dump`` of Kafka's internal topics: the decoder options and how a decoded record is printed.

DumpLogSegments prints the key and value of a record through the decoder
chosen on its command line (``--offsets-decoder``, ``--transaction-log-decoder``,
``--cluster-metadata-decoder``); here a segment in a ``__consumer_offsets-N``,
``__transaction_state-N`` or ``__cluster_metadata-0`` directory gets its
decoder without being asked. KRaft control records
(types 3-6) always print their value, as Kafka 3.9 prints them.
"""
from __future__ import annotations

import argparse
import dataclasses
import os
import re

from ..builds.batch import Batch
from ..errors import KafkaLogError
from ..format.model import Record
from ..format.text import counted
from ..topics.control import control_text
from ..topics.decoders import (
    CLUSTER_METADATA,
    DECODERS,
    OFFSETS,
    REMOTE_LOG_METADATA,
    SHARE_GROUP_STATE,
    TRANSACTION_LOG,
    Decoded,
    decode_control,
    decoder_for,
)
from ..topics.snapshot import read_producer_snapshot
from . import dump_segments, jsonl

_KRAFT_SNAPSHOT_NAME = re.compile(r"^(\d{20})-(\d{10})\.checkpoint$")
KRAFT_BOOTSTRAP = "bootstrap.checkpoint"

_FLAGS = {OFFSETS: "offsets_decoder", TRANSACTION_LOG: "transaction_log_decoder",
          CLUSTER_METADATA: "cluster_metadata_decoder", SHARE_GROUP_STATE: "share_group_state_decoder",
          REMOTE_LOG_METADATA: "remote_log_metadata_decoder"}
"""Each decoder's option, as :func:`.options.add_decoder_options` defines it."""


def chosen_decoder(args: argparse.Namespace) -> str | None:
    """The decoder asked for on the command line, if any."""
    return next((name for name, flag in _FLAGS.items() if getattr(args, flag, False)), None)


def decoder_of(path: str, args: argparse.Namespace) -> str | None:
    """The decoder for a segment: the one asked for, else, when keys and values are shown
    (``--print-data-log``, ``--json``), the one its partition directory calls for."""
    shown = getattr(args, "print_data_log", False) or getattr(args, "json", False)
    return chosen_decoder(args) or (decoder_for(path) if shown else None)


def decode(record: Record, batch: Batch, decoder: str | None) -> Decoded | None:
    """A record through its decoder: a KRaft control record's value, or a data record's key and value."""
    if batch.is_control:
        return decode_control(record, batch.file, batch.position)
    if decoder is None:
        return None
    return DECODERS[decoder](record, batch.file, batch.position)


def record_line(record: Record, batch: Batch, print_data: bool, decoded: Decoded | None) -> str:
    """DumpLogSegments' record line, with the decoder's ``key:``/``payload:`` or a control record's value."""
    if decoded is None:
        return dump_segments.record_line(record, batch, print_data)
    control = record.control
    if control is not None:
        text = None if decoded.value is None else control_text(control.type_id, decoded.value["data"])
        if text is None:
            return dump_segments.record_line(record, batch, False)
        return dump_segments.record_line(dataclasses.replace(record, control=None), batch, False) + text
    line = dump_segments.record_line(record, batch, False)
    if not print_data:
        return line
    if decoded.key_text is not None:
        line += f" key: {decoded.key_text}"
    if decoded.value_text is not None:
        line += f" payload: {decoded.value_text}"
    return line


def record_json_line(record: Record, file_json: str, decoded: Decoded | None) -> str:
    """The ``dump --json`` record line, with ``decoded`` when a decoder applied (see docs/internal-topics.md)."""
    line = jsonl.record_json(record, file_json)
    if decoded is not None and decoded.error is None:
        line = f'{line[:-1]},"decoded":{jsonl.dumps(decoded.json())}}}'
    return line


def dump_producer_snapshot(path: str, report) -> None:
    """A ``.snapshot`` file as DumpLogSegments dumps it: one line per producer (``--json``: ``producer_entry``)."""
    if not report.as_json:
        report.line(f"Dumping {path}")
    for entry in read_producer_snapshot(path):
        if report.as_json:
            report.obj(entry.json(path))
        else:
            report.line(entry.dump_line())


def snapshot_line(path: str) -> str | None:
    """What DumpLogSegments prints before a KRaft snapshot's batches (``Snapshot end offset: N, epoch: E``)."""
    name = os.path.basename(path)
    if name == KRAFT_BOOTSTRAP:
        return "KRaft bootstrap snapshot"
    match = _KRAFT_SNAPSHOT_NAME.match(name)
    return f"Snapshot end offset: {int(match.group(1))}, epoch: {int(match.group(2))}" if match else None


def verify_producer_snapshot(path: str, report) -> None:
    """``verify`` of a ``.snapshot``: its version, CRC-32C and entries, then ``OK``/``FAIL`` as for a segment."""
    before, producers = report.problems, 0
    try:
        for _ in read_producer_snapshot(path):
            producers += 1
    except KafkaLogError as error:
        report.problem(error)
    found = report.problems - before
    report.line(f"{'OK' if not found else 'FAIL'} {path}: {counted(producers, 'producer')}, "
                f"{counted(found, 'problem')}")
