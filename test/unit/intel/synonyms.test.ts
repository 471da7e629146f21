import { test } from 'node:test'
import assert from 'node:assert/strict'
import { mkdtempSync, existsSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { extractSynonyms, loadOrBuildSynonyms, synonymsPathIn } from '../../../src/intel/resources/synonyms.ts'
import { stem } from '../../../src/intel/text/tokenize.ts'
import { sharedEngine } from './helpers.ts'

const dict = fileURLToPath(new URL('../../fixtures/intel/wordnet-mini/', import.meta.url))

test('synonyms share a synset among their first three senses; rarer senses and other parts of speech do not count', () => {
  const dir = mkdtempSync(join(tmpdir(), 'intel-syn-'))
  try {
    const syn = loadOrBuildSynonyms(dir, dict)
    assert.ok(existsSync(synonymsPathIn(dir)), 'the derived file is written once')
    assert.equal(syn.same(stem('shooting'), stem('fire')), true, 'verb senses: shoot#1 is fire#3')
    assert.equal(syn.same(stem('kid'), stem('goat')), false, 'kid = goat only in its 5th sense')
    assert.equal(syn.same(stem('kid'), stem('issue')), false)
    assert.equal(syn.same('unknownword', stem('kid')), false)
    // Loading again reads the derived file and answers the same.
    assert.equal(loadOrBuildSynonyms(dir, dict).same(stem('fire'), stem('shoot')), true)
    assert.equal(extractSynonyms(dict, 5).get(stem('goat'))?.includes(2419466), true, 'keys are part of speech × 1e8 + offset')
  } finally { rmSync(dir, { recursive: true, force: true }) }
})

test('a WordNet synonym counts as the same word in similarity alignment', async () => {
  const e = await sharedEngine()
  const syn = await e.similarity('Three kids are running down the hill.', 'Three children are running down the hill.')
  const other = await e.similarity('Three kids are running down the hill.', 'Three horses are running down the hill.')
  assert.ok(syn.similarityScore > other.similarityScore, `${syn.similarityScore} > ${other.similarityScore}`)
  assert.ok(syn.similarityScore >= 0.75, String(syn.similarityScore))
})

test('pre-stemmed tokens keep their stem when Porter2 would cut them again; real words stem as usual', async () => {
  const lex = (await sharedEngine()).lexicon
  assert.equal(stem('cours'), 'cour', 'Porter2 is not idempotent')
  assert.equal(lex.stemKey('cours'), stem('course'))
  assert.equal(lex.stemKey('univers'), stem('university'))
  assert.equal(lex.stemKey('children'), stem('children'))
  assert.equal(lex.stemKey('courses'), stem('courses'))
})
