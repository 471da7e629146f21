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
import { boundText, MAX_WORD_CHARS, wordSized } from '../../text/bounds.ts'

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

const TOKEN = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu

/**
 * Lower-case word tokens, apostrophe suffixes dropped, at most `max` tokens. Only the first
 * MAX_TOKENIZED_CHARS characters are read, and letter runs longer than MAX_WORD_CHARS are not words
 * (src/text/bounds.ts): they are skipped, so no later per-word step sees them.
 */
export function tokenize(text: string, max = Infinity): string[] {
  const out: string[] = []
  for (const m of boundText(text).toLowerCase().matchAll(TOKEN)) {
    let w = m[0]
    const q = w.search(/['’]/)
    if (q > 0) w = w.slice(0, q)
    if (!wordSized(w)) continue
    out.push(w)
    if (out.length >= max) break
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
  return text
    .replace(/\s*\n\s*\n\s*/g, '\n')
    .split(/(?<=[.!?。！？])\s+(?=[\p{Lu}\p{Lo}"“'‘(\d])|\n+/u)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s.length > 0)
}
