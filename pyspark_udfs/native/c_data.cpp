// _native.arrow_c_array: column buffers to one ArrowArray (the Arrow C data interface).
//
// A record batch is a struct array whose children are its columns. Each column's
// buffers are Python objects (bytes, bytearray, memoryview) that stay where they are:
// the export keeps a buffer view of each until Arrow calls the root's release, which
// gives the views back with the GIL. pyarrow imports the whole tree at once
// (RecordBatch._import_from_c) and only ever releases the root, so the children's
// memory belongs to the root's private data and their release callbacks only mark
// them released.
//
// Every size is checked against the row counts before anything is exported: Arrow
// reads the buffers as the lengths say, with no sizes of its own.

#include "c_data.h"

#include <cstdint>
#include <cstring>
#include <deque>
#include <memory>
#include <string>
#include <stdexcept>
#include <vector>

#include "guarded.h"
#include "pyutil.h"

namespace kafka_native {

namespace {

// The Arrow C data interface's array, as the specification defines it.
struct ArrowArray {
    int64_t length;
    int64_t null_count;
    int64_t offset;
    int64_t n_buffers;
    int64_t n_children;
    const void** buffers;
    struct ArrowArray** children;
    struct ArrowArray* dictionary;
    void (*release)(struct ArrowArray*);
    void* private_data;
};

const char* const CAPSULE_NAME = "kafka_ksy.arrow_array";

// One array of an exported tree with room for its buffer and child pointers: no array here
// has more than three buffers (binary) or two children (the headers' struct), but the root,
// whose children are in Exported::columns.
struct Node {
    ArrowArray array;
    const void* buffers[3];
    ArrowArray* children[2];
};

// What an exported tree holds: the views of the Python buffers and every array of it but the
// root. Deques, so that what was added stays where it is while more is.
struct Exported {
    std::deque<Py_buffer> views;  // each held (PyObject_GetBuffer succeeded)
    std::deque<Node> nodes;
    std::vector<ArrowArray*> columns;  // the root's children
    const void* root_buffers[1] = {nullptr};

    ~Exported() {  // with the GIL held
        for (Py_buffer& v : views) PyBuffer_Release(&v);
    }
};

void release_child(ArrowArray* array) { array->release = nullptr; }

void release_root(ArrowArray* array) {
    Exported* exported = static_cast<Exported*>(array->private_data);
    // Arrow may release from any thread; the views go back to Python with the GIL. After the
    // interpreter has finished, there is no Python left to give them to.
    if (Py_IsInitialized()) {
        PyGILState_STATE state = PyGILState_Ensure();
        delete exported;
        PyGILState_Release(state);
    }
    array->release = nullptr;
}

// Builds the arrays of the columns' layouts: '1' bits (bool), '4' and '8' fixed-size values of
// that many bytes, 's' binary or string, 'h' the headers (a list of struct<key string, value
// binary>).
class Builder {
public:
    explicit Builder(Exported* e) : m_e(e) {}

    // A view of `obj`'s bytes, held until the tree is released.
    const char* view(PyObject* obj, size_t* size) {
        Py_buffer v;
        if (PyObject_GetBuffer(obj, &v, PyBUF_SIMPLE) != 0) throw python_error();
        try {
            m_e->views.push_back(v);
        } catch (...) {
            PyBuffer_Release(&v);
            throw;
        }
        *size = static_cast<size_t>(v.len);
        return static_cast<const char*>(v.buf);
    }

    ArrowArray* node(int64_t length, int64_t null_count, int64_t n_buffers, int64_t n_children) {
        m_e->nodes.emplace_back();
        Node& n = m_e->nodes.back();
        ArrowArray* a = &n.array;
        a->length = length;
        a->null_count = null_count;
        a->offset = 0;
        a->n_buffers = n_buffers;
        a->n_children = n_children;
        a->buffers = n.buffers;
        a->children = n_children > 0 ? n.children : nullptr;
        a->dictionary = nullptr;
        a->release = release_child;
        a->private_data = nullptr;
        return a;
    }

