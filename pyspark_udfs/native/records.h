// The records of a v2 batch, decoded by the C++ build of kafka_record_batch.ksy
// (generated/cpp/), with Kafka's rules for offsets, timestamps and sequences.
// The same rules as pyspark_udfs/default_batch.py, which is the reference.
#pragma once

#include <Python.h>
#include <stdint.h>

#include <string>

#include "kafka_record_batch.h"
#include "kaitai/exceptions.h"
#include "pyutil.h"

namespace kafka_native {

// What a batch's header says that every record needs: pyspark_udfs.backend.RecordsContext,
// read from Python with BATCH_CONTEXT_FORMAT (the field types are the format's).
struct BatchContext {
    long long base_offset;
    long long base_timestamp;
    long long max_timestamp;
    int base_sequence;
    int is_control;
    int log_append_time;
};
#define BATCH_CONTEXT_FORMAT "(LLLipp)"
#define BATCH_CONTEXT_FIELDS(c) \
    &(c).base_offset, &(c).base_timestamp, &(c).max_timestamp, &(c).base_sequence, &(c).is_control, \
        &(c).log_append_time

// Why decoding stopped before the header's record count (codes shared with
// pyspark_udfs/backend.py, which words the errors).
enum RecordsError {
    RECORDS_OK = 0,
    RECORDS_PREMATURE_END = 1,  // the header declares more records than the bytes hold
    RECORDS_UNPARSABLE = 2,     // a record's fields do not parse (message says why)
    RECORDS_BAD_SIZE = 3,       // Kafka's "invalid record size": declared != taken
    RECORDS_REMAINING = 4,      // bytes left after the declared count
    RECORDS_OUT_OF_RANGE = 5,   // base + delta of the record's offset or timestamp leaves int64
};

struct RecordsStatus {
    RecordsError code = RECORDS_OK;
    int32_t index = 0;
    int64_t declared = 0;
    int64_t taken = 0;
    std::string message;
    bool stopped = false;     // `each` declined the record at `index`, which starts at `stopped_at`
    uint64_t stopped_at = 0;
};

// None, or (code, index, declared, taken, message) for Python (pyspark_udfs.backend.RecordsProblem).
inline PyObject* status_object(const RecordsStatus& status) {
    if (status.code == RECORDS_OK) return new_ref(Py_None);
    return check(Py_BuildValue("(iiLLs)", static_cast<int>(status.code), status.index,
                               static_cast<long long>(status.declared), static_cast<long long>(status.taken),
                               status.message.c_str()));
}

// Kafka's DefaultRecordBatch.incrementSequence: sequences wrap to 0 after Int.MAX.
inline int64_t increment_sequence(int64_t sequence, int64_t increment) {
    const int64_t int_max = 2147483647;
    if (sequence > int_max - increment) return increment - (int_max - sequence) - 1;
    return sequence + increment;
}

// Kafka's values for one record of a batch (the rules of pyspark_udfs/default_batch.py, the
// reference): offset = base + delta; under LogAppendTime every record has the batch's max
// timestamp, else base + delta; sequence = base + delta wrapping at Int.MAX, or -1 when the
// batch has none. A sum that leaves 64 bits is marked (`*_fits` false): for_each_record stops
// there (RECORDS_OUT_OF_RANGE), so `each` only sees records whose values fit.
struct RecordValues {
    int64_t offset_delta, timestamp_delta;
    int64_t offset, timestamp, sequence;
    bool offset_fits, timestamp_fits;
    bool null_key, null_value;
};

inline RecordValues values_of(const BatchContext& batch, kafka_record_batch_t::record_t& record) {
    RecordValues v;
    v.offset_delta = record.offset_delta()->value();
    v.timestamp_delta = record.timestamp_delta()->value();
    v.offset_fits = !__builtin_add_overflow(static_cast<int64_t>(batch.base_offset), v.offset_delta, &v.offset);
    if (batch.log_append_time) {
        v.timestamp = batch.max_timestamp;
        v.timestamp_fits = true;
    } else {
        v.timestamp_fits =
            !__builtin_add_overflow(static_cast<int64_t>(batch.base_timestamp), v.timestamp_delta, &v.timestamp);
    }
    v.sequence = batch.base_sequence < 0 ? -1 : increment_sequence(batch.base_sequence, v.offset_delta);
    // The spec's `if: len_key.value >= 0` (and for the value): Kaitai's C++ build leaves n_key
    // set on a switch without a matching case, so it is not asked.
    v.null_key = record.len_key()->value() < 0;
    v.null_value = record.len_value()->value() < 0;
    return v;
}

// Why a record's offset or timestamp is out of range, worded as pyspark_udfs/default_batch.py's
// PythonBackend.v2_records words it.
inline std::string out_of_range(const BatchContext& batch, const RecordValues& v) {
    if (!v.offset_fits) {
        return "its offset " + std::to_string(static_cast<long long>(batch.base_offset)) + " + " +
               std::to_string(static_cast<long long>(v.offset_delta)) + " does not fit Kafka's int64";
    }
    return "its timestamp " + std::to_string(static_cast<long long>(batch.base_timestamp)) + " + " +
           std::to_string(static_cast<long long>(v.timestamp_delta)) + " does not fit Kafka's int64";
}

// Calls `each(record, values)` for the records from `start` up to the end of
// `data`, at most `count`; returns why it stopped early, if it did. When
// `each` returns false the walk stops there (`stopped`, with where that
// record starts, so a later call can begin with it).
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
            RecordValues values = values_of(batch, record);
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
    if (position < size) status.code = RECORDS_REMAINING;
    return status;
}

}  // namespace kafka_native
