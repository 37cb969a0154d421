// See arrow_args.h.
#include "arrow_args.h"

#include <stdexcept>

namespace kafka_native {

#define ARROW_FIELD_NAME(name) #name,
#define ARROW_TUPLE_DEFINITION(Class, LIST) TupleClass Class##Tuple;
ARROW_TUPLES(ARROW_TUPLE_DEFINITION)
#undef ARROW_TUPLE_DEFINITION

std::vector<std::pair<const char*, std::vector<std::string>>> arrow_tuple_fields() {
#define ARROW_TUPLE_FIELDS(Class, LIST) {#Class, {LIST(ARROW_FIELD_NAME)}},
    return {ARROW_TUPLES(ARROW_TUPLE_FIELDS)};
#undef ARROW_TUPLE_FIELDS
}

void configure_arrow_tuples(PyObject* classes) {
    if (!PyDict_Check(classes)) throw std::invalid_argument("configure: the builder's tuples must be a dict by name");
#define ARROW_TUPLE_CONFIGURE(Class, LIST)                                                            \
    {                                                                                                 \
        PyObject* type = PyDict_GetItemString(classes, #Class);                                       \
        if (type == nullptr) throw std::invalid_argument("configure: no class " #Class);              \
        Class##Tuple.configure(type, {LIST(ARROW_FIELD_NAME)});                                       \
    }
    ARROW_TUPLES(ARROW_TUPLE_CONFIGURE)
#undef ARROW_TUPLE_CONFIGURE
}
#undef ARROW_FIELD_NAME

OffsetRange offset_range(PyObject* low, PyObject* high) {
    const OffsetRange none_kept = {true, 1, true, 0};
    OffsetRange range = {false, 0, false, 0};
    int overflow = 0;
    if (low != Py_None) {
        long long v = PyLong_AsLongLongAndOverflow(low, &overflow);
        if (v == -1 && PyErr_Occurred()) throw python_error();
        if (overflow > 0) return none_kept;
        range.has_low = overflow == 0;
        range.low = v;
    }
    if (high != Py_None) {
        long long v = PyLong_AsLongLongAndOverflow(high, &overflow);
        if (v == -1 && PyErr_Occurred()) throw python_error();
        if (overflow < 0) return none_kept;
        range.has_high = overflow == 0;
        range.high = v;
    }
    return range;
}

Limits limits_of(PyObject* obj) {
    namespace F = ChunkLimitsField;
    PyObject* const* f = items_of(ChunkLimitsTuple, obj, "limits");
    Py_ssize_t rows = ssize_from(f[F::max_rows]), size = ssize_from(f[F::max_bytes]);
    Py_ssize_t alone = ssize_from(f[F::alone_bytes]);
    if (rows < 1 || size < 0 || alone < 1) {
        PyErr_SetString(PyExc_ValueError, "ChunkLimits: max_rows >= 1, max_bytes >= 0, alone_bytes >= 1");
        throw python_error();
    }
    return Limits{offset_range(f[F::low], f[F::high]),
                  ChunkBounds{static_cast<size_t>(rows), static_cast<size_t>(size), static_cast<size_t>(alone)}};
}

}  // namespace kafka_native
