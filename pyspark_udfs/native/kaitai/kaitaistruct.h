// The base of every generated type (see kaitaistream.h).
#pragma once

#define KAITAI_STRUCT_VERSION 11000L

#include <cstddef>
#include <new>
#include <type_traits>
#include <utility>

#include "kaitai/kaitaistream.h"

namespace kaitai {

class kstruct {
public:
    explicit kstruct(kstream* io) : m__io(io) {}
    virtual ~kstruct() {}
    kstream* _io() { return m__io; }

    // Generated types allocate their parts one by one (a record is six varints
    // and more); they are recycled through free lists by size, which costs far
    // less than the general allocator for these small, short-lived objects.
    // Only a handful are alive at once, so the lists stay small. Inherited by
    // every generated type. Not thread-safe: the extension creates and frees
    // them only while it holds Python's GIL.
    static void* operator new(std::size_t size);
    static void operator delete(void* p, std::size_t size) noexcept;

protected:
    kstream* m__io;
};

// A part a generated type owns, held inside it instead of on the heap: what
// tools/kaitai/compile.js declares in place of std::unique_ptr<T> for a field
// of another spec's type (a record's varints) or of a vector, so parsing a
// record costs no allocation for them. The same calls as the unique_ptr it
// replaces (get, ->, *, = nullptr), and emplace(args) for the generated
// `m_x = std::unique_ptr<T>(new T(args))`. It never moves: a part keeps the
// address it was made at (a generated type's _root may point to itself).
template <typename T>
class held {
public:
    held() : m_made(false) {}
    held(const held&) = delete;
    held& operator=(const held&) = delete;
    ~held() { reset(); }

    template <typename... Args>
    void emplace(Args&&... args) {
        reset();
        ::new (static_cast<void*>(&m_storage)) T(std::forward<Args>(args)...);
        m_made = true;  // after the constructor: one that throws leaves nothing to destroy
    }
    void reset() {
        if (m_made) {
            m_made = false;
            object()->T::~T();  // T itself: no virtual call
        }
    }
    held& operator=(std::nullptr_t) {
        reset();
        return *this;
    }
    T* get() const { return m_made ? object() : nullptr; }
    T* operator->() const { return object(); }
    T& operator*() const { return *object(); }
    explicit operator bool() const { return m_made; }

private:
    T* object() const { return reinterpret_cast<T*>(&m_storage); }

    mutable typename std::aligned_storage<sizeof(T), alignof(T)>::type m_storage;
    bool m_made;
};

}  // namespace kaitai
