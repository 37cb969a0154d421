// What the generated types and the stream throw (see kaitaistream.h). Every
// failure is a kaitai::kstruct_error with the position where it happened;
// what() words it as pyspark_udfs.parser_errors.describe() words the Python
// runtime's exception for the same failure, so both builds report alike.
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
        : kstruct_error("runs past the end of its bytes (requested " + std::to_string(requested) +
                            " bytes, but only " + std::to_string(available) + " bytes available)",
                        pos) {}
};

// A `valid:` constraint of a spec that the bytes break.
class validation_error : public kstruct_error {
public:
    validation_error(const char* kind, const std::string& what, kstream* io, const std::string& src_path)
        : kstruct_error(std::string(kind) + ": " + src_path + ": " +
                            (io ? "at pos " + std::to_string(io->pos()) + ": " : std::string()) +
                            "validation failed: " + what,
                        io ? io->pos() : 0) {}
};

template <typename T>
class validation_not_equal_error : public validation_error {
public:
    validation_not_equal_error(const T& expected, const T& actual, kstream* io, const std::string& src_path)
        : validation_error("ValidationNotEqualError",
                           "not equal, expected " + std::to_string(+expected) + ", but got " + std::to_string(+actual),
                           io, src_path) {}
};

template <typename T>
class validation_not_any_of_error : public validation_error {
public:
    validation_not_any_of_error(const T& actual, kstream* io, const std::string& src_path)
        : validation_error("ValidationNotAnyOfError", "not any of the list, got " + std::to_string(+actual), io,
                           src_path) {}
};

template <typename T>
class validation_greater_than_error : public validation_error {
public:
    validation_greater_than_error(const T& max, const T& actual, kstream* io, const std::string& src_path)
        : validation_error("ValidationGreaterThanError",
                           "not in range, max " + std::to_string(+max) + ", but got " + std::to_string(+actual), io,
                           src_path) {}
};

template <typename T>
class validation_less_than_error : public validation_error {
public:
    validation_less_than_error(const T& min, const T& actual, kstream* io, const std::string& src_path)
        : validation_error("ValidationLessThanError",
                           "not in range, min " + std::to_string(+min) + ", but got " + std::to_string(+actual), io,
                           src_path) {}
};

template <typename T>
class validation_expr_error : public validation_error {
public:
    validation_expr_error(const T& actual, kstream* io, const std::string& src_path)
        : validation_error("ValidationExprError", "not matching the expression, got " + std::to_string(+actual), io,
                           src_path) {}
};

template <typename T>
class validation_not_in_enum_error : public validation_error {
public:
    validation_not_in_enum_error(const T& actual, kstream* io, const std::string& src_path)
        : validation_error("ValidationNotInEnumError", "not in the enum, got " + std::to_string(+actual), io,
                           src_path) {}
};

}  // namespace kaitai
