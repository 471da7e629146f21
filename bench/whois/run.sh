#!/usr/bin/env bash
# Scores webintel's WHOIS text parser and RDAP parser with the shared harness, beside the npm peers,
# in one run. Run from the repo root: bench/whois/run.sh [--split dev|heldout|both] [--fails N]
# The harness and the data are read where they live (never copied into the repository):
#   WHOIS_BENCH_HARNESS (default ../shared/bench/whois), WHOIS_BENCH_DATA (default ../shared/data).
# The harness is copied to a temp dir outside the repo and its peers installed there with `npm ci`.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
HARNESS=${WHOIS_BENCH_HARNESS:-$ROOT/../shared/bench/whois}
DATA=${WHOIS_BENCH_DATA:-$ROOT/../shared/data}
WORK=${WHOIS_BENCH_WORKDIR:-${TMPDIR:-/tmp}/webintel-whois-bench}
NODE=${NODE:-$ROOT/node_modules/.bin/node}   # Node 24 (type stripping for the .ts parser)
[ -x "$NODE" ] || NODE=node
ADAPTER=$ROOT/bench/whois/adapter.mjs

if [ ! -d "$WORK/node_modules" ]; then
  mkdir -p "$WORK"
  cp -r "$HARNESS/." "$WORK/"
  rm -rf "$WORK/node_modules"
  (cd "$WORK" && npm ci --no-audit --no-fund --ignore-scripts >/dev/null)
fi
cd "$WORK"
echo "# WHOIS text: webintel vs peers ($("$NODE" --version))"
"$NODE" bench.mjs --data "$DATA" --corpus whois --adapter "$ADAPTER" --adapter whoiser --adapter rdapper "${@:---split dev}"
echo
echo "# RDAP JSON: webintel vs rdapper"
WHOIS_ADAPTER_KIND=rdap "$NODE" bench.mjs --data "$DATA" --corpus rdap --split dev --adapter "$ADAPTER" --adapter rdapper-rdap
echo
echo "# Throughput, interleaved (same load for every parser)"
"$NODE" "$ROOT/bench/whois/interleaved.mjs" "$DATA" "$ADAPTER" "$WORK/adapters/whoiser.mjs" "$WORK/adapters/rdapper.mjs"
