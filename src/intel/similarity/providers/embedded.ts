/**
 * Embedded text similarity. Three views of the two texts are blended:
 *  - SIF sentence vectors (Arora et al. 2017) with the corpus common direction removed: overall topic;
 *  - soft word alignment (each content word's best match on the other side: 1 for the same stem, a WordNet
 *    synonym or close relation, a partial value for a WordNet hypernym, else the stretched vector cosine —
 *    in sentences not between WordNet co-hyponyms such as cat/dog;
 *    idf-weighted, both directions averaged; in the spirit of BERTScore's greedy matching, here with static
 *    vectors): meaning;
 *  - idf-weighted stem overlap: the exact shared vocabulary.
 * Long texts are reduced to their 100 highest-weight distinct words per side before alignment so a pair
 * stays within a few milliseconds.
 */
import { isStopword, SPACELESS_CHAR, stem, tokenize } from '../../text/tokenize.ts'
import { docFromTokens, sat, type DocModel } from '../../text/document.ts'
import { functionWordLanguage, isFunctionWord } from '../../text/function-words.ts'
import { cosine, type Lexicon } from '../../resources/lexicon.ts'
import type { Synonyms } from '../../resources/synonyms.ts'

const ALIGN_WORDS = 100

export interface Side {
  words: { word: string; stem: string; row: number; w: number }[]
  byStem: Map<string, number>
  /** WordNet view of all the side's words at once (built on first use): own synsets, synsets reached. */
  wn?: { own: Set<number>; reach?: Map<number, number> }
}

const MAX_TOKENS = 6_000

/**
 * Unlike topic scoring, similarity keeps numbers and number words: "kills 12" vs "kills 21" or "two dogs" vs
 * "a dog" are different statements.
 */
const NUMBER_WORDS = new Set(['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'])
/**
 * Words of the shared stop list that still carry meaning when two sentences are compared (verbs such as
 * "used"/"make"/"take", quantifiers such as "same"/"few"/"more", adverbs, particles and directional
 * prepositions): "It depends on what they are" and "It depends on how it's used" are not the same statement.
 * They take part in alignment and overlap with a fixed mid-frequency weight. Each of the four groups raised
 * the STS-B dev total on its own (docs/intel.md); articles, pronouns, auxiliaries and conjunctions stay out.
 * Only in sentence-length texts (the sentence view, ≤ SENTENCE_MAX_TOKENS tokens): in a page they occur
 * everywhere, say nothing about its topic, and would crowd out the topic words.
 */
const MEANINGFUL_STOPWORDS = new Set(`new like use used using get gets got make made take see go going went come came said says
many much more most few other same only very all one two three well back even still way
out off over under down up again against before after below above between during without own`.split(/\s+/))
const MEANINGFUL_STOPWORD_WEIGHT = 4
/** Texts up to this many tokens also get the sentence view (the engine blends it in below 80 tokens). */
export const SENTENCE_MAX_TOKENS = 80
const keepWord = (w: string): boolean => NUMBER_WORDS.has(w) || ((w.length > 1 || /\d/.test(w)) && !isStopword(w))
const keepInSentence = (w: string): boolean => keepWord(w) || MEANINGFUL_STOPWORDS.has(w)
/**
 * Closed classes of function words that say something when only one of two single sentences uses them:
 *  - personal pronouns in the subject form ("You are not disclosing the key facts" / "The key facts are not
 *    disclosed"): the pronoun names a participant — the speaker, the one spoken to, someone else — that the
 *    other sentence does not bring in;
 *  - modal verbs ("You can renew the licence online" / "You renew the licence online"): one sentence states
 *    a possibility, an obligation or a future, the other a fact.
 * Between those two sentences the class's words count like the meaningful stop words (same weight). When both
 * sentences use the class its words stay out: two answers to the same question say "you" and "I" for the same
 * person, "can" and "should" for the same advice (counting them then lowered STS-B, docs/intel.md §
 * Similarity, "Seventh round"); in a text of several sentences a pronoun refers back to a name given before
 * (the engine checks that both texts are single sentences: `oneSidedClasses`).
 */
