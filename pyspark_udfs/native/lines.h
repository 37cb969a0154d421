// dump's record lines written by the extension (lines.cpp).
#pragma once

#include <Python.h>

namespace kafka_native {

// model.Record's fields, in module.cpp's RECORD_FIELDS order.
enum class RecordField { offset = 0, timestamp, timestamp_type, key, value, headers, sequence, control };

// A field of a Record of the configured class (borrowed), or nullptr for any other object (module.cpp).
PyObject* record_field(PyObject* record, RecordField field);

// json_lines(records, file_json) and text_lines(records, timestamp_type, print_data): the lines in
// pieces, list[str], or None (lines.cpp).
PyObject* py_json_lines(PyObject*, PyObject* args);
PyObject* py_text_lines(PyObject*, PyObject* args);

}  // namespace kafka_native
