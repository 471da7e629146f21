// Contact data: the fixture set must keep precision and recall ≥ 0.95 per kind (docs/extract.md), and the
// individual traps stay pinned.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { scoreContacts } from '../../../bench/extract/contacts-score.ts'
import { extractDocument } from '../../../src/extract/engine.ts'
import { normalizeSocial } from '../../../src/extract/contact/social.ts'
import { validEmail } from '../../../src/extract/contact/emails.ts'

test('fixture set: ≥ 40 pages, precision and recall ≥ 0.95 for emails, phones and social links', () => {
  const s = scoreContacts()
  assert.ok(s.pages >= 40, `only ${s.pages} pages`)
  for (const kind of ['emails', 'phones', 'social'] as const) {
    assert.ok(s[kind].precision >= 0.95, `${kind} precision ${s[kind].precision}: ${s.misses.join('; ')}`)
    assert.ok(s[kind].recall >= 0.95, `${kind} recall ${s[kind].recall}: ${s.misses.join('; ')}`)
  }
})

const doc = (body: string, url = 'https://www.acme-tools.com/') => extractDocument(`<html lang="en"><body>${body}</body></html>`, url)

test('emails: mailto, text, obfuscations and entities; asset names and reserved domains refused', () => {
  const d = doc('<a href="mailto:Sales@Acme-Tools.com?subject=hi">x</a> <p>ops [at] acme-tools [dot] com</p><p>hr(at)acme-tools.com</p>' +
    '<p>&#105;&#116;&#64;acme-tools.com</p><p>logo@2x.png icon@3x.webp you@example.com user@example</p><p>write to us at acme-tools.com</p>')
  assert.deepEqual(d.emails.sort(), ['hr@acme-tools.com', 'it@acme-tools.com', 'ops@acme-tools.com', 'sales@acme-tools.com'])
  assert.equal(validEmail('a..b@acme-tools.com'), undefined)
  assert.equal(validEmail('name@acme-tools.notatld'), undefined)
})

test('phones: tel: links and labelled text to E.164; dates, prices, order numbers and zip codes refused', () => {
  const d = doc('<a href="tel:+1-415-555-0123">call</a><p>Phone: (212) 555-0142</p>' +
    '<p>Order #4155550188 placed 2024-03-14, total $2,125.55, zip 94107, tracking 1Z999AA10123456784</p>')
  assert.deepEqual(d.phoneNumbers.sort(), ['+12125550142', '+14155550123'])
})

test('phones: region hint from the ccTLD, else the language', () => {
  assert.deepEqual(doc('<p>Tel. 030 5555 1234</p>', 'https://www.acme-tools.de/').phoneNumbers, ['+493055551234'])
  assert.deepEqual(extractDocument('<html lang="en-GB"><body><p>Tel: 020 7946 0321</p></body></html>', 'https://acme-tools.com/').phoneNumbers, ['+442079460321'])
})

test('social: profiles normalised; share, intent, plugin and post links refused', () => {
  assert.equal(normalizeSocial('http://m.facebook.com/AcmeTools/?ref=bookmarks'), 'https://www.facebook.com/acmetools')
  assert.equal(normalizeSocial('https://twitter.com/AcmeTools'), 'https://x.com/acmetools')
  assert.equal(normalizeSocial('https://uk.linkedin.com/company/acme-tools/'), 'https://www.linkedin.com/company/acme-tools')
  assert.equal(normalizeSocial('https://www.youtube.com/@AcmeTools/videos'), 'https://www.youtube.com/@AcmeTools')
  assert.equal(normalizeSocial('https://api.whatsapp.com/send?phone=+14155550123'), 'https://wa.me/14155550123')
  for (const share of ['https://www.facebook.com/sharer/sharer.php?u=x', 'https://twitter.com/intent/tweet?text=x', 'https://twitter.com/share',
    'https://www.linkedin.com/shareArticle?url=x', 'https://pinterest.com/pin/create/button/?url=x', 'https://www.facebook.com/plugins/like.php',
    'https://wa.me/?text=x', 'https://t.me/share/url?url=x', 'https://www.reddit.com/submit?url=x', 'https://www.instagram.com/p/abc/',
    'https://twitter.com/acme/status/123', 'https://www.youtube.com/watch?v=x', 'https://acme-tools.com/@team']) {
    assert.equal(normalizeSocial(share), undefined, share)
  }
})
