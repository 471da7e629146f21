import { test } from 'node:test'
import assert from 'node:assert/strict'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { extractPhrases, loadOrBuildSynonyms, phrasesPathIn } from '../../../src/intel/resources/synonyms.ts'
import { stem } from '../../../src/intel/text/tokenize.ts'
import { sharedEngine } from './helpers.ts'

const dict = fileURLToPath(new URL('../../fixtures/intel/wordnet-mini/', import.meta.url))

test('WordNet lemmas of two or three words are keyed by the stems of their words, hyphens and underscores alike', () => {
  const phrases = extractPhrases(dict)
  assert.deepEqual(phrases.get('mobil phone'), [2995984])
  // Keyed like single lemmas, through the same stemmer (its irregular-form lists read "lay" as a form of lie).
  const layOff = `${stem('lay')} off`
  assert.deepEqual(phrases.get(layOff), [1e8 + 2686624, 1e8 + 2408679])
  assert.deepEqual(phrases.get('second hand'), [2e8 + 1644709])
  assert.ok(phrases.has('real estat agent'))
  assert.equal(phrases.has('cellphon'), false, 'single words are the synonyms\' business')
  // A single lemma made of two lemmas is found under the two words written apart ("cell phone" = cellphone).
  assert.deepEqual(phrases.get('cell phone'), [2995984])
  const dir = mkdtempSync(join(tmpdir(), 'intel-phrases-'))
  try {
    const syn = loadOrBuildSynonyms(dir, dict)
    assert.ok(existsSync(phrasesPathIn(dir)), 'the derived file is written once')
    assert.deepEqual(syn.phrase('mobil phone'), [2995984])
    assert.deepEqual(loadOrBuildSynonyms(dir, dict).phrase(layOff), [1e8 + 2686624, 1e8 + 2408679], 'and read back')
    assert.equal(syn.phrase('mobil home'), undefined)
  } finally { rmSync(dir, { recursive: true, force: true }) }
})

test('a phrase meets the single word WordNet files it with: mobile phone / cellphone, laid off / fired, second hand / used', async () => {
  const e = await sharedEngine()
  const cases: [string, string, string][] = [
    ['She sold her old mobile phone', 'She sold her old cellphone', 'She sold her old laptop'],
    ['The factory laid off workers', 'The factory fired workers', 'The factory hired workers'],
    // Two words WordNet writes as one ("secondhand", a sense of used).
    ['a second hand piano', 'a used piano', 'a new piano'],
  ]
  for (const [a, para, other] of cases) {
    const p = (await e.similarity(a, para)).similarityScore, o = (await e.similarity(a, other)).similarityScore
    assert.ok(p >= 0.6 && p > o + 0.1, `${a} / ${para}: ${p} against ${other}: ${o}`)
  }
})

test('the words of a phrase are not matched to the phrase\'s own words, and unrelated pairs stay apart', async () => {
  const e = await sharedEngine()
  // "phone" is inside "mobile phone": no credit from the phrase beyond the shared word itself.
  const inside = (await e.similarity('mobile phone', 'phone')).similarityScore
  const before = (await e.similarity('mobile device', 'phone')).similarityScore
  assert.ok(inside < 0.8, String(inside))
  assert.ok(before < inside, `${before} < ${inside}`)
  assert.ok((await e.similarity('He was laid off in May', 'He bought a sofa in May')).similarityScore < 0.5)
})
