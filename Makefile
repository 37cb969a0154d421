# kafka-ksy: Kaitai specs of Kafka's on-disk formats, a Python reader and Spark.
#
#   make run        set everything up, then run the Spark job over samples/
#   make test       set everything up, then run the test suite
#   make generate   recompile ksy/*.ksy into generated/ (Python)
#   make fixtures   regenerate the golden fixtures with Kafka's own classes

PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
KSC_DIR := tools/kaitai
KSC_STAMP := $(KSC_DIR)/node_modules/.installed
VENV_STAMP := $(VENV)/.installed
GENERATED ?= generated
SPECS := $(wildcard ksy/*.ksy)

.PHONY: setup run test generate fixtures java bench clean

setup: $(VENV_STAMP) $(KSC_STAMP)

$(VENV_STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[spark,dev]'
	touch $@

$(KSC_STAMP): $(KSC_DIR)/package.json $(KSC_DIR)/package-lock.json
	cd $(KSC_DIR) && npm ci --no-audit --no-fund --loglevel=error
	touch $@

# Compile every spec to Python; the build rewrites Kaitai's flat imports as
# package-relative ones, so generated/ is importable as pyspark_udfs.generated.
generate: $(KSC_STAMP)
	rm -rf $(GENERATED).tmp && mkdir -p $(GENERATED).tmp
	node $(KSC_DIR)/compile.js python $(GENERATED).tmp $(SPECS)
	printf '"""Parsers generated from ksy/ by `make generate`; do not edit."""\n' > $(GENERATED).tmp/__init__.py
	rm -rf $(GENERATED) && mv $(GENERATED).tmp $(GENERATED)

# Spark needs a Java 17+ runtime; install Debian's when none is on PATH.
java:
	@command -v java >/dev/null 2>&1 || { \
	  echo "No java on PATH: installing openjdk-17-jre-headless"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq openjdk-17-jre-headless; }

run: setup java
	$(PY) -m pyspark_udfs.demo samples/kafka-logs

test: setup java
	$(PY) -m pytest

fixtures:
	bash tests/golden/regenerate.sh

bench: setup java
	$(PY) -m pip install --quiet -e '.[bench]'
	$(PY) bench/run.py

clean:
	rm -rf $(VENV) $(KSC_DIR)/node_modules build .pytest_cache
