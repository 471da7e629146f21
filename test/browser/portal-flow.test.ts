/**
 * Browser test (playwright-core driving Debian's Chromium, never a downloaded browser): sign up →
 * generate a key → call the API with it → register an app → authorize and consent → token → /user_data.
 * Screenshots of every page go to test-artifacts/ (gitignored) for people to look at.
 */
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { join } from 'node:path'
import { createHash, randomBytes } from 'node:crypto'
import { startService, postJson, type Running } from '../helpers/start-service.ts'
import { uniqueEmail } from '../oauth/helpers.ts'
import { chromiumSkip, launchChromium, type Chromium } from '../helpers/chromium.ts'

const skip = chromiumSkip
const ARTIFACTS = join(process.cwd(), 'test-artifacts')

/** A tiny third-party client app on loopback: it receives the callback, redeems the code and shows /user_data. */
function startClientApp(as: () => { url: string; clientId: string; clientSecret: string; verifier: string; state: string }) {
  const server: Server = createServer(async (req, res) => {
    const u = new URL(req.url!, 'http://127.0.0.1')
    if (u.pathname !== '/callback') { res.writeHead(404).end(); return }
    const c = as()
    const esc = (s: string) => s.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`)
    if (u.searchParams.get('state') !== c.state) { res.writeHead(400).end('state mismatch'); return }
    const redirectUri = `http://127.0.0.1:${(server.address() as { port: number }).port}/callback`
    const tok = await fetch(c.url + '/oauth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: 'Basic ' + Buffer.from(`${c.clientId}:${c.clientSecret}`).toString('base64') },
      body: new URLSearchParams({ grant_type: 'authorization_code', code: u.searchParams.get('code') ?? '', redirect_uri: redirectUri, code_verifier: c.verifier }),
    }).then((r) => r.json() as Promise<any>)
    const me = await fetch(c.url + '/user_data', { headers: { authorization: `Bearer ${tok.access_token}` } }).then((r) => r.json())
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.end(`<!doctype html><html lang="en"><head><title>Example client</title><style>body{font-family:system-ui,sans-serif;background:#f3f0ff;margin:0;padding:48px}main{max-width:640px;margin:auto;background:#fff;border-radius:12px;padding:32px;box-shadow:0 2px 8px rgba(0,0,0,.08)}pre{background:#f8f9fa;padding:16px;border-radius:8px;overflow:auto}</style></head>
<body><main><h1>Example client app</h1><p>Signed in with webintel. Token scope: <strong id="scope">${esc(String(tok.scope))}</strong>, issuer <code>${esc(u.searchParams.get('iss') ?? '')}</code></p>
<h2>GET /user_data</h2><pre id="user">${esc(JSON.stringify(me, null, 2))}</pre></main></body></html>`)
  })
  return new Promise<{ server: Server; callback: string }>((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, callback: `http://127.0.0.1:${(server.address() as { port: number }).port}/callback` })))
}

