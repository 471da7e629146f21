/**
 * /docs in a real browser (Debian's Chromium through playwright-core): webintel's branding, and "Authorize" running
 * the OAuth authorization code flow with PKCE in Swagger UI's popup — login, consent, the code exchanged by the
 * page — after which "Try it out" on GET /user_data answers with the signed-in user.
 */
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { startService, type Running } from '../helpers/start-service.ts'
import { Agent, PASSWORD, registerApp, signUp } from '../oauth/helpers.ts'
import { chromiumSkip, launchChromium, type Chromium } from '../helpers/chromium.ts'

const skip = chromiumSkip
const ARTIFACTS = join(process.cwd(), 'test-artifacts')

describe('/docs Authorize with PKCE in a real browser', { skip }, () => {
  let svc: Running
  let browser: Chromium | undefined
  let context: import('playwright-core').BrowserContext
  before(async () => {
    svc = await startService()
    mkdirSync(ARTIFACTS, { recursive: true })
    browser = await launchChromium({ width: 1280, height: 900 })
    context = browser.context
  })
  after(async () => {
    await browser?.close()
    await svc?.close()
  })

  test('the top bar keeps the logo and the dark-mode switch on one row, the switch at the right (390 and 1280 px)', async () => {
    const page = await context.newPage()
    try {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 800 })
        await page.goto(svc.url + '/docs/')
        await page.waitForSelector('.topbar .dark-mode-toggle')
        await page.screenshot({ path: join(ARTIFACTS, `docs-topbar-${width}.png`), clip: { x: 0, y: 0, width, height: 120 } })
        const box = async (sel: string) => (await page.locator(sel).first().boundingBox())!
        const [logo, toggle, bar] = [await box('.topbar a.link'), await box('.topbar .dark-mode-toggle'), await box('.topbar .topbar-wrapper')]
        assert.ok(toggle.y < logo.y + logo.height && toggle.y + toggle.height > logo.y, `${width}: the switch is on the logo's row (logo ${JSON.stringify(logo)}, switch ${JSON.stringify(toggle)})`)
        assert.ok(bar.x + bar.width - (toggle.x + toggle.width) < 40, `${width}: the switch sits at the right end (bar ${JSON.stringify(bar)}, switch ${JSON.stringify(toggle)})`)
      }
    } finally { await page.close() }
  })

  test('branding, then Authorize → login → consent → token → Try it out on /user_data', async () => {
    const { email, user } = await signUp(svc, new Agent(svc.url))
    const app = await registerApp(svc, user.id, [`${svc.url}/docs/static/oauth2-redirect.html`])
    const page = context.pages()[0] ?? await context.newPage()
    const shot = (name: string) => page.screenshot({ path: join(ARTIFACTS, `docs-${name}.png`) })

    await page.goto(svc.url + '/docs/')
    await page.waitForSelector('#operations-Variant_A-scrape_metadata')
    assert.equal(await page.title(), 'webintel API reference')
    assert.match(await page.getAttribute('.topbar img', 'src') ?? '', /^data:image\/svg\+xml;base64,/)
    assert.equal(await page.locator('text=/fastify/i').count(), 0)
    await shot('01-reference')

    await page.click('button.authorize')
    await page.fill('#client_id_authorizationCode', app.clientId)
    await page.fill('#client_secret_authorizationCode', app.clientSecret)
    await shot('02-authorize')
    const oauthBlock = page.locator('.auth-container', { has: page.locator('#client_id_authorizationCode') })
    const [popup] = await Promise.all([context.waitForEvent('page'), oauthBlock.locator('button.authorize').click()])
    await popup.waitForLoadState()
    const authorizeUrl = new URL(popup.url())
    // Swagger UI went through the portal login with the authorization request kept (PKCE S256).
    await popup.waitForSelector('#f-email')
    await popup.fill('#f-email', email)
    await popup.fill('#f-password', PASSWORD)
    await popup.click('button:has-text("Log in")')
    await popup.waitForSelector('button:has-text("Allow")')
    const consentUrl = new URL(popup.url())
    assert.ok([authorizeUrl, consentUrl].some((u) => u.searchParams.get('code_challenge_method') === 'S256' || decodeURIComponent(u.search).includes('code_challenge_method=S256')), `${authorizeUrl} / ${consentUrl}`)
    await popup.screenshot({ path: join(ARTIFACTS, 'docs-03-consent.png') })
    await Promise.all([popup.waitForEvent('close'), popup.click('button:has-text("Allow")')])

    await page.waitForSelector('.auth-container button:has-text("Logout")')
    await shot('04-authorized')
    await page.click('button.btn-done, .auth-btn-wrapper button.btn-done').catch(async () => { await page.click('.modal-ux .close-modal') })

    await page.click('#operations-oauth-user_data .opblock-summary')
    await page.click('#operations-oauth-user_data button.try-out__btn')
    await page.click('#operations-oauth-user_data button.execute')
    const body = page.locator('#operations-oauth-user_data .responses-wrapper .live-responses-table .response-col_description pre').first()
    await body.waitFor()
    const me = JSON.parse(await body.textContent() ?? '{}')
    assert.equal(me.email, email)
    assert.equal(me.client_id, app.clientId)
    assert.deepEqual(me.scopes, ['read'])
    await shot('05-user-data')
  })
})
