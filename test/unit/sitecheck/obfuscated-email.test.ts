/**
 * The obfuscated-address pattern of the contact check runs on a page's whole text (up to 60,000 characters, runs of
 * em spaces and "a-a-a-…" runs kept). Its direct form restarted at every word boundary of such a run and re-split
 * every blank run: 11–18 s on one page in the thread that answers requests.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { runBounded } from '../../helpers/bounded-worker.ts'
import { contactsOf } from '../../../src/sitecheck/checks/policies.ts'
import type { Review } from '../../../src/sitecheck/review.ts'

const reviewOf = (fullText: string) => ({ pages: [{ url: 'https://shop.test/', doc: { emails: [], phoneNumbers: [] }, signals: { fullText } }] }) as unknown as Review

// The direct form and what the check did with its match: the emails contactsOf reported.
const OLD = /\b[\w.+-]+\s*(?:\[at\]|\(at\)|\{at\}|\s+at\s+|\s*@\s*)\s*[\w-]+(?:\s*(?:\[dot\]|\(dot\)|\{dot\}|\s+dot\s+|\.)\s*[\w-]+)+/i
const FAKE = /@(?:yourdomain\.|your-domain\.|yourcompany\.|sentry\.|sentry-next\.|wixpress\.com)/i
function before(text: string): string[] {
  const e = OLD.exec(text)
  if (e && /\[at\]|\(at\)|\{at\}|\sat\s/i.test(e[0]) && !FAKE.test(e[0].replace(/\s*(?:\[at\]|\(at\)|\{at\}|\sat\s)\s*/i, '@'))) return [e[0]]
  return []
}

test('contactsOf finds the same obfuscated address as the direct pattern on 20,000 random texts', () => {
  const words = ['a', 'x1', 'a.b', '-a', 'a-', '.a', 'info', 'at', 'AT', 'dot', '.', '+', '_', 'é', 'sentry']
  const seps = [' ', '  ', '\u2003', ' at ', '@', ' @ ', '[at]', '(at)', '{at}', ' dot ', '.', ' . ', '[dot]', '{dot}', '!', '\n', '', ' \u2003 at', 'at ', ' (at) ']
  let seed = 11
  const next = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed }
  let found = 0
  for (let i = 0; i < 20_000; i++) {
    let s = ''
    const len = 2 + next() % 10
    for (let j = 0; j < len; j++) s += j % 2 ? seps[next() % seps.length] : words[next() % words.length]
    const want = before(s) // all under the 120 characters a quote is clipped to
    const got = contactsOf(reviewOf(s)).emails.map((e) => e.quote)
    assert.deepEqual(got, want, JSON.stringify(s))
    if (want.length) found++
  }
  assert.ok(found > 1000, `only ${found} texts held an obfuscated address`)
  assert.deepEqual(contactsOf(reviewOf('Write to info [at] shop [dot] de today')).emails.map((e) => e.quote), ['info [at] shop [dot] de'])
})

test('a page text of long runs is read once', { timeout: 120_000 }, async () => {
  const code = `
    const { parentPort } = require('node:worker_threads')
    import(${JSON.stringify(new URL('../../../src/sitecheck/checks/policies.ts', import.meta.url).href)}).then(({ contactsOf }) => {
      const review = (fullText) => ({ pages: [{ url: 'https://shop.test/', doc: { emails: [], phoneNumbers: [] }, signals: { fullText } }] })
      const texts = ['a-'.repeat(30000), 'x' + '\\u2003'.repeat(59990) + '!', 'x at y' + '\\u2003'.repeat(59990) + '!', 'x' + '\\u2003'.repeat(59970) + '@y dot at dot z']
      parentPort.postMessage(texts.map((t) => contactsOf(review(t)).emails.length))
    })`
  assert.deepEqual(await runBounded(code, 'the page text was not read', 30_000), [0, 0, 0, 1])
})
