import { test } from 'node:test'
import assert from 'node:assert/strict'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { HYPERNYM_MATCH, extractSynonyms, loadOrBuildSynonyms, relationsPathIn } from '../../../src/intel/resources/synonyms.ts'
import { extractRelations } from '../../../src/intel/resources/relations.ts'
import { stem } from '../../../src/intel/text/tokenize.ts'
import { wordnetBest, type Side } from '../../../src/intel/similarity/providers/embedded.ts'

/**
 * A hand-written dictionary in the wndb(5WN) layout: decision (noun) and decide (verb) are derivationally
 * related (+); boy → male → person are hypernyms (@); decision also points at a synset that is no word's
 * first sense (00000050), which must be dropped; wet/damp are similar-to (&) adjectives.
 */
const FILES: Record<string, string> = {
  'index.noun': `  1 hand-written for webintel tests
decision n 1 1 + 1 0 00000010
boy n 1 1 @ 1 0 00000020
male n 1 1 @ 1 0 00000030
person n 1 0 1 0 00000040
`,
  'index.verb': 'decide v 1 1 + 1 0 00000100\n',
  'index.adj': 'wet a 1 1 & 1 0 00000200\ndamp a 1 1 & 1 0 00000300\n',
  'index.adv': '',
  'data.noun': `  1 hand-written for webintel tests
00000010 04 n 01 decision 0 002 + 00000100 v 0101 + 00000050 n 0101 | the act of deciding
00000020 18 n 01 boy 0 001 @ 00000030 n 0000 | a young male person
00000030 18 n 01 male 0 001 @ 00000040 n 0000 | a male person
00000040 03 n 01 person 0 000 | a human being
00000050 04 n 01 determination 0 000 | a rare sense nobody reaches
`,
  'data.verb': '00000100 31 v 01 decide 0 001 + 00000010 n 0101 | reach a decision\n',
  'data.adj': '00000200 00 a 01 wet 0 001 & 00000300 s 0000 | covered with water\n00000300 00 s 01 damp 0 001 & 00000200 a 0000 | slightly wet\n',
}

function withDict(fn: (dict: string, dataDir: string) => void): void {
  const dict = mkdtempSync(join(tmpdir(), 'intel-wn-')), dataDir = mkdtempSync(join(tmpdir(), 'intel-rel-'))
  try {
    for (const [name, text] of Object.entries(FILES)) writeFileSync(join(dict, name), text)
    fn(dict, dataDir)
  } finally {
    rmSync(dict, { recursive: true, force: true }); rmSync(dataDir, { recursive: true, force: true })
  }
}

test('derivation and similar-to count as the same word; hypernyms one and two levels up count partly', () => {
  withDict((dict, dataDir) => {
    const syn = loadOrBuildSynonyms(dataDir, dict)
    assert.ok(existsSync(relationsPathIn(dataDir)), 'the relation file is written once')
    assert.equal(syn.match(stem('decide'), stem('decision')), 1, 'derivation crosses parts of speech')
    assert.equal(syn.match(stem('damp'), stem('wet')), 1, 'similar-to, satellite adjective')
    assert.equal(syn.match(stem('boy'), stem('male')), HYPERNYM_MATCH[0])
    assert.equal(syn.match(stem('male'), stem('boy')), HYPERNYM_MATCH[0], 'symmetric')
    assert.equal(syn.match(stem('boy'), stem('person')), HYPERNYM_MATCH[1])
    assert.equal(syn.match(stem('person'), stem('decision')), 0)
    assert.equal(syn.match(stem('boy'), 'unknownword'), 0)
    assert.equal(syn.same(stem('decide'), stem('decision')), false, 'a relation is not synonymy')
    // Loading again reads the derived file and answers the same.
    assert.equal(loadOrBuildSynonyms(dataDir, dict).match(stem('person'), stem('male')), HYPERNYM_MATCH[0])
  })
})

test('relations to synsets that are no word\'s first sense are dropped', () => {
  withDict((dict) => {
    const rel = extractRelations(dict, extractSynonyms(dict).values())
    assert.deepEqual(rel.get(10)?.close, [1e8 + 100], 'decision → decide (verb key), not → determination')
    assert.deepEqual(rel.get(20)?.h1, [30])
    assert.deepEqual(rel.get(20)?.h2, [40])
    assert.equal(rel.has(50), false)
  })
})

test('the engine\'s set lookups (wordnetBest) give exactly the best Synonyms.match / same over a side, for every side', () => {
  withDict((dict, dataDir) => {
    const syn = loadOrBuildSynonyms(dataDir, dict)
    const stems = ['decision', 'decide', 'boy', 'male', 'person', 'wet', 'damp', 'unknownword'].map((w) => stem(w))
    let compared = 0
    for (let mask = 1; mask < 1 << stems.length; mask++) {
      const members = stems.filter((_, i) => mask & (1 << i))
      for (const relations of [false, true]) {
        // A fresh side per case: wordnetBest caches its WordNet view on the side.
        const side: Side = { words: members.map((s) => ({ word: s, stem: s, row: -1, w: 1 })), byStem: new Map(members.map((s) => [s, 1])) }
        for (const x of stems) {
          // The same stem on both sides is matched before WordNet is asked (align); here it counts only as a WordNet word.
          const ref = Math.max(...members.map((y) => (x === y ? (syn.keys(x) ? 1 : 0) : relations ? syn.match(x, y) : syn.same(x, y) ? 1 : 0)))
          assert.equal(wordnetBest(x, side, syn, relations), ref, `${x} against [${members.join(' ')}], relations ${relations}`)
          compared++
        }
      }
    }
    assert.equal(compared, 255 * 2 * 8)
  })
})
