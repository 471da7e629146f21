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
export interface TermSpace {
  exact: Set<string>; prefix: Set<string>; maxPrefix: number; perDoc: WeakMap<DocModel, Map<string, Candidate>>
  /** The languages whose terms a key is (every profile of the space together); a key without an entry is every language's. */
  exactLangs: Map<string, Langs>; prefixLangs: Map<string, Langs>
}
export const termSpace = (): TermSpace => ({ exact: new Set(), prefix: new Set(), maxPrefix: 0, perDoc: new WeakMap(), exactLangs: new Map(), prefixLangs: new Map() })
/** The tier-1 classes' space (taxonomy-i18n-more.ts). */
const TIER1_SPACE = termSpace()

/**
 * The languages a term was written for (ISO 639-1 codes), one shared array per distinct list. A page whose language
 * is known meets only the terms of its own language and of the languages it is commonly confused with (pageLanguages):
 * Polish "recepty" (prescriptions) must not meet the Czech term (recipes) on a Polish pharmacy's page.
 */
export type Langs = readonly string[]
const INTERNED = new Map<string, Langs>()
const langsWith = (have: Langs | undefined, lang: string): Langs => {
  if (have?.includes(lang)) return have
  const list = [...have ?? [], lang].sort()
  const k = list.join(' ')
  let v = INTERNED.get(k)
  if (!v) { v = Object.freeze(list); INTERNED.set(k, v) }
  return v
}

/**
 * A page's words with the languages the page is read in (pageLanguages); none: every term may meet the page, as for
 * a page whose language is unknown.
 */
export type LangDoc = DocModel & { langs?: ReadonlySet<string> }
export const langsAllow = (langs: Langs | undefined, page: ReadonlySet<string> | undefined): boolean =>
  !langs || !page || langs.some((l) => page.has(l))

export interface WordTerms {
  exact: Map<string, number>; prefix: Map<string, number>; space?: TermSpace
  /** The languages of each key (terms parsed with a language); a key without an entry is every language's. */
  exactLangs?: Map<string, Langs>; prefixLangs?: Map<string, Langs>
}

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
export function wordTerms(text: string, w = 1, into: WordTerms = { exact: new Map(), prefix: new Map() }, space: TermSpace = into.space ?? TIER1_SPACE, lang?: string): WordTerms {
  if (space !== TIER1_SPACE) into.space = space
  const put = (m: Map<string, number>, key: string) => m.set(key, Math.max(m.get(key) ?? 0, w))
  const tag = (prefix: boolean, key: string): void => {
    if (!lang) return
    const own = prefix ? (into.prefixLangs ??= new Map()) : (into.exactLangs ??= new Map())
    own.set(key, langsWith(own.get(key), lang))
    const shared = prefix ? space.prefixLangs : space.exactLangs
    shared.set(key, langsWith(shared.get(key), lang))
  }
  for (const raw of text.split(/\s+/)) {
    if (!raw) continue
    if (SPACELESS.test(raw)) {
      for (const t of contentTokens(raw)) if (!CONTINUATION.test(t) && !thaiFragment(t)) { put(into.exact, t); space.exact.add(t); tag(false, t) }
      continue
    }
    const prefix = raw.endsWith('*')
    const key = foldWord(raw.replace(/\*$/, ''))
    if (!/^[\p{L}\p{M}]+$/u.test(key) || [...key].length < (prefix ? MIN_PREFIX : 2)) throw new Error(`word term not usable: ${raw}`)
    put(prefix ? into.prefix : into.exact, key)
    tag(prefix, key)
    if (prefix) { space.prefix.add(key); space.maxPrefix = Math.max(space.maxPrefix, key.length) } else space.exact.add(key)
  }
  return into
}

/** `wordTerms` over a table of terms by language (taxonomy-i18n-more.ts, tree-i18n.ts): each term keeps its language. */
export function wordTermsByLang(table: Readonly<Partial<Record<string, string>>>, w = 1, into?: WordTerms, space?: TermSpace): WordTerms | undefined {
  let out = into
  for (const [lang, text] of Object.entries(table)) if (text) out = wordTerms(text, w, out, space ?? out?.space, lang)
  return out
}

