import { createHash, randomBytes } from 'node:crypto'

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** Base58 (Bitcoin alphabet): no 0/O/I/l, so keys survive being read aloud or copied by hand. */
export function base58(bytes: Uint8Array): string {
  let n = 0n
  for (const b of bytes) n = (n << 8n) | BigInt(b)
  let out = ''
  while (n > 0n) { out = ALPHABET[Number(n % 58n)] + out; n /= 58n }
  for (const b of bytes) { if (b !== 0) break; out = '1' + out }
  return out
}

function checksum(body: string): string {
  return base58(createHash('sha256').update(body).digest().subarray(0, 4)).padStart(6, '1').slice(-6)
}

export const KEY_PREFIX = 'wi_live_'
export const SECRET_PREFIX = 'wi_sk_'

/** 192 random bits + a 6-character checksum, so typos are caught before any lookup. */
function generate(prefix: string, bytes: number): string {
  const body = prefix + base58(randomBytes(bytes))
  return body + checksum(body)
}

export const generateApiKey = () => generate(KEY_PREFIX, 24)
export const generateSecretKey = () => generate(SECRET_PREFIX, 32)
export const generateId = (type: string, bytes = 12) => `${type}_${base58(randomBytes(bytes))}`

/**
 * True when a value that claims our format (by its prefix) has a valid checksum. Values without our
 * prefix (operator-chosen bootstrap keys) are not ours to judge and pass.
 */
export function hasValidChecksum(value: string): boolean {
  const prefix = value.startsWith(KEY_PREFIX) ? KEY_PREFIX : value.startsWith(SECRET_PREFIX) ? SECRET_PREFIX : null
  if (!prefix) return true
  if (value.length < prefix.length + 10) return false
  return checksum(value.slice(0, -6)) === value.slice(-6)
}

/** What listings show to recognise a key: its first 12 characters. */
export const displayPrefix = (key: string) => key.slice(0, 12)
