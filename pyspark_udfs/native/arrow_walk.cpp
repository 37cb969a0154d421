// ArrowBuilder.add_walk and add_pending: the v2 batches of a read buffer straight into the
// builder, with pyspark_udfs/tables/rows.py's read_split decisions made here for the batches it
// can decide alone, each step below one of them (docs/native-contract.md lists the pair).
#include <stdint.h>
#include <string.h>

#include <algorithm>
#include <limits>
#include <memory>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "arrow_builder.h"
#include "codecs.h"
#include "crc.h"
#include "guarded.h"
#include "kafka_log_segment.h"
#include "kafka_record_batch.h"
#include "kaitai/exceptions.h"
#include "layout.h"

namespace kafka_native {
namespace {

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

// A WalkConfig read (pyspark_udfs/contract.py): bounds are None or ints within int64; file_base is
// the base offset in the segment's file name (None: none); per_batch names the per-batch columns in
// the order of the tuple of values each batch gets. Its objects are borrowed from the config.
struct WalkConfig {
    long long max_size;
    bool has_low, has_high, has_timestamp_low, has_file_base;
    long long low, high, timestamp_low, file_base;
    Limits limits;  // the records kept, the record batch's bounds
    bool include_control, read_committed;
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

// A tuple argument of `size` items (a TypeError naming `what` else).
PyObject* tuple_item(PyObject* obj, Py_ssize_t size, const char* what) {
    if (!PyTuple_Check(obj) || PyTuple_GET_SIZE(obj) != size) {
        throw std::invalid_argument(std::string("add_walk: ") + what);
    }
    return obj;
}

WalkConfig walk_config_of(PyObject* obj) {
    namespace F = WalkConfigField;
    PyObject* const* f = items_of(WalkConfigTuple, obj, "config");
    WalkConfig c;
    c.max_size = long_long_of(f[F::max_size]);
    c.limits = limits_of(f[F::limits]);
    PyObject* const* l = items_of(ChunkLimitsTuple, f[F::limits], "config.limits");
    bound_arg(l[ChunkLimitsField::low], &c.has_low, &c.low);
    bound_arg(l[ChunkLimitsField::high], &c.has_high, &c.high);
    bound_arg(f[F::timestamp_low], &c.has_timestamp_low, &c.timestamp_low);
    bound_arg(f[F::file_base], &c.has_file_base, &c.file_base);
    c.include_control = truth_of(f[F::include_control]);
    c.read_committed = truth_of(f[F::read_committed]);
    c.decompress = f[F::decompress];
    c.decompression_limit = long_long_of(f[F::decompression_limit]);
    c.topic = f[F::topic];
    c.partition = f[F::partition];
    c.file = f[F::file];
    c.codec_names = tuple_item(f[F::codec_names], 8, "codec_names: 8 names");
    c.type_ids = tuple_item(f[F::type_ids], 2, "type_ids: CreateTime's and LogAppendTime's");
    if (!PyTuple_Check(f[F::per_batch])) throw std::invalid_argument("add_walk: per_batch is a tuple of names");
    for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(f[F::per_batch]); i++) {
        c.per_batch.push_back(batch_field(PyTuple_GET_ITEM(f[F::per_batch], i)));
    }
    return c;
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
    Ref problem;                // a BatchProblem: a batch whose records stopped
};

// The BatchProblem of the batch at `position` of `count` records, whose records stopped as `status` says.
PyObject* batch_problem(long long position, int count, const RecordsStatus& status) {
    Ref values[BatchProblemField::FIELD_COUNT];
    values[BatchProblemField::position] = Ref(int_of(position));
    values[BatchProblemField::record_count] = Ref(int_of(count));
    values[BatchProblemField::problem] = Ref(status_object(status));
    return BatchProblemTuple.make(values);
}

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
                                          c.limits.range, run, true, c.limits.bounds, &added);
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
        result.problem = Ref(batch_problem(position, count, status));
        return false;
    }
    if (self->alone) {
        result.full = true;
        return false;
    }
    return true;
}

// read_split's Order.previous: the first and last offsets of the last batch whose CRC holds.
struct Previous {
    bool has;
    long long first, last;
};

