// CRC-32C (Castagnoli: RecordBatch v2) and CRC-32 (IEEE, java.util.zip.CRC32:
// legacy messages v0/v1) over bytes in memory. Table-driven (slicing by 8)
// where the CPU has nothing faster; on x86-64, chosen at run time: CRC-32C
// with the SSE 4.2 crc32 instruction (three interleaved streams, with
// PCLMULQDQ to combine them, beside VPCLMULQDQ folding where the CPU has it),
// CRC-32 by folding with PCLMULQDQ or VPCLMULQDQ.
#pragma once

#include <stddef.h>
#include <stdint.h>

namespace kafka_native {

uint32_t crc32c(const char* data, size_t size);
uint32_t crc32(const char* data, size_t size);

}  // namespace kafka_native
