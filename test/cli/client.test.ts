/**
 * CLI client commands through main(): in-process (a 127.0.0.1 page, address rule lifted for it) and with
 * --server against the started service (its fixtures behind the stub network).
 */
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import http from 'node:http'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { AddressInfo } from 'node:net'
import { main } from '../../src/cli/index.ts'
import { capture, cliEnv } from '../helpers/cli.ts'
import { startService, type Running } from '../helpers/start-service.ts'
import { startLocalWeb, SITE, PAGE, PAGE_TITLE, type LocalWeb } from '../sdk/fixtures.ts'

const closedUpstreams = {
  WEBINTEL_NEWS_PROVIDERS: 'rss:http://127.0.0.1:9/search?q={query}', WEBINTEL_RDAP_BOOTSTRAP_URL: 'http://127.0.0.1:9/dns.json', WEBINTEL_WHOIS_SERVER: '127.0.0.1:9',
  WEBINTEL_INTEL_CACHE_DIR: join(tmpdir(), 'webintel-test-intel-cache'),
}

describe('client commands in-process', () => {
  let page: http.Server
  let url: string
  let dataDir: string
  before(async () => {
    page = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE))
    await new Promise<void>((r) => page.listen(0, '127.0.0.1', r))
    url = `http://127.0.0.1:${(page.address() as AddressInfo).port}/`
    dataDir = mkdtempSync(join(tmpdir(), 'webintel-cli-'))
  })
  after(() => { page.closeAllConnections(); page.close(); rmSync(dataDir, { recursive: true, force: true }) })
  const env = () => ({ WEBINTEL_DATA_DIR: dataDir, WEBINTEL_FETCH_ALLOW_PRIVATE: 'true', ...closedUpstreams })

  test('scrape prints a table, or the API JSON with --json', async () => {
    const c = capture()
    assert.equal(await main(['scrape', url, '--fields', 'title,description'], env(), c.io), 0, c.err.join('\n'))
    assert.match(c.out[0], new RegExp(`^title\\s+${PAGE_TITLE}$`))
    assert.match(c.out[1], /^description\s+Oak tables, chairs and shelves/)
    const j = capture()
    assert.equal(await main(['scrape', url, '--fields', 'title,emails', '--json'], env(), j.io), 0)
    assert.deepEqual(JSON.parse(j.out.join('\n')), { title: PAGE_TITLE, emails: 'sales@webintel-fixture.com', content_type: 'text/html', warnings: [] })
  })

  test('similarity --text --json', async () => {
    const c = capture()
    assert.equal(await main(['similarity', 'oak tables made by hand', 'hand-made oak tables', '--text', '--json'], env(), c.io), 0, c.err.join('\n'))
    const r = JSON.parse(c.out.join('\n'))
    assert.ok(r.similarity_score > 0.3 && r.similarity_score <= 1, String(r.similarity_score))
    assert.ok(r.common_topics.includes('oak'))
  })

  test('usage errors exit 2; a refused target exits 1 with its code', async () => {
    const c = capture()
    assert.equal(await main(['scrape'], env(), c.io), 2)
    assert.match(c.err[0], /scrape needs one URL/)
    assert.equal(await main(['whois', 'example.com', '--server', 'http://127.0.0.1:9'], env(), c.io), 2)
    assert.match(c.err[1], /WEBINTEL_API_KEY/)
    // analyze is Variant B: without the secret key it would only get the server's bare 401.
    assert.equal(await main(['analyze', 'example.com', '--server', 'http://127.0.0.1:9'], { ...env(), WEBINTEL_API_KEY: 'wi_live_x' }, c.io), 2)
    assert.match(c.err[2], /analyze --server needs WEBINTEL_SECRET_KEY/)
    const blocked = capture()
    assert.equal(await main(['scrape', url], { WEBINTEL_DATA_DIR: dataDir, ...closedUpstreams }, blocked.io), 1)
    assert.match(blocked.err[0], /^webintel: fetch_blocked: /)
  })
})

