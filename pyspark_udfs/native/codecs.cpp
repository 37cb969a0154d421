// Kafka's compressed payloads through the codec libraries' C APIs (codecs.h).
#include "codecs.h"

#include <stdint.h>
#include <string.h>

#include <algorithm>
#include <memory>
#include <stdexcept>

#ifdef KAFKA_KSY_GZIP
#include <isa-l/igzip_lib.h>
#endif
#ifdef KAFKA_KSY_LZ4
#include <lz4frame.h>
#endif

#include "kafka_record_batch.h"

namespace kafka_native {

namespace {

// compression.py's FIRST_ROOM, set by configure_codecs(); a ratio of 0 (not configured) leaves
// every payload to compression.py.
FirstRoom first_room;

// The first room compression.py's _first_size asks of a decoder when nothing tells the output's size.
unsigned long long guessed(size_t size) {
    return std::min(first_room.most, std::max(first_room.least, first_room.ratio * size));
}

// The decompressed bytes gathered in one bytes object: it starts at a first room, doubles while the
// decoder fills it, never past `limit` + 1 bytes (one byte past the limit shows a payload too large),
// and is shrunk to what was written at the end. A failed allocation clears its MemoryError: the
// caller's compression.decompress meets it again, as it would have.
class Output {
public:
    Output(unsigned long long first, long long limit) : m_most(static_cast<unsigned long long>(limit) + 1) {
        m_room = static_cast<size_t>(std::max(1ULL, std::min(first, m_most)));
        m_obj = PyBytes_FromStringAndSize(nullptr, static_cast<Py_ssize_t>(m_room));
        if (m_obj == nullptr) PyErr_Clear();
    }
    Output(const Output&) = delete;
    Output& operator=(const Output&) = delete;
    ~Output() { Py_XDECREF(m_obj); }

    bool ok() const { return m_obj != nullptr; }
    char* at() { return PyBytes_AS_STRING(m_obj) + m_len; }
    size_t left() const { return m_room - m_len; }
    void wrote(size_t n) { m_len += n; }

    // Room for more: false when the room is already `limit` + 1 bytes, or on a failed allocation.
    bool grow() {
        if (m_room >= m_most) return false;
        size_t room = static_cast<size_t>(std::min(2ULL * m_room, m_most));
        if (_PyBytes_Resize(&m_obj, static_cast<Py_ssize_t>(room)) != 0) {  // m_obj is gone then
            PyErr_Clear();
            return false;
        }
        m_room = room;
        return true;
    }

