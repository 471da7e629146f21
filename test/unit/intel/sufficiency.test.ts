import { test } from 'node:test'
import assert from 'node:assert/strict'
import { signalsFromHtml } from '../../../src/intel/signals.ts'
import { flatten } from '../../../src/intel/text/sufficiency.ts'
import { sharedEngine, SPORTS_PAGE } from './helpers.ts'

const PAGES: [string, string, string][] = [
  ['an empty page', '<html><head></head><body></body></html>', 'insufficient_content'],
  ['a JavaScript app shell', '<html><head><title>App</title><script src="/static/js/main.3f2a.js"></script></head><body><noscript>You need to enable JavaScript to run this app.</noscript><div id="root"></div></body></html>', 'needs_rendering'],
  ['a script-only page', '<html><head><script>window.location.hash="#/home"</script><script src="/bundle.js"></script></head><body></body></html>', 'needs_rendering'],
  ['a navigation-only page', '<html><body><nav><a href="/">Home</a><a href="/about">About</a><a href="/shop">Shop</a><a href="/contact">Contact</a></nav><footer>© 2026</footer></body></html>', 'insufficient_content'],
  ['a login wall', '<html><head><title>Sign in</title></head><body><form><label>Email</label><input type="email"><label>Password</label><input type="password"><button>Sign in</button></form><p>Forgot your password?</p></body></html>', 'insufficient_content'],
]

for (const [what, html, code] of PAGES) {
  test(`${what} gets confidence below 0.5 and the warning ${code}`, async () => {
    const e = await sharedEngine()
    const s = signalsFromHtml(html, 'https://thin.example/')
    const r = await e.categorize(s)
    assert.ok(r.categories[0]!.confidence < 0.5, String(r.categories[0]!.confidence))
    assert.deepEqual(r.warnings?.map((w) => w.code), [code])
    const sum = r.categories.reduce((a, c) => a + c.confidence, 0)
    assert.ok(Math.abs(sum - 1) < 0.01, `confidences still sum to 1 (${sum})`)
    const ai = await e.aiResponse(s)
    assert.ok(ai.categoryConfidenceScore < 0.5)
    assert.equal(ai.warnings?.[0]?.code, code)
  })
}

test('a page with real text gets no content warning', async () => {
  const e = await sharedEngine()
  const r = await e.categorize(SPORTS_PAGE)
  assert.equal(r.warnings, undefined)
})

test('flatten keeps the order and the sum and caps the top at 0.45', () => {
  const f = flatten([{ name: 'a', confidence: 0.9 }, { name: 'b', confidence: 0.08 }, { name: 'c', confidence: 0.02 }])
  assert.deepEqual(f.map((c) => c.name), ['a', 'b', 'c'])
  assert.ok(Math.abs(f[0]!.confidence - 0.45) < 1e-3)
  assert.ok(f[0]!.confidence > f[1]!.confidence && f[1]!.confidence > f[2]!.confidence)
  assert.ok(Math.abs(f.reduce((a, c) => a + c.confidence, 0) - 1) < 1e-3)
})
