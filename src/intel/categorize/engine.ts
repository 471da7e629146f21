/**
 * categorize(signals, { customCategories }): built-in IAB 3.1 tier-1 taxonomy, or any caller list scored
 * zero-shot (names expanded generically, profiles cached by name). Confidences are calibrated softmax
 * probabilities over the candidates (docs/intel.md § Calibration).
 */
import type { Lexicon } from '../resources/lexicon.ts'
import type { CategorizeResult, PageSignals } from '../types.ts'
import { buildDoc } from '../text/document.ts'
import { signalsText } from '../text/signals-text.ts'
import { detectLanguage } from '../text/language.ts'
import { builtinAnchors, builtinProfiles } from './builtin.ts'
import { expandName, profileFromWords, type Anchor, type Profile } from './profiles.ts'
import { scoreProfiles } from './providers/embedded.ts'
import { checkNames } from './names.ts'

export interface Categorizer {
  anchors: readonly Anchor[]
  categorize(input: PageSignals, opts?: { customCategories?: string[] }): CategorizeResult
  /** The candidate names that would be used (validated). */
  candidates(customCategories?: string[]): string[]
}

const round = (x: number): number => Math.round(x * 10_000) / 10_000

export function createCategorizer(lex: Lexicon): Categorizer {
  const builtin = builtinProfiles(lex)
  const anchors = builtinAnchors(lex)
  const cache = new Map<string, Profile>()
  const profileFor = (name: string): Profile => {
    let p = cache.get(name)
    if (!p) {
      p = profileFromWords(name, expandName(name, lex, anchors), lex)
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
    categorize(input, opts = {}) {
      const profiles = profilesFor(opts.customCategories)
      const text = signalsText(input)
      const scored = scoreProfiles(buildDoc(text, lex), profiles, lex)
      const categories = scored.map((s) => ({ name: s.name, confidence: round(s.confidence) }))
      return {
        categories,
        dominant_category: categories[0]!.name,
        language: detectLanguage(`${input.title ?? ''} ${input.description ?? ''} ${input.text}`, input.lang),
        evidence: scored.slice(0, 3).filter((s) => s.evidence.length).map((s) => ({ category: s.name, terms: s.evidence })),
        source: 'embedded',
      }
    },
  }
}
