/**
 * Adverse-media benchmark through the HTTP API, in the form real news feeds take. For each labelled article
 * with an entity (../shared/data/adverse-media/dev, read at run time), the REAL server is asked
 * `POST /v1/adverse_media_check {query: entity_name, fresh: true}`. Its `rss:` provider calls a 127.0.0.1 feed
 * that returns what feeds return: the headline, a snippet of about 400 characters and a link. The link names
 * the article's own host (stub DNS maps every host to a public test address that the stub connector routes to a
 * 127.0.0.1 article server), so the engine reads the article page (title + paragraphs, behind a robots.txt)
 * through the safe fetcher and the extraction pipeline, exactly as in production.
 *
 * Accuracy discipline: rows whose stable hash (sha1 of id, first 8 hex digits) mod 5 == 0 are the FROZEN part,
 * never used for tuning; the rest is split into 5 folds (next 8 hex digits mod 5) for cross-validation.
 * Printed: P/R/F1 of the API's `adverse_media_found` on the frozen part, on each fold and on all
 * non-frozen rows; ROC-AUC of `risk_score`; a threshold on risk_score chosen by 5-fold CV (picked on four
 * folds, scored on the fifth); latency.
 *
 *   node bench/media/run.ts                 (article reading on, the default)
 *   SNIPPET_ONLY=1 node bench/media/run.ts  (WEBINTEL_NEWS_ARTICLE_MAX=0: headline + snippet only)
 *   ERRS=1 … prints the errors of the non-frozen part; OUT=file.jsonl writes one line per row.
 */
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { startService, postJson } from '../../test/helpers/start-service.ts'
import { stubNet, PUBLIC_A } from '../../test/helpers/net-stub.ts'

interface Row { id: string; entity_name: string; url: string; title: string; text: string; label: 0 | 1 }
const path = process.env.WEBINTEL_ADVERSE_MEDIA_DATA ?? new URL('../../../shared/data/adverse-media/dev/data.jsonl', import.meta.url).pathname
const all: Row[] = readFileSync(path, 'utf8').trim().split('\n').map((l) => JSON.parse(l))
const rows = all.filter((r) => r.entity_name.trim())
const h = (id: string) => createHash('sha1').update(id).digest('hex')
const frozen = (r: Row) => parseInt(h(r.id).slice(0, 8), 16) % 5 === 0
const foldOf = (r: Row) => parseInt(h(r.id).slice(8, 16), 16) % 5

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
/** The feed's snippet: about 400 characters of the article, cut at a word, with an ellipsis. */
function snippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= 400) return flat
  return `${flat.slice(0, 400).replace(/\s+\S*$/, '')} …`
}
const hostOf = (r: Row) => { try { return new URL(r.url).hostname.toLowerCase() } catch { return `news-${r.id.slice(3, 9)}.example.com` } }
const byId = new Map(rows.map((r) => [r.id, r]))

