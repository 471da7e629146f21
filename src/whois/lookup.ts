/**
 * WHOIS lookup: RDAP first (RFC 7480-7484, RFC 9082/9083, bootstrap RFC 9224), port-43 fallback (RFC 3912)
 * with IANA referral and registry → registrar referral (≤ 2 hops). One overall deadline per lookup;
 * results cached. Not registered = `{ found: false }` (a result); failures are AppErrors.
 */
import { domainToASCII } from 'node:url'
import { cached, type Cache } from '../cache/cache.ts'
import { silentLog, type Log } from '../context.ts'
import { AppError, isAppError } from '../errors.ts'
import { WHOIS_PORTS } from '../fetch/address-guard.ts'
import type { Outbound } from '../fetch/outbound.ts'
import { parseHostPort, type WhoisConfig } from './config.ts'
import { lookupNames } from './domain.ts'
import { parseRdap, rdapRelatedLink, mergeParsed } from './parsers/rdap.ts'
import { isRegistrarHandle, parseWhois } from './parsers/whois-text.ts'
import { queryPort43 } from './port43/client.ts'
import { ianaReferral, KNOWN_SERVERS, queryFor, secondLevelServer } from './port43/servers.ts'
import { createBootstrap } from './rdap/bootstrap.ts'
import { rdapGet } from './rdap/client.ts'
import { emptyParsed, type ParsedWhois, type WhoisResult } from './types.ts'

export interface WhoisServiceOptions {
  config: WhoisConfig
  cache?: Cache
  log?: Log
  /**
   * The outbound stack (fetch/outbound.ts), the one address policy: RDAP requests (`get`, every URL learned from
   * outside: public only, pinned), registrar referral names (`checkHost`) and port-43 connections to a server
   * named from outside (`connectLearned`: resolved once, every address checked, port 43 only, pinned).
   */
  outbound: Pick<Outbound, 'get' | 'checkHost' | 'connectLearned'>
}

/** A port-43 server; `learned` when its name came from another server's answer rather than from the operator or the built-in table. */
interface Port43Server { host: string; port: number; learned: boolean }

export interface LookupContext { signal?: AbortSignal; fresh?: boolean }

export interface WhoisService { lookup(input: string, ctx?: LookupContext): Promise<WhoisResult> }

const MAX_REFERRAL_HOPS = 2
/** What a registrar hop leaves of the lookup deadline: the registry answer in hand is returned before it ends. */
const REGISTRAR_HOP_RESERVE_MS = 250

/**
 * The signal of one registrar hop (RDAP `related` record or port-43 referral): the lookup's own signal, and an end
 * REGISTRAR_HOP_RESERVE_MS before the lookup deadline, so a slow registrar costs its data, never the registry
 * answer already in hand (docs/whois.md "Caching and deadline").
 */
function registrarHopSignal(signal: AbortSignal, deadlineAt: number): AbortSignal {
  return AbortSignal.any([signal, AbortSignal.timeout(Math.max(0, deadlineAt - Date.now() - REGISTRAR_HOP_RESERVE_MS))])
}

/**
 * Whether a second source's answer is about the domain of the first: it names the domain looked up or the one the
 * registry's answer names, or names none. A registrar's server (port 43 or RDAP) that answers another domain's record
 * must not fill this one's gaps.
 */
function aboutDomain(p: ParsedWhois, domain: string, first: ParsedWhois): boolean {
  if (p.domain === null) return true
  const ace = (x: string): string => { const d = x.toLowerCase().replace(/\.$/, ''); return /[^\x00-\x7f]/.test(d) ? domainToASCII(d) : d }
  const d = ace(p.domain)
  return d === domain || (first.domain !== null && d === ace(first.domain))
}

/** A web page (HTML, XML) where a WHOIS answer was expected: some registrars' servers send their site's page. */
const isMarkup = (text: string): boolean => /^\s*</.test(text)

