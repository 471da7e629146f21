/**
 * Registration data through the path users call: the real server (in-process, the same start as
 * src/main.ts via test/helpers/start-service.ts) answers `GET /v1/whois_lookup` for every dev sample.
 *   - WHOIS: WEBINTEL_WHOIS_SERVER points at a local port-43 fixture server that answers the queried
 *     domain's raw response (any other name gets "No match"); RDAP is off for that run.
 *   - RDAP: a local RDAP server answers `domain/<name>` with the sample's JSON; a local bootstrap file
 *     (WEBINTEL_RDAP_BOOTSTRAP_URL) sends every TLD there.
 * Each answer is scored per field with the shared harness's comparison rules (its lib/score.mjs, read
 * where it lives), like bench/whois/adapter.mjs is scored by the harness.
 * Split: a frozen part (sha1(file name) mod 5 == 0) never looked at while fixing; the rest ("tuning")
 * is reported as a whole and by 5 folds (sha1("fold:" + name) mod 5).
 *   node bench/whois/api.ts [--fails N] [--split tuning|frozen|all] [--corpus whois|rdap|both]
 * Names resolve only to 127.0.0.1 and the connector reaches only loopback: nothing leaves the machine.
 */
import fs from 'node:fs'
import net from 'node:net'
import http from 'node:http'
import path from 'node:path'
import { createHash } from 'node:crypto'
import { domainToASCII } from 'node:url'
import type { AddressInfo } from 'node:net'
import { startService } from '../../test/helpers/start-service.ts'
import { connectTcp } from '../../src/fetch/tcp.ts'
import type { StubNet } from '../../test/helpers/net-stub.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')
const HARNESS = process.env.WHOIS_BENCH_HARNESS ?? path.join(ROOT, '../shared/bench/whois')
const DATA = process.env.WHOIS_BENCH_DATA ?? path.join(ROOT, '../shared/data')
const args = process.argv.slice(2)
const opt = (k: string, d: string): string => { const i = args.indexOf(k); return i >= 0 ? args[i + 1]! : d }
const FAILS = Number(opt('--fails', '0'))
const SPLIT = opt('--split', 'all')
const CORPUS = opt('--corpus', 'both')

type Compare = (field: string, exp: unknown, acc: unknown, actual: unknown) => { ok: boolean; absent?: boolean } | null
const { compare } = await import(path.join(HARNESS, 'lib/score.mjs')) as { compare: Compare }

const CORE = ['registered', 'registrar', 'creation_date', 'expiration_date', 'updated_date', 'name_servers', 'status']
const EXTRA = ['domain', 'registrar_iana_id', 'dnssec', 'registrant_org', 'registrant_country', 'abuse_email']

interface Sample { file: string; query: string; tld: string; expected: Record<string, unknown>; accept?: Record<string, unknown[]> }

const hashInt = (s: string): number => parseInt(createHash('sha1').update(s).digest('hex').slice(0, 8), 16)
export const isFrozen = (file: string): boolean => hashInt(file) % 5 === 0
const foldOf = (file: string): number => hashInt(`fold:${file}`) % 5

function load(corpus: 'whois' | 'rdap'): Sample[] {
  const dir = path.join(DATA, corpus, 'dev')
  const exp = JSON.parse(fs.readFileSync(path.join(dir, 'expected.json'), 'utf8')) as Record<string, { query?: string; tld?: string; expected: Record<string, unknown>; accept?: Record<string, unknown[]> }>
  return Object.entries(exp).map(([file, r]) => ({
    file, query: r.query ?? `example.${r.tld}`, tld: r.tld ?? (r.query ?? '').split('.').pop()!, expected: r.expected, accept: r.accept,
  })).filter((s) => corpus === 'rdap' || SPLIT === 'all' || (SPLIT === 'frozen') === isFrozen(s.file))
}

/** What the fixture answers next: the raw body for one domain. */
let current: { domain: string; body: string | Buffer } | null = null
const mismatches: string[] = []

