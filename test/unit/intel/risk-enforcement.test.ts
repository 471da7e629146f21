import { test } from 'node:test'
import assert from 'node:assert/strict'
import { sharedEngine } from './helpers.ts'
import { pageStance } from '../../../src/intel/risk/stance.ts'

// Headlines written for these tests: a story on enforcement against a trade (a fine, an arrest, a seizure, a
// licence taken away) reports on it, in every main language of the trade terms, even with no attribution line.
const REPORTS: [string, string][] = [
  ['en', 'Online casino fined £2m for failing to protect customers'],
  ['en', 'Gun seller arrested after illegal firearms seized'],
  ['de', 'Online-Casino muss Geldstrafe zahlen'],
  ['fr', 'Casino en ligne : un opérateur condamné à une amende'],
  ['es', 'Multa a una casa de apuestas por publicidad ilegal'],
  ['it', 'Sequestrati 300 chili di cannabis, due arrestati'],
  ['pt', 'Cassino online ilegal: apreendidos computadores'],
  ['nl', 'Boete voor online casino wegens reclame'],
  ['pl', 'Nielegalne kasyno: nalot policji, grzywna dla właściciela'],
  ['ru', 'Оштрафован владелец онлайн-казино'],
  ['tr', 'Yasa dışı bahis sitesine operasyon: 12 kişi tutuklandı'],
  ['ja', 'オンラインカジノ運営者を逮捕'],
  ['zh', '非法网络赌场被查处'],
  ['ko', '불법 온라인 카지노 운영자 검거'],
  ['ar', 'القبض على مشغل كازينو إلكتروني غير مرخص'],
]

for (const [lang, title] of REPORTS) {
  test(`${lang}: an enforcement headline about a trade is reported on, not offered ("${title}")`, async () => {
    const e = await sharedEngine()
    const page = { title, text: '' }
    assert.ok(pageStance(page).report > pageStance(page).offer, JSON.stringify(pageStance(page)))
    const r = await e.riskScore(page)
    assert.ok(r.highRiskSimilarityScore < 0.5, `${r.highRiskSimilarityScore} ${JSON.stringify(r.matches[0])}`)
  })
}

test('a merchant that mentions a ban in its offer copy still offers', async () => {
  const e = await sharedEngine()
  for (const page of [
    { title: 'Online casino – play slots now', description: 'Free spins on your first deposit. Banned players cannot withdraw.', text: '' },
    { title: 'Vape shop', description: 'Disposable vapes before they are banned! Buy now, free delivery.', text: '' },
  ]) {
    const r = await e.riskScore(page)
    assert.ok(r.highRiskSimilarityScore >= 0.8, `${page.title} → ${r.highRiskSimilarityScore}`)
  }
})
