/** Finding 14: the password policy accepted `password12`, `1234567890`, ten spaces and ten NUL characters. */
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { startService, type Running } from '../helpers/start-service.ts'
import { passwordProblem } from '../../src/auth/password.ts'
import { Agent, PASSWORD, signUp, uniqueEmail } from './portal-helpers.ts'

let svc: Running
before(async () => { svc = await startService() })
after(async () => { await svc.close() })

const WEAK = ['password12', '1234567890', '          ', '\0'.repeat(10), 'Password123', 'qwertyuiop', 'iloveyou12', 'aaaaaaaaaaaa', 'abcdefghijk', '0987654321', 'pass\tword\nlong', 'short']

test('the policy refuses short, common/breached, trivial and control-character passwords', () => {
  for (const pw of WEAK) assert.ok(passwordProblem(pw), JSON.stringify(pw))
  for (const pw of [PASSWORD, 'Tr0ub4dor&3 horse', 'ünïcödé pässwörd', 'a long cli password']) assert.equal(passwordProblem(pw), undefined, pw)
  assert.ok(passwordProblem('someone@example.com', { email: 'Someone@Example.com' }), 'the account email is refused')
})

test('sign-up and password change refuse them through the portal', async () => {
  for (const pw of ['password12', '1234567890', '          ', '\0'.repeat(10)]) {
    const email = uniqueEmail()
    const r = await new Agent(svc.url).submit('/portal/signup', '/portal/signup', { name: 'W', email, password: pw, password_confirm: pw })
    assert.equal(r.status, 400, JSON.stringify(pw))
    assert.equal(await svc.services.accounts.findUserByEmail(email), null)
  }
  const { agent } = await signUp(svc)
  const change = await agent.submit('/portal/account', '/portal/account/password', { current_password: PASSWORD, new_password: 'password12', new_password_confirm: 'password12' })
  assert.equal(change.status, 400)
  assert.match(change.text, /common or breached/)
})
