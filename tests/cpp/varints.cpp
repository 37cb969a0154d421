// Reads varints (`int HEX...`) or varlongs (`long HEX...`) with the C++ parsers
// Kaitai generates from ksy/, printing "value raw len" per argument, or "error".
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "kafka_varint.h"
#include "kafka_varlong.h"

static std::string unhex(const char* hex) {
    std::string out;
    for (size_t i = 0; hex[i] && hex[i + 1]; i += 2) {
        char byte[3] = {hex[i], hex[i + 1], 0};
        out.push_back(static_cast<char>(strtol(byte, 0, 16)));
    }
    return out;
}

template <typename T>
static void print(const std::string& bytes) {
    kaitai::kstream io(bytes);
    try {
        T parsed(&io);
        printf("%lld %llu %d\n", static_cast<long long>(parsed.value()),
               static_cast<unsigned long long>(parsed.raw()), static_cast<int>(parsed.len()));
    } catch (const std::exception&) {
        printf("error\n");
    }
}

int main(int argc, char** argv) {
    if (argc < 2) return 2;
    bool is_long = strcmp(argv[1], "long") == 0;
    for (int i = 2; i < argc; i++) {
        std::string bytes = unhex(argv[i]);
        if (is_long) print<kafka_varlong_t>(bytes); else print<kafka_varint_t>(bytes);
    }
    return 0;
}
