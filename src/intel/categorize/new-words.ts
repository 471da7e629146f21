/**
 * Custom category names whose words the word vectors do not know ("Cryptocurrency", "Fintech"): the name
 * still needs neighbours to match a page by. Two sources, both from the name's own string:
 *  - morphology: vocabulary words that the name word starts with, or that start with it (≥ 5 letters):
 *    cryptocurrency → crypto; fintech → fin… is too short and is not used;
 *  - the trade-term lexicon of the merchant-risk classes (src/intel/risk/terms): a name word that is one of
 *    a class's terms (cryptocurrenc*, vape*, cbd, nft*) brings that class's English terms (bitcoin, btc,
 *    ethereum… for "Cryptocurrency").
 */
import type { Lexicon } from '../resources/lexicon.ts'
import { contentTokens } from '../text/tokenize.ts'
import { en } from '../risk/terms/en.ts'

const MORPH_MIN = 5
const VOCAB = 60_000

const CLASS_TERMS: { single: { t: string; prefix: boolean }[]; words: string[] }[] = Object.values(en).map((list) => {
  const entries = list.split('|').map((x) => x.trim()).filter(Boolean)
  const single = entries.filter((x) => !/^[~+]/.test(x) && /^[a-z0-9-]+\*?$/.test(x)).map((x) => ({ t: x.replace(/\*$/, ''), prefix: x.endsWith('*') }))
  const words = contentTokens(entries.filter((x) => !/^~/.test(x)).map((x) => x.replace(/^\+|\*$/g, '')).join(' '))
  return { single, words: [...new Set(words)] }
})

/** Extra [word, weight] pairs for one name word the vectors do not know (empty when they know it). */
export function newWordNeighbours(word: string, lex: Lexicon): [string, number][] {
  if (lex.row(word) >= 0 || word.length < 3) return []
  const out: [string, number][] = []
  if (word.length >= MORPH_MIN) {
    const lim = Math.min(VOCAB, lex.vectors.size)
    for (let r = 100; r < lim; r++) {
      const v = lex.vectors.word(r)
      if (v.length < MORPH_MIN || v === word || !/^[a-z]+$/.test(v)) continue
      if (word.startsWith(v) || v.startsWith(word)) out.push([v, 1.2])
    }
  }
  for (const c of CLASS_TERMS) {
    if (c.single.some(({ t, prefix }) => t === word || (prefix && word.startsWith(t)))) for (const w of c.words) out.push([w, 0.9])
  }
  return out
}
