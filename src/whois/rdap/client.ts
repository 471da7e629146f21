/**
 * RDAP over HTTP (RFC 7480): GET with `Accept: application/rdap+json`, redirects followed by hand so each
 * hop can be checked, body capped. 404 = the object does not exist (RFC 7480 §5.3), a result.
 */
import { request, type Dispatcher } from 'undici'
import { AppError } from '../../errors.ts'
import { DEFAULT_USER_AGENT } from '../../fetch/config.ts'

export interface RdapResponse { status: number; json: unknown; url: string }

export interface RdapClientOptions {
  dispatcher?: Dispatcher
  /** Called for every redirect target before it is fetched. */
  checkHost?: (host: string) => Promise<void>
  maxBytes?: number
  /** Sent as User-Agent (WEBINTEL_FETCH_USER_AGENT, the one every outbound request carries). */
  userAgent?: string
}

export async function rdapGet(url: string, signal: AbortSignal, opts: RdapClientOptions = {}): Promise<RdapResponse> {
  let current = url
  for (let hop = 0; hop < 4; hop++) {
    let res: Dispatcher.ResponseData
    try {
      res = await request(current, {
        method: 'GET', signal, dispatcher: opts.dispatcher,
        headers: { accept: 'application/rdap+json, application/json', 'user-agent': opts.userAgent ?? DEFAULT_USER_AGENT },
        headersTimeout: 8000, bodyTimeout: 8000,
      })
    } catch (err) {
      if (signal.aborted || (err as { code?: string }).code?.includes('TIMEOUT')) {
        throw new AppError('upstream_timeout', 'RDAP server timed out', { cause: err, details: { url: current } })
      }
      throw new AppError('fetch_failed', 'RDAP server failed', { cause: err, details: { url: current, reason: (err as { code?: string }).code ?? 'error' } })
    }
    const location = res.headers.location
    if (res.statusCode >= 300 && res.statusCode < 400 && typeof location === 'string') {
      await res.body.dump()
      const next = new URL(location, current)
      await opts.checkHost?.(next.hostname)
      current = next.href
      continue
    }
    const text = await readCapped(res, opts.maxBytes ?? 2 << 20)
    let json: unknown = null
    try { json = JSON.parse(text) } catch { /* malformed: json stays null */ }
    return { status: res.statusCode, json, url: current }
  }
  throw new AppError('fetch_failed', 'RDAP redirect loop', { details: { url } })
}

async function readCapped(res: Dispatcher.ResponseData, max: number): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const c of res.body) {
    size += (c as Buffer).length
    if (size > max) { res.body.destroy(); throw new AppError('fetch_failed', 'RDAP answer too large', { details: { bytes: size } }) }
    chunks.push(c as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}
