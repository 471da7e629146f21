import { randomBytes } from 'node:crypto'

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** Base58 (Bitcoin alphabet): no 0/O/I/l, so ids and keys survive being read aloud or copied by hand. */
export function base58(bytes: Uint8Array): string {
  let n = 0n
  for (const b of bytes) n = (n << 8n) | BigInt(b)
  let out = ''
  while (n > 0n) { out = ALPHABET[Number(n % 58n)] + out; n /= 58n }
  for (const b of bytes) { if (b !== 0) break; out = '1' + out }
  return out
}

/** A random id that carries its type: `job_…`, `usr_…`, `cli_…` (96 random bits by default). */
export const generateId = (type: string, bytes = 12) => `${type}_${base58(randomBytes(bytes))}`
