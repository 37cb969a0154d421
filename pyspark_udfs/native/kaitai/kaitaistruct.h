// The base of every generated type (see kaitaistream.h).
#pragma once

#define KAITAI_STRUCT_VERSION 11000L

#include <cstddef>
#include <new>

#include "kaitai/kaitaistream.h"

namespace kaitai {

class kstruct {
public:
    explicit kstruct(kstream* io) : m__io(io) {}
    virtual ~kstruct() {}
    kstream* _io() { return m__io; }

    // Generated types allocate their parts one by one (a record is six varints
    // and more); they are recycled through free lists by size, which costs far
    // less than the general allocator for these small, short-lived objects.
    // Only a handful are alive at once, so the lists stay small. Inherited by
    // every generated type. Not thread-safe: the extension creates and frees
    // them only while it holds Python's GIL.
    static void* operator new(std::size_t size);
    static void operator delete(void* p, std::size_t size) noexcept;

protected:
    kstream* m__io;
};

}  // namespace kaitai
