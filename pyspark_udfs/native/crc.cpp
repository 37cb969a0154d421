// See crc.h.
//
// Notation: both CRCs are reflected, so a 32-bit register holds a polynomial
// of degree < 32 with bit 31 as the coefficient of x^0 and bit 0 as that of
// x^31; a byte string is a polynomial whose first byte's bit 0 is its highest
// coefficient. The register after a message M, from a register R, is
// (R·x^(8·|M|) + M·x^32) mod P: linear, so the register of a concatenation is
// the registers of its parts (each from 0, the first from R), each shifted
// over the bytes after it, XORed together.
#include "crc.h"

#include <string.h>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define KAFKA_NATIVE_X86 1
#include <immintrin.h>
#endif

namespace kafka_native {

namespace {

// Reflected polynomials of the two CRCs.
const uint32_t CASTAGNOLI = 0x82F63B78u;
const uint32_t IEEE = 0xEDB88320u;

// The polynomial 1 in a register.
const uint32_t ONE = 0x80000000u;

// register·x^n mod P, one bit at a time (for constants computed once).
uint32_t times_x_to_the(uint32_t reg, uint32_t poly, unsigned n) {
    while (n--) reg = (reg >> 1) ^ (poly & (0u - (reg & 1u)));
    return reg;
}

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

#ifdef KAFKA_NATIVE_X86

// The instructions used where the CPU has them, in tiers: 1 the SSE 4.2
// crc32 instruction, 2 PCLMULQDQ (with SSE 4.1), 3 VPCLMULQDQ on AVX2
// registers. A build with -DKAFKA_NATIVE_CRC_TIERS=n uses tiers up to n only
// (tests/native/test_crc.py checks each one on CPUs that have them all).
#ifndef KAFKA_NATIVE_CRC_TIERS
#define KAFKA_NATIVE_CRC_TIERS 3
#endif

bool has_sse42() {
    static const bool yes = KAFKA_NATIVE_CRC_TIERS >= 1 && __builtin_cpu_supports("sse4.2");
    return yes;
}

bool has_pclmul() {
    static const bool yes = KAFKA_NATIVE_CRC_TIERS >= 2 && __builtin_cpu_supports("pclmul");
    return yes;
}

bool has_pclmul_sse41() {
    static const bool yes = has_pclmul() && __builtin_cpu_supports("sse4.1");
    return yes;
}

// libgcc counts AVX2 only where the OS saves the 256-bit registers.
bool has_vpclmulqdq() {
    static const bool yes = KAFKA_NATIVE_CRC_TIERS >= 3 && has_pclmul_sse41() && __builtin_cpu_supports("avx2") &&
                            __builtin_cpu_supports("vpclmulqdq");
    return yes;
}

// ---- CRC-32C: the SSE 4.2 crc32 instruction ----

// One dependent chain of crc32 instructions (3 cycles each on current cores).
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

// Three chains over three adjacent stripes of a block keep the crc32 unit
// busy every cycle; the stripes' registers are then shifted over the bytes
// after them and combined. A stripe is a whole number of granules, at most
// MAX_GRANULES, so a block takes as much of the input as it can.
const size_t GRANULE = 64;
const size_t MAX_GRANULES = 128;  // 8 kB a stripe, 24 kB a block
const size_t INTERLEAVED_MIN = 3 * GRANULE;

// Moving a CRC-32C register R over m zero bytes, R·x^(8m) mod P, with
// K = x^(8m-33) mod P: the carry-less product R·K has degree < 63, so as a
// 64-bit reflected word it is x·R·K, and the crc32 instruction from 0 over
// that word gives x·R·K·x^32 mod P = R·x^(8m) mod P. The Ks are kept for
// every m that is a multiple of 16 up to the largest that is used.
const size_t SHIFT_UNIT = 16;
const size_t MAX_SHIFT = 2 * MAX_GRANULES * GRANULE;
static_assert(GRANULE % SHIFT_UNIT == 0, "every shift of an interleaved block is in the table");

struct ZeroShifts {
    uint32_t k[MAX_SHIFT / SHIFT_UNIT + 1];  // k[i]: over i·SHIFT_UNIT bytes
    ZeroShifts() {
        k[0] = 0;  // never used: nothing moves over no bytes
        uint32_t next = times_x_to_the(ONE, CASTAGNOLI, 8 * SHIFT_UNIT - 33);
        for (size_t i = 1; i <= MAX_SHIFT / SHIFT_UNIT; i++) {
            k[i] = next;
            next = times_x_to_the(next, CASTAGNOLI, 8 * SHIFT_UNIT);
        }
    }
};

const ZeroShifts& zero_shifts() {
    static const ZeroShifts shifts;
    return shifts;
}

// reg·x^(8·bytes) mod P; bytes is a multiple of SHIFT_UNIT, at most MAX_SHIFT.
__attribute__((target("sse4.2,pclmul"))) inline uint32_t shifted_crc32c(const ZeroShifts& shifts, uint32_t reg,
                                                                         size_t bytes) {
    __m128i product = _mm_clmulepi64_si128(_mm_cvtsi32_si128(static_cast<int>(reg)),
                                           _mm_cvtsi32_si128(static_cast<int>(shifts.k[bytes / SHIFT_UNIT])), 0x00);
    return static_cast<uint32_t>(_mm_crc32_u64(0, static_cast<uint64_t>(_mm_cvtsi128_si64(product))));
}

__attribute__((target("sse4.2,pclmul"))) uint32_t interleaved_crc32c(uint32_t crc, const unsigned char* p, size_t n) {
    const ZeroShifts& shifts = zero_shifts();
    while (n >= INTERLEAVED_MIN) {
        size_t granules = n / (3 * GRANULE);
        if (granules > MAX_GRANULES) granules = MAX_GRANULES;
        const size_t stripe = granules * GRANULE;
        const unsigned char* const end = p + stripe;
        uint64_t a = crc, b = 0, c = 0;
        while (p != end) {
            for (int i = 0; i < 32; i += 8) {  // a stripe is a multiple of 32 bytes
                uint64_t wa, wb, wc;
                memcpy(&wa, p + i, 8);
                memcpy(&wb, p + stripe + i, 8);
                memcpy(&wc, p + 2 * stripe + i, 8);
                a = _mm_crc32_u64(a, wa);
                b = _mm_crc32_u64(b, wb);
                c = _mm_crc32_u64(c, wc);
            }
            p += 32;
        }
        crc = shifted_crc32c(shifts, static_cast<uint32_t>(a), 2 * stripe) ^
              shifted_crc32c(shifts, static_cast<uint32_t>(b), stripe) ^ static_cast<uint32_t>(c);
        p += 2 * stripe;
        n -= 3 * stripe;
    }
    return hardware_crc32c(crc, p, n);
}

// ---- CRC-32 (IEEE): folding with carry-less multiplication ----

// A 16-byte lane X, loaded from memory as it is, holds the polynomial whose
// coefficient of x^(127-i) is bit i of the little-endian 128-bit integer: its
// low 64-bit half H holds x^127..x^64, its high half L x^63..x^0. Moving X
// over D more bytes of message, X·x^(8D) = H·x^(64+8D) + L·x^(8D), keeps its
// CRC when each power is replaced by its remainder mod P. The carry-less
// product of H with a register K (bit j: x^(31-j)) has bit k as the
// coefficient of x^(94-k), that is x^(127-k) after a factor x^33: with
// K_H = x^(8D+31) mod P and K_L = x^(8D-33) mod P the two products, XORed,
// are a lane congruent to X·x^(8D) (degree < 95, so nothing overflows).
struct Fold {
    uint64_t k_low_half;   // K_H, multiplies the lane's low half
    uint64_t k_high_half;  // K_L, multiplies its high half
    Fold(uint32_t poly, unsigned bytes)
        : k_low_half(times_x_to_the(ONE, poly, 8 * bytes + 31)),
          k_high_half(times_x_to_the(ONE, poly, 8 * bytes - 33)) {}
};

struct Folds {
    Fold by16, by32, by48, by64, by96, by128;
    explicit Folds(uint32_t poly)
        : by16(poly, 16), by32(poly, 32), by48(poly, 48), by64(poly, 64), by96(poly, 96), by128(poly, 128) {}
};

const Folds& ieee_folds() {
    static const Folds folds(IEEE);
    return folds;
}

const size_t FOLDED_MIN = 64;
const size_t WIDE_FOLDED_MIN = 256;

__attribute__((target("pclmul,sse4.1"))) inline __m128i constants(const Fold& fold) {
    return _mm_set_epi64x(static_cast<long long>(fold.k_high_half), static_cast<long long>(fold.k_low_half));
}

__attribute__((target("pclmul,sse4.1"))) inline __m128i folded(__m128i lane, __m128i k) {
    return _mm_xor_si128(_mm_clmulepi64_si128(lane, k, 0x00), _mm_clmulepi64_si128(lane, k, 0x11));
}

__attribute__((target("pclmul,sse4.1"))) inline __m128i load(const unsigned char* p) {
    return _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
}

// The CRC register of a lane X followed by the n bytes at p: X takes any
// whole 16 bytes left, then the tables give the register of X from 0 (which
// is X·x^32 mod P, the register after X) and go on over the last n % 16.
__attribute__((target("pclmul,sse4.1"))) uint32_t finished_crc32(__m128i x, const unsigned char* p, size_t n) {
    const __m128i by16 = constants(ieee_folds().by16);
    while (n >= 16) {
        x = _mm_xor_si128(folded(x, by16), load(p));
        p += 16;
        n -= 16;
    }
    unsigned char lane[16];
    _mm_storeu_si128(reinterpret_cast<__m128i*>(lane), x);
    return sliced(ieee(), sliced(ieee(), 0, lane, sizeof lane), p, n);
}

// n >= FOLDED_MIN. Four lanes, each folded over the 64 bytes that the four
// take at a time, then into one.
__attribute__((target("pclmul,sse4.1"))) uint32_t folded_crc32(uint32_t crc, const unsigned char* p, size_t n) {
    const Folds& folds = ieee_folds();
    const __m128i by64 = constants(folds.by64);
    // The register enters as the XOR of the message's first four bytes.
    __m128i x0 = _mm_xor_si128(load(p), _mm_cvtsi32_si128(static_cast<int>(crc)));
    __m128i x1 = load(p + 16), x2 = load(p + 32), x3 = load(p + 48);
    p += 64;
    n -= 64;
    while (n >= 64) {
        x0 = _mm_xor_si128(folded(x0, by64), load(p));
        x1 = _mm_xor_si128(folded(x1, by64), load(p + 16));
        x2 = _mm_xor_si128(folded(x2, by64), load(p + 32));
        x3 = _mm_xor_si128(folded(x3, by64), load(p + 48));
        p += 64;
        n -= 64;
    }
    __m128i x = _mm_xor_si128(_mm_xor_si128(folded(x0, constants(folds.by48)), folded(x1, constants(folds.by32))),
                              _mm_xor_si128(folded(x2, constants(folds.by16)), x3));
    return finished_crc32(x, p, n);
}

// The same with VPCLMULQDQ: a 256-bit register is two lanes, folded at once.
#define KAFKA_NATIVE_WIDE __attribute__((target("pclmul,sse4.1,avx2,vpclmulqdq")))

KAFKA_NATIVE_WIDE inline __m256i wide_constants(const Fold& fold) {
    return _mm256_broadcastsi128_si256(constants(fold));
}

KAFKA_NATIVE_WIDE inline __m256i wide_folded(__m256i lanes, __m256i k) {
    return _mm256_xor_si256(_mm256_clmulepi64_epi128(lanes, k, 0x00), _mm256_clmulepi64_epi128(lanes, k, 0x11));
}

KAFKA_NATIVE_WIDE inline __m256i wide_load(const unsigned char* p) {
    return _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p));
}

