// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

#include "kafka_uuid.h"

// Its methods are defined inline in the header (compile.js's leafMethodsInline).
