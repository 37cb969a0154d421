"""The reader's options, declared once: :class:`ReadOptions`, one field per option.

Each field names the option (its keyword; the Spark option is its camel case, the flag its kebab
case), its type, default, a one-line manual and the version since when it is read. Every door is
derived from these fields and tested against them: ``read_arrow``/``read_table`` keywords
(:func:`keyword_options`, typed by :mod:`.keywords`), the Spark source's options and manual
(:func:`parse_options`, :mod:`.option_docs`), the ``sql``/``export`` flags (:mod:`.flags`),
``read_binary_files``' keywords and the option table in docs/options.md.

**Adding an option**: one field here (the value kinds are in :mod:`.option_kinds`), then
``python -m pyspark_udfs.tables.option_docs`` rewrites the typed keywords and the docs' table
(a test fails until it is run), and the code that reads ``ReadOptions.<field>``.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import MISSING, dataclass, field, fields
from typing import Any

from .option_kinds import (
    Choice,
    Columns,
    Count,
    Flag,
    KeyPairs,
    Kind,
    Offset,
    OptionError,
    PartitionNumber,
    PartitionValue,
    Size,
    Text,
    Timestamp,
    epoch_millis,
)

__all__ = ["OptionError", "PartitionValue", "epoch_millis"]  # re-exported: the readers' and tests' names

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
SPARK_PATH_OPTIONS = ("path", "paths")
"""What Spark's ``load()`` adds to the options map besides the reader's options."""


@dataclass(frozen=True)
class Declared:
    """What a :class:`ReadOptions` field declares beyond its name, type and default (see :func:`option`)."""

    kind: Kind
    manual: str
    since: str
    details: str = ""
    flag: str | None = ""
    content: bool = True
    binary_files: bool = False
    metavar: str | None = None


def option(default: Any, kind: Kind, manual: str, *, since: str, details: str = "", flag: str | None = "",
           content: bool = True, binary_files: bool = False, metavar: str | None = None) -> Any:
    """One read option, as a :class:`ReadOptions` field.

    ``manual``: one line; ``details``: what the Spark source's manual adds. ``flag``: the command-line
    flag, ``""`` for the kebab case of the name (``--no-…`` for a flag that is on by default), ``None``
    for an option that is not one. ``content``: it changes which rows a read gives (an export's
    manifest keeps it). ``binary_files``: ``read_binary_files`` and its functions take it too."""
    declared = Declared(kind, manual, since, details, flag, content, binary_files, metavar)
    if isinstance(default, dict):
        return field(default_factory=dict, metadata={"option": declared})
    return field(default=default, metadata={"option": declared})


def _backends() -> tuple[str, ...]:
    from ..builds.backend import CHOICES  # when asked: importing the builds is not needed to declare options

    return CHOICES


@dataclass(frozen=True)
class ReadOptions:
    """Every option of a read besides its paths, as the reader holds it."""

    mode: str = option(
        PERMISSIVE, Choice(MODES, upper=True), since="0.1.0", binary_files=True,
        manual="damage as a row with _corrupt_record (PERMISSIVE), left out (DROPMALFORMED) or an error (FAILFAST)",
        details="A damaged region is a batch that does not parse, a bad CRC (whatever its header says: control, "
                "offsets, producer), a truncated tail or a payload that does not decompress; a batch whose "
                "offsets go backwards is a problem too, its records still rows. ``PERMISSIVE`` makes it one row "
                "with ``_corrupt_record`` set to ``\"<file> at byte <position>: <reason>\"``, ``file``, "
                "``position`` and whatever the batch header still told; every intact record is kept, including "
                "those decoded before the problem in the same batch. ``DROPMALFORMED`` leaves such rows out; "
                "``FAILFAST`` fails the task at the first problem with an error naming file, position and reason.")
    starting_offset: PartitionValue = option(
        PartitionValue(), Offset(start=True), since="0.1.0",
        manual="first offset read: a number, earliest, or per partition {\"orders\": {\"0\": 23}}",
        details="An integer applies to every partition; Spark's Kafka JSON ``{\"orders\": {\"0\": 1000, \"1\": "
                "-2}}`` gives offsets per topic and partition (-2 earliest, -1 latest; partitions not named are "
                "not limited; naming a partition the input does not hold fails the read, as Spark's Kafka source "
                "refuses a partition set that does not match). ``earliest`` / ``latest`` are accepted too. A "
                "start above its end (for any partition) fails the read.")
    ending_offset: PartitionValue = option(
        PartitionValue(), Offset(start=False), since="0.1.0",
        manual="offset where reading stops (exclusive): a number, latest, or per partition as startingOffset")
    starting_timestamp: PartitionValue = option(
        PartitionValue(), Timestamp(), since="0.1.0", metavar="TIME",
        manual="records from the first at or after this time: epoch ms, ISO-8601 (UTC unless it says), or JSON",
        details="As in Spark's Kafka source (``offsetsForTimes``), each bound becomes an offset per partition: "
                "the first offset whose record timestamp is >= the value. Rows run from the start's offset "
                "(inclusive) to the end's offset (exclusive); with timestamps that grow with offsets this is "
                "``startingTimestamp <= timestamp < endingTimestamp``. A partition with no record at or after "
                "``startingTimestamp`` yields nothing; with none at or after ``endingTimestamp``, it is read to "
                "its end.")
    ending_timestamp: PartitionValue = option(
        PartitionValue(), Timestamp(), since="0.1.0",
        manual="records before the first at or after this time only, written as startingTimestamp")
    include_control: bool = option(
        False, Flag(), since="0.1.0", binary_files=True,
        manual="keep control records (transaction markers), with isControl true and their raw key and value")
    validate_crc: bool = option(
        True, Flag(), since="0.1.0", binary_files=True,
        manual="check each batch's CRC; off, batches whose CRC does not match are read as if it did",
        details="The CRC of each batch (and of each inner message of compressed v0/v1) is checked before "
                "decoding; with ``false`` the records are decoded anyway and ``crcValid`` tells.")
    isolation_level: str = option(
        READ_UNCOMMITTED, Choice((READ_UNCOMMITTED, READ_COMMITTED)), since="0.1.0", binary_files=True,
        manual="read_committed leaves out the records of aborted transactions, as a Kafka consumer does",
        details="Aborted ranges (producer id, first offset, last offset) come from the partition's "
                "``.txnindex`` files when it has any (the broker writes one for each segment holding an ABORT "
                "marker, so there a segment without one aborted nothing). Otherwise they come from the markers: "
                "planning reads the partition's batch headers from the first wanted offset on, decoding control "
                "batches only, because a marker can be in a later batch or segment than the data it aborts; it "
                "stops past the wanted range as soon as every transaction seen in it has its marker. In that "
                "case a transaction with no marker by the end of the partition is still open (beyond the last "
                "stable offset) and its records are dropped too; with ``.txnindex`` files open transactions "
                "cannot be told and are kept. Other records past the last stable offset are kept. "
                "``read_binary_files`` sees one file at a time: only ABORT markers in the same file count.")
    max_partition_bytes: int = option(
        DEFAULT_MAX_PARTITION_BYTES, Size(), since="0.1.0", flag=None, content=False,
        manual="largest byte range of a segment one Spark task reads (cut at batch starts of the offset index)",
        details="Sizes are written ``134217728``, ``128m``, ``1g`` and are at most a long (8 EiB - 1) unless "
                "said. Not a flag: the commands read every range in turn.")
    max_records_per_batch: int = option(
        DEFAULT_MAX_RECORDS_PER_BATCH, Count(), since="0.1.0", content=False,
        manual="rows per Arrow record batch")
    max_bytes_per_batch: int = option(
        DEFAULT_MAX_BYTES_PER_BATCH, Size(MAX_BYTES_PER_BATCH, "Arrow's 32-bit offsets"), since="0.1.0",
        content=False, manual="bytes of keys, values and headers per Arrow record batch; a larger record comes alone",
        details="Both builds cut the same batches (:mod:`pyspark_udfs.tables.arrow`). A task holds the Kafka "
                "batch it reads and at most twice this many bytes of copies of its keys and values (the batch "
                "Spark holds, the next one).")
    max_batch_bytes: int | None = option(
        None, Size(2**31 - 1, "a batch's length is an int32: no batch is larger"), since="0.1.0",
        manual="largest Kafka batch accepted, else a damaged region (default: 64m)")
    decompression_limit: int | None = option(
        None, Size(), since="0.1.0",
        manual="largest size one batch may decompress to, else a damaged region (default: 256m)")
    topic: str | None = option(
        None, Text(), since="0.1.0",
        manual="read this topic's partitions only; the topic of segments whose directory is not <topic>-<n>",
        details="On directories named ``<topic>-<partition>``, ``topic`` and ``partition`` read only the "
                "partitions of that topic, of that number, or both; naming none of the input's partitions fails "
                "the read. They are the topic and partition of segments whose directory is not so named (a flat "
                "prefix of archived or tiered segments).")
    partition: int | None = option(
        None, PartitionNumber(), since="0.1.0",
        manual="read partitions of this number only; the partition of segments whose directory does not say it")
    include_renamed_partitions: bool = option(
        False, Flag(), since="0.1.0",
        manual="also read the directories Kafka renamed and does not serve (…-delete, …-future, …-stray)",
        details="Their ``topic`` and ``partition`` come from the name, and ``file`` tells them apart from the live "
                "partition's rows.")
    backend: str | None = option(
        None, Choice(_backends), since="0.1.0", flag=None, content=False,
        manual="the build that reads: auto, python or native (default: KAFKA_KSY_BACKEND, else auto)",
        details="Not a flag: the commands take ``KAFKA_KSY_BACKEND``.")
    decode: str = option(
        DECODE_NONE, Choice((DECODE_NONE, DECODE_REGISTRY)), since="0.1.0",
        manual="registry adds keySchemaId, valueSchemaId, keyDecoded, valueDecoded and decodeError "
               "(docs/registry.md)",
        details="Keys and values written through a schema registry are decoded with the schemas of ``schemas`` "
                "or of the ``_schemas`` topic beside the data.")
    schemas: str | None = option(
        None, Text(), since="0.1.0", metavar="PATH",
        manual="where decode=registry finds schemas, or a registry's URL (default: _schemas-0 beside the data)")
    decode_as: str = option(
        DECODE_AS_JSON, Choice((DECODE_AS_JSON, DECODE_AS_STRUCT)), since="0.1.0",
        manual="struct: with decode=registry, also valueStruct, one lineage's values as typed columns",
        details="In the Spark source the column's type is the lineage's schema from the registry.")
    value_subject: str | None = option(
        None, Text(), since="0.1.0", metavar="SUBJECT",
        manual="the lineage decodeAs=struct reads values as (default: <topic>-value)")
    columns: tuple[str, ...] | None = option(
        None, Columns(), since="0.1.0", flag=None, content=False, binary_files=True,
        manual="the kafka-log columns a read gives, comma-separated (default: all; empty: none, a count)",
        details="Given in the schema's order whatever the order asked (:mod:`pyspark_udfs.tables.projection`). "
                "Columns not asked are not built: ``offset`` alone, or none, reads batch headers only where "
                "they tell. Not with ``decode=registry``. Not a flag: ``sql`` reads the columns a statement "
                "names.")
    endpoint: str | None = option(
        None, Text(), since="0.1.0", content=False,
        manual="object storage endpoint (http://127.0.0.1:9000 for MinIO …; default: the environment's)",
        details="Credentials come from the provider's usual chain (``AWS_ACCESS_KEY_ID``…, ``~/.aws``; on every "
                "executor).")
    region: str | None = option(
        None, Text(), since="0.1.0", content=False, manual="object storage region (default: the environment's)")
    anonymous: bool = option(
        False, Flag(), since="0.1.0", content=False, manual="unsigned requests to object storage (public buckets)")
    rsm_keys: dict[str, str] = option(
        {}, KeyPairs(), since="0.1.0", flag="--rsm-key", content=False,
        manual="private keys (PEM) of the key pairs that wrapped encrypted tiered segments' data keys "
               "(docs/tiered.md)",
        details="Text: ``ID=PATH,ID=PATH`` or a JSON object; the flag ``--rsm-key ID=PATH`` is repeated.")

    @property
    def read_committed(self) -> bool:
        return self.isolation_level == READ_COMMITTED

    def segment_limits(self) -> dict[str, Any]:
        """Keyword arguments for :class:`pyspark_udfs.reading.segment.LogSegment`."""
        limits = {"max_batch_bytes": self.max_batch_bytes, "decompression_limit": self.decompression_limit,
                  "backend": self.backend}
        return {k: v for k, v in limits.items() if v is not None}


@dataclass(frozen=True)
class Option:
    """One read option: a :class:`ReadOptions` field and what it declares."""

    keyword: str
    """The field, and the snake-case keyword of ``read_table``."""
    name: str
    """The Spark option (names are case-insensitive)."""
    default: Any
    declared: Declared

    @property
    def flag(self) -> str | None:
        """The command-line flag of ``sql`` and ``export``; ``None`` when it is not one."""
        if self.declared.flag != "":
            return self.declared.flag
        kebab = self.keyword.replace("_", "-")
        return f"--no-{kebab}" if self.default is True else f"--{kebab}"

    def read(self, value: Any) -> Any:
        return self.declared.kind.read(value, self.name)


def _camel(snake: str) -> str:
    first, *rest = snake.split("_")
    return first + "".join(word.capitalize() for word in rest)


OPTIONS: tuple[Option, ...] = tuple(
    Option(f.name, _camel(f.name), f.default if f.default_factory is MISSING else f.default_factory(),
           f.metadata["option"]) for f in fields(ReadOptions))
"""Every read option, in declaration order."""
BY_NAME = {o.name.lower(): o for o in OPTIONS}
"""The options by their Spark name, lower case."""


def parse_options(options: Mapping[str, Any]) -> ReadOptions:
    """:class:`ReadOptions` from a Spark options map: names case-insensitive, values text (or values);
    ``path``/``paths`` are the load's paths, any other name an :class:`OptionError`."""
    given: dict[str, Any] = {}
    for key, value in options.items():
        lowered = str(key).lower()
        if lowered not in SPARK_PATH_OPTIONS:
            given[_known(str(key), OPTIONS, snake=False).keyword] = value
    return _options(given)


