// The part of the Kaitai Struct C++/STL runtime API that the C++ build of
// ksy/ (generated/cpp/, `make generate`) calls, written for this project:
// a read-only stream over bytes already in memory. Every read is
// bounds-checked and throws kaitai::end_of_stream_error instead of reading
// past the end; nothing is ever written.
#pragma once

#include <stdint.h>
#include <cstddef>
#include <cstring>
#include <string>

namespace kaitai {

class kstream {
public:
    // A view of `size` bytes at `data`; the bytes must outlive the stream.
    kstream(const char* data, size_t size) : m_data(data), m_size(size), m_pos(0) {}

    // A view of `data` (the generated code's substreams over a field it
    // keeps: the string lives as long as the struct that owns both).
    explicit kstream(const std::string& data) : m_data(data.data()), m_size(data.size()), m_pos(0) {}

    bool is_eof() const { return m_pos >= m_size; }
    uint64_t pos() const { return m_pos; }
    uint64_t size() const { return m_size; }
    void seek(uint64_t pos);

    int8_t read_s1() { return static_cast<int8_t>(read_u1()); }
    uint8_t read_u1() {
        require(1);
        return static_cast<uint8_t>(m_data[m_pos++]);
    }
    int16_t read_s2be() { return static_cast<int16_t>(read_be(2)); }
    uint16_t read_u2be() { return static_cast<uint16_t>(read_be(2)); }
    int32_t read_s4be() { return static_cast<int32_t>(read_be(4)); }
    uint32_t read_u4be() { return static_cast<uint32_t>(read_be(4)); }
    int64_t read_s8be() { return static_cast<int64_t>(read_be(8)); }
    uint64_t read_u8be() { return read_be(8); }
    float read_f4be() {
        uint32_t bits = read_u4be();
        float v;
        memcpy(&v, &bits, sizeof v);
        return v;
    }
    double read_f8be() {
        uint64_t bits = read_u8be();
        double v;
        memcpy(&v, &bits, sizeof v);
        return v;
    }

    // Bit fields, most significant bit first (`bit-endian: be`), n <= 64;
    // align_to_byte() drops what is left of the current byte.
    uint64_t read_bits_int_be(int n);
    void align_to_byte() {
        m_bits_left = 0;
        m_bits = 0;
    }

    // `n` bytes as a string; a negative `n` (a damaged length) is an error.
    std::string read_bytes(int64_t n);
    std::string read_bytes_full();

    // Where the next read starts, for callers that keep views instead of copies.
    const char* data() const { return m_data; }

    // Kaitai's `%`: the result takes the sign of the divisor.
    static int mod(int a, int b) {
        int r = a % b;
        return r < 0 ? r + b : r;
    }
    static int64_t mod(int64_t a, int64_t b) {
        int64_t r = a % b;
        return r < 0 ? r + b : r;
    }

    // `type: str`: the bytes, checked to be valid in `encoding` (UTF-8 or
    // ASCII, the encodings ksy/ uses) as Python's strict decoder checks them.
    static std::string bytes_to_str(const std::string& src, const char* encoding);

private:
    void require(uint64_t n) const {
        if (m_pos > m_size || n > m_size - m_pos) fail_past_end(n);
    }
    [[noreturn]] void fail_past_end(uint64_t n) const;
    uint64_t read_be(unsigned n) {
        require(n);
        uint64_t v = 0;
        for (unsigned i = 0; i < n; i++) v = (v << 8) | static_cast<uint8_t>(m_data[m_pos + i]);
        m_pos += n;
        return v;
    }

    const char* m_data;
    uint64_t m_size;
    uint64_t m_pos;
    uint64_t m_bits = 0;
    int m_bits_left = 0;
};

}  // namespace kaitai
