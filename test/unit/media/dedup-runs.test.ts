/**
 * De-duplication keys are read from what a news provider sent: an item's link (a feed of up to a million characters
 * can hold one link of nearly that many) and its headline (its first 1,000 characters; em spaces become spaces when
 * folded, so a run of them stays a run). The direct patterns retried the trailing slash run and the " - Outlet"
 * suffix from every character of a run: quadratic in the link, about 1 ms per headline (0.5 s per 500-item feed).
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { runBounded } from '../../helpers/bounded-worker.ts'
import { canonicalUrl, headlineKey } from '../../../src/media/dedup.ts'
import { fold } from '../../../src/media/text.ts'

let seed = 3
const next = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed }
const random = (alphabet: string[], max: number) => { let s = ''; const n = next() % max; for (let i = 0; i < n; i++) s += alphabet[next() % alphabet.length]; return s }

test('canonicalUrl and headlineKey give the keys of the direct patterns on 20,000 random links and headlines each', () => {
  const oldUrl = (u: string) => { const url = new URL(u); return `${url.hostname.replace(/^www\./, '')}${url.pathname.replace(/\/+$/, '')}`.toLowerCase() }
  const oldKey = (t: string) => fold(t.slice(0, 1000)).replace(/\s+[-|–—]\s+[^-|–—]{2,40}$/, '').replace(/[^\p{L}\p{N}]+/gu, ' ').trim()
  let trimmed = 0, cut = 0
  for (let i = 0; i < 20_000; i++) {
    const u = `https://www.news.test/${random(['/', '/', 'a', 'B', '.', '%20', '?', '#', '-'], 12)}`
    const want = oldUrl(u)
    assert.equal(canonicalUrl(u), want, u)
    if (!want.endsWith('/') && new URL(u).pathname.endsWith('/')) trimmed++
    const t = random(['a', 'Reuters', ' ', '  ', '\u2003', '\n', '-', '|', '–', '—', ' - ', ' | ', 'é', '1', '\t'], 14)
    const key = oldKey(t)
    assert.equal(headlineKey(t), key, JSON.stringify(t))
    if (key !== fold(t).replace(/[^\p{L}\p{N}]+/gu, ' ').trim()) cut++
  }
  assert.ok(trimmed > 3000 && cut > 1000, `${trimmed} paths trimmed, ${cut} suffixes cut`)
  assert.equal(headlineKey('Acme fined for fraud - Reuters'), 'acme fined for fraud')
  assert.equal(canonicalUrl('https://www.news.test/a/b///'), 'news.test/a/b')
})

test('a link of 400,000 slashes and 20,000 headlines of em spaces are keyed in one pass each', { timeout: 120_000 }, async () => {
  const code = `
    const { parentPort } = require('node:worker_threads')
    import(${JSON.stringify(new URL('../../../src/media/dedup.ts', import.meta.url).href)}).then(({ canonicalUrl, headlineKey }) => {
      const key = canonicalUrl('https://news.test/' + '/'.repeat(400000) + 'a')
      let keys = 0
      for (let i = 0; i < 20000; i++) keys += headlineKey('a' + '\\u2003'.repeat(997) + 'b' + i).length > 0 ? 1 : 0
      parentPort.postMessage([key.length, keys])
    })`
  assert.deepEqual(await runBounded(code, 'the keys were not read', 15_000), [400_011, 20_000])
})
