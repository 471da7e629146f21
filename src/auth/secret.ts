import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The server secret: WEBINTEL_SECRET, or one generated once into the data directory (mode 0600).
 * Fine for one node; several nodes must share WEBINTEL_SECRET.
 */
export function loadServerSecret(configured: string | undefined, dataDir: string): { secret: string; generated: boolean } {
  if (configured) return { secret: configured, generated: false }
  const file = join(dataDir, 'server-secret')
  if (existsSync(file)) return { secret: readFileSync(file, 'utf8').trim(), generated: false }
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(32).toString('base64url')
  writeFileSync(file, secret + '\n', { mode: 0o600, flag: 'wx' })
  return { secret, generated: true }
}

/** Keyed hash used to store credentials: HMAC-SHA256(secret, purpose:value), hex. */
export function keyedHash(secret: string, purpose: string, value: string): string {
  return createHmac('sha256', secret).update(purpose).update('\0').update(value).digest('hex')
}

export function safeEqualHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex')
  const y = Buffer.from(b, 'hex')
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y)
}
