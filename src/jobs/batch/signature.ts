import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * Standard Webhooks signatures (https://www.standardwebhooks.com, spec/standard-webhooks.md): HMAC-SHA256 over
 * `${webhook-id}.${webhook-timestamp}.${body}` with the secret's bytes (the base64 after `whsec_`), sent as
 * `v1,<base64>`; several signatures are separated by spaces (during a secret rotation).
 */
export const SECRET_PREFIX = 'whsec_'

/** A secret derived from the server secret and a stored nonce: the database alone does not reveal it. */
export function deriveSecret(serverSecret: string, account: string, nonce: string): string {
  const key = createHmac('sha256', serverSecret).update(`webhook-secret\u0000${account}\u0000${nonce}`).digest()
  return SECRET_PREFIX + key.toString('base64')
}

export const newNonce = () => randomBytes(16).toString('hex')

export function sign(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64')
  return 'v1,' + createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')
}

/** Receivers' check (also used by the CLI docs example): true when any v1 signature matches. */
export function verify(secret: string, id: string, timestamp: number, body: string, header: string): boolean {
  const want = Buffer.from(sign(secret, id, timestamp, body))
  return header.split(' ').some((s) => { const got = Buffer.from(s); return got.length === want.length && timingSafeEqual(got, want) })
}
