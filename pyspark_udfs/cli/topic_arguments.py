"""What ``kafka-ksy``'s command line needs of the internal-topic features before running a command.

The files ``dump`` and ``verify`` read besides segments, ``dump``'s decoder
options and the ``describe`` subcommand. They are kept apart from
:mod:`.dump_decoders` and :mod:`.describe`, which import the decoders of the internal
topics, so that a command that decodes nothing (``verify`` of segments)
starts without importing them.
"""
from __future__ import annotations

import argparse

SNAPSHOT, KRAFT_SNAPSHOT = ".snapshot", ".checkpoint"
SUFFIXES = (SNAPSHOT, KRAFT_SNAPSHOT)
"""Files of a data directory ``dump`` reads besides segments: producer snapshots, KRaft snapshots (segments too)."""


def add_decoder_options(parser: argparse.ArgumentParser) -> None:
    """DumpLogSegments' decoder options; each implies ``--print-data-log`` (see :func:`.dump.chosen_decoder`)."""
    parser.add_argument("--offsets-decoder", action="store_true",
                        help="decode records as __consumer_offsets keys and values (implies --print-data-log)")
    parser.add_argument("--transaction-log-decoder", action="store_true",
                        help="decode records as __transaction_state keys and values (implies --print-data-log)")
    parser.add_argument("--cluster-metadata-decoder", action="store_true",
                        help="decode records as KRaft metadata records (implies --print-data-log)")
    parser.add_argument("--share-group-state-decoder", action="store_true",
                        help="decode records as __share_group_state keys and values (implies --print-data-log)")
    parser.add_argument("--remote-log-metadata-decoder", action="store_true",
                        help="decode records as __remote_log_metadata records (implies --print-data-log)")


def add_describe_parser(describe: argparse.ArgumentParser) -> None:
    """The arguments of ``kafka-ksy describe`` (run by :func:`.describe.run`)."""
    describe.add_argument("data_dir", metavar="DATA_DIR",
                          help="a broker's data directory (one of log.dirs), or a URI (s3://bucket/prefix)")
    describe.add_argument("--json", action="store_true", help="one JSON object per line (docs/cli.md)")
    from ..registry.usage import SAMPLE_RECORDS

    describe.add_argument("--schema-sample", type=_records_per_segment, default=SAMPLE_RECORDS, metavar="N",
                          help="with a schema registry's _schemas topic in the directory: records read per "
                               "segment to list the schema ids each topic names (default %(default)s; 0: every record)")


def _records_per_segment(text: str) -> int | None:
    """``--schema-sample``: a count of records, 0 for all of them (None)."""
    try:
        count = int(text)
    except ValueError:
        count = -1
    if count < 0:
        raise argparse.ArgumentTypeError(f"{text!r} is not a count of records (0 for all)")
    return count or None
