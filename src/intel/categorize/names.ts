/** Validation of caller-supplied category names (docs/api.md: up to 50 names, each 1–100 characters, unique). */
import { AppError } from '../../errors.ts'

export const MAX_NAMES = 50
export const MAX_NAME_CHARS = 100

export function checkNames(names: unknown, field: string): asserts names is string[] {
  if (!Array.isArray(names)) throw new AppError('invalid_request', `${field} must be an array of strings`, { details: { field } })
  if (names.length > MAX_NAMES) throw new AppError('invalid_request', `${field} allows at most ${MAX_NAMES} names`, { details: { field, count: names.length } })
  const seen = new Set<string>()
  for (const n of names) {
    if (typeof n !== 'string' || n.trim() === '') throw new AppError('invalid_request', `${field} contains an empty name`, { details: { field } })
    // Control characters (NUL, BEL …) and bidirectional overrides/isolates (Unicode UAX #9) make a name that
    // displays as another one ("\u202eotpyrC" shows as "Crypto").
    if (/[\p{Cc}\u202a-\u202e\u2066-\u2069]/u.test(n)) throw new AppError('invalid_request', `${field} names may not contain control or bidirectional-override characters`, { details: { field } })
    if (n.length > MAX_NAME_CHARS) throw new AppError('invalid_request', `${field} names are at most ${MAX_NAME_CHARS} characters`, { details: { field, name: n.slice(0, 40) } })
    const key = n.trim().toLowerCase()
    if (seen.has(key)) throw new AppError('invalid_request', `${field} contains a duplicate name: ${n}`, { details: { field, name: n } })
    seen.add(key)
  }
}
