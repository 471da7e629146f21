/**
 * Lists from URLs: the shipped official files served by a loopback HTTP server (ETag, 304 on If-None-Match), then
 * `webintel sanctions refresh --json` through the CLI entry into a fresh SQLite data directory, twice: a first
 * download-and-import of every list, and a second run where every list answers 304. Prints time per list, bytes,
 * entities and the process's peak RSS.
 *   node bench/sanctions/refresh.ts
 */
import { createServer } from 'node:http'
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { createHash } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { main } from '../../src/cli/index.ts'
import { DATA } from './shared.ts'

/** List name → file under lists/ and its format suffix (the OFAC CSV folder is configured by its sdn.csv). */
const SOURCES: [string, string, string][] = [
  ['us_ofac_sdn', 'lists/us_ofac_sdn_csv/sdn.csv', '|ofac-csv'],
  ['us_ofac_cons', 'lists/us_ofac_cons_xml/consolidated.xml', ''],
  ['un_sc', 'lists/un_sc_xml/UN_consolidated.xml', ''],
  ['os_ftm_t1', 'lists/opensanctions_ftm/yente_t1.entities.ftm.json', '|ftm'],
  ['os_ftm_zala', 'lists/opensanctions_ftm/yente_zala.entities.ftm.json', '|ftm'],
  ['os_us_congress', 'lists/opensanctions_senzing_pep/us_congress_senzing.json', '|senzing'],
]

const files = new Map<string, { body: Buffer; etag: string }>()
for (const dir of new Set(SOURCES.map(([, rel]) => rel.split('/').slice(0, 2).join('/')))) {
  for (const f of readdirSync(resolve(DATA, dir))) {
    const p = resolve(DATA, dir, f)
    if (!statSync(p).isFile()) continue
    const body = readFileSync(p)
    files.set(`/${dir}/${f}`, { body, etag: `"${createHash('sha1').update(body).digest('hex')}"` })
  }
}
const served = { bytes: 0, ok: 0, notModified: 0 }
const server = createServer((req, res) => {
  const f = files.get(new URL(req.url!, 'http://x').pathname)
  if (!f) { res.writeHead(404).end(); return }
  if (req.headers['if-none-match'] === f.etag) { served.notModified++; res.writeHead(304, { etag: f.etag }).end(); return }
  served.ok++; served.bytes += f.body.length
  res.writeHead(200, { etag: f.etag, 'content-length': f.body.length }).end(f.body)
})
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
const dataDir = mkdtempSync(join(tmpdir(), 'webintel-bench-refresh-'))
const env = { WEBINTEL_DATA_DIR: dataDir, WEBINTEL_SANCTIONS_SOURCES: SOURCES.map(([n, rel, f]) => `${n}=${base}/${rel}${f}`).join(',') }

async function run(label: string) {
  const out: string[] = []
  const err: string[] = []
  const t0 = performance.now()
  const code = await main(['sanctions', 'refresh', '--json'], env, { log: (s) => out.push(s), err: (s) => err.push(s) })
  const ms = performance.now() - t0
  if (code !== 0) throw new Error(`${label}: exit ${code}\n${err.join('\n')}\n${out.join('\n')}`)
  const rows = JSON.parse(out[0]!) as { list: string; status: string; entities?: number; bytes?: number; ms: number }[]
  console.log(`\n${label}: ${(ms / 1000).toFixed(2)} s in all`)
  console.log('list              status     entities      bytes    ms')
  for (const r of rows) console.log(`${r.list.padEnd(17)} ${r.status.padEnd(10)} ${String(r.entities ?? '-').padStart(8)} ${String(r.bytes ?? '-').padStart(10)} ${String(r.ms).padStart(5)}`)
}

try {
  await run('first refresh (download + import)')
  await run('second refresh (every list unchanged: 304)')
  console.log(`\nserved: ${served.ok} files (${served.bytes} bytes), ${served.notModified} answers 304; peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`)
} finally {
  server.close()
  rmSync(dataDir, { recursive: true, force: true })
}
