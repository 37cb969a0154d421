// See resync.h. Most positions of damage are turned down by two reads that
// cannot turn down a batch read_entry accepts: the magic byte (position 16)
// must be 0, 1 or 2, and the length (4 bytes at position 8) at least 14 and
// within the file, as read_entry's first checks ask. A length of four zero
// bytes fails that, so inside a run of zeros every position whose length lies
// in the run is passed over at once (a preallocated or sparse file after a
// crash is mostly zeros). Every other position is judged by the generated
// parsers, as read_entry judges it: entry_prefix, then the format's type over
// the entry, then its CRC.
#include "resync.h"

#include <string.h>

#include "crc.h"
#include "kafka_legacy_message.h"
#include "kafka_log_segment.h"
#include "kafka_record_batch.h"
#include "kaitai/exceptions.h"
#include "layout.h"
#include "rules.h"

namespace kafka_native {
namespace {

// The first index >= `from` of `data` whose byte is not zero, or `size`.
size_t next_nonzero(const unsigned char* data, size_t size, size_t from) {
    size_t i = from;
    while (i < size && (i & 7) != 0) {
        if (data[i] != 0) return i;
        i++;
    }
    for (; i + 8 <= size; i += 8) {
        uint64_t word;
        memcpy(&word, data + i, 8);
        if (word != 0) break;
    }
    for (; i < size; i++) {
        if (data[i] != 0) return i;
    }
    return size;
}

int32_t length_at(const unsigned char* at) {
    uint32_t v = (uint32_t(at[0]) << 24) | (uint32_t(at[1]) << 16) | (uint32_t(at[2]) << 8) | uint32_t(at[3]);
    return static_cast<int32_t>(v);
}

// Whether the CRC `parsed` stores is that of the range it names (rules.h's checksum_of).
template <typename Parsed>
bool crc_holds(uint32_t (*algorithm)(const char*, size_t), const char* entry, size_t size, Parsed& parsed) {
    return checksum_of(algorithm, entry, size, parsed.ofs_crc_input(), parsed.len_crc_input()) == parsed.crc();
}

}  // namespace

ResyncHit next_batch(const char* data, size_t size, size_t begin, size_t end, int64_t available, int64_t max_size) {
    const unsigned char* bytes = reinterpret_cast<const unsigned char*>(data);
    size_t last = size < HEADER_SIZE_UP_TO_MAGIC ? 0 : size - HEADER_SIZE_UP_TO_MAGIC + 1;  // whole prefixes only
    if (end > last) end = last;
    size_t p = begin;
    while (p < end) {
        const unsigned char* at = bytes + p;
        if (at[LENGTH_OFFSET] == 0 && at[LENGTH_OFFSET + 1] == 0 && at[LENGTH_OFFSET + 2] == 0 &&
            at[LENGTH_OFFSET + 3] == 0) {
            // Length 0 here, and at every later position whose 4 length bytes are zeros too.
            size_t nonzero = next_nonzero(bytes, size, p + LENGTH_OFFSET + 4);
            size_t next = nonzero - LENGTH_OFFSET - 3;  // the first position whose length has that byte
            p = next > p ? next : p + 1;
            continue;
        }
        if (at[MAGIC_OFFSET] > 2) {
            p++;
            continue;
        }
        int64_t length = length_at(at + LENGTH_OFFSET);
        int64_t rest = available - static_cast<int64_t>(p) - LOG_OVERHEAD;
        if (length < LEGACY_RECORD_OVERHEAD_V0 || length > rest) {
            p++;
            continue;
        }
        // A candidate: judged as read_entry judges it, by the generated parsers.
        kaitai::kstream head(data + p, HEADER_SIZE_UP_TO_MAGIC);
        kafka_log_segment_t::entry_prefix_t prefix(&head);
        int64_t declared = prefix.len_declared();
        if (!entry_accepted(prefix.magic(), declared, prefix.len_min(), available - static_cast<int64_t>(p),
                            max_size)) {
            p++;
            continue;
        }
        int magic = prefix.magic();
        size_t entry_size = static_cast<size_t>(declared + LOG_OVERHEAD);
        if (entry_size > size - p) return ResyncHit{static_cast<int64_t>(p), false};
        kaitai::kstream io(data + p, entry_size);
        bool intact;
        try {
            if (magic == 2) {
                kafka_record_batch_t batch(&io);
                intact = crc_holds(crc32c, data + p, entry_size, batch);
            } else {
                kafka_legacy_message_t message(&io);
                intact = crc_holds(crc32, data + p, entry_size, message);
            }
        } catch (const kaitai::kstruct_error&) {
            intact = false;
        }
        if (intact) return ResyncHit{static_cast<int64_t>(p), true};
        p++;
    }
    return ResyncHit{-1, false};
}

}  // namespace kafka_native
