import { test } from 'node:test'
import assert from 'node:assert/strict'
import { signWebhook, verifyWebhook, WebhookVerificationError } from '../../packages/sdk/src/index.ts'

// The Standard Webhooks specification's published test vector.
const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'
const id = 'msg_p5jXN8AQM9LWM0D4loKWxJek'
const ts = 1614265330
const body = '{"test": 2432232314}'
const signature = 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE='
const headers = (sig = signature, t = String(ts)) => ({ 'webhook-id': id, 'webhook-timestamp': t, 'webhook-signature': sig })

test('signs the Standard Webhooks test vector', async () => {
  assert.equal(await signWebhook(secret, id, ts, body), signature)
})

test('verifies the vector (plain object or Headers, several signatures) and returns the parsed body', async () => {
  assert.deepEqual(await verifyWebhook({ secret, headers: headers(), body, now: ts * 1000 }), { test: 2432232314 })
  const h = new Headers({ ...headers(`v1,bm90IHRoaXMgb25l ${signature}`) })
  assert.deepEqual(await verifyWebhook({ secret, headers: h, body, now: (ts + 299) * 1000 }), { test: 2432232314 })
})

test('refuses a changed body, another secret, an old or future timestamp, a missing header, another version', async () => {
  const refuse = (p: Promise<unknown>, re: RegExp) => assert.rejects(p, (e: unknown) => e instanceof WebhookVerificationError && re.test(e.message))
  await refuse(verifyWebhook({ secret, headers: headers(), body: '{"test": 2432232315}', now: ts * 1000 }), /no matching signature/)
  await refuse(verifyWebhook({ secret: 'whsec_' + btoa('another key of 32 bytes, not it!'), headers: headers(), body, now: ts * 1000 }), /no matching/)
  await refuse(verifyWebhook({ secret, headers: headers(), body, now: (ts + 301) * 1000 }), /tolerance/)
  await refuse(verifyWebhook({ secret, headers: headers(), body, now: (ts - 301) * 1000 }), /tolerance/)
  await refuse(verifyWebhook({ secret, headers: { 'webhook-id': id, 'webhook-timestamp': String(ts) }, body, now: ts * 1000 }), /missing/)
  await refuse(verifyWebhook({ secret, headers: headers(signature.replace('v1,', 'v2,')), body, now: ts * 1000 }), /no matching/)
  await refuse(verifyWebhook({ secret, headers: headers(signature, '16142x'), body, now: ts * 1000 }), /Unix time/)
  // A wider tolerance is the caller's choice.
  assert.ok(await verifyWebhook({ secret, headers: headers(), body, now: (ts + 3600) * 1000, toleranceSeconds: 3600 }))
})
