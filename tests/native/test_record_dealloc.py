"""The C++ build frees ``Record`` objects with its own deallocator (module.cpp ``record_dealloc``, installed
by ``configure``): what it frees must be exactly what CPython's generic one frees, for Records it made,
Records made in Python, subclasses, and Records nested deeper than the C stack."""
from __future__ import annotations

import gc
import sys
import weakref

import pytest

from pyspark_udfs.builds import backend
from pyspark_udfs.builds.contract import RecordsContext
from pyspark_udfs.format.model import CREATE_TIME, Record
from tests.support.batches import record

NATIVE = backend.native_backend()
pytestmark = pytest.mark.skipif(NATIVE is None, reason="pyspark_udfs._native is not built")


class Held:
    """A value whose release a weak reference shows."""


def test_records_of_the_native_build_release_their_values_and_class():
    data = b"".join(record(i, b"k%d" % i, b"v" * i, [(b"h", b"x")]) for i in range(50))
    context = RecordsContext(0, 1_700_000_000_000, 1_700_000_000_000, -1, False, False)
    gc.collect()
    references = sys.getrefcount(Record)
    records, problem, _ = NATIVE.v2_records(data, 0, 50, context, CREATE_TIME)
    assert problem is None and [r.value for r in records] == [b"v" * i for i in range(50)]
    assert sys.getrefcount(Record) == references + 50
    held = Held()
    records[7].headers.append(("mine", held))
    alive = weakref.ref(held)
    del held, records
    assert alive() is None
    assert sys.getrefcount(Record) == references


def test_records_made_in_python_and_subclasses_are_freed_whole():
    class WithDict(Record):
        pass

    class WithSlot(Record):
        __slots__ = ("extra",)

    gc.collect()
    counts = [sys.getrefcount(cls) for cls in (Record, WithDict, WithSlot)]
    values = [Held() for _ in range(4)]
    alive = [weakref.ref(v) for v in values]
    plain = Record(1, 2, CREATE_TIME, None, None, headers=[("a", None)], control=values[0])
    with_dict = WithDict(1, 2, CREATE_TIME, None, None, control=values[1])
    with_dict.note = values[2]
    with_slot = WithSlot(1, 2, CREATE_TIME, None, None)
    with_slot.extra = values[3]
    del values, plain, with_dict, with_slot
    assert [a() for a in alive] == [None] * 4
    assert [sys.getrefcount(cls) for cls in (Record, WithDict, WithSlot)] == counts


def test_records_nested_deeper_than_the_c_stack_are_freed():
    inner = Held()
    alive = weakref.ref(inner)
    nested = Record(0, 0, CREATE_TIME, None, None, control=inner)
    del inner
    for i in range(300_000):
        nested = Record(i, 0, CREATE_TIME, None, None, headers=[("r", nested)])
    del nested
    assert alive() is None


def test_records_of_the_native_build_stay_out_of_the_cyclic_collector():
    """What the native build puts in a Record cannot form a cycle, so neither the Record nor its empty
    headers list is tracked (a tracked run of 1,000 Records sets off collections that walk them all)."""
    data = record(0, b"k", b"v") + record(1, None, b"w", [(b"h", b"x")])
    context = RecordsContext(0, 1_700_000_000_000, 1_700_000_000_000, -1, False, False)
    records, problem, _ = NATIVE.v2_records(data, 0, 2, context, CREATE_TIME)
    assert problem is None and [gc.is_tracked(r) for r in records] == [False, False]
    assert not gc.is_tracked(records[0].headers) and records[1].headers == [("h", b"x")]
    records[0].headers.append(("added", b"y"))  # still an ordinary list
    assert records[0].headers == [("added", b"y")]
    assert gc.is_tracked(Record(0, 0, CREATE_TIME, None, None))  # the Python build's: as any object
