"""The reader's options as command-line flags, for the commands that read tables (``export``, ``sql``).

Each flag is one of the ``kafka-log`` source's options (see
:class:`~pyspark_udfs.spark.datasource.KafkaLogDataSource`), spelled in
kebab case: ``--starting-offset`` is ``startingOffset``. Values are checked
when the command line is parsed, so a bad one is a usage error (exit
status 2) naming the flag.
"""
from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any

from ..format import sizes
from ..tiered.keys import parse_key_option
from .options import (
    DECODE_AS_JSON,
    DECODE_AS_STRUCT,
    DECODE_NONE,
    DECODE_REGISTRY,
    MODES,
    PERMISSIVE,
    READ_COMMITTED,
    READ_UNCOMMITTED,
    SIZE_LIMITS,
    OptionError,
    parse_offset,
    parse_partition,
    parse_timestamp,
)

_CONTENT_OPTIONS = ("mode", "starting_offset", "ending_offset", "starting_timestamp", "ending_timestamp",
                    "include_control", "validate_crc", "isolation_level", "max_batch_bytes", "decompression_limit",
                    "topic", "partition", "include_renamed_partitions", "decode", "schemas", "decode_as",
                    "value_subject")
"""The options that change which rows a read gives (the others change only how it is cut or reached)."""
_OTHER_OPTIONS = ("max_records_per_batch", "max_bytes_per_batch", "endpoint", "region", "anonymous")


def _checked(check: Callable[[str], Any]) -> Callable[[str], str]:
    """An argparse type that checks a value as the reader will, keeping the text."""
    def parse(text: str) -> str:
        try:
            check(text)
        except (OptionError, ValueError) as error:
            raise argparse.ArgumentTypeError(str(error)) from None
        return text
    return parse


def size_flag(option: str, parse: Callable[..., int] = sizes.parse_size) -> Callable[[str], int]:
    """An argparse type reading the size (or, with :func:`~pyspark_udfs.format.sizes.parse_count`, the count) the
    source's ``option`` takes, within its bounds."""
    bounds = SIZE_LIMITS.get(option, (sizes.INT64_MAX, ""))

    def size(text: str) -> int:
        try:
            return parse(text, *bounds)
        except ValueError as error:
            raise argparse.ArgumentTypeError(str(error)) from None
    return size


