/**
 * High-risk similarity: how much a page looks like each merchant-risk class. Unlike categorization this is
 * not a choice among candidates, so each class gets an absolute score: a logistic map of its lexical and
 * vector match (the constants put a page that merely mentions one class word near 0.1 and a page built
 * around the class above 0.8; see docs/intel.md), combined with the multilingual trade-term score of
 * ./score.ts (the higher of the two counts). `highRiskSimilarityScore` is the best class score.
 */
import type { Lexicon } from '../resources/lexicon.ts'
import type { DocModel } from '../text/document.ts'
import { contentTokens } from '../text/tokenize.ts'
import { expandName, lexicalScore, nameWords, profileFromWords, vectorEvidence, vectorScore, type Anchor, type Profile } from '../categorize/profiles.ts'
import { RISK_CLASSES } from './classes.ts'
import type { RiskResult } from '../types.ts'
import { checkNames } from '../categorize/names.ts'
import type { PageSignals } from '../types.ts'
import { termScores } from './score.ts'
import { businessDamps, pageStance } from './stance.ts'
import type { RiskClassKey } from './terms/index.ts'

interface RiskProfile { profile: Profile; mccs: string[]; key?: RiskClassKey; visa?: string; mastercard?: string }

export interface RiskEngine {
  /** `signals` (the page's fields) enable the trade-term score; without them only the vector model answers. */
  riskScore(doc: DocModel, customHighRiskCategories?: string[], signals?: PageSignals): RiskResult
  /** Builds and caches the profile of one custom class name (what `riskScore` would build on first use). */
  prepareName(name: string): void
}

const BUSINESS_MODEL = new Set<RiskClassKey>(['negative_option', 'telemarketing'])
const logistic = (x: number): number => 1 / (1 + Math.exp(-x))
/** Classes scoring below this are not listed in `matches`. */
const MIN_MATCH = 0.05

export function createRiskEngine(lex: Lexicon, anchors: readonly Anchor[]): RiskEngine {
  const builtin: RiskProfile[] = RISK_CLASSES.map((c) => {
    const words: [string, number][] = nameWords(c.name, lex).map((w) => [w, 1.2])
    for (const w of contentTokens(c.terms)) words.push([w, 1])
    return { profile: profileFromWords(c.name, words, lex), mccs: c.mccs, key: c.key, visa: c.visa, mastercard: c.mastercard }
  })
  const customCache = new Map<string, RiskProfile>()
  const custom = (name: string): RiskProfile => {
    let p = customCache.get(name)
    if (!p) {
      p = { profile: profileFromWords(name, expandName(name, lex, anchors), lex), mccs: [] }
      if (customCache.size > 500) customCache.clear()
      customCache.set(name, p)
    }
    return p
  }
  return {
    prepareName(name) { custom(name) },
    riskScore(doc, customNames, signals) {
      if (customNames !== undefined) checkNames(customNames, 'custom_high_risk_categories')
      const custom_ = Boolean(customNames?.length)
      const classes = custom_ ? customNames!.map(custom) : builtin
      const terms = !custom_ && signals ? termScores(signals, (w) => lex.vectors.index(w)) : undefined
      // A page that reports on a trade (news, guide, regulator) rather than offering it is damped (./stance.ts).
      const damp = signals ? pageStance(signals).damp : 1
      // Enterprise file sync and open-source mirrors are not cyberlockers, and a free trial of software sold to
      // businesses is not a negative-option offer (./stance.ts, businessDamps).
      // A bank that lists personal loans beside its savings and current accounts is not a payday lender, nor is its
      // exchange-rate page a forex broker.
      // A pharmacy that dispenses against a prescription (asks for it, names its pharmacists and opening hours, sells
      // nothing without one) is not a pill shop.
      const { business: b2b, software: saas, bank, bankTitle, pharmacy } = signals ? businessDamps(signals) : { business: 1, software: 1, bank: 1, bankTitle: 1, pharmacy: 1 }
      const matches = classes.map(({ profile, mccs, key, visa, mastercard }) => {
        const evidence: string[] = []
        const lexS = lexicalScore(doc, profile, lex, evidence)
        const vecS = vectorScore(doc, profile)
        // Lexical match carries most weight: risk pages name their trade (casino, vape, replica).
        let score = logistic(14 * lexS + 6 * vecS - 5.5)
        // Business-model classes (free trials, outbound calls) share their words with every subscription or
        // sales page; their vector-model score alone is discounted (see docs/intel.md).
        if (key && BUSINESS_MODEL.has(key)) score *= 0.75
        const t = key ? terms?.get(key) : undefined
        // Evidence says where each word was; the vector model's words come from the page as a whole.
        let ev = evidence.map((w) => `${w} (page)`)
        if (t && t.score >= score * 0.5) { ev = [...t.evidence, ...ev.filter((w) => !t.evidence.some((e) => e.startsWith(w.slice(0, -6))))]; score = Math.max(score, t.score) }
        score *= damp
        if (key === 'cyberlocker') score *= b2b
        if (key === 'negative_option') score *= saas
        if (key === 'debt_payday') score *= bank
        // A bank's own exchange-rate page (its title names it a bank) is not a retail forex broker.
        if (key === 'forex') score *= bankTitle
        if (key === 'pharma') score *= pharmacy
        // Its vitamins and health products are a side line of the same pharmacy (when the page names itself one).
        if (key === 'nutraceutical' && (terms?.get('pharma')?.score ?? 0) >= 0.5) score *= pharmacy
        // A match carried by the vector model alone names the page's words nearest to the class.
        if (ev.length === 0 && score >= MIN_MATCH) ev = vectorEvidence(doc, profile, lex).map((w) => `${w} (page, related)`)
        return {
          class: profile.name, score: Math.round(score * 1000) / 1000, mccs, evidence: ev.slice(0, 6),
          ...(visa ? { visaProgramme: visa, mastercardProgramme: mastercard } : {}),
        }
      }).sort((a, b) => b.score - a.score)
      if (!doc.tokens && !(terms && terms.size)) return { highRiskSimilarityScore: 0, matches: [] }
      return { highRiskSimilarityScore: matches[0]?.score ?? 0, matches: matches.filter((m) => m.score >= MIN_MATCH) }
    },
  }
}

