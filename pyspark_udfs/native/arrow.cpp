// See arrow.h. Columns, in the order finish() returns them (names as in
// pyspark_udfs/tables/schema.py): key, value (binary), offset, timestamp
// (int64, timestamp in microseconds), timestampType, sequence (int32),
// crcValid (bool), headers (list<struct<key: string, value: binary>>), and
// run (int32: which of the caller's batch-level rows each row belongs to).
//
// Binary and string columns have 32-bit offsets, so a column's data must stay
// under 2 GiB: add_v2 stops before a record that would take the builder past
// the caller's row or byte bound (pyspark_udfs/tables/arrow.py has the rule).
// A record of the caller's `alone_bytes` or more goes alone, and its key and
// value are not copied: their columns share the batch's bytes.
#include "arrow.h"

#include <stdint.h>
#include <string.h>

#include <algorithm>
#include <limits>
#include <memory>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "codecs.h"
#include "crc.h"
#include "guarded.h"
#include "inner.h"
#include "kafka_legacy_message.h"
#include "kafka_log_segment.h"
#include "kafka_record_batch.h"
#include "kaitai/exceptions.h"
#include "kaitai/utf8.h"
#include "layout.h"
#include "pyutil.h"
#include "records.h"
#include "rules.h"

namespace kafka_native {
namespace {

// A validity or bool bitmap (Arrow: bit i of byte i/8, least significant first). While every bit
// is the first one's (a column without nulls, crcValid all true) it is only counted, and its bytes
// are written when a bit differs or at the end (bytes()): a row's bit costs a comparison.
struct Bitmap {
    size_t length = 0;
    size_t nulls = 0;  // bits clear
    __attribute__((always_inline)) void append(bool bit) {
        if (!m_written && (bit == m_uniform || length == 0)) {
            m_uniform = bit;
            nulls += !bit;
            length++;
            return;
        }
        append_written(bit);
    }
    // `n` bits `bit`.
    void append_run(bool bit, size_t n) {
        if (n == 0) return;
        if (!m_written && (bit == m_uniform || length == 0)) {
            m_uniform = bit;
            nulls += bit ? 0 : n;
            length += n;
            return;
        }
        for (size_t i = 0; i < n; i++) append_written(bit);
    }
    // The bitmap's bytes, (length + 7) / 8 of them, bits past `length` clear.
    PyObject* bytes() const {
        if (m_written) return bytes_of(reinterpret_cast<const char*>(m_bytes.data()), m_bytes.size());
        size_t size = (length + 7) / 8;
        PyObject* out = check(PyBytes_FromStringAndSize(nullptr, static_cast<Py_ssize_t>(size)));
        uint8_t* at = reinterpret_cast<uint8_t*>(PyBytes_AS_STRING(out));
        memset(at, m_uniform ? 0xff : 0, size);
        if (m_uniform && length % 8 != 0) at[size - 1] = static_cast<uint8_t>((1u << (length % 8)) - 1);
        return out;
    }

private:
    __attribute__((noinline)) void append_written(bool bit) {
        if (!m_written) {  // the bits so far, all m_uniform, written out
            m_written = true;
            m_bytes.assign((length + 7) / 8, m_uniform ? 0xff : 0);
            if (m_uniform && length % 8 != 0) m_bytes.back() = static_cast<uint8_t>((1u << (length % 8)) - 1);
        }
        if (length % 8 == 0) m_bytes.push_back(0);
        if (bit) {
            m_bytes.back() |= static_cast<uint8_t>(1u << (length % 8));
        } else {
            nulls++;
        }
        length++;
    }

    bool m_uniform = false;  // every bit so far, while !m_written
    bool m_written = false;
    std::vector<uint8_t> m_bytes;
};

const size_t MAX_COLUMN_BYTES = static_cast<size_t>(std::numeric_limits<int32_t>::max());

// A variable-size binary or string column: its values copied into `data`, a
// bytearray handed to Python as it is (grown in place, never copied again), or
// its one value shared with the buffer `owner` holds (at `shared_at`).
struct BinaryColumn {
    std::vector<int32_t> offsets{0};
    PyObject* data = nullptr;  // its first size() bytes are the values'; the rest is room to grow
    Bitmap validity;
    PyObject* owner = nullptr;
    size_t shared_at = 0;
    // A column likely to take `rows` values of `bytes` bytes in all (the last record batch's).
    BinaryColumn(size_t rows, size_t bytes) : m_expected(bytes) { offsets.reserve(rows + 1); }
    BinaryColumn(const BinaryColumn&) = delete;
    BinaryColumn& operator=(const BinaryColumn&) = delete;
    ~BinaryColumn() {  // deleted with the GIL held
        Py_XDECREF(data);
        Py_XDECREF(owner);
    }
    // The bytes of the column's values.
    size_t size() const { return static_cast<size_t>(offsets.back()); }
    // The bytes of its values it holds copied (none when its value is shared).
    size_t copied() const { return owner != nullptr ? 0 : size(); }
    // Bytes of the value being written (closed by end_value()).
    void put(const char* p, size_t n) {
        if (owner != nullptr) throw std::logic_error("a value after a shared one");
        if (n == 0) return;
        if (n > m_room - m_used) grow(n);
        memcpy(m_base + m_used, p, n);
        m_used += n;
    }
    void append(const char* p, size_t n) {
        put(p, n);
        end_value();
    }
    // Closes a value whose bytes were put().
    void end_value() {
        offsets.push_back(static_cast<int32_t>(m_used));
        validity.append(true);
    }
    // The first value, `value`, a part of `buf`, the buffer of `obj`: referred to, not copied.
    void share(PyObject* obj, const Buffer& buf, const kaitai::bytes_view& value) {
        if (size() != 0 || owner != nullptr) throw std::logic_error("a shared value after others");
        if (value.data() < buf.data() || value.data() + value.size() > buf.data() + buf.size()) {
            throw std::logic_error("a value outside the batch's buffer");
        }
        if (value.size() > MAX_COLUMN_BYTES) throw std::length_error("an Arrow binary column over 2 GiB");
        owner = new_ref(obj);
        shared_at = static_cast<size_t>(value.data() - buf.data());
        offsets.push_back(static_cast<int32_t>(value.size()));
        validity.append(true);
    }
    void append_null() {
        offsets.push_back(offsets.back());
        validity.append(false);
    }
    // The values' bytes for Python (the column gives them up): the shared part of `owner`, or
    // `data` cut to the values.
    PyObject* release_data() {
        if (owner != nullptr) return shared_slice(owner, shared_at, size());
        if (data == nullptr) return bytes_of("", 0);
        if (PyByteArray_Resize(data, static_cast<Py_ssize_t>(size())) != 0) throw python_error();
        PyObject* out = data;
        data = nullptr;
        m_base = nullptr;
        m_used = m_room = 0;
        return out;
    }

private:
    // Room in `data` for `n` more bytes than the m_used there (the values' and those put() since
    // the last value closed). `data` never grows past MAX_COLUMN_BYTES, so neither can m_used.
    void grow(size_t n) {
        if (n > MAX_COLUMN_BYTES - m_used) throw std::length_error("an Arrow binary column over 2 GiB");
        size_t needed = m_used + n;
        size_t first = data == nullptr ? m_expected + m_expected / 8 : 0;
        size_t grown = std::min(std::max({needed, m_room + m_room / 2 + 256, first}), MAX_COLUMN_BYTES);
        if (data == nullptr) {
            data = check(PyByteArray_FromStringAndSize(nullptr, static_cast<Py_ssize_t>(grown)));
        } else if (PyByteArray_Resize(data, static_cast<Py_ssize_t>(grown)) != 0) {
            throw python_error();
        }
        m_base = PyByteArray_AS_STRING(data);
        m_room = grown;
    }

