"""Builds the C++ extension pyspark_udfs._native; everything else is in pyproject.toml.

The extension is Kaitai's C++ build of ksy/ (generated/cpp/, written by
`make generate`), the small runtime it calls (pyspark_udfs/native/kaitai/)
and the glue to Python (pyspark_udfs/native/*.cpp). It is optional: when it
cannot be built, the package installs without it and reads with the Python
build (KAFKA_KSY_BACKEND=auto).
"""
import os
import sys
from glob import glob

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

# Kaitai's C++ build keeps an enum field's value as read even when the spec's enum does not
# name it (a control record type 42, a codec 7): -fno-strict-enums (GCC's default, made
# explicit) lets an enum hold any value of its underlying integer, and the sanitizer build
# leaves that check out for the same reason.
# -O3: the record loop (a record's parse inlined with its varints, and the appends to the columns) takes
# 8 to 10 % fewer instructions than at -O2, and read_arrow is 7 % faster (bench/results/profile.md).
CXXFLAGS = ["-std=c++11", "-O3", "-fvisibility=hidden", "-fno-strict-enums", "-Wall", "-Wno-unused-function"]
# The codec libraries the extension decompresses with (pyspark_udfs/native/codecs.cpp), each
# compiled in when its header is found (Debian's libisal-dev and liblz4-dev: `make setup`
# installs them); a codec left out is decompressed by pyspark_udfs/format/compression.py.
CODECS = {"KAFKA_KSY_GZIP": ("isa-l/igzip_lib.h", "isal"), "KAFKA_KSY_LZ4": ("lz4frame.h", "lz4")}
INCLUDE_DIRS = ("/usr/include", "/usr/local/include")
SANITIZE = os.environ.get("KAFKA_KSY_SANITIZE")  # "address,undefined" for the tests' sanitizer build


class OptionalBuildExt(build_ext):
    """Install the pure-Python package when no C++ compiler is at hand, unless the build is required."""

    def run(self):
        try:
            super().run()
        except Exception as exc:
            if os.environ.get("KAFKA_KSY_REQUIRE_NATIVE"):
                raise
            sys.stderr.write(f"warning: pyspark_udfs._native not built ({exc}); the Python build will be used\n")


def native_extension() -> Extension:
    flags = list(CXXFLAGS)
    link = []
    if SANITIZE:
        flags += [f"-fsanitize={SANITIZE}", "-fno-sanitize=enum", "-fno-omit-frame-pointer",
                  "-fno-sanitize-recover=all", "-O1", "-g"]
        link += [f"-fsanitize={SANITIZE}"]
    else:
        # No debug info, and a stripped library: Python's own CFLAGS ask for -g, which makes
        # the extension 11 MB where its code is 0.4 MB. (The sanitizer build keeps it.)
        flags += ["-g0"]
        link += ["-s"]
    codecs = {macro: library for macro, (header, library) in CODECS.items()
              if any(os.path.exists(os.path.join(folder, header)) for folder in INCLUDE_DIRS)}
    return Extension(
        "pyspark_udfs._native",
        sources=sorted(glob("pyspark_udfs/native/*.cpp") + glob("pyspark_udfs/native/kaitai/*.cpp")
                       + glob("generated/cpp/*.cpp")),
        include_dirs=["pyspark_udfs/native", "generated/cpp"],
        depends=sorted(glob("pyspark_udfs/native/**/*.h", recursive=True) + glob("generated/cpp/*.h")),
        define_macros=[(macro, "1") for macro in sorted(codecs)],
        libraries=sorted(codecs.values()),
        language="c++",
        extra_compile_args=flags,
        extra_link_args=link,
    )


setup(ext_modules=[native_extension()], cmdclass={"build_ext": OptionalBuildExt})
