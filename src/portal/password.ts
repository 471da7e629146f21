import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'

/**
 * Password hashing with scrypt (RFC 7914) from node:crypto. Parameters follow the OWASP Password
 * Storage Cheat Sheet floor (N=2^17, r=8, p=1, 128 MiB); stored as `scrypt$N$r$p$salt$hash` so they
 * can be raised later and old hashes still verify.
 */
const N = 2 ** 17
const R = 8
const P = 1
const KEYLEN = 32

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEYLEN, { N: n, r, p, maxmem: 256 * n * r + 1024 * 1024 }, (err, key) => (err ? reject(err) : resolve(key)))
  })
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, N, R, P)
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64url')}$${key.toString('base64url')}`
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [alg, n, r, p, salt, hash] = stored.split('$')
  if (alg !== 'scrypt' || !salt || !hash) return false
  const want = Buffer.from(hash, 'base64url')
  const got = await derive(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p))
  return want.length === got.length && timingSafeEqual(want, got)
}

/** A hash of a random password: verifying against it costs the same as a real one (no user enumeration by timing). */
let dummy: Promise<string> | undefined
export const dummyHash = () => (dummy ??= hashPassword(randomBytes(16).toString('hex')))

/** Returns a problem with the password, or undefined when acceptable (NIST SP 800-63B §3.1.1.2: length, not composition). */
export function passwordProblem(pw: string): string | undefined {
  if (pw.length < 10) return 'Use at least 10 characters.'
  if (pw.length > 200) return 'Use at most 200 characters.'
  return undefined
}
