/** The OAuth store on SQLite (and PostgreSQL when DATABASE_URL is set): atomic single-use steps and purging. */
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import { createSqlStore, type SqlStore } from '../../src/store/sql/index.ts'

let store: SqlStore
let dir: string
before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'webintel-oauth-store-'))
  store = await createSqlStore({ dataDir: dir, databaseUrl: process.env.DATABASE_URL })
})
after(async () => { await store.close(); rmSync(dir, { recursive: true, force: true }) })

const id = () => randomBytes(12).toString('hex')
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString()

function token(over: Partial<Parameters<SqlStore['oauth']['insertToken']>[0]> = {}) {
  return { tokenHash: id(), kind: 'refresh' as const, grantId: id(), clientId: 'c', userId: 'u', scopes: ['read'], audience: 'a', createdAt: iso(0), expiresAt: iso(60_000), revokedAt: null, usedAt: null, ...over }
}

test('AS-7 consumeCode and AS-14 markRefreshUsed succeed for exactly one of many concurrent callers', async () => {
  const codeHash = id()
  await store.oauth.insertCode({ codeHash, clientId: 'c', userId: 'u', redirectUri: 'https://x/cb', redirectUriSent: true, codeChallenge: null, scopes: ['read'], grantId: id(), createdAt: iso(0), expiresAt: iso(60_000), consumedAt: null })
  const codes = await Promise.all(Array.from({ length: 20 }, () => store.oauth.consumeCode(codeHash, new Date())))
  assert.equal(codes.filter(Boolean).length, 1)
  const t = token()
  await store.oauth.insertToken(t)
  const uses = await Promise.all(Array.from({ length: 20 }, () => store.oauth.markRefreshUsed(t.tokenHash, new Date())))
  assert.equal(uses.filter(Boolean).length, 1)
})

test('revokeGrant revokes every token of the grant and no other', async () => {
  const grantId = id()
  const a = token({ grantId, kind: 'access' })
  const b = token({ grantId })
  const c = token()
  for (const t of [a, b, c]) await store.oauth.insertToken(t)
  await store.oauth.revokeGrant(grantId, new Date())
  assert.ok((await store.oauth.findToken(a.tokenHash))!.revokedAt)
  assert.ok((await store.oauth.findToken(b.tokenHash))!.revokedAt)
  assert.equal((await store.oauth.findToken(c.tokenHash))!.revokedAt, null)
})

test('purgeExpired removes only what expired before the cut-off, at most `limit` rows a statement', async () => {
  const old = token({ expiresAt: iso(-3 * 86400_000) })
  const live = token()
  await store.oauth.insertToken(old)
  await store.oauth.insertToken(live)
  await store.sessions.insert({ idHash: id(), userId: 'u', createdAt: iso(-10_000), expiresAt: iso(-5000) })
  const keep = id()
  await store.sessions.insert({ idHash: keep, userId: 'u', createdAt: iso(0), expiresAt: iso(60_000) })
  const extra = [token({ expiresAt: iso(-3 * 86400_000) }), token({ expiresAt: iso(-3 * 86400_000) })]
  for (const t of extra) await store.oauth.insertToken(t)
  assert.equal(await store.oauth.purgeExpired('tokens', new Date(Date.now() - 86400_000), 2), 2)
  assert.ok(await store.oauth.purgeExpired('tokens', new Date(Date.now() - 86400_000), 1000) >= 1)
  for (const t of extra) assert.equal(await store.oauth.findToken(t.tokenHash), null)
  assert.equal(await store.oauth.findToken(old.tokenHash), null)
  assert.ok(await store.oauth.findToken(live.tokenHash))
  assert.ok(await store.sessions.purgeExpired(new Date(), 1000) >= 1)
  assert.ok(await store.sessions.find(keep))
})
