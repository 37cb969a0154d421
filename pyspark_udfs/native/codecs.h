// Kafka's compressed payloads decompressed by the codec libraries' C APIs (ISA-L for gzip,
// liblz4's frame API), without a call into Python: the native build's fast path beside
// pyspark_udfs/compression.py, which stays the one place that words a problem.
//
// Each codec is compiled in when its library's header was found at build time (setup.py
// defines KAFKA_KSY_GZIP, KAFKA_KSY_LZ4). The others are left to compression.py:
// - zstd: Debian's libzstd is 1.5.4, the `zstandard` wheel's 1.5.7, and damaged frames (Kafka's
//   have no checksum) that 1.5.7 finds corrupt, 1.5.4 decoded to bytes: the two builds would
//   differ (tests/reader/test_backends.py's damaged copies found one).
// - snappy: cramjam's decoder, called from Python, measured faster than Debian's libsnappy.
#pragma once

#include <Python.h>

#include <stddef.h>

#include <vector>

namespace kafka_native {

// What a decoder is asked for first when nothing tells the output's size (pyspark_udfs/compression.py's
// FIRST_ROOM, given by configure_codecs): `ratio` times the payload, at least `least`, at most `most`;
// at least `lz4_least` for lz4 (a whole block, decoded straight into the output).
struct FirstRoom {
    unsigned long long ratio = 0, least = 0, most = 0, lz4_least = 0;
};

// Sets the first room (std::invalid_argument when it makes no sense). Until then decompressed()
// leaves every payload to compression.py.
void configure_codecs(const FirstRoom& room);

// A new bytes object holding `data` (a payload of Kafka's codec number `codec`, in a batch of
// magic `magic`) decompressed, when it is clean and decompresses to at most `limit` bytes: a
// gzip payload of whole members one after the other, an lz4 payload that starts with a whole
// frame (what follows it is ignored, as compression.py ignores it). Anything else gives nullptr with no Python error
// set: a codec not compiled in, zstd, snappy, an empty payload, lz4 of magic 0 (KAFKA-3160's
// checksum), a payload that is damaged, cut short or larger than `limit`, a failed allocation,
// any payload before configure_codecs().
// The caller then decompresses it with compression.decompress, which gives the same bytes for
// what this accepts and words the problem of what it refuses.
PyObject* decompressed(int codec, int magic, const char* data, size_t size, long long limit);

// The codec numbers decompressed() handles (_native.NATIVE_CODECS).
std::vector<int> native_codecs();

}  // namespace kafka_native
