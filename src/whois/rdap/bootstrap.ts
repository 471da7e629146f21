/**
 * IANA RDAP bootstrap for DNS (RFC 9224): `services` maps TLD labels to base URLs. Fetched once, kept in
 * memory (and the Cache port) for a day, refreshed on the next lookup after that.
 */
import type { Cache } from '../../cache/cache.ts'
import type { Outbound } from '../../fetch/outbound.ts'
import { rdapGet } from './client.ts'

const DAY_MS = 86_400_000
const RETRY_MS = 300_000

export interface Bootstrap { lookup(domain: string, signal: AbortSignal): Promise<string | null> }

type Services = Record<string, string>

export function createBootstrap(url: string, cache: Cache | undefined, outbound: Pick<Outbound, 'get'>): Bootstrap {
  let table: { services: Services; at: number } | null = null
  let loading: Promise<Services> | null = null
  let failedAt = 0

  async function load(signal: AbortSignal): Promise<Services> {
    const key = `whois:rdap-bootstrap:${url}`
    const hit = await cache?.get<Services>(key).catch(() => undefined)
    if (hit) return hit
    const res = await rdapGet(outbound, url, signal)
    const services: Services = {}
    const list = (res.json as { services?: unknown } | null)?.services
    if (res.status !== 200 || !Array.isArray(list)) throw new Error(`bootstrap file unusable (HTTP ${res.status})`)
    for (const entry of list) {
      if (!Array.isArray(entry) || !Array.isArray(entry[0]) || !Array.isArray(entry[1])) continue
      const base = (entry[1] as unknown[]).find((u): u is string => typeof u === 'string' && u.startsWith('https:')) ??
        (entry[1] as unknown[]).find((u): u is string => typeof u === 'string')
      if (base) for (const tld of entry[0] as unknown[]) if (typeof tld === 'string') services[tld.toLowerCase()] = base.endsWith('/') ? base : base + '/'
    }
    await cache?.set(key, services, DAY_MS).catch(() => undefined)
    return services
  }

  return {
    async lookup(domain, signal) {
      if (!table || Date.now() - table.at > DAY_MS) {
        // after a failed fetch, lookups go straight to port 43 for a while instead of retrying each time
        if (failedAt && Date.now() - failedAt < RETRY_MS) return table ? match(table.services, domain) : null
        loading ??= load(signal).finally(() => { loading = null })
        try {
          table = { services: await loading, at: Date.now() }
        } catch (err) {
          if (!signal.aborted) failedAt = Date.now()
          if (table) return match(table.services, domain) // a stale table beats none
          throw err
        }
      }
      return match(table.services, domain)
    },
  }
}

function match(services: Services, domain: string): string | null {
  // longest matching suffix (RFC 9224 §4)
  const labels = domain.toLowerCase().split('.')
  for (let i = 1; i < labels.length; i++) {
    const base = services[labels.slice(i).join('.')]
    if (base) return `${base}domain/${domain}`
  }
  return null
}
