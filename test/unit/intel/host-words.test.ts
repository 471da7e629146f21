import { test } from 'node:test'
import assert from 'node:assert/strict'
import { sharedEngine } from './helpers.ts'
import { hostWords } from '../../../src/intel/text/host-words.ts'
import { termScores } from '../../../src/intel/risk/score.ts'

test('host names are split into words by the vocabulary (digits apart, hyphens kept, suffix and www dropped)', async () => {
  const e = await sharedEngine()
  const rank = (w: string) => e.lexicon.vectors.index(w)
  const words = (h: string) => hostWords(`https://${h}/`, rank)
  assert.deepEqual(words('888casino.com'), ['888', 'casino'])
  assert.deepEqual(words('www.bet-at-home.com'), ['bet', 'at', 'home'])
  assert.deepEqual(words('expertsexchange.com'), ['experts', 'exchange'])
  assert.deepEqual(words('therapistfinder.co.uk'), ['therapist', 'finder'])
  assert.deepEqual(words('penisland.net'), ['pen', 'island'])
  assert.ok(words('bestcasinoslots.com').join(' ').startsWith('best casino'), words('bestcasinoslots.com').join(' '))
  assert.deepEqual(hostWords('https://127.0.0.1:8080/x', rank), [])
  assert.deepEqual(hostWords('not a url', rank), [])
  assert.deepEqual(hostWords('https://xn--80adxhks.xn--p1ai/', rank), ['москва'], 'punycode labels are read in their own script')
})

test('a brand-only page is read by its host words; a page that says what it is is not flagged by its host', async () => {
  const e = await sharedEngine()
  const rank = (w: string) => e.lexicon.vectors.index(w)
  const brandOnly = termScores({ url: 'https://luckycasinoworld.example/', title: 'LuckyCasinoWorld', text: '' }, rank).get('gambling')
  assert.ok(brandOnly && brandOnly.score >= 0.5, JSON.stringify(brandOnly))
  assert.ok(brandOnly.evidence.some((x) => x === 'casino (host)'), brandOnly.evidence.join(','))
  // The same brand in the title of a page on another host is read there (a brand built from words, docs/intel.md).
  const inTitle = termScores({ url: 'https://example.org/', title: 'LuckyCasinoWorld', text: '' }, rank).get('gambling')
  assert.ok(inTitle && inTitle.score >= 0.5 && inTitle.evidence.some((x) => x === 'casino (title)'), JSON.stringify(inTitle))
  const r = await e.riskScore({ url: 'https://www.pornhub.com/', title: 'Pornhub', text: '' })
  assert.ok(r.highRiskSimilarityScore >= 0.5 && r.matches[0]!.class === 'Adult content', JSON.stringify(r.matches[0]))
  // The host word alone is a booster on a page with its own words: a travel guide on a site named after a casino.
  const guide = termScores({
    url: 'https://casinoharbourguide.example/', title: 'Walks around the old harbour',
    description: 'Gardens, museums, cafés and the best views over the bay for a weekend visit.', text: 'Start early at the market, then climb to the castle.',
  }, rank).get('gambling')
  assert.ok(!guide || guide.score < 0.5, JSON.stringify(guide))
  // Word boundaries, not substrings: no class hides inside "therapist" or "penisland".
  for (const url of ['https://therapistfinder.example/', 'https://penisland.example/', 'https://expertsexchange.example/']) {
    for (const [, s] of termScores({ url, title: '', text: '' }, rank)) assert.ok(s.score < 0.5, `${url} ${JSON.stringify(s)}`)
  }
})
