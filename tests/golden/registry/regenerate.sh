#!/usr/bin/env bash
# Regenerates tests/fixtures/registry/: a small data directory of values written through a schema
# registry (orders-0, payments-0, legacy-0, clicks-0) and the registry's own store topic _schemas-0,
# plus EXPECTED.jsonl, what decoding each record must give.
#
# Usage: tests/golden/registry/regenerate.sh [OUTPUT_DIR]
#
# make_records.py frames the values with confluent-kafka's serializers (pip install
# 'confluent-kafka[avro,schemaregistry,json]' fastavro, the package's `registry` extra) and writes
# the _schemas records as the registry does; RegistrySegments.java builds the batches and segments
# with kafka-clients 3.9.1's MemoryRecords and FileRecords (../SegmentWriter.java), from the jars
# ../regenerate.sh caches: run it once first.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO="$(cd "$HERE/../../.." && pwd)"
OUT="$(mkdir -p "${1:-$REPO/tests/fixtures/registry}" && cd "${1:-$REPO/tests/fixtures/registry}" && pwd)"
PYTHON="${PYTHON:-$REPO/.venv/bin/python}"
CACHE="${KAFKA_KSY_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/kafka-ksy}"
JARDIR="$CACHE/jars-2.0.0.post1"
log() { printf '[regenerate registry] %s\n' "$*" >&2; }

[[ -f "$JARDIR/kafka-clients.jar" ]] || { log "no $JARDIR/kafka-clients.jar: run tests/golden/regenerate.sh once"; exit 1; }
if [[ "$(sha256sum "$JARDIR/kafka-clients.jar" | cut -d' ' -f1)" != 7568b998572d256f0b7bc0afdc1b7a2588b8b08415c62ce314c864a6851ae9d9 ]]; then
  log "sha256 mismatch for $JARDIR/kafka-clients.jar"; exit 1
fi
CP="$JARDIR/kafka-clients.jar:$JARDIR/lz4-java.jar:$JARDIR/snappy-java.jar:$JARDIR/zstd-jni.jar:$JARDIR/slf4j-api.jar"

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
javac --release 17 -encoding UTF-8 -d "$WORK/classes" -cp "$CP" "$HERE"/*.java "$HERE"/../SegmentWriter.java "$HERE"/../Json.java
find "$OUT" -mindepth 1 -delete
"$PYTHON" "$HERE/make_records.py" "$OUT"
java -Dfile.encoding=UTF-8 -cp "$WORK/classes:$CP" RegistrySegments "$OUT/records.tsv" "$OUT/kafka-logs"
log "wrote $OUT"
