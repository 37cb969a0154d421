// ArrowBuilder.expand: the columns that hold one value per Kafka batch (topic, partition, the
// header's fields, file, position) given out row by row from the builder's run column.
#include <stdint.h>
#include <string.h>

#include <algorithm>
#include <limits>
#include <stdexcept>
#include <vector>

#include "arrow_builder.h"
#include "guarded.h"

namespace kafka_native {
namespace {

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


// The values of one per-batch column of `kind` (see expand_column), read once: whether each is
// valid, and its number or its UTF-8 text (held by the string, which `values` holds).
struct ColumnValues {
    std::vector<char> valid;
    std::vector<long long> numbers;
    std::vector<kaitai::bytes_view> text;
};

ColumnValues read_values(char kind, PyObject** items, size_t count) {
    ColumnValues v{std::vector<char>(count), std::vector<long long>(count), std::vector<kaitai::bytes_view>(count)};
    for (size_t i = 0; i < count; i++) {
        v.valid[i] = !is_none(items[i]);
        if (!v.valid[i]) continue;
        if (kind == 's') {
            Py_ssize_t size;
            const char* utf8 = PyUnicode_AsUTF8AndSize(items[i], &size);
            if (utf8 == nullptr) throw python_error();
            v.text[i] = kaitai::bytes_view(utf8, static_cast<size_t>(size));
        } else if (kind == '?') {
            int truth = PyObject_IsTrue(items[i]);
            if (truth < 0) throw python_error();
            v.numbers[i] = truth;
        } else {
            v.numbers[i] = PyLong_AsLongLong(items[i]);
            if (v.numbers[i] == -1 && PyErr_Occurred()) throw python_error();
            if (kind == 'i' && (v.numbers[i] < std::numeric_limits<int32_t>::min() ||
                                v.numbers[i] > std::numeric_limits<int32_t>::max())) {
                throw std::overflow_error("expand: a value out of int32's range");
            }
        }
    }
    return v;
}

// A string column's offsets and data, each row's text as its segment says.
PyObject* expand_text(const std::vector<kaitai::bytes_view>& text, const std::vector<Segment>& segments, size_t rows,
                      PyObject* nulls, PyObject* validity) {
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
    return check(PyTuple_Pack(4, nulls, validity, offsets.get(), data.get()));
}

// An int32 ('i') or int64 column's values, each row's number as its segment says.
PyObject* expand_numbers(char kind, const std::vector<long long>& numbers, const std::vector<Segment>& segments,
                         size_t rows, PyObject* nulls, PyObject* validity) {
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
    return check(PyTuple_Pack(3, nulls, validity, fixed.get()));
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
    ColumnValues v = read_values(kind, PySequence_Fast_ITEMS(values.get()), count);
    size_t set;
    Ref validity(bitmap_of(segments, rows, [&](int32_t i) { return v.valid[i] != 0; }, &set));
    Ref nulls(check(PyLong_FromSize_t(rows - set)));
    if (kind == '?') {
        Ref bits(bitmap_of(segments, rows, [&](int32_t i) { return v.numbers[i] != 0; }, &set));
        return check(PyTuple_Pack(3, nulls.get(), validity.get(), bits.get()));
    }
    if (kind == 's') return expand_text(v.text, segments, rows, nulls.get(), validity.get());
    return expand_numbers(kind, v.numbers, segments, rows, nulls.get(), validity.get());
}

}  // namespace

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

}  // namespace kafka_native
