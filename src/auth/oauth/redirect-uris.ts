/**
 * Redirect URI registration rules (checklist AS-3; RFC 6749 §3.1.2, RFC 9700 §2.6, §4.1.3):
 * absolute https URIs, or http only on a loopback address (RFC 8252 §7.3); no fragment, no userinfo,
 * no wildcards; at most MAX_REDIRECT_URIS. Matching at authorization time is exact string equality.
 */
export const MAX_REDIRECT_URIS = 10

const LOOPBACK = new Set(['127.0.0.1', '[::1]', 'localhost'])

export function redirectUriProblem(raw: string): string | undefined {
  if (raw.length > 2000) return 'is longer than 2000 characters'
  if (/[\s<>"{}|\\^`]/.test(raw) || /[\u0000-\u001f\u007f]/.test(raw)) return 'contains spaces or characters that are not allowed in a URI'
  if (raw.includes('*')) return 'contains a wildcard (*); register each exact URI'
  if (raw.includes('#')) return 'has a fragment (#…); fragments are not allowed'
  let u: URL
  try { u = new URL(raw) } catch { return 'is not an absolute URI (it must start with https://)' }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') return `uses the ${u.protocol.replace(':', '')} scheme; only https is allowed`
  if (u.username || u.password) return 'contains a user name or password'
  if (u.protocol === 'http:' && !LOOPBACK.has(u.hostname)) return 'uses http; only https is allowed (http only for 127.0.0.1, [::1] or localhost)'
  if (!u.hostname) return 'has no host'
  return undefined
}

/** Splits a textarea (one URI per line) and validates each; returns the list or the first problem. */
export function parseRedirectUris(input: string | string[]): { ok: true; uris: string[] } | { ok: false; message: string } {
  const list = (Array.isArray(input) ? input : input.split(/\r?\n/)).map((s) => s.trim()).filter(Boolean)
  if (list.length === 0) return { ok: false, message: 'Add at least one redirect URI.' }
  if (list.length > MAX_REDIRECT_URIS) return { ok: false, message: `Register at most ${MAX_REDIRECT_URIS} redirect URIs.` }
  for (const uri of list) {
    const p = redirectUriProblem(uri)
    if (p) return { ok: false, message: `Redirect URI "${uri.slice(0, 200)}" ${p}.` }
  }
  return { ok: true, uris: [...new Set(list)] }
}
