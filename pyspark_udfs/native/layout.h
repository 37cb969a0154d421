// Kafka's layout numbers the C++ side needs by name, each defined once, under the name
// Kafka's own classes give it. Python's home of the same numbers: pyspark_udfs/layout.py
// (_native.LAYOUT exports these, and tests/native/test_contract.py compares the two).
#pragma once

#include <stddef.h>
#include <stdint.h>

namespace kafka_native {

const int64_t LOG_OVERHEAD = 12;                // Records.LOG_OVERHEAD: offset and length
const size_t LENGTH_OFFSET = 8;                 // Records.SIZE_OFFSET
const size_t MAGIC_OFFSET = 16;                 // Records.MAGIC_OFFSET
const size_t HEADER_SIZE_UP_TO_MAGIC = 17;      // Records.HEADER_SIZE_UP_TO_MAGIC: kafka_log_segment's entry_prefix
const int64_t LEGACY_RECORD_OVERHEAD_V0 = 14;   // LegacyRecord.RECORD_OVERHEAD_V0: the smallest length of any entry

}  // namespace kafka_native