// `previous` (None, or (first, last)) read; false when an offset does not fit int64.
bool previous_offsets(PyObject* previous, Previous* out) {
    *out = Previous{previous != Py_None, 0, 0};
    if (!out->has) return true;
    if (!PyTuple_Check(previous) || PyTuple_GET_SIZE(previous) != 2) {
        throw std::invalid_argument("add_walk: previous is None or (first, last)");
    }
    long long* values[2] = {&out->first, &out->last};
    for (Py_ssize_t i = 0; i < 2; i++) {
        int overflow;
        *values[i] = PyLong_AsLongLongAndOverflow(PyTuple_GET_ITEM(previous, i), &overflow);
        if (*values[i] == -1 && PyErr_Occurred()) throw python_error();
        if (overflow != 0) return false;
    }
    return true;
}

// The WalkStep of `r`, `previous` read_split's Order.previous after it.
PyObject* walk_step(const WalkResult& r, PyObject* previous) {
    namespace F = WalkStepField;
    Ref values[F::FIELD_COUNT];
    values[F::taken] = Ref(check(PyLong_FromSize_t(r.taken)));
    values[F::python_next] = Ref(bool_of(r.python_next));
    values[WalkStepField::previous] = Ref(new_ref(previous));
    values[F::batches_read] = Ref(check(PyLong_FromSize_t(r.read)));
    values[F::batches_decoded] = Ref(check(PyLong_FromSize_t(r.decoded)));
    values[F::rows] = Ref(check(PyLong_FromSize_t(r.rows)));
    values[F::full] = Ref(bool_of(r.full));
    values[F::problem] = Ref(new_ref(r.problem ? r.problem.get() : Py_None));
    return WalkStepTuple.make(values);
}

// A v2 batch parsed from its entry: the stream it reads from (which it keeps reading its
// instances from) outlives it.
struct ParsedEntry {
    std::unique_ptr<kaitai::kstream> io;
    std::unique_ptr<kafka_record_batch_t> batch;
    size_t size;  // the entry's bytes
};

// The v2 batch of the entry at `offset` of `buf` into `out`; false when the walk stops before it:
// an entry of another magic, one entry_accepted refuses (damaged; `available` bytes of the file are
// left), one past the buffer or one that does not parse.
bool parse_v2_entry(const Buffer& buf, size_t offset, long long available, const WalkConfig& c, ParsedEntry* out) {
    const char* at = buf.data() + offset;
    kaitai::kstream head(at, HEADER_SIZE_UP_TO_MAGIC);
    kafka_log_segment_t::entry_prefix_t prefix(&head);
    int64_t declared = prefix.len_declared();
    if (prefix.magic() != 2 || !entry_accepted(prefix.magic(), declared, prefix.len_min(), available, c.max_size) ||
        offset + declared + LOG_OVERHEAD > buf.size()) {
        return false;
    }
    out->size = static_cast<size_t>(declared + LOG_OVERHEAD);
    out->io.reset(new kaitai::kstream(at, out->size));
    try {
        out->batch.reset(new kafka_record_batch_t(out->io.get()));
    } catch (const kaitai::kstruct_error&) {
        return false;
    }
    return true;
}

// Whether read_split decides the batch at `at` (`size` bytes, whose last offset goes into `*last`)
// as this walk would: its CRC holds (every decision after rests on a header whose CRC holds:
// read_split's damage comes first), its last offset fits, its offsets follow `previous`'s
// (offset_order.py's Order: in order, less than 2^31 above the file name's base, its first not
// below it), `previous` did not reach the end bound (`last_wanted`), and it is not a transactional
// batch under read_committed (AbortedTransactions.drops decides those).
bool decided_alike(kafka_record_batch_t& batch, const char* at, size_t size, const WalkConfig& c,
                   const Previous& previous, long long last_wanted, long long* last) {
    if (checksum_of(crc32c, at, size, batch.ofs_crc_input(), batch.len_crc_input()) != batch.crc()) return false;
    long long base = batch.base_offset();
    if (__builtin_add_overflow(base, static_cast<long long>(batch.last_offset_delta()), last)) return false;
    if (*last < base || (previous.has && base <= previous.last)) return false;  // out of order: read_split words it
    long long above_base;
    if (c.has_file_base &&
        (__builtin_sub_overflow(*last, c.file_base, &above_base) || above_base > std::numeric_limits<int32_t>::max() ||
         (!previous.has && base < c.file_base))) {
        return false;
    }
    if (previous.has && previous.last >= last_wanted) return false;  // in order after the end bound: read_split stops
    return !(c.read_committed && batch.is_transactional() && !batch.is_control() && batch.producer_id() >= 0);
}

