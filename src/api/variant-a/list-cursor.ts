import { createHmac, timingSafeEqual } from 'node:crypto'
import { AppError } from '../../errors.ts'
import type { ListAfter } from '../../store/sql/jobs.ts'

/**
 * Opaque cursors of the newest-first lists (`GET /v1/jobs`, `GET /v1/monitors`; docs/jobs.md "Listing"): the
 * last row's creation time and id, signed with the server secret for one list of one account. A cursor that was
 * edited, made up, or issued for another list or account is refused (400), so it can never move a page into rows
 * the caller could not list anyway, and its format can change without breaking anyone who treats it as opaque.
 */
const MAC_CHARS = 22

function mac(secret: string, scope: string, payload: string): string {
  return createHmac('sha256', secret).update(`webintel list cursor\n${scope}\n${payload}`).digest('base64url').slice(0, MAC_CHARS)
}

export function listCursor(secret: string, scope: string, last: ListAfter): string {
  const payload = Buffer.from(JSON.stringify([last.createdAt, last.id])).toString('base64url')
  return `${payload}.${mac(secret, scope, payload)}`
}

export function readListCursor(secret: string, scope: string, raw: string | undefined): ListAfter | undefined {
  if (raw === undefined || raw === '') return undefined
  const bad = () => new AppError('invalid_request', 'The cursor is not valid: pass the next_cursor of a previous page of this list unchanged', {
    details: { fields: [{ field: 'query.cursor', problem: 'is not a cursor from a previous page of this list' }] },
  })
  const m = /^([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{22})$/.exec(raw)
  if (!m) throw bad()
  const want = Buffer.from(mac(secret, scope, m[1]!))
  const got = Buffer.from(m[2]!)
  if (got.length !== want.length || !timingSafeEqual(got, want)) throw bad()
  let v: unknown
  try { v = JSON.parse(Buffer.from(m[1]!, 'base64url').toString()) } catch { throw bad() }
  if (!Array.isArray(v) || v.length !== 2 || typeof v[0] !== 'string' || typeof v[1] !== 'string') throw bad()
  return { createdAt: v[0], id: v[1] }
}