    size_t m_expected = 0;   // the bytes the column likely takes: the first room is that and an eighth
    char* m_base = nullptr;  // `data`'s bytes
    size_t m_room = 0;       // `data`'s size
    size_t m_used = 0;       // bytes of `data` put() so far
};

template <typename T>
struct FixedColumn {
    std::vector<T> values;
    Bitmap validity;
    explicit FixedColumn(size_t rows) { values.reserve(rows); }
    void append(T v) {
        values.push_back(v);
        validity.append(true);
    }
    void append_null() {
        values.push_back(T());
        validity.append(false);
    }
};

struct BoolColumn {
    Bitmap values;
    Bitmap validity;
    void append(bool v) {
        values.append(v);
        validity.append(true);
    }
    void append_null() {
        values.append(false);
        validity.append(false);
    }
};

// Python's bytes.decode("utf-8", "replace"): each maximal invalid subpart
// becomes U+FFFD (Kafka's Utils.utf8 does the same for header keys). Gives
// `emit` the pieces of the result in order.
template <typename Emit>
void utf8_replacing(const kaitai::bytes_view& in, Emit emit) {
    const unsigned char* s = reinterpret_cast<const unsigned char*>(in.data());
    size_t n = in.size(), i = 0, valid_from = 0;  // [valid_from, i): valid, not yet emitted
    while (i < n) {
        if (s[i] < 0x80) {  // ASCII: a sequence of one byte
            i++;
            continue;
        }
        size_t prefix, len = kaitai::utf8_sequence(s + i, n - i, &prefix);
        if (len > 0) {
            i += len;
        } else {
            if (i > valid_from) emit(in.data() + valid_from, i - valid_from);
            emit("\xEF\xBF\xBD", 3);
            i += prefix;
            valid_from = i;
        }
    }
    if (n > valid_from) emit(in.data() + valid_from, n - valid_from);
}

void append_utf8_replacing(BinaryColumn& out, const kaitai::bytes_view& in) {
    utf8_replacing(in, [&](const char* p, size_t n) { out.put(p, n); });
    out.end_value();
}

size_t utf8_replacing_size(const kaitai::bytes_view& in) {
    size_t size = 0;
    utf8_replacing(in, [&](const char*, size_t n) { size += n; });
    return size;
}

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

// Sizes a record batch took, which the next one of the same builder likely takes again: its
// vectors and binary columns are given that room at once rather than grown to it by copies.
struct Sizes {
    size_t rows = 0, headers = 0, key = 0, value = 0, header_key = 0, header_value = 0;
};

// The sizes of the last record batch a builder of this process finished, which a new builder
// starts from: the splits of a read, or a task's, are alike, and a split of a small segment is
// often one record batch. (Builders run with the GIL held.)
Sizes last_finished;

void reset(Builder* b) {
    Sizes last = last_finished;
    if (b->run != nullptr) {  // a record batch finished: its own sizes
        last.rows = b->run->size();
        last.headers = b->header_key->offsets.size() - 1;
        last.key = b->key->copied();
        last.value = b->value->copied();
        last.header_key = b->header_key->copied();
        last.header_value = b->header_value->copied();
        last_finished = last;
    }
    delete b->key;
    delete b->value;
    delete b->offset;
    delete b->timestamp;
    delete b->timestamp_type;
    delete b->sequence;
    delete b->crc_valid;
    delete b->header_offsets;
    delete b->header_validity;
    delete b->header_key;
    delete b->header_value;
    delete b->run;
    b->key = new BinaryColumn(last.rows, last.key);
    b->value = new BinaryColumn(last.rows, last.value);
    b->offset = new FixedColumn<int64_t>(last.rows);
    b->timestamp = new FixedColumn<int64_t>(last.rows);
    b->timestamp_type = new FixedColumn<int32_t>(last.rows);
    b->sequence = new FixedColumn<int32_t>(last.rows);
    b->crc_valid = new BoolColumn();
    b->header_offsets = new std::vector<int32_t>{0};
    b->header_offsets->reserve(last.rows + 1);
    b->header_validity = new Bitmap();
    b->header_key = new BinaryColumn(last.headers, last.header_key);
    b->header_value = new BinaryColumn(last.headers, last.header_value);
    b->run = new std::vector<int32_t>();
    b->run->reserve(last.rows);
    b->alone = false;
}

size_t rows(const Builder* b) { return b->run->size(); }

// The bytes of the binary and string columns (what the byte bound counts).
size_t bytes(const Builder* b) {
    return b->key->size() + b->value->size() + b->header_key->size() + b->header_value->size();
}

// What a record adds to bytes(): key, value, and each header's key (as
// UTF-8 after replacement) and value; pyspark_udfs/tables/arrow.py's
// row_bytes for the same row.
size_t record_bytes(kafka_record_batch_t::record_t& record, const RecordRead& v, int fill) {
    size_t size = 0;
    if (!v.null_key && (fill & FILL_KEY)) size += record._raw_key().size();
    if (!v.null_value && (fill & FILL_VALUE)) size += record._raw_value().size();
    if (!(fill & FILL_HEADERS)) return size;
    std::vector<std::unique_ptr<kafka_record_batch_t::header_t>>& headers = *record.headers();
    for (size_t i = 0; i < headers.size(); i++) {
        size += utf8_replacing_size(headers[i]->key());
        if (headers[i]->len_value()->value() > 0) size += headers[i]->value().size();
    }
    return size;
}

// Whether a row of `row_size` bytes goes to a new record batch after `rows` rows of `size`
// bytes, one of them of `alone_bytes` or more when `holds_alone` (pyspark_udfs/tables/arrow.py's
// starts_new_chunk, whose caller gives out a batch holding such a row before the next row).
bool starts_new_chunk(size_t rows, size_t size, size_t row_size, size_t max_rows, size_t max_bytes,
                      size_t alone_bytes, bool holds_alone) {
    return rows > 0 && (holds_alone || rows >= max_rows || size + row_size > max_bytes || row_size >= alone_bytes);
}

// Timestamps in ms become Arrow's microseconds; one that does not fit is null
// (pyspark_udfs/tables/arrow.py's timestamp_value).
// A row's key and value: null, copied, or (a row alone in its chunk) shared with `data`, whose buffer is `buf`.
void append_binary(BinaryColumn& column, PyObject* data, const Buffer& buf, bool null, const kaitai::bytes_view& field,
                   bool alone) {
    if (null) {
        column.append_null();
    } else if (alone) {
        column.share(data, buf, field);
    } else {
        column.append(field.data(), field.size());
    }
}

void append_key_value(Builder* b, PyObject* data, const Buffer& buf, bool null_key, const kaitai::bytes_view& key,
                      bool null_value, const kaitai::bytes_view& value, bool alone) {
    append_binary(*b->key, data, buf, null_key || !(b->fill & FILL_KEY), key, alone);
    append_binary(*b->value, data, buf, null_value || !(b->fill & FILL_VALUE), value, alone);
    b->alone = alone;
}

void append_timestamp(Builder* b, int64_t ms, bool valid) {
    int64_t us;
    if (valid && !__builtin_mul_overflow(ms, static_cast<int64_t>(1000), &us)) {
        b->timestamp->append(us);
    } else {
        b->timestamp->append_null();
    }
}

void close_headers(Builder* b, bool valid) {
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

void delete_pending(Builder* b) {
    delete b->pending;  // with the GIL held
    b->pending = nullptr;
}

PyObject* builder_new(PyTypeObject* type, PyObject*, PyObject*) {
    Builder* self = reinterpret_cast<Builder*>(type->tp_alloc(type, 0));
    if (self == nullptr) return nullptr;
    self->fill = FILL_ALL;
    try {
        reset(self);
    } catch (const std::bad_alloc&) {
        Py_DECREF(self);
        return PyErr_NoMemory();
    }
    return reinterpret_cast<PyObject*>(self);
}

void builder_dealloc(PyObject* obj) {
    Builder* self = reinterpret_cast<Builder*>(obj);
    delete self->key;
    delete self->value;
    delete self->offset;
    delete self->timestamp;
    delete self->timestamp_type;
    delete self->sequence;
    delete self->crc_valid;
    delete self->header_offsets;
    delete self->header_validity;
    delete self->header_key;
    delete self->header_value;
    delete self->run;
    delete_pending(self);
    Py_TYPE(obj)->tp_free(obj);
}

// The OffsetRange keeping the int64 offsets that Python's bounds (exact ints, or None) keep:
// a bound past int64 bounds nothing on its own side, and keeps nothing on the other.
OffsetRange offset_range(PyObject* low, PyObject* high) {
    const OffsetRange none_kept = {true, 1, true, 0};
    OffsetRange range = {false, 0, false, 0};
    int overflow = 0;
    if (low != Py_None) {
        long long v = PyLong_AsLongLongAndOverflow(low, &overflow);
        if (v == -1 && PyErr_Occurred()) throw python_error();
        if (overflow > 0) return none_kept;
        range.has_low = overflow == 0;
        range.low = v;
    }
    if (high != Py_None) {
        long long v = PyLong_AsLongLongAndOverflow(high, &overflow);
        if (v == -1 && PyErr_Occurred()) throw python_error();
        if (overflow < 0) return none_kept;
        range.has_high = overflow == 0;
        range.high = v;
    }
    return range;
}

// The bits of the last `added` rows of add_v2, which are the same for each row of a batch: offset,
// timestampType and sequence are valid, and crcValid is `crc_valid`.
void mark_batch_rows(Builder* b, size_t added, bool crc_valid) {
    b->offset->validity.append_run(true, added);
    b->timestamp_type->validity.append_run(true, added);
    b->sequence->validity.append_run(true, added);
    b->crc_valid->values.append_run(crc_valid, added);
    b->crc_valid->validity.append_run(true, added);
}

// An argument that is an int in Py_ssize_t's range (PyArg_ParseTuple's "n"); false with an error set.
bool ssize_arg(PyObject* obj, Py_ssize_t* out) {
    *out = PyNumber_AsSsize_t(obj, PyExc_OverflowError);
    return !(*out == -1 && PyErr_Occurred());
}

// An argument that is an int in int's range (PyArg_ParseTuple's "i"); false with an error set.
bool int_arg(PyObject* obj, int* out) {
    long v = PyLong_AsLong(obj);
    if (v == -1 && PyErr_Occurred()) return false;
    if (v < std::numeric_limits<int>::min() || v > std::numeric_limits<int>::max()) {
        PyErr_SetString(PyExc_OverflowError, "an argument out of int's range");
        return false;
    }
    *out = static_cast<int>(v);
    return true;
}

// The bounds of a record batch (pyspark_udfs/tables/arrow.py's rule): rows, bytes, and the size
// of a record that goes alone.
struct ChunkBounds {
    size_t max_rows, max_bytes, alone_bytes;
};

// Appends the records of a v2 batch whose records' bytes are the `size` bytes at `base` of `buf`
// (the buffer of `owner`, which a record that goes alone shares), from record number `first`
// (at byte `start` of them; `count` is the header's), as add_v2 describes; `*added` the rows
// appended. The status's index counts from the batch's first record.
RecordsStatus append_records(Builder* self, PyObject* owner, const Buffer& buf, size_t base, size_t size,
                             size_t start, int count, int first, const BatchContext& context, int timestamp_type,
                             const OffsetRange& range, int run, bool crc_valid, const ChunkBounds& bounds,
                             size_t* added) {
    if (base > buf.size() || size > buf.size() - base) throw std::logic_error("records outside their buffer");
    const size_t before = rows(self);
    size_t held = before;  // rows(self) and this call's rows, whose run and timestampType come after the walk
    auto fill_batch_rows = [&] {
        *added = held - before;
        self->timestamp_type->values.insert(self->timestamp_type->values.end(), *added, timestamp_type);
        self->run->insert(self->run->end(), *added, run);
        mark_batch_rows(self, *added, crc_valid);
    };
    RecordsStatus status;
    try {
        status = for_each_record(
            buf.data() + base, size, start, count - first, context,
            [&](kafka_record_batch_t::record_t& record, const RecordRead& v) {
                if (!in_offset_range(v.offset, range)) return true;
                size_t record_size = record_bytes(record, v, self->fill);
                bool alone = record_size >= bounds.alone_bytes;
                if (starts_new_chunk(held, bytes(self), record_size, bounds.max_rows, bounds.max_bytes,
                                     bounds.alone_bytes, self->alone)) {
                    return false;
                }
                append_key_value(self, owner, buf, v.null_key, record._raw_key(), v.null_value, record._raw_value(),
                                 alone);
                // offset and sequence: the values; their bits, timestampType, crcValid and run, the
                // same for each row of the batch, are added for all the rows after the walk (mark_batch_rows)
                self->offset->values.push_back(v.offset);
                append_timestamp(self, v.timestamp, true);
                self->sequence->values.push_back(static_cast<int32_t>(v.sequence));
                std::vector<std::unique_ptr<kafka_record_batch_t::header_t>>& headers = *record.headers();
                const size_t filled = (self->fill & FILL_HEADERS) ? headers.size() : 0;
                for (size_t i = 0; i < filled; i++) {
                    kafka_record_batch_t::header_t& h = *headers[i];
                    append_utf8_replacing(*self->header_key, h.key());
                    if (h.len_value()->value() < 0) {  // as module.cpp's legacy_fields asks
                        self->header_value->append_null();
                    } else {
                        kaitai::bytes_view value = h.value();
                        self->header_value->append(value.data(), value.size());
                    }
                }
                close_headers(self, filled != 0);
                held++;
                return true;
            });
    } catch (...) {  // (a column past 2 GiB, no memory): the rows in so far get theirs too
        fill_batch_rows();
        throw;
    }
    fill_batch_rows();
    status.index += first;
    return status;
}

// add_v2(data, start, count, first, context, timestamp_type_id, low, high, run, crc_valid, max_rows, max_bytes,
//        alone_bytes) -> (rows, error, resume)
//
// The records of one v2 batch from record number `first` (which starts at
// `start`; `count` is the header's), as pyspark_udfs.backend's v2_records
// decodes them, keeping those with low <= offset < high (None: unbounded; rules.h's in_offset_range).
// error as v2_records gives it. Before a record that would take the builder
// past max_rows rows or max_bytes bytes (bytes()), it stops, unless the
// builder is empty (a record larger than the bound goes alone), before a
// record of alone_bytes or more and before any record after one: resume is
// then (start, first) for the next call, after finish(); else None. The key
// and value of a record of alone_bytes or more share `data` (see `alone`).
PyObject* builder_add_v2(PyObject* obj, PyObject* const* args, Py_ssize_t nargs) {
    Builder* self = reinterpret_cast<Builder*>(obj);
    if (nargs != 13) {
        PyErr_Format(PyExc_TypeError, "add_v2 takes 13 arguments (%zd given)", nargs);
        return nullptr;
    }
    // Read one by one, as PyArg_ParseTuple's "Onii" "O" "iOOipnnn" would (it costs a few microseconds
    // per call, for a batch that may hold a hundred records).
    PyObject *data = args[0], *low_obj = args[6], *high_obj = args[7];
    Py_ssize_t start, max_rows, max_bytes, alone_bytes;
    int count, first, timestamp_type, run, crc_valid;
    BatchContext context;
    if (!ssize_arg(args[1], &start) || !int_arg(args[2], &count) || !int_arg(args[3], &first) ||
        !parse_batch_context(args[4], &context) || !int_arg(args[5], &timestamp_type) || !int_arg(args[8], &run) ||
        (crc_valid = PyObject_IsTrue(args[9])) < 0 || !ssize_arg(args[10], &max_rows) ||
        !ssize_arg(args[11], &max_bytes) || !ssize_arg(args[12], &alone_bytes)) {
        return nullptr;
    }
    if (first < 0 || first > count || max_rows < 1 || max_bytes < 0 || alone_bytes < 1) {
        PyErr_SetString(PyExc_ValueError,
                        "add_v2: first must be in [0, count], max_rows >= 1, max_bytes >= 0, alone_bytes >= 1");
        return nullptr;
    }
    return guarded([&] {
        OffsetRange range = offset_range(low_obj, high_obj);
        Buffer buf(data);
        ChunkBounds bounds = {static_cast<size_t>(max_rows), static_cast<size_t>(max_bytes),
                              static_cast<size_t>(alone_bytes)};
        size_t added;
        RecordsStatus status = append_records(self, data, buf, 0, buf.size(), static_cast<size_t>(start), count, first,
                                              context, timestamp_type, range, run, crc_valid != 0, bounds, &added);
        Ref error(status_object(status));
        Ref added_rows(check(PyLong_FromSize_t(added)));
        Ref resume(status.stopped ? check(Py_BuildValue("(Ki)", static_cast<unsigned long long>(status.stopped_at),
                                                        status.index))
                                  : new_ref(Py_None));
        return check(PyTuple_Pack(3, added_rows.get(), error.get(), resume.get()));
    });
}

// ---- add_walk: the batches of a read buffer straight into the builder

// A column that holds one value per batch, named as in pyspark_udfs/tables/schema.py's COLUMNS.
enum class BatchField {
    TOPIC, PARTITION, MAGIC, COMPRESSION, BASE_OFFSET, PRODUCER_ID, PRODUCER_EPOCH, IS_TRANSACTIONAL,
    IS_CONTROL, LEADER_EPOCH, FILE, POSITION, CORRUPT_RECORD
};

const std::pair<const char*, BatchField> BATCH_FIELD_NAMES[] = {
    {"topic", BatchField::TOPIC}, {"partition", BatchField::PARTITION}, {"magic", BatchField::MAGIC},
    {"compression", BatchField::COMPRESSION}, {"baseOffset", BatchField::BASE_OFFSET},
    {"producerId", BatchField::PRODUCER_ID}, {"producerEpoch", BatchField::PRODUCER_EPOCH},
    {"isTransactional", BatchField::IS_TRANSACTIONAL}, {"isControl", BatchField::IS_CONTROL},
    {"partitionLeaderEpoch", BatchField::LEADER_EPOCH}, {"file", BatchField::FILE},
    {"position", BatchField::POSITION}, {"_corrupt_record", BatchField::CORRUPT_RECORD},
};

// add_walk's config, one tuple per split: (max_size, low, high, timestamp_low, file_base, include_control,
// validate_crc, read_committed, max_rows, max_bytes, alone_bytes, decompress, decompression_limit,
// topic, partition, file, codec_names, type_ids, per_batch). Bounds are None or ints within int64;
// file_base is the base offset in the segment's file name (None: none);
// per_batch names the per-batch columns in the order of the tuple of values each batch gets.
struct WalkConfig {
    long long max_size;
    bool has_low, has_high, has_timestamp_low, has_file_base;
    long long low, high, timestamp_low, file_base;
    OffsetRange range;  // the records kept
    int include_control, validate_crc, read_committed;
    ChunkBounds bounds;
    long long decompression_limit;
    PyObject *decompress, *topic, *partition, *file, *codec_names, *type_ids;
    std::vector<BatchField> per_batch;
};

BatchField batch_field(PyObject* name) {
    const char* text = PyUnicode_Check(name) ? PyUnicode_AsUTF8(name) : nullptr;
    if (text == nullptr) {
        PyErr_Clear();
        throw std::invalid_argument("add_walk: per-batch column names are strings");
    }
    for (const auto& known : BATCH_FIELD_NAMES) {
        if (strcmp(known.first, text) == 0) return known.second;
    }
    throw std::invalid_argument(std::string("add_walk: no per-batch column ") + text);
}

// An optional int64 bound of WalkConfig.
void bound_arg(PyObject* obj, bool* has, long long* value) {
    *has = obj != Py_None;
    *value = 0;
    if (*has) {
        *value = PyLong_AsLongLong(obj);
        if (*value == -1 && PyErr_Occurred()) throw python_error();
    }
}

void parse_walk_config(PyObject* obj, WalkConfig* c) {
    PyObject *low, *high, *timestamp_low, *file_base, *per_batch;
    Py_ssize_t max_rows, max_bytes, alone_bytes;
    if (!PyArg_ParseTuple(obj, "LOOOOpppnnnOLOOOO!O!O!", &c->max_size, &low, &high, &timestamp_low, &file_base,
                          &c->include_control, &c->validate_crc, &c->read_committed, &max_rows, &max_bytes,
                          &alone_bytes, &c->decompress, &c->decompression_limit, &c->topic, &c->partition,
                          &c->file, &PyTuple_Type, &c->codec_names, &PyTuple_Type, &c->type_ids, &PyTuple_Type,
                          &per_batch)) {
        throw python_error();
    }
    for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(per_batch); i++) {
        c->per_batch.push_back(batch_field(PyTuple_GET_ITEM(per_batch, i)));
    }
    if (max_rows < 1 || max_bytes < 0 || alone_bytes < 1 || PyTuple_GET_SIZE(c->codec_names) != 8 ||
        PyTuple_GET_SIZE(c->type_ids) != 2) {
        throw std::invalid_argument("add_walk: max_rows >= 1, max_bytes >= 0, alone_bytes >= 1, 8 codec names, "
                                    "2 timestamp type ids");
    }
    bound_arg(low, &c->has_low, &c->low);
    bound_arg(high, &c->has_high, &c->high);
    bound_arg(timestamp_low, &c->has_timestamp_low, &c->timestamp_low);
    bound_arg(file_base, &c->has_file_base, &c->file_base);
    c->range = offset_range(low, high);
    c->bounds = {static_cast<size_t>(max_rows), static_cast<size_t>(max_bytes), static_cast<size_t>(alone_bytes)};
}

// The value of a v2 batch's per-batch column `field`, as pyspark_udfs/tables/columns.py's
// _batch_values gives it.
PyObject* batch_value(const WalkConfig& c, BatchField field, kafka_record_batch_t& batch, long long position) {
    switch (field) {
        case BatchField::TOPIC: return new_ref(c.topic);
        case BatchField::PARTITION: return new_ref(c.partition);
        case BatchField::MAGIC: return int_of(2);
        case BatchField::COMPRESSION:
            return new_ref(PyTuple_GET_ITEM(c.codec_names, static_cast<int>(batch.compression()) & 7));
        case BatchField::BASE_OFFSET: return int_of(batch.base_offset());
        case BatchField::PRODUCER_ID: return int_of(batch.producer_id());
        case BatchField::PRODUCER_EPOCH: return int_of(batch.producer_epoch());
        case BatchField::IS_TRANSACTIONAL: return bool_of(batch.is_transactional());
        case BatchField::IS_CONTROL: return bool_of(batch.is_control());
        case BatchField::LEADER_EPOCH: return int_of(batch.partition_leader_epoch());
        case BatchField::FILE: return new_ref(c.file);
        case BatchField::POSITION: return int_of(position);
        case BatchField::CORRUPT_RECORD: return new_ref(Py_None);
    }
    throw std::logic_error("batch_value: a field without a value");
}

// The per-batch columns' values of a v2 batch, in the config's per_batch order.
PyObject* batch_values(const WalkConfig& c, kafka_record_batch_t& batch, long long position) {
    Ref values(check(PyTuple_New(static_cast<Py_ssize_t>(c.per_batch.size()))));
    for (size_t i = 0; i < c.per_batch.size(); i++) {
        PyTuple_SET_ITEM(values.get(), static_cast<Py_ssize_t>(i), batch_value(c, c.per_batch[i], batch, position));
    }
    return values.release();
}

// What one add_walk or add_pending call did.
struct WalkResult {
    size_t taken = 0;           // bytes of the buffer decided
    bool python_next = false;   // the batch after them is a v2 batch for read_split to decide
    size_t read = 0, decoded = 0, rows = 0;
    bool full = false;          // the record batch is to be given out (a pending batch, or a record alone)
    Ref problem;                // (position, count, RecordsProblem's fields) of a batch whose records stopped
};

// Appends `values` to `runs` and the records of a batch from there: the pending batch is set when
// the record batch fills in the middle, `problem` when the records stop, `full` when a record alone
// ends the batch. Whether the caller goes on to the next batch.
bool append_batch(Builder* self, PyObject* runs, const WalkConfig& c, PyObject* owner, const Buffer& buf, size_t base,
                  size_t size, size_t start, int first, int count, const BatchContext& context, int timestamp_type,
                  PyObject* values, long long position, WalkResult& result) {
    if (PyList_Append(runs, values) != 0) throw python_error();
    int run = static_cast<int>(PyList_GET_SIZE(runs) - 1);
    size_t added;
    RecordsStatus status = append_records(self, owner, buf, base, size, start, count, first, context, timestamp_type,
                                          c.range, run, true, c.bounds, &added);
    result.rows += added;
    if (status.stopped) {
        Pending* p = new Pending{Ref(new_ref(owner)), base, size, static_cast<size_t>(status.stopped_at),
                                 status.index, count, timestamp_type, context, Ref(new_ref(values)), position};
        delete_pending(self);
        self->pending = p;
        result.full = true;
        return false;
    }
    if (status.code != RECORDS_OK) {
        Ref detail(status_object(status));
        result.problem = Ref(check(Py_BuildValue("(LiO)", position, count, detail.get())));
        return false;
    }
    if (self->alone) {
        result.full = true;
        return false;
    }
    return true;
}

// read_split's Order.previous, (first, last) offsets, into `first` and `last`; false when one
// does not fit int64.
bool previous_offsets(PyObject* previous, long long* first, long long* last) {
    if (!PyTuple_Check(previous) || PyTuple_GET_SIZE(previous) != 2) {
        throw std::invalid_argument("add_walk: previous is None or (first, last)");
    }
    long long* out[2] = {first, last};
    for (Py_ssize_t i = 0; i < 2; i++) {
        int overflow;
        *out[i] = PyLong_AsLongLongAndOverflow(PyTuple_GET_ITEM(previous, i), &overflow);
        if (*out[i] == -1 && PyErr_Occurred()) throw python_error();
        if (overflow != 0) return false;
    }
    return true;
}

PyObject* walk_result(const WalkResult& r, PyObject* previous) {
    return check(Py_BuildValue("(nOOnnnOO)", static_cast<Py_ssize_t>(r.taken), r.python_next ? Py_True : Py_False,
                               previous, static_cast<Py_ssize_t>(r.read), static_cast<Py_ssize_t>(r.decoded),
                               static_cast<Py_ssize_t>(r.rows), r.full ? Py_True : Py_False,
                               r.problem ? r.problem.get() : Py_None));
}

// add_walk(window, available, limit, position, previous, runs, config)
//     -> (taken, python_next, previous, batches_read, batches_decoded, rows, full, problem)
//
// The batches back to back from the start of `window` (a read buffer at byte `position` of the
// file, `available` bytes of the file from there; none at or past `limit`), walked as
// module.cpp's walk walks them, with pyspark_udfs/tables/rows.py's read_split decisions in its
// order, each batch it decodes appended as add_v2 appends it, its per-batch values (a tuple)
// appended to the list `runs` and its rows pointing at them. previous is read_split's Order.previous
// (the first and last offsets of the last batch whose CRC holds; None: none yet), given back updated.
// It takes only what it can decide alone: a v2 batch that parses, whose CRC holds, whose last
// offset fits, whose offsets follow the previous batch's (offset_order.py's order), and, unless it
// is skipped, whose count is not negative, that is not transactional under read_committed
// (config), that does not follow a batch that reached the end bound, and whose
// payload decompresses (by codecs.h, else by `decompress(codec_name, payload)`, an exception from
// which is cleared: read_split reads that batch and words its problem). It stops before any
// other entry (python_next for a v2 batch, which read_split reads alone before calling again;
// else read_split walks on as it does) and at the end of `window`, and after a batch when `full`
// (the caller gives out the record batch, then calls add_pending when `pending`) or a problem in
// its records ((position, count, RecordsProblem's fields); the records before it are in).
PyObject* builder_add_walk(PyObject* obj, PyObject* args) {
    Builder* self = reinterpret_cast<Builder*>(obj);
    PyObject *window, *previous_obj, *runs, *config_obj;
    long long available, limit, position;
    if (!PyArg_ParseTuple(args, "OLLLOO!O", &window, &available, &limit, &position, &previous_obj, &PyList_Type,
                          &runs, &config_obj)) {
        return nullptr;
    }
    return guarded([&]() -> PyObject* {
        if (self->pending != nullptr) throw std::logic_error("add_walk: a pending batch (add_pending first)");
        WalkConfig c;
        parse_walk_config(config_obj, &c);
        bool has_previous = previous_obj != Py_None;
        long long previous_first = 0, previous = 0;  // the last batch whose CRC holds: its first and last offsets
        if (has_previous && !previous_offsets(previous_obj, &previous_first, &previous)) {
            WalkResult none;  // past int64 (or below): read_split decides
            none.python_next = true;
            return walk_result(none, previous_obj);
        }
        const long long last_wanted = c.has_high ? c.high - 1 : std::numeric_limits<long long>::max();
        Buffer buf(window);
        WalkResult result;
        size_t offset = 0;
        while (static_cast<long long>(offset) < limit && offset + HEADER_SIZE_UP_TO_MAGIC <= buf.size() &&
               available >= static_cast<long long>(HEADER_SIZE_UP_TO_MAGIC)) {
            const char* at = buf.data() + offset;
            kaitai::kstream head(at, HEADER_SIZE_UP_TO_MAGIC);
            kafka_log_segment_t::entry_prefix_t prefix(&head);
            int64_t declared = prefix.len_declared();
            if (prefix.magic() != 2 ||
                !entry_accepted(prefix.magic(), declared, prefix.len_min(), available, c.max_size) ||
                offset + declared + LOG_OVERHEAD > buf.size()) {
                break;  // legacy, damaged or past the buffer: read_split walks on from here
            }
            size_t size = static_cast<size_t>(declared + LOG_OVERHEAD);
            kaitai::kstream io(at, size);
            std::unique_ptr<kafka_record_batch_t> parsed;
            try {
                parsed.reset(new kafka_record_batch_t(&io));
            } catch (const kaitai::kstruct_error&) {
                break;
            }
            kafka_record_batch_t& batch = *parsed;
            result.python_next = true;  // until the batch is taken
            // Every decision below rests on a header whose CRC holds (read_split's damage comes first).
            if (checksum_of(crc32c, at, size, batch.ofs_crc_input(), batch.len_crc_input()) != batch.crc()) break;
            long long base = batch.base_offset(), last;
            if (__builtin_add_overflow(base, static_cast<long long>(batch.last_offset_delta()), &last)) break;
            if (last < base || (has_previous && base <= previous)) break;  // out of order: read_split words it
            // offset_order.py's Order: a segment's offsets less than 2^31 above its name's, its first not below
            long long above_base;
            if (c.has_file_base &&
                (__builtin_sub_overflow(last, c.file_base, &above_base) ||
                 above_base > std::numeric_limits<int32_t>::max() || (!has_previous && base < c.file_base))) {
                break;
            }
            if (has_previous && previous >= last_wanted) break;  // in order after the end bound: read_split stops
            if (c.read_committed && batch.is_transactional() && !batch.is_control() && batch.producer_id() >= 0) {
                break;  // AbortedTransactions.drops decides
            }
            int count = batch.num_records();
            bool skipped = (c.has_low && last < c.low) || (c.has_high && base >= c.high) ||
                           (c.has_timestamp_low && batch.max_timestamp() < c.timestamp_low) ||
                           (!c.include_control && batch.is_control());
            long long batch_position = position + static_cast<long long>(offset);
            Ref decompressed;
            if (!skipped) {
                if (count < 0) break;  // records_input's problem
                if (count > 0 && batch.compression() != kafka_record_batch_t::COMPRESSION_TYPE_NONE) {
                    size_t from = std::min(size, static_cast<size_t>(batch.ofs_records()));
                    size_t to = from + std::min(size - from, static_cast<size_t>(std::max(0, batch.len_records())));
                    int code = static_cast<int>(batch.compression()) & 7;
                    PyObject* out = kafka_native::decompressed(code, 2, at + from, to - from, c.decompression_limit);
                    if (out == nullptr) {  // left to compression.py: another codec, or a problem to word
                        Ref payload(check(PySequence_GetSlice(window, static_cast<Py_ssize_t>(offset + from),
                                                              static_cast<Py_ssize_t>(offset + to))));
                        out = PyObject_CallFunctionObjArgs(c.decompress, PyTuple_GET_ITEM(c.codec_names, code),
                                                           payload.get(), nullptr);
                    }
                    if (out == nullptr) {
                        if (!PyErr_ExceptionMatches(PyExc_Exception)) throw python_error();
                        PyErr_Clear();  // read_split decompresses it again and words the problem
                        break;
                    }
                    decompressed = Ref(out);
                }
            }
            result.python_next = false;
            result.taken = offset + size;
            result.read++;
            previous_first = base;
            previous = last;
            has_previous = true;
            offset += size;
            available -= static_cast<long long>(size);
            if (skipped) continue;
            result.decoded++;
            bool log_append_time = batch.timestamp_type() == kafka_record_batch_t::TIMESTAMP_TYPE_LOG_APPEND_TIME;
            BatchContext context = {base, batch.base_timestamp(), batch.max_timestamp(), batch.base_sequence(),
                                    batch.is_control() ? 1 : 0, log_append_time ? 1 : 0};
            long type_id = PyLong_AsLong(PyTuple_GET_ITEM(c.type_ids, log_append_time ? 1 : 0));
            if (type_id == -1 && PyErr_Occurred()) throw python_error();
            Ref values(batch_values(c, batch, batch_position));
            bool go_on;
            if (count == 0) {
                go_on = append_batch(self, runs, c, window, buf, 0, 0, 0, 0, 0, context, static_cast<int>(type_id),
                                     values.get(), batch_position, result);
            } else if (decompressed) {
                Buffer records(decompressed.get());
                go_on = append_batch(self, runs, c, decompressed.get(), records, 0, records.size(), 0, 0, count,
                                     context, static_cast<int>(type_id), values.get(), batch_position, result);
            } else {
                go_on = append_batch(self, runs, c, window, buf, result.taken - size, size,
                                     static_cast<size_t>(batch.ofs_records()), 0, count, context,
                                     static_cast<int>(type_id), values.get(), batch_position, result);
            }
            if (!go_on) break;
        }
        Ref last_obj(has_previous ? check(Py_BuildValue("(LL)", previous_first, previous)) : new_ref(Py_None));
        return walk_result(result, last_obj.get());
    });
}

// add_pending(runs, config) -> (rows, full, problem): the rest of the batch add_walk stopped in the
// middle of (after finish()), as add_walk appends it: `full` again when the record batch fills
// before its end (or a record alone ends it), `problem` as add_walk gives it.
PyObject* builder_add_pending(PyObject* obj, PyObject* args) {
    Builder* self = reinterpret_cast<Builder*>(obj);
    PyObject *runs, *config_obj;
    if (!PyArg_ParseTuple(args, "O!O", &PyList_Type, &runs, &config_obj)) return nullptr;
    return guarded([&]() -> PyObject* {
        if (self->pending == nullptr) throw std::logic_error("add_pending: no pending batch");
        WalkConfig c;
        parse_walk_config(config_obj, &c);
        std::unique_ptr<Pending> p(self->pending);
        self->pending = nullptr;
        Buffer buf(p->owner.get());
        WalkResult result;
        append_batch(self, runs, c, p->owner.get(), buf, p->base, p->size, p->start, p->first, p->count, p->context,
                     p->timestamp_type, p->values.get(), p->position, result);
        return check(Py_BuildValue("(nOO)", static_cast<Py_ssize_t>(result.rows), result.full ? Py_True : Py_False,
                                   result.problem ? result.problem.get() : Py_None));
    });
}

bool is_none(PyObject* o) { return o == Py_None; }

// The inner messages of a decompressed legacy wrapper, parsed by the generated
// kafka_legacy_message_t, when the wrapper is clean: every message parses and takes its declared
// size (as module.cpp's legacy_inner checks), there are fewer than `held` of them
// (pyspark_udfs/legacy_batch.py's INNER_MESSAGES_HELD; more are hopped over in Python), none is
// compressed or of a magic other than 0 and 1, none has a CRC that does not hold when
// `validate_crc`, and every offset fits (rules.h's legacy_inner_base, base + offset). Else false:
// the caller reads the wrapper with the Python path, which words each problem as Kafka does.
struct InnerSet {
    std::vector<std::unique_ptr<kafka_legacy_message_t>> messages;
    std::vector<uint64_t> positions;
    std::vector<bool> crc_valid;
    std::vector<int64_t> offsets;
    int64_t base = 0;
};

// Whether the CRC of the message parsed at `position` of `buf` holds.
bool inner_crc_valid(const Buffer& buf, uint64_t position, kafka_legacy_message_t& message) {
    return checksum_of(crc32, buf.data() + position, buf.size() - position, message.ofs_crc_input(),
                       message.len_crc_input()) == message.crc();
}

bool clean_inner_set(const Buffer& buf, size_t held, int wrapper_magic, long long wrapper_offset, bool validate_crc,
                     InnerSet& set) {
    InnerWalk walk = walk_inner(buf.data(), buf.size(), 0, held,
                                [&](std::unique_ptr<kafka_legacy_message_t>& message, uint64_t position, bool valid) {
        if (message->compression() != kafka_record_batch_t::COMPRESSION_TYPE_NONE) return false;
        if (message->magic() != 0 && message->magic() != 1) return false;
        if (validate_crc && !valid) return false;
        set.crc_valid.push_back(valid);
        set.positions.push_back(position);
        set.messages.push_back(std::move(message));
        return true;
    });
    if (walk.code != 0 || walk.declined || walk.position < buf.size()) return false;  // held reached with more left
    if (set.messages.empty()) return false;
    if (wrapper_magic == 1 && !legacy_inner_base(wrapper_offset, set.messages.back()->offset(), &set.base)) {
        return false;
    }
    for (size_t i = 0; i < set.messages.size(); i++) {
        int64_t offset;
        if (__builtin_add_overflow(set.base, set.messages[i]->offset(), &offset)) return false;
        set.offsets.push_back(offset);
    }
    return true;
}

// add_legacy(data, start, first, base, held, wrapper_offset, wrapper_magic, log_append_time, wrapper_timestamp,
//            type_ids, low, high, run, crc_valid, validate_crc, max_rows, max_bytes, alone_bytes)
//     -> None or (rows, first_offset, resume, base)
//
// The inner messages of a legacy wrapper, `data` its decompressed inner set, as
// pyspark_udfs/legacy_batch.py's LegacyBatch.records gives them (offsets, timestamps,
// type_ids[inner magic] as the timestamp type, no headers, sequence -1), keeping those with
// low <= offset < high, each one's crcValid `crc_valid` (the wrapper's) and its own CRC's.
// The first call (start 0, first 0, base None) checks the whole set: None, with nothing added,
// when it is not clean (clean_inner_set), and the Python path reads it. The bounds are add_v2's:
// resume is (first, start) for the next call, which passes the `base` (what inner offsets are
// added to) this one gives, and reads the set from there on without checking it again.
// first_offset is the first message's offset (the baseOffset column; None after the first call).
PyObject* builder_add_legacy(PyObject* obj, PyObject* args) {
    Builder* self = reinterpret_cast<Builder*>(obj);
    PyObject *data, *base_obj, *low_obj, *high_obj;
    Py_ssize_t start, first, held, max_rows, max_bytes, alone_bytes;
    long long wrapper_offset, wrapper_timestamp;
    int wrapper_magic, log_append_time, type_ids[2], run, crc_valid, validate_crc;
    if (!PyArg_ParseTuple(args, "OnnOnLipL(ii)OOippnnn", &data, &start, &first, &base_obj, &held, &wrapper_offset,
                          &wrapper_magic, &log_append_time, &wrapper_timestamp, &type_ids[0], &type_ids[1], &low_obj,
                          &high_obj, &run, &crc_valid, &validate_crc, &max_rows, &max_bytes, &alone_bytes)) {
        return nullptr;
    }
    bool resumed = !is_none(base_obj);
    if (start < 0 || first < 0 || (!resumed && (start != 0 || first != 0)) || held < 1 || max_rows < 1 ||
        max_bytes < 0 || alone_bytes < 1) {
        PyErr_SetString(PyExc_ValueError, "add_legacy: start, first >= 0 (0 without a base), held >= 1, "
                                          "max_rows >= 1, max_bytes >= 0, alone_bytes >= 1");
        return nullptr;
    }
    return guarded([&]() -> PyObject* {
        OffsetRange range = offset_range(low_obj, high_obj);
        Buffer buf(data);
        size_t before = rows(self);
        // Appends message `m` of offset `offset` unless a bound says to stop before it (false).
        auto append = [&](kafka_legacy_message_t& m, int64_t offset, bool valid) {
            if (!in_offset_range(offset, range)) return true;
            bool null_key = m.len_key() < 0, null_value = m.len_value() < 0;  // module.cpp's LEGACY_HEADER asks so
            size_t size = (null_key || !(self->fill & FILL_KEY) ? 0 : m.key().size()) +
                          (null_value || !(self->fill & FILL_VALUE) ? 0 : m.value().size());
            bool alone = size >= static_cast<size_t>(alone_bytes);
            if (starts_new_chunk(rows(self), bytes(self), size, static_cast<size_t>(max_rows),
                                 static_cast<size_t>(max_bytes), static_cast<size_t>(alone_bytes), self->alone)) {
                return false;
            }
            append_key_value(self, data, buf, null_key, m.key(), null_value, m.value(), alone);
            self->offset->append(offset);
            int magic = m.magic();
            append_timestamp(self, legacy_inner_timestamp(log_append_time != 0, wrapper_timestamp, magic,
                                                          magic == 1 && !m._is_null_timestamp(), m.timestamp()),
                             true);
            self->timestamp_type->append(type_ids[magic]);
            self->sequence->append(-1);
            self->crc_valid->append(crc_valid != 0 && valid);
            close_headers(self, false);
            self->run->push_back(run);
            return true;
        };
        size_t index = static_cast<size_t>(first);
        uint64_t stopped_at = 0;
        bool stopped = false;
        int64_t base;
        Ref first_offset;
        if (!resumed) {
            InnerSet set;
            if (!clean_inner_set(buf, static_cast<size_t>(held), wrapper_magic, wrapper_offset, validate_crc != 0,
                                 set)) {
                return new_ref(Py_None);
            }
            base = set.base;
            first_offset = Ref(int_of(set.offsets[0]));
            for (; index < set.messages.size() && !stopped; index++) {
                if (!append(*set.messages[index], set.offsets[index], set.crc_valid[index])) {
                    stopped = true;
                    stopped_at = set.positions[index];
                }
            }
        } else {  // the rest of a set the first call found clean
            long long b = PyLong_AsLongLong(base_obj);
            if (b == -1 && PyErr_Occurred()) throw python_error();
            base = b;
            first_offset = Ref(new_ref(Py_None));
            kaitai::kstream io(buf.data(), buf.size());
            io.seek(static_cast<uint64_t>(start));
            while (io.pos() < buf.size() && !stopped) {
                uint64_t position = io.pos();
                kafka_legacy_message_t message(&io);
                int64_t offset;
                if (__builtin_add_overflow(base, message.offset(), &offset)) {
                    throw std::logic_error("add_legacy: an inner offset out of range after the first call");
                }
                if (!append(message, offset, inner_crc_valid(buf, position, message))) {
                    stopped = true;
                    stopped_at = position;
                } else {
                    index++;
                }
            }
        }
        if (stopped && !resumed) index--;  // the loop's increment passed the message it stopped before
        Ref added(check(PyLong_FromSize_t(rows(self) - before)));
        Ref resume(stopped ? check(Py_BuildValue("(nK)", static_cast<Py_ssize_t>(index),
                                                 static_cast<unsigned long long>(stopped_at)))
                           : new_ref(Py_None));
        Ref base_value(int_of(base));
        return check(PyTuple_Pack(4, added.get(), first_offset.get(), resume.get(), base_value.get()));
    });
}

// add_row(key, value, offset, timestamp_ms, timestamp_type, headers, sequence, crc_valid, run):
// one row from Python values (None for null): legacy records and problem rows.
PyObject* builder_add_row(PyObject* obj, PyObject* args) {
    Builder* self = reinterpret_cast<Builder*>(obj);
    PyObject *key, *value, *offset, *timestamp, *timestamp_type, *headers, *sequence, *crc_valid;
    int run;
    if (!PyArg_ParseTuple(args, "OOOOOOOOi", &key, &value, &offset, &timestamp, &timestamp_type, &headers,
                          &sequence, &crc_valid, &run)) {
        return nullptr;
    }
    return guarded([&] {
        BinaryColumn* binaries[2] = {self->key, self->value};
        PyObject* objects[2] = {key, value};
        for (int i = 0; i < 2; i++) {
            if (is_none(objects[i])) {
                binaries[i]->append_null();
            } else {
                Buffer b(objects[i]);
                binaries[i]->append(b.data(), b.size());
            }
        }
        if (is_none(offset)) {
            self->offset->append_null();
        } else {
            int overflow = 0;
            long long v = PyLong_AsLongLongAndOverflow(offset, &overflow);
            if (v == -1 && PyErr_Occurred()) throw python_error();
            if (overflow) self->offset->append_null(); else self->offset->append(v);
        }
        if (is_none(timestamp)) {
            append_timestamp(self, 0, false);
        } else {
            int overflow = 0;
            long long v = PyLong_AsLongLongAndOverflow(timestamp, &overflow);
            if (v == -1 && PyErr_Occurred()) throw python_error();
            append_timestamp(self, v, !overflow);
        }
        if (is_none(timestamp_type)) {
            self->timestamp_type->append_null();
        } else {
            long v = PyLong_AsLong(timestamp_type);
            if (v == -1 && PyErr_Occurred()) throw python_error();
            self->timestamp_type->append(static_cast<int32_t>(v));
        }
        if (is_none(sequence)) {
            self->sequence->append_null();
        } else {
            long v = PyLong_AsLong(sequence);
            if (v == -1 && PyErr_Occurred()) throw python_error();
            self->sequence->append(static_cast<int32_t>(v));
        }
        if (is_none(crc_valid)) self->crc_valid->append_null(); else self->crc_valid->append(PyObject_IsTrue(crc_valid) == 1);
        Py_ssize_t count = 0;
        if (!is_none(headers)) {
            Ref items(check(PySequence_Fast(headers, "headers must be a sequence")));
            count = PySequence_Fast_GET_SIZE(items.get());
            for (Py_ssize_t i = 0; i < count; i++) {
                PyObject* pair = PySequence_Fast_GET_ITEM(items.get(), i);
                PyObject *name, *data;
                if (!PyArg_ParseTuple(pair, "OO", &name, &data)) throw python_error();
                Py_ssize_t size;
                const char* text = PyUnicode_AsUTF8AndSize(name, &size);
                if (text == nullptr) throw python_error();
                self->header_key->append(text, static_cast<size_t>(size));
                if (is_none(data)) {
                    self->header_value->append_null();
                } else {
                    Buffer b(data);
                    self->header_value->append(b.data(), b.size());
                }
            }
        }
        close_headers(self, count > 0);
        self->run->push_back(run);
        return new_ref(Py_None);
    });
}

PyObject* bytes_of_vector(const void* data, size_t size) { return bytes_of(static_cast<const char*>(data), size); }

template <typename T>
PyObject* fixed_buffers(const FixedColumn<T>& c) {
    Ref validity(c.validity.bytes());
    Ref values(bytes_of_vector(c.values.data(), c.values.size() * sizeof(T)));
    return check(Py_BuildValue("(nOO)", static_cast<Py_ssize_t>(c.validity.nulls), validity.get(), values.get()));
}

PyObject* binary_buffers(BinaryColumn& c) {
    Ref validity(c.validity.bytes());
    Ref offsets(bytes_of_vector(c.offsets.data(), c.offsets.size() * sizeof(int32_t)));
    Ref data(c.release_data());
    return check(Py_BuildValue("(nOOO)", static_cast<Py_ssize_t>(c.validity.nulls), validity.get(), offsets.get(),
                               data.get()));
}

PyObject* bool_buffers(const BoolColumn& c) {
    Ref validity(c.validity.bytes());
    Ref values(c.values.bytes());
    return check(Py_BuildValue("(nOO)", static_cast<Py_ssize_t>(c.validity.nulls), validity.get(), values.get()));
}

// The rows [begin, end) that share one per-batch value: the run index `index`.
struct Segment {
    size_t begin, end;
    int32_t index;
};

// A bitmap (Arrow's order) of the rows of `segments`, the rows of segment s set where `bit(s.index)`,
// as bytes; `set` counts the rows set.
template <typename Bit>
PyObject* bitmap_of(const std::vector<Segment>& segments, size_t rows, Bit bit, size_t* set) {
    size_t size = (rows + 7) / 8;
    PyObject* out = check(PyBytes_FromStringAndSize(nullptr, static_cast<Py_ssize_t>(size)));
    uint8_t* bytes = reinterpret_cast<uint8_t*>(PyBytes_AS_STRING(out));
    memset(bytes, 0, size);
    *set = 0;
    for (const Segment& s : segments) {
        if (!bit(s.index)) continue;
        *set += s.end - s.begin;
        size_t r = s.begin;
        for (; r < s.end && r % 8 != 0; r++) bytes[r / 8] |= static_cast<uint8_t>(1u << (r % 8));
        if (r + 8 <= s.end) {  // whole bytes
            memset(bytes + r / 8, 0xff, (s.end - r) / 8);
            r += (s.end - r) / 8 * 8;
        }
        for (; r < s.end; r++) bytes[r / 8] |= static_cast<uint8_t>(1u << (r % 8));
    }
    return out;
}

// The segments of a run buffer (int32 run indices, one per row, finish()'s "run"): its rows in
// stretches of one index. `*largest` is the largest index (-1 without rows).
std::vector<Segment> segments_of(const Buffer& run, int32_t* largest) {
    const int32_t* at = reinterpret_cast<const int32_t*>(run.data());
    size_t rows = run.size() / sizeof(int32_t);
    std::vector<Segment> segments;
    *largest = -1;
    for (size_t r = 0; r < rows; r++) {
        if (at[r] < 0) throw std::out_of_range("expand: a run index out of range");
        if (segments.empty() || segments.back().index != at[r]) {
            segments.push_back(Segment{r, r + 1, at[r]});
            *largest = std::max(*largest, at[r]);
        } else {
            segments.back().end = r + 1;
        }
    }
    return segments;
}

// `n` copies of the `size` bytes at `out`, the first already there: doubling copies, not one a row.
void repeat_bytes(char* out, size_t size, size_t n) {
    size_t done = 1;
    while (done < n) {
        size_t more = std::min(done, n - done);
        memcpy(out + done * size, out, more * size);
        done += more;
    }
}

// One per-batch column of `kind` ('i' int32, 'q' int64, '?' bool, 's' string): `values` (a
// sequence, None for null) given out row by row as `segments` say, in finish()'s buffers of its kind.
PyObject* expand_column(char kind, PyObject* values_obj, const std::vector<Segment>& segments, size_t rows,
                        int32_t largest) {
    Ref values(check(PySequence_Fast(values_obj, "values must be a sequence")));
    size_t count = static_cast<size_t>(PySequence_Fast_GET_SIZE(values.get()));
    if (largest >= 0 && static_cast<size_t>(largest) >= count) {
        throw std::out_of_range("expand: a run index out of range");
    }
    PyObject** items = PySequence_Fast_ITEMS(values.get());
    std::vector<char> valid(count);
    std::vector<long long> numbers(count);
    std::vector<kaitai::bytes_view> text(count);
    for (size_t i = 0; i < count; i++) {
        valid[i] = !is_none(items[i]);
        if (!valid[i]) continue;
        if (kind == 's') {
            Py_ssize_t size;
            const char* utf8 = PyUnicode_AsUTF8AndSize(items[i], &size);
            if (utf8 == nullptr) throw python_error();
            text[i] = kaitai::bytes_view(utf8, static_cast<size_t>(size));  // held by the string
        } else if (kind == '?') {
            int truth = PyObject_IsTrue(items[i]);
            if (truth < 0) throw python_error();
            numbers[i] = truth;
        } else {
            numbers[i] = PyLong_AsLongLong(items[i]);
            if (numbers[i] == -1 && PyErr_Occurred()) throw python_error();
            if (kind == 'i' && (numbers[i] < std::numeric_limits<int32_t>::min() ||
                                numbers[i] > std::numeric_limits<int32_t>::max())) {
                throw std::overflow_error("expand: a value out of int32's range");
            }
        }
    }
    size_t set;
    Ref validity(bitmap_of(segments, rows, [&](int32_t i) { return valid[i] != 0; }, &set));
    Ref nulls(check(PyLong_FromSize_t(rows - set)));
    if (kind == '?') {
        Ref bits(bitmap_of(segments, rows, [&](int32_t i) { return numbers[i] != 0; }, &set));
        return check(PyTuple_Pack(3, nulls.get(), validity.get(), bits.get()));
    }
    if (kind == 's') {
        size_t total = 0;
        for (const Segment& s : segments) {
            total += text[s.index].size() * (s.end - s.begin);
            if (total > MAX_COLUMN_BYTES) throw std::length_error("an Arrow binary column over 2 GiB");
        }
        Ref offsets(check(PyBytes_FromStringAndSize(nullptr, static_cast<Py_ssize_t>((rows + 1) * sizeof(int32_t)))));
        Ref data(check(PyBytes_FromStringAndSize(nullptr, static_cast<Py_ssize_t>(total))));
        int32_t* offset = reinterpret_cast<int32_t*>(PyBytes_AS_STRING(offsets.get()));
        char* out = PyBytes_AS_STRING(data.get());
        size_t used = 0;
        offset[0] = 0;
        for (const Segment& s : segments) {
            const kaitai::bytes_view& value = text[s.index];
            if (value.size() != 0) {
                memcpy(out + used, value.data(), value.size());
                repeat_bytes(out + used, value.size(), s.end - s.begin);
            }
            for (size_t r = s.begin; r < s.end; r++) {
                used += value.size();
                offset[r + 1] = static_cast<int32_t>(used);
            }
        }
        return check(PyTuple_Pack(4, nulls.get(), validity.get(), offsets.get(), data.get()));
    }
    size_t width = kind == 'i' ? sizeof(int32_t) : sizeof(int64_t);
    Ref fixed(check(PyBytes_FromStringAndSize(nullptr, static_cast<Py_ssize_t>(rows * width))));
    char* out = PyBytes_AS_STRING(fixed.get());
    for (const Segment& s : segments) {
        if (kind == 'i') {
            int32_t* values = reinterpret_cast<int32_t*>(out);
            std::fill(values + s.begin, values + s.end, static_cast<int32_t>(numbers[s.index]));
        } else {
            int64_t* values = reinterpret_cast<int64_t*>(out);
            std::fill(values + s.begin, values + s.end, static_cast<int64_t>(numbers[s.index]));
        }
    }
    return check(PyTuple_Pack(3, nulls.get(), validity.get(), fixed.get()));
}

// expand(kinds, columns, run) -> [buffers]: the per-batch columns, one letter of `kinds` each
// ('i', 'q', '?', 's'; see expand_column), `columns` their values (a sequence each), given out
// row by row as `run` (int32 indices into each column's values, finish()'s "run") says.
PyObject* builder_expand(PyObject*, PyObject* args) {
    const char* kinds;
    PyObject *columns_obj, *run_obj;
    if (!PyArg_ParseTuple(args, "sOO", &kinds, &columns_obj, &run_obj)) return nullptr;
    return guarded([&]() -> PyObject* {
        Ref columns(check(PySequence_Fast(columns_obj, "columns must be a sequence")));
        size_t count = static_cast<size_t>(PySequence_Fast_GET_SIZE(columns.get()));
        if (strlen(kinds) != count || strspn(kinds, "iq?s") != count) {
            throw std::invalid_argument("expand: kinds must be one of 'i', 'q', '?', 's' per column");
        }
        Buffer run(run_obj);
        int32_t largest;
        std::vector<Segment> segments = segments_of(run, &largest);
        size_t rows = run.size() / sizeof(int32_t);
        Ref out(check(PyList_New(static_cast<Py_ssize_t>(count))));
        for (size_t i = 0; i < count; i++) {
            PyObject* column = expand_column(kinds[i], PySequence_Fast_GET_ITEM(columns.get(), i), segments, rows,
                                             largest);
            PyList_SET_ITEM(out.get(), static_cast<Py_ssize_t>(i), column);
        }
        return out.release();
    });
}

// finish() -> (rows, {column: buffers}) and an empty builder. Buffers per
// column: (null_count, validity, values) for fixed-size columns and bools,
// (null_count, validity, offsets, data) for binary/string ones; headers is
// (null_count, validity, list offsets, key buffers, value buffers).
PyObject* builder_finish(PyObject* obj, PyObject*) {
    Builder* self = reinterpret_cast<Builder*>(obj);
    return guarded([&] {
        Ref columns(check(PyDict_New()));
        Ref key(binary_buffers(*self->key)), value(binary_buffers(*self->value));
        Ref offset(fixed_buffers(*self->offset)), timestamp(fixed_buffers(*self->timestamp));
        Ref timestamp_type(fixed_buffers(*self->timestamp_type)), sequence(fixed_buffers(*self->sequence));
        Ref crc(bool_buffers(*self->crc_valid));
        Ref hvalidity(self->header_validity->bytes());
        Ref hoffsets(bytes_of_vector(self->header_offsets->data(), self->header_offsets->size() * sizeof(int32_t)));
        Ref hkey(binary_buffers(*self->header_key)), hvalue(binary_buffers(*self->header_value));
        Ref headers(check(Py_BuildValue("(nOOOO)", static_cast<Py_ssize_t>(self->header_validity->nulls),
                                        hvalidity.get(), hoffsets.get(), hkey.get(), hvalue.get())));
        Ref run(bytes_of_vector(self->run->data(), self->run->size() * sizeof(int32_t)));
        const char* names[] = {"key", "value", "offset", "timestamp", "timestampType", "sequence", "crcValid", "headers",
                               "run"};
        PyObject* values[] = {key.get(), value.get(), offset.get(), timestamp.get(), timestamp_type.get(),
                              sequence.get(), crc.get(), headers.get(), run.get()};
        for (int i = 0; i < 9; i++) {
            if (PyDict_SetItemString(columns.get(), names[i], values[i]) != 0) throw python_error();
        }
        Ref count(check(PyLong_FromSize_t(rows(self))));
        reset(self);
        return check(PyTuple_Pack(2, count.get(), columns.get()));
    });
}

PyObject* builder_rows(PyObject* obj, void*) { return PyLong_FromSize_t(rows(reinterpret_cast<Builder*>(obj))); }

PyObject* builder_bytes(PyObject* obj, void*) { return PyLong_FromSize_t(bytes(reinterpret_cast<Builder*>(obj))); }

PyObject* builder_pending(PyObject* obj, void*) { return bool_of(reinterpret_cast<Builder*>(obj)->pending != nullptr); }

PyObject* builder_alone(PyObject* obj, void*) { return bool_of(reinterpret_cast<Builder*>(obj)->alone); }

PyObject* builder_fill(PyObject* obj, void*) { return PyLong_FromLong(reinterpret_cast<Builder*>(obj)->fill); }

int builder_set_fill(PyObject* obj, PyObject* value, void*) {
    long fill = value == nullptr ? -1 : PyLong_AsLong(value);
    if (fill == -1 && PyErr_Occurred()) return -1;
    if (fill < 0 || fill > FILL_ALL) {
        PyErr_SetString(PyExc_ValueError, "fill: a mask of key (1), value (2) and headers (4)");
        return -1;
    }
    reinterpret_cast<Builder*>(obj)->fill = static_cast<int>(fill);
    return 0;
}

PyMethodDef BUILDER_METHODS[] = {
    {"add_v2", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)(void)>(builder_add_v2)), METH_FASTCALL,
     "Append the records of a v2 batch."},
    {"add_walk", builder_add_walk, METH_VARARGS, "Append the v2 batches of a read buffer it can decide alone."},
    {"add_pending", builder_add_pending, METH_VARARGS, "Append the rest of the batch add_walk stopped in."},
    {"add_legacy", builder_add_legacy, METH_VARARGS, "Append the inner messages of a clean legacy wrapper."},
    {"add_row", builder_add_row, METH_VARARGS, "Append one row from Python values."},
    {"expand", builder_expand, METH_VARARGS | METH_STATIC, "The per-batch columns given out row by row."},
    {"finish", builder_finish, METH_NOARGS, "The columns' buffers; the builder starts again empty."},
    {nullptr, nullptr, 0, nullptr},
};

