// The search for the next intact batch after damage (pyspark_udfs/segment.py's
// find_next_batch), over a read buffer: the first position where a whole entry
// starts that the C++ build of ksy/ parses and whose CRC holds.
#pragma once

#include <stddef.h>
#include <stdint.h>

namespace kafka_native {

struct ResyncHit {
    int64_t index;  // position in the buffer, or -1: no candidate in [begin, end)
    bool checked;   // true: an intact batch starts there; false: its entry runs past the buffer,
                    // so the caller checks it (segment.py's read_entry) and goes on after it
};

// The first position p in [begin, end) of `data` (`size` bytes, `available` bytes of the file
// from data[0]; p + 17 <= size for every p < end) where read_entry would find a batch whose CRC
// holds; entries longer than `max_size` are refused as read_entry refuses them.
ResyncHit next_batch(const char* data, size_t size, size_t begin, size_t end, int64_t available, int64_t max_size);

}  // namespace kafka_native
