import { test } from 'node:test'
import assert from 'node:assert/strict'
import { resolveEntityFromHtml } from '../../../src/media/entity.ts'

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
