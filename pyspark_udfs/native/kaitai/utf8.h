// UTF-8 as Python's decoder reads it: no overlong forms, no surrogates,
// nothing above U+10FFFF. Used by the runtime's strict `type: str` check and
// by the extension's decoding with replacement characters.
#pragma once

#include <cstddef>

namespace kaitai {

// The sequence starting at s[0] of the n bytes there: returns its length
// when it is complete and valid, else 0 and, in `valid_prefix`, how many of
// its first bytes could still start a valid sequence (at least 1: Python's
// "replace" turns that many bytes into one U+FFFD).
inline std::size_t utf8_sequence(const unsigned char* s, std::size_t n, std::size_t* valid_prefix) {
    unsigned char c = s[0];
    *valid_prefix = 1;
    if (c < 0x80) return 1;
    std::size_t len;
    unsigned char lo = 0x80, hi = 0xBF;
    if (c >= 0xC2 && c <= 0xDF) {
        len = 2;
    } else if (c >= 0xE0 && c <= 0xEF) {
        len = 3;
        if (c == 0xE0) lo = 0xA0;
        if (c == 0xED) hi = 0x9F;
    } else if (c >= 0xF0 && c <= 0xF4) {
        len = 4;
        if (c == 0xF0) lo = 0x90;
        if (c == 0xF4) hi = 0x8F;
    } else {
        return 0;
    }
    std::size_t k = 1;
    while (k < len && k < n) {
        unsigned char b = s[k];
        if (k == 1 ? (b < lo || b > hi) : (b < 0x80 || b > 0xBF)) break;
        k++;
    }
    *valid_prefix = k;
    return k == len ? len : 0;
}

}  // namespace kaitai