// Whether the header filters pass the batch over (read_split's skip: offsets, timestamp, control).
bool skipped(kafka_record_batch_t& batch, long long last, const WalkConfig& c) {
    return (c.has_low && last < c.low) || (c.has_high && batch.base_offset() >= c.high) ||
           (c.has_timestamp_low && batch.max_timestamp() < c.timestamp_low) ||
           (!c.include_control && batch.is_control());
}

// The records of a compressed batch (at `offset` of `window`, at `at`), decompressed by codecs.h or
// else by the config's `decompress(codec_name, payload)` into `*out`; false when that raises (its
// exception cleared: read_split decompresses the batch again and words the problem).
bool decompress_records(kafka_record_batch_t& batch, PyObject* window, size_t offset, const char* at, size_t size,
                        const WalkConfig& c, Ref* out) {
    size_t from = std::min(size, static_cast<size_t>(batch.ofs_records()));
    size_t to = from + std::min(size - from, static_cast<size_t>(std::max(0, batch.len_records())));
    int code = static_cast<int>(batch.compression()) & 7;
    PyObject* made = kafka_native::decompressed(code, 2, at + from, to - from, c.decompression_limit);
    if (made == nullptr) {  // left to compression.py: another codec, or a problem to word
        Ref payload(check(PySequence_GetSlice(window, static_cast<Py_ssize_t>(offset + from),
                                              static_cast<Py_ssize_t>(offset + to))));
        made = PyObject_CallFunctionObjArgs(c.decompress, PyTuple_GET_ITEM(c.codec_names, code), payload.get(), nullptr);
    }
    if (made == nullptr) {
        if (!PyErr_ExceptionMatches(PyExc_Exception)) throw python_error();
        PyErr_Clear();
        return false;
    }
    *out = Ref(made);
    return true;
}

// A walked batch to append: where it is and what its records need.
struct WalkedBatch {
    kafka_record_batch_t& batch;
    PyObject* window;
    const Buffer& buf;
    size_t end;  // where the entry ends in the buffer
    size_t size;
    long long position;  // in the file
};

// Appends a batch the walk took and did not skip (append_batch): its records from the entry, or
// from `decompressed` (null unless the batch is compressed). Whether the walk goes on.
bool append_walked(Builder* self, PyObject* runs, const WalkConfig& c, const WalkedBatch& w, PyObject* decompressed,
                   WalkResult& result) {
    kafka_record_batch_t& batch = w.batch;
    bool log_append_time = batch.timestamp_type() == kafka_record_batch_t::TIMESTAMP_TYPE_LOG_APPEND_TIME;
    BatchContext context = {batch.base_offset(), batch.base_timestamp(), batch.max_timestamp(), batch.base_sequence(),
                            batch.is_control() ? 1 : 0, log_append_time ? 1 : 0};
    int type_id = int_from(PyTuple_GET_ITEM(c.type_ids, log_append_time ? 1 : 0));
    Ref values(batch_values(c, batch, w.position));
    int count = batch.num_records();
    if (count == 0) {
        return append_batch(self, runs, c, w.window, w.buf, 0, 0, 0, 0, 0, context, type_id, values.get(), w.position,
                            result);
    }
    if (decompressed != nullptr) {
        Buffer records(decompressed);
        return append_batch(self, runs, c, decompressed, records, 0, records.size(), 0, 0, count, context, type_id,
                            values.get(), w.position, result);
    }
    return append_batch(self, runs, c, w.window, w.buf, w.end - w.size, w.size,
                        static_cast<size_t>(batch.ofs_records()), 0, count, context, type_id, values.get(), w.position,
                        result);
}

