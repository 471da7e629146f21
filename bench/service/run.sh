#!/usr/bin/env bash
# Whole service path (docs/benchmarks.md): the real server fetches every dev page from a local static server through
# the safe fetcher (cache off) and extracts it; the reference harness drives POST /v1/scrape_metadata at
# concurrency 8 and scores the answers. Reports pages/s, the server's peak RSS and its CPU time.
#   bash bench/service/run.sh            (from the repo root; needs ../shared)
#   BENCH_NODE_FLAGS="…" bash bench/service/run.sh   (V8 flags for the server; default: those of npm start)
#   BENCH_NODE_FLAGS="--import $PWD/bench/service/peak-memory.mjs" bash bench/service/run.sh   (peak per V8 space)
#   SERVICE_OUT=/tmp/service.json bash bench/service/run.sh && node bench/service/folds.mjs /tmp/service.json   (frozen part + 5 folds)
#   node bench/service/stages.ts   (in-process fetch + extract, peak per V8 space; STAGE=fetch for fetch only)
#   QUALITY_ONLY=1 SERVICE_OUT=/tmp/s.json bash bench/service/run.sh && node bench/service/misses.mjs /tmp/s.json published
#     (the quality pass only, about 40 s; then the misses of one field on the tuning pages, frozen pages never printed)
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
HARNESS_SRC=${METADATA_HARNESS:-$ROOT/../shared/bench/metadata}
CORPUS=${METADATA_CORPUS:-$ROOT/../shared/data/metadata/dev}
WORK=${EXTRACT_BENCH_DIR:-${TMPDIR:-/tmp}/webintel-extract-bench}
NODE="$ROOT/node_modules/.bin/node"
PORT=${BENCH_PORT:-5093}
if [ ! -d "$WORK/metadata/node_modules" ]; then
  rm -rf "$WORK/metadata" && mkdir -p "$WORK" && cp -r "$HARNESS_SRC" "$WORK/metadata"
  (cd "$WORK/metadata" && npm ci --no-audit --no-fund --loglevel=error)
fi
DATA=$(mktemp -d)
KEY=bench-key-0123456789abcdef
SECRET=bench-secret-0123456789abcdef
HOST=127.0.0.1 PORT=$PORT WEBINTEL_DATA_DIR="$DATA" WEBINTEL_FETCH_ALLOW_PRIVATE=true WEBINTEL_FETCH_CACHE_TTL_MS=0 \
  WEBINTEL_INTEL_PRELOAD=false WEBINTEL_RATE_LIMIT_PER_MINUTE=1000000 WEBINTEL_LOG_LEVEL=warn \
  WEBINTEL_BOOTSTRAP_API_KEY=$KEY WEBINTEL_BOOTSTRAP_SECRET_KEY=$SECRET "$NODE" ${BENCH_NODE_FLAGS:---max-semi-space-size=16} "$ROOT/src/main.ts" &
SERVER=$!
CPORT=$((PORT + 1))
"$NODE" "$WORK/metadata/serve-corpus.mjs" "$CORPUS" "$CPORT" >/dev/null &
CORPUS_SERVER=$!
trap 'kill $SERVER $CORPUS_SERVER 2>/dev/null; rm -rf "$DATA"' EXIT
for _ in $(seq 1 100); do curl -fs "http://127.0.0.1:$PORT/healthz" >/dev/null 2>&1 && break; sleep 0.1; done
# CPU time of the server process (all its threads: main, extraction worker, GC), in ms: fields 14 + 15 of
# /proc/PID/stat (utime, stime) in clock ticks. Unlike pages/s it hardly depends on what else the machine runs.
cpu_ms() { awk -v hz="$(getconf CLK_TCK)" '{ print int(($14 + $15) * 1000 / hz) }' "/proc/$SERVER/stat"; }
CPU_START=$(cpu_ms)
FIELDS='["title","description","author","site_name","lang","published_time","image","canonical","favicon","logo","icons","keywords"]'
cd "$WORK/metadata"
METADATA_ENDPOINT="http://127.0.0.1:$PORT/v1/scrape_metadata" METADATA_HEADERS="{\"x-api-key\":\"$KEY\"}" \
  METADATA_BODY="{\"fields\":$FIELDS}" METADATA_MAP="$ROOT/bench/service/map.mjs" \
  "$NODE" run.mjs --corpus "$CORPUS" --base-url "http://127.0.0.1:$CPORT" --adapter http-endpoint --concurrency 8 --passes "${PASSES:-3}" ${QUALITY_ONLY:+--quality-only} ${SERVICE_OUT:+--out "$SERVICE_OUT"} | tail -n 16
echo "server peak RSS: $(awk '/VmHWM/ {printf "%.0f MiB", $2/1024}' /proc/$SERVER/status)"
echo "server CPU: $(( $(cpu_ms) - CPU_START )) ms for the quality pass$([ -n "${QUALITY_ONLY:-}" ] || echo " and ${PASSES:-3} timed passes") (all threads; start-up excluded)"