PyGetSetDef BUILDER_GETSET[] = {
    {"rows", builder_rows, nullptr, "Rows appended since the last finish().", nullptr},
    {"bytes", builder_bytes, nullptr, "Bytes of the binary and string columns since the last finish().", nullptr},
    {"pending", builder_pending, nullptr, "Whether add_walk stopped in the middle of a batch (see add_pending).",
     nullptr},
    {"alone", builder_alone, nullptr, "Whether it holds a record of add_v2's alone_bytes or more (and only it).",
     nullptr},
    {"fill", builder_fill, builder_set_fill, "Which of key (1), value (2), headers (4) it fills; the rest null.",
     nullptr},
    {nullptr, nullptr, nullptr, nullptr, nullptr},
};

PyTypeObject BuilderType = {PyVarObject_HEAD_INIT(nullptr, 0) "pyspark_udfs._native.ArrowBuilder"};

}  // namespace

int add_arrow_builder(PyObject* module) {
    BuilderType.tp_basicsize = sizeof(Builder);
    BuilderType.tp_flags = Py_TPFLAGS_DEFAULT;
    BuilderType.tp_doc = "Per-record columns of the kafka-log schema as Arrow buffers.";
    BuilderType.tp_new = builder_new;
    BuilderType.tp_dealloc = builder_dealloc;
    BuilderType.tp_methods = BUILDER_METHODS;
    BuilderType.tp_getset = BUILDER_GETSET;
    if (PyType_Ready(&BuilderType) != 0) return -1;
    Py_INCREF(&BuilderType);
    return PyModule_AddObject(module, "ArrowBuilder", reinterpret_cast<PyObject*>(&BuilderType));
}

}  // namespace kafka_native
