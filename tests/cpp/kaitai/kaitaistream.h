// Minimal stream for the tests' C++ harness: bytes in memory, read one at a time.
#ifndef KAITAI_STREAM_H
#define KAITAI_STREAM_H

#include <stdint.h>
#include <stdexcept>
#include <string>

namespace kaitai {

class kstream {
public:
    explicit kstream(const std::string& data) : m_data(data), m_pos(0) {}

    uint8_t read_u1() {
        if (m_pos >= m_data.size()) throw std::out_of_range("end of stream");
        return static_cast<uint8_t>(m_data[m_pos++]);
    }

    uint64_t pos() const { return m_pos; }
    bool is_eof() const { return m_pos >= m_data.size(); }

    // Kaitai's `%`: the result has the sign of the divisor (Python's modulo).
    static int mod(int a, int b) {
        int r = a % b;
        if (r < 0) r += b;
        return r;
    }

private:
    std::string m_data;
    size_t m_pos;
};

}  // namespace kaitai

#endif