describe('portal and OAuth in a real browser', { skip }, () => {
  let svc: Running
  let browser: Chromium | undefined
  let context: import('playwright-core').BrowserContext
  let client: { server: Server; callback: string }
  const oauth = { url: '', clientId: '', clientSecret: '', verifier: randomBytes(32).toString('base64url'), state: randomBytes(12).toString('base64url') }

  before(async () => {
    svc = await startService()
    oauth.url = svc.url
    client = await startClientApp(() => oauth)
    mkdirSync(ARTIFACTS, { recursive: true })
    browser = await launchChromium({ width: 1280, height: 860 })
    context = browser.context
  })
  after(async () => {
    await browser?.close()
    await new Promise((r) => client?.server.close(r))
    await svc?.close()
  })

  test('sign up → key → API call → app → consent → token → /user_data', async () => {
    const page = context.pages()[0] ?? await context.newPage()
    const shot = (name: string) => page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true })
    const email = uniqueEmail('browser')

    await page.goto(svc.url + '/portal/login')
    await shot('01-login')
    await page.click('text=Create an account')
    await page.fill('#f-name', 'Grace Hopper')
    await page.fill('#f-email', 'not-an-email')
    await page.fill('#f-password', 'a very long password')
    await page.fill('#f-password_confirm', 'a very long password')
    await page.click('button:has-text("Create account")')
    assert.match(await page.textContent('.field.has-error .error') ?? '', /email address/)
    assert.equal(await page.inputValue('#f-name'), 'Grace Hopper', 'other input kept')
    await shot('02-signup-error')
    await page.fill('#f-email', email)
    await page.fill('#f-password', 'a very long password')
    await page.fill('#f-password_confirm', 'a very long password')
    await page.click('button:has-text("Create account")')
    // Sign-up answers alike for new and taken addresses, so it sends the new account holder to log in.
    await page.waitForURL('**/portal/login?signed_up=1**')
    await page.fill('#f-email', email)
    await page.fill('#f-password', 'a very long password')
    await page.click('button:has-text("Log in")')
    await page.waitForURL('**/portal/keys**')
    await shot('03-keys-empty')

    await page.fill('#f-name', 'Production server')
    await page.click('button:has-text("Generate New API Key")')
    const apiKey = await page.inputValue('#new-api-key')
    const secretKey = await page.inputValue('#new-secret-key')
    assert.match(apiKey, /^wi_live_/)
    assert.match(secretKey, /^wi_sk_/)
    await shot('04-key-created')

    const call = await postJson(svc.url + '/v1/similarity_score', { source: 'a b c', target: 'a b d', type: 'text' }, { 'x-api-key': apiKey })
    assert.ok(call.status !== 401 && call.status !== 403, `API accepted the key (got ${call.status})`)
    const callB = await postJson(svc.url + '/api/scrape_metadata', {}, { 'x-api-key': apiKey, 'x-secret-key': secretKey })
    assert.equal(callB.status, 400)

    await page.click('nav >> text=Applications')
    await page.fill('#f-name', 'Example client app')
    await page.fill('#f-redirect_uris', client.callback)
    await page.click('button:has-text("Register application")')
    oauth.clientId = await page.inputValue('#new-client-id')
    oauth.clientSecret = await page.inputValue('#new-client-secret')
    assert.match(oauth.clientId, /^cli_/)
    await shot('05-app-registered')

    const challenge = createHash('sha256').update(oauth.verifier).digest('base64url')
    const authorizeUrl = `${svc.url}/oauth/authorize?` + new URLSearchParams({ response_type: 'code', client_id: oauth.clientId, redirect_uri: client.callback, scope: 'read', state: oauth.state, code_challenge: challenge, code_challenge_method: 'S256' })
    await page.goto(authorizeUrl)
    assert.match(await page.textContent('main') ?? '', /Example client app/)
    assert.match(await page.textContent('main') ?? '', /127\.0\.0\.1/)
    await shot('06-consent')
    await page.click('button:has-text("Allow")')
    await page.waitForURL(client.callback + '**')
    const user = JSON.parse(await page.textContent('#user') ?? '{}')
    assert.equal(user.email, email)
    assert.equal(user.name, 'Grace Hopper')
    assert.equal(user.client_id, oauth.clientId)
    assert.deepEqual(user.scopes, ['read'])
    await shot('07-client-user-data')

    await page.goto(svc.url + '/portal/apps')
    assert.match(await page.textContent('table') ?? '', /Example client app/)
    await shot('08-apps-list')
    await page.click('button[aria-label="Delete Example client app"]')
    assert.match(await page.textContent('[role=alertdialog]') ?? '', /1 authorised user/)
    await shot('08b-app-delete-confirm')
    await page.click('a:has-text("Cancel")')
    await svc.services.usage.flush()
    await page.goto(svc.url + '/portal/usage')
    await shot('09-usage')
    await page.goto(svc.url + '/portal/account')
    await shot('10-account')
  })
})
