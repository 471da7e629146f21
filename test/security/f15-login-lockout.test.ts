/**
 * Finding 15: ten failed logins locked any account for 5 minutes, even for the owner with the right password.
 * Now: throttled per client address + account (progressive delays, then a cap), never per account alone.
 */
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { startService, type Running } from '../helpers/start-service.ts'
import { loginDelayMs } from '../../src/portal/routes-account.ts'
import { Agent, PASSWORD, signUp } from './portal-helpers.ts'

let svc: Running
before(async () => { svc = await startService() })
after(async () => { await svc.close() })

test('an attacker failing from one address is slowed; the owner with the right password from another address logs in at once', async () => {
  const { email } = await signUp(svc)
  const attacker = new Agent(svc.url, { localAddress: '127.0.0.2' })
  const statuses: number[] = []
  for (let i = 0; i < 12; i++) statuses.push((await attacker.submit('/portal/login', '/portal/login', { email, password: `wrong guess ${i}` })).status)
  assert.deepEqual(statuses.slice(0, 3), [400, 400, 400], 'the first failures are free')
  assert.ok(statuses.slice(3).every((s) => s === 429), statuses.join())
  const limited = await attacker.submit('/portal/login', '/portal/login', { email, password: PASSWORD })
  assert.equal(limited.status, 429, 'the throttled client waits, even with the right password')
  assert.ok(Number(limited.headers.get('retry-after')) >= 1)

  const owner = new Agent(svc.url, { localAddress: '127.0.0.3' })
  const ok = await owner.submit('/portal/login', '/portal/login', { email, password: PASSWORD })
  assert.equal(ok.status, 303, 'the owner is not locked out')
  assert.equal((await owner.get('/portal/keys')).status, 200)
})

test('the delay doubles with each failure and is capped', () => {
  assert.deepEqual([1, 2, 3, 4, 5, 6].map(loginDelayMs), [0, 0, 1000, 2000, 4000, 8000])
  assert.equal(loginDelayMs(40), 5 * 60_000)
})

test('after the delay, the same client may try again, and a success clears its failures', async () => {
  const { email } = await signUp(svc)
  const a = new Agent(svc.url, { localAddress: '127.0.0.4' })
  for (let i = 0; i < 3; i++) assert.equal((await a.submit('/portal/login', '/portal/login', { email, password: `nope ${i}` })).status, 400)
  const wait = await a.submit('/portal/login', '/portal/login', { email, password: PASSWORD })
  assert.equal(wait.status, 429)
  await new Promise((r) => setTimeout(r, Number(wait.headers.get('retry-after')) * 1000 + 50))
  assert.equal((await a.submit('/portal/login', '/portal/login', { email, password: PASSWORD })).status, 303)
  await a.submit('/portal/keys', '/portal/logout', {})
  assert.equal((await a.submit('/portal/login', '/portal/login', { email, password: 'nope again' })).status, 400, 'failures start from zero')
})
