// See arrow.h and arrow_builder.h (the columns, in the order finish() returns them). This file:
// the builder's life (new, reset, dealloc), the record loop that appends a v2 batch's records
// (append_records, which add_v2 and add_walk call), add_v2, add_row and finish. add_walk and
// add_pending are in arrow_walk.cpp, add_legacy in arrow_legacy.cpp, expand in arrow_expand.cpp.
//
// Binary and string columns have 32-bit offsets, so a column's data must stay
// under 2 GiB: add_v2 stops before a record that would take the builder past
// the caller's row or byte bound (pyspark_udfs/tables/arrow.py has the rule).
// A record of the caller's `alone_bytes` or more goes alone, and its key and
// value are not copied: their columns share the batch's bytes.
#include "arrow.h"

#include <stdint.h>

#include <memory>
#include <stdexcept>
#include <vector>

#include "arrow_builder.h"
#include "guarded.h"
#include "kafka_record_batch.h"
#include "pyutil.h"
#include "records.h"
#include "rules.h"
#include "walk.h"

namespace kafka_native {
namespace {

// Sizes a record batch took, which the next one of the same builder likely takes again: its
// vectors and binary columns are given that room at once rather than grown to it by copies.
struct Sizes {
    size_t rows = 0, headers = 0, key = 0, value = 0, header_key = 0, header_value = 0;
};

// The sizes of the last record batch a builder of this process finished, which a new builder
// starts from: the splits of a read, or a task's, are alike, and a split of a small segment is
// often one record batch. (Builders run with the GIL held.)
Sizes last_finished;

}  // namespace

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

namespace {

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

}  // namespace

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
        status = walk_records(
            buf.data() + base, size, start, count - first, context,
            [&](const RecordFields& record, const RecordRead& v) {
                if (!in_offset_range(v.offset, range)) return true;
                size_t record_size = record_bytes(record, self->fill);
                bool alone = record_size >= bounds.alone_bytes;
                if (starts_new_chunk(held, bytes(self), record_size, bounds.max_rows, bounds.max_bytes,
                                     bounds.alone_bytes, self->alone)) {
                    return false;
                }
                append_key_value(self, owner, buf, v.null_key, record.key, v.null_value, record.value, alone);
                // offset and sequence: the values; their bits, timestampType, crcValid and run, the
                // same for each row of the batch, are added for all the rows after the walk (mark_batch_rows)
                self->offset->values.push_back(v.offset);
                append_timestamp(self, v.timestamp, true);
                self->sequence->values.push_back(static_cast<int32_t>(v.sequence));
                const size_t filled = (self->fill & FILL_HEADERS) ? record.header_count : 0;
                for (size_t i = 0; i < filled; i++) {
                    const HeaderFields& h = record.headers[i];
                    append_utf8_replacing(*self->header_key, h.key);
                    if (h.null_value) {  // as module.cpp's legacy_fields asks
                        self->header_value->append_null();
                    } else {
                        self->header_value->append(h.value.data(), h.value.size());
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

namespace {

// A V2Records read (pyspark_udfs/contract.py); `data` borrowed from it.
struct V2Input {
    PyObject* data;
    Py_ssize_t start;
    int count, timestamp_type;
    BatchContext context;
    bool crc_valid;
};

V2Input v2_input_of(PyObject* obj) {
    namespace F = V2RecordsField;
    PyObject* const* f = items_of(V2RecordsTuple, obj, "records");
    V2Input in;
    in.data = f[F::data];
    in.start = ssize_from(f[F::start]);
    in.count = int_from(f[F::record_count]);
    if (!parse_batch_context(f[F::context], &in.context)) throw python_error();
    in.timestamp_type = int_from(f[F::timestamp_type_id]);
    in.crc_valid = truth_of(f[F::crc_valid]);
    return in;
}

// The V2Added of a call that appended `added` rows and ended as `status` says.
PyObject* v2_added(size_t added, const RecordsStatus& status) {
    Ref values[V2AddedField::FIELD_COUNT];
    values[V2AddedField::rows] = Ref(check(PyLong_FromSize_t(added)));
    values[V2AddedField::problem] = Ref(status_object(status));
    if (status.stopped) {
        Ref resume[V2ResumeField::FIELD_COUNT];
        resume[V2ResumeField::start] = Ref(check(PyLong_FromUnsignedLongLong(status.stopped_at)));
        resume[V2ResumeField::first] = Ref(int_of(status.index));
        values[V2AddedField::resume] = Ref(V2ResumeTuple.make(resume));
    } else {
        values[V2AddedField::resume] = Ref(new_ref(Py_None));
    }
    return V2AddedTuple.make(values);
}

// add_v2(records, limits, run, resume) -> V2Added(rows, problem, resume)
//
// The records of one v2 batch (a V2Records), as pyspark_udfs.backend's v2_records decodes them,
// keeping those the ChunkLimits keep (low <= offset < high; rules.h's in_offset_range), their rows
// pointing at `run`; from record number resume.first at resume.start (a V2Resume), or from the first
// at records.start when resume is None. problem as v2_records gives it. Before a record that would
// take the builder past max_rows rows or max_bytes bytes (bytes()), it stops, unless the builder is
// empty (a record larger than the bound goes alone), before a record of alone_bytes or more and
// before any record after one: resume is then where the next call starts, after finish(); else
// None. The key and value of a record of alone_bytes or more share `data` (see `alone`).
PyObject* builder_add_v2(PyObject* obj, PyObject* const* args, Py_ssize_t nargs) {
    Builder* self = reinterpret_cast<Builder*>(obj);
    if (nargs != 4) {
        PyErr_Format(PyExc_TypeError, "add_v2 takes 4 arguments (%zd given)", nargs);
        return nullptr;
    }
    return guarded([&] {
        V2Input in = v2_input_of(args[0]);
        Limits limits = limits_of(args[1]);
        int run = int_from(args[2]);
        Py_ssize_t start = in.start;
        int first = 0;
        if (!is_none(args[3])) {
            PyObject* const* r = items_of(V2ResumeTuple, args[3], "resume");
            start = ssize_from(r[V2ResumeField::start]);
            first = int_from(r[V2ResumeField::first]);
        }
        if (start < 0 || first < 0 || first > in.count) {
            throw std::invalid_argument("add_v2: start >= 0 and a resume's first in [0, count]");
        }
        Buffer buf(in.data);
        size_t added;
        RecordsStatus status = append_records(self, in.data, buf, 0, buf.size(), static_cast<size_t>(start), in.count,
                                              first, in.context, in.timestamp_type, limits.range, run, in.crc_valid,
                                              limits.bounds, &added);
        return v2_added(added, status);
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