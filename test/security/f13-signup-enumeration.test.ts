/** Finding 13: sign-up told whether an email address is registered (login does not). */
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { startService, type Running } from '../helpers/start-service.ts'
import { Agent, PASSWORD, signUp, uniqueEmail } from './portal-helpers.ts'

let svc: Running
before(async () => { svc = await startService() })
after(async () => { await svc.close() })

/** What an outsider can see of a sign-up answer: status, Location, which cookies are set, and the body. */
async function attempt(email: string, password: string) {
  const a = new Agent(svc.url)
  const r = await a.submit('/portal/signup', '/portal/signup', { name: 'Probe', email, password, password_confirm: password })
  const keys = await a.get('/portal/keys')
  return { status: r.status, location: r.location, cookies: r.headers.getSetCookie().map((c) => c.split('=')[0]).sort(), body: r.text, signedIn: keys.status === 200 }
}

test('a taken address and a free one get the same answer, and neither signs in', async () => {
  const { email } = await signUp(svc)
  const taken = await attempt(email.toUpperCase(), 'some other long passphrase')
  const free = await attempt(uniqueEmail(), 'some other long passphrase')
  assert.deepEqual(taken, free)
  assert.equal(free.status, 303)
  assert.equal(free.location, '/portal/login?signed_up=1')
  assert.equal(free.signedIn, false)
})

test('the new account holder logs in next; the existing account is untouched', async () => {
  const { email } = await signUp(svc)
  await attempt(email, 'an attacker chosen passphrase')
  assert.equal((await new Agent(svc.url).submit('/portal/login', '/portal/login', { email, password: 'an attacker chosen passphrase' })).status, 400)
  assert.equal((await new Agent(svc.url).submit('/portal/login', '/portal/login', { email, password: PASSWORD })).status, 303)
  const fresh = uniqueEmail()
  await attempt(fresh, 'a brand new passphrase')
  const login = await new Agent(svc.url).get('/portal/login?signed_up=1')
  assert.match(login.text, /Log in with your email and password/)
  assert.equal((await new Agent(svc.url).submit('/portal/login', '/portal/login', { email: fresh, password: 'a brand new passphrase' })).status, 303)
})
