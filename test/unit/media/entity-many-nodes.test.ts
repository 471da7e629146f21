import { test } from 'node:test'
import assert from 'node:assert/strict'
import { readEntity } from '../../../src/media/entity.ts'

test('a JSON-LD array of 200,000 items: the entity is still read (the items were once spread as arguments)', () => {
  const ld = `[{"@type":"Organization","legalName":"Acme Widgets Ltd"},${'0,'.repeat(200_000)}0]`
  const html = `<!doctype html><html><head><title>Acme</title><script type="application/ld+json">${ld}</script></head><body><p>Hi.</p></body></html>`
  const read = readEntity(html, 'https://acme.example/')
  assert.ok(JSON.stringify(read).includes('Acme Widgets Ltd'))
})
