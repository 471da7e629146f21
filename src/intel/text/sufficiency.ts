/**
 * Is there enough text on a page to judge it? A page with no usable words (empty, a JavaScript application
 * shell, only navigation, a login wall) cannot be categorized honestly: the result keeps its shape but its
 * confidence is flattened below 0.5 and a warning with a stable code says why:
 *   `needs_rendering` — little text and the page is built by scripts (an app mount point, or scripts and
 *                       no text): a browser-rendered fetch would see more;
 *   `insufficient_content` — little text otherwise (empty, navigation only, a login form).
 * Thresholds (content words after stop words): title, description and text together under 8 words, or a
 * password field with under 40 words of text. A news snippet of one sentence (≈ 10–20 content words) is
 * enough to judge and is left alone.
 */
import type { Warning } from '../../context.ts'
import type { PageSignals } from '../types.ts'
import { contentTokens } from './tokenize.ts'
import { latinLetters } from '../../text/scripts.ts'

const MIN_WORDS = 8
const LOGIN_TEXT = 40
/** The highest confidence a page without usable text may show. */
export const LOW_CONFIDENCE = 0.45

export function contentWarning(s: PageSignals, source: string): Warning | undefined {
  const text = contentTokens(s.text ?? '', 200).length
  const head = contentTokens(`${s.title ?? ''} ${s.description ?? ''}`, 50).length
  const little = text + head < MIN_WORDS
  const login = Boolean(s.passwordField) && text < LOGIN_TEXT
  if (!little && !login) return undefined
  if (little && (s.appShell || ((s.scripts ?? 0) > 0 && text === 0))) {
    return { source, code: 'needs_rendering', message: 'The page has almost no text without running its JavaScript; the category is a guess (confidence lowered).' }
  }
  return {
    source, code: 'insufficient_content',
    message: login ? 'The page is mostly a login form; the category is a guess (confidence lowered).' : 'The page has too little text to judge; the category is a guess (confidence lowered).',
  }
}

/**
 * `no_evidence`: the caller gave a single custom category and none of the page's words matched its terms. One
 * candidate takes the whole distribution (confidence 1 whatever the page says), so without a matched word the
 * answer says nothing about the page.
 */
export function singleCandidateWarning(r: { categories: readonly unknown[]; evidence: readonly unknown[] }, custom: readonly string[] | undefined, source: string): Warning | undefined {
  if (!custom || custom.length !== 1 || r.categories.length !== 1 || r.evidence.length > 0) return undefined
  return {
    source, code: 'no_evidence',
    message: 'None of the page\'s words matched the only category given; with one candidate the confidence says nothing (lowered). Give more categories to compare.',
  }
}

/**
 * The same judgment for one side of a similarity (`field` names it): a page under the thresholds above, or a
 * text without a single content word (a one-line sentence is a fair text to compare; a blank one is not).
 */
export function similarityWarning(s: PageSignals, field: 'source' | 'target', kind: 'page' | 'text'): Warning | undefined {
  const source = `similarity.${field}`
  if (kind === 'text') {
    return contentTokens(s.text ?? '', 1000).length === 0
      ? { source, code: 'insufficient_content', message: `The ${field} text has no words to compare.` }
      : undefined
  }
  const w = contentWarning(s, source)
  if (!w) return undefined
  return {
    source, code: w.code,
    message: w.code === 'needs_rendering'
      ? `The ${field} page has almost no text without running its JavaScript; the score compares little more than its address.`
      : `The ${field} page has too little text to compare; the score rests on little more than its address.`,
  }
}

/**
 * Languages the built-in categorizer reads: English (the word vectors), the six with written terms in
 * `categorize/taxonomy-i18n.ts`, the seven in `categorize/taxonomy-i18n-more.ts` and the eighteen in
 * `categorize/taxonomy-i18n-wide.ts`. Tags are ISO 639-1 / BCP 47
 * primary subtags.
 */
export const READ_LANGUAGES: ReadonlySet<string> = new Set(['en', 'fr', 'de', 'es', 'it', 'pt', 'nl', 'ru', 'pl', 'tr', 'ar', 'ja', 'zh', 'ko', 'no', 'ms', 'bg', 'sk',
  'id', 'vi', 'th', 'hi', 'sv', 'cs', 'ro', 'el', 'he', 'uk', 'hu', 'fa', 'da', 'fi'])

/**
 * `unsupported_language`: the page is in a language the categorizer cannot read, so whatever it matched — stray
 * digits, Latin brand names, English cognates ("casino", "hotel"), a neighbouring language's terms (Russian
 * terms on a Bulgarian page) — the category is a guess, however peaked (docs/intel.md, "Categories in the
 * languages of the risk lexicon"). The language must be certain: declared by the page (HTML `lang`), or detected
 * on a text written mostly in a non-Latin script. Detection on Latin-script text is too unreliable to act on (on
 * the all-English AG News dev half it still names another language for 0.5 % of items, docs/intel.md); 'und' is
 * left to `contentWarning`.
 */
export function languageWarning(r: { language: string; evidence: readonly unknown[] }, s: PageSignals, source: string): Warning | undefined {
  if (r.language === 'und' || READ_LANGUAGES.has(r.language)) return undefined
  if (!s.lang?.trim() && !mostlyNonLatin(`${s.title ?? ''} ${s.description ?? ''} ${s.text ?? ''}`.slice(0, 2000))) return undefined
  const matched = r.evidence.length > 0 ? 'what matched are names, cognates or a neighbouring language\'s words' : 'none of its words matched a category'
  return {
    source, code: 'unsupported_language',
    message: `The page is in a language the categorizer cannot read (${r.language}; it reads ${[...READ_LANGUAGES].join(', ')}) and ${matched}; the category is a guess (confidence lowered).`,
  }
}

function mostlyNonLatin(text: string): boolean {
  const { letters, latin } = latinLetters(text)
  return letters > 0 && latin / letters < 0.5
}

/** Mixes a distribution with the uniform one until its top is at most LOW_CONFIDENCE (the sum stays 1). */
export function flatten<T extends { confidence: number }>(cats: T[]): T[] {
  const top = cats[0]?.confidence ?? 0
  const n = cats.length
  if (top <= LOW_CONFIDENCE || n < 2) return n === 1 ? cats.map((c) => ({ ...c, confidence: Math.min(c.confidence, LOW_CONFIDENCE) })) : cats
  const a = (LOW_CONFIDENCE - 1 / n) / (top - 1 / n)
  return cats.map((c) => ({ ...c, confidence: Math.round((a * c.confidence + (1 - a) / n) * 10_000) / 10_000 }))
}
