import { test } from 'node:test'
import assert from 'node:assert/strict'
import { sharedEngine } from './helpers.ts'
import { matchTerms } from '../../../src/intel/risk/lexicon.ts'
import { termScores } from '../../../src/intel/risk/score.ts'
import type { PageSignals } from '../../../src/intel/types.ts'

// Fixtures written for these tests: what such merchants put in their title, description and text.
const SITES: [string, PageSignals, string, string][] = [
  ['a French poker site', { title: 'Poker en ligne et paris sportifs – Jouez dès maintenant', description: 'Tournois de poker, paris sportifs en direct et bonus sur votre premier dépôt.', text: '' },
    'Gambling and betting', 'paris sportif'],
  ['a Japanese online-casino title', { title: 'オンラインカジノ｜スロット・ライブカジノで遊ぼう', description: '', text: '' }, 'Gambling and betting', 'カジノ'],
  ['a Russian pharmacy', { title: 'Интернет-аптека — лекарства без рецепта с доставкой', description: 'Купить препараты и лекарственные средства онлайн по низким ценам.', text: '' },
    'Pharmacies and prescription drugs', 'аптек'],
  ['a Turkish betting site', { title: 'Canlı Bahis ve Casino — Güvenilir Bahis Sitesi', description: 'Spor bahisleri, canlı casino ve slot oyunları. Hoşgeldin bonusu!', text: '' },
    'Gambling and betting', 'bahis'],
  ['an Arabic dating page', { title: 'موقع تعارف وزواج عربي', description: 'تعارف جاد للزواج ودردشة مع عزاب من كل الدول', text: '' }, 'Dating and escort services', 'تعارف'],
  ['a Chinese sports-betting page with a Latin brand', { title: 'BETWIN88 体育投注 | 真人荷官 百家乐', description: '', text: '' }, 'Gambling and betting', '体育投注'],
  ['a Korean crypto exchange', { title: '비트코인 거래소 — 암호화폐를 안전하게 거래하세요', description: '', text: '' }, 'Cryptocurrency and non-fiat currency', '비트코인'],
  ['a German vape shop', { title: 'E-Zigaretten & Liquids günstig kaufen', description: 'Ihr Dampfer-Shop für E-Zigaretten, Liquids und Zubehör.', text: '' }, 'Tobacco and vaping', 'e-zigarette'],
  ['an Indonesian betting site', { title: 'Situs Judi Online Terpercaya — Taruhan Bola dan Slot Online', description: '', text: '' }, 'Gambling and betting', 'judi online'],
  ['a Vietnamese betting site', { title: 'Nhà cái uy tín — Cá cược bóng đá, Casino trực tuyến', description: '', text: '' }, 'Gambling and betting', 'cá cược'],
  ['a Thai online casino', { title: 'คาสิโนออนไลน์ บาคาร่า สล็อต', description: '', text: '' }, 'Gambling and betting', 'คาสิโน'],
  ['a Hebrew dating site', { title: 'אתר היכרויות לרווקים ורווקות', description: '', text: '' }, 'Dating and escort services', 'היכרויות'],
  ['a Polish file-sharing site', { title: 'Przyjazny dysk internetowy', description: 'Przechowywanie i udostępnianie plików, mnóstwo plików do pobrania.', text: '' },
    'Cyberlockers and file sharing', 'dysk internetowy'],
]

for (const [what, page, cls, termPart] of SITES) {
  test(`${what} is flagged as ${cls} with its evidence`, async () => {
    const e = await sharedEngine()
    const r = await e.riskScore(page)
    assert.ok(r.highRiskSimilarityScore >= 0.8, `${r.highRiskSimilarityScore} ${JSON.stringify(r.matches[0])}`)
    const top = r.matches[0]!
    assert.equal(top.class, cls)
    assert.ok(top.evidence.length > 0 && top.evidence.every((x) => / \((title|description|keywords|headings|text|host|page)\)$/.test(x)), top.evidence.join(','))
    assert.ok(top.evidence.some((x) => x.includes(termPart)), top.evidence.join(','))
    assert.ok(top.visaProgramme && top.mastercardProgramme, 'scheme programmes are attached')
  })
}

const SHORT: [string, string][] = [
  ['online casino', 'Gambling and betting'], ['buy guns', 'Weapons and ammunition'], ['vape shop', 'Tobacco and vaping'],
  ['live sex cams', 'Adult content'], ['crypto exchange', 'Cryptocurrency and non-fiat currency'],
]
for (const [text, cls] of SHORT) {
  test(`the short text "${text}" names its class outright (≥ 0.8) as title or as the only text`, async () => {
    const e = await sharedEngine()
    for (const page of [{ title: text, text: '' }, { text }]) {
      const r = await e.riskScore(page)
      assert.equal(r.matches[0]!.class, cls)
      assert.ok(r.highRiskSimilarityScore >= 0.8, `${JSON.stringify(page)} → ${r.highRiskSimilarityScore}`)
    }
  })
}

test('a normal bank stays low, and a bank page that mentions casinos in passing too', async () => {
  const e = await sharedEngine()
  const bank = {
    title: 'Northfield Bank — current accounts, savings and mortgages',
    description: 'Open a current account, compare savings rates, apply for a mortgage or a personal loan, and bank online or in our app.',
    text: 'Everyday banking made simple. Open a current account in minutes and manage your money in our mobile app. ' +
      'Compare our savings accounts and fixed-rate bonds, see today\'s mortgage rates, or apply for a credit card. ' +
      'Our advisers help small businesses with loans, payments and foreign exchange. Protect yourself from fraud: ' +
      'we will never ask for your PIN. You can block card payments to gambling and casino sites in the app settings. ' +
      'Branches are open Monday to Saturday; find your nearest branch or call us. Deposits are protected up to the legal limit. ' +
      'Read our annual report, our sustainability commitments and careers at the bank.',
  }
  const r = await e.riskScore(bank)
  assert.ok(r.highRiskSimilarityScore < 0.5, `${r.highRiskSimilarityScore} ${JSON.stringify(r.matches.slice(0, 2))}`)
})

test('weak trade words alone never flag a page ("match date", "odds")', () => {
  const t = termScores({ title: 'Match date and odds of rain for the final', text: '' })
  for (const [, s] of t) assert.ok(s.score < 0.5, String(s.score))
})

test('matching: accents and case folded, word boundaries for Latin, substrings for CJK and Arabic, prefixes for inflections', () => {
  const cls = (text: string) => new Set(matchTerms(text).hits.map((h) => h.cls))
  assert.ok(cls('RÉPLIQUES de montres').has('counterfeit'))
  assert.ok(cls('Kasyno online z bonusem').has('gambling'), 'kasyn* matches kasyno')
  assert.ok(!cls('the alphabet and a better bettor').has('dating'))
  assert.ok(!cls('shotgun wedding').has('gambling'))
  assert.ok(cls('最新の仮想通貨ニュース').has('crypto'), 'Japanese substring inside a longer run')
  assert.ok(cls('الكازينو المباشر').has('gambling'), 'Arabic article attached to the term')
  assert.ok(!cls('Wetterbericht für morgen').has('gambling'), 'wetter (weather) is not wetten')
  assert.ok(cls('canlı bahis').has('gambling'), 'Turkish dotless i folded')
})