const ONE_SIDED_CLASSES: readonly [RegExp, ReadonlySet<string>][] = [
  [/\b(?:i|you|he|she|we|they)\b/i, new Set(['i', 'you', 'he', 'she', 'we', 'they'])],
  [/\b(?:can|could|may|might|must|should|would|will|shall)\b/i, new Set(['can', 'could', 'may', 'might', 'must', 'should', 'would', 'will', 'shall'])],
]
/** The words of the ONE_SIDED_CLASSES that only one of the two texts uses (their sentence views keep them). */
export function oneSidedClasses(a: string, b: string): Set<string> {
  const out = new Set<string>()
  for (const [re, words] of ONE_SIDED_CLASSES) if (re.test(a) !== re.test(b)) for (const w of words) out.add(w)
  return out
}
/**
 * Word weight: idf + 0.5 (meaningful stop words: a fixed mid-frequency weight). Pages keep the lexicon's
 * site-furniture discount (home, play, share, view… are on every page whatever its topic); sentences do
 * not: in "A man plays the guitar at home" those are content words like any other.
 */
const weight = (lex: Lexicon, w: string, sentence: boolean): number =>
  isStopword(w) ? MEANINGFUL_STOPWORD_WEIGHT : (sentence ? lex.plainIdf(w) : lex.idf(w)) + 0.5

/**
 * Modifiers: words whose stem WordNet knows only as an adjective or adverb among its first senses ("grassy",
 * "nuclear", "happily", "very", "only", "again") — they narrow down what the nouns and verbs of the sentence
 * name rather than name it. Between sentences they weigh MODIFIER_WEIGHT of a word of their frequency: "A dog
 * is running on the grassy hill" and "… on the hill" differ by a detail, "… on the beach" by the place.
 * Figures are compared by value (figureConflict), never as modifiers, although WordNet files some cardinals
 * ("39") as adjectives. The test is on the Porter stem, so an adjective that shares its stem with a noun
 * ("beautiful" / beauty, "quick" / the quick) keeps its full weight; WordNet has no prepositions, so the few
 * meaningful stop words it knows only as adverbs ("under", "before", "below") count as modifiers.
 */
export const MODIFIER_WEIGHT = 0.5
export function isModifier(word: string, syn: Synonyms, wordStem = stem(word)): boolean {
  if (figureValue(word) !== undefined) return false
  const keys = syn.keys(wordStem)
  // Synset keys carry the part of speech in their hundred-millions digit (resources/synonyms.ts): 2 = adjective, 3 = adverb.
  return !!keys?.length && keys.every((k) => k >= 2e8)
}

function side(doc: DocModel, lex: Lexicon, sentence: boolean, syn?: Synonyms): Side {
  const words = [...doc.stems].map(([s, { word, tf }]) => ({
    word, stem: s, row: lex.row(word),
    w: sat(tf) * weight(lex, word, sentence) * (sentence && syn && isModifier(word, syn, s) ? MODIFIER_WEIGHT : 1),
  }))
    .sort((a, b) => b.w - a.w).slice(0, ALIGN_WORDS)
  return { words, byStem: new Map(words.map((x) => [x.stem, x.w])) }
}

/** Vector cosine → match value: weak matches (cosine < 0.4) are noise between unrelated words; the rest is stretched to [0,1]. */
const soft = (cos: number): number => Math.max(0, (cos - 0.4) / 0.6) ** 2

/**
 * Each word's best match on the other side, weighted. Same stem or WordNet synonym = 1; with `relations`
 * (sentences), also WordNet's close relations (1) and hypernyms (partial), which between two pages of 100
 * words each link too many unrelated words (bbc-news same-topic AUC 0.90 → 0.87).
 */
