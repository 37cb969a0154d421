"""The read options are declared once (``ReadOptions``' fields) and every door takes exactly those (issue 36, item 4).

Each door's option set is derived the way a user meets it and checked against the list: ``read_table``'s
keywords (and their typed signature), the Spark source's options map, the ``export``/``sql`` flags and
``read_binary_files``' keywords; the same value gives the same option at each door, and an unknown name or
a value an option cannot take gives the same error. docs/options.md's table and the typed keywords are
what the list makes of them.
"""
from __future__ import annotations

import argparse
import typing
from dataclasses import fields

import pytest

from pyspark_udfs.tables import keywords, option_docs
from pyspark_udfs.tables.flags import add_reader_arguments, dest, reader_options
from pyspark_udfs.tables.option_kinds import (
    Choice,
    Columns,
    Count,
    Flag,
    KeyPairs,
    Offset,
    PartitionNumber,
    Size,
    Text,
    Timestamp,
)
from pyspark_udfs.tables.options import (
    OPTIONS,
    OptionError,
    ReadOptions,
    keyword_options,
    parse_options,
)
from tests.conftest import ROOT, SAMPLES

GOOD = {Choice: None, Flag: None, Size: "3m", Count: "7", PartitionNumber: "3", Text: "orders",
        KeyPairs: "k1=/keys/k1.pem", Offset: "5", Timestamp: "2023-11-14T22:13:20Z", Columns: "value, offset"}
"""A text each kind takes (None: made from the option)."""
TYPED = {Size: 3 << 20, Count: 7, PartitionNumber: 3, Offset: 5, Timestamp: 1_700_000_000_000,
         KeyPairs: {"k1": "/keys/k1.pem"}, Columns: ["offset", "value"]}
"""The Python value each kind takes for that text (the others: the text, or a bool)."""
BAD = {Choice: "nope", Flag: "maybe", Size: "12q", Count: "1.5", PartitionNumber: "x", KeyPairs: "no-equals",
       Offset: "soon", Timestamp: "soon", Columns: "value,nope"}
COMPANIONS = {"decode_as": {"decode": "registry"}}
"""What an option needs beside it (decodeAs=struct types what decode=registry decodes)."""


def good_text(option) -> str:
    kind = option.declared.kind
    if isinstance(kind, Choice):
        return next(name for name in kind.names() if name != option.default)
    if isinstance(kind, Flag):
        return "false" if option.default else "true"
    return GOOD[type(kind)]


def typed_value(option):
    kind = option.declared.kind
    if isinstance(kind, Flag):
        return not option.default
    return TYPED.get(type(kind), good_text(option))


def export_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(exit_on_error=False)
    add_reader_arguments(parser)
    return parser


def flag_arguments(option, text: str) -> list[str]:
    return [option.flag] if isinstance(option.declared.kind, Flag) else [option.flag, text]


def test_every_kind_has_samples():
    """A new kind of value needs its samples here before the doors can be checked for it."""
    for option in OPTIONS:
        assert type(option.declared.kind) in GOOD, option.name
        assert option.declared.manual and "\n" not in option.declared.manual, option.name
        assert option.declared.since, option.name


def test_the_defaults_are_the_same_at_every_door():
    assert keyword_options({}) == parse_options({}) == ReadOptions()
    assert keyword_options(reader_options(export_parser().parse_args([]))) == ReadOptions()
    assert reader_options(export_parser().parse_args([])) == {}


@pytest.mark.parametrize("option", OPTIONS, ids=lambda o: o.name)
def test_each_option_reads_the_same_at_every_door(option):
    companions = COMPANIONS.get(option.keyword, {})
    text, typed = good_text(option), typed_value(option)
    by_keyword = keyword_options({**companions, option.keyword: typed})
    expected = getattr(by_keyword, option.keyword)
    assert expected != option.default
    assert getattr(keyword_options({**companions, option.name: text}), option.keyword) == expected
    spark_companions = {name.upper(): value for name, value in companions.items()}
    assert getattr(parse_options({**spark_companions, option.name.upper(): text}), option.keyword) == expected
    if option.flag is not None:
        companion_flags = [arg for name, value in companions.items()
                           for arg in (f"--{name.replace('_', '-')}", value)]
        args = export_parser().parse_args([*companion_flags, *flag_arguments(option, text)])
        flagged = reader_options(args)
        if not isinstance(option.declared.kind, (Offset, Timestamp)):  # these keep their text, read once later
            assert flagged[option.keyword] == typed
        assert getattr(keyword_options(flagged), option.keyword) == expected


def test_the_flags_are_the_options_that_are_flags():
    parser = export_parser()
    flags = {o.flag for o in OPTIONS if o.flag is not None}
    assert flags == {s for a in parser._actions for s in a.option_strings if s not in ("-h", "--help")}
    assert {dest(o) for o in OPTIONS if o.flag} == {a.dest for a in parser._actions if a.dest != "help"}
    not_flags = {o.name for o in OPTIONS if o.flag is None}
    # the commands read every range; KAFKA_KSY_BACKEND; sql reads the columns a statement names
    assert not_flags == {"maxPartitionBytes", "backend", "columns"}


