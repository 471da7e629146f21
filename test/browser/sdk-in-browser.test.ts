/**
 * @webintel/sdk in a real browser (Debian's Chromium through playwright-core): the SDK's own source, stripped of
 * types by Node and served as ES modules from a loopback origin, calls the started server cross-origin (CORS),
 * builds a PKCE authorization URL and verifies a Standard Webhooks signature with Web Crypto. No bundler, no
 * Node API in the browser.
 */
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { existsSync, readFileSync } from 'node:fs'
import http from 'node:http'
import { stripTypeScriptTypes } from 'node:module'
import type { AddressInfo } from 'node:net'
import { startService, type Running } from '../helpers/start-service.ts'
import { startLocalWeb, SITE, PAGE_TITLE, type LocalWeb } from '../sdk/fixtures.ts'
import { chromiumSkip, launchChromium, type Chromium } from '../helpers/chromium.ts'

const skip = chromiumSkip
const SDK_SRC = new URL('../../packages/sdk/src/', import.meta.url)
const OPENAPI_FETCH = new URL('../../node_modules/openapi-fetch/dist/index.mjs', import.meta.url)

/** The page's origin: index.html with an import map, the SDK's modules as JavaScript, openapi-fetch. */
async function startAppOrigin(): Promise<{ server: http.Server; url: string }> {
  const server = http.createServer((req, res) => {
    const path = new URL(req.url!, 'http://x').pathname
    const js = (code: string) => res.writeHead(200, { 'content-type': 'text/javascript' }).end(code)
    if (path === '/') return res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>sdk</title><script type="importmap">{"imports":{"openapi-fetch":"/openapi-fetch.mjs"}}</script>')
    if (path === '/openapi-fetch.mjs') return js(readFileSync(OPENAPI_FETCH, 'utf8'))
    const m = /^\/sdk\/([a-z-]+\.ts)$/.exec(path)
    if (m && existsSync(new URL(m[1], SDK_SRC))) return js(stripTypeScriptTypes(readFileSync(new URL(m[1], SDK_SRC), 'utf8')))
    res.writeHead(404).end()
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}

describe('@webintel/sdk in a real browser', { skip }, () => {
  let web: LocalWeb
  let svc: Running
  let origin: { server: http.Server; url: string }
  let browser: Chromium | undefined
  let context: import('playwright-core').BrowserContext
  before(async () => {
    origin = await startAppOrigin()
    web = await startLocalWeb()
    svc = await startService({ ...web.env, WEBINTEL_CORS_ORIGINS: origin.url }, { net: web.net })
    browser = await launchChromium()
    context = browser.context
  })
  after(async () => {
    await browser?.close()
    await svc?.close()
    await web?.close()
    origin?.server.close()
  })

  test('typed calls cross-origin, typed errors, PKCE URL and webhook verification run in Chromium', async () => {
    const key = await svc.newKey()
    const page = context.pages()[0] ?? await context.newPage()
    await page.goto(origin.url + '/')
    const out = await page.evaluate(async ({ base, apiKey, site }) => {
      const sdk = await import('/sdk/index.ts' as string)
      const wi = sdk.createWebintel({ baseUrl: base, apiKey })
      const meta = await wi.scrapeMetadata({ url: `http://${site}/`, fields: ['title'] })
      let code = ''
      try { await wi.whoisLookup({ domain: 'nosuch-fixture.com' }) } catch (e: any) { code = `${e.name}:${e.code}:${e.status}` }
      const auth = await sdk.authorizationUrl({ baseUrl: base, clientId: 'cli_x', redirectUri: 'https://app.example/cb' })
      const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'
      const payload = await sdk.verifyWebhook({
        secret, body: '{"test": 2432232314}', now: 1614265330 * 1000,
        headers: new Headers({ 'webhook-id': 'msg_p5jXN8AQM9LWM0D4loKWxJek', 'webhook-timestamp': '1614265330', 'webhook-signature': 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=' }),
      })
      return { title: meta.title, code, challenge: new URL(auth.url).searchParams.get('code_challenge_method'), verifierLength: auth.verifier.length, payload, hasProcess: typeof (globalThis as any).process }
    }, { base: svc.url, apiKey: key.apiKey, site: SITE })
    assert.equal(out.title, PAGE_TITLE)
    assert.equal(out.code, 'WebintelError:not_found:404')
    assert.equal(out.challenge, 'S256')
    assert.equal(out.verifierLength, 43)
    assert.deepEqual(out.payload, { test: 2432232314 })
    assert.equal(out.hasProcess, 'undefined')
  })
})