/**
 * A registrar hop's answer merged into the registry's: the registry stays authoritative for every field it gives,
 * except a registrar it names only by a handle when the registrar's own answer gives the name (a name is what the
 * field holds; a handle only when no name is known).
 */
function fillFromRegistrar(registry: ParsedWhois, registrar: ParsedWhois): ParsedWhois {
  const out = mergeParsed(registry, registrar)
  if (isRegistrarHandle(registry.registrar) && registrar.registrar !== null && !isRegistrarHandle(registrar.registrar)) out.registrar = registrar.registrar
  return out
}

/**
 * TLDs whose IANA answer (registry server or none) is kept. The root zone holds about 1,450 TLDs; any label a
 * request ends with is asked for, so without a bound a stream of made-up TLDs grew the map for ever.
 */
export const MAX_IANA_TLDS = 2048

export function createWhoisService(opts: WhoisServiceOptions): WhoisService {
  const { config } = opts
  const log = opts.log ?? silentLog
  const { outbound } = opts
  const bootstrap = createBootstrap(config.rdapBootstrapUrl, opts.cache, outbound)
  // bounded: a TLD comes from the request, and an unknown one is remembered too (as null)
  const ianaCache = new Map<string, string | null>()
  const connectLearned = (host: string, port: number, signal: AbortSignal) => outbound.connectLearned(host, port, WHOIS_PORTS, signal)

  function result(domain: string, p: ParsedWhois, source: 'rdap' | 'whois', servers: string[]): WhoisResult {
    return { ...p, found: p.registered === true, query: domain, source, servers, fetchedAt: new Date().toISOString() }
  }

  async function viaRdap(domain: string, signal: AbortSignal, deadlineAt: number): Promise<WhoisResult | null> {
    const url = await bootstrap.lookup(domain, signal)
    if (!url) return null
    const res = await rdapGet(outbound, url, signal)
    if (res.status === 404) return result(domain, { ...parseRdap({ errorCode: 404 }), domain }, 'rdap', [url])
    if (res.status === 429) {
      // RFC 7480 §5.5: the server limits queries; its Retry-After is passed on if port 43 cannot answer either
      const wait = res.retryAfterS
      throw new AppError('fetch_failed', 'RDAP server refused: rate limited', {
        details: { url, status: 429, reason: 'throttled', ...(wait !== null ? { retry_after_seconds: wait } : {}) },
        ...(wait !== null ? { headers: { 'retry-after': String(wait) } } : {}),
      })
    }
    if (res.status !== 200 || res.json === null || typeof res.json !== 'object') {
      throw new AppError('fetch_failed', 'RDAP registry answer unusable', { details: { url, status: res.status } })
    }
    let parsed = parseRdap(res.json)
    // an error object served with 200 ({"errorCode": 404, …}, RFC 9083 §6): the registry still says "no such domain"
    if (parsed.state === 'available') return result(domain, { ...parsed, domain }, 'rdap', [url])
    if (parsed.domain === null && (res.json as { objectClassName?: unknown }).objectClassName !== 'domain') {
      throw new AppError('fetch_failed', 'RDAP answer is not a domain object', { details: { url } }) // RFC 9083 §5.3
    }
    const servers = [url]
    const related = rdapRelatedLink(res.json)
    if (related && related !== url) {
      try {
        // learned from the registry's answer: the outbound stack checks it (and every hop after it) as public-only
        const r2 = await rdapGet(outbound, related, registrarHopSignal(signal, deadlineAt))
        const own = r2.status === 200 && r2.json ? parseRdap(r2.json) : null
        if (own && own.registered === true && aboutDomain(own, domain, parsed)) { parsed = fillFromRegistrar(parsed, own); servers.push(related) }
      } catch (err) {
        if (signal.aborted) throw err
        log.debug({ err, related }, 'registrar RDAP skipped') // the registry answer stands on its own
      }
    }
    if (parsed.registrar === null || isRegistrarHandle(parsed.registrar)) {
      // the RDAP answer does not name the registrar (only an IANA number or a handle, or no registrar entity): the
      // registry's port-43 answer may; it fills gaps only (and a handle with a name), under the registrar-hop
      // deadline, and its failure costs nothing
      try {
        const w = await viaPort43(domain, registrarHopSignal(signal, deadlineAt), deadlineAt)
        if (w.found && aboutDomain(w, domain, parsed)) { parsed = fillFromRegistrar(parsed, w); servers.push(...w.servers) }
      } catch (err) {
        if (signal.aborted) throw err
        log.debug({ err: isAppError(err) ? err.code : String(err), domain }, 'port 43 for the registrar skipped')
      }
    }
    return result(domain, parsed, 'rdap', servers)
  }

  async function registryServer(domain: string, signal: AbortSignal): Promise<Port43Server> {
    if (config.server) return { ...parseHostPort(config.server), learned: false }
    const sld = secondLevelServer(domain)
    if (sld) return { ...parseHostPort(sld), learned: false }
    const tld = domain.slice(domain.lastIndexOf('.') + 1)
    if (!ianaCache.has(tld)) {
      const iana = parseHostPort(config.ianaServer)
      try {
        const referral = ianaReferral(await queryPort43({ ...iana, query: tld, signal })) ?? KNOWN_SERVERS[tld] ?? null
        if (ianaCache.size >= MAX_IANA_TLDS) ianaCache.delete(ianaCache.keys().next().value!) // the oldest answer
        ianaCache.set(tld, referral)
      } catch (err) {
        if (signal.aborted) throw err
        // IANA unreachable: use the built-in table this time, ask IANA again next time
        const known = KNOWN_SERVERS[tld]
        if (known) return { ...parseHostPort(known), learned: false }
        throw err
      }
    }
    const host = ianaCache.get(tld)
    if (!host) throw new AppError('fetch_failed', `no WHOIS server known for .${tld}`, { details: { tld } })
    return { ...parseHostPort(host), learned: host !== KNOWN_SERVERS[tld] }
  }

  /** One port-43 query; the registry hop's failures propagate, a registrar hop's failure only ends the chain. */
  async function ask(target: Port43Server, domain: string, signal: AbortSignal, registrarHop = false): Promise<ParsedWhois> {
    const open = target.learned ? (s: AbortSignal) => connectLearned(target.host, target.port, s) : undefined
    const text = await queryPort43({ host: target.host, port: target.port, query: queryFor(target.host, domain), signal, open })
    if (registrarHop && isMarkup(text)) return emptyParsed()
    return parseWhois(text, { domain, server: target.host })
  }

  async function viaPort43(domain: string, signal: AbortSignal, deadlineAt: number): Promise<WhoisResult> {
    const registry = await registryServer(domain, signal)
    const first = await ask(registry, domain, signal)
    if (first.state === 'throttled') {
      throw new AppError('fetch_failed', `WHOIS server ${registry.host} refused: rate limited or quota exceeded`, { details: { server: registry.host, reason: 'throttled' } })
    }
    if (first.state === 'unknown' && first.registered !== true) {
      // neither data nor a "not found" wording: saying "not registered" could be wrong, so it is a failure
      throw new AppError('fetch_failed', `WHOIS server ${registry.host} gave an answer without registration data`, { details: { server: registry.host, reason: 'unrecognised_answer' } })
    }
    const servers = [`${registry.host}:${registry.port}`]
    let merged = first
    let ref = first.registered === false ? null : first.referralServer
    const seen = new Set<string>([registry.host])
    // registry → registrar referral, at most MAX_REFERRAL_HOPS hops; a referral may only name a public host
    for (let hop = 1; hop <= MAX_REFERRAL_HOPS && ref && !seen.has(ref); hop++) {
      seen.add(ref)
      try {
        // WEBINTEL_WHOIS_SERVER takes every query; otherwise the referral is learned: public only, port 43 only,
        // resolved once and connected to at the address that was checked.
        let target: Port43Server
        if (config.server) {
          outbound.checkHost(parseHostPort(ref).host)
          target = { ...parseHostPort(config.server), learned: false }
        } else {
          target = { ...parseHostPort(ref), learned: true }
        }
        const p = await ask(target, domain, registrarHopSignal(signal, deadlineAt), true)
        servers.push(`${target.host}:${target.port}`)
        // rate-limited, "No match", a web page, an empty answer or another domain's record: the registry answer stands
        if (p.registered !== true || !aboutDomain(p, domain, first)) break
        merged = fillFromRegistrar(merged, p)
        ref = p.referralServer
      } catch (err) {
        if (signal.aborted) throw err
        log.info({ err: isAppError(err) ? err.code : String(err), referral: ref }, 'registrar WHOIS referral skipped')
        break
      }
    }
    return result(domain, merged, 'whois', servers)
  }

  async function run(domain: string, signal: AbortSignal, deadlineAt: number): Promise<WhoisResult> {
    let rdapThrottled: AppError | null = null
    if (config.rdap === 'on' && !secondLevelServer(domain)) {
      try {
        const r = await viaRdap(domain, signal, deadlineAt)
        if (r) return r
      } catch (err) {
        if (signal.aborted) throw err
        if (isAppError(err) && err.details?.reason === 'throttled') rdapThrottled = err
        log.info({ err: isAppError(err) ? err.code : String(err), domain }, 'RDAP failed, falling back to port 43')
      }
    }
    try {
      return await viaPort43(domain, signal, deadlineAt)
    } catch (err) {
      // a registry that answers only RDAP and said "later": that is the answer to pass on, with its Retry-After
      if (rdapThrottled && !signal.aborted) throw rdapThrottled
      throw err
    }
  }

  return {
    async lookup(input, ctx = {}) {
      const names = lookupNames(input)
      // one deadline for the whole lookup, every name tried included
      const deadlineAt = Date.now() + config.timeoutMs
      const deadline = AbortSignal.timeout(config.timeoutMs)
      const signal = ctx.signal ? AbortSignal.any([ctx.signal, deadline]) : deadline
      // a name under a private suffix first (its own registry may hold it), then the ICANN-registered domain
      for (const name of names.slice(0, -1)) {
        try {
          const r = await lookupOne(name, ctx.fresh === true, deadline, deadlineAt, signal)
          if (r.found) return r
        } catch (err) {
          if (signal.aborted) throw err
          log.debug({ err: isAppError(err) ? err.code : String(err), name }, 'name under a private suffix not answered')
        }
      }
      return lookupOne(names.at(-1)!, ctx.fresh === true, deadline, deadlineAt, signal)
    },
  }

  async function lookupOne(domain: string, fresh: boolean, deadline: AbortSignal, deadlineAt: number, signal: AbortSignal): Promise<WhoisResult> {
    const load = async (): Promise<WhoisResult> => {
      if (deadline.aborted) throw new AppError('upstream_timeout', 'registration lookup timed out', { details: { domain, timeout_ms: config.timeoutMs } })
      try {
        return await run(domain, signal, deadlineAt)
      } catch (err) {
        if (deadline.aborted) throw new AppError('upstream_timeout', 'registration lookup timed out', { cause: err, details: { domain, timeout_ms: config.timeoutMs } })
        if (isAppError(err)) throw err
        throw new AppError('fetch_failed', 'registration lookup failed', { cause: err, details: { domain } })
      }
    }
    const ttl = fresh ? 0 : config.cacheTtlMs
    const r = await cached(opts.cache, `whois:v1:${domain}`, ttl, load)
    if (fresh && opts.cache && config.cacheTtlMs > 0) await opts.cache.set(`whois:v1:${domain}`, r, config.cacheTtlMs).catch(() => undefined)
    return r
  }
}
