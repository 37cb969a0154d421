// See crc.h.
#include "crc.h"

#include <string.h>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define KAFKA_NATIVE_SSE42 1
#include <nmmintrin.h>
#endif

namespace kafka_native {

namespace {

// Reflected polynomials of the two CRCs.
const uint32_t CASTAGNOLI = 0x82F63B78u;
const uint32_t IEEE = 0xEDB88320u;

struct Tables {
    uint32_t t[8][256];
    explicit Tables(uint32_t poly) {
        for (uint32_t i = 0; i < 256; i++) {
            uint32_t c = i;
            for (int k = 0; k < 8; k++) c = (c & 1) ? (c >> 1) ^ poly : c >> 1;
            t[0][i] = c;
        }
        for (uint32_t i = 0; i < 256; i++) {
            for (int k = 1; k < 8; k++) t[k][i] = (t[k - 1][i] >> 8) ^ t[0][t[k - 1][i] & 0xFF];
        }
    }
};

uint32_t sliced(const Tables& tables, uint32_t crc, const unsigned char* p, size_t n) {
    const uint32_t(*t)[256] = tables.t;
    while (n >= 8) {
        uint32_t lo, hi;
        memcpy(&lo, p, 4);
        memcpy(&hi, p + 4, 4);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
        lo = __builtin_bswap32(lo);
        hi = __builtin_bswap32(hi);
#endif
        lo ^= crc;
        crc = t[7][lo & 0xFF] ^ t[6][(lo >> 8) & 0xFF] ^ t[5][(lo >> 16) & 0xFF] ^ t[4][lo >> 24] ^
              t[3][hi & 0xFF] ^ t[2][(hi >> 8) & 0xFF] ^ t[1][(hi >> 16) & 0xFF] ^ t[0][hi >> 24];
        p += 8;
        n -= 8;
    }
    while (n--) crc = (crc >> 8) ^ t[0][(crc ^ *p++) & 0xFF];
    return crc;
}

const Tables& castagnoli() {
    static const Tables tables(CASTAGNOLI);
    return tables;
}

const Tables& ieee() {
    static const Tables tables(IEEE);
    return tables;
}

#ifdef KAFKA_NATIVE_SSE42
__attribute__((target("sse4.2"))) uint32_t hardware_crc32c(uint32_t crc, const unsigned char* p, size_t n) {
    uint64_t c = crc;
    while (n >= 8) {
        uint64_t word;
        memcpy(&word, p, 8);
        c = _mm_crc32_u64(c, word);
        p += 8;
        n -= 8;
    }
    uint32_t c32 = static_cast<uint32_t>(c);
    while (n--) c32 = _mm_crc32_u8(c32, *p++);
    return c32;
}

bool has_sse42() {
    static const bool yes = __builtin_cpu_supports("sse4.2");
    return yes;
}
#endif

}  // namespace

uint32_t crc32c(const char* data, size_t size) {
    const unsigned char* p = reinterpret_cast<const unsigned char*>(data);
#ifdef KAFKA_NATIVE_SSE42
    if (has_sse42()) return ~hardware_crc32c(0xFFFFFFFFu, p, size);
#endif
    return ~sliced(castagnoli(), 0xFFFFFFFFu, p, size);
}

uint32_t crc32(const char* data, size_t size) {
    return ~sliced(ieee(), 0xFFFFFFFFu, reinterpret_cast<const unsigned char*>(data), size);
}

}  // namespace kafka_native
