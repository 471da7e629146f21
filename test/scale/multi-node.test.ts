// Scale-out: two real server processes on one PostgreSQL + Redis share keys, revocations and rate limits.
// Needs DATABASE_URL and REDIS_URL (the PostgreSQL + Redis stage of .ci/run sets both).
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runCli, spawnNode, type SpawnedNode } from './spawn-node.ts'
import { loadConfig } from '../../src/config/load.ts'
import { createServices, type Services } from '../../src/services.ts'
import { silentLog } from '../../src/context.ts'
import { Agent, basic, getCode, PASSWORD, tokenRequest, uniqueEmail } from '../oauth/helpers.ts'
import { clearOfWindowEnd } from '../helpers/rate-window.ts'

const { DATABASE_URL, REDIS_URL } = process.env
const skip = !DATABASE_URL || !REDIS_URL ? 'needs DATABASE_URL and REDIS_URL (run by the PostgreSQL + Redis stage of .ci/run)' : false

// No `domain`: the request passes authentication and the rate limiter (onRequest hooks), then fails
// query validation with 400 — never reaching the WHOIS engine or the network, whatever engines exist.
const ROUTE = '/v1/whois_lookup'
const PASSED = 400

describe('multi-node: two server processes on one PostgreSQL + Redis', { skip }, () => {
  // One public URL for both nodes, as behind a load balancer (the OAuth issuer; never contacted here).
  const env = { DATABASE_URL: DATABASE_URL!, REDIS_URL: REDIS_URL!, WEBINTEL_SECRET: randomBytes(24).toString('hex'), WEBINTEL_LOG_LEVEL: 'info', WEBINTEL_PUBLIC_URL: 'http://webintel.test' }
  let n1: SpawnedNode, n2: SpawnedNode
  let cliDir: string
  before(async () => {
    cliDir = mkdtempSync(join(tmpdir(), 'webintel-cli-'))
    ;[n1, n2] = await Promise.all([spawnNode(env), spawnNode(env)])
  })
  after(async () => {
    await Promise.all([n1?.stop(), n2?.stop()])
    rmSync(cliDir, { recursive: true, force: true })
  })

  const call = async (node: SpawnedNode, apiKey: string) => {
    const res = await fetch(node.url + ROUTE, { headers: { 'x-api-key': apiKey } })
    await res.arrayBuffer()
    return { status: res.status, remaining: /r=(\d+)/.exec(res.headers.get('ratelimit') ?? '')?.[1], retryAfter: res.headers.get('retry-after') }
  }
  const createKey = async (rateLimit = 1000) => {
    const r = await runCli(['keys', 'create', '--name', 'multi-node', '--rate-limit', String(rateLimit), '--json'], { ...env, WEBINTEL_DATA_DIR: cliDir })
    assert.equal(r.code, 0, r.stderr)
    return JSON.parse(r.stdout) as { id: string; api_key: string }
  }
  const timeUntilRefused = async (node: SpawnedNode, apiKey: string, limitMs: number) => {
    const t0 = Date.now()
    while (Date.now() - t0 < limitMs) {
      if ((await call(node, apiKey)).status === 401) return Date.now() - t0
      await new Promise((r) => setTimeout(r, 100))
    }
    return Infinity
  }

  test('a key created through the CLI (shared database) works on both nodes', async () => {
    const key = await createKey()
    assert.equal((await call(n1, key.api_key)).status, PASSED)
    assert.equal((await call(n2, key.api_key)).status, PASSED)
    assert.equal((await call(n2, key.api_key + 'x')).status, 401)
  })

  test('revoked through another node: refused on node 1 at once (Redis pub/sub invalidation)', async (t) => {
    const key = await createKey()
    assert.equal((await call(n1, key.api_key)).status, PASSED) // node 1 now holds the key record in its memo
    let other: Services | undefined
    try {
      other = await createServices(loadConfig({ ...env, WEBINTEL_DATA_DIR: cliDir }), silentLog)
      assert.equal(await other.apiKeys.revoke(key.id), true)
    } finally { await other?.close() }
    const ms = await timeUntilRefused(n1, key.api_key, 30_000)
    t.diagnostic(`pub/sub revocation: node 1 refused the key ${ms} ms after the revoke`)
    assert.ok(ms < 2000, `node 1 refused the revoked key after ${ms} ms`)
    assert.equal((await call(n2, key.api_key)).status, 401)
  })

  test('revoked by the CLI (no pub/sub): refused on both nodes within 30 s (memo TTL 10 s)', async (t) => {
    const key = await createKey()
    assert.equal((await call(n1, key.api_key)).status, PASSED)
    assert.equal((await call(n2, key.api_key)).status, PASSED)
    const r = await runCli(['keys', 'revoke', key.id], { ...env, WEBINTEL_DATA_DIR: cliDir })
    assert.equal(r.code, 0, r.stderr)
    const [ms1, ms2] = await Promise.all([timeUntilRefused(n1, key.api_key, 30_000), timeUntilRefused(n2, key.api_key, 30_000)])
    t.diagnostic(`CLI revocation: refused after ${ms1} ms (node 1) and ${ms2} ms (node 2)`)
    assert.ok(ms1 <= 30_000 && ms2 <= 30_000, `refused after ${ms1} / ${ms2} ms`)
  })

  test('the rate limit is global: requests on both nodes draw from one budget', async () => {
    await clearOfWindowEnd(60_000, 10_000) // fixed one-minute windows: all calls share one
    const key = await createKey(6)
    const seen = []
    for (let i = 0; i < 6; i++) seen.push(await call(i % 2 ? n2 : n1, key.api_key))
    assert.deepEqual(seen.map((s) => s.status), Array(6).fill(PASSED))
    assert.deepEqual(seen.map((s) => s.remaining), ['5', '4', '3', '2', '1', '0'])
    const over1 = await call(n1, key.api_key)
    const over2 = await call(n2, key.api_key)
    assert.equal(over1.status, 429)
    assert.equal(over2.status, 429)
    assert.ok(Number(over2.retryAfter) >= 1)
  })

  test('an OAuth authorization code issued by node 1 is redeemed on node 2; the token works on both; the code is single-use', async () => {
    // Sign up and consent through node 1's portal; register the client through a third "node".
    const agent = new Agent(n1.url)
    const email = uniqueEmail('mn')
    const signup = await agent.submit('/portal/signup', '/portal/signup', { name: 'Multi Node', email, password: PASSWORD, password_confirm: PASSWORD })
    assert.equal(signup.status, 303, signup.text.slice(0, 300))
    const login = await agent.submit('/portal/login', '/portal/login', { email, password: PASSWORD })
    assert.equal(login.status, 303, login.text.slice(0, 300))
    let other: Services | undefined
    let client: { clientId: string; clientSecret: string; redirectUri: string }
    try {
      other = await createServices(loadConfig({ ...env, WEBINTEL_DATA_DIR: cliDir }), silentLog)
      const user = await other.accounts.findUserByEmail(email)
      assert.ok(user)
      const r = await other.oauth.createClient({ ownerId: user.id, name: 'Multi-node app', redirectUris: ['https://client.example/cb'], pkceRequired: true })
      assert.ok(r.ok)
      client = { clientId: r.client.id, clientSecret: r.clientSecret, redirectUri: 'https://client.example/cb' }
    } finally { await other?.close() }
    const { code, verifier } = await getCode(agent, client)
    const form = { grant_type: 'authorization_code', code, redirect_uri: client.redirectUri, code_verifier: verifier }
    const auth = { authorization: basic(client.clientId, client.clientSecret) }
    const token = await tokenRequest(n2.url, form, auth)
    assert.equal(token.status, 200, token.text)
    const bearer = { authorization: `Bearer ${token.json.access_token}` }
    for (const node of [n1, n2]) {
      const me = await fetch(node.url + '/user_data', { headers: bearer })
      assert.equal(me.status, 200)
      assert.equal(((await me.json()) as { email: string }).email, email)
    }
    const replay = await tokenRequest(n1.url, form, auth)
    assert.equal(replay.status, 400, 'a code redeemed on node 2 cannot be redeemed again on node 1')
    assert.equal(replay.json.error, 'invalid_grant')
  })
})
