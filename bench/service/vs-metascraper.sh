#!/usr/bin/env bash
# Service path vs metascraper's parse-only speed, in one run (goal: the service path at least 20× metascraper; docs/benchmarks.md).
# The whole service path (bench/service/run.sh: the real server fetches every dev page from a local static
# server and extracts it, harness at concurrency 8) runs before and after metascraper's parse-only run
# (the reference harness, `--adapter metascraper`, pages one after another); the slower service run is compared,
# since the shared machine's load drifts. Prints both, the ratio, the load average, the server's CPU time and the
# frozen/5-fold table.
#   bash bench/service/vs-metascraper.sh        (from the repo root; needs ../shared)
#   BEFORE=/path/to/other/checkout bash bench/service/vs-metascraper.sh
#     also runs that checkout's service path (its own bench/service/run.sh, with its own node_modules) next to
#     each service run of this one, so a before/after pair shares the same metascraper run and machine load.
#   KEEP_OUT=/some/dir bash bench/service/vs-metascraper.sh
#     also keeps the harness outputs there (ours-*.json, metascraper.json, before-*.json) for folds.mjs / misses.mjs.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
CORPUS=${METADATA_CORPUS:-$ROOT/../shared/data/metadata/dev}
export METADATA_CORPUS=$CORPUS METADATA_HARNESS=${METADATA_HARNESS:-$ROOT/../shared/bench/metadata}
WORK=${EXTRACT_BENCH_DIR:-${TMPDIR:-/tmp}/webintel-extract-bench}
NODE="$ROOT/node_modules/.bin/node"
OUT=$(mktemp -d)
trap '[ -n "${KEEP_OUT:-}" ] && mkdir -p "$KEEP_OUT" && cp "$OUT"/*.json "$KEEP_OUT"/; rm -rf "$OUT"' EXIT
service() { # label, output file
  echo "[$1] load average $(cut -d' ' -f1-3 /proc/loadavg)"
  local root=$ROOT; [ "$1" = before ] && root=$BEFORE
  SERVICE_OUT="$2" bash "$root/bench/service/run.sh" | grep -E 'timing|macro|RSS|CPU' | sed "s/^/[$1] /"
}
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
[ -n "${BEFORE:-}" ] && service before "$OUT/before-1.json"
service this "$OUT/ours-1.json"
(cd "$WORK/metadata" && "$NODE" run.mjs --corpus "$CORPUS" --adapter metascraper --passes "${PASSES:-3}" --out "$OUT/metascraper.json" | grep -E 'timing|macro')
service this "$OUT/ours-2.json"
[ -n "${BEFORE:-}" ] && service before "$OUT/before-2.json"
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
"$NODE" -e '
const fs = require("fs"); const r = (f) => JSON.parse(fs.readFileSync(process.argv[1] + "/" + f, "utf8"));
const m = r("metascraper.json").timing.pagesPerSec;
for (const [label, a1, a2] of [["service path", "ours-1.json", "ours-2.json"], ["before (BEFORE)", "before-1.json", "before-2.json"]]) {
  if (!fs.existsSync(process.argv[1] + "/" + a1)) continue
  const a = r(a1).timing.pagesPerSec, b = r(a2).timing.pagesPerSec;
  console.log(`${label} ${a} and ${b} pages/s, metascraper parse-only ${m} pages/s -> ${(Math.min(a, b) / m).toFixed(1)}x (slower service run; ${(Math.max(a, b) / m).toFixed(1)}x the faster)`);
}
' "$OUT"
"$NODE" "$ROOT/bench/service/folds.mjs" "$OUT/ours-2.json" "$OUT/metascraper.json"
