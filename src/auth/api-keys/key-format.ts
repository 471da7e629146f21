import { createHash, randomBytes } from 'node:crypto'
import { base58 } from '../../text/ids.ts'

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
