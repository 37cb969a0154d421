/* The machine's limit for reading a segment into columns, the stages bench/shapes.py times apart
 * (the page-cache read and the decompression are timed there): every batch's CRC, and a plain C
 * walk of the records into columns (offset, timestamp, key, value, headers), bounds-checked.
 * Nothing of kafka-ksy: the least a reader of these columns must do.
 *
 * Built by bench/shapes.py: cc -O2 -msse4.2 -shared -fPIC limit.c -lz -o limit.so
 */
#include <nmmintrin.h>
#include <stdint.h>
#include <string.h>
#include <zlib.h>

static uint32_t be32(const uint8_t* p) { return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3]; }
static uint64_t be64(const uint8_t* p) { return (uint64_t)be32(p) << 32 | be32(p + 4); }

static uint32_t crc32c(const uint8_t* p, size_t n) {
    uint64_t c = 0xffffffffu;
    for (; n >= 8; n -= 8, p += 8) {
        uint64_t v;
        memcpy(&v, p, 8);
        c = _mm_crc32_u64(c, v);
    }
    for (; n > 0; n--, p++) c = _mm_crc32_u8((uint32_t)c, *p);
    return ~(uint32_t)c;
}

/* Every batch's CRC (v2: CRC-32C from the attributes on; v0/v1: CRC-32 from the magic on); the count
 * of bad ones, or -1 when a batch runs past the end. */
int64_t limit_crc(const uint8_t* buf, int64_t size) {
    int64_t pos = 0, bad = 0;
    while (pos + 17 <= size) {
        int64_t length = (int32_t)be32(buf + pos + 8);
        if (length < 14 || pos + 12 + length > size) return -1;
        const uint8_t* b = buf + pos;
        if (b[16] == 2) {
            if (length < 49) return -1;
            bad += crc32c(b + 21, (size_t)(length - 9)) != be32(b + 17);
        } else {
            bad += (uint32_t)crc32(0, b + 16, (uInt)(length - 4)) != be32(b + 12);
        }
        pos += 12 + length;
    }
    return bad;
}

/* Columns the walk appends to; each array's capacity is checked before every write. */
typedef struct {
    int64_t rows, rows_cap;
    int64_t* offset;
    int64_t* timestamp;
    int32_t* key_offsets;  /* rows + 1 */
    int32_t* value_offsets;
    int32_t* header_offsets;
    uint8_t* key_data;
    uint8_t* value_data;
    int64_t data_cap;  /* of key_data and value_data each */
    int64_t headers, headers_cap;
    int32_t* header_key_offsets;  /* headers + 1 */
    int32_t* header_value_offsets;
    uint8_t* header_data;  /* keys and values, one buffer */
    int64_t header_data_used, header_data_cap;
} Columns;

typedef struct {
    const uint8_t* p;
    const uint8_t* end;
    int ok;
} Reader;

static int64_t varint(Reader* r, int max) {
    uint64_t raw = 0;
    for (int i = 0; i < max; i++) {
        if (r->p >= r->end) break;
        uint8_t b = *r->p++;
        raw |= (uint64_t)(b & 0x7f) << (7 * i);
        if (b < 128) return (int64_t)((raw >> 1) ^ (0 - (raw & 1)));
    }
    r->ok = 0;
    return 0;
}

static const uint8_t* take(Reader* r, int64_t n) {
    if (n < 0 || n > r->end - r->p) {
        r->ok = 0;
        return NULL;
    }
    const uint8_t* at = r->p;
    r->p += n;
    return at;
}

static int put(uint8_t* data, int64_t cap, int32_t* offsets, int64_t at, const uint8_t* p, int64_t n) {
    int64_t used = offsets[at];
    if (n < 0) n = 0;
    if (n > cap - used) return 0;
    memcpy(data + used, p, (size_t)n);
    offsets[at + 1] = (int32_t)(used + n);
    return 1;
}

