import { test } from 'node:test'
import assert from 'node:assert/strict'
import { createMatcher, relevance, sameToken } from '../../../src/media/match.ts'
import { nameVariants } from '../../../src/media/query.ts'

test('matching survives case, accents, punctuation and soft hyphens', () => {
  const m = createMatcher(nameVariants('Société Générale S.A.'))
  assert.equal(relevance(m, 'SOCIETE-GENERALE fined by regulator', ''), 1)
  assert.equal(relevance(m, 'Bank fined', 'Paris-based Société Générale was fined on Monday.'), 0.9)
  const p = createMatcher(['Shaun Thaxter'])
  assert.equal(relevance(p, 'Shaun Thax\u00adter heads to prison', ''), 1)
})

test('transliterations and one-letter spelling differences still match; short tokens must be exact', () => {
  assert.equal(sameToken('schroeder', 'schroder'), true)
  assert.equal(sameToken('makhluf', 'makhlouf'), true)
  assert.equal(sameToken('smith', 'smyth'), true)
  assert.equal(sameToken('lee', 'lea'), false)
  assert.equal(sameToken('johnson', 'jackson'), false)
})

test('a namesake (same surname, another given name) is rejected; the surname alone after a title counts', () => {
  const m = createMatcher(['John Hartley'])
  assert.equal(relevance(m, 'Mary Hartley jailed for fraud', 'Mary Hartley, 52, was jailed.'), 0.1)
  assert.ok(relevance(m, 'Hartley jailed for fraud', 'Mr Hartley was jailed on Friday.') >= 0.5)
  assert.equal(relevance(m, 'Markets close higher', 'Shares rose.'), 0)
})

test('a one-word name must be capitalised (a common noun is not the entity); a passing mention is below the cut', () => {
  const m = createMatcher(nameVariants('Apple Inc'))
  assert.equal(relevance(m, 'Fraud at the apple orchard', 'The apple harvest was stolen.'), 0)
  assert.equal(relevance(m, 'Apple fined in France', ''), 1)
  // past the lead (the first two sentences or 400 characters: what a feed shows), one passing mention is below the cut
  const filler = 'The court heard evidence about the contracts for most of the day, and the judge asked both sides for written answers. '.repeat(4)
  const long = `The court heard the case. Prosecutors spoke. ${filler}Witnesses spoke. Later a supplier, Apple, was named once.`
  assert.ok(relevance(m, 'Court case continues', long) < 0.6)
  // within the lead the same mention names the entity
  assert.ok(relevance(m, 'Court case continues', 'The court heard the case. Prosecutors spoke. Witnesses spoke. Later a supplier, Apple, was named once.') >= 0.6)
})
