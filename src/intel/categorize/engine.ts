/**
 * categorize(signals, { customCategories }): built-in IAB 3.1 taxonomy (tier 1, refined down the tree), or any caller list scored
 * zero-shot (names expanded generically, profiles cached by name). Confidences are calibrated softmax
 * probabilities over the candidates (docs/intel.md § Calibration).
 */
import type { Lexicon } from '../resources/lexicon.ts'
import type { CategorizeResult, CategoryScore, PageSignals } from '../types.ts'
import { docFromTokens } from '../text/document.ts'
import { contentTokens } from '../text/tokenize.ts'
import { signalsText } from '../text/signals-text.ts'
import { detectLanguage } from '../text/language.ts'
import { builtinAnchors, builtinProfiles, TERM_LANGUAGES } from './builtin.ts'
import { pageLanguages, type LangDoc } from './word-terms.ts'
import { CUSTOM_PROFILE_IDF_POWER, expandName, profileFromWords, type Anchor, type Profile } from './profiles.ts'
import { createDescender } from './tree.ts'
import { DEFAULT_SCORING, scoreProfiles, type ScoringParams } from './providers/embedded.ts'
import { checkNames } from './names.ts'
import { createStemmedInput, STEMMED_VECTOR_FACTOR } from './stemmed.ts'
import { isChrome } from './chrome.ts'

export interface Categorizer {
  anchors: readonly Anchor[]
  categorize(input: PageSignals, opts?: { customCategories?: string[] }): CategorizeResult
  /** The candidate names that would be used (validated). */
  candidates(customCategories?: string[]): string[]
  /** Builds and caches the profile of one custom category name (what `categorize` would build on first use). */
  prepareName(name: string): void
}

const round = (x: number): number => Math.round(x * 10_000) / 10_000
/** Tokens read from one page (title, headings and body together). */
const MAX_TOKENS = 4000
/**
 * Content tokens of the opening of an untitled text: about a title and a meta description (≈ 60 + 160
 * characters). Between 10 and 30 the dev figures move by at most one item per set.
 */
const LEAD_TOKENS = 20
/** The tier-1 confidence an entry needs before the tree below it is searched (tree.ts). */
const SUB_TOP_MIN = 0.3
/**
 * Vector weight factor for the built-in classes on a page whose language is not English (docs/intel.md,
 * "Deeper nodes in every language": 0.5 and 0 were measured against 1).
 */
const FOREIGN_VECTOR_FACTOR = 0.5
const STEMMED_SCORING: ScoringParams = { ...DEFAULT_SCORING, vectorWeight: DEFAULT_SCORING.vectorWeight * STEMMED_VECTOR_FACTOR }

export function createCategorizer(lex: Lexicon): Categorizer {
  const builtin = builtinProfiles(lex)
  const descender = createDescender(lex)
  const anchors = builtinAnchors(lex)
  const stemmed = createStemmedInput(lex)
  const cache = new Map<string, Profile>()
  const profileFor = (name: string): Profile => {
    let p = cache.get(name)
    if (!p) {
      p = profileFromWords(name, expandName(name, lex, anchors), lex, CUSTOM_PROFILE_IDF_POWER)
      if (cache.size > 2000) cache.clear()
      cache.set(name, p)
    }
    return p
  }
  const profilesFor = (custom?: string[]): Profile[] => {
    if (custom === undefined) return builtin
    checkNames(custom, 'custom_categories')
    return custom.length ? custom.map((n) => profileFor(n.trim())) : builtin
  }
  return {
    anchors,
    candidates: (custom) => profilesFor(custom).map((p) => p.name),
    prepareName: (name) => { profileFor(name.trim()) },
    categorize(input, opts = {}) {
      const profiles = profilesFor(opts.customCategories)
      const text = signalsText(input)
      let tokens = contentTokens(text, MAX_TOKENS)
      // Without a title or description, the text's opening stands in for them: a crawl's text begins with
      // the page title ("online courses, tutorials and certificates", "latest news, breaking news"), which
      // says what the site is, while the body lists what it covers (the subjects taught, a portal's
      // sections). The opening is scored as a view of its own, weighed equally with the whole page.
      const untitled = !input.title && !input.description
      let lead = untitled ? contentTokens(input.text, LEAD_TOKENS) : []
      const isStemmed = stemmed.isStemmed(tokens)
      if (isStemmed) { tokens = stemmed.unstem(tokens); lead = stemmed.unstem(lead) }
      const notChrome = (t: string): boolean => !isChrome(t, lex.stemKey(t))
      tokens = tokens.filter(notChrome)
      lead = lead.filter(notChrome)
      // Custom lists: one common lexical norm for all candidates (providers/embedded.ts).
      const all = `${input.title ?? ''} ${input.description ?? ''} ${input.text}`
      const language = detectLanguage(all, input.lang)
      // The written terms of a language count on pages read in it (word-terms.ts, `pageLanguages`): the declared
      // language and the one the text reads as, so a template's wrong `lang` does not silence the page's own words.
      const langs = pageLanguages([language, input.lang ? detectLanguage(all) : undefined], TERM_LANGUAGES)
      const withLangs = (d: LangDoc): LangDoc => { if (langs) d.langs = langs; return d }
      const leadDoc = lead.length ? withLangs(docFromTokens(lead, lex)) : undefined
      const params = { ...(isStemmed ? STEMMED_SCORING : DEFAULT_SCORING), commonNorm: profiles !== builtin }
      // The word vectors are English: on a page in another language its words there are mostly names and
      // cognates (es "san", nl "en"), which drew Dutch and Spanish shops and hospitals to Travel; the built-in
      // classes read those languages through their written terms, so the vector score counts half.
      if (profiles === builtin && language !== 'en' && language !== 'und') params.vectorWeight *= FOREIGN_VECTOR_FACTOR
      const scored = scoreProfiles(withLangs(docFromTokens(tokens, lex)), profiles, lex, params, leadDoc)
      let categories: CategoryScore[] = scored.map((s) => ({ name: s.name, confidence: round(s.confidence), ...(profiles === builtin ? { path: [s.name] } : {}) }))
      // The built-in tree: a tier-1 node the engine is confident about (≥ SUB_TOP_MIN) is refined to the most
      // specific node of the IAB 3.1 tree below it that the page clearly names (tree.ts); the entry keeps its
      // confidence — the page is in that subtree — and carries the path (docs/intel.md, "Taxonomy paths").
      if (profiles === builtin && categories[0]!.confidence >= SUB_TOP_MIN) {
        const doc = withLangs(docFromTokens(tokens, lex))
        const head = leadDoc ?? withLangs(docFromTokens(contentTokens(`${input.title ?? ''} ${input.description ?? ''}`).filter(notChrome), lex))
        categories = categories.map((c) => {
          if (c.confidence < SUB_TOP_MIN) return c
          const node = descender.descend(doc, c.name, head)
          return node && node.path.length > 1 ? { name: node.name, confidence: c.confidence, path: node.path } : c
        })
      }
      return {
        categories,
        dominantCategory: categories[0]!.name,
        language,
        evidence: scored.slice(0, 3).filter((s) => s.evidence.length).map((s) => ({ category: s.name, terms: s.evidence })),
        source: 'embedded',
      }
    },
  }
}
