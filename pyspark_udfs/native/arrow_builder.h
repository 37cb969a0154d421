// _native.ArrowBuilder's state and the steps every way of appending rows shares (arrow.cpp:
// add_v2, add_row, finish; arrow_walk.cpp: add_walk; arrow_legacy.cpp: add_legacy;
// arrow_expand.cpp: expand). Columns, in the order finish() returns them (names as in
// pyspark_udfs/tables/schema.py): key, value (binary), offset, timestamp (int64, timestamp in
// microseconds), timestampType, sequence (int32), crcValid (bool), headers (list<struct<key:
// string, value: binary>>), and run (int32: which of the caller's batch-level rows each row
// belongs to).
#pragma once

#include <Python.h>
#include <stdint.h>

#include <memory>
#include <vector>

#include "arrow_args.h"
#include "arrow_columns.h"
#include "kafka_record_batch.h"
#include "pyutil.h"
#include "records.h"
#include "rules.h"
#include "walk.h"

namespace kafka_native {

struct Pending;

struct Builder {
    PyObject_HEAD
    BinaryColumn* key;
    BinaryColumn* value;
    FixedColumn<int64_t>* offset;
    FixedColumn<int64_t>* timestamp;
    FixedColumn<int32_t>* timestamp_type;
    FixedColumn<int32_t>* sequence;
    BoolColumn* crc_valid;
    std::vector<int32_t>* header_offsets;  // list offsets, one per row + 1
    Bitmap* header_validity;
    BinaryColumn* header_key;
    BinaryColumn* header_value;
    std::vector<int32_t>* run;
    bool alone;  // it holds one record of add_v2's alone_bytes or more, and takes no other
    Pending* pending;  // add_walk's batch whose records go on in the next record batch, or null
    int fill;  // which of key, value and headers to fill (FILL_*); the others are null (a read's `columns`)
};

// The bits of Builder::fill (pyspark_udfs/tables/projection.py's fill_mask).
constexpr int FILL_KEY = 1, FILL_VALUE = 2, FILL_HEADERS = 4, FILL_ALL = 7;

// Empties `b` (a new builder: b->run null), its columns given the room the last record batch took.
void reset(Builder* b);

inline size_t rows(const Builder* b) { return b->run->size(); }

// The bytes of the binary and string columns (what the byte bound counts).
inline size_t bytes(const Builder* b) {
    return b->key->size() + b->value->size() + b->header_key->size() + b->header_value->size();
}

// What a record adds to bytes() when `fill` columns are filled: key, value, and each header's key
// (as UTF-8 after replacement) and value; pyspark_udfs/tables/arrow.py's row_bytes for the same row.
inline size_t record_bytes(const RecordFields& record, int fill) {
    size_t size = 0;
    if (fill & FILL_KEY) size += record.key.size();  // (empty when null)
    if (fill & FILL_VALUE) size += record.value.size();
    if (!(fill & FILL_HEADERS)) return size;
    for (size_t i = 0; i < record.header_count; i++) {
        size += utf8_replacing_size(record.headers[i].key) + record.headers[i].value.size();
    }
    return size;
}

// Whether a row of `row_size` bytes goes to a new record batch after `rows` rows of `size`
// bytes, one of them of `alone_bytes` or more when `holds_alone` (pyspark_udfs/tables/arrow.py's
// starts_new_chunk, whose caller gives out a batch holding such a row before the next row).
inline bool starts_new_chunk(size_t rows, size_t size, size_t row_size, size_t max_rows, size_t max_bytes,
                      size_t alone_bytes, bool holds_alone) {
    return rows > 0 && (holds_alone || rows >= max_rows || size + row_size > max_bytes || row_size >= alone_bytes);
}

// A row's key and value: null, copied, or (a row alone in its chunk) shared with `data`, whose buffer is `buf`.
inline void append_binary(BinaryColumn& column, PyObject* data, const Buffer& buf, bool null, const kaitai::bytes_view& field,
                   bool alone) {
    if (null) {
        column.append_null();
    } else if (alone) {
        column.share(data, buf, field);
    } else {
        column.append(field.data(), field.size());
    }
}

inline void append_key_value(Builder* b, PyObject* data, const Buffer& buf, bool null_key, const kaitai::bytes_view& key,
                      bool null_value, const kaitai::bytes_view& value, bool alone) {
    append_binary(*b->key, data, buf, null_key || !(b->fill & FILL_KEY), key, alone);
    append_binary(*b->value, data, buf, null_value || !(b->fill & FILL_VALUE), value, alone);
    b->alone = alone;
}

// Timestamps in ms become Arrow's microseconds; one that does not fit is null
// (pyspark_udfs/tables/arrow.py's timestamp_value).
inline void append_timestamp(Builder* b, int64_t ms, bool valid) {
    int64_t us;
    if (valid && !__builtin_mul_overflow(ms, static_cast<int64_t>(1000), &us)) {
        b->timestamp->append(us);
    } else {
        b->timestamp->append_null();
    }
}

inline void close_headers(Builder* b, bool valid) {
    b->header_offsets->push_back(static_cast<int32_t>(b->header_key->offsets.size() - 1));
    b->header_validity->append(valid);
}

// What add_walk keeps of a batch it stopped in the middle of (a full record batch), for
// add_pending: its records' bytes (`size` at `base` of the buffer of `owner`), where the next
// record starts and its number, what the records need, and the batch's per-batch values.
struct Pending {
    Ref owner;
    size_t base, size, start;
    int first, count, timestamp_type;
    BatchContext context;
    Ref values;
    long long position;
};

inline void delete_pending(Builder* b) {
    delete b->pending;  // with the GIL held
    b->pending = nullptr;
}

// The bits of the last `added` rows of add_v2, which are the same for each row of a batch: offset,
// timestampType and sequence are valid, and crcValid is `crc_valid`.
inline void mark_batch_rows(Builder* b, size_t added, bool crc_valid) {
    b->offset->validity.append_run(true, added);
    b->timestamp_type->validity.append_run(true, added);
    b->sequence->validity.append_run(true, added);
    b->crc_valid->values.append_run(crc_valid, added);
    b->crc_valid->validity.append_run(true, added);
}

// Appends the records of a v2 batch whose records' bytes are the `size` bytes at `base` of `buf`
// (the buffer of `owner`, which a record that goes alone shares), from record number `first`
// (at byte `start` of them; `count` is the header's), as add_v2 describes; `*added` the rows
// appended. The status's index counts from the batch's first record. (arrow.cpp: the record loop.)
RecordsStatus append_records(Builder* self, PyObject* owner, const Buffer& buf, size_t base, size_t size,
                             size_t start, int count, int first, const BatchContext& context, int timestamp_type,
                             const OffsetRange& range, int run, bool crc_valid, const ChunkBounds& bounds,
                             size_t* added);

inline bool is_none(PyObject* o) { return o == Py_None; }

// The methods defined in the other files (arrow.cpp's method table lists them).
PyObject* builder_add_walk(PyObject* obj, PyObject* args);
PyObject* builder_add_pending(PyObject* obj, PyObject* args);
PyObject* builder_add_legacy(PyObject* obj, PyObject* args);
PyObject* builder_expand(PyObject*, PyObject* args);

}  // namespace kafka_native
