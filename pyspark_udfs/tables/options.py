"""The reader's options, parsed and checked once, in Spark's usual words.

Option names are case-insensitive, as everywhere in Spark. See
:class:`pyspark_udfs.spark.datasource.KafkaLogDataSource` for the manual.
"""
from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any, overload

from .. import sizes
from ..storage import StorageOptions

PERMISSIVE, DROPMALFORMED, FAILFAST = "PERMISSIVE", "DROPMALFORMED", "FAILFAST"
MODES = (PERMISSIVE, DROPMALFORMED, FAILFAST)
READ_UNCOMMITTED, READ_COMMITTED = "read_uncommitted", "read_committed"
DECODE_NONE, DECODE_REGISTRY = "none", "registry"
DECODE_AS_JSON, DECODE_AS_STRUCT = "json", "struct"
DEFAULT_MAX_PARTITION_BYTES = 128 * 1024 * 1024
DEFAULT_MAX_RECORDS_PER_BATCH = 10_000
DEFAULT_MAX_BYTES_PER_BATCH = 16 * 1024 * 1024
"""Bytes of keys and values copied into one Arrow record batch, held with the Kafka batch they come
from: a task holds that batch and at most twice this much (:mod:`pyspark_udfs.tables.arrow`)."""
MAX_BYTES_PER_BATCH = 2**31 - 1
"""Arrow's binary and string columns have 32-bit offsets: one column of a record batch holds less than 2 GiB."""

OPTION_NAMES = ("mode", "startingOffset", "endingOffset", "startingTimestamp", "endingTimestamp", "includeControl",
                "validateCrc", "isolationLevel", "maxPartitionBytes", "maxRecordsPerBatch", "maxBytesPerBatch",
                "maxBatchBytes", "decompressionLimit", "topic", "partition", "includeRenamedPartitions", "backend",
                "endpoint", "region", "anonymous", "decode", "schemas", "rsmKeys",
                "decodeAs", "valueSubject", "columns")
"""Every option of a read besides its paths: :func:`parse_options`'s and :func:`parse_storage_options`'s."""

_EARLIEST, _LATEST = -2, -1  # Spark's Kafka source's words for the ends of a partition in JSON


class OptionError(ValueError):
    """An option with a value the reader does not understand."""


@dataclass(frozen=True)
class PartitionValue:
    """An option that is one value for every partition, or JSON per topic and partition.

    ``{"orders": {"0": 23, "1": -2}}`` gives partition 0 of ``orders`` the
    value 23 and partition 1 none; partitions not named get ``default``.
    """

    default: int | None = None
    by_partition: Mapping[tuple[str, int], int | None] = field(default_factory=dict)

    def for_partition(self, topic: str | None, partition: int | None) -> int | None:
        if topic is not None and partition is not None and (topic, partition) in self.by_partition:
            return self.by_partition[(topic, partition)]
        return self.default

    @property
    def is_set(self) -> bool:
        return self.default is not None or any(v is not None for v in self.by_partition.values())


