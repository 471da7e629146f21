#!/usr/bin/env bash
# Service path vs metascraper's parse-only speed, in one run (goal: the service path at least 20× metascraper; docs/benchmarks.md).
# The whole service path (bench/service/run.sh: the real server fetches every dev page from a local static
# server and extracts it, harness at concurrency 8) runs before and after metascraper's parse-only run
# (the reference harness, `--adapter metascraper`, pages one after another); the slower service run is compared,
# since the shared machine's load drifts. Prints both, the ratio, the load average, and the frozen/5-fold table.
#   bash bench/service/vs-metascraper.sh        (from the repo root; needs ../shared)
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
CORPUS=${METADATA_CORPUS:-$ROOT/../shared/data/metadata/dev}
WORK=${EXTRACT_BENCH_DIR:-${TMPDIR:-/tmp}/webintel-extract-bench}
NODE="$ROOT/node_modules/.bin/node"
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
SERVICE_OUT="$OUT/ours-1.json" bash "$ROOT/bench/service/run.sh" | grep -E 'timing|macro|RSS'
(cd "$WORK/metadata" && "$NODE" run.mjs --corpus "$CORPUS" --adapter metascraper --passes "${PASSES:-3}" --out "$OUT/metascraper.json" | grep -E 'timing|macro')
SERVICE_OUT="$OUT/ours-2.json" bash "$ROOT/bench/service/run.sh" | grep -E 'timing|macro|RSS'
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
"$NODE" -e '
const fs = require("fs"); const r = (f) => JSON.parse(fs.readFileSync(process.argv[1] + "/" + f, "utf8"));
const a = r("ours-1.json").timing.pagesPerSec, b = r("ours-2.json").timing.pagesPerSec, m = r("metascraper.json").timing.pagesPerSec;
const slow = Math.min(a, b);
console.log(`service path ${a} and ${b} pages/s, metascraper parse-only ${m} pages/s -> ${(slow / m).toFixed(1)}x (slower service run; ${(Math.max(a, b) / m).toFixed(1)}x the faster)`);
' "$OUT"
"$NODE" "$ROOT/bench/service/folds.mjs" "$OUT/ours-2.json" "$OUT/metascraper.json"
