/**
 * The SDK against the real server: every operation called through @webintel/sdk (types checked by tsc with the
 * rest of the tests), typed errors, retries that honour Retry-After, and the OAuth helpers through a real
 * authorization code flow. Every upstream is a loopback fixture.
 */
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { startService, type Running } from '../helpers/start-service.ts'
import { startLocalWeb, SITE, PAGE_TITLE, type LocalWeb } from './fixtures.ts'
import { Agent, authorize, registerApp, signUp } from '../oauth/helpers.ts'
import { clearOfWindowEnd } from '../helpers/rate-window.ts'
import {
  createWebintel, isWebintelError, WebintelError, authorizationUrl, exchangeCode, refreshToken, OAuthError,
  type ScrapeMetadataData, type AnalyzeDomainResult, type SiteCheckData,
} from '../../packages/sdk/src/index.ts'

describe('@webintel/sdk against the started server', () => {
  let web: LocalWeb
  let svc: Running
  let key: { apiKey: string; secretKey: string }
  before(async () => {
    web = await startLocalWeb()
    svc = await startService(web.env, { net: web.net })
    key = await svc.newKey()
  })
  after(async () => { await svc.close(); await web.close() })

  test('every operation, Variant A and B, returns its typed result', async () => {
    const wi = createWebintel({ baseUrl: svc.url, apiKey: key.apiKey, secretKey: key.secretKey })
    const meta: ScrapeMetadataData = await wi.scrapeMetadata({ url: `http://${SITE}/`, fields: ['title', 'description', 'emails'] })
    assert.equal(meta.title, PAGE_TITLE)
    assert.equal(meta.emails, 'sales@webintel-fixture.com')

    const cat = await wi.categorizeContent({ url: `http://${SITE}/` })
    assert.equal(cat.dominant_category, cat.categories[0].name)
    assert.equal(cat.url, `http://${SITE}/`)
    const custom = await wi.categorizeContent({ url: `http://${SITE}/`, custom_categories: ['furniture', 'banking'] })
    assert.equal(custom.dominant_category, 'furniture')

    const sim = await wi.similarityScore({ source: 'oak tables and chairs made by hand', target: 'hand-made oak dining tables', type: 'text' })
    assert.ok(sim.similarity_score > 0 && sim.similarity_score <= 1)
    const simUrl = await wi.similarityScore({ source: `http://${SITE}/`, target: `http://${SITE}/about` })
    assert.ok(simUrl.similarity_score > 0.9, `same page: ${simUrl.similarity_score}`)

    const whois = await wi.whoisLookup({ domain: 'webintel-fixture.com' })
    assert.equal(whois.domain_name, 'webintel-fixture.com')
    assert.equal(whois.source, 'rdap')

    const media = await wi.adverseMediaCheck({ query: 'Acme Widgets Ltd' })
    assert.equal(media.adverse_media_found, true)
    assert.equal(media.sources[0].url, 'https://news.example.org/acme-fraud')

    const site: SiteCheckData = await wi.siteCheck({ url: SITE })
    assert.equal(site.domain, SITE)
    // The fixture page shows no price, cart, buy button or offer: the policies of a sale do not apply, privacy does.
    assert.ok(site.checks.some((c) => c.code === 'privacy_policy' && c.status === 'fail'))
    assert.ok(site.checks.some((c) => c.code === 'refund_policy' && c.reason === 'not_applicable'))
    assert.equal(site.pages_read, 1)
    // No sanctions list is loaded on this server: a screen against nothing is refused, not answered clean.
    await createWebintel({ baseUrl: svc.url, apiKey: key.apiKey, retry: false }).sanctionsCheck({ query: 'Acme Widgets Ltd' }).then(
      (r) => assert.ok('match_found' in r, 'a shared PostgreSQL may hold other suites\' lists'),
      (e: unknown) => assert.ok(isWebintelError(e, 'service_unavailable') && e.status === 503, String(e)),
    )

    const b: AnalyzeDomainResult = await wi.analyzeDomain({ input_string: SITE, include_whois: true })
    assert.equal(b.metadata.title, PAGE_TITLE)
    assert.equal(b.domain, SITE)
    assert.deepEqual(b.metadata.emails, ['sales@webintel-fixture.com'])
    assert.ok(b.whois_data, JSON.stringify(b.warnings))
    assert.equal(typeof b.ai_response.category, 'string')
  })

  test('failures become WebintelError with the API code, status and request id', async () => {
    const wi = createWebintel({ baseUrl: svc.url, apiKey: key.apiKey, retry: false })
    await assert.rejects(wi.scrapeMetadata({ url: 'not a url' }), (e: unknown) => {
      assert.ok(isWebintelError(e, 'invalid_request'))
      assert.equal(e.status, 400)
      assert.match(e.requestId ?? '', /^req_/)
      return true
    })
    await assert.rejects(wi.whoisLookup({ domain: 'nosuch-fixture.com' }), (e: unknown) => isWebintelError(e, 'not_found') && e.status === 404)
    await assert.rejects(wi.scrapeMetadata({ url: 'http://10.0.0.1/' }), (e: unknown) => isWebintelError(e, 'fetch_blocked'))
    // Variant B without the secret key, Variant A with a wrong key.
    await assert.rejects(wi.analyzeDomain({ input_string: SITE }), (e: unknown) => isWebintelError(e, 'unauthorized') && e.status === 401)
    const bad = createWebintel({ baseUrl: svc.url, apiKey: 'wi_live_nope', retry: false })
    await assert.rejects(bad.scrapeMetadata({ url: `http://${SITE}/` }), (e: unknown) => e instanceof WebintelError && e.code === 'unauthorized')
    const down = createWebintel({ baseUrl: 'http://127.0.0.1:9', apiKey: key.apiKey, retry: false })
    await assert.rejects(down.scrapeMetadata({ url: `http://${SITE}/` }), (e: unknown) => isWebintelError(e, 'network_error') && e.status === 0)
  })

  test('429: waits what Retry-After says, then retries; a wait over maxDelayMs is not taken', async () => {
    const limited = await svc.newKey({ rateLimitPerMinute: 1 })
    await clearOfWindowEnd(60_000, 15_000) // every call below must count in one fixed minute
    const waits: number[] = []
    let requests = 0
    const wi = createWebintel({
      baseUrl: svc.url, apiKey: limited.apiKey,
      fetch: (r) => { requests++; return fetch(r) },
      retry: { maxRetries: 1, maxDelayMs: 120_000, sleep: async (ms) => { waits.push(ms) } },
    })
    await wi.scrapeMetadata({ url: `http://${SITE}/`, fields: ['title'] })
    assert.equal(requests, 1)
    // Over the limit: the SDK sleeps Retry-After seconds (the fake sleep returns at once), asks again, and then
    // reports the second refusal as a typed error.
    await assert.rejects(wi.scrapeMetadata({ url: `http://${SITE}/`, fields: ['title'] }), (e: unknown) => {
      assert.ok(isWebintelError(e, 'rate_limited'))
      assert.ok(e.retryAfter !== undefined && e.retryAfter >= 1 && e.retryAfter <= 60)
      return true
    })
    assert.equal(requests, 3)
    assert.equal(waits.length, 1)
    assert.ok(waits[0] >= 1000 && waits[0] <= 60_000, `waited ${waits[0]} ms`)

    const impatient = createWebintel({ baseUrl: svc.url, apiKey: limited.apiKey, retry: { maxRetries: 3, maxDelayMs: 500, sleep: async (ms) => { waits.push(ms) } } })
    await assert.rejects(impatient.scrapeMetadata({ url: `http://${SITE}/` }), (e: unknown) => isWebintelError(e, 'rate_limited'))
    assert.equal(waits.length, 1, 'no wait taken when the server asks for more than maxDelayMs')
  })

  test('OAuth helpers: authorization URL with PKCE S256 → code exchange → bearer calls → refresh', async () => {
    const { agent, user } = await signUp(svc, new Agent(svc.url))
    const app = await registerApp(svc, user.id, ['https://client.example/cb'])
    const start = await authorizationUrl({ baseUrl: svc.url, clientId: app.clientId, redirectUri: app.redirectUri })
    const u = new URL(start.url)
    assert.equal(u.searchParams.get('code_challenge_method'), 'S256')
    assert.equal(u.searchParams.get('code_challenge')?.length, 43)
    const callback = await authorize(agent, Object.fromEntries(u.searchParams))
    assert.equal(callback.searchParams.get('state'), start.state)
    const code = callback.searchParams.get('code')!
    const creds = { baseUrl: svc.url, clientId: app.clientId, clientSecret: app.clientSecret }
    const tokens = await exchangeCode({ ...creds, code, redirectUri: app.redirectUri, verifier: start.verifier })
    assert.equal(tokens.token_type, 'Bearer')
    assert.ok(tokens.refresh_token)

    const wi = createWebintel({ baseUrl: svc.url, accessToken: () => tokens.access_token })
    assert.equal((await wi.userData()).id, user.id)
    assert.equal((await wi.scrapeMetadata({ url: `http://${SITE}/`, fields: ['title'] })).title, PAGE_TITLE)

    const renewed = await refreshToken({ ...creds, refreshToken: tokens.refresh_token! })
    assert.notEqual(renewed.access_token, tokens.access_token)
    assert.equal((await createWebintel({ baseUrl: svc.url, accessToken: renewed.access_token }).userData()).id, user.id)
    // The same code twice, and a wrong verifier, are refused with the RFC 6749 error code.
    await assert.rejects(exchangeCode({ ...creds, code, redirectUri: app.redirectUri, verifier: start.verifier }), (e: unknown) => e instanceof OAuthError && e.error === 'invalid_grant')
  })
})