/* A v2 batch's records into the columns: 0, or -1 at a record it cannot read. */
static int walk_v2(const uint8_t* data, int64_t size, int64_t count, int64_t base_offset, int64_t base_ts,
                   Columns* c) {
    Reader r = {data, data + size, 1};
    for (int64_t i = 0; i < count; i++) {
        if (c->rows >= c->rows_cap) return -1;
        varint(&r, 5);          /* length */
        take(&r, 1);            /* attributes */
        int64_t ts = varint(&r, 10);
        int64_t od = varint(&r, 5);
        int64_t kl = varint(&r, 5);
        const uint8_t* key = kl >= 0 ? take(&r, kl) : NULL;
        int64_t vl = varint(&r, 5);
        const uint8_t* value = vl >= 0 ? take(&r, vl) : NULL;
        int64_t hc = varint(&r, 5);
        if (!r.ok || hc < 0) return -1;
        int64_t row = c->rows;
        c->offset[row] = base_offset + od;
        c->timestamp[row] = (base_ts + ts) * 1000;
        if (!put(c->key_data, c->data_cap, c->key_offsets, row, key, kl) ||
            !put(c->value_data, c->data_cap, c->value_offsets, row, value, vl))
            return -1;
        for (int64_t h = 0; h < hc; h++) {
            if (c->headers >= c->headers_cap) return -1;
            int64_t hkl = varint(&r, 5);
            const uint8_t* hk = take(&r, hkl);
            int64_t hvl = varint(&r, 5);
            const uint8_t* hv = hvl >= 0 ? take(&r, hvl) : NULL;
            if (!r.ok) return -1;
            int64_t used = c->header_data_used, n = hkl + (hvl > 0 ? hvl : 0);
            if (n > c->header_data_cap - used) return -1;
            memcpy(c->header_data + used, hk, (size_t)hkl);
            if (hvl > 0) memcpy(c->header_data + used + hkl, hv, (size_t)hvl);
            c->header_key_offsets[c->headers + 1] = (int32_t)(used + hkl);
            c->header_value_offsets[c->headers + 1] = (int32_t)(used + n);
            c->header_data_used = used + n;
            c->headers++;
        }
        c->header_offsets[row + 1] = (int32_t)c->headers;
        c->rows++;
    }
    return 0;
}

/* A legacy wrapper's inner messages (magic 0/1) into the columns, each one's CRC-32 checked: 0 or -1. */
static int walk_v1(const uint8_t* data, int64_t size, Columns* c) {
    int64_t pos = 0;
    while (pos + 12 <= size) {
        const uint8_t* m = data + pos;
        int64_t length = (int32_t)be32(m + 8);
        if (length < 14 || pos + 12 + length > size || c->rows >= c->rows_cap) return -1;
        if ((uint32_t)crc32(0, m + 16, (uInt)(length - 4)) != be32(m + 12)) return -1;
        int magic = m[16];
        Reader r = {m + 18 + (magic >= 1 ? 8 : 0), m + 12 + length, 1};
        int64_t kl = (int32_t)be32(take(&r, 4) ? r.p - 4 : m);
        const uint8_t* key = kl >= 0 ? take(&r, kl) : NULL;
        const uint8_t* vlp = take(&r, 4);
        if (!r.ok) return -1;
        int64_t vl = (int32_t)be32(vlp);
        const uint8_t* value = vl >= 0 ? take(&r, vl) : NULL;
        if (!r.ok) return -1;
        int64_t row = c->rows;
        c->offset[row] = (int64_t)be64(m);
        c->timestamp[row] = magic >= 1 ? (int64_t)be64(m + 18) * 1000 : 0;
        if (!put(c->key_data, c->data_cap, c->key_offsets, row, key, kl) ||
            !put(c->value_data, c->data_cap, c->value_offsets, row, value, vl))
            return -1;
        c->header_offsets[row + 1] = (int32_t)c->headers;
        c->rows++;
        pos += 12 + length;
    }
    return pos == size ? 0 : -1;
}

/* The walk of every batch of `table` (6 int64 a batch: start and size in `data`, record count, base
 * offset, base timestamp, magic) from empty columns: the rows, or -1. */
int64_t limit_walk(const uint8_t* data, const int64_t* table, int64_t batches, Columns* c) {
    c->rows = c->headers = c->header_data_used = 0;
    c->key_offsets[0] = c->value_offsets[0] = c->header_offsets[0] = 0;
    c->header_key_offsets[0] = c->header_value_offsets[0] = 0;
    for (int64_t b = 0; b < batches; b++) {
        const int64_t* t = table + 6 * b;
        int rc = t[5] == 2 ? walk_v2(data + t[0], t[1], t[2], t[3], t[4], c) : walk_v1(data + t[0], t[1], c);
        if (rc != 0) return -1;
    }
    return c->rows;
}
