// Column buffers reused from one record batch to the next, instead of new ones faulted in.
//
// A binary column's values go to Python in a bytearray, which the Arrow record batch made of them
// holds (a buffer export) until it is dropped. The pool keeps a reference to the last few handed
// out; one that nobody else holds any more (its only reference the pool's, no export) has its pages
// in memory already, and becomes the next column's buffer (resized to it). A buffer of 1 MiB or
// more is otherwise mapped, faulted in page by page and unmapped for each record batch
// (tables/allocator.py fixes glibc's mmap threshold there). What the pool keeps idle is bounded
// (POOL_ENTRIES buffers, POOL_IDLE_BYTES of them idle); the GIL guards it.
#pragma once

#include <Python.h>
#include <stddef.h>

namespace kafka_native {

const size_t POOL_ENTRIES = 8;             // two record batches' four binary columns
const size_t POOL_IDLE_BYTES = 32u << 20;  // idle buffers past this are given back

// A bytearray of `size` bytes (contents undefined): a pooled one nobody else holds, else a new one. A new reference, or null with an error set.
PyObject* column_bytearray(size_t size);

// Keeps a reference to `data`, a column's bytearray handed to Python, for column_bytearray.
void pool_keep(PyObject* data);

// The pool's buffers: (held elsewhere, idle, idle bytes), for tests.
PyObject* pool_state(PyObject* module, PyObject* args);

}  // namespace kafka_native