function wordnetOf(s: Side, syn: Synonyms): { own: Set<number>; reach?: Map<number, number> } {
  if (s.wn) return s.wn
  const own = new Set<number>()
  for (const y of s.words) for (const k of syn.keys(y.stem) ?? []) own.add(k)
  return (s.wn = { own })
}

/** The synsets a side reaches through WordNet relations — built only for the sentence view, which reads them. */
function reachOf(s: Side, syn: Synonyms): Map<number, number> {
  const wn = wordnetOf(s, syn)
  if (wn.reach) return wn.reach
  const reach = new Map<number, number>()
  for (const y of s.words) for (const [k, v] of syn.reach(y.stem)) if (v > (reach.get(k) ?? 0)) reach.set(k, v)
  return (wn.reach = reach)
}

/**
 * WordNet value of word x against a whole side at once — the best Synonyms.match(x, y) over its words —
 * from set lookups instead of a word-by-word loop (a 70-token pair, both views: 3.5–4.5 ms → 1.3–1.7 ms).
 */
export function wordnetBest(x: string, b: Side, syn: Synonyms, relations: boolean): number {
  const { own } = wordnetOf(b, syn)
  const keys = syn.keys(x) ?? []
  if (!relations) return keys.some((k) => own.has(k)) ? 1 : 0
  const reach = reachOf(b, syn)
  let best = 0
  for (const k of keys) best = Math.max(best, reach.get(k) ?? 0)
  if (best < 1) for (const [k, v] of syn.reach(x)) if (v > best && own.has(k)) best = v
  return best
}

/**
 * Co-hyponyms: two words that WordNet files as different kinds of one thing — each reaches a common
 * hypernym within the two levels the sentence alignment already follows (cat/dog, cow/sheep, potato/carrot,
 * boy/girl, January/March, two/three, laugh/cry, eat/drink), while neither is the other's hypernym and they
 * share no synset or close relation (those are matched through WordNet before any vector is read). Static
 * word vectors score relatedness, not substitutability (Hill, Reichart & Korhonen 2015, SimLex-999), and give
 * such pairs high cosines; a sentence that swaps one for the other says something else ("A dog is jumping
 * into a box" / "A cat is …"). Their vector cosine therefore earns no alignment credit (docs/intel.md §
 * Similarity). Only the first three senses of each word and the relations kept in the data directory count,
 * so WordNet's coverage limits the rule as it limits the hypernym matches (car/truck: "motor vehicle" is not
 * among them).
 */
export function coHyponyms(a: string, b: string, syn: Synonyms): boolean {
  const ra = syn.reach(a)
  if (!ra.size) return false
  const rb = syn.reach(b)
  if (!rb.size) return false
  // One a hypernym of the other (dog/puppy) is a WordNet link, not two kinds of one thing.
  if ((syn.keys(b) ?? []).some((k) => ra.has(k)) || (syn.keys(a) ?? []).some((k) => rb.has(k))) return false
  for (const [k, v] of ra) {
    if (v >= 1) continue
    const w = rb.get(k)
    if (w !== undefined && w < 1) return true
  }
  return false
}

/**
 * A WordNet lemma of two or three adjacent words of a sentence ("mobile phone", "laid off", "trailer park"), or
 * two adjacent words that WordNet writes as one ("second hand" → secondhand): the phrase, not its words, is
 * what means the same as a single word of the other sentence (cellphone, fired, used).
 */
interface Phrase { stems: string[]; keys: readonly number[] }
const PHRASE_WORD = /^[a-z]{2,}$/
/**
 * The phrases of a sentence (its tokens in order) that hold at least one `open` stem: a phrase whose words the
 * other sentence uses already is matched word by word.
 */
