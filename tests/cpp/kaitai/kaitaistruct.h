// A minimal stand-in for the Kaitai Struct C++/STL runtime, enough for the
// generated varint/varlong parsers (tests/test_static_targets.py). Written
// for this project's tests; the real runtime is not on this machine's registries.
#ifndef KAITAI_STRUCT_H
#define KAITAI_STRUCT_H

#define KAITAI_STRUCT_VERSION 11000L

#include "kaitai/kaitaistream.h"

namespace kaitai {

class kstruct {
public:
    explicit kstruct(kstream* io) : m__io(io) {}
    virtual ~kstruct() {}
    kstream* _io() { return m__io; }

protected:
    kstream* m__io;
};

}  // namespace kaitai

#endif
