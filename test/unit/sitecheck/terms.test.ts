/** Multilingual recognition of policy pages by link text, URL slug and heading (terms.ts, classify.ts). */
import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { linkTopics, topicsIn } from '../../../src/sitecheck/classify.ts'
import { normalize, termMatcher } from '../../../src/sitecheck/match.ts'
import { findAddress } from '../../../src/sitecheck/checks/address.ts'
import type { CrawledPage } from '../../../src/sitecheck/types.ts'

describe('page names in eight languages', () => {
  const cases: [string, string, string][] = [
    ['https://s.test/widerrufsbelehrung', 'Widerrufsbelehrung', 'cancellation'],
    ['https://s.test/agb', 'AGB', 'terms'],
    ['https://s.test/impressum', 'Impressum', 'imprint'],
    ['https://s.test/datenschutzerklaerung', 'Datenschutz', 'privacy'],
    ['https://s.test/cgv', 'CGV', 'terms'],
    ['https://s.test/mentions-legales', 'Mentions légales', 'imprint'],
    ['https://s.test/politique-de-remboursement', 'Politique de remboursement', 'refund'],
    ['https://s.test/aviso-legal', 'Aviso legal', 'imprint'],
    ['https://s.test/politica-de-devoluciones', 'Política de devoluciones', 'return'],
    ['https://s.test/termini-e-condizioni', 'Termini e condizioni', 'terms'],
    ['https://s.test/diritto-di-recesso', 'Recesso', 'cancellation'],
    ['https://s.test/politica-de-privacidade', 'Política de privacidade', 'privacy'],
    ['https://s.test/algemene-voorwaarden', 'Algemene voorwaarden', 'terms'],
    ['https://s.test/retourbeleid', 'Retourbeleid', 'return'],
    ['https://s.test/regulamin', 'Regulamin', 'terms'],
    ['https://s.test/polityka-prywatnosci', 'Polityka prywatności', 'privacy'],
    ['https://s.test/zwroty', 'Zwroty', 'return'],
    ['https://s.test/versand', 'Versand & Lieferung', 'shipping'],
    ['https://s.test/spedizioni', 'Spedizioni', 'shipping'],
    ['https://s.test/dostawa', 'Dostawa', 'shipping'],
  ]
  for (const [url, text, topic] of cases) {
    it(`${text} → ${topic} (link text and slug each)`, () => {
      assert.ok(linkTopics('https://s.test/x', text).includes(topic as never), `text ${text}`)
      assert.ok(linkTopics(url, '').includes(topic as never), `slug ${url}`)
    })
  }

  it('short terms match whole words only; long ones match word starts', () => {
    assert.deepEqual(topicsIn(normalize('Magbook')), [])
    assert.ok(topicsIn(normalize('Unsere AGB')).includes('terms'))
    const m = termMatcher(['widerruf'])
    assert.equal(m.find(normalize('Widerrufsbelehrung')), 'widerruf')
    assert.equal(m.find(normalize('kein Treffer hier')), undefined)
  })
})

describe('business addresses', () => {
  const page = (text: string) => ({ url: 'https://s.test/', doc: { jsonLd: [], microdata: {} }, signals: { fullText: text, addresses: [] } }) as unknown as CrawledPage
  const full: [string, string | undefined][] = [
    ['Karl-Liebknecht-Straße 45\n04275 Leipzig\nDeutschland', 'DE'],
    ['12 rue de la Paix, 75002 Paris, France', 'FR'],
    ['Calle Mayor 14, 23001 Jaén, España', 'ES'],
    ['Via Roma 10\n80054 Gragnano (NA)', undefined],
    ['Rua Brito Capelo 200\n4450-073 Matosinhos', 'PT'],
    ['Javastraat 88\n1094 HL Amsterdam', 'NL'],
    ['ul. Floriańska 12\n31-019 Kraków', 'PL'],
    ['500 Market Street\nSan Francisco, CA 94105', 'US'],
    ['14 Walcot Street, Bath BA1 5BG', 'GB'],
  ]
  for (const [text, country] of full) {
    it(`${text.replace(/\n/g, ', ')} is a full address${country ? ` in ${country}` : ''}`, () => {
      const hit = findAddress(page(text))
      assert.equal(hit?.full, true)
      if (country) assert.equal(hit?.country, country)
    })
  }
  it('prose without an address is none', () => {
    assert.equal(findAddress(page('We ship worldwide within 3 days.\nOrder today.')), undefined)
  })
})
