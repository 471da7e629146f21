/**
 * Webhook signatures as specified by Standard Webhooks (standardwebhooks.com): headers `webhook-id`,
 * `webhook-timestamp` (Unix seconds) and `webhook-signature` (space-separated `v1,<base64>` entries), the
 * signature being HMAC-SHA256 over `${id}.${timestamp}.${body}` with the secret (`whsec_<base64 key>`).
 * Web Crypto only; the comparison is constant-time.
 */

export class WebhookVerificationError extends Error {
  override readonly name = 'WebhookVerificationError'
}

export interface WebhookHeaders {
  'webhook-id'?: string | null
  'webhook-timestamp'?: string | null
  'webhook-signature'?: string | null
}

const enc = new TextEncoder()

function keyBytes(secret: string): Uint8Array {
  const b64 = secret.startsWith('whsec_') ? secret.slice(6) : secret
  try {
    const bin = atob(b64)
    return Uint8Array.from(bin, (c) => c.charCodeAt(0))
  } catch { throw new WebhookVerificationError('the webhook secret is not base64 (whsec_…)') }
}

async function hmac(secret: string, content: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', keyBytes(secret) as Uint8Array<ArrayBuffer>, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  const sig = new Uint8Array(await crypto.subtle.sign('HMAC', key, enc.encode(content)))
  let s = ''
  for (const b of sig) s += String.fromCharCode(b)
  return btoa(s)
}

function constantTimeEqual(a: string, b: string): boolean {
  const x = enc.encode(a)
  const y = enc.encode(b)
  let diff = x.length ^ y.length
  for (let i = 0; i < x.length; i++) diff |= x[i] ^ (y[i % (y.length || 1)] ?? 0)
  return diff === 0
}

/** The `webhook-signature` value for a payload (for senders and tests). */
export async function signWebhook(secret: string, id: string, timestamp: number, body: string): Promise<string> {
  return `v1,${await hmac(secret, `${id}.${timestamp}.${body}`)}`
}

function header(h: WebhookHeaders | Headers, name: keyof WebhookHeaders): string | undefined {
  const v = typeof (h as Headers).get === 'function' ? (h as Headers).get(name) : (h as WebhookHeaders)[name]
  return v ?? undefined
}

/**
 * Checks a delivery and returns its parsed JSON body. Throws `WebhookVerificationError` when a header is
 * missing, the timestamp is more than `toleranceSeconds` (default 300) away from now (replay protection), or
 * no `v1` signature matches. Pass the body exactly as received (the raw text, before any JSON parsing).
 */
export async function verifyWebhook<T = unknown>(opts: { secret: string; headers: WebhookHeaders | Headers; body: string; toleranceSeconds?: number; now?: number }): Promise<T> {
  const id = header(opts.headers, 'webhook-id')
  const ts = header(opts.headers, 'webhook-timestamp')
  const sigs = header(opts.headers, 'webhook-signature')
  if (!id || !ts || !sigs) throw new WebhookVerificationError('missing webhook-id, webhook-timestamp or webhook-signature')
  if (!/^\d+$/.test(ts)) throw new WebhookVerificationError('webhook-timestamp is not a Unix time')
  const now = Math.floor((opts.now ?? Date.now()) / 1000)
  const tolerance = opts.toleranceSeconds ?? 300
  if (Math.abs(now - Number(ts)) > tolerance) throw new WebhookVerificationError('webhook-timestamp is outside the tolerance')
  const expected = (await signWebhook(opts.secret, id, Number(ts), opts.body)).slice(3)
  const ok = sigs.split(' ').some((entry) => {
    const [version, sig] = entry.split(',', 2)
    return version === 'v1' && sig !== undefined && constantTimeEqual(sig, expected)
  })
  if (!ok) throw new WebhookVerificationError('no matching signature')
  try { return JSON.parse(opts.body) as T } catch { throw new WebhookVerificationError('the body is not JSON') }
}
