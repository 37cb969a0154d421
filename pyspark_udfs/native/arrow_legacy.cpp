// ArrowBuilder.add_legacy: the inner messages of a compressed legacy (v0/v1) wrapper straight
// into the builder, when the wrapper is clean.
#include <stdint.h>

#include <memory>
#include <stdexcept>
#include <vector>

#include "arrow_builder.h"
#include "crc.h"
#include "guarded.h"
#include "inner.h"
#include "kafka_legacy_message.h"

namespace kafka_native {
namespace {

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

// A LegacyWrapper read (pyspark_udfs/contract.py).
struct Wrapper {
    PyObject* data;
    size_t held;
    long long offset, timestamp;
    int magic, type_ids[2];
    bool log_append_time, crc_valid, validate_crc;
};

Wrapper wrapper_of(PyObject* obj) {
    namespace F = LegacyWrapperField;
    PyObject* const* f = items_of(LegacyWrapperTuple, obj, "wrapper");
    Wrapper w;
    w.data = f[F::data];
    Py_ssize_t most = ssize_from(f[F::held]);
    if (most < 1) throw std::invalid_argument("add_legacy: held >= 1");
    w.held = static_cast<size_t>(most);
    w.offset = long_long_of(f[F::offset]);
    w.timestamp = long_long_of(f[F::timestamp]);
    w.magic = int_from(f[F::magic]);
    if (!PyTuple_Check(f[F::type_ids]) || PyTuple_GET_SIZE(f[F::type_ids]) != 2) {
        throw std::invalid_argument("add_legacy: type_ids is (magic 0's, magic 1's)");
    }
    w.type_ids[0] = int_from(PyTuple_GET_ITEM(f[F::type_ids], 0));
    w.type_ids[1] = int_from(PyTuple_GET_ITEM(f[F::type_ids], 1));
    w.log_append_time = truth_of(f[F::log_append_time]);
    w.crc_valid = truth_of(f[F::crc_valid]);
    w.validate_crc = truth_of(f[F::validate_crc]);
    return w;
}

// Appends a wrapper's inner messages to a builder, each as LegacyBatch.records gives it.
struct InnerAppender {
    Builder* self;
    const Wrapper& w;
    const Buffer& buf;
    const Limits& limits;
    int run;

