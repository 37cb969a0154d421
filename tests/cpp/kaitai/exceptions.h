// Minimal validation errors for the tests' C++ harness.
#ifndef KAITAI_EXCEPTIONS_H
#define KAITAI_EXCEPTIONS_H

#include <stdexcept>
#include <string>

#include "kaitai/kaitaistream.h"

namespace kaitai {

template <typename T>
class validation_greater_than_error : public std::runtime_error {
public:
    validation_greater_than_error(const T& max, const T& actual, kstream* io, const std::string& src_path)
        : std::runtime_error("not valid: greater than max at " + src_path) {
        (void)max; (void)actual; (void)io;
    }
};

}  // namespace kaitai

#endif
