// The one way the extension's functions turn C++ failures into Python exceptions.
// Python's side of the same rule: pyspark_udfs/parser_errors.py (PARSER_FAILURES catches
// ParseError, a ValueError, and describe() keeps its words: it is `described`).
#pragma once

#include <Python.h>

#include <new>
#include <stdexcept>

#include "kaitai/exceptions.h"
#include "pyutil.h"

namespace kafka_native {

// _native.ParseError (a ValueError whose message is worded already), made by the module's init.
extern PyObject* parse_error;

// Run `body`, turning C++ failures into Python exceptions: a Python error already set stays;
// a generated parser's failure is ParseError; no memory is MemoryError; anything else is
// RuntimeError.
template <typename Body>
PyObject* guarded(Body body) {
    try {
        return body();
    } catch (const python_error&) {
        return nullptr;
    } catch (const kaitai::kstruct_error& exc) {
        PyErr_SetString(parse_error, exc.what());
    } catch (const std::bad_alloc&) {
        PyErr_NoMemory();
    } catch (const std::exception& exc) {
        PyErr_SetString(PyExc_RuntimeError, exc.what());
    }
    return nullptr;
}

}  // namespace kafka_native