// n >= WIDE_FOLDED_MIN. Eight lanes in four registers over 128 bytes at a
// time, then into one register, which takes any 32 bytes left, then into one lane.
KAFKA_NATIVE_WIDE uint32_t wide_folded_crc32(uint32_t crc, const unsigned char* p, size_t n) {
    const Folds& folds = ieee_folds();
    const __m256i by128 = wide_constants(folds.by128);
    __m256i y0 = _mm256_xor_si256(wide_load(p), _mm256_zextsi128_si256(_mm_cvtsi32_si128(static_cast<int>(crc))));
    __m256i y1 = wide_load(p + 32), y2 = wide_load(p + 64), y3 = wide_load(p + 96);
    p += 128;
    n -= 128;
    while (n >= 128) {
        y0 = _mm256_xor_si256(wide_folded(y0, by128), wide_load(p));
        y1 = _mm256_xor_si256(wide_folded(y1, by128), wide_load(p + 32));
        y2 = _mm256_xor_si256(wide_folded(y2, by128), wide_load(p + 64));
        y3 = _mm256_xor_si256(wide_folded(y3, by128), wide_load(p + 96));
        p += 128;
        n -= 128;
    }
    const __m256i by32 = wide_constants(folds.by32);
    __m256i y = _mm256_xor_si256(_mm256_xor_si256(wide_folded(y0, wide_constants(folds.by96)),
                                                  wide_folded(y1, wide_constants(folds.by64))),
                                 _mm256_xor_si256(wide_folded(y2, by32), y3));
    while (n >= 32) {
        y = _mm256_xor_si256(wide_folded(y, by32), wide_load(p));
        p += 32;
        n -= 32;
    }
    __m128i x = _mm_xor_si128(folded(_mm256_castsi256_si128(y), constants(folds.by16)), _mm256_extracti128_si256(y, 1));
    return finished_crc32(x, p, n);
}