    // A validity bitmap of `length` bits with `nulls` unset; none when nothing is null.
    const void* validity(PyObject* obj, int64_t length, int64_t nulls) {
        size_t size;
        const char* data = view(obj, &size);
        if (nulls < 0 || nulls > length) throw std::invalid_argument("arrow_c_array: a null count out of range");
        if (nulls == 0) return nullptr;
        if (size < bits_bytes(length)) throw std::invalid_argument("arrow_c_array: a validity bitmap too short");
        return data;
    }

    // A column of fixed-size values: (null_count, validity, values).
    ArrowArray* fixed(PyObject* parts, int64_t length, char layout) {
        check_parts(parts, 3);
        int64_t nulls = null_count(parts);
        ArrowArray* a = node(length, nulls, 2, 0);
        a->buffers[0] = validity(PyTuple_GET_ITEM(parts, 1), length, nulls);
        size_t size;
        a->buffers[1] = view(PyTuple_GET_ITEM(parts, 2), &size);
        size_t needed = layout == '1' ? bits_bytes(length) : static_cast<size_t>(length) * (layout == '4' ? 4 : 8);
        if (size < needed) throw std::invalid_argument("arrow_c_array: a column's values too short");
        return a;
    }

    // A binary or string column of `length` rows: (null_count, validity, int32 offsets, data).
    ArrowArray* binary(PyObject* parts, int64_t length) {
        check_parts(parts, 4);
        int64_t nulls = null_count(parts);
        int32_t first, last;
        const char* offsets = offsets_of(PyTuple_GET_ITEM(parts, 2), length, "binary", &first, &last);
        ArrowArray* a = node(length, nulls, 3, 0);
        a->buffers[0] = validity(PyTuple_GET_ITEM(parts, 1), length, nulls);
        a->buffers[1] = offsets;
        size_t data_size;
        a->buffers[2] = view(PyTuple_GET_ITEM(parts, 3), &data_size);
        if (first < 0 || last < first || static_cast<size_t>(last) > data_size) {
            throw std::invalid_argument("arrow_c_array: binary offsets outside the data");
        }
        return a;
    }

    // The headers: (null_count, validity, int32 list offsets, key buffers, value buffers).
    ArrowArray* headers(PyObject* parts, int64_t length) {
        check_parts(parts, 5);
        int64_t nulls = null_count(parts);
        ArrowArray* list = node(length, nulls, 2, 1);
        list->buffers[0] = validity(PyTuple_GET_ITEM(parts, 1), length, nulls);
        int32_t first, entries;
        list->buffers[1] = offsets_of(PyTuple_GET_ITEM(parts, 2), length, "list", &first, &entries);
        if (first < 0 || entries < first) throw std::invalid_argument("arrow_c_array: list offsets out of order");
        ArrowArray* entry = node(entries, 0, 1, 2);
        entry->buffers[0] = nullptr;
        list->children[0] = entry;
        entry->children[0] = binary(PyTuple_GET_ITEM(parts, 3), entries);
        entry->children[1] = binary(PyTuple_GET_ITEM(parts, 4), entries);
        return list;
    }

private:
    // The int32 offsets of `length` values in `obj`, `kind` naming them in an error; their first
    // and last in `*first` and `*last`.
    const char* offsets_of(PyObject* obj, int64_t length, const char* kind, int32_t* first, int32_t* last) {
        size_t size;
        const char* offsets = view(obj, &size);
        if (size < sizeof(int32_t) || size % sizeof(int32_t) != 0) {
            throw std::invalid_argument(std::string("arrow_c_array: ") + kind + " offsets of a wrong size");
        }
        if (size / sizeof(int32_t) < static_cast<size_t>(length) + 1) {
            throw std::invalid_argument(std::string("arrow_c_array: ") + kind + " offsets too short");
        }
        *first = int32_at(offsets, 0);
        *last = int32_at(offsets, static_cast<size_t>(length));
        return offsets;
    }

