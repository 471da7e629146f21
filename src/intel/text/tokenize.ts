/**
 * Tokenising, stop words and stemming shared by every intel engine. Tokens are lower-case letter/digit runs
 * (Unicode aware, so non-English pages still tokenise); stems come from the Porter2 algorithm, which also
 * makes already-stemmed input (some crawls ship stemmed text) meet our profiles half-way.
 */
import stemmer from 'wink-porter2-stemmer'
// WordNet morphological exception lists (irregular forms → base form), as shipped by wink-lexicon.
import verbExceptions from 'wink-lexicon/src/wn-verb-exceptions.js'
import nounExceptions from 'wink-lexicon/src/wn-noun-exceptions.js'
import adjectiveExceptions from 'wink-lexicon/src/wn-adjective-exceptions.js'
import { boundText, foldLineBreaks, MAX_WORD_CHARS, wordSized } from '../../text/bounds.ts'

// English function words, written for this project; content-free for topic and similarity purposes.
const STOP = new Set(`a about above after again against all also am an and any are aren as at be because been before
being below between both but by can cannot could did do does doing don down during each else ever every few for from
further get gets got had has have having he her here hers herself him himself his how however i if in into is isn it
its itself just let me more most much must my myself no nor not now of off on once only or other ought our ours
ourselves out over own per same shall she should since so some such than that the their theirs them themselves then
there these they this those though through thus to too under until up upon us very via was we were what when where
whether which while who whom whose why will with within without would yet you your yours yourself yourselves
one two three also amp nbsp quot www http https com html php s t d ll m re ve y etc eg ie may might said says
new like use used using get make made many well back even still way take see go going went come came`.split(/\s+/))

export function isStopword(w: string): boolean { return STOP.has(w) }

// Combining marks belong to the word they are written in (Devanagari vowel signs, Thai vowels, Arabic harakat).
const TOKEN = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:['’][\p{L}\p{M}]+)?/gu
/** Scripts written without spaces between words (Han, kana, Thai, Lao, Khmer, Myanmar) and Hangul. */
export const SPACELESS_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}ー々]/u
const SPACELESS_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}ー々]+|[^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}ー々]+/gu
const ARABIC = /\p{Script=Arabic}/u
// Arabic short vowels and other marks (U+064B–U+065F, U+0670) and the tatweel (U+0640) carry no word identity.
const ARABIC_MARKS = /[\u064B-\u065F\u0670\u0640]/g
// Proclitics written attached to the next word: the article and the conjunctions and prepositions before it.
const ARABIC_PREFIX = /^(?:وال|بال|كال|فال|لل|ال)/

/**
 * Words of a token that mixes scripts or is written without spaces: a Latin brand inside a Chinese title is a
 * word of its own ("betwin88体育投注" → betwin88, 体育, 育投, 投注); a run of Han, kana, Hangul or Thai gives
 * overlapping character bigrams (a one-character run stays as it is), which needs no dictionary and matches
 * across texts as words do. Arabic words lose their marks and an attached article or clitic ("والكتب" → كتب)
 * when at least three letters remain.
 */
function splitToken(w: string, push: (t: string) => boolean): boolean {
  if (SPACELESS_CHAR.test(w)) {
    for (const run of w.match(SPACELESS_RUN) ?? []) {
      if (!SPACELESS_CHAR.test(run)) { if (wordSized(run) && push(run)) return true; continue }
      const cs = [...run]
      if (cs.length === 1) { if (push(run)) return true; continue }
      for (let i = 0; i + 1 < cs.length; i++) if (push(cs[i]! + cs[i + 1]!)) return true
    }
    return false
  }
  if (ARABIC.test(w)) {
    let a = w.replace(ARABIC_MARKS, '')
    const bare = a.replace(ARABIC_PREFIX, '')
    if (bare !== a && bare.length >= 3) a = bare
    return a.length > 0 && wordSized(a) && push(a)
  }
  return wordSized(w) && push(w)
}

/**
 * Elided words of French, Italian and Catalan written before an apostrophe (l'hôtel, d'emploi, qu'il,
 * dell'auto, un'amica, quest'anno): the word is what follows them.
 */
const ELISION = /^(?:[cdjlmnst]|qu|lorsqu|puisqu|jusqu|quoiqu|presqu|quelqu|dell|dall|nell|sull|all|coll|un|quest|quell|sant|tutt|nessun|bell|buon)$/

/**
 * Lower-case word tokens, apostrophe suffixes dropped ("John's" → john, "don't" → don) except after an elided
 * article or preposition, where the word after the apostrophe is kept (ELISION), at most `max` tokens. Only the first
 * MAX_TOKENIZED_CHARS characters are read, and letter runs longer than MAX_WORD_CHARS are not words
 * (src/text/bounds.ts): they are skipped, so no later per-word step sees them. Runs of scripts written
 * without spaces become character bigrams and mixed-script runs are split by script (splitToken).
 */
export function tokenize(text: string, max = Infinity): string[] {
  const out: string[] = []
  const push = (t: string): boolean => { out.push(t); return out.length >= max }
  for (const m of boundText(text).toLowerCase().matchAll(TOKEN)) {
    let w = m[0]
    const q = w.search(/['’]/)
    if (q > 0) w = ELISION.test(w.slice(0, q)) ? w.slice(q + 1) : w.slice(0, q)
    if (splitToken(w, push)) break
  }
  return out
}

/** Content tokens: no stop words, no pure numbers, at least 2 characters. */
export function contentTokens(text: string, max = Infinity): string[] {
  return tokenize(text, max).filter((w) => w.length > 1 && !STOP.has(w) && !/^\d+$/.test(w))
}

const stemCache = new Map<string, string>()
/** Own entries only: the lists are plain objects, and "constructor" must not find Object.prototype's. */
const exception = (list: Record<string, string | undefined>, w: string): string | undefined => (Object.hasOwn(list, w) ? list[w] : undefined)
/**
 * Porter2 stem with a bounded memo (stemming dominates tokenising cost on long pages). Irregular forms are
 * first reduced with WordNet's exception lists, which suffix stripping cannot do (ridden → ride,
 * men → man, went → go).
 */
export function stem(w: string): string {
  // The stemmer's time grows faster than the word's length: a word longer than any real one stays as it is.
  if (w.length > MAX_WORD_CHARS) return w
  let s = stemCache.get(w)
  if (s === undefined) {
    const base = exception(verbExceptions, w) ?? exception(nounExceptions, w) ?? exception(adjectiveExceptions, w) ?? w
    s = /^[a-z]+$/.test(base) ? stemmer(base) : base
    if (stemCache.size > 200_000) stemCache.clear()
    stemCache.set(w, s)
  }
  return s
}

/** Splits text into sentences on terminal punctuation followed by space/capital or newlines. */
export function sentences(text: string): string[] {
  return foldLineBreaks(text, 2)
    // CJK full stops end a sentence with no space after them (a closing bracket or quote stays with it).
    .split(/(?<=[.!?。！？])\s+(?=[\p{Lu}\p{Lo}"“'‘(\d])|(?<=[。！？])(?![\s」』）〕】”’])|\n+/u)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s.length > 0)
}
