/**
 * Regression: at phone width (375 px) the portal header ("Account", "Log out") and the keys table stay
 * inside the screen. Chromium (Debian's /usr/bin/chromium, never a downloaded one) renders the pages; a
 * screenshot of each goes to test-artifacts/ for a person to look at.
 */
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { startService, type Running } from '../helpers/start-service.ts'
import { getCode, registerApp, signUp } from '../oauth/helpers.ts'
import { chromiumSkip, launchChromium, type Chromium } from '../helpers/chromium.ts'

const skip = chromiumSkip
const ARTIFACTS = join(import.meta.dirname, '..', '..', 'test-artifacts')

describe('portal at phone width', { skip }, () => {
  let svc: Running
  let browser: Chromium | undefined
  let context: import('playwright-core').BrowserContext
  before(async () => {
    svc = await startService({ WEBINTEL_INTEL_PRELOAD: 'false' })
    mkdirSync(ARTIFACTS, { recursive: true })
    browser = await launchChromium({ width: 375, height: 740 })
    context = browser.context
  })
  after(async () => {
    await browser?.close()
    await svc?.close()
  })

  test('header and keys table fit in 375 px', async () => {
    const s = await signUp(svc, undefined, `a-rather-long-address-${Date.now()}@example-company.co.uk`)
    for (const name of ['laptop', 'a key with a rather long descriptive name for CI']) {
      await svc.services.apiKeys.create({ name, ownerId: s.user.id, rateLimitPerMinute: null, expiresAt: null } as never)
    }
    const app = await registerApp(svc, s.user.id, ['https://client.example/a/very/long/callback/path/for/the/oauth/flow'])
    await getCode(s.agent, app) // the user authorises the app: Account lists it under Authorised applications
    await context.addCookies([...s.agent.cookies].map(([name, value]) => ({ name, value, url: svc.url })))
    const page = context.pages()[0] ?? await context.newPage()
    for (const path of ['/portal/keys', '/portal/apps', '/portal/usage', '/portal/account']) {
      await page.goto(svc.url + path)
      assert.equal(new URL(page.url()).pathname, path, 'signed in')
      await page.screenshot({ path: join(ARTIFACTS, `phone${path.replaceAll('/', '-')}.png`), fullPage: true })
      const m = await page.evaluate(() => {
        const document = (globalThis as any).document
        const right = (sel: string) => Math.max(0, ...[...document.querySelectorAll(sel)].map((e: any) => e.getBoundingClientRect().right as number))
        // A card scrolls sideways when its table is wider than the screen: a button or a column is then cut off.
        const cards = [...document.querySelectorAll('main .card')].filter((c: any) => c.scrollWidth > c.clientWidth + 1).map((c: any) => `${c.querySelector('h2')?.textContent}: ${c.scrollWidth} > ${c.clientWidth}`)
        return { scroll: document.documentElement.scrollWidth, header: right('header.top *'), nav: right('header.top nav a'), logout: right('header.top .logout button'), cards }
      })
      assert.deepEqual(m.cards, [], `${path}: a card scrolls sideways`)
      assert.ok(m.scroll <= 375, `${path}: the page scrolls sideways (${m.scroll} px wide)`)
      assert.ok(m.header <= 375 && m.logout <= 375 && m.nav <= 375, `${path}: the header spills out: ${JSON.stringify(m)}`)
    }
  })
})
