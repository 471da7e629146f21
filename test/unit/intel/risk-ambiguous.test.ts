import { test } from 'node:test'
import assert from 'node:assert/strict'
import { sharedEngine } from './helpers.ts'
import { otherTradeHead } from '../../../src/intel/risk/heads.ts'

// Phrases that name a risky trade in one sense and an ordinary one in another, and analysis words that merchants
// print themselves. Every text here was written for these tests.
const scores = async (cases: { title: string; description: string }[]) => {
  const e = await sharedEngine()
  const out: { title: string; score: number; cls: string | undefined }[] = []
  for (const c of cases) {
    const r = await e.riskScore({ ...c, text: '' })
    out.push({ title: c.title, score: r.highRiskSimilarityScore, cls: r.matches[0]?.class })
  }
  return out
}

test('a drum magazine, a companion agency for seniors, spicy food videos and bird seed are not the risky trade', async () => {
  const flagged = (await scores([
    { title: 'DRUM! Magazine – lessons, gear reviews and drummer interviews', description: 'Subscribe to the drum magazine for drummers: snares, cymbals and kits.' },
    { title: 'Sunrise Senior Care – a companion agency for the elderly', description: 'Non-medical home care: friendly carers for meals, errands and conversation.' },
    { title: 'Elite Companion Care | In-home care for seniors', description: 'Our carers help older adults with shopping, appointments and daily living.' },
    { title: 'Hot Sauce Reviews: spicy videos and spicy photos of every chili', description: 'Ghost pepper challenges, taste tests and recipes.' },
    { title: 'Wild bird seed mix', description: 'Not for human consumption. Sunflower hearts and millet for garden birds.' },
  ])).filter((r) => r.score >= 0.5)
  assert.deepEqual(flagged, [])
})

test('a betting, forex or crypto merchant that prints its own analysis or predictions stays flagged', async () => {
  const missed = (await scores([
    { title: 'Zakłady bukmacherskie online – typy i analiza meczów', description: 'Postaw zakład u bukmachera, bonus powitalny 500 zł. Kursy na żywo i analiza meczów.' },
    { title: 'Apuestas deportivas – pronósticos y análisis', description: 'Apuesta en fútbol con las mejores cuotas. Bono de bienvenida. Análisis de partidos.' },
    { title: 'Forex trading – market analysis and signals', description: 'Trade forex and CFDs with leverage. Daily market analysis.' },
    { title: 'Bitcoin price prediction and crypto exchange', description: 'Buy bitcoin and trade altcoins on our exchange.' },
  ])).filter((r) => r.score < 0.7)
  assert.deepEqual(missed, [])
})

test('the same phrases beside the trade\'s own words still count', async () => {
  const missed = (await scores([
    { title: 'AK-47 drum magazines in stock', description: 'Buy AK-47 parts, drum magazines and ammunition online.' },
    { title: 'Velvet Escorts – elite companions', description: 'Escort agency: elite companions for incall and outcall.' },
  ])).filter((r) => r.score < 0.5)
  assert.deepEqual(missed, [])
})

test('"Band" before a number is a volume (German, Dutch, Nordic), not a music group naming another trade', async () => {
  assert.equal(otherTradeHead('Hentai Manga Band 3 – Erotik-Comics ab 18'), undefined)
  assert.equal(otherTradeHead('Pokerstrategie Band II'), undefined)
  assert.equal(otherTradeHead('The Roulette Wheels – blues band'), 'band')
  assert.equal(otherTradeHead('Band of the Casino Night'), 'band')
  const missed = (await scores([
    { title: 'Hentai Manga Band 3 – Erotik-Comics ab 18 kaufen', description: 'Hentai und Erotik-Manga für Erwachsene.' },
  ])).filter((r) => r.score < 0.5)
  assert.deepEqual(missed, [])
})

test('a Hungarian booking ("lefoglal": to seize, also to book) is not a report', async () => {
  const missed = (await scores([
    { title: 'Online kaszinó – foglald le a bónuszod', description: 'Nyerőgépek és kaszinó bónusz. Asztal lefoglalása élő kaszinóban.' },
  ])).filter((r) => r.score < 0.7)
  assert.deepEqual(missed, [])
})

test('a title naming its trade by two terms is that trade although it holds another trade\'s head noun', async () => {
  // "electricity", "dental" and "pizza" are heads of ordinary trades (src/intel/risk/heads.ts)
  const r = await scores([
    { title: 'Bitcoin mining: cheap electricity, cloud mining', description: 'Rent hashrate and mine BTC with cloud mining contracts.' },
    { title: 'Casino Pizza Bar', description: 'Wood-fired pizza and cold beer in the town of Casino, NSW.' },
    { title: 'Online Casino Pizza Night', description: 'Pizza, drinks and board games every Friday.' },
    { title: 'Nude läppstift – Skönhetsbutiken', description: 'Läppstift och nagellack i nude-toner.' },
  ])
  assert.ok(r[0]!.score >= 0.7, `${r[0]!.title}: ${r[0]!.score}`)
  // one class word beside a head is a name or a modifier; a term and its own longer form, or two prefixes of one
  // word ("nude", "nud*"), are one term
  for (const x of r.slice(1)) assert.ok(x.score < 0.5, `${x.title}: ${x.score}`)
})