// The article server: every host's pages, one per row, plus a robots.txt that allows them.
const articles = http.createServer((req, res) => {
  const u = new URL(req.url!, 'http://x')
  if (u.pathname === '/robots.txt') { res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nDisallow: /private/\n'); return }
  const r = byId.get(u.pathname.replace(/^\/a\//, ''))
  if (!r) { res.writeHead(404).end('not found'); return }
  const paras = r.text.split(/\n+/).map((p) => p.trim()).filter(Boolean).map((p) => `<p>${esc(p)}</p>`).join('\n')
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(r.title)}</title></head>`
    + `<body><header><nav><a href="/">Home</a> <a href="/news">News</a> <a href="/business">Business</a></nav></header>`
    + `<main><article><h1>${esc(r.title)}</h1>\n${paras}</article></main><footer>© ${esc(hostOf(r))}. All rights reserved.</footer></body></html>`)
})
await new Promise<void>((ok) => articles.listen(0, '127.0.0.1', ok))
const articlePort = (articles.address() as AddressInfo).port

let current: Row | undefined
const feed = http.createServer((_req, res) => {
  const r = current!
  res.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' })
  res.end(`<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>bench</title>`
    + `<item><title>${esc(r.title)}</title><link>http://${hostOf(r)}/a/${r.id}</link><description>${esc(snippet(r.text))}</description></item></channel></rss>`)
})
await new Promise<void>((ok) => feed.listen(0, '127.0.0.1', ok))
const feedPort = (feed.address() as AddressInfo).port

const zone: Record<string, string[][]> = {}
for (const r of rows) zone[hostOf(r)] = [[PUBLIC_A]]
const net = stubNet(zone, () => articlePort)
const svc = await startService({
  WEBINTEL_NEWS_PROVIDERS: `rss:http://127.0.0.1:${feedPort}/search?q={query}`,
  ...(process.env.SNIPPET_ONLY ? { WEBINTEL_NEWS_ARTICLE_MAX: '0' } : {}),
  WEBINTEL_LOG_LEVEL: 'warn',
}, { net })
const key = await svc.newKey({ rateLimitPerMinute: 1_000_000 })

interface Scored { row: Row; score: number; pred: boolean; read: boolean; ms: number; cats: string }
const scored: Scored[] = []
let failures = 0
for (const r of rows) {
  current = r
  const t0 = performance.now()
  const out = await postJson(`${svc.url}/v1/adverse_media_check`, { query: r.entity_name.trim().slice(0, 200), fresh: true }, { 'x-api-key': key.apiKey })
  const ms = performance.now() - t0
  if (out.status !== 200) { failures++; console.error(`HTTP ${out.status} for ${r.id}: ${out.text.slice(0, 200)}`); continue }
  const d = out.json.data
  const read = !process.env.SNIPPET_ONLY && !(d.warnings ?? []).some((w: { code: string }) => w.code === 'article_unread')
  scored.push({ row: r, score: d.risk_score, pred: d.adverse_media_found, read, ms, cats: (d.sources[0]?.categories ?? []).join(',') + (d.sources[0]?.stage ? `/${d.sources[0].stage}` : '') })
}
await svc.close(); feed.close(); articles.close()

function prf(list: Scored[], pred: (s: Scored) => boolean = (s) => s.pred) {
  const tp = list.filter((s) => pred(s) && s.row.label).length, fp = list.filter((s) => pred(s) && !s.row.label).length
  const fn = list.filter((s) => !pred(s) && s.row.label).length
  const P = tp / Math.max(1, tp + fp), R = tp / Math.max(1, tp + fn), F1 = P + R ? 2 * P * R / (P + R) : 0
  return { P, R, F1, n: list.length, tp, fp, fn }
}
const fmt = (m: ReturnType<typeof prf>) => `| ${m.n} | ${m.P.toFixed(3)} | ${m.R.toFixed(3)} | ${m.F1.toFixed(3)} | ${m.tp}/${m.fp}/${m.fn} |`
function auc(list: Scored[]): number {
  const sorted = [...list].sort((a, b) => a.score - b.score)
  let rankSum = 0
  for (let i = 0; i < sorted.length;) {
    let j = i; while (j < sorted.length && sorted[j]!.score === sorted[i]!.score) j++
    for (let k = i; k < j; k++) if (sorted[k]!.row.label) rankSum += (i + 1 + j) / 2
    i = j
  }
  const npos = list.filter((s) => s.row.label).length, nneg = list.length - npos
  return (rankSum - npos * (npos + 1) / 2) / (npos * nneg)
}

const dev = scored.filter((s) => !frozen(s.row)), fro = scored.filter((s) => frozen(s.row))
console.log(`adverse-media through POST /v1/adverse_media_check (${process.env.SNIPPET_ONLY ? 'headline + snippet only' : 'headline + snippet + link, articles read'}): ${scored.length} screenings (${failures} failed), ${scored.filter((s) => s.read).length} with the article read`)
console.log('| part | n | precision | recall | F1 | tp/fp/fn |\n|---|---|---|---|---|---|')
for (let f = 0; f < 5; f++) console.log(`| fold ${f} ${fmt(prf(dev.filter((s) => foldOf(s.row) === f)))}`)
console.log(`| all non-frozen ${fmt(prf(dev))}`)
console.log(`| **frozen** (hash mod 5 = 0) ${fmt(prf(fro))}`)
console.log(`ROC-AUC of risk_score: non-frozen ${auc(dev).toFixed(3)}, frozen ${auc(fro).toFixed(3)}`)
// A risk_score threshold chosen by 5-fold CV on the non-frozen part (best F1 on four folds, scored on the fifth).
const grid = Array.from({ length: 40 }, (_, i) => i * 0.025)
const cv = [0, 1, 2, 3, 4].map((f) => {
  const train = dev.filter((s) => foldOf(s.row) !== f), test = dev.filter((s) => foldOf(s.row) === f)
  const best = grid.reduce((b, t) => (prf(train, (s) => s.score >= t).F1 > prf(train, (s) => s.score >= b).F1 ? t : b), 0)
  return { f, t: best, m: prf(test, (s) => s.score >= best) }
})
console.log(`risk_score threshold by CV: ${cv.map((c) => `fold ${c.f} t=${c.t.toFixed(3)} F1 ${c.m.F1.toFixed(3)} R ${c.m.R.toFixed(3)}`).join('; ')}`)
// Calibration: the share of adverse articles per risk_score band (all screenings).
const bands = [0, 0.2, 0.4, 0.6, 0.8].map((lo) => {
  const inb = scored.filter((s) => s.score >= lo && (lo === 0.8 ? s.score <= 1 : s.score < lo + 0.2))
  return `${lo.toFixed(1)}–${(lo + 0.2).toFixed(1)}: n=${inb.length} adverse=${inb.length ? (inb.filter((s) => s.row.label).length / inb.length).toFixed(2) : '-'}`
})
console.log(`calibration (risk_score band → share adverse): ${bands.join('; ')}`)
const lat = scored.map((s) => s.ms).sort((a, b) => a - b)
const q = (p: number) => lat[Math.min(lat.length - 1, Math.floor(p * lat.length))]!.toFixed(1)
console.log(`latency per screening (HTTP, feed + article): p50 ${q(0.5)} ms, p95 ${q(0.95)} ms, max ${lat.at(-1)!.toFixed(1)} ms`)
if (process.env.ERRS) for (const s of dev) if (s.pred !== (s.row.label === 1)) console.log(`${s.pred ? 'FP' : 'FN'} ${s.score.toFixed(2)} [${s.cats}] ${s.row.entity_name} | ${s.row.title.slice(0, 100)}`)
if (process.env.OUT) writeFileSync(process.env.OUT, scored.map((s) => JSON.stringify({ id: s.row.id, frozen: frozen(s.row), fold: foldOf(s.row), label: s.row.label, pred: s.pred, score: s.score, read: s.read })).join('\n') + '\n')
