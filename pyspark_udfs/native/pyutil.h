// Small helpers over the CPython API for the extension: owned references,
// buffers, and building instances of slotted classes without calling __init__.
#pragma once

#include <Python.h>
#include <structmember.h>

#include <stdexcept>
#include <string>
#include <vector>

namespace kafka_native {

// A Python error is already set; unwind to the binding layer.
struct python_error : std::exception {};

// An owned reference (steals on construction).
class Ref {
public:
    Ref() : m_obj(nullptr) {}
    explicit Ref(PyObject* obj) : m_obj(obj) {}
    Ref(const Ref&) = delete;
    Ref& operator=(const Ref&) = delete;
    Ref(Ref&& other) : m_obj(other.m_obj) { other.m_obj = nullptr; }
    Ref& operator=(Ref&& other) {
        if (this != &other) {
            Py_XDECREF(m_obj);
            m_obj = other.m_obj;
            other.m_obj = nullptr;
        }
        return *this;
    }
    ~Ref() { Py_XDECREF(m_obj); }
    PyObject* get() const { return m_obj; }
    PyObject* release() {
        PyObject* obj = m_obj;
        m_obj = nullptr;
        return obj;
    }
    explicit operator bool() const { return m_obj != nullptr; }

private:
    PyObject* m_obj;
};

// `obj`, or raise python_error when it is null (a failed CPython call).
inline PyObject* check(PyObject* obj) {
    if (obj == nullptr) throw python_error();
    return obj;
}

inline PyObject* new_ref(PyObject* obj) {
    Py_INCREF(obj);
    return obj;
}

inline PyObject* bytes_of(const char* data, size_t size) {
    return check(PyBytes_FromStringAndSize(data, static_cast<Py_ssize_t>(size)));
}

inline PyObject* bytes_of(const std::string& s) { return bytes_of(s.data(), s.size()); }

inline PyObject* int_of(long long v) { return check(PyLong_FromLongLong(v)); }

inline PyObject* bool_of(bool v) { return new_ref(v ? Py_True : Py_False); }

// A read-only, contiguous view of any object with the buffer protocol.
class Buffer {
public:
    explicit Buffer(PyObject* obj) {
        if (PyObject_GetBuffer(obj, &m_view, PyBUF_SIMPLE) != 0) throw python_error();
    }
    Buffer(const Buffer&) = delete;
    Buffer& operator=(const Buffer&) = delete;
    ~Buffer() { PyBuffer_Release(&m_view); }
    const char* data() const { return static_cast<const char*>(m_view.buf); }
    size_t size() const { return static_cast<size_t>(m_view.len); }

private:
    Py_buffer m_view;
};

// Instances of a class whose fields are __slots__ (a dataclass with
// slots=True), filled directly: the fields' member offsets are looked up once
// by name, so building one costs an allocation and the stores.
class SlottedClass {
public:
    SlottedClass() : m_type(nullptr) {}

    void configure(PyObject* type, const std::vector<std::string>& names) {
        if (!PyType_Check(type)) throw std::invalid_argument("expected a class");
        std::vector<Py_ssize_t> offsets;
        for (const std::string& name : names) {
            Ref descr(check(PyObject_GetAttrString(type, name.c_str())));
            if (Py_TYPE(descr.get()) != &PyMemberDescr_Type) {
                throw std::invalid_argument(name + " is not a slot of the class");
            }
            PyMemberDef* member = reinterpret_cast<PyMemberDescrObject*>(descr.get())->d_member;
            if (member->type != T_OBJECT_EX) throw std::invalid_argument(name + " is not an object slot");
            offsets.push_back(member->offset);
        }
        if (slot_count(reinterpret_cast<PyTypeObject*>(type)) != static_cast<Py_ssize_t>(names.size())) {
            throw std::invalid_argument("every slot of the class (and of its bases) must be named");
        }
        Py_XDECREF(reinterpret_cast<PyObject*>(m_type));
        Py_INCREF(type);
        m_type = reinterpret_cast<PyTypeObject*>(type);
        m_offsets = offsets;
    }

    bool configured() const { return m_type != nullptr; }

