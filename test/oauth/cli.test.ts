/** `webintel users create` and `webintel apps create` against the data directory of a running server. */
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { Readable } from 'node:stream'
import { main } from '../../src/cli/index.ts'
import { capture, cliEnv } from '../helpers/cli.ts'
import { startService, type Running } from '../helpers/start-service.ts'
import { Agent, basic, getCode, tokenRequest, uniqueEmail } from './helpers.ts'

describe('webintel users / apps', () => {
  let svc: Running
  let env: Record<string, string>
  before(async () => {
    svc = await startService()
    env = cliEnv(svc.dataDir)
  })
  after(async () => { await svc.close() })

  test('users create reads the password from stdin; apps create prints the client once (JSON); the app works', async () => {
    const email = uniqueEmail('cli')
    const u = capture()
    assert.equal(await main(['users', 'create', '--email', email, '--name', 'Cli User', '--password-stdin', '--json'], env, u.io, Readable.from(['a long cli password\n'])), 0, u.err.join())
    assert.equal(JSON.parse(u.out[0]).email, email)

    const dup = capture()
    assert.equal(await main(['users', 'create', '--email', email, '--password-stdin'], env, dup.io, Readable.from(['a long cli password'])), 1)
    assert.match(dup.err.join(), /already exists/)
    const weak = capture()
    assert.equal(await main(['users', 'create', '--email', uniqueEmail(), '--password-stdin'], env, weak.io, Readable.from(['short'])), 1)
    assert.match(weak.err.join(), /at least 10/)
    assert.equal(await main(['users', 'create', '--email', uniqueEmail()], env, capture().io), 2)

    const bad = capture()
    assert.equal(await main(['apps', 'create', '--owner', email, '--name', 'X', '--redirect-uri', 'http://evil.example/cb'], env, bad.io), 1)
    assert.match(bad.err.join(), /only https/)
    assert.equal(await main(['apps', 'create', '--owner', 'nobody@example.com', '--name', 'X', '--redirect-uri', 'https://a.example/cb'], env, capture().io), 1)

    const a = capture()
    assert.equal(await main(['apps', 'create', '--owner', email, '--name', 'CLI App', '--redirect-uri', 'https://cli.example/cb', '--redirect-uri', 'https://cli.example/cb2', '--json'], env, a.io), 0, a.err.join())
    const app = JSON.parse(a.out[0])
    assert.match(app.client_id, /^cli_/)
    assert.match(app.client_secret, /^wi_cs_/)
    assert.deepEqual(app.redirect_uris, ['https://cli.example/cb', 'https://cli.example/cb2'])

    const agent = new Agent(svc.url)
    const login = await agent.submit('/portal/login', '/portal/login', { email, password: 'a long cli password' })
    assert.equal(login.status, 303)
    const { code, verifier } = await getCode(agent, { clientId: app.client_id, redirectUri: 'https://cli.example/cb2' })
    const t = await tokenRequest(svc.url, { grant_type: 'authorization_code', code, redirect_uri: 'https://cli.example/cb2', code_verifier: verifier }, { authorization: basic(app.client_id, app.client_secret) })
    assert.equal(t.status, 200)
  })
})
