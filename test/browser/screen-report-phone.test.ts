/**
 * The `webintel screen --report` page read on a phone (390 px): the page itself never scrolls sideways; a wide
 * table scrolls inside its own box. Chromium is Debian's /usr/bin/chromium (never a downloaded one); a screenshot
 * goes to test-artifacts/ for a person to look at.
 */
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { renderReport, type ReportRow } from '../../src/cli/report.ts'
import { chromiumSkip, launchChromium, type Chromium } from '../helpers/chromium.ts'

const skip = chromiumSkip
const ARTIFACTS = join(import.meta.dirname, '..', '..', 'test-artifacts')

const flagged = (index: number, url: string): ReportRow => ({
  index, input: url, status: 'ok',
  result: {
    url,
    ai_response: {
      category: 'Casinos & Gambling', high_risk_similarity_score: 0.97,
      high_risk_matches: [{ class: 'Gambling and betting', score: 0.97, mccs: ['7995', '7800', '7801', '7802', '9406'], evidence: ['online casino (title)', 'roulette (title)', 'free spins (text)', 'sports betting (text)'] }],
    },
  },
})

describe('screening report at phone width', { skip }, () => {
  let browser: Chromium | undefined
  let context: import('playwright-core').BrowserContext
  before(async () => {
    mkdirSync(ARTIFACTS, { recursive: true })
    browser = await launchChromium({ width: 390, height: 800 })
    context = browser.context
  })
  after(async () => {
    await browser?.close()
  })

  test('the page is no wider than the screen; the flagged table scrolls in its box', async () => {
    const rows: ReportRow[] = [
      flagged(0, 'https://spin-palace-online-casino.example/welcome-bonus'),
      flagged(1, 'http://example.com/casino'),
      { index: 2, input: 'not a domain', status: 'error', errorCode: 'invalid_request', errorMessage: 'the input contains spaces or control characters' },
    ]
    const page = context.pages()[0] ?? await context.newPage()
    await page.setContent(renderReport(rows, { operation: 'analyze', source: 'merchants.csv', threshold: 0.5, generatedAt: new Date('2026-11-28T12:00:00Z') }))
    await page.screenshot({ path: join(ARTIFACTS, 'screen-report-390.png'), fullPage: true })
    const m = await page.evaluate(() => {
      const document = (globalThis as any).document
      const table = document.querySelector('table')!
      return { page: document.documentElement.scrollWidth, screen: document.documentElement.clientWidth, table: table.scrollWidth, box: table.parentElement!.clientWidth }
    })
    assert.ok(m.page <= m.screen, `page ${m.page} px wide on a ${m.screen} px screen`)
    // The donut's segments are dashes of one circle each: with the dash lengths measured against the circle's
    // declared pathLength, the last segment ends exactly where the first begins (without it, Chromium drew a sliver
    // of the last colour across the first segment at 12 o'clock).
    const dashes = await page.evaluate(() => [...(globalThis as any).document.querySelectorAll('circle[stroke-dasharray]')].map((c: any) => ({ length: c.getAttribute('pathLength'), dash: c.getAttribute('stroke-dasharray') })))
    assert.ok(dashes.length >= 2)
    for (const d of dashes as Array<{ length: string | null; dash: string }>) {
      const total = d.dash.split(/[ ,]+/).map(Number).reduce((a, b) => a + b, 0)
      assert.ok(d.length !== null && Math.abs(Number(d.length) - total) < 1e-6, `segment ${JSON.stringify(d)}`)
    }
    assert.ok(m.box <= m.screen, `table box ${m.box} px`)
  })
})
