/**
 * Written terms for languages whose words inflect and which the stemmer does not know (Russian, Polish, Turkish,
 * Arabic): a term matches a page word as a whole word, or, written with a trailing `*`, as the word's beginning
 * (`квартир*` meets квартира, квартиру, квартиры). Both sides are folded the same way: Russian ё as е, the dot
 * that lower-casing Turkish İ leaves (U+0307) dropped, and the Arabic letters writers use interchangeably (أ إ آ
 * as ا, ة as ه, ى as ي). An Arabic word that matches nothing is tried again without a single attached
 * conjunction or preposition (و ف ب ل: "وكتب" → كتب); the tokenizer already removed the article. A Hebrew word
 * likewise, without one or two of the letters written onto the next word (ו ה ב ל מ ש כ: "במלון" → מלון,
 * "והלוואות" → הלוואות). Persian keh and yeh fold to the Arabic letters, Hebrew final letters to the ordinary ones,
 * Greek accents are dropped, and so are the Devanagari nukta and candrabindu's difference from anusvara.
 * Terms in scripts written without spaces (Han, kana, Hangul, Thai) become the character bigrams the page's own text
 * is cut into (text/tokenize.ts) and are matched as whole words.
 * docs/intel.md, "Categories in more languages".
 */
import type { DocModel } from '../text/document.ts'
import type { Lexicon } from '../resources/lexicon.ts'
import { contentTokens } from '../text/tokenize.ts'

/**
 * The keys a set of profiles' word terms hold, so that a page's words are looked up once per page and each word
 * meets one key: the tier-1 classes share one space, the deeper tree nodes (tree-i18n.ts) another, so the
 * nodes' terms never change which key a page word meets at tier 1.
 */
export interface TermSpace { exact: Set<string>; prefix: Set<string>; maxPrefix: number; perDoc: WeakMap<DocModel, Map<string, Candidate>> }
export const termSpace = (): TermSpace => ({ exact: new Set(), prefix: new Set(), maxPrefix: 0, perDoc: new WeakMap() })
/** The tier-1 classes' space (taxonomy-i18n-more.ts). */
const TIER1_SPACE = termSpace()

export interface WordTerms { exact: Map<string, number>; prefix: Map<string, number>; space?: TermSpace }

// Persian keh and yeh as the Arabic letters (writers and keyboards mix them); Hebrew final letters as the
// ordinary ones (an inflected word moves the final form: חשבון, חשבונות).
const ARABIC_FOLD: Record<string, string> = { 'أ': 'ا', 'إ': 'ا', 'آ': 'ا', 'ة': 'ه', 'ى': 'ي', 'ی': 'ي', 'ک': 'ك', 'ך': 'כ', 'ם': 'מ', 'ן': 'נ', 'ף': 'פ', 'ץ': 'צ' }
const FOLDED = /ё|\u0307|[أإآةىیکךםןףץ]|\p{Script=Greek}|[\u0901\u093C]/u
const GREEK = /\p{Script=Greek}/u
export function foldWord(w: string): string {
  w = w.toLowerCase()
  if (!FOLDED.test(w)) return w
  // Greek accents (tonos, dialytika) are dropped: titles in capitals are written without them. Devanagari nukta
  // and candrabindu are written or left out by habit (ज़/ज, ँ/ं).
  if (GREEK.test(w)) w = w.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ς/g, 'σ').normalize('NFC')
  return w.replace(/ё/g, 'е').replace(/\u0307/g, '').replace(/\u093C/g, '').replace(/\u0901/g, '\u0902')
    .replace(/[أإآةىیکךםןףץ]/g, (c) => ARABIC_FOLD[c]!)
}

/** Shortest prefix term accepted: shorter beginnings are shared by too many unrelated words. */
const MIN_PREFIX = 3

// Small kana, the moraic n and the long-vowel mark continue a syllable: a bigram starting with one ("ット", "ング",
// "ーン") is a piece of countless loanwords, not of the term's meaning.
const CONTINUATION = /^[ぁぃぅぇぉっゃゅょゎんァィゥェォッャュョヮンーヶ]/u
const SPACELESS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u
// Thai: a bigram that starts with a vowel sign, a tone mark or a following vowel, or ends with a leading vowel
// (เ แ โ ใ ไ, written before the consonant they follow in speech), straddles two syllables or is a sign's
// fragment: such pieces occur in countless words.
const thaiFragment = (t: string): boolean => {
  const first = t.codePointAt(0)!, last = t.codePointAt(t.length - 1)!
  return (first >= 0xE30 && first <= 0xE3A) || first === 0xE45 || (first >= 0xE47 && first <= 0xE4E) || (last >= 0xE40 && last <= 0xE44)
}

