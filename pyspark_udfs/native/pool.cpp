// See pool.h.
#include "pool.h"

#include <vector>

namespace kafka_native {
namespace {

std::vector<PyObject*> pool;  // strong references, oldest first

size_t allocated(PyObject* o) { return static_cast<size_t>(reinterpret_cast<PyByteArrayObject*>(o)->ob_alloc); }

// Nobody but the pool holds it: no other reference, no buffer export (an Arrow array's view).
bool idle(PyObject* o) { return Py_REFCNT(o) == 1 && reinterpret_cast<PyByteArrayObject*>(o)->ob_exports == 0; }

// Gives back idle buffers, oldest first, while the idle ones pass POOL_IDLE_BYTES or the pool is
// full (then, when none is idle, it forgets its oldest reference, which frees nothing held elsewhere).
void trim(size_t room) {
    size_t idle_bytes = 0;
    for (PyObject* o : pool) idle_bytes += idle(o) ? allocated(o) : 0;
    for (size_t i = 0; i < pool.size() && (idle_bytes > POOL_IDLE_BYTES || pool.size() + room > POOL_ENTRIES);) {
        if (!idle(pool[i])) {
            i++;
            continue;
        }
        idle_bytes -= allocated(pool[i]);
        Py_DECREF(pool[i]);
        pool.erase(pool.begin() + static_cast<std::ptrdiff_t>(i));
    }
    while (pool.size() + room > POOL_ENTRIES) {
        Py_DECREF(pool.front());
        pool.erase(pool.begin());
    }
}

}  // namespace

PyObject* column_bytearray(size_t size) {
    // The idle buffer whose allocation is the smallest that holds `size`, else the largest (grown in
    // place, or moved by mremap without copying its pages): every request takes one when there is one,
    // so buffers that fit no column do not stay idle beside new ones.
    size_t best = pool.size();
    for (size_t i = 0; i < pool.size(); i++) {
        if (!idle(pool[i])) continue;
        size_t room = allocated(pool[i]);
        if (best == pool.size()) {
            best = i;
            continue;
        }
        size_t chosen = allocated(pool[best]);
        bool fits = size < room, chosen_fits = size < chosen;
        if ((fits && (!chosen_fits || room < chosen)) || (!fits && !chosen_fits && room > chosen)) best = i;
    }
    if (best == pool.size()) return PyByteArray_FromStringAndSize(nullptr, static_cast<Py_ssize_t>(size));
    PyObject* out = pool[best];  // the pool's reference becomes the caller's
    pool.erase(pool.begin() + static_cast<std::ptrdiff_t>(best));
    if (PyByteArray_Resize(out, static_cast<Py_ssize_t>(size)) != 0) {
        Py_DECREF(out);
        return nullptr;
    }
    return out;
}

void pool_keep(PyObject* data) {
    if (!PyByteArray_CheckExact(data)) return;
    trim(1);
    Py_INCREF(data);
    pool.push_back(data);
}

PyObject* pool_state(PyObject*, PyObject*) {
    Py_ssize_t held = 0, idle_count = 0, idle_bytes = 0;
    for (PyObject* o : pool) {
        if (idle(o)) {
            idle_count++;
            idle_bytes += static_cast<Py_ssize_t>(allocated(o));
        } else {
            held++;
        }
    }
    return Py_BuildValue("(nnn)", held, idle_count, idle_bytes);
}

}  // namespace kafka_native
