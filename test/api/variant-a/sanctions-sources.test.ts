import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { createServer, type Server } from 'node:http'
import { readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { startService, postJson, type Running } from '../../helpers/start-service.ts'
import { capture, cliEnv } from '../../helpers/cli.ts'
import { main } from '../../../src/cli/index.ts'
import { createJobHandlers, scheduleJobs } from '../../../src/jobs/handlers.ts'

const fx = (p: string) => readFileSync(new URL(`../../fixtures/sanctions/${p}`, import.meta.url))

async function eventually<T>(fn: () => Promise<T>, ok: (v: T) => boolean, ms = 10_000): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const v = await fn()
    if (ok(v) || Date.now() > end) return v
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** The official publishers, played on 127.0.0.1: files by path, an ETag per version, 304 on a matching If-None-Match. */
function listServer() {
  const files = new Map<string, { body: Buffer; etag: string }>()
  const seen: { path: string; status: number; conditional: boolean }[] = []
  let version = 0
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url!, 'http://x').pathname
    const f = files.get(path)
    const conditional = typeof req.headers['if-none-match'] === 'string'
    const answer = (status: number, body?: Buffer) => { seen.push({ path, status, conditional }); res.writeHead(status, f ? { etag: f.etag } : {}); res.end(body) }
    if (!f) return answer(404, Buffer.from('not found'))
    if (req.headers['if-none-match'] === f.etag) return answer(304)
    answer(200, f.body)
  })
  return {
    server, seen,
    set(path: string, body: Buffer) { files.set(path, { body, etag: `"v${++version}"` }) },
    async start() { await new Promise<void>((r) => server.listen(0, '127.0.0.1', r)); return `http://127.0.0.1:${(server.address() as AddressInfo).port}` },
  }
}