    // Appends message `m` of offset `offset` unless a bound says to stop before it (false).
    bool append(kafka_legacy_message_t& m, int64_t offset, bool valid) {
        if (!in_offset_range(offset, limits.range)) return true;
        bool null_key = m.len_key() < 0, null_value = m.len_value() < 0;  // module.cpp's LEGACY_HEADER asks so
        size_t size = (null_key || !(self->fill & FILL_KEY) ? 0 : m.key().size()) +
                      (null_value || !(self->fill & FILL_VALUE) ? 0 : m.value().size());
        const ChunkBounds& b = limits.bounds;
        bool alone = size >= b.alone_bytes;
        if (starts_new_chunk(rows(self), bytes(self), size, b.max_rows, b.max_bytes, b.alone_bytes, self->alone)) {
            return false;
        }
        append_key_value(self, w.data, buf, null_key, m.key(), null_value, m.value(), alone);
        self->offset->append(offset);
        int magic = m.magic();
        append_timestamp(self, legacy_inner_timestamp(w.log_append_time, w.timestamp, magic,
                                                      magic == 1 && !m._is_null_timestamp(), m.timestamp()),
                         true);
        self->timestamp_type->append(w.type_ids[magic]);
        self->sequence->append(-1);
        self->crc_valid->append(w.crc_valid && valid);
        close_headers(self, false);
        self->run->push_back(run);
        return true;
    }
};

// Where appending stopped: the message not appended, its number and position in the set.
struct InnerStopped {
    bool stopped;
    size_t index;
    uint64_t position;
};

const InnerStopped NOT_STOPPED = {false, 0, 0};

// The messages of a clean set (clean_inner_set), all of them checked already.
InnerStopped append_clean_set(InnerAppender& appender, InnerSet& set) {
    InnerStopped out = NOT_STOPPED;
    for (size_t i = 0; i < set.messages.size(); i++) {
        if (!appender.append(*set.messages[i], set.offsets[i], set.crc_valid[i])) {
            out = InnerStopped{true, i, set.positions[i]};
            break;
        }
    }
    return out;
}

// The rest of a set the first call found clean: message `first` on, at byte `start`, parsed again.
InnerStopped append_rest_of_set(InnerAppender& appender, size_t start, size_t first, int64_t base) {
    const Buffer& buf = appender.buf;
    kaitai::kstream io(buf.data(), buf.size());
    io.seek(static_cast<uint64_t>(start));
    size_t index = first;
    while (io.pos() < buf.size()) {
        uint64_t position = io.pos();
        kafka_legacy_message_t message(&io);
        int64_t offset;
        if (__builtin_add_overflow(base, message.offset(), &offset)) {
            throw std::logic_error("add_legacy: an inner offset out of range after the first call");
        }
        if (!appender.append(message, offset, inner_crc_valid(buf, position, message))) {
            return InnerStopped{true, index, position};
        }
        index++;
    }
    return NOT_STOPPED;
}

// The LegacyAdded of a call that appended `added` rows and stopped as `stopped` says.
PyObject* legacy_added(size_t added, PyObject* first_offset, const InnerStopped& stopped, int64_t base) {
    Ref rows(check(PyLong_FromSize_t(added)));
    Ref resume;
    if (stopped.stopped) {
        Ref values[LegacyResumeField::FIELD_COUNT];
        values[LegacyResumeField::number] = Ref(int_of(static_cast<long long>(stopped.index)));
        values[LegacyResumeField::position] = Ref(int_of(static_cast<long long>(stopped.position)));
        values[LegacyResumeField::base] = Ref(int_of(base));
        resume = Ref(LegacyResumeTuple.make(values));
    } else {
        resume = Ref(new_ref(Py_None));
    }
    Ref values[LegacyAddedField::FIELD_COUNT];
    values[LegacyAddedField::rows] = std::move(rows);
    values[LegacyAddedField::first_offset] = Ref(new_ref(first_offset));
    values[LegacyAddedField::resume] = std::move(resume);
    return LegacyAddedTuple.make(values);
}

}  // namespace

// add_legacy(wrapper, limits, run, resume) -> None or LegacyAdded(rows, first_offset, resume)
//
// The inner messages of a legacy wrapper (a LegacyWrapper: `data` its decompressed inner set), as
// pyspark_udfs/legacy_batch.py's LegacyBatch.records gives them (offsets, timestamps,
// type_ids[inner magic] as the timestamp type, no headers, sequence -1), keeping those the
// ChunkLimits keep, each one's crcValid the wrapper's and its own CRC's, their rows pointing at
// `run`. The first call (resume None) checks the whole set: None, with nothing added, when it is
// not clean (clean_inner_set), and the Python path reads it. The bounds are add_v2's: resume is a
// LegacyResume (the next message's number and position, the base inner offsets are added to) for
// the next call, which reads the set from there on without checking it again. first_offset is the
// first message's offset (the baseOffset column; None after the first call).
PyObject* builder_add_legacy(PyObject* obj, PyObject* args) {
    Builder* self = reinterpret_cast<Builder*>(obj);
    PyObject *wrapper_obj, *limits_obj, *resume_obj;
    int run;
    if (!PyArg_ParseTuple(args, "OOiO", &wrapper_obj, &limits_obj, &run, &resume_obj)) return nullptr;
    return guarded([&]() -> PyObject* {
        Wrapper w = wrapper_of(wrapper_obj);
        Limits limits = limits_of(limits_obj);
        Buffer buf(w.data);
        InnerAppender appender{self, w, buf, limits, run};
        size_t before = rows(self);
        if (is_none(resume_obj)) {
            InnerSet set;
            if (!clean_inner_set(buf, w.held, w.magic, w.offset, w.validate_crc, set)) return new_ref(Py_None);
            InnerStopped stopped = append_clean_set(appender, set);
            Ref first_offset(int_of(set.offsets[0]));
            return legacy_added(rows(self) - before, first_offset.get(), stopped, set.base);
        }
        namespace F = LegacyResumeField;
        PyObject* const* r = items_of(LegacyResumeTuple, resume_obj, "resume");
        Py_ssize_t first = ssize_from(r[F::number]), start = ssize_from(r[F::position]);
        if (first < 0 || start < 0) throw std::invalid_argument("add_legacy: a resume's number and position >= 0");
        int64_t base = long_long_of(r[LegacyResumeField::base]);
        InnerStopped stopped = append_rest_of_set(appender, static_cast<size_t>(start), static_cast<size_t>(first),
                                                  base);
        return legacy_added(rows(self) - before, Py_None, stopped, base);
    });
}

}  // namespace kafka_native
