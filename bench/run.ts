// `npm run bench [-- name …]`: every benchmark, one after another, each printing its own table.
// Names: metadata (quality + parse-only speed vs metascraper/open-graph-scraper, blocking, contacts),
// service (POST /v1/scrape_metadata over a local corpus server), analyze (POST /api/scrape_metadata with the
// intel engine loaded: pages/s and peak RSS), whois (parsers), whois-api (GET /v1/whois_lookup per dev response),
// intel, media, fetch, ssrf (A7 refusal latency through the API), sdk (what @webintel/sdk and the MCP endpoint add).
// Labelled data and the reference harnesses are read from ../shared (never copied into the repo).
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const node = process.execPath
const suites: Record<string, string[]> = {
  metadata: ['bash', 'bench/extract/run.sh'],
  service: ['bash', 'bench/service/run.sh'],
  whois: ['bash', 'bench/whois/run.sh'],
  'whois-api': [node, 'bench/whois/api.ts'],
  intel: [node, 'bench/intel/run.ts'],
  analyze: [node, 'bench/service/analyze.ts'],
  media: [node, 'bench/media/run.ts'],
  fetch: [node, 'bench/fetch/throughput.ts'],
  ssrf: [node, 'bench/load/ssrf.ts'],
  sdk: [node, 'bench/sdk/overhead.ts'],
}

const asked = process.argv.slice(2)
const unknown = asked.filter((a) => !(a in suites))
if (unknown.length) {
  process.stderr.write(`unknown benchmark ${unknown.join(', ')}; choose from ${Object.keys(suites).join(', ')}\n`)
  process.exit(2)
}
if (!existsSync(new URL('../../shared/data', import.meta.url))) {
  process.stderr.write('../shared/data is missing: the benchmarks score against the labelled data beside the checkout\n')
  process.exit(2)
}
let failed = 0
for (const name of asked.length ? asked : Object.keys(suites)) {
  const [cmd, ...args] = suites[name]
  process.stdout.write(`\n======== ${name}: ${[cmd === node ? 'node' : cmd, ...args].join(' ')}\n`)
  const t0 = Date.now()
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, PATH: `${root}node_modules/.bin:${process.env.PATH}` } })
  process.stdout.write(`======== ${name}: exit ${r.status} in ${((Date.now() - t0) / 1000).toFixed(1)} s\n`)
  if (r.status !== 0) failed++
}
process.exit(failed ? 1 : 0)