export function phrasesOf(toks: readonly string[], syn: Synonyms, open: (s: string) => boolean): Phrase[] {
  const out: Phrase[] = []
  const stems = toks.map((t) => PHRASE_WORD.test(t) ? stem(t) : '')
  for (let i = 0; i + 1 < toks.length; i++) {
    const s0 = stems[i]!, s1 = stems[i + 1]!
    if (!s0 || !s1 || !syn.startsPhrase(s0)) continue
    const open01 = open(s0) || open(s1)
    if (open01) {
      const keys = syn.phrase(`${s0} ${s1}`)
      if (keys?.length) out.push({ stems: [s0, s1], keys })
    }
    const s2 = stems[i + 2]
    if (s2 && (open01 || open(s2))) {
      const keys = syn.phrase(`${s0} ${s1} ${s2}`)
      if (keys?.length) out.push({ stems: [s0, s1, s2], keys })
    }
  }
  return out
}

/**
 * Phrase matches of a pair, as a credit per stem of each side: a phrase of one sentence and a single word of
 * the other that WordNet links (the word's own synsets, close relations or hypernyms, as in the alignment,
 * reach the phrase's synsets) credit the word and each word of the phrase with the link's value; two phrases
 * sharing a synset credit all their words with 1. Only words of the sentence views that the other sentence
 * does not use take part (a phrase's stop words are no words there; a shared word is matched already).
 */
export function phraseCredits(ta: readonly string[], tb: readonly string[], a: Side, b: Side, syn: Synonyms): [Map<string, number>, Map<string, number>] {
  const ca = new Map<string, number>(), cb = new Map<string, number>()
  const openA = (s: string): boolean => a.byStem.has(s) && !b.byStem.has(s)
  const openB = (s: string): boolean => b.byStem.has(s) && !a.byStem.has(s)
  // A phrase needs an open word on each side: its own, and its partner.
  if (!a.words.some((x) => openA(x.stem)) || !b.words.some((y) => openB(y.stem))) return [ca, cb]
  const pa = phrasesOf(ta, syn, openA), pb = phrasesOf(tb, syn, openB)
  if (!pa.length && !pb.length) return [ca, cb]
  const put = (m: Map<string, number>, s: string, v: number): void => { if (v > (m.get(s) ?? 0)) m.set(s, v) }
  const against = (ps: Phrase[], other: Side, open: (s: string) => boolean, cOwn: Map<string, number>, cOther: Map<string, number>): void => {
    for (const p of ps) {
      for (const y of other.words) {
        if (!open(y.stem) || p.stems.includes(y.stem)) continue
        const r = syn.reach(y.stem)
        let v = 0
        for (const k of p.keys) v = Math.max(v, r.get(k) ?? 0)
        if (v <= 0) continue
        put(cOther, y.stem, v)
        for (const s of p.stems) put(cOwn, s, v)
      }
    }
  }
  against(pa, b, openB, ca, cb)
  against(pb, a, openA, cb, ca)
  for (const p of pa) {
    for (const q of pb) {
      if (!q.keys.some((k) => p.keys.includes(k))) continue
      for (const s of p.stems) put(ca, s, 1)
      for (const s of q.stems) put(cb, s, 1)
    }
  }
  return [ca, cb]
}

function align(a: Side, b: Side, lex: Lexicon, syn: Synonyms | undefined, relations: boolean, swapped?: Set<string>, credit?: Map<string, number>): number {
  let num = 0, den = 0
  for (const x of a.words) {
    let best = b.byStem.has(x.stem) ? 1 : syn ? wordnetBest(x.stem, b, syn, relations) : 0
    if (credit && best < 1) best = Math.max(best, credit.get(x.stem) ?? 0)
    if (best < 1 && x.row >= 0) {
      let v = 0
      for (const y of b.words) {
        if (y.row < 0) continue
        const c = soft(lex.vectors.cos(x.row, y.row))
        // Sentences only (with the WordNet relations): between pages the vector match carries the topic.
        if (c > v && !(relations && syn && coHyponyms(x.stem, y.stem, syn))) v = c
      }
      best = Math.max(best, v)
    }
    if (swapped?.has(x.stem)) best *= ROLE_CREDIT
    num += x.w * best; den += x.w
  }
  return den > 0 ? num / den : 0
}

