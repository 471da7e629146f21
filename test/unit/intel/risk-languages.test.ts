import { test } from 'node:test'
import assert from 'node:assert/strict'
import { sharedEngine } from './helpers.ts'
import { fold, matchTerms } from '../../../src/intel/risk/lexicon.ts'
import type { PageSignals } from '../../../src/intel/types.ts'

// Short titles written for these tests in languages added to the trade terms (docs/intel.md, "High-risk
// similarity"): each names its trade outright, so it scores ≥ 0.8 on its own.
const TITLES: [string, string, string][] = [
  ['Danish', 'Netapotek med receptfri medicin', 'Pharmacies and prescription drugs'],
  ['Norwegian', 'Nettcasino med spilleautomater', 'Gambling and betting'],
  ['Finnish', 'Parhaat nettikasinot ja kolikkopelit', 'Gambling and betting'],
  ['Hungarian', 'Társkereső oldal szinglik számára', 'Dating and escort services'],
  ['Ukrainian', 'Ставки на спорт і онлайн-казино', 'Gambling and betting'],
  ['Bulgarian', 'Онлайн казино и спортни залози', 'Gambling and betting'],
  ['Slovak', 'Internetová lekáreň – lieky bez predpisu', 'Pharmacies and prescription drugs'],
  ['Persian (with a zero-width non-joiner)', 'سایت شرط‌بندی و کازینو آنلاین', 'Gambling and betting'],
  ['Malay', 'Laman cari jodoh untuk bujang', 'Dating and escort services'],
  ['English regional (pokies)', 'Play real money pokies online', 'Gambling and betting'],
  ['English (airsoft)', 'Airsoft guns and BB guns shop', 'Weapons and ammunition'],
  ['English (sugar dating)', 'Sugar daddies and sugar babies meet here', 'Dating and escort services'],
  ['Russian (torrent tracker)', 'Торрент-трекер: скачать фильмы и игры', 'Cyberlockers and file sharing'],
  ['Korean (torrent)', '무료 토렌트 사이트 모음', 'Cyberlockers and file sharing'],
  ['German (brothel)', 'Laufhaus und Bordell in Wien', 'Adult content'],
]

for (const [lang, title, cls] of TITLES) {
  test(`a ${lang} title that names its trade flags on its own, with its evidence`, async () => {
    const e = await sharedEngine()
    const r = await e.riskScore({ title, text: '' })
    assert.ok(r.highRiskSimilarityScore >= 0.8, `${r.highRiskSimilarityScore} ${JSON.stringify(r.matches[0])}`)
    assert.equal(r.matches[0]!.class, cls)
    assert.ok(r.matches[0]!.evidence.some((x) => x.endsWith('(title)')), r.matches[0]!.evidence.join(','))
  })
}

test('every word of a multi-word term may carry `*`: inflected phrases match', () => {
  const terms = (text: string) => matchTerms(text).hits.map((h) => h.term)
  assert.ok(terms('Ставки на спорт онлайн').includes('ставк на спорт'), 'ставк* на спорт')
  assert.ok(terms('электронные сигареты оптом').includes('электронн сигарет'), 'электронн* сигарет*')
  assert.ok(terms('Suplementy diety dla sportowców').includes('suplement diety'), 'suplement* diety')
  assert.ok(!terms('Ставка рефинансирования банка').some((t) => t.startsWith('ставк на')), 'the other words must follow')
})

test('folding: Persian letters, zero-width joiners, Hebrew final forms and Greek final sigma match their usual forms', () => {
  assert.equal(fold('کی'), fold('كي'), 'Persian keheh and yeh fold to the Arabic letters')
  assert.equal(fold('شرط‌بندی'), fold('شرطبندی'), 'a zero-width non-joiner inside a Persian word is dropped')
  assert.equal(fold('صيدلية'), fold('صيدليه'), 'teh marbuta as written with heh')
  assert.ok(matchTerms('ביטקוינים').hits.some((h) => h.cls === 'crypto'), 'a Hebrew term ending in a final letter matches with a suffix')
  assert.equal(fold('ΚΑΖΙΝΟΣ'), fold('καζινοσ'))
})

test('words that merely contain a trade word in another language stay unflagged', async () => {
  const e = await sharedEngine()
  const pages: PageSignals[] = [
    { title: 'Hampshire County Council – bins, schools and roads', text: '' },
    { title: 'ASE certified mechanics – brakes, tyres and MOT', text: '' },
    { title: 'Puskás Aréna – jegyek és programok', text: '' },
    { title: 'Condo presale in Vancouver – floor plans and prices', text: '' },
    { title: 'Kryptonite bike locks and chains', text: '' },
  ]
  for (const p of pages) {
    const r = await e.riskScore(p)
    assert.ok(r.highRiskSimilarityScore < 0.5, `${p.title} → ${r.highRiskSimilarityScore} ${JSON.stringify(r.matches[0])}`)
  }
})
