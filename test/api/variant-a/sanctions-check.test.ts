import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { startService, postJson, type Running } from '../../helpers/start-service.ts'
import { capture, cliEnv } from '../../helpers/cli.ts'
import { main } from '../../../src/cli/index.ts'
import { clearOfWindowEnd } from '../../helpers/rate-window.ts'

const fx = (p: string) => new URL(`../../fixtures/sanctions/${p}`, import.meta.url).pathname

/** Polls until the condition holds (the server re-reads the lists every WEBINTEL_SANCTIONS_INDEX_RELOAD_MS). */
async function eventually<T>(fn: () => Promise<T>, ok: (v: T) => boolean, ms = 5000): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const v = await fn()
    if (ok(v) || Date.now() > end) return v
    await new Promise((r) => setTimeout(r, 100))
  }
}

describe('POST /v1/sanctions_check on lists imported with the CLI', () => {
  let svc: Running
  let key: { apiKey: string }
  const cli = async (...argv: string[]) => { const c = capture(); const code = await main(argv, cliEnv(svc.dataDir), c.io); return { code, ...c } }
  const check = (body: unknown) => postJson(`${svc.url}/v1/sanctions_check`, body, { 'x-api-key': key.apiKey })
  const list = (name: string) => `${name}_${process.pid}`

  before(async () => {
    svc = await startService({ WEBINTEL_SANCTIONS_INDEX_RELOAD_MS: '200' })
    key = await svc.newKey()
  })
  after(async () => {
    for (const n of ['un', 'eu', 'uk', 'ofac', 'ftm', 'pep']) await cli('sanctions', 'remove', list(n))
    await svc.close()
  })

  test('before any import: 503 in the Variant A envelope (a screen against nothing must not look clean)', async () => {
    const r = await check({ query: 'Samir Qutayni' })
    if (r.status === 503) assert.deepEqual([r.json.success, r.json.error.code], [false, 'service_unavailable'])
    else assert.equal(r.status, 200) // a shared PostgreSQL may already hold other suites' lists
  })

  test('imports every format with the CLI; lists shows them; the running server sees them within seconds', async () => {
    const imports: [string, string, string[]][] = [['un', 'un.xml', []], ['eu', 'eu.xml', []], ['uk', 'uk.xml', ['--format', 'uk-xml']], ['ofac', 'ofac-csv', []], ['ftm', 'ftm.json', []], ['pep', 'senzing.json', []]]
    for (const [name, file, extra] of imports) {
      const r = await cli('sanctions', 'import', fx(file), '--list', list(name), ...extra)
      assert.equal(r.code, 0, r.err.join('\n'))
      assert.match(r.out.join('\n'), new RegExp(`imported list "${list(name)}" \\(\\S+\\): \\d+ entities, \\d+ aliases, list date`))
      assert.ok(r.err.some((l) => /stored \d+\/\d+ entities/.test(l)), 'plain progress lines when not on a terminal')
    }
    const l = await cli('sanctions', 'lists', '--json')
    const shown = JSON.parse(l.out[0]!) as { list: string; entities: number }[]
    assert.equal(shown.find((x) => x.list === list('eu'))!.entities, 2)
    // The server reloads its index on its own schedule: wait until it knows every list imported above (the
    // index may have been rebuilt part-way through the imports).
    const all = imports.map(([name]) => list(name))
    const seen = await eventually(() => check({ query: 'Yaroslava TUMANOVA', lists: all }), (x) => x.status === 200)
    assert.equal(seen.status, 200, seen.text)
    const r = await eventually(() => check({ query: 'Yaroslava TUMANOVA', lists: [list('uk')] }), (x) => x.status === 200 && x.json.data.matches.length > 0)
    assert.equal(r.status, 200)
    assert.equal(r.json.data.matches[0].id, 'gb-fcdo-rus9001')
  })

  test('a single query: match with id, list, schema, names, score, explanation, programmes, list date', async () => {
    const r = await eventually(() => check({ query: 'Anatoliy Grebnev', schema: 'Person', birth_date: '1961-04-22', country: 'RU', lists: [list('eu')] }), (x) => x.status === 200)
    assert.equal(r.status, 200)
    assert.equal(r.json.success, true)
    const d = r.json.data
    assert.equal(d.match_found, true)
    assert.deepEqual(d.lists_screened, [list('eu')])
    const m = d.matches[0]
    assert.deepEqual([m.id, m.list, m.schema, m.name, m.list_date, m.programs], ['eu-fsf-eu-9001-77', list('eu'), 'Person', 'Anatoly Petrovich Grebnev', '2026-03-10', ['RUS']])
    assert.ok(m.score >= 0.7 && m.score <= 1)
    assert.ok(m.explanation.birth_date.effect > 0)
    assert.ok(m.explanation.country.effect > 0)
    assert.ok(m.explanation.tokens.length > 0)
  })

  test('cross-script, legal forms and several lists in one batch of queries', async () => {
    const r = await check({ queries: [
      { query: 'سمير حداوي قطيني', lists: [list('un')] },
      { query: 'OOO Polesye Instruments', lists: [list('eu')] },
      { query: 'Northwind Maritime Trading Limited Liability Company', lists: [list('ofac')] },
      { query: 'Вероника Лесная', lists: [list('ftm')] },
      { query: 'Theodora Whitfield', lists: [list('pep')] },
      { query: 'Jane Q. Nobody', lists: [list('pep'), list('un')] },
    ] })
    assert.equal(r.status, 200)
    const got = r.json.data.results.map((x: { matches: { id: string }[] }) => x.matches[0]?.id ?? null)
    assert.deepEqual(got, ['unsc-880001', 'eu-fsf-eu-9002-12', 'ofac-9002', 'NK-fixture-person-1', 'Q900001', null])
    assert.deepEqual(r.json.data.results[4].matches[0].topics, ['role.pep'])
  })

  test('a FollowTheMoney Company comes back as a Company; a Company or Organization query finds it, a Person query does not', async () => {
    const r = await check({ queries: [
      { query: 'Siberian Cedar Holding', lists: [list('ftm')] },
      { query: 'Siberian Cedar Holding', schema: 'Company', lists: [list('ftm')] },
      { query: 'Siberian Cedar Holding', schema: 'Organization', lists: [list('ftm')] },
      { query: 'Siberian Cedar Holding', schema: 'Person', lists: [list('ftm')] },
    ] })
    assert.equal(r.status, 200, r.text)
    const best = r.json.data.results.map((x: { matches: { id: string; schema: string }[] }) => x.matches[0] ? [x.matches[0].id, x.matches[0].schema] : null)
    assert.deepEqual(best, [['NK-fixture-company-1', 'Company'], ['NK-fixture-company-1', 'Company'], ['NK-fixture-company-1', 'Company'], null])
  })

  // Tried as a risk team would: 100 names in one `queries` call cost what one name does. Each name counts as a
  // request, all-or-nothing, and the RateLimit field says what is left.
  test('each name of queries counts against the rate limit; a batch larger than what is left is 429 and costs no names', async () => {
    await clearOfWindowEnd(60_000, 10_000)
    const limited = { 'x-api-key': (await svc.newKey({ rateLimitPerMinute: 10 })).apiKey }
    const names = (n: number) => ({ queries: Array.from({ length: n }, (_, i) => ({ query: `Jane Nobody ${String.fromCharCode(65 + i)}`, lists: [list('eu')] })) })
    const four = await postJson(`${svc.url}/v1/sanctions_check`, names(4), limited)
    assert.equal(four.status, 200, four.text)
    assert.equal(four.json.data.results.length, 4)
    assert.match(four.headers.get('ratelimit') ?? '', /"default";r=6;/)
    const seven = await postJson(`${svc.url}/v1/sanctions_check`, names(7), limited)
    assert.equal(seven.status, 429, seven.text)
    assert.deepEqual([seven.json.success, seven.json.error.code, seven.json.error.details.calls, seven.json.error.details.limit], [false, 'rate_limited', 7, 10])
    assert.ok(Number(seven.headers.get('retry-after')) > 0)
    assert.match(seven.json.error.message, /7 names/)
    // the refused call counted as one request, none of its names: 10 − 4 − 1 = 5 left, then one name
    const one = await postJson(`${svc.url}/v1/sanctions_check`, { query: 'Jane Nobody', lists: [list('eu')] }, limited)
    assert.equal(one.status, 200)
    assert.match(one.headers.get('ratelimit') ?? '', /"default";r=4;/)
    // a bad request is refused before any name is charged
    const bad = await postJson(`${svc.url}/v1/sanctions_check`, { ...names(3), query: 'x' }, limited)
    assert.equal(bad.status, 400)
    const five = await postJson(`${svc.url}/v1/sanctions_check`, names(3), limited)
    assert.equal(five.status, 200, five.text)
    assert.match(five.headers.get('ratelimit') ?? '', /"default";r=0;/)
    // more names than the limit allows in any window: told to split
    const fresh = { 'x-api-key': (await svc.newKey({ rateLimitPerMinute: 10 })).apiKey }
    const eleven = await postJson(`${svc.url}/v1/sanctions_check`, names(11), fresh)
    assert.equal(eleven.status, 429)
    assert.equal(eleven.json.error.details.reason, 'batch_over_limit')
    assert.match(eleven.json.error.message, /split it/)
  })

  test('a malformed file is refused by the CLI and the previous list stays loaded', async () => {
    const r = await cli('sanctions', 'import', fx('malformed-un.xml'), '--list', list('un'))
    assert.equal(r.code, 1)
    assert.match(r.err.join('\n'), /import failed, nothing was changed: .*malformed XML/)
    await new Promise((res) => setTimeout(res, 400))
    const c = await check({ query: 'Samir Haddawi Qutayni', lists: [list('un')] })
    assert.equal(c.json.data.matches[0].id, 'unsc-880001')
  })

  test('bad requests get 400 in the documented envelope', async () => {
    const cases: [unknown, RegExp][] = [
      [{}, /send "query" \(one name\) or "queries"/],
      [{ query: 'a', queries: [{ query: 'b' }] }, /either "query" or "queries"/],
      [{ query: 'x', birth_date: '14/03/1971' }, /birth_date/],
      [{ query: 'x', threshold: 2 }, /threshold/],
      [{ query: 'x', country: 'Russia' }, /country/],
      [{ queries: Array.from({ length: 101 }, () => ({ query: 'x' })) }, /queries/],
      [{ query: 'x', lists: ['no_such_list_here'] }, /unknown sanctions list: no_such_list_here/],
    ]
    for (const [body, msg] of cases) {
      const r = await check(body)
      assert.equal(r.status, 400, JSON.stringify(body).slice(0, 80))
      assert.equal(r.json.success, false)
      assert.equal(r.json.error.code, 'invalid_request')
      assert.match(`${r.json.error.message} ${JSON.stringify(r.json.error.details ?? {})}`, msg)
    }
  })

  // Tried as an attacker would: a blank, punctuation-only or invisible name came back 200 "match_found: false",
  // a clean screen for a name that was never compared with anything.
  test('a name with no letters or digits is refused, never screened clean', async () => {
    const cases: [unknown, string][] = [
      [{ query: '   ' }, 'body.query'],
      [{ query: '...' }, 'body.query'],
      [{ query: '\u0000' }, 'body.query'],
      [{ query: '\u200b\u200f' }, 'body.query'],
      [{ query: '\ud800' }, 'body.query'],
      [{ queries: [{ query: 'Anatoliy Grebnev' }, { query: ' - ' }] }, 'body.queries.1.query'],
    ]
    for (const [body, field] of cases) {
      const r = await check(body)
      assert.equal(r.status, 400, JSON.stringify(body))
      assert.equal(r.json.error.code, 'invalid_request')
      assert.deepEqual(r.json.error.details.fields, [{ field, problem: 'has no letters or digits to screen' }])
      assert.equal(r.json.error.message, `Invalid request: ${field} has no letters or digits to screen`)
    }
    // Still screened: a name in another script, digits, invisible characters inside a real name.
    for (const query of ['Анатолий Гребнев', 'K\u200bim 1', 'سمير']) assert.equal((await check({ query })).status, 200, query)
  })

  // Tried as a new user would: the message read 'body.query is required (or send
  // "queries": send either "query" or "queries", up to 100)'.
  test('a body without query or queries gets one plain sentence', async () => {
    const r = await check({ name: 'Vladimir Putin' })
    assert.equal(r.status, 400)
    assert.equal(r.json.error.message, 'Invalid request: body.query is required: send "query" (one name) or "queries" (up to 100 names)')
  })

  test('needs credentials', async () => {
    const r = await postJson(`${svc.url}/v1/sanctions_check`, { query: 'x' })
    assert.equal(r.status, 401)
    assert.equal(r.json.error.code, 'unauthorized')
  })

  test('is in the OpenAPI document', async () => {
    const doc = await (await fetch(`${svc.url}/openapi.json`)).json() as { paths: Record<string, { post?: { requestBody?: unknown } }> }
    assert.ok(doc.paths['/v1/sanctions_check']?.post?.requestBody)
  })
})
