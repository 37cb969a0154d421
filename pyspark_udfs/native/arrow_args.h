// The named tuples ArrowBuilder reads and gives back (pyspark_udfs/contract.py's ChunkLimits,
// V2Records, WalkConfig, WalkStep, ...), each one's fields listed once here. _native.FIELDS
// exports the lists under the Python class's name; configure() refuses a class whose _fields
// differ, so the C++ reads a field by its name (ChunkLimitsField::max_rows) at the position the
// Python class gives it, and refuses a plain tuple.
#pragma once

#include <Python.h>

#include <string>
#include <utility>
#include <vector>

#include "pyutil.h"
#include "rules.h"

namespace kafka_native {

#define CHUNK_LIMITS(F) F(low) F(high) F(max_rows) F(max_bytes) F(alone_bytes)
#define V2_RECORDS(F) F(data) F(start) F(record_count) F(context) F(timestamp_type_id) F(crc_valid)
#define V2_RESUME(F) F(start) F(first)
#define V2_ADDED(F) F(rows) F(problem) F(resume)
#define LEGACY_WRAPPER(F) \
    F(data) F(held) F(offset) F(magic) F(log_append_time) F(timestamp) F(type_ids) F(crc_valid) F(validate_crc)
#define LEGACY_RESUME(F) F(number) F(position) F(base)
#define LEGACY_ADDED(F) F(rows) F(first_offset) F(resume)
#define WALK_CONFIG(F)                                                                                    \
    F(max_size) F(limits) F(timestamp_low) F(file_base) F(include_control) F(read_committed) F(decompress) \
    F(decompression_limit) F(topic) F(partition) F(file) F(codec_names) F(type_ids) F(per_batch)
#define BATCH_PROBLEM(F) F(position) F(record_count) F(problem)
#define WALK_STEP(F) \
    F(taken) F(python_next) F(previous) F(batches_read) F(batches_decoded) F(rows) F(full) F(problem)
#define PENDING_STEP(F) F(rows) F(full) F(problem)

// Every named tuple: (Python class name, its field list).
#define ARROW_TUPLES(T)                                                                                     \
    T(ChunkLimits, CHUNK_LIMITS) T(V2Records, V2_RECORDS) T(V2Resume, V2_RESUME) T(V2Added, V2_ADDED)        \
    T(LegacyWrapper, LEGACY_WRAPPER) T(LegacyResume, LEGACY_RESUME) T(LegacyAdded, LEGACY_ADDED)            \
    T(WalkConfig, WALK_CONFIG) T(BatchProblem, BATCH_PROBLEM) T(WalkStep, WALK_STEP)                        \
    T(PendingStep, PENDING_STEP)

#define ARROW_FIELD_INDEX(name) name,
// For each tuple: an enum of its fields' positions (V2RecordsField::count), and its class.
#define ARROW_TUPLE_DECLARATION(Class, LIST)                   \
    namespace Class##Field {                                   \
    enum : Py_ssize_t { LIST(ARROW_FIELD_INDEX) FIELD_COUNT }; \
    }                                                          \
    extern TupleClass Class##Tuple;
ARROW_TUPLES(ARROW_TUPLE_DECLARATION)
#undef ARROW_TUPLE_DECLARATION
#undef ARROW_FIELD_INDEX

// Configures every class above from `classes`, a dict of them by name (_native.configure's last argument).
void configure_arrow_tuples(PyObject* classes);

// The field names of every tuple above, by class name (for _native.FIELDS).
std::vector<std::pair<const char*, std::vector<std::string>>> arrow_tuple_fields();

// The items of `obj`, an instance of `cls` (a TypeError naming `what` when it is not one).
inline PyObject* const* items_of(const TupleClass& cls, PyObject* obj, const char* what) {
    if (!cls.holds(obj)) {
        PyErr_Format(PyExc_TypeError, "%s must be a %s, not %.100s", what, cls.name(), Py_TYPE(obj)->tp_name);
        throw python_error();
    }
    return &PyTuple_GET_ITEM(obj, 0);
}

// An int in long long's range; an exact int or a Python error.
inline long long long_long_of(PyObject* obj) {
    long long v = PyLong_AsLongLong(obj);
    if (v == -1 && PyErr_Occurred()) throw python_error();
    return v;
}

// An int in int's range.
inline int int_from(PyObject* obj) {
    long long v = long_long_of(obj);
    if (v < INT32_MIN || v > INT32_MAX) {
        PyErr_SetString(PyExc_OverflowError, "an argument out of int's range");
        throw python_error();
    }
    return static_cast<int>(v);
}

// An int in Py_ssize_t's range.
inline Py_ssize_t ssize_from(PyObject* obj) {
    Py_ssize_t v = PyNumber_AsSsize_t(obj, PyExc_OverflowError);
    if (v == -1 && PyErr_Occurred()) throw python_error();
    return v;
}

inline bool truth_of(PyObject* obj) {
    int v = PyObject_IsTrue(obj);
    if (v < 0) throw python_error();
    return v != 0;
}

// The bounds of a record batch (pyspark_udfs/tables/arrow.py's rule): rows, bytes, and the size
// of a record that goes alone.
struct ChunkBounds {
    size_t max_rows, max_bytes, alone_bytes;
};

// A ChunkLimits read: the records kept and the record batch's bounds.
struct Limits {
    OffsetRange range;
    ChunkBounds bounds;
};

// The OffsetRange keeping the int64 offsets that Python's bounds (exact ints, or None) keep:
// a bound past int64 bounds nothing on its own side, and keeps nothing on the other.
OffsetRange offset_range(PyObject* low, PyObject* high);

// `obj`, a ChunkLimits, read and checked (max_rows >= 1, max_bytes >= 0, alone_bytes >= 1).
Limits limits_of(PyObject* obj);

}  // namespace kafka_native
