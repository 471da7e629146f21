// Variant A field mapping and Variant B metadata shape (docs/api.md).
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { extractDocument } from '../../../src/extract/engine.ts'
import { toVariantBMetadata } from '../../../src/operations/variant-b/map.ts'
import { DEFAULT_VARIANT_A_FIELDS, toVariantAFields } from '../../../src/operations/variant-a/map.ts'

const html = `<html lang="en"><head><title>Acme Tools</title><meta name="description" content="Hand tools.">
<meta name="keywords" content="hammers, saws"><meta property="og:image" content="/og.png"><meta property="og:image" content="/og2.png">
<meta name="theme-color" content="#123456"></head><body><a href="mailto:info@acme-tools.com">m</a>
<a href="tel:+14155550123">t</a><a href="https://www.facebook.com/acmetools">f</a></body></html>`
const doc = extractDocument(html, 'https://www.acme-tools.com/')

test('Variant A: every requested key present, strings only, lists joined with ", ", URLs absolute', () => {
  const out = toVariantAFields(doc, ['title', 'og:image', 'theme-color', 'keywords', 'emails', 'phone_numbers', 'social_links', 'author', 'og:nothing', 'OG:IMAGE'])
  assert.deepEqual(out, {
    title: 'Acme Tools', 'og:image': 'https://www.acme-tools.com/og.png, https://www.acme-tools.com/og2.png', 'theme-color': '#123456',
    keywords: 'hammers, saws', emails: 'info@acme-tools.com', phone_numbers: '+14155550123',
    social_links: 'https://www.facebook.com/acmetools', author: '', 'og:nothing': '', 'OG:IMAGE': 'https://www.acme-tools.com/og.png, https://www.acme-tools.com/og2.png',
  })
})

test('Variant A default set: documented names, all present', () => {
  const out = toVariantAFields(doc)
  assert.deepEqual(Object.keys(out), [...DEFAULT_VARIANT_A_FIELDS])
  assert.equal(out.favicon, 'https://www.acme-tools.com/favicon.ico')
  assert.equal(out.lang, 'en')
  for (const v of Object.values(out)) assert.equal(typeof v, 'string')
})

test('Variant A logo and icons: the logo (else the favicon) and every declared icon URL', () => {
  const d = extractDocument('<link rel="icon" sizes="16x16" href="/f16.png"><link rel="apple-touch-icon" sizes="180x180" href="/t.png">', 'https://www.acme-tools.com/')
  assert.deepEqual(toVariantAFields(d, ['logo', 'icons', 'favicon']), {
    logo: 'https://www.acme-tools.com/t.png', icons: 'https://www.acme-tools.com/f16.png, https://www.acme-tools.com/t.png', favicon: 'https://www.acme-tools.com/t.png',
  })
  assert.deepEqual(toVariantAFields(extractDocument('<p>x</p>', 'https://www.acme-tools.com/'), ['logo', 'icons']), { logo: 'https://www.acme-tools.com/favicon.ico', icons: '' })
})

test('Variant B: exactly the spec keys, empty string / empty array when none', () => {
  assert.deepEqual(toVariantBMetadata(doc), {
    title: 'Acme Tools', description: 'Hand tools.', keywords: 'hammers, saws', emails: ['info@acme-tools.com'],
    phoneNumbers: ['+14155550123'], socialMediaLinks: ['https://www.facebook.com/acmetools'],
  })
  assert.deepEqual(toVariantBMetadata(extractDocument('', 'https://www.acme-tools.com/')),
    { title: '', description: '', keywords: '', emails: [], phoneNumbers: [], socialMediaLinks: [] })
})
