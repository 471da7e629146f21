/**
 * `node bench/sanctions/hostile.ts` — hostile screening requests against the seven shipped lists (about 12,000
 * entities): names of 300 characters of very common tokens, of 1–2 letter words, one token repeated, mixed and
 * non-Latin scripts, 100-name `queries` calls, a 300-item batch job, and Variant B with both custom category lists
 * at their limits plus include_sanctions. Starts its own server on loopback, imports the lists with the CLI, and
 * polls /healthz every 10 ms during each request: prints the request's time and the slowest /healthz answer
 * (timed from when it was due). Target: every /healthz answer within 250 ms. BENCH_ONLY=<substring> runs a subset.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { resolve } from 'node:path'
import { Agent, request } from 'undici'
import { startBenchServer } from '../load/server.ts'
import { DATA, SHIPPED } from './shared.ts'

const server = await startBenchServer({ WEBINTEL_LOG_LEVEL: 'warn', WEBINTEL_SANCTIONS_INDEX_RELOAD_MS: '500', WEBINTEL_FETCH_ALLOW_PRIVATE: 'true', WEBINTEL_RDAP: 'off', WEBINTEL_INTEL_PRELOAD: 'true', ...JSON.parse(process.env.BENCH_SERVER_ENV ?? '{}') })
for (const [list, rel] of Object.entries(SHIPPED)) await server.cli(['sanctions', 'import', resolve(DATA, rel), '--list', list])
const key = JSON.parse(await server.cli(['keys', 'create', '--name', 'hostile', '--rate-limit', '100000000', '--json']))
const base = server.url
const big = (process.env.TITLE_LEN ? Number(process.env.TITLE_LEN) : 2000)
const title = ('Al Mohammed International Bank Company Ltd ').repeat(Math.ceil(big / 43)).slice(0, big)
const page = `<!doctype html><html><head><title>${title}</title><meta property="og:site_name" content="${title}"><script type="application/ld+json">{"@type":"Organization","legalName":"${title}","name":"${title}"}</script></head><body><p>${'Banking services for international companies. '.repeat(50)}</p></body></html>`
const site = http.createServer((_q, r) => { r.writeHead(200, { 'content-type': 'text/html' }).end(page) })
await new Promise<void>((r) => site.listen(0, '127.0.0.1', r))
const origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
const agent = new Agent({ connections: 8 })
const hdr = { 'x-api-key': key.api_key, 'x-secret-key': key.secret_key, 'content-type': 'application/json' }
async function post(path: string, body: unknown) {
  const t0 = performance.now()
  const res = await request(base + path, { method: 'POST', dispatcher: agent, headers: hdr, body: JSON.stringify(body), headersTimeout: 600_000, bodyTimeout: 600_000 })
  const text = await res.body.text()
  return { status: res.statusCode, ms: performance.now() - t0, text }
}
const hAgent = new Agent({ connections: 1 })
async function measure(name: string, f: () => Promise<{ status: number; ms: number; text: string }>) {
  let stop = false; let worst = 0; let worstAt = 0; const t00 = performance.now()
  const poll = (async () => { let due = performance.now(); while (!stop) { const r = await request(base + '/healthz', { dispatcher: hAgent }); await r.body.text(); if (performance.now() - due > worst) { worst = performance.now() - due; worstAt = due - t00 }; due = performance.now() + 10; await new Promise((x) => setTimeout(x, 10)) } })()
  await new Promise((x) => setTimeout(x, 50))
  const r = await f(); stop = true; await poll
  let info = `${(r.text.length/1024).toFixed(0)} KiB `
  try { const j = JSON.parse(r.text); info = j.error ? `${j.error.code}: ${String(j.error.message).slice(0, 90)}` : (j.data?.results ? `${j.data.results.length} results, matches ${j.data.results.reduce((a: number, x: any) => a + x.matches.length, 0)}` : j.data ? `matches ${j.data.matches?.length}` : (j.sanctions ? `sanctions matches ${j.sanctions.matches.length} cat ${j.ai_response?.category}` : JSON.stringify(j).slice(0, 160))) } catch { info = r.text.slice(0, 100) }
  console.log(`${name.padEnd(34)} status ${r.status} request ${r.ms.toFixed(0).padStart(6)} ms  worst /healthz ${worst.toFixed(0).padStart(5)} ms (due at ${worstAt.toFixed(0)} ms)  ${info}`)
}
const fill = (toks: string[], n: number) => { let s = ''; let i = 0; while (true) { const t = toks[i++ % toks.length]!; const nx = s ? s + ' ' + t : t; if (nx.length > n) break; s = nx } return s }
const common = ['al', 'mohammed', 'ltd', 'company', 'bank', 'international']
const short = ['a', 'al', 'b', 'ab', 'el', 'i', 'o', 'de', 'bi', 'm', 'x', 'u']
const attacks: Record<string, unknown> = {
  'common tokens 300ch': { query: fill(common, 300) },
  'common tokens 300ch Person': { query: fill(common, 300), schema: 'Person' },
  '1-2 letter words 300ch': { query: fill(short, 300) },
  '"a" x150': { query: fill(['a'], 300) },
  '500 tokens (over limit)': { query: Array(500).fill('al').join(' ') },
  'same token repeated': { query: fill(['mohammed'], 300) },
  'same token "al" repeated': { query: fill(['al'], 300) },
  'mixed scripts': { query: fill(['محمد', 'Мухаммед', 'Mohammed', 'عبد', 'الله', 'Абдулла', 'bin', 'Ltd', '株式会社'], 300) },
  'translit heavy arabic': { query: fill(['عبد', 'الرحمن', 'محمد', 'بن', 'علي', 'الحسن', 'أبو'], 300) },
  'translit heavy cyrillic': { query: fill(['Общество', 'с', 'ограниченной', 'ответственностью', 'Банк', 'Международный'], 300) },
  'rare-ish unseen tokens (trigram)': { query: fill(['mohamad', 'mohamed', 'muhammad', 'mukhammed', 'abdulah', 'abdalla', 'hussain', 'hosein', 'hasan', 'ahmad', 'akhmed'], 300) },
  'CJK 300': { query: '金'.repeat(100) + '正恩'.repeat(100) },
  'batch 100 x common 300ch': { queries: Array.from({ length: 100 }, () => ({ query: fill(common, 300), threshold: 0 })) },
  'batch 100 x unseen 300ch thr0': { queries: Array.from({ length: 100 }, (_, i) => ({ query: fill(['mohamad', 'muhammad', 'abdulah', 'hosein', 'akhmed', 'x' + i], 300), threshold: 0 })) },
  'batch 100 x 1-2 letter thr0': { queries: Array.from({ length: 100 }, () => ({ query: fill(short, 300), threshold: 0 })) },
  'batch 100 mixed default thr': { queries: Array.from({ length: 100 }, () => ({ query: fill(['محمد', 'Мухаммед', 'Mohammed', 'عبد', 'الله', 'Абдулла', 'bin', 'Ltd'], 300) })) },
  'batch 100 x 1-2 letter default': { queries: Array.from({ length: 100 }, () => ({ query: fill(short, 300) })) },
  'batch 100 mixed thr0': { queries: Array.from({ length: 100 }, () => ({ query: fill(['محمد', 'Мухаммед', 'Mohammed', 'عبد', 'الله', 'Абдулла', 'bin', 'Ltd'], 300), threshold: 0 })) },
}
// Wait for the index to hold every list (the server re-reads the database every 500 ms), then warm up.
for (;;) { const r = await post('/v1/sanctions_check', { query: 'Ismail Ashqar' }); if (r.status === 200 && r.text.includes('us_congress')) break; await new Promise((x) => setTimeout(x, 500)) }
const only = process.env.BENCH_ONLY
await measure('control: no request (3 s idle)', async () => { await new Promise((x) => setTimeout(x, 3000)); return { status: 0, ms: 3000, text: '{}' } })
for (const [n, b] of Object.entries(attacks)) if (!only || n.includes(only)) await measure(n, () => post('/v1/sanctions_check', b))
const cats = Array.from({ length: 50 }, (_, i) => (`category ${i} ` + 'international banking company services '.repeat(3)).slice(0, 100))
if (!only || 'varb'.includes(only)) {
  await post('/api/scrape_metadata', { input_string: `${origin}/warm`, custom_categories: ['banking', 'shipping'], include_sanctions: true }) // warm-up: first call of the engine
  await measure('varB scrape_metadata cats+sanctions', () => post('/api/scrape_metadata', { input_string: `${origin}/x`, custom_categories: cats, custom_high_risk_categories: cats, include_sanctions: true }))
  await measure('categorize_content 50 cats', () => post('/v1/categorize_content', { url: `${origin}/y`, custom_categories: cats, fresh: true }))
}
if (!only || 'jobs'.includes(only)) {
  const mixed = fill(['محمد', 'Мухаммед', 'Mohammed', 'عبد', 'الله', 'Абдулла', 'bin', 'Ltd'], 300)
  await measure('job 300 x mixed 300ch thr0', async () => {
    const t0 = performance.now()
    const r = await post('/v1/jobs', { operation: 'sanctions_check', items: Array.from({ length: 300 }, () => ({ query: mixed, threshold: 0 })) })
    const id = JSON.parse(r.text).data?.id ?? JSON.parse(r.text).id
    for (;;) {
      await new Promise((x) => setTimeout(x, 500))
      const g = await request(`${base}/v1/jobs/${id}`, { dispatcher: agent, headers: hdr }); const j = JSON.parse(await g.body.text())
      const st = j.data?.status ?? j.status
      if (st !== 'queued' && st !== 'running') return { status: g.statusCode, ms: performance.now() - t0, text: JSON.stringify({ job: st }) }
    }
  })
}
site.close(); await agent.close(); await hAgent.close(); await server.stop()