/**
 * Parses whitespace-separated terms: `*` at the end makes a prefix; a term in Han, kana or Hangul becomes the
 * character bigrams the tokenizer cuts page text into (text/tokenize.ts), each a whole-word key.
 */
export function wordTerms(text: string, w = 1, into: WordTerms = { exact: new Map(), prefix: new Map() }, space: TermSpace = into.space ?? TIER1_SPACE): WordTerms {
  if (space !== TIER1_SPACE) into.space = space
  const put = (m: Map<string, number>, key: string) => m.set(key, Math.max(m.get(key) ?? 0, w))
  for (const raw of text.split(/\s+/)) {
    if (!raw) continue
    if (SPACELESS.test(raw)) {
      for (const t of contentTokens(raw)) if (!CONTINUATION.test(t) && !thaiFragment(t)) { put(into.exact, t); space.exact.add(t) }
      continue
    }
    const prefix = raw.endsWith('*')
    const key = foldWord(raw.replace(/\*$/, ''))
    if (!/^[\p{L}\p{M}]+$/u.test(key) || [...key].length < (prefix ? MIN_PREFIX : 2)) throw new Error(`word term not usable: ${raw}`)
    put(prefix ? into.prefix : into.exact, key)
    if (prefix) { space.prefix.add(key); space.maxPrefix = Math.max(space.maxPrefix, key.length) } else space.exact.add(key)
  }
  return into
}

export interface Candidate { key: string; whole: boolean }
/**
 * Per page: for each stem whose word can meet a word term, the one key it meets — the whole word if any profile
 * has it, else the longest beginning any profile has (`стихийные` is `стихийн*` of Disasters, not `стих*` of
 * Books and Literature).
 */

/**
 * Latin-letter words among the commonest English tokens of the word vectors (the bound the name expansion also
 * reads, profiles.ts) are the English profile's to read: "bank", "minister", "desert" must not meet Polish
 * `bank*`, `minist*` or `deser*` on an English page (a Polish "bank" still meets the English term).
 */
const ENGLISH_VOCAB = 40_000
function english(w: string, lex: Lexicon): boolean {
  if (!/^[a-z]+$/.test(w)) return false
  const r = lex.row(w)
  return r >= 0 && r < ENGLISH_VOCAB
}

function candidate(word: string, lex: Lexicon, space: TermSpace): Candidate | undefined {
  if (english(word, lex)) return undefined
  const at = (f: string): Candidate | undefined => {
    if (space.exact.has(f) || space.prefix.has(f)) return { key: f, whole: true }
    for (let n = Math.min(f.length - 1, space.maxPrefix); n >= MIN_PREFIX; n--) {
      const k = f.slice(0, n)
      if (space.prefix.has(k)) return { key: k, whole: false }
    }
    return undefined
  }
  const f = foldWord(word)
  if (f.length >= 4 && /^[וה]?[ובלמשכה]\p{Script=Hebrew}/u.test(f)) return at(f) ?? at(f.slice(1)) ?? (/^[וה][ובלמשכה]/.test(f) ? at(f.slice(2)) : undefined)
  return at(f) ?? (f.length >= 4 && /^[وفبل]\p{Script=Arabic}/u.test(f) ? at(f.slice(1)) : undefined)
}

/** For each stem of the page whose word can meet a word term, the key it meets (computed once per page). */
export function wordCandidates(doc: DocModel, lex: Lexicon, space: TermSpace = TIER1_SPACE): Map<string, Candidate> | undefined {
  if (!space.exact.size && !space.prefix.size) return undefined
  let m = space.perDoc.get(doc)
  if (!m) {
    m = new Map()
    for (const [s, { word }] of doc.stems) { const c = candidate(word, lex, space); if (c) m.set(s, c) }
    space.perDoc.set(doc, m)
  }
  return m.size ? m : undefined
}

/** The weight of `terms`' word term that the candidate key is, or 0. */
export function wordTermWeight(terms: WordTerms, c: Candidate | undefined): number {
  if (!c) return 0
  return (c.whole ? terms.exact.get(c.key) ?? terms.prefix.get(c.key) : terms.prefix.get(c.key)) ?? 0
}
