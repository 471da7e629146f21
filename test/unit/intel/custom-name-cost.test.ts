/**
 * A custom category name is expanded through word-vector neighbours: one pass over the vocabulary for the whole
 * name, and one for each of its first few words. A list of 50 names of 100 characters each, every word known,
 * cost about 750 passes (over 5 s of the event loop for one categorize_content request) when every word of
 * a name added its own pass; now the passes per name are bounded whatever its length, and the names of one request
 * are expanded one per event-loop turn.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { expandName } from '../../../src/intel/categorize/profiles.ts'
import type { Lexicon } from '../../../src/intel/resources/lexicon.ts'
import { sharedEngine } from './helpers.ts'

/** The lexicon with its vector cosine counted. */
function counting(lex: Lexicon): { lex: Lexicon; calls: () => number } {
  let n = 0
  const vectors = Object.create(lex.vectors) as Lexicon['vectors']
  vectors.cosVec = (...args: Parameters<Lexicon['vectors']['cosVec']>) => { n++; return lex.vectors.cosVec(...args) }
  return { lex: { ...lex, vectors }, calls: () => n }
}

test('a long custom name costs at most four passes over the vocabulary; a short one keeps its per-word neighbours', async () => {
  const lex = (await sharedEngine()).lexicon
  const one = counting(lex)
  expandName('bakery', one.lex, [])
  const pass = one.calls()
  assert.ok(pass > 1000, `one pass reads the vocabulary (${pass} cosines)`)

  const long = counting(lex)
  const name = 'bakery bread cake pastry flour oven butter sugar coffee tea cheese wine market garden'
  const words = expandName(name, long.lex, [])
  assert.ok(long.calls() <= 4 * pass, `${long.calls()} cosines for a 14-word name, over 4 passes of ${pass}`)
  assert.ok(words.some(([w]) => w === 'garden'), 'every word of the name still counts as itself')

  // a three-word name: the whole name and each word (four passes), as before the cap
  const short = counting(lex)
  expandName('bakery bread cake', short.lex, [])
  assert.ok(short.calls() > 3 * pass, `${short.calls()} cosines: each of the three words adds its neighbours`)
})

test('the custom names of one request are expanded one per event-loop turn, in categorize and in riskScore', async () => {
  const engine = await sharedEngine()
  const page = { title: 'Sourdough bakery', text: 'Fresh bread, cakes and pastries baked every morning.' }
  // names no earlier test expanded (the expansions are cached by name)
  const names = (tag: string) => Array.from({ length: 12 }, (_, i) => `${tag} bakery bread cake ${i}`)
  const turns = async (run: () => Promise<unknown>): Promise<number> => {
    let n = 0
    let done = false
    const tick = (): void => { n++; if (!done) setImmediate(tick) }
    setImmediate(tick)
    await run()
    done = true
    return n
  }
  const c = await turns(() => engine.categorize(page, { customCategories: names('ovens') }))
  assert.ok(c >= 12, `other work got ${c} turns while 12 category names were expanded`)
  const r = await turns(() => engine.riskScore(page, { customHighRiskCategories: names('flour') }))
  assert.ok(r >= 12, `other work got ${r} turns while 12 risk class names were expanded`)
  // a bad list is refused before any name is expanded
  await assert.rejects(engine.categorize(page, { customCategories: ['a', 'A'] }), /duplicate/)
})
