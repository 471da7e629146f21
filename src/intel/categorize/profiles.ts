/**
 * Category profiles: a weighted set of stems plus a centroid vector. Built-in classes take their name,
 * description and written terms; any other name (custom categories, risk classes) is expanded generically:
 * its own words, their nearest neighbours in the vector space, and the terms of built-in taxonomy facets
 * whose names mean nearly the same thing (so "Sci/Tech" borrows from Science and Technology & Computing).
 */
import { contentTokens, stem } from '../text/tokenize.ts'
import { cosine, removeComponent, type Lexicon } from '../resources/lexicon.ts'
import type { DocModel } from '../text/document.ts'
import { sat } from '../text/document.ts'
import { newWordNeighbours } from './new-words.ts'
import { langsAllow, wordCandidates, wordTermWeight, type LangDoc, type Langs, type WordTerms } from './word-terms.ts'

export interface Profile {
  name: string
  terms: Map<string, { w: number; word: string }>
  lexNorm: number
  vec: Float32Array
  vecNorm: number
  /**
   * Power of the IDF on the profile side of the lexical score (the page side always carries one IDF):
   * 1 for the built-in classes, the tree and the risk classes; custom category profiles use
   * CUSTOM_PROFILE_IDF_POWER (docs/intel.md § Scoring).
   */
  idfPower: number
  /**
   * Terms in languages written with spaces whose words inflect (Russian, Polish, Turkish, Arabic), matched on
   * the page's folded surface words: `exact` as whole words, `prefix` as word beginnings (a term written with a
   * trailing `*`). Not part of `lexNorm`, so pages in other languages score as before (./word-terms.ts).
   */
  words?: WordTerms
  /**
   * Stems counted in the lexical dot product at the given weight but, like `words`, not in `lexNorm` nor in the
   * centroid: the built-in classes' English trade words of business homepages (taxonomy-sites.ts), so a page
   * that uses none of them scores exactly as before.
   */
  extra?: ReadonlyMap<string, number>
  /**
   * The languages of `terms` entries that only a non-English written term put there (taxonomy-i18n.ts): such a stem
   * counts only on a page read in one of them (word-terms.ts, `pageLanguages`); it stays in `lexNorm`.
   */
  termLangs?: ReadonlyMap<string, Langs>
}

/**
 * Custom category profiles weigh a term by its expansion weight × IDF^0.25, so the lexical score carries
 * IDF^1.25 instead of IDF² (once on the page, once on the profile): an expansion is generated from the name,
 * and counting each generated word's rarity twice let its rare words outweigh the common ones a page on the
 * topic uses. Chosen among 0, 0.25, 0.5, 0.75 and 1 by nested 5-fold cross-validation on the dev sets (the
 * same value won on every fold; docs/benchmarks.md, docs/intel.md § Scoring).
 */
export const CUSTOM_PROFILE_IDF_POWER = 0.25

export interface Anchor { name: string; terms: string; vec: Float32Array; vecNorm: number; tokens: Set<string> }

const NEIGHBOUR_VOCAB = 40_000
const NEIGHBOURS = 12
/**
 * Words of one custom name that each add their own vector neighbours (one pass over NEIGHBOUR_VOCAB vectors
 * apiece). Category names are one to three words; without a cap a list of 50 hundred-character names of
 * known words cost about 750 passes, over 5 s of one thread for one request.
 */
const MAX_WORDS_WITH_OWN_NEIGHBOURS = 3

export function profileFromWords(name: string, words: [string, number][], lex: Lexicon, idfPower = 1): Profile {
  const terms = new Map<string, { w: number; word: string }>()
  for (const [word, w] of words) {
    const s = stem(word)
    const e = terms.get(s)
    if (e) e.w = Math.max(e.w, w)
    else terms.set(s, { w, word })
  }
  const vec = new Float32Array(lex.vectors.dims)
  let n2 = 0
  for (const { w, word } of terms.values()) {
    const x = w * lex.idf(word) ** idfPower; n2 += x * x
    const r = lex.row(word)
    if (r >= 0) lex.vectors.addTo(vec, r, w * lex.sif(word))
  }
  const vecNorm = removeComponent(vec, lex.common)
  return { name, terms, lexNorm: Math.sqrt(n2), vec, vecNorm, idfPower }
}

/** Name words; hyphenated or slashed compounds also tried joined ("E-Commerce" → ecommerce). */
export function nameWords(name: string, lex: Lexicon): string[] {
  const words = contentTokens(name.replace(/[/&]/g, ' '))
  const joined = name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '')
  if (joined.length > 3 && !words.includes(joined) && lex.row(joined) >= 0 && lex.vectors.index(joined) >= 0) words.push(joined)
  return words.filter((w) => w.length > 1)
}

export function nameVector(words: string[], lex: Lexicon): { vec: Float32Array; vecNorm: number } {
  const vec = new Float32Array(lex.vectors.dims)
  for (const w of words) { const r = lex.row(w); if (r >= 0) lex.vectors.addTo(vec, r, 1) }
  let n = 0
  for (const x of vec) n += x * x
  return { vec, vecNorm: Math.sqrt(n) }
}

export function makeAnchor(name: string, terms: string, lex: Lexicon): Anchor {
  const words = nameWords(name, lex)
  return { name, terms, ...nameVector(words, lex), tokens: new Set(words.map(stem)) }
}

