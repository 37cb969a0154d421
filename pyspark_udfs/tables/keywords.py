"""The typed keywords of the readers, made from :class:`.options.ReadOptions` by
``python -m pyspark_udfs.tables.option_docs``: do not edit.

Type checkers know the snake-case names; the readers also take the Spark names, in any case.
"""
from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime
from typing import TypedDict

__all__ = ["BinaryFileKeywords", "Mapping", "ReadKeywords", "datetime"]


class ReadKeywords(TypedDict, total=False):
    """The options of ``read_arrow``, ``read_table``, ``sql.connect`` and the topic tables."""

    mode: str
    starting_offset: int | str | Mapping[str, Mapping[str, int]]
    ending_offset: int | str | Mapping[str, Mapping[str, int]]
    starting_timestamp: int | str | datetime | Mapping[str, Mapping[str, int | datetime]]
    ending_timestamp: int | str | datetime | Mapping[str, Mapping[str, int | datetime]]
    include_control: bool
    validate_crc: bool
    isolation_level: str
    max_partition_bytes: int | str
    max_records_per_batch: int
    max_bytes_per_batch: int | str
    max_batch_bytes: int | str
    decompression_limit: int | str
    topic: str
    partition: int
    include_renamed_partitions: bool
    backend: str
    decode: str
    schemas: str
    decode_as: str
    value_subject: str
    columns: str | list[str] | tuple[str, ...]
    endpoint: str
    region: str
    anonymous: bool
    rsm_keys: Mapping[str, str] | str


class BinaryFileKeywords(TypedDict, total=False):
    """The options of ``read_binary_files`` and its ``mapInArrow`` functions."""

    mode: str
    include_control: bool
    validate_crc: bool
    isolation_level: str
    columns: str | list[str] | tuple[str, ...]
