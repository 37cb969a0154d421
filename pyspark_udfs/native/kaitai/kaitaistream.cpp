// See kaitaistream.h.
#include "kaitai/kaitaistream.h"

#include <cstring>

#include "kaitai/exceptions.h"
#include "kaitai/utf8.h"

namespace kaitai {

void kstream::fail_past_end(uint64_t n) const {
    throw end_of_stream_error(n, m_pos < m_size ? m_size - m_pos : 0, m_pos);
}

void kstream::seek(uint64_t pos) {
    // Seeking past the end is allowed (the next read fails), as in Kaitai's runtimes.
    m_pos = pos;
}

uint64_t kstream::read_bits_int_be(int n) {
    if (n < 0 || n > 64) throw kstruct_error("read_bits_int_be: " + std::to_string(n) + " bits", m_pos);
    uint64_t res = 0;
    int bits_needed = n - m_bits_left;
    m_bits_left = ((-bits_needed) % 8 + 8) % 8;
    if (bits_needed > 0) {
        int bytes_needed = (bits_needed - 1) / 8 + 1;
        require(static_cast<uint64_t>(bytes_needed));
        for (int i = 0; i < bytes_needed; i++) res = (res << 8) | static_cast<uint8_t>(m_data[m_pos++]);
        uint64_t new_bits = res;
        res = (res >> m_bits_left) | (bits_needed < 64 ? m_bits << bits_needed : 0);
        m_bits = new_bits;
    } else {
        res = m_bits >> -bits_needed;
    }
    m_bits &= m_bits_left == 0 ? 0 : (uint64_t(1) << m_bits_left) - 1;
    return res;
}

void kstream::fail_negative_size(int64_t n) const {
    throw kstruct_error("ValueError: requested invalid " + std::to_string(n) + " amount of bytes", m_pos);
}

bytes_view kstream::read_bytes_full() {
    uint64_t start = m_pos < m_size ? m_pos : m_size;
    m_pos = m_size;
    return bytes_view(m_data + start, static_cast<size_t>(m_size - start));
}

std::string kstream::bytes_to_str(const bytes_view& src, const char* encoding) {
    const unsigned char* s = reinterpret_cast<const unsigned char*>(src.data());
    size_t n = src.size();
    bool ascii = std::strcmp(encoding, "ASCII") == 0 || std::strcmp(encoding, "ascii") == 0;
    if (!ascii && std::strcmp(encoding, "UTF-8") != 0 && std::strcmp(encoding, "utf-8") != 0) {
        throw kstruct_error(std::string("unsupported encoding ") + encoding, 0);
    }
    for (size_t i = 0; i < n;) {
        size_t prefix;
        size_t len = ascii ? (s[i] < 0x80 ? 1 : 0) : utf8_sequence(s + i, n - i, &prefix);
        if (len == 0) {
            throw kstruct_error(std::string("'") + encoding + "' codec can't decode byte at position " +
                                    std::to_string(i),
                                0);
        }
        i += len;
    }
    return std::string(src.data(), n);
}

}  // namespace kaitai