@dataclass(frozen=True)
class ReadOptions:
    """Everything that changes what a read returns or how it is split."""

    mode: str = PERMISSIVE
    starting_offset: PartitionValue = PartitionValue()
    ending_offset: PartitionValue = PartitionValue()
    starting_timestamp: PartitionValue = PartitionValue()
    ending_timestamp: PartitionValue = PartitionValue()
    include_control: bool = False
    validate_crc: bool = True
    isolation_level: str = READ_UNCOMMITTED
    max_partition_bytes: int = DEFAULT_MAX_PARTITION_BYTES
    max_records_per_batch: int = DEFAULT_MAX_RECORDS_PER_BATCH
    max_bytes_per_batch: int = DEFAULT_MAX_BYTES_PER_BATCH
    """Bytes of keys, values and headers per Arrow batch (:func:`pyspark_udfs.tables.arrow.row_bytes`)."""
    max_batch_bytes: int | None = None
    """``None``: the library's default (:data:`pyspark_udfs.segment.DEFAULT_MAX_BATCH_BYTES`)."""
    decompression_limit: int | None = None
    """``None``: the library's default (:data:`pyspark_udfs.compression.DEFAULT_DECOMPRESSED_LIMIT`)."""
    topic: str | None = None
    """The topic read from directories named ``<topic>-<partition>``; the topic of segments whose directory is
    not so named (a flat prefix)."""
    partition: int | None = None
    """The partition read, or the partition of such segments."""
    include_renamed_partitions: bool = False
    """Read the directories Kafka renamed and does not serve (``-delete``, ``-future``, ``-stray``) too."""
    backend: str | None = None
    """``auto``, ``python`` or ``native`` (:mod:`pyspark_udfs.backend`); ``None``: the executor's
    ``KAFKA_KSY_BACKEND``, else ``auto``."""
    decode: str = DECODE_NONE
    """``registry``: add the decode columns (:mod:`pyspark_udfs.registry`)."""
    schemas: str | None = None
    """Where ``decode=registry`` finds schemas (:func:`pyspark_udfs.registry.sources.load_store`)."""
    decode_as: str = DECODE_AS_JSON
    """``struct``: also ``valueStruct``, the values of one lineage typed (:mod:`pyspark_udfs.registry.structs`)."""
    value_subject: str | None = None
    """The lineage ``decodeAs=struct`` reads values as; default ``<topic>-value``."""
    columns: tuple[str, ...] | None = None
    """The columns a read gives, in the schema's order (:mod:`pyspark_udfs.tables.projection`); ``None``: all."""

    @property
    def read_committed(self) -> bool:
        return self.isolation_level == READ_COMMITTED

    def segment_limits(self) -> dict[str, Any]:
        """Keyword arguments for :class:`pyspark_udfs.segment.LogSegment`."""
        limits = {"max_batch_bytes": self.max_batch_bytes, "decompression_limit": self.decompression_limit,
                  "backend": self.backend}
        return {k: v for k, v in limits.items() if v is not None}


def parse_options(options: Mapping[str, Any]) -> ReadOptions:
    """:class:`ReadOptions` from a Spark options map (names case-insensitive)."""
    opts = {str(k).lower(): v for k, v in options.items() if v is not None}

    def get(name: str) -> str | None:
        value = opts.get(name.lower())
        return None if value is None else str(value)

    mode = (get("mode") or PERMISSIVE).upper()
    if mode not in MODES:
        raise OptionError(f"mode must be one of {', '.join(MODES)}, not {get('mode')!r}")
    isolation = (get("isolationLevel") or READ_UNCOMMITTED).lower()
    if isolation not in (READ_UNCOMMITTED, READ_COMMITTED):
        raise OptionError(f"isolationLevel must be read_uncommitted or read_committed, not {isolation!r}")
    decode = (get("decode") or DECODE_NONE).lower()
    if decode not in (DECODE_NONE, DECODE_REGISTRY):
        raise OptionError(f"decode must be none or registry, not {get('decode')!r}")
    decode_as = (get("decodeAs") or DECODE_AS_JSON).lower()
    if decode_as not in (DECODE_AS_JSON, DECODE_AS_STRUCT):
        raise OptionError(f"decodeAs must be json or struct, not {get('decodeAs')!r}")
    if decode_as == DECODE_AS_STRUCT and decode != DECODE_REGISTRY:
        raise OptionError("decodeAs=struct types what decode=registry decodes: give both")
    if decode != DECODE_NONE and get("columns") is not None:
        raise OptionError("columns chooses among the kafka-log columns; decode=registry adds its own from the "
                          "keys and values: give one or the other")
    parsed = ReadOptions(
        mode=mode,
        starting_offset=parse_offset(get("startingOffset"), "startingOffset", start=True),
        ending_offset=parse_offset(get("endingOffset"), "endingOffset", start=False),
        starting_timestamp=parse_timestamp(get("startingTimestamp"), "startingTimestamp"),
        ending_timestamp=parse_timestamp(get("endingTimestamp"), "endingTimestamp"),
        include_control=parse_bool(get("includeControl"), "includeControl", False),
        validate_crc=parse_bool(get("validateCrc"), "validateCrc", True),
        isolation_level=isolation,
        max_partition_bytes=parse_size(get("maxPartitionBytes"), "maxPartitionBytes", DEFAULT_MAX_PARTITION_BYTES),
        max_records_per_batch=parse_count(get("maxRecordsPerBatch"), "maxRecordsPerBatch",
                                          DEFAULT_MAX_RECORDS_PER_BATCH),
        max_bytes_per_batch=parse_size(get("maxBytesPerBatch"), "maxBytesPerBatch", DEFAULT_MAX_BYTES_PER_BATCH),
        max_batch_bytes=parse_size(get("maxBatchBytes"), "maxBatchBytes", None),
        decompression_limit=parse_size(get("decompressionLimit"), "decompressionLimit", None),
        topic=get("topic"),
        partition=parse_partition(get("partition")),
        include_renamed_partitions=parse_bool(get("includeRenamedPartitions"), "includeRenamedPartitions", False),
        backend=parse_backend(get("backend")),
        decode=decode,
        schemas=get("schemas"),
        decode_as=decode_as,
        value_subject=get("valueSubject"),
        columns=parse_columns(get("columns")),
    )
    check_ranges(parsed)
    return parsed