function neighbours(v: Float32Array, vNorm: number, lex: Lexicon, k: number, skip: Set<number>): [string, number][] {
  const best: [string, number][] = []
  const lim = Math.min(NEIGHBOUR_VOCAB, lex.vectors.size)
  for (let r = 100; r < lim; r++) {
    if (skip.has(r)) continue
    const c = lex.vectors.cosVec(r, v, vNorm)
    if (c < 0.55) continue
    const w = lex.vectors.word(r)
    if (!/^[a-z]{3,}$/.test(w)) continue
    best.push([w, c])
  }
  return best.sort((a, b) => b[1] - a[1]).slice(0, k)
}

/**
 * Abbreviations in names ("Sci/Tech") are widened to the taxonomy word they begin ("science",
 * "technology") so that both the vector neighbours and the anchors see the full word.
 */
function widen(words: string[], anchors: readonly Anchor[]): string[] {
  const vocab = new Set<string>()
  for (const a of anchors) for (const w of a.name.toLowerCase().split(/[^a-z]+/)) if (w.length > 5) vocab.add(w)
  return words.map((w) => {
    if (w.length < 3 || w.length > 5 || vocab.has(w)) return w
    const full = [...vocab].filter((v) => v.startsWith(w)).sort((a, b) => a.length - b.length)[0]
    return full ?? w
  })
}

/** Generic expansion of an arbitrary category name (no data beyond the name is used). */
export function expandName(name: string, lex: Lexicon, anchors: readonly Anchor[]): [string, number][] {
  const words = widen(nameWords(name, lex), anchors)
  const out: [string, number][] = words.map((w) => [w, 1.5])
  for (const w of words) out.push(...newWordNeighbours(w, lex))
  const nv = nameVector(words, lex)
  const skip = new Set(words.map((w) => lex.vectors.index(w)))
  // Neighbours of the whole name capture compounds ("social networking"); single words add a few more.
  for (const [n, c] of neighbours(nv.vec, nv.vecNorm, lex, NEIGHBOURS, skip)) out.push([n, 0.8 * c])
  if (words.length > 1) {
    for (const w of words.slice(0, MAX_WORDS_WITH_OWN_NEIGHBOURS)) {
      const r = lex.vectors.index(w)
      if (r < 0) continue
      const one = new Float32Array(lex.vectors.dims); lex.vectors.addTo(one, r, 1)
      for (const [n, c] of neighbours(one, 1, lex, 4, skip)) out.push([n, 0.5 * c])
    }
  }
  const stems = new Set(words.map(stem))
  const scored = anchors.map((a) => {
    const overlap = [...a.tokens].filter((t) => stems.has(t)).length
    const exact = overlap > 0 && overlap === a.tokens.size && overlap === stems.size
    return { a, s: exact ? 1 : Math.max(cosine(nv.vec, nv.vecNorm, a.vec, a.vecNorm), overlap > 0 ? 0.75 : 0) }
  }).sort((x, y) => y.s - x.s)
  for (const [i, { a, s }] of scored.entries()) {
    if (s < 0.75 && !(i === 0 && s >= 0.55)) continue
    for (const t of contentTokens(a.terms)) out.push([t, 0.9 * s])
  }
  return out
}

/**
 * Cosine between a document's saturated tf·idf vector and a profile's weight·idf vector. `matched` collects the
 * page's stems the profile matched.
 */
export function lexicalScore(doc: DocModel, p: Profile, lex: Lexicon, evidence?: string[], matched?: Set<string>): number {
  if (!(doc.lexNorm > 0) || !(p.lexNorm > 0)) return 0
  let dot = 0
  const hits: [string, number][] = []
  const cands = p.words && wordCandidates(doc, lex, p.words.space)
  const page = (doc as LangDoc).langs
  for (const [s, { tf, word }] of doc.stems) {
    const own = p.termLangs && page && !langsAllow(p.termLangs.get(s), page) ? undefined : p.terms.get(s)?.w
    const w = own ?? p.extra?.get(s) ?? (cands ? wordTermWeight(p.words!, cands.get(s), page) : 0)
    if (!w) continue
    matched?.add(s)
    const idf = lex.idf(word)
    const x = sat(tf) * idf * w * (p.idfPower === 1 ? idf : idf ** p.idfPower)
    dot += x
    if (evidence) hits.push([word, x])
  }
  if (evidence) for (const [w] of hits.sort((a, b) => b[1] - a[1]).slice(0, 8)) evidence.push(w)
  return dot / (doc.lexNorm * p.lexNorm)
}

/**
 * The page's words nearest to a profile's centroid (cosine ≥ `min`, best `n`): what the vector model's score
 * rests on when no word of the profile itself is on the page.
 */
export function vectorEvidence(doc: DocModel, p: Profile, lex: Lexicon, n = 3, min = 0.3): string[] {
  if (!(p.vecNorm > 0)) return []
  const near: [string, number][] = []
  for (const { word } of doc.stems.values()) {
    const r = lex.row(word)
    if (r < 0) continue
    const c = lex.vectors.cosVec(r, p.vec, p.vecNorm)
    if (c >= min) near.push([word, c])
  }
  return near.sort((a, b) => b[1] - a[1]).slice(0, n).map(([w]) => w)
}

export function vectorScore(doc: DocModel, p: Profile): number {
  return cosine(doc.vec, doc.vecNorm, p.vec, p.vecNorm)
}
