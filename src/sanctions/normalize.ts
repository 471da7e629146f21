import anyAscii from 'any-ascii'
import { doubleMetaphone } from 'double-metaphone'

/**
 * Name normalisation for screening (docs/sanctions.md "Matching"): Unicode → ASCII transliteration
 * (any-ascii covers Cyrillic, Greek, Arabic, CJK and other scripts), case folding, punctuation, honorifics
 * and legal forms mapped to one canonical token each, so that "LLC", "OOO" and "Limited Liability Company" compare equal.
 */

export type TokenClass = 'name' | 'legal' | 'particle' | 'initial'

export interface NameToken {
  text: string
  cls: TokenClass
}

/** Multi-word legal forms first (longest match wins), each mapped to one canonical token. */
const LEGAL_PHRASES: [string, string][] = [
  ['limited liability company', 'llc'], ['limited liability partnership', 'llp'], ['limited liability co', 'llc'],
  ['obshchestvo s ogranichennoy otvetstvennostyu', 'llc'], ['obshchestvo s ogranichennoi otvetstvennostiu', 'llc'],
  ['obshchestvo s ogranichennoj otvetstvennostju', 'llc'], ['tovarystvo z obmezhenoiu vidpovidalnistiu', 'llc'],
  ['public joint stock company', 'jsc'], ['open joint stock company', 'jsc'], ['closed joint stock company', 'jsc'],
  ['joint stock company', 'jsc'], ['aktsionernoe obshchestvo', 'jsc'], ['aktsionernoye obshchestvo', 'jsc'],
  ['sociedad anonima', 'sa'], ['societe anonyme', 'sa'], ['societa per azioni', 'spa'],
  ['sa de cv', 'sa'], ['s de rl', 'srl'], ['de cv', 'sa'], ['sp z o o', 'llc'], ['s a', 'sa'], ['s r l', 'srl'],
  ['private limited', 'ltd'], ['pvt ltd', 'ltd'], ['co ltd', 'ltd'], ['company limited', 'ltd'],
  ['public limited company', 'plc'], ['limited partnership', 'lp'], ['free zone establishment', 'fze'],
  ['general trading', 'trading'], ['gesellschaft mit beschrankter haftung', 'gmbh'], ['gesellschaft mit beschraenkter haftung', 'gmbh'],
  ['aktiengesellschaft', 'jsc'],
]
/** The same phrases as word lists, split once (tokenize tries each at every word of every listed name). */
const LEGAL_PHRASE_WORDS: [string[], string][] = LEGAL_PHRASES.map(([phrase, canon]) => [phrase.split(' '), canon])
const LEGAL_WORDS: Record<string, string> = {
  llc: 'llc', ooo: 'llc', tov: 'llc', too: 'llc', mchj: 'llc', gmbh: 'gmbh', mbh: 'gmbh', sarl: 'llc', srl: 'srl', kft: 'llc',
  jsc: 'jsc', ao: 'jsc', oao: 'jsc', zao: 'jsc', pao: 'jsc', pjsc: 'jsc', ojsc: 'jsc', cjsc: 'jsc', ag: 'jsc', pat: 'jsc', at: 'jsc',
  ltd: 'ltd', limited: 'ltd', plc: 'plc', llp: 'llp', lp: 'lp', inc: 'inc', incorporated: 'inc',
  co: 'co', company: 'co', companies: 'co', corp: 'corp', corporation: 'corp', sa: 'sa', sas: 'sa', spa: 'spa', bv: 'bv', nv: 'nv',
  fze: 'fze', fzco: 'fze', fzc: 'fze', fzllc: 'fze', fz: 'fze', pte: 'ltd', pvt: 'ltd', pty: 'ltd', est: 'est', establishment: 'est',
  cia: 'co', cie: 'co', sl: 'srl', ab: 'jsc', as: 'jsc', oy: 'jsc', ad: 'jsc', dd: 'jsc', doo: 'llc', eood: 'llc', ood: 'llc',
}
/** Titles and honorifics dropped from a name. */
const HONORIFICS = new Set([
  'mr', 'mrs', 'ms', 'miss', 'mister', 'madam', 'dr', 'doctor', 'prof', 'professor', 'sir', 'dame', 'lord', 'lady',
  'sheikh', 'shaikh', 'sheik', 'shaykh', 'cheikh', 'mullah', 'mulla', 'mullah', 'maulavi', 'mawlawi', 'maulvi', 'moulvi', 'molvi', 'mawlavi', 'maulana',
  'haji', 'hajji', 'hadji', 'alhaji', 'alhaj', 'alhajj', 'hajj', 'haj', 'qari', 'mufti', 'imam', 'hafiz', 'sayyed', 'ustad', 'ustadh', 'amir', 'emir',
  'general', 'gen', 'col', 'colonel', 'maj', 'major', 'capt', 'captain', 'lt', 'lieutenant', 'admiral', 'adm', 'brigadier', 'sgt', 'commander',
  'hon', 'honorable', 'honourable', 'rev', 'reverend', 'father', 'pastor', 'his', 'her', 'excellency', 'he', 'president', 'minister',
  'senator', 'sen', 'rep', 'representative', 'congressman', 'congresswoman', 'judge', 'ambassador', 'jr', 'sr', 'ii', 'iii', 'iv',
])
/** Long legal-form words also recognised with a typo ("COMPPANY", "CORPORETION"): one edit, two from 9 letters. */
const LEGAL_LONG = ['company', 'corporation', 'limited', 'incorporated', 'establishment', 'companies']
function legalTypo(w: string): string | undefined {
  if (w.length < 6) return undefined
  for (const l of LEGAL_LONG) {
    if (Math.abs(l.length - w.length) > 2) continue
    if (editDistance(w, l, l.length >= 9 ? 2 : 1) <= (l.length >= 9 ? 2 : 1)) return LEGAL_WORDS[l]
  }
  return undefined
}

