// pyspark_udfs._native: the C++ build of ksy/ (generated/cpp/) behind the
// same calls pyspark_udfs/backend.py makes of the Python build. Every
// structure is parsed by the generated types; this file only moves their
// fields into Python objects (or Arrow buffers, arrow.cpp) and applies the
// rules both builds share (rules.h; docs/native-contract.md lists them).
#include <Python.h>

#include <iterator>
#include <memory>
#include <utility>
#include <string>
#include <vector>

#include "arrow.h"
#include "arrow_args.h"
#include "c_data.h"
#include "codecs.h"
#include "crc.h"
#include "guarded.h"
#include "inner.h"
#include "kafka_legacy_message.h"
#include "kafka_log_segment.h"
#include "kafka_record_batch.h"
#include "kaitai/exceptions.h"
#include "layout.h"
#include "lines.h"
#include "pool.h"
#include "pyutil.h"
#include "records.h"
#include "resync.h"
#include "rules.h"

namespace kafka_native {

PyObject* parse_error = nullptr;

namespace {

// ---------------------------------------------------------------------------------------------
// The tuples this module builds, each field listed once with its value (pyutil.h's FIELD_NAME
// and FIELD_VALUE). _native.FIELDS exports the names under the Python class's name, and
// configure() refuses a NamedTuple whose _fields differ (pyspark_udfs/contract.py).

// kafka_log_segment's entry_prefix `p`: pyspark_udfs.contract.Prefix.
#define PREFIX(FIELD, p)                                                       \
    FIELD(offset, int_of(p.offset()))                                          \
    FIELD(len_declared, int_of(p.len_declared()))                              \
    FIELD(epoch_or_crc, int_of(static_cast<uint32_t>(p.epoch_or_crc())))       \
    FIELD(magic, int_of(p.magic()))                                            \
    FIELD(len_min, int_of(p.len_min()))

// The header of kafka_record_batch `b`: pyspark_udfs.contract.V2Header.
#define V2_HEADER(FIELD, b)                                                    \
    FIELD(base_offset, int_of(b.base_offset()))                                \
    FIELD(len_batch, int_of(b.len_batch()))                                    \
    FIELD(partition_leader_epoch, int_of(b.partition_leader_epoch()))          \
    FIELD(magic, int_of(b.magic()))                                            \
    FIELD(crc, int_of(static_cast<uint32_t>(b.crc())))                         \
    FIELD(attributes, int_of(b.attributes()))                                  \
    FIELD(last_offset_delta, int_of(b.last_offset_delta()))                    \
    FIELD(base_timestamp, int_of(b.base_timestamp()))                          \
    FIELD(max_timestamp, int_of(b.max_timestamp()))                            \
    FIELD(producer_id, int_of(b.producer_id()))                                \
    FIELD(producer_epoch, int_of(b.producer_epoch()))                          \
    FIELD(base_sequence, int_of(b.base_sequence()))                            \
    FIELD(num_records, int_of(b.num_records()))                                \
    FIELD(compression, int_of(static_cast<int>(b.compression())))              \
    FIELD(timestamp_type, int_of(static_cast<int>(b.timestamp_type())))        \
    FIELD(is_transactional, bool_of(b.is_transactional()))                     \
    FIELD(is_control, bool_of(b.is_control()))                                 \
    FIELD(has_delete_horizon, bool_of(b.has_delete_horizon()))                 \
    FIELD(ofs_records, int_of(b.ofs_records()))                                \
    FIELD(len_records, int_of(b.len_records()))                                \
    FIELD(ofs_crc_input, int_of(b.ofs_crc_input()))                            \
    FIELD(len_crc_input, int_of(b.len_crc_input()))

// The fields of kafka_legacy_message `m`: pyspark_udfs.contract.LegacyHeader, key and value made
// by the FieldValues `views` (copies or views). The spec's `if: len_key >= 0` (and for the value)
// is asked of the lengths (as records.h does).
#define LEGACY_HEADER(FIELD, m, views)                                                                 \
    FIELD(offset, int_of(m.offset()))                                                             \
    FIELD(len_message, int_of(m.len_message()))                                                   \
    FIELD(crc, int_of(static_cast<uint32_t>(m.crc())))                                            \
    FIELD(magic, int_of(m.magic()))                                                               \
    FIELD(timestamp_type, int_of(static_cast<int>(m.timestamp_type())))                           \
    FIELD(compression, int_of(static_cast<int>(m.compression())))                                 \
    FIELD(timestamp, m._is_null_timestamp() ? new_ref(Py_None) : int_of(m.timestamp()))           \
    FIELD(len_key, int_of(m.len_key()))                                                           \
    FIELD(key, optional_field(m.len_key() < 0, m.key(), views))                                   \
    FIELD(len_value, int_of(m.len_value()))                                                       \
    FIELD(value, optional_field(m.len_value() < 0, m.value(), views))                             \
    FIELD(ofs_crc_input, int_of(m.ofs_crc_input()))                                               \
    FIELD(len_crc_input, int_of(m.len_crc_input()))

// Why the inner messages of a wrapper stopped (an InnerStop `e`): pyspark_udfs.contract.InnerProblem.
#define INNER_PROBLEM(FIELD, e)                                                \
    FIELD(code, int_of(e.code))                                                \
    FIELD(index, int_of(e.index))                                              \
    FIELD(position, int_of(static_cast<long long>(e.position)))                \
    FIELD(declared, int_of(e.declared))                                        \
    FIELD(taken, int_of(e.taken))                                              \
    FIELD(message, check(PyUnicode_FromString(e.message.c_str())))

struct InnerStop {
    int code;
    Py_ssize_t index;
    uint64_t position;
    long long declared, taken;
    std::string message;
};

// What v2_records reads (rules.h's BatchContext) and the problem tuple it gives (records.h).
const std::vector<std::string> RECORDS_CONTEXT_FIELDS(std::begin(BATCH_CONTEXT_NAMES), std::end(BATCH_CONTEXT_NAMES));
const std::vector<std::string> RECORDS_PROBLEM_FIELDS = {RECORDS_PROBLEM(FIELD_NAME, _)};

const std::vector<std::string> PREFIX_FIELDS = {PREFIX(FIELD_NAME, _)};
const std::vector<std::string> V2_HEADER_FIELDS = {V2_HEADER(FIELD_NAME, _)};
const std::vector<std::string> LEGACY_HEADER_FIELDS = {LEGACY_HEADER(FIELD_NAME, _, _)};
const std::vector<std::string> INNER_PROBLEM_FIELDS = {INNER_PROBLEM(FIELD_NAME, _)};

// The classes configure() and configure_batches() are given, filled without calling them:
// Record of pyspark_udfs.model with its fields in the order v2_records fills them; the
// header tuples of pyspark_udfs.contract; the batch classes with their slots in the order
// walk() fills them.
SlottedClass record_class;
const std::vector<std::string> RECORD_FIELDS = {"offset", "timestamp", "timestamp_type", "key", "value",
                                                "headers", "sequence", "control", "crc", "crc_valid"};
TupleClass prefix_class, v2_header_class, legacy_header_class;
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
    if (!record_class.configured()) throw std::logic_error("_native.configure(...) was not called");
}

void require_batches() {
    if (!legacy_batch_class.configured()) {
        throw std::logic_error("no batch classes registered: pyspark_udfs.default_batch and legacy_batch "
                               "register theirs when imported (pyspark_udfs.segment imports both)");
    }
}

PyObject* optional_bytes(bool is_null, const kaitai::bytes_view& value) {
    return is_null ? new_ref(Py_None) : bytes_of(value);
}

// A nullable field as a Python value made by `values` (a copy or a view).
PyObject* optional_field(bool is_null, const kaitai::bytes_view& value, FieldValues& values) {
    return is_null ? new_ref(Py_None) : values(value);
}

// A Record's deallocation. CPython frees an instance of a class defined in Python with its generic
// subtype_dealloc (finalizer, weak references, __dict__, the slots of every class in the MRO, a
// C base's dealloc), costly once per record; Record has none of those but its own slots
// (configure checks it), so this frees it as a C type's dealloc would: the slots, the memory, the
// reference to the class. A subclass keeps subtype_dealloc, which clears its own slots and then
// calls this one as its base's.
PyTypeObject* fast_dealloc_type = nullptr;
destructor generic_dealloc = nullptr;
constexpr size_t RECORD_SLOTS = 10;
Py_ssize_t record_slot_offsets[RECORD_SLOTS];

void record_dealloc(PyObject* self) {
    PyTypeObject* type = Py_TYPE(self);
    PyObject_GC_UnTrack(self);
    Py_TRASHCAN_BEGIN(self, record_dealloc)
    char* base = reinterpret_cast<char*>(self);
    for (Py_ssize_t offset : record_slot_offsets) Py_XDECREF(*reinterpret_cast<PyObject**>(base + offset));
    type->tp_free(self);
    Py_DECREF(type);  // a heap type's instance holds a reference to it (subtype_dealloc's rule)
    Py_TRASHCAN_END
}

// Whether instances of `type` need nothing of subtype_dealloc but their slots freed: a heap type
// directly under object, GC-tracked, without __dict__, __weakref__, __del__ or a finalizer.
bool plain_slotted(PyTypeObject* type) {
    return (type->tp_flags & Py_TPFLAGS_HEAPTYPE) && (type->tp_flags & Py_TPFLAGS_HAVE_GC) &&
           type->tp_base == &PyBaseObject_Type && type->tp_dictoffset == 0 && type->tp_weaklistoffset == 0 &&
           type->tp_finalize == nullptr && type->tp_del == nullptr && type->tp_free == PyObject_GC_Del;
}

void install_record_dealloc(PyObject* record) {
    if (fast_dealloc_type != nullptr) {  // configured before: that class frees as it did
        fast_dealloc_type->tp_dealloc = generic_dealloc;
        Py_CLEAR(fast_dealloc_type);
    }
    PyTypeObject* type = reinterpret_cast<PyTypeObject*>(record);
    if (!plain_slotted(type) || RECORD_FIELDS.size() != RECORD_SLOTS || type->tp_itemsize != 0) return;
    for (size_t i = 0; i < RECORD_FIELDS.size(); i++) {
        record_slot_offsets[i] = record_class.offset(i);
    }
    generic_dealloc = type->tp_dealloc;
    type->tp_dealloc = record_dealloc;
    Py_INCREF(record);
    fast_dealloc_type = type;
}

// A Record of `values` (references stolen), left out of the cyclic garbage collector's lists, as
// CPython leaves out a tuple or dict that holds only atomic values: what this module puts in a
// Record (ints, bytes, str, None, a ControlInfo of those, an empty list or a list of (str, bytes)
// tuples) cannot form a cycle. Tracked, the Records of a 1,000-record run set off two or three
// collections of the youngest generation per run, each walking every Record made since the last
// (more work than making them), and promote them to the older ones.
// A cycle a caller makes through a Record (a Record put in its own headers) is not collected.
//
// When configure() found the Record class plain (fast_dealloc_type) the Record is allocated
// untracked and not zeroed (every slot is filled here), rather than by tp_alloc, which zeroes it and
// links it into the collector's lists.
PyObject* new_record(PyObject** values) {
    if (fast_dealloc_type == nullptr) {
        PyObject* record = record_class.make(values);
        PyObject_GC_UnTrack(record);
        return record;
    }
    PyObject* record = _PyObject_GC_New(fast_dealloc_type);  // a reference to the class taken, untracked
    if (record == nullptr) {
        for (size_t i = 0; i < RECORD_SLOTS; i++) Py_XDECREF(values[i]);
        throw python_error();
    }
    char* base = reinterpret_cast<char*>(record);
    for (size_t i = 0; i < RECORD_SLOTS; i++) *reinterpret_cast<PyObject**>(base + record_slot_offsets[i]) = values[i];
    return record;
}

// An empty list, left out of the garbage collector's lists for the same reason (a Record's headers).
PyObject* untracked_empty_list() {
    PyObject* list = check(PyList_New(0));
    PyObject_GC_UnTrack(list);
    return list;
}

// ---------------------------------------------------------------------------------------------
// CRCs

PyObject* py_crc32c(PyObject*, PyObject* arg) {
    return guarded([&] {
        Buffer buf(arg);
        return check(PyLong_FromUnsignedLong(crc32c(buf.data(), buf.size())));
    });
}

// decompress(codec, data, magic, limit) -> bytes | None: codecs.h's decompressed() of a payload of
// Kafka's codec number `codec`; None where it leaves the payload to pyspark_udfs/compression.py.
PyObject* py_decompress(PyObject*, PyObject* args) {
    int codec, magic;
    PyObject* data;
    long long limit;
    if (!PyArg_ParseTuple(args, "iOiL", &codec, &data, &magic, &limit)) return nullptr;
    return guarded([&] {
        Buffer buf(data);
        PyObject* out = decompressed(codec, magic, buf.data(), buf.size(), limit);
        return out != nullptr ? out : new_ref(Py_None);
    });
}

// configure_codecs(ratio, least, most, lz4_least): codecs.h's first room, compression.py's FIRST_ROOM.
PyObject* py_configure_codecs(PyObject*, PyObject* args) {
    FirstRoom room;
    if (!PyArg_ParseTuple(args, "KKKK", &room.ratio, &room.least, &room.most, &room.lz4_least)) return nullptr;
    return guarded([&] {
        configure_codecs(room);
        return new_ref(Py_None);
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
        Ref values[] = {PREFIX(FIELD_VALUE, prefix)};
        return prefix_class.make(values);
    });
}

// The header fields of a parsed batch as a pyspark_udfs.contract.V2Header.
PyObject* v2_fields(kafka_record_batch_t& batch) {
    require_configured();
    Ref values[] = {V2_HEADER(FIELD_VALUE, batch)};
    return v2_header_class.make(values);
}

// v2_header(entry) -> the header fields as a pyspark_udfs.contract.V2Header.
PyObject* py_v2_header(PyObject*, PyObject* arg) {
    return guarded([&] {
        Buffer buf(arg);
        kaitai::kstream io(buf.data(), buf.size());
        kafka_record_batch_t batch(&io);
        return v2_fields(batch);
    });
}

PyObject* legacy_fields(kafka_legacy_message_t& m, FieldValues& fields);

// walk(window, available, limit, max_size, file, position, decompression_limit, backend[, most]) -> [batch, ...]
//
// The batches back to back from the start of `window` (a read buffer, at byte
// `position` of the file `file`, with `available` bytes of the file from
// there), as pyspark_udfs' DefaultBatch and LegacyBatch objects,
// each read as pyspark_udfs/segment.py's read_entry reads one:
// kafka_log_segment's entry_prefix, then the format's type over the entry,
// with its CRC computed. The walk stops before the first entry at or past
// `limit` and at the first one that needs read_entry's closer look (a magic
// it does not know, a length that does not fit its magic, the file or
// `max_size` (rules.h's entry_accepted), or the window, or a body that does not parse), after the
// first batch whose CRC does not hold (its length is not covered by it), and after `most` batches
// (-1: no bound).
PyObject* py_walk(PyObject*, PyObject* args) {
    PyObject *window, *file, *decompression_limit, *backend;
    long long available, limit, max_size, position;
    Py_ssize_t most = -1;
    if (!PyArg_ParseTuple(args, "OLLLOLOO|n", &window, &available, &limit, &max_size, &file, &position,
                          &decompression_limit, &backend, &most)) {
        return nullptr;
    }
    return guarded([&] {
        require_configured();
        require_batches();
        Buffer buf(window);
        Ref batches(check(PyList_New(0)));
        size_t offset = 0;
        while (static_cast<long long>(offset) < limit && offset + HEADER_SIZE_UP_TO_MAGIC <= buf.size() &&
               available >= static_cast<long long>(HEADER_SIZE_UP_TO_MAGIC) && PyList_GET_SIZE(batches.get()) != most) {
            const char* at = buf.data() + offset;
            kaitai::kstream head(at, HEADER_SIZE_UP_TO_MAGIC);
            kafka_log_segment_t::entry_prefix_t prefix(&head);
            int64_t declared = prefix.len_declared();
            int magic = prefix.magic();
            if (!entry_accepted(magic, declared, prefix.len_min(), available, max_size) ||
                offset + declared + LOG_OVERHEAD > buf.size()) {
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

// The fields of one legacy message as a pyspark_udfs.contract.LegacyHeader, key and value made by
// `fields` (copies or views).
PyObject* legacy_fields(kafka_legacy_message_t& m, FieldValues& fields) {
    require_configured();
    Ref values[] = {LEGACY_HEADER(FIELD_VALUE, m, fields)};
    return legacy_header_class.make(values);
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

// The inner messages of a decompressed wrapper from byte `start`, at most `limit`, each given to
// `each(message, position, crc_valid)` (the `index`-th of the set counting from `first_index`).
// Each must take exactly the log overhead plus its declared size. Returns where the next one
// starts, and sets `error` to an InnerProblem's fields (INNER_PROBLEM) when one does not parse
// (INNER_UNPARSABLE) or does not take its size (INNER_BAD_SIZE; rules.h).
template <typename Each>
uint64_t for_each_inner(const Buffer& buf, Py_ssize_t start, Py_ssize_t limit, Py_ssize_t first_index, Ref& error,
                        Each each) {
    InnerWalk walk = walk_inner(buf.data(), buf.size(), static_cast<uint64_t>(start),
                                limit < 0 ? 0 : static_cast<size_t>(limit),
                                [&](std::unique_ptr<kafka_legacy_message_t>& message, uint64_t at, bool crc_valid) {
                                    each(*message, at, crc_valid);
                                    return true;
                                });
    if (walk.code != 0) {
        InnerStop e{walk.code, first_index + static_cast<Py_ssize_t>(walk.walked), walk.position, walk.declared,
                    walk.taken, walk.message};
        Ref values[] = {INNER_PROBLEM(FIELD_VALUE, e)};
        error = Ref(tuple_of(values, INNER_PROBLEM_FIELDS.size()));
    }
    return walk.position;
}

// legacy_inner(data, start, limit, first_index[, views_from]) -> (messages, next, error)
//
// The inner message set of a decompressed wrapper from byte `start` (for_each_inner): at most
// `limit` messages, each (position, fields, crc_valid), and where the next one starts. `error` is
// None or an InnerProblem's fields. Keys and values of `views_from` bytes or more (0: none) are
// memoryviews of `data`.
PyObject* py_legacy_inner(PyObject*, PyObject* args) {
    PyObject* obj;
    Py_ssize_t start, limit, first_index, views_from = 0;
    if (!PyArg_ParseTuple(args, "Onnn|n", &obj, &start, &limit, &first_index, &views_from)) return nullptr;
    return guarded([&] {
        Buffer buf(obj);
        FieldValues values(obj, buf, views_from);
        Ref messages(check(PyList_New(0)));
        Ref error(new_ref(Py_None));
        uint64_t position = for_each_inner(buf, start, limit, first_index, error,
                                           [&](kafka_legacy_message_t& message, uint64_t at, bool crc_valid) {
            Ref fields(legacy_fields(message, values));
            Ref item(check(Py_BuildValue("(KOO)", static_cast<unsigned long long>(at), fields.get(),
                                         crc_valid ? Py_True : Py_False)));
            if (PyList_Append(messages.get(), item.get()) != 0) throw python_error();
        });
        return check(Py_BuildValue("(OKO)", messages.get(), static_cast<unsigned long long>(position), error.get()));
    });
}

// legacy_records(data, start, limit, first_index, views_from, log_append_time, wrapper_timestamp, types)
//     -> (records, next, error, last_offset, compressed_at)
//
// The inner messages legacy_inner gives, as pyspark_udfs.model.Record objects (backend.py's
// PythonBackend.legacy_records, the reference): each offset as the message holds it (magic 1's are
// relative: the caller adds the base), the timestamp by rules.h's legacy_inner_timestamp (the
// wrapper's LogAppendTime and `wrapper_timestamp`), the timestamp type types[magic], no headers,
// the message's own CRC and whether it holds. `last_offset` is the last message's offset (None
// when there is none), `compressed_at` the index in `records` of the first compressed one (-1: none).
PyObject* py_legacy_records(PyObject*, PyObject* args) {
    PyObject *obj, *types;
    Py_ssize_t start, limit, first_index, views_from;
    int log_append_time;
    long long wrapper_timestamp;
    if (!PyArg_ParseTuple(args, "OnnnnpLO!", &obj, &start, &limit, &first_index, &views_from, &log_append_time,
                          &wrapper_timestamp, &PyTuple_Type, &types)) {
        return nullptr;
    }
    return guarded([&] {
        require_configured();
        if (PyTuple_GET_SIZE(types) != 2) throw std::invalid_argument("legacy_records: types must be a 2-tuple");
        Buffer buf(obj);
        FieldValues fields(obj, buf, views_from);
        Ref records(check(PyList_New(0)));
        Ref error(new_ref(Py_None));
        Ref last(new_ref(Py_None));
        Py_ssize_t compressed_at = -1;
        uint64_t position = for_each_inner(buf, start, limit, first_index, error,
                                           [&](kafka_legacy_message_t& m, uint64_t, bool crc_valid) {
            int magic = m.magic();  // the spec's `valid: any-of [0, 1]`
            if (m.compression() != kafka_record_batch_t::COMPRESSION_TYPE_NONE && compressed_at < 0) {
                compressed_at = PyList_GET_SIZE(records.get());
            }
            PyObject* values[10] = {nullptr};
            try {
                values[0] = int_of(m.offset());
                values[1] = int_of(legacy_inner_timestamp(log_append_time != 0, wrapper_timestamp, magic,
                                                          !m._is_null_timestamp(), m.timestamp()));
                values[2] = new_ref(PyTuple_GET_ITEM(types, magic));
                values[3] = optional_field(m.len_key() < 0, m.key(), fields);  // as in legacy_fields
                values[4] = optional_field(m.len_value() < 0, m.value(), fields);
                values[5] = untracked_empty_list();
                values[6] = int_of(-1);  // Record's defaults: no sequence, not a control record
                values[7] = new_ref(Py_None);
                values[8] = int_of(static_cast<uint32_t>(m.crc()));
                values[9] = bool_of(crc_valid);
            } catch (...) {
                for (PyObject* v : values) Py_XDECREF(v);
                throw;
            }
            Ref made(new_record(values));
            if (PyList_Append(records.get(), made.get()) != 0) throw python_error();
            last = Ref(int_of(m.offset()));
        });
        return check(Py_BuildValue("(OKOOn)", records.get(), static_cast<unsigned long long>(position), error.get(),
                                   last.get(), compressed_at));
    });
}

// add_base(records, base, end) -> count: pyspark_udfs/record_rules.py's add_base over Record objects
// whose offsets fit int64 (the C++ build's), for a `base` of 0 to 2^63 - 1: `base` added to the
// offsets of records[:end], stopping before the first whose sum would pass int64.
PyObject* py_add_base(PyObject*, PyObject* args) {
    PyObject* records;
    long long base;
    Py_ssize_t end;
    if (!PyArg_ParseTuple(args, "O!Ln", &PyList_Type, &records, &base, &end)) return nullptr;
    return guarded([&] {
        require_configured();
        if (base < 0 || end < 0 || end > PyList_GET_SIZE(records)) {
            throw std::invalid_argument("add_base: base or end out of range");
        }
        for (Py_ssize_t i = 0; i < end; i++) {
            PyObject* record = PyList_GET_ITEM(records, i);
            if (!record_class.made_it(record)) throw std::invalid_argument("add_base: not a Record");
            PyObject** offset = record_class.slot(record, 0);  // RECORD_FIELDS[0]
            long long value = PyLong_AsLongLong(*offset);
            if (value == -1 && PyErr_Occurred()) throw python_error();
            long long sum;
            if (__builtin_add_overflow(value, base, &sum)) return int_of(i);
            PyObject* made = int_of(sum);
            Py_SETREF(*offset, made);
        }
        return int_of(end);
    });
}

// ---------------------------------------------------------------------------------------------
// v2 records as pyspark_udfs.model.Record objects.

// configure(Record, Prefix, V2Header, LegacyHeader, views_from, arrow_tuples): the record and header
// classes built, header_views_from, and ArrowBuilder's named tuples (a dict by class name, arrow_args.h).
PyObject* py_configure(PyObject*, PyObject* args) {
    PyObject *record, *prefix, *v2_header, *legacy_header, *arrow_tuples;
    if (!PyArg_ParseTuple(args, "OOOOnO!", &record, &prefix, &v2_header, &legacy_header, &header_views_from,
                          &PyDict_Type, &arrow_tuples)) {
        return nullptr;
    }
    return guarded([&] {
        prefix_class.configure(prefix, PREFIX_FIELDS);
        v2_header_class.configure(v2_header, V2_HEADER_FIELDS);
        legacy_header_class.configure(legacy_header, LEGACY_HEADER_FIELDS);
        configure_arrow_tuples(arrow_tuples);
        record_class.configure(record, RECORD_FIELDS);
        install_record_dealloc(record);
        return new_ref(Py_None);
    });
}

// configure_batches(DefaultBatch, LegacyBatch): the batch classes walk() builds.
PyObject* py_configure_batches(PyObject*, PyObject* args) {
    PyObject *default_batch, *legacy_batch;
    if (!PyArg_ParseTuple(args, "OO", &default_batch, &legacy_batch)) return nullptr;
    return guarded([&] {
        default_batch_class.configure(default_batch, BATCH_FIELDS);
        legacy_batch_class.configure(legacy_batch, LEGACY_BATCH_FIELDS);
        return new_ref(Py_None);
    });
}

PyObject* header_list(kafka_record_batch_t::record_t& record, FieldValues& fields) {
    std::vector<std::unique_ptr<kafka_record_batch_t::header_t>>& headers = *record.headers();
    if (headers.empty()) return untracked_empty_list();
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
// control record. error is None or RecordsProblem's arguments (RECORDS_PROBLEM_FIELDS),
// codes as in rules.h. The keys, values and header values of a data batch
// (not a control one) of `views_from` bytes or more (0: none) are memoryviews
// of `data`, not copies.
PyObject* py_v2_records(PyObject*, PyObject* args) {
    PyObject *obj, *context_obj, *timestamp_type, *control_fields;
    Py_ssize_t start, held, held_bytes, views_from = 0;
    int count;
    BatchContext context;
    if (!PyArg_ParseTuple(args, "Oni" "O!" "OOnn|n", &obj, &start, &count, &PyTuple_Type, &context_obj,
                          &timestamp_type, &control_fields, &held, &held_bytes, &views_from) ||
        !parse_batch_context(context_obj, &context)) {
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
            [&](kafka_record_batch_t::record_t& record, const RecordRead& v) {
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
                Ref made(new_record(values));
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
    {"pool_state", pool_state, METH_NOARGS, "The column buffer pool: (held elsewhere, idle, idle bytes)."},
    {"crc32", py_crc32, METH_O, "CRC-32 (IEEE) of a buffer."},
    {"decompress", py_decompress, METH_VARARGS, "A clean compressed payload by the codec libraries' C APIs, or None."},
    {"configure_codecs", py_configure_codecs, METH_VARARGS, "Set what decompress asks of a decoder first."},
    {"entry_prefix", py_entry_prefix, METH_O, "kafka_log_segment's entry_prefix of a buffer."},
    {"v2_header", py_v2_header, METH_O, "The header of the RecordBatch a buffer holds."},
    {"walk", py_walk, METH_VARARGS, "The batches back to back in a read buffer, with their CRCs."},
    {"next_batch", py_next_batch, METH_VARARGS, "The next intact batch in a read buffer (resync after damage)."},
    {"legacy_message", py_legacy_message, METH_O, "The legacy message a buffer starts with."},
    {"legacy_inner", py_legacy_inner, METH_VARARGS, "Inner messages of a decompressed legacy wrapper."},
    {"add_base", py_add_base, METH_VARARGS, "Add a wrapper's base to the offsets of Record objects."},
    {"legacy_records", py_legacy_records, METH_VARARGS, "Inner messages of a legacy wrapper as Record objects."},
    {"configure", py_configure, METH_VARARGS, "Set the record and header classes the functions build."},
    {"configure_batches", py_configure_batches, METH_VARARGS, "Set the batch classes walk() builds."},
    {"v2_records", py_v2_records, METH_VARARGS, "The records of a v2 batch as Record objects."},
    {"arrow_c_array", arrow_c_array, METH_VARARGS, "Column buffers as one Arrow C data interface struct array."},
    {"json_lines", py_json_lines, METH_VARARGS, "dump --json's lines of Record objects, or None."},
    {"text_lines", py_text_lines, METH_VARARGS, "dump's deep-iteration lines of Record objects, or None."},
    {nullptr, nullptr, 0, nullptr},
};

PyModuleDef MODULE = {PyModuleDef_HEAD_INIT, "_native",
                      "Kaitai's C++ build of ksy/ behind pyspark_udfs.backend (see pyspark_udfs/native/).", -1,
                      METHODS};

}  // namespace

PyObject* record_field(PyObject* record, RecordField field) {
    if (!record_class.configured() || !record_class.made_it(record)) return nullptr;
    return *reinterpret_cast<PyObject**>(reinterpret_cast<char*>(record) +
                                         record_class.offset(static_cast<size_t>(field)));
}

}  // namespace kafka_native

namespace kafka_native {
namespace {

// FIELDS: the field names of every tuple and slotted class the module builds or reads, under
// the name of the Python class that holds them (tests/test_native_contract.py compares them).
PyObject* field_names() {
    const std::pair<const char*, const std::vector<std::string>*> lists[] = {
        {"Prefix", &PREFIX_FIELDS},
        {"V2Header", &V2_HEADER_FIELDS},
        {"LegacyHeader", &LEGACY_HEADER_FIELDS},
        {"RecordsContext", &RECORDS_CONTEXT_FIELDS},
        {"RecordsProblem", &RECORDS_PROBLEM_FIELDS},
        {"InnerProblem", &INNER_PROBLEM_FIELDS},
        {"Record", &RECORD_FIELDS},
        {"DefaultBatch", &BATCH_FIELDS},
        {"LegacyBatch", &LEGACY_BATCH_FIELDS},
    };
    Ref fields(check(PyDict_New()));
    for (const auto& list : lists) {
        Ref names(names_tuple(*list.second));
        if (PyDict_SetItemString(fields.get(), list.first, names.get()) != 0) throw python_error();
    }
    for (const auto& list : arrow_tuple_fields()) {
        Ref names(names_tuple(list.second));
        if (PyDict_SetItemString(fields.get(), list.first, names.get()) != 0) throw python_error();
    }
    return fields.release();
}

// CODES: rules.h's problem codes by name, under the name of their enum (pyspark_udfs.contract's).
PyObject* problem_codes() {
    Ref codes(check(PyDict_New()));
#define CODE_ITEM(name, value) {#name, value},
    const std::pair<const char*, std::vector<std::pair<const char*, int>>> enums[] = {
        {"RecordsError", {RECORDS_ERROR_CODES(CODE_ITEM)}},
        {"InnerError", {INNER_ERROR_CODES(CODE_ITEM)}},
    };
#undef CODE_ITEM
    for (const auto& e : enums) {
        Ref members(check(PyDict_New()));
        for (const auto& member : e.second) {
            Ref value(int_of(member.second));
            if (PyDict_SetItemString(members.get(), member.first, value.get()) != 0) throw python_error();
        }
        if (PyDict_SetItemString(codes.get(), e.first, members.get()) != 0) throw python_error();
    }
    return codes.release();
}

// LAYOUT: layout.h's numbers by name (pyspark_udfs/layout.py's).
PyObject* layout_numbers() {
    return check(Py_BuildValue("{sLsnsnsnsL}", "LOG_OVERHEAD", static_cast<long long>(LOG_OVERHEAD), "LENGTH_OFFSET",
                               static_cast<Py_ssize_t>(LENGTH_OFFSET), "MAGIC_OFFSET",
                               static_cast<Py_ssize_t>(MAGIC_OFFSET), "HEADER_SIZE_UP_TO_MAGIC",
                               static_cast<Py_ssize_t>(HEADER_SIZE_UP_TO_MAGIC), "LEGACY_RECORD_OVERHEAD_V0",
                               static_cast<long long>(LEGACY_RECORD_OVERHEAD_V0)));
}

int add_attributes(PyObject* module) {
    PyObject* result = guarded([&] {
        // `described`: its message is worded already (pyspark_udfs.parser_errors.describe).
        Ref attributes(check(Py_BuildValue("{sO}", "described", Py_True)));
        parse_error = check(PyErr_NewException("pyspark_udfs._native.ParseError", PyExc_ValueError, attributes.get()));
        if (PyModule_AddObject(module, "ParseError", new_ref(parse_error)) != 0) throw python_error();
        Ref fields(field_names());
        if (PyModule_AddObject(module, "FIELDS", fields.get()) != 0) throw python_error();
        fields.release();
        Ref codes(problem_codes());
        if (PyModule_AddObject(module, "CODES", codes.get()) != 0) throw python_error();
        codes.release();
        std::vector<int> codecs = native_codecs();
        Ref native(check(PyTuple_New(static_cast<Py_ssize_t>(codecs.size()))));
        for (size_t i = 0; i < codecs.size(); i++) PyTuple_SET_ITEM(native.get(), i, int_of(codecs[i]));
        if (PyModule_AddObject(module, "NATIVE_CODECS", native.get()) != 0) throw python_error();
        native.release();
        Ref layout(layout_numbers());
        if (PyModule_AddObject(module, "LAYOUT", layout.get()) != 0) throw python_error();
        layout.release();
        if (add_arrow_builder(module) != 0) throw python_error();
        return new_ref(Py_None);
    });
    if (result == nullptr) return -1;
    Py_DECREF(result);
    return 0;
}

}  // namespace
}  // namespace kafka_native

PyMODINIT_FUNC PyInit__native(void) {
    PyObject* module = PyModule_Create(&kafka_native::MODULE);
    if (module == nullptr) return nullptr;
    if (kafka_native::add_attributes(module) != 0) {
        Py_DECREF(module);
        return nullptr;
    }
    return module;
}
