#!/usr/bin/env bash
# Regenerates the golden Kafka log segments (tests/fixtures/golden/) and the sample broker data
# directory (samples/kafka-logs/) from scratch, using Apache Kafka's own record classes.
#
# Usage: tests/golden/regenerate.sh [FIXTURES_DIR [SAMPLES_DIR [LARGE_VALUES_DIR]]]
#   defaults: <repo>/tests/fixtures/golden  <repo>/samples/kafka-logs  <repo>/tests/fixtures/large-values
#
# Needs: bash, python3 with pip (only when the jars are not cached yet), javac/java 17+.
# Kafka's jars come from the PyPI wheel shigawire-apache-flink-libraries==2.0.0.post1
# (pyflink/lib/kafka-clients.jar = Apache Kafka 3.9.1, plus its codec jars). They are cached
# outside the repository in ${KAFKA_KSY_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/kafka-ksy}.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO="$(cd "$HERE/../.." && pwd)"
FIXTURES="$(mkdir -p "${1:-$REPO/tests/fixtures/golden}" && cd "${1:-$REPO/tests/fixtures/golden}" && pwd)"
SAMPLES="$(mkdir -p "${2:-$REPO/samples/kafka-logs}" && cd "${2:-$REPO/samples/kafka-logs}" && pwd)"

WHEEL_PROJECT="shigawire-apache-flink-libraries"
WHEEL_VERSION="2.0.0.post1"
WHEEL_FILE="shigawire_apache_flink_libraries-${WHEEL_VERSION}-py3-none-any.whl"
CACHE="${KAFKA_KSY_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/kafka-ksy}"
JARDIR="$CACHE/jars-${WHEEL_VERSION}"

# sha256 of the jars inside the wheel (kafka-clients 3.9.1, lz4-java 1.8.0, snappy-java 1.1.10.7,
# zstd-jni 1.5.6-4, slf4j-api 1.7.36). Set KAFKA_KSY_SKIP_JAR_CHECK=1 to skip the check.
JARS=(kafka-clients lz4-java snappy-java zstd-jni slf4j-api)
declare -A JAR_SHA256=(
  [kafka-clients]=7568b998572d256f0b7bc0afdc1b7a2588b8b08415c62ce314c864a6851ae9d9
  [lz4-java]=d74a3334fb35195009b338a951f918203d6bbca3d1d359033dc33edd1cadc9ef
  [snappy-java]=4c766cb3f855415ee734b2392949a0b6f12a60879334a74518deaf6270d32e36
  [zstd-jni]=793ca8734aa15687e7e64564eab8b6ae9ee2720eae27aa663074682144b1c386
  [slf4j-api]=d3ef575e3e4979678dc01bf1dcce51021493b4d11fb7f1be8ad982877c16a1c0
)

log() { printf '[regenerate] %s\n' "$*" >&2; }

# ---------------------------------------------------------------------------------------------
# 1. jars (cached)
missing=0
for j in "${JARS[@]}"; do [[ -f "$JARDIR/$j.jar" ]] || missing=1; done
if [[ $missing == 1 ]]; then
  mkdir -p "$CACHE/wheels"
  WHEEL="$CACHE/wheels/$WHEEL_FILE"
  if [[ ! -f "$WHEEL" ]]; then
    log "downloading $WHEEL_PROJECT==$WHEEL_VERSION into $CACHE/wheels"
    python3 -m pip download --no-deps "$WHEEL_PROJECT==$WHEEL_VERSION" -d "$CACHE/wheels" >&2
  fi
  [[ -f "$WHEEL" ]] || { log "expected $WHEEL after pip download"; exit 1; }
  log "extracting jars to $JARDIR"
  tmpjars="$(mktemp -d "$CACHE/jars.XXXXXX")"
  python3 - "$WHEEL" "$tmpjars" "${JARS[@]}" <<'PY'
import sys, zipfile, shutil, os
wheel, dest, names = sys.argv[1], sys.argv[2], sys.argv[3:]
with zipfile.ZipFile(wheel) as z:
    for n in names:
        with z.open("pyflink/lib/%s.jar" % n) as src, open(os.path.join(dest, n + ".jar"), "wb") as out:
            shutil.copyfileobj(src, out)
PY
  chmod 755 "$tmpjars"
  rm -rf "$JARDIR"
  mv "$tmpjars" "$JARDIR"
fi
if [[ "${KAFKA_KSY_SKIP_JAR_CHECK:-0}" != 1 ]]; then
  for j in "${JARS[@]}"; do
    got="$(sha256sum "$JARDIR/$j.jar" | cut -d' ' -f1)"
    if [[ "$got" != "${JAR_SHA256[$j]}" ]]; then
      log "sha256 mismatch for $JARDIR/$j.jar: $got (expected ${JAR_SHA256[$j]}); delete $JARDIR to re-extract"
      exit 1
    fi
  done
fi
CP="$(printf "$JARDIR/%s.jar:" "${JARS[@]}")"
CP="${CP%:}"

# ---------------------------------------------------------------------------------------------
# 2. compile the generator into a temporary directory
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
log "compiling $(cd "$HERE" && ls *.java | tr '\n' ' ')"
javac --release 17 -encoding UTF-8 -Xlint:all -d "$WORK/classes" -cp "$CP" "$HERE"/*.java

# ---------------------------------------------------------------------------------------------
# 3. wipe the previous output (only directories that look like ours) and run
wipe() {
  local dir="$1" marker="$2"
  if [[ -n "$(ls -A "$dir")" && ! -f "$dir/$marker" ]]; then
    log "refusing to wipe $dir: not empty and no $marker in it"
    exit 1
  fi
  find "$dir" -mindepth 1 -delete
}
wipe "$FIXTURES" MANIFEST.json
wipe "$SAMPLES" EXPECTED.json

log "writing $FIXTURES and $SAMPLES"
mkdir -p "$WORK/tmp"
# java.io.tmpdir inside $WORK: snappy-java / zstd-jni unpack their native libraries there.
java -Djava.io.tmpdir="$WORK/tmp" -Dfile.encoding=UTF-8 -cp "$WORK/classes:$CP" \
  GoldenSegments "$FIXTURES" "$SAMPLES" 2> >(grep -v '^SLF4J: ' >&2)
java -cp "$WORK/classes:$CP" VarintEdges "$FIXTURES"
# records of a megabyte (2.3 GiB of values once read)
LARGE="${3:-$REPO/tests/fixtures/large-values}"
if [[ -d "$LARGE" && ! -f "$LARGE/EXPECTED.json" && -n "$(ls -A "$LARGE")" ]]; then
  log "refusing to wipe $LARGE: not empty and no EXPECTED.json in it"
  exit 1
fi
rm -rf "$LARGE"
java -Xmx1500m -Djava.io.tmpdir="$WORK/tmp" -cp "$WORK/classes:$CP" LargeValues "$LARGE" 2> >(grep -v '^SLF4J: ' >&2)
# internal topics' values (tests/fixtures/golden/internal) and the broker's bookkeeping in the samples
bash "$HERE/internal/regenerate.sh" "$FIXTURES/internal" "$SAMPLES"
log "done: $(find "$FIXTURES" -type f | wc -l) fixture files, $(find "$SAMPLES" -type f | wc -l) sample files"
