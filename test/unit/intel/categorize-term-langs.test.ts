// Written terms carry their language (docs/intel.md, "Terms by language"): a term counts on a page read in its
// language, a close one, or when the page's language is unknown. Before, the pooled strings let the Czech word for
// recipes ("recepty") pull a Polish pharmacy (where it means prescriptions) to Food & Drink › Cooking at 0.41.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { signalsFromHtml } from '../../../src/intel/signals.ts'
import { docFromTokens } from '../../../src/intel/text/document.ts'
import { contentTokens } from '../../../src/intel/text/tokenize.ts'
import { pageLanguages, termSpace, wordCandidates, wordTerms, wordTermWeight, type LangDoc } from '../../../src/intel/categorize/word-terms.ts'
import { TERM_LANGUAGES } from '../../../src/intel/categorize/builtin.ts'
import { sharedEngine } from './helpers.ts'

const page = (lang: string | undefined, title: string, description: string, body: string): string =>
  `<html${lang ? ` lang="${lang}"` : ''}><head><title>${title}</title><meta name="description" content="${description}"></head><body><main><p>${body}</p></main></body></html>`

const PHARMACY = ['Apteka Zdrowie – leki na recepty i bez recepty', 'Realizacja e-recepty online, leki, suplementy i kosmetyki z dostawą do domu lub do punktu odbioru.',
  'Zamów leki na receptę przez internet. Nasz farmaceuta odpowie na pytania o dawkowanie i interakcje. Recepty realizujemy w ciągu jednego dnia.'] as const
const RECIPES = ['Vaříme doma – recepty na každý den', 'Osvědčené recepty na polévky, hlavní jídla, moučníky a dorty krok za krokem.',
  'Nejoblíbenější recepty týdne: svíčková na smetaně, bramboráky a jablečný štrúdl. Vyberte si jídlo podle času přípravy a ingrediencí.'] as const

const topAndFood = async (html: string) => {
  const r = await (await sharedEngine()).categorize(signalsFromHtml(html, 'https://site.example/'))
  const food = r.categories.find((c) => c.path?.[0] === 'Food & Drink')?.confidence ?? 0
  return { r, top: r.categories[0]!, food }
}

for (const [what, lang] of [['declared Polish', 'pl'], ['undeclared (the text reads Polish)', undefined], ['a template\'s lang="en"', 'en']] as const) {
  test(`a Polish pharmacy (${what}) is Medical Health; the Czech "recepty" (recipes) does not count`, async () => {
    const { r, top, food } = await topAndFood(page(lang, ...PHARMACY))
    assert.equal(top.path?.[0], 'Medical Health', JSON.stringify(r.categories.slice(0, 3)))
    assert.ok(food < 0.05, `Food & Drink ${food}: ${JSON.stringify(r.categories.slice(0, 3))}`)
  })
}

test('a Czech recipe site still reads "recepty" as recipes: Food & Drink', async () => {
  const { r, top } = await topAndFood(page('cs', ...RECIPES))
  assert.equal(top.path?.[0], 'Food & Drink', JSON.stringify(r.categories.slice(0, 3)))
})

test('pageLanguages: declared and read languages with their close ones; unknown or unwritten languages: every term', () => {
  const known = new Set(['en', 'pl', 'cs', 'sk', 'de', 'da', 'no', 'sv'])
  assert.deepEqual([...pageLanguages(['pl', undefined], known)!].sort(), ['pl'])
  assert.deepEqual([...pageLanguages(['cs', 'pl'], known)!].sort(), ['cs', 'pl', 'sk'])
  assert.deepEqual([...pageLanguages(['nb'], known)!].sort(), ['da', 'no', 'sv'])
  assert.deepEqual([...pageLanguages(['id'], new Set(['id', 'ms']))!], ['id'], 'Indonesian and Malay are not paired (false friends)')
  assert.equal(pageLanguages(['und', undefined], known), undefined)
  assert.equal(pageLanguages(['ca'], known), undefined, 'a language without terms of its own reads them all')
  assert.deepEqual([...pageLanguages(['ca', 'de'], known)!], ['de'])
  for (const l of ['en', 'fr', 'de', 'pl', 'cs', 'ja', 'ar', 'fi', 'sk']) assert.ok(TERM_LANGUAGES.has(l), l)
})

test('a word term counts only on a page read in its language (or of unknown language)', async () => {
  const lex = (await sharedEngine()).lexicon
  const space = termSpace()
  const food = wordTerms('recepty', 1, undefined, space, 'cs')
  const doc = (langs?: string[]): LangDoc => {
    const d: LangDoc = docFromTokens(contentTokens('recepty leki apteka'), lex)
    if (langs) d.langs = new Set(langs)
    return d
  }
  const weight = (d: LangDoc): number => { const c = wordCandidates(d, lex, space); return c ? Math.max(0, ...[...c.values()].map((x) => wordTermWeight(food, x, d.langs))) : 0 }
  assert.equal(weight(doc(['cs', 'sk'])), 1)
  assert.equal(weight(doc()), 1)
  assert.equal(weight(doc(['pl'])), 0)
})