def parse_columns(text: str | None) -> tuple[str, ...] | None:
    """The ``columns`` option: names separated by commas (or a JSON list), each a ``kafka-log`` column, given
    in the schema's order; an empty text asks for none (a count of rows)."""
    from .schema import COLUMNS

    if text is None:
        return None
    stripped = text.strip()
    try:
        names = json.loads(stripped) if stripped.startswith("[") else stripped.split(",")
    except json.JSONDecodeError as exc:
        raise OptionError(f"columns is not a valid JSON list: {exc}") from None
    asked = {str(name).strip() for name in names} - {""}
    unknown = sorted(asked - set(COLUMNS))
    if unknown:
        raise OptionError(f"columns: no column {', '.join(map(repr, unknown))}; the columns are {', '.join(COLUMNS)}")
    return tuple(name for name in COLUMNS if name in asked)


def check_ranges(options: ReadOptions) -> None:
    """An :class:`OptionError` for a start above its end, per partition named and for the rest: such a range
    holds nothing by mistake. (A start equal to its end is an empty range, asked for.)"""
    for start, end, what in ((options.starting_offset, options.ending_offset, "Offset"),
                             (options.starting_timestamp, options.ending_timestamp, "Timestamp")):
        named = sorted({*start.by_partition, *end.by_partition})
        for topic, partition in [(None, None), *named]:
            low, high = start.for_partition(topic, partition), end.for_partition(topic, partition)
            if low is not None and high is not None and low > high:
                where = "" if topic is None else f" for partition {partition} of {topic!r}"
                raise OptionError(f"starting{what} {low} is above ending{what} {high}{where}: "
                                  "the range would hold nothing")


def check_named_partitions(options: ReadOptions, held: set[tuple[str, int]]) -> None:
    """An :class:`OptionError` for per-partition JSON naming a partition the input does not hold (a misspelt
    topic would otherwise leave its partition unbounded), as Spark's Kafka source refuses a partition set
    that does not match."""
    for name, value in (("startingOffset", options.starting_offset), ("endingOffset", options.ending_offset),
                        ("startingTimestamp", options.starting_timestamp),
                        ("endingTimestamp", options.ending_timestamp)):
        missing = sorted(set(value.by_partition) - held)
        if missing:
            raise OptionError(f"{name} names {_partitions_text(missing)}, which the input does not hold; it holds "
                              f"{_partitions_text(sorted(held)) if held else 'no partition named <topic>-<n>'}")


def _partitions_text(partitions: list[tuple[str, int]]) -> str:
    return ", ".join(f"{topic}-{partition}" for topic, partition in partitions)


def parse_backend(value: str | None) -> str | None:
    from ..backend import CHOICES

    if value is not None and value.lower() not in CHOICES:
        raise OptionError(f"backend must be one of {', '.join(CHOICES)}, not {value!r}")
    return None if value is None else value.lower()


def parse_storage_options(options: Mapping[str, Any]) -> StorageOptions:
    """How to reach object storage: ``endpoint``, ``region``, ``anonymous`` (names case-insensitive)."""
    opts = {str(k).lower(): str(v) for k, v in options.items() if v is not None}
    return StorageOptions(endpoint=opts.get("endpoint"), region=opts.get("region"),
                          anonymous=parse_bool(opts.get("anonymous"), "anonymous", False))


def parse_partition(text: str | None) -> int | None:
    if text is None:
        return None
    if not re.fullmatch(r"\s*\d+\s*", text):
        raise OptionError(f"partition must be a partition number, not {text!r}")
    return int(text)


def parse_bool(text: str | None, name: str, default: bool) -> bool:
    if text is None:
        return default
    lowered = text.strip().lower()
    if lowered in ("true", "1", "yes"):
        return True
    if lowered in ("false", "0", "no"):
        return False
    raise OptionError(f"{name} must be true or false, not {text!r}")