// The walk of add_walk from the start of `window` (see there), `previous` updated as it goes.
WalkResult walk_batches(Builder* self, PyObject* window, long long available, long long limit, long long position,
                        PyObject* runs, const WalkConfig& c, Previous& previous) {
    const long long last_wanted = c.has_high ? c.high - 1 : std::numeric_limits<long long>::max();
    Buffer buf(window);
    WalkResult result;
    size_t offset = 0;
    while (static_cast<long long>(offset) < limit && offset + HEADER_SIZE_UP_TO_MAGIC <= buf.size() &&
           available >= static_cast<long long>(HEADER_SIZE_UP_TO_MAGIC)) {
        ParsedEntry entry;
        if (!parse_v2_entry(buf, offset, available, c, &entry)) break;  // read_split walks on from here
        kafka_record_batch_t& batch = *entry.batch;
        const char* at = buf.data() + offset;
        result.python_next = true;  // until the batch is taken
        long long last;
        if (!decided_alike(batch, at, entry.size, c, previous, last_wanted, &last)) break;
        bool skip = skipped(batch, last, c);
        Ref decompressed;
        if (!skip) {
            if (batch.num_records() < 0) break;  // records_input's problem
            if (batch.num_records() > 0 && batch.compression() != kafka_record_batch_t::COMPRESSION_TYPE_NONE &&
                !decompress_records(batch, window, offset, at, entry.size, c, &decompressed)) {
                break;
            }
        }
        WalkedBatch walked = {batch, window, buf, offset + entry.size, entry.size,
                              position + static_cast<long long>(offset)};
        result.python_next = false;
        result.taken = offset + entry.size;
        result.read++;
        previous = Previous{true, batch.base_offset(), last};
        offset += entry.size;
        available -= static_cast<long long>(entry.size);
        if (skip) continue;
        result.decoded++;
        if (!append_walked(self, runs, c, walked, decompressed.get(), result)) break;
    }
    return result;
}

}  // namespace

// add_walk(window, available, limit, position, previous, runs, config) -> WalkStep
//
// The batches back to back from the start of `window` (a read buffer at byte `position` of the
// file, `available` bytes of the file from there; none at or past `limit`), walked as
// module.cpp's walk walks them, with pyspark_udfs/tables/rows.py's read_split decisions in its
// order, each batch it decodes appended as add_v2 appends it, its per-batch values (a tuple)
// appended to the list `runs` and its rows pointing at them. previous is read_split's Order.previous
// (the first and last offsets of the last batch whose CRC holds; None: none yet), given back updated.
// It takes only what it can decide alone (decided_alike, skipped, decompress_records): a v2 batch
// that parses, whose CRC holds, whose last offset fits, whose offsets follow the previous batch's,
// and, unless it is skipped, whose count is not negative, that is not transactional under
// read_committed (config), that does not follow a batch that reached the end bound, and whose
// payload decompresses. It stops before any other entry (python_next for a v2 batch, which
// read_split reads alone before calling again; else read_split walks on as it does) and at the end
// of `window`, and after a batch when `full` (the caller gives out the record batch, then calls
// add_pending when `pending`) or a problem in its records (a BatchProblem; the records before it
// are in). `config` is a WalkConfig.
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
        WalkConfig c = walk_config_of(config_obj);
        Previous previous;
        if (!previous_offsets(previous_obj, &previous)) {
            WalkResult none;  // past int64 (or below): read_split decides
            none.python_next = true;
            return walk_step(none, previous_obj);
        }
        WalkResult result = walk_batches(self, window, available, limit, position, runs, c, previous);
        Ref last(previous.has ? check(Py_BuildValue("(LL)", previous.first, previous.last)) : new_ref(Py_None));
        return walk_step(result, last.get());
    });
}

// add_pending(runs, config) -> PendingStep(rows, full, problem): the rest of the batch add_walk
// stopped in the middle of (after finish()), as add_walk appends it: `full` again when the record
// batch fills before its end (or a record alone ends it), `problem` as add_walk gives it.
PyObject* builder_add_pending(PyObject* obj, PyObject* args) {
    Builder* self = reinterpret_cast<Builder*>(obj);
    PyObject *runs, *config_obj;
    if (!PyArg_ParseTuple(args, "O!O", &PyList_Type, &runs, &config_obj)) return nullptr;
    return guarded([&]() -> PyObject* {
        if (self->pending == nullptr) throw std::logic_error("add_pending: no pending batch");
        WalkConfig c = walk_config_of(config_obj);
        std::unique_ptr<Pending> p(self->pending);
        self->pending = nullptr;
        Buffer buf(p->owner.get());
        WalkResult result;
        append_batch(self, runs, c, p->owner.get(), buf, p->base, p->size, p->start, p->first, p->count, p->context,
                     p->timestamp_type, p->values.get(), p->position, result);
        namespace F = PendingStepField;
        Ref values[F::FIELD_COUNT];
        values[F::rows] = Ref(check(PyLong_FromSize_t(result.rows)));
        values[F::full] = Ref(bool_of(result.full));
        values[F::problem] = Ref(new_ref(result.problem ? result.problem.get() : Py_None));
        return PendingStepTuple.make(values);
    });
}

}  // namespace kafka_native
