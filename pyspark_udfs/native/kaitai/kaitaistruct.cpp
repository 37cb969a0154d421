// See kaitaistruct.h.
#include "kaitai/kaitaistruct.h"

#include <cstdlib>

namespace kaitai {

namespace {

const std::size_t GRAIN = 16;
const std::size_t CLASSES = 32;  // sizes up to 512 bytes are recycled
const std::size_t KEPT = 4096;   // free blocks kept per size at most

struct Block {
    Block* next;
};

struct FreeLists {
    Block* head[CLASSES] = {};
    std::size_t count[CLASSES] = {};
    ~FreeLists() {
        for (std::size_t c = 0; c < CLASSES; c++) {
            while (head[c] != nullptr) {
                Block* b = head[c];
                head[c] = b->next;
                ::operator delete(b);
            }
        }
    }
};

FreeLists free_lists;  // guarded by the GIL (see kaitaistruct.h)

std::size_t size_class(std::size_t size) { return (size + GRAIN - 1) / GRAIN; }

}  // namespace

void* kstruct::operator new(std::size_t size) {
    std::size_t c = size_class(size);
    if (c < CLASSES) {
        FreeLists& lists = free_lists;
        if (Block* b = lists.head[c]) {
            lists.head[c] = b->next;
            lists.count[c]--;
            return b;
        }
        return ::operator new(c * GRAIN);
    }
    return ::operator new(size);
}

void kstruct::operator delete(void* p, std::size_t size) noexcept {
    if (p == nullptr) return;
    std::size_t c = size_class(size);
    if (c < CLASSES) {
        FreeLists& lists = free_lists;
        if (lists.count[c] < KEPT) {
            Block* b = static_cast<Block*>(p);
            b->next = lists.head[c];
            lists.head[c] = b;
            lists.count[c]++;
            return;
        }
    }
    ::operator delete(p);
}

}  // namespace kaitai
