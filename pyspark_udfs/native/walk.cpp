// See walk.h.
#include "walk.h"

#include <memory>

#include "kafka_record_batch.h"
#include "kaitai/exceptions.h"

namespace kafka_native {
namespace {

// kafka_varint of 1 to 5 bytes from `p` (before `end`) whose fifth byte, if any, is under 16, so
// that the spec's `b4 % 16` and `valid: max: 127` change nothing: the bytes it took, with `*value`
// the spec's `value`; 0 for any other varint.
inline int common_varint(const uint8_t* p, const uint8_t* end, int64_t* value) {
    uint32_t raw = 0;
    for (int i = 0; i < 5; i++) {
        if (i >= end - p) return 0;  // (no pointer formed past the end)
        uint8_t b = p[i];
        if (i == 4 && b >= 16) return 0;
        raw |= static_cast<uint32_t>(b & 0x7f) << (7 * i);
        if (b < 128) {
            *value = static_cast<int32_t>((raw >> 1) ^ (0u - (raw & 1)));  // zigzag: the spec's arithmetic
            return i + 1;
        }
    }
    return 0;
}

// kafka_varlong of 1 to 9 bytes (the tenth byte's `b9 % 2` and its bound left to the generated
// parser): the bytes it took, or 0.
inline int common_varlong(const uint8_t* p, const uint8_t* end, int64_t* value) {
    uint64_t raw = 0;
    for (int i = 0; i < 9; i++) {
        if (i >= end - p) return 0;
        uint8_t b = p[i];
        raw |= static_cast<uint64_t>(b & 0x7f) << (7 * i);
        if (b < 128) {
            *value = static_cast<int64_t>((raw >> 1) ^ (0ull - (raw & 1)));
            return i + 1;
        }
    }
    return 0;
}

// A key or value of `length` bytes at `*p`: -1 or less is null (the spec's `if: len >= 0`); false
// when its bytes do not fit before `end`.
inline bool common_bytes(const uint8_t*& p, const uint8_t* end, int64_t length, kaitai::bytes_view* out,
                         bool* null) {
    *null = length < 0;
    if (length < 0) {
        *out = kaitai::bytes_view();
        return true;
    }
    if (length > end - p) return false;
    *out = kaitai::bytes_view(reinterpret_cast<const char*>(p), static_cast<size_t>(length));
    p += length;
    return true;
}

}  // namespace

bool read_common_record(const char* data, size_t size, uint64_t position, std::vector<HeaderFields>& headers,
                        RecordFields* out) {
    const uint8_t* p = reinterpret_cast<const uint8_t*>(data) + position;
    const uint8_t* end = reinterpret_cast<const uint8_t*>(data) + size;
    int64_t length, key_length, value_length, header_count;
    int n;
    if ((n = common_varint(p, end, &out->declared)) == 0) return false;
    out->len_length = n;
    p += n;
    if (p >= end) return false;
    p++;  // attributes
    if ((n = common_varlong(p, end, &out->timestamp_delta)) == 0) return false;
    p += n;
    if ((n = common_varint(p, end, &out->offset_delta)) == 0) return false;
    p += n;
    if ((n = common_varint(p, end, &key_length)) == 0) return false;
    p += n;
    if (!common_bytes(p, end, key_length, &out->key, &out->null_key)) return false;
    if ((n = common_varint(p, end, &value_length)) == 0) return false;
    p += n;
    if (!common_bytes(p, end, value_length, &out->value, &out->null_value)) return false;
    if ((n = common_varint(p, end, &header_count)) == 0) return false;
    p += n;
    // a header takes 2 bytes at least: a count past that is the generated parser's to refuse
    if (header_count < 0 || header_count > (end - p) / 2) return false;
    headers.clear();
    for (int64_t h = 0; h < header_count; h++) {
        HeaderFields header;
        bool null_key;
        if ((n = common_varint(p, end, &length)) == 0 || length < 0) return false;
        p += n;
        if (!common_bytes(p, end, length, &header.key, &null_key)) return false;
        if ((n = common_varint(p, end, &length)) == 0) return false;
        p += n;
        if (!common_bytes(p, end, length, &header.value, &header.null_value)) return false;
        headers.push_back(header);
    }
    out->headers = headers.data();
    out->header_count = headers.size();
    out->end = static_cast<uint64_t>(p - reinterpret_cast<const uint8_t*>(data));
    return true;
}

bool read_generated_record(const char* data, size_t size, uint64_t position, bool is_control,
                           std::vector<HeaderFields>& headers, RecordFields* out, std::string* message) {
    kaitai::kstream io(data, size);
    io.seek(position);
    try {
        kafka_record_batch_t::record_t record(is_control, &io);
        out->declared = record.len_record()->value();
        out->len_length = record.len_record()->len();
        out->timestamp_delta = record.timestamp_delta()->value();
        out->offset_delta = record.offset_delta()->value();
        // The spec's `if: len_key.value >= 0` (and for the value): Kaitai's C++ build leaves n_key
        // set on a switch without a matching case, so it is not asked.
        out->null_key = record.len_key()->value() < 0;
        out->null_value = record.len_value()->value() < 0;
        out->key = out->null_key ? kaitai::bytes_view() : record._raw_key();
        out->value = out->null_value ? kaitai::bytes_view() : record._raw_value();
        headers.clear();
        for (const std::unique_ptr<kafka_record_batch_t::header_t>& h : *record.headers()) {
            bool null_value = h->len_value()->value() < 0;
            headers.push_back(HeaderFields{h->key(), null_value ? kaitai::bytes_view() : h->value(), null_value});
        }
        out->headers = headers.data();
        out->header_count = headers.size();
        out->end = io.pos();
        return true;
    } catch (const kaitai::kstruct_error& exc) {
        *message = exc.what();
        return false;
    }
}

}  // namespace kafka_native
