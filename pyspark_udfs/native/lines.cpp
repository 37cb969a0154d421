// dump's record lines for a run of Record objects, written in one pass into one string: the text
// pyspark_udfs/cli/jsonl.py's record_json (--json) or cli/dump_segments.py's record_line (deep iteration)
// gives each record (tests/native/test_json_lines.py holds them equal). Building the lines in
// Python costs a dozen calls per record.
#define PY_SSIZE_T_CLEAN  // "s#" takes a Py_ssize_t
#include "lines.h"

#include <cstdio>
#include <string>

namespace kafka_native {
namespace {

const char B64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

void base64(std::string& out, const unsigned char* data, size_t size) {
    size_t at = out.size();
    out.resize(at + (size + 2) / 3 * 4);
    char* p = &out[at];
    size_t i = 0;
    for (; i + 3 <= size; i += 3) {
        unsigned v = (unsigned(data[i]) << 16) | (unsigned(data[i + 1]) << 8) | data[i + 2];
        *p++ = B64[v >> 18];
        *p++ = B64[(v >> 12) & 63];
        *p++ = B64[(v >> 6) & 63];
        *p++ = B64[v & 63];
    }
    if (i < size) {
        unsigned v = unsigned(data[i]) << 16;
        if (i + 1 < size) v |= unsigned(data[i + 1]) << 8;
        *p++ = B64[v >> 18];
        *p++ = B64[(v >> 12) & 63];
        *p++ = i + 1 < size ? B64[(v >> 6) & 63] : '=';
        *p++ = '=';
    }
}

// A str as a JSON string as Python's json writes it with ensure_ascii=False: '"', '\\' and the
// control characters escaped, the rest as UTF-8. False for a str holding a lone surrogate (a file
// name's undecodable byte), which jsonl.dumps writes as an escape: those lines are left to Python.
bool json_string(std::string& out, PyObject* text) {
    if (!PyUnicode_Check(text)) return false;
    Py_ssize_t size;
    const char* utf8 = PyUnicode_AsUTF8AndSize(text, &size);
    if (utf8 == nullptr) {
        PyErr_Clear();
        return false;
    }
    out += '"';
    for (Py_ssize_t i = 0; i < size; i++) {
        unsigned char c = static_cast<unsigned char>(utf8[i]);
        if (c >= 0x20 && c != '"' && c != '\\') {
            out += static_cast<char>(c);
            continue;
        }
        out += '\\';
        switch (c) {
            case '"': out += '"'; break;
            case '\\': out += '\\'; break;
            case '\n': out += 'n'; break;
            case '\r': out += 'r'; break;
            case '\t': out += 't'; break;
            case '\b': out += 'b'; break;
            case '\f': out += 'f'; break;
            default: {
                char hex[8];
                std::snprintf(hex, sizeof hex, "u%04x", c);
                out += hex;
            }
        }
    }
    out += '"';
    return true;
}

bool json_int(std::string& out, PyObject* value) {
    if (!PyLong_CheckExact(value)) return false;
    int overflow;
    long long v = PyLong_AsLongLongAndOverflow(value, &overflow);
    if (overflow != 0 || (v == -1 && PyErr_Occurred())) {
        PyErr_Clear();
        return false;
    }
    out += std::to_string(v);
    return true;
}

// Keys and values this big go through jsonl.write_record_json, which writes them in pieces.
const Py_ssize_t STREAMED = 1 << 20;

// null, or the base64 of a bytes-like value as a JSON string; false for anything else.
bool json_b64(std::string& out, PyObject* value) {
    if (value == Py_None) {
        out += "null";
        return true;
    }
    if (!PyObject_CheckBuffer(value)) return false;
    Py_buffer view;
    if (PyObject_GetBuffer(value, &view, PyBUF_SIMPLE) != 0) {
        PyErr_Clear();
        return false;
    }
    bool small = view.len <= STREAMED;
    if (small) {
        out += '"';
        base64(out, static_cast<const unsigned char*>(view.buf), static_cast<size_t>(view.len));
        out += '"';
    }
    PyBuffer_Release(&view);
    return small;
}

bool json_headers(std::string& out, PyObject* headers) {
    if (!PyList_CheckExact(headers)) return false;
    out += '[';
    for (Py_ssize_t i = 0; i < PyList_GET_SIZE(headers); i++) {
        PyObject* header = PyList_GET_ITEM(headers, i);
        if (!PyTuple_CheckExact(header) || PyTuple_GET_SIZE(header) != 2) return false;
        if (i > 0) out += ',';
        out += '[';
        if (!json_string(out, PyTuple_GET_ITEM(header, 0))) return false;
        out += ',';
        if (!json_b64(out, PyTuple_GET_ITEM(header, 1))) return false;
        out += ']';
    }
    out += ']';
    return true;
}

bool json_line(std::string& out, PyObject* record, const std::string& file_json) {
    PyObject* fields[8];
    for (int i = 0; i < 8; i++) {
        fields[i] = record_field(record, static_cast<RecordField>(i));
        if (fields[i] == nullptr) return false;  // not a Record, or a field never set
    }
    auto field = [&fields](RecordField f) { return fields[static_cast<int>(f)]; };
    if (field(RecordField::control) != Py_None) return false;  // control records: Python's lines
    out += "{\"type\":\"record\",\"file\":";
    out += file_json;
    out += ",\"offset\":";
    if (!json_int(out, field(RecordField::offset))) return false;
    out += ",\"timestamp\":";
    if (!json_int(out, field(RecordField::timestamp))) return false;
    out += ",\"timestamp_type\":";
    if (!json_string(out, field(RecordField::timestamp_type))) return false;
    out += ",\"sequence\":";
    if (!json_int(out, field(RecordField::sequence))) return false;
    out += ",\"key\":";
    if (!json_b64(out, field(RecordField::key))) return false;
    out += ",\"value\":";
    if (!json_b64(out, field(RecordField::value))) return false;
    out += ",\"headers\":";
    if (!json_headers(out, field(RecordField::headers))) return false;
    out += ",\"control\":null}\n";
    return true;
}

// Whether `data` is UTF-8 Python's strict decoder takes: no overlong forms, no surrogates, nothing
// above U+10FFFF. Text that is not goes through Python, which replaces its bad bytes as Kafka does.
bool valid_utf8(const unsigned char* data, size_t size) {
    size_t i = 0;
    while (i < size) {
        unsigned char c = data[i];
        if (c < 0x80) {
            i++;
            continue;
        }
        size_t n;
        unsigned char low = 0x80, high = 0xBF;  // the second byte's range
        if (c >= 0xC2 && c <= 0xDF) {
            n = 1;
        } else if (c >= 0xE0 && c <= 0xEF) {
            n = 2;
            if (c == 0xE0) low = 0xA0;
            if (c == 0xED) high = 0x9F;
        } else if (c >= 0xF0 && c <= 0xF4) {
            n = 3;
            if (c == 0xF0) low = 0x90;
            if (c == 0xF4) high = 0x8F;
        } else {
            return false;
        }
        if (size - i <= n) return false;  // the sequence runs past the end
        if (data[i + 1] < low || data[i + 1] > high) return false;
        for (size_t k = 2; k <= n; k++) {
            if ((data[i + k] & 0xC0) != 0x80) return false;
        }
        i += n + 1;
    }
    return true;
}

// " key: " and the data as text, when it is valid UTF-8 under 1 MiB; true for None (nothing written).
bool text_data(std::string& out, const char* label, PyObject* value) {
    if (value == Py_None) return true;
    if (!PyObject_CheckBuffer(value)) return false;
    Py_buffer view;
    if (PyObject_GetBuffer(value, &view, PyBUF_SIMPLE) != 0) {
        PyErr_Clear();
        return false;
    }
    const unsigned char* data = static_cast<const unsigned char*>(view.buf);
    bool ok = view.len <= STREAMED && valid_utf8(data, static_cast<size_t>(view.len));
    if (ok) {
        out += label;
        out.append(reinterpret_cast<const char*>(data), static_cast<size_t>(view.len));
    }
    PyBuffer_Release(&view);
    return ok;
}

bool text_size(std::string& out, PyObject* value) {
    if (value == Py_None) {
        out += "-1";
        return true;
    }
    Py_ssize_t size = PyObject_Length(value);
    if (size < 0) {
        PyErr_Clear();
        return false;
    }
    out += std::to_string(size);
    return true;
}

bool text_line(std::string& out, PyObject* record, const std::string& timestamp_type, bool print_data) {
    PyObject* fields[8];
    for (int i = 0; i < 8; i++) {
        fields[i] = record_field(record, static_cast<RecordField>(i));
        if (fields[i] == nullptr) return false;
    }
    auto field = [&fields](RecordField f) { return fields[static_cast<int>(f)]; };
    if (field(RecordField::control) != Py_None) return false;
    out += "| offset: ";
    if (!json_int(out, field(RecordField::offset))) return false;
    out += ' ';
    out += timestamp_type;
    out += ": ";
    if (!json_int(out, field(RecordField::timestamp))) return false;
    out += " keySize: ";
    if (!text_size(out, field(RecordField::key))) return false;
    out += " valueSize: ";
    if (!text_size(out, field(RecordField::value))) return false;
    out += " sequence: ";
    if (!json_int(out, field(RecordField::sequence))) return false;
    out += " headerKeys: [";
    PyObject* headers = field(RecordField::headers);
    if (!PyList_CheckExact(headers)) return false;
    for (Py_ssize_t i = 0; i < PyList_GET_SIZE(headers); i++) {
        PyObject* header = PyList_GET_ITEM(headers, i);
        if (!PyTuple_CheckExact(header) || PyTuple_GET_SIZE(header) != 2) return false;
        if (!PyUnicode_Check(PyTuple_GET_ITEM(header, 0))) return false;
        Py_ssize_t size;
        const char* key = PyUnicode_AsUTF8AndSize(PyTuple_GET_ITEM(header, 0), &size);
        if (key == nullptr) {
            PyErr_Clear();
            return false;
        }
        if (i > 0) out += ',';
        out.append(key, static_cast<size_t>(size));
    }
    out += ']';
    if (print_data) {
        if (!text_data(out, " key: ", field(RecordField::key))) return false;
        if (!text_data(out, " payload: ", field(RecordField::value))) return false;
    }
    out += '\n';
    return true;
}

// The lines come back in pieces of about PIECE bytes: one string for a whole run (300 KB for 1,000
// records) would be memory newly mapped, faulted in page by page and unmapped again for every run,
// which took as long as writing the lines (850 ns a record instead of 290).
const size_t PIECE = 32 * 1024;

// The lines `line` writes for each of `records`, as a list of str pieces; None when it declines one.
template <typename Line>
PyObject* pieces_of(PyObject* records, Line line) {
    PyObject* pieces = PyList_New(0);
    if (pieces == nullptr) return nullptr;
    std::string out;
    out.reserve(PIECE + 1024);
    auto flush = [&]() {
        PyObject* text = PyUnicode_DecodeUTF8(out.data(), static_cast<Py_ssize_t>(out.size()), "strict");
        out.clear();
        if (text == nullptr) return false;
        int failed = PyList_Append(pieces, text);
        Py_DECREF(text);
        return failed == 0;
    };
    for (Py_ssize_t i = 0; i < PyList_GET_SIZE(records); i++) {
        if (!line(out, PyList_GET_ITEM(records, i))) {
            Py_DECREF(pieces);
            Py_RETURN_NONE;
        }
        if (out.size() >= PIECE && !flush()) {
            Py_DECREF(pieces);
            return nullptr;
        }
    }
    if (!out.empty() && !flush()) {
        Py_DECREF(pieces);
        return nullptr;
    }
    return pieces;
}

}  // namespace

// text_lines(records, timestamp_type, print_data) -> list[str] | None: the deep-iteration lines of a v2
// batch's records (not a control batch's), or None when one of them is not for this writer (a
// control record, data that is not UTF-8 or is over 1 MiB, a header name with a lone surrogate).
PyObject* py_text_lines(PyObject*, PyObject* args) {
    PyObject* records;
    const char* type;
    Py_ssize_t type_size;
    int print_data;
    if (!PyArg_ParseTuple(args, "O!s#p", &PyList_Type, &records, &type, &type_size, &print_data)) return nullptr;
    const std::string timestamp_type(type, static_cast<size_t>(type_size));
    return pieces_of(records, [&](std::string& out, PyObject* record) {
        return text_line(out, record, timestamp_type, print_data != 0);
    });
}

// json_lines(records, file_json) -> list[str] | None: every record's line and its newline, or None when
// one of them is not for this writer (a control record, a key or value over 1 MiB, a name Python
// escapes): the caller writes those records' lines itself.
PyObject* py_json_lines(PyObject*, PyObject* args) {
    PyObject* records;
    const char* file;
    Py_ssize_t file_size;
    if (!PyArg_ParseTuple(args, "O!s#", &PyList_Type, &records, &file, &file_size)) return nullptr;
    const std::string file_json(file, static_cast<size_t>(file_size));
    return pieces_of(records, [&](std::string& out, PyObject* record) { return json_line(out, record, file_json); });
}

}  // namespace kafka_native
