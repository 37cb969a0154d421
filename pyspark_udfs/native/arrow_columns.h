// The column types of _native.ArrowBuilder (arrow.cpp): Arrow's validity and bool bitmaps,
// binary and string columns, fixed-size columns, and the UTF-8 replacement header keys get.
#pragma once

#include <Python.h>
#include <stdint.h>
#include <string.h>

#include <algorithm>
#include <limits>
#include <stdexcept>
#include <vector>

#include "kaitai/kaitaistream.h"
#include "kaitai/utf8.h"
#include "pool.h"
#include "pyutil.h"

namespace kafka_native {

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
        pool_keep(out);
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
            data = check(column_bytearray(grown));
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

inline void append_utf8_replacing(BinaryColumn& out, const kaitai::bytes_view& in) {
    utf8_replacing(in, [&](const char* p, size_t n) { out.put(p, n); });
    out.end_value();
}

inline size_t utf8_replacing_size(const kaitai::bytes_view& in) {
    size_t size = 0;
    utf8_replacing(in, [&](const char*, size_t n) { size += n; });
    return size;
}

}  // namespace kafka_native
