// The base of every generated type (see kaitaistream.h).
#pragma once

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