function overlap(a: Side, b: Side, swapped?: Set<string>): number {
  let inter = 0, union = 0
  for (const [s, w] of a.byStem) {
    const v = b.byStem.get(s)
    if (v !== undefined) inter += Math.min(w, v) * (swapped?.has(s) ? ROLE_CREDIT : 1)
    union += Math.max(w, v ?? 0)
  }
  for (const [s, w] of b.byStem) if (!a.byStem.has(s)) union += w
  return union > 0 ? inter / union : 0
}

export interface SimilarityParts { vector: number; align: number; overlap: number }

/** A document model (vector) and its weighted word list (alignment, overlap, topics). */
export interface View { doc: DocModel; side: Side }

/**
 * One text prepared once: the page view (content words), and for short texts also the sentence view
 * (content words plus the meaningful stop words).
 */
export interface Prepared extends View {
  tokens: number
  sentence?: View
  /** The tokens of a sentence-length text, in order (roles.ts reads who does what to whom from them). */
  words?: string[]
}

const view = (toks: string[], lex: Lexicon, sentence: boolean, syn?: Synonyms): View => {
  const doc = docFromTokens(toks, lex)
  return { doc, side: side(doc, lex, sentence, syn) }
}

/**
 * Negated contractions whose stem is not the auxiliary: the tokenizer drops "n't", so "won't" would leave
 * the word "won" (of win) and "ain't" a rare token "ain" weighing like a content word. They are spelt out
 * first; the others ("don't" → "don", "isn't" → "isn") leave stop words. Negation itself is judged on
 * the raw text (engine.ts).
 */
