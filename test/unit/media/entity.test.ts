import { test } from 'node:test'
import assert from 'node:assert/strict'
import { copyrightHolder, createEntityResolver, legalNameIn, resolveEntityFromHtml } from '../../../src/media/entity.ts'

const page = (head: string) => `<!doctype html><html><head>${head}</head><body><h1>Hi</h1></body></html>`

test('JSON-LD Organization legalName wins, then its name, then og:site_name, then the title, then the domain label', () => {
  const ld = (o: object) => `<script type="application/ld+json">${JSON.stringify(o)}</script>`
  const og = '<meta property="og:site_name" content="Acme Shop">'
  const title = '<title>Spring sale | Acme Online</title>'
  const url = 'https://www.acme.co.uk/sale'
  assert.deepEqual(resolveEntityFromHtml(page(ld({ '@context': 'https://schema.org', '@graph': [{ '@type': 'WebSite', name: 'x' }, { '@type': 'Organization', name: 'Acme', legalName: 'Acme Trading Ltd' }] }) + og + title), url), { name: 'Acme Trading Ltd', domain: 'acme.co.uk', source: 'jsonld_legal_name' })
  assert.equal(resolveEntityFromHtml(page(ld({ '@type': 'Corporation', name: 'Acme Corp' }) + og + title), url).name, 'Acme Corp')
  assert.equal(resolveEntityFromHtml(page('<script type="application/ld+json">{broken</script>' + og + title), url).name, 'Acme Shop')
  assert.equal(resolveEntityFromHtml(page(title), url).name, 'Acme Online')
  assert.equal(resolveEntityFromHtml(page(''), url).name, 'Acme')
})

test('a title tagline is never the entity: only the title part that carries the domain label, else the label', () => {
  const url = 'https://www.firstexample-bank.com/'
  assert.equal(resolveEntityFromHtml(page('<title>Checking, Savings, Mortgages &amp; Business Banking</title>'), url).name, 'Firstexample-bank')
  assert.equal(resolveEntityFromHtml(page('<title>Checking, Savings &amp; Loans | FirstExample Bank</title>'), url).name, 'FirstExample Bank')
})

test('copyright line and legal-form names', () => {
  assert.equal(copyrightHolder('Member FDIC. © 2019–2026 Harbor Trust Bank, N.A. All rights reserved.'), 'Harbor Trust Bank, N.A')
  assert.equal(copyrightHolder('Copyright © 2026 Acme Widgets GmbH | Impressum'), 'Acme Widgets GmbH')
  assert.equal(legalNameIn('Angaben gemäß § 5 TMG\nMüller Maschinenbau GmbH\nHauptstraße 1, 80331 München'), 'Müller Maschinenbau GmbH')
  assert.equal(legalNameIn('Éditeur du site : Dupont et Fils S.A.S., capital 10 000 €'), 'Dupont et Fils S.A.S.')
  assert.equal(legalNameIn('Welcome to our shop'), undefined)
  const url = 'https://www.harbortrust.com/'
  const r = resolveEntityFromHtml('<html><head><title>Checking, Savings</title></head><body><footer>© 2026 Harbor Trust Bank, N.A. All rights reserved.</footer></body></html>', url)
  assert.deepEqual(r, { name: 'Harbor Trust Bank, N.A', domain: 'harbortrust.com', source: 'copyright' })
})

test('resolver: the imprint page, then the WHOIS/RDAP registrant (unless redacted), are asked only when the page names no legal entity', async () => {
  const pages: Record<string, string> = {
    'https://shop.example.de/': '<html><head><title>Angebote der Woche</title></head><body><a href="/impressum">Impressum</a></body></html>',
    'https://shop.example.de/impressum': '<html><body><h1>Impressum</h1><p>Angaben gemäß § 5 TMG</p><p>Beispiel Handels GmbH</p><p>Musterweg 3, 10115 Berlin</p></body></html>',
    'https://bare.example.org/': '<html><head><title>Welcome</title></head><body>Hello</body></html>',
    'https://hidden.example.net/': '<html><head><title>Welcome</title></head><body>Hello</body></html>',
  }
  const asked: string[] = []
  const fetcher = {
    async fetch(u: string | URL) {
      const url = String(u); asked.push(url)
      const text = pages[url] ?? ''
      return { requestedUrl: url, url, status: 200, headers: {}, contentType: 'text/html', body: Buffer.from(text), truncated: false, text, charset: 'utf-8', redirects: [], remoteAddress: undefined, elapsedMs: 1 }
    },
    close: async () => {},
  }
  const registrant = async (domain: string) => (domain === 'example.org' ? 'Bare Example Foundation' : 'REDACTED FOR PRIVACY')
  const resolve = createEntityResolver(fetcher, { registrant })
  assert.deepEqual(await resolve('https://shop.example.de/'), { name: 'Beispiel Handels GmbH', domain: 'example.de', source: 'imprint' })
  assert.deepEqual(await resolve('https://bare.example.org/'), { name: 'Bare Example Foundation', domain: 'example.org', source: 'registrant' })
  assert.deepEqual(await resolve('https://hidden.example.net/'), { name: 'Example', domain: 'example.net', source: 'domain' })
})

// Tried as a new user would: a site addressed by IP (http://127.0.0.1:5792/casino) was
// screened as the entity "127" — the first octet read as a domain label.
test('a site addressed by an IP address is never named after an octet', () => {
  for (const [url, host] of [['http://127.0.0.1:5792/casino', '127.0.0.1'], ['http://203.0.113.9/', '203.0.113.9'], ['http://[2001:db8::1]/', '[2001:db8::1]']]) {
    const e = resolveEntityFromHtml('<html><head><title>Royal Spin – Play Slots Online</title></head><body><p>Play now.</p></body></html>', url)
    assert.notEqual(e.name, '127')
    assert.notEqual(e.name, '203')
    assert.equal(e.name, host)
    assert.equal(e.domain, host)
    assert.equal(e.source, 'domain')
  }
})
