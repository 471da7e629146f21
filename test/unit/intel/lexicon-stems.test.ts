// Stems that are also far rarer vocabulary tokens are read as their word, on every page (hand-written cases).
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { stem } from '../../../src/intel/text/tokenize.ts'
import { sharedEngine } from './helpers.ts'

test('lexicon: a stem that is a far rarer token of its own gets its word\'s row, weight and vector', async () => {
  const { lexicon: lex } = await sharedEngine()
  for (const [token, word] of [['busi', 'business'], ['footbal', 'football'], ['devic', 'device'], ['educ', 'education']] as const) {
    assert.equal(stem(word), token, `${token} is the stem of ${word}`)
    assert.ok(lex.vectors.index(token) > 50 * lex.vectors.index(word), `${token} is also a far rarer vocabulary token`)
    assert.equal(lex.row(token), lex.vectors.index(word))
    assert.equal(lex.idf(token), lex.idf(word))
    assert.equal(lex.sif(token), lex.sif(word))
    assert.equal(lex.stemKey(token), lex.stemKey(word), 'still meets the same profile terms')
  }
})

test('lexicon: ordinary words that happen to be stems of commoner words stay themselves', async () => {
  const { lexicon: lex } = await sharedEngine()
  // organ ← organization, govern ← government, intern ← international, medic ← medical: common enough (or
  // close enough in frequency) to be words in their own right.
  for (const w of ['organ', 'govern', 'intern', 'medic', 'franc', 'news', 'watch']) {
    assert.ok(lex.vectors.index(w) >= 0, `${w} is a vocabulary word`)
    assert.equal(lex.row(w), lex.vectors.index(w), `${w} keeps its own row`)
  }
})

test('lexicon: similarity reads a pre-stemmed text like its words', async () => {
  const e = await sharedEngine()
  // "busi" used to weigh like a word seen a handful of times, with an unrelated vector.
  const plain = await e.similarity('busi news market stock', 'business news market stock')
  assert.ok(plain.similarityScore > 0.9, `stem and word read alike: ${plain.similarityScore}`)
})
