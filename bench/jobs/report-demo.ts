/**
 * Renders the `webintel screen` HTML report on a made-up portfolio and screenshots it in headless Chromium:
 * serves ~50 synthetic merchant homepages on 127.0.0.1, runs `webintel screen --operation analyze --report`
 * in-process on them, then opens the report (file://, no network) and writes a full-page PNG.
 *
 *   node bench/jobs/report-demo.ts [--out-dir /tmp/screen-demo] [--png docs/img/screen-report.png]
 */
import http from 'node:http'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { AddressInfo } from 'node:net'
import { parseArgs } from 'node:util'
import { chromium } from 'playwright-core'
import { runCli } from '../../test/scale/spawn-node.ts'

const { values } = parseArgs({ options: { 'out-dir': { type: 'string' }, png: { type: 'string', default: 'docs/img/screen-report.png' } } })
const ROOT = resolve(import.meta.dirname, '../..')
const dir = values['out-dir'] ?? mkdtempSync(join(tmpdir(), 'webintel-screen-demo-'))
mkdirSync(dir, { recursive: true })

const KINDS: Record<string, [string, string, string]> = {
  casino: ['Lucky Reels Casino', 'Online casino with slots, roulette, blackjack and live dealer poker. Crypto deposits, instant payouts.', 'Spin jackpot slots, play roulette and blackjack at live casino tables, claim free spins and a welcome bonus on your first deposit.'],
  sportsbook: ['BetArena Sportsbook', 'Sports betting odds on football, tennis and esports. In-play betting and cash out.', 'Place bets on football, basketball and tennis, parlay accumulators and live in-play betting odds with fast withdrawals.'],
  pharmacy: ['RxDirect Online Pharmacy', 'Buy prescription drugs online without prescription. Tramadol, oxycodone, sildenafil.', 'Order tramadol, oxycodone, xanax and sildenafil with no prescription required, discreet worldwide shipping.'],
  vape: ['CloudNine Vape Shop', 'E-cigarettes, vape pens, e-liquids and disposable vapes with nicotine salts.', 'Shop disposable vapes, pod kits, e-liquid nicotine salt juices and vape tanks, free shipping over 30 dollars.'],
  cbd: ['PureLeaf CBD', 'Full spectrum CBD oil, THC gummies and hemp flower shipped nationwide.', 'Our CBD oil tinctures, delta-8 THC gummies and hemp flower are lab tested; cannabis edibles for relaxation.'],
  forex: ['ApexFX Trading', 'Trade forex, CFDs and binary options with 1:500 leverage.', 'Open a forex trading account, trade CFDs on gold and indices and binary options with high leverage and tight spreads.'],
  crypto: ['CoinVault Exchange', 'Buy, sell and trade bitcoin, ethereum and altcoins. Crypto wallet and staking.', 'Exchange bitcoin and ethereum, stake altcoins, trade crypto futures and keep coins in a secure crypto wallet.'],
  dating: ['MatchMingle Dating', 'Meet singles near you. Online dating and chat for serious relationships.', 'Create a dating profile, browse singles near you, chat and flirt, find your match with our online dating app.'],
  bakery: ['Rosie\'s Bakery', 'Family bakery: sourdough bread, croissants and celebration cakes.', 'We bake sourdough loaves, baguettes, croissants, cinnamon buns and cakes for birthdays and weddings every morning.'],
  garden: ['Green Thumb Garden Centre', 'Seeds, bulbs, tools and compost for home gardeners.', 'Vegetable seeds, flower bulbs, pruning tools, compost, planters and friendly gardening advice.'],
  books: ['Chapter & Verse Books', 'Independent bookshop: new and second-hand books, author events.', 'Browse fiction, history and children\'s books, order any title, and join our monthly book club and author readings.'],
  plumbing: ['FlowRight Plumbing', 'Emergency plumbers: leaks, boilers, bathrooms. 24/7 call-out.', 'Licensed plumbers for leaking pipes, boiler repair, drain unblocking and bathroom installation, free quotes.'],
  law: ['Harper & Cole Solicitors', 'Family law, conveyancing and wills. Free first consultation.', 'Our solicitors advise on divorce, property conveyancing, wills and probate and employment disputes.'],
  bikes: ['Spoke & Chain Cycles', 'Road, gravel and city bikes; repairs and servicing.', 'New and used bicycles, e-bikes, helmets and parts; our workshop services and repairs all bikes.'],
}
const names = Object.keys(KINDS)
const server = http.createServer((req, res) => {
  const m = /^\/(\w+)\/(\d+)$/.exec(req.url ?? '')
  const k = m ? KINDS[m[1]] : undefined
  if (!k) { res.writeHead(404, { 'content-type': 'text/html' }); res.end('<title>Not found</title>'); return }
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
  res.end(`<!doctype html><html lang="en"><head><title>${k[0]} ${m![2]}</title><meta name="description" content="${k[1]}"></head><body><h1>${k[0]}</h1><p>${k[2]}</p><p>${k[2]}</p><footer>Contact: hello@${m![1]}${m![2]}.example.com</footer></body></html>`)
})
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
const lines: string[] = []
for (let i = 0; i < 4; i++) for (const n of names) lines.push(`${base}/${n}/${i + 1}`)
lines.splice(7, 0, `${base}/closed-down/1`, 'not a website', `http://127.0.0.1:9/unreachable`)
const input = join(dir, 'portfolio.txt')
writeFileSync(input, lines.join('\n') + '\n')
const out = join(dir, 'results.csv')
const report = join(dir, 'report.html')
const t0 = Date.now()
const r = await runCli(['screen', input, '--operation', 'analyze', '--out', out, '--report', report, '--concurrency', '8'], {
  WEBINTEL_DATA_DIR: join(dir, 'data'), WEBINTEL_FETCH_ALLOW_PRIVATE: 'true', WEBINTEL_LOG_LEVEL: 'warn',
  WEBINTEL_INTEL_CACHE_DIR: process.env.WEBINTEL_INTEL_CACHE_DIR ?? join(tmpdir(), 'webintel-test-intel-cache'),
})
server.close()
if (r.code !== 0) throw new Error(`screen failed (${r.code}): ${r.stderr}`)
console.log(r.stdout.trim(), `(${((Date.now() - t0) / 1000).toFixed(1)} s including engine load)`)

// A fresh profile directory per run (launchPersistentContext is how Playwright takes --user-data-dir).
const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'chromium-profile-')), {
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  viewport: { width: 1280, height: 900 },
})
const page = await context.newPage()
const requests: string[] = []
page.on('request', (req) => { if (!req.url().startsWith('file:')) requests.push(req.url()) })
await page.goto(`file://${report}`)
await page.click('th:has-text("risk score")') // sorting works: ascending, then back to descending
await page.click('th:has-text("risk score")')
const png = resolve(ROOT, values.png!)
mkdirSync(resolve(png, '..'), { recursive: true })
// The top of the page: summary, the three charts and the first flagged rows (the full page is in the report itself).
await page.screenshot({ path: png, clip: { x: 0, y: 0, width: 1280, height: 900 } })
await page.screenshot({ path: join(dir, 'report-full.png'), fullPage: true })
await context.close()
console.log(`report ${report}\nscreenshot ${png}\nrequests other than the file itself: ${requests.length}`)