export interface Candidate { key: string; whole: boolean; /** An international key (a common English word): it counts whatever its terms' languages. */ open?: boolean }
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

/** A Latin-letter term key that is itself one of the commonest English words ("sport", "bank"): an international stem. */
export function international(k: string, lex: Lexicon): boolean {
  if (!/^[a-z]+$/.test(k)) return false
  const r = lex.vectors.index(k)
  return r >= 0 && r < ENGLISH_VOCAB
}

function candidate(word: string, lex: Lexicon, space: TermSpace, page?: ReadonlySet<string>): Candidate | undefined {
  if (english(word, lex)) return undefined
  // A key that is itself a common English word ("sport*", "bank*") is an international stem: every language's.
  const exact = (k: string): boolean => space.exact.has(k) && (!page || langsAllow(space.exactLangs.get(k), page) || international(k, lex))
  const prefix = (k: string): boolean => space.prefix.has(k) && (!page || langsAllow(space.prefixLangs.get(k), page) || international(k, lex))
  const found = (key: string, whole: boolean): Candidate => (page && international(key, lex) ? { key, whole, open: true } : { key, whole })
  const at = (f: string): Candidate | undefined => {
    if (exact(f) || prefix(f)) return found(f, true)
    for (let n = Math.min(f.length - 1, space.maxPrefix); n >= MIN_PREFIX; n--) {
      const k = f.slice(0, n)
      if (prefix(k)) return found(k, false)
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
    const page = (doc as LangDoc).langs
    for (const [s, { word }] of doc.stems) { const c = candidate(word, lex, space, page); if (c) m.set(s, c) }
    space.perDoc.set(doc, m)
  }
  return m.size ? m : undefined
}

/** The weight of `terms`' word term that the candidate key is, or 0. */
export function wordTermWeight(terms: WordTerms, c: Candidate | undefined, page?: ReadonlySet<string>): number {
  if (!c) return 0
  const any = c.open === true
  const exact = c.whole && (any || langsAllow(terms.exactLangs?.get(c.key), page)) ? terms.exact.get(c.key) : undefined
  const prefix = any || langsAllow(terms.prefixLangs?.get(c.key), page) ? terms.prefix.get(c.key) : undefined
  return exact ?? prefix ?? 0
}

/**
 * Languages that pages, detectors and written terms mix up: a language's neighbour shares most of its everyday words
 * and a detector often takes one for the other on a short text (Czech and Slovak; Danish, Norwegian and Swedish;
 * Russian, Ukrainian and Bulgarian), and Japanese and Chinese write their shared words with the same Han characters.
 * Indonesian and Malay are not paired: their false friends are everyday words (Malay "polisi" is an insurance policy,
 * Indonesian "polisi" the police). Legacy and macrolanguage tags are read as the codes the term tables use.
 */
const CLOSE: readonly (readonly string[])[] = [['cs', 'sk'], ['da', 'no', 'sv'], ['ru', 'uk', 'bg'], ['ja', 'zh']]
const ALIAS: Readonly<Record<string, string>> = { nb: 'no', nn: 'no', iw: 'he', in: 'id', pes: 'fa', zsm: 'ms', cmn: 'zh' }

/**
 * The languages whose written terms may count on a page: the page's declared language and the language its text
 * reads as (either may be wrong: a template's `lang="en"` on a German shop), each with its close languages. None
 * (every term counts, as for a page of unknown language) when neither is known or neither is a language the term
 * tables are written in (`known`): a page in a language without terms of its own keeps the nearest words it can find.
 */
export function pageLanguages(languages: readonly (string | undefined)[], known: ReadonlySet<string>): ReadonlySet<string> | undefined {
  const out = new Set<string>()
  for (const raw of languages) {
    const l = raw && (ALIAS[raw] ?? raw)
    if (!l || l === 'und' || !known.has(l)) continue
    out.add(l)
    for (const g of CLOSE) if (g.includes(l)) for (const x of g) out.add(x)
  }
  return out.size ? out : undefined
}