// ---- CRC-32C: the crc32 instruction and VPCLMULQDQ folding at once ----

// The crc32 instruction and carry-less multiplication run on different
// units: a block is a folded part (as in wide_folded_crc32, with CRC-32C's
// constants) followed by three stripes (as in interleaved_crc32c), and each
// step of the loop folds 128 bytes and takes FUSED_STRIPE_STEP bytes of each
// stripe, which take about as long. The four registers are then combined as
// the three stripes' are.
const size_t FUSED_STRIPE_STEP = 48;
const size_t FUSED_STEP = 128 + 3 * FUSED_STRIPE_STEP;
const size_t FUSED_MAX_STEPS = 64;  // 17 kB blocks; the shifts stay within MAX_SHIFT
const size_t FUSED_MIN = 1024;
static_assert(FUSED_STRIPE_STEP % SHIFT_UNIT == 0 && 3 * FUSED_MAX_STEPS * FUSED_STRIPE_STEP <= MAX_SHIFT,
              "every shift of a fused block is in the table");

const Folds& castagnoli_folds() {
    static const Folds folds(CASTAGNOLI);
    return folds;
}

#define KAFKA_NATIVE_FUSED __attribute__((target("sse4.2,pclmul,sse4.1,avx2,vpclmulqdq")))

KAFKA_NATIVE_FUSED inline void stripe_step(uint64_t& a, uint64_t& b, uint64_t& c, const unsigned char* p,
                                           size_t stripe) {
    for (size_t i = 0; i < FUSED_STRIPE_STEP; i += 8) {
        uint64_t wa, wb, wc;
        memcpy(&wa, p + i, 8);
        memcpy(&wb, p + stripe + i, 8);
        memcpy(&wc, p + 2 * stripe + i, 8);
        a = _mm_crc32_u64(a, wa);
        b = _mm_crc32_u64(b, wb);
        c = _mm_crc32_u64(c, wc);
    }
}