/** The name inside a port-43 query line, whatever the server-specific syntax (DENIC, JPRS, Verisign, DK). */
function queriedName(line: string): string {
  return line.trim().replace(/^-T\s+\S+\s+/i, '').replace(/^(?:domain\s+|--show-handles\s+|=)/i, '').replace(/\/e$/i, '').trim().toLowerCase()
}

const port43 = net.createServer((sock) => {
  let buf = ''
  sock.on('data', (b) => {
    buf += b.toString('latin1')
    if (!buf.includes('\n')) return
    const name = queriedName(buf)
    const want = current?.domain ?? ''
    if (current && (name === want || name === domainToASCII(want))) sock.end(current.body)
    else { mismatches.push(`${name} (sample: ${want})`); sock.end(`No match for "${name}".\r\n`) }
  })
  sock.on('error', () => undefined)
})
await new Promise<void>((r) => port43.listen(0, '127.0.0.1', r))
const port43Port = (port43.address() as AddressInfo).port

let rdapTlds: string[] = []
const rdapServer = http.createServer((req, res) => {
  const url = req.url ?? ''
  if (url === '/dns.json') {
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ version: '1.0', publication: new Date().toISOString(), services: [[rdapTlds, [`http://127.0.0.1:${rdapPort}/rdap/`]]] }))
    return
  }
  const m = /^\/rdap\/domain\/([^/?]+)/.exec(url)
  const name = m ? decodeURIComponent(m[1]!).toLowerCase() : ''
  if (current && (name === current.domain || name === domainToASCII(current.domain))) {
    res.writeHead(200, { 'content-type': 'application/rdap+json' }).end(current.body)
  } else {
    mismatches.push(`rdap ${url} (sample: ${current?.domain})`)
    res.writeHead(404, { 'content-type': 'application/rdap+json' }).end(JSON.stringify({ errorCode: 404, title: 'Not Found' }))
  }
})
await new Promise<void>((r) => rdapServer.listen(0, '127.0.0.1', r))
const rdapPort = (rdapServer.address() as AddressInfo).port

/** Every name is 127.0.0.1; only loopback connections are made. */
const loopbackNet: StubNet = {
  lookups: [], connects: [],
  async resolve() { return [{ address: '127.0.0.1', family: 4 }] },
  async connect(t) {
    if (t.address !== '127.0.0.1' && t.address !== '::1') throw Object.assign(new Error(`bench: no route to ${t.address}`), { code: 'ECONNREFUSED' })
    return connectTcp('127.0.0.1', t.port, t.signal)
  },
}

type Row = Record<string, { ok: boolean; absent: boolean } | null>

