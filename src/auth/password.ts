import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'
import { dictionary } from '@zxcvbn-ts/language-common'

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

export const MIN_PASSWORD_LENGTH = 10
export const MAX_PASSWORD_LENGTH = 200

/**
 * Passwords seen in breaches and on common-password lists: the `passwords-common` list (about 49,000 entries)
 * of @zxcvbn-ts/language-common, compared case-insensitively. Built on first use.
 */
let common: Set<string> | undefined
function isCommonPassword(pw: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()))
  return common.has(pw.toLowerCase())
}

const SEQUENCES = ['0123456789012345678901234567890', 'abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz', 'qwertyuiopasdfghjklzxcvbnm']

/** One character repeated, or a run of a well-known sequence (forwards or backwards). */
function isTrivial(pw: string): boolean {
  const lower = pw.toLowerCase()
  if (new Set(lower).size <= 2) return true
  return SEQUENCES.some((s) => s.includes(lower) || [...s].reverse().join('').includes(lower))
}

/**
 * Returns a problem with the password, or undefined when acceptable. NIST SP 800-63B §3.1.1.2: a minimum length
 * (no composition rules), no value from a list of commonly used or breached passwords, no repetitive or
 * sequential characters, nothing context-specific (the account's own email address). Control characters
 * (Unicode category Cc: NUL, tab, CR, LF …) are refused: they cannot be typed reliably and break forms.
 */
export function passwordProblem(pw: string, context: { email?: string } = {}): string | undefined {
  const length = [...pw].length
  if (length < MIN_PASSWORD_LENGTH) return `Use at least ${MIN_PASSWORD_LENGTH} characters.`
  if (length > MAX_PASSWORD_LENGTH) return `Use at most ${MAX_PASSWORD_LENGTH} characters.`
  if (/\p{Cc}/u.test(pw)) return 'Passwords cannot contain control characters (such as tabs, line breaks or NUL).'
  if (pw.trim() === '') return 'A password cannot be only spaces.'
  if (isTrivial(pw)) return 'This password is too easy to guess: avoid repeated characters and sequences such as 1234567890 or abcdefghij.'
  if (isCommonPassword(pw) || isCommonPassword(pw.trim())) return 'This password is on a list of common or breached passwords. Choose another one.'
  if (context.email && pw.trim().toLowerCase() === context.email.trim().toLowerCase()) return 'Do not use your email address as your password.'
  return undefined
}