KAFKA_NATIVE_FUSED uint32_t fused_crc32c(uint32_t crc, const unsigned char* p, size_t n) {
    const Folds& folds = castagnoli_folds();
    const ZeroShifts& shifts = zero_shifts();
    const __m256i by128 = wide_constants(folds.by128);
    while (n >= FUSED_MIN) {
        size_t steps = n / FUSED_STEP;
        if (steps > FUSED_MAX_STEPS) steps = FUSED_MAX_STEPS;
        const size_t stripe = steps * FUSED_STRIPE_STEP;
        const unsigned char* s = p + 128 * steps;  // the first stripe
        __m256i y0 = _mm256_xor_si256(wide_load(p), _mm256_zextsi128_si256(_mm_cvtsi32_si128(static_cast<int>(crc))));
        __m256i y1 = wide_load(p + 32), y2 = wide_load(p + 64), y3 = wide_load(p + 96);
        uint64_t a = 0, b = 0, c = 0;
        stripe_step(a, b, c, s, stripe);
        for (size_t i = 1; i < steps; i++) {
            p += 128;
            s += FUSED_STRIPE_STEP;
            y0 = _mm256_xor_si256(wide_folded(y0, by128), wide_load(p));
            y1 = _mm256_xor_si256(wide_folded(y1, by128), wide_load(p + 32));
            y2 = _mm256_xor_si256(wide_folded(y2, by128), wide_load(p + 64));
            y3 = _mm256_xor_si256(wide_folded(y3, by128), wide_load(p + 96));
            stripe_step(a, b, c, s, stripe);
        }
        __m256i y = _mm256_xor_si256(_mm256_xor_si256(wide_folded(y0, wide_constants(folds.by96)),
                                                      wide_folded(y1, wide_constants(folds.by64))),
                                     _mm256_xor_si256(wide_folded(y2, wide_constants(folds.by32)), y3));
        __m128i x = _mm_xor_si128(folded(_mm256_castsi256_si128(y), constants(folds.by16)),
                                  _mm256_extracti128_si256(y, 1));
        // The folded part's register: its lane from 0 through the crc32 instruction.
        uint64_t folded_part = _mm_crc32_u64(0, static_cast<uint64_t>(_mm_cvtsi128_si64(x)));
        folded_part = _mm_crc32_u64(folded_part, static_cast<uint64_t>(_mm_extract_epi64(x, 1)));
        crc = shifted_crc32c(shifts, static_cast<uint32_t>(folded_part), 3 * stripe) ^
              shifted_crc32c(shifts, static_cast<uint32_t>(a), 2 * stripe) ^
              shifted_crc32c(shifts, static_cast<uint32_t>(b), stripe) ^ static_cast<uint32_t>(c);
        p = s + FUSED_STRIPE_STEP + 2 * stripe;
        n -= steps * FUSED_STEP;
    }
    return interleaved_crc32c(crc, p, n);
}

