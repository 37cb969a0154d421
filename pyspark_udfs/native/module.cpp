// pyspark_udfs._native: the C++ build of ksy/ (generated/cpp/) behind the
// same calls pyspark_udfs/backend.py makes of the Python build. Every
// structure is parsed by the generated types; this file only moves their
// fields into Python objects (or Arrow buffers, arrow.cpp) and applies the
// rules pyspark_udfs/default_batch.py and legacy_batch.py document.
#include <Python.h>

#include <algorithm>
#include <memory>
#include <new>
#include <string>
#include <vector>

#include "arrow.h"
#include "crc.h"
#include "kafka_legacy_message.h"
#include "kafka_log_segment.h"
#include "kafka_record_batch.h"
#include "kaitai/exceptions.h"
#include "pyutil.h"
#include "records.h"
#include "resync.h"

namespace kafka_native {
namespace {

PyObject* ParseError = nullptr;  // _native.ParseError, a ValueError

// Bytes before a message's size field counts from: offset and size (Kafka's LOG_OVERHEAD).
const int64_t LOG_OVERHEAD = 12;
// Bytes of kafka_log_segment's entry_prefix (Kafka's HEADER_SIZE_UP_TO_MAGIC).
const int64_t HEADER_SIZE_UP_TO_MAGIC = 17;

// The classes configure() is given, filled without calling them: Record of
// pyspark_udfs.model with its fields in the order v2_records fills them; the
// header tuples of pyspark_udfs.backend; the batch classes with their slots in
// the order walk() fills them.
SlottedClass record_class;
const std::vector<std::string> RECORD_FIELDS = {"offset", "timestamp", "timestamp_type", "key", "value",
                                                "headers", "sequence", "control", "crc", "crc_valid"};
TupleClass prefix_class, v2_header_class, legacy_header_class;
const Py_ssize_t PREFIX_SIZE = 5, V2_HEADER_SIZE = 22, LEGACY_HEADER_SIZE = 13;
SlottedClass default_batch_class, legacy_batch_class;
// A legacy message's key and value of this many bytes or more are memoryviews of the entry in its
// header fields (walk, legacy_message), as in the Python build (pyspark_udfs.backend.VIEWS_FROM).
Py_ssize_t header_views_from = 0;
const std::vector<std::string> BATCH_FIELDS = {"file", "position", "entry", "parsed", "decompression_limit",
                                               "backend", "_computed_crc", "_crc_valid"};
const std::vector<std::string> LEGACY_BATCH_FIELDS = [] {
    std::vector<std::string> fields = BATCH_FIELDS;
    fields.push_back("_inner");  // LegacyBatch's own slot: its decompressed inner set, None until read
    return fields;
}();

void require_configured() {
    if (!legacy_batch_class.configured()) throw std::logic_error("_native.configure(...) was not called");
}

// The CRC `algorithm` of the range [ofs, ofs + len) of an entry of `size` bytes, cut to the entry
// as pyspark_udfs.crc.checksum_of's slice is.
uint32_t checksum_of(uint32_t (*algorithm)(const char*, size_t), const char* entry, size_t size, int64_t ofs,
                     int64_t len) {
    size_t start = ofs < 0 ? 0 : std::min(static_cast<size_t>(ofs), size);
    size_t end = len <= 0 ? start : std::min(size, start + static_cast<size_t>(len));
    return algorithm(entry + start, end - start);
}

// Run `body`, turning C++ failures into Python exceptions.
template <typename Body>
PyObject* guarded(Body body) {
    try {
        return body();
    } catch (const python_error&) {
        return nullptr;
    } catch (const kaitai::kstruct_error& exc) {
        PyErr_SetString(ParseError, exc.what());
    } catch (const std::bad_alloc&) {
        PyErr_NoMemory();
    } catch (const std::exception& exc) {
        PyErr_SetString(PyExc_RuntimeError, exc.what());
    }
    return nullptr;
}

PyObject* optional_bytes(bool is_null, const kaitai::bytes_view& value) {
    return is_null ? new_ref(Py_None) : bytes_of(value);
}

// A nullable field as a Python value made by `values` (a copy or a view).
PyObject* optional_field(bool is_null, const kaitai::bytes_view& value, FieldValues& values) {
    return is_null ? new_ref(Py_None) : values(value);
}

// ---------------------------------------------------------------------------------------------
// CRCs

PyObject* py_crc32c(PyObject*, PyObject* arg) {
    return guarded([&] {
        Buffer buf(arg);
        return check(PyLong_FromUnsignedLong(crc32c(buf.data(), buf.size())));
    });
}

PyObject* py_crc32(PyObject*, PyObject* arg) {
    return guarded([&] {
        Buffer buf(arg);
        return check(PyLong_FromUnsignedLong(crc32(buf.data(), buf.size())));
    });
}

// ---------------------------------------------------------------------------------------------
// Entries: kafka_log_segment.ksy's entry_prefix, then the format's type.

// entry_prefix(buf) -> (offset, len_declared, epoch_or_crc, magic, len_min)
PyObject* py_entry_prefix(PyObject*, PyObject* arg) {
    return guarded([&] {
        Buffer buf(arg);
        kaitai::kstream io(buf.data(), buf.size());
        kafka_log_segment_t::entry_prefix_t prefix(&io);
        require_configured();
        return prefix_class.from(check(Py_BuildValue("(LiIii)", static_cast<long long>(prefix.offset()),
                                                     prefix.len_declared(),
                                                     static_cast<unsigned int>(prefix.epoch_or_crc()), prefix.magic(),
                                                     prefix.len_min())));
    });
}

// The header fields of a parsed batch as a pyspark_udfs.backend.V2Header.
PyObject* v2_fields(kafka_record_batch_t& batch) {
    require_configured();
    return v2_header_class.from(check(Py_BuildValue(
        "(LiiiIiiLLLiiiiiOOOiiii)", static_cast<long long>(batch.base_offset()), batch.len_batch(),
        batch.partition_leader_epoch(), batch.magic(), static_cast<unsigned int>(batch.crc()), batch.attributes(),
        batch.last_offset_delta(), static_cast<long long>(batch.base_timestamp()),
        static_cast<long long>(batch.max_timestamp()), static_cast<long long>(batch.producer_id()),
        batch.producer_epoch(), batch.base_sequence(), batch.num_records(), static_cast<int>(batch.compression()),
        static_cast<int>(batch.timestamp_type()), batch.is_transactional() ? Py_True : Py_False,
        batch.is_control() ? Py_True : Py_False, batch.has_delete_horizon() ? Py_True : Py_False,
        batch.ofs_records(), batch.len_records(), batch.ofs_crc_input(), batch.len_crc_input())));
}

// v2_header(entry) -> the header fields in pyspark_udfs.backend.V2Header order.
PyObject* py_v2_header(PyObject*, PyObject* arg) {
    return guarded([&] {
        Buffer buf(arg);
        kaitai::kstream io(buf.data(), buf.size());
        kafka_record_batch_t batch(&io);
        return v2_fields(batch);
    });
}

PyObject* legacy_fields(kafka_legacy_message_t& m, FieldValues& fields);

// walk(window, available, limit, max_size, file, position, decompression_limit, backend) -> [batch, ...]
//
// The batches back to back from the start of `window` (a read buffer, at byte
// `position` of the file `file`, with `available` bytes of the file from
// there), as pyspark_udfs.backend's DefaultBatch and LegacyBatch objects,
// each read as pyspark_udfs/segment.py's read_entry reads one:
// kafka_log_segment's entry_prefix, then the format's type over the entry,
// with its CRC computed. The walk stops before the first entry at or past
// `limit` and at the first one that needs read_entry's closer look (a magic
// it does not know, a length that does not fit its magic, the file,
// `max_size` or the window, or a body that does not parse), and after the
// first batch whose CRC does not hold (its length is not covered by it).
PyObject* py_walk(PyObject*, PyObject* args) {
    PyObject *window, *file, *decompression_limit, *backend;
    long long available, limit, max_size, position;
    if (!PyArg_ParseTuple(args, "OLLLOLOO", &window, &available, &limit, &max_size, &file, &position,
                          &decompression_limit, &backend)) {
        return nullptr;
    }
    return guarded([&] {
        require_configured();
        Buffer buf(window);
        Ref batches(check(PyList_New(0)));
        size_t offset = 0;
        while (static_cast<long long>(offset) < limit && offset + HEADER_SIZE_UP_TO_MAGIC <= buf.size() &&
               available >= HEADER_SIZE_UP_TO_MAGIC) {
            const char* at = buf.data() + offset;
            kaitai::kstream head(at, HEADER_SIZE_UP_TO_MAGIC);
            kafka_log_segment_t::entry_prefix_t prefix(&head);
            int64_t declared = prefix.len_declared();
            int magic = prefix.magic();
            if (magic < 0 || magic > 2 || declared < prefix.len_min() || declared > available - LOG_OVERHEAD ||
                declared + LOG_OVERHEAD > max_size || offset + declared + LOG_OVERHEAD > buf.size()) {
                break;
            }
            size_t size = static_cast<size_t>(declared + LOG_OVERHEAD);
            kaitai::kstream io(at, size);
            Ref parsed;
            uint32_t stored, computed;
            try {
                if (magic == 2) {
                    kafka_record_batch_t batch(&io);
                    parsed = Ref(v2_fields(batch));
                    stored = batch.crc();
                    computed = checksum_of(crc32c, at, size, batch.ofs_crc_input(), batch.len_crc_input());
                } else {
                    kafka_legacy_message_t message(&io);
                    FieldValues values(window, buf, header_views_from);
                    parsed = Ref(legacy_fields(message, values));
                    stored = message.crc();
                    computed = checksum_of(crc32, at, size, message.ofs_crc_input(), message.len_crc_input());
                }
            } catch (const kaitai::kstruct_error&) {
                break;
            }
            // Batch.crc_valid also asks for the smallest entry whose CRC is checked at all; an entry
            // walked here is never smaller (declared >= len_min, which is at least that).
            bool valid = stored == computed;
            PyObject* values[9] = {nullptr};
            try {
                values[0] = new_ref(file);
                values[1] = int_of(position + static_cast<long long>(offset));
                values[2] = check(PySequence_GetSlice(window, static_cast<Py_ssize_t>(offset),
                                                      static_cast<Py_ssize_t>(offset + size)));
                values[3] = parsed.release();
                values[4] = new_ref(decompression_limit);
                values[5] = new_ref(backend);
                values[6] = check(PyLong_FromUnsignedLong(computed));
                values[7] = bool_of(valid);
                values[8] = new_ref(Py_None);
            } catch (...) {
                for (PyObject* v : values) Py_XDECREF(v);
                throw;
            }
            if (magic == 2) Py_DECREF(values[8]);  // a DefaultBatch has no inner set
            Ref batch(magic == 2 ? default_batch_class.make(values) : legacy_batch_class.make(values));
            if (PyList_Append(batches.get(), batch.get()) != 0) throw python_error();
            if (!valid) break;
            offset += size;
            available -= static_cast<long long>(size);
        }
        return batches.release();
    });
}

// next_batch(window, begin, end, available, max_size) -> (index, checked): resync.h's search
// over a read buffer (at a position of the file from which `available` bytes remain).
PyObject* py_next_batch(PyObject*, PyObject* args) {
    PyObject* window;
    Py_ssize_t begin, end;
    long long available, max_size;
    if (!PyArg_ParseTuple(args, "OnnLL", &window, &begin, &end, &available, &max_size)) return nullptr;
    return guarded([&] {
        Buffer buf(window);
        if (begin < 0 || end < begin || available < static_cast<long long>(buf.size())) {
            throw std::invalid_argument("next_batch: begin, end or available out of range");
        }
        ResyncHit hit = next_batch(buf.data(), buf.size(), static_cast<size_t>(begin), static_cast<size_t>(end),
                                   available, max_size);
        return check(Py_BuildValue("(LO)", static_cast<long long>(hit.index), hit.checked ? Py_True : Py_False));
    });
}

// The fields of one legacy message as a pyspark_udfs.backend.LegacyHeader, key and value made by
// `fields` (copies or views).
PyObject* legacy_fields(kafka_legacy_message_t& m, FieldValues& fields) {
    require_configured();
    Ref timestamp(m._is_null_timestamp() ? new_ref(Py_None) : int_of(m.timestamp()));
    // The spec's `if: len_key >= 0` (and for the value), asked of the lengths (as records.h does).
    bool null_key = m.len_key() < 0, null_value = m.len_value() < 0;
    Ref key(optional_field(null_key, m.key(), fields));
    Ref value(optional_field(null_value, m.value(), fields));
    return legacy_header_class.from(check(Py_BuildValue(
        "(LiIiiiOiOiOii)", static_cast<long long>(m.offset()), m.len_message(), static_cast<unsigned int>(m.crc()),
        m.magic(), static_cast<int>(m.timestamp_type()), static_cast<int>(m.compression()), timestamp.get(),
        m.len_key(), key.get(), m.len_value(), value.get(), m.ofs_crc_input(), m.len_crc_input())));
}

// legacy_message(entry) -> fields of the message at the start of `entry`.
PyObject* py_legacy_message(PyObject*, PyObject* arg) {
    return guarded([&] {
        Buffer buf(arg);
        kaitai::kstream io(buf.data(), buf.size());
        kafka_legacy_message_t message(&io);
        FieldValues values(arg, buf, header_views_from);
        return legacy_fields(message, values);
    });
}

// legacy_inner(data, start, limit, first_index[, views_from]) -> (messages, next, error)
//
// The inner message set of a decompressed wrapper from byte `start`: at most
// `limit` messages, each [position, fields, crc_valid], and where the next
// one starts. Each must take exactly the log overhead plus its declared size.
// `error` is None, or (code, index, position, declared, taken, message):
// code 1 "does not parse", code 2 "declares ... but its fields take ...".
// Keys and values of `views_from` bytes or more (0: none) are memoryviews of `data`.
PyObject* py_legacy_inner(PyObject*, PyObject* args) {
    PyObject* obj;
    Py_ssize_t start, limit, first_index, views_from = 0;
    if (!PyArg_ParseTuple(args, "Onnn|n", &obj, &start, &limit, &first_index, &views_from)) return nullptr;
    return guarded([&] {
        Buffer buf(obj);
        FieldValues values(obj, buf, views_from);
        Ref messages(check(PyList_New(0)));
        Ref error(new_ref(Py_None));
        kaitai::kstream io(buf.data(), buf.size());
        io.seek(static_cast<uint64_t>(start));
        uint64_t position = static_cast<uint64_t>(start);
        Py_ssize_t index = first_index;
        for (Py_ssize_t n = 0; n < limit && position < buf.size(); n++, index++) {
            try {
                kafka_legacy_message_t message(&io);
                int64_t taken = static_cast<int64_t>(io.pos() - position) - LOG_OVERHEAD;
                if (taken != message.len_message()) {
                    error = Ref(check(Py_BuildValue("(inKLLs)", 2, index, static_cast<unsigned long long>(position),
                                                    static_cast<long long>(message.len_message()),
                                                    static_cast<long long>(taken), "")));
                    break;
                }
                uint32_t computed = checksum_of(crc32, buf.data() + position, buf.size() - position,
                                                message.ofs_crc_input(), message.len_crc_input());
                Ref fields(legacy_fields(message, values));
                Ref item(check(Py_BuildValue("(KOO)", static_cast<unsigned long long>(position), fields.get(),
                                             computed == message.crc() ? Py_True : Py_False)));
                if (PyList_Append(messages.get(), item.get()) != 0) throw python_error();
                position = io.pos();
            } catch (const kaitai::kstruct_error& exc) {
                error = Ref(check(Py_BuildValue("(inKLLs)", 1, index, static_cast<unsigned long long>(position), 0LL,
                                                0LL, exc.what())));
                break;
            }
        }
        return check(Py_BuildValue("(OKO)", messages.get(), static_cast<unsigned long long>(position), error.get()));
    });
}

// ---------------------------------------------------------------------------------------------
// v2 records as pyspark_udfs.model.Record objects.

// configure(Record, Prefix, V2Header, LegacyHeader, DefaultBatch, LegacyBatch, views_from): the
// classes built, and header_views_from.
PyObject* py_configure(PyObject*, PyObject* args) {
    PyObject *record, *prefix, *v2_header, *legacy_header, *default_batch, *legacy_batch;
    if (!PyArg_ParseTuple(args, "OOOOOOn", &record, &prefix, &v2_header, &legacy_header, &default_batch,
                          &legacy_batch, &header_views_from)) {
        return nullptr;
    }
    return guarded([&] {
        record_class.configure(record, RECORD_FIELDS);
        prefix_class.configure(prefix, PREFIX_SIZE);
        v2_header_class.configure(v2_header, V2_HEADER_SIZE);
        legacy_header_class.configure(legacy_header, LEGACY_HEADER_SIZE);
        default_batch_class.configure(default_batch, BATCH_FIELDS);
        legacy_batch_class.configure(legacy_batch, LEGACY_BATCH_FIELDS);
        return new_ref(Py_None);
    });
}

PyObject* header_list(kafka_record_batch_t::record_t& record, FieldValues& fields) {
    std::vector<std::unique_ptr<kafka_record_batch_t::header_t>>& headers = *record.headers();
    Ref list(check(PyList_New(static_cast<Py_ssize_t>(headers.size()))));
    for (size_t i = 0; i < headers.size(); i++) {
        kafka_record_batch_t::header_t& h = *headers[i];
        kaitai::bytes_view key = h.key();
        // Kafka decodes header keys with replacement characters (Utils.utf8).
        Ref text(check(PyUnicode_DecodeUTF8(key.data(), static_cast<Py_ssize_t>(key.size()), "replace")));
        Ref value(optional_field(h.len_value()->value() < 0, h.value(), fields));  // as in legacy_fields
        PyList_SET_ITEM(list.get(), static_cast<Py_ssize_t>(i), check(PyTuple_Pack(2, text.get(), value.get())));
    }
    return list.release();
}

// v2_records(data, start, count, context, timestamp_type, control_fields, held, held_bytes[, views_from])
//     -> (records, error, position)
//
// The next records of a v2 batch from byte `start` (`count` of them remain), at
// most `held`, and none after those whose encoded sizes add up to `held_bytes`
// (pyspark_udfs/backend.py's PythonBackend.v2_records, the reference), and where
// the records after them start. context is (base_offset, base_timestamp,
// max_timestamp, base_sequence, is_control, log_append_time);
// control_fields(key, value, type, epoch) gives (key, value, ControlInfo) for a
// control record. error is None or (code, index, declared, taken, message),
// codes as in records.h. The keys, values and header values of a data batch
// (not a control one) of `views_from` bytes or more (0: none) are memoryviews
// of `data`, not copies.
PyObject* py_v2_records(PyObject*, PyObject* args) {
    PyObject *obj, *timestamp_type, *control_fields;
    Py_ssize_t start, held, held_bytes, views_from = 0;
    int count;
    BatchContext context;
    if (!PyArg_ParseTuple(args, "Oni" BATCH_CONTEXT_FORMAT "OOnn|n", &obj, &start, &count,
                          BATCH_CONTEXT_FIELDS(context), &timestamp_type, &control_fields, &held, &held_bytes,
                          &views_from)) {
        return nullptr;
    }
    return guarded([&] {
        require_configured();
        Buffer buf(obj);
        FieldValues fields(obj, buf, context.is_control ? 0 : views_from);
        Ref records(check(PyList_New(0)));
        int64_t position = start, taken = 0, decoded = 0;
        RecordsStatus status = for_each_record(
            buf.data(), buf.size(), static_cast<size_t>(start), count, context,
            [&](kafka_record_batch_t::record_t& record, const RecordValues& v) {
                bool null_key = v.null_key, null_value = v.null_value;
                PyObject* values[10] = {nullptr};
                try {
                    values[0] = int_of(v.offset);
                    values[1] = int_of(v.timestamp);
                    values[2] = new_ref(timestamp_type);
                    if (context.is_control) {
                        Ref key(optional_bytes(null_key, record._raw_key()));
                        Ref value(optional_bytes(null_value, record._raw_value()));
                        Ref type(null_key ? new_ref(Py_None) : int_of(static_cast<int16_t>(record.key()->record_type()))
);
                        Ref epoch(null_value || record.value() == nullptr ? new_ref(Py_None)
                                                                            : int_of(record.value()->coordinator_epoch()));
                        Ref fields(check(PyObject_CallFunctionObjArgs(control_fields, key.get(), value.get(),
                                                                      type.get(), epoch.get(), nullptr)));
                        if (!PyTuple_Check(fields.get()) || PyTuple_GET_SIZE(fields.get()) != 3) {
                            PyErr_SetString(PyExc_TypeError, "control_fields must return a 3-tuple");
                            throw python_error();
                        }
                        values[3] = new_ref(PyTuple_GET_ITEM(fields.get(), 0));
                        values[4] = new_ref(PyTuple_GET_ITEM(fields.get(), 1));
                        values[7] = new_ref(PyTuple_GET_ITEM(fields.get(), 2));
                    } else {
                        values[3] = optional_field(null_key, record._raw_key(), fields);
                        values[4] = optional_field(null_value, record._raw_value(), fields);
                        values[7] = new_ref(Py_None);
                    }
                    values[5] = header_list(record, fields);
                    values[6] = int_of(v.sequence);
                    values[8] = new_ref(Py_None);
                    values[9] = new_ref(Py_None);
                } catch (...) {
                    for (PyObject* v : values) Py_XDECREF(v);
                    throw;
                }
                Ref made(record_class.make(values));
                if (PyList_Append(records.get(), made.get()) != 0) throw python_error();
                // for_each_record took exactly the record's declared size after its length.
                int64_t size = record.len_record()->value();
                position += record.len_record()->len() + size;
                taken += size;
                decoded++;
                return decoded == count || (decoded < held && taken < held_bytes);
            });
        Ref error(status_object(status));
        Ref next(check(PyLong_FromLongLong(position)));
        return check(PyTuple_Pack(3, records.get(), error.get(), next.get()));
    });
}

PyMethodDef METHODS[] = {
    {"crc32c", py_crc32c, METH_O, "CRC-32C of a buffer."},
    {"crc32", py_crc32, METH_O, "CRC-32 (IEEE) of a buffer."},
    {"entry_prefix", py_entry_prefix, METH_O, "kafka_log_segment's entry_prefix of a buffer."},
    {"v2_header", py_v2_header, METH_O, "The header of the RecordBatch a buffer holds."},
    {"walk", py_walk, METH_VARARGS, "The batches back to back in a read buffer, with their CRCs."},
    {"next_batch", py_next_batch, METH_VARARGS, "The next intact batch in a read buffer (resync after damage)."},
    {"legacy_message", py_legacy_message, METH_O, "The legacy message a buffer starts with."},
    {"legacy_inner", py_legacy_inner, METH_VARARGS, "Inner messages of a decompressed legacy wrapper."},
    {"configure", py_configure, METH_VARARGS, "Set the classes the functions build."},
    {"v2_records", py_v2_records, METH_VARARGS, "The records of a v2 batch as Record objects."},
    {nullptr, nullptr, 0, nullptr},
};

PyModuleDef MODULE = {PyModuleDef_HEAD_INIT, "_native",
                      "Kaitai's C++ build of ksy/ behind pyspark_udfs.backend (see pyspark_udfs/native/).", -1,
                      METHODS};

}  // namespace
}  // namespace kafka_native

PyMODINIT_FUNC PyInit__native(void) {
    using namespace kafka_native;
    PyObject* module = PyModule_Create(&MODULE);
    if (module == nullptr) return nullptr;
    // `described`: its message is worded already (pyspark_udfs.parser_errors.describe).
    Ref attributes(Py_BuildValue("{sO}", "described", Py_True));
    if (!attributes) {
        Py_DECREF(module);
        return nullptr;
    }
    ParseError = PyErr_NewException("pyspark_udfs._native.ParseError", PyExc_ValueError, attributes.get());
    if (ParseError == nullptr || PyModule_AddObject(module, "ParseError", new_ref(ParseError)) != 0 ||
        add_arrow_builder(module) != 0) {
        Py_DECREF(module);
        return nullptr;
    }
    return module;
}
