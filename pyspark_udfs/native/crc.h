// CRC-32C (Castagnoli: RecordBatch v2) and CRC-32 (IEEE, java.util.zip.CRC32:
// legacy messages v0/v1) over bytes in memory. Table-driven (slicing by 8),
// with the SSE 4.2 crc32 instruction for CRC-32C where the CPU has it.
#pragma once

#include <stddef.h>
#include <stdint.h>

namespace kafka_native {

uint32_t crc32c(const char* data, size_t size);
uint32_t crc32(const char* data, size_t size);

}  // namespace kafka_native