    static size_t bits_bytes(int64_t length) { return (static_cast<size_t>(length) + 7) / 8; }

    static int32_t int32_at(const char* p, size_t i) {
        int32_t v;
        memcpy(&v, p + i * sizeof(int32_t), sizeof v);
        return v;
    }

    static void check_parts(PyObject* parts, Py_ssize_t n) {
        if (!PyTuple_Check(parts) || PyTuple_GET_SIZE(parts) != n) {
            throw std::invalid_argument("arrow_c_array: a column's buffers do not match its layout");
        }
    }

    static int64_t null_count(PyObject* parts) {
        long long v = PyLong_AsLongLong(PyTuple_GET_ITEM(parts, 0));
        if (v == -1 && PyErr_Occurred()) throw python_error();
        return v;
    }

    Exported* m_e;
};

void capsule_destructor(PyObject* capsule) {
    ArrowArray* root = static_cast<ArrowArray*>(PyCapsule_GetPointer(capsule, CAPSULE_NAME));
    if (root == nullptr) {
        PyErr_Clear();
        return;
    }
    if (root->release != nullptr) root->release(root);  // never imported
    delete root;
}

}  // namespace

// arrow_c_array(rows, layouts, columns) -> (capsule, address): a struct array of `rows` rows
// whose children are `columns` (a sequence of ArrowBuilder buffer tuples, one letter of
// `layouts` each; see Builder), at `address`, for pyarrow.RecordBatch._import_from_c(address,
// schema). The capsule owns the array until it is imported (which moves it out) and frees the
// struct when it goes; keep it alive until the import is done.
PyObject* arrow_c_array(PyObject*, PyObject* args) {
    Py_ssize_t rows;
    const char* layouts;
    PyObject* columns_obj;
    if (!PyArg_ParseTuple(args, "nsO", &rows, &layouts, &columns_obj)) return nullptr;
    return guarded([&]() -> PyObject* {
        if (rows < 0 || rows > INT32_MAX) throw std::invalid_argument("arrow_c_array: rows out of range");
        Ref columns(check(PySequence_Fast(columns_obj, "columns must be a sequence")));
        size_t count = static_cast<size_t>(PySequence_Fast_GET_SIZE(columns.get()));
        if (strlen(layouts) != count || strspn(layouts, "148sh") != count) {
            throw std::invalid_argument("arrow_c_array: layouts must be one of '1', '4', '8', 's', 'h' per column");
        }
        std::unique_ptr<Exported> exported(new Exported());
        exported->columns.resize(count);
        std::unique_ptr<ArrowArray> root(new ArrowArray());
        root->length = rows;
        root->null_count = 0;
        root->offset = 0;
        root->n_buffers = 1;
        root->n_children = static_cast<int64_t>(count);
        root->buffers = exported->root_buffers;
        root->children = exported->columns.data();
        root->dictionary = nullptr;
        Builder build(exported.get());
        for (size_t i = 0; i < count; i++) {
            PyObject* parts = PySequence_Fast_GET_ITEM(columns.get(), i);
            char layout = layouts[i];
            root->children[i] = layout == 'h'   ? build.headers(parts, rows)
                                : layout == 's' ? build.binary(parts, rows)
                                                : build.fixed(parts, rows, layout);
        }
        root->private_data = exported.get();
        root->release = release_root;
        exported.release();
        Ref address(check(PyLong_FromVoidPtr(root.get())));
        PyObject* capsule = PyCapsule_New(root.get(), CAPSULE_NAME, capsule_destructor);
        if (capsule == nullptr) {
            root->release(root.get());
            throw python_error();
        }
        root.release();
        Ref owner(capsule);
        return check(PyTuple_Pack(2, owner.get(), address.get()));
    });
}

}  // namespace kafka_native