describe('sanctions lists from configured URLs (WEBINTEL_SANCTIONS_SOURCES), refreshed by the queue job', () => {
  const lists = listServer()
  let base: string
  let svc: Running
  let key: { apiKey: string }
  const name = (n: string) => `${n}_url_${process.pid}`
  const check = (query: string, list: string) => postJson(`${svc.url}/v1/sanctions_check`, { query, lists: [list] }, { 'x-api-key': key.apiKey })
  const warnings = (list: string) => svc.logs.map((l) => JSON.parse(l) as { level: number; list?: string; msg: string; err?: { message: string } }).filter((l) => l.level === 40 && l.list === list)
  const cli = async (argv: string[], env: Record<string, string>) => { const c = capture(); const code = await main(argv, { ...cliEnv(svc.dataDir), ...env }, c.io); return { code, ...c } }

  before(async () => {
    lists.set('/un/consolidated.xml', fx('un.xml'))
    for (const f of ['sdn.csv', 'add.csv', 'alt.csv', 'sdn_comments.csv']) lists.set(`/ofac/${f}`, fx(`ofac-csv/${f}`))
    base = await lists.start()
    svc = await startService({
      WEBINTEL_SANCTIONS_SOURCES: `${name('un')}=${base}/un/consolidated.xml?token=s3cret, ${name('ofac')}=${base}/ofac/sdn.csv|ofac-csv, ${name('gone')}=${base}/missing.xml|un-xml`,
      WEBINTEL_SANCTIONS_REFRESH_INTERVAL_MS: '300',
      // The index is reloaded by the job after an import, not by polling the database.
      WEBINTEL_SANCTIONS_INDEX_RELOAD_MS: '0',
    })
    key = await svc.newKey()
    // As src/main.ts does on an API node.
    svc.services.queue.work(createJobHandlers(svc.services.background.jobDeps), { concurrency: 2 })
    scheduleJobs(svc.services.queue, svc.services.background.schedule)
  })
  after(async () => {
    for (const n of ['un', 'ofac', 'gone', 'cli_un', 'cli_big']) await cli(['sanctions', 'remove', name(n)], {})
    await svc.close()
    lists.server.close()
  })

  test('the job downloads and imports each list; POST /v1/sanctions_check finds entities from them', async () => {
    const un = await eventually(() => check('Samir Qutayni', name('un')), (r) => r.status === 200 && r.json.data.matches.length > 0)
    assert.equal(un.status, 200, un.text)
    assert.equal(un.json.data.matches[0].id, 'unsc-880001')
    assert.equal(un.json.data.matches[0].list, name('un'))
    // OFAC legacy CSV: sdn.csv configured, add.csv, alt.csv and sdn_comments.csv fetched beside it.
    const ofac = await eventually(() => check('Kestrel Zorvani', name('ofac')), (r) => r.status === 200 && r.json.data.matches.length > 0)
    assert.equal(ofac.json.data.matches[0].id, 'ofac-9001')
    for (const f of ['add.csv', 'alt.csv', 'sdn_comments.csv']) assert.ok(lists.seen.some((s) => s.path === `/ofac/${f}` && s.status === 200), f)
    const shown = await cli(['sanctions', 'lists', '--json'], {})
    const row = (JSON.parse(shown.out[0]!) as { list: string; source: string; entities: number }[]).find((l) => l.list === name('un'))!
    // The query of a configured URL (an access token) is neither shown nor logged.
    assert.equal(row.source, `${base}/un/consolidated.xml?…`)
    assert.ok(!svc.logs.some((l) => l.includes('s3cret')))
    assert.equal(row.entities, 2)
  })

  test('a failing URL leaves a warning and does not stop the other lists or the server', async () => {
    const w = await eventually(async () => warnings(name('gone')), (x) => x.length > 0)
    assert.ok(w.length > 0, 'a warning for the missing list')
    assert.match(w[0]!.err!.message, /HTTP 404/)
    assert.ok(!(await cli(['sanctions', 'lists', '--json'], {})).out[0]!.includes(name('gone')))
    const h = await fetch(`${svc.url}/healthz`)
    assert.equal(h.status, 200)
  })

  test('an unchanged list is not downloaded again (If-None-Match answered 304)', async () => {
    const r = await eventually(async () => lists.seen.filter((s) => s.path === '/un/consolidated.xml' && s.status === 304 && s.conditional).length, (n) => n > 0)
    assert.ok(r > 0)
  })

  test('a malformed download keeps the previous list; a good one later replaces it', async () => {
    const before = (JSON.parse((await cli(['sanctions', 'lists', '--json'], {})).out[0]!) as { list: string; imported_at: string }[]).find((l) => l.list === name('un'))!
    const warned = warnings(name('un')).length
    lists.set('/un/consolidated.xml', fx('malformed-un.xml'))
    const w = await eventually(async () => warnings(name('un')), (x) => x.length > warned)
    assert.ok(w.length > warned, 'a warning for the malformed download')
    assert.match(w.at(-1)!.err!.message, new RegExp(`^${base}/un/consolidated\\.xml: malformed XML`))
    const afterBad = (JSON.parse((await cli(['sanctions', 'lists', '--json'], {})).out[0]!) as { list: string; imported_at: string; entities: number }[]).find((l) => l.list === name('un'))!
    assert.equal(afterBad.imported_at, before.imported_at)
    assert.equal(afterBad.entities, 2)
    const still = await check('Samir Qutayni', name('un'))
    assert.equal(still.json.data.matches[0].id, 'unsc-880001')
    // The publisher fixes the file (here: another list format at the same URL, found by sniffing): it is imported.
    lists.set('/un/consolidated.xml', fx('eu.xml'))
    const eu = await eventually(() => check('Anatoly Petrovich Grebnev', name('un')), (r) => r.status === 200 && r.json.data.matches.length > 0)
    assert.match(eu.json.data.matches[0].id, /^eu-fsf-/)
  })

  test('`webintel sanctions refresh` runs the same refresh once and prints a summary per list', async () => {
    lists.set('/cli/un.xml', fx('un.xml'))
    lists.set('/cli/big.xml', Buffer.concat([fx('un.xml'), Buffer.from(`<!-- ${'x'.repeat(4096)} -->`)]))
    const env = {
      WEBINTEL_SANCTIONS_SOURCES: `${name('cli_un')}=${base}/cli/un.xml,${name('cli_big')}=${base}/cli/big.xml`,
      WEBINTEL_SANCTIONS_DOWNLOAD_MAX_BYTES: '4096',
    }
    const r = await cli(['sanctions', 'refresh'], env)
    assert.equal(r.code, 1, 'one list failed')
    assert.match(r.out.join('\n'), new RegExp(`${name('cli_un')}: imported 2 entities, \\d+ aliases, list date 2026-`))
    assert.match(r.err.join('\n'), new RegExp(`${name('cli_big')}: failed, the previous list is kept: .*4096-byte cap`))
    const again = await cli(['sanctions', 'refresh', '--json'], { ...env, WEBINTEL_SANCTIONS_SOURCES: `${name('cli_un')}=${base}/cli/un.xml` })
    assert.equal(again.code, 0, again.err.join('\n'))
    assert.deepEqual((JSON.parse(again.out[0]!) as { list: string; status: string }[]).map((x) => [x.list, x.status]), [[name('cli_un'), 'unchanged']])
    const none = await cli(['sanctions', 'refresh'], { WEBINTEL_SANCTIONS_SOURCES: '' })
    assert.equal(none.code, 2)
    assert.match(none.err[0]!, /no source is configured/)
  })

  test('a bad WEBINTEL_SANCTIONS_SOURCES stops the CLI with exit 78 and a one-line reason', async () => {
    for (const bad of ['un', 'UN list=http://x/un.xml', 'un=ftp://x/un.xml', 'un=http://x/un.xml|pdf', 'ofac=http://x/list.xml|ofac-csv', 'a=http://x/1.xml,a=http://x/2.xml']) {
      const r = await cli(['sanctions', 'lists'], { WEBINTEL_SANCTIONS_SOURCES: bad })
      assert.equal(r.code, 78, bad)
      assert.match(r.err.join('\n'), /WEBINTEL_SANCTIONS_SOURCES/, bad)
    }
  })
})
