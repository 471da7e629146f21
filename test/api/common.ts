/** Every spec operation with a minimal valid request, for the shared security and error cases. */
export interface Op {
  name: string
  variant: 'A' | 'B'
  method: 'GET' | 'POST'
  path: string
  body?: unknown
}

export const operations: Op[] = [
  { name: 'scrape_metadata', variant: 'A', method: 'POST', path: '/v1/scrape_metadata', body: { url: 'https://example.com/' } },
  { name: 'categorize_content', variant: 'A', method: 'POST', path: '/v1/categorize_content', body: { url: 'https://example.com/' } },
  { name: 'similarity_score', variant: 'A', method: 'POST', path: '/v1/similarity_score', body: { source: 'a b c', target: 'a b d', type: 'text' } },
  { name: 'whois_lookup', variant: 'A', method: 'GET', path: '/v1/whois_lookup?domain=example.com' },
  { name: 'adverse_media_check', variant: 'A', method: 'POST', path: '/v1/adverse_media_check', body: { query: 'Example Corp' } },
  { name: 'scrape_metadata (B)', variant: 'B', method: 'POST', path: '/api/scrape_metadata', body: { input_string: 'example.com' } },
  { name: 'site_check', variant: 'A', method: 'POST', path: '/v1/site_check', body: { url: 'https://example.com/' } },
  { name: 'sanctions_check', variant: 'A', method: 'POST', path: '/v1/sanctions_check', body: { query: 'Example Corp' } },
]

export async function call(base: string, op: Op, headers: Record<string, string>) {
  const res = await fetch(base + op.path, {
    method: op.method,
    headers: op.method === 'POST' ? { 'content-type': 'application/json', ...headers } : headers,
    body: op.method === 'POST' ? JSON.stringify(op.body) : undefined,
  })
  const text = await res.text()
  return { status: res.status, headers: res.headers, json: JSON.parse(text) }
}

export function credentials(op: Op, key: { apiKey: string; secretKey: string }): Record<string, string> {
  return op.variant === 'A' ? { 'x-api-key': key.apiKey } : { 'x-api-key': key.apiKey, 'x-secret-key': key.secretKey }
}

/** Asserts the variant's failure envelope and returns the error object. */
export function errorOf(op: Pick<Op, 'variant'>, json: any): { code: string; message: string; details?: any } {
  if (op.variant === 'A') {
    if (json?.success !== false || typeof json.error?.code !== 'string') throw new Error(`not a Variant A error envelope: ${JSON.stringify(json)}`)
  } else if (typeof json?.error?.code !== 'string' || 'success' in json) {
    throw new Error(`not a Variant B error body: ${JSON.stringify(json)}`)
  }
  return json.error
}