/** Name particles: kept but weighted low (they carry little identity). */
const PARTICLES = new Set([
  'al', 'el', 'ul', 'bin', 'ben', 'ibn', 'bint', 'binti', 'abu', 'abou', 'bou', 'ould', 'walad', 'da', 'de', 'del', 'della', 'der', 'di', 'do', 'dos', 'das', 'du',
  'bn', 'bnt', 'van', 'von', 'la', 'le', 'los', 'las', 'y', 'e', 'of', 'the', 'and', 'for', 'und', 'et', 'a', 'an', 'aka', 'fka', 'nka',
])

/** Arabic definite article glued to a word ("الأزهر"): split so it transliterates as its own "al". */
const ARABIC_ARTICLE = /(^|\s)ال(?=\p{Script=Arabic})/gu
const NON_LATIN = /[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u
const ARABIC = /\p{Script=Arabic}/u
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u

export function hasArabicScript(s: string): boolean { return ARABIC.test(s) }

/** Transliterates to lower-case ASCII words; separators and punctuation become spaces; "S.A." → "sa". */
export function toAsciiWords(raw: string): string[] {
  let s = raw.normalize('NFKC')
  if (NON_LATIN.test(s)) {
    if (ARABIC.test(s)) s = s.replace(ARABIC_ARTICLE, '$1al ')
    // Each CJK character is a syllable: keep them apart so the transliteration has word boundaries.
    if (CJK.test(s)) s = s.replace(/[\p{Script=Han}\p{Script=Hangul}]/gu, (c) => ` ${c} `)
  }
  s = anyAscii(s).toLowerCase()
  s = s.replace(/(^|[\s(])((?:[a-z]\.){2,})/g, (_m, pre: string, abbr: string) => pre + abbr.replace(/\./g, ''))
  s = s.replace(/['`´‘’ʼʻ"“”]/g, '').replace(/[^a-z0-9]+/g, ' ').trim()
  return s ? s.split(' ') : []
}

/**
 * Tokens of a name with their class. `person` drops honorifics; every kind of name maps legal forms to a
 * canonical token (class legal). Returns the tokens in their original order.
 */
export function tokenize(raw: string, opts: { person?: boolean } = {}): NameToken[] {
  const words = toAsciiWords(raw)
  const out: NameToken[] = []
  let i = 0
  outer: while (i < words.length) {
    for (const [parts, canon] of LEGAL_PHRASE_WORDS) {
      if (words[i] === parts[0] && i + parts.length <= words.length && parts.every((p, k) => words[i + k] === p)) {
        out.push({ text: canon, cls: 'legal' }); i += parts.length; continue outer
      }
    }
    const w = words[i]!
    i++
    if (opts.person !== false && HONORIFICS.has(w) && words.length > 1) continue
    const legal = !opts.person ? LEGAL_WORDS[w] ?? legalTypo(w) : undefined
    if (legal && words.length > 1) out.push({ text: legal, cls: 'legal' })
    else if (PARTICLES.has(w)) out.push({ text: w, cls: 'particle' })
    else if (w.length === 1 && /[a-z]/.test(w)) out.push({ text: w, cls: 'initial' })
    else out.push({ text: w, cls: 'name' })
  }
  return out
}

/** Phonetic key (Double Metaphone primary code) of a token; '' for short or numeric tokens. */
export function phoneticKey(token: string): string {
  if (token.length < 3 || /\d/.test(token)) return ''
  return doubleMetaphone(token)[0]
}

/**
 * Consonant skeleton: the token without vowels and semivowels, doubled letters collapsed, q/c → k. Arabic script
 * is usually written without short vowels, so "محمد" (mhmd) and "Mohammed" share the skeleton "mhmd".
 */
export function skeleton(token: string): string {
  const s = token.replace(/[aeiouyw]/g, '').replace(/[qc]/g, 'k').replace(/(.)\1+/g, '$1')
  return s.length >= 2 ? s : ''
}

/** Jaro-Winkler similarity (Winkler 1990) with the usual prefix scale 0.1 over at most 4 characters. */
export function jaroWinkler(a: string, b: string): number {
  if (a === b) return 1
  const la = a.length, lb = b.length
  if (!la || !lb) return 0
  const window = Math.max(0, Math.floor(Math.max(la, lb) / 2) - 1)
  const ma = new Uint8Array(la), mb = new Uint8Array(lb)
  let matches = 0
  for (let i = 0; i < la; i++) {
    const lo = Math.max(0, i - window), hi = Math.min(lb - 1, i + window)
    for (let j = lo; j <= hi; j++) {
      if (!mb[j] && a.charCodeAt(i) === b.charCodeAt(j)) { ma[i] = 1; mb[j] = 1; matches++; break }
    }
  }
  if (!matches) return 0
  let t = 0, k = 0
  for (let i = 0; i < la; i++) {
    if (!ma[i]) continue
    while (!mb[k]) k++
    if (a.charCodeAt(i) !== b.charCodeAt(k)) t++
    k++
  }
  const jaro = (matches / la + matches / lb + (matches - t / 2) / matches) / 3
  let p = 0
  while (p < 4 && p < la && p < lb && a[p] === b[p]) p++
  return jaro + p * 0.1 * (1 - jaro)
}

/**
 * Optimal string alignment distance (Damerau-Levenshtein without repeated edits of one substring): insertions,
 * deletions, substitutions and adjacent transpositions each cost 1. Stops early above `max` (returns max + 1).
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (a === b) return 0
  const la = a.length, lb = b.length
  if (Math.abs(la - lb) > max) return max + 1
  if (lb + 1 > ROW) return slowDistance(a, b)
  let prev2 = R0, prev = R1, cur = R2
  for (let j = 0; j <= lb; j++) prev[j] = j
  for (let i = 1; i <= la; i++) {
    cur[0] = i
    let rowMin = i
    const ca = a.charCodeAt(i - 1)
    for (let j = 1; j <= lb; j++) {
      const cb = b.charCodeAt(j - 1)
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (ca === cb ? 0 : 1))
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) v = Math.min(v, prev2[j - 2]! + 1)
      cur[j] = v
      if (v < rowMin) rowMin = v
    }
    if (rowMin > max) return max + 1
    const t = prev2; prev2 = prev; prev = cur; cur = t
  }
  return prev[lb]!
}

/** Three reusable rows: distances are computed millions of times while screening. */
const ROW = 128
const R0 = new Int32Array(ROW), R1 = new Int32Array(ROW), R2 = new Int32Array(ROW)

function slowDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)))
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1)
    }
  }
  return d[a.length]![b.length]!
}

/** Character trigrams of a padded token (fuzzy token lookup). */
export function trigrams(token: string): string[] {
  const s = `_${token}_`
  const out: string[] = []
  for (let i = 0; i + 3 <= s.length; i++) out.push(s.slice(i, i + 3))
  return out
}