describe('client commands with --server', () => {
  let web: LocalWeb
  let svc: Running
  let key: { apiKey: string; secretKey: string }
  before(async () => {
    web = await startLocalWeb()
    svc = await startService(web.env, { net: web.net })
    key = await svc.newKey()
  })
  after(async () => { await svc.close(); await web.close() })
  const env = () => ({ WEBINTEL_DATA_DIR: svc.dataDir, WEBINTEL_API_KEY: key.apiKey, WEBINTEL_SECRET_KEY: key.secretKey })

  test('categorize with custom categories, whois, screen-entity, analyze --whois', async () => {
    const cat = capture()
    assert.equal(await main(['categorize', `http://${SITE}/`, '--categories', 'furniture,banking', '--server', svc.url], env(), cat.io), 0, cat.err.join('\n'))
    assert.match(cat.out[0], /^dominant_category\s+furniture$/)
    assert.ok(cat.out.some((l) => /^category\s+confidence$/.test(l)))

    const w = capture()
    assert.equal(await main(['whois', 'webintel-fixture.com', '--server', svc.url], env(), w.io), 0, w.err.join('\n'))
    assert.ok(w.out.some((l) => /^domain_name\s+webintel-fixture\.com$/.test(l)), w.out.join('\n'))
    assert.ok(w.out.some((l) => /^source\s+rdap$/.test(l)))

    const m = capture()
    assert.equal(await main(['screen-entity', 'Acme', 'Widgets', 'Ltd', '--server', svc.url], env(), m.io), 0, m.err.join('\n'))
    assert.match(m.out[0], /^adverse_media_found\s+true$/)
    assert.ok(m.out.some((l) => l.includes('https://news.example.org/acme-fraud')))

    const a = capture()
    assert.equal(await main(['analyze', SITE, '--whois', '--server', svc.url, '--json'], env(), a.io), 0, a.err.join('\n'))
    const r = JSON.parse(a.out.join('\n'))
    assert.equal(r.metadata.title, PAGE_TITLE)
    assert.ok(r.whois_data)
    const t = capture()
    assert.equal(await main(['analyze', SITE, '--whois', '--server', svc.url], env(), t.io), 0, t.err.join('\n'))
    assert.match(t.out[0], new RegExp(`^domain\\s+${SITE.replace(/\./g, '\\.')}$`))
    assert.ok(t.out.some((l) => new RegExp(`^title\\s+${PAGE_TITLE}$`).test(l)), t.out.join('\n'))
    assert.ok(t.out.some((l) => /^emails\s+sales@webintel-fixture\.com$/.test(l)))
    assert.ok(t.out.some((l) => /^registrar\s+\S/.test(l)), t.out.join('\n'))
  })

  test('site-check and sanctions-check: table and --json, against the server and in-process on the same database', async () => {
    const sc = capture()
    assert.equal(await main(['site-check', SITE, '--server', svc.url], env(), sc.io), 0, sc.err.join('\n'))
    assert.match(sc.out[0], new RegExp(`^url\\s+http://${SITE.replace(/\./g, '\\.')}/$`))
    assert.match(sc.out[1], /^readiness_score\s+\d+\/100/)
    assert.match(sc.out[2], /^checks\s+\d+ fail, \d+ warn, \d+ unknown, \d+ pass$/)
    const flagged = sc.out.slice(sc.out.findIndex((l) => /^status\s+check/.test(l)) + 2)
    assert.ok(flagged.length > 0 && flagged.every((l) => /^(fail|warn)\s+[a-z_]+\s+/.test(l)), sc.out.join('\n'))
    const sj = capture()
    assert.equal(await main(['site-check', SITE, '--server', svc.url, '--json'], env(), sj.io), 0, sj.err.join('\n'))
    const site = JSON.parse(sj.out.join('\n'))
    assert.equal(site.domain, SITE)
    assert.equal(site.checks.filter((c: { status: string }) => c.status === 'fail' || c.status === 'warn').length, flagged.length)

    const list = `cli_client_${process.pid}`
    const imp = capture()
    assert.equal(await main(['sanctions', 'import', new URL('../fixtures/sanctions/eu.xml', import.meta.url).pathname, '--list', list], cliEnv(svc.dataDir), imp.io), 0, imp.err.join('\n'))
    try {
      const name = ['Anatoly', 'Petrovich', 'Grebnev', '--schema', 'Person', '--birth-date', '1961-04-22', '--country', 'RU', '--lists', list]
      // The server re-reads the stored lists on its own schedule (WEBINTEL_SANCTIONS_INDEX_RELOAD_MS): until it has seen
      // the import it answers 503 "no sanctions list is loaded", so ask again for a while.
      let t = capture()
      for (const until = Date.now() + 60_000; ;) {
        t = capture()
        if (await main(['sanctions-check', ...name, '--server', svc.url], env(), t.io) === 0 || Date.now() > until) break
        await new Promise((r) => setTimeout(r, 250))
      }
      assert.equal(t.err.length, 0, t.err.join('\n'))
      assert.match(t.out[1], /^match_found\s+true$/)
      assert.ok(t.out.some((l) => new RegExp(`^1\\.000\\s+${list}\\s+eu-fsf-eu-9001-77\\s+Anatoly Petrovich Grebnev \\[Person; RUS, ru\\]$`).test(l)), t.out.join('\n'))
      // In-process, the CLI reads the same database the import wrote.
      const local = capture()
      assert.equal(await main(['sanctions-check', ...name, '--json'], cliEnv(svc.dataDir), local.io), 0, local.err.join('\n'))
      const r = JSON.parse(local.out.join('\n'))
      assert.equal(r.match_found, true)
      assert.equal(r.matches[0].id, 'eu-fsf-eu-9001-77')
      assert.ok(r.matches[0].explanation.birth_date.effect > 0)
      const bad = capture()
      assert.equal(await main(['sanctions-check', 'X', '--country', 'Russia'], cliEnv(svc.dataDir), bad.io), 2)
      assert.match(bad.err[0], /^webintel: sanctions-check: country /)
    } finally { await main(['sanctions', 'remove', list], cliEnv(svc.dataDir), capture().io) }
  })

  test('a server error is printed with its code (unregistered domain → not_found), exit 1', async () => {
    const c = capture()
    assert.equal(await main(['whois', 'nosuch-fixture.com', '--server', svc.url], env(), c.io), 1)
    assert.match(c.err[0], /^webintel: not_found: /)
  })
})