def test_the_typed_keywords_are_the_options():
    hints = typing.get_type_hints(keywords.ReadKeywords)
    assert list(keywords.ReadKeywords.__annotations__) == [f.name for f in fields(ReadOptions)]
    assert {k: getattr(v, "__forward_arg__", v) for k, v in keywords.ReadKeywords.__annotations__.items()} == \
        {o.keyword: o.declared.kind.python for o in OPTIONS}
    assert set(hints) == {o.keyword for o in OPTIONS}
    assert list(keywords.BinaryFileKeywords.__annotations__) == [o.keyword for o in OPTIONS if o.declared.binary_files]


def test_the_generated_files_are_up_to_date():
    """Run ``python -m pyspark_udfs.tables.option_docs`` after changing an option."""
    page = (ROOT / option_docs.DOC).read_text()
    assert option_docs.with_table(page) == page, "docs/options.md's table differs from the options"
    assert option_docs.KEYWORDS.read_text() == option_docs.keywords_module(), "tables/keywords.py is out of date"
    for option in OPTIONS:
        assert f"| `{option.name}` | `{option.keyword}` |" in page


def test_the_manuals_name_every_option():
    from pyspark_udfs import read_table
    from pyspark_udfs.tables.reader import read_arrow

    for doc in (read_arrow.__doc__, read_table.__doc__):
        for option in OPTIONS:
            assert f"``{option.keyword}`` (" in doc, option.keyword


def test_the_spark_manual_names_every_option():
    pytest.importorskip("pyspark")
    from pyspark_udfs.spark.binary_files import parse_binary_files
    from pyspark_udfs.spark.datasource import KafkaLogDataSource

    for option in OPTIONS:
        assert f"``{option.name}`` ({option.declared.kind.words()}" in KafkaLogDataSource.__doc__, option.name
        assert (f"``{option.keyword}`` (" in parse_binary_files.__doc__) == option.declared.binary_files


def test_the_backend_choices_are_the_backends():
    from pyspark_udfs.builds.backend import CHOICES

    [backend] = [o for o in OPTIONS if o.keyword == "backend"]
    assert tuple(backend.declared.kind.names()) == CHOICES


UNKNOWN = "unknown option 'startingOfset'; the options are mode, startingOffset, endingOffset"


def test_an_unknown_option_is_the_same_error_at_every_door(capsys):
    from pyspark_udfs import read_table
    from pyspark_udfs.cli import main
    from pyspark_udfs.spark.binary_files import binary_file_options

    with pytest.raises(OptionError, match=UNKNOWN):
        read_table(str(SAMPLES / "orders-0"), startingOfset=3)
    with pytest.raises(OptionError, match=UNKNOWN):
        parse_options({"path": "x", "startingOfset": "3"})
    for other in ("startingOfset", "starting_offset"):  # read_binary_files reads whole files: no bounds
        with pytest.raises(OptionError, match=f"unknown option '{other}'; the options are mode, includeControl, "
                                              "validateCrc, isolationLevel, columns$"):
            binary_file_options({other: 3})
    with pytest.raises(SystemExit) as stop:
        main(["sql", "SELECT 1", str(SAMPLES / "orders-0"), "--starting-ofset", "3"])
    assert stop.value.code == 2 and "unrecognized arguments: --starting-ofset 3" in capsys.readouterr().err


@pytest.mark.parametrize("option", [o for o in OPTIONS if type(o.declared.kind) in BAD], ids=lambda o: o.name)
def test_a_bad_value_is_the_same_error_at_every_door(option):
    bad = BAD[type(option.declared.kind)]
    with pytest.raises(OptionError) as by_keyword:
        keyword_options({option.keyword: bad})
    with pytest.raises(OptionError) as by_spark:
        parse_options({option.name.lower(): bad})
    assert str(by_keyword.value) == str(by_spark.value) == f"{option.name} {by_keyword.value.reason}"
    assert by_keyword.value.option == option.name
    if option.declared.binary_files:
        from pyspark_udfs.spark.binary_files import binary_file_options

        with pytest.raises(OptionError) as by_binary_files:
            binary_file_options({option.keyword: bad})
        assert str(by_binary_files.value) == str(by_keyword.value)
    if option.flag is not None and not isinstance(option.declared.kind, Flag):
        with pytest.raises(argparse.ArgumentError) as by_flag:
            export_parser().parse_args([option.flag, bad])
        assert str(by_flag.value) == f"argument {option.flag}: {by_keyword.value.reason}"


def test_a_badly_typed_value_is_named_as_text_is():
    """A Python value of the wrong type is refused with the reason its text would get."""
    for keyword, value, text in (("max_records_per_batch", 1.5, "1.5"), ("max_batch_bytes", 2**31, str(2**31)),
                                 ("include_control", "maybe", "maybe")):
        with pytest.raises(OptionError) as typed:
            keyword_options({keyword: value})
        with pytest.raises(OptionError) as spark:
            parse_options({keyword.replace("_", ""): text})
        assert str(typed.value) == str(spark.value)
    with pytest.raises(OptionError, match="topic must be text, not 5"):
        keyword_options({"topic": 5})
