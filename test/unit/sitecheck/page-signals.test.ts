import { test } from 'node:test'
import assert from 'node:assert/strict'
import { pageSignals, pageSignalsAsync } from '../../../src/sitecheck/page-signals.ts'
import { MAX_ELEMENT_DEPTH } from '../../../src/text/bounds.ts'

const page = `<!doctype html><html><head><title>Shop</title></head><body><header><nav><a href="/">Home</a></nav></header>
  <h2>Returns</h2><p>Send it back within 30 days.</p><address>1 Main Street, Springfield</address>
  <img src="/img/visa-logo.png" alt="Visa"><form><input type="password"></form><footer>© 2024 Shop Ltd</footer></body></html>`

test('the sliced read gives the same signals as the one-call read', async () => {
  const once = pageSignals(page)
  assert.deepEqual(await pageSignalsAsync(page), once)
  assert.match(once.fullText, /Send it back within 30 days/)
  assert.deepEqual(once.addresses, ['1 Main Street, Springfield'])
  assert.equal(once.passwordInputs, 1)
})

test('the read stops at the nesting limit, as every HTML pass does', async () => {
  // Each open element cost the parser O(depth): 100,000 of them took 11.6 s in one turn of the event loop.
  const deep = `<!doctype html><html><body><p>Before the nest.</p>${'<div>w '.repeat(MAX_ELEMENT_DEPTH * 5)}<p>Past the nest.</p></body></html>`
  for (const s of [pageSignals(deep), await pageSignalsAsync(deep)]) {
    assert.match(s.fullText, /Before the nest/)
    assert.doesNotMatch(s.fullText, /Past the nest/)
    assert.ok(s.fullText.split('w').length - 1 < MAX_ELEMENT_DEPTH, 'stopped within the first MAX_ELEMENT_DEPTH elements')
  }
})

test('a page of em spaces (kept by the space-collapsing pattern) gives its text', async () => {
  const s = await pageSignalsAsync(`<p>a${'\u2003'.repeat(50_000)}b</p><p>c</p>`)
  assert.equal(s.fullText, `a${'\u2003'.repeat(50_000)}b\nc`)
})