async function runCorpus(corpus: 'whois' | 'rdap'): Promise<void> {
  const samples = load(corpus)
  rdapTlds = [...new Set(samples.map((s) => s.tld))]
  const svc = await startService({
    WEBINTEL_RDAP: corpus === 'rdap' ? 'on' : 'off',
    WEBINTEL_RDAP_BOOTSTRAP_URL: `http://127.0.0.1:${rdapPort}/dns.json`,
    WEBINTEL_WHOIS_SERVER: `127.0.0.1:${port43Port}`,
    WEBINTEL_WHOIS_CACHE_TTL_MS: '0',
    WEBINTEL_FETCH_ALLOW_PRIVATE: 'true',
    WEBINTEL_LOG_LEVEL: 'warn',
  }, { net: loopbackNet })
  const { apiKey } = await svc.newKey({ rateLimitPerMinute: 1_000_000 })
  const rows: { s: Sample; row: Row; status: number; got: Record<string, unknown> }[] = []
  let errors = 0
  const t0 = performance.now()
  for (const s of samples) {
    current = { domain: s.query.toLowerCase(), body: fs.readFileSync(path.join(DATA, corpus, 'dev', 'raw', s.file)) }
    const res = await fetch(`${svc.url}/v1/whois_lookup?domain=${encodeURIComponent(s.query)}&fresh=true`, { headers: { 'x-api-key': apiKey } })
    const json = await res.json() as { data?: Record<string, unknown>; error?: { code: string; message: string } }
    let got: Record<string, unknown>
    if (res.status === 200 && json.data) {
      const d = json.data
      got = {
        registered: true, domain: d.domain_name, registrar: d.registrar, registrar_iana_id: d.registrar_iana_id,
        creation_date: d.creation_date, expiration_date: d.expiration_date, updated_date: d.updated_date,
        name_servers: d.name_servers, status: d.status, dnssec: d.dnssec, registrant_org: d.registrant_organization,
        registrant_country: d.registrant_country, abuse_email: d.abuse_email,
      }
    } else if (res.status === 404) {
      got = { registered: false, domain: (json.error as { details?: { domain?: string } } | undefined)?.details?.domain }
    } else {
      errors++
      got = { error: `${res.status} ${json.error?.code}: ${json.error?.message}` }
    }
    const row: Row = {}
    for (const f of [...CORE, ...EXTRA]) {
      const c = compare(f, s.expected[f], s.accept?.[f], got[f])
      row[f] = c ? { ok: c.ok, absent: c.absent === true } : null
    }
    rows.push({ s, row, status: res.status, got })
  }
  const secs = (performance.now() - t0) / 1000
  await svc.close()

  const pct = (subset: typeof rows, f: string): string => {
    const scored = subset.map((r) => r.row[f]).filter((c): c is { ok: boolean; absent: boolean } => c !== null && (f === 'registered' || !c.absent))
    return scored.length ? (100 * scored.filter((c) => c.ok).length / scored.length).toFixed(1) : '–'
  }
  const fields = corpus === 'rdap' ? [...CORE, 'domain', 'dnssec', 'abuse_email'] : [...CORE, ...EXTRA]
  console.log(`\n## ${corpus} through GET /v1/whois_lookup (${samples.length} samples, ${errors} non-200/404 answers, ${(samples.length / secs).toFixed(0)} lookups/s)\n`)
  console.log(`| part | n | ${fields.join(' | ')} |`)
  console.log(`|---|---|${fields.map(() => '---').join('|')}|`)
  const parts: [string, typeof rows][] = []
  const tuning = rows.filter((r) => !isFrozen(r.s.file))
  const frozen = rows.filter((r) => isFrozen(r.s.file))
  if (tuning.length) {
    parts.push(['tuning (all folds)', tuning])
    if (corpus === 'whois') for (let k = 0; k < 5; k++) parts.push([`tuning fold ${k}`, tuning.filter((r) => foldOf(r.s.file) === k)])
  }
  if (frozen.length) parts.push(['frozen', frozen])
  for (const [label, subset] of parts) console.log(`| ${label} | ${subset.length} | ${fields.map((f) => pct(subset, f)).join(' | ')} |`)
  if (FAILS > 0) {
    const errs = tuning.filter((r) => r.status !== 200 && r.status !== 404)
    if (errs.length) console.log(`\nnon-200/404 answers on the tuning part:\n${errs.map((r) => `- ${r.s.file} (${r.s.query}): ${String(r.got.error)}`).join('\n')}`)
    let shown = 0
    for (const r of tuning) {
      const bad = fields.filter((f) => r.row[f] && !r.row[f]!.ok)
      if (!bad.length || shown++ >= FAILS) continue
      console.log(`\n- ${r.s.file} (${r.s.query}) HTTP ${r.status}`)
      for (const f of bad) console.log(`    ${f}: expected ${JSON.stringify(r.s.expected[f])} got ${JSON.stringify(r.got[f] ?? r.got.error ?? null)}`)
    }
  }
}

if (CORPUS !== 'rdap') await runCorpus('whois')
if (CORPUS !== 'whois') await runCorpus('rdap')
if (mismatches.length) console.log(`\nqueries for another name than the sample's: ${mismatches.length} (${mismatches.slice(0, 40).join('; ')})`)
port43.close()
rdapServer.close()
