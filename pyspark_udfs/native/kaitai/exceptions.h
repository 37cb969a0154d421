// What the generated types and the stream throw (see kaitaistream.h). Every
// failure is a kaitai::kstruct_error with the position where it happened.
#pragma once

#include <stdint.h>
#include <stdexcept>
#include <string>

#include "kaitai/kaitaistream.h"

namespace kaitai {

class kstruct_error : public std::runtime_error {
public:
    kstruct_error(const std::string& what, uint64_t pos) : std::runtime_error(what), m_pos(pos) {}
    uint64_t pos() const { return m_pos; }

private:
    uint64_t m_pos;
};

// A read past the end of the stream's bytes.
class end_of_stream_error : public kstruct_error {
public:
    end_of_stream_error(uint64_t requested, uint64_t available, uint64_t pos)
        : kstruct_error("requested " + std::to_string(requested) + " bytes, but only " +
                            std::to_string(available) + " bytes available",
                        pos) {}
};

// A `valid:` constraint of a spec that the bytes break.
class validation_error : public kstruct_error {
public:
    validation_error(const std::string& what, kstream* io, const std::string& src_path)
        : kstruct_error("not valid: " + what + " at " + src_path, io ? io->pos() : 0) {}
};

template <typename T>
class validation_not_equal_error : public validation_error {
public:
    validation_not_equal_error(const T& expected, const T& actual, kstream* io, const std::string& src_path)
        : validation_error("expected " + std::to_string(+expected) + ", got " + std::to_string(+actual), io,
                           src_path) {}
};

template <typename T>
class validation_not_any_of_error : public validation_error {
public:
    validation_not_any_of_error(const T& actual, kstream* io, const std::string& src_path)
        : validation_error(std::to_string(+actual) + " is not one of the allowed values", io, src_path) {}
};

template <typename T>
class validation_greater_than_error : public validation_error {
public:
    validation_greater_than_error(const T& max, const T& actual, kstream* io, const std::string& src_path)
        : validation_error(std::to_string(+actual) + " is greater than " + std::to_string(+max), io, src_path) {}
};

template <typename T>
class validation_less_than_error : public validation_error {
public:
    validation_less_than_error(const T& min, const T& actual, kstream* io, const std::string& src_path)
        : validation_error(std::to_string(+actual) + " is less than " + std::to_string(+min), io, src_path) {}
};

}  // namespace kaitai
