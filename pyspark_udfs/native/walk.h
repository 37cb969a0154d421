// The record walk of the Arrow path: a v2 batch's records read field by field in place, with no
// object and no heap allocation per record, handed to the builder as views of the batch's bytes.
//
// The format stays the spec's (ksy/kafka_record_batch.ksy, `record` and `header`): this walk reads
// the common form of a record only (every varint within its spec's length and its last byte's
// rules left out, lengths of -1 or more, header keys of 0 bytes or more, every field inside the
// bytes), and gives any other record, and every record of a control batch, to the generated
// parser (generated/cpp/kafka_record_batch.h's record_t), which decides it as it decides it for
// every other reader: its values, or its error and message. tests/native/test_walk.py holds the
// two equal (records built by hand, damaged ones, and random bytes); docs/builds.md says why.
#pragma once

#include <stdint.h>

#include <string>
#include <vector>

#include "kaitai/kaitaistream.h"
#include "records.h"
#include "rules.h"

namespace kafka_native {

// One header of a record: key bytes (UTF-8 as written), and its value unless null.
struct HeaderFields {
    kaitai::bytes_view key, value;
    bool null_value;
};

// One record's fields as the spec names them, views of the batch's bytes; `headers` points into
// the walk's own list, valid until the next record is read.
struct RecordFields {
    int64_t declared;  // len_record.value
    int len_length;    // len_record.len
    int64_t timestamp_delta, offset_delta;
    bool null_key, null_value;
    kaitai::bytes_view key, value;  // empty when null
    const HeaderFields* headers;
    size_t header_count;
    uint64_t end;  // where the record's bytes end (the next one starts)
};

// The record at `position` of the `size` bytes at `data` in its common form: true with `out` set,
// or false when it is not (nothing is decided then: the generated parser reads it).
bool read_common_record(const char* data, size_t size, uint64_t position, std::vector<HeaderFields>& headers,
                        RecordFields* out);

// The record at `position` read by the generated parser (record_t): true with `out` set, or false
// with its error's message.
bool read_generated_record(const char* data, size_t size, uint64_t position, bool is_control,
                           std::vector<HeaderFields>& headers, RecordFields* out, std::string* message);

// records.h's for_each_record, with `each(fields, values)` given a RecordFields rather than a
// record_t: the same statuses, messages and values for the same bytes.
template <typename Each>
RecordsStatus walk_records(const char* data, size_t size, size_t start, int32_t count, const BatchContext& batch,
                           Each each) {
    RecordsStatus status;
    const bool is_control = batch.is_control != 0;
    std::vector<HeaderFields> headers;
    uint64_t position = start;
    for (int32_t i = 0; i < count; i++) {
        if (position >= size) {
            status.code = RECORDS_PREMATURE_END;
            status.index = i;
            return status;
        }
        RecordFields record;
        if ((is_control || !read_common_record(data, size, position, headers, &record)) &&
            !read_generated_record(data, size, position, is_control, headers, &record, &status.message)) {
            status.code = RECORDS_UNPARSABLE;
            status.index = i;
            return status;
        }
        uint64_t begin = position;
        position = record.end;
        int64_t taken = static_cast<int64_t>(position - begin) - record.len_length;
        if (taken != record.declared) {
            status.code = RECORDS_BAD_SIZE;
            status.index = i;
            status.declared = record.declared;
            status.taken = taken;
            return status;
        }
        RecordRead values;
        static_cast<RecordValues&>(values) = record_values(batch, record.offset_delta, record.timestamp_delta);
        values.null_key = record.null_key;
        values.null_value = record.null_value;
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
    }
    if (position < size) {
        status.code = RECORDS_REMAINING;
        status.index = count;  // as the Python build counts it: after the declared records
    }
    return status;
}

}  // namespace kafka_native
