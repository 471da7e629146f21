/**
 * SSRF corpora, with the private-address allowance OFF: our hand-written list (always), and the shared
 * refusal corpus `../shared/data/ssrf/` when it exists (read in place, never copied). DNS answers come
 * from stub resolvers; the connector throws on everything, so no packet can leave even if the guard fails.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { AppError } from '../../../src/errors.ts'
import { createSafeFetcher } from '../../../src/fetch/safe-fetcher.ts'
import { isBlockedAddress } from '../../../src/fetch/special-ranges.ts'
import { PUBLIC_A, startRaw, stubNet } from '../../helpers/net-stub.ts'
import { SSRF_CORPUS_DIR, corpusZone, hasSsrfCorpus } from '../../helpers/ssrf-net.ts'

const SHARED = SSRF_CORPUS_DIR
const REFUSED = new Set(['fetch_blocked', 'invalid_request'])


/** A fetcher on a stub network whose connector refuses every address (no route), so nothing can be reached. */
function trap(zone: Record<string, string[][]>) {
  const network = stubNet(zone, () => undefined)
  const fetcher = createSafeFetcher({
    allowPrivate: false, connectTimeoutMs: 300, headersTimeoutMs: 300, timeoutMs: 600, maxRedirects: 5,
    resolve: network.resolve, connect: network.connect,
  })
  return { fetcher, connects: network.connects }
}

async function outcome(p: Promise<unknown>): Promise<string> {
  try { await p; return 'fetched' } catch (err) { return err instanceof AppError ? err.code : `non-AppError ${String(err)}` }
}

test('hand-written SSRF list: every entry refused, nothing connected', async () => {
  const lines = readFileSync(new URL('../../fixtures/fetch/ssrf-refused.tsv', import.meta.url), 'utf8').split('\n').filter((l) => l && !l.startsWith('#'))
  const rows = lines.map((l) => l.split('\t'))
  const zone: Record<string, string[][]> = {}
  for (const [url, answers] of rows) {
    if (answers !== '-') zone[new URL(url).hostname] = [answers.split(',')]
  }
  const { fetcher, connects } = trap(zone)
  const failures: string[] = []
  for (const [url, , why] of rows) {
    const got = await outcome(fetcher.fetch(url))
    if (!REFUSED.has(got)) failures.push(`${url} (${why}) -> ${got}`)
  }
  await fetcher.close()
  assert.deepEqual(failures, [])
  assert.equal(connects.length, 0)
  assert.ok(rows.length >= 70)
})

const hasShared = hasSsrfCorpus

test('shared SSRF corpus: every entry refused (rebinding names: only their checked public answer tried), no internal address reaches the connector', { skip: !hasShared && 'no ../shared/data/ssrf' }, async (t) => {
  const zone = corpusZone()
  const rows = readFileSync(`${SHARED}/payloads.jsonl`, 'utf8').split('\n').filter(Boolean)
    .map((l) => JSON.parse(l) as { url: string; needs: string; expected: string })
  const { fetcher, connects } = trap(zone)
  const failures: string[] = []
  let refused = 0
  let counted = 0
  for (const row of rows) {
    // Public redirector services are exercised through redirect-locations.txt with a local redirector below.
    if (row.needs === 'network-redirect') continue
    counted++
    const before = connects.length
    const got = await outcome(fetcher.fetch(row.url))
    const attempted = connects.slice(before)
    if (attempted.some((c) => isBlockedAddress(c.address))) failures.push(`${row.url}: connector saw an internal address`)
    if (REFUSED.has(got)) refused++
    // A rebinding name passes its first (public) answer: the pass criterion is that only that address was tried.
    else if (!(row.needs === 'dns-rebind' && attempted.length > 0)) failures.push(`${JSON.stringify(row.url)} -> ${got}`)
  }
  await fetcher.close()
  assert.deepEqual(failures, [])
  t.diagnostic(`${refused}/${counted} refused outright; the rest are rebinding names that only reached their first, public answer`)
  assert.ok(counted > 300)
})

test('shared redirect Locations: every target refused at its hop, non-redirect statuses not followed', { skip: !hasShared && 'no ../shared/data/ssrf' }, async () => {
  const locations = readFileSync(`${SHARED}/redirect-locations.txt`, 'utf8').split('\n').filter((l) => l && !l.startsWith('#')).map((l) => l.split('\t')[0])
  // Raw responses: some Locations hold non-ASCII bytes, as real servers send them (UTF-8 on the wire).
  const server = await startRaw((socket) => socket.once('data', (data) => {
    const u = new URL(/^GET (\S+)/.exec(data.toString('latin1'))?.[1] ?? '/', 'http://x')
    const status = u.searchParams.get('status')
    socket.end(Buffer.from(`HTTP/1.1 ${status} X\r\nLocation: ${locations[Number(u.searchParams.get('i'))]}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`, 'utf8'))
  }))
  // Only the redirector is routed (to the local server); every redirect target's address throws in the connector.
  const network = stubNet({ ...corpusZone(), 'redirector.fixture-web.com': [[PUBLIC_A]] }, { [PUBLIC_A]: server.port })
  const fetcher = createSafeFetcher({
    allowPrivate: false, connectTimeoutMs: 300, headersTimeoutMs: 500, timeoutMs: 1000,
    resolve: network.resolve, connect: network.connect,
  })
  const failures: string[] = []
  for (let i = 0; i < locations.length; i++) {
    for (const status of [301, 302, 303, 307, 308]) {
      const got = await outcome(fetcher.fetch(`http://redirector.fixture-web.com/start?i=${i}&status=${status}`))
      if (!REFUSED.has(got)) failures.push(`${status} ${locations[i]} -> ${got}`)
    }
    for (const status of [300, 305, 201]) {
      const res = await fetcher.fetch(`http://redirector.fixture-web.com/start?i=${i}&status=${status}`, { acceptStatus: () => true })
      if (res.redirects.length !== 0 || res.status !== status) failures.push(`${status} was followed`)
    }
  }
  await fetcher.close()
  await server.close()
  assert.deepEqual(failures, [])
  assert.deepEqual([...new Set(network.connects.map((c) => c.address))], [PUBLIC_A])
})

test('shared parser-differential URLs: only the WHATWG host is ever connected to', { skip: !hasShared && 'no ../shared/data/ssrf' }, async () => {
  const rows = readFileSync(`${SHARED}/parser-differential.txt`, 'utf8').split('\n').filter((l) => l && !l.startsWith('#')).map((l) => l.split('\t'))
  const { fetcher, connects } = trap({})
  for (const [url] of rows) {
    const before = connects.length
    await outcome(fetcher.fetch(url))
    let whatwgHost = ''
    try { whatwgHost = new URL(url).hostname } catch { /* invalid: nothing may be connected */ }
    for (const c of connects.slice(before)) assert.equal(c.address, whatwgHost, `${url} connected to ${c.address}`)
  }
  await fetcher.close()
  assert.ok(connects.every((c) => !isBlockedAddress(c.address)))
})
