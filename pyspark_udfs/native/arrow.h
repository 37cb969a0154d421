// _native.ArrowBuilder: the per-record columns of the kafka-log schema
// (pyspark_udfs/tables/schema.py) built straight from the C++ build's records
// as Arrow buffers, with no Python object per record. pyspark_udfs/spark/
// arrow.py turns them into a pyarrow.RecordBatch.
#pragma once

#include <Python.h>

namespace kafka_native {

// Adds the ArrowBuilder type to the module; 0 on success.
int add_arrow_builder(PyObject* module);

}  // namespace kafka_native
