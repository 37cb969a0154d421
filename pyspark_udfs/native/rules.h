// The rules the C++ build shares with the Python build, each defined once here. Python's homes
// of the same rules, and the tests that hold each pair to the same answers, are listed in
// docs/native-contract.md.
#pragma once

#include <stddef.h>
#include <stdint.h>

#include <string>

#include "layout.h"

namespace kafka_native {

// ---- Problem codes: why the records of a v2 batch, or the inner messages of a legacy
// wrapper, stopped early (pyspark_udfs/contract.py's RecordsError and InnerError; the batches
// word them). Each list is CODE(name, value) items; _native.CODES exports them by name.

#define RECORDS_ERROR_CODES(CODE)                                                               \
    CODE(PREMATURE_END, 1) /* the header declares more records than the bytes hold */          \
    CODE(UNPARSABLE, 2)    /* a record's fields do not parse (message says why) */             \
    CODE(BAD_SIZE, 3)      /* Kafka's "invalid record size": declared != taken */              \
    CODE(REMAINING, 4)     /* bytes left after the declared count */                          \
    CODE(OUT_OF_RANGE, 5)  /* a record's offset or timestamp (base + delta) leaves int64 */

#define INNER_ERROR_CODES(CODE)                                                                 \
    CODE(UNPARSABLE, 1) /* an inner message does not parse (message says why) */              \
    CODE(BAD_SIZE, 2)   /* its fields do not take its declared size */

#define RECORDS_ERROR_MEMBER(name, value) RECORDS_##name = value,
enum RecordsError { RECORDS_OK = 0, RECORDS_ERROR_CODES(RECORDS_ERROR_MEMBER) };
#undef RECORDS_ERROR_MEMBER

#define INNER_ERROR_MEMBER(name, value) INNER_##name = value,
enum InnerError { INNER_ERROR_CODES(INNER_ERROR_MEMBER) };
#undef INNER_ERROR_MEMBER

// ---- Records: what a batch's header says that each record needs
// (pyspark_udfs/contract.py's RecordsContext, read from Python with BATCH_CONTEXT_FORMAT).
struct BatchContext {
    long long base_offset;
    long long base_timestamp;
    long long max_timestamp;
    int base_sequence;
    int is_control;
    int log_append_time;
};
#define BATCH_CONTEXT_FORMAT "(LLLipp)"
#define BATCH_CONTEXT_FIELDS(c) \
    &(c).base_offset, &(c).base_timestamp, &(c).max_timestamp, &(c).base_sequence, &(c).is_control, \
        &(c).log_append_time
const char* const BATCH_CONTEXT_NAMES[] = {"base_offset", "base_timestamp", "max_timestamp",
                                           "base_sequence", "is_control", "log_append_time"};

// The items of a PyArg_ParseTuple format of one-letter codes.
constexpr size_t format_items(const char* format) {
    return *format == 0 ? 0 : (*format == '(' || *format == ')' ? 0 : 1) + format_items(format + 1);
}
static_assert(format_items(BATCH_CONTEXT_FORMAT) == sizeof(BATCH_CONTEXT_NAMES) / sizeof(BATCH_CONTEXT_NAMES[0]),
              "a name for each field BATCH_CONTEXT_FORMAT reads");

// Kafka's DefaultRecordBatch.incrementSequence: sequences wrap to 0 after Int.MAX
// (pyspark_udfs/record_rules.py's increment_sequence).
inline int64_t increment_sequence(int64_t sequence, int64_t increment) {
    const int64_t int_max = 2147483647;
    if (sequence > int_max - increment) return increment - (int_max - sequence) - 1;
    return sequence + increment;
}

// Kafka's values for one record of a v2 batch (pyspark_udfs/record_rules.py's record_values):
// offset = base + delta; under LogAppendTime every record has the batch's max timestamp, else
// base + delta; sequence = base + delta wrapping at Int.MAX, or -1 when the batch has none. A
// sum that leaves 64 bits is marked (`*_fits` false) for the caller to carry exactly (Python
// ints) or as damage (out_of_range).
struct RecordValues {
    int64_t offset_delta, timestamp_delta;
    int64_t offset, timestamp, sequence;
    bool offset_fits, timestamp_fits;
};

inline RecordValues record_values(const BatchContext& batch, int64_t offset_delta, int64_t timestamp_delta) {
    RecordValues v;
    v.offset_delta = offset_delta;
    v.timestamp_delta = timestamp_delta;
    v.offset_fits = !__builtin_add_overflow(static_cast<int64_t>(batch.base_offset), offset_delta, &v.offset);
    if (batch.log_append_time) {
        v.timestamp = batch.max_timestamp;
        v.timestamp_fits = true;
    } else {
        v.timestamp_fits = !__builtin_add_overflow(static_cast<int64_t>(batch.base_timestamp), timestamp_delta,
                                                   &v.timestamp);
    }
    v.sequence = batch.base_sequence < 0 ? -1 : increment_sequence(batch.base_sequence, offset_delta);
    return v;
}

// Why a record whose offset or timestamp does not fit (`*_fits` false) is damage: Kafka computes
// them in Java longs, where the sum would wrap, so no broker wrote it (pyspark_udfs/record_rules.py's
// out_of_range words it alike).
inline std::string out_of_range(const BatchContext& batch, const RecordValues& v) {
    if (!v.offset_fits) {
        return "its offset " + std::to_string(static_cast<long long>(batch.base_offset)) + " + " +
               std::to_string(static_cast<long long>(v.offset_delta)) + " does not fit Kafka's int64";
    }
    return "its timestamp " + std::to_string(static_cast<long long>(batch.base_timestamp)) + " + " +
           std::to_string(static_cast<long long>(v.timestamp_delta)) + " does not fit Kafka's int64";
}

// The offsets [low, high), either bound absent (has_low / has_high false).
struct OffsetRange {
    bool has_low;
    int64_t low;
    bool has_high;
    int64_t high;
};

// Whether a record's offset lies in `range` (pyspark_udfs/record_rules.py's in_offset_range).
inline bool in_offset_range(int64_t offset, const OffsetRange& range) {
    return (!range.has_low || offset >= range.low) && (!range.has_high || offset < range.high);
}

// ---- Legacy (v0/v1) wrappers

// What a magic 1 wrapper's relative inner offsets are added to: 0 under a wrapper offset of 0, else
// the wrapper's offset less the last inner offset (pyspark_udfs/record_rules.py's legacy_inner_base).
// False where Python raises (a wrapper offset below the last inner offset) and where the difference
// leaves int64 (Python's exact ints carry it on): the caller leaves such a wrapper to the Python path.
inline bool legacy_inner_base(int64_t wrapper_offset, int64_t last_inner, int64_t* base) {
    if (wrapper_offset == 0) {
        *base = 0;
        return true;
    }
    return wrapper_offset >= last_inner && !__builtin_sub_overflow(wrapper_offset, last_inner, base);
}

// The timestamp of a legacy wrapper's inner message (pyspark_udfs/record_rules.py's
// legacy_inner_timestamp): the wrapper's under LogAppendTime, else its own, or -1 (Kafka's
// NO_TIMESTAMP) for magic 0 or a message without one.
inline int64_t legacy_inner_timestamp(bool log_append_time, int64_t wrapper_timestamp, int inner_magic,
                                      bool has_timestamp, int64_t inner_timestamp) {
    if (log_append_time) return wrapper_timestamp;
    if (inner_magic == 0 || !has_timestamp) return -1;
    return inner_timestamp;
}

// ---- Entries

// Whether an entry passes the checks read_entry makes before parsing it, from its entry_prefix
// (pyspark_udfs/segment.py's entry_damage gives the reasons it does not): a magic we read, a
// length at least the magic's smallest and within the `available` bytes of the file from the
// entry's start, and a whole entry of at most `max_size` bytes.
inline bool entry_accepted(int magic, int64_t declared, int64_t len_min, int64_t available, int64_t max_size) {
    return magic >= 0 && magic <= 2 && declared >= len_min && declared <= available - LOG_OVERHEAD &&
           declared + LOG_OVERHEAD <= max_size;
}

// The CRC `algorithm` of the bytes [ofs, ofs + len) of an entry of `size` bytes, cut to the
// entry: a start before it is its first byte, a length of 0 or less is no bytes
// (pyspark_udfs/crc.py's checksum_of).
inline uint32_t checksum_of(uint32_t (*algorithm)(const char*, size_t), const char* entry, size_t size, int64_t ofs,
                            int64_t len) {
    size_t start = ofs <= 0 ? 0 : (static_cast<uint64_t>(ofs) < size ? static_cast<size_t>(ofs) : size);
    size_t end = len <= 0 ? start
                          : (static_cast<uint64_t>(len) < size - start ? start + static_cast<size_t>(len) : size);
    return algorithm(entry + start, end - start);
}

}  // namespace kafka_native
