// The inner messages of a decompressed legacy (v0/v1) wrapper, parsed by the C++ build of
// kafka_legacy_message.ksy: the one walk that module.cpp's legacy_inner and legacy_records and
// arrow_legacy.cpp's add_legacy share.
#pragma once

#include <stddef.h>
#include <stdint.h>

#include <memory>
#include <string>

#include "crc.h"
#include "kafka_legacy_message.h"
#include "kaitai/exceptions.h"
#include "layout.h"
#include "rules.h"

namespace kafka_native {

// Where a walk of inner messages stopped, and why.
struct InnerWalk {
    uint64_t position = 0;  // where the next message starts: the one that failed or was declined
    size_t walked = 0;      // messages `each` took
    int code = 0;           // 0, or the InnerError (rules.h) of the message at `position`
    int64_t declared = 0;   // INNER_BAD_SIZE: the message's declared size and the bytes its fields took
    int64_t taken = 0;
    std::string message;    // INNER_UNPARSABLE: why
    bool declined = false;  // `each` returned false for the message at `position`
};

// Calls each(message, position, crc_holds) for the inner messages of the `size` bytes at `data`
// from byte `start`, at most `limit` of them, until the bytes end or `each` returns false;
// `message` is a std::unique_ptr that `each` may keep. A message must parse and take exactly the
// log overhead plus its declared size, else the walk stops at it with INNER_UNPARSABLE or
// INNER_BAD_SIZE; a kaitai::kstruct_error thrown by `each` (a field read lazily) is
// INNER_UNPARSABLE too.
template <typename Each>
InnerWalk walk_inner(const char* data, size_t size, uint64_t start, size_t limit, Each each) {
    InnerWalk walk;
    kaitai::kstream io(data, size);
    io.seek(start);
    walk.position = start;
    while (walk.walked < limit && walk.position < size) {
        try {
            std::unique_ptr<kafka_legacy_message_t> message(new kafka_legacy_message_t(&io));
            int64_t taken = static_cast<int64_t>(io.pos() - walk.position) - LOG_OVERHEAD;
            if (taken != message->len_message()) {
                walk.code = INNER_BAD_SIZE;
                walk.declared = message->len_message();
                walk.taken = taken;
                return walk;
            }
            uint32_t computed = checksum_of(crc32, data + walk.position, size - walk.position,
                                            message->ofs_crc_input(), message->len_crc_input());
            if (!each(message, walk.position, computed == message->crc())) {
                walk.declined = true;
                return walk;
            }
        } catch (const kaitai::kstruct_error& exc) {
            walk.code = INNER_UNPARSABLE;
            walk.message = exc.what();
            return walk;
        }
        walk.position = io.pos();
        walk.walked++;
    }
    return walk;
}

}  // namespace kafka_native