    // A new instance holding `values` (references stolen, one per name, in order).
    PyObject* make(PyObject** values) const {
        PyObject* obj = m_type->tp_alloc(m_type, 0);
        if (obj == nullptr) {
            for (size_t i = 0; i < m_offsets.size(); i++) Py_XDECREF(values[i]);
            throw python_error();
        }
        for (size_t i = 0; i < m_offsets.size(); i++) {
            *reinterpret_cast<PyObject**>(reinterpret_cast<char*>(obj) + m_offsets[i]) = values[i];
        }
        return obj;
    }

private:
    // The __slots__ declared by the class and its bases.
    static Py_ssize_t slot_count(PyTypeObject* type) {
        Py_ssize_t count = 0;
        PyObject* mro = type->tp_mro;
        for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(mro); i++) {
            PyObject* dict = reinterpret_cast<PyTypeObject*>(PyTuple_GET_ITEM(mro, i))->tp_dict;
            PyObject* slots = dict == nullptr ? nullptr : PyDict_GetItemString(dict, "__slots__");
            if (slots != nullptr) count += PyUnicode_Check(slots) ? 1 : PySequence_Size(slots);
        }
        return count;
    }

    PyTypeObject* m_type;
    std::vector<Py_ssize_t> m_offsets;
};

// A tuple's fields, listed once: an X-macro LIST(FIELD, source) holding FIELD(name, value) for
// each field in order gives both the names the module exports (FIELD_NAME) and the values a
// tuple is built from (FIELD_VALUE: each an owned reference, released if a later one fails).
#define FIELD_NAME(name, value) #name,
#define FIELD_VALUE(name, value) Ref(value),

// A Python tuple of the names in `names`.
inline PyObject* names_tuple(const std::vector<std::string>& names) {
    Ref tuple(check(PyTuple_New(static_cast<Py_ssize_t>(names.size()))));
    for (size_t i = 0; i < names.size(); i++) {
        PyTuple_SET_ITEM(tuple.get(), static_cast<Py_ssize_t>(i), check(PyUnicode_FromString(names[i].c_str())));
    }
    return tuple.release();
}

// A plain tuple holding `values` (released into it), `size` of them.
inline PyObject* tuple_of(Ref* values, size_t size) {
    PyObject* tuple = check(PyTuple_New(static_cast<Py_ssize_t>(size)));
    for (size_t i = 0; i < size; i++) PyTuple_SET_ITEM(tuple, static_cast<Py_ssize_t>(i), values[i].release());
    return tuple;
}

// Instances of a tuple subclass with named fields (a typing.NamedTuple), made without calling
// the class: its `_fields` must be the names the C++ build fills, by name and in order.
class TupleClass {
public:
    TupleClass() : m_type(nullptr) {}

    void configure(PyObject* type, const std::vector<std::string>& names) {
        if (!PyType_Check(type) || !PyType_IsSubtype(reinterpret_cast<PyTypeObject*>(type), &PyTuple_Type)) {
            throw std::invalid_argument("expected a tuple subclass");
        }
        Ref fields(check(PyObject_GetAttrString(type, "_fields")));
        Ref expected(names_tuple(names));
        int same = PyObject_RichCompareBool(fields.get(), expected.get(), Py_EQ);
        if (same < 0) throw python_error();
        if (!same) {
            throw std::invalid_argument(std::string(reinterpret_cast<PyTypeObject*>(type)->tp_name) +
                                        "._fields are not the fields the C++ build fills, in its order");
        }
        Py_XDECREF(reinterpret_cast<PyObject*>(m_type));
        Py_INCREF(type);
        m_type = reinterpret_cast<PyTypeObject*>(type);
        m_size = names.size();
    }

    bool configured() const { return m_type != nullptr; }

    // An instance holding `values` (released into it), one per configured name.
    PyObject* make(Ref* values) const {
        PyObject* obj = m_type->tp_alloc(m_type, static_cast<Py_ssize_t>(m_size));
        if (obj == nullptr) throw python_error();
        for (size_t i = 0; i < m_size; i++) PyTuple_SET_ITEM(obj, static_cast<Py_ssize_t>(i), values[i].release());
        return obj;
    }

private:
    PyTypeObject* m_type;
    size_t m_size = 0;
};

}  // namespace kafka_native