const CONTRACTIONS: Record<string, string> = { won: 'will not', ain: 'is not', shan: 'shall not', can: 'can not' }
export const expandContractions = (text: string): string =>
  text.replace(/\b(won|ain|shan|can)['’]t\b/gi, (_m, w: string) => CONTRACTIONS[w.toLowerCase()]!)

/**
 * `syn`: WordNet, to weigh the modifiers of a sentence (isModifier); pages are read without it. `extra`: words
 * the sentence view keeps besides its own (`oneSidedClasses`).
 */
export function prepare(text: string, lex: Lexicon, syn?: Synonyms, extra?: ReadonlySet<string>): Prepared {
  const toks = tokenize(expandContractions(text), MAX_TOKENS)
  const page = view(toks.filter(keepWord), lex, false)
  const short = toks.length <= SENTENCE_MAX_TOKENS
  return { ...page, tokens: toks.length, sentence: short ? view(toks.filter(extra?.size ? (w) => keepInSentence(w) || extra.has(w) : keepInSentence), lex, true, syn) : undefined, words: short ? toks : undefined }
}

/**
 * Credit of a word that the other sentence puts in the other role (roles.ts: "A person is kicking a monkey" /
 * "A monkey is kicking a person"): the word is right, its role is not — one of its two features agrees.
 */
export const ROLE_CREDIT = 0.5

/**
 * The three views of a pair; `relations` = the sentence alignment (WordNet relations beyond synonymy);
 * `swapped` = each side's stems whose role the other side swaps (roles.ts), matched at ROLE_CREDIT.
 */
export function similarityParts(pa: View, pb: View, lex: Lexicon, syn: Synonyms | undefined, relations: boolean, swapped?: [Set<string>, Set<string>], credits?: [Map<string, number>, Map<string, number>]): SimilarityParts {
  const da = pa.doc, db = pb.doc, a = pa.side, b = pb.side
  return {
    vector: cosine(da.vec, da.vecNorm, db.vec, db.vecNorm),
    align: (align(a, b, lex, syn, relations, swapped?.[0], credits?.[0]) + align(b, a, lex, syn, relations, swapped?.[1], credits?.[1])) / 2,
    overlap: overlap(a, b, swapped && new Set([...swapped[0], ...swapped[1]])),
  }
}

/** The value a figure states: digits as written, the number words one–ten as digits ("three" = "3"). */
const NUMBER_VALUE: Record<string, string> = { one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9', ten: '10' }
const figureValue = (w: string): string | undefined => NUMBER_VALUE[w] ?? (/^\d+$/.test(w) ? w.replace(/^0+(?=\d)/, '') : undefined)

/**
 * Conflicting figures: two sentences that give *different* figures in the same slot ("kills 12" / "kills 21",
 * "4.31 percent" / "4.30 percent", "Two kids" / "Six kids") disagree on a fact, which is more than a detail
 * one of them leaves out. A figure's slot is the word just before it and the word just after it (the nearest
 * tokens that are not figures: "8,983.80" is cut into 8 / 983 / 80 by the tokenizer); two figures are in the
 * same slot when either neighbour has the same stem on both sides. Figures the other text also states, or
 * whose slot it does not fill ("Two dogs" / "A dog"), stay plain words. A figure that has a different
 * figure of the other side in its slot conflicts; the result is the conflicting figures' share of the pair's
 * whole word weight, in [0, 1] (the same whichever text comes first): the sentence score is multiplied by one
 * minus it, so the conflicting figures count against the pair as much as they weigh instead of merely earning
 * no credit (docs/intel.md § Similarity).
 */
interface Figure { v: string; stem: string; left?: string; right?: string }
export function figureConflict(a: View, b: View, ta: readonly string[], tb: readonly string[]): number {
  const figures = (toks: readonly string[]): Figure[] => toks.flatMap((t, i) => {
    const v = figureValue(t)
    if (v === undefined) return []
    let l = i - 1, r = i + 1
    while (l >= 0 && figureValue(toks[l]!) !== undefined) l--
    while (r < toks.length && figureValue(toks[r]!) !== undefined) r++
    return [{ v, stem: stem(t), left: l >= 0 ? stem(toks[l]!) : undefined, right: r < toks.length ? stem(toks[r]!) : undefined }]
  })
  const fa = figures(ta), fb = figures(tb)
  if (!fa.length || !fb.length) return 0
  const va = new Set(fa.map((x) => x.v)), vb = new Set(fb.map((x) => x.v))
  const onlyA = fa.filter((x) => !vb.has(x.v)), onlyB = fb.filter((y) => !va.has(y.v))
  const sameSlot = (x: Figure, y: Figure): boolean => (x.left !== undefined && x.left === y.left) || (x.right !== undefined && x.right === y.right)
  // Each figure whose slot holds a different figure on the other side, each stem once per side (a figure
  // written twice is one word of the side, as in the alignment): symmetric by construction.
  let conflict = 0
  for (const s of new Set(onlyA.filter((x) => onlyB.some((y) => sameSlot(x, y))).map((x) => x.stem))) conflict += a.side.byStem.get(s) ?? 0
  for (const s of new Set(onlyB.filter((y) => onlyA.some((x) => sameSlot(x, y))).map((y) => y.stem))) conflict += b.side.byStem.get(s) ?? 0
  if (!conflict) return 0
  let total = 0
  for (const x of a.side.words) total += x.w
  for (const x of b.side.words) total += x.w
  return Math.min(1, conflict / total)
}

/** A topic is a word: at least two letters in a row, so "2", "200" or "100%" never show as topics. */
const TOPIC_WORD = /\p{L}{2,}/u

/** Scripts the tokenizer cuts into character bigrams. */
const BIGRAM_SCRIPT = SPACELESS_CHAR
/** Characters of each text segmented for topic words: the topics come from the opening of long pages. */
const SEGMENT_CHARS = 20_000
/** Short words in hiragana alone are Japanese grammar (particles, endings: "てい", "ます"), not topics. */
const HIRAGANA_FUNCTION = /^\p{Script=Hiragana}{1,3}$/u
/** Korean particles written onto the word before them ("레스토랑과" = restaurant + "and"). */
const HANGUL_PARTICLE = /^(.{2,}?)(?:에서|으로|에게|까지|부터|과|와|의|을|를|은|는|이|가|에|도|로|만)$/u

/**
 * Words of the bigram scripts, from the dictionary-based word segmentation of Intl (ICU) — "キッチン", "温泉",
 * "레스토랑" — with a Korean particle taken off.
 */
function segmentedWords(text: string): Set<string> {
  const out = new Set<string>()
  if (!BIGRAM_SCRIPT.test(text)) return out
  for (const { segment, isWordLike } of new Intl.Segmenter('ja', { granularity: 'word' }).segment(text.slice(0, SEGMENT_CHARS))) {
    if (!isWordLike || !BIGRAM_SCRIPT.test(segment) || [...segment].length < 2 || HIRAGANA_FUNCTION.test(segment)) continue
    out.add(HANGUL_PARTICLE.exec(segment)?.[1] ?? segment)
  }
  return out
}

/**
 * The words that occur inside a longer word of the list. Each word's pieces of the lengths the list holds are
 * looked up in a Set: at most (characters of the list) × (distinct lengths, under 200 in 20,000 characters)
 * look-ups, where comparing every word with every other cost the square of the count (6,000 segmented words of
 * one text: 36 million substring searches).
 */
export function insideLonger(words: readonly string[]): Set<string> {
  const all = new Set(words)
  const lengths = [...new Set(words.map((w) => w.length))]
  const out = new Set<string>()
  for (const w of all) {
    for (const l of lengths) {
      if (l >= w.length) continue
      for (let i = 0; i + l <= w.length; i++) {
        const piece = w.slice(i, i + l)
        if (all.has(piece)) out.add(piece)
      }
    }
  }
  return out
}

/**
 * Shared key terms, highest combined weight first (at most `k`). In scripts the tokenizer cuts into character
 * bigrams, a shared bigram is a piece of a word ("ッチ" of キッチン): with the two texts given, the words both
 * texts contain take the place of their bigrams, each weighing as its heaviest shared bigram.
 */
export function commonTopics(pa: Prepared, pb: Prepared, lex: Lexicon, k = 10, texts?: [string, string]): string[] {
  const a = pa.side, b = pb.side
  // The Latin-script language both texts are written in, told by their function words together (two short
  // sentences rarely hold three of them each); its grammatical words ("und", "le") are not topics.
  const lang = texts ? functionWordLanguage(`${texts[0].slice(0, 2000)} ${texts[1].slice(0, 2000)}`, 2) : undefined
  const shared = a.words.filter((x) => b.byStem.has(x.stem) && lex.idf(x.word) > 1 && TOPIC_WORD.test(x.word) && !isFunctionWord(x.word, lang))
    .map((x) => ({ word: x.word, w: Math.min(x.w, b.byStem.get(x.stem)!) }))
  if (texts && shared.some((x) => BIGRAM_SCRIPT.test(x.word))) {
    const bigrams = new Map(shared.filter((x) => BIGRAM_SCRIPT.test(x.word)).map((x) => [x.word, x.w]))
    const inB = segmentedWords(texts[1])
    const words: { word: string; w: number }[] = []
    for (const word of segmentedWords(texts[0])) {
      if ((!inB.has(word) && !texts[1].includes(word)) || isFunctionWord(word)) continue
      const chars = [...word]
      let w = 0
      for (let i = 0; i + 1 < chars.length; i++) w = Math.max(w, bigrams.get(chars[i]! + chars[i + 1]!) ?? 0)
      if (w > 0) words.push({ word, w })
    }
    // A word inside a longer shared one ("手作" in "手作り") is not listed twice.
    const inside = insideLonger(words.map((x) => x.word))
    const kept = words.filter((x) => !inside.has(x.word))
    return [...shared.filter((x) => !BIGRAM_SCRIPT.test(x.word)), ...kept].sort((x, y) => y.w - x.w).slice(0, k).map((x) => x.word)
  }
  return shared.sort((x, y) => y.w - x.w).slice(0, k).map((x) => x.word)
}
