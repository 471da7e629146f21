#!/usr/bin/env bash
# Extraction benchmarks, from the repo root:  bash bench/extract/run.sh [--quick]
#  1. quality + parse-only speed on the labelled dev corpus with the shared reference harness, for
#     webintel and metascraper (and open-graph-scraper) in the same run, plus the speed ratio;
#  2. worst-case event-loop blocking on hostile HTML (bench/extract/blocking.ts);
#  3. contact-data precision/recall on the fixture set (bench/extract/contacts.ts).
# The harness and data are read from ../shared (override METADATA_HARNESS, METADATA_CORPUS); the harness
# is copied to a temp dir outside the repo and installed there (`npm ci`), never into the repository.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
HARNESS_SRC=${METADATA_HARNESS:-$ROOT/../shared/bench/metadata}
CORPUS=${METADATA_CORPUS:-$ROOT/../shared/data/metadata/dev}
WORK=${EXTRACT_BENCH_DIR:-${TMPDIR:-/tmp}/webintel-extract-bench}
PASSES=${PASSES:-3}
NODE="$ROOT/node_modules/.bin/node"
[ -x "$NODE" ] || NODE=node
OUT="$WORK/results"
mkdir -p "$WORK" "$OUT"
if [ ! -d "$WORK/metadata/node_modules" ]; then
  rm -rf "$WORK/metadata" && cp -r "$HARNESS_SRC" "$WORK/metadata"
  (cd "$WORK/metadata" && npm ci --no-audit --no-fund --loglevel=error)
fi
cd "$WORK/metadata"
# webintel runs before and after the peers; the slower of its two runs is compared (the VM is shared
# and its load drifts during a run).
ours="$ROOT/bench/extract/adapter.mjs"
peers=(metascraper ogs)
[ "${1:-}" = "--quick" ] && peers=(metascraper)
"$NODE" run.mjs --corpus "$CORPUS" --adapter "$ours" --passes "$PASSES" --out "$OUT/adapter.json" | tail -n 16
echo
for a in "${peers[@]}"; do
  "$NODE" run.mjs --corpus "$CORPUS" --adapter "$a" --passes "$PASSES" --out "$OUT/$a.json" | tail -n 16
  echo
done
"$NODE" run.mjs --corpus "$CORPUS" --adapter "$ours" --passes "$PASSES" --out "$OUT/adapter-2.json" | grep timing
echo
"$NODE" -e '
const fs = require("fs"); const dir = process.argv[1];
const r = (n) => JSON.parse(fs.readFileSync(dir + "/" + n + ".json", "utf8"));
const ours = r("adapter"), ours2 = r("adapter-2"), ms = r("metascraper");
const slow = ours2.timing.pagesPerSec < ours.timing.pagesPerSec ? ours2 : ours;
const peers = ["metascraper", "ogs"].filter((n) => fs.existsSync(dir + "/" + n + ".json")).map(r);
console.log("| field | webintel | best peer | peer |\n|---|---|---|---|");
for (const [f, s] of Object.entries(ours.quality.fields)) {
  const best = peers.map((p) => [p.quality.fields[f]?.exact ?? 0, p.adapter]).sort((a, b) => b[0] - a[0])[0];
  console.log(`| ${f} | ${s.exact} | ${best[0]} | ${best[1]} |`);
}
console.log(`| macro | ${ours.quality.macroExact} | ${Math.max(...peers.map((p) => p.quality.macroExact))} | |`);
// Labels are tool outputs (data README): per label source, exact-match macro over the fields scored.
const bySource = (res) => {
  const acc = {};
  for (const p of Object.values(res.details)) for (const [f, v] of Object.entries(p.fields)) {
    const k = p.source + "|" + f; (acc[k] ??= [0, 0]); acc[k][0] += v.exact; acc[k][1]++;
  }
  const out = {};
  for (const [k, [s, n]] of Object.entries(acc)) { const [src] = k.split("|"); (out[src] ??= []).push(s / n); }
  return Object.fromEntries(Object.entries(out).map(([k, v]) => [k, (v.reduce((a, b) => a + b, 0) / v.length).toFixed(4)]));
};
console.log("\nmacro exact by label source (readability / goose3 / metascraper labels):");
for (const res of [ours, ...peers]) console.log(`  ${res.adapter}: ${JSON.stringify(bySource(res))}`);
const ratio = slow.timing.pagesPerSec / ms.timing.pagesPerSec;
console.log(`\nparse-only speed: webintel ${slow.timing.pagesPerSec} pages/s (slower of ${ours.timing.pagesPerSec} and ${ours2.timing.pagesPerSec}; ${slow.timing.msPerPage} ms/page, p95 ${slow.timing.pageP95Ms} ms), ` +
  `metascraper ${ms.timing.pagesPerSec} pages/s (${ms.timing.msPerPage} ms/page) -> ${ratio.toFixed(1)}x`);
' "$OUT"
cd "$ROOT"
echo
"$NODE" bench/extract/blocking.ts
echo
"$NODE" bench/extract/contacts.ts
