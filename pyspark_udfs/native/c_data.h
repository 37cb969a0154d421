// _native.arrow_c_array: a record batch's column buffers, as ArrowBuilder's finish() and
// expand() give them, handed to Arrow through the Arrow C data interface
// (https://arrow.apache.org/docs/format/CDataInterface.html) instead of one
// pyarrow.Array.from_buffers per column. The buffers are not copied: the exported
// array holds a buffer view of each Python object until Arrow releases it.
#pragma once

#include <Python.h>

namespace kafka_native {

// arrow_c_array(rows, layouts, columns) -> (capsule, address); see c_data.cpp.
PyObject* arrow_c_array(PyObject* module, PyObject* args);

}  // namespace kafka_native
