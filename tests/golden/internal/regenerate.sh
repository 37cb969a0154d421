#!/usr/bin/env bash
# Regenerates tests/fixtures/golden/internal/: values of Kafka's internal records (KRaft control
# records, __consumer_offsets and __transaction_state records) written with kafka-clients 3.9.1's
# own classes, and the JSON its generated converters print for them.
#
# Usage: tests/golden/internal/regenerate.sh [OUTPUT_DIR [SAMPLES_DIR]]
#   OUTPUT_DIR defaults to tests/fixtures/golden/internal. With SAMPLES_DIR (a directory SampleData
#   wrote, e.g. samples/kafka-logs), also adds the internal topics and the broker's text files and
#   producer snapshots there, and their partitions to its EXPECTED.json (SampleInternal.java).
#
# Uses the jars ../regenerate.sh caches (kafka-clients and its codecs) plus the three Jackson jars
# of the same wheel, which the generated JSON converters need; run ../regenerate.sh once first, or
# let this script extract them. Only OUTPUT_DIR is rewritten (and, with SAMPLES_DIR, the files named above).
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO="$(cd "$HERE/../../.." && pwd)"
OUT="$(mkdir -p "${1:-$REPO/tests/fixtures/golden/internal}" && cd "${1:-$REPO/tests/fixtures/golden/internal}" && pwd)"

WHEEL_VERSION="2.0.0.post1"
WHEEL_FILE="shigawire_apache_flink_libraries-${WHEEL_VERSION}-py3-none-any.whl"
CACHE="${KAFKA_KSY_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/kafka-ksy}"
JARDIR="$CACHE/jars-${WHEEL_VERSION}"
JACKSON_DIR="$CACHE/jackson-${WHEEL_VERSION}"
declare -A JACKSON_SHA256=(
  [jackson-core]=d8054ae7c0d1c2d2f55d28e46026ebe5892881f3fab5f439233184381c3b4a1f
  [jackson-databind]=4b364e6850dc89172fcf1d4dd26b8ff5488eda44ff4657e22dd265203dd5ab3c
  [jackson-annotations]=581bd61000ef7648943f781ca05689e56d03f6052748365a8e2b3a9b5d3fa32f
)
log() { printf '[regenerate internal] %s\n' "$*" >&2; }

[[ -f "$JARDIR/kafka-clients.jar" ]] || { log "no $JARDIR/kafka-clients.jar: run tests/golden/regenerate.sh once"; exit 1; }
if [[ "$(sha256sum "$JARDIR/kafka-clients.jar" | cut -d' ' -f1)" != 7568b998572d256f0b7bc0afdc1b7a2588b8b08415c62ce314c864a6851ae9d9 ]]; then
  log "sha256 mismatch for $JARDIR/kafka-clients.jar"; exit 1
fi
mkdir -p "$JACKSON_DIR"
for j in "${!JACKSON_SHA256[@]}"; do
  if [[ ! -f "$JACKSON_DIR/$j.jar" ]]; then
    [[ -f "$CACHE/wheels/$WHEEL_FILE" ]] || { log "no $CACHE/wheels/$WHEEL_FILE: run tests/golden/regenerate.sh once"; exit 1; }
    python3 -c 'import sys, zipfile; sys.stdout.buffer.write(zipfile.ZipFile(sys.argv[1]).read(sys.argv[2]))' \
      "$CACHE/wheels/$WHEEL_FILE" "pyflink/lib/$j.jar" > "$JACKSON_DIR/$j.jar"
  fi
  if [[ "$(sha256sum "$JACKSON_DIR/$j.jar" | cut -d' ' -f1)" != "${JACKSON_SHA256[$j]}" ]]; then
    log "sha256 mismatch for $JACKSON_DIR/$j.jar"; exit 1
  fi
done
CP="$JARDIR/kafka-clients.jar:$JARDIR/lz4-java.jar:$JARDIR/snappy-java.jar:$JARDIR/zstd-jni.jar:$JARDIR/slf4j-api.jar"
CP="$CP:$JACKSON_DIR/jackson-core.jar:$JACKSON_DIR/jackson-databind.jar:$JACKSON_DIR/jackson-annotations.jar"

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
javac --release 17 -encoding UTF-8 -Xlint:all -d "$WORK/classes" -cp "$CP" "$HERE"/*.java "$HERE"/../*.java
find "$OUT" -mindepth 1 -delete
mkdir -p "$WORK/tmp"
SAMPLES=()
if [[ -n "${2:-}" ]]; then
  [[ -f "$2/EXPECTED.json" ]] || { log "$2 has no EXPECTED.json: run tests/golden/regenerate.sh first"; exit 1; }
  SAMPLES=("$(cd "$2" && pwd)")
fi
java -Djava.io.tmpdir="$WORK/tmp" -Dfile.encoding=UTF-8 -cp "$WORK/classes:$CP" GoldenInternal "$OUT" "$HERE/definitions" "${SAMPLES[@]}" \
  2> >(grep -v '^SLF4J: ' >&2)
log "done: $(find "$OUT" -type f | wc -l) files in $OUT"
