// The records of a v2 batch, decoded by the C++ build of kafka_record_batch.ksy
// (generated/cpp/), with Kafka's rules for offsets, timestamps and sequences (rules.h).
#pragma once

#include <Python.h>
#include <stdint.h>

#include <string>

#include "kafka_record_batch.h"
#include "kaitai/exceptions.h"
#include "pyutil.h"
#include "rules.h"

namespace kafka_native {

struct RecordsStatus {
    RecordsError code = RECORDS_OK;
    int32_t index = 0;
    int64_t declared = 0;
    int64_t taken = 0;
    std::string message;
    bool stopped = false;     // `each` declined the record at `index`, which starts at `stopped_at`
    uint64_t stopped_at = 0;
};

// Why the records stopped: pyspark_udfs.contract.RecordsProblem's arguments (pyutil.h's FIELD lists).
#define RECORDS_PROBLEM(FIELD, s)                                              \
    FIELD(code, int_of(s.code))                                                \
    FIELD(index, int_of(s.index))                                              \
    FIELD(declared, int_of(s.declared))                                        \
    FIELD(taken, int_of(s.taken))                                              \
    FIELD(message, check(PyUnicode_FromString(s.message.c_str())))

// None, or the RECORDS_PROBLEM tuple for Python.
inline PyObject* status_object(const RecordsStatus& status) {
    if (status.code == RECORDS_OK) return new_ref(Py_None);
    Ref values[] = {RECORDS_PROBLEM(FIELD_VALUE, status)};
    return tuple_of(values, sizeof(values) / sizeof(values[0]));
}

// Reads `obj`, a RecordsContext (pyspark_udfs/contract.py), into `context`; false with a Python
// error set when it is not one. A NamedTuple is a tuple subclass defined in Python, whose items
// PyArg_Parse would fetch through __getitem__ (microseconds per batch): it is read as the plain
// tuple of its items instead.
inline bool parse_batch_context(PyObject* obj, BatchContext* context) {
    if (!PyTuple_Check(obj)) {
        PyErr_SetString(PyExc_TypeError, "the records' context must be a RecordsContext");
        return false;
    }
    PyObject* plain = PyTuple_GetSlice(obj, 0, PyTuple_GET_SIZE(obj));
    if (plain == nullptr) return false;
    int parsed = PyArg_Parse(plain, BATCH_CONTEXT_FORMAT, BATCH_CONTEXT_FIELDS(*context));
    Py_DECREF(plain);
    return parsed != 0;
}

// One record's values (rules.h's record_values) and whether its key and value are null.
struct RecordRead : RecordValues {
    bool null_key, null_value;
};

inline RecordRead values_of(const BatchContext& batch, kafka_record_batch_t::record_t& record) {
    RecordRead v;
    static_cast<RecordValues&>(v) =
        record_values(batch, record.offset_delta()->value(), record.timestamp_delta()->value());
    // The spec's `if: len_key.value >= 0` (and for the value): Kaitai's C++ build leaves n_key
    // set on a switch without a matching case, so it is not asked.
    v.null_key = record.len_key()->value() < 0;
    v.null_value = record.len_value()->value() < 0;
    return v;
}

// Calls `each(record, values)` for the records from `start` up to the end of
// `data`, at most `count`, with each record's RecordRead; returns why it stopped early, if it
// did: a record whose offset or timestamp leaves int64 stops it (rules.h's out_of_range), so
// `each` only sees values that fit. When `each` returns false the walk stops there
// (`stopped`, with where that record starts, so a later call can begin with it).
template <typename Each>
RecordsStatus for_each_record(const char* data, size_t size, size_t start, int32_t count, const BatchContext& batch,
                              Each each) {
    RecordsStatus status;
    const bool is_control = batch.is_control != 0;
    kaitai::kstream io(data, size);
    io.seek(start);
    uint64_t position = start;
    for (int32_t i = 0; i < count; i++) {
        if (position >= size) {
            status.code = RECORDS_PREMATURE_END;
            status.index = i;
            return status;
        }
        try {
            kafka_record_batch_t::record_t record(is_control, &io);
            kafka_varint_t* length = record.len_record();
            uint64_t begin = position;
            position = io.pos();
            int64_t taken = static_cast<int64_t>(position - begin) - length->len();
            if (taken != length->value()) {
                status.code = RECORDS_BAD_SIZE;
                status.index = i;
                status.declared = length->value();
                status.taken = taken;
                return status;
            }
            RecordRead values = values_of(batch, record);
            if (!values.offset_fits || !values.timestamp_fits) {
                status.code = RECORDS_OUT_OF_RANGE;
                status.index = i;
                status.message = out_of_range(batch, values);
                return status;
            }
            if (!each(record, values)) {
                status.stopped = true;
                status.index = i;
                status.stopped_at = begin;
                return status;
            }
        } catch (const kaitai::kstruct_error& exc) {  // what `each` throws goes through
            status.code = RECORDS_UNPARSABLE;
            status.index = i;
            status.message = exc.what();
            return status;
        }
    }
    if (position < size) {
        status.code = RECORDS_REMAINING;
        status.index = count;  // as the Python build counts it: after the declared records
    }
    return status;
}

}  // namespace kafka_native