    // The bytes object of what was written, or nullptr when that is more than the limit.
    PyObject* finish() {
        if (m_len >= m_most) return nullptr;
        if (m_len != m_room && _PyBytes_Resize(&m_obj, static_cast<Py_ssize_t>(m_len)) != 0) {
            PyErr_Clear();
            return nullptr;
        }
        PyObject* obj = m_obj;
        m_obj = nullptr;
        return obj;
    }

private:
    unsigned long long m_most;
    size_t m_room = 0, m_len = 0;
    PyObject* m_obj;
};

#ifdef KAFKA_KSY_GZIP
// A gzip member's 8-byte trailer ends with ISIZE, its decompressed size modulo 2^32 (RFC 1952).
const size_t GZIP_SMALLEST = 18;  // a 10-byte header, an empty deflate stream's 0 bytes, the trailer
// Deflate's most output per input byte (a run of 258 bytes from each 2 bits, in round terms).
const unsigned long long DEFLATE_MOST_RATIO = 1032;

PyObject* gunzipped(const char* data, size_t size, long long limit) {
    if (size > UINT32_MAX) return nullptr;  // ISA-L counts its input in 32 bits
    static thread_local std::unique_ptr<inflate_state> held;  // 87 KB: allocated once a thread
    if (!held) held.reset(new inflate_state());
    inflate_state& state = *held;
    // The last member's ISIZE, plus one byte so that the trailer is read in the same call as the
    // last of the data: a payload of one member (Kafka's) is decompressed into its exact size.
    uint32_t isize = 0;
    if (size >= GZIP_SMALLEST) memcpy(&isize, data + size - 4, 4);  // little-endian, as x86-64
    Output out(std::min(isize + 1ULL, DEFLATE_MOST_RATIO * size + 64), limit);
    if (!out.ok()) return nullptr;
    size_t pos = 0;
    while (pos < size) {
        isal_inflate_init(&state);
        state.crc_flag = ISAL_GZIP;
        state.next_in = reinterpret_cast<uint8_t*>(const_cast<char*>(data + pos));
        state.avail_in = static_cast<uint32_t>(size - pos);
        for (;;) {
            if (out.left() == 0 && !out.grow()) return nullptr;
            uint32_t room = static_cast<uint32_t>(std::min<size_t>(out.left(), UINT32_MAX));
            state.next_out = reinterpret_cast<uint8_t*>(out.at());
            state.avail_out = room;
            int status = isal_inflate(&state);
            out.wrote(room - state.avail_out);
            if (status != ISAL_DECOMP_OK && !(status == ISAL_OUT_OVERFLOW && state.avail_out == 0)) return nullptr;
            if (state.block_state == ISAL_BLOCK_FINISH) break;
            if (state.avail_out != 0) return nullptr;  // the input ended inside the member
        }
        pos = size - state.avail_in;  // a further member, if any
    }
    return out.finish();
}
#endif

#ifdef KAFKA_KSY_LZ4
const unsigned char LZ4_FRAME_MAGIC[4] = {0x04, 0x22, 0x4d, 0x18};

struct Lz4ContextFree {
    void operator()(LZ4F_dctx* context) const { LZ4F_freeDecompressionContext(context); }
};

PyObject* unlz4(const char* data, size_t size, long long limit) {
    if (size < 4 || memcmp(data, LZ4_FRAME_MAGIC, 4) != 0) return nullptr;
    static thread_local std::unique_ptr<LZ4F_dctx, Lz4ContextFree> held;
    if (!held) {
        LZ4F_dctx* made = nullptr;
        if (LZ4F_isError(LZ4F_createDecompressionContext(&made, LZ4F_VERSION))) return nullptr;
        held.reset(made);
    }
    LZ4F_dctx* context = held.get();
    LZ4F_resetDecompressionContext(context);
    Output out(std::max(first_room.lz4_least, guessed(size)), limit);
    if (!out.ok()) return nullptr;
    const char* in = data;
    size_t in_left = size;
    for (;;) {
        if (out.left() == 0 && !out.grow()) return nullptr;
        size_t room = out.left(), written = room, taken = in_left;
        size_t hint = LZ4F_decompress(context, out.at(), &written, in, &taken, nullptr);
        out.wrote(written);
        in += taken;
        in_left -= taken;
        if (LZ4F_isError(hint)) return nullptr;
        if (hint == 0) break;  // the frame's end; what follows it is not read
        if (written < room && (in_left == 0 || taken == 0)) return nullptr;  // cut short (or no progress)
    }
    return out.finish();
}
#endif

}  // namespace

void configure_codecs(const FirstRoom& room) {
    if (room.ratio < 1 || room.least < 1 || room.most < room.least || room.lz4_least < 1) {
        throw std::invalid_argument("configure_codecs: ratio, least and lz4_least >= 1, most >= least");
    }
    first_room = room;
}

PyObject* decompressed(int codec, int magic, const char* data, size_t size, long long limit) {
    if (size == 0 || limit < 0 || first_room.ratio == 0) return nullptr;
    switch (codec) {
#ifdef KAFKA_KSY_GZIP
        case kafka_record_batch_t::COMPRESSION_TYPE_GZIP:
            return gunzipped(data, size, limit);
#endif
#ifdef KAFKA_KSY_LZ4
        case kafka_record_batch_t::COMPRESSION_TYPE_LZ4:
            return magic == 0 ? nullptr : unlz4(data, size, limit);  // magic 0: KAFKA-3160's checksum
#endif
        default:
            return nullptr;
    }
}

std::vector<int> native_codecs() {
    std::vector<int> codecs;
#ifdef KAFKA_KSY_GZIP
    codecs.push_back(kafka_record_batch_t::COMPRESSION_TYPE_GZIP);
#endif
#ifdef KAFKA_KSY_LZ4
    codecs.push_back(kafka_record_batch_t::COMPRESSION_TYPE_LZ4);
#endif
    return codecs;
}

}  // namespace kafka_native