def keyword_options(keywords: Mapping[str, Any], among: tuple[Option, ...] = OPTIONS) -> ReadOptions:
    """:class:`ReadOptions` from Python keywords: snake case or the Spark name, any case; values typed
    (``1000``, ``True``, a ``datetime``, a ``dict``) or text. ``among``: the options this door takes."""
    return _options({_known(key, among).keyword: value for key, value in keywords.items()})


def _known(key: str, among: tuple[Option, ...], snake: bool = True) -> Option:
    """The option named ``key``: its Spark name in any case, or (``snake``) its keyword."""
    wanted = (key.replace("_", "") if snake else key).lower()
    for candidate in among:
        if candidate.name.lower() == wanted:
            return candidate
    raise OptionError(f"unknown option {key!r}; the options are {', '.join(o.name for o in among)}")


def _options(given: Mapping[str, Any]) -> ReadOptions:
    """Each given value read by its option's kind (``None``: not given), then the rules between options."""
    values = {o.keyword: o.read(given[o.keyword]) for o in OPTIONS if given.get(o.keyword) is not None}
    parsed = ReadOptions(**values)
    if parsed.decode_as == DECODE_AS_STRUCT and parsed.decode != DECODE_REGISTRY:
        raise OptionError("decodeAs=struct types what decode=registry decodes: give both")
    if parsed.decode != DECODE_NONE and parsed.columns is not None:
        raise OptionError("columns chooses among the kafka-log columns; decode=registry adds its own from the "
                          "keys and values: give one or the other")
    check_ranges(parsed)
    return parsed


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

