/** "30d", "12h", "90m" (from now) or an ISO 8601 timestamp in the future. */
export function parseExpiry(value: string, now = new Date()): Date {
  const rel = /^(\d+)\s*([dhm])$/i.exec(value.trim())
  if (rel) {
    const ms = { d: 86_400_000, h: 3_600_000, m: 60_000 }[rel[2].toLowerCase() as 'd' | 'h' | 'm']
    const n = Number(rel[1])
    if (n === 0) throw new Error(`expiry "${value}" is not in the future`)
    const at = new Date(now.getTime() + n * ms)
    if (Number.isNaN(at.getTime()) || at.getUTCFullYear() > 9999) throw new Error(`expiry "${value}" is too far in the future`)
    return at
  }
  const t = Date.parse(value)
  if (Number.isNaN(t) || !/^\d{4}-\d{2}-\d{2}/.test(value)) throw new Error(`cannot read expiry "${value}": use 30d, 12h, 90m or an ISO 8601 time`)
  if (t <= now.getTime()) throw new Error(`expiry "${value}" is in the past`)
  return new Date(t)
}