def add_reader_arguments(parser: argparse.ArgumentParser) -> None:
    """The reader's options as flags of ``parser``, in a group of their own."""
    group = parser.add_argument_group("reading (the kafka-log source's options; see docs/export-and-sql.md)")
    group.add_argument("--mode", type=str.upper, choices=MODES, default=PERMISSIVE,
                       help="damage as a row with _corrupt_record (PERMISSIVE, the default), left out "
                            "(DROPMALFORMED), or the end of the command (FAILFAST, exit status 2)")
    group.add_argument("--starting-offset", type=_checked(lambda t: parse_offset(t, "--starting-offset", start=True)),
                       metavar="OFFSET", help='first offset: a number, earliest, or JSON {"topic": {"0": 23}}')
    group.add_argument("--ending-offset", type=_checked(lambda t: parse_offset(t, "--ending-offset", start=False)),
                       metavar="OFFSET", help="offset where reading stops (exclusive): a number, latest, or JSON")
    group.add_argument("--starting-timestamp", type=_checked(lambda t: parse_timestamp(t, "--starting-timestamp")),
                       metavar="TIME", help="first records at or after: epoch milliseconds, ISO-8601 (UTC unless "
                                            "it says), or JSON")
    group.add_argument("--ending-timestamp", type=_checked(lambda t: parse_timestamp(t, "--ending-timestamp")),
                       metavar="TIME", help="records before this time only")
    group.add_argument("--isolation-level", type=str.lower, choices=(READ_UNCOMMITTED, READ_COMMITTED),
                       default=READ_UNCOMMITTED, help="read_committed leaves out aborted transactions' records")
    group.add_argument("--include-control", action="store_true", help="keep control records (transaction markers)")
    group.add_argument("--no-validate-crc", dest="validate_crc", action="store_false",
                       help="read batches whose CRC does not match as if it did")
    group.add_argument("--topic", help="read this topic's partitions only; the topic of segments whose directory "
                                       "is not named <topic>-<partition>")
    group.add_argument("--partition", type=_checked(parse_partition),
                       metavar="N", help="read partitions of this number only; the partition of such segments")
    group.add_argument("--include-renamed-partitions", action="store_true",
                       help="also read the directories Kafka renamed and does not serve "
                            "(<topic>-<partition>.<id>-delete, -future, -stray)")
    group.add_argument("--max-batch-bytes", type=size_flag("maxBatchBytes"), metavar="SIZE",
                       help="largest Kafka batch accepted (64m, 1g …; default 64m)")
    group.add_argument("--decompression-limit", type=size_flag("decompressionLimit"), metavar="SIZE",
                       help="largest decompressed size of one batch")
    group.add_argument("--max-records-per-batch", type=size_flag("maxRecordsPerBatch", sizes.parse_count),
                       metavar="N",
                       help="rows per Arrow record batch (default 10000)")
    group.add_argument("--max-bytes-per-batch", type=size_flag("maxBytesPerBatch"), metavar="SIZE",
                       help="bytes of keys, values and headers per Arrow record batch (default 16m)")
    group.add_argument("--decode", type=str.lower, choices=(DECODE_NONE, DECODE_REGISTRY), default=DECODE_NONE,
                       help="registry: add keySchemaId, valueSchemaId, keyDecoded, valueDecoded and decodeError, "
                            "values decoded with their schema registry schemas (docs/registry.md)")
    group.add_argument("--schemas", metavar="PATH", help="where --decode registry finds schemas, or a registry's "
                                                          "URL (default: the _schemas-0 directory beside the data)")
    group.add_argument("--decode-as", type=str.lower, choices=(DECODE_AS_JSON, DECODE_AS_STRUCT),
                       default=DECODE_AS_JSON, help="struct: with --decode registry, also valueStruct, the values of "
                                                    "one Avro lineage as typed columns (docs/registry.md)")
    group.add_argument("--value-subject", metavar="SUBJECT", help="the lineage --decode-as struct reads values as "
                                                                  "(default: <topic>-value)")
    group.add_argument("--endpoint", help="object storage endpoint (http://127.0.0.1:9000 for MinIO …)")
    group.add_argument("--region", help="object storage region")
    group.add_argument("--anonymous", action="store_true", help="unsigned requests (public buckets)")
    add_rsm_keys(group)


def add_rsm_keys(p: Any) -> None:
    """``--rsm-key ID=PATH``, repeatable (``p``: a parser or an argument group): the private keys that unwrap
    encrypted tiered segments' data keys (the ``rsmKeys`` option)."""
    def key_option(text: str) -> tuple[str, str]:
        try:
            return parse_key_option(text)
        except ValueError as exc:
            raise argparse.ArgumentTypeError(str(exc)) from None
    p.add_argument("--rsm-key", action="append", type=key_option, metavar="ID=PATH",
                   help="private key (PEM) of the RSA key pair ID that wrapped the data keys of encrypted tiered "
                        "segments (.rsm-manifest, docs/tiered.md); repeatable")


def reader_options(args: argparse.Namespace) -> dict[str, Any]:
    """The parsed flags as keyword options of :func:`~pyspark_udfs.tables.reader.read_arrow` (unset ones left out)."""
    options = {name: getattr(args, name) for name in _CONTENT_OPTIONS + _OTHER_OPTIONS}
    defaults = {"mode": PERMISSIVE, "isolation_level": READ_UNCOMMITTED, "include_control": False,
                "validate_crc": True, "anonymous": False, "include_renamed_partitions": False, "decode": DECODE_NONE,
                "decode_as": DECODE_AS_JSON}
    if getattr(args, "rsm_key", None):
        options["rsmKeys"] = dict(args.rsm_key)
    return {name: value for name, value in options.items() if value is not None and defaults.get(name) != value}


def content_options(options: dict[str, Any]) -> dict[str, Any]:
    """Those of ``options`` that change which rows a read gives."""
    return {name: value for name, value in options.items() if name in _CONTENT_OPTIONS}
