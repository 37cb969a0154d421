# kafka-ksy: Kaitai specs of Kafka's on-disk formats, a Python reader and Spark.
#
#   make run        set everything up, then run the Spark job over samples/
#   make test       set everything up, then run the test suite
#   make test-fast  ruff, mypy and the suite less its slow and Spark tests, on 2 workers: about a minute
#                   on 2 idle cores, for a change in progress (docs/builds.md#the-fast-run)
#   make generate   recompile ksy/*.ksy into generated/ (Python) and generated/cpp/ (C++11)
#   make fixtures   regenerate the golden fixtures with Kafka's own classes
#   make docs       draw every spec as an SVG diagram under docs/specs/

PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
KSC_DIR := tools/kaitai
KSC_STAMP := $(KSC_DIR)/node_modules/.installed
VENV_STAMP := $(VENV)/.installed
GENERATED ?= generated
SPECS := $(wildcard ksy/*.ksy)
NATIVE_SOURCES := setup.py $(wildcard pyspark_udfs/native/*.cpp pyspark_udfs/native/*.h pyspark_udfs/native/kaitai/*) \
	$(wildcard generated/cpp/*.cpp generated/cpp/*.h)
NATIVE_STAMP := $(VENV)/.native

.PHONY: setup run test test-fast generate fixtures java toolchain native-asan bench clean docs graphviz

setup: $(VENV_STAMP) $(NATIVE_STAMP) $(KSC_STAMP)

# The package, editable, with the C++ extension pyspark_udfs._native built by
# the package build (setup.py); KAFKA_KSY_REQUIRE_NATIVE makes a failed C++
# build an error here, where a plain `pip install` falls back to Python only.
$(VENV_STAMP): pyproject.toml setup.py | toolchain
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip 'setuptools>=77' wheel
	KAFKA_KSY_REQUIRE_NATIVE=1 $(PY) -m pip install --quiet -e '.[spark,dev]'
	touch $@ $(NATIVE_STAMP)

# Rebuild the extension in place when its C++ sources change.
$(NATIVE_STAMP): $(NATIVE_SOURCES) | $(VENV_STAMP)
	KAFKA_KSY_REQUIRE_NATIVE=1 $(PY) setup.py --quiet build_ext --inplace
	touch $@

# A C++ compiler, Python's headers and the codec libraries the extension decompresses with
# (pyspark_udfs/native/codecs.h), from Debian's packages when missing.
toolchain:
	@command -v g++ >/dev/null 2>&1 || { \
	  echo "No g++ on PATH: installing g++"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq g++; }
	@test -f "$$($(PYTHON) -c 'import sysconfig; print(sysconfig.get_paths()["include"])')/Python.h" || { \
	  echo "No Python.h: installing python3-dev"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-dev; }
	@test -f /usr/include/isa-l/igzip_lib.h -a -f /usr/include/lz4frame.h || { \
	  echo "No ISA-L or liblz4 headers: installing libisal-dev and liblz4-dev"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libisal-dev liblz4-dev; }

# The extension built with AddressSanitizer and UndefinedBehaviorSanitizer
# into build/asan/ (tests/native/test_sanitizers.py builds and runs it).
native-asan:
	KAFKA_KSY_SANITIZE=address,undefined KAFKA_KSY_REQUIRE_NATIVE=1 $(PY) setup.py --quiet \
	  build_ext --build-lib build/asan --build-temp build/asan-tmp

$(KSC_STAMP): $(KSC_DIR)/package.json $(KSC_DIR)/package-lock.json
	cd $(KSC_DIR) && npm ci --no-audit --no-fund --loglevel=error
	touch $@

# Compile every spec to Python and to C++11; the build rewrites Kaitai's flat
# Python imports as package-relative ones, so generated/ is importable as
# pyspark_udfs.generated. The C++ build is compiled into pyspark_udfs._native.
generate: $(KSC_STAMP)
	rm -rf $(GENERATED).tmp && mkdir -p $(GENERATED).tmp/cpp
	node $(KSC_DIR)/compile.js python $(GENERATED).tmp $(SPECS)
	node $(KSC_DIR)/compile.js cpp_stl $(GENERATED).tmp/cpp $(SPECS)
	printf '"""Parsers generated from ksy/ by `make generate`; do not edit."""\n' > $(GENERATED).tmp/__init__.py
	rm -rf $(GENERATED) && mv $(GENERATED).tmp $(GENERATED)

# Spark needs a Java 17+ runtime; install Debian's when none is on PATH.
java:
	@command -v java >/dev/null 2>&1 || { \
	  echo "No java on PATH: installing openjdk-17-jre-headless"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq openjdk-17-jre-headless; }

# Draw every spec as a diagram, docs/specs/<spec>.svg (the compiler's graphviz
# target laid out by Debian's graphviz; see tools/spec_diagrams.py).
docs: setup graphviz
	$(PY) tools/spec_diagrams.py

graphviz:
	@command -v dot >/dev/null 2>&1 || { \
	  echo "No dot on PATH: installing graphviz"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq graphviz; }

run: setup java
	$(PY) -m pyspark_udfs.demo samples/kafka-logs

test: setup java graphviz
	$(PY) -m ruff check .
	$(PY) -m mypy
	$(PY) -m pytest

# The suite less the tests marked slow or spark (tests/conftest.py marks most of them; `make test` runs all),
# on TEST_WORKERS pytest-xdist processes, each test file on one of them (its module fixtures built once).
# mypy keeps .mypy_cache: after the first run it checks only what changed (16 s cold, under 1 s warm).
# Bytecode is written even where PYTHONDONTWRITEBYTECODE is set: without it every `python -m pyspark_udfs`
# the tests start compiles the package again (a fifth of the run's CPU time).
TEST_WORKERS ?= 2
test-fast: setup
	$(PY) -m ruff check .
	$(PY) -m mypy
	env -u PYTHONDONTWRITEBYTECODE $(PY) -m pytest -m "not slow and not spark" -n $(TEST_WORKERS) --dist loadfile

fixtures:
	bash tests/golden/regenerate.sh

bench: setup java
	$(PY) -m pip install --quiet -e '.[bench]'
	$(PY) bench/run.py
	$(PY) bench/registry_decode.py --out bench/results/latest/registry.md

clean:
	rm -rf $(VENV) $(KSC_DIR)/node_modules build .pytest_cache
