/**
 * The site checker: a merchant-website review with evidence (docs/site-check.md). It crawls the site (crawl.ts),
 * then runs every check of the vocabulary (types.ts CHECK_CODES) on what it read; registration data (RDAP/WHOIS)
 * and DNS run beside the crawl, the TLS probe after it (one connection at a time to the site's host). One
 * deadline covers everything: what it cuts short is reported as not read, never as missing.
 */
import { isIP } from 'node:net'
import { getDomain } from 'tldts'
import type { Warning } from '../context.ts'
import { isAppError } from '../errors.ts'
import type { ExtractOptions } from '../extract/index.ts'
import { parseTarget } from '../fetch/target.ts'
import type { SafeFetcher } from '../fetch/types.ts'
import type { WhoisService } from '../whois/index.ts'
import { contactConsistency, ecommerceSignals, placeholderText } from './checks/consistency.ts'
import { domainAge, type WhoisOutcome } from './checks/domain-age.ts'
import { emailAuthentication, type DnsResolver } from './checks/email-auth.ts'
import { businessAddress, cancellationPolicy, customerServiceContact, privacyPolicy, refundPolicy, returnPolicy, shippingPolicy, termsOfService } from './checks/policies.ts'
import { emptySite, parkedDomain, passwordProtected, redirects, siteReachable, underConstruction } from './checks/reachability.ts'
import { tlsCertificate, type TlsProbe } from './checks/tls.ts'
import type { SitecheckConfig } from './config.ts'
import { crawlSite } from './crawl.ts'
import { buildReview, check } from './review.ts'
import { summarize } from './summary.ts'
import type { SiteCheck, SiteCheckReport } from './types.ts'

export interface SiteCheckerOptions {
  fetcher: SafeFetcher
  config: SitecheckConfig
  extract?: ExtractOptions
  /** Registration data for domain_age and the registrant comparison; absent = those parts are unknown. */
  whois?: WhoisService
  /** TLS handshake through the address guard (checks/tls.ts createTlsProbe); absent = tls_certificate unknown. */
  tlsProbe?: TlsProbe
  /** MX/TXT lookups for email_authentication; absent = unknown. */
  dns?: DnsResolver
  /** Product token for robots.txt groups. */
  robotsAgent?: string
}

export interface SiteCheckContext { fresh?: boolean; signal?: AbortSignal }

export interface SiteChecker {
  /** `input`: a domain, host or http(s) URL. Throws invalid_request, fetch_blocked, service_unavailable. */
  check(input: string, ctx?: SiteCheckContext): Promise<SiteCheckReport>
}

/** Resolves with `p`, or with `fallback` once `signal` aborts. */
function until<T>(p: Promise<T>, signal: AbortSignal, fallback: T): Promise<T> {
  if (signal.aborted) return Promise.resolve(fallback)
  return new Promise((resolve) => {
    const onAbort = () => resolve(fallback)
    signal.addEventListener('abort', onAbort, { once: true })
    p.then((v) => { signal.removeEventListener('abort', onAbort); resolve(v) }, () => { signal.removeEventListener('abort', onAbort); resolve(fallback) })
  })
}

export function createSiteChecker(o: SiteCheckerOptions): SiteChecker {
  return {
    async check(input, ctx = {}) {
      const started = performance.now()
      const target = parseTarget(input, 'url')
      const deadline = AbortSignal.timeout(o.config.deadlineMs)
      const signal = ctx.signal ? AbortSignal.any([deadline, ctx.signal]) : deadline
      const bareHost = target.host.replace(/^\[|\]$/g, '')
      const domain = isIP(bareHost) ? undefined : (getDomain(bareHost) ?? bareHost)

      const whoisTask: Promise<WhoisOutcome> = o.whois && domain
        ? o.whois.lookup(domain, { fresh: ctx.fresh, signal }).then(
          (result) => ({ ok: true as const, result }),
          (err: unknown) => ({ ok: false as const, message: isAppError(err) ? err.publicMessage : 'lookup failed' }))
        : Promise.resolve(undefined)
      const dnsTask = emailAuthentication(domain, o.dns)
      const timedOut = check('email_authentication', 'unknown', 'DNS lookups did not finish before the deadline.', [], 'lookup_failed')

      const crawl = await crawlSite(o.fetcher, target.candidates, {
        maxPages: o.config.maxPages, signal, deadlineHit: () => deadline.aborted, fresh: ctx.fresh, extract: o.extract,
        robotsAgent: o.robotsAgent ?? 'webintel',
      })
      const r = buildReview(crawl, bareHost)
      const tls = await until(tlsCertificate(r, o.tlsProbe, signal), signal,
        check('tls_certificate', 'unknown', 'The TLS probe did not finish before the deadline.', [], 'lookup_failed'))
      const whois = await until(whoisTask, signal, { ok: false, message: 'the deadline passed' })
      const email = await until(dnsTask, signal, timedOut)

      const checks: SiteCheck[] = [
        siteReachable(r), passwordProtected(r), emptySite(r), underConstruction(r), parkedDomain(r), redirects(r),
        refundPolicy(r), returnPolicy(r), cancellationPolicy(r), termsOfService(r), privacyPolicy(r), shippingPolicy(r),
        customerServiceContact(r), businessAddress(r),
        placeholderText(r), contactConsistency(r, whois?.ok ? whois.result : undefined), ecommerceSignals(r),
        domainAge(r, whois), tls, email,
      ]
      const warnings: Warning[] = [...crawl.warnings]
      if (r.needsRendering) warnings.push({ source: 'site_check', code: 'needs_rendering', message: 'the home page is a JavaScript application: content checks are unknown until it is rendered' })
      if (r.reviewable && r.unreadScript && checks.some((c) => c.reason === 'unsupported_language')) {
        warnings.push({ source: 'site_check', code: 'unsupported_language', message: 'the site is written mostly in a non-Latin script: policies and the address not found by link address or page name are unknown, not missing' })
      }
      return {
        url: r.home?.url ?? crawl.homeError?.url ?? target.candidates[0],
        domain: target.domain,
        checks,
        summary: summarize(checks, r.needsRendering),
        needsRendering: r.needsRendering,
        pages: crawl.pages.map((p) => ({ url: p.url, status: p.status, topics: p.topics }))
          .concat(crawl.failed.map((f) => ({ url: f.url, status: f.status ?? 0, topics: f.topics }))),
        pagesRead: r.pages.length,
        warnings,
        elapsedMs: Math.round(performance.now() - started),
      }
    },
  }
}