SIZE_LIMITS: dict[str, tuple[int, str]] = {
    "maxBatchBytes": (2**31 - 1, "a batch's length is an int32: no batch is larger"),
    "maxBytesPerBatch": (MAX_BYTES_PER_BATCH, "Arrow's 32-bit offsets"),
}
"""The sizes and counts bounded below a long (:data:`pyspark_udfs.sizes.INT64_MAX`), and why."""


@overload
def parse_size(text: str | None, name: str, default: int) -> int: ...
@overload
def parse_size(text: str | None, name: str, default: None) -> int | None: ...
def parse_size(text: str | None, name: str, default: int | None) -> int | None:
    """A positive count of bytes: ``134217728``, ``128m``, ``128MiB``, ``1g`` (:mod:`pyspark_udfs.sizes`), within
    the option's bounds."""
    if text is None:
        return default
    try:
        return sizes.parse_size(text, *SIZE_LIMITS.get(name, (sizes.INT64_MAX, "")))
    except ValueError as exc:
        raise OptionError(f"{name} {exc}") from None


def parse_count(text: str | None, name: str, default: int) -> int:
    """A positive whole number (of rows)."""
    if text is None:
        return default
    try:
        return sizes.parse_count(text, *SIZE_LIMITS.get(name, (sizes.INT64_MAX, "")))
    except ValueError as exc:
        raise OptionError(f"{name} {exc}") from None


def parse_offset(text: str | None, name: str, *, start: bool) -> PartitionValue:
    """An offset option: an integer, ``earliest``/``latest``, or Spark's per-partition JSON.

    In JSON, as in Spark's Kafka source, -2 means earliest and -1 latest.
    A start of ``latest`` or an end of ``earliest`` selects nothing, so
    they are refused.
    """
    if text is None:
        return PartitionValue()

    def one(value: Any) -> int | None:
        word = str(value).strip().lower()
        if (word in ("earliest", str(_EARLIEST)) and start) or (word in ("latest", str(_LATEST)) and not start):
            return None
        if word in ("earliest", "latest", str(_EARLIEST), str(_LATEST)):
            raise OptionError(f"{name} cannot be {word}")
        try:
            offset = int(word)
        except ValueError:
            raise OptionError(f"{name} must be an offset, earliest/latest or JSON, not {value!r}") from None
        if offset < 0:
            raise OptionError(f"{name} must not be negative, not {offset}")
        return offset

    return _per_partition(text, name, one)


def parse_timestamp(text: str | None, name: str) -> PartitionValue:
    """A timestamp option: milliseconds since the epoch, ISO-8601 text (UTC unless it says), or JSON."""
    if text is None:
        return PartitionValue()

    def one(value: Any) -> int | None:
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return int(value)
        word = str(value).strip()
        if re.fullmatch(r"-?\d+", word):
            return int(word)
        try:
            moment = datetime.fromisoformat(word.replace("Z", "+00:00"))
        except ValueError:
            raise OptionError(f"{name} must be epoch milliseconds, ISO-8601 or JSON, not {value!r}") from None
        return epoch_millis(moment)

    return _per_partition(text, name, one)


def epoch_millis(moment: datetime) -> int:
    """Milliseconds since the epoch, rounded down; a naive datetime is taken as UTC."""
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=timezone.utc)
    delta = moment - datetime(1970, 1, 1, tzinfo=timezone.utc)
    return (delta.days * 86_400_000_000 + delta.seconds * 1_000_000 + delta.microseconds) // 1000


def _per_partition(text: str, name: str, one) -> PartitionValue:
    stripped = text.strip()
    if not stripped.startswith("{"):
        return PartitionValue(default=one(stripped))
    try:
        parsed = json.loads(stripped)
    except json.JSONDecodeError as exc:
        raise OptionError(f"{name} is not valid JSON: {exc}") from None
    by_partition: dict[tuple[str, int], int | None] = {}
    for topic, partitions in parsed.items():
        if not isinstance(partitions, dict):
            raise OptionError(f'{name}: expected {{"topic": {{"partition": value}}}}, got {text!r}')
        for partition, value in partitions.items():
            try:
                by_partition[(str(topic), int(partition))] = one(value)
            except ValueError as exc:
                if isinstance(exc, OptionError):
                    raise
                raise OptionError(f"{name}: partition {partition!r} of {topic!r} is not a number") from None
    return PartitionValue(None, by_partition)