#endif  // KAFKA_NATIVE_X86

}  // namespace

uint32_t crc32c(const char* data, size_t size) {
    const unsigned char* p = reinterpret_cast<const unsigned char*>(data);
#ifdef KAFKA_NATIVE_X86
    if (has_sse42()) {
        if (size >= FUSED_MIN && has_vpclmulqdq()) return ~fused_crc32c(0xFFFFFFFFu, p, size);
        if (size >= INTERLEAVED_MIN && has_pclmul()) return ~interleaved_crc32c(0xFFFFFFFFu, p, size);
        return ~hardware_crc32c(0xFFFFFFFFu, p, size);
    }
#endif
    return ~sliced(castagnoli(), 0xFFFFFFFFu, p, size);
}

uint32_t crc32(const char* data, size_t size) {
    const unsigned char* p = reinterpret_cast<const unsigned char*>(data);
#ifdef KAFKA_NATIVE_X86
    if (size >= WIDE_FOLDED_MIN && has_vpclmulqdq()) return ~wide_folded_crc32(0xFFFFFFFFu, p, size);
    if (size >= FOLDED_MIN && has_pclmul_sse41()) return ~folded_crc32(0xFFFFFFFFu, p, size);
#endif
    return ~sliced(ieee(), 0xFFFFFFFFu, p, size);
}

}  // namespace kafka_native
