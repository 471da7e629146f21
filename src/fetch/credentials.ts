/**
 * What a credential looks like by name: header names and query-parameter names that carry keys, tokens,
 * passwords or session cookies, whatever their spelling (`X-Api-Key`, `api_key`, `apiKey`, `access-token`,
 * `Proxy-Authorization`, `client_secret` …). One definition serves the access log (values masked) and every
 * outbound client (dropped on a cross-origin redirect hop, as RFC 9110 §15.4 advises for credentials).
 */

/** Fragments that mark a credential anywhere in a name, after lower-casing and removing `-`, `_`, `.`. */
const CREDENTIAL_FRAGMENTS = [
  'apikey', 'token', 'secret', 'password', 'passwd', 'passphrase', 'authoriz', 'authn', 'cookie', 'session', 'credential',
  'signature', 'privatekey', 'accesskey', 'jwt', 'bearer',
]
/** Names that are credentials only when they are the whole name (too short to match inside others). */
const CREDENTIAL_NAMES = new Set(['key', 'code', 'sig', 'pass', 'pwd', 'sid', 'otp', 'pin', 'auth', 'xauth'])

function fold(name: string): string {
  return name.toLowerCase().replace(/[-_.\s[\]]/g, '')
}

/** True when a header or query-parameter name carries a credential. */
export function isCredentialName(name: string): boolean {
  const n = fold(name)
  if (n === '') return false
  if (CREDENTIAL_NAMES.has(n)) return true
  // `…key` names (x-api-key, subscription-key, Ocp-Apim-Subscription-Key, secret_key) are keys.
  if (n.endsWith('key') && n.length > 3) return true
  return CREDENTIAL_FRAGMENTS.some((f) => n.includes(f))
}

export const MASK = '[redacted]'

/**
 * A URL (absolute, or a request target such as `/v1/x?api_key=…`) with the values of credential-looking query
 * parameters replaced by [redacted]. The rest of the text stays as it was written.
 */
export function maskUrl(url: string): string {
  const q = url.indexOf('?')
  if (q < 0) return url
  const hash = url.indexOf('#', q)
  const query = url.slice(q + 1, hash < 0 ? undefined : hash)
  const masked = query.split('&').map((pair) => {
    const eq = pair.indexOf('=')
    const rawName = eq < 0 ? pair : pair.slice(0, eq)
    let name = rawName
    try { name = decodeURIComponent(rawName.replace(/\+/g, ' ')) } catch { /* malformed escapes: judge the raw text */ }
    return isCredentialName(name) && eq >= 0 ? `${rawName}=${MASK}` : pair
  }).join('&')
  return url.slice(0, q + 1) + masked + (hash < 0 ? '' : url.slice(hash))
}

/** A copy of `headers` without credential headers (for a request sent on to another origin). */
export function withoutCredentialHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([k]) => !isCredentialName(k)))
}

/** A copy of `headers` whose credential-looking values are masked (for a log line). */
export function maskHeaders(headers: unknown): unknown {
  if (!headers || typeof headers !== 'object') return headers
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(headers as Record<string, unknown>)) out[k] = isCredentialName(k) ? MASK : v
  return out
}

/** The values of the credential-looking query parameters of a URL (what must not travel to another origin). */
export function credentialParamValues(url: URL): string[] {
  return [...url.searchParams].filter(([k, v]) => v !== '' && isCredentialName(k)).map(([, v]) => v)
}

/** The values of the credential headers of a request, and the token of `Authorization: <scheme> <token>`. */
export function credentialHeaderValues(headers: Record<string, string>): string[] {
  const out: string[] = []
  for (const [k, v] of Object.entries(headers)) {
    if (!isCredentialName(k) || v === '') continue
    out.push(v)
    const token = /^\S+\s+(\S+)$/.exec(v)?.[1]
    if (token) out.push(token)
  }
  return out
}

/**
 * The next hop of a cross-origin redirect without our credentials: no user:password, and no query parameter
 * carrying one of `secrets` (a server that copies our `?api_key=` into its Location does not get it forwarded).
 */
export function withoutCredentialParams(url: URL, secrets: readonly string[]): URL {
  const next = new URL(url.href)
  next.username = ''
  next.password = ''
  if (secrets.length === 0) return next
  const kept = [...next.searchParams].filter(([, v]) => !secrets.includes(v))
  if (kept.length !== [...next.searchParams].length) next.search = new URLSearchParams(kept).toString()
  return next
}
