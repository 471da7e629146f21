/** Finding 11: CR/LF in `return_to` made login answer 500 (an invalid Location header). */
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { startService, type Running } from '../helpers/start-service.ts'
import { safeReturnTo } from '../../src/portal/session.ts'
import { Agent, PASSWORD, signUp } from './portal-helpers.ts'

let svc: Running
before(async () => { svc = await startService() })
after(async () => { await svc.close() })

const HOSTILE = ['/portal/keys\r\nSet-Cookie: x=1', '/portal/keys\nLocation: https://evil.example', '/portal/\rkeys', '/portal/keys\u0000', '/portal/ké', '/portal/a b', '/portal/\u2028']

const CONTROL = HOSTILE.filter((v) => /[\x00-\x1f]/.test(v))

test('login with CR/LF or other control characters in return_to answers 400 and signs nobody in', async () => {
  const { email } = await signUp(svc)
  assert.equal(CONTROL.length, 4)
  for (const returnTo of CONTROL) {
    const a = new Agent(svc.url)
    const r = await a.submit('/portal/login', '/portal/login', { email, password: PASSWORD, return_to: returnTo })
    assert.equal(r.status, 400, JSON.stringify(returnTo))
    assert.equal(r.location, undefined, JSON.stringify(returnTo))
    assert.ok(!r.headers.getSetCookie().some((c) => c.startsWith('x=') || c.includes('wi_session=')), JSON.stringify(returnTo))
    const page = await new Agent(svc.url).get(`/portal/login?return_to=${encodeURIComponent(returnTo)}`)
    assert.equal(page.status, 400, JSON.stringify(returnTo))
  }
})

test('login with other unusable return_to values (non-ASCII, spaces) is a sanitized redirect (never 5xx)', async () => {
  const { email } = await signUp(svc)
  for (const returnTo of HOSTILE.filter((v) => !CONTROL.includes(v))) {
    const a = new Agent(svc.url)
    const r = await a.submit('/portal/login', '/portal/login', { email, password: PASSWORD, return_to: returnTo })
    assert.equal(r.status, 303, JSON.stringify(returnTo))
    assert.equal(r.location, '/portal/keys', JSON.stringify(returnTo))
    assert.equal(r.headers.get('x'), null)
    assert.ok(!r.headers.getSetCookie().some((c) => c.startsWith('x=')))
  }
})

test('the sign-up page, and the login page for the values that are not control characters, answer 200 and drop it', async () => {
  for (const returnTo of HOSTILE) {
    for (const path of CONTROL.includes(returnTo) ? ['/portal/signup'] : ['/portal/login', '/portal/signup']) {
      const r = await new Agent(svc.url).get(`${path}?return_to=${encodeURIComponent(returnTo)}`)
      assert.equal(r.status, 200, `${path} ${JSON.stringify(returnTo)}`)
      assert.ok(!r.text.includes('name="return_to"'), 'the hostile value is not carried on')
    }
  }
})

test('safeReturnTo keeps ordinary portal and authorize paths', () => {
  assert.equal(safeReturnTo('/portal/apps'), '/portal/apps')
  assert.equal(safeReturnTo('/oauth/authorize?client_id=cli_x&redirect_uri=https%3A%2F%2Fa.example%2Fcb'), '/oauth/authorize?client_id=cli_x&redirect_uri=https%3A%2F%2Fa.example%2Fcb')
  for (const v of HOSTILE) assert.equal(safeReturnTo(v), undefined, JSON.stringify(v))
})
